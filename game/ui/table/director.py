"""The queue that turns a seat's messages into animations, one after another.

A table feeds every message (an event, a view) to its `Director`. The director hands the oldest one to the table's
`stage` (which starts its animation and returns the tweens to wait for) and, once they have run, to `apply` (which
makes it part of what the table shows). So what is on screen is always the state as of the last animated message:
a card lands in a hand when its flight ends, a view's prompt appears once the events before it have played.

It never holds the game back longer than the animations last: `skip()` (a click) ends them all at once, applying
every message waiting (`catch_up` lets that click land on the table as it is then, when it is still on what the
player saw); the animation speed setting scales them; a long backlog plays faster so a table that fell
behind catches up; and with the timeline at infinite speed (the self-test) everything is applied as it arrives.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial

from game.ui.anim import Chain, Timeline, Tween, call

CATCH_UP = 8        # messages waiting before the animations speed up
FASTEST = 6.0       # the most a backlog speeds them up


class Director:
    def __init__(self, timeline: Timeline, stage: Callable[[dict], list[Tween]], apply: Callable[[dict], None]):
        self.timeline = timeline
        self.stage = stage
        self.apply = apply
        self.waiting: deque[dict] = deque()
        self.playing: Chain | None = None     # the chain of the message being animated
        self.instant = False          # history (a deal, a resumed game): applied without animation

    def feed(self, message: dict) -> None:
        self.waiting.append(message)

    @property
    def busy(self) -> bool:
        """Something is still animating or waiting to (the response timer stops meanwhile)."""
        return bool(self.waiting) or (self.playing is not None and not self.playing.finished)

    @property
    def pace(self) -> float:
        """How much faster than the setting the animations run to work off the backlog."""
        return min(FASTEST, 1.0 + max(0, len(self.waiting) - CATCH_UP) / CATCH_UP)

    def update(self) -> None:
        """Start the next message's animation if the last one has finished (call once a frame)."""
        while self.waiting and (self.playing is None or self.playing.finished):
            message = self.waiting.popleft()
            tweens = [] if self.instant else self.stage(message)
            if not tweens:
                self.playing = None
                self.apply(message)
                continue
            self.playing = self.timeline.chain(*tweens, call(partial(self.apply, message)))

    def skip(self) -> None:
        """Every animation to its end and every waiting message applied (a click: the player wants to act)."""
        self.timeline.skip()
        self.playing = None
        while self.waiting:
            self.apply(self.waiting.popleft())


def catch_up(director: Director, pos, thing_at: Callable[[tuple[int, int]], tuple | None],
             follow: Callable[[], None]) -> bool:
    """A click at `pos` while things move: every animation to its end, and the table's widgets rebuilt (`follow`)
    for what it shows then, so the click lands on what is there now. True when that is what the player saw under
    the mouse (`thing_at` the same before and after: the same button, the same card), so the click still counts;
    False when it only ended the animations (what it was on is gone or changed: a second click of a double click
    never plays the card that slid under it)."""
    before = thing_at(pos)
    director.skip()
    follow()
    return before is not None and thing_at(pos) == before
