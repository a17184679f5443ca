"""The blunder detectors of bench/blunders.py, each on a position built for it, firing and not; and every level
answering those positions without the blunder (the table of figures is the bench's, never asserted here)."""

import time

import pytest

from game.bots.card_hard import CardHardBot
from game.bots.dice_hard import DiceHardBot
from game.bots.levels import make_bot
from game.core.cards.scenario import build as build_cards
from game.core.common.status import IN
from game.core.dice.scenario import build as build_dice


@pytest.fixture(scope="module")
def blunders():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "bench" / "blunders.py"
    spec = importlib.util.spec_from_file_location("blunders", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bot(game_kind, level, seed=0):
    """Every level as make_bot makes it; Hard with a small search, so the test stays quick."""
    if level == "hard":
        return CardHardBot(seed, samples=3) if game_kind == "cards" else DiceHardBot(seed)
    return make_bot(game_kind, level, seed)


# -- the card game ------------------------------------------------------------------------------------------
def cards(*players, turn="ana"):
    """A card game in `turn`'s phase 2: players as (name, role, character, extra fields)."""
    specs = [dict(name=name, role=role, character=character, **extra) for name, role, character, extra in players]
    return build_cards({"game": "cards", "seed": 1, "players": specs, "table": {"turn": turn, "phase": "play"}})


def play(g, label, target=None, taken=None):
    """The phase-2 option that plays the card `label` ("schofield KS") of the player whose turn it is."""
    seat = g.pending.seat
    card = next(c for c in g.players[seat].hand if g.box.cards[c].label == label)
    wanted = [x for x in (target, taken) if x is not None]
    for option in g.pending.options:
        if option[0] == "play" and option[1] == card and list(option[2:]) == wanted:
            return option
    raise AssertionError(f"no option plays {label} {wanted}: {g.pending.options}")


def seat_of(g, name):
    return next(p.seat for p in g.players if p.name == name)


def card_of(g, label):
    return next(c.id for c in g.box.cards if c.label == label)


def classes(blunders, g, action):
    judge = blunders.card_blunders if g.KIND == "cards" else blunders.dice_blunders
    return [cls for cls, _ in judge(g, g.pending.seat, action)]


def no_level_blunders(blunders, g):
    """Easy, Normal and Hard, asked this decision, each answer without a blunder."""
    for level in ("easy", "normal", "hard"):
        for seed in range(4 if level == "easy" else 1):
            answer = bot(g.KIND, level, seed).choose(g.clone().view(g.pending.seat))
            assert classes(blunders, g, answer) == [], (level, answer)


def five(ana, bea=("outlaw", "black_jack", {}), cid=("deputy", "pedro_ramirez", {}),
         dan=("renegade", "kit_carlson", {}), eve=("sheriff", "bart_cassidy", {})):
    """Five players; the Sheriff (eve) sits next to ana, as does bea."""
    return cards(("ana", *ana), ("bea", *bea), ("cid", *cid), ("dan", *dan), ("eve", *eve))


def test_a_weapon_that_reaches_less_is_a_downgrade(blunders):
    g = five(("outlaw", "jourdonnais", {"hand": ["schofield KS", "volcanic 10S"], "in_play": ["remington KC"]}))
    assert classes(blunders, g, play(g, "schofield KS")) == ["downgrade"]
    assert classes(blunders, g, play(g, "volcanic 10S")) == []          # it lifts the BANG! limit: a trade
    assert classes(blunders, g, ("end_turn",)) == []
    no_level_blunders(blunders, g)
    g = five(("outlaw", "willy_the_kid", {"hand": ["volcanic 10S"], "in_play": ["schofield JC"]}))
    assert classes(blunders, g, play(g, "volcanic 10S")) == ["downgrade"]    # he has no limit to lift
    no_level_blunders(blunders, g)
    g = five(("outlaw", "jourdonnais", {"hand": ["winchester 8S"], "in_play": ["remington KC"]}))
    assert classes(blunders, g, play(g, "winchester 8S")) == []
    g = five(("outlaw", "suzy_lafayette", {"hand": ["schofield KS"], "in_play": ["remington KC"]}))
    assert classes(blunders, g, play(g, "schofield KS")) == []        # her last card draws her one: a trade


def test_the_renegade_must_not_finish_the_sheriff_while_others_live(blunders):
    g = five(("renegade", "jourdonnais", {"hand": ["bang 2D", "gatling 10H"]}), dan=("outlaw", "kit_carlson", {}),
             eve=("sheriff", "bart_cassidy", {"life": 1}))
    eve = seat_of(g, "eve")
    assert classes(blunders, g, play(g, "bang 2D", eve)) == ["renegade_sheriff"]
    assert classes(blunders, g, play(g, "gatling 10H")) == ["renegade_sheriff"]
    assert classes(blunders, g, play(g, "bang 2D", seat_of(g, "bea"))) == []
    no_level_blunders(blunders, g)
    g = five(("renegade", "jourdonnais", {"hand": ["bang 2D"]}), dan=("outlaw", "kit_carlson", {}),
             eve=("sheriff", "bart_cassidy", {"life": 2}))
    assert classes(blunders, g, play(g, "bang 2D", seat_of(g, "eve"))) == []      # not his last life
    dead = {"alive": False}
    g = five(("renegade", "jourdonnais", {"hand": ["bang 2D"]}), bea=("outlaw", "black_jack", dead),
             cid=("deputy", "pedro_ramirez", dead), dan=("outlaw", "kit_carlson", dead),
             eve=("sheriff", "bart_cassidy", {"life": 1}))
    assert classes(blunders, g, play(g, "bang 2D", seat_of(g, "eve"))) == []      # the last one: that is the win


def test_a_deputy_must_not_play_against_his_sheriff(blunders):
    g = five(("deputy", "jourdonnais", {"hand": ["panic JH", "bang 2D"]}), cid=("outlaw", "pedro_ramirez", {}),
             eve=("sheriff", "bart_cassidy", {"in_play": ["barrel QS", "dynamite 2H"], "hand": ["missed 2S"]}))
    eve = seat_of(g, "eve")
    assert classes(blunders, g, play(g, "panic JH", eve, card_of(g, "barrel QS"))) == ["deputy_sheriff"]
    assert classes(blunders, g, play(g, "panic JH", eve, "hand")) == ["deputy_sheriff"]
    assert classes(blunders, g, play(g, "bang 2D", eve)) == ["deputy_sheriff"]
    assert classes(blunders, g, play(g, "panic JH", eve, card_of(g, "dynamite 2H"))) == []    # a favour
    assert classes(blunders, g, play(g, "bang 2D", seat_of(g, "bea"))) == []
    no_level_blunders(blunders, g)
    g = five(("deputy", "jourdonnais", {"hand": ["indians KD"]}), cid=("outlaw", "pedro_ramirez", {}),
             eve=("sheriff", "bart_cassidy", {"life": 1}))
    assert classes(blunders, g, play(g, "indians KD")) == ["deputy_sheriff"]
    no_level_blunders(blunders, g)
    g = five(("deputy", "jourdonnais", {"hand": ["indians KD"]}), cid=("outlaw", "pedro_ramirez", {}))
    assert classes(blunders, g, play(g, "indians KD")) == []      # the Sheriff at full life takes one point


def test_a_heal_with_nobody_hurt_heals_nobody(blunders):
    g = five(("outlaw", "jourdonnais", {"hand": ["saloon 5H", "beer 6H"]}))
    assert classes(blunders, g, play(g, "saloon 5H")) == ["heals_nobody"]
    assert classes(blunders, g, play(g, "beer 6H")) == ["heals_nobody"]
    no_level_blunders(blunders, g)
    g = five(("outlaw", "jourdonnais", {"hand": ["saloon 5H", "beer 6H"]}),
             dan=("renegade", "kit_carlson", {"life": 3}))
    assert classes(blunders, g, play(g, "saloon 5H")) == []
    assert classes(blunders, g, play(g, "beer 6H")) == ["heals_nobody"]
    g = five(("outlaw", "suzy_lafayette", {"hand": ["beer 6H"]}))
    assert classes(blunders, g, play(g, "beer 6H")) == []          # her last card draws her one: a trade


# -- the dice game --------------------------------------------------------------------------------------------
def dice(players, rolls, stop=True):
    """A dice game at the first player's first roll (`rolls` scripted); with `stop`, at his first shot."""
    specs = [dict(name=name, role=role, character=character, **extra) for name, role, character, extra in players]
    g = build_dice({"game": "dice", "seed": 1, "players": specs, "table": {"rolls": rolls, "turn": "ana"}})
    if stop:
        g.apply(0, ("stop",))
    return g


ONE_AND_NOTHING = [["1", "arrow", "beer", "beer", "dynamite"]]


def test_a_deputy_must_not_shoot_his_sheriff_when_he_could_hit_a_foe(blunders):
    """Even when the foe is El Gringo, whose arrow would be the one that kills the Deputy at the next Indians."""
    g = dice([("ana", "deputy", "jourdonnais", {"life": 2, "arrows": 1}), ("bea", "sheriff", "black_jack", {}),
              ("cid", "outlaw", "lucky_duke", {}), ("dan", "outlaw", "kit_carlson", {}),
              ("eve", "renegade", "el_gringo", {})], ONE_AND_NOTHING)
    assert classes(blunders, g, ("shoot", 0, 1)) == ["own_sheriff"]
    assert classes(blunders, g, ("shoot", 0, 4)) == []            # El Gringo's arrow is no reason to
    no_level_blunders(blunders, g)
    g = dice([("ana", "deputy", "jourdonnais", {}), ("bea", "sheriff", "black_jack", {}),
              ("cid", "outlaw", "lucky_duke", {}), ("dan", "outlaw", "kit_carlson", {}),
              ("eve", "deputy", "el_gringo", {}), ("fay", "outlaw", "slab_the_killer", {}),
              ("gus", "renegade", "rose_doolan", {})], ONE_AND_NOTHING)
    assert classes(blunders, g, ("shoot", 0, 1)) == []            # seat 6 might be his fellow Deputy, for all he knows


def test_a_gatling_that_fells_the_sheriff_is_a_blunder_for_his_deputy(blunders):
    g = dice([("ana", "deputy", "jourdonnais", {}), ("bea", "sheriff", "black_jack", {"life": 1}),
              ("cid", "outlaw", "lucky_duke", {}), ("dan", "outlaw", "kit_carlson", {}),
              ("eve", "renegade", "el_gringo", {})], [["gatling", "gatling", "gatling", "beer", "arrow"]], stop=False)
    assert classes(blunders, g, ("stop",)) == ["own_sheriff"]
    assert classes(blunders, g, ("reroll", (0,))) == []
    no_level_blunders(blunders, g)


def test_the_renegade_must_not_shoot_the_sheriffs_last_life_while_others_live(blunders):
    g = dice([("ana", "renegade", "jourdonnais", {}), ("bea", "sheriff", "black_jack", {"life": 1}),
              ("cid", "outlaw", "lucky_duke", {}), ("dan", "outlaw", "kit_carlson", {}),
              ("eve", "deputy", "el_gringo", {})], ONE_AND_NOTHING)
    assert classes(blunders, g, ("shoot", 0, 1)) == ["renegade_sheriff"]
    assert classes(blunders, g, ("shoot", 0, 4)) == []
    no_level_blunders(blunders, g)


def test_a_shot_that_passes_up_a_sure_win(blunders):
    dead = {"alive": False}
    g = dice([("ana", "deputy", "jourdonnais", {"life": 2, "arrows": 1}), ("bea", "sheriff", "black_jack", {}),
              ("cid", "outlaw", "lucky_duke", dead), ("dan", "outlaw", "kit_carlson", dead),
              ("eve", "renegade", "el_gringo", {"life": 1})], [["1", "1", "beer", "beer", "dynamite"]])
    assert classes(blunders, g, ("shoot", 0, 1)) == ["own_sheriff", "passes_up_win?"]
    assert classes(blunders, g, ("shoot", 0, 4)) == []
    no_level_blunders(blunders, g)
    g = dice([("ana", "deputy", "jourdonnais", {}), ("bea", "sheriff", "black_jack", {}),
              ("cid", "outlaw", "lucky_duke", dead), ("dan", "outlaw", "kit_carlson", {}),
              ("eve", "renegade", "el_gringo", {"life": 1})], [["1", "1", "beer", "beer", "dynamite"]])
    assert "passes_up_win?" not in classes(blunders, g, ("shoot", 0, 1))    # an Outlaw still lives: no win


def two_shots_at_bart(life, arrows_held, shots=2):
    """ana's `shots` 1s aimed at Bart Cassidy (bea, a Deputy at `life`), landing together: his first arrow-or-life
    offer. The others hold `arrows_held` arrows between them, so the pile holds 9 minus those and his one."""
    spread = {"cid": min(arrows_held, 3), "dan": min(max(arrows_held - 3, 0), 3), "eve": max(arrows_held - 6, 0)}
    g = dice([("ana", "outlaw", "jourdonnais", {}), ("bea", "deputy", "bart_cassidy", {"life": life, "arrows": 1}),
              ("cid", "sheriff", "black_jack", {"arrows": spread["cid"]}),
              ("dan", "outlaw", "kit_carlson", {"arrows": spread["dan"]}),
              ("eve", "renegade", "el_gringo", {"arrows": spread["eve"]})],
             [["1"] * shots + ["beer"] * (4 - shots) + ["dynamite"]])
    for die in range(shots):
        g.apply(0, ("shoot", die, 1))
    assert g.pending.kind == "arrow_for_life" and g.pending.seat == 1
    return g


def test_bart_must_not_die_of_a_point_an_arrow_would_take(blunders):
    """The 1s and 2s land together and Bart is asked point by point: once he has taken one as life, the life
    shown is not what he has left, and the next point taken as life kills him."""
    g = two_shots_at_bart(life=2, arrows_held=5)
    assert classes(blunders, g, ("lose_life",)) == []              # one point of two leaves him standing
    g.apply(1, ("lose_life",))
    assert classes(blunders, g, ("lose_life",)) == ["refuses_arrow"]
    assert classes(blunders, g, ("take_arrow",)) == []
    no_level_blunders(blunders, g)
    g = two_shots_at_bart(life=1, arrows_held=6, shots=3)           # the pile pays one arrow only: he falls anyway
    assert classes(blunders, g, ("lose_life",)) == []


def test_bart_outlives_two_shots_an_arrow_can_take_at_every_level():
    """Each level answers the whole landing itself, the pile low enough that it has reasons to take the first as
    life: it ends standing with one life."""
    for level in ("easy", "normal", "hard"):
        for seed in range(4 if level == "easy" else 1):
            g = two_shots_at_bart(life=2, arrows_held=5)
            player = bot("dice", level, seed)
            while g.pending.kind == "arrow_for_life":
                g.apply(1, player.choose(g.clone().view(1)))
            assert g.status[1] is IN and g.life[1] >= 1, (level, seed)


def test_a_decision_over_the_limit_is_a_stall(blunders, monkeypatch):
    class Slow:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, view):
            if view.version == 3:
                spent = time.thread_time() + 0.3
                while time.thread_time() < spent:
                    pass
            return self.bot.choose(view)

    # a limit far above any Easy answer, even on a busy machine (a garbage collection may land in one)
    monkeypatch.setattr(blunders, "STALL_S", 0.25)
    monkeypatch.setattr(blunders, "make_bot", lambda kind, level, seed: Slow(make_bot(kind, level, seed)))
    result = blunders.play_one(("dice", "easy", 5, 0, (), {}))
    assert [(cls, index) for _, cls, index, _ in result["cases"]] == [("stall", 3)]


def test_the_renegade_fells_the_sheriff_with_the_last_other_player_for_the_win(blunders):
    """The 1s and 2s land together: once a die is aimed at the last Outlaw's last life, the Sheriff's last life is
    the Renegade's win, not the Outlaws'."""
    dead = {"alive": False}
    g = dice([("ana", "renegade", "jourdonnais", {}), ("bea", "sheriff", "black_jack", {"life": 1}),
              ("cid", "deputy", "lucky_duke", dead), ("dan", "outlaw", "kit_carlson", dead),
              ("eve", "outlaw", "el_gringo", {"life": 1})], [["1", "1", "beer", "beer", "dynamite"]])
    g.apply(0, ("shoot", 0, 4))
    assert classes(blunders, g, ("shoot", 1, 1)) == []
    assert classes(blunders, g, ("shoot", 1, 4)) == ["passes_up_win?"]
    no_level_blunders(blunders, g)


# -- Hard's budget -------------------------------------------------------------------------------------------
def answers(game, bots, done):
    """The answers of a game up to the first decision after which `done()` holds."""
    from game.core.common.table import Table
    table = Table(game, bots)
    while game.pending is not None and not done(table):
        seat = table.waiting_on
        table.answer(seat, table.controllers[seat].choose(table.view(seat)))
    return table.answers


def test_hard_searches_a_fixed_work_so_a_seed_replays():
    """make_bot's Hard spends a number of look-aheads (cards) or role assignments (dice), not a time: the same seed
    gives the same answers, and the safety net on the clock did not have to act."""
    from game.bots import card_hard
    from game.bots.levels import new_game_for

    runs = []
    for _ in range(2):
        hard = make_bot("cards", "hard", 7)
        assert hard.samples is None and hard.rollouts == card_hard.ROLLOUTS
        searched = []
        search = hard._search
        hard._search = lambda view, candidates, searched=searched, search=search: \
            searched.append(1) or search(view, candidates)
        bots = [hard] + [make_bot("cards", "normal", s) for s in range(1, 5)]
        runs.append(answers(new_game_for("cards", 7, 5, {}), bots, lambda table, searched=searched: len(searched) == 1))
        assert hard.capped == 0 and len(searched) == 1
    assert runs[0] == runs[1]
    runs = []
    for _ in range(2):
        bots = [make_bot("dice", "hard", s) for s in range(8)]
        runs.append(answers(new_game_for("dice", 3, 8, {}), bots, lambda table: len(table.answers) == 16))
        assert sum(b.capped for b in bots) == 0
    assert runs[0] == runs[1]
