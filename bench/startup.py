"""Start-up of the built game beside a bare pygame-ce window built the same way: size, and launch to first frame.

    python bench/startup.py                  # build the four programs, then measure (about 3 minutes to build)
    python bench/startup.py --reuse          # measure the programs the last run built
    python bench/startup.py --repeats 20 --default-bare

It builds, with build.spec, in build/bench/: the game and the bare window (freeze/bare_window.py: open a window,
draw one frame, exit), each as one file and as one folder. `--default-bare` also builds the bare window with
PyInstaller's defaults (`--onefile --windowed`, none of build.spec's exclusions), the figure the design notes quote.

Each program is started with $BANG_FIRST_FRAME_FILE set; the game's splash writes "splash <time>" there when its
first frame is on screen (game/splash.py), the bare window "frame <time>", and the game's own first frame, once the
window app writes it, "frame <time>" too. Launch to first frame is that time minus the moment just before the
process was started. Cold: the first start after the build (or after this machine's page cache was dropped, when
that is allowed: --drop-caches). Warm: the median of --repeats starts. A one-file program unpacks itself into a new
temporary folder at every start (and removes it at exit): that is most of its start-up, and is why one folder
starts faster. Figures are printed, never asserted: they depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "build" / "bench"
SIZE_GOAL, WARM_GOAL = 1.3, 1.15
# (label, spec options) of what is built; "default-bare" is built without the spec.
VARIANTS = {
    "game one-file": [],
    "bare one-file": ["--bare"],
    "game one-folder": ["--onedir"],
    "bare one-folder": ["--bare", "--onedir"],
}


def slug(label: str) -> str:
    return label.replace(" ", "-")


def build(label: str, spec_options: list[str]) -> None:
    where = BENCH / slug(label)
    shutil.rmtree(where / "dist", ignore_errors=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(where / "dist"), "--workpath", str(where / "work")]
    if label == "default-bare one-file":
        command += ["--onefile", "--windowed", "--specpath", str(where), "--name", "bare-window-default",
                    str(ROOT / "freeze" / "bare_window.py")]
    else:
        command += [str(ROOT / "build.spec")]
        if spec_options:
            command += ["--", *spec_options]
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    print(f"  built {label} in {time.perf_counter() - started:.0f} s", flush=True)


def program(label: str) -> tuple[Path, int]:
    """The executable a build made, and the bytes a player downloads (the file, or the whole folder)."""
    dist = BENCH / slug(label) / "dist"
    if not dist.is_dir():
        raise SystemExit(f"nothing built for {label} in {dist}: run without --reuse")
    entries = [e for e in dist.iterdir() if not e.name.endswith(".app")]
    if len(entries) != 1:
        raise SystemExit(f"expected one program in {dist}, found {[e.name for e in entries]}")
    made = entries[0]
    if made.is_file():
        return made, made.stat().st_size
    size = sum(f.stat().st_size for f in made.rglob("*") if f.is_file())
    runnable = [f for f in made.iterdir() if f.is_file() and (os.access(f, os.X_OK) or f.suffix == ".exe")]
    if len(runnable) != 1:
        raise SystemExit(f"expected one executable in {made}, found {[f.name for f in runnable]}")
    return runnable[0], size


def stop(process: subprocess.Popen) -> None:
    """Ask the program to end as Ctrl+C would (a one-file program then still removes what it unpacked), harder if
    it does not."""
    if process.poll() is not None:
        return
    if os.name == "nt":                 # no Ctrl+C for a windowed program there
        process.terminate()
        process.wait()
        return
    for sig in (signal.SIGINT, signal.SIGTERM):
        process.send_signal(sig)
        try:
            process.wait(3)
            return
        except subprocess.TimeoutExpired:
            continue
    process.kill()
    process.wait()


def start_once(exe: Path, scratch: Path, wait_for_frame: float) -> tuple[float | None, float | None]:
    """Seconds from launch to the first frame of any kind, and to the line "frame" (None: never came)."""
    marker = scratch / "first-frame.txt"
    marker.unlink(missing_ok=True)
    env = dict(os.environ, BANG_FIRST_FRAME_FILE=str(marker), PYGAME_HIDE_SUPPORT_PROMPT="1",
               SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"), HOME=str(scratch / "home"),
               TMPDIR=str(scratch / "tmp"), TEMP=str(scratch / "tmp"), TMP=str(scratch / "tmp"))
    if not os.environ.get("DISPLAY") and sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER", "dummy")
    for folder in ("home", "tmp"):
        (scratch / folder).mkdir(exist_ok=True)
    launched = time.time()
    process = subprocess.Popen([str(exe)], cwd=scratch, env=env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    first = frame = None
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            lines = marker.read_text(encoding="utf-8").split("\n") if marker.exists() else []
            marks = [line.split() for line in lines if len(line.split()) == 2]
            if marks and first is None:
                first = float(marks[0][1]) - launched
                deadline = min(deadline, time.monotonic() + wait_for_frame)
            framed = [float(t) for label, t in marks if label == "frame"]
            if framed:
                frame = framed[0] - launched
                break
            if process.poll() is not None:
                if marker.exists() and first is None:
                    continue            # read the marker once more after the exit
                break
            time.sleep(0.002)
    finally:
        stop(process)
    return first, frame


def drop_caches() -> bool:
    """Empties the page cache so the next start reads from disk (Linux, as root); False where that is not allowed."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def measure(labels: list[str], repeats: int, scratch: Path, cold_drop: bool) -> dict:
    """Cold: each program's first start. Warm: `repeats` rounds, each starting every program once in turn, so that
    whatever else the machine is doing weighs on all of them alike."""
    results = {}
    for label in labels:
        exe, size = program(label)
        own = scratch / slug(label)
        own.mkdir()
        dropped = drop_caches() if cold_drop else False
        wait = 0.0 if label.startswith(("bare", "default")) else 8.0
        cold, cold_frame = start_once(exe, own, wait)
        results[label] = {"label": label, "exe": exe, "size": size, "cold": cold, "dropped": dropped,
                          "scratch": own, "wait": wait if cold_frame is not None else 0.0, "warm": [], "frames": []}
    for _ in range(repeats):
        for label in labels:
            r = results[label]
            first, frame = start_once(r["exe"], r["scratch"], r["wait"])
            if first is not None:
                r["warm"].append(first)
            if frame is not None:
                r["frames"].append(frame)
    for r in results.values():
        warm = r.pop("warm")
        r["spread"] = (min(warm), max(warm)) if warm else None
        r["warm"] = statistics.median(warm) if warm else None
        r["frame"] = statistics.median(r["frames"]) if r["frames"] else None
        r["left"] = [p.name for p in (r["scratch"] / "tmp").iterdir()]
    return results


def seconds(value: float | None) -> str:
    return "   -   " if value is None else f"{value:6.3f} s"


def ratio(a: float | None, b: float | None) -> str:
    return "   -" if a is None or b is None or b == 0 else f"{a / b:5.2f}x"


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = " load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()) if hasattr(os, "getloadavg") else ""
    return f"{platform.system()} {platform.release()}, {cpu}, {os.cpu_count()} cores,{load}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reuse", action="store_true", help="measure what the last run built, without building")
    parser.add_argument("--repeats", type=int, default=10, help="warm starts per program (default 10)")
    parser.add_argument("--no-onedir", action="store_true", help="leave the one-folder builds out")
    parser.add_argument("--default-bare", action="store_true",
                        help="also a bare window built with PyInstaller's defaults (no exclusions)")
    parser.add_argument("--drop-caches", action="store_true",
                        help="drop the page cache before each cold start (Linux, root; slows the whole machine)")
    args = parser.parse_args(argv)
    labels = [label for label in VARIANTS if not (args.no_onedir and "folder" in label)]
    if args.default_bare:
        labels.append("default-bare one-file")
    if not args.reuse:
        print("building ...", flush=True)
        for label in labels:
            build(label, VARIANTS.get(label, []))
    driver = os.environ.get("SDL_VIDEODRIVER", "dummy")
    driver = "X11 ($DISPLAY)" if os.environ.get("DISPLAY") else f"SDL_VIDEODRIVER={driver}"
    print(f"\nmachine: {machine()}; video: {driver}; warm = median of {args.repeats} starts")
    with tempfile.TemporaryDirectory(prefix="bang-startup-") as scratch:
        results = measure(labels, args.repeats, Path(scratch), args.drop_caches)
    print(f"\n{'':24}{'size':>10}{'cold start':>13}{'warm start':>13}{'warm min..max':>18}{'game frame':>13}")
    for label in labels:
        r = results[label]
        spread = f"{r['spread'][0]:.3f}..{r['spread'][1]:.3f}" if r["spread"] else "-"
        print(f"{label:24}{r['size'] / 1e6:7.1f} MB{seconds(r['cold']):>13}{seconds(r['warm']):>13}{spread:>18}"
              f"{seconds(r['frame']):>13}")
    for kind in ("one-file", "one-folder"):
        game, bare = results.get(f"game {kind}"), results.get(f"bare {kind}")
        if game and bare:
            print(f"{'game / bare ' + kind:24}{ratio(game['size'], bare['size']):>10}"
                  f"{ratio(game['cold'], bare['cold']):>13}{ratio(game['warm'], bare['warm']):>13}{'':>18}"
                  f"{ratio(game['frame'], bare['warm']):>13}")
    one, folder = results.get("game one-file"), results.get("game one-folder")
    if one and folder:
        print(f"{'one-folder / one-file':24}{ratio(folder['size'], one['size']):>10}"
              f"{ratio(folder['cold'], one['cold']):>13}{ratio(folder['warm'], one['warm']):>13}")
    print(f"\ngoals (one-file): size at most {SIZE_GOAL}x the bare window's, warm start at most {WARM_GOAL}x.")
    print("first frame: the game's is its splash (drawn before the heavy modules load); 'game frame' is the window "
          "app's own first frame (the title), its ratio taken to the bare window's warm start.")
    if any(r["dropped"] for r in results.values()):
        print("cold: after dropping the page cache.")
    else:
        print("cold: the first start after the build, the page cache as the build left it.")
    for r in results.values():
        if r["left"]:
            print(f"note: {r['label']} left {len(r['left'])} unpacked folder(s) behind in its temporary folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
