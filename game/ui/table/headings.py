"""The usual words of a decision, for a set's window side of either game (game/ui/sets.py `headings`): a function of
the decision and the players' names giving the prompt's title and the line under it. A set with words of its own
writes its function; these build the common ones from text keys.
"""

from __future__ import annotations

from game.ui import sets
from game.ui.i18n import character_name, t


def seat_name(names: list[str], seat) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def worded(title: str, line: str, seat: str = "", **values) -> sets.Heading:
    """A decision's words from two text keys: the title may name the seat in the decision's info field `seat`
    ({name}), the line its other fields (`values`: format field -> info field, with its default)."""
    def heading(decision: dict, names: list[str]) -> tuple[str, str]:
        info = decision.get("info") or {}
        title_text = t(title, name=seat_name(names, info.get(seat))) if seat else t(title)
        return title_text, t(line, **{key: info.get(field, default) for key, (field, default) in values.items()})
    return heading


def ability(game: str, character: str, line: str, **values) -> sets.Heading:
    """A character's own question: titled with his name, its line from a text key (`values` as in `worded`)."""
    def heading(decision: dict, names: list[str]) -> tuple[str, str]:
        info = decision.get("info") or {}
        return character_name(game, character), t(line, **{key: info.get(field, default)
                                                            for key, (field, default) in values.items()})
    return heading
