"""The terminal client: a scripted human plays a whole game; bad input is refused and asked again."""

import itertools

from game.cli import ask, describe_card_action, main, run, show_card_table
from game.core.cards.engine import new_game


def test_a_scripted_human_plays_a_game_to_the_end(capsys):
    game = new_game(42, [{"name": n} for n in ("me", "a", "b", "c", "d")])
    answers = itertools.cycle(["x", "0", "1"])     # two refusals before every real answer
    run(game, lambda action, names: describe_card_action(action, names, game.box), show_card_table, human=0, seed=42,
        read=lambda prompt: next(answers))
    out = capsys.readouterr().out
    assert game.winner is not None and "Game over" in out
    assert "please type a number from 1 to" in out


def test_ask_returns_the_chosen_index_after_refusing_garbage(capsys):
    answers = iter(["", "abc", "4", "2"])
    assert ask(["one", "two", "three"], read=lambda prompt: next(answers)) == 1
    assert capsys.readouterr().out.count("please type a number from 1 to 3") == 3


def test_every_card_action_has_words():
    game = new_game(7, 6)
    names = [p.name for p in game.players]
    for seed in range(30):
        game = new_game(seed, 6)
        while game.pending is not None and game.version < 60:
            for option in game.pending.options:
                assert describe_card_action(option, names, game.box)
            game.apply(game.pending.seat, game.pending.options[game.version % len(game.pending.options)])


def test_end_of_input_quits_cleanly(monkeypatch, capsys):
    def closed(prompt=""):
        raise EOFError
    monkeypatch.setattr("builtins.input", closed)
    assert main(["--seed", "1", "--players", "4", "--pause", "0"]) == 0
    assert "Bye." in capsys.readouterr().out


def test_the_rulings_the_engine_follows_can_be_read(capsys):
    from game.core.cards.rulings import RULINGS
    assert main(["--rulings"]) == 0
    out = capsys.readouterr().out
    assert all(text in out for text in RULINGS.values()) and "Saloon" in out
