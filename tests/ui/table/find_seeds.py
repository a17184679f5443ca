"""Which seeds bring the situations the card table's tests need (python tests/ui/table/find_seeds.py): plays
seeded games by clicks through the real window and prints what each one met."""

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(first: int, last: int) -> None:
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.settings import Settings
    from game.ui.testing import Driver
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from driving import new_card_game, play_by_clicks
    for seed in range(first, last):
        pygame.init()
        storage = Storage(tempfile.mkdtemp())
        app = App(storage, Settings(storage), size=(1280, 720), instant=True)
        ui = Driver(app)
        new_card_game(ui, seed)
        seen = play_by_clicks(ui, seed)
        if ui.scene.rows[0].out:
            seen["you_out"] = 1
        print(seed, dict(sorted(seen.items())), flush=True)
        while app.stack:
            app.stack.pop().shutdown()
        pygame.quit()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
