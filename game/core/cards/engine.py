"""The BANG! card game engine: one loop over a stack of frames, always stopping on exactly one decision.

Every piece of pending work is a *frame*: a plain dict with a kind `k` (the turn itself, a "draw!" check,
a BANG! waiting for an answer, a Duel, a General Store...). `_run` steps the top frame until one of them
needs a player's choice (a Decision) or the game is over; the answer goes to the frame that asked.
Frames hold only ints, strings and lists, so the whole game saves to JSON and clones cheaply.

The engine names no card, no character and no set: what they do comes from the game's Box (box.py), built from
the card sets it enables, their piles and counters (`piles`, on the table and each player's) and their hooks at
the points of the rules the expansions change. Every card that changes place goes through one of the moves
below, each told as one `move` event between zones; every token, as one `tokens` event between counters.
"""

from __future__ import annotations

import random

from game.core.cards import rulings, views
from game.core.cards.box import Box, box_for
from game.core.cards.explain import why_illegal
from game.core.cards.flow import JUDGE, PHASE_OF_STAGE
from game.core.cards.saves import load_state, played, upgrade_format_2
from game.core.cards.sets import SETS
from game.core.cards.specs import CARDS, COUNTER
from game.core.cards.state import Player
from game.core.common import savefile
from game.core.common.decision import Decision
from game.core.common.events import DECK, DISCARD, HAND, IN_PLAY
from game.core.common.game import Game
from game.core.common.options import check_options
from game.core.common.rng import clone_rng, new_rng, rng_to_json
from game.core.common.roles import SHERIFF, roles_for, standard_winner
from game.core.common.status import OUT, Status

Zone = tuple[int | None, str]      # (seat or None, zone name), as in a move event
BEYOND = 99                        # the distance from a player not counted for seats: no card reaches that far
DECK_ZONE: Zone = (None, DECK)
DISCARD_ZONE: Zone = (None, DISCARD)


class CardGame(Game):
    KIND = "cards"

    def __init__(self, box: Box, rules: dict):
        """`rules`: {"sets": the enabled card sets, and each of rulings.RULE_OPTIONS on or off}; `box` is theirs."""
        super().__init__()
        self.box = box
        self.rules = rules
        self.left_out = rulings.left_in_box(box, rules)     # the cards its rules leave in the box
        self.players: list[Player] = []
        self.deck: list[int] = []        # top of the deck = last item
        self.discard: list[int] = []     # top of the pile = last item
        self.stack: list[dict] = []
        self.piles: dict[str, list[int] | int] = {}     # the sets' piles and counters on the table, by name
        self.public_zones = box.public_zones
        self.hooks = box.hooks           # the sets' hooks and the characters' (those dealt, once seated: seat_hooks)
        self.rng: random.Random = new_rng(0)
        self.turn = 0
        self.script: list[int] = []      # the cards blind takes from a hand must find, in order (scenarios)
        self.script_error = ""

    # -- the loop -------------------------------------------------------------------------------
    def _run(self) -> None:
        stack = self.stack
        step = self.box.step
        while self.winner is None:
            frame = stack[-1]
            decision = step[frame["k"]](self, frame)
            if decision is not None:
                self.pending = decision
                return
        self.pending = None

    def _answer(self, action: tuple) -> None:
        frame = self.stack[-1]
        paid = self.box.paid_heals.get(action[0])
        if paid is not None and frame["k"] != "damage":      # when dying, the damage frame counts it as a Beer
            assert self.pending is not None
            p = self.players[self.pending.seat]
            ability, pay = paid
            pay(self, p, action)
            self.heal(p, 1, ability, p.seat)
        else:
            self.box.answer[frame["k"]](self, frame, action)
        self._run()

    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        return why_illegal(self, seat, action)

    def decide(self, seat: int, kind: str, options: list, info: dict | None = None) -> Decision:
        """A decision for `seat`, with the abilities usable at any time (Sid Ketchum) added to its options."""
        p = self.players[seat]
        anytime = self.box.anytime.get(p.character)
        if anytime is not None:
            answers, needs = anytime
            if needs is None or p.piles[needs]:
                options.extend(answers(self, p, kind))
        forbids = self.hooks["forbids"]
        if forbids:                 # a rule option's (specs.HOOK_POINTS): the cards allow them, the rule does not
            options = [o for o in options if all(f(self, p, kind, options, o) is None for f in forbids)]
        return Decision(seat, kind, tuple(options), info)

    def seat_hooks(self) -> None:
        """Once the players sit: only the hooks of the characters dealt, and of the rule options on, are called
        (Box.hooks_for). Until then every character's are, which is as right, only slower, and no rule option's:
        nothing is decided before the players sit."""
        self.hooks = self.box.hooks_for({p.character for p in self.players}, self.rules)

    # -- the sets' say on a card played -----------------------------------------------------------
    def played(self, p: Player, card: int, why: str) -> None:
        """p has just played `card` from his hand (specs.HOOK_POINTS "card_played")."""
        for hook in self.hooks["card_played"]:
            hook(self, p, card, why)

    def spared(self, p: Player, card: int | None, by: int | None, why: str) -> bool:
        """Is p spared the effect of `card` that `by` played, used for `why` (a set's hook says so: a card of his
        that protects him)? Told by a `spared` event naming what spared him, so the log can say why; the caller
        then skips him."""
        if card is None:
            return False
        for hook in self.hooks["spared"]:
            protector = hook(self, p, card, by, why)
            if protector is not None:
                self.emit("spared", {"seat": p.seat, "card": card, "by": by, "why": protector})
                return True
        return False

    # -- frames ---------------------------------------------------------------------------------
    def push(self, frame: dict) -> None:
        self.stack.append(frame)

    def push_check(self, seat: int, purpose: str) -> None:
        """A "draw!": its result lands in the frame below as `drawn` (a card id, or None if no card was left)."""
        self.stack.append({"k": "check", "seat": seat, "for": purpose})

    def push_damage(self, seat: int, amount: int, why: str, credit: int | None, by: int | None) -> None:
        """`seat` loses `amount` life because of `why` (a card, an ability); `credit` is the player it counts
        for (rulings.py), `by` the one who played the card that caused it."""
        self.stack.append({"k": "damage", "seat": seat, "amount": amount, "why": why, "credit": credit, "by": by,
                           "stage": "hit"})

    # -- a set's piles and counters ---------------------------------------------------------------
    def pile(self, name: str, p: Player | None = None) -> list[int]:
        """The cards of a set's pile: the table's, or p's."""
        cards = (self.piles if p is None else p.piles)[name]
        assert type(cards) is list
        return cards

    def count(self, name: str, p: Player | None = None) -> int:
        """The tokens on a set's counter: the table's, or p's."""
        n = (self.piles if p is None else p.piles)[name]
        assert type(n) is int
        return n

    # -- moves ----------------------------------------------------------------------------------
    def reshuffle(self, deck: str | None = None) -> None:
        """The face-up pile under a deck becomes a new deck, shuffled: the discard pile under the deck of playing
        cards, or the pile a set's `deck` names as its `refill`."""
        if deck is None:
            if not self.discard:
                return
            cards, self.discard = self.discard, []
            self.deck = cards
            src, dst = DISCARD_ZONE, DECK_ZONE
        else:
            refill = self.box.piles[deck].refill
            if refill is None or not self.piles[refill]:
                return
            cards, self.piles[refill] = self.pile(refill), []
            self.piles[deck] = cards
            src, dst = (None, refill), (None, deck)
        self.rng.shuffle(cards)
        self.emit_move(sorted(cards), src, dst, "reshuffle")

    def deal(self, n: int, into: list, to: Zone, why: str, by: int | None = None, deck: str | None = None) -> list[int]:
        """Move up to n cards from the top of the deck (of playing cards, or the set's pile `deck`) into `into` (the
        zone `to`), one by one: a reshuffle may come between two, and then the cards taken before it are told in a
        move of their own."""
        src = DECK_ZONE if deck is None else (None, deck)
        pile = self.deck if deck is None else self.pile(deck)
        if 0 < n <= len(pile):              # no reshuffle on the way: take them at once
            got = pile[:-n - 1:-1]
            del pile[-n:]
            into += got
            self.emit_move(got, src, to, why, by)
            return got
        got = []
        told = 0
        while len(got) < n:
            if not pile:
                if len(got) > told:
                    self.emit_move(got[told:], src, to, why, by)
                    told = len(got)
                self.reshuffle(deck)
                pile = self.deck if deck is None else self.pile(deck)
                if not pile:
                    break
            c = pile.pop()
            into.append(c)
            got.append(c)
        if len(got) > told:
            self.emit_move(got[told:], src, to, why, by)
        return got

    def fill_row(self, name: str, why: str = "fill") -> None:
        """Deal a set's row (a shop) back up to its size from its deck."""
        pile, row = self.box.piles[name], self.pile(name)
        assert pile.fill is not None
        if len(row) < pile.size:
            self.deal(pile.size - len(row), row, (None, name), why, None, pile.fill)

    def move_cards(self, cards: list[int], source: list, src: Zone, into: list, to: Zone, why: str,
                   by: int | None = None) -> None:
        """Cards from the list `source` (the zone `src`) to `into` (the zone `to`), in that order: for the piles of
        a set and the cards in play; a hand has `move_from_hand`."""
        for c in cards:
            source.remove(c)
            into.append(c)
        self.emit_move(cards, src, to, why, by)

    def move_tokens(self, n: int, src: Zone | None, dst: Zone | None, why: str, by: int | None = None) -> None:
        """n tokens from one counter to another, each (seat or None, counter name), as one `tokens` event; None is
        the supply outside the game, never empty. A counter never goes below 0: taking more is a set's error."""
        for place, delta in ((src, -n), (dst, n)):
            if place is not None:
                seat, name = place
                counters = self.piles if seat is None else self.players[seat].piles
                value = counters[name]
                assert type(value) is int
                if value + delta < 0:
                    raise ValueError(f"{why}: {n} tokens taken from {place}, which holds {value}")
                counters[name] = value + delta
        self.emit("tokens", {"amount": n, "from": None if src is None else {"seat": src[0], "zone": src[1]},
                             "to": None if dst is None else {"seat": dst[0], "zone": dst[1]}, "why": why, "by": by})

    def draw(self, p: Player, n: int, why: str) -> list[int]:
        return self.deal(n, p.hand, (p.seat, HAND), why, p.seat)

    def move_from_hand(self, p: Player, cards: list[int], into: list, to: Zone, why: str, by: int | None) -> None:
        """Every card leaving a hand goes through here: the cards land in `into`, the move is told, and only then
        is "as soon as her hand is empty" (Suzy Lafayette) checked, so no card is ever between two places."""
        hand = p.hand
        for c in cards:
            hand.remove(c)
            into.append(c)
        self.emit_move(cards, (p.seat, HAND), to, why, by)
        if not hand and p.status.acts:
            hook = self.box.characters[p.character].on_empty_hand
            if hook is not None:
                hook(self, p)

    def discard_from_hand(self, p: Player, cards: list[int], why: str, by: int | None = None) -> None:
        self.move_from_hand(p, cards, self.discard, DISCARD_ZONE, why, p.seat if by is None else by)

    def steal_from_hand(self, thief: Player, victim: Player, c: int, why: str) -> None:
        """A card taken from a hand into another hand: only the two of them learn which."""
        self.move_from_hand(victim, [c], thief.hand, (thief.seat, HAND), why, thief.seat)

    def move_in_play(self, owner: Player, cards: list[int], into: list, to: Zone, why: str,
                     by: int | None = None) -> None:
        """Cards leave the table in front of `owner` for `into` (the zone `to`)."""
        self.move_cards(cards, owner.in_play, (owner.seat, IN_PLAY), into, to, why, by)

    def discard_in_play(self, owner: Player, cards: list[int], why: str, by: int | None = None) -> None:
        self.move_in_play(owner, cards, self.discard, DISCARD_ZONE, why, by)

    def discard_pile(self, p: Player, name: str, why: str, by: int | None = None) -> None:
        """Every card of p's own pile `name` (a set's row in front of him) to where its deck's discards go: the
        refill pile of that deck (specs.Pile.refill), else the discard pile of the playing cards."""
        held = self.pile(name, p)
        if not held:
            return
        deck = self.box.piles[name].cards
        place = None if deck == CARDS else self.box.piles[self.box.home[deck]].refill
        self.move_cards(list(held), held, (p.seat, name), self.discard if place is None else self.pile(place),
                        DISCARD_ZONE if place is None else (None, place), why, by)

    def random_hand_card(self, p: Player) -> int:
        """A card of p's hand taken blindly (Panic!, Cat Balou, El Gringo, Jesse Jones): the game's own chance,
        or the card a scenario fixed (`script`; the chance is drawn all the same, so what follows is unchanged)."""
        card = p.hand[self.rng.randrange(len(p.hand))]
        if self.script:
            fixed = self.script.pop(0)
            if fixed in p.hand:
                return fixed
            self.script_error = f"a blind take from {p.name}'s hand was to find {self.box.label(fixed)}, not there"
        return card

    def find_in_play(self, p: Player, name: str) -> int | None:
        names = self.box.name
        for c in p.in_play:
            if names[c] == name:
                return c
        return None

    # -- life -----------------------------------------------------------------------------------
    def heal(self, p: Player, amount: int, source: str, by: int | None) -> None:
        """p gains up to `amount` life, if he may be healed (a shadow's Beer heals nobody)."""
        new = min(p.max_life, p.life + amount)
        if new != p.life and p.status.targetable and p.status.mortal:
            delta, p.life = new - p.life, new
            self.emit("life", {"seat": p.seat, "delta": delta, "life": new, "source": source, "by": by})

    def players_left(self) -> int:
        """How many players are still counted at the table (for seats and distance)."""
        return sum(1 for p in self.players if p.status.seated)

    def set_status(self, p: Player, status: Status) -> None:
        """p's status becomes `status` (an expansion's: a shadow, a zombie), told to everyone. Elimination makes it
        OUT itself, told by its own event."""
        p.status = status
        self.emit("status", {"seat": p.seat, "status": status.name})

    def eliminate(self, p: Player, credit: int | None) -> None:
        """Reveal the role, hand the cards to an heir (Vulture Sam) or the discard pile, let the sets empty their
        own piles of his, check the end, then let the sets reward or punish whoever it counts for (the base game:
        the Outlaw bounty, the Sheriff's penalty)."""
        p.status = OUT
        p.life = 0
        p.role_revealed = True
        turn = self.stack[0]
        if turn["seat"] == p.seat:      # his turn ends with him, whatever status a set gives him next (a shadow)
            turn["stage"] = "next"
            turn.pop("again", None)
        heir = next((q for q in self.players if q.status.acts and self.box.characters[q.character].heir), None)
        if heir is not None:
            into, to, why, by = heir.hand, (heir.seat, HAND), heir.character, heir.seat
        else:
            into, to, why, by = self.discard, DISCARD_ZONE, "eliminated", None
        left = ((p.hand, HAND), (p.in_play, IN_PLAY))      # the hand first, then the cards in front (rulings)
        p.hand, p.in_play = [], []
        for cards, _ in left:
            into.extend(cards)
        self.emit("eliminated", {"seat": p.seat, "role": p.role, "by": credit})
        for cards, zone in left:
            if cards:
                self.emit_move(cards, (p.seat, zone), to, why, by)
        hooks = self.hooks
        for hook in hooks["eliminated"]:
            hook(self, p, credit)
        if self.rules["game_ends_mid_card"]:
            if self.judge():
                return
        elif not any(f["k"] == JUDGE for f in self.stack):
            self.stack.insert(1, {"k": JUDGE})     # right above the turn: once the card (or "draw!") is done
        if credit is None or credit == p.seat or not self.players[credit].status.acts:
            return
        for hook in hooks["rewards"]:
            hook(self, p, self.players[credit])

    def judge(self) -> bool:
        """End the game if it is over (rulings: "many_deaths" says when this is asked); True if it ended."""
        result = standard_winner([q.role for q in self.players], [q.status for q in self.players])
        if result is not None:
            self.finish(*result)
        return result is not None

    def finish(self, side: str, winners: list[int]) -> None:
        self.winner = side
        self.winners = winners
        self.stack.clear()
        for p in self.players:
            p.role_revealed = True
        self.emit("game_over", {"winner": side, "winners": winners, "roles": [p.role for p in self.players]})

    # -- distance -------------------------------------------------------------------------------
    def distance(self, a: Player, b: Player) -> int:
        return self.distances_from(a)[b.seat]

    def distances_from(self, a: Player) -> dict[int, int]:
        """The distance from `a` to every other seated player: the seats between them the shorter way round
        (counting the seated only), + the other's cover (Mustang, Paul Regret), - a's sight (Scope, Rose Doolan),
        never less than 1. From a player not seated (a status that plays his turn unseated) everyone is BEYOND reach.
        Weapons never change distance: they only say how far a BANG! reaches.
        All of them in one pass: the play options need them all, and this is their costliest part."""
        if not a.status.seated:
            return {q.seat: BEYOND for q in self.players if q is not a}
        box = self.box
        characters, cover, sight_of = box.characters, box.cover, box.sight
        living = [q for q in self.players if q.status.seated]
        count = len(living)
        mine = living.index(a)
        sight = characters[a.character].sight
        for c in a.in_play:
            sight += sight_of[c]
        out = {}
        for i, q in enumerate(living):
            if q is not a:
                steps = i - mine if i > mine else mine - i
                if count - steps < steps:
                    steps = count - steps
                d = steps + characters[q.character].cover - sight
                for c in q.in_play:
                    d += cover[c]
                out[q.seat] = d if d > 1 else 1
        return out

    def weapon_range(self, p: Player) -> int:
        return self.box.reach(p.in_play)

    # -- the numbers the sets' folds decide (specs.HOOK_POINTS) ---------------------------------------
    def fold(self, point: str, p: Player) -> int:
        """The value the sets' hooks at `point` agree on for p, each changing what the one before said (from 0)."""
        value = 0
        for hook in self.hooks[point]:
            value = hook(self, p, value)
        return value

    def hand_limit(self, p: Player) -> int:
        return self.fold("hand_limit", p)

    def draw_count(self, p: Player) -> int:
        """The cards of an ordinary phase 1."""
        return self.fold("draw_count", p)

    def check_count(self, p: Player) -> int:
        """The cards p flips for a "draw!" (he chooses the one that counts if more than one)."""
        return self.fold("check_count", p)

    def end_play(self) -> None:
        """The player whose turn it is stops playing, as his answer `end_turn` does: the hand limit, then the end of
        his turn, once the work above the turn is done (Gold Rush's card of that name ends the turn it is bought in)."""
        turn = self.stack[0]
        turn["stage"] = "discard"
        self.emit("end_play", {"seat": turn["seat"]})

    def uses(self, name: str) -> int:
        """How many times this turn the ability or card `name` was used (kept in the turn: a new turn, none)."""
        return self.stack[0].get("used", ()).count(name)

    def use(self, name: str) -> None:
        """Count one use of `name` this turn (a once- or twice-a-turn ability)."""
        self.stack[0].setdefault("used", []).append(name)

    def extra_turn(self) -> None:
        """The player whose turn it is plays another one after it (if still in the game)."""
        self.stack[0]["again"] = True

    # -- what the scenario runner and the UI read -------------------------------------------------
    @property
    def phase(self) -> str:
        if self.winner is not None:
            return "over"
        return PHASE_OF_STAGE[self.stack[0]["stage"]]

    def held_cards(self) -> list[int]:
        """Cards in no pile, hand or play area right now: in a General Store, a "draw!", or Kit Carlson's look."""
        return [c for f in self.stack for c in f.get("held", ())]

    def every_card(self) -> list[int]:
        """Every card where it lies now: decks, piles, rows, hands, play areas, the cards held by pending work."""
        out = self.deck + self.discard + self.held_cards()
        for piles in (self.piles, *(p.piles for p in self.players)):
            for value in piles.values():
                if type(value) is list:
                    out += value
        for p in self.players:
            out += p.hand + p.in_play
        return out

    def dealt(self, deck: str = CARDS) -> list[int]:
        """The cards of `deck` (the playing cards unless told) this game is played with, in id order."""
        left_out = self.left_out
        return [c for c in self.box.decks[deck] if c not in left_out]

    def card_total(self, deck: str = CARDS) -> int:
        """The cards of `deck` (the playing cards unless told) found somewhere: all those dealt (`dealt`), in a
        sound game."""
        deck_of = self.box.deck_of
        return sum(1 for c in self.every_card() if deck_of[c] == deck)

    # -- views, clone, save -----------------------------------------------------------------------
    def _view_basics(self, seat: int | None) -> dict:
        return views.basics(self, seat)

    def _view_rest(self, basics: dict, seat: int | None) -> dict:
        return views.rest(self, basics, seat)

    def roles_by_seat(self) -> list[str]:
        return [p.role for p in self.players]

    def clone(self) -> CardGame:
        g = CardGame.__new__(CardGame)
        g.version, g.winner, g.winners = self.version, self.winner, self.winners[:]
        g.observers, g._out, g._lent, g.seq = [], [], [], self.seq
        g.box, g.rules, g.public_zones, g.hooks = self.box, self.rules, self.public_zones, self.hooks
        g.left_out = self.left_out
        g.players = [p.copy() for p in self.players]
        g.deck, g.discard = self.deck[:], self.discard[:]
        g.piles = {k: (v[:] if type(v) is list else v) for k, v in self.piles.items()} if self.piles else {}
        g.stack = [{k: (v[:] if type(v) is list else v) for k, v in f.items()} for f in self.stack]
        g.rng = clone_rng(self.rng)
        g.turn, g.pending = self.turn, self.pending
        g.script, g.script_error = self.script[:], self.script_error
        return g

    def state_dict(self) -> dict:
        return {"rules": self.rules, "players": [p.to_dict() for p in self.players], "deck": self.deck,
                "discard": self.discard, "piles": self.piles, "stack": self.stack, "rng": rng_to_json(self.rng),
                "turn": self.turn,
                "version": self.version, "seq": self.seq, "winner": self.winner, "winners": self.winners,
                "script": self.script}

    def to_json(self) -> str:
        return savefile.wrap(self.KIND, self.state_dict(), SETS.named(list(self.box.sets)))

    @classmethod
    def from_json(cls, text: str | bytes) -> CardGame:
        return load_state(cls, savefile.unwrap(text, cls.KIND, upgrade_format_2, played))


# -- a new game ----------------------------------------------------------------------------------
def new_game(seed: int, players: int | list[dict] = 4, *, sets: tuple[str, ...] = ("base",),
             **options: bool | int | str) -> CardGame:
    """A game dealt from `seed`: roles, characters and the deck at random; each dict may fix name/role/character,
    and "hand": cards (ids) taken out of the deck as part of that seat's starting hand (a series' experience option).

    4 to 7 players; 8 (two Renegades, each playing alone) only with `eight_players=True`. `sets` names the card
    sets whose cards and characters are dealt; `options` sets rule options (those of the sets: the base set's are
    rulings.RULE_OPTIONS).
    """
    box = box_for(tuple(sets))
    rules = check_options(options, box.options, rulings.RETIRED_OPTIONS, "card")
    specs = [{} for _ in range(players)] if isinstance(players, int) else [dict(s) for s in players]
    n = len(specs)
    if not 4 <= n <= (8 if rules["eight_players"] else 7):
        raise ValueError(f"the card game seats 4 to 7 players (8 with the two-Renegade option), not {n}")
    rng = new_rng(seed)
    roles = list(roles_for(n))
    for s in specs:
        if "role" in s:
            roles.remove(s["role"])
    rng.shuffle(roles)
    chars = [c for c in box.characters if c not in {s.get("character") for s in specs}]
    rng.shuffle(chars)
    g = CardGame(box, {"sets": list(box.sets), **rules})
    g.rng = rng
    for seat, s in enumerate(specs):
        role = s.get("role") or roles.pop()
        char = s.get("character") or chars.pop()
        life = box.characters[char].life + (1 if role == SHERIFF else 0)
        g.players.append(Player(seat, s.get("name", f"player {seat + 1}"), char, role, life, life,
                                role_revealed=role == SHERIFF))
    g.seat_hooks()
    g.deck = g.dealt()
    rng.shuffle(g.deck)
    lay_out(g)
    for deck, name in box.home.items():       # each set's own deck, shuffled
        g.piles[name] = cards = g.dealt(deck)
        rng.shuffle(cards)
    start(g)
    sizes = [box.characters[p.character].life for p in g.players]     # rulings: the Sheriff's extra bullet is no card
    for p, s, size in zip(g.players, specs, sizes):     # every kept card leaves the deck before anyone draws
        kept = _kept_cards(g, s.get("hand", []), size)
        if kept:
            g.move_cards(kept, g.deck, DECK_ZONE, p.hand, (p.seat, HAND), "deal")
    for p, size in zip(g.players, sizes):
        g.draw(p, size - len(p.hand), "deal")
    for pile in box.table_piles:
        if pile.fill is not None:
            g.fill_row(pile.name, "deal")
    sheriff = next(p.seat for p in g.players if p.role == SHERIFF)
    g.turn = sheriff
    g.stack = [{"k": "turn", "seat": sheriff, "stage": "start"}]
    g._run()
    return g


def _kept_cards(g: CardGame, cards: object, size: int) -> list[int]:
    """A seat's cards kept from an earlier game, checked: distinct cards of the deck, no more than his starting hand."""
    if not isinstance(cards, list) or len(set(cards)) != len(cards) or any(c not in g.deck for c in cards):
        raise ValueError(f"the cards kept for a starting hand must be distinct cards of the deck, not {cards!r}")
    if len(cards) > size:
        raise ValueError(f"{len(cards)} cards kept, more than the starting hand of {size}")
    return cards


def lay_out(g: CardGame) -> None:
    """The sets' piles and counters as a game starts: empty piles (a deck is dealt its cards by whoever deals),
    counters at their start, on the table and for each player, a bank less what its players' counters start with."""
    for pile in g.box.table_piles:
        g.piles[pile.name] = pile.start if pile.kind == COUNTER else []
    for p in g.players:
        p.piles = {pile.name: pile.start if pile.kind == COUNTER else [] for pile in g.box.player_piles}
    for pile in g.box.player_piles:
        if pile.bank is not None:           # the players' tokens at the deal came from it
            g.piles[pile.bank] = max(0, g.count(pile.bank) - pile.start * len(g.players))


def start(g: CardGame) -> None:
    """The events of a table as it sits down: who plays what with how much life, the sets' piles as everyone
    sees them, then each hidden role to its player alone."""
    piles = views.player_piles(g.box, g.players, None)
    g.emit("game_start", {
        "players": [{"seat": p.seat, "name": p.name, "character": p.character, "life": p.life,
                     "max_life": p.max_life, "status": p.status.name, "role": p.role if p.role_revealed else None,
                     "piles": piles[p.seat]} for p in g.players],
        "rules": dict(g.rules, sets=list(g.rules["sets"])),
        "deck_count": len(g.deck), "piles": views.table_piles(g)})
    for p in g.players:
        if not p.role_revealed:
            g.emit("role_dealt", {"seat": p.seat, "role": p.role}, secret=("role",), audience=(p.seat,))
