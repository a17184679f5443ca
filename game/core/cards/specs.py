"""The extension points of the card game: what a card kind, a character, a frame kind, an answer verb, a set's
own pile or counter, a set-level hook and a phase-2 action hold.

A card set (sets.py) is a list of card kinds and characters, the piles and counters it adds to the table, and
the hooks it plugs into the rules. Each record holds its data and its hooks, so one card or one character lives
in one place; the engine, the views, the saves and the explanations read the records and call the hooks and
never name a card, a character or a set. An expansion adds records; it edits nothing here or in the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from game.core.common.decision import Decision

if TYPE_CHECKING:
    from game.core.cards.box import Box
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player
    from game.core.common.view import SeatView

BROWN, BLUE, BLACK = "brown", "blue", "black"   # a card's border: used and discarded / kept in front / kept in
#                                                 front, bought rather than played (Gold Rush's equipment)
CARDS = "cards"             # the deck of playing cards (rank and suit each) every card game has
NO_TARGET, PLAYER, PLAYER_CARD = "none", "player", "player_card"   # ("play", c) / (.., seat) / (.., seat, card)
Reason = tuple[str, str]                    # (rule id, message) of a refused answer
CARD_ARG, SEAT_ARG, USE_ARG = "card", "seat", "use"     # what an answer's arguments name (Verb.args): a card, a
#   seat, or the rest is the use of the card before it as a play's tail says it ([kind used as], [target], [take])

# -- a card kind's hooks ---------------------------------------------------------------------------------------
Options = Callable[["Aim", int], Iterable[tuple]]              # the legal phase-2 plays of card `c` in hand
Effect = Callable[["CardGame", "Player", int, tuple], None]    # what a played brown card does (action given)
WhyNot = Callable[["CardGame", "Player", tuple], "Reason | None"]   # the rule an answer breaks, if it knows one
TurnCheck = Callable[["CardGame", "Player", int, "int | None"], bool]  # (owner, card, drawn): does the turn go on?
SavesNow = Callable[["CardGame"], bool]                        # may it be played against a lethal hit now?
Price = Callable[["Box", tuple], int]                          # the tokens an answer costs (a client shows it)
Charge = Callable[["CardGame", "Player", tuple], int]          # what it costs that player now (his discount in)

# -- a frame kind's hooks --------------------------------------------------------------------------------------
Step = Callable[["CardGame", dict], "Decision | None"]         # run the frame on; a Decision stops the loop
Answer = Callable[["CardGame", dict, tuple], None]             # apply a legal answer to the decision it asked

# -- a character's hooks ---------------------------------------------------------------------------------------
AfterHit = Callable[["CardGame", "Player", int, "int | None"], None]   # (amount lost, who played the card)
OnEmptyHand = Callable[["CardGame", "Player"], None]
DrawStep = Callable[["CardGame", dict, "Player"], "Decision | None"]
DrawAnswer = Callable[["CardGame", dict, "Player", tuple], None]
Anytime = Callable[["CardGame", "Player", str], list[tuple]]   # options added to any decision (its kind given)
Pay = Callable[["CardGame", "Player", tuple], None]             # pays a paid heal's cost


class Frame(NamedTuple):
    """A kind of pending work on the engine's stack, and what of it a view may show (view.allowed)."""
    step: Step
    answer: Answer | None = None
    public: tuple[str, ...] = ()     # fields every seat sees
    owner: tuple[str, ...] = ()      # fields only the frame's player (its "seat") sees; the others get a count
    wins: str = ""                   # the suits a "draw!" it pushes (its `for`) wants, for a bot choosing among
    #                                  cards flipped ("": a heart, as a Barrel's or a Jail's)


@dataclass(frozen=True, eq=False)
class Verb:
    """The first word of an answer, as far as explaining a refusal needs it."""
    name: str
    words: str                                      # "play a Missed!": for "you cannot play a Missed! now"
    kinds: frozenset[str] | None = frozenset()      # the decisions it answers even when not offered; None: all
    from_hand: bool = False                         # its first argument must be a card in the answerer's hand
    owner: str | None = None                        # the character whose ability it is
    why_not: WhyNot | None = None                   # the rule it breaks in a decision it answers
    misplaced: Reason | None = None                 # said when tried in answer to an attack it cannot answer
    args: tuple[str, ...] = ()                      # what its arguments name (CARD_ARG...): a client words it so
    price: Price | None = None                      # what an answer costs its player, before a discount (a client
    #                                                 shows it)
    charge: Charge | None = None                    # what it costs a player now, his discount included (None: its
    #                                                 price; a reader asks reading.prices)
    worth: Worth | None = None                      # what a bot thinks of an answer of it (a TurnAction's: its own)
    silly: tuple[Silly, ...] = ()                   # the silly answers of it (a bot never makes one it can avoid)


class DrawPhase(NamedTuple):
    """A character's own phase 1: the step (may ask a Decision) and the answer to it."""
    step: DrawStep
    answer: DrawAnswer | None = None


class PaidHeal(NamedTuple):
    """An ability that pays a cost for one life point (Sid Ketchum); when dying it counts as one Beer."""
    verb: str
    pay: Pay


# -- a set's hooks (see HOOK_POINTS) and phase-2 actions ----------------------------------------------------
# a set's phase-2 actions open to a player, given the Aim of his hand's plays (plays.Aim: he, his game, whom he may
# aim at and how far, worked out once for the hand and the actions)
TurnOptions = Callable[["Aim"], Iterable[tuple]]
TurnApply = Callable[["CardGame", "Player", tuple], None]           # do one of them
# a bot's score of one of its options, from its view and its enmity (`foe(seat)`: how much it wants that player hurt,
# positive for a foe, negative for a friend; the Sheriff's enmity is public, the others' come from its belief)
Worth = Callable[["Box", "SeatView", tuple, Callable[[int], float]], float]


class Silly(NamedTuple):
    """A play a watching player laughs at, whatever the cards and roles its player cannot see: `judge` says what
    was silly about an answer, from its player's view, or None. Every bot level vetoes such an answer when it has
    another; bench/blunders.py counts them by `name` (a class of its own, or one of the base game's)."""
    name: str
    judge: Callable[[Box, SeatView, tuple], str | None]


# -- a set's own places: piles of cards and counters ------------------------------------------------------------
DECK, ROW, COUNTER = "deck", "row", "counter"   # face-down cards (top last) / face-up cards (last on top) / a number
PUBLIC, OWNER = "public", "owner"               # who sees a player's pile: everyone / its player (others: a count)


class Pile(NamedTuple):
    """A place a card set adds: on the table (one) or in front of every player (`per_player`). Its name is its
    zone in `move` events, its key in views, saves and scenario files, so it must be unique in a game.

    A DECK lies on the table face down (every seat sees its count): it holds the cards of the deck `cards` names
    and is dealt the cards of that deck, shuffled, at the deal; `refill` is the face-up pile shuffled into it when
    it runs out (as the discard pile is into the deck). A ROW holds face-up cards: `size` > 0 keeps that many dealt
    from the deck `fill` (a shop), filled at the deal. A COUNTER is a number of tokens, `start` at the deal; a
    player's may name the table's counter that is its `bank` (Gold Rush's heap of nuggets)."""
    name: str
    kind: str                       # DECK, ROW or COUNTER
    per_player: bool = False
    seen: str = PUBLIC              # a player's pile of cards: PUBLIC (face up) or OWNER (a hand of its own)
    cards: str = CARDS              # the deck whose cards lie in it (a deck or a row)
    refill: str | None = None       # a DECK: the ROW shuffled into it when it is empty
    fill: str | None = None         # a ROW: the DECK it is kept filled from, `size` cards
    size: int = 0
    start: int = 0                  # a COUNTER: its value at the deal
    bank: str | None = None         # a player's COUNTER: the table's counter his tokens come from (it starts short
    #                                 of what the players start with, and a scenario's leaves out what they hold)


class Hook(NamedTuple):
    """A set's function at one of the points of the rules the expansions change (HOOK_POINTS). Several sets may
    listen at one point: their hooks run by `order`, then in the order the sets are enabled. A hook of a rule
    option (`option`: its name) is called only in the games that turn it on."""
    at: str
    call: Callable
    order: int = 0
    option: str = ""
    needs: str | None = None        # "anytime" only: a pile or counter of p's that must hold something for the hook
    #                                 to answer (it is asked at every decision: for a player without, it is not called)


# The points a set may hook, with the call each gets. Folds take the value so far and return it, changed or not.
HOOK_POINTS = {
    "life_lost": "(g, p, lost, why, credit, by): p has just lost `lost` life points, before any save",
    "after_hit": "(g, p, amount, by): the hit is fully resolved and p is still in the game",
    "eliminated": "(g, p, credit): p is out and his hand and cards in play are gone; the set's own piles next",
    "rewards": "(g, p, killer): after the end is judged, if a player still in the game other than p eliminated him",
    "turn_start": "(g, p): as p's turn starts, before the cards in front of him draw!",
    "turn_end": "(g, p): as p's turn ends (may push work, or grant g.extra_turn())",
    "hand_limit": "fold (g, p, limit) -> limit: the cards p may keep at the end of his turn",
    "draw_count": "fold (g, p, n) -> n: the cards of an ordinary phase 1",
    "check_count": "fold (g, p, n) -> n: the cards flipped for each of p's \"draw!\"s (the one that counts is chosen)",
    "phase_one_end": "(g, p): p's phase 1 is over, whatever way he drew (his character's own way too)",
    "card_played": "(g, p, card, why): p has just played `card` from his hand (why: the answer's verb: `play`, a "
                   "save, an answer to a shot, or a set's own such as selling it), now where it went (a brown "
                   "card on the discard pile, before its effect)",
    "spared": "first (g, p, card, by, why) -> str | None: what makes the card `by` played (or used: `why` names "
              "the effect, the kind it is played as) have no effect on p (a card of his, by its id), None if "
              "nothing does; the card's code skips him and a `spared` event names it",
    "anytime": "(g, p, kind) -> [options]: the set's answers added to any decision of p's (a paid heal of its own)",
    "forbids": "first (g, p, kind, options, answer) -> Reason | None: a rule that takes `answer`, one of the `options` "
               "the cards allow p in a decision of that kind, away from him (Ley Implacable: the Sheriff may not end "
               "his turn while he can shoot); the decision leaves it out, and a try of it is refused with the reason",
}


class ScenarioWords(NamedTuple):
    """A set's own words in scenario files (docs/scenarios.md): `setup` makes what it will of the table a file
    built, reading its own keys from the files' `[[players]]` (in seat order), just before the game runs;
    `paths` are the player paths it answers (`NAME.path`), each from the game and the player."""
    setup: Callable[[CardGame, list[dict]], None]
    paths: Mapping[str, Callable[[CardGame, Player], object]]


class TurnAction(NamedTuple):
    """A phase-2 action a set offers besides playing a card from hand (buying, selling...). Its answers start with
    `verb.name`; `options` lists the legal ones, `apply` does one; `worth` is what a bot thinks of one."""
    verb: Verb
    options: TurnOptions
    apply: TurnApply
    worth: Worth | None = None


@dataclass(frozen=True, eq=False)
class CardKind:
    name: str                      # id, snake_case English
    en: str
    es: str
    color: str                     # its border: BROWN, BLUE or BLACK
    signs: str                     # its copies, rank and suit each: "AS QH KH" ("": none, see `copies`)
    keep: float = 3.0              # what a bot thinks one is worth keeping in hand (an average card unless told)
    weapon_range: int = 0          # > 0: a weapon
    cover: int = 0                 # others see its owner this much farther (Mustang)
    sight: int = 0                 # its owner sees others this much nearer (Scope)
    book: bool = False             # carries the book symbol (left out of the simplified deck)
    target: str = NO_TARGET        # what a play of it names
    hostile: bool = False          # played at a player, it harms them: the others read it as an attack
    aimed_in_reach: bool = False   # played only at a player its owner's weapon reaches (a reader says how far)
    unlimited_bangs: bool = False  # in play, its owner's BANG!s are not limited to one a turn
    draws_against_shots: bool = False   # in play, its owner may draw! against each BANG! (a heart cancels it)
    options: Options | None = None      # its legal plays in phase 2 (None: never played then)
    effect: Effect | None = None        # what it does when played (brown cards)
    why_not: WhyNot | None = None       # why a play of it is refused, beyond what its target type says
    turn_check: TurnCheck | None = None   # in play, its owner draws! for it as the turn starts, in set order
    saves: SavesNow | None = None       # it may answer a lethal hit (the answer's verb is its name)
    frames: Mapping[str, Frame] = field(default_factory=dict)   # the pending work it brings
    verbs: tuple[Verb, ...] = ()        # the answers it brings
    copies: int = 0                     # its copies when they have no rank and suit (the deck's cards are named alone)
    deck: str = CARDS                   # the deck its copies are shuffled into
    cost: int | None = None             # what it costs to buy, if it is bought


@dataclass(frozen=True, eq=False)
class Character:
    id: str
    en: str
    es: str
    life: int
    cover: int = 0                          # Paul Regret: a Mustang at all times
    sight: int = 0                          # Rose Doolan: a Scope at all times
    also_as: Mapping[str, str] = field(default_factory=dict)   # a card's name -> another it may be used as
    unlimited_bangs: bool = False
    shot_needs: int = 1                     # Missed!-effects needed against his BANG! cards
    draws_against_shots: bool = False       # a Barrel of his own (the answer's verb is his id)
    draw_checks: int = 1                    # cards flipped for each of his "draw!"s (he picks the one that counts)
    heir: bool = False                      # takes the cards of every player eliminated
    after_hit: AfterHit | None = None       # once a hit is fully resolved, if still in the game
    on_empty_hand: OnEmptyHand | None = None
    draw_phase: DrawPhase | None = None     # None: draws two cards from the deck
    anytime: Anytime | None = None
    paid_heal: PaidHeal | None = None
    verbs: tuple[Verb, ...] = ()
    # what an expansion's character may bring besides (none of the base game's does):
    actions: tuple[TurnAction, ...] = ()    # phase-2 actions only his player is offered (after the sets')
    hooks: tuple[Hook, ...] = ()            # at HOOK_POINTS, beside the sets': each says whom it concerns itself
    frames: Mapping[str, Frame] = field(default_factory=dict)   # the pending work it brings
