"""The extension points of the card game: what a card kind, a character, a frame kind and an answer verb hold.

A card set (sets.py) is a list of card kinds and characters. Each record holds its data and its hooks, so one
card or one character lives in one place; the engine, the views and the explanations call the hooks and never
name a card or a character. An expansion adds records; it edits nothing here or in the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from game.core.common.decision import Decision

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.plays import Aim
    from game.core.cards.state import Player

BROWN, BLUE = "brown", "blue"               # played and discarded / kept in front of a player
NO_TARGET, PLAYER, PLAYER_CARD = "none", "player", "player_card"   # ("play", c) / (.., seat) / (.., seat, card)
Reason = tuple[str, str]                    # (rule id, message) of a refused answer

# -- a card kind's hooks ---------------------------------------------------------------------------------------
Options = Callable[["Aim", int], Iterable[tuple]]              # the legal phase-2 plays of card `c` in hand
Effect = Callable[["CardGame", "Player", int, tuple], None]    # what a played brown card does (action given)
WhyNot = Callable[["CardGame", "Player", tuple], "Reason | None"]   # the rule an answer breaks, if it knows one
TurnCheck = Callable[["CardGame", "Player", int, "int | None"], bool]  # (owner, card, drawn): does the turn go on?
SavesNow = Callable[["CardGame"], bool]                        # may it be played against a lethal hit now?

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


class DrawPhase(NamedTuple):
    """A character's own phase 1: the step (may ask a Decision) and the answer to it."""
    step: DrawStep
    answer: DrawAnswer | None = None


class PaidHeal(NamedTuple):
    """An ability that pays a cost for one life point (Sid Ketchum); when dying it counts as one Beer."""
    verb: str
    pay: Pay


@dataclass(frozen=True, eq=False)
class CardKind:
    name: str                      # id, snake_case English
    en: str
    es: str
    color: str                     # BROWN or BLUE
    signs: str                     # its copies in the deck, rank and suit each: "AS QH KH"
    keep: float = 3.0              # what a bot thinks one is worth keeping in hand (an average card unless told)
    weapon_range: int = 0          # > 0: a weapon
    cover: int = 0                 # others see its owner this much farther (Mustang)
    sight: int = 0                 # its owner sees others this much nearer (Scope)
    book: bool = False             # carries the book symbol (left out of the simplified deck)
    target: str = NO_TARGET        # what a play of it names
    hostile: bool = False          # played at a player, it harms them: the others read it as an attack
    unlimited_bangs: bool = False  # in play, its owner's BANG!s are not limited to one a turn
    draws_against_shots: bool = False   # in play, its owner may draw! against each BANG! (a heart cancels it)
    options: Options | None = None      # its legal plays in phase 2 (None: never played then)
    effect: Effect | None = None        # what it does when played (brown cards)
    why_not: WhyNot | None = None       # why a play of it is refused, beyond what its target type says
    turn_check: TurnCheck | None = None   # in play, its owner draws! for it as the turn starts, in set order
    saves: SavesNow | None = None       # it may answer a lethal hit (the answer's verb is its name)
    frames: Mapping[str, Frame] = field(default_factory=dict)   # the pending work it brings
    verbs: tuple[Verb, ...] = ()        # the answers it brings


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
