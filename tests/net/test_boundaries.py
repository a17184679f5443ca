"""The network layer stands apart from the window: nothing under game/net imports game.ui, so a host runs where
pygame is missing and the window's code can change without the protocol's. The headless host is the one exception:
as a program of its own it says why a save cannot continue in the window's English words (game.ui.text.en, plain
data)."""

import ast
from pathlib import Path

import game

NET = Path(game.__file__).parent / "net"
PROGRAM = NET / "headless.py"


def imported(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
    return found


def test_the_network_layer_imports_nothing_of_the_window():
    paths = sorted(NET.glob("*.py"))
    assert PROGRAM in paths
    for path in paths:
        modules = imported(ast.parse(path.read_text(encoding="utf-8")))
        allowed = {"game.ui.text.en"} if path == PROGRAM else set()
        window = {m for m in modules if m == "pygame" or m.startswith(("pygame.", "game.ui"))} - allowed
        assert not window, f"{path.name} imports {sorted(window)}"
