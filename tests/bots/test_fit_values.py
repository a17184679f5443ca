"""bench/fit_values.py must recover a known logistic model, or Hard's judgement is fitted to noise."""

import numpy as np
import pytest

from game.bots.value import WinModel


def test_the_fitter_recovers_known_weights_and_beats_the_base_rate(bench_script):
    fitter = bench_script("fit_values")
    rng = np.random.default_rng(7)
    truth = np.array([-0.5, 1.2, -0.8, 0.0])
    x = np.column_stack([np.ones(20000), rng.normal(size=(20000, 3))])
    y = (rng.random(20000) < 1 / (1 + np.exp(-x @ truth))).astype(float)
    w = fitter.fit(x, y)
    assert np.abs(w - truth).max() < 0.08
    base = np.full(4, 0.0)
    base[0] = np.log(y.mean() / (1 - y.mean()))
    assert fitter.log_loss(x, y, w) < fitter.log_loss(x, y, base) - 0.05


def test_the_game_reads_a_quadratic_fit_in_the_order_the_fitter_wrote_it(bench_script):
    fitter = bench_script("fit_values")
    rng = np.random.default_rng(11)
    features = rng.normal(2.0, 3.0, size=(5, 4))
    centre, scale = features.mean(0), features.std(0)
    x = fitter.design(features, centre, scale, pairs=True)
    assert x.shape == (5, 1 + 4 + 10)
    weights = rng.normal(size=x.shape[1])
    model = WinModel(list("abcd"), {"sheriff": list(weights)}, pairs=True,
                     centre={"sheriff": list(centre)}, scale={"sheriff": list(scale)})
    for row, terms in zip(features, x):
        expected = 1 / (1 + np.exp(-terms @ weights))
        assert abs(model.p("sheriff", list(row)) - expected) < 1e-12


def test_the_fitter_recovers_an_interaction_a_linear_model_cannot_see(bench_script):
    fitter = bench_script("fit_values")
    rng = np.random.default_rng(5)
    features = rng.normal(size=(20000, 2))
    logit = 0.3 + 1.5 * features[:, 0] * features[:, 1]       # each alone says nothing
    y = (rng.random(20000) < 1 / (1 + np.exp(-logit))).astype(float)
    linear = fitter.design(features, np.zeros(2), np.ones(2), pairs=False)
    quadratic = fitter.design(features, np.zeros(2), np.ones(2), pairs=True)
    w = fitter.fit(quadratic, y, l2=5.0)
    assert abs(w[4] - 1.5) < 0.1                               # the z0 * z1 term: after 1, z0, z1, z0 * z0
    assert fitter.log_loss(quadratic, y, w) < fitter.log_loss(linear, y, fitter.fit(linear, y)) - 0.05


def test_a_model_with_the_wrong_number_of_weights_or_a_zero_scale_is_refused():
    with pytest.raises(ValueError, match="6 wanted"):
        WinModel(["a", "b"], {"sheriff": [0.0, 1.0, 2.0]}, pairs=True)
    with pytest.raises(ValueError, match="no scale zero"):
        WinModel(["a"], {"sheriff": [0.0, 1.0, 1.0]}, pairs=True, scale={"sheriff": [0.0]})


def test_a_remembered_chance_is_the_one_worked_out_afresh_and_the_memory_stays_bounded(monkeypatch):
    import game.bots.value as value
    monkeypatch.setattr(value, "SEEN", 4)
    model = WinModel(["a", "b"], {"sheriff": [0.1, 0.7, -0.4], "outlaw": [-0.2, 0.3, 0.9]})
    tables = [[float(i), float(i % 3)] for i in range(10)]
    first = [model.p(role, t) for role in ("sheriff", "outlaw") for t in tables]
    again = [model.p(role, t) for role in ("sheriff", "outlaw") for t in tables]
    fresh = [model._p(role, t) for role in ("sheriff", "outlaw") for t in tables]
    assert first == again == fresh
    assert model.p("sheriff", [1.0, 2.0]) != model.p("outlaw", [1.0, 2.0])      # the role is part of the key
    assert len(model._seen) <= 4
