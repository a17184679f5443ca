"""The things that fly over either table while events play: cards or arrows between places, a shot's flash, a
bullet that drops from a hit player, a word that pops up ("-1"), the role card that flips when a player is out. Each
is a small record a tween moves; the table draws the live ones over everything else."""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.anim import back_out, ease_in_out, lerp, lerp_point


@dataclass
class Sprite(ABC):
    k: float = 0.0          # the tween's progress, 0..1
    done: bool = False

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw this sprite where its tween has brought it."""


@dataclass
class Flight(Sprite):
    """A card flying from `start` to `end` (centres), turning face up half way when `flip`."""
    image: pygame.Surface = field(kw_only=True)
    start: tuple = (0, 0)
    end: tuple = (0, 0)
    back: pygame.Surface | None = None       # shown for the first half when the card turns over on the way
    scale: tuple = (1.0, 1.0)

    def draw(self, surface: pygame.Surface) -> None:
        k = ease_in_out(self.k)
        pos = lerp_point(self.start, self.end, k)
        pos = (pos[0], pos[1] - math.sin(k * math.pi) * 30)       # a little arc
        image = self.back if self.back is not None and k < 0.5 else self.image
        size = lerp(self.scale[0], self.scale[1], k)
        if abs(size - 1.0) > 0.02:
            image = pygame.transform.smoothscale(image, (max(1, round(image.get_width() * size)),
                                                         max(1, round(image.get_height() * size))))
        surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))


@dataclass
class Flash(Sprite):
    """A burst of light: a shot's muzzle or a hit."""
    at: tuple = (0, 0)
    radius: int = 40
    colour: tuple = (255, 220, 120)

    def draw(self, surface: pygame.Surface) -> None:
        alpha = round(230 * (1 - self.k))
        r = max(2, round(self.radius * (0.4 + 0.8 * self.k)))
        glow = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        for i in range(4, 0, -1):
            pygame.draw.circle(glow, (*self.colour, alpha // i), (r, r), r * i // 4)
        surface.blit(glow, (self.at[0] - r, self.at[1] - r))


@dataclass
class Tracer(Sprite):
    """A shot's line from the shooter to the target."""
    start: tuple = (0, 0)
    end: tuple = (0, 0)
    width: int = 3

    def draw(self, surface: pygame.Surface) -> None:
        head = lerp_point(self.start, self.end, min(1.0, self.k * 1.6))
        tail = lerp_point(self.start, self.end, max(0.0, self.k * 1.6 - 0.6))
        pygame.draw.line(surface, theme.GOLD, tail, head, self.width)
        pygame.draw.circle(surface, (255, 246, 196), head, self.width * 2)


@dataclass
class Drop(Sprite):
    """A bullet falling from a hit player's plate and fading."""
    image: pygame.Surface = field(kw_only=True)
    at: tuple = (0, 0)
    fall: int = 60

    def draw(self, surface: pygame.Surface) -> None:
        image = pygame.transform.rotate(self.image, -120 * self.k)
        image.set_alpha(round(255 * (1 - self.k ** 2)))
        y = self.at[1] + self.fall * self.k ** 2
        surface.blit(image, image.get_rect(center=(self.at[0] + 10 * self.k, y)))


@dataclass
class Popup(Sprite):
    """A word rising over a seat: "-1", "+1", "Missed!"."""
    text: str = ""
    at: tuple = (0, 0)
    colour: tuple = theme.RED
    size: int = 30

    def draw(self, surface: pygame.Surface) -> None:
        image = theme.render(self.text, "title", self.size, self.colour)
        outline = theme.render(self.text, "title", self.size, theme.INK)
        rise = back_out(min(1.0, self.k * 2)) * self.size
        alpha = round(255 * min(1.0, (1 - self.k) * 3))
        half = image.get_width() // 2 + 2               # a long word over a seat at the edge stays on the screen
        x = min(max(self.at[0], half), max(half, surface.get_width() - half))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            shade = outline.copy()
            shade.set_alpha(alpha)
            surface.blit(shade, shade.get_rect(center=(x + dx, self.at[1] - rise + dy)))
        face = image.copy()
        face.set_alpha(alpha)
        surface.blit(face, face.get_rect(center=(x, self.at[1] - rise)))


@dataclass
class Flip(Sprite):
    """A role card turning over above a player who is out: its back, then its face."""
    back: pygame.Surface = field(kw_only=True)
    face: pygame.Surface = field(kw_only=True)
    at: tuple = (0, 0)
    extra: dict = field(default_factory=dict)

    def draw(self, surface: pygame.Surface) -> None:
        k = self.k
        turn = abs(math.cos(min(1.0, k * 1.5) * math.pi))
        image = self.back if k * 1.5 < 0.5 else self.face
        width = max(1, round(image.get_width() * turn))
        shown = pygame.transform.smoothscale(image, (width, image.get_height()))
        if k > 0.8:
            shown.set_alpha(round(255 * (1 - k) / 0.2))
        surface.blit(shown, shown.get_rect(center=self.at))
