"""Every scenario word of SCENARIOS-expansions §3 that concerns the special roles is accepted by the runner, each in a
small scenario of its own, and listed in docs/scenarios-dice.md."""

from pathlib import Path

import pytest

from game.core.dice.old_saloon.roles.cards import CARDS
from game.scenario.runner import run_spec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "scenarios-dice.md"
CAST = (("ana", "sheriff", "paul_regret"), ("bea", "deputy", "jourdonnais"), ("cid", "outlaw", "black_jack"),
        ("dan", "outlaw", "rose_doolan"), ("eve", "renegade", "willy_the_kid"))


def spec(roles: dict, rolls: list, steps: tuple = (), turn: str = "ana", **expect) -> dict:
    """Five players with the special roles on, `roles` giving some their card; `expect` paths written with __."""
    players = [{"name": n, "role": roles.get(n, r), "character": c} for n, r, c in CAST]
    return {"name": "a special roles word", "game": "dice", "expansions": ["old_saloon.roles"], "seed": 2,
            "players": players, "table": {"turn": turn, "rolls": rolls}, "steps": list(steps),
            "expect": {path.replace("__", "."): value for path, value in expect.items()}}


ROLL = [["1", "2", "dynamite", "gatling", "gatling"]]
HOLDER = {"sheriff": "ana", "deputy": "bea", "outlaw": "cid", "renegade": "eve"}     # a player of each side


def dealt(card) -> dict:
    """The card given to a player of its side: he counts as that side."""
    holder = HOLDER[card.side]
    return spec({holder: card.id}, ROLL, **{f"{holder}__role": card.side})


WORDS = {
    **{card.id: dealt(card) for card in CARDS.values()},
    "reveal": spec({"bea": "el_bueno"}, ROLL, ({"actor": "bea", "do": "reveal"},), turn="bea", bea__role="sheriff",
                   ana__role="deputy"),
    "face": spec({"bea": "el_medico"}, [["arrow", "1", "2", "beer", "gatling"]],
                 ({"actor": "bea", "do": "reveal", "die": 0, "face": "beer"},), ana__arrows=0),
    "targets": spec({"cid": "el_feo"}, ROLL, ({"actor": "cid", "do": "reveal", "targets": ["cid", "ana"]},),
                    turn="cid", pending__kind="reroll"),
    "pass": spec({"bea": "el_medico"}, [["arrow", "1", "2", "beer", "gatling"]], ({"actor": "bea", "do": "pass"},),
                 ana__arrows=1),
    "discard_arrows": spec({"eve": "mano_izquierda"}, [["2", "dynamite", "dynamite", "gatling", "gatling"]],
                           ({"actor": "ana", "do": "stop"}, {"actor": "ana", "do": "shoot", "die": 0, "target": "cid"},
                            {"actor": "eve", "do": "reveal"}), pending__kind="discard_arrows"),
    "role_card": spec({"bea": "el_juez"}, ROLL, bea__role_card=["el_juez"], role_card__count=13),
    "role_shown": spec({"ana": "el_oso"}, ROLL, ana__role_shown=["el_oso"], role_shown__count=16),
}
WORDS["discard_arrows"]["players"][2].update(life=1, arrows=2)


@pytest.mark.parametrize("word", WORDS)
def test_the_word_is_accepted_and_documented(word):
    result = run_spec(WORDS[word])
    assert result.ok, result.detail
    assert f"`{word}`" in DOCS.read_text(encoding="utf-8")
