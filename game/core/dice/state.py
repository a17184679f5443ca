"""The dice game's state as plain JSON data: the save format, and (minus secrets) every seat's view.

`load` checks every field's type and range, and that the state is one the rules can reach (arrows add up to
nine, the dead are revealed, the waiting task really asks a question), so a damaged or forged save is
refused with SaveError instead of crashing later.
"""

from __future__ import annotations

from collections import Counter

from game.core.common.errors import SaveError
from game.core.common.rng import rng_from_json, rng_to_json
from game.core.common.roles import ROLES, roles_for

from .data import ARROWS_TOTAL, CHARACTERS, DICE, FACES, THREE_PLAYER_ROLES

PHASES = ("start", "roll", "resolve", "over")
SIDES = ("law", "outlaws", "renegade")


def dump(game, seat: int | None = None) -> dict:
    """The full state (seat None: the save), or what `seat` may see of it (others' hidden roles are None)."""
    players = [{"name": game.names[s], "character": game.chars[s],
                "role": game.roles[s] if seat is None or s == seat or game.revealed[s] else None,
                "role_revealed": game.revealed[s], "life": game.life[s], "max_life": game.max_life[s],
                "arrows": game.arrows[s], "alive": game.alive[s]} for s in range(len(game.names))]
    state = {"players": players, "later_edition": game.later_edition, "pile": game.pile, "turn": game.turn,
             "phase": game.phase, "kinds": list(game.kinds), "dice": list(game.dice), "left": list(game.left),
             "rolled": list(game.rolled), "rolls": game.rolls, "flags": dict(game.flags),
             "batch": [list(e) for e in game.batch], "tasks": [_listed(t) for t in game.tasks],
             "winner": game.winner, "winners": list(game.winners)}
    if seat is None:
        state["rng"] = rng_to_json(game.rng)
        state["script"] = [list(r) for r in game.script]
    return state


def _listed(value):
    return [_listed(v) for v in value] if isinstance(value, tuple) else value


def _tupled(value):
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


def _need(condition, message: str) -> None:
    if not condition:
        raise SaveError(f"this save is damaged: {message}")


def _is_int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def load(cls, state: dict, tasks: dict):
    """A game of class `cls` from `state`; `tasks` is the engine's task table (name -> run, answer, args)."""
    _need(isinstance(state, dict), "the state is not a table")
    players = state.get("players")
    _need(isinstance(players, list) and 3 <= len(players) <= 8, "it needs a list of 3 to 8 players")
    n = len(players)
    for p in players:
        _need(isinstance(p, dict), "a player is not a table")
        _need(isinstance(p.get("name"), str) and p["name"], "a player has no name")
        _need(p.get("character") in CHARACTERS, f"unknown character {p.get('character')!r}")
        _need(p.get("role") in ROLES, f"unknown role {p.get('role')!r}")
        _need(_is_int(p.get("max_life"), 1, 99), "a maximum life is out of range")
        _need(_is_int(p.get("life"), 0, p["max_life"]), "a life is out of range")
        _need(_is_int(p.get("arrows"), 0, ARROWS_TOTAL), "an arrow count is out of range")
        _need(type(p.get("alive")) is bool and type(p.get("role_revealed")) is bool, "alive/revealed not true/false")
        _need(p["alive"] == (p["life"] > 0), "a player's life and elimination disagree")
        _need(p["alive"] or (p["role_revealed"] and not p["arrows"]), "an eliminated player kept a secret or arrows")
    roles = [p["role"] for p in players]
    _need(Counter(roles) == Counter(THREE_PLAYER_ROLES if n == 3 else roles_for(n)), "the roles do not fit the table")
    _need(len({p["name"] for p in players}) == n and len({p["character"] for p in players}) == n,
          "two players share a name or a character")
    pile = state.get("pile")
    _need(_is_int(pile, 0, ARROWS_TOTAL) and pile + sum(p["arrows"] for p in players) == ARROWS_TOTAL,
          "the nine arrows are not all accounted for")
    kinds = state.get("kinds")
    _need(isinstance(kinds, list) and kinds and all(k in DICE for k in kinds), "unknown dice")
    dice, left, rolled = state.get("dice"), state.get("left"), state.get("rolled")
    _need(isinstance(dice, list) and len(dice) == len(kinds)
          and all(f is None or f in DICE[k] for f, k in zip(dice, kinds)), "a die shows a face it does not have")
    _need(isinstance(left, list) and len(left) == len(kinds)
          and all(_is_int(x, 0, sum(FACES[f].values()) if f else 0) for x, f in zip(left, dice)),
          "the resolved dice are wrong")
    _need(isinstance(rolled, list) and all(_is_int(d, 0, len(kinds) - 1) for d in rolled), "the last roll is wrong")
    _need(_is_int(state.get("rolls"), 0, 99) and _is_int(state.get("turn"), 0, n - 1), "the turn is wrong")
    _need(state.get("phase") in PHASES, f"unknown phase {state.get('phase')!r}")
    _need(type(state.get("later_edition")) is bool, "the rule option is not true/false")
    flags = state.get("flags")
    _need(isinstance(flags, dict) and all(type(v) in (bool, int) for v in flags.values()), "the turn flags are wrong")
    batch = state.get("batch")
    _need(isinstance(batch, list) and all(
        isinstance(e, list) and len(e) == 6 and _is_int(e[0], 0, n - 1) and _is_int(e[1], 0, 9)
        and isinstance(e[2], str) and (e[3] is None or _is_int(e[3], 0, n - 1))
        and _is_int(e[4], 0, e[1]) and _is_int(e[5], 0, e[4]) for e in batch), "the hits waiting to land are wrong")
    task_list = state.get("tasks")
    _need(isinstance(task_list, list), "the game's progress is missing")
    for task in task_list:
        _check_task(task, tasks, n, len(kinds))
    script = state.get("script", [])
    _need(isinstance(script, list) and all(isinstance(r, list) and all(f in FACES for f in r) for r in script),
          "the scripted rolls are wrong")
    winner, winners = state.get("winner"), state.get("winners")
    _need(winner is None or winner in SIDES, f"unknown winner {winner!r}")
    _need(isinstance(winners, list) and all(_is_int(s, 0, n - 1) for s in winners), "the winners are wrong")
    _need((winner is None) == bool(task_list), "a finished game still has work to do, or a running one has none")

    game = cls([p["name"] for p in players], roles, [p["character"] for p in players],
               rng_from_json(state.get("rng")), later_edition=state["later_edition"])
    game.life = [p["life"] for p in players]
    game.max_life = [p["max_life"] for p in players]
    game.arrows = [p["arrows"] for p in players]
    game.alive = [p["alive"] for p in players]
    game.revealed = [p["role_revealed"] for p in players]
    game.pile, game.turn, game.phase, game.rolls = pile, state["turn"], state["phase"], state["rolls"]
    game.kinds, game.dice, game.left, game.rolled = list(kinds), list(dice), list(left), list(rolled)
    game.flags, game.batch = dict(flags), [list(e) for e in batch]
    game.tasks = [_tupled(t) for t in task_list]
    game.script = [list(r) for r in script]
    game.winner, game.winners = winner, list(winners)
    if winner is None:
        _resume(game, tasks)
    return game


def _check_task(task, tasks: dict, players: int, dice: int) -> None:
    _need(isinstance(task, list) and task and task[0] in tasks, f"unknown step {task!r}")
    kinds = tasks[task[0]][2]
    _need(len(task) == 1 + len(kinds), f"step {task[0]!r} has the wrong number of details")
    for kind, value in zip(kinds, task[1:]):
        if kind == "seat":
            _need(_is_int(value, 0, players - 1), f"step {task[0]!r} names no seat")
        else:
            _need(isinstance(value, list) and value and all(_is_int(d, 0, dice - 1) for d in value),
                  f"step {task[0]!r} names no dice")


def _resume(game, tasks: dict) -> None:
    """Ask the waiting question again; it must be a question, asked without changing anything."""
    top = game.tasks[-1]
    _need(tasks[top[0]][1] is not None, f"the game was saved in the middle of step {top[0]!r}")
    try:
        game._run()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"this save is damaged: its progress cannot continue ({exc!r})") from None
    _need(game.pending is not None and not game.take_events(), "the saved progress does not wait on a decision")
