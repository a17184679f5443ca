"""The dice game's content as data: faces, dice, the resolution order, roles and the 16 characters.

A face is a set of symbols with counts (a base face holds one symbol; the expansions' doubles hold two of
one), a die is a tuple of faces, and the order in which rolled symbols resolve is one list. Expansions add
rows here instead of branches in the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE

ARROW, DYNAMITE, ONE, TWO, BEER, GATLING = "arrow", "dynamite", "1", "2", "beer", "gatling"

# face id -> {symbol: count}
FACES: dict[str, dict[str, int]] = {
    ARROW: {ARROW: 1},
    DYNAMITE: {DYNAMITE: 1},
    ONE: {ONE: 1},
    TWO: {TWO: 1},
    BEER: {BEER: 1},
    GATLING: {GATLING: 1},
}

# symbol -> face id -> how many of that symbol the face shows (None: a die not rolled yet)
SYMBOL_COUNT: dict[str, dict[str | None, int]] = {
    symbol: {None: 0, **{face: symbols.get(symbol, 0) for face, symbols in FACES.items()}}
    for symbol in {s for symbols in FACES.values() for s in symbols}}

# face id -> the shot symbol it shows ("1" or "2"), or None
SHOT_OF: dict[str | None, str | None] = {face: next((s for s in (ONE, TWO) if s in symbols), None)
                                         for face, symbols in FACES.items()}
SHOT_OF[None] = None

# face id -> how many symbols it shows (each is resolved on its own)
FACE_UNITS: dict[str | None, int] = {face: sum(symbols.values()) for face, symbols in FACES.items()}

# die id -> its six faces (every die has six: the engine rolls them with one random number each)
DICE: dict[str, tuple[str, ...]] = {"base": (ARROW, DYNAMITE, ONE, TWO, BEER, GATLING)}
BASE_DICE = ("base",) * 5

ARROWS_TOTAL = 9
SHERIFF_EXTRA_LIFE = 2
DYNAMITE_LIMIT = 3          # this many Dynamite end the rolling and cost 1 life
SHOT_SYMBOLS = (ONE, TWO)

# The order in which the final dice resolve (§1.4); Arrows are taken as soon as they are rolled.
RESOLVE_ORDER = ("dynamite", "shots", "beer", "gatling")

# Rule options (name -> the rule it changes): none. Where the rulebook was once read two ways, the reading
# seed 001 gives is the rule (docs/rules-notes.md, "Dice game").
RULE_OPTIONS: dict[str, str] = {}
# Options of earlier versions (name -> why it is gone): a game, save or scenario naming one is refused.
RETIRED_OPTIONS: dict[str, str] = {
    "later_edition": "both of its readings are now the rules of every game, as seed 001 words them (1s and 2s "
                     "are aimed first and land together; a roller eliminated by his own Dynamite or Indians "
                     "stops), and the other reading is gone",
}

# Sources of life loss; abilities name the sources they react to.
SHOT, GATLING_HIT, INDIANS, DYNAMITE_BLAST = "shot", "gatling", "indians", "dynamite"

# The three-player game (§1.6): roles face up, each hunts one other role; the Deputy starts.
THREE_PLAYER_ROLES = (DEPUTY, OUTLAW, RENEGADE)
THREE_PLAYER_TARGET: dict[str, str] = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}

NORMAL_REACH: dict[str, tuple[int, ...]] = {ONE: (1,), TWO: (2,)}


@dataclass(frozen=True)
class Character:
    """A character's life, names and the rule parameters its ability changes (defaults: no ability)."""

    id: str
    en: str
    es: str
    life: int
    rolls: int = 3                                   # rolls in a turn, the first included
    gatling_needs: int = 3
    reach: dict[str, tuple[int, ...]] = field(default_factory=lambda: NORMAL_REACH)   # shot symbol -> distances
    rerolls_dynamite: bool = False                   # while fewer than three Dynamite show
    indian_cap: int | None = None                    # most life lost to one Indian attack
    immune_to: frozenset[str] = frozenset()          # sources that never cost life
    arrow_instead_of: frozenset[str] = frozenset()   # sources whose hit may be taken as an arrow
    self_beer: tuple[int, int] | None = None         # (life at most, life gained) for a Beer on himself
    gatling_discards_arrows: bool = False            # one arrow of anyone per Gatling face
    beer_doubles_shot: bool = False                  # once per turn a Beer makes a 1 or 2 hit twice


CHARACTERS: dict[str, Character] = {c.id: c for c in (
    Character("bart_cassidy", "Bart Cassidy", "Bart Cassidy", 8,
              arrow_instead_of=frozenset({SHOT, GATLING_HIT})),
    Character("black_jack", "Black Jack", "Black Jack", 8,
              rerolls_dynamite=True),
    Character("calamity_janet", "Calamity Janet", "Calamity Janet", 8,
              reach={ONE: (1, 2), TWO: (1, 2)}),
    Character("el_gringo", "El Gringo", "El Gringo", 7),
    Character("jesse_jones", "Jesse Jones", "Jesse Jones", 9,
              self_beer=(4, 2)),
    Character("jourdonnais", "Jourdonnais", "Jourdonnais", 7,
              indian_cap=1),
    Character("kit_carlson", "Kit Carlson", "Kit Carlson", 7,
              gatling_discards_arrows=True),
    Character("lucky_duke", "Lucky Duke", "Lucky Duke", 8,
              rolls=4),
    Character("paul_regret", "Paul Regret", "Paul Regret", 9,
              immune_to=frozenset({GATLING_HIT})),
    Character("pedro_ramirez", "Pedro Ramírez", "Pedro Ramírez", 8),
    Character("rose_doolan", "Rose Doolan", "Rose Doolan", 9,
              reach={ONE: (1, 2), TWO: (2, 3)}),
    Character("sid_ketchum", "Sid Ketchum", "Sid Ketchum", 8),
    Character("slab_the_killer", "Slab the Killer", 'Slab "el Asesino"', 8,
              beer_doubles_shot=True),
    Character("suzy_lafayette", "Suzy Lafayette", "Suzy Lafayette", 8),
    Character("vulture_sam", "Vulture Sam", '"Buitre" Sam', 9),
    Character("willy_the_kid", "Willy the Kid", 'Willy "el Niño"', 8,
              gatling_needs=2),
)}
