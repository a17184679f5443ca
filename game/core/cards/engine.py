"""The BANG! card game engine: one loop over a stack of frames, always stopping on exactly one decision.

Every piece of pending work is a *frame*: a plain dict with a kind `k` (the turn itself, a "draw!" check,
a BANG! waiting for an answer, a Duel, a General Store...). `_run` steps the top frame until one of them
needs a player's choice (a Decision) or the game is over; the answer goes to the frame that asked.
Frames hold only ints, strings and lists, so the whole game saves to JSON and clones cheaply.
Card effects live in effects.py, character abilities in characters.py, our rulings in rulings.py.
"""

from __future__ import annotations

import random

from ..common import savefile
from ..common.decision import Decision
from ..common.game import Game
from ..common.rng import clone_rng, new_rng, rng_to_json
from ..common.roles import DEPUTY, OUTLAW, SHERIFF, roles_for, standard_winner
from ..common.seats import next_alive, seat_distance
from . import characters, effects, rulings
from .data import (CARDS, CHARACTERS, DECK_SIZE, NAME, card_distance, cover_of, explodes, sight_of,
                   weapon_range_of)
from .state import Player

PHASE_OF_STAGE = {"start": "start", "dynamite": "start", "jail": "start", "draw": "draw", "play": "play",
                  "discard": "discard", "end": "discard", "next": "discard"}


class CardGame(Game):
    KIND = "cards"

    def __init__(self):
        super().__init__()
        self.players: list[Player] = []
        self.deck: list[int] = []        # top of the deck = last item
        self.discard: list[int] = []     # top of the pile = last item
        self.stack: list[dict] = []
        self.rng: random.Random = new_rng(0)
        self.turn = 0
        self.options: dict = {}

    # -- the loop -------------------------------------------------------------------------------
    def _run(self) -> None:
        stack = self.stack
        while self.winner is None:
            frame = stack[-1]
            decision = STEP[frame["k"]](self, frame)
            if decision is not None:
                self.pending = decision
                return
        self.pending = None

    def _answer(self, action: tuple) -> None:
        frame = self.stack[-1]
        pay = characters.PAID_HEALS.get(action[0])
        if pay is not None and frame["k"] != "damage":      # when dying, the damage frame counts it as a Beer
            p = self.players[self.pending.seat]
            pay(self, p, action)
            self.heal(p, 1)
        else:
            ANSWER[frame["k"]](self, frame, action)
        self._run()

    def _why_illegal(self, seat: int, action: tuple) -> tuple[str, str]:
        from .explain import why_illegal
        return why_illegal(self, seat, action)

    def decide(self, seat: int, kind: str, options: list, info: dict | None = None) -> Decision:
        """A decision for `seat`, with the abilities usable at any time (Sid Ketchum) added to its options."""
        p = self.players[seat]
        anytime = characters.ANYTIME.get(p.character)
        if anytime is not None:
            options.extend(anytime(self, p, kind))
        return Decision(seat, kind, tuple(options), info)

    # -- frames ---------------------------------------------------------------------------------
    def push(self, frame: dict) -> None:
        self.stack.append(frame)

    def push_check(self, seat: int, purpose: str) -> None:
        """A "draw!": its result lands in the frame below as `drawn` (a card id, or None if no card was left)."""
        self.stack.append({"k": "check", "seat": seat, "for": purpose})

    def push_damage(self, seat: int, amount: int, source: int | None, by: int | None) -> None:
        """`seat` loses `amount` life. `source` gets the credit (rulings.py); `by` played the card that caused it."""
        self.stack.append({"k": "damage", "seat": seat, "amount": amount, "source": source, "by": by,
                           "stage": "hit"})

    # -- cards ----------------------------------------------------------------------------------
    def pop_deck(self) -> int | None:
        if not self.deck:
            self.reshuffle()
            if not self.deck:
                return None
        return self.deck.pop()

    def reshuffle(self) -> None:
        if not self.discard:
            return
        self.deck, self.discard = self.discard, []
        self.rng.shuffle(self.deck)
        self.emit("reshuffle", {"count": len(self.deck)})

    def draw(self, p: Player, n: int) -> list[int]:
        got = self.deal_into(p.hand, n)
        if got:
            self.emit("draw", {"seat": p.seat, "cards": got}, secret=("cards",), audience=(p.seat,))
        return got

    def deal_into(self, into: list, n: int) -> list[int]:
        """Move up to n cards from the deck into `into` one by one (a reshuffle may come between two)."""
        got = []
        for _ in range(n):
            c = self.pop_deck()
            if c is None:
                break
            into.append(c)
            got.append(c)
        return got

    def move_from_hand(self, p: Player, c: int, into: list, kind: str, data: dict,
                       secret: tuple = (), audience: tuple = ()) -> None:
        """Every card leaving a hand goes through here: it lands in `into`, the event is told, and only then
        is "as soon as her hand is empty" (Suzy Lafayette) checked, so no card is ever between two places."""
        p.hand.remove(c)
        into.append(c)
        self.emit(kind, data, secret, audience)
        if not p.hand and p.alive:
            hook = characters.ON_EMPTY_HAND.get(p.character)
            if hook is not None:
                hook(self, p)

    def discard_from_hand(self, p: Player, c: int, why: str = "discard") -> None:
        self.move_from_hand(p, c, self.discard, why, {"seat": p.seat, "card": c})

    def steal_from_hand(self, thief: Player, victim: Player, c: int) -> None:
        """A card taken from a hand into another hand: only the two of them learn which."""
        self.move_from_hand(victim, c, thief.hand, "steal", {"seat": thief.seat, "from": victim.seat, "card": c},
                            secret=("card",), audience=(thief.seat, victim.seat))

    def discard_in_play(self, p: Player, c: int) -> None:
        p.in_play.remove(c)
        self.discard.append(c)
        self.emit("discard_in_play", {"seat": p.seat, "card": c})

    @staticmethod
    def find_in_play(p: Player, name: str) -> int | None:
        for c in p.in_play:
            if NAME[c] == name:
                return c
        return None

    # -- life -----------------------------------------------------------------------------------
    def heal(self, p: Player, amount: int) -> None:
        new = min(p.max_life, p.life + amount)
        if new != p.life:
            p.life = new
            self.emit("life", {"seat": p.seat, "life": new, "delta": amount})

    def alive_count(self) -> int:
        return sum(1 for p in self.players if p.alive)

    def eliminate(self, p: Player, killer: int | None) -> None:
        """Reveal the role, hand the cards to Vulture Sam or the discard pile, check the end, then reward or punish."""
        p.alive = False
        p.life = 0
        p.role_revealed = True
        cards = p.hand + p.in_play
        p.hand, p.in_play = [], []
        heir = next((q for q in self.players if q.alive and q.character in characters.TAKES_CARDS_OF_DEAD), None)
        (heir.hand if heir is not None else self.discard).extend(cards)
        self.emit("eliminated", {"seat": p.seat, "role": p.role, "killer": killer})
        if heir is not None:
            self.emit("inherit", {"seat": heir.seat, "from": p.seat, "cards": cards},
                      secret=("cards",), audience=(heir.seat, p.seat))
        else:
            self.emit("discard_all", {"seat": p.seat, "cards": cards})
        result = standard_winner([q.role for q in self.players], [q.alive for q in self.players])
        if result is not None:
            self.finish(*result)
            return
        if killer is None or killer == p.seat or not self.players[killer].alive:
            return
        k = self.players[killer]
        if p.role == OUTLAW:
            self.draw(k, rulings.OUTLAW_BOUNTY_CARDS)
        if k.role == SHERIFF and p.role == DEPUTY:
            self.emit("sheriff_penalty", {"seat": k.seat})
            for c in list(k.in_play):
                self.discard_in_play(k, c)
            for c in list(k.hand):
                self.discard_from_hand(k, c)

    def finish(self, side: str, winners: list[int]) -> None:
        self.winner = side
        self.winners = winners
        self.stack.clear()
        for p in self.players:
            p.role_revealed = True
        self.emit("game_over", {"winner": side, "winners": winners,
                                "roles": [p.role for p in self.players]})

    # -- distance -------------------------------------------------------------------------------
    def distance(self, a: Player, b: Player) -> int:
        base = seat_distance([q.alive for q in self.players], a.seat, b.seat)
        return card_distance(base, cover_of(b.character, b.in_play), sight_of(a.character, a.in_play))

    def distances_from(self, a: Player) -> dict[int, int]:
        """`distance(a, q)` for every other living q in one pass (the play options need them all)."""
        living = [q for q in self.players if q.alive]
        count = len(living)
        mine = living.index(a)
        sight = sight_of(a.character, a.in_play)
        out = {}
        for i, q in enumerate(living):
            if q is not a:
                steps = abs(i - mine)
                out[q.seat] = card_distance(min(steps, count - steps), cover_of(q.character, q.in_play), sight)
        return out

    @staticmethod
    def weapon_range(p: Player) -> int:
        return weapon_range_of(p.in_play)

    def hand_limit(self, p: Player) -> int:
        return p.life

    # -- what the scenario runner and the UI read -------------------------------------------------
    @property
    def phase(self) -> str:
        if self.winner is not None:
            return "over"
        return PHASE_OF_STAGE[self.stack[0]["stage"]]

    def held_cards(self) -> list[int]:
        """Cards in no pile, hand or play area right now: revealed by a General Store or held by Kit Carlson."""
        return [c for f in self.stack for c in f.get("held", ())]

    def card_total(self) -> int:
        return (len(self.deck) + len(self.discard) + len(self.held_cards())
                + sum(len(p.hand) + len(p.in_play) for p in self.players))

    # -- views, clone, save -----------------------------------------------------------------------
    def _view_data(self, seat: int) -> dict:
        from .views import view_data
        return view_data(self, seat)

    def roles_by_seat(self) -> list[str]:
        return [p.role for p in self.players]

    def clone(self) -> "CardGame":
        g = CardGame.__new__(CardGame)
        g.version, g.winner, g.winners = self.version, self.winner, self.winners[:]
        g.observers, g._out, g._lent, g.seq = [], [], [], self.seq
        g.players = [p.copy() for p in self.players]
        g.deck, g.discard = self.deck[:], self.discard[:]
        g.stack = [{k: (v[:] if type(v) is list else v) for k, v in f.items()} for f in self.stack]
        g.rng = clone_rng(self.rng)
        g.turn, g.options, g.pending = self.turn, self.options, self.pending
        return g

    def state_dict(self) -> dict:
        return {"players": [p.to_dict() for p in self.players], "deck": self.deck, "discard": self.discard,
                "stack": self.stack, "rng": rng_to_json(self.rng), "turn": self.turn, "version": self.version,
                "winner": self.winner, "winners": self.winners, "options": self.options}

    def to_json(self) -> str:
        return savefile.wrap(self.KIND, self.state_dict())

    @classmethod
    def from_json(cls, text: str | bytes) -> "CardGame":
        from .saves import load_state
        return load_state(cls, savefile.unwrap(text, cls.KIND))


# -- the turn ------------------------------------------------------------------------------------
def _step_turn(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    stage = f["stage"]
    if stage == "play" and p.alive:      # the most frequent case first: this is the engine's hot path
        return g.decide(p.seat, "play", effects.play_options(g, p))
    if not p.alive and stage != "next":
        f["stage"] = stage = "next"
    if stage == "start":
        g.turn = p.seat
        p.bangs = 0
        g.emit("turn_start", {"seat": p.seat})
        f["stage"] = "dynamite"
    elif stage == "dynamite":
        _dynamite(g, f, p)
    elif stage == "jail":
        _jail(g, f, p)
    elif stage == "draw":
        f["stage"] = "play"
        g.push({"k": "draw_phase", "seat": p.seat})
    elif stage == "discard":
        if len(p.hand) > g.hand_limit(p):
            return g.decide(p.seat, "discard", [("discard", c) for c in p.hand],
                            {"limit": g.hand_limit(p)})
        f["stage"] = "end"
    elif stage == "end":
        g.emit("turn_end", {"seat": p.seat})
        f["stage"] = "next"
    else:  # "next"
        seat = next_alive([q.alive for q in g.players], p.seat)
        g.stack[0] = {"k": "turn", "seat": seat, "stage": "start"}
    return None


def _answer_turn(g: CardGame, f: dict, action: tuple) -> None:
    p = g.players[f["seat"]]
    if f["stage"] == "play":
        if action[0] == "end_turn":
            f["stage"] = "discard"
            g.emit("end_play", {"seat": p.seat})
        else:
            effects.play(g, p, action)
    else:  # discard phase
        g.discard_from_hand(p, action[1])


def _draw_for(g: CardGame, f: dict, p: Player, name: str, next_stage: str) -> tuple[int, int | None] | None:
    """The start-of-turn "draw!" for the card `name` in front of p: (that card, the card drawn) once drawn.
    None while the draw is pending, or when p has no such card (the turn then moves on to `next_stage`)."""
    card = g.find_in_play(p, name)
    if card is None:
        f["stage"] = next_stage
        return None
    if "drawn" not in f:
        g.push_check(p.seat, name)
        return None
    f["stage"] = next_stage
    return card, f.pop("drawn")


def _dynamite(g: CardGame, f: dict, p: Player) -> None:
    """Before drawing: Dynamite first (rulings §4); it explodes on 2-9 of spades, else passes to the left."""
    drawn = _draw_for(g, f, p, "dynamite", "jail")
    if drawn is None:
        return
    dyn, card = drawn
    if card is not None and explodes(card):
        g.discard_in_play(p, dyn)
        g.emit("dynamite_explodes", {"seat": p.seat})
        g.push_damage(p.seat, rulings.DYNAMITE_DAMAGE, source=None, by=None)
    else:
        to = g.players[next_alive([q.alive for q in g.players], p.seat)]
        p.in_play.remove(dyn)
        to.in_play.append(dyn)
        g.emit("dynamite_passes", {"from": p.seat, "to": to.seat, "card": dyn})


def _jail(g: CardGame, f: dict, p: Player) -> None:
    """A heart escapes and the turn goes on; any other card skips the whole turn. The Jail is discarded."""
    drawn = _draw_for(g, f, p, "jail", "draw")
    if drawn is None:
        return
    jail, card = drawn
    g.discard_in_play(p, jail)
    if card is not None and CARDS[card].suit == "H":
        g.emit("jail_escaped", {"seat": p.seat})
    else:
        g.emit("jail_skips_turn", {"seat": p.seat})
        f["stage"] = "end"


# -- "draw!" -------------------------------------------------------------------------------------
def _step_check(g: CardGame, f: dict) -> Decision | None:
    """Flip the cards of a "draw!" (held in the frame until it resolves, so no reshuffle can take them back)."""
    p = g.players[f["seat"]]
    if "held" not in f:
        f["held"] = []
        flipped = g.deal_into(f["held"], characters.draw_check_count(p))
        g.emit("flip", {"seat": p.seat, "for": f["for"], "cards": flipped})
        if len(flipped) <= 1:
            _finish_check(g, flipped[0] if flipped else None)
            return None
    return g.decide(p.seat, "choose_draw", [("choose", c) for c in f["held"]], {"for": f["for"]})


def _answer_check(g: CardGame, f: dict, action: tuple) -> None:
    _finish_check(g, action[1])


def _finish_check(g: CardGame, card: int | None) -> None:
    """All flipped cards are discarded, the one that counts on top; its result goes to the frame below."""
    f = g.stack.pop()
    held = f["held"]
    g.discard.extend(c for c in held if c != card)
    if card is not None:
        g.discard.append(card)
    g.emit("draw_result", {"seat": f["seat"], "for": f["for"], "card": card})
    g.stack[-1]["drawn"] = card


# -- losing life ---------------------------------------------------------------------------------
def _step_damage(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    stage = f["stage"]
    if stage == "hit":
        if not p.alive:
            g.stack.pop()
            return None
        before = p.life
        p.life = max(0, before - f["amount"])
        g.emit("life", {"seat": p.seat, "life": p.life, "delta": -f["amount"], "source": f["source"]})
        if before - f["amount"] <= 0:
            f["needed"] = 1 - (before - f["amount"])    # Beers needed to stay at 1 life
            f["stage"] = "dying"
        else:
            f["stage"] = "after"
        return None
    if stage == "dying":
        options = []
        if rulings.beer_heals(g):
            options = [("beer", c) for c in p.hand if NAME[c] == "beer"]
        options.append(("die",))
        return g.decide(p.seat, "dying", options, {"needed": f["needed"], "source": f["source"]})
    g.stack.pop()
    if p.alive:
        for hook in characters.after_hit_hooks(p):
            hook(g, p, f["amount"], f["by"])
    return None


def _answer_damage(g: CardGame, f: dict, action: tuple) -> None:
    p = g.players[f["seat"]]
    verb = action[0]
    if verb == "die":
        f["stage"] = "after"
        g.eliminate(p, f["source"])
        return
    if verb == "beer":
        g.discard_from_hand(p, action[1], "play")
    else:  # a paid heal (Sid Ketchum)
        characters.PAID_HEALS[verb](g, p, action)
    f["needed"] -= 1
    if f["needed"] == 0:
        p.life = 1
        g.emit("life", {"seat": p.seat, "life": 1, "delta": 1})
        f["stage"] = "after"


STEP = {"turn": _step_turn, "check": _step_check, "damage": _step_damage, **effects.STEP, **characters.STEP}
ANSWER = {"turn": _answer_turn, "check": _answer_check, "damage": _answer_damage, **effects.ANSWER,
          **characters.ANSWER}


# -- a new game ----------------------------------------------------------------------------------
def new_game(seed: int, players: int | list[dict] = 4, *, eight_players: bool = False) -> CardGame:
    """A game dealt from `seed`: roles, characters and the deck at random; each dict may fix name/role/character.

    4 to 7 players; 8 (two Renegades, each playing alone) only with `eight_players=True`.
    """
    specs = [{} for _ in range(players)] if isinstance(players, int) else [dict(s) for s in players]
    n = len(specs)
    if not 4 <= n <= (8 if eight_players else 7):
        raise ValueError(f"the card game seats 4 to 7 players (8 with the two-Renegade option), not {n}")
    rng = new_rng(seed)
    roles = list(roles_for(n))
    for s in specs:
        if "role" in s:
            roles.remove(s["role"])
    rng.shuffle(roles)
    chars = [c for c in CHARACTERS if c not in {s.get("character") for s in specs}]
    rng.shuffle(chars)
    g = CardGame()
    g.rng = rng
    g.options = {"eight_players": eight_players}
    for seat, s in enumerate(specs):
        role = s.get("role") or roles.pop()
        char = s.get("character") or chars.pop()
        life = CHARACTERS[char].life + (1 if role == SHERIFF else 0)
        g.players.append(Player(seat, s.get("name", f"player {seat + 1}"), char, role, life, life,
                                role_revealed=role == SHERIFF))
    g.deck = list(range(DECK_SIZE))
    rng.shuffle(g.deck)
    g.emit("game_start", {"players": [{"name": p.name, "character": p.character, "life": p.life,
                                       "role": p.role if p.role_revealed else None} for p in g.players]})
    for p in g.players:
        g.draw(p, CHARACTERS[p.character].life)      # rulings: the Sheriff's extra bullet is not a card
    sheriff = next(p.seat for p in g.players if p.role == SHERIFF)
    g.turn = sheriff
    g.stack = [{"k": "turn", "seat": sheriff, "stage": "start"}]
    g._run()
    return g
