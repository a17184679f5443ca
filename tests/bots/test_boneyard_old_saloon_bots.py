"""After the Boneyard's outbreak the public sides (zombies, survivors) replace the printed roles for every bot
reading of Old Saloon's friend or foe (box.teams_seen): the Ghost's gift, Elena Fuente's arrow, Molly Stark's
loss and La Mano Izquierda's save, each on a table built for it, the silly answers and the bots' choices."""

import pytest

from game.bots.dice_hard import DiceHardBot
from game.bots.dice_policy import DiceBot
from game.core.dice.scenario import build

BONEYARD = "undead_or_alive.boneyard"
NAMES = ("ana", "bea", "cid", "dan", "eve")
LEVELS = ("easy", "normal", "hard")


def outbreak(modules, *players, rolls, turn):
    """A table after the outbreak: `players` ((role, character, fields) each, named ana, bea...)."""
    g = build({"game": "dice", "seed": 1, "expansions": [*modules, BONEYARD],
               "players": [{"name": n, "role": r, "character": c, **kw} for n, (r, c, kw) in zip(NAMES, players)],
               "table": {"outbreak": True, "turn": turn, "rolls": [list(r) for r in rolls]}})
    while g.pending.kind == "reveal" and g.pending.options == (("pass",),):
        g.apply(g.pending.seat, ("pass",))
    return g


def answers(g):
    seat = g.pending.seat
    return {level: (DiceHardBot(3) if level == "hard" else DiceBot(level, 3)).choose(g.clone().view(seat))
            for level in LEVELS}


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


def test_the_ghost_gives_by_the_sides_not_the_printed_roles(blunders):
    """bea, an Outlaw and the Ghost, plays for the survivors: the Outlaw cid risen as a zombie is her foe now, the
    Deputy eve her teammate."""
    g = outbreak(("old_saloon.ghost",), ("sheriff", "paul_regret", {}),
                 ("outlaw", "jourdonnais", {"alive": False, "ghost": True}),
                 ("outlaw", "rose_doolan", {"zombie": True, "life": 3}),
                 ("renegade", "willy_the_kid", {"zombie_master": True}), ("deputy", "jesse_jones", {}),
                 rolls=[("arrow", "beer")], turn="bea")
    g.apply(1, ("stop",))
    assert g.pending.kind == "give"
    assert judged(blunders, g, ("give", (0,), 2)) == []                     # an arrow to the zombie
    assert judged(blunders, g, ("give", (1,), 2)) == ["ghost_misgives"]     # a Beer to the zombie
    assert judged(blunders, g, ("give", (0,), 4)) == ["ghost_misgives"]     # an arrow to the Deputy
    for answer in answers(g).values():
        assert judged(blunders, g, answer) == [], answer


def test_elena_fuente_gives_her_arrow_by_the_sides(blunders):
    """ana, an Outlaw still standing, is a survivor: the zombie Outlaw bea is her foe, the Sheriff her teammate."""
    g = outbreak(("old_saloon.characters",), ("outlaw", "elena_fuente", {}),
                 ("outlaw", "lucky_duke", {"zombie": True, "life": 3}), ("sheriff", "paul_regret", {}),
                 ("renegade", "jourdonnais", {"zombie_master": True}), ("deputy", "willy_the_kid", {}),
                 rolls=[("arrow", "dynamite", "1", "gatling", "beer")], turn="ana")
    assert g.pending.kind == "give" and g.pending.seat == 0
    assert judged(blunders, g, ("give", (0,), 1)) == []
    assert judged(blunders, g, ("give", (0,), 2)) == ["arrow_to_ally"]
    for answer in answers(g).values():
        assert answer[-1] != 2 and judged(blunders, g, answer) == [], answer


def test_molly_stark_as_the_zombie_master_never_takes_a_survivors_loss(blunders):
    """dan, a Renegade, is the Zombie Master and Molly Stark: the Sheriff a zombie shoots is his sure foe now."""
    g = outbreak(("old_saloon.characters",), ("sheriff", "paul_regret", {"life": 2}),
                 ("deputy", "lucky_duke", {"zombie": True, "life": 3}), ("outlaw", "jourdonnais", {}),
                 ("renegade", "molly_stark", {"zombie_master": True}), ("outlaw", "willy_the_kid", {}),
                 rolls=[("1", "dynamite", "dynamite")], turn="bea")
    g.apply(1, ("stop",))
    g.apply(1, ("shoot", 0, 0))
    assert g.pending.kind == "take_loss" and g.pending.seat == 3
    assert judged(blunders, g, ("take_loss", 0)) == ["molly_takes_foe"]
    assert set(answers(g).values()) == {("pass",)}


def test_la_mano_izquierda_as_the_zombie_master_lets_the_sheriff_fall(blunders):
    """dan holds La Mano Izquierda (a Renegade's card) and is the Zombie Master: the Sheriff, the last survivor,
    falls to a zombie's shot, and keeping him standing would only keep the zombies from winning."""
    g = outbreak(("old_saloon.roles",), ("sheriff", "paul_regret", {"life": 1}),
                 ("outlaw", "lucky_duke", {"zombie": True, "life": 3}),
                 ("outlaw", "jourdonnais", {"zombie": True, "life": 3}),
                 ("mano_izquierda", "willy_the_kid", {"zombie_master": True}),
                 rolls=[("1", "dynamite", "dynamite")], turn="bea")
    g.apply(1, ("stop",))
    g.apply(1, ("shoot", 0, 0))
    assert g.pending.kind == "reveal" and g.pending.seat == 3
    assert judged(blunders, g, ("reveal",)) == ["power_helps_foe"]
    assert set(answers(g).values()) == {("pass",)}


def test_hard_prices_a_zombies_reroll_by_the_sides_not_by_fitted_roles(monkeypatch):
    """Hard's fitted chance of winning averages over role assignments; after the outbreak no role decides, so a
    zombie's re-roll is priced by Normal's table, which reads the sides."""
    from game.bots import dice_hard

    def fitted(*args, **kwargs):
        raise AssertionError("the role-fitted chance was asked after the outbreak")

    monkeypatch.setattr(dice_hard, "FittedTable", fitted)
    g = outbreak((), ("sheriff", "paul_regret", {}), ("outlaw", "lucky_duke", {"zombie": True, "life": 3}),
                 ("outlaw", "jourdonnais", {}), ("renegade", "willy_the_kid", {"zombie_master": True}),
                 rolls=[("arrow", "beer", "2")], turn="bea")
    assert g.pending.kind == "reroll" and g.pending.seat == 1
    assert DiceHardBot(3).choose(g.view(1)) in g.pending.options
