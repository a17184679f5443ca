"""The window side of Old Saloon's Ghost (game/core/dice/old_saloon/ghost): the Ghost card and his seven tokens as
pieces (their names and rules from the core's TEXT; a face token is drawn as its face), the Ghost's
plate (pale, a ghost over his portrait, "Ghost" stamped on it), his gift given by clicking a die then a seat, the
banner and log lines of the gift and its return. Importing this file registers it (game/ui/sets.py).
"""

from __future__ import annotations

from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE
from game.core.dice.old_saloon.ghost import NAME, rules
from game.core.dice.old_saloon.ghost import TEXT as CORE_TEXT
from game.ui import sets
from game.ui.art import palette as P
from game.ui.dice.answers import Give
from game.ui.i18n import t
from game.ui.table.headings import worded

GHOST_WHITE = (214, 226, 240)
GIFT = f"{rules.GIVE}@{rules.GHOST.name}"      # the Ghost's `give` (Elena Fuente's is a `give` too)


def ghost(pen) -> None:
    """A sheet with two dark eyes: the Ghost card, and the mark over his portrait."""
    pen.poly([(0.2, 0.9), (0.2, 0.42), (0.3, 0.18), (0.5, 0.1), (0.7, 0.18), (0.8, 0.42), (0.8, 0.9), (0.7, 0.8),
              (0.6, 0.9), (0.5, 0.8), (0.4, 0.9), (0.3, 0.8)], GHOST_WHITE, P.INK, 0.05)
    pen.circle((0.4, 0.4), 0.07, P.INK, False)
    pen.circle((0.6, 0.4), 0.07, P.INK, False)


def renegade(pen) -> None:
    """The Ghost Renegade: the sheet with a Renegade's green band."""
    ghost(pen)
    pen.rect(0.22, 0.56, 0.56, 0.1, (80, 120, 70), False)


def x2(pen) -> None:
    """The ×2 token: a pale disc with a bold ×2."""
    pen.circle((0.5, 0.5), 0.46, GHOST_WHITE, P.INK, 0.05)
    pen.stroke([(0.2, 0.36), (0.44, 0.64)], 0.08, P.RED_DARK)
    pen.stroke([(0.2, 0.64), (0.44, 0.36)], 0.08, P.RED_DARK)
    pen.stroke([(0.54, 0.36), (0.66, 0.3), (0.78, 0.38), (0.56, 0.68), (0.82, 0.68)], 0.07, P.RED_DARK)


def tokens(pen) -> None:
    """The Ghost's tokens: a little stack of pale discs."""
    for x, y in ((0.36, 0.64), (0.64, 0.64), (0.5, 0.38)):
        pen.circle((x, y), 0.22, GHOST_WHITE, P.INK, 0.05)
        pen.circle((x, y), 0.08, (170, 186, 210), False)


PICTURES = {rules.CARD: ghost, rules.GHOST_RENEGADE: renegade, rules.X2: x2}


def _pieces() -> dict[str, sets.Piece]:
    """The Ghost card, the Ghost Renegade, the ×2 and the tokens' kind; a face token reads as its face (the base
    game's piece and picture: the small face token on the receiver's plate)."""
    out = {}
    for id, picture in PICTURES.items():
        (name_en, rules_en), (name_es, rules_es) = CORE_TEXT[id]["en"], CORE_TEXT[id]["es"]
        out[id] = sets.Piece(name_en, name_es, rules_en, rules_es, picture)
    out[rules.TOKENS] = sets.Piece("Ghost tokens", "Fichas del Fantasma", TEXT["en"]["os_ghost.tokens"],
                                   TEXT["es"]["os_ghost.tokens"], tokens)
    return out


TEXT = {
    "en": {
        "os_ghost.title": "The Ghost",
        "os_ghost.stamp": "Ghost",
        "os_ghost.tokens": "The Ghost's seven tokens, one per base face and the ×2: the result he gives lies on the "
                           "receiver's plate until the end of the receiver's next turn, then comes back to him.",
        "os_ghost.prompt.give_title": "The Ghost's gift",
        "os_ghost.prompt.give": "Click a die (both when they match: they go together, with the ×2), then the "
                                "player whose next turn starts with it.",
        "os_ghost.waiting.give": "{name}, the Ghost, chooses whom to give his result...",
        "os_ghost.log.haunt": "{name} becomes the Ghost: he plays on for his team with two dice.",
        "os_ghost.log.gift": "{by}, the Ghost, gives {name} his result: it starts {name}'s next turn.",
        "os_ghost.log.back": "The result given goes back to {name}, the Ghost.",
        "os_ghost.log.set": "{name}'s turn starts with the Ghost's result already on his dice.",
        "os_ghost.banner": "The Ghost gives {target} a result!",
        "os_ghost.caption.team": "Ghost: plays on for his team",
        "os_ghost.caption.outlaw": "Ghost Renegade: wins with the Outlaws",
        "os_ghost.caption.deputy": "Ghost Renegade: wins with the Sheriff",
    },
    "es": {
        "os_ghost.title": "El Fantasma",
        "os_ghost.stamp": "Fantasma",
        "os_ghost.tokens": "Las siete fichas del Fantasma, una por cara básica y el ×2: el resultado que da queda "
                           "en el sitio de quien lo recibe hasta el final de su próximo turno, y luego vuelve a él.",
        "os_ghost.prompt.give_title": "El regalo del Fantasma",
        "os_ghost.prompt.give": "Pulsa un dado (los dos si coinciden: van juntos, con el ×2) y luego al jugador "
                                "cuyo próximo turno empezará con él.",
        "os_ghost.waiting.give": "{name}, el Fantasma, elige a quién dar su resultado...",
        "os_ghost.log.haunt": "{name} se convierte en el Fantasma: sigue jugando para su equipo con dos dados.",
        "os_ghost.log.gift": "{by}, el Fantasma, da su resultado a {name}: empezará su próximo turno.",
        "os_ghost.log.back": "El resultado dado vuelve a {name}, el Fantasma.",
        "os_ghost.log.set": "El turno de {name} empieza con el resultado del Fantasma ya en sus dados.",
        "os_ghost.banner": "¡El Fantasma da un resultado a {target}!",
        "os_ghost.caption.team": "Fantasma: sigue jugando para su equipo",
        "os_ghost.caption.outlaw": "Renegado fantasma: gana con los Forajidos",
        "os_ghost.caption.deputy": "Renegado fantasma: gana con el Sheriff",
    },
}


CAPTIONS = {OUTLAW: "os_ghost.caption.outlaw", DEPUTY: "os_ghost.caption.deputy"}    # by the side he plays for


def caption(player: dict, players: int) -> str:
    """Under the Ghost's plate: that he plays on for his team; a Ghost Renegade, the side the table's size gives."""
    if player.get("role") == RENEGADE and players in rules.PLAYS_AS:
        return t(CAPTIONS[rules.PLAYS_AS[players]])
    return t("os_ghost.caption.team")


def _banner(event: dict, names: list[str]) -> str | None:
    """The gift: the tokens leaving the Ghost for another player."""
    seat = (event.get("to") or {}).get("seat")
    if event.get("why") != rules.GIVEN or type(seat) is not int or not 0 <= seat < len(names):
        return None
    return t("os_ghost.banner", target=names[seat])


SIDE = sets.Side(
    "dice", NAME, "os_ghost.title",
    pieces=_pieces(),
    text=TEXT,
    answers={GIFT: Give},
    headings={GIFT: worded("os_ghost.prompt.give_title", "os_ghost.prompt.give")},
    waiting={GIFT: "os_ghost.waiting.give"},
    lines={f"tokens.{rules.HAUNTED}.{rules.TOKENS}": "os_ghost.log.haunt", f"tokens.{rules.HAUNTED}": "",
           f"tokens.{rules.GIVEN}": "os_ghost.log.gift", f"tokens.{rules.RETURNED}": "os_ghost.log.back",
           f"dice_set.{NAME}": "os_ghost.log.set"},
    banners={"tokens": _banner},
    plates={rules.GHOST.name: sets.PlateLook("os_ghost.stamp", (226, 236, 250, 120), (70, 96, 140), ghost, caption)},
)
sets.register(SIDE)
