"""A die of any kind in the air: it leaves the roller's seat, hops and spins across the felt showing whatever face of
its own is up, and lands on its final face in its place in the tray with a little bounce."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.dice.catalog import DiceBox
from game.ui.anim import back_out, ease_out, lerp_point
from game.ui.art.looks import face_image, faces_of
from game.ui.dice import facts
from game.ui.table.sprites import Sprite

HOPS = 3            # bounces on the way
TURNS = 2.5         # whole turns of spin before it settles


@dataclass
class Tumble(Sprite):
    face: str = facts.ONE
    kind: str | None = None     # its kind (the faces that flash by are its own, on its colour)
    box: DiceBox = facts.BASE
    start: tuple = (0, 0)
    end: tuple = (0, 0)
    size: int = 56
    seed: int = 0               # which faces flash by (each die its own)

    def draw(self, surface: pygame.Surface) -> None:
        k = self.k
        travel = min(1.0, k / 0.8)
        x, y = lerp_point(self.start, self.end, ease_out(travel))
        hop = abs(math.sin(travel * math.pi * HOPS)) * (1 - travel) * self.size * 1.2
        if travel < 1.0:
            faces = faces_of(self.box, self.kind)
            face = faces[(int(travel * 16) + self.seed) % len(faces)]
            angle = (1 - ease_out(travel)) * 360 * TURNS + self.seed * 37
            image = pygame.transform.rotate(face_image(self.box, face, self.kind, self.size), angle)
        else:                   # landed: settles with a bounce
            settle = back_out((k - 0.8) / 0.2)
            scale = 1.12 - 0.12 * settle
            image = face_image(self.box, self.face, self.kind, self.size)
            if abs(scale - 1.0) > 0.01:
                side = round(self.size * scale)
                image = pygame.transform.smoothscale(image, (side, side))
        surface.blit(image, image.get_rect(center=(round(x), round(y - hop))))
