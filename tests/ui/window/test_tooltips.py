"""A tooltip never hides another control: on every screen a player reaches, each widget with a tooltip is hovered
and its note must lie in the window, off the widget itself and off every other button, field or seat (the note of
Continue once covered Host a LAN game; in the lobby, the reason Start is greyed covered Send)."""

import pygame
import pytest

from game.ui.cards.scene import CardTable
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from game.ui.scenes.lobby import LobbyScene
from game.ui.widgets.form import TOOLTIP_DELAY
from game.ui.widgets.tooltip import draw_tooltip, place_tooltip

SHOWN = TOOLTIP_DELAY + 0.2


def hover_every_tooltip(ui, only=None) -> int:
    """Rest the mouse on each widget of the top scene (or those whose id is in `only`) that has a tooltip and check
    where its note goes; returns how many notes were checked."""
    scene = ui.top
    checked = 0
    for id in [w.id for w in scene.form.widgets if w.tooltip and (only is None or w.id in only)]:
        if not ui.has(id):
            continue                                        # gone with a new layout (a table moves on)
        ui.move(ui.widget(id).rect.center)
        ui.app.step(SHOWN)                                  # the mouse rests there long enough for the note
        widget = scene.form.hover                           # the same widget, or its twin after a new layout
        if widget is None or widget.id != id or not widget.tooltip:
            continue
        ui.app.draw()
        tip = scene.form.tip
        assert tip is not None, widget.id
        assert ui.app.rect.contains(tip), (widget.id, tip)
        assert not tip.colliderect(widget.tip_anchor), widget.id
        for other in scene.form.widgets:
            if other is not widget and other.control:
                assert not tip.colliderect(other.rect), f"the note of {widget.id} hides {other.id}"
        checked += 1
    ui.move((0, 0))
    return checked


@pytest.mark.parametrize("size,language", [((1280, 720), "es"), ((1920, 1080), "en")])
def test_no_tooltip_hides_another_control_on_any_screen(start_app, size, language):
    ui = start_app(size)
    ui.app.settings.set("language", language)
    ui.step()
    assert hover_every_tooltip(ui) >= 3                     # Continue greyed with its reason, Host, Join
    ui.click("settings")
    assert hover_every_tooltip(ui) >= 5
    ui.click("fullscreen")                                  # the window size greyed, with its reason
    assert hover_every_tooltip(ui, {"window_size"}) == 1
    ui.click("fullscreen")
    ui.key(pygame.K_ESCAPE)
    ui.click("rules")
    hover_every_tooltip(ui)
    ui.key(pygame.K_ESCAPE)
    ui.click("join")
    hover_every_tooltip(ui)
    ui.key(pygame.K_ESCAPE)
    ui.click("new_game")
    assert hover_every_tooltip(ui) >= 1
    ui.click("start")
    table = ui.scene
    assert isinstance(table, CardTable)
    ui.until(lambda: table.view is not None and not table.director.busy, 20, "the deal")
    assert hover_every_tooltip(ui, {f"seat{s}" for s in range(1, 5)}) >= 1     # the distance to a seat
    ui.key(pygame.K_ESCAPE)
    assert hover_every_tooltip(ui) >= 1                     # the game menu: what leaving keeps
    ui.click("leave")
    assert hover_every_tooltip(ui) >= 3                     # the title, Continue now with its note
    ui.click("host")
    lobby = ui.scene
    assert isinstance(lobby, LobbyScene)
    ui.until(lambda: lobby.lobby is not None, 5, "the lobby")
    assert not ui.widget("start").enabled                   # the seat left open for a guest: Start says why not
    assert hover_every_tooltip(ui, {"start"}) == 1
    assert hover_every_tooltip(ui) >= 1
    ui.click("back")
    ui.click("new_game")
    ui.click("game", "midright")                            # the dice game: the seats' notes (distance, reach)
    ui.click("start")
    dice = ui.scene
    ui.until(lambda: dice.view is not None and not dice.director.busy, 20, "the dice table")
    assert hover_every_tooltip(ui, {f"seat{s}" for s in range(1, 5)}) >= 1
    ui.key(pygame.K_ESCAPE)
    ui.click("leave")
    bots = [{"kind": "bot", "level": "easy", "name": name} for name in ("Ana", "Bruno", "Carmen", "Diego")]
    start_game(ui.app, {"game": "cards", "seed": 5, "options": {}, "seats": bots})
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 60, "the game over")
    hover_every_tooltip(ui)


def test_a_note_goes_to_the_side_when_below_and_above_hold_buttons():
    window = pygame.Rect(0, 0, 1280, 720)
    column = [pygame.Rect(470, 262 + i * 62, 340, 50) for i in range(7)]       # the title's buttons
    anchor, others = column[1], column[:1] + column[2:]
    tip = place_tooltip(pygame.Rect(0, 0, 300, 60), anchor, others, window, 6)
    assert not any(tip.colliderect(r) for r in others) and not tip.colliderect(anchor)
    assert tip.left >= anchor.right                         # beside the column, to its right
    crowded = [window.inflate(-2, -2)]                      # nowhere free: the place that hides least, still out of
    tip = place_tooltip(pygame.Rect(0, 0, 300, 60), anchor, crowded, window, 6)      # the anchor's way
    assert not tip.colliderect(anchor) and window.contains(tip)


def test_a_long_note_with_no_free_place_at_its_width_goes_wider_in_fewer_lines(ui):
    """Only a strip under the anchor's row is free, too low for the note's usual lines: it goes there wider."""
    surface = pygame.Surface((1280, 720))
    anchor = pygame.Rect(700, 300, 400, 30)
    controls = [pygame.Rect(0, 0, 1280, 294), pygame.Rect(0, 294, 694, 262), pygame.Rect(1106, 294, 174, 262),
                pygame.Rect(700, 336, 580, 220), pygame.Rect(0, 700, 1280, 20)]     # free: y 556 to 700
    text = "A rule read by the book, and a long way round it that a note has to tell in many words. " * 4
    tip = draw_tooltip(surface, text, anchor, ui.app.px, controls)
    assert tip.height <= 700 - 556 and tip.width > 380
    assert not any(tip.colliderect(c) for c in controls) and not tip.colliderect(anchor)
    usual = place_tooltip(pygame.Rect(0, 0, 380, 200), anchor, controls, surface.get_rect(), 6)
    assert any(usual.colliderect(c) for c in controls), "at its usual width no place is free"
