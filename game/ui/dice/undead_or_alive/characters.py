"""The window side of Undead or Alive's new characters (game/core/dice/undead_or_alive/characters): their names
and ability text (the core's records, both languages), their portraits as data (Looks, drawn like the base game's
faces), and their one question: Belle Star and Chuck Wengam turn a die by a click on it and on its new face under
the tray (answers.TurnDie); the die shows its new face at once, and the log says who turned it.
"""

from __future__ import annotations

from game.core.dice.undead_or_alive import characters as core
from game.ui import sets
from game.ui.art.portraits import Look
from game.ui.dice.answers import TurnDie
from game.ui.i18n import character_name, t

LOOKS = {
    core.BELLE: Look("fair", "black", "long", "lady", (60, 30, 50), "none", (90, 30, 60), "lace", (230, 220, 230),
                     "narrow", "earring", (214, 176, 170)),
    core.CHUCK: Look("ruddy", "grey", "short", "stetson", (96, 70, 40), "mutton", (70, 56, 40), "bolo",
                     (170, 130, 60), "squint", "cigar", (206, 186, 140)),
}
RULE = "uoa_characters_rule"        # the module's rules, an entry of the Rules
RULE_WORDS = (
    "A new posse in town", "Una nueva banda en la ciudad",
    "New characters shuffled in with the others. Belle Star and Chuck Wengam play with any modules; the module's "
    "six others need the Duel dice or the Rage cards, not in this version yet.",
    "Personajes nuevos mezclados con los demás. Belle Star y Chuck Wengam juegan con cualquier módulo; los otros "
    "seis del módulo necesitan los dados de Duelo o las cartas de Rabia, que esta versión aún no tiene.")

TEXT = {
    "en": {
        "uoa_characters.title": core.MODULE.en,
        "uoa.prompt.belle_star": "Turn a Dynamite into a Gatling? Click the Gatling under the tray.",
        "uoa.prompt.chuck_wengam": "Lose 1 life to turn one die to any face (once a turn)? Click the die, then its "
                                   "new face under the tray.",
        "uoa.waiting.change_die": "{name} may turn a die...",
        "dice.option.change_die.pass": "Keep my dice",
        "uoa.log.turned": "{name} turns die {die} to {face} ({why}).",
    },
    "es": {
        "uoa_characters.title": core.MODULE.es,
        "uoa.prompt.belle_star": "¿Conviertes una dinamita en Gatling? Pulsa la Gatling bajo la bandeja.",
        "uoa.prompt.chuck_wengam": "¿Pierdes 1 de vida para girar un dado a la cara que quieras (una vez por turno)? "
                                   "Pulsa el dado y luego su nueva cara bajo la bandeja.",
        "uoa.waiting.change_die": "{name} puede cambiar un dado...",
        "dice.option.change_die.pass": "Dejar mis dados",
        "uoa.log.turned": "{name} gira el dado {die} a {face} ({why}).",
    },
}


PROMPTS = {core.BELLE: "uoa.prompt.belle_star", core.CHUCK: "uoa.prompt.chuck_wengam"}


def heading(decision: dict, names: list[str]) -> tuple[str, str]:
    """Whose ability it is, and what it costs: Chuck pays a life, Belle nothing."""
    who = core.CHUCK if (decision.get("info") or {}).get("price") else core.BELLE
    return character_name("dice", who), t(PROMPTS[who])


def die_turned(shown, event: dict) -> None:
    """The turned die shows its new face at once."""
    dice = shown.table["dice"]
    if event["die"] < len(dice):
        dice[event["die"]] = event["face"]


SIDE = sets.Side(
    "dice", core.NAME, "uoa_characters.title",
    characters=sets.names(core.CHARACTERS, {c.id: {"en": c.ability_en, "es": c.ability_es} for c in core.CHARACTERS},
                          key="id", looks=LOOKS),
    pieces={RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    answers={core.CHANGE: TurnDie},
    headings={core.CHANGE: heading},
    waiting={core.CHANGE: "uoa.waiting.change_die"},
    lines={f"die_turned.{c.id}": "uoa.log.turned" for c in core.CHARACTERS},
    changes={f"die_turned.{c.id}": die_turned for c in core.CHARACTERS},
)
sets.register(SIDE)
