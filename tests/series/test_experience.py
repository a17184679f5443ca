"""The experience option (004): survivors buy cards they have in play into their next starting hand at $500 each,
within that hand's size and their money; the price is a line of their money; the next deal holds the cards."""

import copy

import pytest

from game.bots.levels import make_bot
from game.bots.series import buys
from game.core.common.series import Series
from game.core.common.table import Table
from game.session import Intermission, SetupRefused, check_setup, deal, series_setup

from .scripted import play

SEATS = [{"kind": "bot", "level": "easy", "name": name} for name in ("Ana", "Bruno", "Carmen", "Diego", "Elena")]
BASE = {"game": "cards", "sets": ["base"], "options": {"experience": True}, "seats": SEATS}
# Seed 11 deals R D O S O (every character 4 bullets). The Outlaw at seat 2 fires a Gatling: the Sheriff and the
# Deputy fall, the Outlaws win with both alive ($2,000 each), the Renegade alive earns $1,000.
IN_PLAY = {0: ["barrel QS", "winchester 8S", "mustang 8H"], 3: ["rev_carabine AC"],
           4: ["scope AS", "mustang 9H", "barrel KS", "remington KC", "dynamite 2H"]}


def after_game_one():
    series = Series.new("cards", 11, 5, mode="tournament", games=5, carry=True)
    game, events = play(series.next_game, "outlaw", {"sheriff": 1, "deputy": 1, "renegade": 2, "outlaw": 2},
                        in_play=IN_PLAY)
    series.record(game, events)
    for seat in series.asks:
        series.keep(seat, True)
    return series, game


def ids(game, seat, labels):
    return [c for c in game.players[seat].in_play if game.box.cards[c].label in labels]


def test_survivors_buy_within_money_and_hand_and_the_price_is_a_line_of_its_own():
    series, game = after_game_one()
    assert [series.money(s) for s in range(5)] == [1000, 0, 2000, 0, 2000]
    assert series.buyers == [0, 4] and series.next_game is None       # seat 2 has nothing in front of him
    renegade, outlaw = ids(game, 0, IN_PLAY[0]), ids(game, 4, IN_PLAY[4])
    before = series.to_json().__repr__()
    refusals = {"poor": series.buy_refusal(0, renegade), "many": series.buy_refusal(4, outlaw),
                "dead": series.buy_refusal(3, []), "not his": series.buy_refusal(0, outlaw[:1]),
                "twice": series.buy_refusal(0, renegade[:1] * 2)}
    assert "$1000, not the $1500" in refusals["poor"] and "no more than his starting hand of 4" in refusals["many"]
    assert "only a survivor" in refusals["dead"] and "each once" in refusals["not his"] == refusals["twice"]
    with pytest.raises(ValueError):
        series.buy(0, renegade)
    assert repr(series.to_json()) == before                             # a refused buy changed nothing
    series.buy(0, renegade[:2])                                         # the Barrel and the Winchester: $1,000
    again = Series.from_json(copy.deepcopy(series.to_json()))          # saved between two purchases
    assert again.buyers == [4] and again.next_game is None and again.data["next"]["hands"] == {"0": renegade[:2]}
    series.buy(4, [])
    assert series.played[-1]["money"][0][-1] == ["experience", -1000]
    assert [r["money"] for r in sorted(series.standings(), key=lambda r: r["seat"])] == [0, 0, 2000, 0, 2000]
    assert series.next_game["hands"] == {"0": renegade[:2]}
    with pytest.raises(ValueError, match="nothing to buy now"):
        series.buy(0, [])


def test_the_next_game_deals_the_bought_cards_into_the_starting_hand_out_of_its_deck():
    series, game = after_game_one()
    bought = ids(game, 0, ["barrel QS", "winchester 8S"])
    series.buy(0, bought)
    series.buy(4, [])
    setup = series_setup(series, BASE)
    assert setup["seats"][0]["hand"] == bought and "hand" not in setup["seats"][4]
    again = deal(setup)
    hand = again.players[0].hand
    assert set(bought) <= set(hand) and len(hand) == 4                # 2 kept, 2 drawn: his starting hand of 4
    assert again.card_total() == len(again.box.cards) and not set(bought) & set(again.deck)
    assert [p.hand for p in deal(setup).players] == [p.hand for p in again.players]    # seeded: the same deal
    forged = {**setup, "seats": [{**setup["seats"][0], "hand": bought[:1]}, *setup["seats"][1:]]}
    with pytest.raises(ValueError, match="not the one its series dealt"):
        check_setup(forged)


def test_bots_buy_a_barrel_and_a_long_weapon_first_as_far_as_money_goes():
    series, game = after_game_one()
    assert buys(series, 0) == ids(game, 0, ["barrel QS", "winchester 8S"])        # $1,000: two cards, best first
    assert sorted(buys(series, 4)) == sorted(ids(game, 4, ["barrel KS", "remington KC", "mustang 9H"]))


def test_the_option_is_refused_outside_a_series_in_words():
    with pytest.raises(SetupRefused, match="experience"):
        check_setup({**BASE, "seed": 3})


def test_a_seeded_bot_tournament_with_experience_buys_and_keeps_every_card_accounted_for():
    setup = series_setup(Series.new("cards", 5, 4, mode="tournament", games=4, carry=True), {**BASE,
                                                                                            "seats": SEATS[:4]})
    bought = 0
    while True:
        game = deal(setup)
        assert all(set(seat.get("hand", [])) <= set(p.hand) for seat, p in zip(setup["seats"], game.players))
        table = Table(game, [make_bot("cards", "easy", len(setup["series"]["played"]) * 10 + s) for s in range(4)])
        table.run(20_000)
        assert game.winner is not None and game.card_total() == len(game.box.cards)
        if len(setup["series"]["played"]) + 1 == 4:
            break
        between = Intermission(setup, table.answers)
        summary = between.summary
        assert not summary["asks"] and not summary["buyers"]          # the bots chose, and bought
        paid = [-a for m in summary["last"]["money"] for line, a in m if line == "experience"]
        setup = between.next_setup()
        bought += sum(len(h) for h in setup["series"]["next"]["hands"].values())
        assert sum(paid) == 500 * sum(len(seat.get("hand", [])) for seat in setup["seats"])
    assert bought > 0


@pytest.mark.parametrize("hand, words", [([0, 0], "distinct cards of the deck"), ([10_000], "distinct cards"),
                                         ([0, 1, 2, 3, 4], "more than the starting hand of 4")])
def test_the_engine_refuses_a_kept_hand_it_cannot_deal_in_words(hand, words):
    from game.core.cards.engine import new_game
    specs = [{"character": "black_jack", "hand": hand}, {}, {}, {}]     # Black Jack: 4 bullets
    with pytest.raises(ValueError, match=words):
        new_game(1, specs)
