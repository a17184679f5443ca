"""The Boneyard's words in scenario files (../shared/SCENARIOS-expansions.md §3): `[table] boneyard` (the deck's
top cards, each as its hands), `boneyard_up` (the hands face up), `outbreak`; the paths `boneyard.count`,
`boneyard.hands` and `outbreak`. `[[players]] zombie` and `zombie_master` are its tokens' own words."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.common.errors import ScenarioError
from game.core.common.status import OUT
from game.core.dice.undead_or_alive.boneyard.deck import HANDS, NO_HAND
from game.core.dice.undead_or_alive.boneyard.rules import CARDS, ZOMBIE, hands_up, outbreak

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

LABEL = {hands: card for card, hands in HANDS.items()}


def set_up(g: DiceGame, spec: dict) -> None:
    """The deck's top and the cards face up as the file names them (face up, they lie with the first eliminated
    player); a zombie's maximum life is the life he was given; `outbreak` must agree with the zombies named."""
    table = spec.get("table", {})
    top, up = _labels(table.get("boneyard", []), "boneyard"), _labels(table.get("boneyard_up", []), "boneyard_up")
    if NO_HAND in up:
        raise ScenarioError("boneyard_up names the hands face up: a card with no hand never stays face up")
    said = table.get("outbreak", outbreak(g))
    if said is not outbreak(g):
        raise ScenarioError("outbreak = true goes with the zombies it made ([[players]] zombie = true), and only")
    if said and (top or up):
        raise ScenarioError("after the outbreak the Boneyard cards are out of the game")
    deck = _deck(g)
    if Counter([*top, *up]) - Counter(deck):
        raise ScenarioError(f"the Boneyard has no more cards than these: {sorted(Counter(deck).elements())}")
    if up:
        dead = next((s for s, st in enumerate(g.status) if not st.takes_turn and not st.targetable), None)
        if dead is None:
            raise ScenarioError("Boneyard cards face up need an eliminated player who revealed them")
        for card in up:
            deck.remove(card)
        g.tokens[CARDS][dead] += up
    rest = list((Counter(deck) - Counter(top)).elements())
    deck[:] = [*top, *sorted(rest, key=deck.index)]
    for seat, status in enumerate(g.status):
        if status is ZOMBIE and g.life[seat]:
            g.max_life[seat] = g.life[seat]
        elif status is ZOMBIE:                  # a zombie out for good: his card stays, he is out
            g.status[seat] = OUT


def _deck(g: DiceGame) -> list[str]:
    deck = g.token_piles[CARDS]
    assert isinstance(deck, list)
    return deck


def _labels(value, key: str) -> list[str]:
    if not isinstance(value, list) or not all(type(v) is int and v in LABEL for v in value):
        raise ScenarioError(f"{key} lists Boneyard cards by their zombie hands (0, 1 or 2), not {value!r}")
    return [LABEL[v] for v in value]


PATHS = {
    "outbreak": outbreak,
    "boneyard.count": lambda g: 0 if outbreak(g) else len(_deck(g)),
    "boneyard.hands": hands_up,
}
