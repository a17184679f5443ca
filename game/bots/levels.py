"""Every bot level of both games by name, so menus, the LAN host and the tournament make them the same way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from game.bots.random_bot import RandomBot

LEVELS = ("random", "easy", "normal", "hard", "oracle")


class Search(TypedDict, total=False):
    """What make_bot passes on to a Hard bot's search; a key left out keeps the bot's default."""
    budget_s: float
    samples: int


def make_bot(game_kind: str, level: str, seed: int = 0, peek: Callable[[], object] | None = None,
             budget: float | None = None, samples: int | None = None):
    """A bot for one seat. `peek` (returns a copy of the real game, hidden cards, roles and future dice included)
    is handed only to the diagnostic Oracle. By default Hard searches a fixed amount of work (worlds, role
    assignments), so the same seed gives the same game on any machine; `samples` fixes the card searches' worlds
    instead, `budget` is the card Hard's safety net in seconds of CPU time (and the Oracles' time per decision)."""
    if level == "random":
        return RandomBot(seed)
    search: Search = {}
    if budget:
        search["budget_s"] = budget
    if samples:
        search["samples"] = samples
    if game_kind == "cards":
        from game.bots.card_hard import CardHardBot
        from game.bots.card_policy import CardBot
        if level in ("hard", "oracle"):
            return CardHardBot(seed, **search, peek=peek if level == "oracle" else None)
        return CardBot(level, seed)
    from game.bots.dice_hard import DiceHardBot
    from game.bots.dice_policy import DiceBot
    if level in ("hard", "oracle"):
        return DiceHardBot(seed, **search, peek=peek if level == "oracle" else None)
    return DiceBot(level, seed)


def new_game_for(game_kind: str, seed: int, players: int, fixed_roles: dict[int, str],
                 expansions: tuple[str, ...] = (), options: dict | None = None):
    """A new game of `game_kind` with some seats' roles fixed (the rest dealt from the seed); the card game with the
    base set and the card sets `expansions` names, the dice game with the base game and the modules it names; the
    card game's rule `options` on as given."""
    specs = [{"role": fixed_roles[s]} if s in fixed_roles else {} for s in range(players)]
    if game_kind == "cards":
        from game.core.cards.engine import new_game
        from game.core.cards.rulings import for_table
        return new_game(seed, specs, sets=("base", *expansions), **{**for_table(players), **(options or {})})
    from game.core.dice.engine import new_game as new_dice_game
    return new_dice_game(seed, specs, modules=("base", *expansions))

