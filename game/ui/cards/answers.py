"""How a person answers on the card table: the answer widgets a set's window side registers (game/ui/sets.py), for
a decision kind of its own (`answers`) or for the answers of one verb within another decision (`gestures`).

The table builds one of each that the decision in sight needs, `widget(table, verb)` (a gesture) or
`widget(table, kind)` (a decision's answer), and asks it, in this order, what a card of the hand does now
(`card_options`), what to add to the table (`build`: buttons, spots on the cards of a row) and what the status
line says while it is under way. Three kinds serve every set so far:

- HandPick: a button starts it, then clicks pick cards of your hand, and the answer naming exactly those is given
  (Sid Ketchum's two cards for a life; a card pawned).
- RowPick: each card of a zone on the table that an answer names is clickable and gives that answer (a General
  Store's card, a shop's card bought).
- Prompt: a decision answered from the prompt's buttons, under its title and line in the set's words (its side's
  `headings`); a card of the hand that an answer names answers with a click (a Missed! at a BANG!).
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

import pygame

from game.ui.cards import deck
from game.ui.cards.options import likely_first, option_card
from game.ui.i18n import card_name, t
from game.ui.table.spot import Spot


class Widget:
    """An answer widget of the card table for the answers of `verb` (a gesture) or of the decision `verb` names
    (an answer): by default it adds nothing and leaves the hand as it is."""

    def __init__(self, table, verb: str):
        self.table = table
        self.verb = verb
        self.picked: list[int] | None = None        # the cards picked so far while it is under way

    def options(self) -> list[list]:
        """The decision's answers it gives."""
        decision = self.table.decision
        return [o for o in decision["options"] if o[0] == self.verb] if decision else []

    def button(self) -> tuple[str, str] | None:
        """The label and tip of the button that starts it (None: it has none)."""
        return None

    def toggle(self) -> None:
        """Its button pressed: start it, or call it off."""

    def card_options(self, card: int) -> list[list] | None:
        """What clicking `card` of the hand does now (None: the table's own answer)."""
        return None

    def pick(self, card: int) -> None:
        """A card of the hand clicked while it is under way."""

    def build(self) -> None:
        """Add its widgets to the table's form."""

    def status(self) -> str | None:
        return None

    def signature(self) -> tuple:
        return (self.verb, None if self.picked is None else tuple(self.picked))


class Words(NamedTuple):
    """A HandPick's text keys: its button's label and tip, the button while under way, the status line before
    the first card and after it ({card}: the first card's name)."""
    start: str
    tip: str
    cancel: str
    first: str
    more: str


class HandPick(Widget):
    def __init__(self, table, verb: str, count: int, words: Words):
        super().__init__(table, verb)
        self.count = count
        self.words = words

    def button(self) -> tuple[str, str]:
        return t(self.words.start if self.picked is None else self.words.cancel), t(self.words.tip)

    def toggle(self) -> None:
        """Start it (or call it off): then clicks on the hand pick the cards."""
        self.picked = [] if self.picked is None and self.options() else None

    def card_options(self, card: int) -> list[list] | None:
        picked = self.picked
        if picked is None:
            return None
        return [o for o in self.options() if card in o[1:] and all(c in o[1:] for c in picked)]

    def pick(self, card: int) -> None:
        """A card clicked: picked (or picked no more); the last one gives the answer naming them all."""
        picked = self.picked
        assert picked is not None                   # only while under way
        if card in picked:
            picked.remove(card)
        else:
            picked.append(card)
        if len(picked) == self.count:
            option = next((o for o in self.options() if set(o[1:]) == set(picked)), None)
            self.picked = None
            if option is not None:
                self.table.choose(option)

    def status(self) -> str | None:
        if self.picked is None:
            return None
        if not self.picked:
            return t(self.words.first)
        return t(self.words.more, card=card_name(deck.kind_of(self.picked[0])))


class RowPick(Widget):
    """The cards of `zone` on the table that an answer of `verb` names (its card second) answer with a click; as a
    decision's answer, `verb` is the answers' word (the General Store's decision answers "pick")."""

    def __init__(self, table, name: str, zone: str, verb: str | None = None):
        super().__init__(table, verb or name)
        self.zone = zone

    def build(self) -> None:
        table = self.table
        offered = {o[1]: o for o in self.options() if len(o) > 1}
        cards = table.shown.cards_in(self.zone)
        for i, (card, rect) in enumerate(zip(cards, table.board.row_rects(self.zone, len(cards)))):
            if card in offered:
                table.form.add(Spot(f"{self.verb}{i}", rect, partial(table.choose, offered[card]),
                                    tip=partial(table.describe_answer, offered[card])))


class Prompt(Widget):
    """A decision answered from the prompt; `hand`: an answer naming one card of the hand (verb, card) is also
    given by clicking that card; `same`: answers that read the same are offered once (a Missed! is a Missed!)."""

    def __init__(self, table, kind: str, hand: bool = True, same: bool = False):
        super().__init__(table, kind)
        self.hand = hand
        self.same = same

    def options(self) -> list[list]:
        decision = self.table.decision
        return decision["options"] if decision else []

    def card_options(self, card: int) -> list[list] | None:
        if not self.hand:
            return []
        return [o for o in self.options() if len(o) == 2 and option_card(o) == card]

    def build(self) -> None:
        self.table.build_answers(likely_first(self.options()), None, self.same)


def button_rects(right: int, bottom: int, widths: list[int], gap: int, height: int) -> list[pygame.Rect]:
    """Buttons side by side leftwards from `right`, their bottoms on `bottom`."""
    rects = []
    for width in widths:
        rects.append(pygame.Rect(right - width, bottom - height, width, height))
        right -= width + gap
    return rects
