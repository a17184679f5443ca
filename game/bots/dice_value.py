"""How dice Hard prices a table: a few counts per side, judged by a fitted model of the chance of winning.

The counts are read from a game state, or from a `Position` that Hard imagines from its own view after its dice
(dice_hard.py), with roles from its belief, never the real ones; the Oracle's look-ahead also judges where its
rollouts end. `bench/fit_values.py --game dice --pairs` fits the weights in `dice_weights.py` from all-Normal
self-play: a quadratic model, since what a life or an arrow is worth depends on the rest of the table (products
with the table size let one model serve 3 to 8 players). Arrows are counted because the Indians turn every held
arrow into a lost life sooner or later, and sooner when few are left in the middle. With three players each
role hunts one other, so those tables are read by whom I must kill and who must kill me instead of by camps.
"""

from __future__ import annotations

import functools

from game.bots.value import WinModel, chance, load
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from game.core.dice.catalog import THREE_PLAYER_TARGET

NAMES = ["players", "my_life", "my_arrows", "sheriff_life",
         "law_alive", "law_life", "law_arrows", "outlaws_alive", "outlaw_life", "outlaw_arrows",
         "renegades_alive", "renegade_life", "renegade_arrows", "pile", "last_two", "last_two_margin",
         "three", "target_life", "hunter_life"]
CAMP = {SHERIFF: 0, DEPUTY: 0, OUTLAW: 1, RENEGADE: 2}
CAMP3 = {role: 3 * camp for role, camp in CAMP.items()}   # where a camp's three numbers start in the features


def standing(game, seat: int) -> bool:
    return game.status[seat].standing


def features(game, seat: int) -> list[float]:
    """The numbers in NAMES for `seat`, from a full game state."""
    n = len(game.roles)
    mine = [n, game.life[seat], game.arrows[seat]]
    if n == 3:
        return mine + [0.0] * 13 + [1.0, *_hunt(game, seat)]
    camps = [0.0] * 9                                    # standing, life, arrows per camp
    sheriff_life = 0.0
    life, arrows = game.life, game.arrows
    living = [s for s, st in enumerate(game.status) if st.standing]
    for s in living:                                    # (Hard reads thousands of tables a re-roll: kept lean)
        role = game.roles[s]
        at = CAMP3[role]
        camps[at] += 1
        camps[at + 1] += life[s]
        camps[at + 2] += arrows[s]
        if role == SHERIFF:
            sheriff_life = life[s]
    last_two = len(living) == 2                           # the final duel: the Sheriff against one survivor
    margin = sum(life[s] if game.roles[s] == SHERIFF else -life[s] for s in living) if last_two else 0
    return mine + [sheriff_life, *camps, game.pile, float(last_two), margin, 0.0, 0.0, 0.0]


def _hunt(game, seat: int) -> tuple[int, int]:
    """Three players: the life of the one I win by killing, and of the one who wins by killing me."""
    roles = game.roles
    target = roles.index(THREE_PLAYER_TARGET[roles[seat]])
    hunter = next(s for s, r in enumerate(roles) if THREE_PLAYER_TARGET[r] == roles[seat])
    status = game.status
    return game.life[target] * status[target].standing, game.life[hunter] * status[hunter].standing


def win_chance(game, seat: int) -> float:
    """1 or 0 once the game is over; otherwise the fitted chance that `seat`'s side wins from here. A dead
    Renegade, or anyone dead at a table of three, can no longer win."""
    role = game.roles[seat]
    out = not game.status[seat].standing and (role == RENEGADE or len(game.roles) == 3)
    return chance(game, seat, role, out, _model(), lambda: features(game, seat))


@functools.cache
def _model() -> WinModel:
    """Loaded on first use, so the fitting script can import NAMES before any weights exist."""
    return load("dice", NAMES)
