"""Where the program keeps the user's files (the window's settings and saves, the headless host's save, crash
reports), and how it writes them so that a crash or a second copy never corrupts one. No window in it: the
headless host uses it on a machine without pygame.

Folders come from `platformdirs` (the user's config, data and log folders), or all from one folder named by the
environment variable BANG_DESKTOP_HOME (tests, the self-test, a portable install). Every write goes to a temporary
file named after this process and thread, then `os.replace`s the target: a reader, or another running copy of the
program, sees the old file or the new one, never half of either.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import platformdirs

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

    def write_autosave(self, record: dict) -> None:
        atomic_write(self.autosave_path, json.dumps(record, separators=(",", ":")))

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


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to `path` all at once: a temporary file of this process and thread, flushed, then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(temp, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    finally:
        if temp.exists():
            temp.unlink()
