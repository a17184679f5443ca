"""The table's banners, its tip and its hint never cover each other, nor the question asked: the dice table's first
turn showed your role's tip, "Carmen shoots at you!" and "Your turn!" one over the other. The tip has the top of the
log column; the banners stack on the felt clear of the hint (asking for it clears the banners in sight)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.i18n import t
from game.ui.table.tips import tip_box

from ..dice.driving import new_dice_game
from .driving import new_card_game, our_move, play_until
from .test_gold_rush_table import crowded_table

SEED = 11           # either game: a deal with your first decision while bots play; the cards' is a prompt


def drawn_banners(ui, table) -> list[pygame.Rect]:
    """The two cues of a turn that starts with a shot at you, as the table cues them, then where a frame draws them."""
    table.cues.cue("alert", t("dice.cue.shot_at_you", name=table.names[2]), theme.RED)
    table.cues.cue("your_turn", t("cue.your_turn"))
    ui.step(1)
    ui.app.draw()
    return list(table.cues.placed)


def apart(rects: list[pygame.Rect]) -> bool:
    return not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def floor(table) -> int:
    """The top of what may be clicked under the banners: the dice's console (its roles' line), the card prompt."""
    if hasattr(table, "cues_floor"):
        return table.cues_floor()
    return table.prompt_box.top if table.form.find("answer0") is not None else table.table_layout.hand.top


def covered(table, banners: list[pygame.Rect]) -> list:
    """What the banners cover of what a player looks at or clicks on the felt: a seat's plate, the card table's
    hand strip, a button, a card of the hand, a die, the dice tray (none: [])."""
    layout = table.table_layout
    things = [("plate", rect) for rect in layout.plates.values()]
    things += [(w.id, w.rect) for w in table.form.widgets if layout.felt.colliderect(w.rect)]
    dice = hasattr(table.board, "tray")                 # the dice's console is under the floor instead of a hand
    things.append(("tray", table.board.tray) if dice else ("hand", layout.hand))
    return [(name, rect) for name, rect in things for b in banners if b.colliderect(rect)]


@pytest.mark.parametrize("game", ["cards", "dice"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_two_banners_the_tip_and_the_hint_never_cover_each_other(start_app, game, size):
    ui = start_app(size)
    table = new_card_game(ui, SEED) if game == "cards" else new_dice_game(ui, SEED, players=8)
    ui.until(lambda: table.decision is not None and not table.director.busy, what="our first decision")
    assert table.tips.shown is not None and table.tips.shown.startswith("role_"), "your role's goal shows"
    tip = tip_box(ui.app, table.tips, table.table_layout.log)
    banners = drawn_banners(ui, table)
    assert len(banners) == 2 and apart(banners + [tip]), (banners, tip)
    assert all(table.table_layout.felt.contains(b) and b.bottom <= floor(table) for b in banners)
    assert covered(table, banners) == []
    ui.click("hint")
    hint = table.hint_rect()
    assert hint is not None
    ui.app.draw()
    assert table.cues.placed == [], "the hint clears the banners in sight"
    banners = drawn_banners(ui, table)
    assert banners and apart(banners + [hint]), (banners, hint)        # the newest at least, smaller if need be
    assert all(table.table_layout.felt.contains(b) and b.bottom <= floor(table) for b in banners)
    assert covered(table, banners) == []
    assert table.table_layout.felt.contains(hint) and hint.bottom <= floor(table)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_banners_of_your_turn_leave_the_hand_and_its_button_alone(start_app, size):
    """Your turn with no question asked: the banners found no prompt to stay above and came down over the hand."""
    ui = start_app(size)
    new_card_game(ui, SEED)
    table = play_until(ui, SEED, lambda t: our_move(t, "play") is not None)
    banners = drawn_banners(ui, table)
    assert len(banners) == 2 and apart(banners)
    assert all(table.table_layout.felt.contains(b) for b in banners)
    assert covered(table, banners) == []


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 7])
def test_a_crowded_gold_rush_table_finds_the_banners_a_free_place(start_app, size, players):
    """The shop, the equipment and the cards in play leave no room under the piles: the banners went over the
    Sell a Beer button, then over the rail and your own Gun Belt."""
    ui = start_app(size)
    table = crowded_table(ui, players)
    banners = drawn_banners(ui, table)
    assert banners and table.banners_area().contains(banners[-1].unionall(banners))
    assert covered(table, banners) == []
    assert not any(b.collidelist(list(table.board.facts.values()) + [r for cards in table.board.in_play.values()
                                                                     for _, r in cards]) >= 0 for b in banners)
