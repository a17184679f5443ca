"""Helpers for the tests that kill a table's process (a LAN host, the window's own table) and continue its game
from the autosave: the same seeded game played here without a break, and what a killed game's messages must hold.

The people of those games answer their first option, so a game with a break can end as the unbroken one only if
nothing anyone saw was lost and the resumed bots decide as they would have."""

from __future__ import annotations

import json

from game.bots.levels import make_bot
from game.core.common.table import Table
from game.session import deal


def plain(value):
    """As it crosses a process: JSON types only."""
    return json.loads(json.dumps(value))


class FirstOption:
    """A person's seat of the unbroken game: answers its first option and keeps the events it saw."""

    listens = True

    def __init__(self):
        self.events: list[dict] = []

    def choose(self, view):
        return view.decision.options[0]

    def observe(self, event: dict) -> None:
        self.events.append(plain(event))


def unbroken(setup: dict, people: list[int]) -> tuple[list, dict]:
    """The game of `setup` without a break, `people` answering their first option and seeded bots (as the window
    and the host seat them) at the other seats: its answers, and the events each person's seat and a spectator
    (None) received. Every seat receives every event (its hidden parts blanked), so an event's seq is its index."""
    kind, seed = setup["game"], setup["seed"]
    seats = {seat: FirstOption() for seat in [*people, None]}
    controllers = [seats.get(i) or make_bot(kind, seat["level"], seed + i) for i, seat in enumerate(setup["seats"])]
    table = Table(deal(setup), controllers, spectators=[seats[None]])
    table.run(max_decisions=5000)
    seen = {seat: recorder.events for seat, recorder in seats.items()}
    assert all(event["seq"] == i for events in seen.values() for i, event in enumerate(events))
    return plain(table.answers), seen


def runs(messages: list[dict], first: str) -> list[list[dict]]:
    """`messages` cut before each `first` message: the game as each process (the first, then each one continuing
    the autosave) handed it."""
    cuts = [i for i, m in enumerate(messages) if m["type"] == first] + [len(messages)]
    return [messages[a:b] for a, b in zip(cuts, cuts[1:])]


def events_of(messages: list[dict]) -> list[dict]:
    return [m["event"] for m in messages if m["type"] == "event"]


def check_runs(messages: list[dict], first: str, truth: list[dict], over: bool) -> None:
    """What one seat received from a game killed and continued: every event as in the unbroken game (`truth`);
    each continued game's history (before its `caught_up`) begins with all the seat had received before the kill;
    and, unless the game was over at the last kill, the last process handed it the whole game."""
    assert all(event == truth[event["seq"]] for event in events_of(messages)), "an event came again, other"
    games = runs(messages, first)
    for before, after in zip(games, games[1:]):
        history = events_of(after[:next(i for i, m in enumerate(after) if m["type"] == "caught_up")])
        assert history[:len(events_of(before))] == events_of(before), "the continued game lost what was seen"
    if not over:
        assert events_of(games[-1]) == truth, "the last process handed the whole game"
