"""The auction's blunder detectors (bench/auction_blunders.py) firing on bids made for them and not on the bots'; the
bots' short run has none (the table of figures is the bench's)."""

import importlib.util
from pathlib import Path

import pytest

from game.bots.series import bids
from game.core.common.series import Series


@pytest.fixture(scope="module")
def bench():
    path = Path(__file__).resolve().parents[2] / "bench" / "auction_blunders.py"
    spec = importlib.util.spec_from_file_location("auction_blunders", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def opened():
    """Seed 11's first auction: seat 2 names Jourdonnais (worth $400 to him, not the Sheriff) at $100; seat 1 next."""
    series = Series.new("cards", 11, 5, mode="tournament", games=5, auction=True)
    series.bid(2, 100, "jourdonnais")
    return series


def test_each_detector_fires_on_its_blunder_and_not_on_a_sound_bid(bench):
    series = opened()
    assert bench.judge(series, 1, 800, None) == ["overpays_far"]
    assert bench.judge(series, 1, 1200, None) == ["overpays_far", "over_money"]
    assert bench.judge(series, 2, 200, None) == ["bids_on_own"]
    assert bench.judge(series, 1, None, None) == ["lets_go_cheap"]
    assert bench.judge(series, 1, 200, None) == [] and bench.judge(series, 1, *bids(series, 1)) == []


def test_a_short_run_of_normal_bots_makes_no_auction_blunder(bench):
    log, where = bench.run("normal", 5, range(1, 3))
    assert log["bids"] > 20 and not where
