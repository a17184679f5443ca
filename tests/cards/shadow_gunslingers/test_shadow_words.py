"""Every scenario word of SCENARIOS-expansions §2 (Shadow Gunslingers) is accepted by the runner, each in a small
scenario of its own, holds the runner to what it says, and is listed in docs/scenarios.md; a word used wrongly is a
scenario error in words."""

from pathlib import Path

import pytest

from game.scenario.runner import run_spec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "scenarios.md"


def spec(bea: dict | None = None, dan: dict | None = None, turn: str = "ana", steps: tuple = (),
         variants: tuple = ("shadow_gunslingers",), expansions: tuple = (), **expect) -> dict:
    """A table of five, bea an Outlaw out of the game, dan the Renegade; `expect` paths written with __ for dots."""
    players = [{"name": "ana", "role": "sheriff", "character": "bart_cassidy", "hand": ["bang AS"]},
               {"name": "bea", "role": "outlaw", "character": "rose_doolan", "alive": False, **(bea or {})},
               {"name": "cid", "role": "outlaw", "character": "black_jack"},
               {"name": "dan", "role": "renegade", "character": "willy_the_kid", **(dan or {})},
               {"name": "eve", "role": "deputy", "character": "jourdonnais"}]
    return {"name": "a Shadow Gunslingers word", "game": "cards", "variants": list(variants),
            "expansions": list(expansions), "seed": 5, "players": players,
            "table": {"turn": turn, "phase": "play"}, "steps": list(steps),
            "expect": {path.replace("__", "."): value for path, value in expect.items()}}


OUT = {"alive": False}
WORDS = {
    "variants": spec(bea__shadow=True, bea__alive=False, bea__life=0),
    "with gold_rush": spec({"gold": 2}, expansions=("gold_rush",), bea__gold=2, bea__shadow=True),
    "shadow_side": spec(dan={**OUT, "shadow_side": "law"}, dan__shadow_side="law", dan__status="shadow_law"),
    "shadow": spec(bea__shadow=True, cid__shadow=False, ana__shadow=False),
    "in_game resting": spec(bea__in_game=False, cid__in_game=True),
    "in_game in his turn": spec(turn="bea", bea__in_game=True, bea__alive=False, pending__actor="bea"),
    "shadow_side none": spec(dan=OUT, dan__shadow_side="none", bea__shadow_side="none"),
    "shadow_side chosen in his turn": spec(dan=OUT, turn="dan", dan__shadow_side="outlaws"),   # 1 to 1: a tie
    "winners": spec({}, {"life": 1}, steps=({"actor": "ana", "do": "play", "card": "bang AS", "target": "eve"},
                                            {"actor": "eve", "do": "take_hit"}),
                    winner="none", eve__life=3),
}


@pytest.mark.parametrize("word", WORDS)
def test_the_runner_accepts_the_word(word):
    result = run_spec(WORDS[word])
    assert result.ok, result.detail


def test_winners_lists_the_shadows_whose_side_won():
    players = spec(dan={**OUT, "shadow_side": "outlaws"})["players"]
    players[0].update(life=1, hand=[])
    players[3]["hand"] = []
    result = run_spec({**spec(), "players": players, "table": {"turn": "cid", "phase": "play"},
                       "steps": [], "expect": {}})
    assert result.ok, result.detail
    players[2]["hand"] = ["bang 2D"]
    won = {**spec(), "players": players, "table": {"turn": "cid", "phase": "play"},
           "steps": [{"actor": "cid", "do": "play", "card": "bang 2D", "target": "ana"},
                     {"actor": "ana", "do": "take_hit"}, {"actor": "ana", "do": "die"}],
           "expect": {"winner": "outlaws", "winners": ["bea", "cid", "dan"]}}
    assert run_spec(won).ok, run_spec(won).detail


def test_the_runner_holds_the_words_to_what_they_say():
    """A wrong value read at one of the set's paths fails: the scenarios above check something."""
    for word, path, wrong in (("shadow", "bea.shadow", False), ("in_game resting", "bea.in_game", True),
                              ("shadow_side", "dan.shadow_side", "outlaws")):
        assert not run_spec(dict(WORDS[word], expect={path: wrong})).ok, word


@pytest.mark.parametrize("dan, words", [
    ({**OUT, "shadow_side": "sheriff"}, "shadow_side is \"law\" or \"outlaws\", not 'sheriff'"),
    ({"shadow_side": "law"}, "only a Renegade out of the game has a shadow_side"),
])
def test_a_side_where_there_can_be_none_is_a_scenario_error(dan, words):
    result = run_spec(spec(dan=dan))
    assert not result.ok and "scenario error" in result.detail and words in result.detail, result.detail


def test_without_the_variant_the_paths_are_unknown_and_the_eliminated_stay_out():
    result = run_spec(spec(variants=(), bea__shadow=True))
    assert not result.ok and "unknown path 'bea.shadow'" in result.detail, result.detail
    assert run_spec(spec(variants=(), bea__status="out")).ok


def test_docs_list_every_word_of_the_variant():
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("### Shadow Gunslingers"):]
    section = section[:section.index("\n## ")]
    for word in ('variants = ["shadow_gunslingers"]', "[[players]] shadow_side", "NAME.shadow", "NAME.in_game",
                 "NAME.shadow_side", "winners", "shadow_leaves"):
        assert f"`{word}`" in section, word
