"""The window side of the made-up module frontier.gold (frontier.py), as an expansion's would be written: its own
pieces (the Nugget, the double 2, gold and claims), Prospector Pete, its strings in English and Spanish, its
tokens' zones, its log lines, how its own event shows on the table (Pete's die turned) and the answer widgets of
its three decisions (the gold die paid for before the roll, a Nugget given by clicking a seat, Pete's trade by the
prompt's buttons). Nothing under game/ names it; importing
this file registers it (game/ui/sets.py).
"""

from functools import partial

from game.ui import sets
from game.ui.art import palette as P
from game.ui.dice import facts
from game.ui.dice.answers import Prompt, SeatPick, Words

GOLD_INK = (150, 108, 20)


def nugget(pen) -> None:
    """A lump of gold with a glint."""
    pen.poly([(0.18, 0.62), (0.26, 0.34), (0.46, 0.2), (0.7, 0.26), (0.84, 0.46), (0.78, 0.72), (0.54, 0.84),
              (0.3, 0.8)], (226, 178, 48), True, 0.05)
    pen.poly([(0.34, 0.42), (0.46, 0.3), (0.58, 0.34), (0.48, 0.46)], (252, 232, 150), False)
    pen.circle((0.66, 0.62), 0.05, GOLD_INK, False)


def coin(pen) -> None:
    """A gold coin stamped with a star."""
    pen.circle((0.5, 0.5), 0.44, (232, 184, 62), GOLD_INK, 0.07)
    pen.star((0.5, 0.5), 0.24, 0.11, 5, (250, 220, 120), GOLD_INK, 0.04)


def claim(pen) -> None:
    """A claim: a deed with a pickaxe on it."""
    pen.rect(0.16, 0.08, 0.68, 0.84, P.PAPER, True, 0.05, radius=0.06)
    pen.stroke([(0.3, 0.74), (0.68, 0.3)], 0.07, P.WOOD)
    pen.stroke([(0.5, 0.22), (0.66, 0.28), (0.8, 0.44)], 0.07, P.STEEL_DARK)


RULES = {
    "nugget": ("After the Beers, each Nugget gives a player of your choice one gold from the pile. A Nugget in your "
               "final dice also draws you a claim as your turn ends.",
               "Tras las Cervezas, cada Pepita da un oro del montón al jugador que elijas. Una Pepita en tus dados "
               "finales te hace robar además una concesión al acabar tu turno."),
    "double_2": ("Two Bull's eyes 2 on one face of the gold die: each is aimed on its own, at a player two seats "
                 "away.",
                 "Dos Dianas 2 en una cara del dado de oro: cada una se apunta por su cuenta, a un jugador a dos "
                 "asientos."),
    "gold": ("Gold, in the open: each player starts with one. Pay one before your roll to roll the gold die "
             "instead of your fifth die. With three or more, an Indian attack costs you one life less; a player "
             "holding eight or more when someone falls wins alone.",
             "Oro, a la vista: cada jugador empieza con uno. Paga uno antes de tirar para tirar el dado de oro en "
             "lugar de tu quinto dado. Con tres o más, un ataque indio te quita una vida menos; quien tenga ocho o "
             "más cuando alguien cae gana solo."),
    "claims": ("Claims only their holder sees: rich or dry. As your turn starts each rich claim you hold pays you "
               "one gold and goes back under the pile.",
               "Concesiones que solo ve quien las tiene: ricas o secas. Al empezar tu turno cada concesión rica que "
               "tengas te paga un oro y vuelve bajo el montón."),
    "rich": ("A rich claim: one gold as your next turn starts.", "Una concesión rica: un oro al empezar tu turno."),
    "dry": ("A dry claim: nothing in it.", "Una concesión seca: no tiene nada."),
    "claim": ("A rich claim paying out as its holder's turn starts.",
              "Una concesión rica que paga al empezar el turno de quien la tiene."),
}
NAMES = {"nugget": ("Nugget", "Pepita"), "double_2": ("Double Bull's eye 2", "Doble Diana 2"),
         "gold": ("Gold", "Oro"), "claims": ("Claims", "Concesiones"), "rich": ("rich claim", "concesión rica"),
         "dry": ("dry claim", "concesión seca"), "claim": ("rich claim", "concesión rica")}
PICTURES = {"nugget": nugget, "gold": coin, "claims": claim, "rich": claim, "dry": claim}

TEXT = {
    "en": {
        "frontier.prompt.gold_die_title": "The gold die",
        "frontier.prompt.gold_die": "Pay one gold to roll the gold die instead of your fifth die?",
        "frontier.waiting.gold_die": "{name} may pay for the gold die...",
        "frontier.prompt.nugget_title": "Your Nuggets",
        "frontier.prompt.nugget": "Each Nugget gives one gold to a player of your choice: click a seat (yours too).",
        "frontier.waiting.nugget": "{name} is giving away gold...",
        "frontier.prompt.pete_trade": "Pay one gold to turn one of the Arrows just rolled into a Beer?",
        "frontier.waiting.pete_trade": "{name} may trade gold for a Beer...",
        "dice.option.gold_die.roll_gold": "Pay 1 gold: roll the gold die",
        "dice.option.gold_die.pass": "Keep my five dice",
        "dice.option.nugget": "A gold for {target}",
        "dice.option.pete_trade.pass": "Keep the Arrows",
        "dice.option.trade": "Die {die}: Arrow to Beer",
        "frontier.zone.gold": "gold",
        "frontier.zone.claims": "claims",
        "frontier.zone.gold_pile": "Gold: {n}",
        "frontier.zone.claims_pile": "Claims: {n}",
        "frontier.log.gold_die": "{name} pays {n} gold to roll the gold die.",
        "frontier.log.die_turned": "{name} turns die {die} into a {face} ({why}).",
        "dice.step.nuggets": "Nuggets",
    },
    "es": {
        "frontier.prompt.gold_die_title": "El dado de oro",
        "frontier.prompt.gold_die": "¿Pagas un oro para tirar el dado de oro en lugar de tu quinto dado?",
        "frontier.waiting.gold_die": "{name} puede pagar el dado de oro...",
        "frontier.prompt.nugget_title": "Tus Pepitas",
        "frontier.prompt.nugget": "Cada Pepita da un oro al jugador que elijas: pulsa un asiento (el tuyo también).",
        "frontier.waiting.nugget": "{name} está repartiendo oro...",
        "frontier.prompt.pete_trade": "¿Pagas un oro para convertir una de las Flechas recién tiradas en Cerveza?",
        "frontier.waiting.pete_trade": "{name} puede cambiar oro por una Cerveza...",
        "dice.option.gold_die.roll_gold": "Pagar 1 oro: tirar el dado de oro",
        "dice.option.gold_die.pass": "Tirar mis cinco dados",
        "dice.option.nugget": "Un oro para {target}",
        "dice.option.pete_trade.pass": "Quedarme las Flechas",
        "dice.option.trade": "Dado {die}: de Flecha a Cerveza",
        "frontier.zone.gold": "oro",
        "frontier.zone.claims": "concesiones",
        "frontier.zone.gold_pile": "Oro: {n}",
        "frontier.zone.claims_pile": "Concesiones: {n}",
        "frontier.log.gold_die": "{name} paga {n} de oro para tirar el dado de oro.",
        "frontier.log.die_turned": "{name} convierte el dado {die} en {face} ({why}).",
        "dice.step.nuggets": "Pepitas",
    },
}
PETE = ("Pete el Buscador", "One gold from the pile as each of his turns starts. After each of his rolls, before "
        "its Arrows act, he may pay a gold to turn one of the Arrows just rolled into a Beer.",
        "Un oro del montón al empezar cada uno de sus turnos. Tras cada tirada, antes de que actúen sus Flechas, "
        "puede pagar un oro para convertir una de las Flechas recién tiradas en una Cerveza.")

def die_turned(shown, event: dict) -> None:
    """Pete's die turned into a Beer: the tray shows the Beer at once (with its use, once the dice resolve)."""
    table = shown.table
    if event["die"] < len(table["dice"]):
        table["dice"][event["die"]] = event["face"]
        if table["phase"] == "resolve":
            table["dice_left"][event["die"]] = facts.units(shown.box, event["face"])


SIDE = sets.Side(
    "dice", "frontier.gold",
    pieces={id: sets.Piece(*NAMES[id], *RULES[id], PICTURES.get(id)) for id in NAMES},
    characters={"prospector_pete": sets.Piece("Prospector Pete", *PETE)},
    text=TEXT,
    zones={"gold": sets.Zone(sets.COUNTER, "frontier.zone.gold", label="frontier.zone.gold_pile"),   # a bank
           "claims": sets.Zone(sets.DECK, "frontier.zone.claims", hidden=True, label="frontier.zone.claims_pile")},
    answers={
        "gold_die": partial(Prompt, words=Words("frontier.prompt.gold_die_title", "frontier.prompt.gold_die",
                                                "frontier.waiting.gold_die")),
        "nugget": partial(SeatPick, words=Words("frontier.prompt.nugget_title", "frontier.prompt.nugget",
                                                "frontier.waiting.nugget")),
        "pete_trade": partial(Prompt, words=Words("", "frontier.prompt.pete_trade", "frontier.waiting.pete_trade",
                                                  "prospector_pete")),
    },
    lines={"tokens.gold_die": "frontier.log.gold_die", "die_turned.prospector_pete": "frontier.log.die_turned"},
    changes={"die_turned": die_turned},
)
sets.register(SIDE)
