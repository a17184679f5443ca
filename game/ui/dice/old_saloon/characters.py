"""The window side of Old Saloon's eight characters (game/core/dice/old_saloon/characters): their names and ability
text (the core's records, both languages; Vera Custer's marks its reconstruction), their portraits as data (Looks,
drawn like the base game's faces: game/ui/art/portraits.py), and their questions: Elena Fuente gives an Arrow by a
click on a seat, Molly Stark takes another's loss at a prompt naming whose and how much (Apache Kid's question is
the Chief's Arrow's, chief_arrow.py); their moves in the log.
"""

from __future__ import annotations

from game.core.dice.old_saloon import characters as core
from game.ui import sets
from game.ui.art.portraits import Look
from game.ui.dice.answers import Prompt, SeatPick
from game.ui.i18n import character_name, t
from game.ui.table.headings import ability, seat_name

LOOKS = {
    "jose_delgado": Look("olive", "black", "short", "sombrero", (150, 110, 60), "handlebar", (120, 50, 40),
                         "scarf", (200, 150, 40), "open", "", (230, 196, 130)),
    "tequila_joe": Look("tan", "brown", "curly", "stetson", (110, 80, 50), "stubble", (140, 100, 60), "scarf",
                        (60, 140, 90), "squint", "toothpick", (222, 190, 120)),
    "apache_kid": Look("brown", "black", "long", "none", (0, 0, 0), "none", (150, 80, 40), "bolo", (60, 130, 150),
                       "narrow", "feather", (200, 150, 110)),
    "bill_noface": Look("fair", "grey", "short", "bowler", (40, 40, 44), "none", (70, 70, 78), "scarf",
                        (30, 30, 34), "narrow", "scar", (180, 176, 170)),
    "elena_fuente": Look("olive", "black", "bun", "lady", (130, 40, 60), "none", (150, 40, 60), "lace",
                         (236, 230, 220), "open", "earring", (226, 186, 160)),
    "vera_custer": Look("fair", "blond", "long", "cavalry", (60, 70, 110), "none", (50, 60, 100), "scarf",
                        (200, 170, 60), "open", "", (200, 206, 226)),
    "doc_holyday": Look("fair", "brown", "short", "flat", (50, 40, 36), "moustache", (40, 40, 46), "tie",
                        (120, 20, 30), "open", "monocle", (206, 196, 176)),
    "molly_stark": Look("ruddy", "red", "curly", "stetson", (150, 96, 60), "none", (110, 70, 40), "scarf",
                        (40, 90, 150), "squint", "", (226, 200, 150)),
}
QUESTIONS = ("give", "take_loss")
RULE = "characters_rule"        # the module's rules, an entry of the Rules
RULE_WORDS = (
    "New characters: with which modules", "Nuevos personajes: con qué módulos",
    "Eight characters shuffled in with the base game's sixteen. José Delgado and Tequila Joe need Loudmouth and "
    "Coward, Apache Kid the Indian Chief's Arrow: without that module they are left out (the setup says so). "
    "Abilities that touch arrows touch the Chief's Arrow too.",
    "Ocho personajes mezclados con los dieciséis del juego básico. José Delgado y Tequila Joe necesitan El Bocazas "
    "y el Cobarde, Apache Kid la flecha del jefe indio: sin ese módulo quedan fuera (la preparación lo dice). Las "
    "capacidades que tocan flechas también tocan la flecha del jefe indio.")

TEXT = {
    "en": {
        "old_saloon.characters.title": core.MODULE.en,
        "old_saloon.prompt.give": "Click the player who takes one of the Arrows you rolled, or keep it.",
        "old_saloon.waiting.give": "{name} may give an Arrow away...",
        "old_saloon.prompt.take_loss": "{target} is about to lose {n} life: lose it yourself instead?",
        "old_saloon.waiting.take_loss": "{name} may take another player's loss...",
        "dice.option.give.pass": "Keep the arrow",
        "dice.option.take_loss": "Lose it instead of {target}",
        "dice.option.take_loss.pass": "Let {target} lose it",
        "old_saloon.log.arrow_given": "{name} gives the arrow of die {die} to {target} (Elena Fuente).",
        "old_saloon.log.loss_taken": "{name} loses {target}'s life instead (Molly Stark).",
    },
    "es": {
        "old_saloon.characters.title": core.MODULE.es,
        "old_saloon.prompt.give": "Pulsa el jugador que se lleva una de las flechas que sacaste, o quédatela.",
        "old_saloon.waiting.give": "{name} puede regalar una flecha...",
        "old_saloon.prompt.take_loss": "{target} va a perder {n} de vida: ¿la pierdes tú en su lugar?",
        "old_saloon.waiting.take_loss": "{name} puede perder la vida de otro jugador...",
        "dice.option.give.pass": "Quedarme la flecha",
        "dice.option.take_loss": "Perderla en lugar de {target}",
        "dice.option.take_loss.pass": "Que la pierda {target}",
        "old_saloon.log.arrow_given": "{name} da la flecha del dado {die} a {target} (Elena Fuente).",
        "old_saloon.log.loss_taken": "{name} pierde la vida de {target} en su lugar (Molly Stark).",
    },
}


class TakeLoss(Prompt):
    """Molly Stark's question: two buttons naming the player whose loss it is."""

    def label(self, option: list) -> str:
        target = seat_name(self.table.names, (self.decision.get("info") or {}).get("target"))
        return t("dice.option.take_loss" if option[0] == "take_loss" else "dice.option.take_loss.pass", target=target)


def whose_loss(decision: dict, names: list[str]) -> tuple[str, str]:
    info = decision.get("info") or {}
    return character_name("dice", core.MOLLY), t("old_saloon.prompt.take_loss",
                                                 target=seat_name(names, info.get("target")), n=info.get("amount", 1))


SIDE = sets.Side(
    "dice", core.NAME, "old_saloon.characters.title",
    characters=sets.names(core.CHARACTERS, {c.id: {"en": c.ability_en, "es": c.ability_es} for c in core.CHARACTERS},
                          key="id", looks=LOOKS),
    pieces={RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    answers={"give": SeatPick, "take_loss": TakeLoss},
    headings={"give": ability("dice", core.ELENA, "old_saloon.prompt.give"), "take_loss": whose_loss},
    waiting={kind: f"old_saloon.waiting.{kind}" for kind in QUESTIONS},
    lines={"arrow_given": "old_saloon.log.arrow_given", "loss_taken": "old_saloon.log.loss_taken"},
)
sets.register(SIDE)
