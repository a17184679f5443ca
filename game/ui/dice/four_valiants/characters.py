"""The window side of Four Valiants (game/core/dice/four_valiants/characters): the four characters' names and their
rebuilt ability texts (the core's records, both languages, each marked as a reconstruction), their portraits as
data, the expansion's entry in the Rules, The Stranger's extra turn in the log and as a banner, and Flint's extra
duel in the log. Flint Westwood alone asks a question of his own: the player of his extra duel, a seat clicked
(SeatPick), or pass (John Pain's is the Saloon dice's, with both dice among its answers).
"""

from __future__ import annotations

from game.core.dice.four_valiants import characters as core
from game.ui import sets
from game.ui.art.portraits import Look
from game.ui.dice.answers import SeatPick
from game.ui.i18n import t
from game.ui.table.headings import ability, seat_name

LOOKS = {
    core.TEREN: Look("tan", "black", "long", "flat", (40, 34, 30), "goatee", (60, 40, 30), "scarf", (150, 30, 30),
                     "narrow", "scar", (196, 170, 130)),
    core.STRANGER: Look("fair", "brown", "short", "stetson", (50, 46, 44), "stubble", (80, 76, 70), "scarf",
                        (90, 90, 90), "squint", "toothpick", (186, 180, 170)),
    core.JOHN: Look("ruddy", "red", "curly", "sombrero", (160, 120, 70), "beard", (120, 70, 40), "bow",
                    (40, 100, 60), "open", "", (226, 196, 140)),
    core.FLINT: Look("tan", "grey", "short", "stetson", (120, 100, 70), "stubble", (110, 80, 50), "scarf",
                     (170, 60, 40), "squint", "cigar", (200, 170, 120)),
}
RULE = "four_valiants_rule"         # the expansion's rules, an entry of the Rules
RULE_WORDS = (
    "Four Valiants: rebuilt cards", "Cuatro valientes: cartas reconstruidas",
    "Characters shuffled in with the others. The scanned rulebook keeps only the clarifications under each card: "
    "their texts, their lives and one name (The Stranger is ours) are rebuilt from them. John Pain needs Loudmouth "
    "and Coward, Flint Westwood the Duel dice: without them they are left out.",
    "Personajes mezclados con los demás. El reglamento escaneado sólo conserva las aclaraciones bajo cada carta: sus "
    "textos, sus vidas y un nombre (El Forastero es nuestro) están reconstruidos a partir de ellas. John Pain "
    "necesita El Bocazas y el Cobarde, Flint Westwood los dados de Duelo: sin ellos quedan fuera.")

TEXT = {
    "en": {
        "box.four_valiants": "Four Valiants",   # its box (the Setup groups its modules under it)
        "four_valiants.title": core.MODULE.en,
        "four_valiants.log.again": "{name} plays again at once ({why}).",
        "four_valiants.log.extra_duel": "{name} fights one more duel, against {target} ({why}); the Duel die rolls: "
                                        "{rolls}.",
        "four_valiants.banner.again": "{name} plays an extra turn",
        "four_valiants.prompt.extra_duel": "Your duels are over: click a player you have not duelled this turn for "
                                           "one more duel, or pass.",
        "four_valiants.waiting.extra_duel": "{name} may fight one more duel...",
        "dice.option.extra_duel.pass": "No more duels",
    },
    "es": {
        "box.four_valiants": "Cuatro valientes",
        "four_valiants.title": core.MODULE.es,
        "four_valiants.log.again": "{name} juega otra vez en el acto ({why}).",
        "four_valiants.log.extra_duel": "{name} libra un duelo más, contra {target} ({why}); el dado de Duelo sale: "
                                        "{rolls}.",
        "four_valiants.banner.again": "{name} juega un turno adicional",
        "four_valiants.prompt.extra_duel": "Tus duelos han terminado: pulsa un jugador con quien no te hayas batido "
                                           "este turno para un duelo más, o pasa.",
        "four_valiants.waiting.extra_duel": "{name} puede librar un duelo más...",
        "dice.option.extra_duel.pass": "Ningún duelo más",
    },
}


def banner(event: dict, names: list[str]) -> str | None:
    """The Stranger's extra turn, which nobody should take for a slip of the turn order."""
    if event.get("why") != core.STRANGER:
        return None
    return t("four_valiants.banner.again", name=seat_name(names, event.get("seat")))


SIDE = sets.Side(
    "dice", core.NAME, "four_valiants.title",
    characters=sets.names(core.CHARACTERS, {c.id: {"en": c.ability_en, "es": c.ability_es} for c in core.CHARACTERS},
                          key="id", looks=LOOKS),
    pieces={RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    lines={f"extra_turn.{core.STRANGER}": "four_valiants.log.again",
           f"duel.{core.FLINT}": "four_valiants.log.extra_duel"},
    banners={"extra_turn": banner},
    answers={core.EXTRA: SeatPick},
    headings={core.EXTRA: ability("dice", core.FLINT, "four_valiants.prompt.extra_duel")},
    waiting={core.EXTRA: "four_valiants.waiting.extra_duel"},
)
sets.register(SIDE)
