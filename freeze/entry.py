"""The built executable starts here (build.spec's entry point); it then runs game/__main__ as `python -m game` does.

Before that, in this order:
1. game.boot.prepare(): pygame's banner off, and on Windows the process declared DPI-aware.
2. stdout and stderr made writable: a windowed Windows program starts without them (see game.boot.stdio).
3. Started with no arguments (a double-click): the splash, the badge on the felt, before the heavy modules load.
4. With --selftest: the build's own checks first (every shipped file is inside, each font renders, each sound
   loads, nothing excluded came along, the user's folders are writable and away from the program), then the game's
   self-test; the exit code is 0 only if both passed, and a failure is reported, never left to a crash dialog.
"""

import importlib.util
import os
import sys

from game import boot

BUNDLE_LIST = "bundle-files.txt"        # written by build.spec: "size path" per shipped data file
MUST_BE_LEFT_OUT = ("numpy", "PIL", "tkinter", "_tkinter", "pytest", "hypothesis", "unittest", "pydoc")
FONT_TYPES = (".ttf", ".otf", ".woff", ".woff2")
SOUND_TYPES = (".wav", ".ogg", ".mp3", ".flac")
IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".bmp", ".svg")


def say(line: str) -> None:
    print(f"selftest: {line}", flush=True)


def check_bundle() -> list[str]:
    """The build's own checks, run from inside the built program; returns what failed (nothing: all is well)."""
    failed = []
    root = getattr(sys, "_MEIPASS", None)
    if root is None:
        say("not a built executable: the bundle checks are skipped")
        return failed
    from game import __version__
    say(f"BANG! desktop {__version__}, its files in {root}")
    listed = os.path.join(root, BUNDLE_LIST)
    shipped = []
    try:
        with open(listed, encoding="utf-8") as lines:
            shipped = [line.rstrip("\n").split(" ", 1) for line in lines if line.strip()]
    except OSError as exc:
        failed.append(f"the bundle's file list is missing: {exc}")
    for size, inside in shipped:
        here = os.path.join(root, *inside.split("/"))
        if not os.path.isfile(here) or os.path.getsize(here) != int(size):
            failed.append(f"{inside} is missing from the bundle or damaged")
    say(f"{len(shipped)} data files listed, {len(shipped) - len(failed)} present")
    for name in MUST_BE_LEFT_OUT:
        if importlib.util.find_spec(name) is not None:
            failed.append(f"{name} was meant to be left out of the build but is inside")
    failed += check_media(root, [inside for _, inside in shipped])
    failed += check_user_folders(root)
    return failed


def check_user_folders(root: str) -> list[str]:
    """Settings, saves and logs go to the user's folders (game.storage), never beside the executable nor into
    what it unpacked: each folder is shown, made if need be, and a probe file written and removed there."""
    try:
        from game.storage import HOME_VARIABLE, Storage, atomic_write
    except ImportError:
        say("no game.storage in this build: the user's folders are not checked")
        return []
    from pathlib import Path
    failed = []
    beside = Path(sys.executable).resolve().parent
    storage = Storage(os.environ.get(HOME_VARIABLE) or None)
    for kind in ("config", "data", "logs"):
        folder = Path(getattr(storage, kind)).resolve()
        say(f"{kind} folder: {folder}")
        for forbidden in (beside, Path(root).resolve(), Path.cwd().resolve()):
            if folder == forbidden or forbidden in folder.parents:
                failed.append(f"the {kind} folder {folder} is inside {forbidden}")
        probe = folder / f".selftest-{os.getpid()}"
        try:
            atomic_write(probe, "probe")
            if probe.read_text(encoding="utf-8") != "probe":
                failed.append(f"the {kind} folder {folder} does not keep what is written")
        except OSError as exc:
            failed.append(f"the {kind} folder {folder} cannot be written: {exc}")
        finally:
            try:
                probe.unlink()
            except OSError:
                pass
    return failed


def check_media(root: str, shipped: list[str]) -> list[str]:
    """Each shipped font renders, each sound loads (when there is an audio device), each image loads."""
    import pygame
    failed = []
    pygame.display.init()
    pygame.font.init()
    try:
        pygame.mixer.init()
        mixer = True
    except pygame.error as exc:
        mixer = False
        say(f"no audio device ({exc}): sounds are not loaded")
    counts = {"fonts": 0, "sounds": 0, "images": 0}
    for inside in shipped:
        path = os.path.join(root, *inside.split("/"))
        kind = os.path.splitext(inside)[1].lower()
        try:
            if kind in FONT_TYPES:
                pygame.font.Font(path, 24).render("BANG! ¡Bang! 1234", True, (0, 0, 0))
                counts["fonts"] += 1
            elif kind in SOUND_TYPES and mixer:
                pygame.mixer.Sound(path)
                counts["sounds"] += 1
            elif kind in IMAGE_TYPES:
                pygame.image.load(path)
                counts["images"] += 1
        except (pygame.error, OSError, ValueError) as exc:
            failed.append(f"{inside} does not load: {exc}")
    say(", ".join(f"{n} {what} load" for what, n in counts.items()))
    pygame.quit()                                      # the game starts pygame afresh
    return failed


def run_game() -> int:
    """game/__main__ as `python -m game` runs it, with this program's arguments; its exit code."""
    import runpy
    try:
        runpy.run_module("game", run_name="__main__", alter_sys=True)
    except SystemExit as stop:
        if stop.code is None or isinstance(stop.code, int):
            return stop.code or 0
        print(stop.code, file=sys.stderr)
        return 1
    return 0


def main() -> int:
    import multiprocessing  # already loaded by PyInstaller's start-up hook: costs nothing more here
    multiprocessing.freeze_support()    # a worker process (Windows, or the spawn method) does its task and exits
    boot.prepare()
    args = sys.argv[1:]
    selftest = "--selftest" in args
    report = None
    if selftest:
        import tempfile
        report = os.path.join(tempfile.gettempdir(), "bang-desktop-selftest.txt")
    boot.stdio(fallback_file=report)
    if not args:
        from game import splash
        splash.show()
    if not selftest:
        return run_game()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")      # without a screen or a sound card, as the game's own
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")      # self-test runs
    try:
        failed = check_bundle()
    except Exception:                                      # noqa: BLE001 -- reported, not a crash dialog
        import traceback
        failed = ["the build's checks stopped:\n" + traceback.format_exc()]
    for line in failed:
        print(f"selftest FAILED: {line}", file=sys.stderr, flush=True)
    if not failed:
        say("the build's checks passed")
    try:
        code = run_game()                                  # python -m game --selftest: the window's own
    except Exception:                                      # noqa: BLE001
        import traceback
        print("selftest FAILED: the game's self-test stopped:\n" + traceback.format_exc(), file=sys.stderr)
        code = 1
    if failed and code == 0:
        print("selftest FAILED: the build's checks (above)", file=sys.stderr, flush=True)
    return 0 if not failed and code == 0 else (code or 1)


if __name__ == "__main__":
    sys.exit(main())
