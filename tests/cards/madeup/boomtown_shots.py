"""`python -m tests.cards.madeup.boomtown_shots OUT_DIR`: screenshots of a Boomtown game (the made-up card set, with
its window side boomtown_window.py) at 1280x720 and 1920x1080 in English and Spanish, to look at: our turn with the
trading post, the strongbox, the coins and a black supply in front of a player; pawning under way; the toll road's
prompt and a BANG! to answer (the words of a set's decision and of the base game's); a supply enlarged; the Rules
with Boomtown's cards listed under its name. Played through the real app without a screen, our seat clicking like a
person."""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.storage import Storage  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.launch import start_game  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.testing import Driver  # noqa: E402
from tests.cards.madeup import boomtown, boomtown_window  # noqa: E402, F401  (registers the window side)
from tests.ui.table.driving import play_a_card_or_end  # noqa: E402

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fabio", "Gloria")


def open_app(size: tuple[int, int], lang: str) -> tuple[App, Driver]:
    """The real app on its title, headless, in a throw-away home folder."""
    home = Path(tempfile.mkdtemp())
    os.environ["BANG_DESKTOP_HOME"] = str(home)
    storage = Storage(home)
    settings = Settings.load(storage)
    settings.set("language", lang)
    pygame.init()
    app = App(storage, settings, size=size, instant=True, seed=11)
    app.push(TitleScene(app))
    ui = Driver(app)
    ui.step()
    return app, ui


def rules(out: Path, size: tuple[int, int], lang: str) -> None:
    """The Rules, opened from the title, on Boomtown's Toll Road (its list scrolled to it by the arrows)."""
    app, ui = open_app(size, lang)
    ui.click("rules")
    ui.scene.pick(("card", "whiskey"))
    ui.key(pygame.K_DOWN)
    ui.step(5)
    app.draw()
    pygame.image.save(app.surface, str(out / f"boomtown-rules-{size[0]}x{size[1]}-{lang}.png"))
    app.close()
    pygame.quit()


def shoot(out: Path, size: tuple[int, int], lang: str, seed: int = 5, players: int = 5) -> list[str]:
    app, ui = open_app(size, lang)
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                  for n in NAMES[1:players]]
    start_game(app, {"game": "cards", "seed": seed, "sets": list(boomtown.SETS), "options": {}, "seats": seats})
    table = ui.scene
    rng = random.Random(1)
    taken: list[str] = []
    tag = f"{size[0]}x{size[1]}-{lang}" + ("" if players == 5 else f"-{players}p")

    def shot(name: str, mouse=(1, 1), rest: float = 1.0) -> None:
        ui.move(mouse, rest)
        app.draw()
        path = out / f"boomtown-{name}-{tag}.png"
        pygame.image.save(app.surface, str(path))
        taken.append(name)

    deadline = time.monotonic() + 120
    turns = 0
    while not isinstance(ui.scene, GameOverScene) and time.monotonic() < deadline and len(taken) < 5:
        ui.until(lambda: True)
        decision = table.decision
        if ui.has("yes"):
            ui.click("yes")
            continue
        if ui.scene is not table or decision is None or table.director.busy:
            continue
        kind = decision["kind"]
        if kind == "respond_toll" and "toll" not in taken:
            shot("toll")
        if kind == "respond_shot" and "respond" not in taken:
            shot("respond")
        if ui.has("answer0"):
            ui.click("answer0")
        elif kind == "play":
            turns += 1
            buys = [w.id for w in table.form.widgets if w.id.startswith("buy")]
            gear = any(p["piles"].get("gear") for p in table.shown.players)
            if gear and "turn" not in taken:
                shot("turn", rest=4.0)                  # once the cues of the turn's start have gone
                if buys:
                    shot("zoom", ui.widget(buys[0]).rect.center)
            if buys and rng.random() < 0.6:
                ui.click(buys[0])
            elif ui.has("pawn") and rng.random() < 0.4:
                ui.click("pawn")
                if "pawn" not in taken:
                    shot("pawn", rest=4.0)
                ui.click("hand0")
            else:
                play_a_card_or_end(ui, table, rng)
        elif kind == "discard":
            ui.click("hand0")
        else:
            ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
    app.close()
    pygame.quit()
    return taken


if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "es"):
            print(size, lang, shoot(out, size, lang))
            rules(out, size, lang)
    print("seven players", shoot(out, (1280, 720), "en", seed=8, players=7))
