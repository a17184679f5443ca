"""Options for the whole test suite.

`python -m pytest --full-bots` plays thousands of seeded games of both games, hundreds to thousands per bot level (an
hour, kept out of CI); without it each level plays a sample sized for CI.
"""

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


def pytest_addoption(parser):
    parser.addoption("--full-bots", action="store_true", help="hundreds to thousands of bot games per level (slow)")


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
