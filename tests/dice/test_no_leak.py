"""Nothing a seat may not see reaches it: two games that differ only in two roles hidden from it look the same.

The dice game hides only roles (the dice to come are chance, drawn when rolled), and with Old Saloon's special
roles the face-down role cards. Each game is dealt twice with two hidden roles (and their role cards) swapped;
random bots answer both from the first game's views, seat by seat (the two swapped seats pass every role
question). Every other seat (and a spectator) must get the same views and the same events from both, up to the
first event that may show one of the two roles: an elimination or a reveal of one of them, or the end of the
game. A role card's question is asked in both alike (game/core/dice/old_saloon/roles/powers.py): in one game of
the seat holding the card, in the other of the seat holding it there, so the answer the first game's bot gives
goes to whoever the second game asks. El Oso's card is never swapped: his extra life is on the table for all to
see.
"""

import pytest

from game.bots.random_bot import RandomBot
from game.core.common.roles import SHERIFF
from game.core.dice.engine import deal
from game.core.dice.old_saloon.roles.cards import CARDS, EL_OSO
from game.core.dice.old_saloon.roles.powers import ROLE_CARD


def twins(seed: int, players: int, modules: tuple[str, ...] = ("base",), card: str | None = None):
    """A game dealt from `seed`, its copy with two hidden roles swapped, and the two seats swapped (with `card`:
    its holder is one of them; None when nobody holds it face down)."""
    first = deal(seed, players, modules=modules)
    cards = first.tokens.get(ROLE_CARD)
    hidden = [s for s, r in enumerate(first.roles) if r != SHERIFF and not (cards and EL_OSO in cards[s])]
    pairs = [(a, b) for a in hidden for b in hidden if a < b and first.roles[a] != first.roles[b]
             and (card is None or card in cards[a] + cards[b])]
    if not pairs:
        return None
    a, b = pairs[seed % len(pairs)]
    second = first.clone()
    second.roles[a], second.roles[b] = second.roles[b], second.roles[a]
    if cards:
        held = second.tokens[ROLE_CARD]
        held[a], held[b] = held[b], held[a]
    first.start()
    second.start()
    return first, second, (a, b)


def reveals(event, swapped) -> bool:
    """An event that may show one of the swapped roles."""
    return event.kind == "game_over" or (event.kind in ("eliminated", "role_revealed")
                                         and event.data["seat"] in swapped)


def same_to_watchers(first, second, events, swapped) -> bool:
    """Assert that every seat but the swapped ones (and a spectator) gets the same events from both games, and
    the same views; False once an event may show a swapped role (the games may part there)."""
    watchers = [s for s in range(len(first.names)) if s not in swapped] + [None]
    for one, other in zip(*events):
        if reveals(one, swapped):
            return False
        assert [one.visible_to(s) for s in watchers] == [other.visible_to(s) for s in watchers]
    assert len(events[0]) == len(events[1])
    for s in watchers:
        assert first.view(s).data == second.view(s).data
    return True


def play_twins(first, second, swapped, bots):
    """Play both games with the first game's bots while every other seat sees them alike (the swapped seats pass
    every role question: their cards stay face down, so the games go on being compared). Returns the events
    compared and the role questions answered meanwhile: (the first game's seat, its moment, the second's seat)."""
    events = (first.take_events(), second.take_events())
    compared, questions = 0, []
    while same_to_watchers(first, second, events, swapped) and first.pending is not None:
        compared += len(events[0])
        seat = first.pending.seat
        decision = first.pending
        action = ("pass",) if decision.kind == "reveal" and seat in swapped else bots[seat].choose(first.view(seat))
        if decision.kind == "reveal":
            questions.append((seat, decision.info["moment"], second.pending.seat))
        mine = first.apply(seat, action)
        if any(reveals(e, swapped) for e in mine):
            break
        events = (mine, second.apply(second.pending.seat, action))
    return compared, questions


OLD_SALOON = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow")
EVERY_MODULE = (*OLD_SALOON, "old_saloon.roles", "old_saloon.characters", "old_saloon.ghost")


@pytest.mark.proof
@pytest.mark.parametrize("modules, block", [(("base",), 0), (("base",), 1), (OLD_SALOON, 0), (EVERY_MODULE, 0)],
                         ids=lambda v: "+".join(v) if isinstance(v, tuple) else str(v))
def test_two_roles_hidden_from_a_seat_never_reach_it(modules, block, full_bots):
    games = (4_000 if full_bots else 100) // {("base",): 1, OLD_SALOON: 2, EVERY_MODULE: 10}[modules]
    compared = 0
    for seed in range(block * games // 2, (block + 1) * games // 2):
        players = 5 + seed % 4 if modules == EVERY_MODULE else 4 + seed % 5     # the Ghost: 5 or more
        first, second, swapped = twins(seed, players, modules)
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        compared += play_twins(first, second, swapped, bots)[0]
    assert compared > 50 * games


# Every special role whose power waits on a moment, held by one of the two seats swapped: his moments ask the
# same question of someone in both games (his turn's start or end: him; any roll, another's last roll, a gain,
# a fall, a reveal: the card's holder, who differs), whatever he holds.
MOMENT_CARDS = sorted(c.id for c in CARDS.values() if c.moment != "setup")


@pytest.mark.parametrize("card", MOMENT_CARDS)
def test_a_role_question_tells_no_one_whose_card_waits(card):
    moment = CARDS[card].moment
    crossed = 0
    for seed in range(10):
        players = 5 + seed % 4
        dealt = twins(seed, players, EVERY_MODULE, card)
        if dealt is None:                   # nobody hidden holds it at this table
            continue
        first, second, swapped = dealt
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        _, questions = play_twins(first, second, swapped, bots)
        crossed += sum(m == moment and (seat in swapped or other in swapped) for seat, m, other in questions)
    assert crossed >= 5, f"{card}'s moment {moment!r} was asked of a swapped seat {crossed} times only"
