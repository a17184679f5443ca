"""The made-up card set Boomtown (tests/cards/madeup) in the window, through its window side alone
(boomtown_window.py): a game started with the set is played by clicks as a person would, buying from the trading
post on the table and pawning a card by its button, to its end; what it shows and tells is the set's."""

from __future__ import annotations

import random
import time

from game.ui import sets
from game.ui.i18n import card_name, set_language
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from tests.cards.madeup import boomtown, boomtown_window
from tests.ui.table.driving import play_a_card_or_end

SEED = 5            # a game in which we buy and pawn early
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena")


def new_boomtown_game(ui, seed: int = SEED):
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    start_game(ui.app, {"game": "cards", "seed": seed, "sets": list(boomtown.SETS), "options": {}, "seats": seats})
    return ui.scene


def test_boomtown_has_a_window_side_in_both_languages_and_no_file_under_game_names_it():
    side = sets.side("cards", boomtown.NAME)
    assert side is boomtown_window.SIDE
    assert set(side.pieces) == {k.name for k in boomtown.SET.cards}
    set_language("es")
    assert card_name("toll_road") == "Peaje"
    set_language("en")
    assert card_name("toll_road") == "Toll Road"
    assert sets.piece("cards", "no_such_card").en == "No such card"       # an unknown card reads plainly


def test_a_boomtown_game_is_played_by_clicks_buying_and_pawning_to_its_end(ui):
    table = new_boomtown_game(ui)
    rng = random.Random(1)
    done = {"buy": 0, "pawn": 0, "toll": 0}
    deadline = time.monotonic() + 120
    while not isinstance(ui.scene, GameOverScene):
        assert time.monotonic() < deadline, f"the game never ended; so far {done}"
        ui.until(lambda: True)
        decision = table.decision
        if ui.has("yes"):                       # a confirmation (the only scene over the table here)
            ui.click("yes")
        elif ui.scene is not table or decision is None or table.director.busy:
            continue
        elif decision["kind"] == "respond_toll":            # the set's own decision, in its words
            assert table.prompt_heading == boomtown_window.toll_heading(decision, table.names)
            labels = {ui.widget(f"answer{i}").label.split(". ", 1)[1] for i in range(9) if ui.has(f"answer{i}")}
            assert ("Pay a coin" in labels) == any(o[0] == "pay_toll" for o in decision["options"]), labels
            ui.click("answer0")
            done["toll"] += 1
        elif ui.has("answer0"):
            ui.click("answer0")
        elif decision["kind"] == "play":
            play(ui, table, rng, done)
        elif decision["kind"] == "discard":
            ui.click("hand0")
        else:
            ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
    assert done["buy"] and done["pawn"] and done["toll"], done
    told = " ".join(line.text for line in table.book.lines)
    assert "buys" in told and "pawns" in told and "trading post gets" in told
    ui.click("replay")                              # the replay: every hand open, the set's piles again
    replay = ui.scene
    ui.click("replay_end")
    ui.until(lambda: isinstance(ui.scene, GameOverScene) or replay.shown.data is not None
             and replay.shown.data.get("winner"), 60, "the replay's end")


def play(ui, table, rng: random.Random, done: dict) -> None:
    """Our turn: buy a supply on the table (its card clicked), pawn a card (the button, then the card), play a
    card of the hand, or end the turn."""
    buys = [w.id for w in table.form.widgets if w.id.startswith("buy")]
    if buys and rng.random() < 0.6:
        coins = table.shown.me["piles"]["coins"]
        ui.click(buys[0])
        ui.until(lambda: table.shown.me["piles"]["coins"] < coins, 10, "the supply paid for")
        done["buy"] += 1
    elif ui.has("pawn") and rng.random() < 0.4:
        ui.click("pawn")
        assert table.under_way() is table.gestures["pawn"]
        card = table.shown.hand[0]
        ui.click("hand0")
        ui.until(lambda: card in table.shown.me["piles"]["stash"], 10, "the card in the stash")
        done["pawn"] += 1
    else:
        play_a_card_or_end(ui, table, rng)


def test_what_no_window_side_names_is_told_and_drawn_plainly():
    from game.ui.art.cards import card_face, card_size
    from game.ui.cards.lines import Narrator
    told = Narrator(list(NAMES), 0).tell({"kind": "tokens", "amount": 2, "from": None,
                                          "to": {"seat": 1, "zone": "nuggets"}, "why": "gold_rush", "by": 1})
    assert told is not None and told.text == "Bruno: 2 token(s) from the supply to nuggets."
    assert card_face("nugget", "", "", 80).get_size() == card_size(80)
