"""Shadow Gunslingers in the terminal: switched on by --expansions, a game plays to its end and the table shows its
shadows (their status in words on the table, the log telling each one coming back and leaving)."""

from game.cli import main


def test_a_game_with_shadows_plays_to_the_end_and_shows_them(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["--game", "cards", "--seed", "5", "--players", "5", "--pause", "0", "--bots", "random",
                 "--expansions", "shadow_gunslingers"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("BANG! + Shadow Gunslingers") and "Game over" in out
    assert "is now: shadow turn" in out and "is now: shadow\n" in out       # back for his turn, and gone again
    assert " shadow " in out                                                # a resting shadow on the table
