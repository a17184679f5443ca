"""Seeded series of bot games through the session (setup, deal, table, record), options on and off: they finish,
every game's cards are accounted for, the money adds up, and a series saved mid-game resumes to the same end."""

import pytest

from game.bots.levels import make_bot
from game.bots.series import keeps
from game.core.common.series import Series
from game.core.common.table import Stalled, Table
from game.session import (
    SetupRefused,
    autosave_batch,
    autosave_header,
    check_setup,
    deal,
    read_autosave,
    record_game,
    series_setup,
)
from game.setups import DESCRIPTIONS

SEATS = [{"kind": "bot", "level": "easy", "name": name} for name in ("Ana", "Bruno", "Carmen", "Diego", "Elena")]


def setup_of(options):
    return {"game": "cards", "sets": ["base"], "options": options, "seats": SEATS}


def bots(seed):
    """Easy bots that decide again what they decided before a save (Table.replay), as the host's and window's do."""
    made = [make_bot("cards", "easy", seed * 10 + seat) for seat in range(len(SEATS))]
    for bot in made:
        bot.rehearse = bot.choose
    return made


def after(series, setup, answers):
    """The series once the game of `setup` ended with `answers`, the survivors' choices made by the bots."""
    series = record_game(setup, answers)
    for seat in series.asks:
        series.keep(seat, keeps(series, seat))
    return series


@pytest.mark.parametrize("mode, games, options", [("tournament", 5, {"cash_reward": True}),
                                                  ("series", 3, {}), ("series", 2, {"game_ends_mid_card": True})])
def test_a_bot_series_finishes_with_its_cards_and_money_accounted_for(mode, games, options):
    series = Series.new("cards", 21, len(SEATS), mode=mode, games=games)
    base = setup_of(options)
    while not series.over:
        setup = series_setup(series, base)
        table = Table(deal(setup), bots(len(series.played)))
        table.run(20_000)
        game = table.game
        assert game.winner is not None and game.card_total() == len(game.box.cards)
        series = after(series, setup, table.answers)
    rows = series.standings()
    lines = [a for g in series.played for seat in g["money"] for _, a in seat]
    assert sum(r["money"] for r in rows) == sum(lines)
    assert all(abs(r["score"] - r["money"] / games) <= 0.5 for r in rows)
    for g in series.played:
        paid = {seat for seat, m in enumerate(g["money"]) if any(a > 0 and line != "cash_reward" for line, a in m)}
        side = {"law": ("sheriff", "deputy"), "outlaws": ("outlaw", "renegade"), "renegade": ("renegade",)}
        assert all(g["roles"][seat] in side[g["result"]["winner"]] for seat in paid)
        cash = sum(a for m in g["money"] for line, a in m if line == "cash_reward")
        assert cash % 3000 == 0 and (cash == 0 or options.get("cash_reward"))
    if mode == "tournament":
        assert sorted(g["roles"].index("sheriff") for g in series.played) == list(range(len(SEATS)))


def test_a_series_saved_mid_game_resumes_to_the_same_standings():
    def play(stop_at=None):
        series = Series.new("cards", 5, len(SEATS), mode="tournament", games=5)
        base = setup_of({"cash_reward": True})
        while not series.over:
            setup = series_setup(series, base)
            table = Table(deal(setup), bots(len(series.played)))
            if len(series.played) == stop_at:          # the program stops 40 answers into this game
                with pytest.raises(Stalled):
                    table.run(40)
                text = autosave_header(setup) + autosave_batch(table.answers, table.game.seq)
                del series, setup, table                # all that is left is the save's text
                record = read_autosave(text)
                setup = record["setup"]
                series = Series.from_json(setup["series"])
                table = Table(deal(setup), bots(len(series.played)))
                table.replay([(s, tuple(a)) for s, a in record["answers"]])
            table.run(20_000)
            series = after(series, setup, table.answers)
        return series.standings()

    assert play(stop_at=2) == play()


def test_a_series_option_is_refused_outside_a_series_and_a_damaged_series_setup_too():
    refusals = DESCRIPTIONS["cards"].refusals({**setup_of({"cash_reward": True}), "seed": 1})
    assert [r.rule for r in refusals] == ["option_series"]
    assert "only in a series of games or a tournament" in refusals[0].message
    with pytest.raises(SetupRefused):
        check_setup({**setup_of({"cash_reward": True}), "seed": 1})
    series = Series.new("cards", 5, len(SEATS), games=2)
    setup = series_setup(series, setup_of({"cash_reward": True}))
    check_setup(setup)
    for damaged in ({**setup, "seed": setup["seed"] + 1},
                    {**setup, "seats": [{**SEATS[0], "role": "outlaw", "character": "x"}, *setup["seats"][1:]]},
                    {**setup, "series": {**setup["series"], "played": "none"}}):
        with pytest.raises(ValueError, match="series"):
            check_setup(damaged)


# Every option of a series on at least once and off at least once, in few cases (issue 42's proof): the simplified
# deck, Ley Implacable, the cash reward, experience, the auction, eight players (a table of 8 seats turns it on),
# Shadow Gunslingers, the Sheriff passing on or dealt, and the tournament (one seed each; ten with --full-bots).
COMBINATIONS = [
    (5, ["base"], {"simplified_deck": True, "ley_implacable": True}, ("series", 2, True)),
    (8, ["base", "shadow_gunslingers"], {"cash_reward": True, "experience": True},
     ("series", 2, False)),
    (4, ["base", "shadow_gunslingers"], {"auction": True, "experience": True, "ley_implacable": True},
     ("tournament", 4, True)),
]


@pytest.mark.parametrize("players, sets, options, plan", COMBINATIONS)
def test_every_series_option_on_and_off_finishes_with_its_cards_and_money_accounted_for(players, sets, options, plan,
                                                                                       full_bots):
    from game.session import Intermission, new_series_setup, series_goes_on
    names = ["Ana", "Bruno", "Carmen", "Diego", "Elena", "Fermín", "Gloria", "Hugo"][:players]
    seats = [{"kind": "bot", "level": "easy", "name": name} for name in names]
    for seed in range(31, 41 if full_bots else 32):
        setup = new_series_setup({"game": "cards", "seed": seed, "sets": sets, "options": options, "seats": seats},
                                 *plan)
        while True:
            table = Table(deal(setup), [make_bot("cards", "easy", seed * 100 + 10 * len(setup["series"]["played"])
                                                 + s) for s in range(players)])
            table.run(40_000)
            game = table.game
            assert game.winner is not None and game.card_total() == len(game.dealt()) == len(game.box.cards) - \
                (13 if options.get("simplified_deck") else 0) and not set(game.every_card()) & game.left_out
            if not series_goes_on(setup):
                break
            setup = Intermission(setup, table.answers).next_setup()
        series = record_game(setup, table.answers)
        assert series.over and len(series.played) == plan[1]
        lines = [a for g in series.played for seat in g["money"] for _, a in seat]
        assert sum(r["money"] for r in series.standings()) == sum(lines)
        used = {line for g in series.played for seat in g["money"] for line, _ in seat}
        assert ("auction_purse" in used) == bool(options.get("auction"))
        assert "cash_reward" not in used or options.get("cash_reward")
