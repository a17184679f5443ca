"""The dice game's state as plain JSON data: the save format, in the shape of the views' table.

A save holds the full table as views.table writes it (every role, the whole progress), the rule options, the
event and state counters and the random generator; a seat's view holds that table less the roles it may not see,
so `determinize.deal_unknown` loads a view through the same door. `load` checks every field's type and range, and
that the state is one the rules can reach (arrows add up to nine, the dead are revealed, the waiting task really
asks a question), so a damaged or forged save is refused with SaveError instead of crashing later.
"""

from __future__ import annotations

from collections import Counter

from game.core.common.errors import SaveError
from game.core.common.rng import rng_from_json, rng_to_json
from game.core.common.roles import ROLES, roles_for
from game.core.dice.data import ARROWS_TOTAL, CHARACTERS, DICE, FACES, RETIRED_OPTIONS, RULE_OPTIONS, THREE_PLAYER_ROLES
from game.core.dice.hooks import Task, TaskSpec
from game.core.dice.views import HIT_FIELDS, TURN_FLAGS, table

PHASES = ("start", "roll", "resolve", "over")
SIDES = ("law", "outlaws", "renegade")


def dump(game, tasks: dict[str, TaskSpec]) -> dict:
    """The whole state: the full table, rules, counters, the random generator and any scripted rolls."""
    return {"rules": game.rules(), "table": table(game, tasks, None, full=True), "winner": game.winner,
            "winners": list(game.winners), "seq": game.seq, "version": game.version,
            "rng": rng_to_json(game.rng), "script": [list(r) for r in game.script]}


def _need(condition, message: str) -> None:
    if not condition:
        raise SaveError(f"this save is damaged: {message}")


def _is_int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def load(cls, state: dict, tasks: dict[str, TaskSpec]):
    """A game of class `cls` from `state`; `tasks` is the engine's task table (name -> run, answer, detail names)."""
    _need(isinstance(state, dict) and isinstance(state.get("table"), dict), "the state has no table")
    board = state["table"]
    players = board.get("players")
    _need(isinstance(players, list) and 3 <= len(players) <= 8, "it needs a list of 3 to 8 players")
    n = len(players)
    for seat, p in enumerate(players):
        _need(isinstance(p, dict) and p.get("seat") == seat, "a player is not a table, or out of order")
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
    pile = board.get("arrow_pile")
    _need(_is_int(pile, 0, ARROWS_TOTAL) and pile + sum(p["arrows"] for p in players) == ARROWS_TOTAL,
          "the nine arrows are not all accounted for")
    kinds = board.get("dice_kinds")
    _need(isinstance(kinds, list) and kinds and all(k in DICE for k in kinds), "unknown dice")
    dice, left, rolled = board.get("dice"), board.get("dice_left"), board.get("rolled")
    _need(isinstance(dice, list) and len(dice) == len(kinds)
          and all(f is None or f in DICE[k] for f, k in zip(dice, kinds)), "a die shows a face it does not have")
    _need(isinstance(left, list) and len(left) == len(kinds)
          and all(_is_int(x, 0, sum(FACES[f].values()) if f else 0) for x, f in zip(left, dice)),
          "the resolved dice are wrong")
    _need(isinstance(rolled, list) and all(_is_int(d, 0, len(kinds) - 1) for d in rolled), "the last roll is wrong")
    _need(_is_int(board.get("rolls"), 0, 99) and _is_int(board.get("turn"), 0, n - 1), "the turn is wrong")
    _need(board.get("phase") in PHASES, f"unknown phase {board.get('phase')!r}")
    rules = state.get("rules")
    _need(isinstance(rules, dict), "the rule options are missing")
    retired = sorted(set(rules) & set(RETIRED_OPTIONS))
    if retired:
        raise SaveError(f"this dice game was saved by an earlier version, with the rule option {retired[0]!r}: "
                        f"{RETIRED_OPTIONS[retired[0]]}, so this version cannot continue it")
    _need(set(rules) == set(RULE_OPTIONS) and all(type(v) is bool for v in rules.values()),
          "the rule options are wrong")
    flags = board.get("turn_flags")
    _need(isinstance(flags, dict) and set(flags) <= set(TURN_FLAGS) and all(type(v) in (bool, int)
                                                                         for v in flags.values()),
          "the turn flags are wrong")
    hits = board.get("hits")
    _need(isinstance(hits, list) and all(_is_hit(h, n) for h in hits), "the hits waiting to land are wrong")
    progress = board.get("progress")
    _need(isinstance(progress, list), "the game's progress is missing")
    task_list = [_task(entry, tasks, n, len(kinds)) for entry in progress]
    script = state.get("script", [])
    _need(isinstance(script, list) and all(isinstance(r, list) and all(f in FACES for f in r) for r in script),
          "the scripted rolls are wrong")
    winner, winners = state.get("winner"), state.get("winners")
    _need(winner is None or winner in SIDES, f"unknown winner {winner!r}")
    _need(isinstance(winners, list) and all(_is_int(s, 0, n - 1) for s in winners), "the winners are wrong")
    _need((winner is None) == bool(task_list), "a finished game still has work to do, or a running one has none")
    _need(_is_int(state.get("seq"), 0, 10 ** 9) and _is_int(state.get("version"), 0, 10 ** 9),
          "the event and state counters are wrong")

    game = cls([p["name"] for p in players], roles, [p["character"] for p in players],
               rng_from_json(state.get("rng")), rules)
    game.life = [p["life"] for p in players]
    game.max_life = [p["max_life"] for p in players]
    game.arrows = [p["arrows"] for p in players]
    game.alive = [p["alive"] for p in players]
    game.revealed = [p["role_revealed"] for p in players]
    game.pile, game.turn, game.phase, game.rolls = pile, board["turn"], board["phase"], board["rolls"]
    game.kinds, game.dice, game.left, game.rolled = list(kinds), list(dice), list(left), list(rolled)
    game.flags = dict(flags)
    game.batch = [[h[f] for f in HIT_FIELDS] for h in hits]
    game.tasks = task_list
    game.script = [list(r) for r in script]
    game.winner, game.winners = winner, list(winners)
    game.seq, game.version = state["seq"], state["version"]
    if winner is None:
        _resume(game, tasks)
    return game


def _is_hit(hit, players: int) -> bool:
    """A hit waiting to land: a living target, 0-9 life points, a source, a shooter or None, dodges counted."""
    if not isinstance(hit, dict) or set(hit) != set(HIT_FIELDS):
        return False
    return (_is_int(hit["target"], 0, players - 1) and _is_int(hit["amount"], 0, 9) and isinstance(hit["source"], str)
            and (hit["by"] is None or _is_int(hit["by"], 0, players - 1))
            and _is_int(hit["asked"], 0, hit["amount"]) and _is_int(hit["dodged"], 0, hit["asked"]))


def _task(entry, tasks: dict[str, TaskSpec], players: int, dice: int) -> Task:
    """A named progress entry back into the engine's task tuple (the inverse of views.task_entry)."""
    _need(isinstance(entry, dict) and entry.get("kind") in tasks, f"unknown step {entry!r}")
    name = entry["kind"]
    details = tasks[name][2]
    _need(set(entry) == {"kind", *details}, f"step {name!r} has the wrong details")
    task = [name]
    for field in details:
        value = entry[field]
        if field == "seat":
            _need(_is_int(value, 0, players - 1), f"step {name!r} names no seat")
        else:
            _need(isinstance(value, list) and value and all(_is_int(d, 0, dice - 1) for d in value),
                  f"step {name!r} names no dice")
            value = tuple(value)
        task.append(value)
    return tuple(task)


def _resume(game, tasks: dict[str, TaskSpec]) -> None:
    """Ask the waiting question again; it must be a question, asked without changing anything."""
    top = game.tasks[-1]
    _need(tasks[top[0]][1] is not None, f"the game was saved in the middle of step {top[0]!r}")
    seq = game.seq
    try:
        game._run()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"this save is damaged: its progress cannot continue ({exc!r})") from None
    _need(game.pending is not None and not game.take_events() and game.seq == seq,
          "the saved progress does not wait on a decision")
