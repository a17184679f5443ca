"""The scenario format's own words, the same for both games: a refusal by rule id, "none", the events of a step,
a dealt game, and one rule for duplicate names and characters. Each fails with a message that says why."""

import pytest

from game.scenario.runner import run_spec

DICE = [{"name": "ana", "role": "sheriff", "character": "paul_regret"},
        {"name": "bea", "role": "outlaw", "character": "lucky_duke", "life": 1},
        {"name": "cid", "role": "outlaw", "character": "black_jack"},
        {"name": "dan", "role": "renegade", "character": "rose_doolan"}]
ROLL = {"rolls": [["1", "1", "arrow", "dynamite", "dynamite"], ["1", "1", "beer", "beer", "2"]]}


def run(steps=(), expect=None, checks=(), players=DICE, table=ROLL, **more):
    spec = {"name": "t", "game": "dice", "seed": 1, "players": players, "steps": list(steps),
            "expect": expect or {}, "checks": list(checks), **more}
    if table is not None:
        spec["table"] = table
    return run_spec(spec)


def test_a_refusal_is_checked_against_the_rule_named():
    step = {"actor": "ana", "do": "shoot", "die": 0, "target": "cid"}
    assert run([{"actor": "ana", "do": "stop"}, {**step, "error": "shot_range"}]).ok
    wrong = run([{"actor": "ana", "do": "stop"}, {**step, "error": "shot_self"}])
    assert not wrong.ok and "refused by rule 'shot_range'" in wrong.detail and "not by 'shot_self'" in wrong.detail
    odd = run([{"actor": "ana", "do": "stop", "error": 3}])
    assert "scenario error" in odd.detail and "error is true or the id of the rule" in odd.detail


def test_none_means_nothing_there():
    assert run(expect={"winner": "none", "pending.actor": "ana"}).ok
    shot = [{"actor": "ana", "do": "stop"}] + [{"actor": "ana", "do": "shoot", "die": d, "target": t}
                                                for d, t in ((0, "bea"), (1, "dan"))]
    over = run(shot, players=[*DICE[:2], {**DICE[2], "alive": False}, {**DICE[3], "life": 1}],
               expect={"winner": "none"})
    assert not over.ok and "winner expected 'none', found 'law'" in over.detail


def test_the_events_of_a_step_in_the_files_words():
    steps = [{"actor": "ana", "do": "stop"}, {"actor": "ana", "do": "shoot", "die": 0, "target": "bea"},
             {"actor": "ana", "do": "shoot", "die": 1, "target": "dan"}]
    landed = [{"kind": "life", "seat": "bea", "delta": -1, "by": "ana"}, {"kind": "eliminated", "seat": "bea"}]
    assert run(steps, expect={"events": landed}).ok
    assert run(steps, checks=[{"after": 0, "events": [{"kind": "game_start"}, {"kind": "dice_rolled",
                                                                                "faces": ROLL["rolls"][0]}]}]).ok
    backwards = run(steps, expect={"events": landed[::-1]})
    assert not backwards.ok and "no event like {'kind': 'life'" in backwards.detail
    assert "eliminated {" in backwards.detail           # what the step did make is listed
    junk = run(steps, expect={"events": ["life"]})
    assert "scenario error" in junk.detail and "each with a kind" in junk.detail


def test_a_dealt_game_takes_only_who_sits_where_as_what():
    assert run(table=None, dealt=True, players=[{k: p[k] for k in ("name", "role", "character")} for p in DICE],
               expect={"ana.life": 11, "bea.life": 8}).ok
    for players, table, word in [(DICE, None, "'life'"), ([{"name": n} for n in "abcd"], ROLL, "[table]")]:
        result = run(table=table, dealt=True, players=players)
        assert "a dealt game takes only the players'" in result.detail and word in result.detail
    assert "dealt is true" in run(dealt="yes").detail


@pytest.mark.parametrize("game, players", [
    ("dice", [{"name": n} for n in "abcd"]),
    ("cards", [{"name": n} for n in "abcd"]),
])
@pytest.mark.parametrize("key, value", [("name", "a"), ("character", "bart_cassidy")])
def test_both_games_refuse_a_name_or_a_character_twice(game, players, key, value):
    twins = [{**p, key: value} if i < 2 else p for i, p in enumerate(players)]
    result = run_spec({"name": "t", "game": game, "players": twins})
    assert not result.ok and f"two players cannot have the same {key} {value!r}" in result.detail
