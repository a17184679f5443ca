"""What the card table tells you about a card is true for you now: an enlarged BANG! names the weapon you hold and
its reach (not the Colt .45 a player holding a Winchester no longer shoots with)."""

from game.ui.cards import deck
from game.ui.cards.distance import weapon_of
from game.ui.i18n import card_name, t
from game.ui.table.zoom import describe

from .driving import new_card_game, our_move, play_until

A_WEAPON = 14           # you put a weapon in play early


def test_an_enlarged_bang_names_the_weapon_you_hold_and_its_reach(ui):
    table = new_card_game(ui, A_WEAPON)
    ui.until(lambda: table.shown.data is not None, 10, "the deal")
    bang = ("card", "bang", "A", "S")
    assert t("board.colt") in table.zoom_note(bang) and "1" in table.zoom_note(bang)
    assert table.zoom_note(("card", "beer", "6", "H")) is None                 # only a card the reach limits
    play_until(ui, A_WEAPON, lambda table: bool(our_move(table) and weapon_of(table.shown.data)))
    weapon = weapon_of(table.shown.data)
    note = table.zoom_note(bang)
    assert note == t("zoom.your_weapon", weapon=card_name(weapon), reach=deck.record(weapon).weapon_range)
    assert t("board.colt") not in note
    _, text = describe(bang)
    assert "reaches 1)" not in text and "replaces it" in text                    # the rules text stays general
