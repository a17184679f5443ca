"""The program's rooms, read from its source: what the window may import, and what may not import the window.

The rules, the bots, the network, the scenario runner, the session, the command line and the user's folders never
import the window nor pygame, not even through a module they import: a LAN host runs where pygame is missing. No
circle of imports passes through the window's frame (app.py, scene.py, games.py), its scenes or its widgets. And
neither game's table imports the other's: what both share is the table kit's (game/ui/table/).

Imports are read with ast, at the top of a module and inside its functions alike. An import for the type checker
alone (under `if TYPE_CHECKING:`) never runs: it counts for the rooms but cannot close a circle.
"""

import ast
from pathlib import Path

import game

GAME = Path(game.__file__).parent
APART = ("game.core", "game.bots", "game.net", "game.scenario", "game.session", "game.cli", "game.storage")
WINDOW = ("game.ui", "pygame")
FRAME = ("game.ui.app", "game.ui.scene", "game.ui.games", "game.ui.scenes", "game.ui.widgets")
TABLES = ("game.ui.cards", "game.ui.dice")


def modules(package: Path) -> dict[str, Path]:
    """Every module of `package` by its dotted name (a package by its own name, for its __init__.py)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def for_typing_only(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports_of(name: str, path: Path, typing: bool) -> set[str]:
    """The modules `name` imports anywhere in it (relative imports resolved; `from x import y` is x.y when that is a
    module of the game, else x); those under `if TYPE_CHECKING:` only when `typing`."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if for_typing_only(child) and not typing:
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parent = package.split(".")[:len(package.split(".")) - child.level + 1]
                    base = ".".join(parent + ([child.module] if child.module else []))
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in child.names)
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def import_graph(package: Path, typing: bool) -> dict[str, set[str]]:
    """Module -> the modules it imports: those of the package (and the packages holding them, whose __init__ runs
    first, but for the module's own, already running), and outside ones by name."""
    known = modules(package)
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        edges = set()
        for imported in imports_of(name, path, typing):
            parts = imported.split(".")
            if parts[0] != package.name:
                edges.add(imported)
                continue
            held = (".".join(parts[:i]) for i in range(1, len(parts) + 1))
            edges.update(p for p in held if p in known and not name.startswith(f"{p}."))    # not its own packages
        graph[name] = edges - {name}
    return graph


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for module in graph.get(todo.pop(), ()):
            if module not in seen:
                seen.add(module)
                todo.append(module)
    return seen


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of modules that import one another round in a circle (a strongly connected component)."""
    groups = {}
    for module in graph:
        ahead = reachable(graph, module)
        if module in ahead:
            group = sorted(m for m in ahead if module in reachable(graph, m))
            groups[group[0]] = group
    return sorted(groups.values())


def test_the_rooms_without_a_window_never_import_it_even_through_another_module():
    graph = import_graph(GAME, typing=True)
    apart = [name for name in graph if name.startswith(APART)]
    assert {"game.net.headless", "game.session", "game.cli", "game.storage", "game.core.cards.engine"} <= set(apart)
    found = {name: sorted(m for m in reachable(graph, name) if m.startswith(WINDOW)) for name in apart}
    assert {name: window for name, window in found.items() if window} == {}


def test_no_circle_of_imports_passes_through_the_windows_frame_scenes_or_widgets():
    graph = import_graph(GAME, typing=False)
    assert {"game.ui.scenes.title", "game.ui.games"} <= graph["game.ui.app"]
    assert [group for group in circles(graph) if any(m.startswith(FRAME) for m in group)] == []


def test_neither_table_imports_the_others_and_each_scene_runs_without_it():
    """Only the screenshot tools reach the other table's folder: they open the whole window (the App, its games)."""
    typed, running = import_graph(GAME, typing=True), import_graph(GAME, typing=False)
    for mine, other in (TABLES, TABLES[::-1]):
        found = [f"{name} imports {m}" for name in typed if name.startswith(mine) for m in typed[name]
                 if m.startswith(other)]
        assert found == []
        assert [m for m in reachable(running, f"{mine}.scene") if m.startswith(other)] == []


def test_the_checks_see_imports_inside_functions_through_packages_and_not_for_typing(tmp_path):
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    files = {
        "__init__.py": "",
        "a.py": "from pkg.sub.b import x\n",
        "sub/__init__.py": "from . import c\n",
        "sub/b.py": "x = 1\n",
        "sub/c.py": "def later():\n    from ..a import y\n    import pygame\n",
        "d.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n",
        "e.py": "from pkg import d\n",
    }
    for name, text in files.items():
        (package / name).write_text(text)
    running, typed = import_graph(package, typing=False), import_graph(package, typing=True)
    assert circles(running) == [["pkg.a", "pkg.sub", "pkg.sub.c"]]           # a -> sub (its __init__) -> c -> a
    assert circles(typed) == circles(running)                                 # d -> a is no circle: a never imports d
    assert "pygame" in reachable(running, "pkg.a") and "pkg.a" not in reachable(running, "pkg.e")
    assert "pkg.a" in reachable(typed, "pkg.e")
