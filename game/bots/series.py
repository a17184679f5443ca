"""What a bot decides between the games of a series: whether a survivor keeps his character.

bench/blunders.py has no class for this choice: the one silly answer (drawing a new character after winning with
his) cannot happen by this rule, and telling a strong character from a weak one would need a measure of characters
that no bot has."""

from __future__ import annotations

from game.core.common.series import Series


def keeps(series: Series, seat: int) -> bool:
    """A bot keeps the character he survived with when his side won with it, and tries another when it lost: the
    one fact about a character's worth at this table the last game gave him."""
    return seat in series.played[-1]["result"]["winners"]
