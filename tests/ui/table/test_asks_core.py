"""The card table asks the rules core how far each seat is, how far each player reaches, why a card has no play and
what a card is (its record's flags), and works none of it out itself: its answers are the core's for positions of
the base game and of made-up sets whose cards bring rules of their own (tests/cards/madeup), and a dimmed card
under the mouse says the core's reason in the player's language."""

import random

from game.core.cards import reading
from game.core.cards.engine import new_game
from game.core.cards.scenario import build
from game.ui.cards import deck
from game.ui.cards.confirm import hurts
from game.ui.cards.distance import distance, nearest, reach_of, weapon_of
from game.ui.cards.model import Shown
from game.ui.cards.reasons import why_not, words
from game.ui.cards.scene import explain_distance
from game.ui.i18n import card_name, has, set_language, t
from game.ui.table.zoom import REST

from ...cards.madeup import boomtown, longhorn
from .driving import new_card_game, our_move, play_until

AIM_DUEL_STORE_SHOT = 14        # your turn with dimmed cards early


def positions(seeds: int, sets: tuple[str, ...] = ("base",)):
    """Random games of `sets`, at each decision of a player whose turn it is to play."""
    for seed in range(seeds):
        game = new_game(seed, 4 + seed % 4, sets=sets)
        rng = random.Random(seed)
        while game.pending is not None:
            if game.pending.kind == "play":
                yield game
            game.apply(game.pending.seat, rng.choice(game.pending.options))


def check_distances(game) -> int:
    """The window's distance, reach and weapon for every living seat's view are the engine's own."""
    checked = 0
    for p in game.players:
        if not p.status.seated:
            continue
        data = game.view(p.seat).data
        near = game.distances_from(p)
        for q in game.players:
            d = distance(data, q.seat)
            assert (d.total if d else None) == near.get(q.seat), (p.seat, q.seat)
            assert reach_of(data, q.seat) == (game.weapon_range(q) if q.status.seated else None)
        assert nearest(data) == min(near.values())
        assert weapon_of(data) == next((game.box.name[c] for c in p.in_play if game.box.weapon_range[c]), None)
        checked += 1
    return checked


def test_the_windows_distances_and_reasons_are_the_cores_in_the_base_game():
    rules, checked = set(), 0
    for game in positions(10):
        checked += check_distances(game)
        data = game.view(game.pending.seat).data
        told = why_not(data, data["hand"])
        for card in data["hand"]:
            reason = reading.why_not(data, card)
            rule = reason[0] if reason else "other"
            assert told[card] == words(data, card, rule)
            if reason:
                rules.add(rule)
    assert checked > 300
    assert {"out_of_range", "one_bang_per_turn", "missed_out_of_turn", "same_name_in_play"} <= rules
    assert all(has(f"why_not.{rule}") for rule in rules), rules          # each rule met has words of its own


def test_the_windows_distances_and_reasons_are_the_cores_with_a_made_up_set():
    checked = 0
    for game in positions(4, boomtown.SETS):
        checked += check_distances(game)
        data = game.view(game.pending.seat).data
        hand = [c for c in data["hand"] if game.box.deck_of[c] == "cards"]
        refused = reading.refusals(data, hand)
        assert why_not(data, hand) == {c: words(data, c, refused[c][0] if c in refused else "other") for c in hand}
    assert checked > 100


def longhorn_table(**change) -> dict:
    """Ana, a Deputy, holds a BANG! and a Lasso; Bea has an Ox Team in front of her, Dan a Long Rifle (Eva is
    out)."""
    players = [
        {"name": "ana", "role": "deputy", "character": "willy_the_kid", "hand": ["bang 2D", "lasso 5H"]},
        {"name": "bea", "role": "outlaw", "character": "bart_cassidy", "in_play": ["ox_team 2H"]},
        {"name": "cid", "role": "sheriff", "character": "black_jack"},
        {"name": "dan", "role": "renegade", "character": "pedro_ramirez", "in_play": ["long_rifle 4H"]},
        {"name": "eva", "role": "outlaw", "character": "jourdonnais", "alive": False}]
    for name, more in change.items():
        next(p for p in players if p["name"] == name).update(more)
    return {"name": "longhorn", "game": "cards", "seed": 1, "expansions": [longhorn.NAME], "players": players,
            "table": {"turn": "ana", "phase": "play"}}


def test_a_card_with_distance_reach_and_target_rules_of_its_own_gets_the_cores_answers():
    """A made-up Mustang that counts twice, a weapon reaching 3 and an attack played only at distance 2 read right
    through the window, which names none of them (it used to read the base game's catalog and its own names)."""
    game = build(longhorn_table())
    data = game.view(0).data
    bea = distance(data, 1)
    assert (bea.seats_apart, bea.cover, bea.sight, bea.total) == (1, ("ox_team", "ox_team"), (), 3)
    assert (distance(data, 2).total, distance(data, 3).total) == (2, 1)
    assert (reach_of(data, 0), reach_of(data, 3)) == (1, 3) and not bea.in_reach and distance(data, 3).in_reach
    tip = explain_distance(bea, "bea")             # the seat's tip: its reasons, by the names the window reads
    assert tip.count(t("distance.cover", what=card_name("ox_team"))) == 2 and "distance 3" in tip, tip
    bang, lasso = game.players[0].hand
    assert [o for o in game.pending.options if o[1:2] == (lasso,)] == [("play", lasso, 2)]   # its own target rule
    shown = Shown(0)
    message = {"type": "view", "view": {"seat": 0, "version": game.version, "data": data,
                                         "decision": {"kind": "play", "options": game.pending.options}}}
    deck.use(data["rules"]["sets"])             # as the table does with its setup's: the cards of the game's sets
    shown.apply_view(message["view"])
    asked = {"confirm.deputy_shoots_sheriff": True, "confirm.steal_from_self": True, "confirm.beer_at_full_life": True}
    assert hurts(["play", lasso, 2], shown, asked) == "deputy_shoots_sheriff"       # an attack: its record says so
    assert deck.kind_of(lasso) == "lasso" and deck.record("bang").aimed_in_reach
    assert not deck.record("lasso").aimed_in_reach           # its target rule is its own, not the weapon's reach


def test_a_card_refused_by_the_rules_of_a_made_up_card_says_the_cores_reason_in_both_languages():
    game = build(longhorn_table(cid={"in_play": ["ox_team 3H"]}, dan={"alive": False, "in_play": []}))
    # bea and cid at 3 with their Ox Teams: the BANG! reaches no one, the Lasso (distance 2 only) no one either
    data = game.view(0).data
    bang, lasso = game.players[0].hand
    assert reading.why_not(data, bang)[0] == "out_of_range" and reading.why_not(data, lasso)[0] == "lasso_distance"
    for language in ("en", "es"):
        set_language(language)
        assert why_not(data, [bang, lasso]) == {bang: t("why_not.out_of_range", nearest=3, reach=1),
                                                lasso: t("why_not.other", card=card_name("lasso"))}  # no words
    set_language("en")


def test_a_dimmed_card_under_the_mouse_says_the_cores_reason_in_both_languages(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play") and any(
        not table.form.find(f"hand{i}").enabled for i in range(len(table.shown.hand))))
    index = next(i for i in range(len(table.shown.hand)) if not ui.widget(f"hand{i}").enabled)
    card = table.shown.hand[index]
    rule = reading.why_not(table.shown.view["data"], card)[0]
    rest = table.hand_hit[index]
    for language in ("en", "es"):
        set_language(language)
        table.layout()
        ui.move((rest.x + 4, rest.centery), REST + 0.2)    # its left edge: never under the next card of the fan
        said = words(table.shown.data, card, rule)
        assert table.reason_shown() == (index, said, False), (language, rule)
        assert card_name(deck.kind_of(card)) in said or "{card}" not in t(f"why_not.{rule}")
    set_language("en")
    assert said != words(table.shown.data, card, rule)                 # the Spanish words were shown
