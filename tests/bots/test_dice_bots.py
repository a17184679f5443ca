"""Dice bots: every level finishes its games, never reads hidden information, and Easy beats random."""

import copy
import itertools
import json
import random
from math import comb

import pytest

from game.bots.beliefs import NOISE
from game.bots.dice_hard import DiceHardBot
from game.bots.dice_policy import OUTLAW_SPARES, A, DiceBot, dice_of
from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.common.rng import rng_to_json
from game.core.dice.catalog import BASE
from game.core.dice.engine import DiceGame, new_game
from game.core.dice.scenario import build


def bot(level, seed, game):
    """Bots as levels.make_bot makes them, but the Oracle (who peeks at `game`) rolling out a fixed number of
    times (reproducible)."""
    if level in ("hard", "oracle"):
        return DiceHardBot(seed, budget_s=60, samples=2, peek=game.clone if level == "oracle" else None)
    if level == "random":
        return RandomBot(seed)
    return DiceBot(level, seed)


def bots_for(level, game, seed):
    return [bot(level, seed * 10 + s, game) for s in range(len(game.roles))]


# Seeds per level: (the default run, with --full-bots). Seed s deals 3 + s % 6 players. The default run keeps a
# sample of the table sizes the level is quick at: Hard takes seconds at 8 players (a wide belief to average
# over), the Oracle 5-20 s a game at 4 or more (it plays a round ahead at every re-roll); the mixed tables below
# seat them at 4 to 6. CI plays Easy and Normal at full size too (the proof marker); Hard and the Oracle would take
# hours.
GAMES = {"easy": (range(75), range(3000)), "normal": (range(15), range(3000)), "hard": (range(3), range(3000)),
         "oracle": ((0, 6), range(500))}
LEVELS = [pytest.param("easy", marks=pytest.mark.proof), "hard", pytest.param("normal", marks=pytest.mark.proof),
          "oracle"]


OLD_SALOON = ("base", "old_saloon.saloon_dice", "old_saloon.chief_arrow")
MODULES_SHARE = 10          # in the default run, the tables with modules play a tenth of the base game's seeds


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("modules", [("base",), OLD_SALOON], ids=lambda v: "+".join(v))
def test_every_level_finishes_its_games(level, modules, full_bots):
    """Whole tables of one level, 3 to 8 players, the base game and with the modules that ship; an illegal answer
    raises, a stall too."""
    seeds = GAMES[level][full_bots]
    if modules != ("base",) and not full_bots:
        if level == "oracle":
            pytest.skip("the Oracle (a ceiling, not a level players meet) plays the modules with --full-bots")
        seeds = seeds[:max(1, len(seeds) // MODULES_SHARE)]
    for seed in seeds:
        game = new_game(seed, 3 + seed % 6, modules=modules)
        play_out(game, bots_for(level, game, seed), max_decisions=5000)
        assert game.winner in ("law", "outlaws", "renegade") and game.pending is None


def test_mixed_tables_of_every_level_finish(full_bots):
    """The tables players will meet: levels mixed seat by seat, random included."""
    levels = ["random", "easy", "normal", "hard", "oracle"]
    for seed in range(300 if full_bots else 4):
        game = new_game(seed, 3 + seed % 6)
        play_out(game, [bot(levels[(seed + s) % 5], seed * 10 + s, game) for s in range(len(game.roles))],
                 max_decisions=5000)
        assert game.winner in ("law", "outlaws", "renegade") and game.pending is None


def twin(game, seat, seed, swap_roles=True):
    """The same game as `seat` sees it: two roles hidden from it swapped (unless told not to), and other future
    dice."""
    state = json.loads(game.to_json())["state"]
    players = state["table"]["players"]
    hidden = [s for s, p in enumerate(players) if s != seat and not p["role_revealed"]]
    pairs = [(a, b) for a in hidden for b in hidden if players[a]["role"] != players[b]["role"]]
    if pairs and swap_roles:
        a, b = pairs[seed % len(pairs)]
        players[a]["role"], players[b]["role"] = players[b]["role"], players[a]["role"]
    state["rng"] = rng_to_json(random.Random(seed))
    return DiceGame.from_state(state)


@pytest.mark.proof
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_choices_depend_only_on_the_view(level, full_bots):
    """At many decisions of real games the bot, copied, answers a twin game with different hidden roles
    and different future dice exactly as it answers the true one."""
    checked = swapped = 0
    for seed in range(60 if full_bots else 3):
        game = new_game(seed, 4 + seed % 5)
        bots = bots_for(level, game, seed)
        events = game.take_events()
        for s, bot in enumerate(bots):
            for e in events:
                bot.observe(e.visible_to(s))
        while game.pending is not None:
            seat = game.pending.seat
            other = twin(game, seat, seed * 1000 + checked)
            swapped += other.roles != game.roles
            view, other_view = game.view(seat), other.view(seat)
            assert view.data == other_view.data and view.decision.options == other_view.decision.options
            assert copy.deepcopy(bots[seat]).choose(other_view) == copy.deepcopy(bots[seat]).choose(view)
            checked += 1
            for e in game.apply(seat, bots[seat].choose(game.view(seat))):
                for s, bot in enumerate(bots):
                    bot.observe(e.visible_to(s))
    assert checked > 40 and swapped > checked // 2


def test_easy_beats_random_by_a_clear_margin():
    """Paired seeds: Easy in one seat with a fixed role against random bots, then a random bot in that seat."""
    won = {"easy": 0, "random": 0}
    games = 0
    for n in (5, 7):
        for role in ("sheriff", "deputy", "outlaw", "renegade"):
            for seed in range(30):
                seat = seed % n
                for level in won:
                    game = new_game(seed, [{"role": role} if s == seat else {} for s in range(n)])
                    bots = [RandomBot(seed * 10 + s) for s in range(n)]
                    if level == "easy":
                        bots[seat] = DiceBot("easy", seed)
                    play_out(game, bots)
                    won[level] += seat in game.winners
                games += 1
    assert won["easy"] - won["random"] >= 0.25 * games


def test_landings_are_a_distribution():
    """The cached outcome table Normal prices re-rolls with: probabilities sum to one, arrows are binomial."""
    kept = (0, 1, 0, 0, 1, 0)
    for thrown in range(6):
        finals, probs, arrows = dice_of(BASE).landings(kept, (("base", thrown),) if thrown else ())
        assert abs(sum(probs) - 1) < 1e-12 and all(sum(f) == 2 + thrown for f in finals)
        for a, p in enumerate(arrows):
            assert abs(p - comb(thrown, a) * 5 ** (thrown - a) / 6 ** thrown) < 1e-12
        assert all(f[A] >= kept[A] for f in finals)


def close_rerolls(count):
    """(game, seat, view, index) at the first `count` re-rolls with a choice in seeded 5-player games of Normal."""
    found = 0
    for seed in itertools.count():
        game = new_game(seed, 5)
        normals = bots_for("normal", game, seed)
        for e in game.take_events():
            for s, b in enumerate(normals):
                b.observe(e.visible_to(s))
        while game.pending is not None:
            seat, view = game.pending.seat, game.view(game.pending.seat)
            if view.decision.kind == "reroll" and len(view.decision.options) > 1:
                yield game, seat, view, found
                found += 1
                if found == count:
                    return
            for e in game.apply(seat, normals[seat].choose(view)):
                for s, b in enumerate(normals):
                    b.observe(e.visible_to(s))


def close_count(full_bots: bool) -> int:
    """Re-rolls the Oracle tests look at: the Oracle answers otherwise at about half of them."""
    return 60 if full_bots else 4


def test_the_oracle_sees_the_future_dice(full_bots):
    """Where every honest level answers a twin game (other hidden roles, other future dice) as it answers the
    real one, the Oracle must not: it is the diagnostic that sees everything."""
    differ = 0
    count = close_count(full_bots)
    for game, seat, view, i in close_rerolls(count):
        answers = {bot("oracle", i, g).choose(view) for g in (game, twin(game, seat, 1000 + i))}
        differ += len(answers) > 1
    assert differ >= count // 3


def test_the_blind_oracle_of_the_ceilings_does_not(bench_script, full_bots):
    """bench/ceilings.py's Oracle whose copies roll fresh dice must answer a twin with other dice to come (roles
    the same) as it answers the real game, or the ceiling it measures is foresight; the real Oracle, made the same
    way, answers some of those twins otherwise."""
    ceilings = bench_script("ceilings")
    seen = blind = 0
    count = close_count(full_bots)
    for game, seat, view, i in close_rerolls(count):
        twins = (game, twin(game, seat, 1000 + i, swap_roles=False))
        seen += len({ceilings.make_contender("dice", "oracle", i, g.clone, 60, 2).choose(view) for g in twins}) > 1
        blind += len({ceilings.make_contender("dice", "blindoracle", i, g.clone, 60, 2).choose(view)
                      for g in twins}) > 1
    assert seen >= count // 3 and blind == 0


def test_told_roles_of_the_ceilings_is_hard_told_the_true_roles(bench_script):
    game = new_game(4, 6)
    told = bench_script("ceilings").make_contender("dice", "toldroles", 4, game.clone)
    assert told.normal.truth == dict(enumerate(game.roles)) and told.peek is None


def test_a_shooter_who_spares_the_sheriff_in_reach_reads_as_no_outlaw():
    """Outlaws nearly always shoot the Sheriff when a die reaches him: Normal, watching every shot of real games,
    thinks a player less likely an Outlaw after such a shot went elsewhere, and reads no other shot so: nor one
    that follows a shot at the Sheriff in the same turn (the 1s and 2s land together, so he may have had enough)."""
    spared = at_sheriff = followed = 0
    aimed = False
    for seed in range(30):
        game = new_game(seed, 6)
        watcher = DiceBot("normal", seed)
        players = [DiceBot("normal", seed * 10 + s) for s in range(6)]
        watcher.start_belief(game.view(0).data)
        events = game.take_events()
        while game.pending is not None:
            for e in events:
                for s, player in enumerate(players):
                    player.observe(e.visible_to(s))
                aimed = aimed and e.kind != "turn_start"
                if e.kind == "shot":
                    seen = e.visible_to(0)
                    reach = watcher._shot_targets(seen["seat"], seen["die"])
                    shooter, sheriff = seen["seat"], game.roles.index("sheriff")
                    before = watcher.belief.p(shooter, "outlaw")
                    hostile_only = copy.deepcopy(watcher.belief)
                    hostile_only.hostile(shooter, seen["target"])
                    watcher.observe(seen)
                    after = watcher.belief.p(shooter, "outlaw")
                    if shooter in watcher.belief.hidden and len(reach) > 1:
                        if seen["target"] == sheriff or sheriff not in reach or aimed:
                            followed += aimed and seen["target"] != sheriff and sheriff in reach
                            at_sheriff += seen["target"] == sheriff
                            assert after == pytest.approx(hostile_only.p(shooter, "outlaw"))
                        elif 0.0 < before < 1.0:
                            spared += 1      # exactly the Outlaw assignments weighed down by a spared Sheriff
                            p, f = hostile_only.p(shooter, "outlaw"), NOISE + (1 - NOISE) * OUTLAW_SPARES
                            assert after == pytest.approx(f * p / (f * p + 1 - p))
                            assert after < p
                    aimed = aimed or seen["target"] == sheriff
                else:
                    watcher.observe(e.visible_to(0))
            seat = game.pending.seat
            events = game.apply(seat, players[seat].choose(game.view(seat)))
    assert spared >= 20 and at_sheriff >= 20 and followed >= 1


@pytest.mark.parametrize("told", [False, True])
def test_no_shot_is_aimed_at_a_player_whom_the_shots_aimed_already_kill(told):
    """1s and 2s land together once all are aimed: with bea's last life taken by the first 1, Normal (and Normal
    told the roles) aims the second at the other neighbour, not at bea, where it would be wasted."""
    players = [{"name": "ana", "role": "sheriff", "character": "paul_regret"},
               {"name": "bea", "role": "outlaw", "character": "lucky_duke", "life": 1},
               {"name": "cid", "role": "outlaw", "character": "black_jack"},
               {"name": "dan", "role": "renegade", "character": "rose_doolan"}]
    game = build({"game": "dice", "seed": 1, "players": players,
                  "table": {"rolls": [["1", "1", "dynamite", "dynamite", "beer"]]}})
    game.apply(0, ("stop",))
    game.apply(0, ("shoot", 0, 1))
    shooter = DiceBot("oracle", 3, dict(enumerate(game.roles))) if told else DiceBot("normal", 3)
    assert shooter.choose(game.view(0)) == ("shoot", 1, 3)
