"""The words of the card game's decisions come from the sets' window sides (game/ui/sets.py `headings`), the base
game's as any other set's: the prompt of each base decision reads as it always did, in both languages; a decision
no side words reads plainly; and no table file names the base game's decisions."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.cards.catalog import CARDS
from game.ui import sets
from game.ui.cards.options import headline
from game.ui.i18n import set_language

BANG = next(i for i, c in enumerate(CARDS) if c.name == "bang")
NAMES = ["Ana", "Bruno", "Carmen"]
DECISIONS = [       # kind, info, options -> English, Spanish (title, line)
    ("respond_shot", {"shooter": 1, "card": BANG}, [["missed", 3], ["take_hit"]],
     ("Bruno shoots at you (BANG!)", "Cancel it with a Missed!, or lose 1 life."),
     ("Bruno te dispara (¡BANG!)", "Anúlalo con un ¡Fallaste!, o pierdes 1 vida.")),
    ("respond_shot", {"shooter": 2}, [["barrel"], ["take_hit"]],
     ("Carmen shoots at you (Gatling)", "Cancel it with a Missed! or a draw!, or lose 1 life."),
     ("Carmen te dispara (Ametralladora Gatling)", "Anúlalo con un ¡Fallaste! o desenfundando, o pierdes 1 vida.")),
    ("respond_shot", {"shooter": 1, "card": BANG, "needed": 2}, [["take_hit"]],
     ("Bruno shoots at you (BANG!)", "It takes 2 Missed! to cancel it, or you lose 1 life."),
     ("Bruno te dispara (¡BANG!)", "Hacen falta 2 ¡Fallaste! para anularlo, o pierdes 1 vida.")),
    ("respond_indians", {"attacker": 2}, [],
     ("Carmen plays Indians!", "Discard a BANG! or lose 1 life."),
     ("Carmen juega ¡Indios!", "Descarta un ¡BANG! o pierde 1 vida.")),
    ("respond_duel", {"opponent": 1}, [],
     ("Duel with Bruno", "Discard a BANG! to keep the duel going, or lose 1 life."),
     ("Duelo con Bruno", "Descarta un ¡BANG! para seguir el duelo, o pierde 1 vida.")),
    ("dying", {"needed": 2}, [],
     ("A deadly hit!", "Drink 2 Beer to stay in the game, or you are out."),
     ("¡Un golpe mortal!", "Bebe 2 Cerveza para seguir en la partida, o quedas fuera.")),
    ("choose_draw", {"for": "barrel"}, [],
     ("Draw! for Barrel", "Lucky Duke: choose the card that counts."),
     ("Desenfundar por Barril", "Lucky Duke: elige la carta que cuenta.")),
    ("choose_draw", {"for": "lucky_duke"}, [],
     ("Draw! for Lucky Duke", "Lucky Duke: choose the card that counts."),
     ("Desenfundar por Lucky Duke", "Lucky Duke: elige la carta que cuenta.")),
    ("store_pick", {}, [], ("General Store", "Take one card."), ("Almacén", "Coge una carta.")),
    ("draw_jesse_jones", {}, [],
     ("Jesse Jones", "Draw your first card from a player's hand, or from the deck."),
     ("Jesse Jones", "Roba tu primera carta de la mano de un jugador, o del mazo.")),
    ("draw_kit_carlson", {}, [],
     ("Kit Carlson", "You keep two of these three cards: which one goes back?"),
     ("Kit Carlson", "Te quedas dos de estas tres cartas: ¿cuál devuelves?")),
    ("draw_pedro_ramirez", {}, [],
     ("Pedro Ramirez", "Your first card from the discard pile, or from the deck?"),
     ("Pedro Ramírez", "¿Tu primera carta del descarte o del mazo?")),
    ("discard", {"limit": 3}, [],
     ("Too many cards", "Discard down to your life (3): click the cards to let go."),
     ("Demasiadas cartas", "Descarta hasta tu vida (3): pulsa las cartas que sueltas.")),
    ("no_such_decision", {"seat": 1}, [], ("Your choice", ""), ("Tu elección", "")),
]


@pytest.mark.parametrize("kind, info, options, en, es", DECISIONS)
def test_a_decision_reads_as_its_sets_side_words_it_in_both_languages(kind, info, options, en, es):
    decision = {"kind": kind, "info": info, "options": options}
    try:
        for lang, words in (("en", en), ("es", es)):
            set_language(lang)
            assert headline(decision, NAMES) == words
    finally:
        set_language("en")


def test_the_base_side_words_every_decision_of_the_base_game_but_your_turn():
    side = sets.side("cards", "base")
    assert side is not None
    worded = {kind for kind, *_ in DECISIONS} - {"no_such_decision"}
    assert set(side.headings) == worded
    assert sets.heading("cards", "play") is None                # your turn has no prompt


def test_no_table_file_names_a_decision_of_the_base_game():
    """The words of a decision are its set's side's: the card table's own files read them through the registry (the
    base game's ways of the Duel, the General Store and the habits are the table's still, not their words)."""
    cards = Path(__file__).resolve().parents[3] / "game" / "ui" / "cards"
    kinds = ("respond_indians", "draw_kit_carlson", "draw_jesse_jones", "draw_pedro_ramirez", "\"dying\"",
             "prompt.shot", "prompt.duel")
    for path in cards.glob("*.py"):
        if path.name != "base.py":
            text = path.read_text(encoding="utf-8")
            assert not [k for k in kinds if k in text], path.name
