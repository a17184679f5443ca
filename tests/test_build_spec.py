"""build.spec, read as PyInstaller reads it but with PyInstaller's classes replaced by recorders: no build here (that
takes a minute; .ci/run builds and smoke-tests the real thing). What it names must exist and be complete."""

from __future__ import annotations

import ast
import importlib.util
import io
import struct
import sys
import tomllib
import xml.dom.minidom
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build.spec"
MUST_EXCLUDE = {"numpy", "PIL", "tkinter", "_tkinter", "pytest", "_pytest", "hypothesis", "pydoc", "unittest",
                "doctest", "setuptools", "pip", "PyInstaller"}


class Recorder:
    made: list = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        Recorder.made.append(self)


class Analysis(Recorder):
    def __init__(self, scripts, **kwargs):
        super().__init__(scripts, **kwargs)
        self.pure, self.scripts, self.binaries, self.datas = [], scripts, [], kwargs["datas"]


class PYZ(Recorder):
    pass


class EXE(Recorder):
    pass


class COLLECT(Recorder):
    pass


class BUNDLE(Recorder):
    pass


def read_spec(tmp_path, monkeypatch, *options, platform=None) -> dict:
    """Run build.spec as PyInstaller would (on `platform`, as far as the spec can tell); returns what it made."""
    if platform:
        monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", [str(SPEC), *options])
    monkeypatch.setattr(sys, "path", list(sys.path))
    Recorder.made = []
    namespace = {"SPECPATH": str(ROOT), "DISTPATH": str(tmp_path / "dist"), "workpath": str(tmp_path / "work"),
                 "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT, "BUNDLE": BUNDLE,
                 "__name__": "__main__"}
    (tmp_path / "work").mkdir(exist_ok=True)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    made = {type(r).__name__: r for r in Recorder.made}
    return {"ns": namespace, **made}


def game_version() -> str:
    import game
    return game.__version__


def test_the_spec_names_the_entry_point_the_data_and_the_excludes(tmp_path, monkeypatch):
    built = read_spec(tmp_path, monkeypatch, platform="linux")
    analysis, exe = built["Analysis"], built["EXE"]
    entry = Path(analysis.args[0][0])
    assert entry == ROOT / "freeze" / "entry.py" and entry.is_file()
    assert analysis.kwargs["pathex"] == [str(ROOT)]
    # every module of the game is inside, __main__ (what `python -m game` runs) too
    hidden = set(analysis.kwargs["hiddenimports"])
    modules = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
               for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts}
    assert "game.__main__" in hidden and modules <= hidden
    # every file of fonts/ and assets/, licences included, under the same folder names, and the list of them
    assert built["ns"]["DATA_FOLDERS"] == ("fonts", "assets")
    datas = analysis.kwargs["datas"]
    shipped = {(Path(src).relative_to(ROOT).as_posix(), dest.replace("\\", "/")) for src, dest in datas
               if Path(src).is_relative_to(ROOT)}
    for top in ("fonts", "assets"):
        for path in (ROOT / top).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".py", ".pyc"):
                rel = path.relative_to(ROOT)
                assert (rel.as_posix(), rel.parent.as_posix()) in shipped, rel
    listing = [src for src, dest in analysis.kwargs["datas"] if Path(src).name == "bundle-files.txt"]
    assert len(listing) == 1 and Path(listing[0]).read_text().count("\n") == len(shipped)
    assert MUST_EXCLUDE <= set(analysis.kwargs["excludes"])
    # one windowed file, named with the version; Linux has no icon or manifest to carry
    assert exe.kwargs["console"] is False and not exe.kwargs.get("exclude_binaries")
    assert exe.kwargs["name"].startswith(f"bang-desktop-{game_version()}-linux-")
    assert exe.kwargs["upx"] is False and exe.kwargs["manifest"] is None and exe.kwargs["version"] is None
    assert "COLLECT" not in built and "BUNDLE" not in built


def test_excluded_names_are_real_modules():
    """A misspelt exclusion excludes nothing: each is a standard-library module or a package the project knows."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    excludes = next(ast.literal_eval(node.value) for node in tree.body
                    if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "EXCLUDES")
    known_packages = {"numpy", "PIL", "pytest", "_pytest", "pluggy", "iniconfig", "py", "pytest_benchmark",
                      "hypothesis", "sortedcontainers", "setuptools", "pkg_resources", "pip", "PyInstaller", "pygame",
                      "test"}                                   # test: the standard library's own test suite
    for name in excludes:
        top = name.split(".")[0]
        assert top in sys.stdlib_module_names or top in known_packages, name
        if top == "pygame":
            assert importlib.util.find_spec(name) is not None, name


def test_windows_gets_an_icon_a_version_resource_and_a_dpi_aware_manifest(tmp_path, monkeypatch):
    built = read_spec(tmp_path, monkeypatch, platform="win32")
    exe = built["EXE"].kwargs
    assert exe["name"].startswith(f"bang-desktop-{game_version()}-windows-")
    icon = Path(exe["icon"])
    assert icon.suffix == ".ico" and icon.read_bytes()[:4] == b"\0\0\1\0"
    version_text = Path(exe["version"]).read_text(encoding="utf-8")
    assert f"'ProductVersion', '{game_version()}'" in version_text and "VSVersionInfo(" in version_text
    manifest = exe["manifest"]
    xml.dom.minidom.parseString(manifest)                           # well-formed: PyInstaller merges it as XML
    assert "<dpiAwareness" in manifest and "PerMonitorV2" in manifest and "true/pm" in manifest
    assert exe["console"] is False


def test_macos_gets_a_bundle_with_the_lan_permission_and_high_resolution(tmp_path, monkeypatch):
    built = read_spec(tmp_path, monkeypatch, platform="darwin")
    assert built["EXE"].kwargs["exclude_binaries"] is True          # a folder inside the .app, as macOS wants
    bundle = built["BUNDLE"].kwargs
    plist = bundle["info_plist"]
    assert bundle["name"].endswith(".app") and bundle["version"] == game_version()
    assert Path(bundle["icon"]).read_bytes()[:4] == b"icns"
    assert plist["NSHighResolutionCapable"] is True
    assert plist["NSLocalNetworkUsageDescription"]
    assert plist["NSBonjourServices"] == ["_bang-desktop._tcp"]
    assert plist["CFBundleShortVersionString"] == game_version()


def test_one_folder_and_the_bare_window(tmp_path, monkeypatch):
    onedir = read_spec(tmp_path, monkeypatch, "--onedir", platform="linux")
    assert onedir["EXE"].kwargs["exclude_binaries"] is True and onedir["EXE"].kwargs["name"] == "bang-desktop"
    assert onedir["COLLECT"].kwargs["name"].startswith("bang-desktop-")
    bare = read_spec(tmp_path, monkeypatch, "--bare", platform="linux")
    assert Path(bare["Analysis"].args[0][0]) == ROOT / "freeze" / "bare_window.py"
    assert bare["Analysis"].kwargs["hiddenimports"] == [] and bare["Analysis"].kwargs["datas"] == []
    # made the same way as the game: the same exclusions and options
    assert bare["Analysis"].kwargs["excludes"] == onedir["Analysis"].kwargs["excludes"]


def test_the_version_is_written_once():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert any(req.startswith("pyinstaller") for req in project["project"]["optional-dependencies"]["build"])


def test_the_icons_hold_png_images_of_every_size(tmp_path):
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "freeze" / "make_icon.py")
    make_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icon)
    paths = make_icon.write_icons(tmp_path)
    ico = paths["ico"].read_bytes()
    _, kind, count = struct.unpack("<HHH", ico[:6])
    assert kind == 1 and count == len(make_icon.ICO_SIZES)
    for i in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
    icns = paths["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    import pygame
    image = pygame.image.load(io.BytesIO(paths["png"].read_bytes()), "icon.png")
    assert image.get_size() == (256, 256)
    assert image.get_at((0, 0)).a == 0 and image.get_at((128, 128)).a == 255     # a badge on transparency


def test_boot_marks_the_first_frame_only_when_asked(tmp_path, monkeypatch):
    from game import boot
    target = tmp_path / "frame.txt"
    monkeypatch.delenv(boot.FIRST_FRAME_ENV, raising=False)
    boot.mark("splash")
    assert not target.exists()
    monkeypatch.setenv(boot.FIRST_FRAME_ENV, str(target))
    boot.mark("splash")
    boot.mark("frame")
    labels = [line.split()[0] for line in target.read_text().splitlines()]
    assert labels == ["splash", "frame"]
    assert not boot.declare_dpi_aware() or sys.platform == "win32"


def test_a_program_without_stdout_still_has_somewhere_to_print(tmp_path, monkeypatch):
    from game import boot
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    report = tmp_path / "logs" / "selftest.txt"
    boot.stdio(fallback_file=report)
    print("selftest: passed")
    sys.stdout.flush()
    sys.stderr.write("nothing lost\n")
    sys.stdout.close()
    assert report.read_text(encoding="utf-8") == "selftest: passed\nnothing lost\n"


@pytest.mark.parametrize("game_code", [0, 1])
def test_the_entry_checks_the_bundle_then_hands_the_self_test_to_the_game(monkeypatch, capsys, game_code):
    spec = importlib.util.spec_from_file_location("freeze_entry", ROOT / "freeze" / "entry.py")
    entry = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(entry)
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT"):
        monkeypatch.setenv(name, "dummy" if name.startswith("SDL") else "1")
    assert entry.check_bundle() == []                 # not a built program: nothing to check
    ran = []
    monkeypatch.setattr(entry, "run_game", lambda: ran.append(sys.argv[1:]) or game_code)
    monkeypatch.setattr(sys, "argv", ["bang-desktop", "--selftest"])
    assert entry.main() == game_code
    assert ran == [["--selftest"]]
    monkeypatch.setattr(entry, "check_bundle", lambda: ["fonts/rye/rye.woff is missing"])
    assert entry.main() == 1
    assert "selftest FAILED: fonts/rye/rye.woff is missing" in capsys.readouterr().err
