"""Legacy of the Wild West (undead_or_alive.legacy): the scenario files, a whole scripted series checked by hand (the
killer is the next Sheriff, a surviving Sheriff names the next and starts with the extra life, the eliminated pick
their characters, survivors keep or draw), saves and bad input."""

import copy
from pathlib import Path

import pytest

from game.bots.series import names, picks
from game.core.common.errors import SaveError
from game.core.common.series import Series
from game.core.dice.scenario import build, to_action
from game.scenario.runner import run_file, run_spec
from game.session import check_setup, deal, series_setup

LEGACY = "undead_or_alive.legacy"
SETS = ["base", LEGACY]
FILES = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))
NAMES = ("ana", "bea", "cid", "dan")
SEATS = [{"kind": "bot", "level": "easy", "name": n} for n in NAMES]
SETUP = {"game": "dice", "sets": SETS, "options": {}, "seats": SEATS}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def play(deal_: dict, shooter: int, target: int, dead: tuple[int, ...] = ()):
    """The series' next game stacked (its roles and characters; the seats `dead` out from the start, `target` at 1
    life) with `shooter` rolling a 1 and shooting `target`, his neighbour: the game over and all its events."""
    players = [{"name": NAMES[s], "role": r, "character": c, **({"life": 1} if s == target else {}),
                **({"alive": False} if s in dead else {})}
               for s, (r, c) in enumerate(zip(deal_["roles"], deal_["characters"]))]
    game = build({"game": "dice", "seed": deal_["seed"], "expansions": [LEGACY], "players": players,
                  "table": {"turn": NAMES[shooter], "rolls": [["1", "arrow", "arrow", "dynamite", "dynamite"]]}}).game
    events = game.take_events()
    while ("stop",) not in game.pending.options:   # an ability at the turn's start (Sid Ketchum's heal) first
        events += game.apply(game.pending.seat, game.pending.options[0])
    for step in ({"do": "stop"}, {"do": "shoot", "die": "1", "target": NAMES[target]}):
        events += game.apply(*to_action(game, {"actor": NAMES[shooter], **step}))
    assert game.over
    return game, events


def sheriff_wins(deal_: dict):
    """The Sheriff's game ends with his shot at his left neighbour, the last of the others (1 life; the rest out
    from the start): he survives, the law wins."""
    sheriff = deal_["roles"].index("sheriff")
    return play(deal_, sheriff, (sheriff + 1) % 4, tuple(s for s in range(4) if s not in (sheriff, (sheriff + 1) % 4)))


def test_a_scripted_series_of_three_games_by_hand():
    series = Series.new("dice", 7, 4, games=3, sets=SETS)
    first = series.next_game
    sheriff = first["roles"].index("sheriff")
    killer = (sheriff + 1) % 4                      # his neighbour shoots him with a 1: he had 1 life
    game, events = play(first, killer, sheriff)
    series.record(game, events)
    assert game.winner == "outlaws" and series.sheriff_next() == killer and series.summary()["why"] == "killed"
    assert series.namers == [] and sorted(series.pickers) == [sheriff]
    offered = series.pickable(sheriff)
    assert offered and not set(offered) & set(first["characters"])       # only characters nobody played
    with pytest.raises(ValueError, match="no one played"):
        series.pick(sheriff, first["characters"][killer])
    series.pick(sheriff, offered[-1])
    for seat in series.asks:                        # the survivors: the killer keeps his, the others draw anew
        series.keep(seat, seat == killer)
    second = series.next_game
    assert second["roles"][killer] == "sheriff" and sorted(second["roles"]) == sorted(first["roles"])
    assert second["characters"][sheriff] == offered[-1] and second["characters"][killer] == first["characters"][killer]
    drawn = [second["characters"][s] for s in range(4) if s not in (sheriff, killer)]
    assert not set(drawn) & set(first["characters"]) and "extra_life" not in second

    # game 2: the Sheriff (the killer) shoots the last of the others; he survives and names a player
    game, events = sheriff_wins(second)
    series.record(game, events)
    assert game.winner == "law" and series.namers == [killer] and series.next_game is None
    assert series.summary()["why"] == "named" and series.sheriff_next() is None
    named = (killer + 2) % 4
    series.name(killer, named)
    assert sorted(series.pickers) == sorted(s for s in range(4) if s != killer)
    for seat in series.pickers:
        series.pick(seat, picks(series, seat))
    series.keep(killer, True)
    third = series.next_game
    assert third["roles"][named] == "sheriff" and third["extra_life"] == {str(killer): 1}
    assert series.summary()["bonus"] == {str(killer): 1}
    setup = series_setup(series, SETUP)
    dealt = deal(setup)
    base_life = dealt.box.characters[third["characters"][killer]].life
    assert dealt.max_life[killer] == dealt.life[killer] == base_life + 1           # the extra life, not a Sheriff
    assert dealt.roles[named] == "sheriff" and dealt.max_life[named] == dealt.box.characters[
        third["characters"][named]].life + 2
    forged = {**setup, "seats": [{**s, "extra_life": 0} for s in setup["seats"]]}
    with pytest.raises(ValueError, match="not the one its series dealt"):
        check_setup(forged)

    game, events = sheriff_wins(third)
    series.record(game, events)
    assert series.over and series.namers == series.pickers == [] and series.next_game is None
    rows = series.standings()
    assert [r["money"] for r in sorted(rows, key=lambda r: r["seat"])] == [
        sum(seat in g["result"]["winners"] for g in series.played) for seat in range(4)]
    by_seat = {r["seat"]: r for r in rows}
    assert by_seat[killer]["wins"]["sheriff"] == by_seat[named]["wins"]["sheriff"] == 1
    assert [r["money"] for r in rows] == sorted((r["money"] for r in rows), reverse=True)


def test_a_named_seat_must_exist_and_only_the_surviving_sheriff_names():
    series = Series.new("dice", 3, 4, games=2, sets=SETS)
    first = series.next_game
    sheriff = first["roles"].index("sheriff")
    game, events = sheriff_wins(first)
    series.record(game, events)
    before = copy.deepcopy(series.to_json())
    for seat, target, words in ((sheriff, 4, "no seat 4"), (sheriff, -1, "no seat -1"), (sheriff, "1", "no seat"),
                                ((sheriff + 1) % 4, sheriff, "only the Sheriff who survived")):
        with pytest.raises(ValueError, match=words):
            series.name(seat, target)
    assert series.to_json() == before
    assert names(series, sheriff) in range(4)


def test_a_series_save_between_choices_resumes_and_a_damaged_one_is_refused_in_words():
    series = Series.new("dice", 7, 4, games=3, sets=SETS)
    first = series.next_game
    sheriff = first["roles"].index("sheriff")
    game, events = sheriff_wins(first)
    series.record(game, events)
    again = Series.from_json(copy.deepcopy(series.to_json()))
    for one in (series, again):
        one.name(sheriff, sheriff)
        for seat in one.pickers:
            one.pick(seat, picks(one, seat))
        one.keep(sheriff, False)
    assert again.to_json() == series.to_json() and again.next_game["roles"][sheriff] == "sheriff"
    for damage in ({"names": {"0": 9}}, {"picks": []}, {"sheriff": "ana"}, {"bonus": {"1": -1}}):
        with pytest.raises(SaveError, match="damaged"):
            Series.from_json({**copy.deepcopy(series.to_json()), **damage})


def test_a_legacy_series_never_rotates_its_sheriff():
    with pytest.raises(ValueError, match="chooses the next Sheriff"):
        Series.new("dice", 1, 4, games=4, sets=SETS, rotate=True)


def test_a_name_for_a_player_not_at_the_table_is_a_scenario_error():
    spec = {"game": "dice", "expansions": [LEGACY], "players": [{"name": n} for n in NAMES],
            "steps": [{"actor": "ana", "do": "name_sheriff", "target": "zed"}]}
    result = run_spec(spec)
    assert not result.ok and "no player called 'zed'" in result.detail


def test_a_series_with_the_special_roles_deals_their_cards():
    """The series deals each seat's side; the special role cards of that side come with the game (a role named at a
    seat would be its side's plain card, with no power): the Sheriff holds El Oso, nobody a plain card."""
    sets = ["base", "old_saloon.roles", LEGACY]
    series = Series.new("dice", 3, 4, games=2, sets=sets)
    setup = series_setup(series, {**SETUP, "sets": sets})
    game = deal(setup)
    cards = [(down or up)[0] for down, up in zip(game.tokens["role_card"], game.tokens["role_shown"])]
    assert game.roles == [seat["role"] for seat in setup["seats"]]
    assert cards[game.roles.index("sheriff")] == "el_oso"
    assert not set(cards) & {"sheriff", "deputy", "outlaw", "renegade"}


GHOST_RENEGADE_ROLES = ("sheriff", "outlaw", "outlaw", "renegade", "deputy")


def ghost_renegade_wins():
    """A five-player table where Old Saloon's Renegade Ghost (seat 3) wins with the Outlaws: Bea's 1 kills Ana, the
    Sheriff. The game and every event of it (the window's game over test reads the same table)."""
    players = [{"name": n, "role": r, "character": c, **extra} for n, r, c, extra in zip(
        ("ana", "bea", "cid", "dan", "eve"), GHOST_RENEGADE_ROLES,
        ("jesse_jones", "jourdonnais", "rose_doolan", "willy_the_kid", "paul_regret"),
        ({"life": 1}, {}, {}, {"alive": False, "ghost": True}, {}))]
    game = build({"game": "dice", "seed": 11, "expansions": ["old_saloon.ghost", LEGACY], "players": players,
                  "table": {"turn": "bea", "rolls": [["1", "dynamite", "dynamite", "arrow", "arrow"]]}}).game
    events = game.take_events()
    for step in ({"do": "stop"}, {"do": "shoot", "die": "1", "target": "ana"}):
        events += game.apply(*to_action(game, {"actor": "bea", **step}))
    return game, events


def test_a_ghost_renegade_is_recorded_as_the_side_he_won_with():
    """Old Saloon's Renegade Ghost at five plays as an Outlaw and wins with them: the series records him as one
    (the standings and the game over say "Renegade, as Outlaw"); the others as dealt."""
    from game.core.dice.undead_or_alive.legacy.rules import result
    game, events = ghost_renegade_wins()
    assert game.winner == "outlaws" and 3 in game.winners
    recorded = result(game, events)
    assert recorded.roles == GHOST_RENEGADE_ROLES
    assert recorded.played_as == ("sheriff", "outlaw", "outlaw", "outlaw", "deputy")
