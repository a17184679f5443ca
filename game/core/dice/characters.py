"""Character abilities that run at a moment of the game (hooks) or ask their owner a question (tasks).

Abilities that only change a number of the rules (rolls, reach, Gatling threshold...) are fields of
`data.Character`; the ones here are looked up by character id, so the engine never names a character.
The hook and task shapes are in hooks.py. Each ability names itself (its character id) as the `source` of
the life and the `why` of the arrows it moves, and each task it adds has an entry in `SHOWN`, the fields a
view may show of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.common.view import Allow
from game.core.dice.data import FACES, GATLING_HIT, INDIANS, SHOT, SHOT_SYMBOLS
from game.core.dice.hooks import Hook, TaskSpec

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

DISCARD_OR_PASS = (("discard_arrow",), ("pass",))
SID, SUZY, VULTURE, PEDRO, GRINGO, KIT = ("sid_ketchum", "suzy_lafayette", "vulture_sam", "pedro_ramirez",
                                          "el_gringo", "kit_carlson")


# -- Sid Ketchum: at the start of his turn a player of his choice gains 1 life ----------------------------
def _sid_turn_start(game: DiceGame, seat: int) -> None:
    game.then(("sid_heal", seat))


def _ask_sid_heal(game: DiceGame, seat: int) -> Decision:
    return Decision(seat, "sid_heal", tuple(("heal", s) for s in game.living_from(seat)))


def _answer_sid_heal(game: DiceGame, action: tuple, seat: int) -> None:
    game.heal(action[1], 1, SID, seat)


# -- Suzy Lafayette: no 1 and no 2 in her final dice: 2 life at the end of her turn ---------------------------
def _suzy_turn_end(game: DiceGame, seat: int) -> None:
    if not any(s in FACES[f] for f in game.dice if f for s in SHOT_SYMBOLS):
        game.heal(seat, 2, SUZY, seat)


# -- Vulture Sam: 2 life for each other player eliminated ---------------------------------------------
def _vulture_on_elimination(game: DiceGame, seat: int, fallen: list[int]) -> None:
    others = sum(1 for s in fallen if s != seat)
    if others:
        game.heal(seat, 2 * others, VULTURE, seat)


# -- Pedro Ramírez: for each life point lost he may discard one of his arrows --------------------------------
def _pedro_on_life_lost(game: DiceGame, seat: int, lost: int, source: str, shooter: int | None) -> None:
    if source != INDIANS:       # an Indian attack returns every arrow anyway
        game.then(*[("pedro_discard", seat)] * lost)


def _ask_pedro_discard(game: DiceGame, seat: int) -> Decision | None:
    if game.alive[seat] and game.arrows[seat]:
        return Decision(seat, "discard_own_arrow", DISCARD_OR_PASS)
    return None


def _answer_pedro_discard(game: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "discard_arrow":
        game.discard_arrow(seat, seat, PEDRO)


# -- El Gringo: each time a player makes him lose life with 1s and 2s or a Gatling, that player takes an arrow --
# A landing is one time, whatever the dice in it ("cada vez que un jugador te haga perder uno o más puntos de
# vida"); the Gatling's shooter has already given his arrows back (engine._t_gatling), so this one stays. The
# landing that eliminates him gives none: "si eres eliminado, dejas de actuar" (the card game's El Gringo too).
def _gringo_on_life_lost(game: DiceGame, seat: int, lost: int, source: str, shooter: int | None) -> None:
    if source in (SHOT, GATLING_HIT) and shooter is not None and shooter != seat and game.alive[seat]:
        game.then(("gringo_arrow", shooter))


def _run_gringo_arrow(game: DiceGame, shooter: int) -> None:
    if game.alive[shooter]:
        game.take_arrow(shooter, GRINGO, game.chars.index(GRINGO))


# -- Kit Carlson: one arrow of any player discarded per Gatling face ---------------------------------------
def _ask_kit_discard(game: DiceGame, seat: int) -> Decision | None:
    holders = [s for s in game.living_from(seat) if game.arrows[s]]
    if not holders:
        return None
    return Decision(seat, "discard_any_arrow", (("pass",),) + tuple(("discard_arrow", s) for s in holders))


def _answer_kit_discard(game: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "discard_arrow":
        game.discard_arrow(action[1], seat, KIT)


HOOKS: dict[str, dict[str, Hook]] = {
    SID: {"turn_start": _sid_turn_start},
    SUZY: {"turn_end": _suzy_turn_end},
    VULTURE: {"on_elimination": _vulture_on_elimination},
    PEDRO: {"on_life_lost": _pedro_on_life_lost},
    GRINGO: {"on_life_lost": _gringo_on_life_lost},
}

# task name -> (run, answer or None, detail names); merged into the engine's task table
TASKS: dict[str, TaskSpec] = {
    "sid_heal": (_ask_sid_heal, _answer_sid_heal, ("seat",)),
    "pedro_discard": (_ask_pedro_discard, _answer_pedro_discard, ("seat",)),
    "gringo_arrow": (_run_gringo_arrow, None, ("seat",)),
    "kit_discard": (_ask_kit_discard, _answer_kit_discard, ("seat",)),
}

# task name -> what a view shows of it (common/view.py: allowed); merged into the views' allow-list
SHOWN: dict[str, Allow] = {
    "sid_heal": {"public": ("seat",)},
    "pedro_discard": {"public": ("seat",)},
    "gringo_arrow": {"public": ("seat",)},
    "kit_discard": {"public": ("seat",)},
}
