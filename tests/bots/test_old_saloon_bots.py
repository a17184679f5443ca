"""The dice bots play Old Saloon through its modules' records (docs/bots.md, "Old Saloon"): each answer on a table
built for it, and the silly answers every level vetoes and bench/blunders.py counts, both ways."""

import pytest

from game.bots.dice_hard import DiceHardBot
from game.bots.dice_policy import DiceBot, Table
from game.core.dice.scenario import build

ROLES, CHIEF, CHARACTERS, SALOON, GHOST = ("old_saloon.roles", "old_saloon.chief_arrow", "old_saloon.characters",
                                           "old_saloon.saloon_dice", "old_saloon.ghost")
NAMES = ("ana", "bea", "cid", "dan", "eve", "fay", "gus")


def table(modules, *players, rolls=(), turn=None):
    """A table of `players` ((role, character, fields) each, named ana, bea...), its dice rolled as `rolls` say; the
    questions a role card's holder is asked with nothing to reveal are passed (every turn start asks one)."""
    g = build({"game": "dice", "seed": 1, "expansions": list(modules),
                  "players": [{"name": n, "role": r, "character": c, **kw} for n, (r, c, kw) in zip(NAMES, players)],
                  "table": {"rolls": [list(r) for r in rolls], **({"turn": turn} if turn else {})}})
    while g.pending.kind == "reveal" and g.pending.options == (("pass",),):
        g.apply(g.pending.seat, ("pass",))
    return g


def answers(g, levels=("normal", "hard")):
    """What each level answers the decision waiting."""
    seat = g.pending.seat
    out = {}
    for level in levels:
        bot = DiceHardBot(3) if level == "hard" else DiceBot(level, 3)
        out[level] = bot.choose(g.clone().view(seat))
    return out


def same(g, expected, levels=("normal", "hard")):
    got = answers(g, levels)
    assert got == {level: expected for level in levels}, got


@pytest.fixture(scope="module")
def blunders():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "bench" / "blunders.py"
    spec = importlib.util.spec_from_file_location("blunders", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def judged(blunders, g, action):
    return [cls for cls, _ in blunders.dice_blunders(g, g.pending.seat, action)]


# -- the Saloon dice ----------------------------------------------------------------------------------------------
def saloon(life):
    """The Sheriff's turn, before his first roll, an Outlaw at 2 life beside him."""
    return table((SALOON,), ("sheriff", "paul_regret", life), ("outlaw", "jourdonnais", {"life": 2}),
                 ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}))


def test_the_loudmouth_when_its_double_shot_may_kill_the_coward_when_hurt():
    same(saloon({}), ("saloon_dice", ("loudmouth",)))
    same(saloon({"life": 3}), ("saloon_dice", ("coward",)))


def test_easy_prices_the_saloon_dice_die_by_die_and_reads_them_alike():
    """Easy's cheap pricing (each die's faces resolved alone) still ranks the Loudmouth first when it may kill, the
    Coward when hurt (before its noise)."""
    for life, expected in (({}, "loudmouth"), ({"life": 3}, "coward")):
        g = saloon(life)
        view = g.view(g.pending.seat)
        t = Table(DiceBot("easy", 3), view.data)
        best = max(g.pending.options, key=lambda o: t.score("saloon_dice", o))
        assert best == ("saloon_dice", (expected,)), best


# -- the Chief's Arrow --------------------------------------------------------------------------------------------
def chief(mine, theirs):
    """The Sheriff rolled an Arrow with the Chief's Arrow in the middle: he holds `mine` arrows, bea `theirs`."""
    return table((CHIEF,), ("sheriff", "paul_regret", {"arrows": mine}), ("outlaw", "black_jack", {"arrows": theirs}),
                 ("outlaw", "jesse_jones", {}), ("renegade", "willy_the_kid", {}), ("deputy", "lucky_duke", {}),
                 rolls=[("arrow", "beer", "beer", "2", "dynamite")])


def test_the_chiefs_arrow_when_it_makes_me_alone_with_the_most(blunders):
    g = chief(3, 2)
    same(g, ("take_arrow", "chief"))
    assert judged(blunders, g, ("take_arrow", "chief")) == []


def test_never_the_chiefs_arrow_when_it_only_costs(blunders):
    g = chief(0, 3)
    assert judged(blunders, g, ("take_arrow", "chief")) == ["chief_only_costs"]
    assert judged(blunders, g, ("take_arrow",)) == []
    same(g, ("take_arrow",), levels=("easy", "normal", "hard"))


# -- the special roles --------------------------------------------------------------------------------------------
def malo(gainer):
    """The Sheriff's Beer: to himself (hurt) or to bea; dan holds El Malo, eve is a revealed Outlaw."""
    g = table((ROLES,), ("sheriff", "paul_regret", {"life": 5}), ("deputy", "jourdonnais", {"life": 4}),
              ("el_juez", "black_jack", {}), ("el_malo", "rose_doolan", {}), ("outlaw", "willy_the_kid", {}),
              ("outlaw", "calamity_janet", {}), ("renegade", "jesse_jones", {}),
              rolls=[("beer", "dynamite", "dynamite", "gatling", "gatling")])
    g.apply(0, ("stop",))
    g.apply(0, ("beer", 0, gainer))
    return g


def test_el_malo_denies_the_sheriffs_heal():
    g = malo(0)
    assert g.pending.kind == "reveal" and g.pending.seat == 3
    same(g, ("reveal",))


def test_el_juez_cancels_a_foes_power():
    g = malo(0)
    g.apply(3, ("reveal",))               # El Malo shown: an Outlaw
    assert g.pending.kind == "reveal" and g.pending.seat == 2
    same(g, ("reveal",))


def test_el_feo_moves_his_arrows_onto_the_sheriff_and_never_swaps_equal_arrows(blunders):
    g = table((ROLES,), ("sheriff", "paul_regret", {}), ("el_feo", "jourdonnais", {"arrows": 3}),
              ("deputy", "black_jack", {}), ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}),
              rolls=[("1", "2", "beer", "gatling", "dynamite")], turn="bea")
    assert g.pending.kind == "reveal"
    feo = g.pending.seat
    assert judged(blunders, g, ("reveal", (2, 3))) == ["wasted_power"]
    assert judged(blunders, g, ("reveal", (0, feo))) == []
    for answer in answers(g, ("easy", "normal", "hard")).values():
        assert judged(blunders, g, answer) == []
    assert answers(g)["normal"] in (("reveal", (0, feo)), ("reveal", (feo, 0)))   # his 3 for the Sheriff's none


def medico(roller_role, life, rolled):
    """bea (`roller_role`, at `life`) rolls `rolled`; cid holds El Médico."""
    return table((ROLES,), ("sheriff", "paul_regret", {}), (roller_role, "jourdonnais", {"life": life}),
                 ("el_medico", "black_jack", {}), ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}),
                 rolls=[rolled], turn="bea")


def test_el_medico_turns_a_die_that_kills_a_foe():
    g = medico("outlaw", 1, ("dynamite", "dynamite", "1", "1", "beer"))
    assert g.pending.kind == "reveal" and g.pending.seat == 2
    for answer in answers(g).values():
        assert answer[0] == "reveal" and answer[1] in (2, 3, 4) and answer[2] == "dynamite", answer


def test_el_medico_leaves_a_roll_that_does_little():
    g = medico("outlaw", 5, ("arrow", "dynamite", "1", "1", "beer"))
    same(g, ("pass",))


def test_la_mano_izquierda_keeps_the_sheriff_standing_while_others_live(blunders):
    g = table((ROLES,), ("sheriff", "paul_regret", {"life": 1}), ("outlaw", "jourdonnais", {}),
              ("deputy", "black_jack", {}), ("mano_izquierda", "rose_doolan", {}), ("outlaw", "willy_the_kid", {}),
              rolls=[("1", "dynamite", "dynamite", "beer", "beer")], turn="bea")
    g.apply(1, ("stop",))
    g.apply(1, ("shoot", 0, 0))
    assert g.pending.kind == "reveal" and g.pending.seat == 3
    assert judged(blunders, g, ("reveal",)) == []
    same(g, ("reveal",))


def test_la_mano_izquierda_never_keeps_the_last_one_between_her_and_the_win(blunders):
    g = table((ROLES,), ("sheriff", "paul_regret", {"life": 1}), ("outlaw", "jourdonnais", {"life": 0}),
              ("outlaw", "black_jack", {"life": 0}), ("mano_izquierda", "rose_doolan", {}),
              rolls=[("1", "dynamite", "dynamite", "beer", "beer")], turn="dan")
    g.apply(3, ("stop",))
    g.apply(3, ("shoot", 0, 0))
    assert g.pending.kind == "reveal" and g.pending.seat == 3
    assert judged(blunders, g, ("reveal",)) == ["power_helps_foe"]
    same(g, ("pass",), levels=("easy", "normal", "hard"))


# -- the characters -----------------------------------------------------------------------------------------------
def molly(role, sheriff_life):
    """bea (an Outlaw) shoots the Sheriff with a 1; cid is Molly Stark, of `role`."""
    other = "outlaw" if role == "deputy" else "deputy"
    g = table((CHARACTERS,), ("sheriff", "paul_regret", {"life": sheriff_life}), ("outlaw", "lucky_duke", {}),
              (role, "molly_stark", {}), ("renegade", "jourdonnais", {}), (other, "willy_the_kid", {}),
              rolls=[("1", "dynamite", "dynamite", "gatling", "beer")], turn="bea")
    g.apply(1, ("stop",))
    g.apply(1, ("shoot", 0, 0))
    assert g.pending.kind == "take_loss" and g.pending.seat == 2
    return g


def test_molly_stark_takes_the_sheriffs_last_life_for_him_as_his_deputy(blunders):
    g = molly("deputy", 1)
    assert judged(blunders, g, ("take_loss", 0)) == []
    same(g, ("take_loss", 0))


def test_molly_stark_never_takes_a_foes_loss(blunders):
    g = molly("outlaw", 1)
    assert judged(blunders, g, ("take_loss", 0)) == ["molly_takes_foe"]
    same(g, ("pass",), levels=("easy", "normal", "hard"))


def test_elena_fuente_gives_her_arrow_to_a_foe():
    g = table((CHARACTERS,), ("outlaw", "elena_fuente", {}), ("sheriff", "paul_regret", {}),
              ("outlaw", "lucky_duke", {}), ("renegade", "jourdonnais", {}), ("deputy", "willy_the_kid", {}),
              rolls=[("arrow", "dynamite", "1", "gatling", "beer")], turn="ana")
    assert g.pending.kind == "give" and g.pending.seat == 0
    same(g, ("give", (0,), 1))


# -- the Ghost ----------------------------------------------------------------------------------------------------
def ghost():
    """bea, a Deputy, falls first and becomes the Ghost; her two dice show an Arrow and a Gatling."""
    g = table((GHOST,), ("sheriff", "paul_regret", {}), ("deputy", "jourdonnais", {"life": 1}),
              ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}), ("outlaw", "jesse_jones", {}),
              rolls=[("1", "dynamite", "dynamite", "arrow", "arrow"), ("arrow", "gatling")])
    g.apply(0, ("stop",))
    g.apply(0, ("shoot", 0, 1))
    g.apply(1, ("stop",))
    assert g.pending.kind == "give" and g.pending.seat == 1
    return g


def test_the_ghost_never_gives_a_hurt_to_a_teammate_nor_a_help_to_a_sure_foe(blunders):
    g = ghost()
    assert judged(blunders, g, ("give", (0,), 0)) == ["ghost_misgives"]
    assert judged(blunders, g, ("give", (1,), 0)) == []
    for answer in answers(g, ("easy", "normal", "hard")).values():
        assert judged(blunders, g, answer) == [], answer


def test_the_ghost_plays_for_his_team():
    assert answers(ghost())["normal"] in (("give", (1,), 0), *(("give", (0,), s) for s in (2, 3, 4)))


def ghost_rolled(faces):
    """bea, a Deputy, falls first; as the Ghost her two dice show `faces`, her re-rolls to choose."""
    g = table((GHOST,), ("sheriff", "paul_regret", {}), ("deputy", "jourdonnais", {"life": 1}),
              ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}), ("outlaw", "jesse_jones", {}),
              rolls=[("1", "dynamite", "dynamite", "arrow", "arrow"), faces])
    g.apply(0, ("stop",))
    g.apply(0, ("shoot", 0, 1))
    assert g.pending.kind == "reroll" and g.pending.seat == 1
    return g


@pytest.mark.parametrize("faces", [("beer", "beer"), ("arrow", "arrow")])
def test_the_ghost_keeps_a_matching_pair_to_give_both_with_the_x2(faces):
    """His dice act on nobody: two Beers for the Sheriff, two Arrows for a foe are the best gifts he can make, not
    dice to throw again as if they healed or pricked him."""
    same(ghost_rolled(faces), ("stop",))


def test_the_ghost_throws_again_a_pair_that_gives_little():
    assert answers(ghost_rolled(("arrow", "gatling")))["normal"][0] == "reroll"


def test_el_juez_never_cancels_a_teammates_power(blunders):
    g = table((ROLES,), ("sheriff", "paul_regret", {"life": 2}), ("el_bueno", "jourdonnais", {}),
              ("el_juez", "black_jack", {}), ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}),
              ("outlaw", "calamity_janet", {}), ("outlaw", "jesse_jones", {}),
              rolls=[("1", "2", "beer", "gatling", "dynamite")], turn="bea")
    assert g.pending.kind == "reveal" and g.pending.seat == 1
    assert answers(g)["normal"] == ("reveal",)          # El Bueno: the Sheriff is weak, he is not
    g.apply(1, ("reveal",))
    assert g.pending.kind == "reveal" and g.pending.seat == 2
    assert judged(blunders, g, ("reveal",)) == ["power_helps_foe"]
    same(g, ("pass",), levels=("easy", "normal", "hard"))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_all_five_modules_to_the_end(level):
    """Whole tables with every Old Saloon module on: every answer legal (an illegal one raises), every game over."""
    from game.bots.levels import make_bot
    from game.bots.selfplay import play_out
    from game.core.dice.engine import new_game
    modules = ("base", SALOON, CHIEF, CHARACTERS, ROLES, GHOST)
    for seed, players in enumerate((5, 8)):
        g = new_game(seed, players, modules=modules)
        play_out(g, [make_bot("dice", level, seed * 10 + s) for s in range(players)])
        assert g.pending is None and g.winner is not None


def test_a_renegade_ghost_plays_for_the_side_he_wins_with(blunders):
    """At five players a Renegade Ghost wins with the Outlaws: the Arrow goes to the Sheriff, a Beer never does."""
    g = table((GHOST,), ("sheriff", "paul_regret", {}), ("renegade", "jourdonnais", {"life": 1}),
              ("outlaw", "rose_doolan", {}), ("deputy", "willy_the_kid", {}), ("outlaw", "jesse_jones", {}),
              rolls=[("1", "dynamite", "dynamite", "arrow", "arrow"), ("arrow", "beer")])
    g.apply(0, ("stop",))
    g.apply(0, ("shoot", 0, 1))
    g.apply(1, ("stop",))
    assert g.pending.kind == "give" and g.pending.seat == 1
    assert judged(blunders, g, ("give", (1,), 0)) == ["ghost_misgives"]
    same(g, ("give", (0,), 0))


def test_after_el_bueno_the_bots_read_the_new_sheriff_and_the_old_one_as_his_deputy():
    """El Bueno swaps two roles already known: an Outlaw who heard it wants the new Sheriff, not his Deputy."""
    g = table((ROLES,), ("el_oso", "paul_regret", {"life": 11}), ("el_bueno", "jourdonnais", {"life": 5}),
              ("outlaw", "black_jack", {}), ("outlaw", "rose_doolan", {}), ("renegade", "willy_the_kid", {}),
              rolls=[("1", "2", "beer", "gatling", "dynamite")], turn="bea")
    bot = DiceBot("normal", 3)
    bot.start_belief(g.view(2).data)
    g.take_events()
    g.apply(1, ("reveal",))
    for event in g.take_events():
        bot.observe(event.visible_to(2))
    assert bot.belief is not None
    assert (bot.belief.p(1, "sheriff"), bot.belief.p(0, "deputy")) == (1.0, 1.0)
    assert bot.belief.p(3, "outlaw") + bot.belief.p(4, "outlaw") == pytest.approx(1.0)   # the hidden ones as before


def test_el_juez_never_cancels_la_mano_izquierda_keeping_his_sheriff(blunders):
    """The Renegade keeps the falling Sheriff in the game: a Deputy who cancelled that would lose with him."""
    g = table((ROLES,), ("sheriff", "paul_regret", {"life": 1}), ("outlaw", "jourdonnais", {}),
              ("el_juez", "black_jack", {}), ("mano_izquierda", "rose_doolan", {}), ("outlaw", "willy_the_kid", {}),
              rolls=[("1", "beer", "beer", "dynamite", "gatling")], turn="bea")
    g.apply(1, ("stop",))
    g.apply(1, ("shoot", 0, 0))
    g.apply(3, ("reveal",))
    assert g.pending.kind == "reveal" and g.pending.seat == 2
    assert judged(blunders, g, ("reveal",)) == ["power_helps_foe"]
    assert judged(blunders, g, ("pass",)) == []
    same(g, ("pass",), levels=("easy", "normal", "hard"))


def test_el_juez_cancels_la_mano_izquierda_keeping_an_outlaw(blunders):
    """The same save of a foe: cancelled (it is no blunder)."""
    g = table((ROLES,), ("sheriff", "paul_regret", {}), ("outlaw", "jourdonnais", {"life": 1}),
              ("el_juez", "black_jack", {}), ("mano_izquierda", "rose_doolan", {}), ("outlaw", "willy_the_kid", {}),
              rolls=[("1", "beer", "beer", "dynamite", "gatling")])
    g.apply(0, ("stop",))
    g.apply(0, ("shoot", 0, 1))
    g.apply(3, ("reveal",))
    assert g.pending.kind == "reveal" and g.pending.seat == 2
    assert judged(blunders, g, ("reveal",)) == []
    same(g, ("reveal",))
