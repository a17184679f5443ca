"""The base game's own rules at the points of the rules the expansions change (specs.HOOK_POINTS): two cards in
phase 1, one card flipped for a "draw!" (Lucky Duke's two), the hand limit of one card per life point, and what
an elimination brings whoever caused it. Hooks like any set's, so an expansion changes them the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards import rulings
from game.core.cards.specs import Hook
from game.core.common.roles import DEPUTY, OUTLAW, SHERIFF

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

PHASE_ONE_CARDS = 2
PENALTY_LAST = 100      # the Sheriff's penalty comes after every reward (an expansion's bounty is paid first)


def _draw_count(g: CardGame, p: Player, n: int) -> int:
    return PHASE_ONE_CARDS


def _check_count(g: CardGame, p: Player, n: int) -> int:
    return g.box.characters[p.character].draw_checks


def _hand_limit(g: CardGame, p: Player, limit: int) -> int:
    return p.life


def _outlaw_bounty(g: CardGame, dead: Player, killer: Player) -> None:
    """3 cards, or with the cash reward option the series' money (told by an event the series reads)."""
    if dead.role == OUTLAW:
        if g.rules["cash_reward"]:
            g.emit("cash_reward", {"seat": killer.seat, "target": dead.seat, "amount": rulings.CASH_REWARD})
        else:
            g.draw(killer, rulings.OUTLAW_BOUNTY_CARDS, "outlaw_bounty")


def _sheriff_penalty(g: CardGame, dead: Player, killer: Player) -> None:
    """The Sheriff who eliminates a Deputy discards every card he has: in play, then in hand."""
    if killer.role == SHERIFF and dead.role == DEPUTY:
        g.emit("sheriff_penalty", {"seat": killer.seat})
        if killer.in_play:
            g.discard_in_play(killer, list(killer.in_play), "sheriff_penalty", killer.seat)
        if killer.hand:
            g.discard_from_hand(killer, list(killer.hand), "sheriff_penalty")


HOOKS = (
    Hook("draw_count", _draw_count),
    Hook("check_count", _check_count),
    Hook("hand_limit", _hand_limit),
    Hook("rewards", _outlaw_bounty),
    Hook("rewards", _sheriff_penalty, order=PENALTY_LAST),
)
