"""The window side of Old Saloon's Indian Chief's Arrow (game/core/dice/old_saloon/chief_arrow): the token drawn
from data (a long red-feathered arrow), lying beside the arrow pile and on its holder's plate as a badge; the choice
between a normal arrow and the Chief's Arrow in one click (a button each, saying what each is worth; Apache Kid's
taking it from its holder asks the same kind of question and reads from the same buttons); its moves in the log;
and its two-for-one in the Indian attack's line.
"""

from __future__ import annotations

from game.core.dice.old_saloon import chief_arrow as core
from game.ui import sets
from game.ui.dice.answers import Prompt
from game.ui.dice.old_saloon import art
from game.ui.i18n import character_name, t
from game.ui.table.headings import seat_name

CHIEF = core.CHIEF

TEXT = {
    "en": {
        "old_saloon.chief_arrow.title": core.MODULE.en,
        "old_saloon.zone.chief": "the Chief's Arrow",
        "old_saloon.zone.chief_pile": "Chief's Arrow: {n}",
        "old_saloon.prompt.chief_arrow_title": "Which arrow do you take?",
        "old_saloon.prompt.chief_arrow": "It counts as two arrows. Indians: its holder loses 2 more, or none if he "
                                         "alone has the most.",
        "old_saloon.prompt.apache_kid": "For your Arrow you may take the Chief's Arrow from {holder} instead of a "
                                        "normal arrow.",
        "old_saloon.waiting.chief_arrow": "{name} is choosing an arrow...",
        "old_saloon.option.arrow": "A normal arrow (worth 1)",
        "old_saloon.option.chief": "The Chief's Arrow (worth 2)",
        "old_saloon.option.chief_from": "The Chief's Arrow from {target}",
        "old_saloon.log.chief_taken": "{name} takes the Indian Chief's Arrow (worth two arrows; {why}).",
        "old_saloon.log.chief_attack": "{name} gives the Indian Chief's Arrow back: in the attack it counted two "
                                       "(2 more life lost, or none when he alone held the most arrows).",
    },
    "es": {
        "old_saloon.chief_arrow.title": core.MODULE.es,
        "old_saloon.zone.chief": "la flecha del jefe indio",
        "old_saloon.zone.chief_pile": "Flecha del jefe: {n}",
        "old_saloon.prompt.chief_arrow_title": "¿Qué flecha coges?",
        "old_saloon.prompt.chief_arrow": "Cuenta como dos flechas. Indios: quien la tiene pierde 2 más, o nada si es "
                                         "el único con más.",
        "old_saloon.prompt.apache_kid": "Por tu flecha india puedes coger la flecha del jefe indio de {holder} en "
                                        "lugar de una flecha normal.",
        "old_saloon.waiting.chief_arrow": "{name} está eligiendo una flecha...",
        "old_saloon.option.arrow": "Una flecha normal (vale 1)",
        "old_saloon.option.chief": "La flecha del jefe indio (vale 2)",
        "old_saloon.option.chief_from": "La flecha del jefe indio de {target}",
        "old_saloon.log.chief_taken": "{name} coge la flecha del jefe indio (vale dos flechas; {why}).",
        "old_saloon.log.chief_attack": "{name} devuelve la flecha del jefe indio: en el ataque contó dos (2 vidas "
                                       "más, o ninguna si era el único con más flechas).",
    },
}


class WhichArrow(Prompt):
    """A normal arrow or the Chief's Arrow, a button each (Apache Kid's: from whom he takes it)."""

    def label(self, option: list) -> str:
        if len(option) == 1:
            return t("old_saloon.option.arrow")
        if len(option) == 3:
            return t("old_saloon.option.chief_from", target=seat_name(self.table.names, option[2]))
        return t("old_saloon.option.chief")


def which_arrow(decision: dict, names: list[str]) -> tuple[str, str]:
    """The question's words: what the Chief's Arrow is worth; Apache Kid's names him and the holder."""
    apache = next((o for o in decision["options"] if len(o) == 3), None)
    if apache is not None:
        return (character_name("dice", "apache_kid"),
                t("old_saloon.prompt.apache_kid", holder=seat_name(names, apache[2])))
    return t("old_saloon.prompt.chief_arrow_title"), t("old_saloon.prompt.chief_arrow")


SIDE = sets.Side(
    "dice", core.NAME, "old_saloon.chief_arrow.title",
    pieces={CHIEF: sets.Piece(*core.WORDS, art.chief_arrow)},
    text=TEXT,
    zones={CHIEF: sets.Zone(sets.COUNTER, "old_saloon.zone.chief", label="old_saloon.zone.chief_pile", token=CHIEF)},
    answers={"chief_arrow": WhichArrow},
    headings={"chief_arrow": which_arrow},
    waiting={"chief_arrow": "old_saloon.waiting.chief_arrow"},
    lines={**{f"tokens.{why}.{CHIEF}": "old_saloon.log.chief_taken" for why in ("arrow", "chief_arrow")},
           f"tokens.indians.{CHIEF}": "old_saloon.log.chief_attack"},
)
sets.register(SIDE)
