"""The made-up expansions of the tests registered once in this process, however a test reaches them first: the card
set boomtown (tests/cards/madeup/boomtown.py) and the dice modules frontier.gold and frontier.ghosts
(tests/dice/madeup/frontier.py, ghosts.py). Nothing under game/ names them: they are registered as an expansion
being written would be."""

import importlib.util
from pathlib import Path

from game.core.cards import sets as card_sets
from game.core.dice import modules as dice_modules

HERE = Path(__file__).parent
CARD_SETS = {"boomtown": HERE / "cards" / "madeup" / "boomtown.py"}
DICE_MODULES = {"frontier.gold": HERE / "dice" / "madeup" / "frontier.py",
                "frontier.ghosts": HERE / "dice" / "madeup" / "ghosts.py"}


def _run(path: Path):
    spec = importlib.util.spec_from_file_location(f"madeup_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def register_madeup() -> None:
    """Boomtown, frontier.gold and frontier.ghosts, each registered unless it already is (a set registers itself
    as it is imported; the dice modules are registered by their tests' conftest)."""
    for name, path in CARD_SETS.items():
        if name not in card_sets.known():
            _run(path)
    for name, path in DICE_MODULES.items():
        if name not in dice_modules.known():
            dice_modules.register(_run(path).MODULE)


def saloon_modules(count: int = 8) -> list:
    """`count` made-up dice modules that only bring rule options, to fill the Setup's list past its room (as Old
    Saloon's five modules will): each has a switch, and every other one a number and a choice too."""
    from game.core.common.options import Option
    from game.core.dice.specs import Module
    out = []
    for n in range(1, count + 1):
        options = {f"saloon{n}_house_rule": Option(f"House rule {n}", False, en=f"House rule {n}",
                                                   es=f"Regla de la casa {n}")}
        if n % 2:
            options[f"saloon{n}_rounds"] = Option(f"Rounds {n}", 3, en=f"Rounds of module {n}",
                                                  es=f"Rondas del módulo {n}", low=1, high=6)
            options[f"saloon{n}_pace"] = Option(f"Pace {n}", "slow", en=f"Pace of module {n}",
                                                es=f"Ritmo del módulo {n}",
                                                choices={"slow": ("Slow", "Lento"), "fast": ("Fast", "Rápido")})
        out.append(Module(f"saloon.{n}", en=f"Saloon module {n}", es=f"Módulo del salón {n}", options=options))
    return out
