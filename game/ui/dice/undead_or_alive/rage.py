"""The window side of Undead or Alive's Rage cards (game/core/dice/undead_or_alive/rage): the card face down on its
holder's plate (the others see how many; he reads which by hovering them), face up once revealed, and its symbols
as red dice never rolled beside the turn's dice; the draws, reveals and reshuffles in the log. The cards' symbols
are a reconstruction, said in the Rules."""

from __future__ import annotations

from game.core.dice.undead_or_alive import rage as core
from game.core.dice.undead_or_alive.rage import rules
from game.ui import sets, theme
from game.ui.anim import Tween
from game.ui.art.looks import token_image
from game.ui.dice.undead_or_alive import art
from game.ui.dice.words import name_of
from game.ui.i18n import t
from game.ui.table.sprites import Flip
from game.ui.table.stage import Together

RULE = "rage_rule"              # the module's rules, an entry of the Rules
RULE_WORDS = (
    "Two bullets are enough: how it plays", "Dos balas bastan: cómo se juega",
    "Whoever loses 2 or more life in a turn (anyone's, whatever the cause) draws a Rage card face down at its end. "
    "At his next turn's start he reveals all of them: their arrows are taken at once, their other symbols are added "
    "to his dice (red dice that are never rolled) and resolve with them. Revealed cards are discarded at that "
    "turn's end; the discard is shuffled into a new deck when the deck runs out. The 18 cards are reconstructed: "
    "no source we could read prints their symbols.",
    "Quien pierde 2 o más vidas en un turno (de cualquiera, por cualquier causa) roba una carta de Rabia boca abajo "
    "al final del turno. Al comienzo de su siguiente turno las revela todas: sus flechas se cogen al momento y sus "
    "demás símbolos se suman a sus dados (dados rojos que nunca se tiran) y se resuelven con ellos. Las cartas "
    "reveladas se descartan al final de ese turno; el descarte se baraja como mazo nuevo cuando el mazo se acaba. "
    "Las 18 cartas son reconstruidas: ninguna fuente que hayamos podido leer imprime sus símbolos.")

TEXT = {
    "en": {
        "uoa.rage.title": core.MODULE.en,
        "uoa.zone.rage": "the Rage cards face down",
        "uoa.zone.rage_shown": "the Rage cards face up",
        "uoa.rage.drawn": "{name} draws a Rage card face down.",
        "uoa.rage.revealed": "{name} reveals his Rage cards: {n} joining his dice.",
        "uoa.rage.reshuffled": "The Rage discard is shuffled into a new deck ({cards} cards).",
        "uoa.rage.popup": "Rage: {cards}",
    },
    "es": {
        "uoa.rage.title": core.MODULE.es,
        "uoa.zone.rage": "las cartas de Rabia boca abajo",
        "uoa.zone.rage_shown": "las cartas de Rabia boca arriba",
        "uoa.rage.drawn": "{name} roba una carta de Rabia boca abajo.",
        "uoa.rage.revealed": "{name} revela sus cartas de Rabia: {n} se suman a sus dados.",
        "uoa.rage.reshuffled": "El descarte de Rabia se baraja como mazo nuevo ({cards} cartas).",
        "uoa.rage.popup": "Rabia: {cards}",
    },
}



def revealed(stager, event: dict) -> list[Tween]:
    """Rage cards turned face up: over their holder's plate a card turns over and what they show pops up (a draw
    or a discard flies as any token does)."""
    seat = (event.get("to") or {}).get("seat")
    if event["from"].get("zone") != rules.RAGE or event["to"].get("zone") != rules.SHOWN or seat is None:
        return stager._tokens(event)
    size = stager.scene.app.px(90)
    flip = Flip(back=token_image(rules.RAGE, size), face=token_image(rules.SHOWN, size),
                at=stager.scene.board.plate(seat).center)
    cards = ", ".join(" + ".join(name_of(s) for s in card.split("+")) for card in event.get("which") or [])
    return [Together([stager._run(flip, 1.0), stager._popup(seat, t("uoa.rage.popup", cards=cards), theme.GOLD)])]


PICTURES = {rules.RAGE: art.rage_back, rules.SHOWN: art.rage_face}
SIDE = sets.Side(
    "dice", core.NAME, "uoa.rage.title",
    pieces={**{id: sets.Piece(*words, PICTURES.get(id)) for id, words in core.WORDS.items()},
            RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    looks={rules.KIND: art.RAGE_LOOK},
    zones={rules.RAGE: sets.Zone(sets.PLATE, "uoa.zone.rage", token=rules.RAGE),
           rules.SHOWN: sets.Zone(sets.PLATE, "uoa.zone.rage_shown", token=rules.SHOWN, one_by_one=False)},
    lines={f"tokens.{rules.KIND}.{rules.RAGE}": "uoa.rage.drawn", f"tokens.whiskey.{rules.RAGE}": "uoa.rage.drawn",
           f"tokens.{rules.KIND}.{rules.RAGE}>{rules.SHOWN}": "uoa.rage.revealed",
           f"tokens.{rules.KIND}.{rules.SHOWN}": "", "rage_reshuffled": "uoa.rage.reshuffled",
           f"dice_set.{core.NAME}": ""},
    stagings={f"tokens.{rules.KIND}": revealed},
)
sets.register(SIDE)
