"""Gold Rush on the LAN (issue 40): a game with it switched on plays to the end with the host's bots and remote
people who buy, force discards and sell Beers from what their seat received; every client sees the shop, the
nuggets and the equipment, and nothing secret (test_leaks' checks, the equipment deck's order among them). A
program that lacks the set, or has another version of it, is refused at its hello or when it joins, in words
naming the set; answers of the set's verbs that are junk are refused in words and change nothing."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.cards.box import box_for
from game.core.cards.sets import card_set
from game.net import schema
from game.net.autoplay import AutoPlayer
from game.net.client import Mailbox, MemoryTokens, NetClient
from game.session import deal, parse_autosave
from game.setups import programs_sets

from .lan import Party, RemoteBot, truth
from .test_leaks import Secrets, check_received

SETS = ["base", "gold_rush"]
ROOT = Path(__file__).resolve().parents[2]
SPENDING = ("force_discard", "buy", "sell_beer")        # what a spender does first whenever he may


class Spender:
    """A remote person who spends his nuggets whenever he can (forcing first, then buying, then selling a Beer),
    and otherwise plays as an Easy bot from what his seat received."""

    def __init__(self, seed: int):
        self.bot = RemoteBot("cards", "easy", seed)

    def __call__(self, view: dict) -> list:
        options = view["decision"]["options"]
        return next((o for verb in SPENDING for o in options if o[0] == verb), None) or self.bot(view)


def play(seats: int, people: int, seed: int):
    """A Gold Rush game on 127.0.0.1, to its end: `people` spenders, the host's Easy bots, one spectator."""
    party = Party("cards", [("open", "easy")] * people + [("bot", "easy")] * (seats - people), seed=seed, sets=SETS)
    players = [party.player(f"P{i}", i, Spender(seed + i)) for i in range(people)]
    watchers = [party.player("W", None)]
    party.wait_lobby(people)
    deadline = time.monotonic() + 10
    while sum(link.greeted for link in list(party.host.links.values())) < people + 1:
        assert time.monotonic() < deadline
        time.sleep(0.005)
    party.host.start_game()
    for player in players + watchers:
        assert player.finished.wait(60), f"{player.client.name} never saw the end: {player.seen[-3:]}"
    return party, players, watchers


@pytest.mark.parametrize("seats, people, seed, reshuffled", [(5, 2, 611_000_001, False), (7, 4, 611_000_121, True)])
def test_a_lan_game_with_gold_rush_ends_consistent_and_the_people_buy_force_and_sell(seats, people, seed, reshuffled):
    """The second game buys the equipment deck out: its face-up pile becomes a new deck, told to nobody in order."""
    party, players, watchers = play(seats, people, seed)
    try:
        record = party.host.last_game
        assert record["setup"]["sets"] == SETS
        events, game, views = truth(record)
        assert game.pending is None, "the game was played to its end"
        tokens = {p["token"] for p in record["setup"]["lan"]["seats"] if p["token"]}
        for player in players + watchers:
            start = next(m for m in player.seen if m["type"] == "start")
            assert start["setup"]["sets"] == SETS
            assert [m["event"]["seq"] for m in player.seen if m["type"] == "event"] == list(range(len(events)))
            check_received(player.seen, start["seat"], record, events, views, tokens)
            shown = [m["view"]["data"]["table"] for m in player.seen if m["type"] == "view"]
            assert all(len(t["piles"]["shop"]) == 3 and type(t["piles"]["gold_heap"]) is int for t in shown)
            assert all(type(p["piles"]["gold"]) is int and type(p["piles"]["equipment"]) is list
                       for t in shown for p in t["players"])
            assert any(p["piles"]["equipment"] for t in shown for p in t["players"]), "equipment was seen"
            assert any(m["type"] == "event" and m["event"]["kind"] == "buy" for m in player.seen)
        done = {action[0] for seat, action in record["answers"] if seat < len(players)}
        assert set(SPENDING) <= done, f"the remote people did {done}"
        into_deck = [e for e in events if e.kind == "move" and e.data["to"]["zone"] == "equipment_deck"]
        assert bool(into_deck) == reshuffled and all(e.data["why"] == "reshuffle" for e in into_deck)
    finally:
        party.close()


def test_the_lobby_shows_gold_rush_to_a_joiner():
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=SETS)
    try:
        lobby = party.mailbox("Joiner").of("lobby")
        assert lobby["game"] == "cards" and lobby["sets"] == SETS
    finally:
        party.close()


def test_the_leak_checks_would_see_the_equipment_decks_order_or_another_seats_draw():
    """The checks test_leaks runs on every message of a Gold Rush game can fail: a deck as a list, a reshuffle in
    its order, a card drawn into another's hand."""
    secrets = Secrets({"game": "cards", "sets": SETS})
    table = {"piles": {"equipment_deck": [81, 80], "shop": [82, 83, 84]}, "players": []}
    with pytest.raises(AssertionError):
        secrets.check_view({"table": table}, 0)
    with pytest.raises(AssertionError):
        secrets.check_event({"kind": "move", "cards": [90, 85], "from": {"seat": None, "zone": "equipment_discard"},
                             "to": {"seat": None, "zone": "equipment_deck"}}, 1)
    with pytest.raises(AssertionError):
        secrets.check_event({"kind": "move", "cards": [3], "from": {"seat": None, "zone": "deck"},
                             "to": {"seat": 2, "zone": "hand"}}, 1)


def hello_without(name: str, sets) -> dict:
    """A hello from a program whose expansions are `sets` (None: one that does not say)."""
    hello = {key: value for key, value in schema.hello(name).items() if key != "sets"}
    return hello if sets is None else {**hello, "sets": sets}


def lacking_gold_rush() -> dict:
    mine = programs_sets()
    return {**mine, "cards": {name: v for name, v in mine["cards"].items() if name != "gold_rush"}}


def test_a_program_without_gold_rush_or_with_another_version_is_refused_at_its_hello_naming_the_set():
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=SETS)
    try:
        mine = programs_sets()
        newer = {**mine, "cards": {**mine["cards"], "gold_rush": mine["cards"]["gold_rush"] + 1}}
        version = mine["cards"]["gold_rush"]
        for sets, words in ((lacking_gold_rush(), "does not have it"), (None, "does not have it"),
                            (newer, f"has version {version + 1}")):
            joiner = party.mailbox("Other", hello=hello_without("Other", sets))
            bye = joiner.of("goodbye")
            assert bye["reason"] == "sets" and bye["set"] == "gold_rush" and bye["version"] == version
            assert bye["message"].startswith(f"This host plays Gold Rush (version {version}), and your program "
                                             f"{words}")
            assert not any(m["type"] in ("welcome", "lobby") for m in joiner.seen), "refused before anything"
        assert party.mailbox("Same").of("welcome")["name"] == "Same", "this program has the same Gold Rush"
        assert all(seat.holder is None for seat in party.host.lobby.seats)
    finally:
        party.close()


def test_a_program_without_gold_rush_joins_a_base_game_but_loses_its_seat_and_is_refused_when_it_is_switched_on():
    kinds = [("open", "easy"), ("open", "easy")] + [("bot", "easy")] * 2
    party = Party("cards", kinds)
    try:
        other = party.mailbox("Other", hello=hello_without("Other", lacking_gold_rush()))
        other.of("welcome")
        other.client.take_seat(1)
        other.of("seated")
        party.host.configure("cards", {}, kinds, SETS)
        error = other.until(lambda m: m["type"] == "error")
        assert error["code"] == "missing_set" and "Gold Rush" in error["message"]
        assert party.host.lobby.seats[1].holder is None, "its seat is free again"
        other.client.take_seat(1)
        again = other.until(lambda m: m["type"] == "error")
        assert again["code"] == "missing_set" and again["about"] == "take_seat"
        party.player("Same", 0)
        party.player("Same too", 1)
        party.wait_lobby(2)
        party.host.start_game()
        other.until(lambda m: m["type"] == "lobby" and m["state"] == "playing")
        other.client.watch()
        watched = other.until(lambda m: m["type"] in ("error", "start"))
        assert watched["type"] == "error" and watched["code"] == "missing_set", "no game to watch either"
    finally:
        party.close()


def test_junk_answers_of_the_sets_verbs_are_refused_in_words_and_lose_nothing():
    party = Party("cards", [("open", "easy")] + [("bot", "easy")] * 3, sets=SETS, seed=722_310_554)
    try:
        me = party.mailbox("Me")
        me.of("welcome")
        me.client.take_seat(0)
        me.of("seated")
        me.client.ready(True)
        party.wait_lobby(1)
        party.host.start_game()
        while True:                             # to my first phase 2, answering anything before it
            view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                            and m["view"]["decision"]["seat"] == 0)["view"]
            if view["decision"]["kind"] == "play":
                break
            me.client.send(view["decision"]["options"][0], view["version"])
        box = box_for(tuple(SETS))
        shop = view["data"]["table"]["piles"]["shop"]
        dear = max(shop, key=lambda c: box.kind[c].cost)
        plain = next(c for c in view["data"]["hand"] if box.kind[c].name != "beer")
        judged = {                              # the engine's refusals, in words
            ("buy", dear): f"{box.kind[dear].cost} nuggets needed, you have 0",
            ("buy", 3): "is not in the shop",
            ("buy",): "is not in the shop",
            ("force_discard", 0, shop[0]): "you cannot pay to discard your own equipment",
            ("force_discard", 1, shop[0]): "is not among",
            ("force_discard", 9, 1): "whose equipment",
            ("sell_beer", plain): "only a Beer is sold for a nugget",
            ("sell_beer", "hand"): "is not in your hand",
        }
        malformed = [["buy", 2 ** 40], ["buy", [[[[1]]]]], ["force_discard", 1.5, 2]]
        replies = []
        for action in [*map(list, judged), *malformed]:       # one at a time: each judged before the next
            me.client.send(action, view["version"])
            replies.append(me.until(lambda m: m["type"] in ("refused", "error")))
        for reply, words in zip(replies, judged.values(), strict=False):
            assert reply["type"] == "refused" and words in reply["message"], (reply, words)
        assert [(r["type"], r.get("code")) for r in replies[len(judged):]] == [("error", "bad_field")] * 3
        me.client.send(view["decision"]["options"][0], view["version"])      # the game waited, unchanged
        after = me.until(lambda m: m["type"] == "view")["view"]
        assert after["version"] == view["version"] + 1
        assert not any(m["type"] == "view" and m["view"]["version"] == view["version"] and m["view"] != view
                       for m in me.seen)
    finally:
        party.close()


def headless(tmp_path, *flags: str) -> subprocess.Popen:
    env = {**os.environ, "BANG_DESKTOP_HOME": str(tmp_path), "BANG_DESKTOP_DISCOVERY": "local",
           "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "game", "host", "--port", "0", "--games", "1", *flags], cwd=ROOT,
                            env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def test_a_headless_host_with_expansions_gold_rush_deals_it_to_its_joiners(tmp_path):
    host = headless(tmp_path, "--game", "cards", "--expansions", "gold_rush", "--seats",
                    "open,bot:easy,bot:easy,bot:easy", "--bot-pause", "0", "--seed", "12")
    try:
        assert host.stdout is not None
        port = next(int(line.split()[-1]) for line in host.stdout if line.startswith("listening on port"))
        lobby = Mailbox(NetClient("127.0.0.1", port, "Looker", tokens=MemoryTokens()))
        assert lobby.until(lambda m: m["type"] == "lobby" and m["sets"] == SETS), "the lobby says so to a joiner"
        lobby.client.close()
        player = AutoPlayer(NetClient("127.0.0.1", port, "P0", tokens=MemoryTokens()), seat=0)
        assert player.finished.wait(60), player.seen[-3:]
        assert any(m["type"] == "finished" for m in player.seen), "the game ended (the host says goodbye after it)"
        player.stop()
        player.client.close()
        start = next(m for m in player.seen if m["type"] == "start")
        assert start["setup"]["sets"] == SETS
        assert all(len(m["view"]["data"]["table"]["piles"]["shop"]) == 3 for m in player.seen if m["type"] == "view")
        out, err = host.communicate(timeout=30)
        assert host.returncode == 0 and "game over" in out, err
    finally:
        if host.poll() is None:
            host.kill()


def test_a_headless_host_has_its_expansions_from_the_moment_it_listens(tmp_path, monkeypatch):
    """A player joining the moment it listens must already see Gold Rush, not the base game."""
    from game.net import headless

    seen = []
    start = headless.Host.start

    def listening(host):
        port = start(host)
        seen.append(host.lobby_message()["sets"])
        return port
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("BANG_DESKTOP_DISCOVERY", "local")
    monkeypatch.setattr(headless.signal, "signal", lambda *args: None)     # the test runner keeps its own
    monkeypatch.setattr(headless.gc, "freeze", lambda: None)
    monkeypatch.setattr(headless.Host, "start", listening)
    assert headless.main(["--game", "cards", "--expansions", "gold_rush", "--seats", ",".join(["bot:easy"] * 4),
                          "--port", "0", "--games", "1", "--bot-pause", "0", "--seed", "3"]) == 0
    assert seen == [SETS]


def test_a_headless_gold_rush_game_stopped_mid_game_is_kept_and_resumed_to_its_end(tmp_path):
    save = tmp_path / "data" / "host-autosave.json"
    first = headless(tmp_path, "--game", "cards", "--expansions", "gold_rush", "--seats",
                     "bot:easy,bot:easy,bot:easy,bot:easy", "--seed", "5", "--bot-pause", "0.05")
    try:
        deadline = time.monotonic() + 30
        while not (save.exists() and len(parse_autosave(save.read_text(encoding="utf-8"))["answers"]) > 40):
            assert time.monotonic() < deadline, "no answers were autosaved"
            time.sleep(0.05)
        first.send_signal(signal.SIGTERM)
        out, _ = first.communicate(timeout=30)
        assert first.returncode == 0 and "game over" not in out
    finally:
        if first.poll() is None:
            first.kill()
    saved = parse_autosave(save.read_text(encoding="utf-8"))
    assert saved["setup"]["sets"] == SETS
    game = deal(saved["setup"])
    for seat, action in saved["answers"]:
        game.apply(seat, action)
    view = game.view(None).data["table"]
    assert sum(p["piles"]["gold"] for p in view["players"]) + view["piles"]["gold_heap"] == 30
    resumed = headless(tmp_path, "--resume", "--bot-pause", "0")
    out, err = resumed.communicate(timeout=60)
    assert resumed.returncode == 0 and "game over" in out, out + err
    assert not save.exists()


def test_the_net_code_and_the_terminal_name_nothing_of_gold_rush():
    """They read the sets' records (names, piles, costs, verbs) generically: no card, character, pile or verb of
    Gold Rush, nor the set's name, is written in game/net or game/cli.py. ("shot" is also the dice game's event.)"""
    gold_rush = card_set("gold_rush")
    names = {gold_rush.name, *(k.name for k in gold_rush.cards), *(c.id for c in gold_rush.characters),
             *(p.name for p in gold_rush.piles), *(a.verb.name for a in gold_rush.actions),
             *(v.name for v in gold_rush.verbs), *(a.verb.name for c in gold_rush.characters for a in c.actions)}
    for path in [*(ROOT / "game" / "net").glob("*.py"), ROOT / "game" / "cli.py"]:
        text = path.read_text(encoding="utf-8")
        named = {n for n in names - {"shot"} if f'"{n}"' in text or f"'{n}'" in text}
        assert not named, f"{path.name} names {named}"


def test_a_dice_module_the_program_lacks_is_refused_the_same_way():
    """The check reads the dice game's modules as it reads the card sets: a made-up one here."""
    from ..madeup import register_madeup
    register_madeup()
    party = Party("dice", [("open", "easy")] + [("bot", "easy")] * 2, sets=["base", "frontier.gold"])
    try:
        mine = programs_sets()
        without = {**mine, "dice": {name: v for name, v in mine["dice"].items() if name != "frontier.gold"}}
        bye = party.mailbox("Other", hello=hello_without("Other", without)).of("goodbye")
        assert bye["reason"] == "sets" and bye["set"] == "frontier.gold" and "Frontier Gold" in bye["message"]
        assert party.mailbox("Same").of("lobby")["sets"] == ["base", "frontier.gold"]
    finally:
        party.close()
