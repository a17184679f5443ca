"""Undead or Alive, modules 1 and 2 (Duel dice, wound tokens, Whiskey; Rage cards): their scenarios, their set-up
words, what the views hide (face-down Rage cards, the order of the piles), determinization, and seeded self-play
with and without Old Saloon's modules at 3 to 8 players: games end, cards and tokens are conserved, saves
round-trip mid-game."""

import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.core.dice import saves
from game.core.dice.determinize import deal_unknown
from game.core.dice.engine import DiceGame, new_game
from game.core.dice.scenario import build
from game.core.dice.undead_or_alive import duel, rage
from game.core.dice.undead_or_alive.duel.wounds import TOKENS
from game.core.dice.undead_or_alive.rage.deck import CARDS
from game.core.dice.undead_or_alive.rage.rules import RAGE, SHOWN
from game.scenario.runner import run_file, run_spec

from ..old_saloon.test_selfplay_combinations import play_checked
from ..test_selfplay import check_event

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))
BOTH = (rage.NAME, duel.NAME)
OLD_SALOON = ("old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.characters")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def spec(players=None, table=None, expansions=BOTH, **expect) -> dict:
    names = ("ana", "bea", "cid", "dan")
    chars = ("paul_regret", "jourdonnais", "lucky_duke", "rose_doolan")
    roles = ("sheriff", "outlaw", "outlaw", "renegade")
    seats = [{"name": n, "character": c, "role": r, **(players or {}).get(n, {})}
             for n, c, r in zip(names, chars, roles)]
    return {"name": "uoa", "game": "dice", "expansions": list(expansions), "players": seats, "table": table or {},
            "expect": expect}


@pytest.mark.parametrize("players, table, words", [
    ({"ana": {"rage": ["1+2"]}}, {}, "lists Rage cards"),
    ({"ana": {"rage": ["arrow", "arrow"]}}, {}, "not that many Rage cards"),
    ({}, {"rage_discard": ["rage"] * 19}, "more Rage cards"),
    ({"ana": {"wounds": ["1"] * 6}}, {}, "not enough wounds"),
])
def test_wrong_words_are_refused(players, table, words):
    result = run_spec(spec(players, table))
    assert not result.ok and words in result.detail


def test_wild_cards_and_the_paths_add_up():
    result = run_spec(spec({"ana": {"rage": ["rage", "rage"]}}, {"rage_deck": ["1"], "rage_discard": ["rage"]},
                           **{"ana.rage_count": 0, "rage_deck.count": 15, "rage_discard.count": 1,
                              "wounds.count": 15}))
    assert result.ok, result.detail         # (her cards are revealed as her turn starts)
    game = build(spec({"bea": {"rage": ["rage", "rage"]}}, {"rage_deck": ["1"], "rage_discard": ["rage"]}))
    assert len(game.tokens[RAGE][1]) == 2 and game.token_piles[RAGE][0] == "1" and len(game.token_piles[SHOWN]) == 1
    assert Counter(saves.tokens_of(game, RAGE)) == Counter(CARDS)


def held_game() -> DiceGame:
    """Bea holds two face-down Rage cards, Cid a wound token, during Ana's turn."""
    return build(spec({"bea": {"rage": ["1", "gatling"]}, "cid": {"wounds": ["2"]}}, {"wounds": ["beer", "1"]}))


def test_views_hide_face_down_cards_and_the_piles_order():
    game = held_game()
    for seat in (0, 2, 3, None):
        players = game.view(seat).data["table"]["players"]
        assert players[1]["piles"][RAGE] == 2 and players[2]["piles"]["wounds"] == ["2"]
        piles = game.view(seat).data["table"]["piles"]
        assert piles == {RAGE: 16, SHOWN: 0, "wounds": 14}
    assert game.view(1).data["table"]["players"][1]["piles"][RAGE] == ["1", "gatling"]


def test_other_seats_cannot_tell_which_cards_are_face_down():
    """...until Bea turns them up at her turn's start."""
    one, other = held_game(), build(spec({"bea": {"rage": ["2+2", "beer"]}, "cid": {"wounds": ["2"]}},
                                         {"wounds": ["beer", "1"]}))
    bot, compared = RandomBot(5), 0
    while one.turn == 0:
        for seat in (0, 2, 3, None):
            assert one.view(seat).data == other.view(seat).data
        action = bot.choose(one.view(one.pending.seat))
        for mine, its in zip(one.apply(one.pending.seat, action), other.apply(other.pending.seat, action)):
            if mine.kind == "tokens" and mine.data["to"]["zone"] == SHOWN:
                break
            assert [mine.visible_to(s) for s in (0, 2, 3, None)] == [its.visible_to(s) for s in (0, 2, 3, None)]
            compared += 1
    assert compared > 5 and one.turn == 1


def test_determinize_deals_what_a_seat_cannot_see():
    game = held_game()
    view = game.view(2).data
    for seed in range(5):
        dealt = deal_unknown(view, random.Random(seed))
        assert len(dealt.tokens[RAGE][1]) == 2 and dealt.tokens["wounds"][2] == ["2"]
        assert Counter(saves.tokens_of(dealt, RAGE)) == Counter(CARDS)
        assert Counter(saves.tokens_of(dealt, "wounds")) == Counter(TOKENS)
        assert (dealt.pending.seat, dealt.pending.options) == (game.pending.seat, game.pending.options)


def check_cards(game: DiceGame, event) -> None:
    """Every Rage card is face down, face up, in the deck or the discard; every wound token held or in its pile."""
    assert Counter(saves.tokens_of(game, RAGE)) == Counter(CARDS), event
    if "wounds" in game.tokens:
        assert Counter(saves.tokens_of(game, "wounds")) == Counter(TOKENS), event


def check_secrets(game: DiceGame, event) -> None:
    """A face-down card's name reaches only its holder, unless it is turned face up in front of him."""
    if event.kind == "tokens" and RAGE in (event.data["from"]["zone"], event.data["to"]["zone"]):
        face_up = event.data["to"] == {"seat": event.data["from"]["seat"], "zone": SHOWN}
        holder = event.data["from"]["seat"] if event.data["from"]["seat"] is not None else event.data["to"]["seat"]
        for seat in [*range(len(game.names)), None]:
            assert face_up or seat == holder or type(event.visible_to(seat)["which"]) is not list, (seat, event)


def play(modules: tuple[str, ...], players: int, seed: int) -> int:
    """A random game to its end, checked after every event, saved and loaded every few decisions (`play_checked`)."""
    game, saved = play_checked(modules, players, seed, (check_event, check_cards, check_secrets), lambda game: None)
    assert game.winner in ("law", "outlaws", "renegade") and game.winners
    return saved


GAMES = [(("base", rage.NAME), 3), (("base", *BOTH), 8), (("base", *BOTH, *OLD_SALOON), 5),
         (("base", *OLD_SALOON[:1], *BOTH, "old_saloon.roles", "old_saloon.ghost"), 6)]


def named(value) -> str:
    return f"{value}p" if isinstance(value, int) else "+".join(m.split(".")[-1] for m in value[1:])


@pytest.mark.parametrize("modules, players", GAMES, ids=named)
def test_random_games_end_conserving_cards_and_tokens_through_saves(modules, players, full_bots):
    sizes = range(max(players - 1, 3), 9) if full_bots else (players,)
    seeds = range(8) if full_bots else range(2)
    assert sum(play(modules, n, 4300 + 31 * n + seed) for n in sizes for seed in seeds) > 0


def test_the_setups_refuse_the_duel_dice_without_the_rage_cards_in_words():
    from game.setups import DESCRIPTIONS
    dice = DESCRIPTIONS["dice"]
    refused = dice.refusals({"seats": [{}] * 4, "sets": ["base", duel.NAME], "options": {}})
    assert [r.rule for r in refused] == ["needs"] and "Two bullets are enough" in refused[0].message
    assert not dice.refusals({"seats": [{}] * 3, "sets": ["base", *BOTH], "options": {}})


def test_the_terminal_words_a_duel_by_its_die_and_player():
    from game.cli import describe_dice_action
    game = new_game(1, 5, modules=("base", *BOTH))
    assert describe_dice_action(("duel", 3, 2), ["Ana", "Bea", "Cid", "Dan", "Eva"], game.box) == "duel: die 4, Cid"
