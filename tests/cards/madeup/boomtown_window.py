"""Boomtown's window side (game/ui/sets.py), made up for the tests like the set itself (boomtown.py): its supplies'
art drawn from data (each picture a list of shapes), names from the set's records, rules text, its zones' places,
captions and log phrases, its log lines, the words of its answers and decisions, and how a person gives them: a
supply bought by a click on the trading post, a card pawned by a button then a click on the hand, the toll road's
decision answered from a prompt or by clicking the card to discard. In English and Spanish. Importing it
registers it; nothing under game/ names Boomtown.
"""

from __future__ import annotations

from functools import partial

from game.ui import sets
from game.ui.cards import deck
from game.ui.cards.answers import HandPick, Prompt, RowPick, Words
from game.ui.i18n import language, t
from tests.cards.madeup import boomtown

# Each supply's picture as data: shapes in the unit square, drawn by `draw`.
GOLD, BROWN, INK, GLASS, STEEL, ROAD = (214, 170, 60), (130, 80, 40), (42, 28, 20), (170, 120, 60), (120, 128, 136), \
    (150, 140, 120)
SHAPES = {
    "whiskey": [("rect", (0.36, 0.32, 0.28, 0.6), GLASS), ("rect", (0.44, 0.12, 0.12, 0.22), BROWN),
                ("rect", (0.38, 0.5, 0.24, 0.2), (236, 226, 200))],
    "toll_road": [("poly", [(0.3, 0.95), (0.45, 0.1), (0.55, 0.1), (0.7, 0.95)], ROAD),
                  ("rect", (0.12, 0.45, 0.76, 0.08), (176, 38, 30)), ("circle", (0.5, 0.3, 0.1), GOLD)],
    "second_wind": [("circle", (0.5, 0.5, 0.38), (186, 210, 222)), ("poly", [(0.3, 0.5), (0.7, 0.3), (0.6, 0.5),
                                                                              (0.7, 0.7)], (255, 255, 255))],
    "lantern": [("rect", (0.32, 0.3, 0.36, 0.5), (246, 196, 84)), ("rect", (0.28, 0.2, 0.44, 0.1), STEEL),
                ("rect", (0.28, 0.8, 0.44, 0.08), STEEL), ("circle", (0.5, 0.55, 0.1), (252, 246, 230))],
    "saddlebag": [("rect", (0.18, 0.35, 0.64, 0.5), BROWN), ("poly", [(0.18, 0.35), (0.82, 0.35), (0.7, 0.6),
                                                                       (0.3, 0.6)], (96, 58, 34)),
                  ("circle", (0.5, 0.6, 0.05), GOLD)],
    "mule": [("rect", (0.2, 0.4, 0.55, 0.3), STEEL), ("rect", (0.68, 0.2, 0.16, 0.3), STEEL),
             ("rect", (0.24, 0.7, 0.08, 0.22), STEEL), ("rect", (0.6, 0.7, 0.08, 0.22), STEEL),
             ("poly", [(0.7, 0.2), (0.74, 0.05), (0.78, 0.2)], STEEL)],
}


def draw(shapes: list, pen) -> None:
    """A picture from its shapes: rectangles (x, y, w, h), circles (x, y, r), polygons (points), ink outlined."""
    for shape, spec, colour in shapes:
        if shape == "rect":
            pen.rect(*spec, colour, INK, 0.02, radius=0.04)
        elif shape == "circle":
            pen.circle(spec[:2], spec[2], colour, INK, 0.02)
        else:
            pen.poly(spec, colour)


RULES = {
    "whiskey": {"en": "Bought: regain 1 life at once.", "es": "Al comprarlo: recuperas 1 vida en el acto."},
    "toll_road": {"en": "Bought: every other player pays you a coin or discards a card.",
                  "es": "Al comprarlo: cada otro jugador te paga una moneda o descarta una carta."},
    "second_wind": {"en": "Bought: your turn ends and you take another.",
                    "es": "Al comprarlo: tu turno acaba y juegas otro."},
    "lantern": {"en": "Kept in front of you: each of your draw!s flips one more card; you pick the one that counts.",
                "es": "Delante de ti: cada vez que desenfundas, giras una carta más y eliges la que cuenta."},
    "saddlebag": {"en": "Kept in front of you: you may keep two more cards at the end of your turn.",
                  "es": "Delante de ti: puedes quedarte dos cartas más al final de tu turno."},
    "mule": {"en": "Kept in front of you: draw one more card in phase 1.",
             "es": "Delante de ti: robas una carta más en la fase 1."},
}
TEXT = {
    "en": {
        "boomtown.title": "Boomtown",
        "boomtown.zone.supplies_deck": "the supplies", "boomtown.label.supplies_deck": "Supplies {n}",
        "boomtown.zone.supplies_discard": "the used supplies", "boomtown.label.supplies_discard": "Used {n}",
        "boomtown.zone.trading_post": "the trading post", "boomtown.label.trading_post": "Trading post",
        "boomtown.zone.strongbox": "the strongbox", "boomtown.label.strongbox": "Strongbox",
        "boomtown.zone.coins": "the coins", "boomtown.label.coins": "Coins {n}",
        "boomtown.zone.pawned": "the pawn ticket",
        "boomtown.zone.gear": "the gear", "boomtown.zone.stash": "the stash", "boomtown.label.stash": "Stash {n}",
        "option.buy": "Buy {card}", "option.pawn": "Pawn {card} for a coin", "option.pay_toll": "Pay a coin",
        "boomtown.pawn": "Pawn a card: +1 coin", "boomtown.pawn_tip": "Then click the card of your hand to pawn.",
        "boomtown.pawn_cancel": "Keep my cards",
        "boomtown.pawn_status": "Click the card to pawn for a coin (right click or Esc cancels).",
        "boomtown.toll_title": "{name} built a toll road", "boomtown.toll_line": "Pay a coin, or discard a card.",
        "boomtown.log.buy": "{by} buys {cards}.", "boomtown.log.pay": "{by} pays {n} coin(s) to {to}.",
        "boomtown.log.pawn": "{by} pawns {n} card(s).", "boomtown.log.coin": "{name} gets {n} coin(s).",
        "boomtown.log.redeem": "{name} redeems {n} pawned card(s).",
        "boomtown.log.bounty": "{name} takes {n} coin(s) of bounty.",
        "boomtown.log.claim": "{name} claims {n} coins for the kill.",
        "boomtown.log.relief": "{name} gets a coin of relief.",
        "boomtown.log.toll": "{by} pays {name} a coin of toll.", "boomtown.log.fill": "The trading post gets {cards}.",
        "boomtown.log.left": "{name}'s {cards} go to {to}.",
        "why_not.too_dear": "{card} costs {n0} coins; you have {n1}.",
        "why_not.not_on_sale": "{card} is not on sale.",
    },
    "es": {
        "boomtown.title": "Boomtown",
        "boomtown.zone.supplies_deck": "los suministros", "boomtown.label.supplies_deck": "Reserva {n}",
        "boomtown.zone.supplies_discard": "los suministros usados", "boomtown.label.supplies_discard": "Usados {n}",
        "boomtown.zone.trading_post": "la factoría", "boomtown.label.trading_post": "Factoría",
        "boomtown.zone.strongbox": "la caja fuerte", "boomtown.label.strongbox": "Caja fuerte",
        "boomtown.zone.coins": "las monedas", "boomtown.label.coins": "Monedas {n}",
        "boomtown.zone.pawned": "la papeleta de empeño",
        "boomtown.zone.gear": "el equipo", "boomtown.zone.stash": "el escondite",
        "boomtown.label.stash": "Escondite {n}",
        "option.buy": "Comprar {card}", "option.pawn": "Empeñar {card} por una moneda",
        "option.pay_toll": "Pagar una moneda",
        "boomtown.pawn": "Empeñar una carta: +1 moneda",
        "boomtown.pawn_tip": "Luego haz clic en la carta de tu mano que empeñas.",
        "boomtown.pawn_cancel": "Guardar mis cartas",
        "boomtown.pawn_status": "Haz clic en la carta que empeñas por una moneda (clic derecho o Esc cancela).",
        "boomtown.toll_title": "{name} ha abierto un peaje",
        "boomtown.toll_line": "Paga una moneda o descarta una carta.",
        "boomtown.log.buy": "{by} compra {cards}.", "boomtown.log.pay": "{by} paga {n} moneda(s) a {to}.",
        "boomtown.log.pawn": "{by} empeña {n} carta(s).", "boomtown.log.coin": "{name} recibe {n} moneda(s).",
        "boomtown.log.redeem": "{name} recupera {n} carta(s) empeñada(s).",
        "boomtown.log.bounty": "{name} cobra {n} moneda(s) de recompensa.",
        "boomtown.log.claim": "{name} cobra {n} monedas por la baja.",
        "boomtown.log.relief": "{name} recibe una moneda de socorro.",
        "boomtown.log.toll": "{by} paga a {name} una moneda de peaje.",
        "boomtown.log.fill": "La factoría recibe {cards}.",
        "boomtown.log.left": "{cards} de {name} van a {to}.",
        "why_not.too_dear": "{card} cuesta {n0} monedas y tienes {n1}.",
        "why_not.not_on_sale": "{card} no está a la venta.",
    },
}


def zone(place: str, name: str, hidden: bool = False, label: bool = True, empty: bool = False) -> sets.Zone:
    return sets.Zone(place, f"boomtown.zone.{name}", hidden, f"boomtown.label.{name}" if label else "", empty)


ZONES = {
    boomtown.SUPPLY_DECK: zone(sets.DECK, boomtown.SUPPLY_DECK, hidden=True),
    boomtown.SUPPLY_DISCARD: zone(sets.DISCARD, boomtown.SUPPLY_DISCARD),
    boomtown.POST: zone(sets.ROW, boomtown.POST),
    boomtown.STRONGBOX: zone(sets.COUNTER, boomtown.STRONGBOX),
    boomtown.COINS: zone(sets.PLATE, boomtown.COINS, empty=True),
    boomtown.PAWNED: zone(sets.PLATE, boomtown.PAWNED, label=False),      # bookkeeping: the Pawn button tells it
    boomtown.GEAR: zone(sets.FRONT, boomtown.GEAR, label=False),
    boomtown.STASH: zone(sets.PLATE, boomtown.STASH),
}
LINES = {
    "move.buy": "boomtown.log.buy", "tokens.buy": "boomtown.log.pay", "move.pawn": "boomtown.log.pawn",
    "tokens.pawn.coins": "boomtown.log.coin", "tokens.pawn": "", "move.redeem": "boomtown.log.redeem",
    "tokens.new_day": "", "tokens.bounty_hunting": "boomtown.log.bounty", "tokens.claim": "boomtown.log.claim",
    "tokens.relief": "boomtown.log.relief", "tokens.toll_road": "boomtown.log.toll", "move.fill": "boomtown.log.fill",
    "move.eliminated": "boomtown.log.left", "tokens.eliminated": "",
}


def named(table, action: tuple) -> dict:
    """The supply an answer names, for its reason's words."""
    return {"card": sets.piece("cards", deck.kind_of(action[1])).name(language())}


def toll_heading(decision: dict, names: list[str]) -> tuple[str, str]:
    """The toll road's decision in words: who built it, and the two ways to pass."""
    collector = (decision.get("info") or {}).get("collector")
    name = names[collector] if isinstance(collector, int) and 0 <= collector < len(names) else "?"
    return t("boomtown.toll_title", name=name), t("boomtown.toll_line")


PAWN = Words("boomtown.pawn", "boomtown.pawn_tip", "boomtown.pawn_cancel", "boomtown.pawn_status",
             "boomtown.pawn_status")
SIDE = sets.Side(
    "cards", boomtown.NAME, "boomtown.title",
    pieces=sets.names(boomtown.SET.cards, RULES, {name: partial(draw, shapes) for name, shapes in SHAPES.items()}),
    text=TEXT,
    zones=ZONES,
    answers={"respond_toll": Prompt},
    headings={"respond_toll": toll_heading},
    gestures={"buy": partial(RowPick, zone=boomtown.POST, values=named),
              "pawn": partial(HandPick, count=1, words=PAWN)},
    lines=LINES,
    likely={"pay_toll": 1, "buy": 4, "pawn": 6},
)
sets.register(SIDE)
