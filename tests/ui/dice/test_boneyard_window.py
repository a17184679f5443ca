"""Undead or Alive's Boneyard on the dice table, headless, clicked as a person would: a game started as any game is
(launch.start_game) with the module on, on a position the rules core builds from scenario words (the core's game
dealt in place of a seeded one: the bots play the other seats)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.dice.scenario import build  # noqa: E402
from game.storage import Storage  # noqa: E402
from game.ui import i18n, sets, theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dice import facts  # noqa: E402
from game.ui.dice.ending import why_won  # noqa: E402
from game.ui.dice.scene import DiceTable  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.launch import start_game  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.testing import Driver, close_app  # noqa: E402

BONEYARD = "undead_or_alive.boneyard"
NAMES = ("ana", "bea", "cid", "dan", "eve")


@pytest.fixture
def ui(tmp_path, monkeypatch):
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    pygame.init()
    storage = Storage(tmp_path)
    app = App(storage, Settings.load(storage), size=(1280, 720), instant=True, seed=11)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    yield driver
    close_app(app)
    pygame.quit()
    theme.forget()
    i18n.set_language("en")


def test_our_shot_brings_the_outbreak_and_the_table_shows_it(ui, monkeypatch):
    """bea and eve are out, bea's two-hand and one-hand cards face up; ana shoots cid's last life: cid's card makes
    four hands against two living, the outbreak's banner shows, and the dead come back on zombie plates."""
    players = [{"name": n, "role": r, "character": c} for n, r, c in
               zip(NAMES, ("sheriff", "outlaw", "outlaw", "renegade", "deputy"),
                   ("paul_regret", "black_jack", "lucky_duke", "jesse_jones", "willy_the_kid"))]
    players[1]["alive"] = players[4]["alive"] = False
    players[2]["life"] = 1
    game = build({"game": "dice", "expansions": [BONEYARD], "seed": 1, "players": players,
                  "table": {"turn": "ana", "boneyard_up": [2, 1], "boneyard": [1],
                            "rolls": [["1", "dynamite", "dynamite", "gatling", "gatling"]]}})
    monkeypatch.setattr("game.ui.client.deal", lambda setup: game)
    seats = [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    start_game(ui.app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", BONEYARD], "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    caption = sets.zone("dice", "boneyard_cards").caption
    ui.until(lambda: table.decision is not None and table.decision["kind"] == "reroll", 30, "our roll")
    assert caption(table.shown.table) == "3 hands · 3 alive"
    ui.click("stop")
    ui.until(lambda: table.decision is not None and table.decision["kind"] == "shoot" and not table.director.busy,
             30, "our shot")
    ui.click("seat2")
    ui.until(lambda: any("OUTBREAK" in b[0] for b in table.cues.banners), 30, "the outbreak's banner")
    ui.until(lambda: [p["status"] for p in table.shown.players] == ["in", "zombie", "zombie", "zombie_master",
                                                                    "zombie"], 30, "the zombies' plates")
    assert caption(table.shown.table) is None           # the cards are out of the game: no deck in the middle
    assert sets.plate_look("dice", "zombie").stamp == "uoa_boneyard.stamp.zombie"
    lines = [line.text for line in table.book.lines]
    assert any(text.startswith("The zombie outbreak! The eliminated rise with 2 life each") for text in lines)
    assert any(text.startswith("cid, eliminated, reveals a Boneyard card") for text in lines)
    # cid's card went back: his plate shows the zombie, not Lucky Duke, and his turns are plain ones (three rolls,
    # not Lucky Duke's four; no character's rules under his portrait)
    cid = table.shown.players[2]
    info = table.board.plate_info(cid, [None] * 5)
    assert not info.own_character and info.look.portrait is not None
    assert facts.rolls(table.shown.box, facts.playing(cid)) == 3 < facts.rolls(table.shown.box, cid["character"])
    subject = table.subject_at(table.board.portrait(2).center)[0]
    assert subject is None or subject[0] != "character"


def test_the_survivors_win_in_words(ui, monkeypatch):
    """After the outbreak ana's Gatling takes the last zombie and the Zombie Master: the log's last line and the
    game over scene say who won in the module's words (a side the base game's words do not know)."""
    players = [{"name": n, "role": r, "character": c} for n, r, c in
               zip(NAMES[:4], ("sheriff", "outlaw", "outlaw", "renegade"),
                   ("paul_regret", "jourdonnais", "rose_doolan", "willy_the_kid"))]
    players[0]["life"] = 8
    for z in players[1:3]:
        z.update(zombie=True, life=1)
    players[3].update(zombie_master=True, life=1)
    game = build({"game": "dice", "expansions": [BONEYARD], "seed": 1, "players": players,
                  "table": {"turn": "ana", "outbreak": True,
                            "rolls": [["gatling", "gatling", "gatling", "dynamite", "dynamite"]]}})
    monkeypatch.setattr("game.ui.client.deal", lambda setup: game)
    seats = [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:4]]
    start_game(ui.app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", BONEYARD], "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    ui.until(lambda: table.decision is not None and table.decision["kind"] == "reroll", 30, "our roll")
    ui.click("stop")
    ui.until(lambda: any(line.text.startswith("Every zombie is out") for line in table.book.lines), 30,
             "the game over line")
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 30, "the game over scene")
    ui.step(3)                      # drawn: its line says why, in the module's words
    zombies_won = {"kind": "game_over", "winner": "zombies", "winners": [1, 2, 3], "roles": []}
    assert why_won([zombies_won], [{"name": n} for n in NAMES[:4]]).startswith("No survivor is left")
    assert i18n.t("gameover.side.survivors") == "The survivors win"
    assert i18n.t("gameover.side.zombies") == "The zombies win"
