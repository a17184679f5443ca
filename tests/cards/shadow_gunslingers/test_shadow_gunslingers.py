"""Shadow Gunslingers' rules core (game/core/cards/shadow_gunslingers): its scenarios (one at least per rule of the
variant and per FAQ entry on shadows), and seeded random games with it on, with and without Gold Rush, 4 to 8
players, that end with every card accounted for and every shadow holding nothing outside his turn."""

import random
from pathlib import Path

import pytest

from game.core.cards.engine import new_game
from game.core.cards.sets import BUILT_IN
from game.core.cards.shadow_gunslingers import SET
from game.core.cards.shadow_gunslingers.statuses import PLAYING, is_shadow
from game.core.common.status import OUT
from game.scenario.runner import collect, run_file

SCENARIOS = collect([Path(__file__).parent / "scenarios"])
VARIANT = SET.name


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_there_is_a_scenario_for_every_faq_entry_on_shadows():
    for q in ("q01", "q02", "q03", "q08", "q09"):
        assert any(q in path.stem for path in SCENARIOS), q


def test_the_variant_is_a_built_in_set_with_no_card_of_its_own():
    assert BUILT_IN[VARIANT] == "game.core.cards.shadow_gunslingers" and SET.variant
    assert SET.cards == () and SET.characters == () and (SET.en, SET.es) == ("Shadow Gunslingers", "Pistoleros sombra")


def _check(game) -> None:
    every = game.every_card()
    assert sorted(every) == list(range(len(game.box.cards)))
    for p in game.players:
        assert 0 <= p.life <= p.max_life
        if not p.status.seated:             # a shadow resting, or out: nothing in hand, in front, or in his rows
            assert not p.hand and not p.in_play
            assert not any(type(v) is list and v for v in p.piles.values())
        if p.status in PLAYING.values():
            assert p.life == 0 and p.seat == game.turn
    if game.pending is not None:
        assert game.players[game.pending.seat].status.seated


@pytest.mark.parametrize("sets", [("base", VARIANT), ("base", "gold_rush", VARIANT)], ids=["alone", "gold_rush"])
def test_random_games_with_the_variant_end_with_every_card_accounted_for(sets, full_bots):
    shadow_turns = 0
    winners = set()
    for seed in range(100 if full_bots else 15):
        players = 4 + seed % 5
        game = new_game(seed, players, sets=sets, eight_players=players == 8)
        rng = random.Random(seed)
        while game.pending is not None:
            _check(game)
            if game.players[game.pending.seat].status in PLAYING.values():
                shadow_turns += 1
            game.apply(game.pending.seat, rng.choice(game.pending.options))
            assert game.version < 20000, "a game that does not end"
        _check(game)
        assert game.winners
        winners.add(game.winner)
        for p in game.players:
            assert p.status is OUT or is_shadow(p.status) or p.status.standing or not p.status.takes_turn
    assert shadow_turns > 100 and winners == {"law", "outlaws", "renegade"}
