"""Self-play with every combination of Old Saloon's five modules (31) at every table size the setup allows
(issue 41's proof): random bots play each game to its end while, after every event, the arrows (nine, and the
Chief's Arrow) and every token (the seven ghost tokens, the role cards face down and face up) are all held or in
their piles; the game is saved and loaded again every few decisions and played on from the loaded copy; and no
seat is ever told another's face-down role card.

The default run plays each combination once, at one size of those it allows (seeded); `--full-bots` plays
each at every allowed size, several seeds each: `python -m pytest tests/dice/old_saloon/test_selfplay_combinations.py
--full-bots`.
"""

from collections import Counter
from itertools import combinations

import pytest

from game.bots.random_bot import RandomBot
from game.core.dice import saves
from game.core.dice.engine import DiceGame, new_game
from game.core.dice.old_saloon.roles.powers import ROLE_CARD
from game.setups import BASE, DESCRIPTIONS

from ..test_selfplay import check_event

MODULES = ("old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
           "old_saloon.ghost")
COMBINATIONS = [(BASE, *chosen) for n in range(1, len(MODULES) + 1) for chosen in combinations(MODULES, n)]
SAVE_EVERY = 15                 # decisions between two round trips through a save
FULL_SEEDS = 25                 # games per combination and size with --full-bots


def sizes(modules: tuple[str, ...]) -> list[int]:
    """The table sizes the setup allows for these modules (the Ghost 5 to 8, the special roles 4 to 8)."""
    dice = DESCRIPTIONS["dice"]
    return [n for n in range(3, 9) if not dice.refusals({"seats": [{}] * n, "sets": list(modules), "options": {}})]


def check_tokens(game: DiceGame, event) -> None:
    """Every listed token (a ghost token, a role card) is held by one seat or lies in its pile, once."""
    for name, held in game.tokens.items():
        supply = game.box.tokens[name].supply
        if not isinstance(supply, int):
            pile = game.token_piles[name]
            assert isinstance(pile, list)
            assert Counter([t for mine in held for t in mine] + pile) == Counter(supply), (name, event)


def hidden(game: DiceGame) -> set[str]:
    """The token kinds no other seat may see: the face-down role cards, and any other the modules keep secret."""
    return {name for name, token in game.box.tokens.items() if token.secret or name == ROLE_CARD}


def check_secrets(game: DiceGame, event) -> None:
    """A secret token's `which` reaches no one but its holders, unless the move shows it: the seat that gave it
    up holds it face up (a listed kind not secret) once the answer is played out (a special role revealed)."""
    secret = hidden(game)
    if event.kind == "tokens" and {event.data["from"]["zone"], event.data["to"]["zone"]} & secret:
        told = {event.data["from"]["seat"], event.data["to"]["seat"]} - {None}
        giver = event.data["from"]["seat"]
        shown = giver is not None and any(set(event.data["which"]) <= set(held[giver]) for name, held
                                          in game.tokens.items() if name not in secret and type(held[giver]) is list)
        for seat in [*range(len(game.roles)), None]:
            assert type(event.visible_to(seat)["which"]) is not list or seat in told or shown, (seat, event)


def check_views(game: DiceGame) -> None:
    secret = hidden(game)
    for seat in [*range(len(game.roles)), None]:
        for p in game.view(seat).data["table"]["players"]:
            if p["seat"] != seat:
                assert all(type(p["piles"][name]) is int for name in secret), (seat, p)
                assert p["role"] is None or p["role_revealed"] or game.winner is not None, (seat, p)


def play_checked(modules: tuple[str, ...], players: int, seed: int, checks, views) -> tuple[DiceGame, int]:
    """A random game to its end, each of `checks` (game, event) run after every event, `views` (game) and a round
    trip through a save every SAVE_EVERY decisions, played on from the loaded copy: the finished game, and how many
    times it was saved. Undead or Alive's combinations play through it too."""
    game = new_game(seed, players, modules=modules)
    bots = [RandomBot(seed * 10 + s) for s in range(players)]
    events = game.take_events()
    decisions = 0
    while game.pending is not None:
        for event in events:
            for check in checks:
                check(game, event)
        decisions += 1
        assert decisions < 5000, "the game ends"
        if decisions % SAVE_EVERY == 0:
            views(game)
            loaded = DiceGame.from_json(game.to_json())
            assert saves.dump(loaded) == saves.dump(game)
            assert loaded.view(game.pending.seat).data == game.view(game.pending.seat).data
            game = loaded
        seat = game.pending.seat
        events = game.apply(seat, bots[seat].choose(game.view(seat)))
    return game, decisions // SAVE_EVERY


def play(modules: tuple[str, ...], players: int, seed: int) -> int:
    """A random game to its end, checked (`play_checked`); how many times it was saved."""
    game, saved = play_checked(modules, players, seed, (check_event, check_tokens, check_secrets), check_views)
    assert game.winner in ("law", "outlaws", "renegade") and game.winners
    return saved


def games(full: bool):
    for index, modules in enumerate(COMBINATIONS):
        allowed = sizes(modules)
        if full:
            yield from ((modules, n, 41_000 + 97 * index + 13 * n + k) for n in allowed for k in range(FULL_SEEDS))
        else:
            yield modules, allowed[index % len(allowed)], 41_000 + 97 * index


def test_there_are_31_combinations_each_with_the_sizes_the_rules_allow():
    assert len(COMBINATIONS) == 31
    assert sizes((BASE, "old_saloon.ghost")) == [5, 6, 7, 8]
    assert sizes((BASE, "old_saloon.roles", "old_saloon.saloon_dice")) == [4, 5, 6, 7, 8]
    assert sizes((BASE, "old_saloon.characters", "old_saloon.chief_arrow")) == [3, 4, 5, 6, 7, 8]


@pytest.mark.proof
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(name.split(".")[-1] for name in m[1:]))
def test_every_combination_plays_to_its_end_conserving_arrows_and_tokens_through_saves(modules, full_bots):
    played = [(n, seed) for m, n, seed in games(full_bots) if m == modules]
    assert played
    assert sum(play(modules, players, seed) for players, seed in played) > 0, "saved mid-game"
