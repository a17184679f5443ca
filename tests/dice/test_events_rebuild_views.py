"""Every seat can follow a dice game from its events alone, as a window or a remote client will.

Over seeded games of random bots (3 to 8 players) played through a Table, each seat and a
spectator keep a picture of the table (life, maximum life, each one's status, everyone's arrows, the pile, the
dice, the roles it knows) from the events they receive, starting from nothing: game_start sets the table.
After every decision that picture must equal the one read from the seat's view. A client that joins late
starts from a view instead; since the picture read from any view equals the one the events built, the events
after that view bring it to every later view as well.
"""

import pytest

from game.bots.random_bot import RandomBot
from game.core.common.table import Table
from game.core.dice.engine import new_game


class Picture:
    """What one seat knows of the table, kept up from its events only."""

    def __init__(self):
        self.players: list[dict] = []
        self.pile = None
        self.dice: list = []
        self.seq = 0

    def observe(self, event: dict) -> None:
        assert event["seq"] == self.seq, "an event was lost or came twice"
        self.seq += 1
        kind = event["kind"]
        if kind == "game_start":
            self.players = [{key: p[key] for key in ("life", "max_life", "status", "arrows", "role")}
                            for p in event["players"]]
            self.pile = event["arrow_pile"]
            self.dice = [None] * len(event["dice_kinds"])
        elif kind in ("role_dealt", "role_revealed", "eliminated") and event["role"] is not None:
            self.players[event["seat"]]["role"] = event["role"]
        elif kind == "turn_start":
            self.dice = [None] * len(self.dice)
        elif kind == "dice_rolled":
            for die, face in zip(event["dice"], event["faces"]):
                self.dice[die] = face
        elif kind == "life":
            player = self.players[event["seat"]]
            player["life"] += event["delta"]
            assert player["life"] == event["life"]
        elif kind == "arrows":
            self.players[event["seat"]]["arrows"] += event["delta"]
            self.pile -= event["delta"]
            assert self.pile == event["pile"]
        if kind == "eliminated":
            self.players[event["seat"]]["status"] = "out"
        elif kind == "status":
            self.players[event["seat"]]["status"] = event["status"]
        elif kind == "game_over":
            for player, role in zip(self.players, event["roles"]):
                player["role"] = role

    def facts(self) -> tuple:
        return self.players, self.pile, self.dice


def seen(data: dict) -> tuple:
    """The same facts, read from a view."""
    board = data["table"]
    players = [{key: p[key] for key in ("life", "max_life", "status", "arrows", "role")} for p in board["players"]]
    return players, board["arrow_pile"], board["dice"]


class Follower:
    """A seat or a spectator that keeps a picture and checks it against every view it is shown."""

    def __init__(self):
        self.picture = Picture()
        self.shown = 0

    def observe(self, event: dict) -> None:
        self.picture.observe(event)

    def show(self, view) -> None:
        assert self.picture.facts() == seen(view.data), f"seat {view.seat} at version {view.version}"
        self.shown += 1


class Player(Follower):
    def __init__(self, seed: int):
        super().__init__()
        self.bot = RandomBot(seed)

    def choose(self, view):
        return self.bot.choose(view)


@pytest.mark.proof
@pytest.mark.parametrize("block", range(4))
def test_each_seat_rebuilds_its_view_from_its_events(block, full_bots):
    games = 10_000 if full_bots else 200
    for seed in range(block * games // 4, (block + 1) * games // 4):
        players = 3 + seed % 6
        game = new_game(seed, players)
        seats = [Player(seed * 10 + s) for s in range(players)]
        spectator = Follower()
        made = Table(game, seats, spectators=[spectator]).run(5000)
        assert game.winner is not None
        assert all(f.shown == made + 1 for f in (*seats, spectator))
