"""The first thing the game does, before pygame or any of the game's own modules load. Standard library only.

- `prepare()` sets what must be set before SDL starts: pygame's banner off, and on Windows the process declared
  DPI-aware (pygame-ce issues #931 and #1059: without it Windows stretches the window into a blur at 125-200%
  scaling, and reports sizes that do not match the pixels drawn). The one-file build also declares it in its
  manifest; this covers `python -m game`, whose python.exe declares nothing.
- `stdio()` gives a windowed Windows build (which starts with no stdout at all) somewhere to print: the console it
  was started from if there is one, else a file, so `--selftest` can always report.
- `mark(label)` notes "label <time>" in the file named by $BANG_FIRST_FRAME_FILE when that is set (bench/startup.py
  sets it to time launch to first frame); nothing otherwise.
"""

from __future__ import annotations

import os
import sys
import time

FIRST_FRAME_ENV = "BANG_FIRST_FRAME_FILE"


def mark(label: str) -> None:
    """Note that `label` happened now (seconds since the epoch) in $BANG_FIRST_FRAME_FILE, if it is set."""
    target = os.environ.get(FIRST_FRAME_ENV)
    if not target:
        return
    try:
        with open(target, "a", encoding="utf-8") as out:
            out.write(f"{label} {time.time():.6f}\n")
    except OSError:
        pass        # a benchmark aid: never a reason to fail the game


def declare_dpi_aware() -> bool:
    """On Windows: ask SDL and Windows for per-monitor DPI awareness (v2 where the system has it). Elsewhere: nothing.

    Returns True when the process is DPI-aware afterwards. Must run before the first window is made; a process
    already made aware by its manifest keeps that (the calls then fail harmlessly)."""
    if sys.platform != "win32":
        return False
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")   # SDL >= 2.24 reads its hints from here
    import ctypes
    try:
        user32 = ctypes.WinDLL("user32", use_last_error=True)
        if user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(-4)):      # PER_MONITOR_AWARE_V2 (Windows 10 1703+)
            return True
        return ctypes.get_last_error() == 5                # ERROR_ACCESS_DENIED: already set, by the manifest
    except (AttributeError, OSError):
        pass                                               # older than Windows 10 1703
    try:
        return ctypes.windll.shcore.SetProcessDpiAwareness(2) in (0, -2147024891)   # S_OK, or E_ACCESSDENIED: set
    except (AttributeError, OSError):
        pass                                               # older than Windows 8.1
    try:
        return bool(ctypes.windll.user32.SetProcessDPIAware())
    except (AttributeError, OSError):
        return False


def prepare() -> None:
    """Everything that must be in place before pygame is imported."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    declare_dpi_aware()


class _Discard:
    """A stream that swallows what is written to it (stands in for a missing stderr)."""

    encoding = "utf-8"

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def stdio(fallback_file=None) -> None:
    """Make sure sys.stdout and sys.stderr can be written to.

    A windowed Windows executable starts with both set to None unless whoever started it handed it pipes (CI does).
    Then: attach to the console of the program that started it (a cmd or PowerShell window), if any; otherwise
    stdout goes to `fallback_file` (a path, opened for appending) when one is given, and the rest is discarded."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    console = None
    if sys.platform == "win32":
        try:
            import ctypes
            if ctypes.windll.kernel32.AttachConsole(-1):                 # ATTACH_PARENT_PROCESS
                console = open("CONOUT$", "w", encoding="utf-8", errors="replace")
        except (AttributeError, OSError):
            console = None
    if console is None and fallback_file is not None:
        try:
            os.makedirs(os.path.dirname(os.fspath(fallback_file)) or ".", exist_ok=True)
            console = open(fallback_file, "a", encoding="utf-8", errors="replace")
        except OSError:
            console = None
    if sys.stdout is None:
        sys.stdout = console or _Discard()
    if sys.stderr is None:
        sys.stderr = console or _Discard()
