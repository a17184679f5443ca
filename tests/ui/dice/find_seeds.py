"""Which seeds bring the situations the dice table's tests need (python tests/ui/dice/find_seeds.py FIRST LAST
PLAYERS): plays seeded games by clicks through the real window and prints, for each, our character and what
the game met (our decisions by kind, Indian attacks, Gatlings, three Dynamite)."""

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(first: int, last: int, players: int) -> None:
    import pygame

    from game.storage import Storage
    from game.ui.app import App
    from game.ui.settings import Settings
    from game.ui.testing import Driver, close_app
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from driving import new_dice_game, play_by_clicks
    for seed in range(first, last):
        pygame.init()
        storage = Storage(tempfile.mkdtemp())
        app = App(storage, Settings(storage), size=(1280, 720), instant=True)
        ui = Driver(app)
        table = new_dice_game(ui, seed, players)
        seen = play_by_clicks(ui, seed)
        for kind in ("indian_attack", "gatling", "dynamite_exploded"):
            seen[kind] = sum(e["kind"] == kind for e in ui.scene.events)
        character = table.shown.players[0]["character"]
        print(seed, character, dict(sorted(seen.items())), flush=True)
        close_app(app)
        pygame.quit()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 5)
