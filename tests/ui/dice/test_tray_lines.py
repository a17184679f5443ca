"""The lines under the dice tray (the roll, a Dynamite warning, what the numbers over the seats are) stay whole and
clear of every plate at 3 to 8 seats, at both window sizes and in both languages: a line the lowest two plates of
seven or eight seats would cut is broken in two, never shrunk."""

import pytest

from game.ui import theme
from game.ui.dice.board import DiceBoard
from game.ui.i18n import set_language, t
from game.ui.table.layout import table_layout


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_lines_under_the_tray_are_whole_and_clear_of_the_plates(start_app, size):
    app = start_app(size).app
    px = app.px
    broken = 0
    try:
        for language in ("en", "es"):
            set_language(language)
            lines = [(t("dice.roll_line", n=1, left=2), theme.CREAM), (t("dice.dynamite_warning"), theme.GOLD),
                     (t("dice.reach_caption", name="Maximiliano"), theme.CREAM)]
            for seats in range(3, 9):
                for dice in (5, 6):
                    board = DiceBoard(app, table_layout(app.size, px, seats, 0), 0, dice)
                    placed = board.roll_lines(lines)
                    assert " ".join(part for part, _, _ in placed) == " ".join(text for text, _ in lines)
                    height = theme.font("bold", px(15)).get_linesize()
                    for _, image, box in placed:
                        assert image.get_height() == height, "a line shrunk to fit"
                        assert not [s for s, plate in board.layout.plates.items() if plate.colliderect(box)], \
                            (language, seats, dice, box)
                    broken += len(placed) > len(lines)
    finally:
        set_language("en")
    assert broken, "no table needed a line broken in two: the test no longer covers the crowded seats"

