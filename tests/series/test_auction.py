"""The character auction (004): a scripted auction against hand-worked money, the refusals (changing nothing), a
save mid-auction, a survivor keeping his character for its price again, and the bots' bids."""

import copy

import pytest

from game.bots.levels import make_bot
from game.bots.series import bids, keeps, worth
from game.cli import run_series
from game.core.common.series import Series
from game.core.common.table import Table
from game.net import headless
from game.session import (
    Intermission,
    SetupRefused,
    check_setup,
    deal,
    new_series_setup,
    record_game,
    series_goes_on,
    series_setup,
)

from .scripted import play

SEATS = [{"kind": "bot", "level": "normal", "name": name} for name in ("Ana", "Bruno", "Carmen", "Diego", "Elena")]
BASE = {"game": "cards", "sets": ["base"], "options": {"auction": True}, "seats": SEATS}
# Seed 11's first deal: the Sheriff at seat 3, so the nominating order is 2, 1, 0, 4, 3 (to his right, moving right).
LOTS = ["lucky_duke", "black_jack", "jourdonnais", "calamity_janet", "jesse_jones"]
# (seat, amount or None: a pass, the character he names): each line of the hand-worked auction below.
SCRIPT = [(2, 100, "jourdonnais"), (1, 200, None), (0, None, None), (4, 400, None), (3, None, None), (2, None, None),
          (1, 500, None), (4, None, None),                     # seat 1 takes Jourdonnais for $500
          (0, 300, "lucky_duke"), (4, 1000, None),             # nobody can raise $1,000: seat 4 takes him for it
          (3, 100, "black_jack"), (2, None, None), (0, 200, None), (3, None, None),    # seat 0, Black Jack, $200
          (2, 100, "jesse_jones"), (3, None, None)]            # seat 2, Jesse Jones, $100; seat 3 the last, $100
CHARACTERS = ["black_jack", "jourdonnais", "jesse_jones", "calamity_janet", "lucky_duke"]
MONEY = [800, 500, 900, 900, 0]


def new():
    return Series.new("cards", 11, 5, mode="tournament", games=5, auction=True)


def auctioned():
    series = new()
    for seat, amount, lot in SCRIPT:
        series.bid(seat, amount, lot)
    return series


def test_a_scripted_auction_sells_every_character_at_the_hand_worked_prices():
    series = new()
    assert series.data["auction"]["order"] == [2, 1, 0, 4, 3] and sorted(series.data["auction"]["lots"]) == \
        sorted(LOTS)
    assert series.next_game is None and [series.money(s) for s in range(5)] == [1000] * 5
    for k, (seat, amount, lot) in enumerate(SCRIPT):
        assert series.bidder == seat, k
        series.bid(seat, amount, lot)
    assert series.bidder is None and series.next_game["characters"] == CHARACTERS
    assert [series.money(s) for s in range(5)] == MONEY
    assert series.data["next"]["money"]["4"] == [["auction_purse", 1000], ["auction_price", -1000]]
    assert series.summary()["auction"]["won"]["3"] == ["calamity_janet", 100]


@pytest.mark.parametrize("seat, amount, lot, words", [
    (1, 300, None, "not seat 1's turn"), (2, 150, "jourdonnais", "multiple of $100"),
    (2, 1100, "jourdonnais", "has $1000"), (2, None, "jourdonnais", "may not pass"),
    (2, 100, "willy_the_kid", "one of the characters face up"), (2, 0, "jourdonnais", "under the least")])
def test_a_refused_opening_says_why_and_changes_nothing(seat, amount, lot, words):
    series = new()
    before = repr(series.to_json())
    assert words in series.bid_refusal(seat, amount, lot)
    with pytest.raises(ValueError, match="."):
        series.bid(seat, amount, lot)
    assert repr(series.to_json()) == before


def test_a_refused_raise_says_why_and_changes_nothing():
    series = new()
    for seat, amount, lot in SCRIPT[:2]:                        # seat 2 opened at $100, seat 1 raised to $200
        series.bid(seat, amount, lot)
    before = repr(series.to_json())
    refusals = [series.bid_refusal(0, 200), series.bid_refusal(0, 250), series.bid_refusal(4, 300),
                series.bid_refusal(0, 1200), series.bid_refusal(0, 300, "black_jack")]
    assert "under the least seat 0 may bid now, $300" in refusals[0] and "multiple" in refusals[1]
    assert "not seat 4's turn" in refusals[2] and "has $1000" in refusals[3]
    assert "the bidding is for jourdonnais" in refusals[4]
    assert repr(series.to_json()) == before
    with pytest.raises(ValueError, match="no character is being auctioned"):
        auctioned().bid(0, 100)


def test_a_series_saved_mid_auction_resumes_to_the_same_end():
    series = new()
    for seat, amount, lot in SCRIPT[:9]:
        series.bid(seat, amount, lot)
    again = Series.from_json(copy.deepcopy(series.to_json()))
    assert again.bidder == series.bidder == 4
    for seat, amount, lot in SCRIPT[9:]:
        again.bid(seat, amount, lot)
    assert again.next_game["characters"] == CHARACTERS and [again.money(s) for s in range(5)] == MONEY
    broken = copy.deepcopy(series.to_json())
    broken["auction"]["bid"]["turn"] = 9
    with pytest.raises(Exception, match="damaged"):
        Series.from_json(broken)


def test_the_auction_is_a_line_of_the_games_money_and_a_survivor_keeps_for_his_price_again():
    series = auctioned()
    # Seat 1 (Jourdonnais, $500) is the Deputy, seat 3 the Sheriff: the Outlaw at seat 2 fires a Gatling that fells
    # both; the Outlaws win ($2,000 each, both alive), the Renegade at 0 alive earns $1,000.
    game, events = play(series.next_game, "outlaw", {"sheriff": 1, "deputy": 1, "renegade": 2, "outlaw": 2})
    money = series.record(game, events)
    assert money[1] == [("auction_purse", 1000), ("auction_price", -500)]
    assert [series.money(s) for s in range(5)] == [1800, 500, 2900, 900, 2000]
    assert series.asks == [0, 2, 4] and series.summary()["auction"] is None
    series.keep(4, True)                                       # Lucky Duke again, for his $1,000 again
    series.keep(0, False)
    series.keep(2, True)                                       # Jesse Jones, $100
    assert series.data["auction"]["order"] == [3, 1, 0]                 # the next Sheriff is seat 4: from seat 3
    assert series.next_game is None and series.data["next"]["characters"][4] == "lucky_duke"
    assert [series.money(s) for s in range(5)] == [1800, 500, 2800, 900, 1000]
    while series.bidder is not None:
        series.bid(series.bidder, *bids(series, series.bidder))
    deal = series.next_game
    assert deal["money"]["4"] == [["auction_kept", -1000]] and set(deal["characters"]) & set(CHARACTERS) == \
        {"lucky_duke", "jesse_jones"}
    rows = series.standings()
    assert sum(r["money"] for r in rows) == sum(a for g in series.played for m in g["money"] for _, a in m) + \
        sum(a for m in deal["money"].values() for _, a in m)


def test_keeping_a_character_one_cannot_pay_again_is_refused():
    series = auctioned()
    game, events = play(series.next_game, "outlaw", {"sheriff": 1, "deputy": 1, "renegade": 2, "outlaw": 2})
    series.record(game, events)
    series.played[-1]["money"][4].append(["deputy_kills_sheriff", -5000])    # as if he had lost $5,000 besides
    assert series.money(4) == -3000 and series.keep_price(4) == 1000
    before = repr(series.to_json())
    with pytest.raises(ValueError, match="costs its price again, \\$1000"):
        series.keep(4, True)
    assert repr(series.to_json()) == before and not keeps(series, 4)


def test_bots_bid_within_worth_and_money_and_never_against_themselves():
    series = new()
    seen = 0
    while series.bidder is not None:
        seat = series.bidder
        bid = series.data["auction"]["bid"]
        amount, lot = bids(series, seat)
        assert bid is None or bid["by"] != seat
        if amount is not None:
            named = lot or bid["lot"]
            assert amount <= series.money(seat) and (bid is None or amount <= worth(series, seat, named))
        series.bid(seat, amount, lot)
        seen += 1
    assert seen >= 5 and all(series.money(s) >= 0 for s in range(5))
    assert sorted(series.next_game["characters"]) == sorted(LOTS)


def test_the_auction_is_refused_outside_a_series_and_the_first_game_waits_for_a_person():
    with pytest.raises(SetupRefused, match="only in a series"):
        check_setup({**BASE, "seed": 3})
    you = {**BASE, "seed": 11, "seats": [{"kind": "you", "name": "You"}, *SEATS[1:]]}
    first = Intermission.first(you, "tournament", 5, True)
    assert first.summary["auction"]["bidder"] == 0               # the bots bid up to seat 0's turn
    while first.summary["auction"]["bidder"] is not None:
        auction = first.summary["auction"]
        if auction["bid"]:
            first.bid(0, None)
        else:
            first.bid(0, 100, auction["lots"][0])
    setup = first.next_setup()
    check_setup(setup)
    assert [s["character"] for s in setup["seats"]] == setup["series"]["next"]["characters"]
    assert series_setup(Series.from_json(setup["series"]), you)["seed"] == setup["seed"]


@pytest.mark.parametrize("mode, games, options", [
    ("tournament", 5, {"auction": True, "experience": True, "cash_reward": True}), ("series", 2, {"auction": True})])
def test_a_bot_series_with_the_auction_finishes_and_its_money_adds_up(mode, games, options):
    base = {**BASE, "options": options, "seed": 21}
    setup = new_series_setup(base, mode, games, mode == "series")
    while True:
        table = Table(deal(setup), [make_bot("cards", "normal", 7 * len(setup["series"]["played"]) + s)
                                    for s in range(5)])
        table.run(20_000)
        assert table.game.winner is not None and table.game.card_total() == len(table.game.box.cards)
        if not series_goes_on(setup):
            series = record_game(setup, table.answers)
            break
        setup = Intermission(setup, table.answers).next_setup()
    lines = [(line, a) for g in series.played for m in g["money"] for line, a in m]
    assert sum(r["money"] for r in series.standings()) == sum(a for _, a in lines)
    assert [line for line, _ in lines].count("auction_purse") == 5
    assert all(line == "auction_purse" for g in series.played[1:] for m in g["money"] for line, a in m if a > 0
               and line.startswith("auction"))
    for game in series.played:                             # one price paid by each who had no character
        assert sum(1 for m in game["money"] for line, _ in m if line in ("auction_price", "auction_kept")) >= 1


def test_the_terminal_runs_the_auction_before_each_game_and_prints_each_sale(capsys):
    series = Series.new("cards", 8, 4, mode="tournament", games=4, auction=True)
    done = run_series(series, ["you", "Bea", "Cid", "Dan"], "random", 0.0, lambda prompt: "1",
                      options={"auction": True})
    out = capsys.readouterr().out
    assert done.over and out.count("Character auction: ") == 4
    sales = [line for line in out.splitlines() if " takes " in line and line.endswith(" left).")]
    paid = [a for g in done.played for m in g["money"] for line, a in m if line in ("auction_price", "auction_kept")]
    bought = [a for g in done.played for m in g["money"] for line, a in m if line == "auction_price"]
    assert len(sales) == len(bought) and len(paid) >= len(bought) >= 4
    assert "Your turn to name a character" in out


def test_the_headless_host_refuses_the_auction_outside_a_series(capsys):
    assert headless.main(["--option", "auction"]) == 2
    assert "only in a series of games or a tournament" in capsys.readouterr().err


def test_the_headless_hosts_tournament_with_the_auction_opens_it_for_the_first_game():
    args = headless.parse(["--tournament", "--option", "auction", "--seats", "open,bot,bot,bot", "--seed", "4"])
    sets, options = headless.chosen_setup(args)
    series = headless.chosen_series(args, sets, options)
    assert options == {"auction": True} and series.bidder is not None and series.next_game is None
    assert series.summary()["auction"]["money"] == [1000] * 4


def test_an_autosave_before_the_first_game_holds_the_auction_and_a_damaged_one_is_refused_in_words():
    from game.session import SaveRefused, autosave_header, autosave_series, read_autosave
    series = new()
    setup = {**BASE, "seed": 11, "seats": [{"kind": "you", "name": "Ana"}] + SEATS[1:]}
    series.bid(2, 200, "jourdonnais")
    record = read_autosave(autosave_header(setup) + autosave_series(series.to_json()))
    assert record["finished"] and record["between"].to_json() == series.to_json()
    damaged = copy.deepcopy(series.to_json())
    damaged["auction"]["bid"]["by"] = 9
    with pytest.raises(SaveRefused) as refused:
        read_autosave(autosave_header(setup) + autosave_series(damaged))
    assert refused.value.reason == "damaged" and "the auction's bid" in refused.value.detail
    with pytest.raises(SaveRefused) as refused:           # a series before its first game has no game's answers
        read_autosave(autosave_header(setup) + '{"answers":[[0,["pass"]]],"seq":3}\n'
                      + autosave_series(series.to_json()))
    assert refused.value.reason == "damaged" and "follows a finished game" in refused.value.detail
