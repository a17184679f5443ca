"""Seeded Legacy series of bot dice games through the session (setup, deal, table, record, the bots' choices between
games), alone and with every Old Saloon module: they finish by the rules of module 5, and a series saved mid-game
resumes to the same standings."""

import pytest

from game.bots.levels import make_bot
from game.core.common.series import Series
from game.core.common.table import Stalled, Table
from game.session import Intermission, autosave_batch, autosave_header, deal, read_autosave, series_setup

SETS = ["base", "undead_or_alive.legacy"]
OLD_SALOON = ["base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
              "old_saloon.ghost", "undead_or_alive.legacy"]


def base(players, sets):
    return {"game": "dice", "sets": sets, "options": {},
            "seats": [{"kind": "bot", "level": "easy", "name": f"Bot {s}"} for s in range(players)]}


def bots(players, number):
    made = [make_bot("dice", "easy", number * 10 + seat) for seat in range(players)]
    for bot in made:
        bot.rehearse = bot.choose
    return made


def play(seed, players, games, stop_at=None, whys=None, sets=SETS):
    """A whole series; `stop_at`: the game whose table stops 30 answers in and resumes from its autosave's text;
    `whys` gathers why each next Sheriff is who he is."""
    whys = [] if whys is None else whys
    series = Series.new("dice", seed, players, games=games, sets=sets)
    setup = series_setup(series, base(players, sets))
    while True:
        number = len(series.played)
        table = Table(deal(setup), bots(players, number))
        if number == stop_at:
            with pytest.raises(Stalled):
                table.run(30)
            record = read_autosave(autosave_header(setup) + autosave_batch(table.answers, table.game.seq))
            setup = record["setup"]
            table = Table(deal(setup), bots(players, number))
            table.replay([(s, tuple(a)) for s, a in record["answers"]])
        table.run(20_000)
        between = Intermission(setup, table.answers)
        summary = between.summary
        if summary["played"] == games:
            return setup, summary
        whys.append(check_legacy(between))
        setup = between.next_setup()


def check_legacy(between):
    """The next deal follows module 5 from the game just played, read from its setup (by hand, not by the series)."""
    summary = between.summary
    last = summary["last"]
    played = between.next_setup()["series"]["played"][-1]["result"]
    sheriff = last["played_as"].index("sheriff")      # El Bueno may have made himself the Sheriff
    following = between.next_setup()["seats"]
    roles = [s["role"] for s in following]
    if not played["alive"][sheriff] and played["killed_by"][sheriff] is not None:
        assert roles[played["killed_by"][sheriff]] == "sheriff" and summary["why"] == "killed"
    if played["alive"][sheriff]:
        assert summary["why"] == "named" and summary["choices"]
    bonus = {int(s): life for s, life in summary["bonus"].items()}
    assert bonus == {i: s["extra_life"] for i, s in enumerate(following) if "extra_life" in s}
    assert all(seat == sheriff and roles[seat] != "sheriff" and life == 1 for seat, life in bonus.items())
    for seat, character in summary["picks"].items():
        assert following[int(seat)]["character"] == character and character not in last["characters"]
    for seat, choice in summary["choices"].items():
        same = following[int(seat)]["character"] == last["characters"][int(seat)]
        assert same == (choice == "keep")
    assert sorted(roles) == sorted(last["roles"])
    return summary["why"]


def test_bot_legacy_series_finish_and_follow_the_rules():
    whys: list = []
    for seed, players, sets in ((3, 4, SETS), (8, 6, SETS), (2, 8, SETS), (5, 5, OLD_SALOON)):
        _, summary = play(seed, players, 4, whys=whys, sets=sets)
        rows = summary["standings"]
        assert summary["played"] == 4 and sum(r["money"] for r in rows) > 0
        assert all(sum(r["wins"].values()) == r["money"] for r in rows)
    assert {"killed", "named"} <= set(whys)         # both ways to the next Sheriff were played


def test_a_legacy_series_saved_mid_game_resumes_to_the_same_standings():
    assert play(5, 5, 3, stop_at=1)[1]["standings"] == play(5, 5, 3)[1]["standings"]
