"""bench/fit_values.py must recover a known logistic model, or Hard's judgement is fitted to noise."""

import importlib.util
from pathlib import Path

import numpy as np

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "fit_values.py"


def load_fitter():
    spec = importlib.util.spec_from_file_location("fit_values", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fitter_recovers_known_weights_and_beats_the_base_rate():
    fitter = load_fitter()
    rng = np.random.default_rng(7)
    truth = np.array([-0.5, 1.2, -0.8, 0.0])
    x = np.column_stack([np.ones(20000), rng.normal(size=(20000, 3))])
    y = (rng.random(20000) < 1 / (1 + np.exp(-x @ truth))).astype(float)
    w = fitter.fit(x, y)
    assert np.abs(w - truth).max() < 0.08
    base = np.full(4, 0.0)
    base[0] = np.log(y.mean() / (1 - y.mean()))
    assert fitter.log_loss(x, y, w) < fitter.log_loss(x, y, base) - 0.05
