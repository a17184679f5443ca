"""The base game's 16 characters (../shared/rules/dice.md §1.5), each one record with its life, names and ability.

An ability that only changes a number of the rules (rolls, reach, the Gatling's threshold...) is a field of its
Character; one that acts at a moment of the game is a hook (specs.HOOKS), and one that asks its owner a question
is a step its hook stacks, in the same record. Each ability names itself (its character id) as the `source` of
the life and the `why` of the arrows it moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.dice.base.faces import GATLING_HIT, ONE, SHOT, SHOT_SYMBOLS, TWO
from game.core.dice.base.steps import why_player
from game.core.dice.specs import INDIANS, Character, Step

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

DISCARD_OR_PASS = (("discard_arrow",), ("pass",))
SID, SUZY, VULTURE, PEDRO, GRINGO, KIT = ("sid_ketchum", "suzy_lafayette", "vulture_sam", "pedro_ramirez",
                                          "el_gringo", "kit_carlson")


# -- Sid Ketchum: at the start of his turn a player of his choice gains 1 life ----------------------------
def _sid_turn_start(game: DiceGame, seat: int):
    return (("sid_heal", seat),)


def _ask_sid_heal(game: DiceGame, seat: int) -> Decision:
    return Decision(seat, "sid_heal", tuple(("heal", s) for s in game.targetable_from(seat)))


def _answer_sid_heal(game: DiceGame, action: tuple, seat: int) -> None:
    game.heal(action[1], 1, SID, seat)


# -- Suzy Lafayette: no 1 and no 2 in her final dice: 2 life at the end of her turn ---------------------------
def _suzy_turn_end(game: DiceGame, seat: int) -> None:
    faces = game.box.faces
    if not any(s in faces[f].symbols for f in game.dice if f for s in SHOT_SYMBOLS):
        game.heal(seat, 2, SUZY, seat)


# -- Vulture Sam: 2 life for each other player eliminated ---------------------------------------------
def _vulture_on_elimination(game: DiceGame, seat: int, fallen: list[int]) -> None:
    others = sum(1 for s in fallen if s != seat)
    if others:
        game.heal(seat, 2 * others, VULTURE, seat)


# -- Pedro Ramírez: for each life point lost he may discard one of his arrows --------------------------------
def _pedro_on_life_lost(game: DiceGame, seat: int, lost: int, source: str, shooter: int | None):
    if source != INDIANS:       # an Indian attack returns every arrow anyway
        return [("pedro_discard", seat)] * lost
    return None


def _ask_pedro_discard(game: DiceGame, seat: int) -> Decision | None:
    if not game.status[seat].acts:
        return None
    tokens = game.arrow_tokens_held(seat) if game.box.arrow_tokens else ()
    if tokens:                  # a token held like an arrow (the Chief's Arrow) may go instead
        options = (DISCARD_OR_PASS[:1] if game.arrows[seat] else ()) + tuple(
            ("discard_arrow", t) for t in tokens) + DISCARD_OR_PASS[1:]
        return Decision(seat, "discard_own_arrow", options)
    if game.arrows[seat]:
        return Decision(seat, "discard_own_arrow", DISCARD_OR_PASS)
    return None


def _answer_pedro_discard(game: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "discard_arrow":
        game.discard_arrow_or_token(seat, seat, PEDRO, action[1] if len(action) > 1 else None)


# -- El Gringo: each time a player makes him lose life with 1s and 2s or a Gatling, that player takes an arrow --
# A landing is one time, whatever the dice in it ("cada vez que un jugador te haga perder uno o más puntos de
# vida"); the Gatling's shooter has already given his arrows back (steps.gatling), so this one stays. The
# landing that eliminates him gives none: "si eres eliminado, dejas de actuar" (the card game's El Gringo too).
def _gringo_on_life_lost(game: DiceGame, seat: int, lost: int, source: str, shooter: int | None):
    if source in (SHOT, GATLING_HIT) and shooter is not None and shooter != seat and game.status[seat].acts:
        return (("gringo_arrow", shooter),)
    return None


def _run_gringo_arrow(game: DiceGame, shooter: int) -> None:
    if game.status[shooter].targetable:
        game.take_arrow(shooter, GRINGO, game.chars.index(GRINGO))


# -- Kit Carlson: one arrow of any player discarded per Gatling face (steps.gatling stacks the question) ------
def _ask_kit_discard(game: DiceGame, seat: int) -> Decision | None:
    seats = game.targetable_from(seat)
    options: tuple[tuple, ...] = tuple(("discard_arrow", s) for s in seats if game.arrows[s])
    if game.box.arrow_tokens:   # a token held like an arrow (the Chief's Arrow) may go instead
        options += tuple(("discard_arrow", s, t) for s in seats for t in game.arrow_tokens_held(s))
    if not options:
        return None
    return Decision(seat, "discard_any_arrow", (("pass",),) + options)


def _answer_kit_discard(game: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "discard_arrow":
        game.discard_arrow_or_token(action[1], seat, KIT, action[2] if len(action) > 2 else None)


CHARACTERS: tuple[Character, ...] = (
    Character("bart_cassidy", "Bart Cassidy", "Bart Cassidy", 8,
              arrow_instead_of=frozenset({SHOT, GATLING_HIT})),
    Character("black_jack", "Black Jack", "Black Jack", 8,
              rerolls_locked=True),
    Character("calamity_janet", "Calamity Janet", "Calamity Janet", 8,
              reach={ONE: (1, 2), TWO: (1, 2)}),
    Character(GRINGO, "El Gringo", "El Gringo", 7,
              hooks={"on_life_lost": _gringo_on_life_lost},
              steps={"gringo_arrow": Step(_run_gringo_arrow, detail="seat")}),
    Character("jesse_jones", "Jesse Jones", "Jesse Jones", 9,
              self_beer=(4, 2)),
    Character("jourdonnais", "Jourdonnais", "Jourdonnais", 7,
              indian_cap=1),
    Character(KIT, "Kit Carlson", "Kit Carlson", 7,
              gatling_discards_arrows=True,
              steps={"kit_discard": Step(_ask_kit_discard, _answer_kit_discard, "seat")},
              why={"discard_any_arrow": why_player}),
    Character("lucky_duke", "Lucky Duke", "Lucky Duke", 8,
              rolls=4),
    Character("paul_regret", "Paul Regret", "Paul Regret", 9,
              immune_to=frozenset({GATLING_HIT})),
    Character(PEDRO, "Pedro Ramírez", "Pedro Ramírez", 8,
              hooks={"on_life_lost": _pedro_on_life_lost},
              steps={"pedro_discard": Step(_ask_pedro_discard, _answer_pedro_discard, "seat")}),
    Character("rose_doolan", "Rose Doolan", "Rose Doolan", 9,
              reach={ONE: (1, 2), TWO: (2, 3)}),
    Character(SID, "Sid Ketchum", "Sid Ketchum", 8,
              hooks={"turn_start": _sid_turn_start},
              steps={"sid_heal": Step(_ask_sid_heal, _answer_sid_heal, "seat")},
              why={"sid_heal": why_player}),
    Character("slab_the_killer", "Slab the Killer", 'Slab "el Asesino"', 8,
              beer_doubles_shot=True),
    Character(SUZY, "Suzy Lafayette", "Suzy Lafayette", 8,
              hooks={"turn_end": _suzy_turn_end}),
    Character(VULTURE, "Vulture Sam", '"Buitre" Sam', 9,
              hooks={"on_elimination": _vulture_on_elimination}),
    Character("willy_the_kid", "Willy the Kid", 'Willy "el Niño"', 8,
              gatling_needs=2),
)
