"""The game's own seeded random generator, and its state as JSON (so a save resumes the same future)."""

from __future__ import annotations

import random

from game.core.common.errors import SaveError


def new_rng(seed: int) -> random.Random:
    return random.Random(seed)


def clone_rng(rng: random.Random) -> random.Random:
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


def rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data) -> random.Random:
    rng = random.Random()
    try:
        version, internal, gauss = data
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as exc:
        raise SaveError(f"the random generator's state in this save is damaged ({exc})") from None
    return rng
