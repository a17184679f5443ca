"""Shadow Gunslingers' rules at the points of the rules the expansions change (specs.HOOK_POINTS), seed 003.

- Eliminated with every normal rule, a player becomes a shadow (his nuggets stay: Gold Rush asks his status).
- At each of his turns he comes back: a Shadow Renegade first joins a side (`side_for`); he plays a normal turn
  at 0 life (his status is not mortal: nothing heals or hurts him) and keeps every card until his turn ends; then he
  leaves, his hand, his cards in play and his sets' cards in front of him discarded. Leaving is no elimination.
- Once only the Sheriff and Renegades stand, every shadow is gone for good (the one whose kill did it once paid).
- A Shadow Renegade shares the win of the side he is on (his status's `side`: common.roles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.shadow_gunslingers.statuses import (
    GONE,
    LAW,
    NONE,
    OUTLAWS,
    PLAYING,
    RESTING,
    SIDE_OF,
    is_shadow,
)
from game.core.cards.specs import COUNTER, Hook
from game.core.common.roles import RENEGADE, SHERIFF, SIDE, standard_winner

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player
    from game.core.common.status import Status

FIRST = -1      # before the other sets hear of an elimination (Gold Rush: nuggets kept) or of a turn's end
LAST = 200      # after every other set's say: the hand limit (Gun Belt), an elimination's rewards


def side_for(g: CardGame, p: Player) -> str:
    """The side a Shadow Renegade joins as his turn starts: the one with more role cards face up among the others
    (the Sheriff, the eliminated); a tie, the Outlaws. Another Shadow Renegade (8 players, FAQ Q02) counts for the
    side he is on, and not at all before he has one."""
    count = {LAW: 0, OUTLAWS: 0}
    for q in g.players:
        if q is not p and q.role_revealed:
            side = q.status.side if q.role == RENEGADE else SIDE[q.role]
            if side in count:
                count[side] += 1
    return LAW if count[LAW] > count[OUTLAWS] else OUTLAWS


def only_sheriff_and_renegades(g: CardGame) -> bool:
    return all(q.role in (SHERIFF, RENEGADE) for q in g.players if q.status.standing)


def gone_for_good(g: CardGame, but: int | None = None) -> None:
    """Only the Sheriff and the Renegade left: no shadow comes back any more (seed 003); one playing his turn
    leaves it at once, but the one seated `but`, whose elimination left them alone, only once it has paid him
    (`_gone_once_paid`): every rule of an elimination holds, a shadow's rewards too."""
    for q in g.players:
        if is_shadow(q.status) and not (q.seat == but and q.status.acts):
            side = SIDE_OF[q.status.name]
            if q.status is PLAYING[side]:
                _leaves(g, q, GONE)
            else:
                g.set_status(q, GONE[side])


def _becomes_shadow(g: CardGame, p: Player, credit: int | None) -> None:
    """He comes back on his later turns: none follows the death that decides the game (the Sheriff's, the last
    Outlaw's or Renegade's), so that player stays out, as in the base game, and the shadows stay as they are (the
    Sheriff left alone is no "Sheriff and Renegade")."""
    if standard_winner([q.role for q in g.players], [q.status for q in g.players]) is not None:
        return
    if only_sheriff_and_renegades(g):
        gone_for_good(g, but=credit)
    else:
        g.set_status(p, RESTING[NONE])


def _comes_back(g: CardGame, p: Player) -> None:
    if not is_shadow(p.status):
        return
    if only_sheriff_and_renegades(g):      # (a table laid out so: his turn is gone as well)
        gone_for_good(g)
        return
    side = side_for(g, p) if p.role == RENEGADE else NONE
    g.set_status(p, PLAYING[side])


def _leaves(g: CardGame, p: Player, to: dict[str, Status] = RESTING) -> None:
    """The turn over, he leaves (first, so no ability of his acts on: Suzy Lafayette's empty hand), to wait for his
    next turn or (`to` GONE) for good, and everything he holds is discarded: no heir takes it, no set rewards it."""
    side = SIDE_OF.get(p.status.name)
    if side is None or p.status is not PLAYING[side]:
        return
    g.set_status(p, to[side])
    if p.hand:
        g.discard_from_hand(p, list(p.hand), "shadow_leaves")
    if p.in_play:
        g.discard_in_play(p, list(p.in_play), "shadow_leaves", p.seat)
    for pile in g.box.player_piles:
        if pile.kind != COUNTER:
            g.discard_pile(p, pile.name, "shadow_leaves", p.seat)


def _gone_once_paid(g: CardGame, dead: Player, killer: Player) -> None:
    """The shadow whose elimination of `dead` left only the Sheriff and the Renegade, paid, is gone for good."""
    if is_shadow(killer.status) and only_sheriff_and_renegades(g):
        gone_for_good(g)


def _keeps_his_hand(g: CardGame, p: Player, limit: int) -> int:
    """A shadow at 0 life discards nothing at the hand limit: everything goes as he leaves."""
    return max(limit, len(p.hand)) if p.status in _PLAYING else limit


_PLAYING = frozenset(PLAYING.values())

HOOKS = (
    Hook("eliminated", _becomes_shadow, order=FIRST),
    Hook("rewards", _gone_once_paid, order=LAST),
    Hook("turn_start", _comes_back, order=FIRST),
    Hook("turn_end", _leaves, order=FIRST),
    Hook("hand_limit", _keeps_his_hand, order=LAST),
)
