"""The LAN turn limit's countdown as a table keeps it: a host's clock starts it, it shows only in its last seconds,
and a later view (the decision made) or the game's end stops it; a view of the same decision does not."""

from game.ui.table.countdown import SHOWN, Countdown


def test_the_countdown_shows_its_last_seconds_and_stops_when_the_decision_is_made():
    now = [100.0]
    countdown = Countdown(clock=lambda: now[0])
    assert countdown.left() is None
    countdown.take({"type": "clock", "seat": 2, "version": 7, "seconds": SHOWN + 10})
    assert countdown.left() is None                          # not yet in its last seconds
    now[0] += 11
    assert countdown.left() == SHOWN - 1 and countdown.seat == 2
    countdown.take({"type": "view", "view": {"version": 7}})
    assert countdown.left() == SHOWN - 1                     # the same decision: it goes on
    now[0] += 100
    assert countdown.left() == 0.0                           # run out: 0 until the bot's answer comes
    countdown.take({"type": "view", "view": {"version": 8}})
    assert countdown.left() is None and countdown.seat is None
    countdown.take({"type": "clock", "seat": 0, "version": 9, "seconds": 3})
    countdown.take({"type": "finished", "answers": []})
    assert countdown.left() is None
