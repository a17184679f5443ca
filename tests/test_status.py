"""A player's status (game/core/common/status.py): statuses are data an expansion adds, saves carry their names
(format 3), a format 2 save that said `alive` is read as in/out, and an older autosave still continues."""

import copy
import json
import pickle

import pytest

from game.bots.random_bot import RandomBot
from game.core.cards.engine import CardGame
from game.core.cards.engine import new_game as new_card_game
from game.core.common import savefile
from game.core.common.errors import SaveError
from game.core.common.status import IN, OUT, Status, named
from game.core.common.table import Table
from game.core.dice.engine import DiceGame
from game.core.dice.engine import new_game as new_dice_game
from game.session import SaveRefused, autosave_batch, autosave_header, deal, read_autosave


def played(game, answers: int):
    """`game` after `answers` random answers, someone eliminated if it comes to that."""
    bots = [RandomBot(seat) for seat in range(len(game.roles_by_seat()))]
    Table(game, bots).run(answers)
    return game


def as_format_2(text: str, players) -> str:
    """A save of today written as format 2 wrote it: each player `alive`, not a status."""
    data = json.loads(text)
    data["version"] = 2
    for p in players(data["state"]):
        p["alive"] = p.pop("status") == IN.name
    return json.dumps(data)


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_format_2_save_is_read_as_in_and_out(kind):
    if kind == "cards":
        game, players, cls = played(new_card_game(4, 5), 400), (lambda s: s["players"]), CardGame
    else:
        game, players, cls = played(new_dice_game(4, 5), 120), (lambda s: s["table"]["players"]), DiceGame
    text = game.to_json()
    statuses = [p["status"] for p in players(json.loads(text)["state"])]
    assert OUT.name in statuses and IN.name in statuses            # the seeds leave someone out, someone in
    loaded = cls.from_json(as_format_2(text, players))
    assert loaded.to_json() == text


@pytest.mark.parametrize("version, words", [(1, "an older version"), (4, "another version")])
def test_a_save_of_a_format_this_version_does_not_read_is_refused_in_words(version, words):
    data = json.loads(new_card_game(1, 4).to_json())
    data["version"] = version
    with pytest.raises(SaveError, match=f"{words}.*reads formats 2 to 3 only"):
        CardGame.from_json(json.dumps(data))


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_a_status_the_games_sets_do_not_have_is_refused(kind):
    game = new_card_game(1, 4) if kind == "cards" else new_dice_game(1, 4)
    data = json.loads(game.to_json())
    players = data["state"]["players"] if kind == "cards" else data["state"]["table"]["players"]
    players[1]["status"] = "zombie"
    with pytest.raises(SaveError, match="'zombie' is not one of"):
        (CardGame if kind == "cards" else DiceGame).from_json(json.dumps(data))


def test_an_autosave_of_format_2_rules_continues():
    """An autosave holds the setup and the answers, not the statuses: one written before format 3 replays as it
    was played."""
    seats = [{"kind": "bot", "level": "easy", "name": n} for n in ("ana", "bea", "cid", "dan")]
    setup = {"game": "cards", "seed": 5, "options": {}, "seats": seats}
    table = Table(deal(setup), [])
    for _ in range(6):
        table.answer(table.waiting_on, table.game.pending.options[0])
    text = autosave_header(setup) + autosave_batch(table.answers, table.game.seq)
    older = text.replace(f'"rules":{savefile.SAVE_VERSION}', '"rules":2', 1)
    assert older != text and read_autosave(older)["answers"] == read_autosave(text)["answers"]
    with pytest.raises(SaveRefused) as refused:
        read_autosave(text.replace(f'"rules":{savefile.SAVE_VERSION}', '"rules":1', 1))
    assert refused.value.reason == "other_version"


def test_a_status_name_answers_one_way_only():
    assert named("in") is IN and named("out") is OUT
    same = Status("out", seated=False, targetable=False, takes_turn=False, acts=False, standing=False,
                  wins_with_side=True)
    assert named("out") is OUT and same is not OUT                 # made again alike: the first one stays
    with pytest.raises(ValueError, match="already answers otherwise"):
        Status("out", seated=True, targetable=False, takes_turn=False, acts=False, standing=False,
               wins_with_side=True)
    with pytest.raises(ValueError, match="no player status 'limbo'"):
        named("limbo")


def test_a_status_copies_and_pickles_as_itself():
    """A bot's what-if copy or a game sent to another process keeps the very statuses, so caches keyed on them hit."""
    game = played(new_dice_game(4, 5), 120)
    for copied in (copy.deepcopy(game.status), pickle.loads(pickle.dumps(game.status))):
        assert all(a is b for a, b in zip(copied, game.status))
