"""A small note beside a widget: what it does, or why it is greyed out. It goes where it hides no other control,
as near the widget as it can (below it, above, to its right or left, moving on past the controls in the way; else
the free place in the window nearest it), in the window and never over the widget itself; a long note with no free
place at its width is tried wider, in fewer lines; where no place is free, beside the widget where it hides the
least."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.ui import theme

WIDTH, WIDE = 360, 600      # a note's lines at most this wide; as wide as WIDE, fewer, where it finds no free place


def _box(text: str, px: Callable[[float], int], width: int = WIDTH) -> tuple[list[str], pygame.Rect]:
    """The note's lines and its size (at the origin)."""
    size = px(16)
    lines = theme.wrap(text, "body", size, px(width))
    width = max(theme.font("body", size).size(line)[0] for line in lines) + px(20)
    return lines, pygame.Rect(0, 0, width, int(size * 1.35) * len(lines) + px(14))


# where a note starts looking, in the order of preference: below the anchor (centred, then lined up with either of
# its sides), above it, to its right, to its left; and which way it moves on from a control in its way
PLACES = (("midtop", "below"), ("topleft", "below"), ("topright", "below"),
          ("midbottom", "above"), ("bottomleft", "above"), ("bottomright", "above"),
          ("midleft", "right"), ("midright", "left"))


def _start(size: pygame.Rect, anchor: pygame.Rect, corner: str, gap: int) -> pygame.Rect:
    """The note's rect with its `corner` at the anchor's matching side, `gap` away."""
    rect = size.copy()
    points = {"midtop": (anchor.centerx, anchor.bottom + gap), "topleft": (anchor.left, anchor.bottom + gap),
              "topright": (anchor.right, anchor.bottom + gap), "midbottom": (anchor.centerx, anchor.top - gap),
              "bottomleft": (anchor.left, anchor.top - gap), "bottomright": (anchor.right, anchor.top - gap),
              "midleft": (anchor.right + gap, anchor.centery), "midright": (anchor.left - gap, anchor.centery)}
    setattr(rect, corner, points[corner])
    return rect


def _slide(rect: pygame.Rect, way: str, controls: Sequence[pygame.Rect], window: pygame.Rect,
           gap: int) -> pygame.Rect | None:
    """`rect` moved on `way` past every control in its way: the first free place that way, None if it leaves the
    window first."""
    rect = rect.copy()
    if way in ("below", "above"):
        rect.x = max(window.left, min(rect.x, window.right - rect.width))
    else:
        rect.y = max(window.top, min(rect.y, window.bottom - rect.height))
    while window.contains(rect):
        hits = [c for c in controls if rect.colliderect(c)]
        if not hits:
            return rect
        if way == "below":
            rect.top = max(c.bottom for c in hits) + gap
        elif way == "above":
            rect.bottom = min(c.top for c in hits) - gap
        elif way == "right":
            rect.left = max(c.right for c in hits) + gap
        else:
            rect.right = min(c.left for c in hits) - gap
    return None


def place_tooltip(size: pygame.Rect, anchor: pygame.Rect, controls: Sequence[pygame.Rect], window: pygame.Rect,
                  gap: int) -> pygame.Rect:
    """Where a note of `size` goes beside `anchor`: the place nearest the anchor that hides none of `controls`
    (looking below it, above, right and left, each way past the controls in the way); where there is none, the
    place beside it that hides the least of them. Always in the window and off the anchor, if the window allows."""
    free = free_place(size, anchor, controls, window, gap)
    if free is not None:
        return free
    beside = [rect for rect in (_start(size, anchor, corner, gap).clamp(window) for corner, _ in PLACES)
              if not rect.colliderect(anchor)] or [_start(size, anchor, "midtop", gap).clamp(window)]

    def hidden(rect: pygame.Rect) -> int:
        return sum(rect.clip(control).width * rect.clip(control).height for control in controls)
    return min(beside, key=hidden)      # the first of the least hidden: the order of PLACES is the preference


def free_place(size: pygame.Rect, anchor: pygame.Rect, controls: Sequence[pygame.Rect], window: pygame.Rect,
               gap: int) -> pygame.Rect | None:
    """The place nearest the anchor for a note of `size` that hides none of `controls` nor the anchor: beside it
    (each way past the controls in the way), else anywhere in the window; None where there is none."""
    found = []
    for order, (corner, way) in enumerate(PLACES):
        rect = _slide(_start(size, anchor, corner, gap), way, [*controls, anchor], window, gap)
        if rect is not None:
            apart = max(rect.left - anchor.right, anchor.left - rect.right, rect.top - anchor.bottom,
                        anchor.top - rect.bottom)
            found.append((apart, order, rect))
    if found:
        return min(found)[2]
    free = _nearest_free(tuple(size.size), tuple(anchor), tuple(map(tuple, controls)), tuple(window), gap)
    return None if free is None else pygame.Rect(free)


@lru_cache(maxsize=16)          # asked again at every frame the note shows
def _nearest_free(size: tuple, anchor: tuple, controls: tuple, window: tuple, gap: int) -> tuple | None:
    """The place in the window nearest the anchor that hides no control and not the anchor (lined up with their
    edges, a gap away), None if there is none."""
    blocks = [pygame.Rect(r) for r in (*controls, anchor)]
    area, near = pygame.Rect(window), pygame.Rect(anchor)
    width, height = size
    xs = {area.left, area.right - width, *(b.right + gap for b in blocks), *(b.left - gap - width for b in blocks)}
    ys = {area.top, area.bottom - height, *(b.bottom + gap for b in blocks), *(b.top - gap - height for b in blocks)}
    best: tuple[int, tuple] | None = None
    for x in xs:
        for y in ys:
            rect = pygame.Rect(x, y, width, height)
            if not area.contains(rect) or rect.collidelist(blocks) >= 0:
                continue
            across = max(rect.left - near.right, near.left - rect.right, 0)
            along = max(rect.top - near.bottom, near.top - rect.bottom, 0)
            if best is None or across * across + along * along < best[0]:
                best = (across * across + along * along, tuple(rect))
    return None if best is None else best[1]


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect, px: Callable[[float], int],
                 controls: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """The note beside `anchor`, clear of `controls` where it can be; returns where it was drawn."""
    size = px(16)
    lines, box = _box(text, px)
    rect = free_place(box, anchor, controls, surface.get_rect(), px(6))
    if rect is None:                    # a long note in a crowded window: wider, in fewer lines, it may find one
        wide_lines, wide = _box(text, px, WIDE)
        rect = free_place(wide, anchor, controls, surface.get_rect(), px(6))
        if rect is not None:
            lines = wide_lines
    if rect is None:
        rect = place_tooltip(box, anchor, controls, surface.get_rect(), px(6))
    theme.panel(surface, rect, px(6), theme.CREAM, theme.INK, max(1, px(1)), px(3))
    for i, line in enumerate(lines):
        theme.blit_text(surface, line, "body", size, theme.INK, "topleft",
                        (rect.x + px(10), rect.y + px(7) + i * int(size * 1.35)))
    return rect
