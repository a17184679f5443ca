"""The games the window plays: for each kind, the scene that plays it, its replay, and how its game over says who
won. The one module that imports every game's folder (game/ui/cards, game/ui/dice); the App holds this table as
`app.games`, so the scenes that start, end or replay a game (launch, the lobby, the game over) find a game's scenes
there and import no table: the tables import those scenes, and importing back would close a circle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ui.cards.replay import ReplayScene
from game.ui.cards.scene import CardTable
from game.ui.dice.ending import played_as, why_won
from game.ui.dice.replay import DiceReplay
from game.ui.dice.scene import DiceTable
from game.ui.learn.table import CardLesson, DiceLesson


@dataclass(frozen=True)
class GameScenes:
    table: type                 # (app, client): reads the client's messages in `update`, answers with client.send
    replay: type                # (app, setup, answers, seat): the table again, played from a finished game's answers
    why_won: Callable[[list[dict], list[dict]], str] | None = None
    """(events, players) -> who won and why in the game's own words; without it the game over says which side."""
    lesson: type | None = None  # (app, lesson, resume): a lesson of the game on its table (game/ui/learn)
    played_as: Callable[[dict, list], list] | None = None
    """(the last view's data, every seat's role) -> the role each ended playing as where the game's own rules give
    him a side (the dice modules'); a status's side is read for every game besides."""


GAMES = {"cards": GameScenes(CardTable, ReplayScene, lesson=CardLesson),
         "dice": GameScenes(DiceTable, DiceReplay, why_won, DiceLesson, played_as)}
