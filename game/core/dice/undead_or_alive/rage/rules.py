"""The Rage cards' rules: drawn face down at the end of a turn in which a player lost 2 or more life, revealed at
his next turn's start (arrows taken at once, the other symbols added to his dice as dice never rolled), discarded
at that turn's end; the discard is shuffled into a new deck when the deck runs out.

A card face down is a token of the secret kind RAGE (its pile the deck), face up one of SHOWN, which shares its
supply (its pile the discard, specs.Token.shares).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.common.errors import ScenarioError
from game.core.common.seats import seats_from
from game.core.dice.base.faces import ARROW
from game.core.dice.specs import DieKind, Face, Hook, Task
from game.core.dice.undead_or_alive.rage.deck import ANY, CARDS, arrows, face, symbols

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

RAGE, SHOWN = "rage_cards", "rage_shown"     # the token kinds: a card face down (pile: the deck), face up (discard)
KIND = "rage"                                # the die kind a revealed card adds, and why things happen
HURT, DUE = "rage_hurt", "rage_due"          # turn flags: seats that lost life this turn, that lost 2 or more
DRAW_LOSS = 2                                # life lost in one turn that draws a card
ARROW_TASK = "rage_arrow"

FACES = tuple(Face(f, {s: n for s, n in symbols(c).items() if s != ARROW})
              for f, c in {face(c): c for c in CARDS}.items() if f is not None)
DIE = DieKind(KIND, tuple(f.id for f in FACES), "red", place=2, fixed=True)


# -- drawing --------------------------------------------------------------------------------------------------
def draw(g: DiceGame, seat: int, why: str, by: int | None = None) -> list[Task]:
    """`seat` draws a Rage card face down, unless his status takes no such card (a zombie); returns the tasks his
    ability asks for then (the `drew` moment), which the caller runs next."""
    if not g.status[seat].penalised or not take(g, seat, why, by):
        return []
    return g.fire("drew", seat, RAGE) if g.hooks["drew"][seat] else []


def take(g: DiceGame, seat: int, why: str, by: int | None = None) -> bool:
    """`seat` takes the top Rage card (the discard shuffled into a new deck first if the deck is empty): False if
    there was none."""
    deck, discard = g.token_piles[RAGE], g.token_piles[SHOWN]
    assert isinstance(deck, list) and isinstance(discard, list)
    if not deck and discard:
        deck += discard
        discard.clear()
        g.rng.shuffle(deck)
        g.emit("rage_reshuffled", {"cards": len(deck)})
    if not deck:
        return False
    g.take_tokens(RAGE, seat, 1, why, by)
    return True


def holds(g: DiceGame, seat: int) -> bool:
    """May `seat` hold a Rage card: in the game and taking them (a zombie never does)."""
    status = g.status[seat]
    return status.targetable and status.penalised


def _lost(g: DiceGame, seat: int, lost: int, source: str, by) -> None:
    """A player who lost life: marked for a card once his losses of this turn reach 2."""
    bit = 1 << seat
    hurt = g.flags.get(HURT, 0)
    if lost >= DRAW_LOSS or hurt & bit:
        g.flags[DUE] = g.flags.get(DUE, 0) | bit
    g.flags[HURT] = hurt | bit


# -- a turn's start: the reveal ---------------------------------------------------------------------------------
def _reveal(g: DiceGame, seat: int) -> list[Task] | None:
    """The roller turns his face-down cards up: their arrows are taken at once (one task each)."""
    cards = g.tokens[RAGE][seat]
    if not cards or not g.status[seat].targetable:
        return None
    g.tokens[RAGE][seat] = []
    g.tokens[SHOWN][seat] += cards
    g.emit("tokens", {"amount": len(cards), "from": {"seat": seat, "zone": RAGE}, "to": {"seat": seat, "zone": SHOWN},
                      "why": KIND, "by": None, "which": list(cards)})
    return [(ARROW_TASK, seat)] * sum(map(arrows, cards))


def arrow(g: DiceGame, seat: int) -> None:
    if g.winner is None and g.status[seat].targetable:
        g.take_arrow(seat, KIND)


def turn_dice(g: DiceGame, seat: int, kinds: tuple) -> tuple:
    """The turn's dice and one never rolled per card revealed that shows more than arrows."""
    shown = [c for c in g.tokens[SHOWN][seat] if face(c)] if seat == g.turn else ()
    return (*kinds, *(KIND,) * len(shown)) if shown else kinds


def set_dice(g: DiceGame, seat: int) -> dict[int, str]:
    """The revealed cards' dice show their symbols."""
    if not g.tokens[SHOWN][seat]:
        return {}
    faces = [f for f in map(face, g.tokens[SHOWN][seat]) if f is not None]
    dice = [d for d, kind in enumerate(g.kinds) if kind == KIND]
    return dict(zip(dice, faces))


# -- a turn's end -----------------------------------------------------------------------------------------------
def _over(g: DiceGame, seat: int, after: int) -> list[Task]:
    """The roller's revealed cards go to the discard; then each player who lost 2 or more life this turn draws a
    card, clockwise from the roller."""
    if g.tokens[SHOWN][seat]:
        g.give_back_tokens(SHOWN, seat, list(g.tokens[SHOWN][seat]), KIND)
    due = g.flags.get(DUE, 0)
    if not due:                         # (most turns' ends: nobody lost 2 life; no walk over the seats)
        return []
    asked: list[Task] = []
    for s in seats_from([st.targetable for st in g.status], seat):
        if due >> s & 1:
            asked += draw(g, s, KIND)
    return asked


def _fell(g: DiceGame, seat: int, fallen: list[int]) -> None:
    """Players out of the game discard their cards at once, as their arrows go back (seed 001, module 4: «devuelve
    ... tus cartas de Rabia»); heard at each seat that acts, so the first hearing discards them."""
    for s in fallen:
        if g.tokens[SHOWN][s]:
            g.give_back_tokens(SHOWN, s, list(g.tokens[SHOWN][s]), KIND)
        if g.tokens[RAGE][s]:
            _discard_hidden(g, s)


def _discard_hidden(g: DiceGame, seat: int) -> None:
    """A player out of the game discards his face-down cards (only he is told which)."""
    cards, g.tokens[RAGE][seat] = g.tokens[RAGE][seat], []
    discard = g.token_piles[SHOWN]
    assert isinstance(discard, list)
    discard += cards
    g.emit("tokens", {"amount": len(cards), "from": {"seat": seat, "zone": RAGE}, "to": {"seat": None, "zone": SHOWN},
                      "why": KIND, "by": None, "which": list(cards)}, ("which",), (seat,))


# -- scenario words ----------------------------------------------------------------------------------------------
def scenario_setup(g: DiceGame, spec: dict) -> None:
    """`[[players]] rage`, `[table] rage_deck` (top first) and `rage_discard`: cards by their symbols, or "rage" for
    any card; the cards nobody names lie in the deck below those named."""
    table = spec.get("table", {})
    held = [p.get("rage", []) for p in spec["players"]]
    top, discard = table.get("rage_deck", []), table.get("rage_discard", [])
    for what, cards in [*(("rage", h) for h in held), ("rage_deck", top), ("rage_discard", discard)]:
        if not isinstance(cards, list) or not set(cards) <= {*CARDS, ANY}:
            raise ScenarioError(f"{what} lists Rage cards by their symbols among {sorted(set(CARDS))} or "
                                f"{ANY!r}, not {cards!r}")
    named = Counter(c for cards in [*held, top, discard] for c in cards if c != ANY)
    if named - Counter(CARDS):
        raise ScenarioError(f"there are not that many Rage cards: the deck holds {sorted(CARDS)}")
    rest = list((Counter(CARDS) - named).elements())
    wild = sum(cards.count(ANY) for cards in [*held, top, discard])
    if wild > len(rest):
        raise ScenarioError("more Rage cards are named than the deck holds")
    for seat, cards in enumerate(held):
        g.tokens[RAGE][seat] = [c if c != ANY else rest.pop(0) for c in cards]
        g.tokens[SHOWN][seat] = []
    g.token_piles[SHOWN] = [c if c != ANY else rest.pop(0) for c in discard]
    g.token_piles[RAGE] = [*(c if c != ANY else rest.pop(0) for c in top), *rest]


def _count(kind: str):
    def count(g: DiceGame) -> int:
        pile = g.token_piles[kind]
        return len(pile) if isinstance(pile, list) else pile
    return count


SCENARIO_PATHS = {"rage_deck.count": _count(RAGE), "rage_discard.count": _count(SHOWN)}
PLAYER_PATHS = {"rage_count": lambda g, seat: len(g.tokens[RAGE][seat]),
                "rage_shown": lambda g, seat: list(g.tokens[SHOWN][seat])}
HOOKS: dict[str, Hook] = {"turn_start": _reveal, "on_life_lost": _lost, "turn_over": _over, "on_elimination": _fell}
