"""The words for the dice game's decisions: what is happening (the prompt's title and line), what an answer does
(the log line of an answer taken for you, the prompt's buttons), and the character abilities that bend the moment,
each named and explained when it applies."""

from __future__ import annotations

from game.core.dice.box import DiceBox
from game.ui.dice import facts
from game.ui.i18n import character_name, t, the

ABILITY_KINDS = {"sid_heal": "sid_ketchum", "arrow_for_life": "bart_cassidy", "discard_own_arrow": "pedro_ramirez",
                 "discard_any_arrow": "kit_carlson"}       # decisions that are a character's ability


def headline(decision: dict, faces: list, die: int | None) -> tuple[str, str]:
    """The prompt's title and the line under it."""
    kind, info = decision["kind"], decision.get("info") or {}
    if kind == "reroll":
        return t("dice.prompt.reroll_title"), t("dice.prompt.reroll", n=info.get("rolls_left", 0),
                                                dice=len(faces))       # the keys: 1 to the number of dice
    if kind == "shoot":
        face = faces[die] if die is not None and faces[die] else facts.ONE
        return t("dice.prompt.shoot_title"), t("dice.prompt.shoot", the_face=the(t(f"face.{face}")),
                                               n=die + 1 if die is not None else 1)
    if kind == "beer":
        return t("face.beer"), t("dice.prompt.beer")
    if kind in ABILITY_KINDS:
        title = character_name("dice", ABILITY_KINDS[kind])
        if kind == "arrow_for_life":
            return title, t("dice.prompt.arrow_for_life", source=t(f"dice.source.{info.get('source', 'shot')}"))
        return title, t(f"dice.prompt.{kind}")
    return t("prompt.other_title"), ""


def describe(option: list, names: list[str], faces: list) -> str:
    """What an answer does, in a few words."""
    verb = option[0]
    if verb == "reroll":
        return t("dice.option.reroll", dice=", ".join(str(d + 1) for d in option[1]))
    if verb in ("shoot", "double_shot"):
        face = t(f"face.{faces[option[1]] or facts.ONE}")
        return t(f"dice.option.{verb}", face=face, target=names[option[-1]])
    if verb in ("beer", "heal"):
        return t(f"dice.option.{verb}", target=names[option[-1]])
    if verb == "discard_arrow" and len(option) > 1:
        return t("dice.option.discard_arrow_of", target=names[option[1]])
    return t(f"dice.option.{verb}")


def waiting(pending: dict | None, names: list[str]) -> str:
    """What the table waits for while another player decides."""
    if not pending or pending.get("seat") is None:
        return ""
    kind = pending.get("kind")
    key = f"dice.waiting.{kind}" if kind in WAITING else "status.waiting"
    return t(key, name=names[pending["seat"]])


WAITING = ("reroll", "shoot", "beer", "sid_heal", "arrow_for_life", "discard_own_arrow", "discard_any_arrow")


def ability_notes(box: DiceBox, character: str, decision: dict, faces: list, life: int) -> list[str]:
    """The abilities of your character that bend this moment, named and explained (the decision that is itself an
    ability says so in its title)."""
    kind = decision["kind"]
    name = character_name("dice", character)
    shown = [f for f in faces if f]
    notes = []
    if kind == "reroll":
        if facts.rolls(box, character) > 3:
            notes.append("lucky_duke")
        if facts.rerolls_dynamite(box, character) and facts.DYNAMITE in shown:
            notes.append("black_jack")
        if facts.gatling_needs(box, character) < 3:
            notes.append("willy_the_kid")
        if character == "suzy_lafayette" and not any(facts.shot(box, f) for f in shown):
            notes.append("suzy_lafayette")
        if character == "kit_carlson" and facts.GATLING in shown:
            notes.append("kit_carlson")
    elif kind == "shoot":
        if facts.reaches_further(box, character):
            notes.append(character)
        if any(o[0] == "double_shot" for o in decision["options"]):
            notes.append("slab_the_killer")
    elif kind == "beer":
        bonus = facts.self_beer(box, character)
        if bonus and life <= bonus[0]:
            notes.append("jesse_jones")
    return [t(f"dice.ability.{who}", name=name) for who in notes]


# the string families built above (the language tables hold each)
NOTED = ("lucky_duke", "black_jack", "willy_the_kid", "suzy_lafayette", "kit_carlson", "calamity_janet",
         "rose_doolan", "slab_the_killer", "jesse_jones")
PROMPTS = ("reroll_title", "reroll", "shoot_title", "shoot", "beer", "arrow_for_life", "sid_heal",
           "discard_own_arrow", "discard_any_arrow")
VERBS = ("reroll", "shoot", "double_shot", "beer", "heal", "discard_arrow_of", "stop", "take_arrow", "lose_life",
         "discard_arrow", "pass")
