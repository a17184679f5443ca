"""What a lesson is: a stacked table in the scenario format (docs/scenarios.md), and steps, each a few lines of text
in both languages, the moves the player may make there (scenario steps, `actor` left out: the player's own), the hint
said when he tries another, and the other players' answers that follow (scenario steps with their `actor`).

A move names what the scenario runner's `do` names; a move with nothing but `do` takes any answer of that verb
(a discard of any card). The player is the table's first player. Lessons are looked up by game and id; a lesson of
an expansion is one more `Lesson` in its set's window side (game/ui/sets.py `lessons`), listed after its game's."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ui import sets
from game.ui.i18n import language

Words = dict[str, str]      # {"en": ..., "es": ...}


@dataclass(frozen=True)
class Step:
    text: Words
    moves: tuple[dict, ...]
    hint: Words
    then: tuple[dict, ...] = ()          # the others' answers after the player's move, in order
    offer_all: bool = False
    """The table offers every legal answer, a wrong one refused with the hint (the dice tray: which dice to keep
    is the player's to click); else it offers the step's moves alone and dims the rest."""


@dataclass(frozen=True)
class Lesson:
    game_kind: str              # "cards" or "dice"
    id: str
    title: Words
    table: dict                 # a scenario's players, [table] and seed
    steps: tuple[Step, ...]
    done: Words                 # said once the last step is made
    opening: tuple[dict, ...] = field(default=())   # the others' answers before the first step
    untaught: tuple[str, ...] = ()  # what the table keeps quiet until a later lesson teaches it ("distance")

    @property
    def key(self) -> str:
        """The lesson's name in the settings' progress."""
        return f"{self.game_kind}.{self.id}"


def say(words: Words) -> str:
    """Words in the window's language."""
    return words.get(language()) or words["en"]


def groups(game_kind: str) -> list[tuple[Lesson, ...]]:
    """The lessons of `game_kind` as they follow each other: the game's own, then each built-in set's (its window
    side's), each group in order."""
    if game_kind == "cards":
        from game.ui.learn.cards import LESSONS
    else:
        from game.ui.learn.dice import LESSONS
    built_in = [sets.side(game, name) for game, name in sets.BUILT_IN if game == game_kind]
    return [LESSONS] + [side.lessons for side in built_in if side is not None and side.lessons]


def lessons(game_kind: str) -> tuple[Lesson, ...]:
    """The lessons of `game_kind`, in order: the game's own, then its built-in sets'."""
    return tuple(lesson for group in groups(game_kind) for lesson in group)


def after(lesson: Lesson) -> Lesson | None:
    """The lesson that follows `lesson` in its group (its game's own, or its set's), or None for the last."""
    order = next(group for group in groups(lesson.game_kind) if lesson in group)
    at = order.index(lesson)
    return order[at + 1] if at + 1 < len(order) else None
