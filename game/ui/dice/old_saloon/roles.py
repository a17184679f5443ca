"""The window side of Old Saloon's special roles (game/core/dice/old_saloon/roles): each role card as a piece (its
names and power from the core's cards, a picture), the card face down and face up on the plates, the `reveal`
question (Reveal / Not now, El Médico's die then face on the tray, El Feo's two seats, La Mano Izquierda's player
among several falling), the habit that always declines, the banner every seat sees when a card is revealed, and
the log lines of the powers. Importing this file registers it (game/ui/sets.py).
"""

from __future__ import annotations

import pygame

from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF
from game.core.dice.old_saloon.roles import NAME
from game.core.dice.old_saloon.roles.cards import CARDS, EL_FEO, EL_MEDICO, EL_TAHUR, MANO_IZQUIERDA
from game.core.dice.old_saloon.roles.powers import ROLE_CARD, ROLE_SHOWN
from game.ui import sets
from game.ui.art import palette as P
from game.ui.art.looks import token_image
from game.ui.dice.answers import Widget, draw_face_row, face_row
from game.ui.dice.console import add_button
from game.ui.i18n import language, t
from game.ui.table.sprites import Flip
from game.ui.text import en, es

# The colour of each side's cards (the band across the top of a face-up role card).
BANDS = {SHERIFF: (196, 150, 52), DEPUTY: (70, 110, 160), OUTLAW: (150, 52, 40), RENEGADE: (80, 120, 70)}


def back(pen) -> None:
    """A role card face down: a red-brown card framed in cream with a cream question mark."""
    pen.rect(0.16, 0.04, 0.68, 0.92, (150, 70, 44), P.PAPER, 0.07, radius=0.1)
    pen.stroke([(0.36, 0.36), (0.4, 0.22), (0.5, 0.17), (0.62, 0.22), (0.64, 0.36), (0.5, 0.48), (0.5, 0.6)],
               0.1, P.PAPER)
    pen.circle((0.5, 0.76), 0.06, P.PAPER, False)


def face_up(side: str):
    """A role card face up: paper with its side's band and a star (the Sheriff's side), a badge (a Deputy's), a
    mask (an Outlaw's) or a horned mark (a Renegade's)."""
    def draw(pen) -> None:
        pen.rect(0.18, 0.06, 0.64, 0.88, P.PAPER, True, 0.05, radius=0.08)
        pen.rect(0.18, 0.06, 0.64, 0.22, BANDS[side], True, 0.03, radius=0.08)
        if side in (SHERIFF, DEPUTY):
            pen.star((0.5, 0.58), 0.2, 0.09, 5 if side == SHERIFF else 6, BANDS[side], True, 0.03)
        elif side == OUTLAW:
            pen.ellipse((0.5, 0.56), 0.22, 0.09, P.INK, False)
            pen.circle((0.42, 0.56), 0.035, P.PAPER, False)
            pen.circle((0.58, 0.56), 0.035, P.PAPER, False)
        else:
            pen.circle((0.5, 0.6), 0.14, BANDS[side], True, 0.03)
            pen.poly([(0.38, 0.5), (0.32, 0.36), (0.44, 0.46)], BANDS[side], True, 0.02)
            pen.poly([(0.62, 0.5), (0.68, 0.36), (0.56, 0.46)], BANDS[side], True, 0.02)
    return draw


def _pieces() -> dict[str, sets.Piece]:
    """The nine special role cards by their ids, each with its power as its rules text, and the two token kinds, a
    card face down and face up (a plain card mixed in by the rule option reads and looks as one of these)."""
    out = {card.id: sets.Piece(card.en, card.es.strip("«»"), f"{card.en} ({_side('en', card.side)}): {card.power_en}",
                               f"{card.es.strip('«»')} ({_side('es', card.side)}): {card.power_es}",
                               face_up(card.side)) for card in CARDS.values()}
    out[ROLE_CARD] = sets.Piece("Role card, face down", "Rol boca abajo", TEXT["en"]["os_roles.card_rules"],
                                TEXT["es"]["os_roles.card_rules"], back)
    out[ROLE_SHOWN] = sets.Piece("Role card, face up", "Rol boca arriba", TEXT["en"]["os_roles.shown_rules"],
                                 TEXT["es"]["os_roles.shown_rules"], face_up(SHERIFF))
    return out


def _side(lang: str, side: str) -> str:
    return (en if lang == "en" else es).STRINGS[f"role.{side}"]


TEXT = {
    "en": {
        "os_roles.title": "Special roles",
        "os_roles.card_rules": "A special role card, face down: its holder alone knows it. Its power is used once a "
                               "game, at the moment the card names, by turning it face up; a fallen player's card "
                               "turns face up unused.",
        "os_roles.shown_rules": "A role card face up: its power is spent (or the Sheriff's, face up from the start).",
        "os_roles.prompt.title": "Reveal {card}?",
        "os_roles.now.el_bueno": "You become the Sheriff and the Sheriff a Deputy. Everyone sees your role.",
        "os_roles.now.el_medico": "Turn one of the dice just rolled to the face you choose: click the die, then "
                                  "its new face under the tray.",
        "os_roles.now.el_medico_face": "Die {die}: click its new face under the tray (or another die).",
        "os_roles.now.el_juez": "The role just revealed has no effect, now or later.",
        "os_roles.now.el_tahur": "{name} must roll all his dice again, Dynamite too, and keep what comes.",
        "os_roles.now.el_malo": "The player about to gain life does not gain it.",
        "os_roles.now.el_feo": "Swap the arrows of two players (you too): click the first, then the second.",
        "os_roles.now.el_feo_second": "{name} is picked: click the other player (or {name} again to undo).",
        "os_roles.now.mano_derecha": "You play another turn right after this one.",
        "os_roles.now.mano_izquierda": "The player about to be eliminated stays in with 2 life.",
        "os_roles.now.mano_izquierda_pick": "Several are falling: click the one who stays in with 2 life.",
        "os_roles.prompt.discard_arrows_title": "Saved by the Devil's Left Hand",
        "os_roles.prompt.discard_arrows": "You stay in the game with 2 life. Discard all your arrows?",
        "os_roles.waiting.reveal": "A special role may be revealed...",
        "os_roles.waiting.discard_arrows": "{name} may discard all his arrows...",
        "dice.option.reveal.reveal": "Reveal",
        "dice.option.reveal.pass": "Not now",
        "dice.option.reveal.never": "Not now, never ask",
        "os_roles.tip.face": "Turn the die to {face}",
        "dice.option.discard_arrows.discard_arrow": "Discard all my arrows",
        "dice.option.discard_arrows.pass": "Keep them",
        "os_roles.banner": "{name} reveals {card}!",
        "os_roles.log.power": "{name} reveals {card}.",
        "os_roles.log.cancelled": "{by} (The Judge) cancels {card} of {name}: it has no effect.",
        "os_roles.log.turned": "{name} turns die {die} to {face} (The Doctor).",
        "os_roles.log.again": "{name} plays another turn at once (The Devil's Right Hand).",
        "os_roles.log.swapped": "{by} swaps the arrows of {name} ({why}).",
        "os_roles.log.discarded": "{name} discards all his arrows ({why}).",
    },
    "es": {
        "os_roles.title": "Roles especiales",
        "os_roles.card_rules": "Un rol especial boca abajo: solo quien lo tiene lo conoce. Su poder se usa una vez "
                               "por partida, en el momento que indica la carta, poniéndola boca arriba; el rol de "
                               "quien cae se pone boca arriba sin usarse.",
        "os_roles.shown_rules": "Un rol boca arriba: su poder ya se usó (o el del Sheriff, boca arriba desde el "
                                "principio).",
        "os_roles.prompt.title": "¿Revelar {card}?",
        "os_roles.now.el_bueno": "Te conviertes en el Sheriff y el Sheriff en Alguacil. Todos ven tu rol.",
        "os_roles.now.el_medico": "Gira uno de los dados recién tirados a la cara que elijas: pulsa el dado y "
                                  "luego su nueva cara bajo la bandeja.",
        "os_roles.now.el_medico_face": "Dado {die}: pulsa su nueva cara bajo la bandeja (u otro dado).",
        "os_roles.now.el_juez": "El rol que se acaba de revelar no tiene efecto, ni ahora ni después.",
        "os_roles.now.el_tahur": "{name} debe volver a tirar todos sus dados, también la Dinamita, y aceptarlos.",
        "os_roles.now.el_malo": "El jugador que va a ganar vida no la gana.",
        "os_roles.now.el_feo": "Intercambia las flechas de dos jugadores (tú también): pulsa al primero y luego "
                               "al segundo.",
        "os_roles.now.el_feo_second": "Elegiste a {name}: pulsa al otro jugador (o a {name} otra vez para "
                                      "deshacer).",
        "os_roles.now.mano_derecha": "Juegas otro turno justo después de este.",
        "os_roles.now.mano_izquierda": "El jugador que va a ser eliminado sigue con 2 vidas.",
        "os_roles.now.mano_izquierda_pick": "Caen varios: pulsa al que sigue en la partida con 2 vidas.",
        "os_roles.prompt.discard_arrows_title": "Salvado por la Mano Izquierda del Demonio",
        "os_roles.prompt.discard_arrows": "Sigues en la partida con 2 vidas. ¿Descartas todas tus flechas?",
        "os_roles.waiting.reveal": "Puede que alguien revele un rol especial...",
        "os_roles.waiting.discard_arrows": "{name} puede descartar todas sus flechas...",
        "dice.option.reveal.reveal": "Revelar",
        "dice.option.reveal.pass": "Ahora no",
        "dice.option.reveal.never": "Ahora no, no preguntar más",
        "os_roles.tip.face": "Girar el dado a {face}",
        "dice.option.discard_arrows.discard_arrow": "Descartar todas mis flechas",
        "dice.option.discard_arrows.pass": "Quedármelas",
        "os_roles.banner": "¡{name} revela {card}!",
        "os_roles.log.power": "{name} revela {card}.",
        "os_roles.log.cancelled": "{by} (El Juez) anula {card} de {name}: no tiene efecto.",
        "os_roles.log.turned": "{name} gira el dado {die} a {face} (El Médico).",
        "os_roles.log.again": "{name} juega otro turno enseguida (La Mano Derecha del Demonio).",
        "os_roles.log.swapped": "{by} intercambia las flechas de {name} ({why}).",
        "os_roles.log.discarded": "{name} descarta todas sus flechas ({why}).",
    },
}
HABIT = "habit.decline_roles"
NOW = {card.id: "os_roles.now." + card.id for card in CARDS.values() if card.moment != "setup"}   # what it does now


def _card(id: str) -> str:
    return sets.piece("dice", id).name(language())


class Reveal(Widget):
    """The `reveal` question: Reveal (or its choice: El Médico's die then face, El Feo's two seats, La Mano
    Izquierda's player among several falling), Not now, or Not now and never ask again (the habit)."""

    def __init__(self, table, kind: str):
        super().__init__(table, kind)
        self.die: int | None = None         # El Médico's die picked
        self.face_spots: list[tuple[pygame.Rect, str]] = []     # his new faces to click, under the tray
        self.first: int | None = None       # El Feo's first player picked

    @property
    def card(self) -> str:
        return (self.decision.get("info") or {}).get("card", "")

    def reveals(self) -> list[list]:
        return [list(o) for o in self.decision["options"] if o[0] == "reveal"]

    def on_view(self) -> None:
        if self.die not in self.dice():
            self.die = None

    def headline(self) -> tuple[str, str]:
        """The card's name, and what revealing it does now (with the step of its choice it waits for)."""
        card, names = self.card, self.table.names
        key, values = NOW.get(card, ""), {}
        if card == EL_MEDICO and self.die is not None:
            key, values = "os_roles.now.el_medico_face", {"die": self.die + 1}
        elif card == EL_FEO and self.first is not None:
            key, values = "os_roles.now.el_feo_second", {"name": names[self.first]}
        elif card == MANO_IZQUIERDA and self.seat_options():
            key = "os_roles.now.mano_izquierda_pick"
        elif card == EL_TAHUR:                  # the player whose dice he makes roll again
            values = {"name": names[self.table.shown.roller]}
        return t("os_roles.prompt.title", card=_card(card)), t(key, **values) if key else ""

    # El Médico: a die of the roll, then a face (the console's buttons)
    def dice(self) -> list[int]:
        return sorted({o[1] for o in self.reveals() if len(o) == 3}) if self.card == EL_MEDICO else []

    def selected(self) -> int | None:
        return self.die

    def pick_die(self, die: int) -> None:
        if die in self.dice():
            self.die = die

    def faces(self) -> list[list]:
        return [o for o in self.reveals() if len(o) == 3 and o[1] == self.die]

    # El Feo's two seats, La Mano Izquierda's one
    def seat_options(self) -> dict[int, list]:
        pairs = [o for o in self.reveals() if len(o) == 2]
        if self.card == EL_FEO:
            if self.first is None:
                return {o[1][0]: o for o in pairs}
            return {**{o[1][1]: o for o in pairs if o[1][0] == self.first}, self.first: ["undo"]}
        return {o[1][0]: o for o in pairs}

    def pick_seat(self, seat: int) -> list | None:
        option = self.seat_options().get(seat)
        if self.card != EL_FEO or option is None:
            return option
        if self.first is None or seat == self.first:       # the first of the two, or undoing it
            self.first = None if seat == self.first else seat
            self.table.picked = self.first
            self.table.signature = None                      # its words change: laid out again
            return None
        return option

    def never(self) -> None:
        """Not now, and never ask again: the habit switched on (off again in Settings)."""
        self.table.app.settings.set(HABIT, True)
        self.table.answer(["pass"])

    def build(self) -> None:
        table = self.table
        buttons: list[tuple[str, str, object, str]] = []
        if ["reveal"] in self.reveals():
            buttons.append(("reveal", t("dice.option.reveal.reveal"), lambda: table.choose(["reveal"]), "primary"))
        buttons += [("pass", t("dice.option.reveal.pass"), lambda: table.answer(["pass"]), "plain"),
                    ("never", t("dice.option.reveal.never"), self.never, "quiet")]
        columns = (len(buttons) + 1) // 2
        for row, (id, label, action, style) in enumerate(buttons):
            add_button(table, row, id, label, action, style, columns=columns)
        table.form.default = buttons[0][0]
        self.face_spots = face_row(table, self.faces(), "os_roles.tip.face")      # El Médico's new faces

    def draw(self, surface: pygame.Surface) -> None:
        draw_face_row(surface, self.table, self.face_spots, self.die)

    def signature(self) -> tuple:
        return (self.kind, self.die, self.first)


def die_turned(shown, event: dict) -> None:
    """El Médico's die turned: the tray shows its new face at once."""
    dice = shown.table["dice"]
    if event["die"] < len(dice):
        dice[event["die"]] = event["face"]


def flipped(stager, event: dict) -> list:
    """A role card revealed: over its holder's plate the face-down card turns over to show the special role (the
    card going back face down moves nothing: its twin face up is what turns)."""
    seat = (event.get("to") or {}).get("seat")
    card = (event.get("which") or [None])[0]
    if seat is None or card is None:
        return []
    size = stager.scene.app.px(90)
    flip = Flip(back=token_image(ROLE_CARD, size), face=token_image(card, size),
                at=stager.scene.board.plate(seat).center)
    return [stager._run(flip, 1.0)]


def _heading_discard(decision: dict, names: list[str]) -> tuple[str, str]:
    return t("os_roles.prompt.discard_arrows_title"), t("os_roles.prompt.discard_arrows")


def _banner(event: dict, names: list[str]) -> str:
    seat = event.get("seat")
    name = names[seat] if type(seat) is int and 0 <= seat < len(names) else "?"
    return t("os_roles.banner", name=name, card=_card(event.get("card", "")))


def _never(decision: dict) -> list | None:
    return ["pass"] if decision["kind"] == "reveal" and ["pass"] in decision["options"] else None


SIDE = sets.Side(
    "dice", NAME, "os_roles.title",
    pieces=_pieces(),
    text=TEXT,
    answers={"reveal": Reveal},
    headings={"discard_arrows": _heading_discard},
    waiting={"reveal": "os_roles.waiting.reveal", "discard_arrows": "os_roles.waiting.discard_arrows"},
    lines={"tokens.reveal": "", "tokens.eliminated": "", "tokens.el_bueno": "",
           "tokens.el_feo": "", "arrows.el_feo": "os_roles.log.swapped",
           "arrows.mano_izquierda": "os_roles.log.discarded",
           "role_cancelled": "os_roles.log.cancelled", "die_turned.el_medico": "os_roles.log.turned",
           "role_power": "os_roles.log.power", "extra_turn.mano_derecha": "os_roles.log.again"},
    changes={"die_turned.el_medico": die_turned},
    stagings={"tokens.reveal": flipped},
    habits={HABIT: _never},
    quiet=frozenset({"reveal"}),        # asked alike of whoever holds a card: with nothing to reveal, passed unseen
    banners={"role_power": _banner},
)
sets.register(SIDE)
