"""Old Saloon's modules in a setup (issue 41): the combinations the rules refuse, in words (the Ghost under five
players, the special roles under four; a character of the new ones is not refused but left out without his
module, with why), and an autosave of a game with every module that keeps its modules and option, read back
mid-game and played on to its end from where it stopped."""

import random

import pytest

from game.core.dice.catalog import box_for
from game.session import SetupRefused, autosave_batch, autosave_header, check_setup, deal, read_autosave
from game.setups import DESCRIPTIONS

DICE = DESCRIPTIONS["dice"]
MODULES = ["base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.characters", "old_saloon.roles",
           "old_saloon.ghost"]


def setup(players: int, sets: list[str], options: dict | None = None) -> dict:
    return {"game": "dice", "seed": 8, "sets": sets, "options": options or {},
            "seats": [{"kind": "bot", "level": "easy", "name": f"B{i}"} for i in range(players)]}


@pytest.mark.parametrize("players, sets, words", [
    (4, ["base", "old_saloon.ghost"], "The Ghost is for 5 to 8 players, not 4"),
    (3, ["base", "old_saloon.roles"], "Special roles is for 4 to 8 players, not 3"),
    (3, MODULES, "Special roles is for 4 to 8 players, not 3; The Ghost is for 5 to 8 players, not 3"),
])
def test_a_table_too_small_for_a_module_is_refused_in_words(players, sets, words):
    refused = DICE.refusals(setup(players, sets))
    assert "; ".join(r.message for r in refused) == words and {r.rule for r in refused} == {"set_players"}
    with pytest.raises(SetupRefused, match=words.split(";")[0]):
        check_setup(setup(players, sets))
    assert not DICE.refusals(setup(5, sets))


def test_a_character_whose_module_is_off_is_left_out_with_why_not_refused():
    assert not DICE.refusals(setup(4, ["base", "old_saloon.characters"]))
    box = box_for(("base", "old_saloon.characters"))
    assert {box.why_left_out(c) for c in box.left_out} == {
        "José Delgado needs the module Loudmouth and Coward (old_saloon.saloon_dice)",
        "Tequila Joe needs the module Loudmouth and Coward (old_saloon.saloon_dice)",
        "Apache Kid needs the module The Indian Chief's Arrow (old_saloon.chief_arrow)"}
    assert not box_for(tuple(MODULES)).left_out


def test_an_autosave_of_every_module_is_read_back_mid_game_and_played_on_to_its_end():
    kept = setup(6, MODULES, {"old_saloon_mixed_roles": True})
    game = deal(kept)
    rng = random.Random(4)
    answers = []
    while len(answers) < 60:
        seat = game.pending.seat
        action = rng.choice(game.pending.options)
        game.apply(seat, action)
        answers.append((seat, action))
    record = read_autosave(autosave_header(kept) + autosave_batch(answers, game.seq))
    assert record["setup"]["sets"] == MODULES and record["setup"]["options"] == {"old_saloon_mixed_roles": True}
    again = deal(record["setup"])
    for seat, action in record["answers"]:
        again.apply(seat, action)
    assert again.to_json() == game.to_json(), "the game as it stood"
    while again.pending is not None:
        again.apply(again.pending.seat, rng.choice(again.pending.options))
    assert again.winner is not None
