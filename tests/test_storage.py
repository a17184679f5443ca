"""Files are written whole: a second copy of the program saving its own game at the same time never leaves a broken
autosave, nor one that mixes the two games."""

import multiprocessing

from game.session import parse_autosave
from game.storage import AutosaveFile, Storage, atomic_write


def _play_many(home: str, writer: int, count: int) -> None:
    """A game of its own (the writer's number is its seed and the seat of every answer), kept answer by answer."""
    save = AutosaveFile(Storage(home).autosave_path)
    setup = {"seed": writer, "padding": "x" * 20000}
    answers: list = []
    for i in range(count):
        answers.append((writer, ("move", i)))
        save.keep(setup, answers, i)


def test_two_programs_saving_at_once_never_corrupt_the_autosave(tmp_path):
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_play_many, args=(str(tmp_path), w, 150)) for w in range(2)]
    for process in writers:
        process.start()
    storage = Storage(tmp_path)
    reads = 0
    while any(p.is_alive() for p in writers):
        if storage.has_autosave():
            record = parse_autosave(storage.read_autosave())      # always whole games, never half of a line
            writer = record["setup"]["seed"]
            assert writer in (0, 1) and len(record["setup"]["padding"]) == 20000
            assert record["answers"] == [[writer, ["move", i]] for i in range(len(record["answers"]))]
            reads += 1
    for process in writers:
        process.join()
        assert process.exitcode == 0
    assert reads > 0 and len(parse_autosave(storage.read_autosave())["answers"]) == 150
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
