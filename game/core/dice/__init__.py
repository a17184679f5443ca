"""BANG! The Dice Game: `new_game(seed, players, modules=("base", ...), **options)` deals a game; `DiceGame` is its
engine, `specs.Module` what an expansion module adds (docs: README, "Where things go")."""

from game.core.dice.engine import DiceGame, new_game

__all__ = ["DiceGame", "new_game"]
