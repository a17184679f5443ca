"""The Boneyard on the LAN (issue 43): a dice game with the module plays to its end on 127.0.0.1 with remote people
and the host's bots; the outbreak raises people's seats as zombies, and each keeps answering from what his seat
receives (his own view showing him a zombie); every client sees each event once, in order, and nothing secret
(test_leaks' checks: the Boneyard deck's order is shown to nobody)."""

from game.session import deal

from .lan import play_game, truth
from .test_leaks import check_received

SETS = ["base", "undead_or_alive.boneyard"]
PEOPLE = 4


def test_people_rise_as_zombies_over_the_network_and_play_on_to_the_end():
    party, players, watchers = play_game("dice", 6, PEOPLE, 430_000_001, sets=SETS)
    try:
        record = party.host.last_game
        assert record["setup"]["sets"] == SETS
        game = deal(record["setup"])
        events = list(game.take_events())
        zombies: list[int] | None = None
        after: set[int] = set()                     # the seats that answered once the outbreak had begun
        for seat, action in record["answers"]:
            if zombies is not None:
                after.add(seat)
            events += game.apply(seat, action)
            zombies = zombies or next((e.data["zombies"] for e in events if e.kind == "outbreak"), None)
        assert game.pending is None, "the game was played to its end"
        risen = [s for s in zombies or [] if s < PEOPLE and s in after]
        assert risen, f"no person's seat rose and answered as a zombie (zombies {zombies})"
        for player in players + watchers:
            seen = [m["event"]["seq"] for m in player.seen if m["type"] == "event"]
            assert seen == list(range(len(events)))
            assert any(m["event"]["kind"] == "outbreak" for m in player.seen if m["type"] == "event")
        for player in players:
            seat = next(m for m in player.seen if m["type"] == "start")["seat"]
            if seat in risen:
                own = [m["view"]["data"]["table"]["players"][seat]["status"] for m in player.seen
                       if m["type"] == "view" and m["view"].get("decision")]
                assert "zombie" in own, f"seat {seat} was never asked as a zombie"
        tokens = {p["token"] for p in record["setup"]["lan"]["seats"] if p["token"]}
        _, _, views = truth(record)
        for player in players + watchers:
            start = next(m for m in player.seen if m["type"] == "start")
            check_received(player.seen, start["seat"], record, events, views, tokens)
    finally:
        party.close()

