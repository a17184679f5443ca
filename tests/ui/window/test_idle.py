"""A window left alone draws almost nothing: the frame is redrawn when something changes (input, a tween, news
from the game, a new scene), and otherwise only every IDLE_REDRAW seconds, so a game waiting for you costs
little CPU (bench/frames.py measures how little)."""

import pygame

from game.ui.app import IDLE_REDRAW


def counting_draws(app) -> list[int]:
    count = [0]
    draw = app.draw

    def counted() -> None:
        count[0] += 1
        draw()
    app.draw = counted
    return count


def test_a_still_title_is_redrawn_only_now_and_then(ui):
    for _ in range(30):                     # let the opening settle
        ui.app.step(1 / 60)
    draws = counting_draws(ui.app)
    frames = 60
    for _ in range(frames):
        ui.app.step(1 / 60)
    assert draws[0] <= frames / 60 / IDLE_REDRAW + 1


def test_input_news_and_a_new_scene_are_drawn_at_once(ui):
    for _ in range(30):
        ui.app.step(1 / 60)
    draws = counting_draws(ui.app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    ui.app.step(1 / 60)
    assert draws[0] == 1
    ui.app.invalidate()
    ui.app.step(1 / 60)
    assert draws[0] == 2
    ui.click("rules")                        # a new scene on top
    assert draws[0] >= 3
