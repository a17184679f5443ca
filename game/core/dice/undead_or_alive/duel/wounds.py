"""The 15 duel wound tokens as data.

RECONSTRUCTION. Seed 001's contents list does not name them; the mix (3 Beer, 5 "1", 5 "2", 2 Dynamite) is the
digest's (dice.md §3, two sources agree). Change it here and nowhere else (docs/rules-notes.md, "Undead or Alive").
"""

from __future__ import annotations

from game.core.dice.base.faces import BEER, DYNAMITE, ONE, TWO

RECONSTRUCTED = True
TOKENS: tuple[str, ...] = (BEER,) * 3 + (ONE,) * 5 + (TWO,) * 5 + (DYNAMITE,) * 2
ADDS = DYNAMITE                 # the token that adds its symbol to the holder's dice instead of cancelling one
