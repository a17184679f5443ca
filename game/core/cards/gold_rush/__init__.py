"""Gold Rush (seed 003; cards.md §6): the equipment deck and its shop, nuggets, three new phase-2 actions, the 24
equipment cards and 8 characters, as one card set beside the base game.

- nuggets.py: the names of its piles and counters, earning and paying nuggets;
- shop.py: buying, forcing a discard, selling a Beer;
- equipment.py: the 24 cards; rules.py: its hooks (nuggets for hits, elimination, the black cards' effects) and
  the verbs of the Gold Pan and the Rucksack;
- characters.py: the 8 characters (with their own hooks and actions).
"""

from game.core.cards.gold_rush import characters
from game.core.cards.gold_rush.equipment import CARDS
from game.core.cards.gold_rush.nuggets import (
    EQUIPMENT,
    EQUIPMENT_DECK,
    EQUIPMENT_DISCARD,
    GOLD,
    GOLD_HEAP,
    HEAP_NUGGETS,
    NAME,
    SHOP,
    SHOP_SIZE,
)
from game.core.cards.gold_rush.rules import ACTIONS, HOOKS, PAID_HEALS, VERBS
from game.core.cards.gold_rush.shop import ACTIONS as SHOP_ACTIONS
from game.core.cards.sets import CardSet
from game.core.cards.specs import COUNTER, DECK, ROW, Pile

SET = CardSet(
    NAME, CARDS, characters.CHARACTERS,
    piles=(
        Pile(EQUIPMENT_DECK, DECK, cards=EQUIPMENT, refill=EQUIPMENT_DISCARD),
        Pile(EQUIPMENT_DISCARD, ROW, cards=EQUIPMENT),
        Pile(SHOP, ROW, cards=EQUIPMENT, fill=EQUIPMENT_DECK, size=SHOP_SIZE),
        Pile(GOLD_HEAP, COUNTER, start=HEAP_NUGGETS),
        Pile(GOLD, COUNTER, per_player=True, bank=GOLD_HEAP),
        Pile(EQUIPMENT, ROW, per_player=True, cards=EQUIPMENT),
    ),
    hooks=HOOKS,
    actions=(*SHOP_ACTIONS, *ACTIONS),
    paid_heals=PAID_HEALS,
    verbs=VERBS,
    en="Gold Rush",
    es="Fiebre del oro",
    version=2,         # 2: El Gringo draws nothing from Jacky Murieta's shot (no card is played)
    blurb_en="Nuggets for each life you take or Beer you sell buy equipment; 8 new characters.",
    blurb_es="Pepitas por herir o vender cervezas, para comprar equipo; 8 personajes nuevos.",
)
