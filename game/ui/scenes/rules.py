"""The rules: how to play each game (a turn, distance, the hand limit, how to win; the dice game's rolls,
resolving, arrows, the end), every card, character and role of BANG!, every face, character and role of the dice
game, with its text (text/rules.py) and a picture from the games' own art; a search narrows the list to the entries
whose name or text holds the words typed. The cards and characters of the card game, the faces and characters of
the dice game are those of their sets' and modules' window sides (game/ui/sets.py): the base game's, then each
registered expansion's under its own name, with the facts their sides hold (copies, reach, life), a die face drawn
on the die that shows it as the dice table draws it. A list to browse on the left (arrows or the mouse), the chosen
entry on the right; a button switches the language of the whole window, so both languages are one click apart."""

from __future__ import annotations

import unicodedata

import pygame

from game.core.common.roles import ROLES
from game.core.dice.catalog import BASE, DiceBox, box_for
from game.setups import DESCRIPTIONS
from game.ui import i18n, sets, theme
from game.ui.art import cards as art
from game.ui.art.looks import face_image, token_image
from game.ui.i18n import card_name, character_name, role_name, t
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.text import rules
from game.ui.widgets import Button, ListPanel, TextInput, TextPanel


def card_sections() -> list[tuple[tuple | None, str]]:
    """The card game's cards and characters, a set at a time: the game's own first (its sections named as the
    game's), then each expansion's under its name."""
    rows: list[tuple[tuple | None, str]] = []
    for side in sets.sides("cards"):
        title = {"set": t(side.title)} if side.title else None
        if side.pieces:
            rows.append((None, "# " + (t("rules.set_cards", **title) if title else t("rules.cards"))))
            rows += [(("card", kind), card_name(kind)) for kind in side.pieces]
        if side.characters:
            rows.append((None, "# " + (t("rules.set_characters", **title) if title else t("rules.characters"))))
            rows += [(("character", c), character_name("cards", c)) for c in side.characters]
    return rows


def module_box(name: str) -> DiceBox | None:
    """The box of the base game with the dice module `name` and those it needs: its faces and which die shows
    each (None: the rules know no such module, or cannot play it so)."""
    if name == "base":
        return BASE
    try:
        return box_for(("base", *DESCRIPTIONS["dice"].expansion(name).needs, name))
    except (KeyError, ValueError):
        return None


def box_with(id: str) -> DiceBox:
    """The box of the first module with a window side that has the face or die kind `id` (modules never played
    together may both name one: each lists its own)."""
    boxes = (module_box(side.name) for side in sets.sides("dice"))
    return next((box for box in boxes if box is not None and (id in box.faces or id in box.dice)), BASE)


def dice_sections() -> list[tuple[tuple | None, str]]:
    """The dice game's faces and characters, a module at a time, as card_sections; then a module's other pieces
    (its dice, tokens and rules). A piece two modules never played together both name is listed once, under the
    first (it reads as that one's)."""
    rows: list[tuple[tuple | None, str]] = []
    listed: set[str] = set()
    for side in sets.sides("dice"):
        box = module_box(side.name)
        faces_of = box.faces if box is not None else {}
        title = {"set": t(side.title)} if side.title else None
        faces = [f for f in side.pieces if f in faces_of and f not in listed]
        others = [p for p in side.pieces if p not in faces_of and p not in listed]
        listed |= set(side.pieces)
        if faces:
            rows.append((None, "# " + (t("rules.set_faces", **title) if title else t("rules.dice_faces"))))
            rows += [(("face", f), sets.piece("dice", f).name(i18n.language())) for f in faces]
        if others and title:            # a module's dice, tokens and rules
            rows.append((None, "# " + t("rules.set_rules", **title)))
            rows += [(("dice_piece", p), sets.piece("dice", p).name(i18n.language())) for p in others]
        if side.characters:
            rows.append((None, "# " + (t("rules.set_characters", **title) if title else t("rules.dice_characters"))))
            rows += [(("dice_character", c), character_name("dice", c)) for c in side.characters]
    return rows


def entries() -> list[tuple[tuple | None, str]]:
    """The browsable rows: (entry key, label), with section headings (key None, label "# "): each game's how to play
    first, then its pieces."""
    rows: list[tuple[tuple | None, str]] = [(None, "# " + t("rules.how_to_play"))]
    rows += [(("howto", r), t(f"howto.{r}")) for r in rules.HOW_TO_PLAY]
    rows += card_sections()
    rows.append((None, "# " + t("rules.roles")))
    rows += [(("role", r), role_name(r)) for r in ROLES]
    rows.append((None, "# " + t("rules.dice_table")))
    rows += [(("dice_rule", r), t(f"dice_rule.{r}")) for r in rules.DICE_RULES]
    rows += dice_sections()
    rows.append((None, "# " + t("rules.dice_roles")))
    rows += [(("dice_role", r), role_name(r)) for r in ROLES]
    return rows


def _plain(text: str) -> str:
    """`text` for a search: lower case, without accents (a search for "panico" finds "¡Pánico!")."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if unicodedata.category(c) != "Mn")


def matching(rows: list[tuple[tuple | None, str]], query: str) -> list[tuple[tuple | None, str]]:
    """The rows whose name or text holds every word of `query`, each under its heading (every row for no query)."""
    words = _plain(query).split()
    if not words:
        return rows
    found: list[tuple[tuple | None, str]] = []
    heading: tuple[tuple | None, str] | None = None
    for key, label in rows:
        if key is None:
            heading = (key, label)
            continue
        text = _plain(" ".join([label, *(block for _, block in describe(key))]))
        if all(word in text for word in words):
            if heading is not None:
                found.append(heading)
                heading = None
            found.append((key, label))
    return found


def describe(key: tuple) -> list[tuple[str, str]]:
    """The entry's text as blocks for a TextPanel: its name, what kind of thing it is, its rules."""
    kind, id = key
    lang = i18n.language()
    if kind == "card":
        return _card(id, lang)
    if kind == "character":
        person = sets.character("cards", id)
        life = [("bold", t("rules.life", n=person.life))] if person.life else []
        return [("title", person.name(lang)), *life, ("body", person.rules(lang))]
    if kind == "role":
        return [("title", role_name(id)), ("body", rules.ROLES[id][lang])]
    if kind == "face":
        face = sets.piece("dice", id)
        return [("title", face.name(lang)), *_shown_on(id), ("body", face.rules(lang))]
    if kind == "dice_piece":
        piece = sets.piece("dice", id)
        return [("title", piece.name(lang)), ("body", piece.rules(lang))]
    if kind == "dice_character":
        person = sets.character("dice", id)
        life = [("bold", t("rules.life", n=person.life))] if person.life else []
        return [("title", person.name(lang)), *life, ("body", person.rules(lang))]
    if kind == "dice_role":
        return [("title", role_name(id)), ("body", rules.DICE_ROLES[id][lang])]
    if kind == "howto":
        return [("title", t(f"howto.{id}")), ("body", rules.HOW_TO_PLAY[id][lang])]
    return [("title", t(f"dice_rule.{id}")), ("body", rules.DICE_RULES[id][lang])]


BORDERS = ("brown", "blue", "black")        # the borders the rules tell of ("rules.<border>")


def _card(id: str, lang: str) -> list[tuple[str, str]]:
    """A card kind's entry: its border, copies, reach and cost, its rules, the ranks and suits of its copies (an
    entry of a set's rules drawn as a card, its border none of BORDERS, has none of them)."""
    card = sets.piece("cards", id)
    border = card.border or "brown"
    facts = [t(f"rules.{border}")] if border in BORDERS else []
    if card.copies:
        facts.append(t("rules.copies" if card.signs else "rules.copies_plain", n=card.copies))
    if card.reach:
        facts.append(t("rules.range", n=card.reach))
    if card.corner:                         # a card without rank and suit: its cost
        facts.append(t("rules.cost", n=card.corner))
    blocks = [("title", card.name(lang)), *([("bold", " - ".join(facts))] if facts else []),
              ("body", card.rules(lang))]
    if card.signs:
        blocks.append(("bold", t("rules.signs", signs=_signs(card.signs.split()))))
    return blocks


def picture(key: tuple, width: int, colorblind: bool) -> pygame.Surface | None:
    """The entry's art from game.ui.art (a card, a character's badge, a role card, a die face)."""
    kind, id = key
    lang = i18n.language()
    if kind == "card":
        signs = sets.piece("cards", id).signs
        first = signs.split()[0] if signs else ""
        return art.card_face(id, first[:-1], first[-1:], width, lang, colorblind)
    if kind in ("character", "dice_character"):
        return art.character_badge(id, "cards" if kind == "character" else "dice", width, lang)
    if kind in ("role", "dice_role"):
        return art.role_card(id, width, lang)
    if kind == "face":
        return _face(id, width * 2 // 3)
    if kind == "dice_piece":
        box = box_with(id)
        if id in box.dice:                  # a die: its six faces
            return _die_faces(box, id, width)
        return token_image(id, width * 2 // 3) if sets.piece("dice", id).picture is not None else None
    if kind in ("howto", "dice_rule"):
        return _strip(HOW_PICTURES[kind, id], width, lang, colorblind)
    return None


# The small pictures of how to play, from the games' own art: cards (kind, rank, suit), role cards, die faces.
HOW_PICTURES: dict[tuple[str, str], tuple[tuple[str, ...], ...]] = {
    ("howto", "turn"): (("back",), ("card", "bang", "2", "D"), ("card", "beer", "6", "H")),
    ("howto", "distance"): (("card", "scope", "A", "S"), ("card", "mustang", "8", "H")),
    ("howto", "hand_limit"): (("card", "missed", "10", "C"), ("card", "beer", "6", "H")),
    ("howto", "winning"): (("role", "sheriff"), ("role", "outlaw")),
    ("howto", "house"): (("card", "jail", "4", "H"), ("role", "sheriff"), ("card", "bang", "2", "D")),
    ("dice_rule", "turn"): (("face", "1"), ("face", "gatling"), ("face", "dynamite")),
    ("dice_rule", "arrows"): (("face", "arrow"),),
    ("dice_rule", "resolve"): (("face", "2"), ("face", "beer"), ("face", "gatling")),
    ("dice_rule", "three_players"): (("role", "deputy"), ("role", "outlaw"), ("role", "renegade")),
    ("dice_rule", "end"): (("role", "sheriff"), ("role", "outlaw")),
}


def _face(face: str, width: int) -> pygame.Surface:
    """A die face drawn on the die that shows it, as the dice table draws it."""
    box = box_with(face)
    die = next((k for k, faces in box.dice.items() if face in faces), None)
    return face_image(box, face, die, width)


def _shown_on(face: str) -> list[tuple[str, str]]:
    """Which module's dice show a face (none said for the base game's die)."""
    box = box_with(face)
    dice = [kind for kind, faces in box.dice.items() if face in faces and kind not in BASE.dice]
    return [("bold", t("rules.on_dice", dice=", ".join(sets.piece("dice", k).name(i18n.language()) for k in dice)))
            ] if dice else []


def _die_faces(box: DiceBox, kind: str, width: int) -> pygame.Surface:
    """The six faces of a die of `kind`, in two rows of three."""
    faces = box.dice[kind]
    gap = width // 25
    size = (width - 2 * gap) // 3
    sheet = pygame.Surface((width, 2 * size + gap), pygame.SRCALPHA)
    for i, face in enumerate(faces):
        sheet.blit(face_image(box, face, kind, size), ((i % 3) * (size + gap), (i // 3) * (size + gap)))
    return sheet


def _strip(pieces: tuple[tuple[str, ...], ...], width: int, lang: str, colorblind: bool) -> pygame.Surface:
    """Pieces of the games' art side by side within `width`."""
    gap = width // 25
    size = min(width * 2 // 3, (width - gap * (len(pieces) - 1)) // len(pieces))
    step = size + gap
    images = []
    for piece in pieces:
        if piece[0] == "back":
            images.append(art.card_back(size))
        elif piece[0] == "card":
            images.append(art.card_face(piece[1], piece[2], piece[3], size, lang, colorblind))
        elif piece[0] == "role":
            images.append(art.role_card(piece[1], size, lang))
        else:
            images.append(_face(piece[1], size * 3 // 4))
    height = max(image.get_height() for image in images)
    strip = pygame.Surface((width, height), pygame.SRCALPHA)
    left = (width - (step * len(images) - gap)) // 2
    for i, image in enumerate(images):
        strip.blit(image, image.get_rect(midtop=(left + i * step + size // 2, 0)))
    return strip


SUIT_NAMES = {"S": "rules.spades", "H": "rules.hearts", "D": "rules.diamonds", "C": "rules.clubs"}


def _signs(signs: list[str]) -> str:
    """The ranks and suits of a card's copies ("JH", "8D") in words, a suit at a time: "J, Q, A of hearts; 8 of
    diamonds"."""
    groups = []
    for suit, key in SUIT_NAMES.items():
        ranks = [sign[:-1] for sign in signs if sign[-1] == suit]
        if ranks:
            groups.append(t("rules.suit_group", ranks=", ".join(ranks), suit=t(key)))
    return "; ".join(groups)


class RulesScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.selected: tuple = ("howto", "turn")
        self.query = ""

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        top, bottom = px(120), h - px(100)
        self.form.add(TextInput("search", pygame.Rect(px(40), top, px(400), px(42)), self.query, self.search,
                                placeholder=t("rules.search"), max_len=30, px=px(18)))
        self.form.add(ListPanel("entries", pygame.Rect(px(40), top + px(52), px(400), bottom - top - px(52)),
                                matching(entries(), self.query), self.selected, self.pick, px=px(18)))
        self.art_width = px(250)
        self.form.add(TextPanel("text", pygame.Rect(px(470), top, w - px(540) - self.art_width, bottom - top),
                                describe(self.selected), px=px(21)))
        self.form.add(back_button(self.app, self.app.pop))
        other = "es" if i18n.language() == "en" else "en"
        self.form.add(Button("language", pygame.Rect(w - px(250), h - px(76), px(220), px(50)),
                             t(f"rules.read_in_{other}"), lambda: self.app.settings.set("language", other),
                             style="quiet", px=px(19)))
        self.form.focus_id("entries")

    def search(self, query: str) -> None:
        """The list narrowed to the entries whose name or text holds every word typed; the first one shown."""
        self.query = query
        rows = matching(entries(), query)
        panel = self.form.find("entries")
        assert isinstance(panel, ListPanel)                 # build() made it
        fresh = ListPanel("entries", panel.rect, rows, self.selected, self.pick, px=panel.px)
        self.form.widgets[self.form.widgets.index(panel)] = fresh
        first = next((key for key, _ in rows if key is not None), None)
        if first is None:
            self.app.notify(t("rules.no_match"), 2.0)
        elif self.selected not in [key for key, _ in rows]:
            self.pick(first)

    def pick(self, key: tuple) -> None:
        self.selected = key
        entries, text = self.form.find("entries"), self.form.find("text")
        assert isinstance(entries, ListPanel) and text is not None      # build() made them
        entries.select(key)
        fresh = TextPanel("text", text.rect, describe(key), px=text.px)
        self.form.widgets[self.form.widgets.index(text)] = fresh

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        heading(surface, self.app, t("rules.title"), 30)
        image = picture(self.selected, self.art_width, self.app.settings["colorblind_suits"])
        if image is not None:
            panel = self.form.find("text")
            assert panel is not None
            text = panel.rect
            surface.blit(image, image.get_rect(midtop=(text.right + (self.app.size[0] - text.right) // 2, text.top)))
