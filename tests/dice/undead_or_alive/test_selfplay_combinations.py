"""Self-play with every combination of Undead or Alive's modules that plays in one game (issue 43's proof): the
Duel dice (which need the Rage cards), the Rage cards, the new characters and the Boneyard (4+ players), each
combination alone and with Old Saloon's five modules, at every table size the setup allows. Random bots play each
game to its end (zombie games included) while, after every event, the arrows and every listed token (wound tokens,
Rage cards face down and up, Boneyard cards, Old Saloon's tokens) are all held or in their piles; the game is saved
and loaded again every few decisions and played on from the loaded copy; and no seat is ever shown another's secret
tokens, in an event or a view.

Legacy of the Wild West adds nothing to a game (it makes it the first of a series): its series are played in
legacy/test_selfplay_legacy.py. The default run plays each combination once, at one of its sizes (seeded);
`--full-bots` plays each at every allowed size, several seeds each.
"""

from collections import Counter
from itertools import combinations

import pytest

from game.core.dice import saves
from game.core.dice.engine import DiceGame
from game.setups import BASE

from ..old_saloon.test_selfplay_combinations import MODULES as OLD_SALOON
from ..old_saloon.test_selfplay_combinations import check_views, play_checked, sizes
from ..test_selfplay import check_event

DUEL, RAGE = "undead_or_alive.duel", "undead_or_alive.rage"
MODULES = (DUEL, RAGE, "undead_or_alive.characters", "undead_or_alive.boneyard")
OURS = [chosen for n in range(1, len(MODULES) + 1) for chosen in combinations(MODULES, n)
        if DUEL not in chosen or RAGE in chosen]
COMBINATIONS = [(BASE, *ours, *more) for more in ((), OLD_SALOON) for ours in OURS]
FULL_SEEDS = 6                  # games per combination and size with --full-bots


def check_tokens(game: DiceGame, event) -> None:
    """Every listed token is held by one seat or lies in a pile, once, with the kinds sharing its supply."""
    for name, token in game.box.tokens.items():
        if not isinstance(token.supply, int) and token.shares is None:
            assert Counter(saves.tokens_of(game, name)) == Counter(token.supply), (name, event)


def check_secrets(game: DiceGame, event) -> None:
    """Which secret tokens moved reaches only the seats they left and joined, unless they land face up in front
    of a player (a Rage card revealed)."""
    secret = game.box.secret
    if event.kind != "tokens" or not {event.data["from"]["zone"], event.data["to"]["zone"]} & secret:
        return
    to = event.data["to"]
    told = {event.data["from"]["seat"], to["seat"]} - {None}
    face_up = to["seat"] is not None and to["zone"] not in secret
    for seat in [*range(len(game.names)), None]:
        assert face_up or seat in told or type(event.visible_to(seat)["which"]) is not list, (seat, event)


def play(modules: tuple[str, ...], players: int, seed: int) -> tuple[int, str]:
    """A random game to its end, checked (`play_checked`); how many times it was saved, and who won."""
    game, saved = play_checked(modules, players, seed, (check_event, check_tokens, check_secrets), check_views)
    assert game.winner is not None and game.winners
    return saved, game.winner


def games(full: bool):
    for index, modules in enumerate(COMBINATIONS):
        allowed = sizes(modules)
        if full:
            yield from ((modules, n, 43_000 + 97 * index + 13 * n + k) for n in allowed for k in range(FULL_SEEDS))
        else:
            yield modules, allowed[index % len(allowed)], 43_000 + 97 * index


def test_there_are_22_combinations_each_with_the_sizes_the_rules_allow():
    assert len(COMBINATIONS) == 22 and len(set(COMBINATIONS)) == 22
    assert sizes((BASE, RAGE, DUEL)) == [3, 4, 5, 6, 7, 8]
    assert sizes((BASE, "undead_or_alive.boneyard")) == [4, 5, 6, 7, 8]
    assert sizes((BASE, RAGE, *OLD_SALOON)) == [5, 6, 7, 8]
    assert not any(DUEL in m and RAGE not in m for m in COMBINATIONS)


@pytest.mark.proof
@pytest.mark.parametrize("modules", COMBINATIONS,
                         ids=lambda m: "+".join(n.split(".")[-1] for n in m[1:len(m) - (len(OLD_SALOON) if
                                                                                    OLD_SALOON[0] in m else 0)])
                         + ("+old_saloon" if OLD_SALOON[0] in m else ""))
def test_every_combination_plays_to_its_end_conserving_cards_and_tokens_through_saves(modules, full_bots):
    played = [(n, seed) for m, n, seed in games(full_bots) if m == modules]
    results = [play(modules, players, seed) for players, seed in played]
    assert sum(saved for saved, _ in results) > 0, "saved mid-game"
    if full_bots and "undead_or_alive.boneyard" in modules:
        assert {"zombies", "survivors"} & {winner for _, winner in results}, "a zombie game among them"
