"""Nothing a client receives tells it another seat's secrets. Across many games of both kinds, every frame each
client (the people and a spectator) received is checked:

- each event is exactly the host's event as that seat may see it (`Event.visible_to`), each view exactly that
  seat's view at that version, replayed here from the autosaved seed and answers: the network adds nothing;
- scanned as raw JSON, whatever the message: no seed, no other seat's token, no engine-only field (a secret or an
  audience list, the deck as a list, the game's answers), and no role of another seat before the rules show it;
- in the card game, with its sets' piles whatever they are (Gold Rush's among the games played): no deck's order
  (a deck, a set's too, is a count in every view; cards put into one are told in no order), no other seat's hand
  or hidden pile (a count), and no card drawn from a deck into another seat's hand or hidden pile;
- in the dice game, with its modules' tokens whatever they are (Old Saloon's face-down role cards and Undead or
  Alive's face-down Rage cards among the games played): another seat's secret tokens are a count in every view,
  and which ones move is told to no one but their holders, unless the move turns them face up (a role card or a
  Rage card revealed); a token pile (the Boneyard's deck and the wound tokens among the games played) is a count
  in every view, never its order.

`python -m pytest tests/net/test_leaks.py --lan-games 200` plays 200 games of each kind instead of the sample, and
ten of every combination of Undead or Alive's modules (with and without Old Saloon's).
"""

import json
import random

import pytest

from game.core.cards.box import box_for
from game.core.cards.specs import COUNTER, DECK, OWNER
from game.core.common import events as zones
from game.core.dice.catalog import box_for as dice_box_for
from game.net.framing import encode
from game.setups import sets_of

from ..dice.undead_or_alive.test_selfplay_combinations import COMBINATIONS
from .lan import play_game, truth

SAMPLE = 3
OLD_SALOON = ("old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
              "old_saloon.ghost")
UNDEAD_OR_ALIVE = ("undead_or_alive.rage", "undead_or_alive.duel",    # Rage cards face down, the piles' order
                   "undead_or_alive.boneyard")
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


class Secrets:
    """What no seat may learn of a card game, read from its sets' piles: the decks' order, the others' hands."""

    def __init__(self, setup: dict):
        box = box_for(tuple(sets_of(setup)))
        self.decks = {zones.DECK} | {pile.name for pile in box.piles.values() if pile.kind == DECK}
        self.owned = {pile.name for pile in box.player_piles if pile.kind != COUNTER and pile.seen == OWNER}
        self.hidden = {zones.HAND} | self.owned

    def check_view(self, data: dict, seat) -> None:
        table = data["table"]
        assert all(type(table["piles"][name]) is int for name in self.decks - {zones.DECK}), table["piles"]
        for p in table["players"]:
            assert zones.HAND not in p or p["seat"] == seat, f"seat {seat} saw seat {p['seat']}'s hand"
            assert all(type(p["piles"][name]) is int for name in self.owned if p["seat"] != seat)

    def check_event(self, event: dict, seat) -> None:
        if event["kind"] != "move" or not isinstance(event["cards"], list):
            return
        src, dst = event["from"], event["to"]
        if dst["zone"] in self.decks:
            assert event["cards"] == sorted(event["cards"]), f"seat {seat} learnt a deck's order: {event}"
        if src["zone"] in self.decks and dst["zone"] in self.hidden:
            assert dst["seat"] == seat, f"seat {seat} saw what seat {dst['seat']} drew: {event}"


class DiceSecrets:
    """What no seat may learn of a dice game, read from its modules' tokens: which secret ones another holds."""

    def __init__(self, setup: dict, events):
        box = dice_box_for(tuple(sets_of(setup)))
        self.secret = {token.name for token in box.tokens.values() if token.secret}
        self.events = events

    def check_view(self, data: dict, seat) -> None:
        piles = data["table"]["piles"]
        assert all(type(pile) is int for pile in piles.values()), f"seat {seat} saw a pile's order: {piles}"
        for p in data["table"]["players"]:
            if p["seat"] != seat:
                assert all(type(p["piles"][name]) is int for name in self.secret), f"seat {seat} saw {p}"

    def check_event(self, event: dict, seat) -> None:
        if event["kind"] != "tokens" or not {event["from"]["zone"], event["to"]["zone"]} & self.secret \
                or type(event["which"]) is not list:
            return
        src, dst = event["from"]["seat"], event["to"]["seat"]
        if seat in (src, dst) and seat is not None:
            return
        shown = [e.data for e in self.events[event["seq"]:event["seq"] + 4] if e.kind == "tokens"]   # (itself: a
        #                                                  card turned face up in front of its holder)
        assert any(e["to"]["seat"] == src and e["to"]["zone"] not in self.secret and e["which"] == event["which"]
                   for e in shown), f"seat {seat} saw which secret tokens moved: {event}"


def check_received(seen: list[dict], seat, record: dict, events, views, tokens: set[str]) -> int:
    """Every message `seat` received, against the truth; returns the bytes it received."""
    seed = record["setup"]["seed"]
    secrets: Secrets | DiceSecrets = (Secrets(record["setup"]) if record["setup"]["game"] == "cards"
                                      else DiceSecrets(record["setup"], events))
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
            secrets.check_event(event, seat)
            if event["kind"] in REVEALS:
                revealed |= set(range(8)) if event["kind"] == "game_over" else {event["seat"]}
        elif message["type"] == "view":
            view = message["view"]
            assert view == views[(seat, view["version"])], (seat, view["version"])
            secrets.check_view(view["data"], seat)
        elif message["type"] == "finished":
            assert set(message) == {"type"}, "no answers leave the host"
        for part in walk(message):
            assert not FORBIDDEN_KEYS & set(part), f"{FORBIDDEN_KEYS & set(part)} reached seat {seat}"
            if "seat" in part and part.get("role") is not None and part["seat"] != seat:
                assert part["seat"] in revealed or message["type"] == "event" and message["event"]["kind"] in REVEALS, \
                    f"seat {seat} learnt seat {part['seat']}'s role early: {message}"
    return received


def games(kind: str, count: int, sets: tuple[str, ...] = ()):
    """`count` games of `kind` of random sizes and seeds, with `sets` switched on besides the base game."""
    rng = random.Random(f"leaks-{kind}" + "".join(f"-{name}" for name in sets))
    low, high = (4, 7) if kind == "cards" else (3, 8)
    if kind == "dice":              # the fewest players the modules are for (the Ghost's 5, the Boneyard's 4)
        low = max([low, *(fewest for _, (fewest, _) in dice_box_for(("base", *sets)).players)])
    for n in range(count):
        seats = rng.randint(low, high)
        yield pytest.param((kind, seats, rng.randint(2, min(seats, 4)), rng.randrange(10**8, 10**9),
                            ["base", *sets] if sets else None),
                           id=f"{'+'.join((kind, *sets))}-{n}-{seats}seats")


def pytest_generate_tests(metafunc):
    if "leak_game" in metafunc.fixturenames:
        count = metafunc.config.getoption("--lan-games") or SAMPLE
        metafunc.parametrize("leak_game", [*games("cards", count), *games("dice", count),
                                           *games("cards", count, ("gold_rush",)), *games("dice", count, OLD_SALOON),
                                           *games("dice", max(1, count // 2), UNDEAD_OR_ALIVE),
                                           *every_undead_or_alive(metafunc.config.getoption("--lan-games"))])


def every_undead_or_alive(count: int):
    """With `--lan-games`, a game of every combination of Undead or Alive's modules, with and without Old Saloon's,
    for every 20 asked (one at least)."""
    if not count:
        return
    for modules in COMBINATIONS:
        yield from games("dice", max(1, count // 20), modules[1:])


def test_no_client_learns_another_seats_secrets(leak_game):
    kind, seats, people, seed, sets = leak_game
    party, players, watchers = play_game(kind, seats, people, seed, sets=sets)
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
