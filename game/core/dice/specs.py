"""The extension points of the dice game: what a face, a die kind, a step, a character, a token and a module hold.

A module (modules.py) is one record listing these; a game's box (box.py) is built from its enabled modules, the
base game first. Each record holds its data and its functions, so one face, one character or one step lives in
one place; the engine runs the turn and calls them, and never names a face, a character or a module.

The engine's work is a stack of tasks, each a tuple (name,) or (name, detail): a task's Step says how to run it,
how to answer the decision it may ask, and what its one detail is ("seat" or "dice"), the detail's field name in
saves and views. A hook runs at a moment of the game (HOOKS) and returns the tasks to run next, in order, if any.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple, Protocol

from game.core.common.decision import Decision
from game.core.common.options import Option
from game.core.common.series import SeriesRules
from game.core.common.status import Status
from game.core.common.view import Allow

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

Task = tuple                                                     # (name,) or (name, detail)
Reason = tuple[str, str]                                         # (rule id, message) of a refused answer
Run = Callable[..., "Decision | None"]                           # (game[, detail]) -> the decision it waits on
Answer = Callable[..., None]                                     # (game, action[, detail]) applies an answer
Hook = Callable[..., "Iterable[Task] | None"]                    # (game, seat, *what happened) -> tasks to run next
WhyNot = Callable[["DiceGame", tuple], "Reason | None"]          # the rule an answer breaks, if it knows one
OnRoll = Callable[["DiceGame", int, int], "Iterable[Task] | None"]   # (game, roller, symbols rolled) as they land
TurnDice = Callable[["DiceGame", int, tuple], tuple]             # (game, seat, kinds so far) -> this turn's kinds
Judge = Callable[["DiceGame", list], "tuple[str, list[int]] | bool | None"]   # (game, fallen (seat, by) pairs)
Check = Callable[["DiceGame"], "str | None"]                     # what is wrong with a loaded game, or None
Ability = Callable[["DiceGame", int], "Character | None"]        # the ability in effect at a seat, if not his own
LossAdjust = Callable[["DiceGame", int, list], None]             # (game, who took the last arrow, losses per seat)
Deal = Callable[["DiceGame", list], None]        # (game, per seat the role word it was given or None) -> deals more
SetDice = Callable[["DiceGame", int], "Mapping[int, str]"]       # (game, roller) -> die -> the face it starts on


class Reader(Protocol):
    """What a bot makes of one decision, in life points for its side (game/bots/dice_policy.py's Table): a module's
    `worth` prices its answers with it, so the bots never name a module's decisions."""
    seat: int
    data: dict                                   # the seat's view (JSON): table, role, rules, pending

    def foe(self, seat: int) -> float: ...       # how much I want `seat` hurt (negative: a friend; myself -1)
    def hit(self, target: int, life: int, amount: int = 1) -> float: ...     # `target` (at `life`) losing `amount`
    def heal(self, target: int, life: int, amount: int = 1) -> float: ...    # `target` (at `life`) gaining `amount`
    def self_loss(self, amount: int, life: int | None = None) -> float: ...  # what losing life costs me
    def arrows_cost(self, count: int) -> float: ...   # taking `count` arrows from the pile now
    def held(self, arrows: int) -> float: ...          # holding `arrows` (their Indian attack is coming)
    def roll_worth(self, kinds: Iterable[str]) -> float: ...   # a turn's dice of `kinds`, rolled and re-rolled
    def dice_worth(self, faces: Iterable[str]) -> float: ...   # my dice showing `faces` as they resolve
    def base(self, kind: str, option: tuple) -> float: ...     # the bots' own score of a base game's answer


Worth = Callable[[Reader, tuple], "float | None"]   # (a bot's reading, an answer) -> its worth; None: not this one's
SymbolWorth = Callable[[Reader], float]             # (a bot's reading) -> what one kept symbol is worth to the roller


class Silly(NamedTuple):
    """A play a watching player laughs at, whatever its player cannot see: `judge` says what was silly about an
    answer, from the seat's view (JSON), or None. Every bot level vetoes such an answer when it has another;
    bench/blunders.py counts it by `name`."""
    name: str
    judge: Callable[[dict, tuple], str | None]

# The moments a hook may listen to: name -> the arguments after (game, seat). A character's hook runs at the
# moments of its seat, a token's at those of the seats holding one; a module's at every seat's (it finds whom they
# concern). At a seat they run in that order: its ability's, its tokens', the modules' (the modules' first at the
# moments of MODULES_FIRST).
HOOKS: dict[str, tuple[str, ...]] = {
    "turn_start": (),                           # the turn of `seat` begins, before anything is rolled
    "before_roll": (),                          # then, before the first roll: where a module asks which dice
    "rolled": (),                               # after each roll of `seat`, before its on-roll symbols act
    "roll_done": (),                            # after each roll of `seat` that a re-roll may follow (not a
    #                                             forced last one), once its on-roll symbols acted, before the
    #                                             re-roll is asked or a limit ends the rolling: an ability that
    #                                             turns a die (Belle Star, Chuck Wengam)
    "dice_final": (),                           # the dice of `seat` are final (his last roll, he stopped or a
    #                                             limit ended the rolling), before they resolve
    "turn_end": (),                             # the turn of `seat` ends (a roller still in reach's only)
    "turn_over": ("next",),                     # the turn of `seat` is over, even if he fell in it, and `next`'s
    #                                             would start (his own again after an extra turn): the last moment
    #                                             its turn flags are read (a draw owed for what the turn did); the
    #                                             hooks' tasks run first, once a turn, and they may hand the coming
    #                                             turn to another seat instead (DiceGame.hand_turn); heard at every
    #                                             turn's end, an extra turn's too (DiceGame.play_again)
    "on_life_lost": ("lost", "source", "by"),   # `seat` lost life in one landing
    "drew": ("kind",),                          # `seat` drew a token of `kind` by a module's rule that lets an
    #                                             ability answer it (a Rage card: Pixie Pete); the module runs the
    #                                             tasks returned next
    "roll_failed": ("kind",),                   # `seat`, the roller, failed a roll of a die of `kind` rolled aside
    #                                             (a duel's): an ability may offer to roll it again (Sean Mallory);
    #                                             the module waits for the tasks returned
    "symbol_used": ("symbol",),                 # a module's step spent one `symbol` of the final dice of `seat`,
    #                                             the roller, on an answer of his (a Duel given, a 1 or 2 shot;
    #                                             never one a rule cancelled): an ability that acts each time he
    #                                             uses it (Sam the Healer), or counts them (Doc Holyday)
    "on_elimination": ("fallen",),              # players fell: run for each living `seat`, clockwise from the roller
    "before_life_lost": ("target",),            # hits on `target` wait to land (the batch): run for each `seat` that
    #                                             acts, clockwise from the roller, only if some seat listens (a
    #                                             table where nobody does lands its hits at once, as ever)
    "before_gain": ("gain", "source", "by"),    # `seat` is about to gain life; the hooks' tasks run first and the
    #                                             gain waits (DiceGame.gains) unless one calls deny_gain
    "before_fall": ("by",),                     # `seat` reached 0 life and would fall; the hooks' tasks run first
    #                                             (he waits at 0 in DiceGame.falling) and he falls unless given life
}
# The moments whose modules' hooks run before the seat's own: a power that turns a die of any roll "before its
# effect is applied" (El Médico) comes before an ability of the roller that applies it (an Arrow given away).
MODULES_FIRST = frozenset({"rolled"})
DETAILS = ("seat", "dice")                      # what a task's one detail may be
INDIANS = "indians"             # the source of the life the Indians cost (the engine's own), and why arrows go back


class Step(NamedTuple):
    """A kind of task on the engine's stack, and what of it a view may show (common/view.py: allowed)."""
    run: Run
    answer: Answer | None = None
    detail: str | None = None                   # "seat" or "dice": its one detail, if any
    allow: Allow | None = None                  # what views show of it; None: its detail, to everyone


class Face(NamedTuple):
    """A die face: the symbols it shows, with counts (a double shows two of one symbol, each resolved on its own)."""
    id: str
    symbols: Mapping[str, int]


class DieKind(NamedTuple):
    """A kind of die: its six faces (one random number picks one) and the colour it is drawn in. `place`: where its
    dice go among a turn's, lower first (ties keep the order the modules chose). `fixed`: never rolled, it shows the
    face a module's `set_dice` gives it for the whole turn (symbols added to the roll: a Rage card's, a wound
    token's); its faces are its own (any number of them), never shown by a rolled die."""
    id: str
    faces: tuple[str, ...]
    colour: str
    place: int = 0
    fixed: bool = False


class Symbol(NamedTuple):
    """What the engine needs to know of a symbol as it is rolled: a die showing it cannot be rolled again unless
    the roller's ability says so (`locked`: the rule id and words of that refusal), and this many of it on the
    dice end the rolling, told by an event of this kind (`limit`)."""
    id: str
    locked: Reason | None = None
    limit: tuple[int, str] | None = None


class Resolve(NamedTuple):
    """A step that resolves the final dice, placed right after the step `after` (None: after every other)."""
    step: str
    after: str | None = None


class Token(NamedTuple):
    """A kind of token the players hold, per seat. `supply` an int: a count per seat, the rest in a pile;
    a tuple: the tokens themselves (with repeats), a list per seat, the rest in a face-down pile whose order
    nobody sees. `secret`: only the holder sees which he holds (the others, how many). `dealt`: how many of a
    counted kind each player starts with, from the pile. `hooks` run at the moments of the seats holding one (a
    role card, a Rage card, the Chief's Arrow listen so). `status`: taking one gives its holder this status (the
    Ghost's token makes him a ghost), one of its module's `statuses`. `instead_of_arrow`: a step (detail "seat")
    that asks a player who must take an arrow from the pile, while this pile holds one, whether to take this token
    instead (the Chief's Arrow); it answers ("take_arrow",) or ("take_arrow", name) and calls
    DiceGame.take_arrow_or_token. `with_arrows`: held like an arrow, it goes back to its pile whenever its holder's
    arrows do (an Indian attack, a Gatling, a fall). `kept_by`: the name of a status whose player keeps the listed
    tokens nobody else holds (the Ghost keeps his tokens): a scenario that names no pile for them hands him the
    rest. `shares`: the kind whose supply this one shares, the same tokens in another state (a Rage card face up):
    its pile starts empty (a discard pile), and the tokens are counted over both kinds together."""
    name: str
    supply: int | tuple[str, ...]
    secret: bool = False
    dealt: int = 0
    hooks: Mapping[str, Hook] = MappingProxyType({})
    status: Status | None = None
    instead_of_arrow: str | None = None
    with_arrows: bool = False
    kept_by: str | None = None
    shares: str | None = None


@dataclass(frozen=True, eq=False)
class Character:
    """A character's life, names, hooks and the rule parameters its ability changes (defaults: no ability).
    `rolls`, `reach`, `rerolls_locked`, `immune_to`, `arrow_instead_of`, `indian_cap`, `acts_at_end` and
    `limits_off` are read by the turn and the landing of hits; the others by the base module's steps. `needs`: the
    modules without which he is left out of the box (box.left_out), as the rulebook leaves a character out without
    his module.
    `ability_en`/`ability_es`: his card's text, for the window's rules and the setup."""
    id: str
    en: str
    es: str
    life: int
    rolls: int = 3                                   # rolls in a turn, the first included
    reach: Mapping[str, tuple[int, ...]] = field(default_factory=dict)   # shot symbol -> distances, if not usual
    rerolls_locked: bool = False                     # may roll a locked die (Dynamite) again
    immune_to: frozenset[str] = frozenset()          # sources that never cost life
    arrow_instead_of: frozenset[str] = frozenset()   # sources whose hit may be taken as an arrow
    indian_cap: int | None = None                    # most life lost to one Indian attack
    gatling_needs: int = 3
    self_beer: tuple[int, int] | None = None         # (life at most, life gained) for a Beer on himself
    gatling_discards_arrows: bool = False            # one arrow of anyone per Gatling face
    beer_doubles_shot: bool = False                  # once per turn a Beer makes a 1 or 2 hit twice
    shot_relief: frozenset[str] = frozenset()        # shot symbols: the first that hits him in a turn costs nothing
    acts_at_end: frozenset[str] = frozenset()        # on-roll symbols that act only on his final dice, not as rolled
    limits_off: frozenset[str] = frozenset()         # symbols whose limit (Symbol.limit) never ends his rolling
    needs: tuple[str, ...] = ()                      # modules he is played with (without them: left out)
    ability_en: str = ""
    ability_es: str = ""
    dice: tuple[str, ...] | None = None              # the die kinds he rolls, whatever the modules choose (a
    #                                                  Ghost: two base dice; a module offers him no choice of dice)
    resolve: tuple[str, ...] | None = None           # steps that alone read his final dice; his symbols never
    #                                                  act (a Ghost's two dice are only a result he gives)
    role_power: bool = True                          # may use a role card's power (the Ghost card covers it)
    adds_dice: frozenset[str] = frozenset()          # die kinds that, chosen for a turn, join his dice rather than
    #                                                  take the place of one (José Delgado's Loudmouth)
    uses: Mapping[str, int] = field(default_factory=dict)   # symbol -> times each one on his final dice acts
    #                                                  (Greg Digger's Whiskey: twice), if not once
    dice_chosen: int = 1                             # how many of the dice a module offers before the roll he may
    #                                                  choose at once (John Pain: both Saloon dice)
    hooks: Mapping[str, Hook] = field(default_factory=dict)   # moment (HOOKS) -> what he does then
    steps: Mapping[str, Step] = field(default_factory=dict)   # the tasks his hooks stack
    why: Mapping[str, WhyNot] = field(default_factory=dict)   # decision kind he is asked -> why an answer is refused


@dataclass(frozen=True, eq=False)
class Module:
    """What one module adds to a game. Names must be new unless listed in `replaces` (a step, an on-roll symbol
    or a load check of an earlier module that this one redefines)."""
    name: str
    faces: tuple[Face, ...] = ()
    symbols: tuple[Symbol, ...] = ()
    dice: tuple[DieKind, ...] = ()
    dice_a_turn: tuple[str, ...] = ()                # the die kinds a turn rolls, unless a module's turn_dice says
    turn_dice: TurnDice | None = None                # which dice a turn rolls (after the earlier modules' choice)
    set_dice: SetDice | None = None                  # dice set to a face before a turn's first roll: it does not
    #                                                  roll them, yet they count as rolled (a Ghost's gift)
    on_roll: Mapping[str, OnRoll] = field(default_factory=dict)   # symbol -> what it does as soon as rolled
    steps: Mapping[str, Step] = field(default_factory=dict)       # every task kind it brings
    resolve: tuple[Resolve, ...] = ()                # its steps that resolve the final dice, where they go
    hooks: Mapping[str, Hook] = field(default_factory=dict)       # moment -> what the module does then
    why: Mapping[str, WhyNot] = field(default_factory=dict)       # decision kind -> why an answer is refused
    characters: tuple[Character, ...] = ()
    tokens: tuple[Token, ...] = ()
    turn_flags: tuple[str, ...] = ()                 # once-a-turn facts its steps keep, shown in views
    options: Mapping[str, Option] = field(default_factory=dict)   # its rule options (names unique in a game)
    retired: Mapping[str, str] = field(default_factory=dict)      # an option of earlier versions -> why it is gone
    checks: Mapping[str, Check] = field(default_factory=dict)     # name -> a fact a loaded game must hold
    judge: Judge | None = None                       # who won: a result, False (nobody yet), None (ask the next)
    indian_losses: LossAdjust | None = None          # changes what each seat loses to an Indian attack
    sides: tuple[str, ...] = ()                      # winners it may name
    roles: Callable[[int], tuple[str, ...]] | None = None   # the roles a table of so many players is dealt
    role_cards: Mapping[str, str] = field(default_factory=dict)   # a role card of its own -> the role it counts as:
    #                                                  a word a scenario's or new_game's `role` may name
    deal: Deal | None = None                         # deals what it gives each player once roles and characters are
    #                                                  (its role cards), with the game's generator
    ability: Ability | None = None                   # covers a character's ability (a Ghost has none)
    statuses: tuple[Status, ...] = ()                # a player's statuses of its own (common.status), beside in and out
    arrows: int = 0                                  # arrows it adds to the pile
    sheriff_life: int = 0                            # life the Sheriff has beyond his character's
    life_over: int = 0                               # life a player may keep above his maximum (an old Sheriff's
    #                                                  after a swap of roles lowers it)
    reach: Mapping[str, tuple[int, ...]] = field(default_factory=dict)   # shot symbol -> usual distances
    reach_when_few: tuple[int, Mapping[str, str]] | None = None   # (seats, {symbol: reaches as}): with so few
    scenario_steps: Mapping[str, tuple] = field(default_factory=dict)   # do -> (verb, fields) as scenario.STEPS, or
    #                                                  (verb, fields, finish): finish(game, actor, action) turns a word
    #                                                  of the file into the answer (a card named by a bare sign)
    scenario_passes: tuple[str, ...] = ()            # its may-questions a scenario step may leave unasked: passed
    #                                                  when the step answers something else (scenario.to_action)
    scenario_paths: Mapping[str, Callable[[DiceGame], object]] = field(default_factory=dict)  # scenario paths
    player_paths: Mapping[str, Callable[[DiceGame, int], object]] = field(default_factory=dict)  # NAME.word paths
    scenario_setup: Callable[[DiceGame, dict], None] | None = None   # reads its own words of a scenario file (its
    #                                                  [[players]] and [table] keys, beyond its token piles) once
    #                                                  the table is set, before the first turn; ScenarioError for a
    #                                                  wrong one
    replaces: tuple[str, ...] = ()
    words: Mapping[str, tuple[str, str]] = field(default_factory=dict)   # a piece it brings (a face, die kind,
    #                                                  token kind) -> its name in English and Spanish, as the window
    #                                                  and the terminal client call it
    en: str = ""                                     # its title, in English and Spanish (the setup, the lobby)
    es: str = ""
    blurb_en: str = ""                               # one line on what it adds, in English and Spanish (the
    blurb_es: str = ""                               # setup under its toggle, the lobby, the terminal client)
    needs: tuple[str, ...] = ()                      # the modules it is played with (the base game is always there)
    players: tuple[int, int] | None = None           # the fewest and most players it is for (None: the game's own)
    worth: Mapping[str, Worth] = field(default_factory=dict)   # decision kind -> what a bot makes of an answer
    silly: Mapping[str, tuple[Silly, ...]] = field(default_factory=dict)   # decision kind -> its silly answers
    symbol_worth: Mapping[str, SymbolWorth] = field(default_factory=dict)  # a symbol of its dice the bots' pricing
    #                                                  of dice does not count (not one of the base game's) -> what
    #                                                  one on the roller's kept dice is worth to him: the bots keep
    #                                                  or re-roll it by that worth
    plays_as: Callable[[dict], str | None] | None = None   # the role a seat plays for, read from its view (JSON),
    #                                                  when not its own (a Renegade Ghost's side), or None
    event_seats: tuple[str, ...] = ()                # the fields of its events that name a seat or a list of seats
    #                                                  (beyond seat, target, by): readers tell them by name
    teams: Callable[[dict], Mapping[int, str] | None] | None = None   # seat -> its team, read from a view (JSON),
    #                                                  once the module's teams replace the roles (zombies and
    #                                                  survivors after the outbreak), else None: the bots' foes
    series: SeriesRules | None = None                # the rules of several games in a row it brings: switching it
    #                                                  on makes a game the first of a series (dice/series.py)
    version: int = 1                                 # of its rules: raised when they change (the LAN refuses a
    #                                                  joiner whose program plays another version)
