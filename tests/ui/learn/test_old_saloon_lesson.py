"""Old Saloon's lesson of the Saloon dice (game/ui/dice/old_saloon/lesson.py), listed in Learn to play after the dice
game's own through its window side, played by clicks from the title: the Loudmouth taken with one click, its double
1 aimed at both neighbours."""

from game.ui.dice.old_saloon.lesson import SALOON_DICE
from game.ui.i18n import set_language
from game.ui.learn.lessons import after, lessons
from tests.ui.learn.driving import open_lesson, play_lesson, settled


def test_the_saloon_dice_lesson_follows_the_dice_games_own_in_both_languages():
    dice = lessons("dice")
    assert SALOON_DICE in dice and dice.index(SALOON_DICE) > 0 and after(SALOON_DICE) is None
    for words in (SALOON_DICE.title, SALOON_DICE.done,
                  *(w for step in SALOON_DICE.steps for w in (step.text, step.hint))):
        assert words["en"] and words["es"] and words["en"] != words["es"]


def test_the_saloon_dice_lesson_is_played_by_clicks_to_its_end(ui):
    table = open_lesson(ui, "dice.old_saloon_dice")
    settled(ui, table)
    assert [ui.widget(f"answer{i}").label for i in range(3)] == ["1. None", "2. Loudmouth", "3. Coward"]
    game = table.client.game
    life = [game.life[1], game.life[3]]
    assert play_lesson(ui, table) == 4 and table.done
    assert table.shown.table["dice_kinds"][-1] == "loudmouth"
    assert [game.life[1], game.life[3]] == [life[0] - 1, life[1] - 1]          # both halves landed


def test_the_saloon_dice_lesson_reads_in_spanish(ui):
    set_language("es")
    try:
        table = open_lesson(ui, "dice.old_saloon_dice")
        settled(ui, table)
        assert "Bocazas" in table.words() and ui.widget("answer1").label == "2. Bocazas"
    finally:
        set_language("en")
