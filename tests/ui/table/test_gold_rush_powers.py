"""Gold Rush's powers that ask a second question, clicked as a person would on a live position: Josh McCloud's button
and how he uses the card it draws, Dutch Will's discard, the Rucksack in the dying prompt, Don Bell's "draw!" with a
Horseshoe; and what the log says of Jacky Murieta's shot and of a card a Calumet stops. Each position is a stacked
table (scenario words) played by the real rules core through a LessonClient whose steps allow any answer of the
power's verb, so every click goes to the core and its answer is read back in the game's state and the table's log."""

from __future__ import annotations

import re

import pytest

from game.core.cards import gold_rush as core
from game.core.cards.gold_rush.nuggets import gold
from game.ui.cards import deck, drawing
from game.ui.cards.scene import CardTable
from game.ui.client import LessonClient
from game.ui.i18n import set_language
from game.ui.learn.lessons import Lesson, Step

ANY = {"en": "", "es": ""}


def live(ui, players: list[dict], table: dict, verbs: list[str], opening: tuple[dict, ...] = ()) -> CardTable:
    """A card table on a live Gold Rush position: Ana (seat 0) answers with one verb of `verbs` at each step, in
    order; every legal answer is offered, as in a game."""
    names = ("Ana", "Bruno", "Carmen", "Diego")
    base = [{"name": n, "role": r, "character": c} for n, r, c in zip(
        names, ("sheriff", "outlaw", "outlaw", "renegade"),
        ("bart_cassidy", "vulture_sam", "slab_the_killer", "suzy_lafayette"))]
    lesson = Lesson("cards", "gold_rush_test", ANY,
                    {"expansions": ["gold_rush"], "seed": 3,
                     "players": [{**b, **p} for b, p in zip(base, players + [{}] * (4 - len(players)))],
                     "table": table},
                    tuple(Step(ANY, ({"do": verb},), ANY, offer_all=True) for verb in verbs), ANY, opening)
    scene = CardTable(ui.app, LessonClient(lesson))
    ui.app.push(scene)
    settle(ui, scene)
    return scene


def settle(ui, table: CardTable) -> None:
    ui.until(lambda: table.decision is not None and not table.director.busy, 20, "our decision")
    ui.step(2)


def told(table: CardTable) -> str:
    return " ".join(line.text for line in table.book.lines)


def answers(ui) -> dict[str, str]:
    """The prompt's answers: their words -> the widget's id."""
    return {ui.widget(f"answer{i}").label.split(". ", 1)[-1]: f"answer{i}" for i in range(12) if ui.has(f"answer{i}")}


def test_josh_mccloud_buys_the_top_equipment_card_by_his_button_and_says_how_he_uses_it(ui):
    table = live(ui, [{"character": "josh_mccloud", "gold": 3, "hand": ["missed 10C"]}],
                 {"turn": "Ana", "phase": "play", "equipment_deck": ["bottle"]}, ["josh", "josh"])
    game = table.client.game
    assert ui.widget("josh").label == "2 nuggets: equipment"
    ui.click("josh")
    settle(ui, table)
    assert table.decision["kind"] == "use_josh_mccloud"
    bottle = table.decision["info"]["card"]
    assert deck.kind_of(bottle) == "bottle"
    assert table.prompt_heading == ("Josh McCloud", "The equipment deck's top card is used at once: how?")
    words = answers(ui)
    assert set(words) == {"Use Bottle as Beer", "Use Bottle as BANG! on Bruno", "Use Bottle as BANG! on Diego"}
    ui.click(words["Use Bottle as BANG! on Bruno"])
    ui.until(lambda: table.client.step == 2, 10, "the answer taken")
    bruno = game.players[1]
    assert gold(game, game.players[0]) == 3 - 2 + 1        # paid 2, earned 1 for the hit
    assert bottle in game.pile(core.EQUIPMENT_DISCARD) and bruno.life == 3      # shot, no Missed! in hand
    ui.until(lambda: not table.director.busy, 10, "the table caught up")
    assert "Ana spends 2 nugget(s) (Josh McCloud). Ana turns up Bottle from the equipment deck, to use at once. " \
        "Bruno loses 1 life to Bottle of Ana: 3 left. Ana takes 1 nugget(s) for the hit." in told(table), told(table)


def test_dutch_will_discards_one_of_his_two_cards_by_a_click_and_takes_a_nugget(ui):
    table = live(ui, [{"character": "dutch_will", "hand": []}],
                 {"turn": "Ana", "phase": "start", "deck": ["bang 2C", "beer 6H"]}, ["discard"])
    game = table.client.game
    assert table.decision["kind"] == "draw_dutch_will"
    assert table.prompt_heading == \
        ("Dutch Will", "Discard one of the two cards you drew; you keep the other and take a nugget.")
    words = answers(ui)
    assert set(words) == {"Discard BANG!", "Discard Beer"}, words
    ui.click(words["Discard BANG!"])
    ui.until(lambda: table.client.step == 1, 10, "the answer taken")
    ana = game.players[0]
    assert [deck.kind_of(c) for c in ana.hand] == ["beer"] and gold(game, ana) == 1
    assert deck.kind_of(game.discard[-1]) == "bang"
    ui.until(lambda: "Dutch Will" in told(table), 10, "the log")
    assert "Ana takes 1 nugget(s) (Dutch Will)." in told(table), told(table)


def test_the_rucksack_is_offered_in_the_dying_prompt_and_saves_by_a_click(ui):
    table = live(ui, [{"life": 1, "gold": 2, "equipment": ["rucksack"], "hand": ["bang 3C"]},
                      {"hand": ["bang 2D"]}],
                 {"turn": "Bruno", "phase": "play"}, ["take_hit", "rucksack"],
                 ({"actor": "Bruno", "do": "play", "card": "bang 2D", "target": "Ana"},))
    game = table.client.game                            # the hit taken by itself (no other answer): dying
    assert table.decision["kind"] == "dying" and table.client.step == 1
    words = answers(ui)
    assert set(words) == {"Rucksack: 2 nuggets for a life point", "Give up: you are out"}, words
    ui.click(words["Rucksack: 2 nuggets for a life point"])
    ui.until(lambda: table.client.step == 2, 10, "the Rucksack used")
    ana = game.players[0]
    assert ana.life == 1 and ana.status.acts and gold(game, ana) == 0
    ui.until(lambda: "Rucksack" in told(table), 10, "the log")
    assert "Ana spends 2 nugget(s) (Rucksack)." in told(table), told(table)


def test_don_bell_with_a_horseshoe_chooses_his_draw_from_two_cards(ui):
    table = live(ui, [{"character": "don_bell", "equipment": ["horseshoe"], "hand": ["missed 10C"]}],
                 {"turn": "Ana", "phase": "play", "deck": ["bang 2C", "beer 6H"]}, ["end_turn", "choose"])
    game = table.client.game                            # his turn ended by itself (no other answer): his "draw!"
    assert table.decision["kind"] == "choose_draw" and table.decision["info"] == {"for": "don_bell"}
    assert len(table.decision["options"]) == 2          # the Horseshoe's extra card to choose from
    words = answers(ui)
    assert set(words) == {"BANG! counts", "Beer counts"}, words
    ui.click(words["Beer counts"])                      # a heart: another turn
    ui.until(lambda: table.client.step == 2, 10, "the draw chosen")
    assert game.turn == 0 and deck.kind_of(game.discard[-1]) == "beer"
    ui.until(lambda: "Don Bell" in told(table), 10, "the log")
    assert re.search(r"Ana draws! for Don Bell: Beer[^.]*\. Ana's turn\.", told(table)), told(table)


def test_a_purchase_never_shows_four_cards_in_the_shop_while_the_slot_is_refilled(ui):
    """The core refills the slot before the bought card leaves (shop.REFILL_BEFORE_DISCARD): the row keeps its
    three cards' size all along, the bought card gone from it, the new one in."""
    from game.core.cards.gold_rush import shop
    assert shop.REFILL_BEFORE_DISCARD
    table = live(ui, [{"gold": 3, "hand": ["missed 10C", "bang 2C"]}],
                 {"turn": "Ana", "phase": "play", "shop": ["gun_belt", "pickaxe", "horseshoe"],
                  "equipment_deck": ["calumet"]}, ["buy"])
    row = table.board.spots[core.SHOP].copy()
    gun_belt = table.shown.cards_in(core.SHOP)[0]
    shown, seen = table.shown, []
    apply = shown.apply_event

    def applied(event: dict) -> None:               # the shop as the table shows it after each event
        apply(event)
        seen.append([deck.kind_of(c) for c in shown.cards_in(core.SHOP)])
    shown.apply_event = applied
    ui.click("buy0")
    ui.until(lambda: table.client.step == 1 and not table.director.busy, 10, "the purchase shown")
    assert max(map(len, seen)) == 3 and seen[-1] == ["pickaxe", "horseshoe", "calumet"], seen
    assert table.board.spots[core.SHOP] == row          # laid out as before: three cards of the same size
    assert gun_belt in table.client.game.pile(core.EQUIPMENT, table.client.game.players[0])


def test_a_wanted_pays_its_killer_and_the_eliminated_players_equipment_leaves_the_table(ui):
    table = live(ui, [{"hand": ["bang 2C", "missed 10C"]},
                      {"life": 1, "role": "outlaw", "equipment": ["wanted", "boots"]}],
                 {"turn": "Ana", "phase": "play"}, ["play"])
    game = table.client.game
    hand = len(table.shown.hand)
    bang = next(i for i, c in enumerate(table.shown.hand) if deck.kind_of(c) == "bang")
    ui.click(f"hand{bang}")
    ui.click("seat1")
    ui.until(lambda: table.client.step == 1 and not table.director.busy, 10, "Bruno shot")
    bruno = table.shown.players[1]
    assert bruno["status"] == "out" and bruno["piles"][core.EQUIPMENT] == []       # no Boots, no Wanted left
    assert {deck.kind_of(c) for c in table.shown.cards_in(core.EQUIPMENT_DISCARD)} >= {"wanted", "boots"}
    assert len(table.shown.hand) == hand - 1 + 2 + 3            # the BANG! gone; the Wanted's 2, an Outlaw's 3
    assert table.shown.me["piles"][core.GOLD] == gold(game, game.players[0]) == 2    # the hit's and the bounty's
    assert "Ana takes the Wanted bounty: 1 nugget." in told(table), told(table)
    assert "Bruno" not in drawing.status_line(table)


@pytest.mark.parametrize("language, words", [
    ("en", "Ana pays 2 nuggets to shoot a BANG! at Bruno (Jacky Murieta)."),
    ("es", "Ana paga 2 pepitas para disparar un ¡BANG! contra Bruno (Jacky Murieta).")])
def test_jacky_murietas_shot_is_told_as_a_shot_at_his_target_with_its_price(ui, language, words):
    set_language(language)
    try:
        table = live(ui, [{"character": "jacky_murieta", "gold": 2, "hand": ["missed 10C"]},
                          {"hand": ["beer 6H"]}], {"turn": "Ana", "phase": "play"}, ["jacky"])
        ui.click("jacky")
        at_bruno = next(f"answer{i}" for i in range(9) if ui.has(f"answer{i}") and
                        ui.widget(f"answer{i}").label.endswith(" Bruno"))
        ui.click(at_bruno)
        ui.until(lambda: table.client.step == 1, 10, "the shot taken")
        game = table.client.game
        assert gold(game, game.players[0]) == 2 - 2 + 1 and game.players[1].life == 3     # paid 2, 1 for the hit
        ui.until(lambda: "Jacky Murieta" in told(table), 10, "the log")
        assert words in told(table), told(table)
        assert "(Jacky Murieta)" not in told(table).replace(words, "")     # his nuggets are told once, with it
    finally:
        set_language("en")


@pytest.mark.parametrize("language, words", [
    ("en", "Ana plays BANG! at Bruno. BANG! has no effect on Bruno, whose Calumet wards off the Diamond cards the "
           "other players play."),
    ("es", "Ana juega ¡BANG! contra Bruno. ¡BANG! no afecta a Bruno: su Calumet anula las cartas de Diamantes que "
           "juegan los demás.")])
def test_a_card_the_calumet_stops_is_told_with_the_reason_it_does_nothing(ui, language, words):
    set_language(language)
    try:
        table = live(ui, [{"hand": ["bang 3D", "missed 10C"]}, {"equipment": ["calumet"]}],
                     {"turn": "Ana", "phase": "play"}, ["play"])
        bang = next(i for i, c in enumerate(table.shown.hand) if deck.kind_of(c) == "bang")
        ui.click(f"hand{bang}")
        ui.click("seat1")
        ui.until(lambda: table.client.step == 1 and not table.director.busy, 10, "the BANG! played")
        game = table.client.game
        assert game.players[1].life == 4 and game.pending.kind == "play" and game.pending.seat == 0  # nothing to answer
        assert words in told(table), told(table)
    finally:
        set_language("en")
