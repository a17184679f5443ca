"""Packs fonts/ and assets/ into the package as game/_data/, so an installed game finds them (see game/ui/assets.py).

Everything else about the package is in pyproject.toml. An editable install (pip install -e .) copies nothing: the
game then reads the folders of the checkout itself.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA = ("fonts", "assets")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.py")


class build_py_with_data(build_py):
    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        here = Path(__file__).resolve().parent
        for name in DATA:
            source = here / name
            if source.is_dir():
                shutil.copytree(source, Path(self.build_lib) / "game" / "_data" / name, ignore=SKIP, dirs_exist_ok=True)


setup(cmdclass={"build_py": build_py_with_data})
