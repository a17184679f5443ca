"""`python -m game.ui.cards.screenshots OUT_DIR [--size 1920x1080] [--language es]`: every card table scene saved
as a PNG, played through the real app without a screen in a throw-away home folder, to look at (and for
docs/screenshots/): your turn (a dimmed card's reason under the mouse), aiming a BANG! (the distance under the
mouse), a BANG! to answer, a Duel, a General Store, a player out, the seven-player table, Sid Ketchum's ability,
the game over and the replay.

Our seat plays as a quick player would (a seeded choice among the playable cards and the answers, like the UI
tests' driver); the seeds are ones that meet each situation early (the tests' seed 14 meets a Duel and a General
Store; with seed 37 you are Sid Ketchum)."""

from __future__ import annotations

import random

from game.ui import shooting

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fabio", "Gloria")
SITUATIONS = ("turn", "aim", "respond", "duel", "store", "out", "gameover", "replay")


def main(argv: list[str] | None = None) -> int:
    args = shooting.parser("python -m game.ui.cards.screenshots").parse_args(argv)
    with shooting.offscreen_app(args, {"bot_pause": 0.0}) as (app, ui):
        import pygame

        from game.ui.cards import deck
        from game.ui.cards.replay import ReplayScene
        from game.ui.cards.scene import CardTable
        from game.ui.scenes.gameover import GameOverScene
        from game.ui.scenes.launch import start_game

        taken: set[str] = set()

        def shot(name: str) -> None:
            taken.add(name)
            app.draw()
            pygame.image.save(app.surface, str(args.out / f"cards-{name}.png"))

        def game(seed: int, players: int) -> CardTable:
            seats = [{"kind": "you", "name": NAMES[0]}]
            seats += [{"kind": "bot", "level": "easy", "name": name} for name in NAMES[1:players]]
            start_game(app, {"game": "cards", "seed": seed, "options": {}, "seats": seats})
            return ui.scene

        def play(table: CardTable, seed: int, wanted: tuple[str, ...], frames: int = 60 * 400,
                 aim: str = "aim") -> None:
            """Play our seat until every situation in `wanted` was shot (or the game is over); `aim` names the shot
            of a card being aimed (a BANG! when there is one, the distance to a seat under the mouse)."""
            rng = random.Random(seed)
            out_in: list[int] = []          # frames left before the shot of a player out
            stage = table.stager.stage

            def watch(message):
                event = message.get("event") or {}
                if event.get("kind") == "eliminated" and "out" in wanted and "out" not in taken and not out_in:
                    out_in.append(40)
                return stage(message)
            table.director.stage = watch
            for _ in range(frames):
                if all(name in taken for name in wanted):
                    return
                ui.until(lambda: True)
                if out_in:
                    out_in[0] -= 1
                    if out_in[0] == 0:
                        ui.move((1, 1))
                        shot("out")
                        out_in.clear()
                    continue
                if isinstance(ui.scene, GameOverScene):
                    return
                if ui.has("yes"):
                    ui.click("yes")
                    continue
                if ui.scene is not table:
                    continue
                decision = table.decision
                if decision is None or table.director.busy:
                    continue
                kind = decision["kind"]
                answers = [f"answer{i}" for i in range(40) if ui.has(f"answer{i}")]
                if kind == "play":
                    hand = [w for w in table.form.widgets if w.id.startswith("hand")]
                    playable = [w.id for w in hand if w.enabled]
                    if "sid" in wanted and "sid" not in taken and ui.has("sid"):
                        ui.move((1, 1))
                        ui.step(10)
                        shot("sid-offer")
                        ui.click("sid")
                        ui.click("hand0")
                        ui.step(10)
                        shot("sid")
                        ui.click("hand1")
                        continue
                    if "turn" in wanted and "turn" not in taken and playable:
                        dimmed = [w for w in hand if not w.enabled]
                        ui.move(dimmed[0].rect.center if dimmed else (1, 1))
                        ui.step(10)
                        shot("turn")
                    aiming = aim in wanted and aim not in taken
                    if aiming:              # a card with targets, a BANG! first
                        cards = {w.id: table.shown.hand[int(w.id[4:])] for w in hand if w.enabled}
                        aimable = [i for i, c in cards.items() if any(len(o) == 3 for o in table.card_options(c))]
                        bangs = [i for i in aimable if deck.kind_of(cards[i]) == "bang"]
                        playable = bangs or aimable or playable
                    if playable and (rng.random() < 0.8 or "sid" in wanted or aiming):
                        ui.click(rng.choice(playable))
                        if table.aim is not None and table.targets():
                            targets = table.targets()
                            if aim in wanted and aim not in taken and table.aim_target is None:
                                for _ in range(200):        # the "Your turn!" banner gone
                                    if not table.cues.banners:
                                        break
                                    ui.step()
                                seat = targets[-1]
                                ui.move(table.board.plate(seat).move(table.app.px(120), 0).center)
                                ui.move(table.board.plate(seat).center)
                                ui.step(80)
                                shot(aim)
                            ui.click(f"seat{rng.choice(targets)}")
                            if ui.has("answer0"):
                                ui.click("answer0")
                    else:
                        ui.click("end_turn")
                elif kind == "store_pick":
                    if "store" in wanted and "store" not in taken:
                        ui.move((1, 1))
                        ui.step(10)
                        shot("store")
                    ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
                elif kind == "discard":
                    ui.click("hand0")
                elif answers:
                    name = {"respond_shot": "respond", "respond_duel": "duel"}.get(kind)
                    if name in wanted and name not in taken:
                        ui.move((1, 1))
                        ui.step(10)
                        shot(name)
                    ui.click(answers[rng.randrange(len(answers))])

        table = game(14, 5)                 # seed 14: aims, BANG!s to answer, a Duel and a General Store
        play(table, 14, ("turn", "aim", "respond", "duel", "store", "out"))
        app.settings.set("animation_speed", 4.0)
        play(table, 14, ("gameover",))
        ui.until(lambda: isinstance(app.top, GameOverScene), 300, "the game over")
        ui.step(2)
        shot("gameover")
        ui.click("replay")
        replay = ui.scene
        assert isinstance(replay, ReplayScene)
        ui.step(60 * 8)
        ui.move((1, 1))
        shot("replay")
        ui.click("replay_leave")
        app.settings.set("animation_speed", 1.0)
        table = game(21, 7)                 # seven players
        play(table, 21, ("seven",), aim="seven")
        table = game(37, 5)                 # seed 37: you are Sid Ketchum
        play(table, 37, ("sid",))
        missing = [name for name in SITUATIONS + ("seven", "sid") if name not in taken]
        if missing:
            print("not met:", ", ".join(missing))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
