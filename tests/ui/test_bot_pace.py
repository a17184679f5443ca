"""The bots' human-pace pause (the window's and the LAN host's): never before a question the others see no one
decide, where a pause only for a bot with something to weigh would tell them who had (docs/contract.md)."""

import threading

from game.core.dice.scenario import build
from game.session import paced
from game.ui.client import _Paced

PLAYERS = [{"name": "ana", "role": "sheriff", "character": "paul_regret"},
           {"name": "bea", "role": "el_medico", "character": "jourdonnais"},
           {"name": "cid", "role": "outlaw", "character": "black_jack"},
           {"name": "dan", "role": "renegade", "character": "rose_doolan"},
           {"name": "eve", "role": "outlaw", "character": "willy_the_kid"}]


class Thinker:
    def choose(self, view):
        return view.decision.options[0]


def test_a_role_question_is_answered_at_once_and_a_roll_after_the_pause():
    game = build({"game": "dice", "seed": 1, "expansions": ["old_saloon.roles"], "players": PLAYERS,
                  "table": {"rolls": [["1", "2", "beer", "gatling", "arrow"]]}})
    assert game.pending.kind == "reveal" and game.pending.seat == 1      # El Médico, after the Sheriff's roll
    asked = game.view(1)
    assert asked.data["pending"]["unseen"] and game.view(0).data["pending"] == {"seat": None, "kind": "reveal"}
    pauses: list[float] = []
    bot = _Paced(Thinker(), lambda: pauses.append(1.0) or 1.0, threading.Event(), lambda older_than: None)
    assert bot.choose(asked) == ("pass",) and pauses == []
    game.apply(1, ("pass",))
    rolling = game.view(0)
    assert game.pending.kind == "reroll" and paced(rolling) and "unseen" not in rolling.data["pending"]
    closing = threading.Event()
    closing.set()                               # the wait ends at once: the pause was asked for
    bot = _Paced(Thinker(), lambda: pauses.append(1.0) or 1.0, closing, lambda older_than: None)
    assert bot.choose(rolling) is None and pauses == [1.0]
