"""The dice game in a series: its SeriesRules are those of the module that brings them (`Module.series`: Undead or
Alive's Legacy of the Wild West), registered here for common/series.py's REGISTRY; and a scenario's game played on
into its series (`InSeries`), so that a file may answer the naming of the next Sheriff and check what it decided.
"""

from __future__ import annotations

from typing import Any

from game.core.common.decision import Decision, normalize_action
from game.core.common.errors import IllegalMove
from game.core.common.events import Event
from game.core.common.series import Series, SeriesRules
from game.core.dice.modules import MODULES, dice_module

NAME_SHERIFF = "name_sheriff"          # the decision kind and verb of a surviving Sheriff's naming


def _rules() -> SeriesRules:
    for name in MODULES.known():
        rules = dice_module(name).series
        if rules is not None:
            return rules
    raise ImportError("no dice module of this program brings the rules of a series")


RULES = _rules()


class InSeries:
    """A scenario's dice game as the first of a series of two (its box has a module that brings series rules): once
    it is over the series records it, and a Succession's naming is the pending decision, `name_sheriff`, answered
    ("name_sheriff", seat). Everything else is the game's own."""

    def __init__(self, game: Any):
        self.game = game
        self.events: list[Event] = []
        self.series = Series.new("dice", 0, len(game.names), games=2, sets=game.box.modules,
                                 dealt={"seed": 0, "roles": list(game.roles), "characters": list(game.chars)})

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def _keep(self, events: list[Event]) -> list[Event]:
        seen = self.events[-1].seq if self.events else -1
        self.events += [e for e in events if e.seq > seen]
        return events

    def take_events(self) -> list[Event]:
        return self._keep(self.game.take_events())

    @property
    def pending(self) -> Decision | None:
        if not self.game.over:
            return self.game.pending
        namers = self.series.namers
        seats = range(len(self.game.names))
        return Decision(namers[0], NAME_SHERIFF, tuple((NAME_SHERIFF, s) for s in seats)) if namers else None

    def apply(self, seat: int, action: Any, version: int | None = None) -> list[Event]:
        if not self.game.over:
            events = self._keep(self.game.apply(seat, action, version))
            if self.game.over:
                self.series.record(self.game, self.events)
            return events
        pending = self.pending
        if pending is None:
            raise IllegalMove("game_over", "the game is over and the series waits on no one")
        action = normalize_action(action)
        if seat != pending.seat or action not in pending.options:
            raise IllegalMove(NAME_SHERIFF, self.series.name_refusal(seat, action[-1])
                              or f"{action!r} does not name a seat")
        self.series.name(seat, action[1])
        return []

    def to_json(self) -> dict:
        return {"game": self.game.to_json(), "series": self.series.to_json()}
