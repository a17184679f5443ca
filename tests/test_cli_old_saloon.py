"""Old Saloon in the terminal (issue 41): every answer of its modules is offered in words that name its dice,
faces, die kinds, tokens and players (read from the scenario vocabulary, no module named in game/cli.py), and the
table and the lines show its public facts: the kinds of the dice rolled, the Chief's Arrow in the middle and on
its holder, the role cards revealed, the Ghost and his tokens. A refused combination is said in words, and a
character left out for want of his module is named with why."""

import random
import re
from pathlib import Path

import pytest

from game.cli import describe_dice_action, main, run, spoken
from game.core.dice.engine import new_game
from game.core.dice.modules import dice_module
from game.core.dice.old_saloon.characters import CHARACTERS
from game.core.dice.scenario import STEPS

CLI = Path(__file__).resolve().parents[1] / "game" / "cli.py"

EVERY_MODULE = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles",
                "old_saloon.characters", "old_saloon.ghost")
NEW_KINDS = {"saloon_dice", "chief_arrow", "reveal", "give", "take_loss", "discard_arrows", "broken_arrow",
             "discard_own_arrow", "discard_any_arrow", "arrow_for_life"}


def test_every_old_saloon_answer_has_words_naming_its_dice_faces_and_players():
    seen = set()
    for seed in range(60):
        game = new_game(seed, 5 + seed % 4, modules=EVERY_MODULE)
        rng = random.Random(seed)
        while game.pending is not None:
            seen.add(game.pending.kind)
            for option in game.pending.options:
                words = describe_dice_action(option, game.names, game.box)
                assert "(" not in words and "'" not in words, words          # no Python value printed
                if len(option) > 1:
                    assert words != spoken(option[0]), option
                for arg in option[1:]:
                    if type(arg) is str:
                        assert spoken(arg) in words, (option, words)
            game.apply(game.pending.seat, rng.choice(game.pending.options))
    assert NEW_KINDS <= seen, NEW_KINDS - seen


@pytest.mark.parametrize("option, words", [
    (("saloon_dice", ("coward",)), "saloon dice: coward"),
    (("saloon_dice", ()), "saloon dice: none"),
    (("take_arrow", "chief"), "take arrow: chief"),
    (("discard_arrow", 2, "chief"), "discard arrow: Cid, chief"),
    (("reveal", 3, "double_1"), "reveal: die 4, double 1"),
    (("reveal", (1, 4)), "reveal: Bea and Eva"),
    (("give", (0, 1), 2), "give: dice 1, 2, Cid"),
    (("take_loss", 4), "take loss: Eva"),
])
def test_an_answer_of_a_module_reads_what_each_argument_names(option, words):
    game = new_game(1, 5, modules=EVERY_MODULE)
    assert describe_dice_action(option, ["Ana", "Bea", "Cid", "Dan", "Eva"], game.box) == words


def test_a_person_plays_every_module_in_the_terminal_and_sees_their_public_facts(capsys):
    """Three games, read together: each ends, and between them every fact is shown."""
    out = ""
    for seed in (3, 5, 6):
        rng = random.Random(seed)
        table = run("dice", seed, ["me", "Bea", "Cid", "Dan", "Eva", "Fede"], "easy", 0,
                    read=lambda prompt, rng=rng: str(rng.randint(1, 2)), sets=EVERY_MODULE)
        game_out = capsys.readouterr().out
        assert table.game.winner is not None and "Game over" in game_out
        out += game_out
    asked = set(re.findall(r"You must choose \((\w+)\)", out))
    assert {"saloon_dice", "reveal", "give"} <= asked, asked
    assert not re.search(r"^   1\. .*\n(?!   2\. )", out, re.M), "a decision with one answer is taken unasked"
    assert re.search(r"rolls: .*\((coward|loudmouth)\)", out), "the kinds of the dice rolled"
    assert re.search(r"dice: .*\((coward|loudmouth)\)", out), "the kinds of the dice on the table"
    assert "in the middle: chief 1" in out and re.search(r"\[chief 1", out), "the Chief's Arrow, then its holder"
    assert re.search(r"role revealed: \w+, role \w+", out) and "role shown: " in out, "a role card face up"
    assert re.search(r"status: \w+, status ghost", out) and re.search(r"takes ghost tokens: ", out), "the Ghost"
    assert re.search(r"gives \w+ ghost tokens: ", out) and "dice set: " in out, "a result given, then set"
    assert "role card: " in out and not re.search(r"^  (?!me )\w+ .* arrows  \[.*role card: ", out, re.M), \
        "my own face-down card by name, the others' as a count"


def test_the_terminal_refuses_the_ghost_under_five_players_in_words(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--game", "dice", "--players", "4", "--expansions", "old_saloon.ghost"])
    assert exited.value.code == 2 and "The Ghost is for 5 to 8 players, not 4" in capsys.readouterr().err


def test_the_terminal_names_the_characters_left_out_and_why_and_what_each_module_adds(monkeypatch, capsys):
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["--game", "dice", "--seed", "2", "--players", "4", "--pause", "0", "--bots", "random",
                 "--expansions", "old_saloon.characters,old_saloon.roles"]) == 0
    out = capsys.readouterr().out
    for name in ("old_saloon.characters", "old_saloon.roles"):
        module = dice_module(name)
        assert module.blurb_en and f"\n  {module.en}: {module.blurb_en}\n" in out, name
    needing = [c for c in CHARACTERS if c.needs]
    assert needing and all(f"left out: {c.en} needs the module" in out for c in needing)
    assert "Game over" in out


def test_the_terminal_names_nothing_of_old_saloon():
    """Its words come from the modules' records and the scenario vocabulary: no module, verb, decision, face, die
    kind, token or character of Old Saloon is written in game/cli.py (the base vocabulary's verbs aside)."""
    names = set()
    for name in EVERY_MODULE[1:]:
        module = dice_module(name)
        names |= {name, *module.steps, *(verb for verb, _ in module.scenario_steps.values()),
                  *(f.id for f in module.faces), *(d.id for d in module.dice), *(t.name for t in module.tokens),
                  *(c.id for c in module.characters)}
    text = CLI.read_text(encoding="utf-8")
    named = {n for n in names - {verb for verb, _ in STEPS.values()} if f'"{n}"' in text or f"'{n}'" in text}
    assert not named, named
