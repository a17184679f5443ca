"""The base dice game's window side (game/ui/sets.py): its faces (their names in the window's string tables, their
rules text in game/ui/text/rules.py, their pictures in game/ui/art/dice.py), its 16 characters (the core's names,
the rules text) and how a person answers its decisions: the roll on the tray, the 1s and 2s aimed, a Beer given by
clicking a seat, and the characters' own questions (Sid Ketchum's life point and Kit Carlson's arrow by a seat,
Bart Cassidy's and Pedro Ramirez's by the prompt's buttons).

Its other strings stay in the window's tables (game/ui/text/en.py, es.py), where they were before modules had
sides.
"""

from __future__ import annotations

from functools import partial

from game.core.dice.catalog import BASE
from game.ui import sets
from game.ui.art.dice import SYMBOLS
from game.ui.dice.answers import Aim, Prompt, SeatPick, Tray, Words
from game.ui.i18n import t
from game.ui.text import en, es, rules


class ArrowForLife(Prompt):
    """Bart Cassidy's question: the hit that would cost him a life point is named in it."""

    def values(self) -> dict:
        source = (self.decision.get("info") or {}).get("source", "shot")
        return {"source": t(f"dice.source.{source}")}


def _faces() -> dict[str, sets.Piece]:
    return {f.id: sets.Piece(en.STRINGS[f"face.{f.id}"], es.STRINGS[f"face.{f.id}"], rules.DICE_FACES[f.id]["en"],
                             rules.DICE_FACES[f.id]["es"], SYMBOLS[f.id].draw) for f in BASE.faces.values()}


def _words(kind: str, title: str | None = None, character: str | None = None) -> Words:
    return Words(title or f"dice.prompt.{kind}", f"dice.prompt.{kind}", f"dice.waiting.{kind}", character)


SIDE = sets.Side(
    "dice", "base",
    pieces=_faces(),
    characters=sets.names(BASE.characters.values(), rules.DICE_CHARACTERS, key="id"),
    answers={
        "reroll": partial(Tray, words=_words("reroll", "dice.prompt.reroll_title")),
        "shoot": partial(Aim, words=_words("shoot", "dice.prompt.shoot_title")),
        "beer": partial(SeatPick, words=_words("beer", "face.beer")),
        "sid_heal": partial(SeatPick, words=_words("sid_heal", character="sid_ketchum")),
        "discard_any_arrow": partial(SeatPick, words=_words("discard_any_arrow", character="kit_carlson")),
        "arrow_for_life": partial(ArrowForLife, words=_words("arrow_for_life", character="bart_cassidy")),
        "discard_own_arrow": partial(Prompt, words=_words("discard_own_arrow", character="pedro_ramirez")),
    },
)
sets.register(SIDE)
