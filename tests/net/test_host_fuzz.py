"""Whatever a connection sends, the host neither fails nor stalls nor changes the game: hypothesis throws lists
of messages (well-formed kinds with wrong or random fields, answers for any version, junk frames) at a host in the
middle of a game, from a connection with no seat; after each, another client's ping comes back and the game still
waits where it waited."""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.net.framing import HEADER, encode
from game.net.limits import Limits
from game.net.schema import CLIENT_TYPES, hello

from .lan import Party
from .test_faults import Raw

VALUES = st.none() | st.booleans() | st.integers(-3, 2 ** 33) | st.text(max_size=30) | \
    st.lists(st.integers(-1, 90) | st.text(max_size=8), max_size=4)
MESSAGE = st.builds(lambda kind, fields: {**fields, "type": kind}, st.sampled_from(CLIENT_TYPES + ("shout",)),
                    st.dictionaries(st.sampled_from(["seat", "ready", "token", "since", "action", "version", "text",
                                                     "id", "name", "protocol", "game_version"]), VALUES, max_size=4))
FRAME = MESSAGE.map(encode) | st.binary(max_size=40).map(lambda b: HEADER.pack(len(b)) + b) | st.binary(max_size=12)


@pytest.fixture(scope="module")
def game_on_hold():
    """A card game waiting on a person who does not answer, and a calm client to check the host by."""
    party = Party("cards", [("open", "easy"), ("bot", "easy"), ("bot", "easy"), ("bot", "easy")],
                  limits=Limits(messages_per_second=1000, message_burst=1000, errors_before_goodbye=10**6))
    me = party.mailbox("Holder")
    me.of("welcome")
    me.client.take_seat(0)
    me.of("seated")
    me.client.ready(True)
    party.wait_lobby(1)
    party.host.start_game(5)
    me.until(lambda m: m["type"] == "view" and m["view"]["decision"])
    yield party, me
    party.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.booleans(), st.lists(FRAME, max_size=12))
def test_nothing_a_client_sends_changes_stalls_or_breaks_the_host(game_on_hold, greet, frames):
    party, me = game_on_hold
    waiting = party.host.waiting
    raw = Raw(party.port)
    try:
        if greet:
            raw.send(hello("Fuzz"))
        raw.send(b"".join(frames))
    except OSError:
        pass                                  # the host may have closed on a broken stream: that is its right
    finally:
        raw.sock.close()
    n = int(time.monotonic() * 1000)
    me.client.say({"type": "ping", "id": n})
    me.until(lambda m: m["type"] == "pong" and m["id"] == n, 5)
    assert party.host.waiting == waiting
    assert not party.host.troubles
