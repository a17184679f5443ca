"""Seeded random-bot games checked after every event: cards, life, the dead, one decision or a winner, an end."""

import pytest

from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.cards.engine import new_game
from game.core.common.status import IN, OUT

GAMES = 2000
RESPONSES = {"respond_shot", "respond_duel", "respond_indians", "dying", "store_pick", "choose_draw"}


def check_event(game, event):
    assert game.card_total() == len(game.box.cards), f"cards lost or doubled at {event}"
    for p in game.players:
        assert 0 <= p.life <= p.max_life, f"{p.name} at {p.life}/{p.max_life} after {event}"
        if p.status is OUT:
            assert not p.hand and not p.in_play, f"{p.name} is dead but holds cards after {event}"


def check_decision(game):
    every = game.deck + game.discard + game.held_cards() + [c for p in game.players for c in p.hand + p.in_play]
    assert sorted(every) == list(range(len(game.box.cards)))
    if game.winner is not None:
        assert game.pending is None and game.winners
        return
    pending = game.pending
    assert pending is not None and pending.options
    assert game.players[pending.seat].status is IN
    if pending.seat != game.turn:          # out of turn only to answer something aimed at you
        assert pending.kind in RESPONSES, pending


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_games_keep_every_invariant_and_end(players, full_bots):
    winners = set()
    for seed in range((GAMES if full_bots else GAMES // 4) // 4):
        game = new_game(seed, players)
        game.observers.append(check_event)
        bots = [RandomBot(seed * 31 + i) for i in range(players)]
        while game.pending is not None:
            check_decision(game)
            play_out_one(game, bots)
        check_decision(game)
        winners.add(game.winner)
    assert winners == {"law", "outlaws", "renegade"}


def play_out_one(game, bots):
    seat = game.pending.seat
    game.apply(seat, bots[seat].choose(game.view(seat)))


def test_eight_players_with_two_renegades_play_to_the_end():
    for seed in range(100):
        game = new_game(seed, 8, eight_players=True)
        game.observers.append(check_event)
        assert play_out(game, [RandomBot(seed + i) for i in range(8)]) > 0
        check_decision(game)
    with pytest.raises(ValueError):
        new_game(0, 8)
