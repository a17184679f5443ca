"""What one connection may not do to a host and its players: hold a connection open by trickling bytes (the hello
and every frame must arrive whole in time), flood the chat (a limit per address and one for everyone), burn the
table's time with junk answers (each refusal counts toward the error limit), or pass for someone else or draw over
the lobby with its name (names are tidied and unique)."""

import threading
import time

import pytest

from game.net.framing import encode
from game.net.limits import Limits
from game.net.schema import hello

from .lan import Party
from .test_faults import Raw, running

THREE = [("open", "easy"), ("bot", "easy"), ("bot", "easy")]


def trickle(raw: Raw, data: bytes, every: float) -> threading.Event:
    """Send `data` one byte every `every` seconds on a thread; the event is set if all of it went out."""
    sent = threading.Event()

    def run() -> None:
        try:
            for i in range(len(data)):
                time.sleep(every)
                raw.sock.sendall(data[i:i + 1])
        except OSError:
            return                                          # the host closed the connection
        sent.set()
    threading.Thread(target=run, daemon=True).start()
    return sent


def test_a_hello_trickled_a_byte_at_a_time_is_cut_off_at_the_hello_deadline():
    party = Party("dice", THREE, limits=Limits(hello_timeout=1.0, frame_timeout=30.0))
    try:
        raw = Raw(party.port)
        sent = trickle(raw, encode(hello("Slow")), 0.2)            # ~60 bytes: 12 s to say it whole
        reply = raw.until(lambda m: m.get("type") in ("goodbye", "welcome"), 10)
        assert reply["type"] == "goodbye" and reply["reason"] == "timeout" and not sent.is_set()
    finally:
        party.close()


@pytest.mark.parametrize("limits,why", [
    (Limits(frame_timeout=1.0, silence_timeout=30.0), "whole"),         # a frame begun must end in time
    (Limits(frame_timeout=30.0, silence_timeout=1.0), "Nothing heard"),   # bytes are not frames: silence is silence
])
def test_a_frame_trickled_a_byte_at_a_time_does_not_keep_a_connection(limits, why):
    party = Party("dice", THREE, limits=limits)
    try:
        raw = Raw(party.port)
        raw.send(hello("Slow"))
        raw.of("welcome")
        sent = trickle(raw, encode({"type": "ping", "id": 123456789}), 0.2)
        reply = raw.until(lambda m: m.get("type") in ("goodbye", "pong"), 10)
        assert reply["type"] == "goodbye" and reply["reason"] == "timeout" and why in reply["message"]
        assert not sent.is_set()
    finally:
        party.close()


def test_whole_frames_keep_a_quiet_connection_open():
    party = Party("dice", THREE, limits=Limits(hello_timeout=1.0, silence_timeout=1.0, frame_timeout=1.0))
    try:
        raw = Raw(party.port)
        raw.send(hello("Pinger"))
        raw.of("welcome")
        for n in range(4):                                 # 2 s in all, a whole ping every half second
            time.sleep(0.5)
            raw.alive(n)
    finally:
        party.close()


def test_chat_is_limited_per_address_and_in_all_and_the_excess_is_refused_not_sent():
    party = Party("dice", THREE, limits=Limits(chats_per_second=0.001, chat_burst=3, errors_before_goodbye=100))
    try:
        listener = party.mailbox("Listener")
        listener.of("welcome")
        raw = Raw(party.port)
        raw.send(hello("Loud"))
        raw.of("welcome")
        raw.send(b"".join(encode({"type": "chat", "text": f"spam {i}"}) for i in range(20)))
        refusal = raw.until(lambda m: m.get("type") == "error")
        assert refusal["code"] == "throttled" and refusal["about"] == "chat"
        raw.alive(1)
        listener.client.say({"type": "ping", "id": 7})
        listener.until(lambda m: m["type"] == "pong")
        assert [m["text"] for m in listener.seen if m["type"] == "chat"] == ["spam 0", "spam 1", "spam 2"]
    finally:
        party.close()


def test_chat_from_everyone_together_has_a_cap():
    party = Party("dice", THREE, limits=Limits(chats_per_second=100, chat_burst=100, all_chats_per_second=0.001,
                                               all_chat_burst=4, errors_before_goodbye=100))
    try:
        listener = party.mailbox("Listener")
        listener.of("welcome")
        talkers = [Raw(party.port) for _ in range(3)]
        for i, raw in enumerate(talkers):
            raw.send(hello(f"Talker {i}"))
            raw.of("welcome")
            raw.send(b"".join(encode({"type": "chat", "text": f"{i}: {n}"}) for n in range(3)))
            raw.alive(i)
        listener.client.say({"type": "ping", "id": 7})
        listener.until(lambda m: m["type"] == "pong")
        assert len([m for m in listener.seen if m["type"] == "chat"]) == 4
    finally:
        party.close()


def test_junk_answers_from_a_seated_player_count_as_errors_until_he_is_closed_and_the_game_goes_on():
    party, (me,) = running(THREE, 1, game="dice", limits=Limits(errors_before_goodbye=5, error_forgotten=1000))
    try:
        calm = party.mailbox("Calm")
        calm.of("welcome")
        calm.client.watch()
        view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                        and m["view"]["decision"]["seat"] == 0)["view"]
        refused = 0
        while True:
            me.client.send(["no_such_move"], view["version"])
            reply = me.until(lambda m: m["type"] in ("refused", "goodbye"))
            if reply["type"] == "goodbye":
                break
            refused += 1
        assert reply["reason"] == "too_many_errors" and refused == 5      # the fifth refusal, then goodbye
        assert calm.until(lambda m: m["type"] == "notice" and m["what"] == "stand_in")["seat"] == 0
        calm.of("finished")                                   # the seat's bot played on to the end
    finally:
        party.close()


def test_names_are_tidied_and_unique_in_the_lobby_and_its_chat():
    party = Party("dice", [("open", "easy")] * 3)
    try:
        first = party.mailbox("Ana")
        assert first.of("welcome")["name"] == "Ana"
        second = party.mailbox(" ana ")
        assert second.of("welcome")["name"] == "ana (2)"
        zalgo = party.mailbox("Z" + "\u0301" * 19)
        assert zalgo.of("welcome")["name"] == "\u0179\u0301"       # two accents on the Z, the rest dropped
        second.client.take_seat(1)
        second.of("seated")
        assert second.until(lambda m: m["type"] == "lobby" and m["seats"][1]["taken"])["seats"][1]["name"] \
            == "ana (2)"
        second.client.chat("hola")
        assert first.until(lambda m: m["type"] == "chat")["name"] == "ana (2)"
        long = party.mailbox("A" * 20)
        long.of("welcome")
        again = party.mailbox("A" * 20)
        assert again.of("welcome")["name"] == "A" * 16 + " (2)"
    finally:
        party.close()
