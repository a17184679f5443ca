"""CI's check of the built executable: run it as a player's machine would, from elsewhere, and look where it wrote.

    python freeze/smoke.py                     # the newest dist/bang-desktop-* (a file, or a folder's executable)
    python freeze/smoke.py PATH                # that executable

The executable is copied alone into a fresh folder and started from another one, with HOME (and on Windows
APPDATA and LOCALAPPDATA) pointed at a third and its temporary folder at a fourth, SDL's video and audio drivers
set to dummy. Then:
1. `--selftest` must exit 0 and say "selftest:" on stdout (the bundle's own checks, then the window's self-test).
2. Started as a double-click starts it (no arguments), the splash and then the game's own first frame must appear
   (noted through $BANG_FIRST_FRAME_FILE) before it is asked to close as Ctrl+C would.
3. Nothing may be left beside the executable, in the folder it was started from or in the temporary folder
   (a one-file program removes what it unpacked); what it wrote under HOME is listed.
Exit 0 only if all of that held.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def find_executable() -> Path:
    dist = ROOT / "dist"
    made = sorted((p for p in dist.glob("bang-desktop-*") if not p.name.endswith(".app")),
                  key=lambda p: p.stat().st_mtime)
    if not made:
        raise SystemExit("no dist/bang-desktop-* here: build it first (python -m PyInstaller --noconfirm build.spec)")
    newest = made[-1]
    if newest.is_dir():
        inside = [p for p in newest.iterdir() if p.is_file() and p.name.startswith("bang-desktop")]
        if len(inside) != 1:
            raise SystemExit(f"expected one executable in {newest}, found {[p.name for p in inside]}")
        return inside[0]
    return newest


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def main(argv: list[str]) -> int:
    exe = Path(argv[0]).resolve() if argv else find_executable()
    failures = []
    with tempfile.TemporaryDirectory(prefix="bang-smoke-") as scratch:
        scratch = Path(scratch)
        app, cwd, home, tmp = (scratch / name for name in ("app", "cwd", "home", "tmp"))
        for folder in (cwd, home, tmp):
            folder.mkdir()
        if exe.parent.name.startswith("bang-desktop-") and (exe.parent / "_internal").is_dir():
            shutil.copytree(exe.parent, app)                # a one-folder build travels as its folder
        else:
            app.mkdir()
            shutil.copy2(exe, app / exe.name)
        runnable = app / exe.name
        before = files_under(app)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "BANG_"))}
        env.update(HOME=str(home), APPDATA=str(home / "AppData" / "Roaming"),
                   LOCALAPPDATA=str(home / "AppData" / "Local"), TMPDIR=str(tmp), TEMP=str(tmp), TMP=str(tmp),
                   SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        print(f"smoke: {exe.name} ({exe.stat().st_size / 1e6:.1f} MB), started from {cwd}", flush=True)

        started = time.monotonic()
        run = subprocess.run([str(runnable), "--selftest"], cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=900)
        print(run.stdout, end="")
        print(run.stderr, end="", file=sys.stderr)
        print(f"smoke: --selftest exited {run.returncode} after {time.monotonic() - started:.1f} s", flush=True)
        if run.returncode != 0:
            failures.append(f"--selftest exited {run.returncode}")
        if "selftest:" not in run.stdout:
            failures.append("--selftest printed nothing on stdout")

        marker = scratch / "first-frame.txt"
        started = time.monotonic()
        process = subprocess.Popen([str(runnable)], cwd=cwd, env=dict(env, BANG_FIRST_FRAME_FILE=str(marker)),
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True)
        seen = []
        while time.monotonic() - started < 60 and process.poll() is None and "frame" not in seen:
            seen = [line.split()[0] for line in marker.read_text().splitlines() if line] if marker.exists() else []
            time.sleep(0.05)
        if process.poll() is None:
            process.send_signal(signal.SIGINT if os.name != "nt" else signal.SIGTERM)
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                failures.append("the game did not close when asked to")
        output = process.communicate()[0]
        print(f"smoke: started with no arguments: {', '.join(seen) or 'nothing'} on screen after "
              f"{time.monotonic() - started:.1f} s", flush=True)
        if seen[:2] != ["splash", "frame"]:
            failures.append(f"a plain start showed {seen}, not the splash and then the game's frame:\n{output}")

        for what, folder, expected in (("beside the executable", app, before), ("in the folder it ran from", cwd, []),
                                       ("in the temporary folder", tmp, [])):
            extra = sorted(set(files_under(folder)) - set(expected))
            if extra:
                failures.append(f"left {what}: {extra}")
        wrote = [p for p in files_under(home)]
        print("smoke: under HOME: " + (", ".join(wrote) or "nothing"))
    for failure in failures:
        print(f"smoke FAILED: {failure}", file=sys.stderr)
    if not failures:
        print("smoke: passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
