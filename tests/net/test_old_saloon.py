"""Old Saloon on the LAN (issue 41): a dice game with all five modules plays to the end with the host's bots and
remote people who take every module's answer they are offered (a Saloon die, the Chief's Arrow, a reveal, a
Ghost's gift, Molly Stark's loss...) from what their seat received; every client sees each event once, in order,
as the host's, and nothing secret (test_leaks' checks: the others' face-down role cards are a count, which of them
moves is told to their holder alone until it is revealed). The lobby tells a joiner the modules; a program that
lacks one or has another version is refused naming it; the host refuses the Ghost under five players in words;
a player dropped mid-game gets back what he missed; the headless host deals them, and resumes one stopped
mid-game from its autosave."""

import signal
import time

import pytest

from game.net.autoplay import AutoPlayer, first_option
from game.session import deal, parse_autosave
from game.setups import programs_sets

from .lan import Party, RemoteBot, truth
from .test_faults import running
from .test_gold_rush import headless, hello_without
from .test_leaks import DiceSecrets, check_received

SETS = ["base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
        "old_saloon.ghost"]
TAKING = ("saloon_dice", "reveal", "give", "take_loss", "take_arrow", "discard_arrow")   # the keen player's first


class Keen:
    """A remote person who takes a module's answer with arguments whenever he is offered one, and otherwise plays
    as an Easy bot from what his seat received."""

    def __init__(self, seed: int):
        self.bot = RemoteBot("dice", "easy", seed)

    def __call__(self, view: dict) -> list:
        options = view["decision"]["options"]
        return next((o for verb in TAKING for o in options if o[0] == verb and len(o) > 1 and o[1] != []),
                    None) or self.bot(view)

    def observe(self, event: dict) -> None:
        self.bot.observe(event)


def play(seats: int, people: int, seed: int):
    party = Party("dice", [("open", "easy")] * people + [("bot", "easy")] * (seats - people), seed=seed, sets=SETS)
    players = [party.player(f"P{i}", i, Keen(seed + i) if i % 2 == 0 else first_option) for i in range(people)]
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


@pytest.mark.parametrize("seats, people, seed", [(6, 3, 410_000_017), (8, 4, 410_000_203), (5, 2, 410_000_331)])
def test_a_lan_game_with_every_old_saloon_module_ends_consistent_for_every_client_and_leaks_nothing(
        seats, people, seed):
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
            told = {m["event"]["kind"] for m in player.seen if m["type"] == "event"}
            assert {"saloon_dice", "role_revealed", "role_power"} <= told, told
            shown = [m["view"]["data"]["table"] for m in player.seen if m["type"] == "view"]
            assert all(set(t["piles"]) >= {"chief", "ghost_tokens"} for t in shown)
        done = {action[0] for seat, action in record["answers"] if seat < people}
        assert {"saloon_dice", "reveal"} <= done, f"the remote people did {done}"
    finally:
        party.close()


def test_the_remote_people_answered_every_module_decision_over_the_games():
    """Across a few short games the keen people answer each of the modules' verbs at least once."""
    done = set()
    for seed in (410_000_017, 410_000_203, 410_000_331, 410_000_457):
        party, _, _ = play(6, 3, seed)
        try:
            done |= {action[0] for seat, action in party.host.last_game["answers"] if seat < 3}
            if set(TAKING) <= done:
                break
        finally:
            party.close()
    assert set(TAKING) <= done, set(TAKING) - done


def test_the_lobby_shows_the_modules_and_their_option_to_every_joiner():
    party = Party("dice", [("open", "easy")] * 2 + [("bot", "easy")] * 3, sets=SETS,
                  options={"old_saloon_mixed_roles": True})
    try:
        for name in ("Joiner", "Another"):
            lobby = party.mailbox(name).of("lobby")
            assert lobby["game"] == "dice" and lobby["sets"] == SETS
            assert lobby["options"] == {"old_saloon_mixed_roles": True}
    finally:
        party.close()


def test_a_program_without_a_module_or_with_another_version_is_refused_naming_it():
    party = Party("dice", [("open", "easy")] + [("bot", "easy")] * 4, sets=SETS)
    try:
        mine = programs_sets()
        version = mine["dice"]["old_saloon.ghost"]
        lacking = {**mine, "dice": {n: v for n, v in mine["dice"].items() if n != "old_saloon.ghost"}}
        newer = {**mine, "dice": {**mine["dice"], "old_saloon.ghost": version + 1}}
        for sets, words in ((lacking, "does not have it"), (newer, f"has version {version + 1}")):
            bye = party.mailbox("Other", hello=hello_without("Other", sets)).of("goodbye")
            assert bye["reason"] == "sets" and bye["set"] == "old_saloon.ghost"
            assert bye["message"].startswith(f"This host plays The Ghost (version {version}), and your program "
                                             f"{words}"), bye["message"]
        assert party.mailbox("Same").of("lobby")["sets"] == SETS
    finally:
        party.close()


def test_the_host_refuses_the_ghost_under_five_players_in_words_and_changes_nothing():
    party = Party("dice", [("open", "easy")] + [("bot", "easy")] * 4, sets=SETS)
    try:
        with pytest.raises(ValueError, match="The Ghost is for 5 to 8 players, not 4"):
            party.host.configure("dice", {}, [("open", "easy")] * 4, SETS)
        assert party.host.lobby.sets == SETS and len(party.host.lobby.seats) == 5
    finally:
        party.close()


def test_a_player_dropped_mid_game_with_the_modules_gets_back_all_he_missed():
    party, (me, other) = running([("open", "easy")] * 2 + [("bot", "easy")] * 4, 2, game="dice", grace=5.0,
                                 sets=SETS, seed=410_000_600)
    try:
        party.players.append(AutoPlayer(other.client, first_option))
        view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                        and m["view"]["decision"]["seat"] == 0)["view"]
        me.client.send(view["decision"]["options"][-1], view["version"])
        me.until(lambda m: m["type"] == "event")
        me.client._loop.call_soon_threadsafe(me.client._writer.transport.abort)
        me.of("reconnecting")
        assert me.of("start")["seat"] == 0
        me.of("caught_up")
        back = me.of("view")["view"]
        assert set(back["data"]["table"]["piles"]) >= {"chief", "role_card", "ghost_tokens"}
        mine = back["data"]["table"]["players"][0]["piles"]["role_card"]
        others = [p["piles"]["role_card"] for p in back["data"]["table"]["players"][1:]]
        assert type(mine) is list and all(type(n) is int for n in others), "my card by name, the others' counted"
        seqs = [m["event"]["seq"] for m in me.seen if m["type"] == "event"]
        assert seqs == list(range(len(seqs))), "no event missed, none twice"
    finally:
        party.close()


def test_the_dice_leak_checks_would_see_another_seats_role_card():
    secrets = DiceSecrets({"game": "dice", "sets": SETS}, [])
    players = [{"seat": 0, "piles": {"role_card": ["el_malo"]}}, {"seat": 1, "piles": {"role_card": ["el_feo"]}}]
    with pytest.raises(AssertionError):
        secrets.check_view({"table": {"piles": {}, "players": players}}, 1)
    with pytest.raises(AssertionError):
        secrets.check_event({"kind": "tokens", "seq": 0, "amount": 1, "from": {"seat": None, "zone": "role_card"},
                             "to": {"seat": 2, "zone": "role_card"}, "which": ["el_tahur"]}, 1)


def test_a_headless_host_deals_the_modules_and_refuses_the_ghost_under_five(tmp_path):
    refused = headless(tmp_path, "--game", "dice", "--expansions", "old_saloon.ghost", "--seats",
                       "open,bot:easy,bot:easy,bot:easy")
    _, err = refused.communicate(timeout=30)
    assert refused.returncode == 2 and "The Ghost is for 5 to 8 players, not 4" in err, err
    save = tmp_path / "data" / "host-autosave.json"
    first = headless(tmp_path, "--game", "dice", "--expansions", ",".join(SETS[1:]), "--seats",
                     ",".join(["bot:easy"] * 6), "--seed", "7", "--bot-pause", "0.05")
    try:
        deadline = time.monotonic() + 30
        while not (save.exists() and len(parse_autosave(save.read_text(encoding="utf-8"))["answers"]) > 30):
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
    assert game.pending is not None, "stopped mid-game"
    resumed = headless(tmp_path, "--resume", "--bot-pause", "0")
    out, err = resumed.communicate(timeout=60)
    assert resumed.returncode == 0 and "game over" in out, out + err
    assert not save.exists()


def test_junk_answers_of_the_modules_verbs_are_refused_in_words_and_lose_nothing():
    party, (me,) = running([("open", "easy")] + [("bot", "easy")] * 4, 1, game="dice", sets=SETS, seed=410_000_777)
    try:
        while True:                             # to my first Saloon die choice, answering anything before it
            view = me.until(lambda m: m["type"] == "view" and m["view"]["decision"]
                            and m["view"]["decision"]["seat"] == 0)["view"]
            if view["decision"]["kind"] == "saloon_dice":
                break
            me.client.send(view["decision"]["options"][0], view["version"])
        junk = [["saloon_dice", ["gold"]], ["saloon_dice", ["loudmouth", "coward"]], ["saloon_dice", "loudmouth"],
                ["reveal"], ["give", [0], 9], ["take_loss", 3], ["take_arrow", "chief"], ["saloon_dice", 2 ** 40],
                ["saloon_dice", [[["loudmouth"]]]], ["discard_arrow", 1.5]]
        replies = []
        for action in junk:                     # one at a time: each judged before the next
            me.client.send(action, view["version"])
            replies.append(me.until(lambda m: m["type"] in ("refused", "error")))
        assert all(r["message"] for r in replies), replies
        me.client.send(view["decision"]["options"][0], view["version"])      # the game waited, unchanged
        after = me.until(lambda m: m["type"] == "view")["view"]
        assert after["version"] == view["version"] + 1
        assert not any(m["type"] == "view" and m["view"]["version"] == view["version"] and m["view"] != view
                       for m in me.seen)
    finally:
        party.close()
