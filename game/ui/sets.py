"""The window side of each card set and dice module, by name: what a player sees and reads of it, and how he
answers its decisions. The window reads a set's things only from here, so a set (the base game included) brings
its own art, words and gestures and the tables name none of them.

The rules of a set live in the core (game/core/cards/sets.py, game/core/dice/modules.py); its window side is one
module of its own that builds a `Side` and calls `register(side)` when imported: the sets that ship with the game
are imported on first use (BUILT_IN); a set written in a test registers itself when its module is imported. A
`Side` holds, all of it data:

- `title`: the text key of the set's name ("Boomtown"; none for the game itself), heading its entries in the Rules.
- `pieces` and `characters`: id -> Piece, the things a player reads (a card kind, a die face, a token; a
  character): its names and rules text in English and Spanish, its picture (a function drawing it with a Pen,
  game/ui/art/pen.py, in the unit square), and for a card its chips (its symbol row, game/ui/art/symbols.py),
  border, book symbol and corner (a cost where a playing card has its rank), for a character his portrait as data
  (`look`, drawn like the base game's faces, game/ui/art/portraits.py).
- `text`: {"en": {key: string}, "es": {...}}, the same keys in both: the set's own strings (log lines, the words
  of its decisions and answers, its zones' phrases), read through i18n.t like the window's own.
- `zones`: zone name -> Zone, for each place its cards or tokens lie (the core's `move`/`tokens` events name it,
  the views hold a set's under its name): where it is on the board, how a card flies out of it (its flight runs
  from the place it leaves to the place it reaches, face down out of a hidden zone), its phrase in the log and
  its caption on the board; a set's own deck its cards' back (`Back`: a colour and a picture).
- `answers`: decision kind -> answer widget, how a person answers a decision the set brings (a prompt of buttons,
  a pick on the table...; "<kind>@<status>": of a player in that status of the set's, where another set shares the
  kind: the Ghost's "give@ghost" beside Elena Fuente's "give"; `headings` and `waiting` alike); `gestures`: answer
  verb -> answer widget, for the answers of a set that a person gives within another decision (Sid Ketchum's two
  cards during your turn, buying from a shop row). An answer widget is
  a class of the game's table kit (game/ui/cards/answers.py for the card game) that the table builds for the
  decision in sight; this registry only holds it, so it stays neutral between the games.
- `headings`: decision kind -> its words, a function of the decision and the players' names giving the prompt's
  title and the line under it ("Duel with Ann" / "Discard a BANG! to keep the duel going..."; game/ui/table/
  headings.py words the usual ones), in both games; an answer widget that holds more of the moment than the
  decision (the die you aim) hands it in as the decision's info fields. `waiting`: decision kind -> the text key of
  what the table says while another player decides it ({name}: his name).
- `lines`: "move.<why>" or "tokens.<why>" (an event's kind and reason), the same and ".<zone>" (the zone it goes
  to) or ".<zone>><zone>" (the zones it leaves and reaches), or "move.<zone>><zone>" (any reason between them),
  or "<kind>" alone (a set's own event, whatever its reason),
  -> the text key of its log line, "" for none (bookkeeping a player need not read, or told by another event).
  A line's key with "_seen" is told instead when the player sees the cards, with "_one" for a single card unseen,
  with "_seen_one" for a single card seen (the keys the line's set has); `joined`: the keys of `lines` whose moves
  of one player's cards, one after the other, make one line naming them all (everything a player discards at
  once, zone by zone); `likely`: answer verb -> how soon a player wants it (lower first; 5 when a set says
  nothing).
- `notes` (dice): text key -> when it applies (a function of the box, your character, the decision, the faces and
  your life): the notes the dice table's console shows of an ability that bends this moment ({name}: your
  character's name). `looks` (dice): die kind -> its colours (game/ui/art/dice.py DieLook); a kind without one is
  drawn in the colour its rules name.
- `wording`: answer verb -> its answers in words, a function of the answer and the players' names ("Buy Bottle as
  BANG! on Bruno"; a verb without one reads "option.<verb>" with {card}, the card it names second).
- `confirms`: answer verb -> when it may hurt the player, a small function of the answer and what the table shows
  (game/ui/cards/model.py Shown) giving the name of the confirmation to ask first (its words the set's text
  "confirm.title.<name>" and "confirm.body.<name>"), or None (buying a card he cannot use this turn).
- `habits` (dice): setting name ("habit.<name>", listed in game/ui/settings.py HABITS, its words in the window's
  tables) -> the answer it gives for you, a function of the decision (None: it does not settle this one): a
  player's standing answer, given without asking once he turns it on (never revealing a special role).
- `quiet` (dice): decision kinds whose one real answer (choosing.only_answer) is taken for you without a word in
  the log: a question asked alike whoever may answer it, so that nobody learns who could (a special role's, passed
  alone by whoever holds nothing to reveal at that moment).
- `banners` (dice): event kind -> the words of the banner every seat sees when it plays, a function of the event
  and the players' names (None: no banner): a moment the whole table must notice ("Ann reveals The Doctor").
- `plates`: a status of the set's (game/core/common/status.py) -> how the plate of a player in it looks
  (`PlateLook`: its stamp, its veil, a mark over the portrait, a caption under the plate) instead of the greyed
  "Out" of a player out (or, for a status counted at the table, over his plate as it is: a shadow playing his
  turn); for a status whose character card went back (`Status.own_character`: a zombie), its `portrait` and stamp
  word replace the character's face and name.
- `lessons`: the set's lessons of its new ideas (game/ui/learn/lessons.py `Lesson`s, its cards on their table),
  listed in Learn to play after the game's own.
- `changes`: event kind (one of the set's own, or "<kind>.<why>") -> how it moves on what the table shows, a small
  function of the table's model (game/ui/table/shown.py: its `table` and `players`) and the event, so the table
  shows it at once rather than at the next view (Prospector Pete's die turned into a Beer).
- `stagings` (dice): "<kind>.<why>" (or "<kind>.<source>" for a `life` event), or "<kind>" alone (a set's own
  event, whatever its reason) -> the set's own animation of that event instead of the table's usual one, a function
  of the table's stager (game/ui/dice/stage.py) and the event giving the tweens to wait for (a broken arrow snapping
  back to the pile); it may open a scene of its own over the table for a moment (a duel) and tell it the events
  that follow.

Registering (a dice module's side is the same with "dice"):

    SIDE = sets.Side("cards", "boomtown", pieces=sets.names(SET.cards, RULES, PICTURES), text=TEXT, zones=ZONES,
                     answers={"respond_toll": ...}, gestures={"buy": ...}, lines={"move.buy": "..."})
    sets.register(SIDE)

Reading (a table, the art, i18n): piece(game, id), character(game, id), known(game, id), zone(game, name),
answer(game, kind, fallback, status), heading(game, kind, status), waiting(game, kind, status), gestures(game),
quiet(game, kind),
log_line(game, event), change(game, event), staging(game, event), words(game, verb), confirm(game, verb),
likely(game, verb), notes(game), look(game, kind), habit(game, decision, settings), banner(game, event, names),
plate_look(game, status), text(lang, key);
each looks through every side registered for the game (names are unique across a game's sets, as the core requires).

Anything a set does not name gets a plain fallback (`piece` of an unknown id reads its id), never a crash:
an event of a set the window has no side for is still shown and told.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.setups import DESCRIPTIONS

GAMES = ("cards", "dice")
LANGUAGES = ("en", "es")
BUILT_IN = {("cards", "base"): "game.ui.cards.base",      # (game, set) -> the module that registers its window side
            ("cards", "gold_rush"): "game.ui.cards.gold_rush.side",
            ("cards", "shadow_gunslingers"): "game.ui.cards.shadow_gunslingers",
            ("dice", "base"): "game.ui.dice.base",
            ("dice", "old_saloon.saloon_dice"): "game.ui.dice.old_saloon.saloon_dice",
            ("dice", "old_saloon.chief_arrow"): "game.ui.dice.old_saloon.chief_arrow",
            ("dice", "old_saloon.characters"): "game.ui.dice.old_saloon.characters",
            ("dice", "old_saloon.roles"): "game.ui.dice.old_saloon.roles",
            ("dice", "old_saloon.ghost"): "game.ui.dice.old_saloon.ghost",
            ("dice", "undead_or_alive.boneyard"): "game.ui.dice.undead_or_alive.boneyard",
            ("dice", "undead_or_alive.legacy"): "game.ui.dice.undead_or_alive.legacy",
            ("dice", "undead_or_alive.rage"): "game.ui.dice.undead_or_alive.rage",
            ("dice", "undead_or_alive.duel"): "game.ui.dice.undead_or_alive.duel",
            ("dice", "undead_or_alive.characters"): "game.ui.dice.undead_or_alive.characters",
            ("dice", "four_valiants.characters"): "game.ui.dice.four_valiants.characters",
            }

# Where a zone lies on a table (Zone.place). The card table lays them out (game/ui/cards/board.py); the dice table
# has its own places (its tray, its plates) and may add names here.
DECK = "deck"           # face down on the table (the deck, a set's deck): a stack with its count
DISCARD = "discard"     # face up on the table, the last card on top (the discard pile, a set's used cards)
ROW = "row"             # face up on the table side by side (a shop's row)
MIDDLE = "middle"       # laid out in the middle while it lasts (the General Store)
HAND = "hand"           # a player's hand: yours along the bottom, another's his plate
FRONT = "front"         # a row of cards face up in front of a player (his cards in play, his black equipment)
BESIDE = "beside"       # beside a player's plate for a moment (the cards of his "draw!")
PLATE = "plate"         # on a player's plate: a counter of his, or cards only he sees (the others see a count)
COUNTER = "counter"     # a number on the table (a bank of tokens)
PLACES = (DECK, DISCARD, ROW, MIDDLE, HAND, FRONT, BESIDE, PLATE, COUNTER)
OPEN = (DISCARD, ROW, MIDDLE, FRONT, BESIDE)      # the places whose cards every player sees

Picture = Callable[[Any], None]           # draws a piece with a Pen over its picture box (unit square)
Heading = Callable[[dict, list[str]], tuple[str, str]]   # (decision, names) -> the prompt's title and line
Note = Callable[[Any, str, dict, list, int], bool]        # (box, character, decision, faces, life) -> it applies
Change = Callable[[Any, dict], None]      # (the table's model, an event) -> None: what the table shows, moved on
Confirm = Callable[[list, Any], "str | None"]   # (an answer, the table's model) -> the confirmation it calls for
Wording = Callable[[list, list[str]], str]      # (an answer, the players' names) -> what it does, in words
Habit = Callable[[dict], "list | None"]         # (a decision) -> the answer a habit gives for you, or None
Banner = Callable[[dict, list[str]], "str | None"]  # (an event, the players' names) -> a banner's words, or None
Staging = Callable[[Any, dict], list]     # (the table's stager, an event) -> the tweens of its animation


@dataclass(frozen=True)
class Piece:
    """A thing of a set a player reads: its name and rules in both languages, and how it is drawn."""
    en: str
    es: str
    rules_en: str = ""
    rules_es: str = ""
    picture: Picture | None = None        # None: the window's plain picture for a thing it has no art for
    chips: tuple = ()                     # a card's symbol row (game/ui/art/symbols.py ROWS' specs)
    border: str = ""                      # a card's border: "brown", "blue", "black" ("": brown; "rule": an entry
                                          # of a set's rules in the Rules, drawn as a card, no border told)
    book: bool = False                    # a card printed with the book symbol
    corner: str = ""                      # what a card without rank and suit shows in their place (its cost)
    signs: str = ""                       # a card's copies by rank and suit ("AS QH"), as its set's rules hold them
    copies: int = 0                       # a card's copies (those with rank and suit, or those without: a shop's)
    reach: int = 0                        # a weapon's reach
    life: int = 0                         # a character's life points (0: untold)
    look: Any = None                      # a character's portrait as data (game/ui/art/portraits.py Look; None: a
                                          # stranger's face)

    def name(self, lang: str) -> str:
        return self.es if lang == "es" else self.en

    def rules(self, lang: str) -> str:
        return self.rules_es if lang == "es" else self.rules_en


class Back(NamedTuple):
    """The back of a set's own deck, drawn from data: its leather's colour and the picture in its middle."""
    picture: Picture
    leather: tuple[int, int, int]


class Zone(NamedTuple):
    """A place of the game where cards or tokens lie, as the window shows it."""
    place: str              # where on the board (PLACES)
    phrase: str             # the text key of its name in the log ("the trading post")
    hidden: bool = False    # a card flies out of it face down (a deck)
    label: str = ""         # the text key of its caption on the board, with its count {n} ("Coins: {n}")
    empty: bool = False     # a player's: counted on his plate even at none (his coins; not a pile of his, empty)
    token: str = ""         # a counter's: the piece whose picture draws its tokens (on the table, on a plate as a
                            # badge with its count, flying between them); "": a plain number
    back: Back | None = None    # a deck's: the back of its cards (on the table, flying out face down); None: the
                                # playing cards' back
    caption: Callable[[dict], str | None] | None = None    # a dice pile's caption worked out from the whole table
                                # (a view's: the Boneyard's hands against the living), None from it: not shown;
                                # None here: `label` with its count
    one_by_one: bool = True     # a player's listed tokens that are pieces each drawn as its own chip (a ghost's
                                # result); False: one chip of the zone's token with how many (wound tokens showing
                                # the dice's own symbols: the kind is what a glance must tell)


class PlateLook(NamedTuple):
    """How the plate of a player in a set's status looks (out of the game, yet playing on: a ghost)."""
    stamp: str                              # the text key of the word stamped across his portrait
    veil: tuple[int, int, int, int]         # the colour laid over the plate (RGBA)
    ink: tuple[int, int, int]               # the stamp's colour
    mark: Picture | None = None             # a picture drawn over his portrait (None: none)
    caption: Callable[[dict, int], str | None] | None = None    # (the player, how many players) -> the words
                                            # under his plate (a Ghost Renegade's side), None: none
    portrait: Picture | None = None         # drawn instead of his character's portrait once his card went back
    #                                         (Status.own_character false: a zombie); his stamp's word replaces
    #                                         the character's name


@dataclass(frozen=True)
class Side:
    """A card set's or a dice module's window side (see the module's docstring)."""
    kind: str                                   # the game it belongs to: "cards" or "dice"
    name: str                                   # the set's or module's name, as the core registers it
    title: str = ""                             # the text key of its name for a player ("": the game itself)
    pieces: Mapping[str, Piece] = field(default_factory=dict)
    characters: Mapping[str, Piece] = field(default_factory=dict)
    text: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    zones: Mapping[str, Zone] = field(default_factory=dict)
    answers: Mapping[str, Any] = field(default_factory=dict)
    headings: Mapping[str, Heading] = field(default_factory=dict)
    gestures: Mapping[str, Any] = field(default_factory=dict)
    lines: Mapping[str, str] = field(default_factory=dict)
    joined: frozenset[str] = frozenset()
    likely: Mapping[str, int] = field(default_factory=dict)
    waiting: Mapping[str, str] = field(default_factory=dict)
    notes: Mapping[str, Note] = field(default_factory=dict)
    looks: Mapping[str, Any] = field(default_factory=dict)
    changes: Mapping[str, Change] = field(default_factory=dict)
    confirms: Mapping[str, Confirm] = field(default_factory=dict)
    wording: Mapping[str, Wording] = field(default_factory=dict)
    habits: Mapping[str, Habit] = field(default_factory=dict)
    quiet: frozenset[str] = frozenset()
    banners: Mapping[str, Banner] = field(default_factory=dict)
    plates: Mapping[str, PlateLook] = field(default_factory=dict)
    stagings: Mapping[str, Staging] = field(default_factory=dict)
    lessons: tuple = ()                         # its lessons (game/ui/learn/lessons.py Lesson), after the game's own

    def __post_init__(self) -> None:
        if self.kind not in GAMES:
            raise ValueError(f"the window side of {self.name!r} is for no game: {self.kind!r} (known: {GAMES})")
        keys = [set(self.text.get(lang, {})) for lang in LANGUAGES]
        if set(self.text) - set(LANGUAGES) or keys[0] != keys[1]:
            missing = sorted(keys[0] ^ keys[1]) or sorted(set(self.text) - set(LANGUAGES))
            raise ValueError(f"the window side of {self.name!r} needs every string in English and Spanish: "
                             f"{', '.join(missing)}")
        for zone, spec in self.zones.items():
            if spec.place not in PLACES:
                raise ValueError(f"the zone {zone!r} of {self.name!r} has no place {spec.place!r} (known: {PLACES})")
            for key in (spec.phrase, spec.label):
                if key and key not in keys[0]:
                    raise ValueError(f"the zone {zone!r} of {self.name!r} has no text {key!r}")
            if spec.token and spec.token not in self.pieces:
                raise ValueError(f"the zone {zone!r} of {self.name!r} draws its tokens with no piece {spec.token!r}")
        for key in (*self.lines.values(), self.title, *(look.stamp for look in self.plates.values())):
            if key and key not in keys[0]:
                raise ValueError(f"the text {key!r} of {self.name!r} (a log line or its title) is not in its text")


_SIDES: dict[tuple[str, str], Side] = {}


def register(side: Side) -> None:
    """Make a set's window side known (registering another side under a taken name is refused)."""
    key = (side.kind, side.name)
    if _SIDES.get(key, side) is not side:
        raise ValueError(f"the {side.kind} set {side.name!r} already has a window side")
    _SIDES[key] = side


_PLAYED: dict[str, tuple[str, ...]] = {}     # game -> the sets of the game on the table (their sides come first)


def use(game: str, names: Iterable[str]) -> None:
    """The sets of the game a table shows: where two sets that are never played together (two shops) name the same
    thing (a verb, a log line), theirs is read; only their gestures are offered."""
    _PLAYED[game] = tuple(names)


def sides(game: str) -> list[Side]:
    """Every window side known for `game`: those of the sets on the table first (`use`), then the built-in ones
    (imported on first use) in BUILT_IN's order, then as registered."""
    waiting = [(name, module) for (of, name), module in BUILT_IN.items() if of == game and (of, name) not in _SIDES]
    if waiting:             # a side is loaded only for a set this program's rules have (a build may leave one out)
        installed = DESCRIPTIONS[game].installed()
        for name, module in waiting:
            if name in installed:
                importlib.import_module(module)
    found = [side for (of, _), side in _SIDES.items() if of == game]
    played = _PLAYED.get(game, ())
    order = {key: i for i, key in enumerate(BUILT_IN)}
    return sorted(found, key=lambda side: (side.name not in played, order.get((side.kind, side.name), len(order))))


def side(game: str, name: str) -> Side | None:
    """The window side of the set `name` of `game`, None when the window has none (its things read plainly)."""
    return next((s for s in sides(game) if s.name == name), None)


def _find(game: str, pick: Callable[[Side], Mapping[str, Any]], key: str) -> Any:
    return next((pick(s)[key] for s in sides(game) if key in pick(s)), None)


def piece(game: str, id: str) -> Piece:
    """A card kind, die face or token by id: its set's, or a plain one reading the id."""
    return _find(game, lambda s: s.pieces, id) or plain(id)


def character(game: str, id: str) -> Piece:
    return _find(game, lambda s: s.characters, id) or plain(id)


def known(game: str, id: str) -> str | None:
    """What `id` names in `game`: "piece", "character", or None (a step of the rules, a reason, a zone)."""
    if _find(game, lambda s: s.pieces, id) is not None:
        return "piece"
    return "character" if _find(game, lambda s: s.characters, id) is not None else None


def zone(game: str, name: str | None) -> Zone | None:
    """A zone by its name (None for none, or one no window side places)."""
    return _find(game, lambda s: s.zones, name) if name is not None else None


def _of(game: str, pick: Callable[[Side], Mapping[str, Any]], kind: str, status: str | None) -> Any:
    """A decision kind's entry; a player in a set's status (the Ghost) first reads the entry "<kind>@<status>",
    where his set words a kind another set shares (the Ghost's gift and Elena Fuente's are both "give")."""
    found = _find(game, pick, f"{kind}@{status}") if status else None
    return found if found is not None else _find(game, pick, kind)


def answer(game: str, kind: str, fallback: Any = None, status: str | None = None) -> Any:
    """The answer widget of a decision kind decided by a player in `status` (`fallback` when no set names one:
    the table's own prompt)."""
    found = _of(game, lambda s: s.answers, kind, status)
    return fallback if found is None else found


def heading(game: str, kind: str, status: str | None = None) -> Heading | None:
    """The words of a decision kind (None: no set words it; the table says plainly that it is your choice)."""
    return _of(game, lambda s: s.headings, kind, status)


def waiting(game: str, kind: str, status: str | None = None) -> str | None:
    """The text key of what the table says while another player decides `kind` (None: no set words it)."""
    return _of(game, lambda s: s.waiting, kind, status)


def notes(game: str) -> dict[str, Note]:
    """Text key -> when it applies, the ability notes of every set of `game`, in their order."""
    return {key: applies for s in sides(game) for key, applies in s.notes.items()}


def look(game: str, kind: str) -> Any:
    """The colours a set gives its die kind `kind` (None: it gives none)."""
    return _find(game, lambda s: s.looks, kind)


def gestures(game: str) -> dict[str, Any]:
    """Answer verb -> the widget that gives those answers within another decision, of every set of `game` on the
    table (`use`; of every set known when none is said)."""
    played = _PLAYED.get(game)
    return {verb: widget for s in reversed(sides(game)) if played is None or s.name in played
            for verb, widget in s.gestures.items()}


def log_line(game: str, event: dict) -> str | None:
    """The text key of a set's line for a `move` or `tokens` event ("" for none), None if no set tells it: the
    line of its reason between its two zones, else of its reason to its zone, of its reason, of its two zones; a
    set's own event with no reason, the line of its kind; a `status` event, the line of the status it gives
    ("status.<name>"), else of its kind."""
    kind, why = event.get("kind"), event.get("why")
    origin, to = ((event.get(end) or {}).get("zone") for end in ("from", "to"))
    plain = () if why is not None else (f"{kind}.{event['status']}", str(kind)) if "status" in event else (str(kind),)
    for key in (f"{kind}.{why}.{origin}>{to}", f"{kind}.{why}.{to}", f"{kind}.{why}", f"{kind}.{origin}>{to}",
                *plain):
        found = _find(game, lambda s: s.lines, key)
        if found is not None:
            return found
    return None


def change(game: str, event: dict) -> Change | None:
    """How a set moves what the table shows on by `event`: its change for the event's kind and reason, else for
    its kind (None: no set changes anything for it)."""
    kind, why = event.get("kind"), event.get("why")
    return _find(game, lambda s: s.changes, f"{kind}.{why}") or _find(game, lambda s: s.changes, str(kind))


def staging(game: str, event: dict) -> Staging | None:
    """A set's own animation of `event` (by its kind and reason, or a life's source; else by its kind alone), None:
    the table's usual."""
    reason = event.get("source") if event.get("kind") == "life" else event.get("why")
    return (_find(game, lambda s: s.stagings, f"{event.get('kind')}.{reason}")
            or _find(game, lambda s: s.stagings, str(event.get("kind"))))


def words(game: str, verb: str) -> Wording | None:
    """How a set words the answers of `verb` (None: no set words them itself)."""
    return _find(game, lambda s: s.wording, verb)


def confirm(game: str, verb: str) -> Confirm | None:
    """When an answer of `verb` may hurt the player (None: no set says it ever does)."""
    return _find(game, lambda s: s.confirms, verb)


def habit(game: str, decision: dict, settings: Any) -> list | None:
    """The answer one of the player's habits switched on gives for `decision` (None: he is asked)."""
    for s in sides(game):
        for name, answer_of in s.habits.items():
            found = answer_of(decision) if settings[name] else None
            if found is not None:
                return found
    return None


def joined(game: str, key: str) -> bool:
    """Do a player's moves told by the line `key`, one after the other, make one line?"""
    return any(key in s.joined for s in sides(game))


def quiet(game: str, kind: str) -> bool:
    """Is the one real answer of a decision of `kind` taken for you without a word?"""
    return any(kind in s.quiet for s in sides(game))


def banner(game: str, event: dict, names: list[str]) -> str | None:
    """The words of the banner a set shows the table for `event` (None: none)."""
    words = _find(game, lambda s: s.banners, str(event.get("kind")))
    return words(event, names) if words is not None else None


def plate_look(game: str, status: str) -> PlateLook | None:
    """How the plate of a player in `status` looks, if a set says (None: the table's own look)."""
    return _find(game, lambda s: s.plates, status)


def likely(game: str, verb: str) -> int:
    found = _find(game, lambda s: s.likely, verb)
    return 5 if found is None else found


def text(lang: str, key: str) -> str | None:
    """A set's string (any game's) in `lang`, None if no set has it."""
    return next((s.text[lang][key] for g in GAMES for s in sides(g) if key in s.text.get(lang, {})), None)


def plain(id: str) -> Piece:
    """The fallback of a thing no window side names: its id as words ("toll_road" -> "Toll road")."""
    words = id.replace("_", " ").capitalize() if isinstance(id, str) and id else "?"
    return Piece(words, words)


def names(pieces: Iterable[Any], rules: Mapping[str, Mapping[str, str]] | None = None,
          pictures: Mapping[str, Picture] | None = None, chips: Mapping[str, tuple] | None = None,
          key: str = "name", looks: Mapping[str, Any] | None = None) -> dict[str, Piece]:
    """Pieces from a core's records (anything with an id in `key` and `en`/`es` names; a card kind's border, book
    symbol, cost, copies and reach, a character's life too), with their rules text ({id: {"en", "es"}}), pictures
    and chips by id (a character's portrait, `looks`): how a set's window side reuses what its rules hold."""
    rules, pictures, chips, looks = rules or {}, pictures or {}, chips or {}, looks or {}
    out = {}
    for record in pieces:
        id = getattr(record, key)
        text_of = rules.get(id, {})
        cost = getattr(record, "cost", None)
        signs = getattr(record, "signs", "")
        out[id] = Piece(record.en, record.es, text_of.get("en", ""), text_of.get("es", ""), pictures.get(id),
                        chips.get(id, ()), getattr(record, "color", ""), getattr(record, "book", False),
                        "" if cost is None else str(cost), signs, len(signs.split()) or getattr(record, "copies", 0),
                        getattr(record, "weapon_range", 0), getattr(record, "life", 0), looks.get(id))
    return out
