"""Between the games of a series (game/core/common/series.py): the money each player earned in the game just played,
line by line, who keeps his character for the next game and who draws a new one, and the standings (money by
game, the score, wins), who is Sheriff next, the money table marked as a reconstruction, whether you keep the
character you survived with, which cards in front of you you buy into your next starting hand (the experience
option: each card a toggle; the next game buys those chosen, its button says the price), and the next game.
A series whose last game chooses the next Sheriff (a Succession: the dice game's Legacy) counts games won instead of
money, says who is Sheriff next and why and who starts with the extra life, and asks you first whom you name, as the
surviving Sheriff, or which character you pick, eliminated (a choice of names and a button).

The scene holds the session's `Intermission` (the finished game recorded into its series: its setup carries the
series, its answers replay it) and draws its `summary`; the autosave keeps the finished game until the next one
starts, so Continue on the title comes back here.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.session import Intermission, Series
from game.ui import sets, theme
from game.ui.i18n import character_name, language, role_name, t
from game.ui.scene import Scene
from game.ui.scenes.common import dollars, heading
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.launch import start_game
from game.ui.widgets import Button, Choice, Cycler

GAME_COLUMN = 76        # the width of a column of money by game (a long series shows the last ones that fit)


def succession_notes(summary: dict, names: list[str], you: int | None) -> list[str]:
    """Between two games of a series whose last game chooses the next Sheriff (a Succession): who is Sheriff next
    and why (his killer, whom the surviving Sheriff named, or dealt), or who names him (not said to `you`, who are
    asked); who starts the next game with extra life. The standings scene and a LAN lobby say it alike."""
    sheriff, why, namers = summary["sheriff_next"], summary.get("why"), summary.get("namers", [])
    if namers:
        notes = [] if namers[0] == you else [t("series.sheriff_naming", name=names[namers[0]])]
    elif sheriff is None:
        notes = [t("series.sheriff_dealt")]
    else:
        notes = [t(f"series.sheriff_{why}", name=names[sheriff])]
    notes += [t("series.bonus_you", n=life) if int(seat) == you else
              t("series.bonus", name=names[int(seat)], n=life) for seat, life in summary.get("bonus", {}).items()]
    return notes


def autosaved(app, break_: Intermission) -> Intermission:
    """`break_` autosaved after each decision (docs/window.md, "The autosave"): Continue takes it up there."""
    break_.saved = app.storage.keep_series
    return break_


class StandingsScene(Scene):
    def __init__(self, app, setup: dict, answers: list, series: Series | None = None):
        """`series`: the series as an autosave kept it between the two games (None: as the game of `setup` left it)."""
        super().__init__(app)
        self.setup = setup
        # the bots have chosen; you choose with the buttons (the auction's bids: in the AuctionScene)
        self.break_ = autosaved(app, Intermission(setup, answers, series, paced=True))
        self.seat = next((i for i, s in enumerate(setup["seats"]) if s["kind"] == "you"), None)
        self.names = [s["name"] for s in setup["seats"]]
        self.chosen: list[int] = []         # the cards you mean to buy (experience), not bought yet
        self.named = self.seat              # whom you mean to name Sheriff, the surviving Sheriff
        self.picked: str | None = None      # the character you mean to pick, eliminated

    @property
    def summary(self) -> dict:
        return self.break_.summary

    @property
    def asked(self) -> bool:
        return self.seat is not None and self.seat in self.summary["asks"]

    @property
    def naming(self) -> bool:
        """You survived as Sheriff and have not named the next one yet."""
        return self.seat is not None and self.seat in self.summary.get("namers", [])

    @property
    def picking(self) -> list[str]:
        """The characters you may pick, eliminated in the last game ([] once you have picked, or not yours)."""
        return self.summary.get("pickers", {}).get(str(self.seat), [])

    @property
    def waiting(self) -> bool:
        """You have a choice to make before the next game."""
        return self.asked or self.naming or bool(self.picking)

    def amount(self, amount: int) -> str:
        """A line's or a total's amount: money, or a count of games won."""
        return str(amount) if self.break_.points else dollars(amount)

    @property
    def buying(self) -> list[int]:
        """The cards in front of you that you may still buy into the next game ([] once you have said)."""
        return self.summary["buyers"].get(str(self.seat), {}).get("things", []) if not self.asked else []

    @property
    def over(self) -> bool:
        return self.summary["played"] >= self.summary["games"]

    def build(self) -> None:
        px = self.app.px
        w, h = self.app.size
        y = h - px(86)
        add = self.form.add
        if self.naming:
            self._build_naming(y)
        elif self.picking:
            self._build_picking(y)
        elif self.asked:
            mine = character_name(self.setup["game"], self.summary["last"]["characters"][self.seat])
            price = self.summary["keep_prices"].get(str(self.seat), 0)
            refused = self.break_.keep_refusal(self.seat) if self.seat is not None else None
            add(Button("keep", pygame.Rect(w // 2 - px(520), y, px(300), px(56)),
                       t("series.keep_paying", name=mine, price=dollars(price)) if price else
                       t("series.keep", name=mine), lambda: self.choose(True), style="plain", px=px(19),
                       enabled=refused is None, reason=t("series.keep_refused")))
            add(Button("draw", pygame.Rect(w // 2 - px(205), y, px(300), px(56)), t("series.draw"),
                       lambda: self.choose(False), style="plain", px=px(19)))
        if self.buying:
            self._build_buying(y)
        over = self.over
        price = self.summary["price"] * len(self.chosen)
        add(Button("next", pygame.Rect(w // 2 + px(110) if not over else w // 2 - px(130), y, px(260), px(56)),
                   t("gameover.to_title") if over else t("series.next_paying", price=dollars(price)) if price
                   else t("series.next"), self.next_game, style="primary", px=px(20),
                   enabled=over or not self.waiting, reason=t("series.choose_first")))
        add(Button("table", pygame.Rect(px(30), px(30), px(200), px(46)),
                   t("series.scoring" if self.break_.points else "series.table"), self.show_table,
                   style="quiet", px=px(17)))
        if not over:
            add(Button("title", pygame.Rect(w // 2 + px(385), y, px(180), px(56)), t("series.later"),
                       self.app.home, style="quiet", px=px(18), tip=t("series.later_tip")))
        self.form.default = "next"

    def _build_naming(self, y: int) -> None:
        """The players to name (you first shown as such) and the button that names the one shown."""
        px = self.app.px
        w = self.app.size[0]
        choices = [Choice(seat, name + (t("table.you") if seat == self.seat else ""))
                   for seat, name in enumerate(self.names)]
        self.form.add(Cycler("sheriff", pygame.Rect(w // 2 - px(520), y, px(300), px(56)), choices, self.named,
                             self._name_shown, px=px(18), tip=t("series.name_tip")))
        shown = self.names[self.named] if self.named is not None else ""
        self.form.add(Button("name", pygame.Rect(w // 2 - px(205), y, px(300), px(56)),
                             t("series.name", name=shown), self.name_sheriff, style="plain", px=px(19)))

    def _name_shown(self, seat: int) -> None:
        self.named = seat
        self.layout()

    def name_sheriff(self) -> None:
        assert self.seat is not None and self.named is not None
        self.break_.name(self.seat, self.named)
        self.layout()

    def _build_picking(self, y: int) -> None:
        """The characters you may pick, by name, and the button that picks the one shown."""
        px = self.app.px
        w = self.app.size[0]
        kind = self.setup["game"]
        offered = self.picking
        if self.picked not in offered:
            self.picked = offered[0]
        choices = [Choice(c, character_name(kind, c)) for c in offered]
        piece = sets.character(kind, self.picked)
        about = [t("series.pick_life", n=piece.life) if piece.life else "", piece.rules(language()),
                 t("series.pick_tip")]
        self.form.add(Cycler("character", pygame.Rect(w // 2 - px(520), y, px(300), px(56)), choices, self.picked,
                             self._pick_shown, px=px(18), tip="\n".join(line for line in about if line)))
        self.form.add(Button("pick", pygame.Rect(w // 2 - px(205), y, px(300), px(56)),
                             t("series.pick", name=character_name(kind, self.picked)), self.pick, style="plain",
                             px=px(19)))

    def _pick_shown(self, character: str) -> None:
        self.picked = character
        self.layout()

    def pick(self) -> None:
        assert self.seat is not None and self.picked is not None
        self.break_.pick(self.seat, self.picked)
        self.layout()

    def _build_buying(self, y: int) -> None:
        """A toggle for each card you may keep, where the keep-or-draw buttons were (lit when chosen; greyed when
        your money or your next hand has no room for it too)."""
        px = self.app.px
        w = self.app.size[0]
        lang = 1 if language() == "es" else 0
        cards, seat = self.buying, self.seat
        assert seat is not None
        left, right = w // 2 - px(520), w // 2 + px(100)
        width = min(px(200), (right - left) // len(cards) - px(8))
        for i, card in enumerate(cards):
            on = card in self.chosen
            refused = None if on else self.break_.buy_refusal(seat, [*self.chosen, card])
            name = self.break_.thing_words(card)[lang]
            self.form.add(Button(f"card{i}", pygame.Rect(left + i * (width + px(8)), y, width, px(56)), name,
                                 partial(self.toggle, card), style="primary" if on else "plain", px=px(16),
                                 enabled=refused is None, reason=t("series.buy_refused"),
                                 tip=t("series.bought" if on else "series.buy", name=name,
                                       price=dollars(self.summary["price"]))))

    def toggle(self, card: int) -> None:
        self.chosen = [c for c in self.chosen if c != card] if card in self.chosen else [*self.chosen, card]
        self.layout()

    def show_table(self) -> None:
        """The whole money table, line by line under the side that must win, marked as a reconstruction."""
        lang = 1 if language() == "es" else 0
        paragraphs = []
        for side in ("law", "outlaws", "renegade", ""):
            rows = [row for row in self.break_.table if row["side"] == side]
            if not rows:
                continue
            paragraphs.append(f"— {t(f'gameover.side.{side}') if side else t('series.any_game')} —")
            for row in rows:
                who = role_name(row["role"]) if row["role"] else t("series.anyone")
                alive = t("series.alive_only") if row["alive"] else ""
                paragraphs.append(f"{who}: {self.break_.words[row['line']][lang]}, {self.amount(row['amount'])}"
                                  f"{alive}")
        paragraphs.append(self.break_.note[lang])
        title = t("series.scoring" if self.break_.points else "series.table")
        self.app.push(Dialog(self.app, title, "\n".join(paragraphs), [("ok", t("common.done"))]))

    def choose(self, keep: bool) -> None:
        assert self.seat is not None
        self.break_.keep(self.seat, keep)
        self.layout()

    def next_game(self) -> None:
        if self.over:
            self.app.home()
            return
        auction = self.summary["auction"]
        if auction is not None and auction["bidder"] is not None:
            from game.ui.scenes.auction import AuctionScene
            self.app.push(AuctionScene(self.app, self.break_))
            return
        if self.buying:
            assert self.seat is not None
            self.break_.buy(self.seat, self.chosen)
        start_game(self.app, self.break_.next_setup())

    # -- drawing -----------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        theme.backdrop(surface)
        px = self.app.px
        w = self.app.size[0]
        summary = self.summary
        heading(surface, self.app, t("series.final") if self.over else t(f"series.title.{summary['mode']}"), 26)
        theme.blit_text(surface, t("series.played", n=summary["played"], games=summary["games"]), "bold", px(20),
                        theme.PARCHMENT, "midtop", (w // 2, px(92)))
        y = self._draw_last(surface, px(126))
        y = self._draw_table(surface, y + px(14))
        notes = [self.break_.note[1 if language() == "es" else 0]]
        if not self.over:
            notes[:0] = self.succession_notes() if self.break_.succession else self.sheriff_note()
        if self.naming:
            notes.insert(0, t("series.name_asked"))
        elif self.picking:
            notes.insert(0, t("series.pick_asked"))
        elif self.asked:
            notes.insert(0, t("series.asked"))
        elif self.buying and self.seat is not None:
            notes.insert(0, t("series.buying", price=dollars(self.summary["price"]),
                              money=dollars(self.break_.money(self.seat))))
        for line in notes:
            if line:
                theme.blit_text(surface, line, "bold" if line != notes[-1] else "body", px(17),
                                theme.GOLD if line != notes[-1] else theme.CREAM, "midtop", (w // 2, y))
                y += px(25)

    def sheriff_note(self) -> list[str]:
        sheriff = self.summary["sheriff_next"]
        return [] if sheriff is None else [t("series.sheriff_next", name=self.names[sheriff])]

    def succession_notes(self) -> list[str]:
        return succession_notes(self.summary, self.names, self.seat)

    def _draw_last(self, surface: pygame.Surface, top: int) -> int:
        """The last game: each player's role and the money lines he earned; the y below."""
        px = self.app.px
        game = self.summary["last"]
        words = self.break_.words
        box = pygame.Rect(px(70), top, self.app.size[0] - px(140), px(34) + px(27) * len(self.names))
        theme.panel(surface, box, px(12), theme.PARCHMENT, theme.GOLD, px(3), px(5))
        won = t(f"gameover.side.{game['winner']}")
        heading_key = "series.last_won" if self.break_.points else "series.last_game"
        theme.blit_text(surface, t(heading_key, side=won), "bold", px(17), theme.INK_SOFT, "topleft",
                        (box.x + px(20), box.y + px(8)))
        lang = 1 if language() == "es" else 0
        who = [f"{self.names[seat]} ({role_words(role, played)})"
               for seat, (role, played) in enumerate(zip(game["roles"], game["played_as"]))]
        money_x = box.x + max(px(250), px(36) + max(theme.font("bold", px(16)).size(text)[0] for text in who))
        for seat, lines in enumerate(game["money"]):
            y = box.y + px(34) + seat * px(27)
            theme.blit_text(surface, who[seat], "bold", px(16), theme.INK, "topleft", (box.x + px(20), y))
            paid = " · ".join(words[line][lang] if self.break_.points else f"{words[line][lang]}: {dollars(amount)}"
                              for line, amount in lines) or "-"
            theme.blit_text(surface, paid, "body", px(16), theme.RED if sum(a for _, a in lines) < 0 else theme.INK,
                            "topleft", (money_x, y))
            if not self.over:
                theme.blit_text(surface, self.next_character(seat), "bold", px(15), theme.INK_SOFT, "topright",
                                (box.right - px(20), y))
        return box.bottom

    def next_character(self, seat: int) -> str:
        """Whether `seat` keeps his character for the next game, draws a new one (his choice, or he was
        eliminated), or has not said yet."""
        picks = self.summary.get("picks", {})
        if str(seat) in picks:
            picked = picks[str(seat)]
            return t("series.choosing") if picked is None else \
                t("series.picks", name=character_name(self.setup["game"], picked))
        choice = self.summary.get("choices", {}).get(str(seat), "new")
        if choice is None:
            return t("series.choosing")
        if choice == "keep":
            return t("series.keeps", name=character_name(self.setup["game"], self.summary["last"]["characters"][seat]))
        return t("series.draws")

    def _draw_table(self, surface: pygame.Surface, top: int) -> int:
        """The standings: place, player, money by game, total, score, wins; the y below."""
        px = self.app.px
        rows = self.summary["standings"]
        played = self.summary["played"]
        box = pygame.Rect(px(70), top, self.app.size[0] - px(140), px(40) + px(30) * len(rows))
        theme.panel(surface, box, px(12), theme.PARCHMENT, theme.GOLD, px(3), px(5))
        x0, width = box.x + px(20), box.width - px(40)
        right = {"money": x0 + int(width * 0.67), "score": x0 + int(width * 0.77)}
        if self.break_.points:          # games won: one total, no score beside it
            right = {"won": x0 + int(width * 0.77)}
        wins_x = x0 + int(width * 0.79)
        room = (min(right.values()) - px(90) - x0 - px(190)) // px(GAME_COLUMN)
        shown = range(max(0, played - room), played)
        game_x = [x0 + px(190) + i * px(GAME_COLUMN) for i in range(len(shown))]
        head_y = box.y + px(10)
        theme.blit_text(surface, t("series.col.player"), "bold", px(15), theme.INK_SOFT, "topleft", (x0, head_y))
        for x, number in zip(game_x, shown):
            theme.blit_text(surface, t("series.col.game", n=number + 1), "bold", px(15), theme.INK_SOFT, "topright",
                            (x + px(GAME_COLUMN - 6), head_y))
        for key, x in right.items():
            theme.blit_text(surface, t(f"series.col.{key}"), "bold", px(15), theme.INK_SOFT, "topright", (x, head_y))
        theme.blit_text(surface, t("series.col.wins"), "bold", px(15), theme.INK_SOFT, "topleft", (wins_x, head_y))
        for place, row in enumerate(rows):
            y = box.y + px(38) + place * px(30)
            if row["seat"] == self.seat:
                pygame.draw.rect(surface, theme.PARCHMENT_LIGHT, (box.x + px(8), y - px(4), box.width - px(16),
                                                                  px(28)), border_radius=px(6))
            you = t("table.you") if row["seat"] == self.seat else ""
            theme.blit_text(surface, f"{place + 1}. {self.names[row['seat']]}{you}", "bold", px(16), theme.INK,
                            "topleft", (x0, y))
            for x, number in zip(game_x, shown):
                amount = row["games"][number]
                theme.blit_text(surface, self.amount(amount), "body", px(16),
                                theme.RED if amount < 0 else theme.INK, "topright", (x + px(GAME_COLUMN - 6), y))
            for key, x in right.items():
                theme.blit_text(surface, self.amount(row["score" if key == "score" else "money"]),
                                "bold" if key != "money" else "body", px(16), theme.INK, "topright", (x, y))
            wins = ", ".join(f"{role_name(role)} {n}" for role, n in row["wins"].items() if n) or "-"
            theme.blit_text(surface, wins, "body", px(15), theme.INK, "topleft", (wins_x, y))
        return box.bottom + px(10)


def role_words(role: str, played: str) -> str:
    """A player's role in the game just played, and the side's role he ended playing as when it is another (a
    Shadow Renegade): "Renegade, as Deputy"."""
    return role_name(role) if played == role else t("series.role_as", role=role_name(role), played=role_name(played))
