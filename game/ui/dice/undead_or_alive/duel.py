"""The window side of Undead or Alive's Duel dice (game/core/dice/undead_or_alive/duel): the black Duel dice and
their Whiskey and Duel faces, a Dynamite wound token's white die never rolled, the wound tokens on their holders'
plates, the duel given by a click on a player's seat, the duel's own short scene over the table (duel_scene.py),
and the duels, wounds and Whiskeys in the log."""

from __future__ import annotations

from game.core.dice.undead_or_alive import duel as core
from game.core.dice.undead_or_alive.duel import rules
from game.ui import sets
from game.ui.dice.answers import SeatPick
from game.ui.dice.undead_or_alive import art
from game.ui.dice.undead_or_alive.duel_scene import fought, told
from game.ui.table.headings import worded

RULE = "duel_rule"              # the module's rules, an entry of the Rules
RULE_WORDS = (
    "Look me in the eyes: how it plays", "Mírame a los ojos: cómo se juega",
    "Roll 3 base dice and the 2 black Duel dice (this module needs Two bullets are enough). Order: Arrow, Dynamite, "
    "Whiskey, 1, 2, Beer, Gatling, Duel. Each kept Duel gives a Duel die to another player (one each a turn): he "
    "rolls it for a Duel, then you, back and forth; the first who fails loses 1 life and draws a duel wound token "
    "(one he holds already goes back: a lucky scoundrel). In your turn each token cancels one same symbol of your "
    "kept dice; the Dynamite token adds a Dynamite (a white die). They all go back at your turn's end. The Duel "
    "die's arrow, Dynamite and Gatling faces and the tokens' mix are reconstructed.",
    "Tira 3 dados básicos y los 2 dados de Duelo negros (este módulo necesita Dos balas bastan). Orden: flecha, "
    "dinamita, whisky, 1, 2, cerveza, gatling, duelo. Cada duelo que te quedas da un dado de Duelo a otro jugador "
    "(uno a cada uno por turno): debe sacar un duelo, luego tú, y así sucesivamente; el primero que falla pierde 1 "
    "vida y roba una ficha de Herida de duelo (si ya tiene ese símbolo la devuelve: un canalla con suerte). En tu "
    "turno cada ficha anula un mismo símbolo de tus dados; la de dinamita suma una dinamita (un dado blanco). "
    "Todas vuelven al final de tu turno. Las caras de flecha, dinamita y gatling del dado de Duelo y la mezcla de "
    "fichas son reconstruidas.")

TEXT = {
    "en": {
        "box.undead_or_alive": "Undead or Alive",   # its box (the Setup groups its modules under it)
        "uoa.duel.title": core.MODULE.en,
        "uoa.zone.wounds": "the duel wound tokens",
        "dice.step.wound_cancel": "Wound tokens",
        "dice.step.whiskey": "Whiskey",
        "dice.step.duel": "Duel",
        "uoa.prompt.duel_title": "Duel!",
        "uoa.prompt.duel": "Click the player you give a Duel die to: he must roll a Duel, then you, and so on. The "
                           "first who fails loses 1 life and draws a wound.",
        "uoa.waiting.duel": "{name} is choosing whom to duel...",
        "uoa.log.duel": "{name} challenges {target} to a duel; the Duel die rolls: {rolls}.",
        "uoa.log.whiskey": "{name} drinks a Whiskey.",
        "uoa.log.wound": "{name} draws a duel wound token.",
        "uoa.log.lucky": "{name} draws a wound he already has ({token}): a lucky scoundrel, it goes back.",
        "uoa.log.cancels": "{name}'s wound token cancels the symbol {token} (die {die}).",
        "uoa.log.unmatched": "{name}'s Duels find nobody left to duel.",
        "uoa.log.dynamite_token": "{name}'s Dynamite wound token adds a Dynamite to his dice.",
        "uoa.duel.scene_title": "Duel!",
        "uoa.duel.scene_vs": "vs",
        "uoa.duel.scene_fails": "{name} fails to roll a Duel.",
        "uoa.duel.scene_lost": "{name} fails to roll a Duel and loses {n} life.",
        "uoa.duel.scene_wound": "Draws the wound token {token}: in his turn it cancels one.",
        "uoa.duel.scene_lucky": "Draws the wound {token} he holds already: a lucky scoundrel, it goes back.",
        "uoa.duel.scene_go_on": "Click to go on",
    },
    "es": {
        "box.undead_or_alive": "Vivo o no muerto",
        "uoa.duel.title": core.MODULE.es,
        "uoa.zone.wounds": "las fichas de Herida de duelo",
        "dice.step.wound_cancel": "Fichas de Herida",
        "dice.step.whiskey": "Whisky",
        "dice.step.duel": "Duelo",
        "uoa.prompt.duel_title": "¡Duelo!",
        "uoa.prompt.duel": "Pulsa el jugador al que das un dado de Duelo: debe sacar un duelo, luego tú, y así "
                           "sucesivamente. El primero que falla pierde 1 vida y roba una Herida.",
        "uoa.waiting.duel": "{name} está eligiendo con quién batirse en duelo...",
        "uoa.log.duel": "{name} reta a {target} a un duelo; el dado de Duelo sale: {rolls}.",
        "uoa.log.whiskey": "{name} se bebe un whisky.",
        "uoa.log.wound": "{name} roba una ficha de Herida de duelo.",
        "uoa.log.lucky": "{name} roba una Herida que ya tiene ({token}): un canalla con suerte, la devuelve.",
        "uoa.log.cancels": "La ficha de Herida de {name} anula el símbolo {token} (dado {die}).",
        "uoa.log.unmatched": "Los duelos de {name} no encuentran a nadie con quien batirse.",
        "uoa.log.dynamite_token": "La ficha de Herida de dinamita de {name} suma una dinamita a sus dados.",
        "uoa.duel.scene_title": "¡Duelo!",
        "uoa.duel.scene_vs": "contra",
        "uoa.duel.scene_fails": "{name} no saca un duelo.",
        "uoa.duel.scene_lost": "{name} no saca un duelo y pierde {n} vida.",
        "uoa.duel.scene_wound": "Roba la ficha de Herida {token}: en su turno anula uno.",
        "uoa.duel.scene_lucky": "Roba la Herida {token} que ya tiene: un canalla con suerte, la devuelve.",
        "uoa.duel.scene_go_on": "Pulsa para seguir",
    },
}


def _pieces() -> dict[str, sets.Piece]:
    pictures = {rules.WHISKEY: art.whiskey, rules.DUEL: art.duel, rules.WOUNDS: art.wound}
    out = {id: sets.Piece(*words, pictures.get(id)) for id, words in core.WORDS.items()}
    out[RULE] = sets.Piece(*RULE_WORDS)
    return out


SIDE = sets.Side(
    "dice", core.NAME, "uoa.duel.title",
    pieces=_pieces(),
    text=TEXT,
    looks={rules.DUEL_DIE.id: art.DUEL_LOOK, rules.WOUND_DIE.id: art.WOUND_LOOK},
    zones={rules.WOUNDS: sets.Zone(sets.PLATE, "uoa.zone.wounds", token=rules.WOUNDS, one_by_one=False)},
    answers={rules.DUEL: SeatPick},
    headings={rules.DUEL: worded("uoa.prompt.duel_title", "uoa.prompt.duel")},
    waiting={rules.DUEL: "uoa.waiting.duel"},
    lines={"duel": "uoa.log.duel", "whiskey": "uoa.log.whiskey", f"tokens.{rules.DUEL}": "uoa.log.wound",
           "lucky_scoundrel": "uoa.log.lucky", "wound_cancels": "uoa.log.cancels",
           "duel_unmatched": "uoa.log.unmatched", f"dice_set.{core.NAME}": "uoa.log.dynamite_token",
           f"tokens.turn_end.{rules.WOUNDS}": "", f"tokens.{rules.WHISKEY}.{rules.WOUNDS}": ""},
    stagings={"duel": fought, f"life.{rules.DUEL}": told, f"tokens.{rules.DUEL}": told, "lucky_scoundrel": told},
)
sets.register(SIDE)
