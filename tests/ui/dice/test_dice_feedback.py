"""The dice table shows what happens to you (issue 38): a life you lose hits your own plate, and your turn starts
with what was done to you since your last one, in a note above the log that closes."""

from game.ui.dice.lines import Narrator, done_to
from game.ui.i18n import set_language, t
from game.ui.table.log import line
from game.ui.table.since import since_last_turn

from .driving import new_dice_game, play_by_clicks

WHOLE_TURNS = 2         # five players: shots and three Indian attacks that hit you


def test_every_life_you_lose_hits_your_own_plate(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    hits, hit = [], table.plate_hit.hit
    table.plate_hit.hit = lambda amount: (hits.append(amount), hit(amount))
    play_by_clicks(ui, WHOLE_TURNS, until=lambda table: len(hits) >= 2)
    lost = [-e["delta"] for e in table.events if e["kind"] == "life" and e["seat"] == 0 and e["delta"] < 0]
    assert hits and hits == lost[:len(hits)], (hits, lost)
    assert table.plate_hit.amount >= hits[-1]


def test_your_turn_starts_with_what_was_done_to_you_and_the_note_closes(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    play_by_clicks(ui, WHOLE_TURNS, until=lambda table: table.since.lines)
    assert table.since.lines and ui.has("since")
    note = ui.widget("since")
    assert [entry.text for entry in note.book.lines] == [t("since.title")] + [e.text for e in table.since.lines]
    assert note.rect.bottom < ui.widget("log").rect.top
    ui.click("since_close")
    ui.step()
    assert not ui.has("since") and table.since.lines is None


def test_the_note_lists_exactly_the_lives_and_arrows_others_took_or_gave_since_your_last_turn():
    set_language("en")
    narrator = Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0, lambda: [None] * 5)
    events = [
        {"kind": "life", "seat": 0, "delta": -1, "life": 7, "source": "shot", "by": 1},     # before: left out
        {"kind": "turn_end", "seat": 0},
        {"kind": "turn_start", "seat": 1},
        {"kind": "life", "seat": 0, "delta": -2, "life": 5, "source": "shot", "by": 1},
        {"kind": "life", "seat": 2, "delta": -1, "life": 3, "source": "shot", "by": 1},     # someone else
        {"kind": "arrows", "seat": 0, "delta": -1, "pile": 6, "why": "kit_carlson", "by": 3},
        {"kind": "life", "seat": 0, "delta": 1, "life": 6, "source": "beer", "by": 2},
        {"kind": "life", "seat": 0, "delta": 0, "life": 8, "source": "beer", "by": 2},      # healed nothing
        {"kind": "turn_start", "seat": 0},
    ]
    story = [(e, narrator.tell(e)) for e in events]
    story.append((None, line("log.auto.only", "secret", what="Stop")))
    assert [entry.text for entry in since_last_turn(story, 0, "turn_end", done_to)] == [
        "Ana loses 2 life to the shot of Bruno: 5 left.",
        "Diego discards an arrow of Ana (Kit Carlson).",
        "Ana regains 1 life (Beer): 6 now.",
        "Answered for you (the only answer): Stop.",
    ]
