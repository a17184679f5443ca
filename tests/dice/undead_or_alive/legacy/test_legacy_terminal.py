"""A Legacy series in the terminal client: the standings by games won, the naming and the pick asked of the person,
who is Sheriff next and why; the headless host plays a dice series only with the module."""

from game.cli import run_series
from game.core.common.series import Series

SETS = ["base", "undead_or_alive.legacy"]


def test_the_terminal_plays_a_legacy_series_and_asks_the_person_between_games(capsys):
    series = Series.new("dice", 4, 4, games=3, sets=SETS)
    done = run_series(series, ["you", "Bea", "Cid", "Dan"], "random", 0.0, lambda prompt: "1")
    out = capsys.readouterr().out
    assert done.over and "Series: 3 of 3 games played." in out and "Standings (games won):" in out
    assert "$" not in out[out.index("Series: 1 of 3"):]                 # wins, not money
    person = [g["result"] for g in done.played[:-1]]
    eliminated = sum(not r["alive"][0] for r in person)
    assert out.count("You were eliminated: pick your character") == eliminated
    for number, game in enumerate(done.played[1:], 1):
        before = done.played[number - 1]
        if not before["result"]["alive"][0]:                           # he picked the first one offered
            assert game["characters"][0] not in before["characters"]
    decided = 0
    for number, game in enumerate(done.played[:-1]):
        sheriff = game["roles"].index("sheriff")
        result = game["result"]
        heir = sheriff if result["alive"][sheriff] else result["killed_by"][sheriff]
        decided += heir is not None
        if heir is not None and not result["alive"][sheriff]:
            assert done.played[number + 1]["roles"][heir] == "sheriff"
    assert out.count("Sheriff next game:") == decided
