"""Loading a saved card game: every field checked, so a damaged file is refused and nothing half-loaded.

A save names its card sets; their cards and characters are what every other field is checked against.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.cards.box import box_for
from game.core.cards.state import Player
from game.core.cards.rulings import RETIRED_OPTIONS, RULE_OPTIONS
from game.core.common.errors import SaveError
from game.core.common.options import check_options
from game.core.common.rng import rng_from_json
from game.core.common.roles import ROLES


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise SaveError(f"this save is damaged: {what}")


def _card_list(value: Any, size: int, what: str) -> list[int]:
    _require(isinstance(value, list) and all(type(c) is int and 0 <= c < size for c in value),
             f"{what} is not a list of cards")
    return value


def _rules(state: dict) -> dict:
    """The card sets and the rule options; an option the save does not name (it is older) is off."""
    rules = state["rules"]
    _require(isinstance(rules, dict) and isinstance(rules.get("sets"), list)
             and all(isinstance(s, str) for s in rules["sets"]), "its card sets are unreadable")
    try:
        options = check_options({k: v for k, v in rules.items() if k != "sets"}, RULE_OPTIONS, RETIRED_OPTIONS,
                                "card")
    except ValueError as exc:
        raise SaveError(f"this save cannot be continued: {exc}") from None
    return {"sets": rules["sets"], **options}


def load_state(cls, state: dict):
    try:
        rules = _rules(state)
        try:
            box = box_for(tuple(rules["sets"]))
        except KeyError as exc:
            raise SaveError(f"this save needs a card set this version of the game does not have: {exc.args[0]}") \
                from None
        size = len(box.cards)
        players = []
        for i, d in enumerate(state["players"]):
            _require(isinstance(d, dict), f"player {i} is not a record")
            p = Player.from_dict(d)
            _require(p.seat == i and isinstance(p.name, str), f"player {i} has a wrong seat or name")
            _require(p.character in box.characters and p.role in ROLES, f"player {i} has an unknown character or role")
            _require(all(type(x) is int for x in (p.life, p.max_life, p.bangs)) and 0 <= p.life <= p.max_life,
                     f"player {i}'s life is out of range")
            _card_list(p.hand, size, f"player {i}'s hand")
            _card_list(p.in_play, size, f"player {i}'s cards in play")
            players.append(p)
        _require(4 <= len(players) <= 8, "the number of players is not 4 to 8")
        g = cls(box, rules)
        g.players = players
        g.deck = _card_list(state["deck"], size, "the deck")
        g.discard = _card_list(state["discard"], size, "the discard pile")
        stack = state["stack"]
        _require(isinstance(stack, list) and all(isinstance(f, dict) and f.get("k") in box.step for f in stack),
                 "the pending work is unreadable")
        g.stack = stack
        g.rng = rng_from_json(state["rng"])
        g.turn, g.version, g.seq = state["turn"], state["version"], state["seq"]
        g.winner, g.winners = state["winner"], state["winners"]
        g.script = _card_list(state.get("script", []), size, "the scripted blind takes")
        _require(all(type(x) is int and x >= 0 for x in (g.version, g.seq)) and type(g.turn) is int
                 and 0 <= g.turn < len(players), "bad turn, version or event count")
        _require(isinstance(g.winners, list), "bad winners")
        every = g.deck + g.discard + g.held_cards() + [c for p in players for c in p.hand + p.in_play]
        _require(len(every) == size and len(Counter(every)) == size,
                 f"the {size} cards are not all there exactly once")
        _require((g.winner is None) == bool(stack), "the game is neither running nor over")
        if g.winner is None:
            _require(stack[0]["k"] == "turn", "the turn is missing")
            g._run()
            _require(g.pending is not None or g.winner is not None, "nothing is pending")
            g.take_events()
        return g
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveError(f"this save is damaged ({type(exc).__name__}: {exc})") from None
