"""Nothing a seat may not see reaches it: two games that differ only in two roles hidden from it look the same.

The dice game hides only roles (the dice to come are chance, drawn when rolled). Each game is dealt twice with
two hidden roles swapped; random bots answer both from the first game's views, seat by seat. Every other seat
(and a spectator) must get the same views and the same events from both, up to the first event that may show
one of the two roles: an elimination or a reveal of one of them, or the end of the game.
"""

import pytest

from game.bots.random_bot import RandomBot
from game.core.common.roles import SHERIFF
from game.core.dice.engine import deal


def twins(seed: int, players: int, modules: tuple[str, ...] = ("base",)):
    """A game dealt from `seed`, its copy with two hidden roles swapped, and the two seats swapped."""
    first = deal(seed, players, modules=modules)
    hidden = [s for s, r in enumerate(first.roles) if r != SHERIFF]
    pairs = [(a, b) for a in hidden for b in hidden if a < b and first.roles[a] != first.roles[b]]
    a, b = pairs[seed % len(pairs)]
    second = first.clone()
    second.roles[a], second.roles[b] = second.roles[b], second.roles[a]
    first.start()
    second.start()
    return first, second, (a, b)


def reveals(event, swapped) -> bool:
    """An event that may show one of the swapped roles."""
    return event.kind == "game_over" or (event.kind in ("eliminated", "role_revealed")
                                         and event.data["seat"] in swapped)


OLD_SALOON = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow")


@pytest.mark.proof
@pytest.mark.parametrize("modules, block", [(("base",), 0), (("base",), 1), (OLD_SALOON, 0)],
                         ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v))
def test_two_roles_hidden_from_a_seat_never_reach_it(modules, block, full_bots):
    games = (4_000 if full_bots else 400) // (1 if modules == ("base",) else 2)
    compared = 0
    for seed in range(block * games // 2, (block + 1) * games // 2):
        players = 4 + seed % 5
        first, second, swapped = twins(seed, players, modules)
        watchers = [s for s in range(players) if s not in swapped] + [None]
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        events = (first.take_events(), second.take_events())
        while True:
            for one, other in zip(*events):
                if reveals(one, swapped):
                    break
                assert [one.visible_to(s) for s in watchers] == [other.visible_to(s) for s in watchers]
                compared += 1
            else:
                assert len(events[0]) == len(events[1])
                for s in watchers:
                    assert first.view(s).data == second.view(s).data
                seat = first.pending.seat
                action = bots[seat].choose(first.view(seat))
                events = (first.apply(seat, action), second.apply(seat, action))
                continue
            break
    assert compared > 50 * games
