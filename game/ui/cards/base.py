"""The base card game's window side (game/ui/sets.py): its cards and characters with their names (the core's data),
rules text (game/ui/text/rules.py), pictures (art/pictos.py) and symbol rows (art/symbols.py); the zones of the
core's `move` events; how a person gives the answers the base game asks for (a Missed! clicked in the hand, a card
of the General Store clicked on the table, Sid Ketchum's two cards picked by hand).

Its other strings stay in the window's tables (game/ui/text/en.py, es.py), where they were before sets had sides.
"""

from __future__ import annotations

from functools import partial

from game.core.cards.catalog import CHARACTERS, KINDS
from game.ui import sets
from game.ui.art.pictos import PICTOS
from game.ui.art.symbols import ROWS
from game.ui.cards.answers import HandPick, Prompt, RowPick, Words
from game.ui.text import rules

ZONES = {
    "deck": sets.Zone(sets.DECK, "cards.zone.deck", hidden=True),
    "discard": sets.Zone(sets.DISCARD, "cards.zone.discard"),
    "hand": sets.Zone(sets.HAND, "cards.zone.hand"),
    "in_play": sets.Zone(sets.FRONT, "cards.zone.in_play"),
    "store": sets.Zone(sets.MIDDLE, "cards.zone.store"),
    "draw": sets.Zone(sets.BESIDE, "cards.zone.draw"),
    "peek": sets.Zone(sets.HAND, "cards.zone.peek"),
}
TEXT = {
    "en": {"cards.zone.deck": "the deck", "cards.zone.discard": "the discard pile", "cards.zone.hand": "the hand",
           "cards.zone.in_play": "the cards in play", "cards.zone.store": "the General Store",
           "cards.zone.draw": "the draw!", "cards.zone.peek": "the cards looked at"},
    "es": {"cards.zone.deck": "el mazo", "cards.zone.discard": "la pila de descartes", "cards.zone.hand": "la mano",
           "cards.zone.in_play": "las cartas en juego", "cards.zone.store": "el Almacén",
           "cards.zone.draw": "el desenfundar", "cards.zone.peek": "las cartas vistas"},
}
SID = Words("table.sid", "table.sid_tip", "table.sid_cancel", "status.sid", "status.sid_second")
ATTACKS = ("respond_shot", "respond_indians", "respond_duel", "dying")    # a card of the hand answers with a click

SIDE = sets.Side(
    "cards", "base",
    pieces=sets.names(KINDS.values(), rules.CARDS, PICTOS, ROWS),
    characters=sets.names(CHARACTERS.values(), rules.CHARACTERS, key="id"),
    text=TEXT,
    zones=ZONES,
    answers={"store_pick": partial(RowPick, zone="store", verb="pick"),
             **{kind: partial(Prompt, same=True) for kind in ATTACKS}},
    gestures={"sid": partial(HandPick, count=2, words=SID)},
    likely={"barrel": 0, "jourdonnais": 0, "missed": 1, "beer": 1, "bang": 1, "pick": 1, "choose": 1, "return": 1,
            "discard_pile": 1, "draw_from": 1, "deck": 2, "sid": 3, "take_hit": 8, "die": 9},
)
sets.register(SIDE)
