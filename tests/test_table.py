"""The Table, the one loop that hands decisions around, as the window and the LAN host drive it (both games).

A seat that answers later (a person, a remote player, a bot thinking elsewhere) stops `run` without blocking
it; its answer comes through `answer`, and `run` goes on; a seat changes hands mid-game; a saved game replays with
its bots deciding again; a game that never ends is stopped, not looped over forever.
"""

import random

import pytest

from game.bots.random_bot import RandomBot
from game.core.cards.engine import new_game as new_card_game
from game.core.common.errors import IllegalMove
from game.core.common.table import Later, Stalled, Table
from game.core.common.view import ViewError
from game.core.dice.engine import new_game as new_dice_game

GAMES = {"cards": new_card_game, "dice": new_dice_game}


class Ear:
    """Records what its seat is told and shown."""

    listens = watches = True

    def __init__(self):
        self.events, self.views = [], []

    def observe(self, event):
        self.events.append(event)

    def show(self, view):
        self.views.append(view)


class Person(Ear, Later):
    """A seat answered from outside the loop, as a window's click or a remote player's message."""


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_seat_that_answers_later_stops_the_loop_and_its_answer_moves_it_on(kind):
    game = GAMES[kind](3, 5)
    person, spectator = Person(), Ear()
    table = Table(game, [person] + [RandomBot(s) for s in range(1, 5)], spectators=[spectator])
    rng = random.Random(3)
    asked = 0
    while table.waiting_on is not None:
        table.run()
        if table.waiting_on is None:
            break
        assert table.waiting_on == 0 and person.views[-1].decision is game.pending     # the person's turn
        version = game.version
        with pytest.raises(IllegalMove):
            table.answer(1, game.pending.options[0])                                    # not seat 1's to make
        table.answer(0, list(rng.choice(game.pending.options)), version=version)       # a JSON answer
        asked += 1
    assert asked > 3 and game.winner is not None
    assert [e["seq"] for e in spectator.events] == list(range(game.seq))
    assert all(view.seat is None and view.decision is None for view in spectator.views)
    replay = GAMES[kind](3, 5)
    for seat, action in table.answers:
        replay.apply(seat, action)
    assert replay.to_json() == game.to_json()
    with pytest.raises(IllegalMove) as refused:
        table.answer(0, ("end_turn",))
    assert refused.value.rule == "game_over"


class Rehearsing(RandomBot):
    """A bot that can decide again a decision it made before (Table.replay)."""

    def rehearse(self, view):
        self.choose(view)


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_saved_game_replayed_goes_on_as_the_unbroken_one_when_its_bots_rehearse(kind):
    """Cut anywhere, a game's answers replayed to fresh bots that rehearse their decisions go on to the very same
    game; bots that do not rehearse draw from where their seeds start and play another."""
    unbroken = Table(GAMES[kind](7, 4), [Rehearsing(s) for s in range(4)])
    unbroken.run(max_decisions=5000)
    answers = unbroken.answers
    for cut in (0, 1, len(answers) // 2, len(answers) - 1):
        again = Table(GAMES[kind](7, 4), [Rehearsing(s) for s in range(4)])
        again.replay(answers[:cut])
        again.run(max_decisions=5000)
        assert again.answers == answers
    forgetful = Table(GAMES[kind](7, 4), [RandomBot(s) for s in range(4)])
    forgetful.replay(answers[:len(answers) // 2])
    forgetful.run(max_decisions=5000)
    assert forgetful.answers != answers


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_seat_changes_hands_and_the_new_controller_is_told_from_then_on(kind):
    """A bot takes over a player who left, at his decision: it answers it, and hears every event after."""
    game = GAMES[kind](5, 4)
    gone, bot = Person(), Ear()
    bot.choose = RandomBot(5).choose
    table = Table(game, [gone] + [RandomBot(s) for s in range(1, 4)])
    table.run()
    assert table.waiting_on == 0
    handed_over = game.seq
    table.seat(0, bot)
    table.run()
    assert game.winner is not None and any(seat == 0 for seat, _ in table.answers)
    assert gone.events[-1]["seq"] == handed_over - 1 and bot.events[0]["seq"] == handed_over
    assert [e["seq"] for e in gone.events + bot.events] == list(range(game.seq))


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_game_that_does_not_end_in_its_budget_is_stopped(kind):
    table = Table(GAMES[kind](7, 4), [RandomBot(s) for s in range(4)])
    with pytest.raises(Stalled):
        table.run(max_decisions=5)
    assert len(table.answers) == 5


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_seat_that_answers_at_once_reads_its_view_only_while_choosing(kind):
    """Its view is not lent: kept and read after the answer, it raises ViewError instead of showing the game as
    it is now. The view of a seat that answers later stays readable."""
    kept = []

    class Keeper:
        """Answers its first decision at once, then later; keeps every view."""

        def choose(self, view):
            kept.append(view)
            return view.decision.options[0] if len(kept) == 1 else None

    game = GAMES[kind](3, 5)
    table = Table(game, [Keeper()] * 5)
    table.run()
    at_once, later = kept
    assert at_once.version < later.version == game.version
    with pytest.raises(ViewError, match="must be lent"):
        at_once.data  # noqa: B018
    assert later.data == game.clone().view(later.seat).data
