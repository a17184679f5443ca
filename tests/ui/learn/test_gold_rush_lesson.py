"""Gold Rush's lesson (game/ui/cards/gold_rush/lesson.py), listed in Learn to play after the card game's own through
its window side, played by clicks from the title: the Gun Belt bought, a Beer sold, a nugget earned for a hit."""

from game.core.cards.gold_rush.nuggets import EQUIPMENT, gold
from game.ui.cards import deck
from game.ui.cards.gold_rush.lesson import SHOP
from game.ui.i18n import set_language
from game.ui.learn.lessons import after, lessons
from tests.ui.learn.driving import open_lesson, play_lesson, settled


def told(table) -> str:
    return " ".join(line.text for line in table.book.lines)


def test_the_gold_rush_lesson_follows_the_card_games_own():
    cards = lessons("cards")
    assert cards[-1] is SHOP and cards.index(SHOP) > 0 and SHOP.table["expansions"] == ["gold_rush"]
    for words in (SHOP.title, SHOP.done, *(w for step in SHOP.steps for w in (step.text, step.hint))):
        assert words["en"] and words["es"] and words["en"] != words["es"]


def test_the_shop_lesson_is_played_by_clicks_buying_selling_and_earning(ui):
    table = open_lesson(ui, "cards.gold_rush_shop")
    settled(ui, table)
    game = table.client.game
    ana = game.players[0]
    assert ui.has("buy0") and ui.has("no_buy1") and gold(game, ana) == 2     # the Pickaxe greyed: too dear
    assert play_lesson(ui, table, stop_at=1) == 1
    assert [deck.kind_of(c) for c in game.pile(EQUIPMENT, ana)] == ["gun_belt"] and gold(game, ana) == 0
    assert play_lesson(ui, table, stop_at=2) == 1
    assert gold(game, ana) == 1 and not any(deck.kind_of(c) == "beer" for c in ana.hand)
    assert play_lesson(ui, table) == 1 and table.done
    assert gold(game, ana) == 2 and game.players[1].life == game.players[1].max_life - 1
    ui.until(lambda: not table.director.busy, 10, "the table caught up")
    assert "Ana buys Gun Belt, now in front of Ana." in told(table)
    assert "Ana sells a Beer: +1 nugget." in told(table) and "Ana takes 1 nugget(s) for the hit." in told(table)


def test_the_shop_lesson_reads_in_spanish(ui):
    set_language("es")
    try:
        table = open_lesson(ui, "cards.gold_rush_shop")
        settled(ui, table)
        assert table.heading[0].startswith("Fiebre del oro: la tienda")
        assert "Cinturón" in table.words() and ui.widget("buy0").label == "2 pepitas"
    finally:
        set_language("en")


def test_a_sets_lesson_stands_apart_from_the_games_chain():
    from game.ui.learn.cards import LESSONS
    assert after(LESSONS[-1]) is None and after(SHOP) is None          # lesson 5 leads on to the first game
    assert all(after(lesson) is LESSONS[i + 1] for i, lesson in enumerate(LESSONS[:-1]))
