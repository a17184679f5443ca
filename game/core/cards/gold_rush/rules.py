"""Gold Rush's rules at the points of the rules the expansions change (specs.HOOK_POINTS), and the verbs of the
black equipment that is used rather than acting by itself (Gold Pan, Rucksack).

- A nugget for every life point a player makes another lose, by any means (seed 003); the source is the rulings'
  credit (cards.md §7): Dynamite pays nobody, a Duel pays the one who did not give up.
- An eliminated player's equipment goes under the equipment deck (Vulture Sam does not take it), his nuggets back
  to the heap; a Wanted on him pays whoever eliminated him 2 cards and a nugget, before the Sheriff's penalty
  (FAQ); the Sheriff who eliminates a Deputy discards his own equipment too (FAQ Q04).
- Boots and Lucky Charm act once a hit is fully resolved and only if their owner is still in the game (§7), so
  never for the last life point; Horseshoe flips one more card for each "draw!"; Gun Belt makes the hand limit 8;
  Pickaxe draws one more card after phase 1; Calumet spares its owner the diamond cards the others play, except in
  a Duel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.base.rules import PENALTY_LAST
from game.core.cards.gold_rush import sense
from game.core.cards.gold_rush.equipment import GOLD_PAN_USES, HAND_LIMIT_GUN_BELT, RUCKSACK_PRICE
from game.core.cards.gold_rush.nuggets import (
    EQUIPMENT,
    GOLD,
    GOLD_HEAP,
    earn,
    gold,
    has,
    pay,
)
from game.core.cards.gold_rush.sense import Foe
from game.core.cards.specs import Hook, PaidHeal, Reason, Silly, TurnAction, Verb
from game.core.common.roles import DEPUTY, SHERIFF

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player
    from game.core.common.view import SeatView

WANTED_CARDS, WANTED_NUGGETS = 2, 1
CALUMET, CALUMET_SUIT = "calumet", "D"
CALUMET_NOT_IN = "duel"         # Calumet has no effect during Duels (seed 003)


def _credited(g: CardGame, p: Player, credit: int | None) -> Player | None:
    """The player a loss of p's counts for, if any: another player still acting (rulings: the source)."""
    if credit is None or credit == p.seat or not g.players[credit].status.acts:
        return None
    return g.players[credit]


# -- nuggets for life points --------------------------------------------------------------------------------
def _nuggets_for_hits(g: CardGame, p: Player, lost: int, why: str, credit: int | None, by: int | None) -> None:
    earner = _credited(g, p, credit)
    if earner is not None and lost > 0:
        earn(g, earner, lost, "hit")


# -- after a hit: Boots, Lucky Charm --------------------------------------------------------------------------
def _boots_and_charm(g: CardGame, p: Player, amount: int, by: int | None) -> None:
    if not p.piles[EQUIPMENT]:          # (most players hold none: asked at every hit, as the hooks below)
        return
    if has(g, p, "boots"):
        g.draw(p, amount, "boots")
    if has(g, p, "lucky_charm"):
        earn(g, p, amount, "lucky_charm")


# -- elimination ------------------------------------------------------------------------------------------------
def _leave(g: CardGame, p: Player, credit: int | None) -> None:
    """A Wanted on him pays out; then his equipment goes under the equipment deck, his nuggets to the heap unless
    his status still takes turns (a shadow gunslinger keeps them for the turns he comes back: seed 003)."""
    hunter = _credited(g, p, credit)
    if hunter is not None and has(g, p, "wanted"):
        g.draw(hunter, WANTED_CARDS, "wanted")
        earn(g, hunter, WANTED_NUGGETS, "wanted")
    _discard_equipment(g, p, "eliminated")
    nuggets = gold(g, p)
    if nuggets and not p.status.takes_turn:
        g.move_tokens(nuggets, (p.seat, GOLD), (None, GOLD_HEAP), "eliminated")


def _discard_equipment(g: CardGame, p: Player, why: str) -> None:
    g.discard_pile(p, EQUIPMENT, why)


def _sheriff_discards_equipment(g: CardGame, dead: Player, killer: Player) -> None:
    """FAQ Q04: the Sheriff who eliminates a Deputy discards his equipment too (after his hand and cards in play)."""
    if killer.role == SHERIFF and dead.role == DEPUTY:
        _discard_equipment(g, killer, "sheriff_penalty")


# -- the folds and the turn ---------------------------------------------------------------------------------
def _horseshoe(g: CardGame, p: Player, n: int) -> int:
    return n + 1 if p.piles[EQUIPMENT] and has(g, p, "horseshoe") else n


def _gun_belt(g: CardGame, p: Player, limit: int) -> int:
    return max(limit, HAND_LIMIT_GUN_BELT) if p.piles[EQUIPMENT] and has(g, p, "gun_belt") else limit


def _pickaxe(g: CardGame, p: Player) -> None:
    if p.piles[EQUIPMENT] and has(g, p, "pickaxe"):
        g.draw(p, 1, "pickaxe")


def _calumet(g: CardGame, p: Player, card: int, by: int | None, why: str) -> str | None:
    spares = (bool(p.piles[EQUIPMENT]) and by != p.seat and why != CALUMET_NOT_IN
              and g.box.cards[card].suit == CALUMET_SUIT and has(g, p, CALUMET))
    return CALUMET if spares else None


# -- Gold Pan: pay 1, draw 1, twice a turn (its uses counted in the turn, as a character's twice-a-turn power) --
GOLD_PAN = "gold_pan"


def _gold_pan_options(aim: Aim) -> list[tuple]:
    g, p = aim.g, aim.p
    if p.piles[EQUIPMENT] and p.piles[GOLD] and has(g, p, GOLD_PAN) and g.uses(GOLD_PAN) < GOLD_PAN_USES:
        return [("gold_pan",)]
    return []


def _gold_pan(g: CardGame, p: Player, action: tuple) -> None:
    pay(g, p, 1, GOLD_PAN)
    g.use(GOLD_PAN)
    g.draw(p, 1, GOLD_PAN)


def _why_not_gold_pan(g: CardGame, p: Player, action: tuple) -> Reason:
    if not has(g, p, GOLD_PAN):
        return "no_gold_pan", "you have no Gold Pan in front of you"
    if g.uses(GOLD_PAN) >= GOLD_PAN_USES:
        return "gold_pan_twice", "the Gold Pan is used at most twice a turn"
    return "not_enough_gold", f"1 nugget needed, you have {gold(g, p)}"


def _gold_pan_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    return sense.CARD - sense.NUGGET


# -- Rucksack: pay 2, regain 1; in your turn, or when losing your last life point -------------------------------
def _rucksack_options(g: CardGame, p: Player, kind: str) -> list[tuple]:
    """(Asked at every decision of a player with equipment: the cheapest questions first.)"""
    if p.piles[GOLD] < RUCKSACK_PRICE or kind not in ("play", "dying"):
        return []
    if kind == "play" and (p.life >= p.max_life or g.players[g.turn] is not p):
        return []
    return [("rucksack",)] if has(g, p, "rucksack") else []


def _rucksack_pays(g: CardGame, p: Player, action: tuple) -> None:
    pay(g, p, RUCKSACK_PRICE, "rucksack")


def _why_not_rucksack(g: CardGame, p: Player, action: tuple) -> Reason:
    if not has(g, p, "rucksack"):
        return "no_rucksack", "you have no Rucksack in front of you"
    if gold(g, p) < RUCKSACK_PRICE:
        return "not_enough_gold", f"{RUCKSACK_PRICE} nuggets needed, you have {gold(g, p)}"
    return "rucksack_when", "the Rucksack heals in your turn when you are hurt, or as you lose your last life point"


def _rucksack_worth(box: Box, view: SeatView, option: tuple, foe: Foe) -> float:
    """As the last life point goes, before the end; in the turn, a point worth its two nuggets when life is low."""
    if view.decision.kind == "dying":
        return 9.0
    return sense.heal(view, sense.own(view), 1, foe) - sense.NUGGET * RUCKSACK_PRICE


def _rucksack_at_full_life(box: Box, view: SeatView, option: tuple) -> str | None:
    me = sense.me(view)
    return None if sense.missing(me) else "Rucksack at full life"


HOOKS = (
    Hook("life_lost", _nuggets_for_hits),
    Hook("after_hit", _boots_and_charm),
    Hook("eliminated", _leave),
    Hook("rewards", _sheriff_discards_equipment, order=PENALTY_LAST + 1),
    Hook("check_count", _horseshoe),
    Hook("hand_limit", _gun_belt),
    Hook("phase_one_end", _pickaxe),
    Hook("spared", _calumet),
    Hook("anytime", _rucksack_options, needs=EQUIPMENT),
)
ACTIONS = (
    TurnAction(Verb(GOLD_PAN, "use your Gold Pan", frozenset({"play"}), why_not=_why_not_gold_pan,
                    price=lambda box, action: 1),
               _gold_pan_options, _gold_pan, _gold_pan_worth),
)
PAID_HEALS = (PaidHeal("rucksack", _rucksack_pays),)
VERBS = (Verb("rucksack", "use your Rucksack", frozenset({"play", "dying"}), why_not=_why_not_rucksack,
              price=lambda box, action: RUCKSACK_PRICE, worth=_rucksack_worth,
              silly=(Silly("heals_nobody", _rucksack_at_full_life),)),)
