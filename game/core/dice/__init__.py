"""BANG! The Dice Game: `new_game(seed, players, **options)` deals a game; `DiceGame` is its engine."""

from game.core.dice.engine import DiceGame, new_game

__all__ = ["DiceGame", "new_game"]
