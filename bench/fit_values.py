"""Fit Hard's judgement of a cut-off position (game/bots/value.py) from seeded all-Normal self-play.

    python bench/fit_values.py --game cards --games 1500              # writes game/bots/card_weights.py
    python bench/fit_values.py --game dice --games 2000 --pairs       # writes game/bots/dice_weights.py

Every few decisions of every game it notes each living player's features (`<game>_value.features`), and
when the game ends, whether that player's side won. One logistic model per role is fitted to those notes
(Newton's method with a little L2 shrinkage) on the even seeds and scored on the odd ones, against the
base rate of each role, so the printout says how much the features tell. With `--pairs` the model is
quadratic: the features are standardised over the role's notes, so that one shrinkage suits them all, and
every product of two of them is a term too.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import os
import pprint
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.bots.levels import make_bot, new_game_for  # noqa: E402

EVERY = 7            # decisions between two notes of a game: nearby positions say nearly the same thing
SHRINK = {False: 1.0, True: 5.0}   # L2 shrinkage of a linear and of a quadratic model (more terms, more noise)


def notes_of(job) -> list[tuple[str, list[float], int]]:
    """(role, features, won) for every living player at every noted position of one all-Normal game."""
    game_kind, players, seed = job
    value = importlib.import_module(f"game.bots.{game_kind.replace('cards', 'card')}_value")
    game = new_game_for(game_kind, seed, players, {})
    roles = dict(enumerate(game.roles_by_seat()))
    bots = [make_bot(game_kind, "normal", seed * 31 + s) for s in range(players)]
    listeners = [s for s, b in enumerate(bots) if hasattr(b, "observe")]
    pending: list[tuple[int, list[float]]] = []
    made = 0
    while True:
        for event in game.take_events():
            for s in listeners:
                bots[s].observe(event.visible_to(s))
        if game.pending is None:
            break
        if made % EVERY == 0:
            pending.extend((s, value.features(game, s)) for s in range(players) if value.standing(game, s))
        seat = game.pending.seat
        game.apply(seat, bots[seat].choose(game.view(seat)))
        made += 1
    return [(roles[s], f, int(s in game.winners)) for s, f in pending]


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 25) -> np.ndarray:
    """Logistic regression by Newton's method; the first column of `x` is the bias (not shrunk)."""
    w = np.zeros(x.shape[1])
    shrink = np.full(x.shape[1], l2)
    shrink[0] = 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) + shrink * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(shrink) + 1e-9 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def design(features: np.ndarray, centre: np.ndarray, scale: np.ndarray, pairs: bool) -> np.ndarray:
    """The model's terms for each row of notes: 1, the standardised features, then with `pairs` every product
    z_i * z_j for i <= j, in the order game/bots/value.py reads them."""
    z = (features - centre) / scale
    terms = [np.ones((len(z), 1)), z]
    if pairs:
        i, j = np.triu_indices(z.shape[1])
        terms.append(z[:, i] * z[:, j])
    return np.hstack(terms)


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def assignment(name: str, value: object) -> str:
    """`name = value` as Python within 120 columns, the value's lines aligned after the `=`."""
    prefix = f"{name} = "
    text = pprint.pformat(value, width=120 - len(prefix), compact=True, sort_dicts=False)
    return prefix + text.replace("\n", "\n" + " " * len(prefix))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("cards", "dice"), required=True)
    parser.add_argument("--games", type=int, default=4000, help="self-play games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=None)
    parser.add_argument("--pairs", action="store_true", help="a quadratic model: products of two features too")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    short = args.game.replace("cards", "card")
    value = importlib.import_module(f"game.bots.{short}_value")
    counts = args.players or ([4, 5, 6, 7, 8] if args.game == "cards" else [3, 4, 5, 6, 7, 8])
    jobs = [(args.game, n, seed) for n in counts for seed in range(args.games)]
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.map(notes_of, jobs, chunksize=8)
    weights, centres, scales = {}, {}, {}
    for role in sorted({r for notes in games for r, _, _ in notes}):
        split = [(f, won, i % 2) for i, notes in enumerate(games) for r, f, won in notes if r == role]
        features = np.array([f for f, _, _ in split], dtype=float)
        y = np.array([won for _, won, _ in split], dtype=float)
        test = np.array([odd for _, _, odd in split], dtype=bool)
        centre = np.zeros(features.shape[1])
        scale = np.ones(features.shape[1])
        if args.pairs:
            centre = features.mean(0).round(5)
            spread = features.std(0).round(5)
            scale = np.where(spread > 0, spread, 1.0)      # a feature constant for this role stays at zero
        x = design(features, centre, scale, args.pairs)
        w = fit(x[~test], y[~test], SHRINK[args.pairs])
        base = y[~test].mean()
        base_loss = -(y[test] * math.log(base) + (1 - y[test]) * math.log(1 - base)).mean()
        print(f"{role:<9} {int((~test).sum()):>7} notes to fit, {int(test.sum()):>7} held out: "
              f"log loss {log_loss(x[test], y[test], w):.4f} against {base_loss:.4f} from the base rate alone")
        weights[role] = [round(float(v), 5) for v in fit(x, y, SHRINK[args.pairs])]
        centres[role], scales[role] = [float(v) for v in centre], [float(v) for v in scale]
    target = ROOT / "game" / "bots" / f"{short}_weights.py"
    pairs = " --pairs" if args.pairs else ""
    lines = [f'"""Fitted by bench/fit_values.py --game {args.game} --games {args.games}{pairs} '
             f'(players {" ".join(map(str, counts))}); do not edit by hand."""', "",
             assignment("NAMES", value.NAMES)]
    if args.pairs:
        lines += ["PAIRS = True", assignment("CENTRE", centres), assignment("SCALE", scales)]
    lines.append(assignment("WEIGHTS", weights))
    target.write_text("\n".join(lines) + "\n")
    print(f"wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
