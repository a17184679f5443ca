"""Loading a saved card game: every field checked, so a damaged file is refused and nothing half-loaded.

A save names its card sets; their cards, characters, piles and counters are what every other field is checked
against, and every card of every deck must lie in exactly one place.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.cards.box import Box, box_for
from game.core.cards.rulings import RETIRED_OPTIONS
from game.core.cards.sets import SETS, CardSet
from game.core.cards.specs import CARDS, COUNTER, Pile
from game.core.cards.state import Player
from game.core.common.errors import SaveError
from game.core.common.options import check_options
from game.core.common.rng import rng_from_json
from game.core.common.roles import ROLES
from game.core.common.status import from_alive


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise SaveError(f"this save is damaged: {what}")


def _card_list(value: Any, size: int, what: str) -> list[int]:
    _require(isinstance(value, list) and all(type(c) is int and 0 <= c < size for c in value),
             f"{what} is not a list of cards")
    return value


def _piles(value: Any, declared: tuple[Pile, ...], box: Box, what: str) -> dict:
    """The sets' piles and counters of the table or of a player: exactly those declared, each of its kind, its cards
    of the deck it holds."""
    value = {} if value is None else value          # (a save from before sets could have any)
    names = [pile.name for pile in declared]
    _require(isinstance(value, dict) and sorted(value) == sorted(names),
             f"{what} has the piles {sorted(value) if isinstance(value, dict) else value!r}, not {sorted(names)}")
    for pile in declared:
        found = value[pile.name]
        if pile.kind == COUNTER:
            _require(type(found) is int and found >= 0, f"{what}'s {pile.name} is not a count")
        else:
            _card_list(found, len(box.cards), f"{what}'s {pile.name}")
            _require(all(box.deck_of[c] == pile.cards for c in found),
                     f"{what}'s {pile.name} holds cards of another deck than {pile.cards!r}")
    return value


def _every_card_once(g, box: Box) -> None:
    """Each deck's cards all there, each exactly once (counted deck by deck, so the message says which)."""
    found = Counter(g.every_card())
    for deck in box.decks:
        ids = g.dealt(deck)
        _require(all(found[c] == 1 for c in ids),
                 f"the {len(ids)} cards of the deck {deck!r} are not all there exactly once")
    _require(sum(found.values()) == len(box.cards) - len(g.left_out),
             "a card lies in two places, or one the rules leave in the box is played")
    _require(all(box.deck_of[c] == CARDS for c in g.deck + g.discard),
             "the deck or the discard pile holds a card of a set's own deck")


def _rules(state: dict) -> tuple[dict, Box]:
    """The card sets and the rule options, and the box of those sets; an option the save does not name (it is
    older) has its default."""
    rules = state["rules"]
    _require(isinstance(rules, dict) and isinstance(rules.get("sets"), list)
             and all(isinstance(s, str) for s in rules["sets"]), "its card sets are unreadable")
    try:
        box = box_for(tuple(rules["sets"]))
    except KeyError as exc:
        raise SaveError(f"this save needs a card set this version of the game does not have: {exc.args[0]}") \
            from None
    try:
        options = check_options({k: v for k, v in rules.items() if k != "sets"}, box.options, RETIRED_OPTIONS,
                                "card")
    except ValueError as exc:
        raise SaveError(f"this save cannot be continued: {exc}") from None
    return {"sets": rules["sets"], **options}, box


def played(state: dict) -> list[CardSet]:
    """The sets of this program a saved state names, whose versions the save file records (savefile.unwrap)."""
    rules = state.get("rules")
    return SETS.named(rules.get("sets") if isinstance(rules, dict) else None)


def upgrade_format_2(state: dict) -> None:
    """A format 2 state in today's words: each player's `alive` becomes his status."""
    from_alive(state.get("players"))


def load_state(cls, state: dict):
    try:
        rules, box = _rules(state)
        size = len(box.cards)
        players = []
        for i, d in enumerate(state["players"]):
            _require(isinstance(d, dict), f"player {i} is not a record")
            _require(d.get("status") in box.statuses, f"player {i}'s status {d.get('status')!r} is not one of "
                                                      f"{sorted(box.statuses)}")
            p = Player.from_dict(d)
            _require(p.seat == i and isinstance(p.name, str), f"player {i} has a wrong seat or name")
            _require(p.character in box.characters and p.role in ROLES, f"player {i} has an unknown character or role")
            _require(all(type(x) is int for x in (p.life, p.max_life, p.bangs)) and 0 <= p.life <= p.max_life,
                     f"player {i}'s life is out of range")
            _card_list(p.hand, size, f"player {i}'s hand")
            _card_list(p.in_play, size, f"player {i}'s cards in play")
            p.piles = _piles(d.get("piles"), box.player_piles, box, f"player {i}")
            players.append(p)
        _require(4 <= len(players) <= 8, "the number of players is not 4 to 8")
        g = cls(box, rules)
        g.players = players
        g.seat_hooks()
        g.deck = _card_list(state["deck"], size, "the deck")
        g.discard = _card_list(state["discard"], size, "the discard pile")
        g.piles = _piles(state.get("piles"), box.table_piles, box, "the table")
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
        _require(all(isinstance(f.get("held", []), list) for f in stack),
                 "a piece of the pending work holds its cards in no list")
        _card_list(g.held_cards(), size, "the cards held by the pending work")
        _every_card_once(g, box)
        _require((g.winner is None) == bool(stack), "the game is neither running nor over")
        if g.winner is None:
            _require(stack[0]["k"] == "turn", "the turn is missing")
            g._run()
            _require(g.pending is not None or g.winner is not None, "nothing is pending")
            g.take_events()
        return g
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        raise SaveError(f"this save is damaged ({type(exc).__name__}: {exc})") from None
