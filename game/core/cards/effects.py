"""What each card does: the legal ways to play it in phase 2, and the frames that resolve it.

A play is ("play", card) for cards without a target, ("play", card, seat) with one, and
("play", card, seat, "hand" | card_in_play) for Panic! and Cat Balou (a random hand card, or the
named card in front of the target).
"""

from __future__ import annotations

from ..common.seats import living_order
from . import characters, rulings
from .data import CARDS, IS_BLUE, NAME, WEAPON_RANGE
from .state import Player

def play_options(g, p: Player) -> list[tuple]:
    """Every legal play of phase 2 for `p`, in hand order, then ("end_turn",). The engine's hottest function."""
    options = []
    others = [q for q in g.players if q.alive and q is not p]
    in_front = None   # names of p's cards in play, and distances from p: computed on first need
    dist = None
    can_bang = p.bangs == 0 or characters.unlimited_bangs(g, p)
    swaps = p.character in characters.SWAPS_BANG_AND_MISSED
    for c in p.hand:
        name = NAME[c]
        if name == "missed" and swaps:
            name = "bang"
        if name == "bang":
            if can_bang:
                if dist is None:
                    dist = g.distances_from(p)
                reach = g.weapon_range(p)
                options += [("play", c, q.seat) for q in others if dist[q.seat] <= reach]
        elif name == "panic" or name == "cat_balou":
            if name == "panic":
                if dist is None:
                    dist = g.distances_from(p)
                victims = [q for q in others if dist[q.seat] <= 1]
            else:
                victims = others
            for q in victims:
                if q.hand:
                    options.append(("play", c, q.seat, "hand"))
                options += [("play", c, q.seat, x) for x in q.in_play]
        elif name == "duel":
            options += [("play", c, q.seat) for q in others]
        elif name == "jail":
            options += [("play", c, q.seat) for q in others
                        if q.role != "sheriff" and not any(NAME[x] == "jail" for x in q.in_play)]
        elif IS_BLUE[c]:
            if in_front is None:
                in_front = {NAME[x] for x in p.in_play}
            if name not in in_front:
                options.append(("play", c))
        elif name != "missed":
            options.append(("play", c))
    options.append(("end_turn",))
    return options


def play(g, p: Player, action: tuple) -> None:
    c = action[1]
    if IS_BLUE[c]:
        _equip(g, p, c, action)
        return
    name = "bang" if NAME[c] == "missed" else NAME[c]    # a Missed! here is Calamity Janet's BANG!
    g.move_from_hand(p, c, g.discard, "play",
                     {"seat": p.seat, "card": c, "as": name, "target": action[2] if len(action) > 2 else None})
    PLAY[name](g, p, c, action)


def _equip(g, p: Player, c: int, action: tuple) -> None:
    owner = g.players[action[2]] if len(action) > 2 else p      # Jail goes in front of its target
    if WEAPON_RANGE[c]:
        for old in [x for x in owner.in_play if WEAPON_RANGE[x]]:
            g.discard_in_play(owner, old)
    g.move_from_hand(p, c, owner.in_play, "equip", {"seat": owner.seat, "card": c, "by": p.seat})


# -- brown cards -------------------------------------------------------------------------------
def _bang(g, p, c, action):
    p.bangs += 1
    g.push({"k": "shot", "shooter": p.seat, "target": action[2], "needed": characters.misses_needed(p),
            "cancelled": 0, "used": [], "card": c})


def _beer(g, p, c, action):
    if rulings.beer_heals(g):
        g.heal(p, 1)


def _saloon(g, p, c, action):
    for q in g.players:
        if q.alive:
            g.heal(q, 1)


def _stagecoach(g, p, c, action):
    g.draw(p, 2)


def _wells_fargo(g, p, c, action):
    g.draw(p, 3)


def _general_store(g, p, c, action):
    order = living_order([q.alive for q in g.players], p.seat)
    frame = {"k": "store", "held": [], "order": order}
    g.push(frame)
    g.emit("store_reveal", {"cards": g.deal_into(frame["held"], len(order))})


def _panic(g, p, c, action):
    victim = g.players[action[2]]
    if action[3] == "hand":
        g.steal_from_hand(p, victim, victim.hand[g.rng.randrange(len(victim.hand))])
    else:
        _move_in_play(victim, action[3], p.hand)
        g.emit("take_in_play", {"seat": p.seat, "from": victim.seat, "card": action[3]})


def _cat_balou(g, p, c, action):
    victim = g.players[action[2]]
    data = {"seat": victim.seat, "by": p.seat}
    if action[3] == "hand":
        taken = victim.hand[g.rng.randrange(len(victim.hand))]
        g.move_from_hand(victim, taken, g.discard, "forced_discard", {**data, "card": taken})
    else:
        _move_in_play(victim, action[3], g.discard)
        g.emit("forced_discard", {**data, "card": action[3]})


def _move_in_play(victim: Player, c: int, into: list) -> None:
    victim.in_play.remove(c)
    into.append(c)


def _gatling(g, p, c, action):
    targets = living_order([q.alive for q in g.players], p.seat)[1:]
    g.push({"k": "gatling", "shooter": p.seat, "targets": targets})


def _indians(g, p, c, action):
    targets = living_order([q.alive for q in g.players], p.seat)[1:]
    g.push({"k": "indians", "source": p.seat, "targets": targets, "current": None})


def _duel(g, p, c, action):
    g.push({"k": "duel", "attacker": p.seat, "defender": action[2], "turn": action[2]})


PLAY = {"bang": _bang, "beer": _beer, "saloon": _saloon, "stagecoach": _stagecoach, "wells_fargo": _wells_fargo,
        "general_store": _general_store, "panic": _panic, "cat_balou": _cat_balou, "gatling": _gatling,
        "indians": _indians, "duel": _duel}


# -- answering a BANG! (from a BANG! card or one target of a Gatling) -----------------------------
def _step_shot(g, f):
    t = g.players[f["target"]]
    if not t.alive:
        g.stack.pop()
        return None
    if "drawn" in f:
        card = f.pop("drawn")
        if card is not None and CARDS[card].suit == "H":
            f["cancelled"] += 1
    if f["cancelled"] >= f["needed"]:
        g.stack.pop()
        g.emit("shot_missed", {"seat": t.seat, "shooter": f["shooter"]})
        return None
    options = [("missed", c) for c in t.hand if characters.usable_as(t, c, "missed")]
    for source in characters.barrels(g, t):
        if source not in f["used"]:
            options.append((source,))
    options.append(("take_hit",))
    return g.decide(t.seat, "respond_shot", options,
                    {"shooter": f["shooter"], "card": f["card"], "needed": f["needed"] - f["cancelled"]})


def _answer_shot(g, f, action):
    t = g.players[f["target"]]
    verb = action[0]
    if verb == "missed":
        g.discard_from_hand(t, action[1], "play")
        f["cancelled"] += 1
    elif verb == "take_hit":
        g.stack.pop()
        g.push_damage(t.seat, 1, source=f["shooter"], by=f["shooter"])
    else:  # "barrel" or "jourdonnais": one "draw!" each per shot
        f["used"].append(verb)
        g.push_check(t.seat, verb)


def _step_gatling(g, f):
    targets = f["targets"]
    while targets:
        seat = targets.pop(0)
        if g.players[seat].alive:
            g.push({"k": "shot", "shooter": f["shooter"], "target": seat, "needed": 1, "cancelled": 0,
                    "used": [], "card": None})
            return None
    g.stack.pop()
    return None


# -- Indians! and Duel: discard a BANG! or lose a life point --------------------------------------
def _bang_discards(t: Player) -> list[tuple]:
    return [("bang", c) for c in t.hand if characters.usable_as(t, c, "bang")]


def _step_indians(g, f):
    while f["current"] is None:
        if not f["targets"]:
            g.stack.pop()
            return None
        seat = f["targets"].pop(0)
        if g.players[seat].alive:
            f["current"] = seat
    t = g.players[f["current"]]
    return g.decide(t.seat, "respond_indians", _bang_discards(t) + [("take_hit",)], {"source": f["source"]})


def _answer_indians(g, f, action):
    t = g.players[f["current"]]
    f["current"] = None
    if action[0] == "bang":
        g.discard_from_hand(t, action[1], "discard_bang")
    else:
        g.push_damage(t.seat, 1, source=f["source"], by=f["source"])


def _step_duel(g, f):
    if not (g.players[f["attacker"]].alive and g.players[f["defender"]].alive):
        g.stack.pop()
        return None
    t = g.players[f["turn"]]
    other = f["attacker"] if t.seat == f["defender"] else f["defender"]
    return g.decide(t.seat, "respond_duel", _bang_discards(t) + [("take_hit",)],
                    {"opponent": other, "attacker": f["attacker"]})


def _answer_duel(g, f, action):
    t = g.players[f["turn"]]
    other = f["attacker"] if t.seat == f["defender"] else f["defender"]
    if action[0] == "bang":
        g.discard_from_hand(t, action[1], "discard_bang")
        f["turn"] = other
    else:
        g.stack.pop()
        g.push_damage(t.seat, 1, source=rulings.duel_credit(other), by=f["attacker"])


# -- General Store: one pick each, clockwise from the player who played it ------------------------
def _step_store(g, f):
    held, order = f["held"], f["order"]
    while order and not g.players[order[0]].alive:
        order.pop(0)
    if not held or not order:
        g.discard.extend(held)
        held.clear()
        g.stack.pop()
        return None
    if len(held) == 1:          # the last picker has no choice
        _give_store_card(g, f, held[0])
        return None
    return g.decide(order[0], "store_pick", [("pick", c) for c in held], {"cards": list(held)})


def _answer_store(g, f, action):
    _give_store_card(g, f, action[1])


def _give_store_card(g, f, c):
    seat = f["order"].pop(0)
    f["held"].remove(c)
    g.players[seat].hand.append(c)
    g.emit("store_pick", {"seat": seat, "card": c})


STEP = {"shot": _step_shot, "gatling": _step_gatling, "indians": _step_indians, "duel": _step_duel,
        "store": _step_store}
ANSWER = {"shot": _answer_shot, "indians": _answer_indians, "duel": _answer_duel, "store": _answer_store}
