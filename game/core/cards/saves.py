"""Loading a saved card game: every field checked, so a damaged file is refused and nothing half-loaded."""

from __future__ import annotations

from collections import Counter

from ..common.errors import SaveError
from ..common.rng import rng_from_json
from ..common.roles import ROLES
from .data import CHARACTERS, DECK_SIZE
from .state import Player

_FRAME_KINDS = {"turn", "check", "damage", "shot", "gatling", "indians", "duel", "store", "draw_phase"}


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise SaveError(f"this save is damaged: {what}")


def _card_list(value, what: str) -> list[int]:
    _require(isinstance(value, list) and all(type(c) is int and 0 <= c < DECK_SIZE for c in value),
             f"{what} is not a list of cards")
    return value


def load_state(cls, state: dict):
    try:
        players = []
        for i, d in enumerate(state["players"]):
            _require(isinstance(d, dict), f"player {i} is not a record")
            p = Player.from_dict(d)
            _require(p.seat == i and isinstance(p.name, str), f"player {i} has a wrong seat or name")
            _require(p.character in CHARACTERS and p.role in ROLES, f"player {i} has an unknown character or role")
            _require(all(type(x) is int for x in (p.life, p.max_life, p.bangs)) and 0 <= p.life <= p.max_life,
                     f"player {i}'s life is out of range")
            _card_list(p.hand, f"player {i}'s hand")
            _card_list(p.in_play, f"player {i}'s cards in play")
            players.append(p)
        _require(4 <= len(players) <= 8, "the number of players is not 4 to 8")
        g = cls()
        g.players = players
        g.deck = _card_list(state["deck"], "the deck")
        g.discard = _card_list(state["discard"], "the discard pile")
        stack = state["stack"]
        _require(isinstance(stack, list) and all(isinstance(f, dict) and f.get("k") in _FRAME_KINDS for f in stack),
                 "the pending work is unreadable")
        g.stack = stack
        g.rng = rng_from_json(state["rng"])
        g.turn, g.version = state["turn"], state["version"]
        g.winner, g.winners, g.options = state["winner"], state["winners"], state["options"]
        _require(type(g.version) is int and type(g.turn) is int and 0 <= g.turn < len(players), "bad turn or version")
        _require(isinstance(g.options, dict) and isinstance(g.winners, list), "bad options or winners")
        every = g.deck + g.discard + g.held_cards() + [c for p in players for c in p.hand + p.in_play]
        counts = Counter(every)
        _require(len(every) == DECK_SIZE and len(counts) == DECK_SIZE, "the 80 cards are not all there exactly once")
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
