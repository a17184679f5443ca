"""docs/protocol.md names every message type, error code, goodbye reason and notice the code has, its limits and
bounds are the code's, and every field a host really sends is in the document's row for its message, in the order
the document's session shows."""

import re
import time
from pathlib import Path

from game.net import schema
from game.net.framing import CLIENT_CAP, HOST_CAP, SKIP_LIMIT
from game.net.host import LATE_BEFORE_STAND_IN
from game.net.limits import TURN_LIMIT, Limits

from .lan import Party

DOC = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")


def test_every_name_of_the_protocol_is_documented():
    for name in schema.CLIENT_TYPES + schema.HOST_TYPES + schema.ERRORS + schema.GOODBYES + schema.NOTICES:
        assert f"`{name}`" in DOC, name
    assert f"**Protocol {schema.PROTOCOL}**" in DOC and str(schema.DEFAULT_PORT) in DOC
    assert schema.SERVICE_TYPE in DOC


def test_the_documented_limits_are_the_codes():
    limits = Limits()
    assert CLIENT_CAP == 16 * 1024 and HOST_CAP == 1024 * 1024 and SKIP_LIMIT == 16 * 1024 * 1024
    for said, value in (("30 a second", limits.messages_per_second), ("bursts of 60", limits.message_burst),
                        ("20 refused messages", limits.errors_before_goodbye),
                        ("one is forgotten every 10 s", limits.error_forgotten),
                        ("1 a second per address", limits.chats_per_second), ("bursts of 5", limits.chat_burst),
                        ("4 a second from everyone together", limits.all_chats_per_second),
                        ("together (bursts of 20)", limits.all_chat_burst),
                        ("2 a second per address", limits.connects_per_second),
                        ("bursts of 20", limits.connect_burst), ("24 open per address", limits.connections_per_address),
                        ("64 in all", limits.connections), ("within 10 s of connecting", limits.hello_timeout),
                        ("every 30 s", limits.silence_timeout),
                        ("whole within 10 s of its first byte", limits.frame_timeout),
                        ("90 s per decision", TURN_LIMIT), ("after **2** decisions in a row", LATE_BEFORE_STAND_IN),
                        ("4 MiB", limits.write_backlog / 2**20)):
        assert said in DOC and str(int(value)) in said, said


def test_the_documented_bounds_are_the_schemas():
    assert (schema.LOWEST, schema.HIGHEST) == (-2 ** 31, 2 ** 31 - 1) and "from -2^31 to 2^31-1" in DOC
    assert f"1-{schema.NAME_LENGTH} printable characters" in DOC
    assert f"1-{schema.CHAT_LENGTH} printable characters" in DOC
    assert f"at most {schema.MARKS_PER_LETTER} combining marks" in DOC
    assert f"up to {schema.TOKEN_LENGTH} ASCII" in DOC
    assert f"at most {schema.ACTION_ITEMS} items, {schema.ACTION_DEPTH} deep" in DOC
    assert f"at most {schema.SET_KINDS} kinds of {schema.SETS_A_KIND} each" in DOC


def documented_fields() -> dict[str, str]:
    """Each host message's row of the document's table, by type."""
    section = DOC[DOC.index("## What a host sends"):DOC.index("## Answers")]
    return {m.group(1): m.group(2) for m in re.finditer(r"^\| `(\w+)` \| (.*)$", section, re.MULTILINE)}


def test_every_field_a_host_sends_is_documented_in_the_documents_order():
    party = Party("dice", [("open", "easy"), ("bot", "easy"), ("bot", "easy")], turn_limit=0.3)
    try:
        me = party.mailbox("Ana")
        me.of("welcome")
        me.client.take_seat(0)
        me.of("seated")
        me.client.ready(True)
        party.wait_lobby(1)
        party.host.start_game()
        view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                        and m["view"]["decision"]["seat"] == 0)["view"]
        me.client.send(["no_such_move"], view["version"])
        me.client.say({"type": "ping", "id": 1})
        me.client.chat("hola")
        me.client.say({"type": "shout"})
        wanted = {"clock", "refused", "pong", "chat", "error", "finished"}
        me.until(lambda m: wanted <= {seen["type"] for seen in me.seen}, 30)       # in whatever order they come
        deadline = time.monotonic() + 10
        while party.host.games_over < 1:                                          # back to the lobby
            assert time.monotonic() < deadline
            time.sleep(0.01)
        party.host.stop()
        me.until(lambda m: m["type"] == "goodbye")
    finally:
        party.close()
    got = [m for m in me.seen if m["type"] in schema.HOST_TYPES]
    assert [m["type"] for m in got[:3]] == ["welcome", "notice", "lobby"]
    session = DOC[DOC.index("## A session"):DOC.index("## What a client sends")]
    assert session.index("<- welcome") < session.index("<- notice") < session.index("<- lobby")
    rows = documented_fields()
    assert set(rows) == set(schema.HOST_TYPES)
    for message in got:
        fields = set(message) - {"type"}
        if message["type"] == "goodbye" and message["reason"] == "version":
            fields -= {"protocol", "game_version"}               # said in its own paragraph
        for field in fields:
            assert f"`{field}`" in rows[message["type"]], (message["type"], field)
    assert {"welcome", "notice", "lobby", "seated", "start", "event", "caught_up", "view", "clock", "refused",
            "pong", "chat", "error", "finished", "goodbye"} <= {m["type"] for m in got}
