"""The end of a game: whether you won, who won and why, every role face up (with the side a player who joined one
ended on), and a short summary built from the events (damage dealt and taken, cards played, who eliminated whom).
Play again with the same seats, watch the replay, or go back to the title.

A game kind's replay, and its own words for who won and why (the three-player dice game has no Sheriff), come from
`app.games` (game/ui/games.py); a kind without its own words says which side won.
"""

from __future__ import annotations

import random
from typing import Any, cast

import pygame

from game.core.common.roles import playing_as
from game.core.common.status import of as status_of
from game.ui import theme
from game.ui.i18n import character_name, role_name, t
from game.ui.scene import Scene
from game.ui.scenes.common import heading
from game.ui.scenes.launch import start_game
from game.ui.scenes.standings import role_words
from game.ui.summary import final_roles, summarize
from game.ui.table.coach import coached_words
from game.ui.widgets import Button

# game kind -> the summary's columns and where each starts (a fraction of the panel's width)
COLUMNS = {
    "cards": (("name", 0.0), ("character", 0.14), ("role", 0.30), ("result", 0.42), ("dealt", 0.53),
              ("taken", 0.65), ("played", 0.77), ("eliminated", 0.89)),
    "dice": (("name", 0.0), ("character", 0.12), ("role", 0.27), ("result", 0.37), ("dealt", 0.47),
             ("taken", 0.59), ("arrows", 0.71), ("beers", 0.79), ("eliminated", 0.87)),
}


def players_of(data: dict) -> list[dict]:
    """The players of a view (docs/contract.md puts them under "table")."""
    return data.get("table", data)["players"]


def cell_lines(text: str, role: str, px: int, room: int) -> tuple[list[str], int]:
    """A cell's lines and their size: one line at `px` if it fits `room` pixels, else two smaller ones (a long
    cell wraps rather than spill into the next column: "Renegado, como Forajido"), else one shrunk to fit."""
    if theme.font(role, px).size(text)[0] <= room:
        return [text], px
    small = px * 4 // 5
    lines = theme.wrap(text, role, small, room)
    if len(lines) <= 2 and all(theme.font(role, small).size(line)[0] <= room for line in lines):
        return lines, small
    size = small
    while size > px // 2 and theme.font(role, size).size(text)[0] > room:
        size -= 1
    return [text], size


class GameOverScene(Scene):
    def __init__(self, app, setup: dict, seat: int, events: list[dict], data: dict, answers: list | None = None):
        super().__init__(app)
        self.setup = setup
        self.seat = seat
        self.events = events
        self.answers = answers
        self.players = players_of(data)
        self.winner = data.get("winner")
        self.winners = list(data.get("winners") or [])
        self.roles = final_roles(events, self.players)
        # each role, and the side's a player ended playing as if another (a card turned to a side, or a side the
        # game's own rules gave him, as its series records it): "Renegade, as Outlaw"
        read = app.games[setup["game"]].played_as
        played = read(data, self.roles) if read is not None else self.roles
        self.role_words = [role_words(role, playing_as(mine, status_of(p))) if role else role_name(role)
                           for role, mine, p in zip(self.roles, played, self.players)]
        self.rows = summarize(events, len(self.players))
        self.watching = setup["seats"][seat]["kind"] != "you"
        app.audio.play("your_turn" if self.seat in self.winners and not self.watching else "alert")

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        y = h - px(86)
        lan = bool(self.setup.get("lan"))
        can_replay = self.answers is not None and not lan
        again = t("gameover.lobby") if lan else t("gameover.standings") if self.in_series else t("gameover.again")
        for id, label, action, x, style, extra in (
            ("again", again, self.again, w // 2 - px(390), "primary", {}),
            ("replay", t("gameover.replay"), self.replay, w // 2 - px(120), "plain",
             {"enabled": can_replay, "reason": t("gameover.replay_lan") if lan else t("gameover.replay_later")}),
            ("title", t("gameover.to_title"), self.to_title, w // 2 + px(150), "quiet", {}),
        ):
            self.form.add(Button(id, pygame.Rect(x, y, px(240), px(56)), label, action, style=style, px=px(20),
                                 **cast(dict[str, Any], extra)))     # enabled, reason: options of any widget
        self.form.default = "again"

    @property
    def in_series(self) -> bool:
        """A game of a series of games played in this window: the standings come next."""
        return "series" in self.setup and not self.setup.get("lan") and self.answers is not None

    def again(self) -> None:
        if self.setup.get("lan"):
            self.app.pop()                       # back to the LAN lobby beneath: the same seats, the next game
            return
        if self.in_series:
            from game.ui.scenes.standings import StandingsScene
            self.app.replace(StandingsScene(self.app, self.setup, self.answers or []))
            return
        start_game(self.app, {**self.setup, "seed": random.SystemRandom().randrange(10**9)})

    def replay(self) -> None:
        self.app.replace(self.app.games[self.setup["game"]].replay(self.app, self.setup, self.answers, self.seat))

    def to_title(self) -> None:
        self.app.home()                          # a LAN game's lobby beneath closes too

    def headline(self) -> str:
        if self.watching:
            return t(f"gameover.side.{self.winner}")
        return t("gameover.you_won") if self.seat in self.winners else t("gameover.you_lost")

    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        w = self.app.size[0]
        heading(surface, self.app, self.headline(), 26)
        kind = self.setup["game"]
        why_won = self.app.games[kind].why_won
        why = why_won(self.events, self.players) if why_won else t(f"gameover.why.{self.winner}")
        theme.blit_text(surface, why, "bold", px(22), theme.PARCHMENT, "midtop", (w // 2, px(96)))
        box = pygame.Rect(px(70), px(140), w - px(140), px(40) + px(40) * len(self.players) + px(20))
        theme.panel(surface, box, px(12), theme.PARCHMENT, theme.GOLD, px(3), px(5))
        columns = COLUMNS[kind]
        x0, width = box.x + px(24), box.width - px(48)
        for key, at in columns:
            theme.blit_text(surface, t(f"gameover.col.{key}"), "bold", px(16), theme.INK_SOFT, "topleft",
                            (x0 + int(width * at), box.y + px(14)))
        names = [p["name"] for p in self.players]
        for i, player in enumerate(self.players):
            row = self.rows[i]
            y = box.y + px(48) + i * px(40)
            if i == self.seat:
                pygame.draw.rect(surface, theme.PARCHMENT_LIGHT, (box.x + px(8), y - px(6), box.width - px(16), px(36)),
                                 border_radius=px(6))
            won = i in self.winners
            result = t("gameover.winner") if won else t("gameover.out") if row.out else t("gameover.lost")
            cells = {"name": player["name"] + (t("table.you") if i == self.seat and not self.watching else ""),
                     "character": character_name(self.setup["game"], player["character"]),
                     "role": self.role_words[i], "result": result, "dealt": str(row.damage_dealt),
                     "taken": str(row.damage_taken), "played": str(row.cards_played),
                     "arrows": str(row.arrows_taken), "beers": str(row.beers),
                     "eliminated": ", ".join(names[s] for s in row.eliminated) or "-"}
            for k, (key, at) in enumerate(columns):
                colour = (theme.GOOD if key == "result" and won
                          else theme.RED if key == "role" and self.roles[i] == "sheriff" else theme.INK)
                role = "bold" if key in ("name", "result") else "body"
                room = int(width * ((columns[k + 1][1] if k + 1 < len(columns) else 1.0) - at)) - px(8)
                lines, size = cell_lines(cells[key], role, px(17), room)
                top = y if len(lines) == 1 else y - px(7)
                for n, text in enumerate(lines):
                    theme.blit_text(surface, text, role, size, colour, "topleft",
                                    (x0 + int(width * at), top + n * (size + px(3))))
        kills = [t("gameover.killed", killer=names[r.eliminated_by], victim=names[r.seat])
                 for r in self.rows if r.out and r.eliminated_by is not None and r.eliminated_by != r.seat]
        y = box.bottom + px(18)
        coached = coached_words(self.setup)
        if coached is not None:                  # hints or take-backs were used: not a game won alone
            theme.blit_text(surface, coached, "bold", px(18), theme.GOLD, "midtop", (w // 2, y))
            y += px(28)
        for line in kills[:6]:
            theme.blit_text(surface, line, "body", px(17), theme.CREAM, "midtop", (w // 2, y))
            y += px(26)
