"""The rules: every card, character and role of BANG!, every face, character and role of the dice game, with
its text (text/rules.py). The cards and characters of the card game, the faces and characters of the dice game
are those of their sets' and modules' window sides (game/ui/sets.py): the base game's, then each registered
expansion's under its own name, with the facts their sides hold (copies, reach, life), a die face drawn on the
die that shows it as the dice table draws it. A list to browse on the left (arrows or the mouse), the chosen
entry on the right; a button switches the language of the whole window, so both languages are one click apart."""

from __future__ import annotations

import pygame

from game.core.common.roles import ROLES
from game.core.dice.catalog import BASE, DiceBox, box_for
from game.ui import i18n, sets, theme
from game.ui.art import cards as art
from game.ui.art.looks import face_image
from game.ui.i18n import card_name, character_name, role_name, t
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.text import rules
from game.ui.widgets import Button, ListPanel, TextPanel


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


def dice_box() -> DiceBox:
    """The box of the dice modules with a window side, each one the rules know and can play with those before it:
    what a face is and which die shows it."""
    box: DiceBox = BASE
    names: tuple[str, ...] = ("base",)
    for side in sets.sides("dice"):
        if side.name not in names:
            try:
                box, names = box_for((*names, side.name)), (*names, side.name)
            except (KeyError, ValueError):
                continue
    return box


def dice_sections() -> list[tuple[tuple | None, str]]:
    """The dice game's faces and characters, a module at a time, as card_sections (a module's tokens are not
    faces: the dice table shows them)."""
    faces_of = dice_box().faces
    rows: list[tuple[tuple | None, str]] = []
    for side in sets.sides("dice"):
        title = {"set": t(side.title)} if side.title else None
        faces = [f for f in side.pieces if f in faces_of]
        if faces:
            rows.append((None, "# " + (t("rules.set_faces", **title) if title else t("rules.dice_faces"))))
            rows += [(("face", f), sets.piece("dice", f).name(i18n.language())) for f in faces]
        if side.characters:
            rows.append((None, "# " + (t("rules.set_characters", **title) if title else t("rules.dice_characters"))))
            rows += [(("dice_character", c), character_name("dice", c)) for c in side.characters]
    return rows


def entries() -> list[tuple[tuple | None, str]]:
    """The browsable rows: (entry key, label), with section headings (key None, label "# ...")."""
    rows = card_sections()
    rows.append((None, "# " + t("rules.roles")))
    rows += [(("role", r), role_name(r)) for r in ROLES]
    rows += dice_sections()
    rows.append((None, "# " + t("rules.dice_roles")))
    rows += [(("dice_role", r), role_name(r)) for r in ROLES]
    rows.append((None, "# " + t("rules.dice_table")))
    rows += [(("dice_rule", r), t(f"dice_rule.{r}")) for r in rules.DICE_RULES]
    return rows


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
        return [("title", face.name(lang)), ("body", face.rules(lang))]
    if kind == "dice_character":
        person = sets.character("dice", id)
        life = [("bold", t("rules.life", n=person.life))] if person.life else []
        return [("title", person.name(lang)), *life, ("body", person.rules(lang))]
    if kind == "dice_role":
        return [("title", role_name(id)), ("body", rules.DICE_ROLES[id][lang])]
    return [("title", t(f"dice_rule.{id}")), ("body", rules.DICE_RULES[id][lang])]


BORDERS = ("brown", "blue", "black")        # the borders the rules tell of ("rules.<border>")


def _card(id: str, lang: str) -> list[tuple[str, str]]:
    """A card kind's entry: its border, copies and reach, its rules, the ranks and suits of its copies."""
    card = sets.piece("cards", id)
    border = card.border or "brown"
    facts = [t(f"rules.{border}")] if border in BORDERS else []
    if card.copies:
        facts.append(t("rules.copies" if card.signs else "rules.copies_plain", n=card.copies))
    if card.reach:
        facts.append(t("rules.range", n=card.reach))
    blocks = [("title", card.name(lang)), ("bold", " - ".join(facts)), ("body", card.rules(lang))]
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
        box = dice_box()
        die = next((k for k, faces in box.dice.items() if id in faces), None)
        return face_image(box, id, die, width * 2 // 3)
    return None


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
        self.selected: tuple = ("card", "bang")

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        top, bottom = px(120), h - px(100)
        self.form.add(ListPanel("entries", pygame.Rect(px(40), top, px(400), bottom - top), entries(), self.selected,
                                self.pick, px=px(18)))
        self.art_width = px(250)
        self.form.add(TextPanel("text", pygame.Rect(px(470), top, w - px(540) - self.art_width, bottom - top),
                                describe(self.selected), px=px(21)))
        self.form.add(back_button(self.app, self.app.pop))
        other = "es" if i18n.language() == "en" else "en"
        self.form.add(Button("language", pygame.Rect(w - px(250), h - px(76), px(220), px(50)),
                             t(f"rules.read_in_{other}"), lambda: self.app.settings.set("language", other),
                             style="quiet", px=px(19)))
        self.form.focus_id("entries")

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
