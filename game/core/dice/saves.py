"""The dice game's state as plain JSON data: the save format, in the shape of the views' table.

A save holds the full table as views.table writes it (every role and token, the whole progress), the modules and
rule options, the event and state counters and the random generator; a seat's view holds that table less what
it may not see, so `determinize.deal_unknown` loads a view through the same door. `load` checks every field's
type and range against the box of the save's modules, and that the state is one the rules can reach (each
module's load checks: the arrows add up, the dead are revealed...; the tokens are all accounted for; the waiting
task really asks a question), so a damaged or forged save is refused with SaveError instead of crashing later.
Saves written before the dice game had modules load as base games.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from game.core.common.errors import SaveError
from game.core.common.rng import rng_from_json, rng_to_json
from game.core.common.roles import ROLES
from game.core.common.status import from_alive
from game.core.dice.box import DiceBox, box_for
from game.core.dice.modules import MODULES
from game.core.dice.specs import Module, Task
from game.core.dice.turn import FALL_FIELDS, GAIN_FIELDS, HIT_FIELDS
from game.core.dice.views import table

PHASES = ("start", "roll", "resolve", "over")


def dump(game) -> dict:
    """The whole state: the full table, rules, counters, the random generator and any scripted rolls."""
    return {"rules": game.rules(), "table": table(game, None, full=True), "winner": game.winner,
            "winners": list(game.winners), "seq": game.seq, "version": game.version,
            "rng": rng_to_json(game.rng), "script": [list(r) for r in game.script]}


def _need(condition, message: str) -> None:
    if not condition:
        raise SaveError(f"this save is damaged: {message}")


def _named(value, names) -> bool:
    """`value` is one of `names` (a name read from the file: a list or a dict there is no name, not a crash)."""
    return isinstance(value, str) and value in names


def _is_int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def load(cls, state: dict):
    """A game of class `cls` (the engine's DiceGame) from `state`, checked against its modules' box."""
    _need(isinstance(state, dict) and isinstance(state.get("table"), dict), "the state has no table")
    state = _upgraded(state)
    rules: Any = state.get("rules")          # read from the file: checked below
    _need(isinstance(rules, dict), "the rule options are missing")
    box = _box(rules.get("modules"))
    retired = sorted(set(rules) & set(box.retired))
    if retired:
        raise SaveError(f"this dice game was saved by an earlier version, with the rule option {retired[0]!r}: "
                        f"{box.retired[retired[0]]}, so this version cannot continue it")
    options = {k: v for k, v in rules.items() if k != "modules"}
    _need(set(options) == set(box.options) and all(box.options[k].why_not(v) is None for k, v in options.items()),
          "the rule options are wrong")
    board = state["table"]
    players = board.get("players")
    _need(isinstance(players, list) and 3 <= len(players) <= 8, "it needs a list of 3 to 8 players")
    n = len(players)
    for seat, p in enumerate(players):
        _need(isinstance(p, dict) and p.get("seat") == seat, "a player is not a table, or out of order")
        _need(isinstance(p.get("name"), str) and p["name"], "a player has no name")
        _need(_named(p.get("character"), box.characters), f"unknown character {p.get('character')!r}")
        _need(p.get("role") in ROLES, f"unknown role {p.get('role')!r}")
        _need(_is_int(p.get("max_life"), 1, 99), "a maximum life is out of range")
        _need(_is_int(p.get("life"), 0, p["max_life"] + box.life_over), "a life is out of range")
        _need(_is_int(p.get("arrows"), 0, box.arrows), "an arrow count is out of range")
        _need(_named(p.get("status"), box.statuses), f"a player's status {p.get('status')!r} is not one of "
                                               f"{sorted(box.statuses)}")
        _need(type(p.get("role_revealed")) is bool, "role_revealed not true/false")
        _need(_are_tokens(p.get("piles"), box), "a player's tokens are wrong")
    _need(len({p["name"] for p in players}) == n and len({p["character"] for p in players}) == n,
          "two players share a name or a character")
    pile = board.get("arrow_pile")
    _need(_is_int(pile, 0, box.arrows), "the arrow pile is out of range")
    _need(_are_tokens(board.get("piles"), box), "the token piles are wrong")
    kinds = board.get("dice_kinds")
    _need(isinstance(kinds, list) and kinds and all(_named(k, box.dice) for k in kinds), "unknown dice")
    dice, left, rolled = board.get("dice"), board.get("dice_left"), board.get("rolled")
    _need(isinstance(dice, list) and len(dice) == len(kinds)
          and all(f is None or _named(f, box.dice[k]) for f, k in zip(dice, kinds)),
          "a die shows a face it does not have")
    _need(isinstance(left, list) and len(left) == len(kinds)
          and all(_is_int(x, 0, box.face_units[f]) for x, f in zip(left, dice)), "the resolved dice are wrong")
    _need(isinstance(rolled, list) and all(_is_int(d, 0, len(kinds) - 1) for d in rolled), "the last roll is wrong")
    _need(_is_int(board.get("rolls"), 0, 99) and _is_int(board.get("turn"), 0, n - 1), "the turn is wrong")
    _need(board.get("phase") in PHASES, f"unknown phase {board.get('phase')!r}")
    flags = board.get("turn_flags")
    _need(isinstance(flags, dict) and set(flags) <= set(box.turn_flags) and all(type(v) in (bool, int)
                                                                               for v in flags.values()),
          "the turn flags are wrong")
    hits = board.get("hits")
    _need(isinstance(hits, list) and all(_is_hit(h, n) for h in hits), "the hits waiting to land are wrong")
    gains, falling = board.get("gains", []), board.get("falling", [])
    _need(isinstance(gains, list) and all(_is_gain(e, n) for e in gains), "the life gains waiting are wrong")
    _need(isinstance(falling, list) and all(_is_fall(e, n) for e in falling), "the players falling are wrong")
    progress = board.get("progress")
    _need(isinstance(progress, list), "the game's progress is missing")
    task_list = [_task(entry, box, n, len(kinds)) for entry in progress]
    script = state.get("script", [])
    _need(isinstance(script, list)
          and all(isinstance(r, list) and all(_named(f, box.faces) for f in r) for r in script),
          "the scripted rolls are wrong")
    winner: Any = state.get("winner")
    winners: Any = state.get("winners")
    _need(winner is None or _named(winner, box.sides), f"unknown winner {winner!r}")
    _need(isinstance(winners, list) and all(_is_int(s, 0, n - 1) for s in winners), "the winners are wrong")
    _need((winner is None) == bool(task_list), "a finished game still has work to do, or a running one has none")
    _need(_is_int(state.get("seq"), 0, 10 ** 9) and _is_int(state.get("version"), 0, 10 ** 9),
          "the event and state counters are wrong")

    game = cls(box, [p["name"] for p in players], [p["role"] for p in players], [p["character"] for p in players],
               rng_from_json(state.get("rng")), options)
    game.life = [p["life"] for p in players]
    game.max_life = [p["max_life"] for p in players]
    game.arrows = [p["arrows"] for p in players]
    game.status = [box.statuses[p["status"]] for p in players]
    game.revealed = [p["role_revealed"] for p in players]
    game.tokens = {name: [_copy(p["piles"][name]) for p in players] for name in box.tokens}
    game.token_piles = {name: _copy(pile) for name, pile in board["piles"].items()}
    game.pile, game.turn, game.phase, game.rolls = pile, board["turn"], board["phase"], board["rolls"]
    game.kinds, game.dice, game.left, game.rolled = list(kinds), list(dice), list(left), list(rolled)
    game.flags = dict(flags)
    game.batch = [[h[f] for f in HIT_FIELDS] for h in hits]
    game.gains = [[e[f] for f in GAIN_FIELDS] for e in gains]
    game.falling = [[e[f] for f in FALL_FIELDS] for e in falling]
    game.tasks = task_list
    game.script = [list(r) for r in script]
    game.winner, game.winners = winner, list(winners)
    game.seq, game.version = state["seq"], state["version"]
    game.recast()
    for check in box.checks.values():
        wrong = check(game)
        _need(wrong is None, str(wrong))
    _need(_tokens_add_up(game), "the tokens are not all accounted for")
    if winner is None:
        _resume(game)
    return game


def played(state: dict) -> list[Module]:
    """The modules of this program a saved state names (the base game's alone in a save from before modules),
    whose versions the save file records (savefile.unwrap)."""
    rules = state.get("rules")
    return MODULES.named(rules.get("modules", ["base"]) if isinstance(rules, dict) else None)


def upgrade_format_2(state: dict) -> None:
    """A format 2 state in today's words: each player's `alive` becomes his status."""
    if isinstance(state.get("table"), dict):
        from_alive(state["table"].get("players"))


def _upgraded(state: dict) -> dict:
    """A state saved before the dice game had modules, in today's shape (a copy): a base game, holding no tokens,
    whose first roll waiting behind Sid Ketchum's choice is the step `first_roll`. Any other state as it is."""
    if not isinstance(state.get("rules"), dict) or "modules" in state["rules"]:
        return state
    state = copy.deepcopy(state)
    rules, board = state["rules"], state["table"]
    rules["modules"] = ["base"]
    board.setdefault("piles", {})
    for p in board.get("players") if isinstance(board.get("players"), list) else ():
        if isinstance(p, dict):
            p.setdefault("piles", {})
    if isinstance(board.get("progress"), list):
        board["progress"] = [{"kind": "first_roll"} if isinstance(e, dict) and e.get("kind") == "roll" else e
                             for e in board["progress"]]
    return state


def _box(modules: Any) -> DiceBox:
    _need(isinstance(modules, list) and all(isinstance(m, str) for m in modules), "the modules are not named")
    try:
        return box_for(tuple(modules))
    except (KeyError, ValueError) as exc:
        raise SaveError(f"this dice game cannot be played here: {exc.args[0]}") from None


def _copy(value):
    return value[:] if type(value) is list else value


def _are_tokens(tokens: Any, box: DiceBox) -> bool:
    """A player's tokens or the piles: each of the box's kinds, a count in range or a list of its tokens."""
    if not isinstance(tokens, dict) or set(tokens) != set(box.tokens):
        return False
    for name, value in tokens.items():
        supply = box.tokens[name].supply
        if isinstance(supply, int):
            if not _is_int(value, 0, supply):
                return False
        elif not isinstance(value, list) or not set(value) <= set(supply):
            return False
    return True


def _tokens_add_up(game) -> bool:
    """Every token of the box's supply is held by one player or in its pile, once."""
    for name, token in game.box.tokens.items():
        held, pile, supply = game.tokens[name], game.token_piles[name], token.supply
        if isinstance(supply, int):
            if pile + sum(held) != supply:
                return False
        elif token.shares is None and Counter(tokens_of(game, name)) != Counter(supply):
            return False
    return True


def tokens_of(game, name: str) -> list[str]:
    """Every token of a listed kind `name` held or in a pile, those of the kinds sharing its supply included."""
    kinds = [name, *(t.name for t in game.box.tokens.values() if t.shares == name)]
    return [t for kind in kinds for t in [*game.token_piles[kind], *(t for h in game.tokens[kind] for t in h)]]


def _is_hit(hit, players: int) -> bool:
    """A hit waiting to land: a living target, 0-9 life points, a source, a shooter or None, dodges counted."""
    if not isinstance(hit, dict) or set(hit) != set(HIT_FIELDS):
        return False
    return (_is_int(hit["target"], 0, players - 1) and _is_int(hit["amount"], 0, 9) and isinstance(hit["source"], str)
            and (hit["by"] is None or _is_int(hit["by"], 0, players - 1))
            and _is_int(hit["asked"], 0, hit["amount"]) and _is_int(hit["dodged"], 0, hit["asked"]))


def _is_gain(entry, players: int) -> bool:
    """A life gain waiting on a question: a seat, 1-9 life, a source, a giver or None."""
    return (isinstance(entry, dict) and set(entry) == set(GAIN_FIELDS) and _is_int(entry["seat"], 0, players - 1)
            and _is_int(entry["amount"], 1, 9) and isinstance(entry["source"], str)
            and (entry["by"] is None or _is_int(entry["by"], 0, players - 1)))


def _is_fall(entry, players: int) -> bool:
    """A player whose fall waits on a question: a seat, and who took his last life or None."""
    return (isinstance(entry, dict) and set(entry) == set(FALL_FIELDS) and _is_int(entry["seat"], 0, players - 1)
            and (entry["by"] is None or _is_int(entry["by"], 0, players - 1)))


def _task(entry, box: DiceBox, players: int, dice: int) -> Task:
    """A named progress entry back into the engine's task tuple (the inverse of views.task_entry)."""
    _need(isinstance(entry, dict) and _named(entry.get("kind"), box.steps), f"unknown step {entry!r}")
    name = entry["kind"]
    detail = box.detail[name]
    _need(set(entry) == ({"kind", detail} if detail else {"kind"}), f"step {name!r} has the wrong details")
    if detail is None:
        return (name,)
    value = entry[detail]
    if detail == "seat":
        _need(_is_int(value, 0, players - 1), f"step {name!r} names no seat")
    else:
        _need(isinstance(value, list) and value and all(_is_int(d, 0, dice - 1) for d in value),
              f"step {name!r} names no dice")
        value = tuple(value)
    return (name, value)


def _resume(game) -> None:
    """Ask the waiting question again; it must be a question, asked without changing anything."""
    top = game.tasks[-1]
    _need(top[0] in game.box.answer, f"the game was saved in the middle of step {top[0]!r}")
    seq = game.seq
    try:
        game._run()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"this save is damaged: its progress cannot continue ({exc!r})") from None
    _need(game.pending is not None and not game.take_events() and game.seq == seq,
          "the saved progress does not wait on a decision")
