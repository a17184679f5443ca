"""What a reader of a seat's view (the window, the terminal client) asks of the rules, answered by the rules: how far
that seat is from each other player and why, how far its BANG!s reach and with what, and why a card in its hand
has no legal play (or why a set's answer, a card on sale bought, is not a choice now), and what a priced answer costs
the player in turn now (his discount included).

Each answer is the engine's own code run on a game built from the view: a reader never works a rule out again.
Why a card is refused is asked of the whole game (determinize.deal_unknown, the hidden cards dealt from a fixed
seed): what is asked depends only on what the seat sees, so the cards dealt in its place change nothing. Distance
and reach depend only on who is in the game, the characters and the cards in play, so they are asked of the
players the data shows (`seated`): a table that has moved a view on by the events it has shown (its cards in
flight, not yet adding up) gets its answers too. A card's own facts (its border, range, target, whether it is an
attack) are its record: `box(data).kinds`.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from game.core.cards.box import Box, box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame
from game.core.cards.explain import why_illegal
from game.core.cards.specs import NO_TARGET, PLAYER_CARD, Reason
from game.core.cards.state import Player
from game.core.common.seats import seat_distance
from game.core.common.status import of as status_of


class Distance(NamedTuple):
    """How far another player is from the reader's seat, and why: the seats between them the shorter way round, what
    makes him farther (his cards in play, his character) and the reader nearer (the same of the reader's), the
    rules' distance, and how far the reader's BANG!s reach and with which weapon (None: the Colt .45)."""
    seats_apart: int
    cover: tuple[str, ...]      # card kind ids and character ids, one per step
    sight: tuple[str, ...]
    total: int
    reach: int
    weapon: str | None

    @property
    def in_reach(self) -> bool:
        """A BANG! of the reader's gets there."""
        return self.total <= self.reach


def box(data: dict) -> Box:
    """The box of the view's game: its cards by id, their kinds (border, range, target, attack...), its
    characters."""
    return box_for(tuple(data["rules"]["sets"]))


def seated(data: dict) -> CardGame:
    """The players of a view (or of a view moved on by the events shown since) as a game of the rules: who is in the
    game, their characters and cards in play, nothing hidden dealt. Enough for distance and reach."""
    game = CardGame(box(data), data["rules"])
    game.players = [Player(p["seat"], p["name"], p["character"], p["role"], p["life"], p["max_life"], [],
                           list(p["in_play"]), status_of(p), p["role_revealed"], p["bangs"])
                    for p in data["table"]["players"]]
    return game


def sight(data: dict) -> dict[int, Distance]:
    """Every other seated player's distance from the view's seat, with its reasons (empty if the seat is not seated,
    or the view is a watcher's: no seat)."""
    if data["seat"] is None:
        return {}
    game = seated(data)
    me = game.players[data["seat"]]
    if not me.status.seated:
        return {}
    b = game.box
    counted = [p.status.seated for p in game.players]
    reach = game.weapon_range(me)
    weapon = next((b.name[c] for c in me.in_play if b.weapon_range[c]), None)
    mine = _steps(b, me, b.sight, b.characters[me.character].sight)
    return {seat: Distance(seat_distance(counted, me.seat, seat), _steps(b, game.players[seat], b.cover,
                           b.characters[game.players[seat].character].cover), mine, total, reach, weapon)
            for seat, total in game.distances_from(me).items()}


def _steps(b: Box, p: Player, per_card: tuple[int, ...], own: int) -> tuple[str, ...]:
    """One name a step: each card of p's in play as often as it counts, then p's character as often as it does."""
    return tuple(b.name[c] for c in p.in_play for _ in range(per_card[c])) + (p.character,) * own


def table_of(data: dict) -> CardGame:
    """The game of a seat's view (`view.data`, not over), hidden cards dealt from a fixed seed."""
    return deal_unknown(data, random.Random(0))


def distances(data: dict) -> dict[int, int]:
    """The distance from the view's seat to every other living player (the seat must be in the game)."""
    game = seated(data)
    return game.distances_from(game.players[data["seat"]])


def reach(data: dict) -> int:
    """How far the view's seat's BANG!s reach: its weapon's range, else the Colt .45's."""
    game = seated(data)
    return game.weapon_range(game.players[data["seat"]])


def reaches(data: dict) -> dict[int, int]:
    """How far each seated player's BANG!s reach (any seat's: the weapons are in sight)."""
    game = seated(data)
    return {p.seat: game.weapon_range(p) for p in game.players if p.status.seated}


def why_not(data: dict, card: int) -> Reason | None:
    """Why `card` (in the seat's hand) has no legal answer in the seat's pending decision: (rule id, message), as the
    engine refuses the likeliest try (a card aimed at the nearest player it could be); None if it has one."""
    return refusals(data, [card]).get(card)


def refusals(data: dict, cards: list[int]) -> dict[int, Reason]:
    """`why_not` of each of `cards` that has no legal answer, the game built once for all of them."""
    pending = data["pending"]
    if pending is None or "options" not in pending:
        return {card: ("not_your_decision", "the game waits on another player") for card in cards}
    refused = [card for card in cards if not any(len(option) > 1 and option[1] == card
                                                 for option in pending["options"])]
    if not refused:
        return {}
    game = table_of(data)
    me = game.players[data["seat"]]
    return {card: why_illegal(game, me.seat, _likeliest_try(game, me, card)) for card in refused}


def why_not_actions(data: dict, actions: list[tuple]) -> dict[tuple, Reason]:
    """Why each of `actions` (answers a set's verbs give: a card on sale bought, a character's power used) is not
    one of the seat's choices now, as the engine refuses it: (rule id, message); those that are choices are left
    out. The game is built once for all of them."""
    pending = data["pending"]
    if pending is None or "options" not in pending:
        return {tuple(a): ("not_your_decision", "the game waits on another player") for a in actions}
    offered = {tuple(o) for o in pending["options"]}
    refused = [tuple(a) for a in actions if tuple(a) not in offered]
    if not refused:
        return {}
    game = table_of(data)
    return {action: why_illegal(game, data["seat"], action) for action in refused}


def prices(data: dict, actions: list[tuple]) -> dict[tuple, int]:
    """What each of `actions` (answers of a priced verb: a card on sale bought) costs the player in turn now, as the
    rules charge it: his discount included (Pretty Luzena's first purchase of a turn), asked of the players the view
    shows and the turn's public progress (what it has used); an answer of a verb without a price is left out."""
    box_of = box(data)
    game: CardGame | None = None
    out = {}
    for action in map(tuple, actions):
        verb = box_of.verbs.get(action[0])
        if verb is None or verb.price is None:
            continue
        progress = data["table"]["progress"]
        if verb.charge is None or not progress:         # (no turn under way: the game is over)
            out[action] = verb.price(box_of, action)
            continue
        if game is None:
            game = seated(data)
            game.stack = [{"k": e["kind"], **{k: v for k, v in e.items() if k != "kind"}} for e in progress]
        out[action] = verb.charge(game, game.players[data["table"]["turn"]], action)
    return out


def _likeliest_try(game: CardGame, me, card: int) -> tuple:
    """The play of `card` a player would try: at the nearest other player if it takes a target (his hand if he has
    cards, else his first card in play); over the hand limit, its discard."""
    if game.pending is not None and game.pending.kind == "discard":
        return ("discard", card)
    kind = game.box.played_as[me.character][card]
    if kind.target == NO_TARGET or not game.players[me.seat].status.seated:
        return ("play", card)
    near = game.distances_from(me)
    target = min(near, key=lambda seat: (near[seat], seat))
    if kind.target != PLAYER_CARD:
        return ("play", card, target)
    victim = game.players[target]
    return ("play", card, target, "hand" if victim.hand or not victim.in_play else victim.in_play[0])
