"""Options for the whole test suite.

`python -m pytest` (the README's command, and CI's) keeps every test but plays a small sample of the long runs: a
few seeded games per bot level at the table sizes it is quick at, a few hundred games for the proofs that views
follow from events and hide what they must. `python -m pytest --full-bots` plays them at full size: thousands
of seeded games of both games, hundreds to thousands per bot level (an hour). The proofs marked `proof` guard what a
change could break in a rare position unnoticed (what a seat sees and rebuilds, what a bot decides from, Easy and
Normal playing only legal moves): CI also plays them at full size, `python -m pytest -m proof --full-bots`.
"""

import importlib.util
import os
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
os.environ["BANG_DESKTOP_DISCOVERY"] = "local"      # LAN discovery in memory: no test ever sends multicast


def pytest_addoption(parser):
    parser.addoption("--full-bots", action="store_true", help="hundreds to thousands of bot games per level (slow)")
    parser.addoption("--lan-games", type=int, default=0,
                     help="LAN games per kind in the leak test (default: a sample; 200 is a long night's proof)")


@pytest.fixture
def full_bots(request) -> bool:
    return request.config.getoption("--full-bots")


@pytest.fixture
def bench_script():
    """Loads a script of bench/ as a module, for the tests that hold a measurement's tools to their word."""
    def load(name: str):
        spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    return load
