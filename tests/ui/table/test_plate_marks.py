"""What a hit draws on a plate never covers the names on it: the "-1"/"+1" rising over a seat and, on your own
plate, the bullet holes and the life lost sit on the portrait (the newcomer read "D-1ego" and "K● Carlson")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import theme  # noqa: E402
from game.ui.table.plate import HIT, PlateHit, portrait_centre  # noqa: E402
from game.ui.table.sprites import Popup  # noqa: E402


@pytest.fixture(autouse=True)
def fonts():
    pygame.init()
    yield
    theme.forget()


def names_area(plate: pygame.Rect) -> pygame.Rect:
    """Where the plate writes the player's name, character and role (right of the portrait, above the bullets)."""
    u = plate.height / 92
    return pygame.Rect(plate.left + round(88 * u), plate.top + round(6 * u), plate.width - round(96 * u),
                       round(56 * u))


def drawn_in(surface: pygame.Surface, area: pygame.Rect) -> bool:
    return any(surface.get_at((x, y)).a for x in range(area.left, area.right) for y in range(area.top, area.bottom))


@pytest.mark.parametrize("height", [72, 92, 120])
def test_a_rising_life_word_stays_off_the_names(height):
    plate = pygame.Rect(200, 200, round(height * 230 / 92), height)
    for k in (0.0, 0.25, 0.5, 0.75):
        surface = pygame.Surface((800, 600), pygame.SRCALPHA)
        popup = Popup(text="-1", at=portrait_centre(plate), size=30)
        popup.k = k
        popup.draw(surface)
        assert not drawn_in(surface, names_area(plate)), k


@pytest.mark.parametrize("amount", [1, 3, 5])
def test_your_plate_s_holes_and_life_lost_stay_off_the_names(amount):
    plate = pygame.Rect(200, 200, 230, 92)
    hit = PlateHit()
    hit.hit(amount)
    hit.update(HIT / 2)                          # the red flash over: what stays is the holes, the life lost
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)
    hit.draw(surface, plate)
    inner = names_area(plate).inflate(-6, -6)   # inside the plate's red rim
    assert not drawn_in(surface, inner)
