"""Both tables speak one dialect of the sets' window sides (game/ui/sets.py): a decision is worded by its side's
`headings` (with a `waiting` line) and answered by the widget `sets.answer` finds, with the table's fallback, in
either game; a tokens event and a set's own event are told by the one narrator both games share; a dice module's
character brings his own ability notes; and the shared dice window names no base character and holds no module's
colours."""

from __future__ import annotations

from pathlib import Path

from game.ui import sets
from game.ui.art.dice import LOOKS
from game.ui.cards import deck
from game.ui.cards import lines as card_lines
from game.ui.dice import answers as dice_answers
from game.ui.dice import lines as dice_lines
from game.ui.dice.base import ArrowForLife
from game.ui.dice.words import ability_notes
from game.ui.i18n import set_language
from game.ui.table import narrator

NAMES = ["Ana", "Bruno", "Carmen"]
TEXT = {"en": {"dialect.jackpot": "{name} hits the jackpot ({why}).", "dialect.note": "{name} may cash in.",
               "dialect.waiting": "{name} counts his winnings..."},
        "es": {"dialect.jackpot": "{name} gana el premio ({why}).", "dialect.note": "{name} puede cobrar.",
               "dialect.waiting": "{name} cuenta sus ganancias..."}}
for game in sets.GAMES:             # a made-up set of each game, with its own event, note and waiting line
    sets.register(sets.Side(game, "test.dialect", text=TEXT, lines={"jackpot.luck": "dialect.jackpot"},
                            waiting={"jackpot": "dialect.waiting"},
                            notes={"dialect.note": lambda box, who, decision, faces, life:
                                   who == "lucky_lou" and decision["kind"] == "reroll"}))


def test_an_answer_widget_is_found_the_same_way_in_both_games_with_the_tables_fallback():
    assert sets.answer("dice", "arrow_for_life", dice_answers.Prompt) is ArrowForLife
    assert sets.answer("dice", "no_such_decision", dice_answers.Prompt) is dice_answers.Prompt
    assert sets.answer("cards", "no_such_decision") is None           # the card table's own prompt
    assert not hasattr(dice_answers, "Words")                       # no words inside a widget: its side's headings
    base = sets.side("dice", "base")
    assert base is not None and set(base.headings) == set(base.answers) == set(base.waiting)


def test_a_waiting_line_is_its_sides_in_either_game():
    set_language("en")
    assert sets.waiting("dice", "reroll") == "dice.waiting.reroll"
    assert sets.waiting("cards", "jackpot") == sets.waiting("dice", "jackpot") == "dialect.waiting"


def test_a_sets_own_event_is_told_in_its_words_in_both_games():
    event = {"kind": "jackpot", "why": "luck", "seat": 1}
    for language, text in (("en", "Bruno hits the jackpot (Luck)."), ("es", "Bruno gana el premio (Luck).")):
        set_language(language)
        told = card_lines.Narrator(NAMES, 0).tell(event)
        assert told is not None and told.text == text.replace("(Luck)", "(luck)")
        told = dice_lines.Narrator(NAMES, 0, lambda: []).tell(event)
        assert told is not None and told.text == text
    set_language("en")
    assert card_lines.Narrator(NAMES, 0).tell({"kind": "jackpot", "why": "other", "seat": 1}) is None


def test_a_card_spared_by_a_rule_no_set_words_is_told_plainly_naming_what_spared():
    """A set's `spared` reason has its own line (Gold Rush's Calumet); one without still says why nothing happened."""
    set_language("en")
    bang = next(c for c in range(80) if deck.kind_of(c) == "bang")
    told = card_lines.Narrator(NAMES, 0).tell({"kind": "spared", "seat": 1, "card": bang, "by": 0, "why": "barrel"})
    assert told is not None and told.text == "BANG! has no effect on Bruno (Barrel).", told


def test_a_tokens_event_is_told_by_the_one_narrator_of_both_games():
    assert card_lines.Narrator._tokens is dice_lines.Narrator._tokens is narrator.Narrator._tokens
    set_language("en")
    taken = {"kind": "tokens", "amount": 2, "why": "luck", "from": {"zone": "chips"},
             "to": {"seat": 0, "zone": "chips"}}
    told = dice_lines.Narrator(NAMES, 0, lambda: []).tell(taken)
    assert told is not None and told.text == "Ana takes Chips ×2 (Luck)."
    told = card_lines.Narrator(NAMES, 0).tell({**taken, "from": None})
    assert told is not None and told.text == "Ana: 2 token(s) from the supply to chips."


def test_a_modules_character_brings_his_own_ability_note():
    set_language("en")
    decision = {"kind": "reroll", "options": [], "info": {}}
    from game.core.dice.catalog import BASE
    assert "Lucky lou may cash in." in ability_notes(BASE, "lucky_lou", decision, [], 8)
    assert "Lucky lou may cash in." not in ability_notes(BASE, "lucky_duke", decision, [], 8)


def test_the_shared_dice_window_names_no_base_character_and_holds_no_modules_colours():
    words = (Path(dice_lines.__file__).parent / "words.py").read_text()
    from game.core.dice.catalog import CHARACTERS
    assert [c for c in CHARACTERS if c in words] == []
    assert set(LOOKS) == {"ivory"}
