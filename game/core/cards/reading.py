"""What a reader of a seat's view (the window, the terminal client) asks of the rules, answered by the rules: how far
that seat is from each other player and how far its BANG!s reach, and why a card in its hand has no legal play.

Each answer is the engine's own code run on a game built from the view (determinize.deal_unknown, the hidden
cards dealt from a fixed seed): a reader never works a rule out again. What is asked depends only on what the
seat sees, so the cards dealt in its place change nothing. A card's own facts (its border, range, target, whether
it is an attack) are its record: `box_for(view["rules"]["sets"]).kinds`.
"""

from __future__ import annotations

import random

from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame
from game.core.cards.explain import why_illegal
from game.core.cards.specs import NO_TARGET, PLAYER_CARD, Reason


def table_of(data: dict) -> CardGame:
    """The game of a seat's view (`view.data`, not over), hidden cards dealt from a fixed seed."""
    return deal_unknown(data, random.Random(0))


def distances(data: dict) -> dict[int, int]:
    """The distance from the view's seat to every other living player (the seat must be in the game)."""
    game = table_of(data)
    return game.distances_from(game.players[data["seat"]])


def reach(data: dict) -> int:
    """How far the view's seat's BANG!s reach: its weapon's range, else the Colt .45's."""
    game = table_of(data)
    return game.weapon_range(game.players[data["seat"]])


def why_not(data: dict, card: int) -> Reason | None:
    """Why `card` (in the seat's hand) has no legal answer in the seat's pending decision: (rule id, message), as the
    engine refuses the likeliest try (a card aimed at the nearest player it could be); None if it has one."""
    pending = data["pending"]
    if pending is None or "options" not in pending:
        return "not_your_decision", "the game waits on another player"
    if any(len(option) > 1 and option[1] == card for option in pending["options"]):
        return None
    game = table_of(data)
    me = game.players[data["seat"]]
    return why_illegal(game, me.seat, _likeliest_try(game, me, card))


def _likeliest_try(game: CardGame, me, card: int) -> tuple:
    """The play of `card` a player would try: at the nearest other player if it takes a target (his hand if he has
    cards, else his first card in play)."""
    kind = game.box.played_as[me.character][card]
    if kind.target == NO_TARGET or not game.players[me.seat].status.seated:
        return ("play", card)
    near = game.distances_from(me)
    target = min(near, key=lambda seat: (near[seat], seat))
    if kind.target != PLAYER_CARD:
        return ("play", card, target)
    victim = game.players[target]
    return ("play", card, target, "hand" if victim.hand or not victim.in_play else victim.in_play[0])
