"""The window side of Undead or Alive's new characters (game/core/dice/undead_or_alive/characters): their names
and ability text (the core's records, both languages), their portraits as data (Looks, drawn like the base game's
faces), and their questions: Belle Star and Chuck Wengam turn a die by a click on it and on its new face under the
tray (answers.TurnDie; the die shows its new face at once, and the log says who turned it); Sam the Healer clicks
the seat who gains a life (SeatPick); Sean Mallory rolls his failed Duel die again or not, Pixie Pete picks the
Rage card he shuffles back (a button each); Pat Brennan clicks the player who gives a face-down Rage card, then the
one who takes it (PassRage).
"""

from __future__ import annotations

from game.core.dice.undead_or_alive import characters as core
from game.ui import sets
from game.ui.art.portraits import Look
from game.ui.dice.answers import Prompt, SeatPick, TurnDie
from game.ui.dice.words import name_of
from game.ui.i18n import character_name, t
from game.ui.table.headings import ability

LOOKS = {
    core.BELLE: Look("fair", "black", "long", "lady", (60, 30, 50), "none", (90, 30, 60), "lace", (230, 220, 230),
                     "narrow", "earring", (214, 176, 170)),
    core.CHUCK: Look("ruddy", "grey", "short", "stetson", (96, 70, 40), "mutton", (70, 56, 40), "bolo",
                     (170, 130, 60), "squint", "cigar", (206, 186, 140)),
    core.GREG: Look("tan", "brown", "bald", "bowler", (70, 50, 40), "beard", (90, 60, 40), "scarf", (120, 90, 40),
                    "open", "", (170, 150, 120)),
    core.HERB: Look("fair", "blond", "short", "flat", (110, 90, 60), "mutton", (170, 140, 90), "collar",
                    (70, 90, 50), "squint", "scar", (190, 200, 160)),
    core.SAM: Look("brown", "grey", "curly", "bowler", (40, 40, 40), "moustache", (160, 160, 160), "bow",
                   (200, 200, 200), "open", "", (200, 220, 230)),
    core.SEAN: Look("ruddy", "red", "short", "stetson", (120, 80, 40), "stubble", (150, 70, 30), "scarf",
                    (40, 80, 40), "narrow", "toothpick", (210, 190, 150)),
    core.PAT: Look("tan", "black", "long", "sombrero", (150, 110, 60), "goatee", (40, 30, 30), "bolo",
                   (130, 40, 40), "squint", "cigar", (220, 190, 140)),
    core.PIXIE: Look("fair", "red", "curly", "flat", (60, 90, 60), "none", (150, 70, 30), "lace", (220, 200, 120),
                     "open", "earring", (230, 210, 190)),
}
RULE = "uoa_characters_rule"        # the module's rules, an entry of the Rules
RULE_WORDS = (
    "A new posse in town", "Una nueva banda en la ciudad",
    "New characters shuffled in with the others. Belle Star and Chuck Wengam play with any modules; Greg Digger, "
    "Herb Hunter, Sam the Healer and Sean Mallory need the Duel dice, Pat Brennan and Pixie Pete the Rage cards: "
    "without them they are left out. Herb Hunter counts a player's losses over his whole turn; Pat Brennan moves a "
    "face-down card once his own are revealed; Sean Mallory's re-roll is once a turn (our readings).",
    "Personajes nuevos mezclados con los demás. Belle Star y Chuck Wengam juegan con cualquier módulo; Greg Digger, "
    "Herb Hunter, Sam el Sanador y Sean Mallory necesitan los dados de Duelo, Pat Brennan y Pixie Pete las cartas "
    "de Rabia: sin ellos quedan fuera. Herb Hunter cuenta lo que pierde un jugador en todo su turno; Pat Brennan "
    "mueve una carta boca abajo después de revelar las suyas; Sean Mallory repite una vez por turno (nuestras "
    "lecturas).")

TEXT = {
    "en": {
        "uoa_characters.title": core.MODULE.en,
        "uoa.prompt.belle_star": "Turn a Dynamite into a Gatling? Click the Gatling under the tray.",
        "uoa.prompt.chuck_wengam": "Lose 1 life to turn one die to any face (once a turn)? Click the die, then its "
                                   "new face under the tray.",
        "uoa.waiting.change_die": "{name} may turn a die...",
        "dice.option.change_die.pass": "Keep my dice",
        "uoa.log.turned": "{name} turns die {die} to {face} ({why}).",
        "uoa.prompt.heal": "You gave a Duel die: click the player who gains 1 life (you too).",
        "uoa.waiting.heal": "{name} chooses who gains a life...",
        "uoa.prompt.duel_reroll": "You failed your duel roll: roll the Duel die again (once a turn)?",
        "uoa.waiting.duel_reroll": "{name} may roll his Duel die again...",
        "dice.option.duel_reroll.pass": "Let it stand: lose the duel",
        "dice.option.duel_reroll.reroll": "Roll it again",
        "uoa.prompt.pixie_pete": "You drew two Rage cards: pick the one you shuffle back into the deck.",
        "uoa.waiting.pixie_pete": "{name} keeps one of two Rage cards...",
        "uoa.option.return": "Shuffle back {card}",
        "uoa.prompt.move_rage": "Click the player who gives a face-down Rage card, or keep them all where they are.",
        "uoa.prompt.move_rage_to": "Click the player who takes {giver}'s Rage card.",
        "uoa.waiting.move_rage": "{name} may move a Rage card...",
        "dice.option.move_rage.pass": "Move no card",
        "uoa.log.moved": "{by} moves a face-down Rage card to {name}.",
        "uoa.log.duel_paused": "{name} challenges {target} to a duel; the Duel die rolls: {rolls}. {name} failed.",
        "uoa.log.herb_wound": "{name} has lost 2 or more life in this turn ({why}): he draws a duel wound token.",
    },
    "es": {
        "uoa_characters.title": core.MODULE.es,
        "uoa.prompt.belle_star": "¿Conviertes una dinamita en Gatling? Pulsa la Gatling bajo la bandeja.",
        "uoa.prompt.chuck_wengam": "¿Pierdes 1 de vida para girar un dado a la cara que quieras (una vez por turno)? "
                                   "Pulsa el dado y luego su nueva cara bajo la bandeja.",
        "uoa.waiting.change_die": "{name} puede cambiar un dado...",
        "dice.option.change_die.pass": "Dejar mis dados",
        "uoa.log.turned": "{name} gira el dado {die} a {face} ({why}).",
        "uoa.prompt.heal": "Has dado un dado de Duelo: pulsa el jugador que gana 1 de vida (tú también).",
        "uoa.waiting.heal": "{name} elige quién gana una vida...",
        "uoa.prompt.duel_reroll": "Has fallado tu tirada de duelo: ¿vuelves a lanzar el dado de Duelo (una vez por "
                                  "turno)?",
        "uoa.waiting.duel_reroll": "{name} puede volver a lanzar su dado de Duelo...",
        "dice.option.duel_reroll.pass": "Dejarlo: pierdo el duelo",
        "dice.option.duel_reroll.reroll": "Volver a lanzarlo",
        "uoa.prompt.pixie_pete": "Has robado dos cartas de Rabia: elige la que devuelves al mazo.",
        "uoa.waiting.pixie_pete": "{name} se queda una de dos cartas de Rabia...",
        "uoa.option.return": "Devolver {card}",
        "uoa.prompt.move_rage": "Pulsa el jugador que da una carta de Rabia boca abajo, o deja todas donde están.",
        "uoa.prompt.move_rage_to": "Pulsa el jugador que recibe la carta de Rabia de {giver}.",
        "uoa.waiting.move_rage": "{name} puede mover una carta de Rabia...",
        "dice.option.move_rage.pass": "No mover ninguna",
        "uoa.log.moved": "{by} mueve una carta de Rabia boca abajo a {name}.",
        "uoa.log.duel_paused": "{name} reta a {target} a un duelo; el dado de Duelo sale: {rolls}. {name} ha fallado.",
        "uoa.log.herb_wound": "{name} ha perdido 2 o más vidas en este turno ({why}): roba una ficha de Herida de "
                              "duelo.",
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


class ReturnCard(Prompt):
    """Pixie Pete's two cards, a button each, named by their symbols."""

    def label(self, option: list) -> str:
        return t("uoa.option.return", card=" + ".join(name_of(s) for s in option[1].split("+")))


class RollAgain(Prompt):
    """Sean Mallory's failed duel roll: let it stand, or roll the Duel die again (not "re-roll dice": it is one)."""

    def label(self, option: list) -> str:
        return t("dice.option.duel_reroll.reroll") if option[0] == "reroll" else super().label(option)


class PassRage(SeatPick):
    """Pat Brennan's move: the seat that gives a card clicked first, then the seat that takes it (the first click
    again starts over); "pass" is the console's button."""

    def __init__(self, table, kind: str):
        super().__init__(table, kind)
        self.giver: int | None = None

    def moves(self) -> list[list]:
        return [o for o in self.decision["options"] if o[0] == core.MOVE]

    def on_view(self) -> None:
        self.giver = None

    def seat_options(self) -> dict[int, list]:
        if self.giver is None:
            return {o[1][0]: o for o in self.moves()}
        return {o[1][1]: o for o in self.moves() if o[1][0] == self.giver}

    def pick_seat(self, seat: int) -> list | None:
        if self.giver is None or seat == self.giver:
            self.giver = None if seat == self.giver else seat if seat in self.seat_options() else None
            return None
        return self.seat_options().get(seat)

    def values(self) -> dict:
        return {} if self.giver is None else {"giver": self.table.names[self.giver]}

    def signature(self) -> tuple:
        return (self.kind, self.giver)


def move_heading(decision: dict, names: list[str]) -> tuple[str, str]:
    giver = (decision.get("info") or {}).get("giver")
    line = t("uoa.prompt.move_rage") if giver is None else t("uoa.prompt.move_rage_to", giver=giver)
    return character_name("dice", core.PAT), line


SIDE = sets.Side(
    "dice", core.NAME, "uoa_characters.title",
    characters=sets.names(core.CHARACTERS, {c.id: {"en": c.ability_en, "es": c.ability_es} for c in core.CHARACTERS},
                          key="id", looks=LOOKS),
    pieces={RULE: sets.Piece(*RULE_WORDS)},
    text=TEXT,
    answers={core.CHANGE: TurnDie, core.HEAL: SeatPick, core.REROLL: RollAgain, core.PIXIE: ReturnCard,
             core.MOVE: PassRage},
    headings={core.CHANGE: heading, core.HEAL: ability("dice", core.SAM, "uoa.prompt.heal"),
              core.REROLL: ability("dice", core.SEAN, "uoa.prompt.duel_reroll"),
              core.PIXIE: ability("dice", core.PIXIE, "uoa.prompt.pixie_pete"), core.MOVE: move_heading},
    waiting={core.CHANGE: "uoa.waiting.change_die", core.HEAL: "uoa.waiting.heal",
             core.REROLL: "uoa.waiting.duel_reroll", core.PIXIE: "uoa.waiting.pixie_pete",
             core.MOVE: "uoa.waiting.move_rage"},
    lines={**{f"die_turned.{c.id}": "uoa.log.turned" for c in core.CHARACTERS}, f"tokens.{core.PAT}": "uoa.log.moved",
           "duel_paused": "uoa.log.duel_paused", f"tokens.{core.HERB}": "uoa.log.herb_wound"},
    changes={f"die_turned.{c.id}": die_turned for c in core.CHARACTERS},
)
sets.register(SIDE)
