"""The lessons of BANG! The Dice Game, in order (lessons.py). The player is Ana, the first player; a lesson for a
dice module is one more Lesson here (its table's `expansions`, its faces in the scenario words)."""

from __future__ import annotations

from game.ui.learn.lessons import Lesson

LESSONS: tuple[Lesson, ...] = ()
