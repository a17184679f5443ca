"""The 16 characters of the base game: each one record, its life and its ability in the hook it needs."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.cards.base.shots import one_draw_each
from game.core.cards.explain import not_offered
from game.core.cards.flow import ordinary_draw
from game.core.cards.specs import Character, DrawPhase, PaidHeal, Reason, Verb
from game.core.common.decision import Decision
from game.core.common.events import DECK, DISCARD, HAND, PEEK

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

DRAW_FROM_DECK = Verb("deck", "draw from the deck")     # the ordinary phase 1, offered beside another way


# -- after a hit is fully resolved (rulings.py: only if still in the game) --------------------------------
def _bart_cassidy(g: CardGame, p: Player, amount: int, by: int | None) -> None:
    g.draw(p, amount, "bart_cassidy")


def _el_gringo(g: CardGame, p: Player, amount: int, by: int | None) -> None:
    """One random card per life point from the hand of the player whose card hurt him (not Dynamite, not himself)."""
    if by is None or by == p.seat:
        return
    victim = g.players[by]
    for _ in range(amount):
        if not victim.hand:
            return
        g.steal_from_hand(p, victim, g.random_hand_card(victim), "el_gringo")


def _suzy_lafayette(g: CardGame, p: Player) -> None:
    g.draw(p, 1, "suzy_lafayette")


# -- Sid Ketchum: discard two cards to regain one life, at any time ---------------------------------------
def _sid_options(g: CardGame, p: Player, kind: str) -> list[tuple]:
    if len(p.hand) < 2 or (p.life >= p.max_life and kind != "dying"):
        return []
    return [("sid", a, b) for a, b in combinations(sorted(p.hand), 2)]


def _sid_pays(g: CardGame, p: Player, action: tuple) -> None:
    g.discard_from_hand(p, [action[1], action[2]], "sid_ketchum")


def _why_not_sid(g: CardGame, p: Player, action: tuple) -> Reason:
    return "sid_ketchum", "Sid Ketchum discards two different cards from his hand, and only when it heals him"


# -- phase 1 ----------------------------------------------------------------------------------------------
def _black_jack(g: CardGame, f: dict, p: Player) -> None:
    """He shows his second card; a heart or a diamond earns one more (not shown)."""
    g.draw(p, 1, "draw")
    second = g.draw(p, 1, "draw")
    if second:
        g.emit("show", {"seat": p.seat, "card": second[0]})
        if g.box.cards[second[0]].suit in "HD":
            g.draw(p, 1, "black_jack")
    g.stack.pop()


def _jesse_jones_step(g: CardGame, f: dict, p: Player) -> Decision | None:
    victims = [("draw_from", q.seat) for q in g.players if q.status.targetable and q is not p and q.hand]
    if not victims:
        ordinary_draw(g, f, p)
        return None
    return g.decide(p.seat, "draw_jesse_jones", victims + [("deck",)])


def _jesse_jones_answer(g: CardGame, f: dict, p: Player, action: tuple) -> None:
    if action[0] == "draw_from":
        victim = g.players[action[1]]
        g.steal_from_hand(p, victim, g.random_hand_card(victim), "jesse_jones")
        g.draw(p, 1, "draw")
        g.stack.pop()
    else:
        ordinary_draw(g, f, p)


def _why_not_draw_from(g: CardGame, p: Player, action: tuple) -> Reason:
    return "empty_hand", "Jesse Jones draws only from a player still in the game with cards in hand"


def _kit_carlson_step(g: CardGame, f: dict, p: Player) -> Decision | None:
    """He looks at the top three cards, keeps two, and puts the third back on top face down."""
    if "held" not in f:
        f["held"] = []
        g.deal(3, f["held"], (p.seat, PEEK), "kit_carlson", p.seat)
    if len(f["held"]) <= 2:
        _kit_keep(g, f, p, None)
        return None
    return g.decide(p.seat, "draw_kit_carlson", [("return", c) for c in f["held"]], {"cards": list(f["held"])})


def _kit_carlson_answer(g: CardGame, f: dict, p: Player, action: tuple) -> None:
    _kit_keep(g, f, p, action[1])


def _kit_keep(g: CardGame, f: dict, p: Player, returned: int | None) -> None:
    if returned is not None:
        f["held"].remove(returned)
        g.deck.append(returned)
        g.emit_move([returned], (p.seat, PEEK), (None, DECK), "kit_carlson", p.seat)
    kept = f.pop("held")
    if kept:
        p.hand.extend(kept)
        g.emit_move(kept, (p.seat, PEEK), (p.seat, HAND), "kit_carlson", p.seat)
    g.stack.pop()


def _pedro_ramirez_step(g: CardGame, f: dict, p: Player) -> Decision | None:
    if not g.discard:
        ordinary_draw(g, f, p)
        return None
    return g.decide(p.seat, "draw_pedro_ramirez", [("discard_pile",), ("deck",)], {"top": g.discard[-1]})


def _pedro_ramirez_answer(g: CardGame, f: dict, p: Player, action: tuple) -> None:
    if action[0] == "discard_pile":
        c = g.discard.pop()
        p.hand.append(c)
        g.emit_move([c], (None, DISCARD), (p.seat, HAND), "pedro_ramirez", p.seat)
        g.draw(p, 1, "draw")
        g.stack.pop()
    else:
        ordinary_draw(g, f, p)


CHARACTERS = (
    Character("bart_cassidy", "Bart Cassidy", "Bart Cassidy", 4, after_hit=_bart_cassidy),
    Character("black_jack", "Black Jack", "Black Jack", 4, draw_phase=DrawPhase(_black_jack)),
    Character("calamity_janet", "Calamity Janet", "Calamity Janet", 4, also_as={"bang": "missed", "missed": "bang"}),
    Character("el_gringo", "El Gringo", "El Gringo", 3, after_hit=_el_gringo),
    Character("jesse_jones", "Jesse Jones", "Jesse Jones", 4,
              draw_phase=DrawPhase(_jesse_jones_step, _jesse_jones_answer),
              verbs=(Verb("draw_from", "draw from a player's hand", why_not=_why_not_draw_from), DRAW_FROM_DECK)),
    Character("jourdonnais", "Jourdonnais", "Jourdonnais", 4, draws_against_shots=True,
              verbs=(Verb("jourdonnais", "draw! for Jourdonnais", frozenset({"respond_shot"}), owner="jourdonnais",
                          why_not=one_draw_each),)),
    Character("kit_carlson", "Kit Carlson", "Kit Carlson", 4,
              draw_phase=DrawPhase(_kit_carlson_step, _kit_carlson_answer),
              verbs=(Verb("return", "put a card back", why_not=not_offered),)),
    Character("lucky_duke", "Lucky Duke", "Lucky Duke", 4, draw_checks=2),
    Character("paul_regret", "Paul Regret", "Paul Regret", 3, cover=1),
    Character("pedro_ramirez", "Pedro Ramirez", "Pedro Ramírez", 4,
              draw_phase=DrawPhase(_pedro_ramirez_step, _pedro_ramirez_answer),
              verbs=(Verb("discard_pile", "take the top discard"), DRAW_FROM_DECK)),
    Character("rose_doolan", "Rose Doolan", "Rose Doolan", 4, sight=1),
    Character("sid_ketchum", "Sid Ketchum", "Sid Ketchum", 4, anytime=_sid_options,
              paid_heal=PaidHeal("sid", _sid_pays),
              verbs=(Verb("sid", "use Sid Ketchum's ability", None, from_hand=True, owner="sid_ketchum",
                          why_not=_why_not_sid),)),
    Character("slab_the_killer", "Slab the Killer", "Slab el Asesino", 4, shot_needs=2),
    Character("suzy_lafayette", "Suzy Lafayette", "Suzy Lafayette", 4, on_empty_hand=_suzy_lafayette),
    Character("vulture_sam", "Vulture Sam", "\"Buitre\" Sam", 4, heir=True),
    Character("willy_the_kid", "Willy the Kid", "Willy el Niño", 4, unlimited_bangs=True),
)
