"""Every scenario word of SCENARIOS-expansions §3 that concerns Old Saloon's modules 1 and 2 is accepted by the
runner, each in a small scenario of its own, and listed in docs/scenarios-dice.md; a top-level `error = true`
holds a refused table to it."""

from pathlib import Path

import pytest

from game.core.dice.old_saloon import saloon_dice
from game.scenario.runner import run_spec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "scenarios-dice.md"
SALOON, CHIEF = "old_saloon.saloon_dice", "old_saloon.chief_arrow"
CAST = (("ana", "sheriff", "paul_regret"), ("bea", "outlaw", "black_jack"), ("cid", "outlaw", "jesse_jones"),
        ("dan", "renegade", "willy_the_kid"))
FACES = tuple(f.id for f in saloon_dice.FACES)


def spec(expansions=(SALOON, CHIEF), ana: dict | None = None, bea: dict | None = None, rolls=(), steps=(),
         **expect) -> dict:
    """A table of four, ana to play; `expect` paths written with __ for dots."""
    players = [{"name": n, "role": r, "character": c} for n, r, c in CAST]
    players[0].update(ana or {})
    players[1].update(bea or {})
    return {"name": "an Old Saloon word", "game": "dice", "expansions": list(expansions), "seed": 3,
            "players": players, "table": {"rolls": [list(r) for r in rolls]}, "steps": list(steps),
            "expect": {path.replace("__", "."): value for path, value in expect.items()}}


def choose(*kinds) -> dict:
    return {"actor": "ana", "do": "saloon_dice", "kinds": list(kinds)}


def face_on(face: str) -> dict:
    """`face` rolled on the Saloon die that shows it, as the fifth die."""
    die = next(k.id for k in saloon_dice.SALOON_DICE if face in k.faces)
    return spec((SALOON,), rolls=[["beer", "beer", "beer", "beer", face]], steps=[choose(die)], dice=[
        "beer", "beer", "beer", "beer", face], dice__kinds=["base"] * 4 + [die])


WORDS = {
    "expansions saloon_dice": spec((SALOON,), pending__kind="saloon_dice"),
    "expansions chief_arrow": spec((CHIEF,), chief__count=1, arrows__total=9),
    "saloon_dice kinds": spec(steps=[choose("coward")], rolls=[["1", "2", "beer", "beer", "double_beer"]],
                              dice__kinds=["base"] * 4 + ["coward"]),
    "saloon_dice kinds []": spec(steps=[choose()], rolls=[["1", "2", "beer", "beer", "beer"]],
                                 dice__kinds=["base"] * 5),
    "pass saloon_dice": spec(steps=[{"actor": "ana", "do": "pass"}], rolls=[["1", "2", "beer", "beer", "beer"]],
                             dice__kinds=["base"] * 5, pending__kind="reroll"),
    "rolls with mixed dice": spec(steps=[choose("loudmouth"), {"actor": "ana", "do": "reroll", "dice": [0, 4]}],
                                  rolls=[["1", "2", "beer", "beer", "double_2"], ["2", "double_gatling"]],
                                  dice=["2", "2", "beer", "beer", "double_gatling"]),
    **{f"face {face}": face_on(face) for face in FACES},
    "double: the same die twice": spec(
        (SALOON,), rolls=[["beer", "beer", "dynamite", "dynamite", "double_1"]],
        steps=[choose("loudmouth"), {"actor": "ana", "do": "stop"}, {"actor": "ana", "do": "shoot", "die": 4,
                                                                    "target": "bea"},
               {"actor": "ana", "do": "shoot", "die": 4, "target": "dan"}], bea__life=7, dan__life=7),
    "chief = true": spec((CHIEF,), bea={"chief": True}, bea__chief=True, arrows__chief="bea", chief__count=0),
    "take_arrow chief": spec((CHIEF,), rolls=[["arrow", "beer", "beer", "dynamite", "dynamite"]],
                             steps=[{"actor": "ana", "do": "take_arrow", "chief": True}], ana__chief=True,
                             ana__arrows=0, arrows__pile=9, arrows__chief="ana"),
    "take_arrow": spec((CHIEF,), rolls=[["arrow", "beer", "beer", "dynamite", "dynamite"]],
                       steps=[{"actor": "ana", "do": "take_arrow"}], ana__chief=False, ana__arrows=1,
                       arrows__pile=8, arrows__chief="pile"),
    "discard_arrow for broken_arrow": spec(
        bea={"arrows": 1}, rolls=[["beer", "beer", "beer", "beer", "broken_arrow"]],
        steps=[choose("coward"), {"actor": "ana", "do": "discard_arrow", "target": "bea"}], bea__arrows=0),
    "discard_arrow chief refused": spec(
        bea={"arrows": 1, "chief": True}, rolls=[["beer", "beer", "beer", "beer", "broken_arrow"]],
        steps=[choose("coward"), {"actor": "ana", "do": "discard_arrow", "target": "bea", "chief": True,
                                  "error": "broken_arrow_chief"}], pending__kind="broken_arrow", bea__chief=True),
    "dice.kinds": spec((SALOON,), dice__kinds=["base"] * 5),
}


@pytest.mark.parametrize("word", WORDS)
def test_the_runner_accepts_the_word(word):
    result = run_spec(WORDS[word])
    assert result.ok, result.detail


def test_every_new_face_has_its_word():
    assert set(FACES) == {"broken_arrow", "bullet", "double_1", "double_2", "double_beer", "double_gatling"}


def test_the_runner_holds_the_words_to_what_they_say():
    """A wrong value read at one of the modules' paths fails: the scenarios above check something."""
    for word, path, wrong in (("chief = true", "arrows.chief", "pile"), ("take_arrow chief", "ana.chief", False),
                              ("saloon_dice kinds", "dice.kinds", ["base"] * 5)):
        assert not run_spec(dict(WORDS[word], expect={path: wrong})).ok


@pytest.mark.parametrize("change, words", [
    ({"expansions": ["old_saloon.nowhere"]}, "no expansion 'old_saloon.nowhere'"),
    ({"players": [{"name": n} for n in "ab"]}, "not 2"),
    ({"players": [{"name": "a", "character": "nobody"}, {"name": "b"}, {"name": "c"}]}, "unknown character"),
])
def test_a_table_the_rules_refuse_is_what_error_true_expects(change, words):
    refused = {**spec(), **change, "error": True}
    assert run_spec(refused).ok, run_spec(refused).detail
    assert run_spec({**refused, "error": words}).ok
    assert not run_spec({**refused, "error": "some other reason"}).ok
    del refused["error"]
    assert not run_spec(refused).ok


def test_error_true_on_a_table_the_rules_deal_fails():
    result = run_spec({**spec(), "error": True})
    assert not result.ok and "should have refused" in result.detail


def test_docs_list_every_word_of_the_modules():
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("## Old Saloon"):]
    words = (f'expansions = ["{SALOON}"]', f'expansions = ["{CHIEF}"]', "loudmouth", "coward", *FACES,
             "saloon_dice", "kinds = []", "pass", "chief = true", "take_arrow", "discard_arrow", "broken_arrow",
             "chief_arrow", "NAME.chief", "arrows.chief", "dice.kinds", "target")
    missing = [w for w in words if f"`{w}`" not in section and f"`{w}," not in section and f" {w}`" not in section]
    assert not missing, missing
    assert "error = true" in text
