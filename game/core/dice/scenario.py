"""Scenario adapter for the dice game: builds the table a file describes, turns steps into actions, reads paths.

The file's `expansions` name the modules it plays with besides the base game; a module may add steps (`do`) to
the vocabulary (specs.Module.scenario_steps), and its tokens are set up and read by their names, as the card
game's sets' piles and counters are. The vocabulary
is documented in docs/scenarios-dice.md.
"""

from __future__ import annotations

from collections import Counter

from game.core.common.errors import ScenarioError, SetupRefused
from game.core.common.roles import ROLES
from game.core.common.status import OUT, in_scenario
from game.core.dice.box import DiceBox, box_for
from game.core.dice.engine import DiceGame, deal
from game.core.dice.modules import dice_module
from game.core.dice.series import InSeries

PLAYER_PATHS = {
    "life": lambda g, s: g.life[s],
    "max_life": lambda g, s: g.max_life[s],
    "alive": lambda g, s: g.status[s].targetable,   # the scenario files' word: in the game (a zombie too)
    "status": lambda g, s: g.status[s].name,
    "arrows": lambda g, s: g.arrows[s],
    "role": lambda g, s: g.roles[s],
    "role_revealed": lambda g, s: g.revealed[s],
    "character": lambda g, s: g.chars[s],
}

TABLE_PATHS = {
    "turn": lambda g: g.names[g.turn],
    "phase": lambda g: g.phase,
    "winner": lambda g: g.winner,
    "winners": lambda g: [g.names[s] for s in g.winners],
    "pending.actor": lambda g: g.names[g.pending.seat] if g.pending else None,
    "pending.kind": lambda g: g.pending.kind if g.pending else None,
    "pending.options": lambda g: len(g.pending.options) if g.pending else 0,
    "dice": lambda g: list(g.dice) if g.rolls else [],
    "dice.kinds": lambda g: list(g.kinds),
    "arrows.pile": lambda g: g.pile,
    "arrows.total": lambda g: g.pile + sum(g.arrows),
    "rolls": lambda g: g.rolls,
}

# do -> (verb, fields in action order); "die"/"beer" name a die, "dice" a list of them, "target" a player,
# "targets" a list of players; any other field is given as written (a list as a tuple). "?": may be left out.
# "+": a flag, true or left out; when true the action carries its name (`chief = true`: the token "chief").
STEPS = {
    "reroll": ("reroll", ("dice",)),
    "stop": ("stop", ()),
    "shoot": ("shoot", ("die", "target")),
    "double_shot": ("double_shot", ("die", "beer", "target")),
    "beer": ("beer", ("die", "target")),
    "heal": ("heal", ("target",)),
    "take_arrow": ("take_arrow", ("+chief", "target?")),
    "lose_life": ("lose_life", ()),
    "discard_arrow": ("discard_arrow", ("target?", "+chief")),
    "pass": ("pass", ()),
    "give": ("give", ("dice", "target?")),      # a result given to a player (a module's decision: the Ghost's)
    "take_loss": ("take_loss", ("target",)),
}


def build(spec: dict) -> DiceGame | InSeries:
    """The table a file sets up; with a module that brings series rules, the game as the first of its series
    (dice/series.py: the naming of the next Sheriff is its last decision)."""
    box = _box(spec.get("expansions", []))
    variants = spec.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise ScenarioError(f"variants is a list of rule option names, not {variants!r}")
    players = spec.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 8:
        raise ScenarioError("a dice scenario needs 3 to 8 [[players]]")
    for p in players:
        if p.get("character") in box.left_out:
            raise SetupRefused(box.why_left_out(p["character"]))
        if p.get("character") is not None and p["character"] not in box.characters:
            raise SetupRefused(f"unknown character {p['character']!r} (not of these modules); the ids are "
                               f"{sorted(box.characters)}")
        if p.get("role") is not None and p["role"] not in ROLES and p["role"] not in box.role_cards:
            raise ScenarioError(f"unknown role {p['role']!r}; the roles are {sorted({*ROLES, *box.role_cards})}")
    try:
        seats = [{k: p.get(k) for k in ("name", "role", "character")} | {k: p[k] for k in ("extra_life",) if k in p}
                 for p in players]
        game = deal(spec.get("seed", 0), seats, modules=box.modules, **{v: True for v in variants})
    except ValueError as exc:
        raise SetupRefused(str(exc)) from None
    if spec.get("dealt"):
        game.start()
        return InSeries(game) if box.series is not None else game
    for seat, p in enumerate(players):
        _set_player(game, seat, p)
    table = spec.get("table", {})
    held = sum(game.arrows)
    pile = table.get("arrows", box.arrows - held)
    if type(pile) is not int or pile < 0 or pile + held != box.arrows:
        raise ScenarioError(f"the players hold {held} arrows, so the pile must hold {box.arrows - held}, not {pile}")
    game.pile = pile
    _set_piles(game, table)
    for setup in box.scenario_setups:
        setup(game, spec)
    rolls = table.get("rolls", [])
    if not isinstance(rolls, list) or not all(isinstance(r, list) and all(f in box.faces for f in r) for r in rolls):
        raise ScenarioError(f"rolls must be lists of faces among {sorted(box.faces)}")
    game.script = [list(r) for r in rolls]
    if table.get("phase", "start") != "start":
        raise ScenarioError("a dice scenario starts at the start of a turn (phase = \"start\")")
    first = _seat(game, table["turn"]) if "turn" in table else None
    game.recast()
    if first is not None and not game.status[first].takes_turn:
        raise ScenarioError(f"{table['turn']} is {game.status[first].name} and does not take turns")
    game.start(first)
    _check_script(game)
    return InSeries(game) if box.series is not None else game


def _box(expansions) -> DiceBox:
    """The box of the base game and the modules a file names."""
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise ScenarioError(f"expansions is a list of dice module names, not {expansions!r}")
    try:
        box = box_for(("base", *expansions))
    except KeyError as exc:
        raise ScenarioError(exc.args[0]) from None
    except ValueError as exc:
        raise SetupRefused(exc.args[0]) from None
    for name in expansions:          # a module without one it needs is refused, as the setups refuse it
        module = dice_module(name)
        missing = [other for other in module.needs if other not in expansions]
        if missing:
            raise SetupRefused(f"{module.en or name} ({name}) needs the module {', '.join(missing)}")
    return box


def _set_player(game: DiceGame, seat: int, p: dict) -> None:
    name = game.names[seat]
    life = p.get("life", game.max_life[seat])
    if type(life) is not int or not 0 <= life <= game.max_life[seat]:
        raise ScenarioError(f"{name}'s life must be 0 to {game.max_life[seat]}, not {life!r}")
    arrows = p.get("arrows", 0)
    if type(arrows) is not int or not 0 <= arrows <= game.box.arrows:
        raise ScenarioError(f"{name}'s arrows must be 0 to {game.box.arrows}, not {arrows!r}")
    game.life[seat], game.arrows[seat] = life, arrows
    status = in_scenario(p, game.box.statuses, name)
    if not status.targetable or life == 0:
        if arrows:
            raise ScenarioError(f"{name} is out of the game and cannot hold arrows")
        game.life[seat], game.status[seat], game.revealed[seat] = 0, OUT if status.targetable else status, True
    else:
        game.status[seat] = status
    for kind in game.tokens:
        if kind not in p:
            continue
        value, supply = p[kind], game.box.tokens[kind].supply
        if isinstance(supply, int):
            if type(value) is bool:             # one token of its kind held (true: the one Ghost card, a zombie's)
                value = int(value)
            if type(value) is not int or value < 0:
                raise ScenarioError(f"{name}'s {kind} is a count, not {value!r}")
            game.tokens[kind][seat] = value
        elif not isinstance(value, list) or not set(value) <= set(supply):
            raise ScenarioError(f"{name}'s {kind} is a list of {sorted(set(supply))}, not {value!r}")
        else:
            game.tokens[kind][seat] = list(value)
        token_status = game.box.tokens[kind].status
        if token_status is not None and value:      # a token that gives its holder a status (a Ghost's)
            game.status[seat] = token_status
            if not token_status.targetable:         # out of the game: no life, no arrows, his role face up
                if game.arrows[seat]:
                    raise ScenarioError(f"{name} is {token_status.name} and cannot hold arrows")
                game.life[seat], game.revealed[seat] = 0, True


def _set_piles(game: DiceGame, piles: dict) -> None:
    """Each token pile holds what the players do not: a count, or (a list kind) the tokens a file names on top,
    then the rest of the supply in its order."""
    for kind, token in game.box.tokens.items():
        if token.shares is not None:        # the same tokens in another state: none unless its module's words say
            continue
        held, supply = game.tokens[kind], token.supply
        if isinstance(supply, int):
            if sum(held) > supply or kind in piles:
                raise ScenarioError(f"the players hold {sum(held)} {kind}, of {supply} (its pile is the rest)")
            game.token_piles[kind] = supply - sum(held)
            continue
        top = piles.get(kind, [])
        wanted = Counter([*top, *(t for h in held for t in h)]) if isinstance(top, list) else None
        if wanted is None or wanted - Counter(supply):
            raise ScenarioError(f"there are not enough {kind} for what the players and the pile hold: "
                                f"{sorted(Counter(supply).elements())}")
        rest = list((Counter(supply) - wanted).elements())
        keeper = next((s for s, st in enumerate(game.status) if st.name == token.kept_by), None)
        if keeper is not None and kind not in piles:
            held[keeper] += rest
            rest = []
        game.token_piles[kind] = [*top, *rest]


def _seat(game: DiceGame, name) -> int:
    if name not in game.names:
        raise ScenarioError(f"no player called {name!r}; the players are {game.names}")
    return game.names.index(name)


def _die(game: DiceGame, value) -> int:
    """A die by number, or by face: the first die not yet resolved that shows it."""
    if type(value) is int:
        return value
    for i, face in enumerate(game.dice):
        if face == value and game.left[i]:
            return i
    raise ScenarioError(f"no unresolved die shows {value!r}; the dice are {game.dice}")


def _check_script(game: DiceGame) -> None:
    if game.script_error:
        raise ScenarioError(game.script_error)


def to_action(game: DiceGame, step: dict) -> tuple[int, tuple]:
    _check_script(game)
    steps = {**STEPS, **game.box.scenario_steps}
    if step.get("do") not in steps:
        raise ScenarioError(f"unknown do {step.get('do')!r}; this dice game accepts {sorted(steps)}")
    if "actor" not in step:
        raise ScenarioError("every step names its actor")
    verb, fields, *finish = steps[step["do"]]
    action: list[object] = [verb]
    for name in fields:
        if name.startswith("+"):
            flag = step.get(name[1:], False)
            if type(flag) is not bool:
                raise ScenarioError(f"{name[1:]} is true or left out, not {flag!r}")
            if flag:
                action.append(name[1:])
            continue
        optional = name.endswith("?")
        name = name.rstrip("?")
        if name not in step:
            if optional:
                continue
            raise ScenarioError(f"do = {step['do']!r} needs {name!r}")
        value = step[name]
        if name == "dice":
            if not isinstance(value, list):
                raise ScenarioError("dice is a list of die numbers")
            action.append(tuple(sorted(_die(game, v) for v in value)))
        elif name in ("die", "beer"):
            action.append(_die(game, value))
        elif name == "target":
            action.append(_seat(game, value))
        elif name == "targets":
            action.append(tuple(_seat(game, v) for v in value) if isinstance(value, list) else value)
        else:
            action.append(tuple(value) if isinstance(value, list) else value)
    actor = _seat(game, step["actor"])
    pending = game.pending
    if pending is not None and pending.kind in game.box.scenario_passes and pending.seat == actor \
            and verb not in {option[0] for option in pending.options}:
        game.apply(actor, ("pass",))        # a may-question the file leaves unanswered (Belle Star's after a roll)
    return actor, finish[0](game, actor, tuple(action)) if finish else tuple(action)


def names(game: DiceGame) -> list[str]:
    return list(game.names)


def lookup(game: DiceGame, path: str):
    _check_script(game)
    if path in TABLE_PATHS:
        return TABLE_PATHS[path](game)
    if path in game.box.scenario_paths:
        return game.box.scenario_paths[path](game)
    name, _, key = path.rpartition(".")
    if name in game.names and key in PLAYER_PATHS:
        return PLAYER_PATHS[key](game, game.names.index(name))
    if name in game.names and key in game.box.player_paths:
        return game.box.player_paths[key](game, game.names.index(name))
    if name in game.names and key in game.tokens:
        return game.tokens[key][game.names.index(name)]
    if key == "count" and name in game.token_piles:
        pile = game.token_piles[name]
        return pile if isinstance(pile, int) else len(pile)
    tokens = "".join(f"|{t}" for t in game.tokens)
    raise ScenarioError(f"unknown path {path!r}: use NAME.{'|'.join(PLAYER_PATHS)}{tokens}, TOKEN.count or one of "
                        f"{sorted(TABLE_PATHS)}")
