"""How a person answers on the card table: the answer widgets a set's window side registers (game/ui/sets.py), for
a decision kind of its own (`answers`) or for the answers of one verb within another decision (`gestures`).

The table builds one of each that the decision in sight needs, `widget(table, verb)` (a gesture) or
`widget(table, kind)` (a decision's answer), and asks it, in this order, what a card of the hand does now
(`card_options`), what to add to the table (`build`: buttons, spots on the cards of a row) and what the status
line says while it is under way. Three kinds serve every set so far:

- HandPick: a button starts it, then clicks pick cards of your hand, and the answer naming exactly those is given
  (Sid Ketchum's two cards for a life; a card pawned); a single card may instead be dragged onto a zone on the
  table (a Beer sold onto the nugget heap).
- RowPick: each card of a zone on the table that an answer names is clickable and gives that answer (a General
  Store's card, a shop's card bought); during your turn the others are greyed with why not ("3 nuggets needed").
- FrontPick: each card of a row in front of the other players that an answer names is clickable and gives it, its
  price written on it (paying to make him discard it); during your turn the others show theirs greyed, with why not.
- Act: a button that gives an answer without a card (a power used, a card of yours in front of you used); with
  several answers (at whom) the prompt offers them; greyed with why not while the player has what gives it.
- Prompt: a decision answered from the prompt's buttons, under its title and line in the set's words (its side's
  `headings`); a card of the hand that an answer names answers with a click (a Missed! at a BANG!).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import pygame

from game.ui import theme
from game.ui.cards import deck
from game.ui.cards.board import front_zones, rows_of
from game.ui.cards.options import likely_first, option_card
from game.ui.cards.reasons import refused
from game.ui.i18n import card_name, t
from game.ui.table.spot import Spot

Values = Callable[[Any, tuple], dict]      # (table, answer) -> the fields of its words: {card}, a price, what you have


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

    def shown(self) -> bool:
        """Whether its button is in sight: while it has answers to give (a greyed one may show longer)."""
        return bool(self.options())

    def reason(self) -> str | None:
        """Why its button is greyed, in words."""
        return None

    def explains(self) -> bool:
        """Whether what it cannot give now is shown greyed with why: during your turn (a decision to play)."""
        decision = self.table.decision
        return bool(decision) and decision["kind"] == "play" and not self.table.watching

    def toggle(self) -> None:
        """Its button pressed: start it, or call it off."""

    def card_options(self, card: int) -> list[list] | None:
        """What clicking `card` of the hand does now (None: the table's own answer)."""
        return None

    def pick(self, card: int) -> None:
        """A card of the hand clicked while it is under way."""

    def dropped(self, card: int, pos) -> list | None:
        """The answer a card of the hand dragged and let go at `pos` gives (None: none)."""
        return None

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
    def __init__(self, table, verb: str, count: int, words: Words, drop: str | None = None):
        super().__init__(table, verb)
        self.count = count
        self.words = words
        self.drop = drop            # a zone on the table a card of the hand is dragged to for the same answer

    def dropped(self, card: int, pos) -> list | None:
        """A card dragged onto the `drop` zone (a Beer onto the nugget heap): the answer naming it alone."""
        spot = self.table.board.spots.get(self.drop) if self.drop and self.count == 1 else None
        if spot is None or not spot.inflate(self.table.app.px(20), self.table.app.px(20)).collidepoint(pos):
            return None
        return next((o for o in self.options() if list(o[1:]) == [card]), None)

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
    decision's answer, `verb` is the answers' word (the General Store's decision answers "pick"). During your turn
    the cards no answer names are greyed with why not, in the words `values` fills (see refusals); `price` writes
    each card's price on it."""

    def __init__(self, table, name: str, zone: str, verb: str | None = None, values: Values | None = None,
                 price: Callable[[Any, int], str] | None = None):
        super().__init__(table, verb or name)
        self.zone = zone
        self.values = values
        self.price = price                  # (table, card) -> its price written on it (a shop's card)

    def offered(self) -> dict[int, list[list]]:
        """Card -> the answers naming it (a card bought has one, or one a use: as what, at whom)."""
        out: dict[int, list[list]] = {}
        for o in self.options():
            if len(o) > 1:
                out.setdefault(o[1], []).append(o)
        return out

    def take(self, card: int) -> None:
        """A card clicked: its answer given, or its answers offered in the prompt."""
        answers = self.offered().get(card, [])
        if len(answers) == 1:
            self.table.choose(answers[0])
        elif answers:
            self.picked = [card]
            self.table.layout()

    def card_options(self, card: int) -> list[list] | None:
        return None if self.picked is None else []

    def build(self) -> None:
        table = self.table
        offered = self.offered()
        cards = table.shown.cards_in(self.zone)
        rects = table.board.row_rects(self.zone, len(cards))
        why = refusals(table, [(self.verb, c) for c in cards if c not in offered], self.values) \
            if self.explains() else {}
        for i, (card, rect) in enumerate(zip(cards, rects)):
            label = self.price(table, card) if self.price is not None and self.picked is None else None
            if card in offered:                 # (no price written over the prompt of a card's uses)
                answers = offered[card]
                table.form.add(Spot(f"{self.verb}{i}", rect, partial(self.take, card), label=label, explains=True,
                                    tip=partial(table.describe_answer, answers[0]) if len(answers) == 1 else None))
            elif (self.verb, card) in why:
                table.form.add(refused_spot(table, f"no_{self.verb}{i}", rect, why[(self.verb, card)], label))
        if self.picked and self.picked[0] in offered:           # a card with several uses clicked: which one
            name = card_name(deck.kind_of(self.picked[0]))
            table.build_answers(likely_first(offered[self.picked[0]]), (name, t("table.which_use")))


class FrontPick(Widget):
    """The cards of the row `zone` in front of the other players that an answer of `verb` names (its card last)
    answer with a click, each with its `price` written on it ((table, card) -> words); during your turn the others
    show their price greyed, with why not (`values` fills its words)."""

    def __init__(self, table, name: str, zone: str, price: Callable[[Any, int], str] | None = None,
                 values: Values | None = None):
        super().__init__(table, name)
        self.zone = zone
        self.price = price
        self.values = values

    def laid(self) -> list[tuple[int, int, pygame.Rect]]:
        """(seat, card, the part of it in sight) of each card of the row in front of the other seated players."""
        table = self.table
        zones = front_zones(table.shown.players, table.seat)
        if self.zone not in zones:
            return []
        row = zones.index(self.zone)
        out = []
        for player in table.shown.players:
            cards = rows_of(player, zones)
            if player["seat"] == table.seat or not cards[row]:
                continue
            rects = table.board.front_rects(player["seat"], [len(r) for r in cards])[row]
            out += [(player["seat"], c, seen) for c, (_, seen) in zip(cards[row], rects)]
        return out

    def build(self) -> None:
        table = self.table
        offered = {o[-1]: o for o in self.options() if len(o) > 1}
        laid = self.laid()
        tries = [next((o for o in offered.values() if o[-1] == c), (self.verb, seat, c)) for seat, c, _ in laid]
        why = refusals(table, [tuple(o) for o in tries if o[-1] not in offered], self.values) \
            if self.explains() else {}
        for (seat, card, rect), option in zip(laid, tries):
            label = self.price(table, card) if self.price is not None else None
            if card in offered:
                table.form.add(Spot(f"{self.verb}{seat}_{card}", rect, partial(table.choose, offered[card]),
                                    tip=partial(table.describe_answer, offered[card]), label=label, explains=True))
            elif tuple(option) in why:
                table.form.add(refused_spot(table, f"no_{self.verb}{seat}_{card}", rect, why[tuple(option)],
                                            label))


class Act(Widget):
    """A button giving an answer of `verb` without a card of the hand (a power used, a card in front of you used):
    pressed, it gives the one answer, or offers several (at whom) in the prompt under its own words. While
    `owned(table)` says the player has what gives it, it stays in sight greyed with why not during his turn."""

    def __init__(self, table, name: str, label: str, tip: str, owned: Callable[[Any], bool] | None = None,
                 values: Values | None = None):
        super().__init__(table, name)
        self.label = label
        self.tip = tip
        self.owned = owned
        self.values = values

    def button(self) -> tuple[str, str]:
        return t(self.label), t(self.tip)

    def shown(self) -> bool:
        return bool(self.options()) or self.explains() and self.owned is not None and self.owned(self.table)

    def reason(self) -> str | None:
        return refusals(self.table, [(self.verb,)], self.values).get((self.verb,))

    def toggle(self) -> None:
        options = self.options()
        if len(options) == 1 and self.picked is None:
            self.table.choose(options[0])
            return
        self.picked = [] if self.picked is None and options else None

    def card_options(self, card: int) -> list[list] | None:
        return None if self.picked is None else []

    def build(self) -> None:
        if self.picked is not None:
            self.table.build_answers(likely_first(self.options()), (t(self.label), t(self.tip)))


def refusals(table, actions: list[tuple], values: Values | None) -> dict[tuple, str]:
    """Why each of `actions` is not a choice of the seat now, in words (see reasons.refused)."""
    if not actions or table.shown.data is None:
        return {}
    return refused(table.shown.data, actions, None if values is None else partial(values, table))


def refused_spot(table, id: str, rect: pygame.Rect, reason: str, label: str | None) -> Spot:
    """A card on the table an answer cannot take now: greyed, its reason its tip and, pressed, a banner."""
    return Spot(id, rect, _nothing, enabled=False, reason=reason, label=label, explains=True,
                on_refused=partial(table.cues.cue, None, reason, theme.RED))


def _nothing() -> None:
    """A greyed spot's click: it only says why (its reason)."""


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
