"""What goes wrong on a LAN: another version, junk of every kind, floods, a player dropped in the middle of a duel
(a bot takes over, he comes back with his token to his seat's own log and view), the host handing a silent seat
to a bot, the host stopping and continuing from its autosave, a spectator joining a running game."""

import json
import socket
import time

from game.net.autoplay import AutoPlayer, first_option, first_option_until
from game.net.client import Mailbox, MemoryTokens
from game.net.framing import HEADER, Decoder, encode
from game.net.limits import Limits
from game.net.schema import hello

from .lan import Party, truth


class Raw:
    """A bare socket speaking the protocol by hand, as another client would."""

    def __init__(self, port: int, name: str = "Raw"):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        self.decoder = Decoder(1 << 20)
        self.got: list[dict] = []

    def send(self, data) -> None:
        self.sock.sendall(data if isinstance(data, bytes) else encode(data))

    def until(self, wanted, timeout: float = 5.0) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for i, message in enumerate(self.got):
                if wanted(message):
                    del self.got[:i + 1]
                    return message
            self.sock.settimeout(max(0.01, deadline - time.monotonic()))
            data = self.sock.recv(65536)
            if not data:
                raise EOFError("closed")
            self.got += self.decoder.feed(data)
        raise TimeoutError(self.got[-3:])

    def of(self, kind: str) -> dict:
        return self.until(lambda m: m.get("type") == kind)

    def error(self) -> str:
        return self.of("error")["code"]

    def alive(self, n: int) -> None:
        self.send({"type": "ping", "id": n})
        assert self.of("pong")["id"] == n


def running(kinds, people, game="cards", **options) -> tuple[Party, list]:
    party = Party(game, kinds, **options)
    boxes = [party.mailbox(f"P{i}") for i in range(people)]
    for i, box in enumerate(boxes):
        box.of("welcome")
        box.client.take_seat(i)
        box.of("seated")
        box.client.ready(True)
    party.wait_lobby(people)
    party.host.start_game()
    return party, boxes


def test_another_version_is_refused_clearly():
    party = Party("cards", [("open", "easy"), ("bot", "easy"), ("bot", "easy"), ("bot", "easy")])
    try:
        box = party.mailbox("Old", hello={**hello("Old"), "game_version": "0.0.9"})
        bye = box.of("goodbye")
        assert bye["reason"] == "version" and "0.0.9" in bye["message"] and bye["game_version"] != "0.0.9"
        other = party.mailbox("Future", hello={**hello("Future"), "protocol": 2})
        assert other.of("goodbye")["reason"] == "version"
        assert not party.host.links
    finally:
        party.close()


def test_junk_of_every_kind_gets_an_error_and_changes_nothing():
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy"), ("bot", "easy")], 1)
    try:
        raw = Raw(party.port)
        raw.send({"type": "ping", "id": 0})
        assert raw.error() == "hello_first"
        raw.send(hello("Raw"))
        raw.of("welcome")
        view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"])["view"]
        version = party.host.waiting
        body = b"not json"
        cases = [
            (HEADER.pack(len(body)) + body, "malformed"),
            (encode({"type": "chat", "text": "x" * 30000}), "too_large"),
            (encode({"type": "shout"}), "unknown_type"),
            (encode({"type": "take_seat", "seat": "one"}), "bad_field"),
            (encode({"type": "take_seat", "seat": 1}), "not_now"),
            (encode({"type": "answer", "action": ["end_turn"], "version": view["version"]}), "not_seated"),
            (encode({"type": "rejoin", "token": "guess", "since": -1}), "bad_token"),
            (encode(hello("Again")), "not_now"),
        ]
        for data, code in cases:
            raw.send(data)
            assert raw.error() == code, code
            assert party.host.waiting == version
        me.client.send(["no_such_verb"], view["version"])
        assert me.of("refused")["rule"]
        me.client.send(view["decision"]["options"][0], view["version"] + 5)
        assert me.until(lambda m: m["type"] == "error")["code"] == "stale"
        assert party.host.waiting == version
        raw.alive(1)
        me.client.send(view["decision"]["options"][0], view["version"])
        me.until(lambda m: m["type"] == "view" and m["view"]["version"] > view["version"])
    finally:
        party.close()


def test_a_flood_is_throttled_then_cut_off_and_others_do_not_notice():
    party = Party("cards", [("open", "easy")] * 2 + [("bot", "easy")] * 2,
                  limits=Limits(messages_per_second=20, message_burst=20, errors_before_goodbye=50))
    try:
        calm = party.mailbox("Calm")
        calm.of("welcome")
        raw = Raw(party.port)
        raw.send(hello("Flood"))
        raw.of("welcome")
        raw.send(b"".join(encode({"type": "ping", "id": i}) for i in range(2000)))
        assert raw.until(lambda m: m.get("code") == "throttled")
        assert raw.of("goodbye")["reason"] == "too_many_errors"
        calm.client.say({"type": "ping", "id": 99})
        assert calm.until(lambda m: m["type"] == "pong" and m["id"] == 99)
        assert not any(m["type"] == "error" for m in calm.seen), "the calm client was never refused anything"
    finally:
        party.close()


def test_connections_from_one_address_are_rationed():
    party = Party("dice", [("open", "easy")] * 3, limits=Limits(connects_per_second=0.1, connect_burst=4))
    try:
        raws = [Raw(party.port) for _ in range(6)]
        refused = 0
        for raw in raws:
            try:
                refused += raw.until(lambda m: m.get("type") == "goodbye", 0.3)["reason"] == "full"
            except (TimeoutError, EOFError, OSError):
                pass
        assert refused == 2
    finally:
        party.close()


def loves_duels(view: dict) -> list:
    """Play a Duel whenever possible (the card game's 'play' options name a card id; the Duels are 41..43)."""
    from game.core.cards.catalog import CARDS
    for option in view["decision"]["options"]:
        if option[0] == "play" and CARDS[option[1]].name == "duel":
            return option
    return first_option(view)


def test_a_player_dropped_mid_duel_is_played_by_a_bot_until_he_comes_back_with_his_token():
    party = Party("cards", [("open", "easy")] * 4, grace=0.3, seed=7)
    try:
        tokens = [MemoryTokens() for _ in range(4)]

        def in_a_duel(message):
            view = message.get("view") or {}
            return bool(view.get("decision")) and view["decision"]["kind"] == "respond_duel"
        players = [AutoPlayer(party.client(f"P{i}", tokens=tokens[i], retries=0), loves_duels, seat=i,
                              stop_after=in_a_duel) for i in range(4)]
        party.players += players
        party.wait_lobby(4)
        party.host.start_game(424242)
        deadline = time.monotonic() + 30
        while not any(p._thread.is_alive() is False and p.seen and in_a_duel(p.seen[-1]) for p in players):
            assert time.monotonic() < deadline, "no duel"
            time.sleep(0.005)
        victim = next(i for i, p in enumerate(players) if not p._thread.is_alive() and in_a_duel(p.seen[-1]))
        asked = players[victim].seen[-1]["view"]["version"]
        for i, player in enumerate(players):          # the others stop too: we look at the game as it stands
            if i != victim:
                player.stop_after = lambda message: True
        dropped = players[victim].client
        dropped._loop.call_soon_threadsafe(dropped._writer.transport.abort)
        watcher = party.mailbox("Watcher")
        watcher.of("welcome")
        watcher.client.watch()
        assert watcher.until(lambda m: m["type"] == "notice" and m["what"] == "stand_in")["seat"] == victim
        assert party.host.lobby.seats[victim].stand_in
        # the bot answered the duel: the game moved on past the version he was asked at
        watcher.until(lambda m: m["type"] == "view" and m["view"]["version"] > asked)
        back = Mailbox(party.client(f"P{victim} again", tokens=tokens[victim]))   # a restarted window
        start = back.of("start")
        assert start["seat"] == victim
        got = []
        while True:
            message = back.until(lambda m: m["type"] in ("event", "caught_up"))
            if message["type"] == "caught_up":
                break
            got.append(message["event"])
        view = back.of("view")["view"]
        assert view["seat"] == victim and not party.host.lobby.seats[victim].stand_in
        assert len(party.save()["answers"]) >= view["version"], "saved before it was shown"
        events, _, views = truth(party.save())
        assert got == [json.loads(json.dumps(e.visible_to(victim))) for e in events[:len(got)]]
        assert len(got) == len(events) and view == views[(victim, view["version"])]
    finally:
        party.close()


def test_a_dropped_client_reconnects_by_itself_and_gets_only_what_it_missed():
    party, (me, other) = running([("open", "easy")] * 2 + [("bot", "easy")] * 2, 2, grace=5.0)
    try:
        helper = AutoPlayer(other.client, first_option)
        party.players.append(helper)
        me.until(lambda m: m["type"] == "caught_up")
        me.client._loop.call_soon_threadsafe(me.client._writer.transport.abort)
        me.of("reconnecting")
        assert me.of("start")["seat"] == 0
        me.of("caught_up")
        me.of("view")
        seqs = [m["event"]["seq"] for m in me.seen if m["type"] == "event"]
        assert seqs == list(range(len(seqs))), "no event missed, none twice"
    finally:
        party.close()


def test_the_host_hands_a_silent_seat_to_a_bot_and_the_player_takes_it_back_by_answering():
    party, (silent, busy) = running([("open", "easy")] * 2 + [("bot", "easy")] * 2, 2)
    try:
        party.players.append(AutoPlayer(busy.client, first_option))
        first = silent.until(lambda m: m["type"] == "view" and m["view"]["decision"])["view"]
        party.host.stand_in(0)
        assert silent.until(lambda m: m["type"] == "notice")["what"] == "stand_in"
        later = silent.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                             and m["view"]["version"] > first["version"] + 3)["view"]
        time.sleep(0.05)
        fresh = [m for m in silent.client.poll()] + [later]
        view = max((m["view"] if "view" in m else m for m in fresh if m.get("type", "view") == "view"),
                   key=lambda v: v["version"]) if fresh else later
        silent.client.send(view["decision"]["options"][0] if view.get("decision") else ["x"], view["version"])
        deadline = time.monotonic() + 5
        while party.host.lobby.seats[0].stand_in:
            assert time.monotonic() < deadline, "the player never got his seat back"
            time.sleep(0.005)
    finally:
        party.close()


def test_the_host_stopping_ends_the_game_for_everyone_and_it_continues_from_the_autosave():
    party, boxes = running([("open", "easy")] * 2 + [("bot", "easy")] * 2, 2)
    tokens = [box.client.tokens for box in boxes]
    players = [AutoPlayer(box.client, first_option_until(10)) for box in boxes]
    resumed = None
    try:
        deadline = time.monotonic() + 10
        while not any(m["type"] == "view" and m["view"]["version"] >= 10 for p in players for m in list(p.seen)):
            assert time.monotonic() < deadline
            time.sleep(0.002)
        party.host.stop()                             # the game as it stands is saved
        for player in players:
            assert player.finished.wait(5) and player.ended["reason"] == "host_left"
        record = party.save()
        resumed = Party(resume=record, kinds=None)
        back = [AutoPlayer(resumed.client(f"P{i}", tokens=tokens[i]), first_option) for i in range(2)]
        resumed.players += back
        resumed.wait_lobby(2)                         # both back in their seats with their tokens, and ready
        resumed.host.start_game()
        for player in back:
            assert player.finished.wait(60)
            first_view = next(m for m in player.seen if m["type"] == "view")["view"]
            assert first_view["version"] >= len(record["answers"])
    finally:
        for player in players:
            player.stop()
        party.close()
        if resumed is not None:
            resumed.close()


def test_a_spectator_joining_a_running_game_sees_the_public_log_and_nothing_private():
    party, (me,) = running([("open", "easy"), ("bot", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice")
    try:
        me.until(lambda m: m["type"] == "view" and m["view"]["decision"])     # the game waits for me meanwhile
        late = party.mailbox("Late")
        assert late.of("welcome")["state"] == "playing"
        late.client.take_seat(0)
        assert late.until(lambda m: m["type"] == "error")["code"] == "not_now"
        late.client.watch()
        assert late.of("start")["seat"] is None
        late.of("caught_up")
        view = late.of("view")["view"]
        assert view["seat"] is None and view["decision"] is None and view["data"]["role"] is None
        events = [m["event"] for m in late.seen if m["type"] == "event"]
        roles = [e for e in events if e["kind"] == "role_dealt"]
        assert roles and all(e["role"] is None for e in roles)
    finally:
        party.close()


def test_a_stopped_host_withdraws_its_advert_and_stops_its_game():
    from game.net.discovery import LocalDiscovery
    party, boxes = running([("open", "easy"), ("bot", "easy"), ("bot", "easy")], 1, game="dice")
    discovery = party.host.discovery = LocalDiscovery()
    discovery.advertise(party.host._advert)
    runner = party.host.runner
    party.close()
    assert not runner.thread.is_alive() and id(discovery) not in LocalDiscovery._board


class Stuck:
    """A writer whose reader never reads: its backlog only grows."""

    class transport:                                   # noqa: N801 (stands for asyncio's transport)
        @staticmethod
        def get_write_buffer_size() -> int:
            return 10 ** 9

    closed = False

    def write(self, data: bytes) -> None:
        pass

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True


def test_a_client_that_stops_reading_is_dropped_never_waited_for():
    from game.net.host import Host, Link
    from game.net.limits import Bucket
    host = Host(port=0)
    link = Link(1, "127.0.0.1", Stuck(), Bucket(1, 1), Bucket(1, 1))
    host.links[1] = link
    host._send(link, {"type": "pong", "id": 1})
    assert link.closed and link.writer.closed and 1 not in host.links


def test_a_client_too_far_behind_at_the_end_of_a_game_is_dropped_and_the_game_still_ends():
    from game.net.host import Host, Link
    from game.net.limits import Bucket
    from game.net.lobby import LOBBY, PLAYING
    host = Host(port=0)
    host.lobby.state = PLAYING
    stuck = Link(1, "127.0.0.1", Stuck(), Bucket(1, 1), Bucket(1, 1), feed="seat")
    fine = Link(2, "127.0.0.1", Stuck(), Bucket(1, 1), Bucket(1, 1))
    host.links.update({1: stuck, 2: fine})
    host._game_over({"type": "finished"})
    assert stuck.closed and 1 not in host.links and 2 in host.links
    assert host.lobby.state == LOBBY and host.games_over == 1
