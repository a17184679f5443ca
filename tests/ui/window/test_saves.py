"""Continue: the autosave after every decision resumes exactly where the game stopped, also after the window was
killed; a corrupt save or one from another version is refused with a message and the title stays usable."""

import json

import pygame
import pytest

from game.core.common.table import Table
from game.core.dice.modules import dice_module
from game.session import (
    AUTOSAVE_FORMAT,
    AUTOSAVE_VERSION,
    SaveRefused,
    autosave_batch,
    autosave_header,
    deal,
    parse_autosave,
    read_autosave,
)
from game.storage import AutosaveFile
from game.ui.cards.scene import CardTable
from game.ui.client import LocalClient
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.title import TitleScene

from ..table.driving import new_card_game, play_until
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
    record = parse_autosave(ui.app.storage.read_autosave())
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
    header, answers = storage.read_autosave().split("\n", 1)
    storage.autosave_path.write_text(header.replace(f'"version":{AUTOSAVE_VERSION},', '"version":999,') + "\n"
                                     + answers, encoding="utf-8")
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog) and "another version" in ui.scene.message


@pytest.mark.parametrize("lan", [False, True])
def test_a_save_of_older_rules_is_refused_naming_the_set_and_both_versions(start_app, storage, lan):
    """An older program's autosave (it recorded no versions: version 1 of each) of a dice game with the special
    roles, whose rules changed since: Continue says so, for the window's own game and for a LAN game it hosted."""
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                for n in ("Bruno", "Carmen", "Diego", "Elena")]
    setup = {"game": "dice", "seed": 4, "sets": ["base", "old_saloon.roles"], "options": {}, "seats": seats}
    if lan:
        setup["lan"] = {"game_id": "abc", "seats": [{"person": True, "token": "t0"}]
                        + [{"person": False, "token": None}] * 4}
    storage.autosave().keep(setup, [], 0)
    header, rest = storage.read_autosave().split("\n", 1)
    older = {k: v for k, v in json.loads(header).items() if k != "set_versions"}
    storage.autosave_path.write_text(json.dumps(older) + "\n" + rest, encoding="utf-8")
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog)
    assert ui.scene.message == ('The saved game was played with version 1 of the rules of "Special roles"; this '
                                f"program plays version {dice_module('old_saloon.roles').version}, so it cannot "
                                "continue it.")
    ui.click("keep")
    assert isinstance(ui.scene, TitleScene) and storage.has_autosave()


def test_a_save_whose_moves_do_not_replay_is_refused(start_app, storage):
    ui = start_app()
    start_and_wait_for_my_turn(ui)
    close(ui.app)
    with open(storage.autosave_path, "a", encoding="utf-8") as save:
        save.write(autosave_batch([(0, ("no_such_move",))], 999))
    ui = start_app()
    ui.click("continue")
    assert isinstance(ui.scene, Dialog) and "damaged" in ui.scene.message


def test_a_save_dealt_with_a_retired_rule_option_is_refused_as_another_versions():
    """Dice games were once dealt with `later_edition`; such an autosave names the option and why it is gone."""
    seats = [{"kind": "bot", "level": "easy", "name": n} for n in ("ana", "bea", "cid")]
    setup = {"game": "dice", "seed": 1, "options": {"later_edition": True}, "seats": seats}
    with pytest.raises(SaveRefused) as refused:
        read_autosave(autosave_header(setup))
    assert refused.value.reason == "other_version" and "'later_edition' is gone" in refused.value.detail


def test_continue_after_leaving_to_the_title_sends_no_old_answer_and_the_game_goes_on(ui, monkeypatch):
    """Esc, leave, Continue: the resumed game's history shows no old decision, so nothing is answered for you but
    the decision the game waits on now; no refusal reaches the window, and the game plays on from where it was."""
    new_card_game(ui, seed=4)
    table = play_until(ui, 4, lambda t: t.view is not None and t.view["version"] >= 40 and t.decision is not None)
    left_at = table.view["version"]
    ui.key(pygame.K_ESCAPE)
    ui.click("leave")
    polled: list[dict] = []
    poll = LocalClient.poll

    def recorded(client: LocalClient) -> list[dict]:
        messages = poll(client)
        polled.extend(messages)
        return messages
    monkeypatch.setattr(LocalClient, "poll", recorded)
    ui.click("continue")
    resumed = ui.scene
    assert isinstance(resumed, CardTable)
    play_until(ui, 4, lambda t: t is resumed and t.view is not None and t.view["version"] >= left_at + 15)
    assert not [m for m in polled if m["type"] == "refused"] and not ui.app.toasts
    views = [m["view"]["version"] for m in polled if m["type"] == "view"]
    assert views[0] == left_at, "the first view is the decision the game waits on"


def kept_game(path, batches: int = 3) -> tuple[dict, Table]:
    """A dice game kept in an autosave file four answers at a time (each its first option), as a table keeps it."""
    seats = [{"kind": "bot", "level": "easy", "name": n} for n in ("ana", "bea", "cid")]
    setup = {"game": "dice", "seed": 5, "options": {}, "seats": seats}
    table = Table(deal(setup), [])
    save = AutosaveFile(path)
    save.keep(setup, table.answers, table.game.seq)
    for _ in range(batches * 4):
        table.answer(table.waiting_on, table.game.pending.options[0])
        if len(table.answers) % 4 == 0:
            save.keep(setup, table.answers, table.game.seq)
    return setup, table


def test_an_autosave_grows_a_line_per_batch_and_a_line_torn_by_a_crash_is_left_out(tmp_path):
    path = tmp_path / "autosave.json"
    setup, table = kept_game(path)
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") == 4                                   # the header, then a line for each batch
    assert read_autosave(text)["answers"] == [[seat, list(action)] for seat, action in table.answers]
    torn = text + autosave_batch([(0, ("roll", 1))], 99)[:-9]      # a crash in the middle of the next line
    assert parse_autosave(torn)["answers"] == parse_autosave(text)["answers"]
    path.write_text(torn, encoding="utf-8")
    AutosaveFile(path).keep(setup, table.answers, table.game.seq)   # continued: the file is written whole again
    assert path.read_text(encoding="utf-8").count("\n") == 2 and read_autosave(path.read_text(encoding="utf-8"))


def test_a_damaged_line_or_a_replay_that_differs_is_refused(tmp_path):
    path = tmp_path / "autosave.json"
    kept_game(path)
    header, first, second, last, end = path.read_text(encoding="utf-8").split("\n")
    with pytest.raises(SaveRefused) as refused:
        read_autosave("\n".join([header, first, "{ not json", last, end]))
    assert refused.value.reason == "unreadable"
    with pytest.raises(SaveRefused) as refused:                     # the same answers made other events once
        read_autosave("\n".join([header, first, second, last.replace('"seq":', '"seq":1'), end]))
    assert refused.value.reason == "other_version"
