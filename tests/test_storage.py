"""Files are written whole: a second copy of the program saving at the same time never leaves a broken autosave."""

import json
import multiprocessing

from game.storage import Storage, atomic_write


def _save_many(home: str, writer: int, count: int) -> None:
    storage = Storage(home)
    for i in range(count):
        storage.write_autosave({"writer": writer, "i": i, "padding": "x" * 20000})


def test_two_programs_saving_at_once_never_corrupt_the_autosave(tmp_path):
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_save_many, args=(str(tmp_path), w, 150)) for w in range(2)]
    for process in writers:
        process.start()
    storage = Storage(tmp_path)
    reads = 0
    while any(p.is_alive() for p in writers):
        if storage.has_autosave():
            record = json.loads(storage.read_autosave())        # always a whole record, never half of one
            assert record["writer"] in (0, 1) and len(record["padding"]) == 20000
            reads += 1
    for process in writers:
        process.join()
        assert process.exitcode == 0
    assert json.loads(storage.read_autosave())["i"] == 149
    assert reads > 0
    assert not list(storage.data.glob("*.tmp"))                  # no temporary file is left behind


def test_folders_come_from_the_environment_or_the_user_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    storage = Storage()
    assert storage.settings_path == tmp_path / "config" / "settings.json"
    assert storage.autosave_path == tmp_path / "data" / "autosave.json"
    monkeypatch.delenv("BANG_DESKTOP_HOME")
    assert "bang-desktop" in str(Storage().data)


def test_a_crash_report_goes_to_the_log_folder(tmp_path):
    path = Storage(tmp_path).write_crash_report("Traceback: boom")
    assert path.parent == tmp_path / "logs" and path.read_text() == "Traceback: boom"


def test_an_atomic_write_replaces_the_whole_file(tmp_path):
    target = tmp_path / "a" / "file.json"
    atomic_write(target, "first, longer text")
    atomic_write(target, "second")
    assert target.read_text() == "second"
