"""A plain table that plays either game from its seat's messages: the frame's stand-in until the card table and
the dice table take its place in launch.TABLE_SCENES.

It shows what a table scene must do with a client, in the simplest form: read every message in `update`
(events into the log and the summary, views into the picture, refusals as a notice, a failure as an error),
offer the pending decision's options and `send` the one picked with the view's version, and hand over to the game
over scene when the view names a winner. It closes its client when it leaves the stack.
"""

from __future__ import annotations

import pygame

from game.core.cards.catalog import CARDS
from game.ui import theme
from game.ui.anim import call, wait
from game.ui.app import Scene
from game.ui.client import Client
from game.ui.i18n import card_name, character_name, role_name, t
from game.ui.widgets import Button, ListPanel, TextPanel


class HostFailure(Exception):
    """The table's host stopped on an unexpected error (its report is the message)."""


def players_of(data: dict) -> list[dict]:
    """The players of a view (docs/contract.md puts them under "table"; the cores are moving there)."""
    return data.get("table", data)["players"]


def card_label(card: int) -> str:
    c = CARDS[card]
    return f"{card_name(c.name)} {c.rank}{t(f'suit.{c.suit}')}"


class PlaceholderTable(Scene):
    GAME_OVER_PAUSE = 1.2       # seconds to see the last blow before the game over scene

    def __init__(self, app, client: Client):
        super().__init__(app)
        self.client = client
        self.events: list[dict] = []
        self.log: list[str] = []
        self.view: dict | None = None
        self.answers: list | None = None     # every answer of the game, once it is over (for the replay)
        self.ending = False

    # -- messages from the client ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        changed = False
        for message in self.client.poll():
            self.app.invalidate()             # news from the game: redraw
            kind = message["type"]
            if kind == "event":
                self.events.append(message["event"])
                line = self.log_line(message["event"])
                if line:
                    self.log.append(line)
            elif kind == "view":
                if message["view"]["decision"] and not (self.view and self.view["decision"]):
                    self.app.audio.play("your_turn")        # the cue; the prompt on screen says the same
                self.view = message["view"]
                changed = True
            elif kind == "finished":
                self.answers = message["answers"]
            elif kind == "refused":
                self.app.notify(t("table.refused", why=message["message"]))
            elif kind == "failed":
                raise HostFailure(message["report"])
        if changed:
            self.layout()
        self.check_over()
        super().update(dt)

    def check_over(self) -> None:
        if self.ending or self.view is None or not self.view["data"].get("winner") or self.answers is None:
            return
        self.ending = True
        self.tweens.chain(wait(self.GAME_OVER_PAUSE), call(self.game_over))

    def game_over(self) -> None:
        from game.ui.scenes.gameover import GameOverScene
        assert self.view is not None                    # check_over() saw the winner in it
        self.app.replace(GameOverScene(self.app, self.client.setup, self.client.seat, self.events, self.view["data"],
                                             self.answers))

    def shutdown(self) -> None:
        super().shutdown()
        self.client.close()

    def names(self) -> list[str]:
        return [seat["name"] for seat in self.client.setup["seats"]]

    def log_line(self, event: dict) -> str | None:
        names = self.names()
        kind = event["kind"]

        def name(seat):
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
        if kind == "turn_start":
            return t("log.turn", name=name(event["seat"]))
        if kind == "life":
            return t("log.life", name=name(event["seat"]), delta=f"{event['delta']:+d}", life=event["life"])
        if kind == "eliminated":
            return t("log.eliminated", name=name(event["seat"]), role=role_name(event.get("role")))
        if kind == "game_over":
            return t(f"gameover.why.{event['winner']}")
        return None

    # -- answering ---------------------------------------------------------------------------------
    def answer(self, index: int) -> None:
        view = self.view
        decision = view["decision"] if view else None
        if view and decision is not None and 0 <= index < len(decision["options"]):
            self.client.send(decision["options"][index], view["version"])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            self.answer(event.key - pygame.K_1)
            return True
        return super().handle(event)

    def back(self) -> None:
        from game.ui.scenes.menu import GameMenu
        self.app.push(GameMenu(self.app))

    # -- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        self.form.add(Button("menu", pygame.Rect(w - px(170), px(16), px(150), px(44)), t("table.menu"), self.back,
                             style="quiet", px=px(18)))
        log = TextPanel("log", pygame.Rect(w - px(420), px(76), px(400), h - px(96)),
                        [("body", line) for line in self.log[-40:]], gap=False, px=px(15))
        log.scroll_to_end()
        self.form.add(log)
        decision = self.view["decision"] if self.view else None
        if decision is not None:
            rows = [(i, f"{i + 1}. " + " ".join(str(part) for part in option))
                    for i, option in enumerate(decision["options"])]
            self.form.add(ListPanel("options", pygame.Rect(px(20), h - px(250), w - px(460), px(230)), rows, None,
                                    self.answer, px=px(17)))

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        if self.view is None:
            theme.blit_text(surface, t("table.dealing"), "title", px(36), theme.GOLD, "center", self.app.rect.center)
            return
        data = self.view["data"]
        game = self.client.setup["game"]
        theme.blit_text(surface, t(f"game.{game}"), "title", px(30), theme.GOLD, "topleft", (px(20), px(16)))
        turn = data.get("table", data).get("turn")
        y = px(76)
        for seat, p in enumerate(players_of(data)):
            mark = ">" if seat == turn else " "
            you = t("table.you") if seat == self.client.seat else ""
            role = role_name(p.get("role")) if p.get("role") else "?"
            life = f"{p['life']}/{p['max_life']}" if p["alive"] else t("table.out")
            line = f"{mark} {p['name']}{you} - {character_name(game, p['character'])} - {role} - {life}"
            theme.blit_text(surface, line, "body", px(18), theme.CREAM if p["alive"] else theme.GREY, "topleft",
                            (px(24), y))
            y += px(28)
        hand = data.get("hand") or []
        if hand:
            text = t("table.hand", cards=", ".join(card_label(c) for c in hand))
            for i, line in enumerate(theme.wrap(text, "body", px(17), self.app.size[0] - px(480))):
                theme.blit_text(surface, line, "body", px(17), theme.PARCHMENT, "topleft",
                                (px(24), y + px(12) + i * px(24)))
        pending = self.view["decision"]
        prompt = t("table.your_move") if pending else t("table.waiting")
        theme.blit_text(surface, prompt, "bold", px(20), theme.GOLD, "bottomleft", (px(24), self.app.size[1] - px(258)))
