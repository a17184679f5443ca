"""The bots price the Duel dice's own symbols (Module.symbol_worth, undead_or_alive/duel/sense.py): a kept Whiskey
is worth the life it gives, a kept Duel the best duel it could give; so they keep a Whiskey while hurt and a Duel
worth giving, instead of throwing them again as symbols worth nothing."""

import pytest

from game.bots.dice_hard import POINTS, DiceHardBot, FittedTable
from game.bots.dice_policy import DiceBot, Table
from game.bots.levels import make_bot
from game.core.dice.engine import new_game

MODULES = ("base", "undead_or_alive.rage", "undead_or_alive.duel")


def rerolling(dice: list[str], life: int):
    """The Sheriff (Paul Regret, 11 life at most) at his first re-roll, showing `dice`, at `life`."""
    seats = [{"character": "paul_regret", "role": "sheriff"}, {}, {}, {}]
    game = new_game(3, seats, modules=MODULES)
    assert game.pending.kind == "reroll" and game.pending.seat == 0
    game.dice[:] = dice
    game.life[0] = life
    return game


def test_a_kept_whiskey_is_worth_the_life_it_gives_and_a_duel_a_duel():
    hurt, full = rerolling(["1", "1", "1", "whiskey", "duel"], 5), rerolling(["1", "1", "1", "whiskey", "duel"], 11)
    for game, whiskey_worth in ((hurt, True), (full, False)):
        table = Table(DiceBot("easy", 1), game.view(0).data)
        assert (table.dice_worth(["whiskey"]) > 0) is whiskey_worth
        assert table.dice_worth(["duel"]) > 0                   # three foes to challenge, the Sheriff's
        assert table.dice_worth(["1", "duel"]) == pytest.approx(table.dice_worth(["1"]) + table.dice_worth(["duel"]))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_hurt_roller_keeps_his_whiskey(level):
    game = rerolling(["arrow", "arrow", "dynamite", "whiskey", "arrow"], 4)
    for seed in range(6):
        choice = make_bot("dice", level, seed).choose(game.view(0))
        assert choice == ("stop",) or 3 not in choice[1], (seed, choice)


def test_without_the_duel_dice_no_symbol_is_priced_apart():
    game = new_game(3, [{"character": "paul_regret", "role": "sheriff"}, {}, {}, {}], modules=("base",))
    table = Table(DiceBot("easy", 1), game.view(0).data)
    assert table._bonus is None and table.dice_worth(["1", "beer"]) == table.value(table.pricing.counts(["1", "beer"]))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_greg_diggers_whiskey_is_worth_the_two_lives_it_gives(level):
    """His ability uses each Whiskey twice (Character.uses): two lives while he lacks two, one when he lacks one."""
    seats = [{"character": "greg_digger", "role": "sheriff"}, {}, {}, {}]
    game = new_game(3, seats, modules=(*MODULES, "undead_or_alive.characters"))
    top = game.cast[0].life + 2                 # the Sheriff's two more
    for life, gain in ((top - 3, 2), (top - 1, 1), (top, 0)):
        game.life[0] = life
        table = Table(DiceBot(level, 1), game.view(0).data)
        assert table.dice_worth(["whiskey"]) == pytest.approx(table.heal(0, life, gain) if gain else 0.0)
        assert gain < 2 or table.dice_worth(["whiskey"]) > table.heal(0, life, 1)


def test_hard_prices_the_symbols_in_the_fitted_chance_as_its_dice():
    """Hard's re-roll prices are changes in the fitted chance of winning; a kept symbol priced in Normal's life
    points instead counted for about a third of its worth beside the base symbols, so Hard threw it away more."""
    game = rerolling(["1", "1", "1", "whiskey", "duel"], 5)
    data = game.view(0).data
    hard = DiceHardBot(1)
    hard.normal.start_belief(data)
    table = FittedTable(hard.normal, data)
    life = list(table.start_life)
    life[0] += 1
    one_more = POINTS * (table.chance(life, table.start_arrows, table.pile) - table.now)
    assert one_more > 0 and table.dice_worth(["whiskey"]) == pytest.approx(one_more)
    assert table.dice_worth(["whiskey"]) > Table(hard.normal, data).dice_worth(["whiskey"])
    hurt = []
    for target in (1, 2, 3):
        life = list(table.start_life)
        life[target] -= 1
        hurt.append(POINTS * (table.chance(life, table.start_arrows, table.pile) - table.now))
    life = list(table.start_life)
    life[0] -= 1
    risk = POINTS * (table.now - table.chance(life, table.start_arrows, table.pile))
    assert table.dice_worth(["duel"]) == pytest.approx(0.75 * max(hurt) - 0.25 * risk)
    assert table.dice_worth(["1", "whiskey"]) == pytest.approx(table.dice_worth(["1"]) + one_more)
