"""The card game's story in the log: one line per event worth telling, in the third person, with the names of
players and cards hoverable. Lines about what only you can see (the cards you drew, the card taken from you)
are told in the "secret" tone.

Card movements are told by why they happened (`move.why`): a draw, a General Store pick, a Panic!; a movement with
no line of its own (a card played, which the `play` event tells) says nothing. A move or a `tokens` event of a
set's is told by the line its window side gives its reason (game/ui/sets.py `lines`), else by a plain line naming
the zones by their phrases. `done_to` picks the events whose lines make the "since your last turn" note
(game.ui.table.since).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui import sets
from game.ui.cards import deck
from game.ui.i18n import card_name, character_name, role_name, t, the
from game.ui.table import narrator
from game.ui.table.log import CARD, CHARACTER, ROLE, Line, Ref, line

# why -> the line of a draw: several cards unseen, one card unseen, the cards seen
DRAWS: dict[str | None, tuple[str, str, str]] = {
    "draw": ("log.cards.draw", "log.cards.draw_one", "log.cards.draw_seen"),
    "outlaw_bounty": ("log.cards.bounty", "log.cards.bounty_one", "log.cards.bounty_seen")}
OTHER_DRAW = ("log.cards.cause_draw", "log.cards.cause_draw_one", "log.cards.cause_draw_seen")  # a card or ability
# why -> the line of cards a player discards for a reason of the rules
DISCARDS = {"hand_limit": "log.cards.discard_limit", "sheriff_penalty": "log.cards.discard_penalty",
            "replaced": "log.cards.discard_replaced", "sid_ketchum": "log.cards.discard_sid"}
SILENT_MOVES = {"play", "deal", "jail"}       # told by another event


class Narrator(narrator.Narrator):
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

    @staticmethod
    def zone(where: dict | None) -> str:
        """A zone in the log: its phrase from its set's window side (its id in words for one no side names)."""
        if where is None:
            return t("log.cards.supply")            # tokens from or back to the box
        spec = sets.zone("cards", where.get("zone"))
        return t(spec.phrase) if spec is not None else sets.plain(where.get("zone") or "").en.lower()

    def _tokens(self, e: dict) -> Line | None:
        """Tokens moved between counters: the line of their reason, else a plain one."""
        src, dst = e.get("from"), e.get("to")
        owner = (dst or {}).get("seat") if (dst or {}).get("seat") is not None else (src or {}).get("seat")
        key = sets.log_line("cards", e)
        if key == "":
            return None
        plain = "log.cards.tokens" if owner is not None else "log.cards.tokens_table"
        return line(key or plain, name=self.seat(owner), n=e["amount"], origin=self.zone(src),
                    to=self.zone(dst), by=self.seat(e.get("by")))

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
        return line("log.cards.draw_check", name=self.seat(e["seat"]), purpose=self.cause(e["for"]),
                    card=self.card(e["card"]))

    def _show(self, e: dict) -> Line:
        return line("log.cards.show", name=self.seat(e["seat"]), card=self.card(e["card"]))

    def _shot_missed(self, e: dict) -> Line:
        return line("log.cards.dodged", name=self.seat(e["seat"]), shooter=self.seat(e.get("shooter")))

    def _jail_escaped(self, e: dict) -> Line:
        return line("log.cards.jail_escaped", "heal", name=self.seat(e["seat"]))

    def _jail_skips_turn(self, e: dict) -> Line:
        return line("log.cards.jail_stays", "hurt", name=self.seat(e["seat"]))

    def _dynamite_exploded(self, e: dict) -> Line:
        return line("log.cards.dynamite", "hurt", name=self.seat(e["seat"]))

    def _sheriff_penalty(self, e: dict) -> Line:
        return line("log.cards.sheriff_penalty", "hurt", name=self.seat(e["seat"]))

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
        why, by = e.get("why"), e.get("by")
        src, dst = e.get("from") or {}, e.get("to") or {}
        cards = e.get("cards")
        count = cards if isinstance(cards, int) else len(cards or ())
        refs = self.cards(cards)
        route = (src.get("zone"), dst.get("zone"))
        owner, target = src.get("seat"), dst.get("seat")
        mine = self.me is not None and self.me in (owner, target)
        tone = "secret" if mine and refs and route[0] not in ("in_play", "discard", "store", "draw") \
            and route[1] not in ("in_play", "discard", "store", "draw") else "plain"
        if why in SILENT_MOVES or count == 0:
            return None
        if route == ("discard", "deck"):
            return line("log.cards.reshuffle", count=count)
        if route == ("deck", "hand"):
            hidden, one, seen = DRAWS.get(why, OTHER_DRAW)
            if refs:
                return line(seen, tone, name=self.seat(target), cards=refs, cause=self.cause(why))
            return line(one if count == 1 else hidden, name=self.seat(target), n=count, cause=self.cause(why))
        if route == ("deck", "store"):
            return line("log.cards.store", cards=refs or [], name=self.seat(by))
        if route == ("store", "hand"):
            return line("log.cards.store_pick", name=self.seat(target), card=self.card(refs[0].value)) if refs \
                else None
        if route == ("deck", "peek"):
            return line("log.cards.peek", name=self.seat(target), n=count)
        if route == ("peek", "deck"):
            return line("log.cards.put_back", name=self.seat(owner))
        if route == ("peek", "hand"):
            return line("log.cards.keep_seen" if refs else "log.cards.keep", tone, name=self.seat(target),
                        cards=refs or [], n=count)
        if route == ("discard", "hand"):
            return line("log.cards.from_discard", name=self.seat(target), cards=refs or [])
        if route == ("hand", "hand"):
            if refs:
                return line("log.cards.take_hand_seen", tone, name=self.seat(target), victim=self.seat(owner),
                            cards=refs, cause=self.cause(why))
            return line("log.cards.take_hand", name=self.seat(target), victim=self.seat(owner), n=count,
                        cause=self.cause(why))
        if route == ("in_play", "hand"):
            return line("log.cards.take_in_play", name=self.seat(target), victim=self.seat(owner), cards=refs,
                        cause=self.cause(why))
        if route == ("in_play", "in_play") and why == "dynamite":
            return line("log.cards.dynamite_passes", name=self.seat(target))
        if route in (("hand", "discard"), ("in_play", "discard")):
            if why == "dynamite":               # the Dynamite that exploded: its own event tells it
                return None
            if why == "eliminated":
                return line("log.cards.dead_cards", name=self.seat(owner), cards=refs)
            if why == "cat_balou":
                return line("log.cards.forced_discard", name=self.seat(owner), by=self.seat(by), cards=refs)
            if why in DISCARDS:
                return line(DISCARDS[why], name=self.seat(owner), cards=refs)
            return line("log.cards.answer", name=self.seat(owner), cards=refs)
        if route[0] in ("hand", "in_play") and route[1] == "hand" and sets.known("cards", why or "") == "character":
            return line("log.cards.inherit", name=self.seat(target), victim=self.seat(owner), n=count)
        key = sets.log_line("cards", e)
        if key == "" or key is None and set(route) <= CORE_ZONES:
            return None
        seat = target if target is not None else owner
        plain = "log.cards.reshuffle_into" if why == "reshuffle" else \
            "log.cards.moved" if seat is not None else "log.cards.moved_table"
        return line(key or plain, tone, name=self.seat(seat), cards=refs or [], n=count, origin=self.zone(src),
                    to=self.zone(dst), by=self.seat(by))


CORE_ZONES = {"deck", "discard", "hand", "in_play", "store", "draw", "peek"}   # their moves have lines above
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
