"""Tweens and timelines: how a scene moves things over time, at the player's animation speed, skippably.

A `Tween` runs `step(k)` each frame with k eased from 0 to 1 over `duration` seconds, then `done()`. A `Timeline`
is a scene's set of running animations: `add` runs one alongside the others, `chain` runs several one after
another (with `wait` and `call` for pauses and moments), `skip` jumps every one to its end (a click), `abort`
drops them where they are (the scene is leaving). Its `speed` multiplies time (the setting); `math.inf` makes
every animation end on its first frame (the self-test, headless runs).

    timeline.chain(Tween(0.3, lambda k: card.move(lerp_point(deck, hand, k))),
                   call(lambda: audio.play("card")))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence


def linear(k: float) -> float:
    return k


def ease_out(k: float) -> float:
    return 1 - (1 - k) ** 3


def ease_in_out(k: float) -> float:
    return 4 * k ** 3 if k < 0.5 else 1 - (-2 * k + 2) ** 3 / 2


def back_out(k: float) -> float:
    """Overshoots a little and settles: a card landing on the table."""
    c = 1.70158
    return 1 + (c + 1) * (k - 1) ** 3 + c * (k - 1) ** 2


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


def lerp_point(a: Sequence[float], b: Sequence[float], k: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k


class Tween:
    """`step(eased k)` every frame for `duration` seconds (after `delay`), then `done()` once."""

    def __init__(self, duration: float, step: Callable[[float], None] | None = None, *,
                 ease: Callable[[float], float] = ease_out, delay: float = 0.0,
                 done: Callable[[], None] | None = None):
        self.duration = max(0.0, duration)
        self.step = step
        self.ease = ease
        self.delay = delay
        self.on_done = done
        self.elapsed = 0.0
        self.finished = False

    def update(self, dt: float) -> float:
        """Advance by `dt`; returns the time left over once finished (0.0 while still running)."""
        if self.finished:
            return dt
        self.elapsed += dt
        run = self.elapsed - self.delay
        if run < self.duration:
            if run >= 0 and self.step is not None:
                self.step(self.ease(run / self.duration))
            return 0.0
        self.finish()
        return run - self.duration

    def finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.step is not None:
            self.step(1.0)
        if self.on_done is not None:
            self.on_done()


def wait(seconds: float) -> Tween:
    return Tween(seconds)


def call(action: Callable[[], None]) -> Tween:
    """A moment in a chain: runs `action` when the chain reaches it."""
    return Tween(0.0, done=action)


class Chain:
    """Tweens one after another; time left over by one runs the next in the same frame."""

    def __init__(self, tweens: Sequence[Tween]):
        self.tweens = list(tweens)
        self.finished = not self.tweens

    def update(self, dt: float) -> float:
        while self.tweens:
            dt = self.tweens[0].update(dt)
            if not self.tweens[0].finished:
                return 0.0
            self.tweens.pop(0)
        self.finished = True
        return dt

    def finish(self) -> None:
        for tween in self.tweens:
            tween.finish()
        self.tweens = []
        self.finished = True


class Timeline:
    """A scene's running animations (each scene owns one; `Scene.tweens`)."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.running: list[Tween | Chain] = []

    def add(self, tween: Tween) -> Tween:
        self.running.append(tween)
        if self.speed == math.inf:
            tween.finish()
        return tween

    def chain(self, *tweens: Tween) -> Chain:
        chain = Chain(tweens)
        self.running.append(chain)
        if self.speed == math.inf:
            chain.finish()
        return chain

    @property
    def busy(self) -> bool:
        return any(not t.finished for t in self.running)

    def update(self, dt: float) -> None:
        scaled = math.inf if self.speed == math.inf else dt * self.speed
        for tween in list(self.running):
            if scaled == math.inf:
                tween.finish()
            else:
                tween.update(scaled)
        self.running = [t for t in self.running if not t.finished]

    def skip(self) -> None:
        """Every animation to its end at once, its effects applied (a click while cards fly)."""
        while self.running:                   # finishing one may start another
            running, self.running = self.running, []
            for tween in running:
                tween.finish()

    def abort(self) -> None:
        """Drop every animation where it is, without its end (the scene is leaving)."""
        self.running = []
