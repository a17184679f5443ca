"""The 18 Rage cards as data: each card is the symbols it shows, joined by "+" ("1+1": two 1s).

RECONSTRUCTION. The rulebook (seed 001, «Módulo 2 - Dos balas bastan») says only that a card's symbols are added
to its holder's dice and that its arrows strike at once; no source we could read prints the 18 cards. This table is
ours, built from the symbols the dice show, singly or in pairs of one symbol (a pair of two different symbols would
resolve as one die of two kinds, which no die shows). Replace the cards here and nowhere else: the module, the
scenario words, the bots and the window read them from this table (docs/rules-notes.md, "Undead or Alive").
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.core.dice.base.faces import ARROW

RECONSTRUCTED = True
CARDS: tuple[str, ...] = (
    "1", "1", "1", "2", "2", "2", "beer", "gatling", "gatling", "dynamite", "duel", "arrow",
    "1+1", "2+2", "beer+beer", "gatling+gatling", "duel+duel", "arrow+arrow",
)
ANY = "rage"                    # a scenario's word for a card whatever it shows


def symbols(card: str) -> Counter:
    """The symbols a card shows, with counts."""
    return Counter(card.split("+"))


@cache                          # asked at every roll and turn's end of the cards shown: a card's face never changes
def arrows(card: str) -> int:
    """The arrows a card shows: taken as soon as it is revealed."""
    return symbols(card)[ARROW]


@cache
def face(card: str) -> str | None:
    """The face of the die a card adds to its holder's roll (its symbols but the arrows), or None (arrows only)."""
    rest = sorted(set(symbols(card)) - {ARROW})
    return "rage:" + "+".join(s for s in card.split("+") if s != ARROW) if rest else None


def _check() -> None:
    assert len(CARDS) == 18, "the Rage deck holds 18 cards"
    for card in CARDS:
        assert len(set(symbols(card)) - {ARROW}) <= 1, f"Rage card {card!r}: one symbol besides arrows at most"
    assert any(symbols(card) == Counter({ARROW: 1}) for card in CARDS), "a card shows a single arrow"


_check()
