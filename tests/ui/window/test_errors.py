"""An unexpected error never closes the window: a report goes to the log folder, the autosave stays, and the
error scene offers the way back to the title."""

import pygame
import pytest

from game.ui import i18n
from game.ui.cards.scene import CardTable
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.launch import start_game
from game.ui.scenes.title import TitleScene

from .conftest import saved_at


class Broken(Scene):
    def update(self, dt):
        raise ZeroDivisionError("a bug in a scene")


def test_a_failing_scene_shows_the_error_scene_and_writes_a_report(ui, storage):
    ui.app.push(Broken(ui.app))
    ui.app.step(0.016)
    assert [type(s) for s in ui.app.stack] == [TitleScene, ErrorScene]
    reports = list(storage.logs.glob("crash-*.txt"))
    assert len(reports) == 1 and "ZeroDivisionError: a bug in a scene" in reports[0].read_text()
    assert "a bug in a scene" in ui.scene.message
    ui.app.failures.clear()
    ui.click("to_title")
    assert isinstance(ui.scene, TitleScene)
    ui.click("new_game")
    assert type(ui.scene).__name__ == "SetupScene"


def test_an_error_mid_game_keeps_the_autosave(ui, storage):
    ui.click("new_game")
    ui.click("start")
    table = ui.scene
    ui.until(lambda: table.view is not None and table.view["decision"] and saved_at(storage) == table.view["version"],
             30, "the save of our decision")
    table.draw_scene = lambda surface: 1 / 0
    ui.app.invalidate()                 # nothing moves: draw this frame all the same
    ui.app.step(0.016)
    assert isinstance(ui.scene, ErrorScene) and saved_at(storage) == table.view["version"]
    ui.app.failures.clear()
    ui.click("to_title")
    assert ui.widget("continue").enabled


def test_a_failure_in_the_host_thread_reaches_the_window(ui, storage):
    ui.click("new_game")
    ui.click("start")
    table = ui.scene
    assert isinstance(table, CardTable)
    table.client.poll = lambda: [{"type": "failed", "message": "KeyError: 3", "report": "Traceback: KeyError: 3"}]
    ui.app.step(0.016)
    assert isinstance(ui.scene, ErrorScene)
    assert "KeyError: 3" in next(storage.logs.glob("crash-*.txt")).read_text()
    ui.app.failures.clear()


@pytest.mark.parametrize("game", ["cards", "dice"])
@pytest.mark.parametrize("language", ["en", "es"])
def test_a_refused_answer_is_told_in_the_players_words_never_the_engines(ui, game, language):
    """An answer the game did not take (the engine's refusal, or the LAN host's) shows a line of the player's own
    language: that the game had moved on, or that nothing changed; never the engine's English words."""
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in "BCDE"]
    start_game(ui.app, {"game": game, "seed": 3, "options": {}, "seats": seats})
    table = ui.scene
    refusals = [({"rule": "stale_version", "message": "this answer was made for state version 20, the game is at 43"},
                 "table.refused_late"),
                ({"rule": "stale", "message": "That answer was for state 20; the game is at 43."},
                 "table.refused_late"),
                ({"rule": "out_of_range", "message": "seat 3 is out of reach"}, "table.refused")]
    i18n.set_language(language)
    try:
        for refused, key in refusals:
            table.client.poll = lambda refused=refused: [{"type": "refused", **refused}]
            ui.app.step(0.016)
            assert ui.app.toasts[-1][0] == i18n.TABLES[language][key]
            assert refused["message"] not in ui.app.toasts[-1][0]
    finally:
        i18n.set_language("en")


def test_an_error_in_the_hint_writes_its_report_and_says_so_never_a_silent_title(ui, storage, monkeypatch):
    """The newcomer once landed on the title after a Hint with no report: that was its driver (a script without a
    `__main__` guard, re-run by the bots' spawned process, which took over its socket), not the game; but the Hint
    path, failing, must show the error scene and leave its report like any other."""
    from game.ui.table import scene as table_scene

    def broken(*args, **kwargs):
        raise RuntimeError("the hinting bot broke")

    monkeypatch.setattr(table_scene, "suggest", broken)
    ui.click("new_game")
    ui.click("guided")
    table = ui.scene
    ui.until(lambda: table.decision is not None and not table.director.busy, 30, "our decision")
    pos = ui.widget("hint").rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    ui.app.step(0.016)
    assert [type(s) for s in ui.app.stack] == [TitleScene, ErrorScene]
    reports = list(storage.logs.glob("crash-*.txt"))
    assert len(reports) == 1 and "the hinting bot broke" in reports[0].read_text()
    ui.app.failures.clear()
