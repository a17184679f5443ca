"""The words of the dice table: the names of faces, symbols and tokens (their modules' window sides), what an answer
does (the log line of an answer taken for you, the prompt's buttons), and the character abilities that bend the
moment, each named and explained when it applies. A decision's own words are its answer widget's (answers.py)."""

from __future__ import annotations

from game.core.dice.catalog import DiceBox
from game.ui import sets
from game.ui.dice.facts import ONE
from game.ui.i18n import character_name, language, t


def name_of(id: str) -> str:
    """A face, symbol, die kind or token by its id, in the player's language (its module's window side names it;
    an id no side names reads as words)."""
    return sets.piece("dice", id).name(language())


def describe(option: list, names: list[str], faces: list, kind: str | None = None) -> str:
    """What an answer does, in a few words: its module's words for its verb in a decision of `kind`
    ("dice.option.<kind>.<verb>") or in any ("dice.option.<verb>"), with the player it names as {target}, the die
    as {die} and its face as {face}; else its verb in words."""
    verb = option[0]
    if verb == "reroll":
        return t("dice.option.reroll", dice=", ".join(str(d + 1) for d in option[1]))
    if verb == "discard_arrow" and len(option) > 1:
        verb = "discard_arrow_of"
    last = option[-1] if len(option) > 1 else None
    die = option[1] if len(option) > 1 and type(option[1]) is int and 0 <= option[1] < len(faces) else None
    target = names[last] if type(last) is int and 0 <= last < len(names) else ""
    values = {"target": target, "die": "" if die is None else die + 1,
              "face": name_of(faces[die] or ONE) if die is not None else name_of(ONE)}
    for key in (f"dice.option.{kind}.{verb}", f"dice.option.{verb}"):
        try:
            return t(key, **values)
        except KeyError:
            continue
    return " ".join([sets.plain(verb).name(language()), *(str(part) for part in option[1:])])    # no words


def ability_notes(box: DiceBox, character: str, decision: dict, faces: list, life: int) -> list[str]:
    """The abilities of your character that bend this moment, named and explained (the decision that is itself an
    ability says so in its title): each module's window side says when its notes apply (game/ui/sets.py `notes`)."""
    name = character_name("dice", character)
    shown = [f for f in faces if f]
    return [t(key, name=name) for key, applies in sets.notes("dice").items()
            if applies(box, character, decision, shown, life)]


# the string families built above (the language tables hold each)
PROMPTS = ("reroll_title", "reroll", "shoot_title", "shoot", "beer", "arrow_for_life", "sid_heal",
           "discard_own_arrow", "discard_any_arrow")
STEPS = ("dynamite", "shots", "beer", "gatling")      # the base game's resolve steps, in words
WAITING = ("reroll", "shoot", "beer", "sid_heal", "arrow_for_life", "discard_own_arrow", "discard_any_arrow")
VERBS = ("reroll", "shoot", "double_shot", "beer", "heal", "discard_arrow_of", "stop", "take_arrow", "lose_life",
         "discard_arrow", "pass")
