"""Contact sheets of the game's art, to look at: every card, the back, roles, both games' characters, dice, tokens.

    python bench/art_sheet.py [--out /tmp/art] [--width 96] [--large 300] [--lang en|es] [--colorblind]

Writes cards.png (all 80 cards at hand size, 1280x720's), cards-large.png (one of each kind, enlarged),
characters.png (both games' 16 badges), roles-dice.png (roles, dice faces, bullets, the star and arrows on felt),
and prints how long the drawing took. Runs headless (SDL's dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.core.cards.data import CARDS, CHARACTERS, KINDS  # noqa: E402
from game.ui.art import cards as art  # noqa: E402
from game.ui.art.fonts import font  # noqa: E402
from game.ui.art.portraits import badge_size  # noqa: E402
from game.ui.art.tokens import FACES  # noqa: E402


def grid(items, cols, cell, pad, background, title=None):
    rows = (len(items) + cols - 1) // cols
    top = 48 if title else 0
    sheet = background(cols * (cell[0] + pad) + pad, rows * (cell[1] + pad) + pad + top)
    if title:
        img = font("title", 30).render(title, True, (240, 227, 196))
        sheet.blit(img, (pad, 8))
    for i, surf in enumerate(items):
        x = pad + (i % cols) * (cell[0] + pad)
        y = top + pad + (i // cols) * (cell[1] + pad)
        sheet.blit(surf, (x + (cell[0] - surf.get_width()) // 2, y + (cell[1] - surf.get_height()) // 2))
    return sheet


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="/tmp/art")
    ap.add_argument("--width", type=int, default=96, help="card width at hand size")
    ap.add_argument("--large", type=int, default=300, help="card width when enlarged")
    ap.add_argument("--lang", default="en", choices=("en", "es"))
    ap.add_argument("--colorblind", action="store_true")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    felt = lambda w, h: art.felt(w, h).copy()  # noqa: E731
    t0 = time.perf_counter()
    small = [art.card_face(c.name, c.rank, c.suit, args.width, args.lang, args.colorblind) for c in CARDS]
    small.append(art.card_back(args.width))
    t1 = time.perf_counter()
    cell = art.card_size(args.width)
    pygame.image.save(grid(small, 16, cell, 8, felt, f"All 80 cards and the back, {args.width} px"),
                      str(out / "cards.png"))
    first = {}
    for c in CARDS:
        first.setdefault(c.name, c)
    large = [art.card_face(k, first[k].rank, first[k].suit, args.large, args.lang, args.colorblind) for k in KINDS]
    t2 = time.perf_counter()
    pygame.image.save(grid(large, 8, art.card_size(args.large), 14, felt, f"One of each kind, {args.large} px"),
                      str(out / "cards-large.png"))
    bw = 150
    badges = [art.character_badge(cid, game, bw, args.lang) for game in ("cards", "dice") for cid in CHARACTERS]
    t3 = time.perf_counter()
    pygame.image.save(grid(badges, 16, badge_size(bw), 10, felt, "Characters: BANG! (top), the dice game (bottom)"),
                      str(out / "characters.png"))
    roles = [art.role_card(r, 130, args.lang) for r in ("sheriff", "deputy", "outlaw", "renegade", "unknown")]
    dice = [art.die_face(f, 72) for f in FACES] + [art.die_face("dynamite", 72, locked=True)]
    tokens = [art.bullet(40), art.bullet(40, spent=True), art.star(64), art.arrow_token(48), art.arrow_token(28),
              art.bullet(18), art.star(28)]
    sheet = art.felt(1280, 720).copy()
    x = 40
    for r in roles:
        sheet.blit(r, (x, 40))
        x += r.get_width() + 20
    x = 40
    for d in dice:
        sheet.blit(d, (x, 300))
        x += d.get_width() + 16
    x = 40
    for t in tokens:
        sheet.blit(t, (x, 420))
        x += t.get_width() + 24
    for i, c in enumerate(("bart_cassidy", "slab_the_killer", "rose_doolan")):
        sheet.blit(art.character_badge(c, "dice", 110, args.lang), (760 + i * 160, 300))
    for i, (k, r, s) in enumerate((("bang", "A", "S"), ("missed", "10", "C"), ("beer", "6", "H"),
                                   ("barrel", "Q", "S"), ("winchester", "8", "S"))):
        sheet.blit(art.card_face(k, r, s, 72, args.lang), (40 + i * 50, 510 + (i % 2) * 6))
    for i, f in enumerate(FACES):
        sheet.blit(art.die_face(f, 40), (420 + i * 46, 540))
    pygame.image.save(sheet, str(out / "roles-dice.png"))
    print(f"80 cards at {args.width} px: {(t1 - t0) * 1000:.0f} ms; 22 at {args.large} px: {(t2 - t1) * 1000:.0f} ms;"
          f" 32 badges at {bw} px: {(t3 - t2) * 1000:.0f} ms; sheets in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
