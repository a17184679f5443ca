"""The eleven Boneyard cards, each named by the zombie hands it shows: the one place their mix is written.

Seed 001 lists "11 cartas de Cementerio" and the two kinds of card (no hand; one or two zombie hands) but not how
many of each; the mix below (2 with no hand, 6 with one hand, 3 with two) is the digest's reconstruction
(../shared/rules/dice.md §3 module 4, docs/rules-notes.md "Undead or Alive: the Boneyard"). Change it here alone.
"""

from __future__ import annotations

RECONSTRUCTED = True                    # the mix is not printed in any source we could read
HANDS = {"no_hand": 0, "one_hand": 1, "two_hands": 2}       # a card's label -> the zombie hands it shows
NO_HAND, ONE_HAND, TWO_HANDS = HANDS
CARDS: tuple[str, ...] = (NO_HAND,) * 2 + (ONE_HAND,) * 6 + (TWO_HANDS,) * 3
