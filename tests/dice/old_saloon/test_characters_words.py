"""Every scenario word of SCENARIOS-expansions §3 that Old Saloon's characters use is accepted by the runner, each in a
small scenario of its own, and listed in docs/scenarios-dice.md: the module id, the eight character ids, `give`,
`take_loss`, `take_arrow` with `chief` and `target`, `pass` for the new decisions, and a top-level `error`."""

from pathlib import Path

import pytest

from game.core.dice.old_saloon.characters import CHARACTERS
from game.scenario.runner import run_spec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "scenarios-dice.md"
MODULE = "old_saloon.characters"
EVERY = ["old_saloon.saloon_dice", "old_saloon.chief_arrow", MODULE]
CAST = (("ana", "sheriff", "black_jack"), ("bea", "outlaw", "lucky_duke"), ("cid", "outlaw", "jourdonnais"),
        ("dan", "renegade", "willy_the_kid"))


def spec(*characters: str, rolls=None, steps: tuple = (), modules=None, cid: dict | None = None, **expect) -> dict:
    """A table of four, ana to roll; the first seats play `characters`; `expect` paths written with __ for dots."""
    players = [{"name": n, "role": r, "character": c} for n, r, c in CAST]
    for p, character in zip(players, characters):
        p["character"] = character
    players[2].update(cid or {})
    return {"name": "an Old Saloon character word", "game": "dice", "expansions": modules or EVERY, "seed": 3,
            "players": players, "table": {"turn": "ana", "rolls": rolls or []}, "steps": list(steps),
            "expect": {path.replace("__", "."): value for path, value in expect.items()}}


QUIET = ["dynamite", "gatling", "gatling", "dynamite"]          # four faces that ask nothing
WORDS = {
    "expansions": spec(modules=[MODULE], rolls=[["2", *QUIET]], dice__kinds=["base"] * 5),
    "give": spec("elena_fuente", modules=[MODULE], rolls=[["arrow", *QUIET]],
                 steps=({"actor": "ana", "do": "give", "dice": [0], "target": "bea"},), bea__arrows=1, ana__arrows=0),
    "pass (give)": spec("elena_fuente", modules=[MODULE], rolls=[["arrow", *QUIET]],
                        steps=({"actor": "ana", "do": "pass"},), ana__arrows=1),
    "take_loss": spec(modules=[MODULE], cid={"character": "molly_stark"}, rolls=[["1", *QUIET]],
                      steps=({"actor": "ana", "do": "stop"}, {"actor": "ana", "do": "shoot", "die": 0, "target": "bea"},
                             {"actor": "cid", "do": "take_loss", "target": "bea"}), cid__life=7, bea__life=8),
    "pass (take_loss)": spec(modules=[MODULE], cid={"character": "molly_stark"}, rolls=[["1", *QUIET]],
                             steps=({"actor": "ana", "do": "stop"},
                                    {"actor": "ana", "do": "shoot", "die": 0, "target": "bea"},
                                    {"actor": "cid", "do": "pass"}), cid__life=8, bea__life=7),
    "take_arrow chief target": spec("apache_kid", "black_jack", modules=["old_saloon.chief_arrow", MODULE],
                                    rolls=[["arrow", *QUIET]], steps=({"actor": "ana", "do": "take_arrow",
                                                                       "chief": True, "target": "bea"},),
                                    arrows__chief="ana", ana__arrows=0),
    "error (set-up)": {**spec("jose_delgado", modules=[MODULE]), "error": True},
    **{f"character id {c.id}": spec(c.id, rolls=[["2", *QUIET]] if c.id not in ("jose_delgado", "tequila_joe")
                                    else [], ana__character=c.id, ana__max_life=c.life + 2) for c in CHARACTERS},
}
WORDS["take_arrow chief target"]["players"][1]["chief"] = True


@pytest.mark.parametrize("word", WORDS)
def test_the_runner_accepts_the_word(word):
    result = run_spec(WORDS[word])
    assert result.ok, result.detail


def test_the_words_are_documented():
    text = DOCS.read_text(encoding="utf-8")
    for word in ("`give`", "`take_loss`", "`take_loss_target`", "error = true", *(f"`{c.id}`" for c in CHARACTERS)):
        assert word in text, word
