"""Both games speak one dialect (docs/contract.md), and their engines name no card, no character and no die face.

A reader of one game's events and views can read the other's: the same view shape, the same fields for the
events both games have. And what a card, a character or a face does comes from its record (a card set's
`CardKind` or `Character`, a dice module's faces, steps and characters), so an expansion adds records and edits
no engine.
"""

import ast
import random
import re
from pathlib import Path

import pytest

from game.core.cards.box import box_for
from game.core.cards.engine import new_game as new_card_game
from game.core.common.table import Table
from game.core.common.view import ViewError
from game.core.dice.catalog import CHARACTERS as DICE_CHARACTERS
from game.core.dice.catalog import FACES as DICE_FACES
from game.core.dice.engine import new_game as new_dice_game

CORE = Path(__file__).resolve().parents[1] / "game" / "core"
# The modules that hold no card's, character's or face's own rules: the records live in cards/base/ and dice/base/;
# rulings.py, the catalogs and the scenario readers hold texts written for people.
GENERIC = {
    "cards": ["box.py", "data.py", "determinize.py", "engine.py", "explain.py", "flow.py", "plays.py", "reading.py",
              "saves.py", "sets.py", "specs.py", "state.py", "views.py"],
    "dice": ["box.py", "determinize.py", "engine.py", "modules.py", "reasons.py", "saves.py", "specs.py", "turn.py",
             "views.py"],
    "common": sorted(p.name for p in (CORE / "common").glob("*.py")),
}


def card_names(printed: bool = True) -> set[str]:
    """The base set's card and character ids, and (`printed`) their English names: BANG! is also the game's."""
    box = box_for(("base",))
    names = {k.name for k in box.kinds.values()} | {c.id for c in box.characters.values()}
    if printed:
        names |= {k.en for k in box.kinds.values()} | {c.en for c in box.characters.values()}
    return names


def dice_names() -> set[str]:
    """The base characters' ids and names, and the faces named by a word (not the 1 and the 2, nor the Arrow: the
    arrows players take are the engine's own)."""
    faces = {f for f in DICE_FACES if not f.isdigit()} - {"arrow"}
    return {c.id for c in DICE_CHARACTERS.values()} | {c.en for c in DICE_CHARACTERS.values()} | faces


def words_in_code(path: Path):
    """Every identifier, attribute and string of a module but its docstrings (those may give examples)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value
        elif isinstance(node, ast.Name):
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr


def named(path: Path, names: set[str]) -> list[str]:
    found = []
    for line, word in words_in_code(path):
        for name in names:
            if word.lower() == name.lower() or re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", word):
                found.append(f"{path.parent.name}/{path.name}:{line}: {name!r} in {word!r}")
    return found


@pytest.mark.parametrize("part", sorted(GENERIC))
def test_the_engines_name_no_card_and_no_character(part):
    names = {"cards": card_names(), "dice": dice_names(), "common": card_names(printed=False) | dice_names()}[part]
    found = [hit for module in GENERIC[part] for hit in named(CORE / part / module, names)]
    assert found == []


def test_the_name_check_finds_a_name_where_there_is_one(tmp_path):
    module = tmp_path / "engine.py"
    module.write_text('"""Slab the Killer, as an example."""\nif p.character == "slab_the_killer":\n'
                      '    raise IllegalMove("no", "only Slab the Killer may")\nbang_limit = bang\n')
    assert sorted(hit.split(": ", 1)[1] for hit in named(module, dice_names() | {"bang"})) == [
        "'Slab the Killer' in 'only Slab the Killer may'", "'bang' in 'bang'", "'slab_the_killer' in 'slab_the_killer'"]


# -- one dialect ---------------------------------------------------------------------------------------------
def played(game, players: int, seed: int):
    """Every event of `game` played at random to the end, as dicts, and a view of every seat at each decision."""
    rng = random.Random(seed)
    events, views = list(game.take_events()), []
    while game.pending is not None:
        views += [game.view(seat).data for seat in range(players)]
        events += game.apply(game.pending.seat, rng.choice(game.pending.options))
    return [e.visible_to(None) for e in events], views


def both_games(seeds: int = 30):
    for seed in range(seeds):
        players = 4 + seed % 4
        yield "cards", *played(new_card_game(seed, players), players, seed)
        yield "dice", *played(new_dice_game(seed, players), players, seed)


def test_the_events_both_games_have_carry_the_same_fields():
    fields: dict[str, dict[str, set]] = {"cards": {}, "dice": {}}
    for kind, events, _ in both_games():
        for event in events:
            fields[kind].setdefault(event["kind"], set()).add(frozenset(event))
    shared = set(fields["cards"]) & set(fields["dice"])
    assert {"game_start", "role_dealt", "turn_start", "turn_end", "life", "eliminated", "dynamite_exploded",
            "game_over"} <= shared
    for kind in shared - {"game_start"}:      # the deal also tells each game's own table (deck, arrows...)
        assert fields["cards"][kind] == fields["dice"][kind], kind
    start = {"kind", "seq", "version", "players", "rules"}
    assert all(start <= keys for game in fields.values() for keys in game["game_start"])


def test_both_games_views_have_one_shape():
    keys: dict[str, set] = {"cards": set(), "dice": set()}
    players: dict[str, set] = {"cards": set(), "dice": set()}
    for kind, _, views in both_games(10):
        for data in views:
            keys[kind].add(frozenset(data))
            players[kind] |= {frozenset(p) for p in data["table"]["players"]}
            assert {"turn", "phase", "players", "progress"} <= set(data["table"])
            assert all("kind" in entry for entry in data["table"]["progress"])
    top = {"game", "seat", "version", "rules", "role", "hand", "table", "pending", "winner", "winners"}
    assert keys == {"cards": {frozenset(top)}, "dice": {frozenset(top)}}
    common = {"seat", "name", "character", "life", "max_life", "status", "role", "role_revealed"}
    assert players["cards"] == {frozenset(common | {"hand_count", "in_play", "bangs", "piles"})}
    assert players["dice"] == {frozenset(common | {"arrows", "piles"})}


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_view_held_across_answers_shows_the_state_of_its_own_version(kind):
    """A view built before the game moved on, or never built until after, still shows its own version."""
    new_game = {"cards": new_card_game, "dice": new_dice_game}[kind]
    held = 0
    for seed in range(30):
        game = new_game(seed, 4 + seed % 4)
        rng = random.Random(seed)
        for _ in range(seed % 10 * 6):
            if game.pending is None:
                break
            game.apply(game.pending.seat, rng.choice(game.pending.options))
        if game.pending is None:
            continue
        seat, version = game.pending.seat, game.version
        lazy, built = game.view(seat), game.view(None)
        expected = (game.clone().view(seat).data, game.clone().view(None).data)
        assert built.data == expected[1]
        while game.pending is not None and game.version < version + 5:
            game.apply(game.pending.seat, rng.choice(game.pending.options))
        assert (lazy.data, built.data) == expected and lazy.data["version"] == version < game.version
        held += 1
    assert held > 20


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_views_basics_are_its_data_in_part_and_grow_into_the_same_data(kind):
    """`basics` (what bots read) holds exactly the fields of `data` it names; a view whose basics were read
    first, then held across answers, still grows into the data of its own version."""
    new_game = {"cards": new_card_game, "dice": new_dice_game}[kind]
    checked = 0
    for seed in range(20):
        game = new_game(seed, 4 + seed % 4)
        rng = random.Random(seed)
        for _ in range(seed * 3):
            if game.pending is None:
                break
            game.apply(game.pending.seat, rng.choice(game.pending.options))
        if game.pending is None:
            continue
        held = []
        for seat in (game.pending.seat, None):
            view, expected = game.view(seat), game.clone().view(seat).data
            basics = view.basics
            assert set(basics) == {"game", "seat", "version", "role", "hand", "table"}
            assert set(basics["table"]) == {"players"}
            assert {key: expected[key] for key in basics if key != "table"} == {
                key: value for key, value in basics.items() if key != "table"}
            assert basics["table"]["players"] == expected["table"]["players"]
            held.append((view, expected))
        game.apply(game.pending.seat, rng.choice(game.pending.options))
        for view, expected in held:                 # the decider's (with its options) and a spectator's
            assert view.data == expected and view.basics is view.data      # grown at its own version, not the next
        checked += 1
    assert checked > 15


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_view_not_lent_refuses_to_be_read_after_the_game_moved_on_and_a_lent_one_is_kept(kind):
    """The Table's view for a seat that answers at once is not lent: read after the answer, it says so instead of
    showing a later state. A seat that answers later gets a lent view, readable after other answers."""
    new_game = {"cards": new_card_game, "dice": new_dice_game}[kind]
    game = new_game(4, 5)
    seat = game.pending.seat
    unlent, lent = game.view(seat, lend=False), game.view(seat, lend=False)
    expected = game.clone().view(seat).data
    game.lend(lent)
    game.apply(seat, game.pending.options[0])
    with pytest.raises(ViewError, match="must be lent"):
        unlent.basics  # noqa: B018
    with pytest.raises(ViewError, match="too late"):
        game.lend(unlent)
    assert lent.data == expected and lent.version == expected["version"] < game.version

    kept = []

    class Keeper:
        def choose(self, view):
            kept.append(view)
            return None

    table = Table(new_game(4, 5), [Keeper()] * 5)
    table.run()
    first = table.game.clone().view(kept[0].seat).data
    table.answer(kept[0].seat, kept[0].decision.options[0])
    assert kept[0].data == first
