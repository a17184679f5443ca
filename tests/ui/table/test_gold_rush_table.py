"""Gold Rush on the card table (game/ui/cards/gold_rush/side.py), clicked as a person would: a table held on a position
of the set (a scenario built by the core, shown through a StillClient: what a click sends is checked exactly), and a
whole game with Gold Rush played by clicks against bots, buying, selling and forcing as it goes, to its end."""

from __future__ import annotations

import itertools
import json
import random
import re
import time

import pytest

from game.core.cards import gold_rush as core
from game.core.cards import reading
from game.core.cards.scenario import build
from game.session import view_message
from game.ui import sets
from game.ui.cards import deck
from game.ui.cards.gold_rush.text import CARDS, CHARACTERS
from game.ui.cards.scene import CardTable
from game.ui.i18n import card_name, set_language
from game.ui.scenes.dialog import Dialog
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from game.ui.testing import StillClient

from .driving import play_a_card_or_end

NAMES = ("ana", "bea", "cid", "dan")
SEED = 3           # a game in which we buy, sell a Beer and pay another player's equipment away
CHARACTER_IDS = ("don_bell", "dutch_will", "jacky_murieta", "josh_mccloud", "madam_yto", "pretty_luzena",
                 "raddie_snake", "simeon_picos")


def position(ui, players: list[dict], table: dict | None = None, seed: int = 1) -> tuple[CardTable, StillClient]:
    """Our seat (ana, seat 0) at her turn's play in a Gold Rush position the core builds from scenario words,
    held on the table: the answers our clicks send are kept in the client's `sent`."""
    base = [{"name": name, "role": role, "character": character}
            for name, role, character in zip(NAMES, ("sheriff", "outlaw", "outlaw", "renegade"),
                                             ("bart_cassidy", "rose_doolan", "black_jack", "kit_carlson"))]
    spec = {"game": "cards", "expansions": ["gold_rush"], "seed": seed,
            "players": [{**b, **p} for b, p in zip(base, players + [{}] * (4 - len(players)))],
            "table": {"turn": "ana", "phase": "play", **(table or {})}}
    game = build(spec)
    view = json.loads(json.dumps(view_message(game.view(0))["view"]))
    setup = {"game": "cards", "seed": seed, "sets": list(game.box.sets), "options": {},
             "seats": [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                          for n in NAMES[1:]]}
    client = StillClient(setup, view)
    table = CardTable(ui.app, client)
    ui.app.push(table)
    ui.until(lambda: table.decision is not None and not table.director.busy, 10, "our decision")
    ui.step(2)
    return table, client


def card_id(table: CardTable, zone_cards: list[int], kind: str) -> int:
    return next(c for c in zone_cards if deck.kind_of(c) == kind)


def sent(client: StillClient) -> list:
    return [action for action, _ in client.sent]


# -- what a player reads -----------------------------------------------------------------------------------------
def test_every_equipment_card_and_character_reads_in_both_languages_with_its_art():
    side = sets.side("cards", core.NAME)
    assert side is not None and side.title == "gold_rush.title"
    kinds = {k.name: k for k in core.SET.cards}
    assert len(kinds) == 15 and sum(k.copies for k in kinds.values()) == 24
    for name, kind in kinds.items():
        piece = side.pieces[name]
        assert piece.picture is not None, name                       # drawn from data
        assert piece.corner == str(kind.cost) and piece.border == kind.color, name    # the cost where a rank is
        assert piece.rules_en and piece.rules_es and piece.rules_en != piece.rules_es, name
    assert {side.pieces[n].border for n in kinds} == {"brown", "black"}
    assert set(CHARACTERS) == set(CHARACTER_IDS)                     # every character's rules, when the core has him
    for id, words in CHARACTERS.items():
        assert words["en"] and words["es"], id
    for character in core.SET.characters:
        assert side.characters[character.id].look is not None, character.id
    set_language("es")
    try:
        assert [card_name(n) for n in ("gold_pan", "pardner", "lucky_charm", "wanted", "rhum")] == \
            ["Cedazo", "Cómplice", "Amuleto", "Se Busca", "Ron"]      # seed 003's names
    finally:
        set_language("en")
    assert "our ruling" in CARDS["horseshoe"]["en"] and "decisión nuestra" in CARDS["horseshoe"]["es"]


def test_the_rules_screen_lists_the_shop_the_nuggets_and_every_card_under_gold_rush(ui):
    from game.ui.scenes.rules import card_sections
    rows = card_sections()
    titles = [label for key, label in rows if key is None]
    assert "# Gold Rush: cards" in titles or any("Gold Rush" in title for title in titles), titles
    listed = {key[1] for key, _ in rows if key is not None and key[0] == "card"}
    assert {"shop", "gold", *(k.name for k in core.SET.cards)} <= listed


# -- the shop ----------------------------------------------------------------------------------------------------
def test_a_shop_card_is_bought_by_a_click_and_one_too_dear_says_why(ui):
    table, client = position(ui, [{"gold": 2}], {"shop": ["gun_belt", "pickaxe", "horseshoe"]})
    shop = table.shown.cards_in(core.SHOP)
    assert [deck.kind_of(c) for c in shop] == ["gun_belt", "pickaxe", "horseshoe"]
    assert ui.has("buy0") and ui.has("buy2") and not ui.has("buy1")
    too_dear = ui.widget("no_buy1")
    assert not too_dear.enabled and too_dear.reason == "4 nuggets needed, you have 2."
    assert ui.widget("buy0").label == "2 nuggets" and too_dear.label == "4 nuggets"    # the price on the card
    ui.move(too_dear.rect.center, 2.0)                  # resting on it: the enlarged card says why
    assert table.zoom_note(table.hover.subject) == "4 nuggets needed, you have 2."
    ui.click("no_buy1")                                 # pressed: nothing is sent, a banner says why
    assert sent(client) == [] and any("4 nuggets needed" in b[0] for b in table.cues.banners)
    ui.click("buy0")
    assert sent(client) == [["buy", shop[0]]]


def test_pretty_luzenas_price_tags_show_her_discount_until_her_first_purchase(ui):
    """The tags are the core's prices for the player in turn (reading.prices): one nugget off each while her
    once-a-turn discount is unused; a card dearer than her nuggets even so says the discounted price it needs."""
    luzena = {"character": "pretty_luzena", "gold": 2}
    table, client = position(ui, [luzena], {"shop": ["gun_belt", "pickaxe", "horseshoe"]})
    shop = table.shown.cards_in(core.SHOP)
    assert [ui.widget(id).label for id in ("buy0", "no_buy1", "buy2")] == ["1 nugget", "3 nuggets", "1 nugget"]
    assert ui.widget("no_buy1").reason == "3 nuggets needed, you have 2."
    ui.click("buy0")
    assert sent(client) == [["buy", shop[0]]]
    game = build({"game": "cards", "expansions": ["gold_rush"], "players": [
        {"name": n, "role": r, **({**luzena, "gold": 4} if n == "ana" else {})}
        for n, r in zip(NAMES, ("sheriff", "outlaw", "outlaw", "renegade"))],
        "table": {"turn": "ana", "phase": "play", "shop": ["gun_belt", "pickaxe", "horseshoe"]}})
    shop = game.pile(core.SHOP)
    offered = [("buy", c) for c in shop]
    assert list(reading.prices(game.view(1).data, offered).values()) == [1, 3, 1]     # any seat reads her price
    game.apply(0, ("buy", shop[0]))
    after = reading.prices(game.view(0).data, [("buy", c) for c in game.pile(core.SHOP)])     # the discount used
    assert {game.box.name[c]: n for (_, c), n in after.items()}.items() >= {"pickaxe": 4, "horseshoe": 2}.items()


def test_a_card_with_several_uses_asks_how_and_a_wanted_on_yourself_asks_first(ui):
    table, client = position(ui, [{"gold": 5, "life": 3}], {"shop": ["bottle", "wanted", "shot"]})
    shop = table.shown.cards_in(core.SHOP)
    ui.click("buy0")                                    # the Bottle: as what, at whom
    labels = [ui.widget(f"answer{i}").label for i in range(12) if ui.has(f"answer{i}")]
    assert not any(w.label for w in table.form.widgets if w.id.startswith(("buy", "no_buy")))  # none over the prompt
    assert any("as Beer" in label for label in labels) and any("as BANG! on bea" in label for label in labels)
    beer = next(i for i in range(12) if "as Beer" in ui.widget(f"answer{i}").label)
    ui.click(f"answer{beer}")
    assert sent(client) == [["buy", shop[0], "beer"]]
    table, client = position(ui, [{"gold": 5, "life": 3}], {"shop": ["bottle", "wanted", "shot"]})
    ui.click("buy1")                                    # the Wanted: on whom
    ours = next(i for i in range(12) if ui.widget(f"answer{i}").label.endswith("on ana"))
    ui.click(f"answer{ours}")
    assert isinstance(ui.scene, Dialog) and ui.scene.title == "A Wanted on yourself?"
    ui.click("no")
    assert sent(client) == []                           # not bought
    ui.click("buy1")
    theirs = next(i for i in range(12) if ui.widget(f"answer{i}").label.endswith("on bea"))
    ui.click(f"answer{theirs}")
    assert sent(client) == [["buy", shop[1], 1]]        # on another player: no question


def test_a_shot_at_full_life_asks_before_the_nuggets_go(ui):
    table, client = position(ui, [{"gold": 3}], {"shop": ["shot", "gun_belt", "pickaxe"]})
    ui.click("buy0")
    ours = next(i for i in range(12) if ui.widget(f"answer{i}").label.endswith("on ana"))
    ui.click(f"answer{ours}")
    assert isinstance(ui.scene, Dialog) and ui.scene.title == "Buy it at full life?"
    ui.click("yes")
    assert sent(client) == [["buy", table.shown.cards_in(core.SHOP)[0], 0]]


def test_the_equipment_deck_shows_its_own_back_drawn_from_the_sides_data(ui):
    from game.ui.art.cards import card_back, deck_back
    table, client = position(ui, [{"gold": 1, "hand": ["bang 2C", "beer 6H"]}])
    back = sets.zone("cards", core.EQUIPMENT_DECK).back
    assert back is not None and sets.zone("cards", "deck").back is None    # the playing deck keeps its back
    spot = table.board.spots[core.EQUIPMENT_DECK]
    ui.step(2)
    seen = ui.app.surface.subsurface(spot).copy()
    middle = (spot.width // 2, spot.height // 2)
    assert seen.get_at(middle) == deck_back(spot.width, back).get_at(middle)
    assert deck_back(spot.width, back).get_at(middle) != card_back(spot.width).get_at(middle)


def test_the_banner_never_waits_on_a_player_gone_from_the_game(ui):
    from game.ui.cards.drawing import status_line
    table, client = position(ui, [{"hand": ["bang 2C", "beer 6H"]}])
    table.sent = table.shown.view["version"]            # our answer on its way: the banner tells of the others
    table.shown.table["turn"] = 1
    table.shown.waiting = 3                             # dan answered last (he gave up, dying)...
    assert table.waiting_on() == 3 and status_line(table) == "Waiting for dan..."
    table.shown.players[3]["status"] = "out"            # ...and is out: the banner tells whose turn it is
    assert table.waiting_on() is None and status_line(table) == "bea's turn."


# -- selling and forcing -----------------------------------------------------------------------------------------
def test_a_beer_is_sold_by_its_button_then_a_click_on_it(ui):
    table, client = position(ui, [{"hand": ["beer 6H", "bang 2C"]}])
    beer = next(c for c in table.shown.hand if deck.kind_of(c) == "beer")
    assert ui.widget("sell_beer").label == "Sell a Beer: +1 nugget"
    ui.click("sell_beer")
    assert table.under_way() is table.gestures["sell_beer"]
    ui.click(f"hand{table.shown.hand.index(beer)}")
    assert sent(client) == [["sell_beer", beer]]


def test_a_beer_dragged_onto_the_nugget_heap_is_sold(ui):
    table, client = position(ui, [{"life": 3, "hand": ["beer 6H", "bang 2C"]}])
    beer = table.shown.hand.index(next(c for c in table.shown.hand if deck.kind_of(c) == "beer"))
    heap = table.board.spots[core.GOLD_HEAP]
    ui.drag(table.hand_hit[beer].center, heap.center)
    assert sent(client) == [["sell_beer", table.shown.hand[beer]]]


def test_another_players_equipment_shows_its_price_and_is_paid_away_by_a_click(ui):
    table, client = position(ui, [{"gold": 3, "equipment": ["gun_belt"]}, {"equipment": ["horseshoe"]},
                                  {"equipment": ["pickaxe"]}])
    horseshoe = card_id(table, table.shown.players[1]["piles"][core.EQUIPMENT], "horseshoe")
    pickaxe = card_id(table, table.shown.players[2]["piles"][core.EQUIPMENT], "pickaxe")
    ours = table.shown.me["piles"][core.EQUIPMENT][0]
    force = ui.widget(f"force_discard1_{horseshoe}")
    assert force.enabled and force.label == "3 nuggets"
    assert force.note == "Pay 3 nuggets: bea discards Horseshoe"      # on the card enlarged under the mouse
    dear = ui.widget(f"no_force_discard2_{pickaxe}")
    assert not dear.enabled and dear.label == "5 nuggets" and dear.reason == "5 nuggets needed, you have 3."
    assert not any(w.id.endswith(f"_{ours}") for w in table.form.widgets)     # never your own
    ui.click(force.id)                                  # every nugget we have: asked first, naming what it buys
    assert isinstance(ui.scene, Dialog) and ui.scene.title == "Spend your last nuggets?"
    assert ui.scene.message == "Pay 3 nuggets: bea discards Horseshoe. This takes every nugget you have."
    ui.click("yes")
    assert sent(client) == [["force_discard", 1, horseshoe]]


def test_the_last_nuggets_question_names_the_card_its_owner_and_the_price_in_spanish(ui):
    set_language("es")
    try:
        table, client = position(ui, [{"gold": 5}, {"equipment": ["pickaxe"]}])
        pickaxe = table.shown.players[1]["piles"][core.EQUIPMENT][0]
        ui.click(f"force_discard1_{pickaxe}")
        assert ui.scene.title == "¿Gastar tus últimas pepitas?"
        assert ui.scene.message == "Pagar 5 pepitas: bea descarta Pico. Esto se lleva todas las pepitas que tienes."
        ui.click("no")
        assert sent(client) == []
    finally:
        set_language("en")


def test_the_gold_pan_is_a_button_greyed_with_its_reason_when_it_cannot_pay(ui):
    table, client = position(ui, [{"gold": 0, "equipment": ["gold_pan"], "hand": ["bang 2C", "missed 10C"]}])
    pan = ui.widget("gold_pan")
    assert not pan.enabled and pan.reason == "1 nugget needed, you have 0."
    ui.click("gold_pan")
    assert sent(client) == []
    table, client = position(ui, [{"gold": 2, "equipment": ["gold_pan"], "hand": ["bang 2C", "missed 10C"]}])
    ui.click("gold_pan")
    assert sent(client) == [["gold_pan"]]


def test_jacky_murietas_bang_is_a_button_offering_whom_to_shoot(ui):
    table, client = position(ui, [{"character": "jacky_murieta", "gold": 2, "hand": ["missed 10C", "beer 6H"]}])
    assert ui.widget("jacky").label == "2 nuggets: BANG!"
    ui.click("jacky")
    labels = {ui.widget(f"answer{i}").label.split(". ", 1)[1]: i for i in range(9) if ui.has(f"answer{i}")}
    assert "2 nuggets: BANG! at bea" in labels
    ui.click(f"answer{labels['2 nuggets: BANG! at bea']}")
    assert sent(client) == [["jacky", 1]]


def test_raddie_snakes_power_stays_in_sight_greyed_with_its_reason_when_he_cannot_pay(ui):
    table, client = position(ui, [{"character": "raddie_snake", "gold": 0, "hand": ["missed 10C", "beer 6H"]}])
    raddie = ui.widget("raddie")
    assert not raddie.enabled and raddie.reason == "1 nugget needed, you have 0."


def test_the_windows_names_of_the_sets_piles_and_price_are_the_cores():
    from game.core.cards.gold_rush import nuggets, shop
    from game.ui.cards.gold_rush import side
    assert (side.EQUIPMENT, side.EQUIPMENT_DECK, side.EQUIPMENT_DISCARD, side.SHOP, side.GOLD, side.GOLD_HEAP) == (
        nuggets.EQUIPMENT, nuggets.EQUIPMENT_DECK, nuggets.EQUIPMENT_DISCARD, nuggets.SHOP, nuggets.GOLD,
        nuggets.GOLD_HEAP)
    assert side.FORCE_EXTRA == shop.FORCE_EXTRA
    assert set(side.ZONES) == {pile.name for pile in core.SET.piles}


# -- a whole game ------------------------------------------------------------------------------------------------
def test_a_gold_rush_game_is_played_by_clicks_buying_selling_and_forcing_to_its_end(ui):
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                for n in ("Bruno", "Carmen", "Diego", "Elena")]
    start_game(ui.app, {"game": "cards", "seed": SEED, "sets": ["base", "gold_rush"], "options": {},
                        "seats": seats})
    table = ui.scene
    rng = random.Random(SEED)
    done = {"buy": 0, "sell": 0, "force": 0, "refused": 0}
    deadline = time.monotonic() + 120
    while not isinstance(ui.scene, GameOverScene):
        assert time.monotonic() < deadline, f"the game never ended; so far {done}"
        ui.until(lambda: True)
        decision = table.decision
        if ui.has("yes"):
            ui.click("yes")
        elif ui.scene is not table or decision is None or table.director.busy:
            continue
        elif decision["kind"] == "play":
            turn(ui, table, rng, done)
        elif ui.has("answer0"):
            ui.click("answer0")
        elif decision["kind"] == "discard":
            ui.click("hand0")
        else:
            ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
    assert done["buy"] and done["sell"] and done["force"] and done["refused"], done
    told = " ".join(line.text for line in table.book.lines)
    assert re.search(r"Ana buys \w", told) and re.search(r"Ana pays \d+ nugget\(s\) to the heap", told)
    assert "Ana sells a Beer: +1 nugget" in told and re.search(r"Ana pays to make \w+ discard \w", told)
    assert "nugget(s) for the hit" in told


def turn(ui, table: CardTable, rng: random.Random, done: dict) -> None:
    """Our turn: what the shop refuses read, a card bought, a Beer sold, another's equipment paid away, or a card
    of the hand played."""
    widgets = table.form.widgets
    refused = [w for w in widgets if w.id.startswith("no_buy")]
    for w in refused:
        assert re.fullmatch(r"\d+ nuggets? needed, you have \d+\.", w.reason or ""), w.reason
        done["refused"] += 1
    buys = [w.id for w in widgets if w.id.startswith("buy") and w.enabled]
    forces = [w.id for w in widgets if w.id.startswith("force_discard") and w.enabled]
    gold = table.shown.me["piles"][core.GOLD]
    if buys and rng.random() < 0.7:
        ui.click(buys[0])
        if ui.has("answer0"):
            ui.click("answer0")
        if ui.has("yes"):
            ui.click("yes")
        ui.until(lambda: table.shown.me["piles"][core.GOLD] < gold or not table.shown.me["status"] == "in"
                 or table.decision is not None and table.decision["kind"] != "play", 10, "the card paid for")
        done["buy"] += 1
    elif forces and rng.random() < 0.7:
        ui.click(forces[0])
        if ui.has("yes"):
            ui.click("yes")
        ui.until(lambda: table.shown.me["piles"][core.GOLD] < gold, 10, "the discard paid for")
        done["force"] += 1
    elif ui.has("sell_beer") and ui.widget("sell_beer").enabled and rng.random() < 0.8:
        ui.click("sell_beer")
        beer = next(i for i, c in enumerate(table.shown.hand) if deck.kind_of(c) == "beer")
        ui.click(f"hand{beer}")
        ui.until(lambda: table.shown.me["piles"][core.GOLD] > gold, 10, "the Beer sold")
        done["sell"] += 1
    else:
        play_a_card_or_end(ui, table, rng, 0.9)


# -- the shop among the seats ------------------------------------------------------------------------------------
CROWD = ("ana", "bea", "cid", "dan", "eva", "fay", "gus")
GEAR = (["gun_belt"], ["horseshoe", "boots"], ["pickaxe", "wanted"], ["rucksack", "calumet"], ["lucky_charm"],
        ["gold_pan", "wanted"], ["wanted"])
IN_PLAY = ([], ["barrel QS"], ["mustang 8H"], ["scope AS", "volcanic 10S"], ["schofield KS"], [], ["barrel KS"])


def crowded_table(ui, n: int) -> CardTable:
    """Our turn's play at a Gold Rush table of `n` seats, each with equipment and cards in play, the shop full."""
    players = [{"name": CROWD[i], "role": ("sheriff", "outlaw", "outlaw", "renegade", "deputy", "outlaw",
                                           "deputy")[i], "character": "bart_cassidy" if i == 0 else "el_gringo",
                "equipment": GEAR[i], "in_play": IN_PLAY[i], "gold": i} for i in range(n)]
    players[0]["hand"] = ["bang 2C", "beer 6H"]
    game = build({"game": "cards", "expansions": ["gold_rush"], "seed": 1, "players": players,
                  "table": {"turn": "ana", "phase": "play", "shop": ["shot", "union_pacific", "rhum"]}})
    view = json.loads(json.dumps(view_message(game.view(0))["view"]))
    setup = {"game": "cards", "seed": 1, "sets": list(game.box.sets), "options": {},
             "seats": [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": x}
                                                          for x in CROWD[1:n]]}
    table = CardTable(ui.app, StillClient(setup, view))
    ui.app.push(table)
    ui.until(lambda: table.decision is not None and not table.director.busy, 10, "our decision")
    ui.step(2)
    return table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_shop_and_its_caption_clear_every_seat_at_4_to_7_players(start_app, size):
    ui = start_app(size)
    for n in (4, 5, 6, 7):
        table = crowded_table(ui, n)
        board = table.board
        shop = board.spots[core.SHOP]
        caption = shop.inflate(0, ui.app.px(20)).move(0, -ui.app.px(10))     # the row and its caption above it
        assert shop.width >= 3 * ui.app.px(60), (n, shop)            # still read across the table
        clash = [r for r in board.taken(table.shown.players) if r.colliderect(caption)]
        assert not clash, (n, size, shop, clash)
        ui.app.pop()
        ui.step(2)


def test_the_equipment_an_eliminated_player_leaves_is_told_in_the_grammar_of_its_count():
    """"cid's Wanted go to the bottom of the equipment deck": one card took the verb of several."""
    from game.ui.cards.lines import Narrator
    deck.use(("base", core.NAME))
    names = ["ana", "bea", "cid"]
    wanted, boots = (next(i for i in itertools.count() if deck.kind_of(i) == kind) for kind in ("wanted", "boots"))

    def left(cards: list[int]) -> str:
        told = Narrator(names, 0).tell({"kind": "move", "why": "eliminated", "from": {"zone": "equipment", "seat": 2},
                                        "to": {"zone": "equipment_discard"}, "cards": cards, "by": 1})
        assert told is not None
        return told.text

    try:
        assert left([wanted]) == "cid's Wanted goes to the bottom of the equipment deck."
        assert left([wanted, boots]) == "cid's Wanted, Boots go to the bottom of the equipment deck."
        set_language("es")
        assert left([wanted]) == "Se Busca de cid va a debajo del mazo de Equipo."
        assert left([wanted, boots]) == "Se Busca, Botas de cid van a debajo del mazo de Equipo."
    finally:
        set_language("en")
        deck.use(("base",))
