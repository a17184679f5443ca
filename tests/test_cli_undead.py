"""Undead or Alive in the terminal: its pieces by the names the window gives them (the modules' `words`: the Duel
dice's faces, the wound tokens, the Rage cards and their dice), a module by its title and a character's ability by
his name where a line says why, a duel's loser by his name; never an id or a seat's number."""

import random
import re

from game.cli import run

MODULES = ("base", "undead_or_alive.rage", "undead_or_alive.duel", "undead_or_alive.characters",
           "undead_or_alive.boneyard")
NAMES = ["me", "Bea", "Cid", "Dan", "Eva"]


def test_a_terminal_game_of_undead_or_alive_names_its_pieces_as_the_window_does(capsys):
    rng = random.Random(3)
    table = run("dice", 3, NAMES, "easy", 0, read=lambda prompt: str(rng.randint(1, 2)), sets=MODULES)
    out = capsys.readouterr().out
    assert table.game.winner is not None and "Game over" in out
    assert re.search(r"^  duel: \w+, target \w+, die \d, rolls [\w, ]+, loser (\w+)$", out, re.M), "a duel"
    assert all(loser in NAMES for loser in re.findall(r", loser (\w+)$", out, re.M)), "a loser by name"
    assert "takes Duel wound token: " in out and "in the middle: Rage card " in out, "the tokens by name"
    assert re.search(r"^  dice set: .*faces Rage [\w+]+.*, why Two bullets are enough$", out, re.M), "a Rage die"
    assert re.search(r"rolls: .*(Duel|Whiskey) \(Duel\)", out), "a Duel die's face and kind"
    for raw in ("undead_or_alive", "rage:", "rage cards", "wounds", "True", "False"):
        assert raw not in out, raw
