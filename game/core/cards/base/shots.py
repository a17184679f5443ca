"""Shooting: BANG!, Missed!, Barrel and Gatling, and the shot that waits for an answer.

A shot (a BANG! card, or each target of a Gatling) is cancelled by Missed!-effects: a Missed! card, or a heart
drawn for a Barrel (or any other "draw!" against shots). The target may also take the hit.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.cards.plays import by_itself, in_front
from game.core.cards.specs import BLUE, BROWN, PLAYER, CardKind, Frame, Reason, Verb
from game.core.common.decision import Decision
from game.core.common.seats import seats_from

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player

CANCELS = "H"       # a "draw!" against a shot cancels it on a heart


def unlimited_bangs(g: CardGame, p: Player) -> bool:
    """Is p free of the one-BANG!-a-turn limit (by his character, or a card in front of him: Volcanic)?"""
    if g.box.characters[p.character].unlimited_bangs:
        return True
    kind = g.box.kind
    for x in p.in_play:
        if kind[x].unlimited_bangs:
            return True
    return False


def _bang_options(aim: Aim, c: int) -> Iterable[tuple]:
    g, p = aim.g, aim.p
    if p.bangs and not unlimited_bangs(g, p):
        return ()
    distances = aim.distances()
    reach = g.box.reach(p.in_play)
    return [("play", c, q.seat) for q in aim.others if distances[q.seat] <= reach]


def _bang(g: CardGame, p: Player, c: int, action: tuple) -> None:
    p.bangs += 1
    if g.hooks["spared"] and g.spared(g.players[action[2]], c, p.seat, "bang"):
        return
    g.push({"k": "shot", "shooter": p.seat, "target": action[2], "needed": g.box.characters[p.character].shot_needs,
            "cancelled": 0, "used": [], "card": c, "why": "bang"})


def _why_not_bang(g: CardGame, p: Player, action: tuple) -> Reason:
    if p.bangs and not unlimited_bangs(g, p):
        box = g.box
        lifting = [k.en for k in box.kinds.values() if k.unlimited_bangs]
        lifting += [ch.en for ch in box.characters.values() if ch.unlimited_bangs]
        return "one_bang_per_turn", f"only one BANG! per turn ({' or '.join(lifting)} lift the limit)"
    target = g.players[action[2]]
    return "out_of_range", (f"{target.name} is at distance {g.distance(p, target)}, beyond your weapon's range "
                            f"of {g.weapon_range(p)}")


# -- the shot waiting for an answer ------------------------------------------------------------------------
def _draws_against_shots(g: CardGame, t: Player) -> list[str]:
    """The "draw!"s t may try against a shot: a card in front (Barrel), his own (Jourdonnais); each once."""
    kind = g.box.kind
    out = [kind[c].name for c in t.in_play if kind[c].draws_against_shots]
    if g.box.characters[t.character].draws_against_shots:
        out.append(t.character)
    return out


def _step_shot(g: CardGame, f: dict) -> Decision | None:
    t = g.players[f["target"]]
    if not t.status.targetable:
        g.stack.pop()
        return None
    if "drawn" in f:
        card = f.pop("drawn")
        if card is not None and g.box.cards[card].suit == CANCELS:
            f["cancelled"] += 1
    if f["cancelled"] >= f["needed"]:
        g.stack.pop()
        g.emit("shot_missed", {"seat": t.seat, "shooter": f["shooter"]})
        return None
    counts_as = g.box.counts_as[t.character]
    options: list[tuple] = [("missed", c) for c in t.hand if "missed" in counts_as[c]]
    for source in _draws_against_shots(g, t):
        if source not in f["used"]:
            options.append((source,))
    options.append(("take_hit",))
    return g.decide(t.seat, "respond_shot", options,
                    {"shooter": f["shooter"], "card": f["card"], "needed": f["needed"] - f["cancelled"]})


def _answer_shot(g: CardGame, f: dict, action: tuple) -> None:
    t = g.players[f["target"]]
    verb = action[0]
    if verb == "missed":
        g.discard_from_hand(t, [action[1]], "missed")
        g.played(t, action[1], "missed")
        f["cancelled"] += 1
    elif verb == "take_hit":
        g.stack.pop()           # `by`: who played a card for the shot, if not the shooter (None: no card was played)
        g.push_damage(t.seat, 1, f["why"], credit=f["shooter"], by=f.get("by", f["shooter"]))
    else:  # a "draw!" against the shot (Barrel, Jourdonnais): one each per shot
        f["used"].append(verb)
        g.push_check(t.seat, verb)


def _why_not_missed(g: CardGame, p: Player, action: tuple) -> Reason:
    return "not_a_missed", f"{g.box.label(action[1])} cannot cancel a BANG!: only a Missed! can"


def _why_not_missed_now(g: CardGame, p: Player, action: tuple) -> Reason:
    return "missed_out_of_turn", "Missed! is played only in answer to a BANG! aimed at you"


def one_draw_each(g: CardGame, p: Player, action: tuple) -> Reason:
    return "one_draw_per_barrel", "each Barrel may draw! only once against the same BANG!"


def _why_not_barrel(g: CardGame, p: Player, action: tuple) -> Reason:
    if g.find_in_play(p, "barrel") is None:
        return "no_barrel", "you have no Barrel in play"
    return one_draw_each(g, p, action)


# -- Gatling: a shot at every other player, clockwise ------------------------------------------------------
def _gatling(g: CardGame, p: Player, c: int, action: tuple) -> None:
    targets = [s for s in seats_from([q.status.targetable for q in g.players], p.seat)
               if s != p.seat and not g.spared(g.players[s], c, p.seat, "gatling")]
    g.push({"k": "gatling", "shooter": p.seat, "targets": targets})


def _step_gatling(g: CardGame, f: dict) -> Decision | None:
    targets = f["targets"]
    while targets:
        seat = targets.pop(0)
        if g.players[seat].status.targetable:
            g.push({"k": "shot", "shooter": f["shooter"], "target": seat, "needed": 1, "cancelled": 0,
                    "used": [], "card": None, "why": "gatling"})
            return None
    g.stack.pop()
    return None


BANG = CardKind(
    "bang", "BANG!", "¡BANG!", BROWN, "AS QH KH AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C",
    keep=4.0, target=PLAYER, hostile=True, aimed_in_reach=True, options=_bang_options, effect=_bang,
    why_not=_why_not_bang,
    frames={"shot": Frame(_step_shot, _answer_shot,
                          public=("shooter", "target", "needed", "cancelled", "used", "card", "why", "by"))})
MISSED = CardKind(
    "missed", "Missed!", "¡Fallaste!", BROWN, "2S 3S 4S 5S 6S 7S 8S 10C JC QC KC AC", keep=5.0,
    why_not=_why_not_missed_now,
    verbs=(Verb("missed", "play a Missed!", frozenset({"respond_shot"}), from_hand=True, why_not=_why_not_missed),))
BARREL = CardKind(
    "barrel", "Barrel", "Barril", BLUE, "QS KS", keep=6.0, draws_against_shots=True, options=in_front,
    verbs=(Verb("barrel", "draw! for your Barrel", frozenset({"respond_shot"}), why_not=_why_not_barrel),))
GATLING = CardKind(
    "gatling", "Gatling", "Ametralladora Gatling", BROWN, "10H", keep=4.5, options=by_itself, effect=_gatling,
    frames={"gatling": Frame(_step_gatling, public=("shooter", "targets"))})
