"""The words of the card game come from the sets' window sides (game/ui/sets.py), the base game's as any other
set's: the prompt of each base decision (`headings`) and the log's line of each move of its cards (`lines`, with
its zones' phrases) read as they always did, in both languages; a decision or a move no side words reads plainly;
and no table file names the base game's decisions or routes."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.cards.catalog import CARDS
from game.ui import sets
from game.ui.cards.lines import Narrator
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


def card_of(kind: str) -> int:
    return next(i for i, c in enumerate(CARDS) if c.name == kind)


def move(why, origin, to, cards, by=None) -> dict:
    return {"kind": "move", "why": why, "from": origin, "to": to, "cards": cards, "by": by}


def test_the_base_games_moves_are_told_by_its_sides_lines_as_a_sets_are():
    """A Panic! from your hand: its cards named to you in the secret tone, counted to the others; a single card
    drawn unseen in its own words; a card of the General Store picked; Cat Balou's discard; a card played says
    nothing (its `play` event tells it). Each in both languages, from the base side's table."""
    bang, beer = card_of("bang"), card_of("beer")
    panic = move("panic", {"zone": "hand", "seat": 0}, {"zone": "hand", "seat": 1}, [bang], by=1)
    try:
        for lang, seen, unseen, one, picked, forced in (
                ("en", "Bruno takes BANG! from the hand of Ana (Panic!).",
                 "Bruno takes a card from the hand of Ana (Panic!).", "Carmen draws a card (by Stagecoach).",
                 "Ana picks Beer from the General Store.", "Bruno makes Ana discard Beer."),
                ("es", "Bruno quita ¡BANG! de la mano de Ana (¡Pánico!).",
                 "Bruno quita una carta de la mano de Ana (¡Pánico!).", "Carmen roba una carta (por Diligencia).",
                 "Ana se queda Cerveza del Almacén.", "Bruno obliga a Ana a descartar Cerveza.")):
            set_language(lang)
            mine = Narrator(NAMES, 0).tell(panic)
            assert mine is not None and (mine.text, mine.tone) == (seen, "secret")
            theirs = Narrator(NAMES, 2).tell({**panic, "cards": 1})
            assert theirs is not None and (theirs.text, theirs.tone) == (unseen, "plain")
            drawn = Narrator(NAMES, 0).tell(move("stagecoach", {"zone": "deck"}, {"zone": "hand", "seat": 2}, 1))
            assert drawn is not None and drawn.text == one
            store = Narrator(NAMES, 1).tell(move("general_store", {"zone": "store"}, {"zone": "hand", "seat": 0},
                                                 [beer]))
            assert store is not None and (store.text, store.tone) == (picked, "plain")
            discard = Narrator(NAMES, 0).tell(move("cat_balou", {"zone": "hand", "seat": 0}, {"zone": "discard"},
                                                   [beer], by=1))
            assert discard is not None and (discard.text, discard.tone) == (forced, "plain")
            assert Narrator(NAMES, 0).tell(move("play", {"zone": "hand", "seat": 0}, {"zone": "in_play", "seat": 0},
                                                [beer])) is None
    finally:
        set_language("en")


def test_a_move_no_side_tells_names_its_zones_by_their_phrases():
    """A move between the base game's zones that no line tells (an expansion's reason) gets the plain line, each
    zone named by the phrase the base side gives it: the board and the log read the same table."""
    beer = card_of("beer")
    told = Narrator(NAMES, 2).tell(move("saloon_fight", {"zone": "hand", "seat": 2}, {"zone": "in_play", "seat": 2},
                                        [beer]))
    assert told is not None and told.text == "Carmen: 1 card(s) from the hand to the cards in play."
    told = Narrator(NAMES, 2).tell(move("saloon_fight", {"zone": "in_play", "seat": 1}, {"zone": "store"}, [beer]))
    assert told is not None and told.text == "Bruno: 1 card(s) from the cards in play to the General Store."


def test_every_zone_a_sides_line_names_is_placed_and_phrased_by_a_side():
    """One table for every zone: each zone named in a line's route has its place on the board, its phrase in the
    log, and whether a card flies out of it face down."""
    for side in sets.sides("cards"):
        for key in side.lines:
            for name in (key.rsplit(".", 1)[-1].split(">") if ">" in key else ()):
                zone = sets.zone("cards", name)
                assert zone is not None and zone.place in sets.PLACES, (side.name, key, name)
    deck_zone = sets.zone("cards", "deck")
    assert deck_zone is not None and deck_zone.hidden and sets.zone("cards", "discard") is not None


def test_the_narrator_names_no_zone_of_the_base_game():
    """The base game's moves are told from its side's table: no route of its zones is left in the narrator."""
    text = (Path(__file__).resolve().parents[3] / "game" / "ui" / "cards" / "lines.py").read_text(encoding="utf-8")
    for word in ('"peek"', '"store"', '"deck"', "log.cards.take_hand", "log.cards.reshuffle\"", "log.cards.draw\""):
        assert word not in text, word
