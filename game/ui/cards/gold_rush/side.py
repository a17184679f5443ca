"""Gold Rush's window side (game/ui/sets.py): its 24 equipment cards and 8 characters with their names (the core's
records), rules text (text.py) and art drawn from data (art.py); its zones on the table (the
equipment deck and its face-up bottom, the shop, the nugget heap, each player's nuggets and black equipment); its
log lines; and how a person plays it: a shop card bought by a click (its use and target asked when it has
several), a Beer sold by a button then a click on it, another player's equipment clicked to pay him to discard it
(its price written on it), the Gold Pan, the Rucksack and the characters' powers as buttons; what cannot be done
now greyed with its reason; a question first where a player could hurt himself.
"""

from __future__ import annotations

from functools import partial

from game.core.cards.catalog import BASE, box_for
from game.core.cards.reading import prices
from game.ui import sets
from game.ui.cards import deck
from game.ui.cards.answers import Act, FrontPick, HandPick, Prompt, RowPick, Words
from game.ui.cards.gold_rush.art import BACK, BACK_LEATHER, ENTRY_PICTURES, LOOKS, PICTURES, draw
from game.ui.cards.gold_rush.lesson import SHOP as SHOP_LESSON
from game.ui.cards.gold_rush.text import CARDS, CHARACTERS, ENTRIES, TEXT
from game.ui.i18n import card_name, t
from game.ui.table.headings import ability

NAME = "gold_rush"
# Its piles and counters, by the names the core gives them (game/core/cards/gold_rush/nuggets.py).
EQUIPMENT, EQUIPMENT_DECK, EQUIPMENT_DISCARD, SHOP = "equipment", "equipment_deck", "equipment_discard", "shop"
GOLD, GOLD_HEAP = "gold", "gold_heap"
FORCE_EXTRA = 1         # forcing a discard costs the card's cost + 1 (the core's shop.FORCE_EXTRA; a test checks)
BOX = box_for(("base", NAME))
KINDS = [kind for name, kind in BOX.kinds.items() if name not in BASE.kinds]           # its records, in its order
CHARACTERS_OF = [c for id, c in BOX.characters.items() if id not in BASE.characters]


def cost_of(card: int) -> int:
    """A card's printed cost (what a shop card costs before any discount)."""
    return int(sets.piece("cards", deck.kind_of(card)).corner or 0)


def nuggets(n: int) -> str:
    return t("gold_rush.price_one") if n == 1 else t("gold_rush.price", n=n)


def cost(table, card: int) -> str:
    """What a shop card costs the player in turn now, as the rules charge it (Pretty Luzena's discount on her first
    purchase of a turn included); as printed on a table with no view."""
    data = table.shown.data if table is not None else None
    charged = prices(data, [("buy", card)]).get(("buy", card)) if data else None
    return nuggets(cost_of(card) if charged is None else charged)


def price(table, card: int) -> str:
    """What making another player discard `card` costs: its cost + 1."""
    return nuggets(cost_of(card) + FORCE_EXTRA)


def named(table, action: tuple) -> dict:
    """The card an answer names, for its reason's words ({card})."""
    card = action[-1] if action[0] == "force_discard" else action[1] if len(action) > 1 else None
    return {"card": card_name(deck.kind_of(card))} if type(card) is int else {}


def owns(kind: str, table) -> bool:
    """Whether you have a `kind` in front of you (the button of its use stays in sight, greyed when it cannot)."""
    return any(deck.kind_of(c) == kind for c in (table.shown.me.get("piles") or {}).get(EQUIPMENT) or [])


def plays(character: str, table) -> bool:
    return table.shown.me.get("character") == character


# -- what may hurt ---------------------------------------------------------------------------------------------
def buying(option: list, shown) -> str | None:
    """A purchase that hurts its buyer: a Wanted on himself, a heal bought at full life (nothing to heal)."""
    kind, tail = deck.kind_of(option[1]), list(option[2:])
    me = shown.me
    if kind == "wanted" and tail[:1] == [shown.seat]:
        return "wanted_on_self"
    healed = shown.players[tail[0]] if kind == "shot" and tail and type(tail[0]) is int else \
        me if kind == "rhum" or kind == "bottle" and tail[:1] == ["beer"] else None
    return "heal_at_full" if healed is not None and healed["life"] >= healed["max_life"] else None


def forcing(option: list, shown) -> str | None:
    """Paying every nugget one has to make another player discard."""
    have = (shown.me.get("piles") or {}).get(GOLD, 0)
    return "spend_last_gold" if cost_of(option[-1]) + FORCE_EXTRA >= have else None


# -- the words of a purchase with a use ------------------------------------------------------------------------
def use_words(key: str):
    """An answer naming a card and how it is used, in words: "Buy Bottle as BANG! on Bruno" (a purchase, Josh
    McCloud's card)."""
    def words(option: list, names: list[str]) -> str:
        if len(option) < 2 or type(option[1]) is not int:
            return t(f"option.{option[0]}")
        parts = [t(key, card=card_name(deck.kind_of(option[1])))]
        tail = list(option[2:])
        if tail and isinstance(tail[0], str):
            parts.append(t("gold_rush.as", card=card_name(tail.pop(0))))
        if tail and type(tail[0]) is int and 0 <= tail[0] < len(names):
            parts.append(t("gold_rush.at", name=names[tail.pop(0)]))
        if tail:
            parts.append(t("gold_rush.take_hand") if tail[0] == "hand" else
                         t("gold_rush.take", card=card_name(deck.kind_of(tail[0]))))
        return " ".join(parts)
    return words


def force_words(option: list, names: list[str]) -> str:
    """Making another player discard, in words, with its price."""
    seat, card = option[1], option[2]
    return t("option.force_discard", card=card_name(deck.kind_of(card)),
             name=names[seat] if 0 <= seat < len(names) else "?", price=price(None, card))


def aimed(verb: str):
    """A power's answer in words, with whom it aims at when it does (Jacky Murieta's BANG!)."""
    def words(option: list, names: list[str]) -> str:
        seat = next((x for x in option[1:] if type(x) is int), None)
        if seat is not None and 0 <= seat < len(names):
            return t(f"option.{verb}_at", name=names[seat])
        return t(f"option.{verb}")
    return words


def bought(shown, event: dict) -> None:
    """A purchase takes its card off the shop at once: the core refills the slot before the card leaves
    (shop.REFILL_BEFORE_DISCARD), and the row never shows four cards meanwhile."""
    row = shown.cards_in(SHOP)
    if event.get("card") in row:
        row.remove(event["card"])


ZONES = {
    EQUIPMENT_DECK: sets.Zone(sets.DECK, "gold_rush.zone.equipment_deck", True, "gold_rush.label.equipment_deck",
                              back=sets.Back(partial(draw, BACK), BACK_LEATHER)),
    EQUIPMENT_DISCARD: sets.Zone(sets.DISCARD, "gold_rush.zone.equipment_discard", False,
                                      "gold_rush.label.equipment_discard"),
    SHOP: sets.Zone(sets.ROW, "gold_rush.zone.shop", False, "gold_rush.label.shop"),
    GOLD_HEAP: sets.Zone(sets.COUNTER, "gold_rush.zone.gold_heap", False, "gold_rush.label.gold_heap",
                              token=GOLD),
    GOLD: sets.Zone(sets.PLATE, "gold_rush.zone.gold", False, "gold_rush.label.gold", empty=True,
                         token=GOLD),
    EQUIPMENT: sets.Zone(sets.FRONT, "gold_rush.zone.equipment"),
}
LINES = {
    "move.buy": "gold_rush.log.buy", "move.buy.shop>equipment": "gold_rush.log.buy_black",
    "move.sell_beer": "", "tokens.buy": "gold_rush.log.pay",
    "move.force_discard": "gold_rush.log.force", "tokens.force_discard": "gold_rush.log.forced_pay",
    "tokens.sell_beer": "gold_rush.log.sell", "tokens.hit": "gold_rush.log.hit",
    "tokens.wanted": "gold_rush.log.wanted",
    "tokens.gold_heap>gold": "gold_rush.log.earn", "tokens.gold>gold_heap": "gold_rush.log.spend",
    **{f"tokens.{why}": "gold_rush.log.earn" for why in ("lucky_charm", "dutch_will", "simeon_picos")},  # the heap
    **{f"tokens.{why}": "gold_rush.log.spend" for why in ("gold_pan", "rucksack", "josh_mccloud",
                                                          "raddie_snake")},             # empty: from outside too
    "tokens.jacky_murieta": "", "shoot.jacky_murieta": "gold_rush.log.jacky",      # his price told with his shot
    "spared.calumet": "gold_rush.log.calumet",
    "tokens.eliminated.gold_heap": "gold_rush.log.lost",
    "move.josh_mccloud.draw": "gold_rush.log.josh", "move.josh_mccloud": "",       # his card: told once
    "move.fill": "gold_rush.log.fill", "move.eliminated.equipment>equipment_discard": "gold_rush.log.left",
    "move.equipment_discard>equipment_deck": "gold_rush.log.reshuffle",
}
SELL = Words("gold_rush.sell", "gold_rush.sell_tip", "gold_rush.sell_cancel", "gold_rush.sell_status",
             "gold_rush.sell_status")


def act(name: str, owned) -> partial:
    """A button of a power or a card in front of you, in its words."""
    return partial(Act, label=f"gold_rush.{name}", tip=f"gold_rush.{name}_tip", owned=owned, values=named)


RULES_ENTRIES = {id: sets.Piece(en, es, CARDS[id]["en"], CARDS[id]["es"], ENTRY_PICTURES[id], border="rule")
                 for id, (en, es) in ENTRIES.items()}      # the Rules' entries of the nuggets and the shop
SIDE = sets.Side(
    "cards", NAME, "gold_rush.title",
    pieces={**RULES_ENTRIES, **sets.names(KINDS, CARDS, PICTURES)},
    characters=sets.names(CHARACTERS_OF, CHARACTERS, key="id", looks=LOOKS),
    text=TEXT,
    zones=ZONES,
    lines=LINES,
    answers={"draw_dutch_will": Prompt, "use_josh_mccloud": Prompt},
    headings={"draw_dutch_will": ability("cards", "dutch_will", "prompt.dutch_will"),
              "use_josh_mccloud": ability("cards", "josh_mccloud", "prompt.josh_mccloud")},
    gestures={
        "buy": partial(RowPick, zone=SHOP, values=named, price=cost),
        "force_discard": partial(FrontPick, zone=EQUIPMENT, price=price, values=named),
        "sell_beer": partial(HandPick, count=1, words=SELL, drop=GOLD_HEAP),
        "gold_pan": act("gold_pan", partial(owns, "gold_pan")),
        "rucksack": act("rucksack", partial(owns, "rucksack")),
        "jacky": act("jacky", partial(plays, "jacky_murieta")),
        "josh": act("josh", partial(plays, "josh_mccloud")),
        "raddie": act("raddie", partial(plays, "raddie_snake")),
    },
    changes={"buy": bought},
    confirms={"buy": buying, "force_discard": forcing},
    wording={"buy": use_words("option.buy"), "force_discard": force_words, "jacky": aimed("jacky"),
             "josh": use_words("option.josh_use")},
    likely={"buy": 4, "force_discard": 6, "sell_beer": 6, "gold_pan": 5, "rucksack": 2},
    lessons=(SHOP_LESSON,),
)
sets.register(SIDE)
