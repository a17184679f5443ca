"""Character abilities that run at a moment of the game (hooks) or ask their owner a question (tasks).

Abilities that only change a number of the rules (rolls, reach, Gatling threshold...) are fields of
`data.Character`; the ones here are looked up by character id, so the engine never names a character.
Hook signatures:
  turn_start(game, seat)                          the turn of `seat` begins
  turn_end(game, seat)                            the turn of `seat` ends (seat alive)
  on_elimination(game, seat, fallen)              others fell (seat alive; fallen: list of seats)
  on_life_lost(game, seat, lost, source, shooter) seat lost `lost` life points at once
"""

from __future__ import annotations

from game.core.common.decision import Decision

from .data import FACES, GATLING_HIT, INDIANS, SHOT, SHOT_SYMBOLS

DISCARD_OR_PASS = (("discard_arrow",), ("pass",))


# -- Sid Ketchum: at the start of his turn a player of his choice gains 1 life ----------------------------
def _sid_turn_start(game, seat):
    game.then(("sid_heal", seat))


def _ask_sid_heal(game, seat):
    return Decision(seat, "sid_heal", tuple(("heal", s) for s in game.living_from(seat)))


def _answer_sid_heal(game, action, seat):
    game.heal(action[1], 1)


# -- Suzy Lafayette: no 1 and no 2 in her final dice: 2 life at the end of her turn ---------------------------
def _suzy_turn_end(game, seat):
    if not any(s in FACES[f] for f in game.dice if f for s in SHOT_SYMBOLS):
        game.heal(seat, 2)


# -- Vulture Sam: 2 life for each other player eliminated ---------------------------------------------
def _vulture_on_elimination(game, seat, fallen):
    others = sum(1 for s in fallen if s != seat)
    if others:
        game.heal(seat, 2 * others)


# -- Pedro Ramírez: for each life point lost he may discard one of his arrows --------------------------------
def _pedro_on_life_lost(game, seat, lost, source, shooter):
    if source != INDIANS:       # an Indian attack returns every arrow anyway
        game.then(*[("pedro_discard", seat)] * lost)


def _ask_pedro_discard(game, seat):
    if game.alive[seat] and game.arrows[seat]:
        return Decision(seat, "discard_own_arrow", DISCARD_OR_PASS)
    return None


def _answer_pedro_discard(game, action, seat):
    if action[0] == "discard_arrow":
        game.discard_arrow(seat, seat)


# -- El Gringo: whoever makes him lose life with a 1, 2 or Gatling takes an arrow ------------------------------
def _gringo_on_life_lost(game, seat, lost, source, shooter):
    if source in (SHOT, GATLING_HIT) and shooter is not None and shooter != seat:
        game.then(("gringo_arrow", shooter))


def _run_gringo_arrow(game, shooter):
    if game.alive[shooter]:
        game.take_arrow(shooter)
        game.check_roller()


# -- Kit Carlson: one arrow of any player discarded per Gatling face ---------------------------------------
def _ask_kit_discard(game, seat):
    holders = [s for s in game.living_from(seat) if game.arrows[s]]
    if not holders:
        return None
    return Decision(seat, "discard_any_arrow", (("pass",),) + tuple(("discard_arrow", s) for s in holders))


def _answer_kit_discard(game, action, seat):
    if action[0] == "discard_arrow":
        game.discard_arrow(action[1], seat)


HOOKS: dict[str, dict] = {
    "sid_ketchum": {"turn_start": _sid_turn_start},
    "suzy_lafayette": {"turn_end": _suzy_turn_end},
    "vulture_sam": {"on_elimination": _vulture_on_elimination},
    "pedro_ramirez": {"on_life_lost": _pedro_on_life_lost},
    "el_gringo": {"on_life_lost": _gringo_on_life_lost},
}

# task name -> (run, answer or None, argument kinds); merged into the engine's task table
TASKS = {
    "sid_heal": (_ask_sid_heal, _answer_sid_heal, ("seat",)),
    "pedro_discard": (_ask_pedro_discard, _answer_pedro_discard, ("seat",)),
    "gringo_arrow": (_run_gringo_arrow, None, ("seat",)),
    "kit_discard": (_ask_kit_discard, _answer_kit_discard, ("seat",)),
}
