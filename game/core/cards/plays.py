"""Phase 2: the legal plays of a hand, playing one, and why a play is refused, for any card kind.

Each card kind says how it may be played (its `options` hook, usually one of the builders below), what it
does (`effect`) and what makes a play of it illegal beyond its target type (`why_not`); this module asks the
kind each card in hand is played as by its holder (Calamity Janet plays a Missed! as a BANG!).

A play is ("play", card) for cards without a target, ("play", card, seat) with one, and
("play", card, seat, "hand" | card_in_play) for a card that takes one of the target's cards (Panic!).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards.specs import BLUE, NO_TARGET, PLAYER_CARD, CardKind, Reason
from game.core.common.events import DISCARD, IN_PLAY

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player


class Aim:
    """What the plays of one hand have in common, each part worked out once and only when a card needs it:
    the other players who may be aimed at, the distances to them, the names of the player's own cards in play.
    The sets' phase-2 options are given the same one (specs.TurnOptions)."""
    __slots__ = ("g", "p", "others", "_distances", "_names_in_play")

    def __init__(self, g: CardGame, p: Player):
        self.g = g
        self.p = p
        self.others = [q for q in g.players if q.status.targetable and q is not p]
        self._distances: dict[int, int] | None = None
        self._names_in_play: set[str] | None = None

    def distances(self) -> dict[int, int]:
        if self._distances is None:
            self._distances = self.g.distances_from(self.p)
        return self._distances

    def names_in_play(self) -> set[str]:
        if self._names_in_play is None:
            name = self.g.box.name
            self._names_in_play = {name[x] for x in self.p.in_play}
        return self._names_in_play


def play_options(g: CardGame, p: Player) -> list[tuple]:
    """Every legal play of phase 2 for `p`, in hand order, then the sets' own actions (buying, selling...) and his
    character's, from the same Aim, then ("end_turn",). The engine's hottest function."""
    options: list[tuple] = []
    aim = Aim(g, p)
    plays = g.box.plays[p.character]
    for c in p.hand:
        legal = plays[c]
        if legal is not None:
            options += legal(aim, c)
    actions = g.box.turn_options[p.character]
    if actions:
        for offered in actions:
            options += offered(aim)
    options.append(("end_turn",))
    return options


# -- the usual ways a card is played (a kind's `options` hook) ---------------------------------------------
def by_itself(aim: Aim, c: int) -> Iterable[tuple]:
    """A brown card with no target: always playable."""
    return (("play", c),)


def in_front(aim: Aim, c: int) -> Iterable[tuple]:
    """A blue card in front of its player: never two cards of one name there."""
    return () if aim.g.box.name[c] in aim.names_in_play() else (("play", c),)


def at_anyone(aim: Aim, c: int) -> Iterable[tuple]:
    """A card aimed at any other player, whatever the distance."""
    return [("play", c, q.seat) for q in aim.others]


def taking_from(victims: Iterable[Player], c: int) -> list[tuple]:
    """A card that takes one of a victim's cards: a random one from the hand, or a named one in front."""
    out = []
    for q in victims:
        if q.hand:
            out.append(("play", c, q.seat, "hand"))
        out += [("play", c, q.seat, x) for x in q.in_play]
    return out


# -- playing ---------------------------------------------------------------------------------------------
def play(g: CardGame, p: Player, action: tuple) -> None:
    c = action[1]
    kind = g.box.played_as[p.character][c]
    target = action[2] if len(action) > 2 else None
    g.emit("play", {"seat": p.seat, "card": c, "as": kind.name, "target": target})
    told = g.hooks["card_played"]          # (asked first: the base game has none, and this is a hot path)
    if kind.color == BLUE:
        _equip(g, p, c, kind, target)
        if told:
            g.played(p, c, "play")
    else:
        g.move_from_hand(p, [c], g.discard, (None, DISCARD), "play", p.seat)
        if told:
            g.played(p, c, "play")
        kind.effect(g, p, c, action)


def _equip(g: CardGame, p: Player, c: int, kind: CardKind, target: int | None) -> None:
    """A blue card goes in front of its player, or of its target (Jail); a new weapon replaces the old one."""
    owner = g.players[target] if target is not None else p
    if kind.weapon_range:
        old = [x for x in owner.in_play if g.box.weapon_range[x]]
        if old:
            g.discard_in_play(owner, old, "replaced", p.seat)
    g.move_from_hand(p, [c], owner.in_play, (owner.seat, IN_PLAY), "play", p.seat)


# -- why a play is refused -------------------------------------------------------------------------------
def why_not_aim(g: CardGame, p: Player | None, seat, what: str) -> Reason | None:
    """The rule a player aimed at by `what` (a card, an ability) breaks: no player named, `p` himself (p None: he
    may aim it at himself), a player out of the game. None: a fair target."""
    if type(seat) is not int or not 0 <= seat < len(g.players):
        return "needs_target", f"{what} needs a target player"
    target = g.players[seat]
    if target is p:
        return "not_yourself", f"you cannot aim {what} at yourself"
    if not target.status.targetable:
        return "target_dead", f"{target.name} is out of the game"
    return None


def why_not_play(g: CardGame, p: Player, action: tuple) -> Reason:
    """The rule a ("play", ...) answer breaks, from what the card's target type asks, then from the card."""
    c = action[1]
    kind = g.box.played_as[p.character][c]
    en = g.box.kind[c].en
    if kind.options is None:
        return (kind.why_not and kind.why_not(g, p, action)) or ("not_played", f"{en} is not played in your turn")
    seat = action[2] if len(action) > 2 else None
    target = g.players[seat] if type(seat) is int and 0 <= seat < len(g.players) else None
    if kind.color == BLUE and kind.target == NO_TARGET:
        if kind.name in {g.box.name[x] for x in p.in_play}:
            return "same_name_in_play", f"you already have a {en} in play: never two cards of one name"
        if len(action) > 2:
            return "no_target", f"{en} is played in front of yourself, without a target"
    if kind.target != NO_TARGET and target is None:
        return "needs_target", f"{en} needs a target player"
    if kind.target == NO_TARGET and len(action) > 2:
        return "no_target", f"{en} takes no target"
    if target is not None:
        reason = why_not_aim(g, p, seat, en)
        if reason is not None:
            return reason
    reason = kind.why_not(g, p, action) if kind.why_not else None
    if reason is not None:
        return reason
    if kind.target == PLAYER_CARD and target is not None:
        if len(action) < 4:
            return "choose_card", "say which card: 'hand' for a random one from the hand, or a card in play"
        if action[3] == "hand" and not target.hand:
            return "empty_hand", f"{target.name} has no cards in hand"
        pile = next((name for name, cards in target.piles.items() if type(cards) is list and action[3] in cards), None)
        if pile is not None:            # a set's pile of his (Gold Rush's equipment): no card reaches it
            return "out_of_reach", f"{g.box.label(action[3])} ({pile}) cannot be taken or discarded by a card"
        return "not_in_front", f"{g.box.label(action[3])} is not in front of {target.name}"
    return "not_an_option", f"{action!r} is not a legal play now"

