"""The card game's story in the log: one line per event worth telling, in the third person, with the names of
players and cards hoverable. Lines about what only you can see (the cards you drew, the card taken from you)
are told in the "secret" tone.

Card movements are told by the line their set's window side gives them (game/ui/sets.py `lines`), the base game's
as an expansion's: by why they happened (`move.why`: a draw, a General Store pick, a Panic!) and the zones they
leave and reach; a movement told by another event (a card played, which the `play` event tells) says nothing, and
one no side tells has a plain line naming the zones by their phrases. A `tokens` event is told as the dice game's
(game/ui/table/narrator.py).
`done_to` picks the events whose lines make the "since your last turn" note (game.ui.table.since).
"""

from __future__ import annotations

import string
from collections.abc import Callable

from game.ui import sets
from game.ui.cards import deck
from game.ui.i18n import TABLES, card_name, character_name, language, role_name, t, the
from game.ui.scenes.common import dollars
from game.ui.table import narrator
from game.ui.table.log import CARD, CHARACTER, ROLE, Line, Ref, line


class Narrator(narrator.Narrator):
    GAME = "cards"
    TOKENS = {"taken": "log.cards.tokens", "given": "log.cards.tokens", "table": "log.cards.tokens_table"}

    def __init__(self, names: list[str], me: int | None):
        super().__init__(names, me)
        self.joined: tuple | None = None        # the last move of a joined line told: (its key, its owner, cards)

    @staticmethod
    def card(card_id: int) -> Ref:
        return Ref(CARD, card_id, card_name(deck.kind_of(card_id)))

    def cards(self, cards) -> list[Ref] | None:
        """Refs for a list of card ids; None when the cards are hidden (a count)."""
        return [self.card(c) for c in cards] if isinstance(cards, list) else None

    @staticmethod
    def cause(source: str | None, article: Callable[[str], str] | None = None) -> Ref | str:
        """A card kind, a character or a step of the rules, named in the player's language; `article` (i18n's
        `the`) gives a card its article (a character's name takes none; a step of the rules has its own)."""
        if not isinstance(source, str):
            return str(source)
        known = sets.known("cards", source)
        if known == "piece":
            name = card_name(source)
            return Ref(CARD, source, article(name) if article else name)
        if known == "character":
            return Ref(CHARACTER, source, character_name("cards", source))
        return t(f"why.{source}") if source in WHYS else str(source)

    # -- the events -------------------------------------------------------------------------------
    def _game_start(self, e: dict) -> Line:
        sheriff = next((p["seat"] for p in e["players"] if p.get("role") == "sheriff"), None)
        return line("log.cards.start", "turn", count=len(e["players"]), sheriff=self.seat(sheriff))

    def _role_dealt(self, e: dict) -> Line | None:
        if self.me is None or e["seat"] != self.me or not e.get("role"):
            return None
        return line("log.cards.your_role", "secret", role=Ref(ROLE, e["role"], role_name(e["role"])), about=(self.me,))

    def _turn_start(self, e: dict) -> Line:
        return line("log.turn", "turn", name=self.seat(e["seat"]))

    def _play(self, e: dict) -> Line:
        name, card = self.seat(e["seat"]), self.card(e["card"])
        played_as = e.get("as")
        if played_as and played_as != deck.kind_of(e["card"]):
            if e.get("target") is not None:
                return line("log.cards.play_as_at", name=name, card=card, kind=self.cause(played_as),
                            target=self.seat(e["target"]))
            return line("log.cards.play_as", name=name, card=card, kind=self.cause(played_as))
        if e.get("target") is not None:
            return line("log.cards.play_at", name=name, card=card, target=self.seat(e["target"]))
        return line("log.cards.play", name=name, card=card)

    def _draw_result(self, e: dict) -> Line:
        if e.get("card") is None:
            return line("log.cards.draw_nothing", name=self.seat(e["seat"]), purpose=self.cause(e["for"]))
        face = deck.card(e["card"])
        if not face.suit:                           # a set's own card, without rank and suit
            return line("log.cards.draw_check", name=self.seat(e["seat"]), purpose=self.cause(e["for"]),
                        card=self.card(e["card"]))
        return line("log.cards.draw_check_suit", name=self.seat(e["seat"]), purpose=self.cause(e["for"]),
                    card=self.card(e["card"]), rank=face.rank, suit=t(f"log.suit.{face.suit}"))

    def _show(self, e: dict) -> Line:
        return line("log.cards.show", name=self.seat(e["seat"]), card=self.card(e["card"]))

    def _shot_missed(self, e: dict) -> Line:
        return line("log.cards.dodged", name=self.seat(e["seat"]), shooter=self.seat(e.get("shooter")))

    def _spared(self, e: dict) -> Line:
        """A card that had no effect on a player: the line of the set whose rule spared him, by what did (`why`),
        else a plain one naming it."""
        key = sets.log_line("cards", e) or "log.cards.spared"
        return line(key, name=self.seat(e["seat"]), card=self.card(e["card"]), by=self.seat(e.get("by")),
                    why=self.cause(e.get("why")))

    def _jail_escaped(self, e: dict) -> Line:
        return line("log.cards.jail_escaped", "heal", name=self.seat(e["seat"]))

    def _jail_skips_turn(self, e: dict) -> Line:
        return line("log.cards.jail_stays", "hurt", name=self.seat(e["seat"]))

    def _dynamite_exploded(self, e: dict) -> Line:
        return line("log.cards.dynamite", "hurt", name=self.seat(e["seat"]))

    def _sheriff_penalty(self, e: dict) -> Line:
        return line("log.cards.sheriff_penalty", "hurt", name=self.seat(e["seat"]))

    def _cash_reward(self, e: dict) -> Line:
        """The cash reward option's bounty: money of the series, in the place of the 3 cards."""
        return line("log.cards.cash_reward", name=self.seat(e["seat"]), target=self.seat(e["target"]),
                    money=dollars(e["amount"]))

    def _life(self, e: dict) -> Line:
        name, delta, by = self.seat(e["seat"]), e["delta"], e.get("by")
        if delta > 0:
            return line("log.cards.heal", "heal", name=name, n=delta, source=self.cause(e.get("source")),
                        life=e["life"])
        source = self.cause(e.get("source"), the)
        if by is not None and by != e["seat"]:
            return line("log.cards.hurt_by", "hurt", name=name, n=-delta, by=self.seat(by), the_source=source,
                        life=e["life"])
        return line("log.cards.hurt", "hurt", name=name, n=-delta, the_source=source, life=e["life"])

    def _eliminated(self, e: dict) -> Line:
        role = role_name(e.get("role"))
        by = e.get("by")
        if by is not None and by != e["seat"]:
            return line("log.cards.out_by", "out", name=self.seat(e["seat"]), role=role, by=self.seat(by))
        return line("log.cards.out", "out", name=self.seat(e["seat"]), role=role)

    def _game_over(self, e: dict) -> Line:
        return line(f"gameover.why.{e['winner']}", "end")

    def _move(self, e: dict) -> Line | None:
        """Cards moved: the line its set's side gives the move (game/ui/sets.py `lines`: by its reason and its
        zones; the cards named when you see them, a single card in its own words), else a plain line naming
        the zones. A line naming cards only you (and the other player of the move) see is in the secret tone."""
        why, by = e.get("why"), e.get("by")
        src, dst = e.get("from") or {}, e.get("to") or {}
        key = sets.log_line("cards", e)
        owner, target = src.get("seat"), dst.get("seat")
        cards, joins = self.joining(key, owner, e.get("cards"))
        count = count_of(cards)
        refs = self.cards(cards)
        if key == "" or count == 0:
            return None
        seat = target if target is not None else owner
        if key is None:
            key = "log.cards.reshuffle_into" if why == "reshuffle" else \
                "log.cards.moved" if seat is not None else "log.cards.moved_table"
        ways = (f"{key}_seen_one", f"{key}_seen") if refs and count == 1 else (f"{key}_seen",) if refs else \
            (f"{key}_one",) if count == 1 else ()
        key = next((k for k in ways if has_text(k)), key)
        mine = self.me is not None and self.me in (owner, target)
        hidden = all((spec := sets.zone("cards", where.get("zone"))) is None or spec.place not in sets.OPEN
                     for where in (src, dst))
        tone = "secret" if mine and refs and hidden and names_cards(key) else "plain"
        told = line(key, tone, name=self.seat(seat if seat is not None else by), victim=self.seat(owner),
                    by=self.seat(by), cards=refs or [], card=refs[0] if refs else "", n=count, count=count,
                    cause=self.cause(why), origin=self.zone(src), to=self.zone(dst))
        told.joins = joins
        return told

    def joining(self, key: str | None, owner: int | None, cards: list | int | None) -> tuple[list | int | None, bool]:
        """The cards a move's line tells and whether it takes the place of the line before: a move of a joined
        line (sets.joined) right after another of the same line and player tells both moves' cards (a count when
        either was unseen)."""
        last, self.joined = self.joined, None
        if not key or not sets.joined("cards", key):
            return cards, False
        joins = last is not None and last[:2] == (key, owner)
        if joins:
            assert last is not None
            before = last[2]
            cards = before + cards if isinstance(before, list) and isinstance(cards, list) else \
                count_of(before) + count_of(cards)
        if count_of(cards):                 # a line told, which the next move may join
            self.joined = (key, owner, cards)
        return cards, joins

    def tell(self, event: dict) -> Line | None:
        if event.get("kind") != "move":
            self.joined = None              # another event between two moves: they are told apart
        return super().tell(event)


def count_of(cards: list | int | None) -> int:
    return cards if isinstance(cards, int) else len(cards or ())


def has_text(key: str) -> bool:
    """Whether some table (the window's or a set's) has the string `key`."""
    return key in TABLES[language()] or sets.text(language(), key) is not None


def names_cards(key: str) -> bool:
    """Whether the line `key` names the cards it moves (the plain lines only count them)."""
    return any(field in ("cards", "card") for _, field, _, _ in string.Formatter().parse(t(key)))


WHYS = ("draw", "hand_limit", "eliminated")        # steps of the rules that move cards or cost life
ABOUT_YOU = ("life", "shot_missed", "jail_escaped", "jail_skips_turn", "dynamite_exploded")   # when `seat` is you


def done_to(event: dict, seat: int) -> bool:
    """Whether an event is something done to `seat`: a life lost or given back, a shot at it dodged, a card taken
    from it or discarded by another player, a Jail played at it and its "draw!", the Dynamite passed to it or
    exploding in its hands."""
    kind = event["kind"]
    if kind in ABOUT_YOU:
        return event["seat"] == seat
    if kind == "play":
        return event.get("target") == seat and event.get("as") == "jail"
    if kind != "move":
        return False
    src, dst, by = event["from"], event["to"], event.get("by")
    if src.get("seat") == seat and src["zone"] in ("hand", "in_play") and by is not None and by != seat:
        return True
    return event.get("why") == "dynamite" and dst.get("seat") == seat and dst["zone"] == "in_play"
