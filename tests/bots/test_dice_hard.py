"""Dice Hard's prices: the table it imagines after the dice must be the one the game would reach, judged by the
fitted chance averaged over exactly the role assignments its belief holds."""

from game.bots.dice_hard import NEGLIGIBLE, POINTS, DiceHardBot, FittedTable
from game.bots.dice_policy import DiceBot
from game.bots.dice_value import win_chance
from game.core.dice.engine import new_game


def played(seed, players, decisions):
    """A game after `decisions` answers of Normal bots that heard every event: their beliefs follow the table."""
    game = new_game(seed, players)
    bots = [DiceBot("normal", seed * 10 + s) for s in range(players)]
    events = game.take_events()
    for _ in range(decisions):
        for s, bot in enumerate(bots):
            for e in events:
                bot.observe(e.visible_to(s))
        seat = game.pending.seat
        events = game.apply(seat, bots[seat].choose(game.view(seat)))
    return game, bots


def test_the_table_now_is_the_belief_average_of_the_fitted_chance():
    """Read from the view, the chance before the dice is the belief-weighted chance of the real table with each
    role assignment the belief allows; told the true roles, it is the real table's chance."""
    uncertain = 0
    for seed in range(6):
        game, bots = played(seed, 5 + seed % 3, 30)
        seat = game.pending.seat
        bot = bots[seat]
        if bot.belief is None:
            bot.start_belief(game.view(seat).data)
        table = FittedTable(bot, game.view(seat).data)
        belief = bot.belief
        kept = [(a, w) for a, w in zip(belief.assignments, belief.weights) if w >= NEGLIGIBLE]
        expected = 0.0
        for a, w in kept:
            world = game.clone()
            world.roles = [belief.role_of(a, s) for s in range(len(game.roles))]
            expected += w * win_chance(world, seat)
        assert abs(table.now - expected / sum(w for _, w in kept)) < 1e-9
        uncertain += len(kept) > 1
        told = DiceBot("oracle", 0, dict(enumerate(game.roles)))
        told.start_belief(game.view(seat).data)
        assert abs(FittedTable(told, game.view(seat).data).now - win_chance(game, seat)) < 1e-9
    assert uncertain >= 4


def outlaw_next_to_the_sheriff():
    """Five players, the Sheriff at his last life with an Outlaw beside him, who knows every role."""
    roles = ["sheriff", "outlaw", "deputy", "outlaw", "renegade"]
    game = new_game(4, [{"role": r} for r in roles])
    game.life[0] = 1
    bot = DiceBot("oracle", 0, dict(enumerate(roles)))
    bot.start_belief(game.view(1).data)
    return game, bot


def test_a_shot_that_kills_the_sheriff_is_worth_the_rest_of_the_game_to_an_outlaw():
    game, bot = outlaw_next_to_the_sheriff()
    table = FittedTable(bot, game.view(1).data)
    assert 0 < table.now < 1
    one_shot, nothing = (0, 0, 1, 0, 0, 0), (0, 0, 0, 0, 1, 0)    # counts of arrow, dynamite, 1, 2, beer, gatling
    assert abs(table.value(one_shot) - POINTS * (1 - table.now)) < 1e-9
    assert table.value(nothing) == 0.0              # a Beer for an Outlaw at full life changes nothing


def test_the_last_arrow_brings_the_indians_on_the_sheriff():
    """Taking the last arrow of the pile sets off the Indians: the Sheriff holding one at his last life falls."""
    game, bot = outlaw_next_to_the_sheriff()
    game.arrows[0], game.pile = 1, 1
    table = FittedTable(bot, game.view(1).data)
    assert abs(table.arrows_cost(1) - POINTS * (table.now - 1)) < 1e-9
    game.pile = 2
    assert FittedTable(bot, game.view(1).data).arrows_cost(1) > 0     # one more arrow held, no attack yet


def test_the_players_the_oracle_imagines_are_hard_told_the_roles():
    """Made with `roles`, a Hard bot prices every table by the one true assignment, not by a belief."""
    checked = 0
    for seed in range(20):
        game, _ = played(seed, 5 + seed % 3, 12)
        view = game.view(game.pending.seat)
        if view.decision.kind != "reroll" or len(view.decision.options) < 2:
            continue
        truth = dict(enumerate(game.roles))
        bot = DiceHardBot(seed, roles=truth)
        answer = bot.choose(view)
        assert len(FittedTable(bot.normal, view.data).worlds) == 1
        told = DiceBot("oracle", seed, truth)
        told.start_belief(view.data)
        assert answer == FittedTable(told, view.data).ranked_rerolls(view.decision.options)[0]
        checked += 1
    assert checked >= 5
