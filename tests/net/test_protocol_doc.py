"""docs/protocol.md names every message type, error code, goodbye reason and notice the code has, and its limits
are the code's."""

from pathlib import Path

from game.net import schema
from game.net.framing import CLIENT_CAP, HOST_CAP, SKIP_LIMIT
from game.net.limits import Limits

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
                        ("2 a second per address", limits.connects_per_second),
                        ("bursts of 20", limits.connect_burst), ("24 open per address", limits.connections_per_address),
                        ("64 in all", limits.connections), ("within 10 s", limits.hello_timeout),
                        ("every 30 s", limits.silence_timeout), ("4 MiB", limits.write_backlog / 2**20)):
        assert said in DOC and str(int(value)) in said, said
