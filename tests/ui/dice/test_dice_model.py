"""What the dice table works out for itself agrees with the engine: the seats a roller's 1s and 2s reach (the
badges) are the targets the engine offers, the table as shown (the last view moved on by each event) is the next
view, and a decision the table answers for you really has one answer. Bot games of 3 to 8 players, seat 0's
messages as the window would get them."""

from game.bots.levels import make_bot
from game.core.common.table import Table
from game.core.dice.engine import new_game
from game.ui.client import view_message
from game.ui.dice import choosing, facts
from game.ui.dice.model import Shown

SEEDS = range(4)


class Recorder:
    """Seat 0's bot, keeping what the window would be told: each event and each view, in order."""

    listens = True
    watches = True

    def __init__(self, bot):
        self.bot = bot
        self.messages: list[dict] = []

    def choose(self, view):
        return self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.messages.append({"type": "event", "event": event})
        if getattr(self.bot, "listens", hasattr(self.bot, "observe")):
            self.bot.observe(event)

    def show(self, view) -> None:
        self.messages.append(view_message(view))


def games():
    for players in range(3, 9):
        for seed in SEEDS:
            game = new_game(seed, players)
            bots = [make_bot("dice", "easy", seed + i) for i in range(players)]
            recorder = Recorder(bots[0])
            yield game, Table(game, [recorder] + bots[1:]), recorder


def test_the_reach_badges_are_the_targets_the_engine_offers():
    checked = 0
    for game, table, _ in games():
        while game.pending is not None:
            pending = game.pending
            if pending.kind == "shoot":
                data = game.view(pending.seat).data
                players = data["table"]["players"]
                marks = facts.marks(game.box, players, pending.seat)
                faces = data["table"]["dice"]
                for die in {o[1] for o in pending.options}:
                    offered = {o[-1] for o in pending.options if o[1] == die}
                    assert offered == {s for s, symbols in marks.items() if faces[die] in symbols}, (faces, die)
                    checked += 1
            table.answer(pending.seat, table.controllers[pending.seat].choose(game.view(pending.seat)))
    assert checked > 100


def test_the_table_as_shown_becomes_the_next_view():
    compared = 0
    for _game, table, recorder in games():
        table.run()
        shown = Shown(0)
        for message in recorder.messages:
            if message["type"] == "event":
                shown.apply_event(message["event"])
                continue
            data = message["view"]["data"]
            if shown.data is not None:
                for mine, real in zip(shown.players, data["table"]["players"]):
                    for field in ("life", "arrows", "status", "role"):
                        assert mine[field] == real[field], (field, mine, real)
                for field in ("turn", "arrow_pile", "dice", "phase"):
                    assert shown.table[field] == data["table"][field], field
                compared += 1
            shown.apply_view(message["view"])
    assert compared > 500


def test_a_decision_answered_for_you_has_one_real_answer():
    """Every option of a decision the table takes alone leads to the same table: same life, arrows and pile."""
    taken = 0
    for game, table, _ in games():
        while game.pending is not None:
            pending = game.pending
            decision = {"kind": pending.kind, "options": [list(o) for o in pending.options]}
            if choosing.only_answer(decision) is not None and len(pending.options) > 1:
                outcomes = set()
                for option in pending.options:
                    twin = game.clone()
                    twin.apply(pending.seat, option)
                    while twin.pending is not None and twin.pending.kind == "shoot" and twin.turn == game.turn:
                        twin.apply(twin.pending.seat, twin.pending.options[0])
                    outcomes.add((tuple(twin.life), tuple(twin.arrows), twin.pile))
                assert len(outcomes) == 1, decision
                taken += 1
            table.answer(pending.seat, table.controllers[pending.seat].choose(game.view(pending.seat)))
    assert taken > 10
