"""The events are the whole story: a seat that follows the game from its events alone sees what its view shows.

A `Picture` is one seat's table rebuilt from the events that seat receives through a Table (nothing else): zone
counts for everyone, the card ids it may see (its hand, every play area, the discard pile, a General Store, a
"draw!", its own look at the deck), life, the living and the roles it knows, and the piles and counters the
game's card sets add (read from their declarations: a deck's count, a face-up row, a player's pile face up or
to him alone, a counter). After every decision it must equal the seat's view. And what a seat cannot see must
not reach it: two games that differ only in hidden cards or hidden roles give that seat the same views and the
same events until the rules show it the difference. `tests/cards/madeup/` runs both proofs with a made-up set on.
"""

import copy
import random

import pytest

from game.bots.random_bot import RandomBot
from game.core.cards.box import box_for
from game.core.cards.engine import new_game
from game.core.cards.specs import DECK as SET_DECK
from game.core.cards.specs import OWNER
from game.core.common.events import DECK, DISCARD, DRAW, HAND, IN_PLAY, PEEK, STORE
from game.core.common.table import Table

GAMES = (100, 6000)        # (by default, with --full-bots)


class Picture:
    """One seat's knowledge of the table, built from the events it receives and nothing else (and the declarations
    of the piles of the sets the game names)."""

    def __init__(self, seat: int):
        self.seat = seat
        self.players: list[dict] = []

    def observe(self, event: dict) -> None:
        kind = event["kind"]
        if kind == "game_start":
            self.box = box_for(tuple(event["rules"]["sets"]))
            self.players = [{"hand": 0, "in_play": [], "life": p["life"], "status": p["status"], "role": p["role"],
                             "draw": [], "peek": [], "piles": copy.deepcopy(p["piles"])} for p in event["players"]]
            self.deck, self.discard, self.store, self.hand = event["deck_count"], [], [], []
            self.piles = copy.deepcopy(event["piles"])
            mine = self.players[self.seat]["piles"]
            for pile in self.box.player_piles:      # told as everyone sees it: a count of his own cards (none yet)
                if pile.seen == OWNER and mine[pile.name] == 0:
                    mine[pile.name] = []
        elif kind == "tokens":
            for place, sign in ((event["from"], -1), (event["to"], 1)):
                if place is not None:
                    piles = self.piles if place["seat"] is None else self.players[place["seat"]]["piles"]
                    piles[place["zone"]] += sign * event["amount"]
        elif kind == "role_dealt" and event["role"] is not None:
            self.players[event["seat"]]["role"] = event["role"]
        elif kind == "move":
            self._move(event)
        elif kind == "life":
            self.players[event["seat"]]["life"] = event["life"]
        elif kind == "eliminated":
            self.players[event["seat"]].update(status="out", role=event["role"])
        elif kind == "status":
            self.players[event["seat"]]["status"] = event["status"]
        elif kind == "game_over":
            for p, role in zip(self.players, event["roles"], strict=True):
                p["role"] = role

    def _move(self, event: dict) -> None:
        cards = event["cards"]
        src, dst = event["from"], event["to"]
        seen = isinstance(cards, list)
        # who may see the ids follows from the zones alone (docs/contract.md)
        public = self.box.public_zones
        assert seen == (src["zone"] in public or dst["zone"] in public
                        or self.seat in (src["seat"], dst["seat"])), event
        count = len(cards) if seen else cards
        self._take(src, cards if seen else None, count)
        self._put(dst, cards if seen else None, count)

    def _set_pile(self, place: dict):
        """A set's pile: (the dict holding it, its name, whether this seat knows its cards), or None."""
        pile = self.box.piles.get(place["zone"])
        if pile is None:
            return None
        if pile.per_player:
            known = pile.seen != OWNER or place["seat"] == self.seat
            return self.players[place["seat"]]["piles"], pile.name, known
        return self.piles, pile.name, pile.kind != SET_DECK

    def _zone(self, place: dict):
        zone, seat = place["zone"], place["seat"]
        if zone == DECK:
            return None
        if zone == DISCARD:
            return self.discard
        if zone == STORE:
            return self.store
        if zone == IN_PLAY:
            return self.players[seat]["in_play"]
        if zone in (DRAW, PEEK):
            return self.players[seat][zone]
        assert zone == HAND, place
        return self.hand if seat == self.seat else None

    def _take(self, place: dict, cards, count: int) -> None:
        pile = self._set_pile(place)
        if pile is not None:
            piles, name, known = pile
            if known:
                for c in cards:
                    piles[name].remove(c)
            else:
                piles[name] -= count
            return
        if place["zone"] == DECK:
            self.deck -= count
        elif place["zone"] == HAND:
            self.players[place["seat"]]["hand"] -= count
        zone = self._zone(place)
        if type(zone) is list and cards is not None:
            for c in cards:
                zone.remove(c)
        elif place["zone"] == PEEK:     # another player's look at the deck: a count only (what he lets go may show)
            self.players[place["seat"]][PEEK] -= count

    def _put(self, place: dict, cards, count: int) -> None:
        pile = self._set_pile(place)
        if pile is not None:
            piles, name, known = pile
            if known:
                piles[name].extend(cards)
            else:
                piles[name] += count
            return
        if place["zone"] == DECK:
            self.deck += count
        elif place["zone"] == HAND:
            self.players[place["seat"]]["hand"] += count
        zone = self._zone(place)
        if zone is not None and cards is not None:
            zone.extend(cards)
        elif place["zone"] == PEEK:
            seat = place["seat"]
            self.players[seat][PEEK] = (self.players[seat][PEEK] or 0) + count

    def picture(self) -> dict:
        return {"hand": self.hand, "deck": self.deck, "discard": self.discard, "store": self.store,
                "piles": self.piles,
                "players": [(p["hand"], p["in_play"], p["life"], p["status"], p["role"], p["draw"], p["peek"] or [],
                             p["piles"]) for p in self.players]}


def seen_in(data: dict) -> dict:
    """The same facts, read from a view."""
    table = data["table"]
    held: dict = {"store": [], "draw": {}, "draw_phase": {}}
    for entry in table["progress"]:
        if entry["kind"] == "store":
            held["store"] = entry["held"]
        elif "held" in entry and "seat" in entry:   # a "draw!" (or a set's card drawn to be used: Josh McCloud's)
            held["draw_phase" if entry["kind"] == "draw_phase" else "draw"][entry["seat"]] = entry["held"]
    return {"hand": data["hand"], "deck": table["deck_count"], "discard": table["discard"], "store": held["store"],
            "piles": table["piles"],
            "players": [(p["hand_count"], p["in_play"], p["life"], p["status"], p["role"],
                         held["draw"].get(p["seat"], []), held["draw_phase"].get(p["seat"], []), p["piles"])
                        for p in table["players"]]}


class Follower:
    """A seat that plays at random, rebuilds its picture from its events, and checks it against its view."""

    def __init__(self, seat: int, seed: int):
        self.picture = Picture(seat)
        self.observe = self.picture.observe
        self.bot = RandomBot(seed)
        self.checked = 0

    def choose(self, view):
        return self.bot.choose(view)

    def show(self, view) -> None:
        assert self.picture.picture() == seen_in(view.data), f"seat {view.seat} at version {view.version}"
        self.checked += 1


def rebuild_every_view(games: int, sets: tuple[str, ...] = ("base",)) -> tuple[int, set]:
    """Random games of 4 to 7 players in which every seat checks its picture against its view at each decision:
    how many checks were made, and the (kind, why) of every event."""
    checked = 0
    kinds = set()
    for seed in range(games):
        players = 4 + seed % 4
        game = new_game(seed, players, sets=sets)
        game.observers.append(lambda g, event: kinds.add((event.kind, event.data.get("why"))))
        followers = [Follower(s, seed * 10 + s) for s in range(players)]
        Table(game, followers).run(50_000)
        checked += sum(f.checked for f in followers)
    return checked, kinds


@pytest.mark.proof
def test_every_seat_rebuilds_its_view_from_its_events_alone(full_bots):
    games = GAMES[full_bots]
    checked, kinds = rebuild_every_view(games)
    assert checked > games * 400
    moved = {why for kind, why in kinds if kind == "move"}
    # the games went through every kind of card movement (a reshuffle, a Vulture Sam, Kit Carlson...)
    assert {"reshuffle", "vulture_sam", "kit_carlson", "pedro_ramirez", "general_store", "el_gringo", "jesse_jones",
            "sid_ketchum", "sheriff_penalty", "outlaw_bounty", "replaced", "hand_limit", "dynamite", "jail",
            "panic", "cat_balou", "eliminated", "barrel", "missed", "beer", "bang"} <= moved


def test_events_are_numbered_in_one_stream_with_their_version():
    game = new_game(5, 6)
    seen = [game.take_events()]
    rng = random.Random(5)
    while game.pending is not None:
        seen.append(game.apply(game.pending.seat, rng.choice(game.pending.options)))
    flat = [e for batch in seen for e in batch]
    assert [e.seq for e in flat] == list(range(len(flat)))
    assert all(e.version == version for version, batch in enumerate(seen) for e in batch)
    assert flat[0].kind == "game_start" and flat[-1].kind == "game_over"


# -- no leak: what a seat cannot see does not reach it ---------------------------------------------------------
class Recorder:
    """Plays at random and writes down every event and view its seat gets."""

    def __init__(self, seat: int, seed: int, log: list):
        self.bot, self.seat, self.log = RandomBot(seed), seat, log

    def choose(self, view):
        return self.bot.choose(view)

    def observe(self, event: dict) -> None:
        self.log.append(("event", event))

    def show(self, view) -> None:
        self.log.append(("view", view.data))


def twins(seed: int, players: int, watcher: int, sets: tuple[str, ...] = ("base",), deck_of=None):
    """Two games of one seed that differ only in what `watcher` cannot see, from the deal on: two other players
    whose roles he does not know hold each other's role, and two cards left in a deck (`deck_of(game)`: the deck of
    playing cards unless told) that no rule tells apart (the same kind and suit, alike in every "draw!",
    neighbouring ids so that no sorting tells either) lie in each other's place, so whoever draws them later holds
    the other one. Returns the games, the two cards and the two seats, or None if the deck holds no such cards."""
    rng = random.Random(seed)
    roles = new_game(seed, players, sets=sets).roles_by_seat()
    r1, r2 = rng.sample([s for s in range(players) if s != watcher and roles[s] != "sheriff"], 2)
    swapped = list(roles)
    swapped[r1], swapped[r2] = roles[r2], roles[r1]
    a = new_game(seed, [{"role": role} for role in roles], sets=sets)
    b = new_game(seed, [{"role": role} for role in swapped], sets=sets)
    box = a.box
    deck, other = (a.deck, b.deck) if deck_of is None else (deck_of(a), deck_of(b))

    def alike(c):
        card = box.cards[c]
        return box.name[c], card.suit, card.suit == "S" and card.rank in "23456789"

    pairs = [(i, j) for i in range(len(deck)) for j in range(len(deck))
             if deck[j] == deck[i] + 1 and alike(deck[i]) == alike(deck[j])]
    if not pairs:
        return None                 # (a short deck of a set's may hold no two such cards)
    i, j = rng.choice(pairs)
    other[i], other[j] = deck[j], deck[i]
    return a, b, {deck[i], deck[j]}, {r1, r2}


def shown(game, seat: int, cards: set, roles: set) -> bool:
    """Have the rules shown `seat` one of `cards` (in a zone it sees), a swapped role, or the end?"""
    visible = set(game.players[seat].hand) | set(game.discard)
    visible |= {c for p in game.players for c in p.in_play}
    for pile in game.box.piles.values():        # the sets' face-up piles, and his own
        for p in (game.players if pile.per_player else [None]):
            if (pile.kind != SET_DECK and pile.seen != OWNER) or p is game.players[seat]:
                value = (game.piles if p is None else p.piles)[pile.name]
                visible |= set(value) if type(value) is list else set()
    for f in game.stack:            # the cards a frame holds, where its kind lets the seat see them
        allow = game.box.allow[f["k"]]
        if "held" in allow["public"] or ("held" in allow["owner"] and f.get("seat") == seat):
            visible |= set(f.get("held", ()))
    return bool(visible & cards) or game.winner is not None or any(game.players[s].role_revealed for s in roles)


def record_until_shown(game, seed: int, watcher: int, cards: set, roles: set) -> list:
    """Play `game` at random (the same seeds for both twins) and return what `watcher` received before the
    rules showed it one of `cards` (Black Jack's shown card counts) or one of the `roles`."""
    log: list = []
    until: list[int] = []

    def reveal(g, event) -> None:
        if not until and ((event.kind == "show" and event.data["card"] in cards) or shown(g, watcher, cards, roles)):
            until.append(len(log))      # the watcher's record before the batch that shows it

    game.observers.append(reveal)
    players = len(game.players)
    controllers = [Recorder(s, seed * 10 + s, log) if s == watcher else RandomBot(seed * 10 + s)
                   for s in range(players)]
    Table(game, controllers).run(50_000)
    return log[:until[0]]


def twins_agree(seeds: int, sets: tuple[str, ...], deck_of=None) -> tuple[int, int]:
    """Twin games of `seeds` seeds (4 to 7 players, the cards swapped in `deck_of`'s deck) played until the rules
    show the watcher the difference: his records must be the same. Returns the pairs made and the records compared
    (a card set's short deck may hold no two cards alike)."""
    compared = pairs = 0
    for seed in range(seeds):
        players = 4 + seed % 4
        watcher = seed % players
        made = twins(seed, players, watcher, sets, deck_of)
        if made is None:
            continue
        a, b, cards, roles = made
        first, second = (record_until_shown(game, seed, watcher, cards, roles) for game in (a, b))
        assert first == second, f"seed {seed}: the watcher could tell the twins apart"
        compared += len(first)
        pairs += 1
    return pairs, compared


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_what_a_seat_cannot_see_never_reaches_it(players):
    """The watcher's events and views in the twin games are identical, decision by decision, until a swapped card
    lands in a zone it may see (or is the card Black Jack shows) or a swapped role is revealed."""
    compared = 0
    for seed in range(60):
        watcher = seed % players
        a, b, cards, roles = twins(seed, players, watcher)
        first, second = (record_until_shown(game, seed, watcher, cards, roles) for game in (a, b))
        assert first == second, f"seed {seed}: the watcher could tell the twins apart"
        compared += len(first)
    assert compared > 60 * 20
