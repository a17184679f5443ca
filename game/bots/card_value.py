"""What Hard's search reads off a card-game position it cut off: a few counts per side, judged by a fitted model.

The counts are taken from a whole game state, which in the search is a world sampled from the bot's own view
(never the real game); `bench/fit_values.py` fits the weights in `card_weights.py` from self-play.
"""

from __future__ import annotations

import functools

from game.bots.value import WinModel, chance, load
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF

NAMES = ["players", "my_life", "my_hand", "my_table", "sheriff_life",
         "law_alive", "law_life", "law_cards", "outlaws_alive", "outlaw_life", "outlaw_cards",
         "renegades_alive", "renegade_life", "renegade_cards", "last_two", "last_two_margin"]
CAMP = {SHERIFF: 0, DEPUTY: 0, OUTLAW: 1, RENEGADE: 2}


def standing(game, seat: int) -> bool:
    return game.players[seat].status.standing


def features(game, seat: int) -> list[float]:
    """The numbers in NAMES for `seat`, from a full game state."""
    me = game.players[seat]
    camps = [[0.0, 0.0, 0.0] for _ in range(3)]        # standing, life, cards (hand and table) per camp
    sheriff_life = 0.0
    for p in game.players:
        if p.status.standing:
            camp = camps[CAMP[p.role]]
            camp[0] += 1
            camp[1] += p.life
            camp[2] += len(p.hand) + len(p.in_play)
            if p.role == SHERIFF:
                sheriff_life = p.life
    last_two = sum(camp[0] for camp in camps) == 2       # the final duel: who leads in life decides most of it
    return [len(game.players), me.life, len(me.hand), len(me.in_play), sheriff_life,
            *camps[0], *camps[1], *camps[2], float(last_two), (me.life - sheriff_life) * last_two]


def win_chance(game, seat: int) -> float:
    """1 or 0 once the game is over; otherwise the fitted chance that `seat`'s side wins from here. A dead
    Renegade can no longer win."""
    me = game.players[seat]
    out = not me.status.standing and me.role == RENEGADE
    return chance(game, seat, me.role, out, _model(), lambda: features(game, seat))


@functools.cache
def _model() -> WinModel:
    """Loaded on first use, so the fitting script can import NAMES before any weights exist."""
    return load("card", NAMES)
