"""The base dice game's window side (game/ui/sets.py): its faces (their names in the window's string tables, their
rules text in game/ui/text/rules.py, their pictures in game/ui/art/dice.py), its 16 characters (the core's names,
the rules text) and how a person answers its decisions: the roll on the tray, the 1s and 2s aimed, a Beer given by
clicking a seat, and the characters' own questions (Sid Ketchum's life point and Kit Carlson's arrow by a seat,
Bart Cassidy's and Pedro Ramirez's by the prompt's buttons).

Its other strings stay in the window's tables (game/ui/text/en.py, es.py), where they were before modules had
sides.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.dice.catalog import BASE
from game.ui import sets
from game.ui.art.dice import SYMBOLS
from game.ui.dice import facts
from game.ui.dice.answers import Aim, Prompt, SeatPick, Tray
from game.ui.i18n import t
from game.ui.table.headings import ability, worded
from game.ui.text import en, es, rules


class ArrowForLife(Prompt):
    """Bart Cassidy's question: the hit that would cost him a life point is named in it."""

    def values(self) -> dict:
        source = (self.decision.get("info") or {}).get("source", "shot")
        return {"source": t(f"dice.source.{source}")}


def _faces() -> dict[str, sets.Piece]:
    return {f.id: sets.Piece(en.STRINGS[f"face.{f.id}"], es.STRINGS[f"face.{f.id}"], rules.DICE_FACES[f.id]["en"],
                             rules.DICE_FACES[f.id]["es"], SYMBOLS[f.id].draw) for f in BASE.faces.values()}


def _asked(kind: str, **values) -> sets.Heading:
    """A base decision's words: its title and line (dice.prompt.<kind>_title, dice.prompt.<kind>)."""
    return worded(f"dice.prompt.{kind}_title", f"dice.prompt.{kind}", **values)


HEADINGS = {
    "reroll": _asked("reroll", n=("n", 0), dice=("dice", 0)),
    "shoot": _asked("shoot", the_face=("the_face", ""), n=("n", 1)),
    "beer": worded("face.beer", "dice.prompt.beer"),
    "sid_heal": ability("dice", "sid_ketchum", "dice.prompt.sid_heal"),
    "discard_any_arrow": ability("dice", "kit_carlson", "dice.prompt.discard_any_arrow"),
    "arrow_for_life": ability("dice", "bart_cassidy", "dice.prompt.arrow_for_life", source=("source", "")),
    "discard_own_arrow": ability("dice", "pedro_ramirez", "dice.prompt.discard_own_arrow"),
}

def _on(kind: str, applies: Callable[..., bool]) -> sets.Note:
    """A note shown in decisions of `kind` when `applies(box, character, decision, faces shown, life)`."""
    return lambda box, character, decision, faces, life: \
        decision["kind"] == kind and applies(box, character, decision, faces, life)


# The notes of the base characters' abilities when they bend the moment (the dice table's console), in this order.
NOTES = {
    "dice.ability.lucky_duke": _on("reroll", lambda box, who, d, faces, life: facts.rolls(box, who) > 3),
    "dice.ability.black_jack": _on("reroll", lambda box, who, d, faces, life:
                                   facts.rerolls_dynamite(box, who) and facts.DYNAMITE in faces),
    "dice.ability.willy_the_kid": _on("reroll", lambda box, who, d, faces, life: facts.gatling_needs(box, who) < 3),
    "dice.ability.suzy_lafayette": _on("reroll", lambda box, who, d, faces, life:
                                       who == "suzy_lafayette" and not any(facts.shot(box, f) for f in faces)),
    "dice.ability.kit_carlson": _on("reroll", lambda box, who, d, faces, life:
                                    who == "kit_carlson" and facts.GATLING in faces),
    **{f"dice.ability.{reach}": _on("shoot", lambda box, who, d, faces, life, reach=reach:
                                    who == reach and facts.reaches_further(box, who))
       for reach in ("calamity_janet", "rose_doolan")},
    "dice.ability.slab_the_killer": _on("shoot", lambda box, who, d, faces, life:
                                        any(o[0] == "double_shot" for o in d["options"])),
    "dice.ability.jesse_jones": _on("beer", lambda box, who, d, faces, life:
                                    life <= (facts.self_beer(box, who) or (-1,))[0]),
}

SIDE = sets.Side(
    "dice", "base",
    pieces=_faces(),
    characters=sets.names(BASE.characters.values(), rules.DICE_CHARACTERS, key="id"),
    answers={"reroll": Tray, "shoot": Aim, "beer": SeatPick, "sid_heal": SeatPick, "discard_any_arrow": SeatPick,
             "arrow_for_life": ArrowForLife, "discard_own_arrow": Prompt},
    headings=HEADINGS,
    waiting={kind: f"dice.waiting.{kind}" for kind in HEADINGS},
    notes=NOTES,
)
sets.register(SIDE)
