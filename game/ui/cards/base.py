"""The base card game's window side (game/ui/sets.py): its cards and characters with their names (the core's data),
rules text (game/ui/text/rules.py), pictures (art/pictos.py) and symbol rows (art/symbols.py); the zones of the
core's `move` events; the words of its decisions (the prompt's title and line); how a person gives the answers the
base game asks for (a Missed! clicked in the hand, a card of the General Store clicked on the table, Sid Ketchum's
two cards picked by hand).

Its strings stay in the window's tables (game/ui/text/en.py, es.py), where they were before sets had sides (its
text holds those of its log lines, taken from there); its zones' phrases are its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.core.cards.catalog import CHARACTERS, KINDS
from game.ui import sets
from game.ui.art.pictos import PICTOS
from game.ui.art.symbols import ROWS
from game.ui.cards import deck
from game.ui.cards.answers import HandPick, Prompt, RowPick, Words
from game.ui.i18n import TABLES, card_name, character_name, t
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
ZONE_TEXT = {
    "en": {"cards.zone.deck": "the deck", "cards.zone.discard": "the discard pile", "cards.zone.hand": "the hand",
           "cards.zone.in_play": "the cards in play", "cards.zone.store": "the General Store",
           "cards.zone.draw": "the draw!", "cards.zone.peek": "the cards looked at"},
    "es": {"cards.zone.deck": "el mazo", "cards.zone.discard": "la pila de descartes", "cards.zone.hand": "la mano",
           "cards.zone.in_play": "las cartas en juego", "cards.zone.store": "el Almacén",
           "cards.zone.draw": "el desenfundar", "cards.zone.peek": "las cartas vistas"},
}


def seat_name(names: list[str], seat) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def shot(decision: dict, names: list[str]) -> tuple[str, str]:
    """A BANG! (or a Gatling) at you: who shoots with what, and how it is cancelled (a draw! too when you have
    one, twice the Missed! against Slab the Killer)."""
    info = decision.get("info") or {}
    weapon = card_name(deck.kind_of(info["card"])) if info.get("card") is not None else card_name("gatling")
    drawn = any(o[0] in ("barrel", "jourdonnais") for o in decision["options"])
    key = "prompt.shot_twice" if info.get("needed", 1) > 1 else "prompt.shot" if drawn else "prompt.shot_plain"
    title = t("prompt.shot_title", name=seat_name(names, info.get("shooter")), card=weapon)
    return title, t(key, n=info.get("needed", 1))


def choose_draw(decision: dict, names: list[str]) -> tuple[str, str]:
    """Lucky Duke's "draw!": what it is for (a card kind or a character)."""
    purpose = (decision.get("info") or {}).get("for")
    what = card_name(purpose) if deck.is_kind(purpose) else character_name("cards", purpose) \
        if deck.is_character(purpose) else str(purpose)
    return t("prompt.choose_draw_title", purpose=what), t("prompt.choose_draw")


def worded(title: str, line: str, seat: str = "", **values) -> Callable[[dict, list[str]], tuple[str, str]]:
    """A decision's words from two text keys: the title may name the seat in the decision's info field `seat`
    ({name}), the line its other fields (`values`: format field -> info field, with its default)."""
    def heading(decision: dict, names: list[str]) -> tuple[str, str]:
        info = decision.get("info") or {}
        title_text = t(title, name=seat_name(names, info.get(seat))) if seat else t(title)
        return title_text, t(line, **{key: info.get(field, default) for key, (field, default) in values.items()})
    return heading


def drawn_by(character: str, line: str) -> Callable[[dict, list[str]], tuple[str, str]]:
    """A character's choice of where to draw from: titled with his name."""
    return lambda decision, names: (character_name("cards", character), t(line))


HEADINGS = {
    "respond_shot": shot,
    "respond_indians": worded("prompt.indians_title", "prompt.indians", "attacker"),
    "respond_duel": worded("prompt.duel_title", "prompt.duel", "opponent"),
    "dying": worded("prompt.dying_title", "prompt.dying", n=("needed", 1)),
    "choose_draw": choose_draw,
    "store_pick": worded("prompt.store_title", "prompt.store"),
    "draw_jesse_jones": drawn_by("jesse_jones", "prompt.jesse_jones"),
    "draw_kit_carlson": drawn_by("kit_carlson", "prompt.kit_carlson"),
    "draw_pedro_ramirez": drawn_by("pedro_ramirez", "prompt.pedro_ramirez"),
    "discard": worded("prompt.discard_title", "prompt.discard", limit=("limit", "?")),
}
# How the log tells a move of the base game's cards (game/ui/sets.py `lines`): by its reason between two zones, its
# reason, or its two zones; "" for a move another event tells (a card played, the Jail, a draw!'s card). Sid
# Ketchum's, Cat Balou's and the rules' discards name their reason, whether the card leaves the hand or play.
DISCARDS = {"eliminated": "log.cards.dead_cards", "cat_balou": "log.cards.forced_discard",
            "hand_limit": "log.cards.discard_limit", "sheriff_penalty": "log.cards.discard_penalty",
            "replaced": "log.cards.discard_replaced", "sid_ketchum": "log.cards.discard_sid", "dynamite": ""}
LINES = {
    "move.play": "", "move.deal": "", "move.jail": "",
    "move.reshuffle.discard>deck": "log.cards.reshuffle", "move.reshuffle": "log.cards.reshuffle_into",
    "move.draw.deck>hand": "log.cards.draw", "move.outlaw_bounty.deck>hand": "log.cards.bounty",
    "move.deck>hand": "log.cards.cause_draw",
    "move.deck>store": "log.cards.store", "move.store>hand": "log.cards.store_pick",
    "move.deck>peek": "log.cards.peek", "move.peek>deck": "log.cards.put_back", "move.peek>hand": "log.cards.keep",
    "move.discard>hand": "log.cards.from_discard",
    "move.hand>hand": "log.cards.take_hand", "move.in_play>hand": "log.cards.take_in_play",
    "move.dynamite.in_play>in_play": "log.cards.dynamite_passes",
    "move.deck>draw": "", "move.draw>discard": "",
    **{f"move.{why}.{zone}>discard": key for why, key in DISCARDS.items() for zone in ("hand", "in_play")},
    "move.hand>discard": "log.cards.answer", "move.in_play>discard": "log.cards.answer",
}
TEXT = {lang: {**ZONE_TEXT[lang], **{key: TABLES[lang][key] for key in LINES.values() if key}}
        for lang in ZONE_TEXT}     # the lines' strings are the window's tables' (they were there first)
SID = Words("table.sid", "table.sid_tip", "table.sid_cancel", "status.sid", "status.sid_second")
ATTACKS = ("respond_shot", "respond_indians", "respond_duel", "dying")    # a card of the hand answers with a click

SIDE = sets.Side(
    "cards", "base",
    pieces=sets.names(KINDS.values(), rules.CARDS, PICTOS, ROWS),
    characters=sets.names(CHARACTERS.values(), rules.CHARACTERS, key="id"),
    text=TEXT,
    zones=ZONES,
    lines=LINES,
    answers={"store_pick": partial(RowPick, zone="store", verb="pick"),
             **{kind: partial(Prompt, same=True) for kind in ATTACKS}},
    headings=HEADINGS,
    gestures={"sid": partial(HandPick, count=2, words=SID)},
    likely={"barrel": 0, "jourdonnais": 0, "missed": 1, "beer": 1, "bang": 1, "pick": 1, "choose": 1, "return": 1,
            "discard_pile": 1, "draw_from": 1, "deck": 2, "sid": 3, "take_hit": 8, "die": 9},
)
sets.register(SIDE)
