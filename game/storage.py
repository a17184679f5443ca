"""Where the program keeps the user's files (the window's settings and saves, the headless host's save, crash
reports), and how it writes them so that a crash or a second copy never corrupts one. No window in it: the
headless host uses it on a machine without pygame.

Folders come from `platformdirs` (the user's config, data and log folders), or all from one folder named by the
environment variable BANG_DESKTOP_HOME (tests, the self-test, a portable install). Every write goes to a temporary
file named after this process and thread, then `os.replace`s the target: a reader, or another running copy of the
program, sees the old file or the new one, never half of either. The one exception is the running game's
autosave, which grows by a line per batch of answers (AutosaveFile).
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from typing import Any

import platformdirs

from game.session import Autosave, autosave_batch, autosave_header, autosave_series, deal

APP_NAME = "bang-desktop"
HOME_VARIABLE = "BANG_DESKTOP_HOME"
AUTOSAVE = "autosave.json"
SETTINGS = "settings.json"


class Storage:
    """The three folders of the program; created on first write."""

    def __init__(self, home: str | os.PathLike | None = None):
        home = home if home is not None else os.environ.get(HOME_VARIABLE)
        if home:
            base = Path(home)
            self.config, self.data, self.logs = base / "config", base / "data", base / "logs"
        else:
            self.config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
            self.data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
            self.logs = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))

    @property
    def settings_path(self) -> Path:
        return self.config / SETTINGS

    @property
    def autosave_path(self) -> Path:
        return self.data / AUTOSAVE

    def has_autosave(self) -> bool:
        return self.autosave_path.is_file()

    def autosave(self) -> AutosaveFile:
        """Where a table keeps its running game (the window's own, or the LAN game it hosts)."""
        return AutosaveFile(self.autosave_path)

    def keep_series(self, setup: dict, answers: list, series: dict) -> None:
        """Autosave a series between two games after its latest decision (session.Intermission.saved): a line after
        the game of `setup` and its `answers` (its autosave stays when it ends), or before the series' first game
        (`setup` the seats, with no series yet) after them alone; the file written whole when it holds neither."""
        line = autosave_series(series)
        if not self._holds_header(setup):
            game = ""
            if answers:                         # the finished game again, with the number its events reached
                replayed = deal(setup)
                for seat, action in answers:
                    replayed.apply(seat, action)
                game = autosave_batch(answers, replayed.seq)
            atomic_write(self.autosave_path, autosave_header(setup) + game + line)
            return
        with open(self.autosave_path, "a", encoding="utf-8") as out:
            out.write(line)
            out.flush()
            os.fsync(out.fileno())

    def _holds_header(self, setup: dict) -> bool:
        """Whether the autosave's first line is `setup`'s header already."""
        try:
            with open(self.autosave_path, encoding="utf-8") as saved:
                return saved.readline() == autosave_header(setup)
        except OSError:
            return False

    def read_autosave(self) -> str:
        """The autosave's text (OSError when there is none or it cannot be read)."""
        return self.autosave_path.read_text(encoding="utf-8")

    def drop_autosave(self) -> None:
        try:
            self.autosave_path.unlink()
        except FileNotFoundError:
            pass

    def write_crash_report(self, text: str) -> Path:
        """A report in the log folder, named by the time and this process, so reports never overwrite each other."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.logs / f"crash-{stamp}-{os.getpid()}.txt"
        atomic_write(path, text)
        return path


class AutosaveFile(Autosave):
    """An autosave file that grows: written whole when a game starts or resumes (or when another copy of the program
    has written its own game there since), then each batch of new answers appended as one line and fsynced before
    `keep` returns. A batch costs one short write however long the game; a line cut short by a crash is left out
    when read (session.parse_autosave), and its answers were never shown, since the table waits for `keep`."""

    def __init__(self, path: Path):
        self.path = path
        self._setup: dict | None = None      # the game this file holds (the table's own setup)
        self._kept = 0                       # its answers written
        self._written: tuple | None = None   # the file as this object left it (inode and size): still ours?

    def keep(self, setup: dict, answers: list[tuple[int, Any]], seq: int) -> None:
        if setup is self._setup and len(answers) == self._kept:
            return
        if setup is not self._setup or not self._append(autosave_batch(answers[self._kept:], seq)):
            self._written = _identity(atomic_write(self.path, autosave_header(setup)
                                                   + (autosave_batch(answers, seq) if answers else "")))
            self._setup = setup
        self._kept = len(answers)

    def _append(self, line: str) -> bool:
        """Add `line` to the file if it is still the one this object left (False: it is not, or it is gone)."""
        try:
            with open(self.path, "a", encoding="utf-8") as out:
                if _identity(os.fstat(out.fileno())) != self._written:
                    return False
                out.write(line)
                out.flush()
                os.fsync(out.fileno())
                self._written = _identity(os.fstat(out.fileno()))
        except OSError:
            return False
        return True

    def forget(self) -> None:
        self._setup = self._written = None
        self.path.unlink(missing_ok=True)


def _identity(stat: os.stat_result) -> tuple[int, int]:
    """A file as one writer left it: the same file (its inode: a rename over it makes another) and length."""
    return stat.st_ino, stat.st_size


def atomic_write(path: Path, text: str) -> os.stat_result:
    """Write `text` to `path` all at once: a temporary file of this process and thread, flushed to the disk, then
    renamed over the target (and the rename itself made durable where the system allows it). Returns the written
    file's stat (taken before the rename: another writer may have replaced it since)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(temp, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
            written = os.fstat(out.fileno())
        os.replace(temp, path)
    finally:
        if temp.exists():
            temp.unlink()
    if os.name == "posix":                   # a folder cannot be opened for fsync on Windows
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
    return written
