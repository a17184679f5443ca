"""The rules: every card, character and role of BANG!, every face, character and role of the dice game, with
its text (text/rules.py). A list to browse on the left (arrows or the mouse), the chosen entry on the right; a button
switches the language of the whole window, so both languages are one click apart."""

from __future__ import annotations

import pygame

from game.core.cards.catalog import CARDS, KINDS
from game.core.cards.catalog import CHARACTERS as CARD_CHARACTERS
from game.core.common.roles import ROLES
from game.core.dice.catalog import CHARACTERS as DICE_CHARACTERS
from game.core.dice.catalog import FACES
from game.ui import i18n, theme
from game.ui.art import cards as art
from game.ui.i18n import card_name, character_name, role_name, t
from game.ui.scene import Scene
from game.ui.scenes.common import back_button, heading
from game.ui.text import rules
from game.ui.widgets import Button, ListPanel, TextPanel


def entries() -> list[tuple[tuple | None, str]]:
    """The browsable rows: (entry key, label), with section headings (key None, label "# ...")."""
    rows: list[tuple[tuple | None, str]] = [(None, "# " + t("rules.cards"))]
    rows += [(("card", kind), card_name(kind)) for kind in KINDS]
    rows.append((None, "# " + t("rules.characters")))
    rows += [(("character", c), character_name("cards", c)) for c in CARD_CHARACTERS]
    rows.append((None, "# " + t("rules.roles")))
    rows += [(("role", r), role_name(r)) for r in ROLES]
    rows.append((None, "# " + t("rules.dice_faces")))
    rows += [(("face", f), t(f"face.{f}")) for f in FACES]
    rows.append((None, "# " + t("rules.dice_characters")))
    rows += [(("dice_character", c), character_name("dice", c)) for c in DICE_CHARACTERS]
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
        card = KINDS[id]
        copies = sum(1 for c in CARDS if c.name == id)
        facts = [t(f"rules.{card.color}"), t("rules.copies", n=copies)]
        if card.weapon_range:
            facts.append(t("rules.range", n=card.weapon_range))
        signs = _signs([c for c in CARDS if c.name == id])
        return [("title", card_name(id)), ("bold", " - ".join(facts)), ("body", rules.CARDS[id][lang]),
                ("bold", t("rules.signs", signs=signs))]
    if kind == "character":
        return [("title", character_name("cards", id)), ("bold", t("rules.life", n=CARD_CHARACTERS[id].life)),
                ("body", rules.CHARACTERS[id][lang])]
    if kind == "role":
        return [("title", role_name(id)), ("body", rules.ROLES[id][lang])]
    if kind == "face":
        return [("title", t(f"face.{id}")), ("body", rules.DICE_FACES[id][lang])]
    if kind == "dice_character":
        return [("title", character_name("dice", id)), ("bold", t("rules.life", n=DICE_CHARACTERS[id].life)),
                ("body", rules.DICE_CHARACTERS[id][lang])]
    if kind == "dice_role":
        return [("title", role_name(id)), ("body", rules.DICE_ROLES[id][lang])]
    return [("title", t(f"dice_rule.{id}")), ("body", rules.DICE_RULES[id][lang])]


def picture(key: tuple, width: int, colorblind: bool) -> pygame.Surface | None:
    """The entry's art from game.ui.art (a card, a character's badge, a role card, a die face)."""
    kind, id = key
    lang = i18n.language()
    if kind == "card":
        first = next(c for c in CARDS if c.name == id)
        return art.card_face(id, first.rank, first.suit, width, lang, colorblind)
    if kind in ("character", "dice_character"):
        return art.character_badge(id, "cards" if kind == "character" else "dice", width, lang)
    if kind in ("role", "dice_role"):
        return art.role_card(id, width, lang)
    if kind == "face":
        return art.die_face(id, width * 2 // 3)
    return None


SUIT_NAMES = {"S": "rules.spades", "H": "rules.hearts", "D": "rules.diamonds", "C": "rules.clubs"}


def _signs(cards: list) -> str:
    """The ranks and suits of a card's copies in words, a suit at a time: "J, Q, A of hearts; 8 of diamonds"."""
    groups = []
    for suit, key in SUIT_NAMES.items():
        ranks = [c.rank for c in cards if c.suit == suit]
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
