"""The Boneyard in the terminal (issue 43): the outbreak is told by the players' names (the fields its module says
name seats: box.event_seats), and the table shows a zombie as one: his life, his status and side, no character
(his card went back)."""

import random
import re

from game.cli import event_value, run

NAMES = ["me", "Bea", "Cid", "Dan", "Eva", "Fede"]


def test_a_terminal_game_tells_the_outbreak_by_name_and_shows_the_zombies(capsys):
    rng = random.Random(6)
    table = run("dice", 6, NAMES, "easy", 0, read=lambda prompt: str(rng.randint(1, 2)),
                sets=("base", "undead_or_alive.boneyard"))
    out = capsys.readouterr().out
    assert table.game.winner is not None and "Game over" in out
    told = re.search(r"^  outbreak: (\w+), zombies ([\w, ]+), life \d", out, re.M)
    assert told, "the outbreak, told"
    risen = told.group(2).split(", ")
    assert set(risen) <= set(NAMES), risen                  # names, never seat numbers
    for name in risen:
        assert re.search(rf"^  {name} +\(card returned\) +\w+ +\d+/\d+ life, zombie, plays for the zombies ",
                         out, re.M), name


def test_a_module_field_naming_seats_reads_names_and_a_plain_one_does_not():
    assert event_value("master", 2, NAMES, seats=True) == "master Cid"
    assert event_value("zombies", [1, 4], NAMES, seats=True) == "zombies Bea, Eva"
    assert event_value("life", 3, NAMES) == "life 3"
