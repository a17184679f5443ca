"""Whole games through the real scenes: title -> setup -> table -> game over -> title, playing a seat by clicks."""

import time

import pygame

from game.ui.cards.scene import CardTable
from game.ui.dice.scene import DiceTable
from game.ui.i18n import t
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene


def play_to_the_end(ui, seconds=90):
    """Answer every decision of our seat with its first option (a click on the options list) until game over."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if isinstance(ui.scene, GameOverScene):
            return
        scene = ui.scene
        if ui.has("yes"):                       # the card table asks before a move that may hurt you
            ui.click("yes")
            continue
        if isinstance(scene, CardTable) and scene.decision is not None:
            version = scene.view["version"]
            ui.click(next(id for id in ("answer0", "pick0", "end_turn", "hand0")
                          if ui.has(id) and ui.widget(id).enabled))
            ui.until(lambda: not isinstance(ui.scene, CardTable)
                     or ui.scene.view["version"] != version, 20, "the answer to be taken")  # noqa: B023 -- polled within this iteration
        else:
            ui.until(lambda: True)
    raise AssertionError("the game did not end")


def test_new_game_is_two_clicks_and_plays_to_game_over(ui):
    ui.click("new_game")
    assert isinstance(ui.scene, SetupScene)
    ui.click("start")
    assert isinstance(ui.scene, CardTable)
    assert ui.scene.client.setup["game"] == "cards" and ui.scene.client.seat == 0
    assert len(ui.scene.client.setup["seats"]) == 5
    play_to_the_end(ui)
    over = ui.scene
    assert over.players and len(over.roles) == 5 and all(over.roles)
    assert over.winner in ("law", "outlaws", "renegade")
    assert not ui.app.storage.has_autosave()            # a finished game is not offered to continue
    ui.click("title")
    assert isinstance(ui.scene, TitleScene)
    assert not ui.widget("continue").enabled


def test_dice_game_for_three_with_keyboard_answers(ui):
    ui.click("new_game")
    ui.click("game", "midright")
    ui.click("players", "midleft")
    ui.click("players", "midleft")
    assert ui.scene.seat_count == 3
    ui.key(pygame.K_RETURN)                              # Enter starts: the setup's default action
    scene = ui.scene
    assert isinstance(scene, DiceTable) and scene.client.setup["game"] == "dice"
    deadline = time.monotonic() + 90
    while not isinstance(ui.scene, GameOverScene) and time.monotonic() < deadline:
        decision = scene.decision
        if ui.has("yes"):
            ui.press("yes")                  # Enter alone keeps the safe No
        elif decision is not None and decision["kind"] == "reroll":
            ui.key(pygame.K_s)                           # S stops rolling
        elif decision is not None and scene.targets():
            ui.key(pygame.K_TAB)                         # Tab points at a seat, Enter picks it
            ui.key(pygame.K_RETURN)
        elif decision is not None:
            ui.key(pygame.K_1)                           # the prompt's first answer
        ui.until(lambda: True)
    assert isinstance(ui.scene, GameOverScene)


def test_a_bot_only_game_is_watched_from_seat_one(ui):
    ui.click("new_game")
    ui.click("seat0", "midright")
    assert ui.widget("start").label == "Watch"
    ui.click("start")
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the end of the game")
    assert ui.scene.watching and ui.scene.headline().startswith("The")


def test_play_again_keeps_the_seats(ui):
    ui.click("new_game")
    ui.click("seat0", "midright")
    ui.click("level1", "midleft")                         # seat 2 becomes an Easy bot
    ui.click("start")
    setup = ui.scene.client.setup
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the end of the game")
    ui.click("again")
    again = ui.scene.client.setup
    assert again["seats"] == setup["seats"] and again["seats"][1]["level"] == "easy"
    assert [type(s).__name__ for s in ui.app.stack] == ["TitleScene", "CardTable"]


def test_esc_opens_the_menu_and_leaving_keeps_the_game(ui):
    ui.click("new_game")
    ui.click("start")
    ui.until(lambda: ui.scene.view is not None and ui.app.storage.has_autosave(), 20, "the first save")
    ui.key(pygame.K_ESCAPE)
    assert type(ui.scene).__name__ == "GameMenu"
    ui.click("leave")
    assert isinstance(ui.scene, TitleScene) and ui.widget("continue").enabled


def test_the_replays_menu_opens_the_menu_and_waits_there(ui):
    ui.click("new_game")
    ui.click("seat0", "midright")
    ui.click("start")
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the end of the game")
    ui.click("replay")
    replay = ui.scene
    ui.until(lambda: replay.shown.data is not None, 5, "the replay's deal")
    ui.click("menu")                                     # the same menu as at the table, not the title at once
    assert type(ui.scene).__name__ == "GameMenu" and ui.widget("leave").tip == t("menu.leave_replay_tip")
    version = replay.shown.view["version"]
    ui.step(120)
    assert replay.shown.view["version"] == version       # the replay waits while its menu is open
    ui.click("resume")
    assert ui.scene is replay
    ui.until(lambda: replay.shown.view["version"] != version, 10, "the replay to go on")
    ui.key(pygame.K_ESCAPE)                              # Esc opens it too
    assert type(ui.scene).__name__ == "GameMenu"
    ui.click("leave")
    assert isinstance(ui.scene, TitleScene)
