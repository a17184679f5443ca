"""The window is one seat's client: nothing under game/ui reads a game object or the engines. Only client.py
builds a game (and its Table); everything else sees the messages a Client hands its seat."""

import ast
from pathlib import Path

import game.ui

UI = Path(game.ui.__file__).parent
BUILDER = UI / "client.py"
# static data the window may read: names, texts, the card list, roles, what a player's status answers; and what it
# asks the rules of a view (distance, reach, why a card is refused), answered by the core with no game object handed out
DATA_MODULES = {"game.core.cards.catalog", "game.core.dice.catalog", "game.core.common.roles",
                "game.core.common.status", "game.core.cards.reading"}
# an expansion's window side reads its own rules' records and words (names, rules text, the reconstructions kept as
# data) from its package of the core: window side folder -> the core package it may read
OWN_RULES = {UI / "dice" / "old_saloon": "game.core.dice.old_saloon",
             UI / "dice" / "undead_or_alive": "game.core.dice.undead_or_alive",
             UI / "dice" / "four_valiants": "game.core.dice.four_valiants",
             UI / "cards" / "shadow_gunslingers": "game.core.cards.shadow_gunslingers"}


def imported_modules(tree: ast.AST, package: str) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                found.add(f"{base}.{node.module}" if node.module else base)
            else:
                found.add(node.module)
    return found


def test_only_the_client_touches_the_rules_engines():
    for path in UI.rglob("*.py"):
        if path == BUILDER:
            continue
        package = ".".join(("game",) + path.relative_to(UI.parent).parent.parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module in imported_modules(tree, package):
            own = OWN_RULES.get(path.parent)
            if module.startswith(("game.core", "game.bots")) and not (own and module.startswith(own)):
                assert module in DATA_MODULES, f"{path.relative_to(UI)} imports {module}"
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                assert node.attr not in ("game", "_table"), f"{path.relative_to(UI)} reads .{node.attr}"


def test_the_client_interface_stays_small():
    from game.ui.client import Client
    assert Client.__abstractmethods__ == {"poll", "send", "close"}
