"""The yardstick of bench/startup.py: a bare pygame-ce window, built by build.spec exactly as the game is.

It opens a window, draws one frame, notes the moment in $BANG_FIRST_FRAME_FILE (the same marker the game writes)
and exits. `python -m PyInstaller build.spec -- --bare` builds it; nothing of the game is in it.
"""

import os
import time

import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 720))
pygame.display.set_caption("bare pygame-ce window")
screen.fill((40, 90, 60))
pygame.display.flip()
marker = os.environ.get("BANG_FIRST_FRAME_FILE")
if marker:
    with open(marker, "a", encoding="utf-8") as out:
        out.write(f"frame {time.time():.6f}\n")
pygame.quit()
