"""Nothing a client receives tells it another seat's secrets. Across many games of both kinds, every frame each
client (the people and a spectator) received is checked:

- each event is exactly the host's event as that seat may see it (`Event.visible_to`), each view exactly that
  seat's view at that version, replayed here from the autosaved seed and answers: the network adds nothing;
- scanned as raw JSON, whatever the message: no seed, no other seat's token, no engine-only field (a secret or an
  audience list, the deck as a list, the game's answers), and no role of another seat before the rules show it.

`python -m pytest tests/net/test_leaks.py --lan-games 200` plays 200 games of each kind instead of the sample.
"""

import json
import random

import pytest

from game.net.framing import encode

from .lan import play_game, truth

SAMPLE = 4
FORBIDDEN_KEYS = {"seed", "secret", "audience", "deck"}
REVEALS = {"eliminated", "role_revealed", "game_over"}


def walk(value):
    """Every dict inside a JSON value."""
    if isinstance(value, dict):
        yield value
        for inner in value.values():
            yield from walk(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from walk(inner)


def check_received(seen: list[dict], seat, record: dict, events, views, tokens: set[str]) -> int:
    """Every message `seat` received, against the truth; returns the bytes it received."""
    seed = record["setup"]["seed"]
    public_roles = {p["seat"] for p in events[0].data["players"] if p["role"] is not None}
    revealed: set[int] = set(public_roles)
    mine = {m["token"] for m in seen if m["type"] == "seated"}
    received = 0
    for message in seen:
        frame = encode(message)
        received += len(frame)
        text = frame[4:].decode("utf-8")
        assert str(seed) not in text, f"the seed reached seat {seat}: {message}"
        assert not any(token in text for token in tokens - mine), f"another seat's token reached seat {seat}"
        if message["type"] == "event":
            event = message["event"]
            assert event == json.loads(json.dumps(events[event["seq"]].visible_to(seat))), (seat, event)
            if event["kind"] in REVEALS:
                revealed |= set(range(8)) if event["kind"] == "game_over" else {event["seat"]}
        elif message["type"] == "view":
            view = message["view"]
            assert view == views[(seat, view["version"])], (seat, view["version"])
        elif message["type"] == "finished":
            assert set(message) == {"type"}, "no answers leave the host"
        for part in walk(message):
            assert not FORBIDDEN_KEYS & set(part), f"{FORBIDDEN_KEYS & set(part)} reached seat {seat}"
            if "seat" in part and part.get("role") is not None and part["seat"] != seat:
                assert part["seat"] in revealed or message["type"] == "event" and message["event"]["kind"] in REVEALS, \
                    f"seat {seat} learnt seat {part['seat']}'s role early: {message}"
    return received


def games(kind: str, count: int):
    rng = random.Random(f"leaks-{kind}")
    low, high = (4, 7) if kind == "cards" else (3, 8)
    for n in range(count):
        seats = rng.randint(low, high)
        yield pytest.param((kind, seats, rng.randint(2, min(seats, 4)), rng.randrange(10**8, 10**9)),
                           id=f"{kind}-{n}-{seats}seats")


def pytest_generate_tests(metafunc):
    if "leak_game" in metafunc.fixturenames:
        count = metafunc.config.getoption("--lan-games") or SAMPLE
        metafunc.parametrize("leak_game", [*games("cards", count), *games("dice", count)])


def test_no_client_learns_another_seats_secrets(leak_game):
    kind, seats, people, seed = leak_game
    party, players, watchers = play_game(kind, seats, people, seed)
    try:
        record = party.host.last_game
        events, game, views = truth(record)
        tokens = {p["token"] for p in record["setup"]["lan"]["seats"] if p["token"]}
        for player in players:
            seat = next(m for m in player.seen if m["type"] == "start")["seat"]
            got = [m["event"]["seq"] for m in player.seen if m["type"] == "event"]
            assert got == list(range(len(events))), "every event once, in order"
            check_received(player.seen, seat, record, events, views, tokens)
        for watcher in watchers:
            check_received(watcher.seen, None, record, events, views, tokens)
            hands = [v["data"]["hand"] for m in watcher.seen if m["type"] == "view" for v in [m["view"]]]
            assert all(hand == [] for hand in hands), "a spectator holds no hand"
    finally:
        party.close()
