"""A full, legal game built from one seat's view: what that seat cannot know is dealt at random.

Search bots sample many of these and play ahead in each. The cards the seat has not seen (others'
hands, the deck, cards Kit Carlson holds for another player, a set's deck and the piles others keep to
themselves) are shuffled and dealt back in the right counts, deck by deck: the playing cards to the hands, the
deck and the pending work, each set's own deck's to its deck and its piles; the unrevealed roles are dealt from
the roles still unaccounted for. Everything the seat can see is kept exactly. The cards are those of the card
sets the view's rules name.
"""

from __future__ import annotations

import random

from game.core.cards.box import box_for
from game.core.cards.engine import CardGame
from game.core.cards.rulings import left_in_box
from game.core.cards.specs import CARDS, COUNTER, DECK
from game.core.cards.state import Player
from game.core.common.roles import roles_for, roles_left
from game.core.common.status import of as status_of


def deal_unknown(view: dict, rng: random.Random, roles: dict[int, str] | None = None) -> CardGame:
    """`view` is a seat's view data; `roles` (optional, seat -> role) fixes the hidden roles, e.g. drawn from a
    bot's belief."""
    if view.get("winner") is not None:
        raise ValueError("the game is over: there is nothing left to guess")
    seat = view["seat"]
    table = view["table"]
    players = table["players"]
    rules = view["rules"]
    box = box_for(tuple(rules["sets"]))
    stack = [{"k": entry["kind"], **{key: (value[:] if type(value) is list else value)
                                     for key, value in entry.items() if key != "kind"}}
             for entry in table["progress"]]
    known = list(view["hand"]) + list(table["discard"])
    for p in players:
        known.extend(p["in_play"])
        known.extend(c for value in p["piles"].values() if type(value) is list for c in value)
    known.extend(c for value in table["piles"].values() if type(value) is list for c in value)
    for f in stack:
        if isinstance(f.get("held"), list):
            known.extend(f["held"])
    seen = set(known) | left_in_box(box, rules)     # what it never sees, the cards left in the box, is not dealt
    unknown = sorted(set(box.decks[CARDS]) - seen)
    rng.shuffle(unknown)

    hidden_roles = roles_left(roles_for(len(players)), (p["role"] for p in players))
    rng.shuffle(hidden_roles)
    unseen = {CARDS: unknown}               # deck -> its cards the seat has not seen, shuffled
    for deck, ids in box.decks.items():
        if deck != CARDS:
            unseen[deck] = sorted(set(ids) - seen)
            rng.shuffle(unseen[deck])

    g = CardGame(box, dict(rules, sets=list(rules["sets"])))
    for p in players:
        if p["seat"] == seat:
            hand = list(view["hand"])
        else:
            hand = [unknown.pop() for _ in range(p["hand_count"])]
        role = p["role"] or (roles[p["seat"]] if roles else hidden_roles.pop())
        piles = {pile.name: _dealt(p["piles"][pile.name], pile.kind == COUNTER, unseen[pile.cards])
                 for pile in box.player_piles}
        g.players.append(Player(p["seat"], p["name"], p["character"], role, p["life"], p["max_life"], hand,
                                list(p["in_play"]), status_of(p), p["role_revealed"], p["bangs"], piles))
    g.seat_hooks()
    for f in stack:
        if isinstance(f.get("held"), int):      # cards another player holds face down: deal them
            f["held"] = [unknown.pop() for _ in range(f["held"])]
    counts = {CARDS: table["deck_count"], **{deck: table["piles"][name] for deck, name in box.home.items()}}
    if any(len(cards) != counts[deck] for deck, cards in unseen.items()):
        raise ValueError(f"the view does not add up to the {len(box.cards)} cards of its sets")
    g.piles = {pile.name: unseen[pile.cards] if pile.kind == DECK else
               _dealt(table["piles"][pile.name], pile.kind == COUNTER, unseen[pile.cards]) for pile in box.table_piles}
    g.deck = unknown
    g.discard = list(table["discard"])
    g.stack = stack
    g.rng = random.Random(rng.getrandbits(64))
    g.turn, g.version = table["turn"], view["version"]
    g._run()
    g.take_events()
    return g


def _dealt(shown, counter: bool, unseen: list[int]):
    """A pile as the seat saw it: its cards, its count of cards dealt from `unseen` (a deck, a pile another keeps
    to himself), or a counter's number."""
    if counter:
        return shown
    if type(shown) is int:
        return [unseen.pop() for _ in range(shown)]
    return list(shown)
