"""Which plays ask before they hurt you: each class on a table built for it, asking and not, and silent once turned
off in the settings (the click-through of one of them is in test_reading_the_table.py)."""

from types import SimpleNamespace

from game.core.cards.catalog import CARDS
from game.ui.cards.confirm import hurts
from game.ui.settings import Settings


def card(kind: str) -> int:
    return next(c.id for c in CARDS if c.name == kind)


def table(role: str = "outlaw", life: int = 3, hand: tuple = (), options: tuple = ()) -> SimpleNamespace:
    """What the card table shows, as far as `hurts` reads it: you at seat 0, the Sheriff at seat 1."""
    players = [{"seat": 0, "role": role}, {"seat": 1, "role": "sheriff"}, {"seat": 2, "role": None}]
    return SimpleNamespace(me={"life": life, "max_life": 4, "role": role}, seat=0, players=players,
                           hand=list(hand), decision={"options": [list(o) for o in options]})


def test_each_play_that_hurts_asks_and_the_harmless_ones_do_not():
    settings = Settings()
    panic, cat_balou, bang, beer = card("panic"), card("cat_balou"), card("bang"), card("beer")
    assert hurts(["play", panic, 0], table(), settings) == "steal_from_self"
    assert hurts(["play", cat_balou, 0], table(), settings) == "steal_from_self"
    assert hurts(["play", panic, 2], table(), settings) is None
    assert hurts(["play", bang, 1], table("deputy"), settings) == "deputy_shoots_sheriff"
    assert hurts(["play", panic, 1], table("deputy"), settings) == "deputy_shoots_sheriff"
    assert hurts(["play", bang, 1], table("outlaw"), settings) is None
    assert hurts(["play", bang, 2], table("deputy"), settings) is None
    assert hurts(["play", beer], table(life=4), settings) == "beer_at_full_life"
    assert hurts(["play", beer], table(life=3), settings) is None
    over = table(life=1, hand=(bang, beer), options=(("play", bang, 2), ("end_turn",)))
    assert hurts(["end_turn"], over, settings) == "end_turn_over_limit"
    assert hurts(["end_turn"], table(life=3, hand=(bang,)), settings) is None


def test_a_confirmation_turned_off_asks_no_more():
    settings = Settings()
    for name in ("steal_from_self", "deputy_shoots_sheriff"):
        settings.set(f"confirm.{name}", False)
    assert hurts(["play", card("panic"), 0], table(), settings) is None
    assert hurts(["play", card("bang"), 1], table("deputy"), settings) is None
    assert hurts(["play", card("beer")], table(life=4), settings) == "beer_at_full_life"    # the others still ask
    settings.set("confirm_end_turn", True)
    assert hurts(["end_turn"], table(life=3), settings) == "end_turn"


def test_enter_at_the_beer_at_full_life_question_keeps_the_beer(ui):
    """The question's default is its safe answer: Enter pressed out of habit drinks nothing."""
    import pygame

    from game.ui.cards import deck
    from game.ui.i18n import t

    from .driving import new_card_game, our_move, play_until

    seed = 14                                   # a Beer in your hand at full life, during your turn
    table = new_card_game(ui, seed)

    def beers() -> list[int]:
        return [c for c in table.shown.hand if deck.kind_of(c) == "beer" and ["play", c] in table.decision["options"]]

    def beer_at_full_life(table) -> bool:
        me = table.shown.me if table.shown.data else None
        return bool(our_move(table, "play") and me["life"] == me["max_life"] and beers())
    play_until(ui, seed, beer_at_full_life)
    beer = beers()[0]
    ui.click(f"hand{table.shown.hand.index(beer)}")
    assert ui.widget("no").style == "primary" and ui.widget("yes").label == t("confirm.yes")
    ui.key(pygame.K_RETURN)
    assert ui.scene is table and beer in table.shown.hand and table.decision is not None
