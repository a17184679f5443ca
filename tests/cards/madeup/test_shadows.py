"""A player status a card set adds as data, through the card engine's predicates alone: the made-up set
"test.shadows" makes an eliminated Outlaw a shadow (as Shadow Gunslingers will): out of the game yet playing his
turns, not counted for seats or distance, never aimed at, hit or healed, reaching nobody, still winning with his side.
No engine file names it.
"""

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.core.cards.engine import new_game
from game.core.cards.scenario import build
from game.core.cards.sets import CardSet, register
from game.core.cards.specs import Hook
from game.core.common.roles import OUTLAW
from game.core.common.status import Status, of
from game.core.common.table import Table

SHADOW = Status("test.shadow", seated=False, targetable=False, takes_turn=True, acts=False, standing=False,
                wins_with_side=True)


def _into_the_shadows(g, p, credit) -> None:
    if p.role == OUTLAW:
        g.set_status(p, SHADOW)


register(CardSet("test.shadows", cards=(), characters=(), hooks=(Hook("eliminated", _into_the_shadows),),
                 statuses=(SHADOW,)))
SETS = ("base", "test.shadows")


def table(bea: dict) -> dict:
    return {"name": "shadows", "game": "cards", "seed": 1, "expansions": ["test.shadows"], "players": [
        {"name": "ana", "role": "sheriff", "character": "willy_the_kid", "hand": ["bang 2D", "panic JH", "saloon 5H"]},
        {"name": "bea", "role": "outlaw", "character": "rose_doolan", **bea},
        {"name": "cid", "role": "outlaw", "character": "paul_regret"},
        {"name": "dan", "role": "renegade", "character": "pedro_ramirez"},
        {"name": "eve", "role": "deputy", "character": "kit_carlson"}],
        "table": {"turn": "ana", "phase": "play"}}


def test_a_shadow_is_out_of_reach_and_uncounted_yet_takes_his_turn():
    shadow, out, inside = (build(table(bea)) for bea in ({"status": "test.shadow"}, {"alive": False}, {}))
    assert of(shadow.view(0).data["table"]["players"][1]) is SHADOW and shadow.players[1].life == 0
    assert shadow.distances_from(shadow.players[0]) == out.distances_from(out.players[0]) == {2: 2, 3: 2, 4: 1}
    assert inside.distances_from(inside.players[0]) == {1: 1, 2: 3, 3: 2, 4: 1}      # Paul Regret: +1
    targets = {g.players[1].status.name: {o[2] for o in g.pending.options if o[0] == "play" and len(o) > 2}
               for g in (shadow, out, inside)}
    assert targets == {"test.shadow": {4}, "out": {4}, "in": {1, 4}}       # a BANG! or a Panic! at distance 1 only
    for g in (shadow, out, inside):
        g.apply(0, ("end_turn",))
    assert [g.turn for g in (shadow, out, inside)] == [1, 2, 1]        # the shadow's turn comes; the out's does not
    assert shadow.players[1].hand and all(d > 9 for d in shadow.distances_from(shadow.players[1]).values())


class Watch:
    """From the `status` event that makes him a shadow: a player is never hit nor healed, and his turns are counted."""

    def __init__(self):
        self.shadows: set[int] = set()
        self.turns = 0

    def __call__(self, game, event) -> None:
        seat = event.data.get("seat")
        if event.kind == "status":
            assert event.data["status"] == "test.shadow" and game.players[seat].role == OUTLAW
            self.shadows.add(seat)
        elif event.kind == "life":
            assert seat not in self.shadows, event
        elif event.kind == "turn_start" and seat in self.shadows:
            self.turns += 1
        elif event.kind == "play" and event.data["target"] is not None:
            assert event.data["target"] not in self.shadows, event


def test_games_with_shadows_end_and_a_shadow_is_never_aimed_at_hit_or_healed():
    watch = Watch()
    for seed in range(60):
        game = new_game(seed, 4 + seed % 4, sets=SETS)
        game.observers.append(watch)
        watch.shadows = set()
        assert Table(game, [RandomBot(seed * 10 + s) for s in range(len(game.players))]).run(20000)
        assert game.winner is not None and game.card_total() == len(game.box.cards)
        assert watch.shadows == {p.seat for p in game.players if p.status is SHADOW}
        if game.winner == "outlaws":                                    # shadows win with their side
            assert {p.seat for p in game.players if p.role == OUTLAW} == set(game.winners)
    assert watch.turns > 50


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_bots_play_with_shadows(level):
    shadows = 0
    for seed in range(4):
        game = new_game(seed, 5 + seed % 3, sets=SETS)
        Table(game, [make_bot("cards", level, seed * 10 + s) for s in range(len(game.players))]).run(20000)
        assert game.winner is not None
        shadows += sum(p.status is SHADOW for p in game.players)
    assert shadows
