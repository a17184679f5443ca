"""A series in the terminal client (standings between games, the survivor's question) and the headless host's flags
refused in words before it listens."""

import pytest

from game.cli import run_series, tell_card_event
from game.core.cards.box import box_for
from game.core.common.series import Series
from game.net import headless


def test_the_terminal_plays_a_tournament_and_prints_the_standings_between_games(capsys):
    series = Series.new("cards", 8, 4, mode="tournament", games=4)
    asked = []

    def read(prompt):
        asked.append(prompt)
        return "1"
    names = ["you", "Bea", "Cid", "Dan"]
    done = run_series(series, names, "random", 0.0, read, options={"cash_reward": True})
    out = capsys.readouterr().out
    assert done.over and len(done.played) == 4
    for n in range(1, 5):
        assert f"Tournament: {n} of 4 games played." in out
    final = out[out.index("Tournament: 4 of 4"):]
    assert [line.split(".")[0].strip() for line in final.splitlines() if line.startswith("  ") and ". " in line[:6]] \
        == ["1", "2", "3", "4"]
    best = done.standings()[0]
    assert f"1. {names[best['seat']]}: ${best['score']:,}" in final
    assert "reconstruction" in final
    survived = [g["result"]["alive"][0] for g in done.played[:-1]]
    assert out.count("You survived: keep") == sum(survived)
    rewards = out.count(" of the series' money for eliminating the Outlaw ")      # told in words
    assert rewards and rewards * 3000 == sum(a for g in done.played for m in g["money"] for line, a in m
                                             if line == "cash_reward")


@pytest.mark.parametrize("argv, words", [
    (["--option", "cash_reward"], "only in a series of games or a tournament"),
    (["--option", "experience"], "only in a series of games or a tournament"),
    (["--tournament", "--series", "6", "--seats", "open,bot,bot,bot"], "multiple of the 4"),
    (["--game", "dice", "--series", "2", "--seats", "open,bot,bot,bot"], "is played by Legacy of the Wild West"),
    (["--game", "dice", "--expansions", "undead_or_alive.legacy", "--seats", "open,bot,bot,bot"],
     "several games in a row: play it as a series"),
    (["--game", "dice", "--expansions", "undead_or_alive.legacy", "--series", "2", "--rotate",
      "--seats", "open,bot,bot,bot"], "the last game chooses the next Sheriff"),
])
def test_the_headless_host_refuses_a_series_it_cannot_play_in_words(argv, words, capsys):
    assert headless.main(argv) == 2
    assert words in capsys.readouterr().err


def test_the_terminal_offers_the_experience_option_card_by_card_within_money(capsys):
    """Seed 3: you survive games holding cards in play and buy the first offered each time; bots buy too."""
    series = Series.new("cards", 3, 4, mode="tournament", games=4, carry=True)
    done = run_series(series, ["you", "Bea", "Cid", "Dan"], "random", 0.0, lambda prompt: "1",
                      options={"experience": True})
    out = capsys.readouterr().out
    mine = [a for g in done.played for line, a in g["money"][0] if line == "experience"]
    theirs = [a for g in done.played for m in g["money"][1:] for line, a in m if line == "experience"]
    assert done.over and mine and theirs and all(a < 0 and a % 500 == 0 for a in mine + theirs)
    assert out.count("Experience: keep a card in front of you") >= len(mine)
    assert out.count("  you keeps ") == len(mine) and out.count(" for the next game (-$") == len(mine + theirs)


SERIES_OPTIONS = ["cash_reward", "experience", "auction"]       # the options that keep money: a series' only


@pytest.mark.parametrize("option", SERIES_OPTIONS)
def test_the_terminal_refuses_a_series_option_for_one_game_in_words(option, capsys):
    from game.cli import main
    with pytest.raises(SystemExit) as exited:
        main(["--option", option])
    assert exited.value.code == 2
    assert "only in a series of games or a tournament" in capsys.readouterr().err


@pytest.mark.parametrize("option", SERIES_OPTIONS)
def test_a_lan_lobby_refuses_a_series_option_for_one_game_in_words_and_changes_nothing(option):
    from game.net.lobby import Lobby
    kinds = [("host", "normal")] + [("bot", "easy")] * 4
    lobby = Lobby("cards")
    lobby.configure("cards", {}, kinds, series=None)
    with pytest.raises(ValueError, match="only in a series of games or a tournament"):
        lobby.configure("cards", {option: True}, kinds, series=None)
    assert lobby.options == {} and lobby.series is None
    lobby.configure("cards", {option: True}, kinds,
                    series=Series.new("cards", 3, 5, mode="tournament", games=5, carry=option == "experience",
                                      auction=option == "auction"))
    assert lobby.options == {option: True}


def test_the_terminal_tells_the_cash_reward_in_words():
    line = tell_card_event({"kind": "cash_reward", "seat": 1, "target": 2, "amount": 3000}, ["you", "Bea", "Cid"],
                           box_for(("base",)))
    assert line == "Bea earns $3,000 of the series' money for eliminating the Outlaw Cid (the cash reward: no cards)."
