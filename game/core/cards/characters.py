"""The 16 characters' abilities, each kept here and looked up by character id (never `if` chains in the engine)."""

from __future__ import annotations

from itertools import combinations

from .data import CARDS, NAME
from .state import Player

SWAPS_BANG_AND_MISSED = {"calamity_janet"}     # BANG! as Missed! and Missed! as BANG!
TAKES_CARDS_OF_DEAD = {"vulture_sam"}
_UNLIMITED_BANGS = {"willy_the_kid"}
_TWO_MISSES = {"slab_the_killer"}
_BUILT_IN_BARREL = {"jourdonnais"}
_TWO_CARD_DRAW_CHECK = {"lucky_duke"}


def usable_as(p: Player, card: int, wanted: str) -> bool:
    """May `p` use this card where the rules ask for a BANG! or a Missed! (Calamity Janet: either as either)."""
    name = NAME[card]
    return name == wanted or (p.character in SWAPS_BANG_AND_MISSED and name in ("bang", "missed"))


def unlimited_bangs(g, p: Player) -> bool:
    return p.character in _UNLIMITED_BANGS or g.find_in_play(p, "volcanic") is not None


def misses_needed(p: Player) -> int:
    """Slab the Killer's BANG! cards need two Missed!-effects (a Barrel's heart counts as one)."""
    return 2 if p.character in _TWO_MISSES else 1


def barrels(g, p: Player) -> list[str]:
    """The "draw!" chances against a BANG!: a Barrel card, and Jourdonnais's built-in one (both may be tried)."""
    out = ["barrel"] if g.find_in_play(p, "barrel") is not None else []
    if p.character in _BUILT_IN_BARREL:
        out.append("jourdonnais")
    return out


def draw_check_count(p: Player) -> int:
    """Cards flipped for a "draw!": Lucky Duke flips two and picks the one that counts."""
    return 2 if p.character in _TWO_CARD_DRAW_CHECK else 1


# -- Sid Ketchum: discard two cards to regain one life, at any time ------------------------------
def _sid_options(g, p: Player, kind: str) -> list[tuple]:
    if len(p.hand) < 2 or (p.life >= p.max_life and kind != "dying"):
        return []
    return [("sid", a, b) for a, b in combinations(sorted(p.hand), 2)]


def _sid_pays(g, p: Player, action: tuple) -> None:
    g.emit("ability", {"seat": p.seat, "ability": "sid_ketchum"})
    g.discard_from_hand(p, action[1])
    g.discard_from_hand(p, action[2])


# Abilities offered in any decision of their owner (character id -> its options) ...
ANYTIME = {"sid_ketchum": _sid_options}
# ... and the paid heals among them (verb -> pays the cost): the engine then gives 1 life, or, when dying,
# counts it as one Beer. Gold Rush's Rucksack will be one more row.
PAID_HEALS = {"sid": _sid_pays}


# -- after a hit is fully resolved (rulings.py: only if still in the game) ------------------------
def _bart_cassidy(g, p: Player, amount: int, by: int | None) -> None:
    g.draw(p, amount)


def _el_gringo(g, p: Player, amount: int, by: int | None) -> None:
    """One random card per life point from the hand of the player whose card hurt him (not Dynamite, not himself)."""
    if by is None or by == p.seat:
        return
    victim = g.players[by]
    for _ in range(amount):
        if not victim.hand:
            return
        g.steal_from_hand(p, victim, victim.hand[g.rng.randrange(len(victim.hand))])


_AFTER_HIT = {"bart_cassidy": _bart_cassidy, "el_gringo": _el_gringo}


def after_hit_hooks(p: Player) -> list:
    hook = _AFTER_HIT.get(p.character)
    return [hook] if hook is not None else []


def _suzy_lafayette(g, p: Player) -> None:
    g.draw(p, 1)


ON_EMPTY_HAND = {"suzy_lafayette": _suzy_lafayette}


# -- phase 1: drawing ----------------------------------------------------------------------------
def _draw_two(g, f, p):
    g.draw(p, 2)
    g.stack.pop()


def _black_jack(g, f, p):
    """He shows his second card; a heart or a diamond earns one more (not shown)."""
    g.draw(p, 1)
    second = g.draw(p, 1)
    if second:
        g.emit("show", {"seat": p.seat, "card": second[0]})
        if CARDS[second[0]].suit in "HD":
            g.draw(p, 1)
    g.stack.pop()


def _jesse_jones_step(g, f, p):
    victims = [("draw_from", q.seat) for q in g.players if q.alive and q is not p and q.hand]
    if not victims:
        return _draw_two(g, f, p)
    return g.decide(p.seat, "draw_jesse_jones", victims + [("deck",)])


def _jesse_jones_answer(g, f, p, action):
    if action[0] == "draw_from":
        victim = g.players[action[1]]
        g.steal_from_hand(p, victim, victim.hand[g.rng.randrange(len(victim.hand))])
        g.draw(p, 1)
        g.stack.pop()
    else:
        _draw_two(g, f, p)


def _kit_carlson_step(g, f, p):
    """He looks at the top three cards, keeps two, and puts the third back on top face down."""
    if "held" not in f:
        f["held"] = []
        g.emit("peek", {"seat": p.seat, "cards": g.deal_into(f["held"], 3)}, secret=("cards",), audience=(p.seat,))
    if len(f["held"]) <= 2:
        _kit_keep(g, f, p, None)
        return None
    return g.decide(p.seat, "draw_kit_carlson", [("return", c) for c in f["held"]], {"cards": list(f["held"])})


def _kit_carlson_answer(g, f, p, action):
    _kit_keep(g, f, p, action[1])


def _kit_keep(g, f, p, returned):
    held = f.pop("held")
    if returned is not None:
        held.remove(returned)
        g.deck.append(returned)
    p.hand.extend(held)
    g.emit("draw", {"seat": p.seat, "cards": held}, secret=("cards",), audience=(p.seat,))
    g.stack.pop()


def _pedro_ramirez_step(g, f, p):
    if not g.discard:
        return _draw_two(g, f, p)
    return g.decide(p.seat, "draw_pedro_ramirez", [("discard_pile",), ("deck",)], {"top": g.discard[-1]})


def _pedro_ramirez_answer(g, f, p, action):
    if action[0] == "discard_pile":
        c = g.discard.pop()
        p.hand.append(c)
        g.emit("take_discard", {"seat": p.seat, "card": c})
        g.draw(p, 1)
        g.stack.pop()
    else:
        _draw_two(g, f, p)


_DRAW_PHASE = {
    "black_jack": (_black_jack, None),
    "jesse_jones": (_jesse_jones_step, _jesse_jones_answer),
    "kit_carlson": (_kit_carlson_step, _kit_carlson_answer),
    "pedro_ramirez": (_pedro_ramirez_step, _pedro_ramirez_answer),
}


def _step_draw_phase(g, f):
    p = g.players[f["seat"]]
    step = _DRAW_PHASE.get(p.character, (_draw_two, None))[0]
    return step(g, f, p)


def _answer_draw_phase(g, f, action):
    p = g.players[f["seat"]]
    _DRAW_PHASE[p.character][1](g, f, p, action)


STEP = {"draw_phase": _step_draw_phase}
ANSWER = {"draw_phase": _answer_draw_phase}
