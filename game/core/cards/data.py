"""The base BANG! deck (80 cards with exact suit and rank) and the 16 characters, as data.

Sources: ../shared/rules/cards.md §1b and §2 (four independent card lists agree 80/80).
A card is referred to everywhere by its index in CARDS (0..79), so hands and piles are lists of ints.
"""

from __future__ import annotations

from typing import NamedTuple

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_VALUE = {r: i + 2 for i, r in enumerate(RANKS)}
SUITS = ("S", "H", "D", "C")  # spades, hearts, diamonds, clubs


class CardKind(NamedTuple):
    name: str          # id, snake_case English
    en: str
    es: str
    color: str         # "brown" (played and discarded) or "blue" (stays in front of you)
    weapon_range: int = 0   # > 0: a weapon
    cover: int = 0     # others see you this much farther (Mustang)
    sight: int = 0     # you see others this much nearer (Scope)
    book: bool = False  # carries the book symbol (left out of the simplified deck)


KINDS = {k.name: k for k in (
    CardKind("bang", "BANG!", "¡BANG!", "brown"),
    CardKind("missed", "Missed!", "¡Fallaste!", "brown"),
    CardKind("beer", "Beer", "Cerveza", "brown"),
    CardKind("saloon", "Saloon", "Saloon", "brown"),
    CardKind("stagecoach", "Stagecoach", "Diligencia", "brown"),
    CardKind("wells_fargo", "Wells Fargo", "Wells Fargo", "brown"),
    CardKind("general_store", "General Store", "Almacén", "brown", book=True),
    CardKind("panic", "Panic!", "¡Pánico!", "brown"),
    CardKind("cat_balou", "Cat Balou", "La Ingenua Explosiva", "brown"),
    CardKind("gatling", "Gatling", "Ametralladora Gatling", "brown"),
    CardKind("indians", "Indians!", "¡Indios!", "brown", book=True),
    CardKind("duel", "Duel", "Duelo", "brown", book=True),
    CardKind("barrel", "Barrel", "Barril", "blue"),
    CardKind("dynamite", "Dynamite", "Dinamita", "blue", book=True),
    CardKind("jail", "Jail", "Cárcel", "blue", book=True),
    CardKind("mustang", "Mustang", "Mustang", "blue", cover=1),
    CardKind("scope", "Scope", "Mira Telescópica", "blue", sight=1),
    CardKind("volcanic", "Volcanic", "Volcanic", "blue", weapon_range=1, book=True),
    CardKind("schofield", "Schofield", "Schofield", "blue", weapon_range=2),
    CardKind("remington", "Remington", "Remington", "blue", weapon_range=3),
    CardKind("rev_carabine", "Rev. Carabine", "Carabina Revólver", "blue", weapon_range=4),
    CardKind("winchester", "Winchester", "Winchester", "blue", weapon_range=5),
)}

_SIGNS = {
    "bang": "AS QH KH AH 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C",
    "missed": "2S 3S 4S 5S 6S 7S 8S 10C JC QC KC AC",
    "beer": "6H 7H 8H 9H 10H JH",
    "saloon": "5H",
    "stagecoach": "9S 9S",
    "wells_fargo": "3H",
    "general_store": "QS 9C",
    "panic": "JH QH AH 8D",
    "cat_balou": "KH 9D 10D JD",
    "gatling": "10H",
    "indians": "KD AD",
    "duel": "JS QD 8C",
    "barrel": "QS KS",
    "dynamite": "2H",
    "jail": "10S JS 4H",
    "mustang": "8H 9H",
    "scope": "AS",
    "volcanic": "10S 10C",
    "schofield": "KS JC QC",
    "remington": "KC",
    "rev_carabine": "AC",
    "winchester": "8S",
}


class Card(NamedTuple):
    id: int
    name: str
    rank: str
    suit: str

    @property
    def kind(self) -> CardKind:
        return KINDS[self.name]

    @property
    def label(self) -> str:
        """The scenario-file spelling, e.g. "bang 10D"."""
        return f"{self.name} {self.rank}{self.suit}"


def _build_deck() -> tuple[Card, ...]:
    cards = []
    for name, signs in _SIGNS.items():
        for sign in signs.split():
            cards.append(Card(len(cards), name, sign[:-1], sign[-1]))
    return tuple(cards)


CARDS = _build_deck()
DECK_SIZE = len(CARDS)
NAME = tuple(c.name for c in CARDS)            # card id -> name, the hot-path lookup
WEAPON_RANGE = tuple(KINDS[c.name].weapon_range for c in CARDS)
IS_BLUE = tuple(KINDS[c.name].color == "blue" for c in CARDS)
COVER = tuple(KINDS[c.name].cover for c in CARDS)
SIGHT = tuple(KINDS[c.name].sight for c in CARDS)


def explodes(card_id: int) -> bool:
    """Dynamite's "draw!": a 2 to 9 of spades explodes."""
    c = CARDS[card_id]
    return c.suit == "S" and 2 <= RANK_VALUE[c.rank] <= 9


class Character(NamedTuple):
    id: str
    en: str
    es: str
    life: int
    cover: int = 0   # Paul Regret: a Mustang at all times
    sight: int = 0   # Rose Doolan: a Scope at all times


CHARACTERS = {c.id: c for c in (
    Character("bart_cassidy", "Bart Cassidy", "Bart Cassidy", 4),
    Character("black_jack", "Black Jack", "Black Jack", 4),
    Character("calamity_janet", "Calamity Janet", "Calamity Janet", 4),
    Character("el_gringo", "El Gringo", "El Gringo", 3),
    Character("jesse_jones", "Jesse Jones", "Jesse Jones", 4),
    Character("jourdonnais", "Jourdonnais", "Jourdonnais", 4),
    Character("kit_carlson", "Kit Carlson", "Kit Carlson", 4),
    Character("lucky_duke", "Lucky Duke", "Lucky Duke", 4),
    Character("paul_regret", "Paul Regret", "Paul Regret", 3, cover=1),
    Character("pedro_ramirez", "Pedro Ramirez", "Pedro Ramírez", 4),
    Character("rose_doolan", "Rose Doolan", "Rose Doolan", 4, sight=1),
    Character("sid_ketchum", "Sid Ketchum", "Sid Ketchum", 4),
    Character("slab_the_killer", "Slab the Killer", "Slab el Asesino", 4),
    Character("suzy_lafayette", "Suzy Lafayette", "Suzy Lafayette", 4),
    Character("vulture_sam", "Vulture Sam", "\"Buitre\" Sam", 4),
    Character("willy_the_kid", "Willy the Kid", "Willy el Niño", 4),
)}


def cover_of(character: str, in_play) -> int:
    """How much farther others see this player (Mustang, Paul Regret)."""
    total = CHARACTERS[character].cover
    for c in in_play:
        total += COVER[c]
    return total


def sight_of(character: str, in_play) -> int:
    """How much nearer this player sees others (Scope, Rose Doolan)."""
    total = CHARACTERS[character].sight
    for c in in_play:
        total += SIGHT[c]
    return total


def card_distance(seats_apart: int, cover: int, sight: int) -> int:
    """Seats between two living players, + the target's cover, - the viewer's sight; never less than 1.
    Weapons never change distance: they only say how far a BANG! reaches."""
    return max(1, seats_apart + cover - sight)


def weapon_range_of(in_play) -> int:
    for c in in_play:
        if WEAPON_RANGE[c]:
            return WEAPON_RANGE[c]
    return 1    # the Colt .45 printed on the board
