"""The window side of Old Saloon's Loudmouth and Coward (game/core/dice/old_saloon/saloon_dice): the two Saloon
dice in their own colours, their new faces (the broken arrow and the bullet drawn here; a double shows two of its
base symbol, drawn by the die), the choice before the roll in one click (a button per die showing its six faces),
the broken arrow's pick of a seat, and the two faces' own short moments on the table: an arrow snapping back to the
pile, a bullet striking the roller's plate.
"""

from __future__ import annotations

from game.core.dice.old_saloon import saloon_dice as core
from game.ui import sets, theme
from game.ui.anim import Tween
from game.ui.art.cards import arrow_token
from game.ui.art.looks import symbol_image
from game.ui.dice.answers import DiceChoice, SeatPick
from game.ui.dice.old_saloon import art
from game.ui.dice.old_saloon.lesson import SALOON_DICE as LESSON
from game.ui.i18n import t
from game.ui.table.headings import worded
from game.ui.table.sprites import Drop, Flash, Flight
from game.ui.table.stage import Together

PICTURES = {core.BROKEN_ARROW: art.broken_arrow, core.BULLET: art.bullet}
RULE = "saloon_dice_rule"       # the module's rules, an entry of the Rules
RULE_WORDS = (
    "Loudmouth and Coward: how they play", "El Bocazas y el Cobarde: cómo se juegan",
    "Before his first roll a player may roll one Saloon die (the Loudmouth or the Coward, never both) instead of "
    "one base die, for his whole turn. As soon as they are rolled, right after the Arrows: each broken arrow sends "
    "one arrow of any player back to the pile (never the Chief's Arrow), then each bullet costs the roller a life; "
    "both may be rolled again. A double counts as two of its symbol, each half resolved on its own (a double 1 may "
    "hit two players); the Gatling still fires once a turn. Which die shows which face is reconstructed: the "
    "scanned rulebook does not print it.",
    "Antes de su primera tirada un jugador puede tirar un dado de Saloon (el del Bocazas o el del Cobarde, nunca "
    "los dos) en lugar de un dado básico, durante todo su turno. En cuanto salen, justo después de las flechas: "
    "cada flecha rota devuelve una flecha de cualquier jugador al montón (nunca la del jefe indio) y luego cada "
    "bala le quita una vida a quien tira; ambas se pueden volver a tirar. Un doble cuenta como dos de su símbolo, "
    "cada mitad por su cuenta (un 1 doble puede herir a dos jugadores); la Gatling sigue disparando una vez por "
    "turno. Qué dado tiene qué cara está reconstruido: el reglamento escaneado no lo imprime.")

TEXT = {
    "en": {
        "box.old_saloon": "Old Saloon",   # its box (the Setup groups its modules under it)
        "old_saloon.saloon_dice.title": core.MODULE.en,
        "old_saloon.prompt.saloon_dice_title": "A Saloon die?",
        "old_saloon.prompt.saloon_dice": "It takes a base die's place all turn.",
        "old_saloon.waiting.saloon_dice": "{name} may take a Saloon die...",
        "old_saloon.prompt.broken_arrow_title": "Broken arrow",
        "old_saloon.prompt.broken_arrow": "Click a player (yourself too): one of his arrows goes back to the pile "
                                          "(never the Chief's Arrow).",
        "old_saloon.waiting.broken_arrow": "{name} is sending an arrow back to the pile...",
        "old_saloon.log.saloon_dice": "{name} rolls the {kinds} this turn.",
        "old_saloon.snapped": "Snap!",
    },
    "es": {
        "box.old_saloon": "El viejo saloon",
        "old_saloon.saloon_dice.title": core.MODULE.es,
        "old_saloon.prompt.saloon_dice_title": "¿Dado de Saloon?",
        "old_saloon.prompt.saloon_dice": "Sustituye a un dado básico todo el turno.",
        "old_saloon.waiting.saloon_dice": "{name} puede coger un dado de Saloon...",
        "old_saloon.prompt.broken_arrow_title": "Flecha rota",
        "old_saloon.prompt.broken_arrow": "Pulsa un jugador (tú también): una de sus flechas vuelve al montón "
                                          "(nunca la del jefe indio).",
        "old_saloon.waiting.broken_arrow": "{name} está devolviendo una flecha al montón...",
        "old_saloon.log.saloon_dice": "{name} tira el {kinds} este turno.",
        "old_saloon.snapped": "¡Crac!",
    },
}


def snapped(stager, event: dict) -> list[Tween]:
    """A broken arrow: the arrow flies from its holder's plate back to the pile, and snaps there."""
    scene = stager.scene
    board, px = scene.board, scene.app.px
    pile, spot = board.pile_spot(), board.arrows_spot(event["seat"])
    scene.app.audio.play("ricochet")
    back = stager._run(Flight(image=arrow_token(px(30)), start=spot, end=pile), 0.45)
    snap = stager._run(Drop(image=symbol_image(core.BROKEN_ARROW, px(40)), at=pile, fall=px(30)), 0.6, delay=0.4)
    return [Together([back, snap, stager._popup(event["seat"], t("old_saloon.snapped"), theme.GOLD)])]


def struck(stager, event: dict) -> list[Tween]:
    """A bullet: a cartridge flies from the die into the roller's plate, which flashes; then the life lost shows
    as every loss does."""
    scene = stager.scene
    board, px = scene.board, scene.app.px
    seat = event["seat"]
    plate = board.plate(seat).center
    die = next((d for d, face in enumerate(scene.shown.table["dice"]) if face == core.BULLET), None)
    start = board.slot_centre(die) if die is not None else board.tray.center
    scene.app.audio.play("shot")
    hit = Together([stager._run(Flight(image=symbol_image(core.BULLET, px(34)), start=start, end=plate), 0.4),
                    stager._run(Flash(at=plate, radius=px(70), colour=(240, 190, 60)), 0.4, delay=0.3)])
    return [hit, *stager._life(event)]


SIDE = sets.Side(
    "dice", core.NAME, "old_saloon.saloon_dice.title",
    pieces={**{id: sets.Piece(*words, PICTURES.get(id)) for id, words in core.WORDS.items()},   # faces and dice
            RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    looks={core.LOUDMOUTH: art.LOUDMOUTH_LOOK, core.COWARD: art.COWARD_LOOK},
    answers={"saloon_dice": DiceChoice, "broken_arrow": SeatPick},
    headings={kind: worded(f"old_saloon.prompt.{kind}_title", f"old_saloon.prompt.{kind}")
              for kind in ("saloon_dice", "broken_arrow")},
    waiting={kind: f"old_saloon.waiting.{kind}" for kind in ("saloon_dice", "broken_arrow")},
    lines={"saloon_dice": "old_saloon.log.saloon_dice"},
    stagings={f"arrows.{core.BROKEN_ARROW}": snapped, f"life.{core.BULLET}": struck},
    lessons=(LESSON,),
)
sets.register(SIDE)
