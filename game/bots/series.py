"""What a bot decides between the games of a series: whether a survivor keeps his character."""

from __future__ import annotations

from game.core.common.series import Series


def keeps(series: Series, seat: int) -> bool:
    """A bot keeps the character he survived with when his side won with it, and tries another when it lost: the
    one fact about a character's worth at this table the last game gave him."""
    return seat in series.played[-1]["result"]["winners"]
