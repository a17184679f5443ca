"""Fonts and assets resolve from a checkout, an installed package and a one-file bundle; a missing file says which."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui import assets
from game.ui.art import fonts

REPO = Path(__file__).resolve().parents[2]


def test_checkout_paths_resolve_to_the_repository():
    p = assets.path("fonts", "rye", "OFL.txt")
    assert p == REPO / "fonts" / "rye" / "OFL.txt"
    assert assets.path("fonts/rye/OFL.txt") == p


def test_missing_file_names_itself():
    with pytest.raises(assets.AssetMissing) as err:
        assets.path("assets", "sounds", "no-such-sound.wav")
    assert "assets/sounds/no-such-sound.wav" in str(err.value)
    assert isinstance(err.value, FileNotFoundError)


@pytest.mark.parametrize("bad", [("game", "cli.py"), ("fonts", "..", "setup.py"), ()])
def test_paths_stay_inside_the_data_folders(bad):
    with pytest.raises(ValueError):
        assets.path(*bad)


def test_one_file_bundle_is_searched_first(tmp_path, monkeypatch):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "bundled.txt").write_text("x")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.path("assets", "bundled.txt") == tmp_path / "assets" / "bundled.txt"
    assert assets.path("fonts", "rye", "OFL.txt") == REPO / "fonts" / "rye" / "OFL.txt"   # falls through


def test_installed_package_carries_fonts_and_assets(tmp_path):
    source = tmp_path / "src"
    source.mkdir()
    for name in ("game", "fonts", "assets"):
        shutil.copytree(REPO / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "_data"))
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy(REPO / name, source / name)
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check",
                    "--target", str(target), str(source)], check=True, cwd=tmp_path)
    shutil.rmtree(source)          # the installed copy must stand on its own
    probe = ("from game.ui import assets; from game.ui.art import fonts; "
             "print(assets.path('fonts', 'rye', 'OFL.txt')); print(assets.path('assets', 'README.md')); "
             "print(fonts.font('title', 20).size('BANG!'))")
    env = dict(os.environ, PYTHONPATH=str(target), SDL_VIDEODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", probe], check=True, cwd=tmp_path, env=env,
                         capture_output=True, text=True).stdout.split("\n")
    assert Path(out[0]) == target / "game" / "_data" / "fonts" / "rye" / "OFL.txt"
    assert Path(out[1]) == target / "game" / "_data" / "assets" / "README.md"


@pytest.mark.parametrize("role", fonts.ROLES)
def test_every_font_opens_and_sets_spanish(role):
    f = fonts.font(role, 24)
    assert fonts.font(role, 24) is f
    for ch in "áéíóúüñÑ¡¿":
        assert f.metrics(ch)[0] is not None
        assert f.metrics(ch)[0][4] > 0
    assert f.render("¡Pánico! ¿Cárcel?", True, (0, 0, 0)).get_width() > 50


def test_unknown_role_is_refused():
    with pytest.raises(ValueError):
        fonts.font("gothic", 12)


def test_a_licence_sits_beside_every_font():
    fonts_dir = REPO / "fonts"
    files = [p for p in fonts_dir.rglob("*") if p.suffix in (".woff", ".woff2", ".ttf", ".otf")]
    assert files
    readme = (fonts_dir / "README.md").read_text()
    for f in files:
        assert (f.parent / "OFL.txt").is_file(), f
        assert f.parent.name in readme
