"""Options for the whole test suite.

`python -m pytest --full-bots` plays thousands of seeded games of both games, hundreds to thousands per bot level (an
hour, kept out of CI); without it each level plays a sample sized for CI.
"""

import pytest


def pytest_addoption(parser):
    parser.addoption("--full-bots", action="store_true", help="hundreds to thousands of bot games per level (slow)")


@pytest.fixture
def full_bots(request) -> bool:
    return request.config.getoption("--full-bots")
