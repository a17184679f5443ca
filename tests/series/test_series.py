"""The series layer and the tournament's money: scripted whole games against hand-worked tables, ties, bad input."""

import copy

import pytest

from game.core.cards.series import score
from game.core.common.errors import SaveError
from game.core.common.series import Line, Result, Series, score_of
from game.standings import standings_lines

from .scripted import NAMES, play


def result(roles, winner, winners, dead=(), killed_by=None, cash=None):
    n = len(roles)
    return Result(tuple(roles), ("x",) * n, tuple(s not in dead for s in range(n)),
                  tuple((killed_by or {}).get(s) for s in range(n)), winner, tuple(winners), (0,) * n,
                  tuple(cash or (0,) * n))


def money(lines):
    return [sum(amount for _, amount in seat) for seat in lines]


def test_the_publishers_example_holds():
    """5 players, 2 Outlaws at the start, the Sheriff's side wins with the Deputy alive: $3,000 and $2,000."""
    roles = ("sheriff", "renegade", "outlaw", "outlaw", "deputy")
    lines = score(result(roles, "law", (0, 4), dead=(1, 2, 3)))
    assert money(lines) == [3000, 0, 0, 0, 2000]
    assert lines[0] == [Line("sheriff_win", 1000), Line("sheriff_outlaws", 2000)]


def test_each_line_by_hand():
    seven = ("sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy")
    # law wins, 3 Outlaws: the Sheriff 1,000 + 3 x 1,000; a dead Deputy 1,500, a living one 2,000
    assert money(score(result(seven, "law", (0, 5, 6), dead=(1, 2, 3, 4, 6)))) == [4000, 0, 0, 0, 0, 2000, 1500]
    # the Outlaws win, 2 of 3 alive: each living one 2,000 x 3 / 2 = 3,000, the dead one nothing; the Renegade
    # alive 1,000; a Deputy who eliminated the Sheriff -5,000
    lines = score(result(seven, "outlaws", (2, 3, 4), dead=(0, 4, 6), killed_by={0: 5}))
    assert money(lines) == [0, 1000, 3000, 3000, 0, -5000, 0]
    assert lines[5] == [Line("deputy_kills_sheriff", -5000)]
    # the Outlaws win with none alive: nobody shares the pot
    assert money(score(result(seven, "outlaws", (2, 3, 4), dead=(0, 1, 2, 3, 4)))) == [0] * 7
    # the Renegade wins: 2,000 x 7 players at the start = 14,000, and the 6,000 the cash reward paid him in the game
    assert money(score(result(seven, "renegade", (1,), dead=(0, 2, 3, 4, 5, 6), cash=(0, 6000, 0, 0, 0, 0, 0)))) \
        == [0, 20000, 0, 0, 0, 0, 0]


def test_with_two_renegades_only_the_winner_is_paid():
    eight = ("sheriff", "renegade", "outlaw", "outlaw", "outlaw", "deputy", "deputy", "renegade")
    assert money(score(result(eight, "renegade", (7,), dead=(0, 1, 2, 3, 4, 5, 6))))[7] == 16000
    assert money(score(result(eight, "renegade", (7,), dead=(0, 1, 2, 3, 4, 5, 6))))[1] == 0


# A tournament of 5 games at 5 seats, cash reward on, each game stacked from the series' deal and played by a script
# (game/core/common/series.py deals them from seed 11; tests/series/scripted.py plays them). Every survivor keeps.
SCRIPTS = [("sheriff", {"outlaw": 1, "renegade": 1, "deputy": 2}),      # law wins, the Deputy alive
           ("sheriff", {"outlaw": 1, "renegade": 1, "deputy": 1}),      # law wins, the Sheriff kills his Deputy too
           ("deputy", {"sheriff": 1, "outlaw": 1, "renegade": 2}),      # the Deputy kills the Sheriff and both Outlaws
           ("renegade", {"sheriff": 1, "outlaw": 1, "deputy": 1}),      # the Renegade kills everyone
           ("outlaw", {"sheriff": 1, "outlaw": 2, "renegade": 2, "deputy": 2})]     # the Outlaws win, both alive
# Worked by hand from the deals (roles by seat):
# 1: R D O S O   law: S 1,000 + 2 x 1,000 + 2 Outlaws' cash 6,000 = 9,000; D alive 1,500 + 500 = 2,000
# 2: O O D R S   law: S 9,000 again; the dead D 1,500
# 3: S O O R D   outlaws, none alive: no pot; R alive 1,000; D -5,000 + 6,000 cash = 1,000
# 4: O S D O R   renegade: 2,000 x 5 = 10,000 + 6,000 cash = 16,000
# 5: R O S O D   outlaws, both alive: 2,000 x 2 / 2 = 2,000 each; R alive 1,000
BY_GAME = [[0, 2000, 0, 9000, 0],
           [0, 0, 1500, 0, 9000],
           [0, 0, 0, 1000, 1000],
           [0, 0, 0, 0, 16000],
           [1000, 2000, 0, 2000, 0]]
# totals 1,000 / 4,000 / 1,500 / 12,000 / 26,000; scores (÷ 5) 200 / 800 / 300 / 2,400 / 5,200
STANDINGS = [(4, 26000, 5200), (3, 12000, 2400), (1, 4000, 800), (2, 1500, 300), (0, 1000, 200)]


def scripted_tournament():
    series = Series.new("cards", 11, 5, mode="tournament", games=5)
    for shooter, lives in SCRIPTS:
        game, events = play(series.next_game, shooter, lives, ("cash_reward",))
        series.record(game, events)
        for seat in series.asks:
            series.keep(seat, True)
    return series


def test_a_scripted_tournament_earns_the_hand_worked_money():
    series = scripted_tournament()
    assert [g["roles"] for g in series.played] == [
        ["renegade", "deputy", "outlaw", "sheriff", "outlaw"], ["outlaw", "outlaw", "deputy", "renegade", "sheriff"],
        ["sheriff", "outlaw", "outlaw", "renegade", "deputy"], ["outlaw", "sheriff", "deputy", "outlaw", "renegade"],
        ["renegade", "outlaw", "sheriff", "outlaw", "deputy"]]
    assert [[sum(a for _, a in seat) for seat in g["money"]] for g in series.played] == BY_GAME
    assert [(r["seat"], r["money"], r["score"]) for r in series.standings()] == STANDINGS
    assert series.over and series.next_game is None
    assert series.standings()[0]["wins"] == {"sheriff": 1, "renegade": 1, "deputy": 0, "outlaw": 0}


def test_the_sheriff_rotates_and_survivors_keep_or_draw():
    series = scripted_tournament()
    sheriffs = [g["roles"].index("sheriff") for g in series.played]
    assert sorted(sheriffs) == [0, 1, 2, 3, 4] and all((b - a) % 5 == 1 for a, b in zip(sheriffs, sheriffs[1:]))
    for last, this in zip(series.played, series.played[1:]):
        for seat in range(5):
            if last["result"]["alive"][seat]:                       # kept, as the script chose
                assert this["characters"][seat] == last["characters"][seat]
            else:                                                   # a new one, unused in the last game
                assert this["characters"][seat] not in last["characters"]


def test_a_survivor_who_draws_gets_a_new_character():
    series = Series.new("cards", 11, 5, mode="series", games=2, rotate=True)
    game, events = play(series.next_game, *SCRIPTS[0])
    series.record(game, events)
    assert series.asks == [1, 3] and series.next_game is None
    series.keep(1, False)
    series.keep(3, True)
    first, second = series.played[0]["characters"], series.next_game["characters"]
    assert second[3] == first[3] and second[1] not in first


def test_ties_go_to_wins_as_sheriff_then_renegade_deputy_outlaw_then_turns_then_the_lot():
    series = Series.new("cards", 3, 4, games=4)

    def played(roles, winners, turns):
        return {"seed": 0, "roles": roles, "characters": ["x"] * 4, "money": [[["m", 1000]]] * 4,
                "result": {"winners": winners, "turns": turns}}
    series.data["played"] = [played(["sheriff", "renegade", "outlaw", "outlaw"], [0], [5, 5, 5, 5]),
                             played(["renegade", "sheriff", "outlaw", "outlaw"], [0], [5, 5, 5, 5]),
                             played(["outlaw", "sheriff", "renegade", "outlaw"], [3], [5, 6, 5, 6])]
    # all score $1,000: seat 0 won as Sheriff (and as Renegade), seat 3 as Outlaw, seat 1 played one turn more than 2
    assert [r["seat"] for r in series.standings()] == [0, 3, 1, 2]
    series.data["played"] = [played(["sheriff", "renegade", "outlaw", "outlaw"], [], [5, 5, 5, 5])]
    assert [r["seat"] for r in series.standings()] == series.data["lots"]     # equal in everything: the lot


def test_the_score_is_rounded_to_the_nearest_dollar():
    assert [score_of(1000, 3), score_of(500, 3), score_of(-5000, 3), score_of(1, 2), score_of(0, 0)] == \
        [333, 167, -1667, 1, 0]


@pytest.mark.parametrize("mode, games, words", [("tournament", 4, "multiple"), ("tournament", 7, "multiple"),
                                                ("league", 5, "series or tournament"), ("series", 0, "1 game")])
def test_a_series_that_cannot_be_played_is_refused_in_words(mode, games, words):
    with pytest.raises(ValueError, match=words):
        Series.new("cards", 1, 5, mode=mode, games=games)


def test_a_wrong_answer_between_games_changes_nothing():
    series = Series.new("cards", 11, 5, games=2, rotate=True)
    before = copy.deepcopy(series.to_json())
    with pytest.raises(ValueError, match="no character to keep"):
        series.keep(0, True)                                        # nothing asked before a game is recorded
    assert series.to_json() == before
    game, events = play(series.next_game, *SCRIPTS[0])
    series.record(game, events)
    asked = copy.deepcopy(series.to_json())
    for seat, keep in ((0, True), (1, "yes"), (9, False)):          # a dead seat, a non-bool, no such seat
        with pytest.raises(ValueError):
            series.keep(seat, keep)
    assert series.to_json() == asked
    with pytest.raises(ValueError, match="no game of this series"):
        series.record(game, events)


def test_a_game_the_series_did_not_deal_is_refused():
    series = Series.new("cards", 11, 5, games=2)
    other = Series.new("cards", 12, 5, games=2)
    game, events = play(other.next_game, *SCRIPTS[0])
    with pytest.raises(ValueError, match="not the one this series dealt"):
        series.record(game, events)
    assert series.played == []


def test_a_series_round_trips_and_a_damaged_one_is_refused_in_words():
    series = scripted_tournament()
    again = Series.from_json(copy.deepcopy(series.to_json()))
    assert again.standings() == series.standings()
    for damage in ({"games": 3}, {"lots": [0, 0, 1, 2, 3]}, {"rng": "x"}, {"game": "chess"}, {"keeps": {"0": "?"}},
                   {"mode": "league"}):
        data = {**copy.deepcopy(series.to_json()), **damage}
        with pytest.raises(SaveError, match="the series in this save is damaged"):
            Series.from_json(data)
    with pytest.raises(SaveError, match="damaged"):
        Series.from_json([1, 2])


# A series of 3 games at 5 seats with Shadow Gunslingers: in each the Renegade is a shadow whose card shows a side
# (seed 003: he "wins with the side he belongs to"); he is paid and counted as that side's role (rules-notes §3).
def shadow_renegade(side):
    return {"renegade": {"alive": False, "shadow_side": side}}


SHADOW_SCRIPTS = [("outlaw", {"sheriff": 1}, "outlaws"),        # he joined the Outlaws, who win
                  ("outlaw", {"sheriff": 1}, "law"),            # he joined the law, which loses
                  ("sheriff", {"outlaw": 1}, "law")]            # he joined the law, which wins
# Worked by hand from the deals (roles by seat; the Renegade is dead, so no line marked "if alive" pays him):
# 1: D S O O R   outlaws, both alive: 2,000 x 2 / 2 = 2,000 each; the Renegade, a dead Outlaw: a winner, no share
# 2: R O O D S   outlaws, both alive: 2,000 each; the Renegade, a Deputy of the losing side: nothing
# 3: O O R D S   law: S 1,000 + 2 x 1,000 = 3,000; D alive 2,000; the Renegade, a dead Deputy of the winners, 1,500
SHADOW_BY_GAME = [[0, 0, 2000, 2000, 0], [0, 2000, 2000, 0, 0], [0, 0, 1500, 2000, 3000]]


def test_a_shadow_renegade_is_paid_and_counted_as_the_side_he_ended_on():
    series = Series.new("cards", 11, 5, games=3)
    for shooter, lives, side in SHADOW_SCRIPTS:
        game, events = play(series.next_game, shooter, lives, ("shadow_gunslingers",), words=shadow_renegade(side))
        series.record(game, events)
        for seat in series.asks:
            series.keep(seat, True)
    played = series.played
    assert [g["roles"] for g in played] == [["deputy", "sheriff", "outlaw", "outlaw", "renegade"],
                                            ["renegade", "outlaw", "outlaw", "deputy", "sheriff"],
                                            ["outlaw", "outlaw", "renegade", "deputy", "sheriff"]]
    assert [g["result"]["played_as"] for g in played] == [["deputy", "sheriff", "outlaw", "outlaw", "outlaw"],
                                                          ["deputy", "outlaw", "outlaw", "deputy", "sheriff"],
                                                          ["outlaw", "outlaw", "deputy", "deputy", "sheriff"]]
    assert [(g["result"]["winner"], g["result"]["winners"]) for g in played] == [
        ("outlaws", [2, 3, 4]), ("outlaws", [1, 2]), ("law", [2, 3, 4])]
    assert [[sum(a for _, a in seat) for seat in g["money"]] for g in played] == SHADOW_BY_GAME
    assert played[2]["money"][2] == [["deputy_win", 1500]]
    wins = {row["seat"]: row["wins"] for row in series.standings()}
    assert wins[4] == {"sheriff": 1, "renegade": 0, "deputy": 0, "outlaw": 1}       # game 1 as an Outlaw
    assert wins[2] == {"sheriff": 0, "renegade": 0, "deputy": 1, "outlaw": 2}       # game 3 as a Deputy
    assert wins[0] == {"sheriff": 0, "renegade": 0, "deputy": 0, "outlaw": 0}       # game 2: lost with the law
    assert series.summary()["last"]["played_as"][2] == "deputy"
    assert "  cid (renegade, as deputy): His side won: $1,500" in standings_lines(series, list(NAMES))


def test_a_saved_series_with_a_wrong_role_played_is_refused():
    series = Series.new("cards", 11, 5, games=3)
    game, events = play(series.next_game, *SHADOW_SCRIPTS[0][:2], ("shadow_gunslingers",),
                        words=shadow_renegade("outlaws"))
    series.record(game, events)
    damaged = copy.deepcopy(series.to_json())
    damaged["played"][0]["result"]["played_as"][0] = "mayor"
    with pytest.raises(SaveError, match="ended playing as"):
        Series.from_json(damaged)
