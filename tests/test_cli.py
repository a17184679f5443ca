"""The terminal client: a scripted person plays whole games of both kinds through the Table; bad input is
refused with a clear message, never a traceback or a silent change."""

import itertools

import pytest

from game.cli import ask, describe_card_action, describe_dice_action, main, run
from game.core.cards.engine import new_game as new_card_game
from game.core.dice.engine import new_game as new_dice_game


@pytest.mark.parametrize("kind,players", [("cards", 5), ("dice", 3), ("dice", 8)])
def test_a_scripted_person_plays_a_game_to_the_end(kind, players, capsys):
    answers = itertools.cycle(["x", "²", "0", "1"])     # three refusals before every real answer
    names = ["me", "a", "b", "c", "d", "e", "f", "g"][:players]
    table = run(kind, 42, names, level="easy", read=lambda prompt: next(answers))
    out = capsys.readouterr().out
    assert table.game.winner is not None and "Game over" in out
    assert "please type a number from 1 to" in out
    assert any(seat == 0 for seat, _ in table.answers)      # the person did answer
    assert "life" in out                                      # and was told what happened


def test_ask_returns_the_chosen_index_after_refusing_garbage(capsys):
    answers = iter(["", "abc", "4", "²", "½", "-1", "2"])
    assert ask(["one", "two", "three"], read=lambda prompt: next(answers)) == 1
    assert capsys.readouterr().out.count("please type a number from 1 to 3") == 6


def test_every_card_and_dice_action_has_words():
    for seed in range(30):
        game = new_card_game(seed, 6)
        names = [p.name for p in game.players]
        while game.pending is not None and game.version < 60:
            for option in game.pending.options:
                assert describe_card_action(option, names, game.box)
            game.apply(game.pending.seat, game.pending.options[game.version % len(game.pending.options)])
        game = new_dice_game(seed, 3 + seed % 6)
        while game.pending is not None and game.version < 60:
            for option in game.pending.options:
                words = describe_dice_action(option, game.names)
                assert words and words != option[0] or option[0] in ("pass",)
            game.apply(game.pending.seat, game.pending.options[game.version % len(game.pending.options)])


@pytest.mark.parametrize("argv,complaint", [
    (["--players", "8"], "seats 4 to 7 players, not 8"),
    (["--players", "0"], "seats 4 to 7 players, not 0"),
    (["--game", "dice", "--players", "2"], "seats 3 to 8 players, not 2"),
    (["--pause", "-1"], "0 or more"),
    (["--pause", "nan"], "0 or more"),
    (["--game", "poker"], "invalid choice"),
])
def test_bad_arguments_are_refused_with_a_message(argv, complaint, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2 and complaint in capsys.readouterr().err


def test_the_table_asked_for_is_the_table_dealt(monkeypatch):
    """Whatever your name (one of the bots' too), every seat asked for is dealt, each with its own name."""
    dealt = []
    monkeypatch.setattr("game.cli.run", lambda kind, seed, names, level, pause, **setup: dealt.append((kind, names)))
    for name in ("you", "Ana", "Hal"):
        assert main(["--game", "dice", "--players", "8", "--name", name]) == 0
        assert main(["--game", "cards", "--players", "7", "--name", name]) == 0
    assert [(kind, len(set(names)), names[0]) for kind, names in dealt] == [
        (kind, seats, name) for name in ("you", "Ana", "Hal") for kind, seats in (("dice", 8), ("cards", 7))]


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_end_of_input_quits_cleanly(kind, monkeypatch, capsys):
    def closed(prompt=""):
        raise EOFError
    monkeypatch.setattr("builtins.input", closed)
    assert main(["--game", kind, "--seed", "1", "--players", "4", "--pause", "0"]) == 0
    assert "Bye." in capsys.readouterr().out


def test_the_rulings_the_engine_follows_can_be_read(capsys):
    from game.core.cards.rulings import RULINGS
    assert main(["--rulings"]) == 0
    out = capsys.readouterr().out
    assert all(text in out for text in RULINGS.values()) and "Saloon" in out


def test_the_terminal_deals_the_expansions_and_typed_options_asked_for(monkeypatch):
    from .madeup import register_madeup
    register_madeup()
    dealt = []
    monkeypatch.setattr("game.cli.run", lambda kind, seed, names, level, pause, **setup: dealt.append(setup))
    assert main(["--game", "dice", "--expansions", "frontier.gold", "--option", "frontier_gold_to_win=6"]) == 0
    assert dealt == [{"sets": ("base", "frontier.gold"), "options": {"frontier_gold_to_win": 6}}]


@pytest.mark.parametrize("flags, words", [
    (["--game", "dice", "--expansions", "frontier.ghosts"], "Frontier Ghosts needs Frontier Gold"),
    (["--game", "cards", "--option", "game_ends_mid_card=perhaps"], "is on or off"),
    (["--game", "cards", "--expansions", "nowhere"], "there is no expansion 'nowhere'"),
])
def test_the_terminal_refuses_a_combination_in_words(flags, words, capsys):
    from .madeup import register_madeup
    register_madeup()
    with pytest.raises(SystemExit) as exited:
        main(flags)
    assert exited.value.code == 2 and words in capsys.readouterr().err


@pytest.mark.parametrize("kind, expansions, title", [
    ("dice", "frontier.gold,frontier.ghosts", "BANG! The Dice Game + Frontier Gold + Frontier Ghosts"),
    ("cards", "boomtown", "BANG! + Boomtown")])
def test_a_game_with_an_expansion_plays_to_the_end_in_the_terminal(kind, expansions, title, monkeypatch, capsys):
    from .madeup import register_madeup
    register_madeup()
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["--game", kind, "--seed", "3", "--players", "4", "--pause", "0", "--bots", "random",
                 "--expansions", expansions]) == 0
    out = capsys.readouterr().out
    assert out.startswith(title) and "Game over" in out


def test_a_base_answer_without_a_card_reads_the_cores_words():
    game = new_card_game(1, 4)
    names = [p.name for p in game.players]
    for verb in ("end_turn", "take_hit", "die", "deck", "barrel", "jourdonnais", "discard_pile"):
        assert describe_card_action([verb], names, game.box) == game.box.verbs[verb].words
