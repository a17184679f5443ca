"""Continue: the autosave after every decision resumes exactly where the game stopped, also after the window was
killed; a corrupt save or one from another version is refused with a message and the title stays usable."""

import json

import pytest

from game.core.common.savefile import SAVE_VERSION
from game.session import AUTOSAVE_FORMAT, AUTOSAVE_VERSION, SaveRefused, read_autosave
from game.ui.cards.scene import CardTable
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.title import TitleScene

from .conftest import close, saved_at


def start_and_wait_for_my_turn(ui):
    ui.click("new_game")
    ui.click("start")
    ui.until(lambda: ui.scene.view is not None and ui.scene.view["decision"] is not None
             and saved_at(ui.app.storage) == ui.scene.view["version"], 30, "a decision of ours, saved")
    return ui.scene


def test_continue_resumes_at_the_same_decision_after_the_window_was_killed(start_app):
    ui = start_app()
    table = start_and_wait_for_my_turn(ui)
    ui.click(next(id for id in ("answer0", "pick0", "end_turn", "hand0") if ui.has(id) and ui.widget(id).enabled))
    version = table.view["version"]
    ui.until(lambda: table.view["version"] != version and table.view["decision"] is not None
             and saved_at(ui.app.storage) == table.view["version"], 30, "our next turn, saved")
    seen = table.view
    record = json.loads(ui.app.storage.read_autosave())
    assert record["format"] == AUTOSAVE_FORMAT and len(record["answers"]) == seen["version"]
    close(ui.app)                                       # the window goes away without a word

    ui = start_app()
    assert ui.widget("continue").enabled
    ui.click("continue")
    resumed = ui.scene
    assert isinstance(resumed, CardTable)
    ui.until(lambda: resumed.view is not None and resumed.view["version"] == seen["version"], 30, "the resumed view")
    assert resumed.view["decision"] == seen["decision"]
    assert resumed.view["data"]["hand"] == seen["data"]["hand"]
    assert any(e["kind"] == "game_start" for e in resumed.events)     # the history came back for the log


def test_a_corrupt_save_is_refused_with_a_message(start_app, storage):
    storage.data.mkdir(parents=True)
    storage.autosave_path.write_text("{ not json", encoding="utf-8")
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog)
    assert "damaged" in ui.scene.message
    ui.click("keep")
    assert isinstance(ui.scene, TitleScene) and storage.has_autosave()
    ui.click("continue")
    ui.click("delete")
    assert isinstance(ui.scene, TitleScene) and not storage.has_autosave()
    assert not ui.widget("continue").enabled
    ui.click("new_game")                                 # the title still works
    assert type(ui.scene).__name__ == "SetupScene"


def test_a_save_from_another_version_is_refused(start_app, storage):
    ui = start_app()
    start_and_wait_for_my_turn(ui)
    close(ui.app)
    record = json.loads(storage.read_autosave())
    record["version"] = 999
    storage.write_autosave(record)
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog) and "another version" in ui.scene.message


def test_a_save_whose_moves_do_not_replay_is_refused(start_app, storage):
    ui = start_app()
    start_and_wait_for_my_turn(ui)
    close(ui.app)
    record = json.loads(storage.read_autosave())
    record["answers"].append([0, ["no_such_move"]])
    storage.write_autosave(record)
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog) and "damaged" in ui.scene.message


def test_a_save_dealt_with_a_retired_rule_option_is_refused_as_another_versions():
    """Dice games were once dealt with `later_edition`; such an autosave names the option and why it is gone."""
    seats = [{"kind": "bot", "level": "easy", "name": n} for n in ("ana", "bea", "cid")]
    record = {"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "rules": SAVE_VERSION, "answers": [],
              "setup": {"game": "dice", "seed": 1, "options": {"later_edition": True}, "seats": seats}}
    with pytest.raises(SaveRefused) as refused:
        read_autosave(json.dumps(record))
    assert refused.value.reason == "other_version" and "'later_edition' is gone" in refused.value.detail
