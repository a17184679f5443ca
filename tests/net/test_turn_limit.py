"""One seat never stalls the table: a person has the host's turn limit for each decision (told to every window by a
`clock` message), then the seat's bot makes that one decision and the person keeps the seat; a person who lets two
decisions in a row run out gets a bot standing in until he answers. A refused answer buys no time. A connection
holding a seat cannot leave it for another seat's token in a game, and no seat is ever left with nobody to play it."""

import time

from game.net.client import Mailbox

from .lan import Party
from .test_faults import running


def decision_for(box: Mailbox, seat: int, after: int = -1) -> dict:
    return box.until(lambda m: m["type"] == "view" and m["view"]["decision"] is not None
                     and m["view"]["decision"]["seat"] == seat and m["view"]["version"] > after)["view"]


def test_a_silent_player_gets_the_turn_limit_then_his_bot_answers_and_he_keeps_the_seat():
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice", turn_limit=0.5)
    try:
        asked = decision_for(me, 0)
        clock = me.of("clock")
        assert (clock["seat"], clock["version"]) == (0, asked["version"]) and 0 < clock["seconds"] <= 0.5
        watcher = party.mailbox("Watcher")
        watcher.of("welcome")
        timed_out = me.until(lambda m: m["type"] == "notice" and m["what"] == "timed_out")
        assert timed_out["seat"] == 0
        me.until(lambda m: m["type"] == "view" and m["view"]["version"] > asked["version"])
        deadline = time.monotonic() + 5
        while not any(r and len(r["answers"]) > asked["version"] for r in party.records):   # saved when it waits
            assert time.monotonic() < deadline, "the game was not autosaved"
            time.sleep(0.01)
        assert party.save()["answers"][asked["version"]][0] == 0, "the seat's own bot made that decision"
        seat = party.host.lobby.seats[0]
        assert seat.holder is not None and not seat.stand_in, "the person keeps his seat"
        # a second decision in a row let run out: a bot stands in for him
        assert me.until(lambda m: m["type"] == "notice" and m["what"] in ("timed_out", "stand_in"))["what"] \
            == "stand_in"
        me.of("finished")                 # the bot played the seat to the end (he takes it back by answering)
    finally:
        party.close()


def test_the_clock_reaches_a_spectator_joining_mid_decision_and_a_refused_answer_buys_no_time():
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice", turn_limit=2.0)
    try:
        asked = decision_for(me, 0)
        first = me.of("clock")
        late = party.mailbox("Late")
        late.of("welcome")
        late.client.watch()
        late.of("view")
        joined = late.of("clock")
        assert (joined["seat"], joined["version"]) == (0, asked["version"]) and joined["seconds"] <= first["seconds"]
        me.client.send(["no_such_move"], asked["version"])
        assert me.of("refused")
        me.until(lambda m: m["type"] == "notice" and m["what"] == "timed_out")
        clocks = [m for m in me.seen if m["type"] == "clock" and m["version"] == asked["version"]]
        assert len(clocks) == 1, "the refused answer did not start the clock again"
    finally:
        party.close()


def test_no_turn_limit_sends_no_clock():
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice", turn_limit=0)
    try:
        asked = decision_for(me, 0)
        me.client.say({"type": "ping", "id": 5})
        me.until(lambda m: m["type"] == "pong")
        assert not any(m["type"] == "clock" for m in me.seen) and party.host.waiting == (0, asked["version"])
    finally:
        party.close()


def test_the_host_changes_the_turn_limit_and_the_lobby_says_so():
    party = Party("dice", [("open", "easy"), ("bot", "easy"), ("bot", "easy")], turn_limit=90)
    try:
        box = party.mailbox("Ana")
        assert box.of("lobby")["turn_limit"] == 90
        party.host.set_turn_limit(30)
        assert box.of("lobby")["turn_limit"] == 30
    finally:
        party.close()


def test_a_seated_connection_rejoining_with_another_seats_token_is_refused_and_no_seat_is_orphaned():
    party, (me, other) = running([("open", "easy")] * 2 + [("bot", "easy")] * 2, 2)
    try:
        me.until(lambda m: m["type"] == "caught_up")
        me.client.say({"type": "rejoin", "token": other.client.token, "since": -1})
        error = me.until(lambda m: m["type"] == "error")
        assert error["code"] == "not_now" and error["about"] == "rejoin"
        seats = party.host.lobby.seats
        assert seats[0].holder is not None and seats[1].holder is not None and not seats[0].away
        assert party.host.unattended() == []
        other.client.say({"type": "ping", "id": 1})
        assert other.until(lambda m: m["type"] in ("pong", "goodbye"))["type"] == "pong", "the other kept his seat"
    finally:
        party.close()


def test_in_the_lobby_a_token_moves_a_connection_to_its_seat_and_the_first_opens():
    party = Party("dice", [("open", "easy")] * 2 + [("bot", "easy")])
    try:
        a, b = party.mailbox("A"), party.mailbox("B")
        for box, seat in ((a, 0), (b, 1)):
            box.of("welcome")
            box.client.take_seat(seat)
            box.of("seated")
        a.client.say({"type": "rejoin", "token": b.client.token, "since": -1})
        assert a.until(lambda m: m["type"] == "seated")["seat"] == 1
        assert b.of("goodbye")["reason"] == "replaced"
        seats = party.host.lobby.seats
        assert seats[0].holder is None and seats[0].token is None and seats[1].holder is not None
        assert party.host.unattended() == []
    finally:
        party.close()


def test_time_running_out_while_an_answer_is_judged_waits_for_the_judgment(monkeypatch):
    """The table thread judges each answer only when the test lets it, and the test runs the clock out by hand while
    an answer waits: an answer judged good was the person's (no notice), one refused leaves the decision to the bot."""
    import threading

    from game.net.runner import Runner
    judge, judging = Runner._answer, threading.Semaphore(0)

    def held(self, *args):
        judging.acquire()
        judge(self, *args)
    monkeypatch.setattr(Runner, "_answer", held)
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice", turn_limit=1000)
    host = party.host

    def answer_then_run_out(action: list, version: int) -> None:
        turn = host._call(lambda: host._turn)
        me.client.send(action, version)
        deadline = time.monotonic() + 10
        while host._call(lambda: host.waiting) is not None:                # the answer is on the table thread
            assert time.monotonic() < deadline
            time.sleep(0.005)
        host._call(host._turn_over, turn)                                 # time runs out meanwhile
        judging.release()
    try:
        asked = decision_for(me, 0)
        answer_then_run_out(asked["decision"]["options"][0], asked["version"])
        later = decision_for(me, 0, asked["version"])
        answer_then_run_out(["no_such_move"], later["version"])
        assert me.of("refused")
        assert me.until(lambda m: m["type"] == "notice" and m["what"] == "timed_out")["seat"] == 0
        me.until(lambda m: m["type"] == "view" and m["view"]["version"] > later["version"])
        notices = [m for m in me.seen if m["type"] == "notice" and m["what"] == "timed_out"]
        assert len(notices) == 1, "the answer judged good was the person's, not his bot's"
    finally:
        for _ in range(10):
            judging.release()
        party.close()
