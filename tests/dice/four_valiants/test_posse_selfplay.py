"""Seeded self-play with issue 43's new characters dealt (Belle Star, Chuck Wengam, Teren Kill, The Stranger and,
with Old Saloon's Saloon dice, John Pain; with the Duel dice and the Rage cards, the seven who need them): random bots
and Normal bots play each game to its end, arrows and lives checked after every event, the game saved and loaded
every few decisions and played on from the loaded copy."""

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.dice import saves
from game.core.dice.engine import DiceGame, new_game

from ..test_selfplay import check_event

POSSE = ("base", "undead_or_alive.characters", "four_valiants.characters")
WITH_SALOON = (*POSSE, "old_saloon.saloon_dice", "old_saloon.characters")
NEW = ("belle_star", "chuck_wengam", "teren_kill", "the_stranger")
DUELS = (*POSSE, "undead_or_alive.rage", "undead_or_alive.duel")
DUELLERS = ("greg_digger", "herb_hunter", "pat_brennan", "pixie_pete", "sam_the_healer", "sean_mallory",
            "flint_westwood")
SAVE_EVERY = 11


def play(modules: tuple[str, ...], chars: tuple[str, ...], seed: int, bot) -> tuple[int, set[str]]:
    """A game to its end, checked after every event and saved every SAVE_EVERY decisions: how many saves, and the
    decision kinds asked."""
    seats = [{"character": c} for c in chars] + [{}] * max(0, 5 - len(chars))
    game = new_game(seed, seats, modules=modules)
    bots = [bot(seed, s) for s in range(len(seats))]
    events, decisions, kinds = game.take_events(), 0, set()
    while game.pending is not None:
        for event in events:
            check_event(game, event)
        decisions += 1
        assert decisions < 5000, "the game ends"
        if decisions % SAVE_EVERY == 0:
            loaded = DiceGame.from_json(game.to_json())
            assert saves.dump(loaded) == saves.dump(game)
            game = loaded
        seat = game.pending.seat
        kinds.add(game.pending.kind)
        events = game.apply(seat, bots[seat].choose(game.view(seat)))
    assert game.winner in ("law", "outlaws", "renegade") and game.winners
    return decisions // SAVE_EVERY, kinds


def random_bot(seed: int, seat: int):
    return RandomBot(seed * 10 + seat)


def normal_bot(seed: int, seat: int):
    return make_bot("dice", "normal", seed * 10 + seat)


@pytest.mark.parametrize("modules, chars", [(POSSE, NEW), (WITH_SALOON, (*NEW, "john_pain"))],
                         ids=["alone", "with_old_saloon"])
def test_random_games_with_the_new_characters_end_through_saves(modules, chars):
    asked: set[str] = set()
    for seed in range(6):
        saved, kinds = play(modules, chars, 4300 + seed, random_bot)
        assert saved
        asked |= kinds
    assert "change_die" in asked


def test_normal_bots_play_the_new_characters_to_the_end():
    for seed in range(2):
        play(WITH_SALOON, (*NEW, "john_pain"), 4400 + seed, normal_bot)
    play(DUELS, DUELLERS, 4600, normal_bot)


@pytest.mark.parametrize("modules", [DUELS, (*DUELS, "old_saloon.saloon_dice", "old_saloon.characters")],
                         ids=["duels", "duels_with_old_saloon"])
def test_random_games_with_the_duellers_end_through_saves(modules):
    asked: set[str] = set()
    for seed in range(8):
        saved, kinds = play(modules, DUELLERS, 4500 + seed, random_bot)
        assert saved
        asked |= kinds
    assert {"heal", "move_rage", "pixie_pete", "duel_reroll", "extra_duel"} <= asked
