"""A game as a setup describes it, and the messages one seat's client hands on: what the window, the LAN host and
the LAN client share, with no window and no network in it.

A game is described by its setup (the Setup scene or a LAN lobby makes it; an autosave keeps it):

    {"game": "cards" | "dice", "seed": int, "sets": ["base", expansions...], "options": {name: value},
     "seats": [{"kind": "you" | "bot", "level": "easy" | "normal" | "hard", "name": str}, ...]}

A game of a series of games (game/core/common/series.py) says so: its setup adds "series" (the series' record, as
`Series.to_json` gives it, with the games played so far) and each seat the "role" and "character" the series dealt
it, "hand" the cards (ids) it bought into that game with a Carry option (experience) and "extra_life" the life a
Succession's bonus gives it (the dice game's Legacy); `series_setup` makes one,
`record_game` reads the finished game into its series.

What each game kind's setups may say, and the rules that refuse one in words, is game/setups.py's.

A `Client` hands one seat its messages and takes its answers; nothing else passes between a table and a window:

    poll() -> [message]        every message since the last poll, oldest first (never blocks)
    send(action, version)      an answer to the seat's pending decision, made against view `version`
    close()                    stop; the game stays in the autosave

Messages are plain JSON-shaped dicts, the same whether the table runs in this process or on a LAN host:

    {"type": "event", "event": {...}}            one event as this seat may see it (docs/contract.md)
    {"type": "view", "view": {"seat", "version", "decision": {seat, kind, options, info} | None, "data": {...}}}
    {"type": "caught_up"}                        the events so far were history (a deal, a resumed game)
    {"type": "clock", "seat", "version", "seconds"}   a LAN host's turn limit: the seconds `seat` has left to
                                                 answer view `version` (then the host's bot answers for it)
    {"type": "refused", "rule", "message"}       an answer the game did not take; nothing changed
    {"type": "finished", "answers": [[seat, action]...]}   the game is over: every answer, for the replay
    {"type": "failed", "message", "report"}      the table stopped on an unexpected error
"""

from __future__ import annotations

import copy
import json
import queue
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from game.bots.series import bids, buys, choose
from game.core.common import savefile
from game.core.common.errors import IllegalMove, SaveError
from game.core.common.series import Series, SeriesRules, rules_of
from game.core.common.table import Table
from game.setups import DESCRIPTIONS, GAME_KINDS, Refusal, sets_of

AUTOSAVE_FORMAT = "bang-desktop-autosave"
AUTOSAVE_VERSION = 2             # 2: a header line, then the answers appended line by line
LEVELS = ("easy", "normal", "hard")


class Client(ABC):
    """One seat's connection to a running table: in this process (game.ui.client) or on a LAN host (game.net)."""

    seat: int
    setup: dict

    @abstractmethod
    def poll(self) -> list[dict]:
        """The messages that arrived since the last call, oldest first; never blocks."""

    @abstractmethod
    def send(self, action: Any, version: int) -> None:
        """Answer the seat's pending decision (made against the view of `version`)."""

    @abstractmethod
    def close(self) -> None:
        """Stop listening; the game itself stays in the autosave."""


def drain(inbox: queue.Queue) -> list:
    """Everything waiting in a client's queue now, oldest first, without blocking (what `Client.poll` returns)."""
    messages = []
    while True:
        try:
            messages.append(inbox.get_nowait())
        except queue.Empty:
            return messages


class SetupRefused(ValueError):
    """A setup the rules refuse: `refusals` (game/setups.py's Refusal records) say why, the message in English."""

    def __init__(self, refusals: list[Refusal]):
        super().__init__("; ".join(r.message for r in refusals))
        self.refusals = refusals


class SaveRefused(Exception):
    """An autosave that cannot be continued. `reason` is one of REASONS (the window says it in the player's words, its
    string "save.<reason>" given `about`), `detail` what exactly was wrong; the message says both in English, for a
    terminal."""

    REASONS = {"unreadable": "it is damaged or is not a save of this game",
               "other_version": "another version of the program made it",
               "other_rules": "it was played by other rules",
               "damaged": "its moves do not replay",
               "finished": "its game is already over"}

    def __init__(self, reason: str, detail: str = "", about: dict | None = None):
        super().__init__(self.REASONS[reason] + (f" ({detail})" if detail else ""))
        self.reason = reason
        self.detail = detail
        self.about = about or {}      # what the window's words name ("other_rules": the set, its two versions)


BOT_NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena", "Fede", "Gloria", "Hugo")   # offline and on the LAN


def check_setup(setup: Any, first: bool = False) -> None:
    """ValueError unless `setup` describes a game this version can deal (SetupRefused: the rules refuse its seats,
    sets or options, in words); `first`: the seats of a series before its first game is dealt."""
    if not isinstance(setup, dict) or setup.get("game") not in GAME_KINDS:
        raise ValueError("unknown game")
    seats = setup.get("seats")
    if not isinstance(seats, list):
        raise ValueError("no seats")
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in ("you", "bot") \
                or not isinstance(seat.get("name"), str):
            raise ValueError("a seat is neither you nor a bot")
        if seat["kind"] == "bot" and seat.get("level") not in LEVELS:
            raise ValueError("unknown bot level")
    if sum(s["kind"] == "you" for s in seats) > 1:
        raise ValueError("more than one seat is yours")
    if type(setup.get("seed")) is not int:
        raise ValueError("no seed")
    if "series" in setup:
        _check_series_game(setup)
    refusals = DESCRIPTIONS[setup["game"]].refusals({**setup, "series": True} if first else setup)
    if refusals:
        raise SetupRefused(refusals)


def _check_series_game(setup: dict) -> None:
    """ValueError unless the setup's series is readable and dealt this very game (its seed, roles, characters)."""
    try:
        series = Series.from_json(setup["series"])
    except SaveError as exc:
        raise ValueError(str(exc)) from None
    deal = series.next_game
    if series.data["game"] != setup["game"] or deal is None or deal["seed"] != setup["seed"] \
            or [s.get("role") for s in setup["seats"]] != deal["roles"] \
            or [s.get("character") for s in setup["seats"]] != deal["characters"] \
            or [s.get("hand", []) for s in setup["seats"]] != _hands(deal, len(setup["seats"])) \
            or [s.get("extra_life", 0) for s in setup["seats"]] != _extra_life(deal, len(setup["seats"])):
        raise ValueError("the game is not the one its series dealt next")


def _hands(deal: dict, players: int) -> list[list]:
    """Each seat's cards bought into the game a series dealt (a Carry option; [] for none)."""
    return [deal.get("hands", {}).get(str(seat), []) for seat in range(players)]


def _extra_life(deal: dict, players: int) -> list[int]:
    """Each seat's life beyond his character's in the game a series dealt (a Succession's bonus; 0 for none)."""
    return [deal.get("extra_life", {}).get(str(seat), 0) for seat in range(players)]


def deal(setup: dict):
    """The game `setup` describes, dealt from its seed (ValueError if the rules refuse it)."""
    check_setup(setup)
    specs = [{k: seat[k] for k in ("name", "role", "character", "hand", "extra_life") if k in seat}
             for seat in setup["seats"]]
    chosen = tuple(sets_of(setup))
    options = {**setup["options"], **DESCRIPTIONS[setup["game"]].table_options(len(specs))}
    if setup["game"] == "cards":
        from game.core.cards.engine import new_game
        return new_game(setup["seed"], specs, sets=chosen, **options)
    from game.core.dice.engine import new_game as new_dice_game
    # a series deals each seat's side; the dice game's role cards of that side are dealt with the game (a role
    # named there would be that side's plain card, with no power)
    specs = [{("side" if k == "role" else k): v for k, v in spec.items()} for spec in specs]
    return new_dice_game(setup["seed"], specs, modules=chosen, **options)


def series_setup(series: Series, setup: dict) -> dict:
    """The setup of `series`' next game: `setup`'s seats, sets and options, the seed, roles and characters the series
    dealt, and the series itself (a copy: what the autosave keeps)."""
    deal = series.next_game
    if deal is None:
        raise ValueError("the series has no game to deal now")
    n = len(setup["seats"])
    seats = [{**{k: v for k, v in seat.items() if k not in ("role", "character", "hand", "extra_life")},
              "role": role, "character": who, **({"hand": hand} if hand else {}),
              **({"extra_life": extra} if extra else {})}
             for seat, role, who, hand, extra in zip(setup["seats"], deal["roles"], deal["characters"],
                                                     _hands(deal, n), _extra_life(deal, n))]
    return {**{k: v for k, v in setup.items() if k != "series"}, "seed": deal["seed"], "seats": seats,
            "series": copy.deepcopy(series.to_json())}


def record_game(setup: dict, answers: list) -> Series:
    """The series of a finished game's `setup` with that game recorded (replayed from its answers)."""
    series = Series.from_json(copy.deepcopy(setup["series"]))
    game = deal(setup)
    events = game.take_events()
    for seat, action in answers:
        events += game.apply(seat, action)
    series.record(game, events)
    return series


def new_series(game: str, seed: int, players: int, plan: tuple[str, int, bool], sets: list[str],
               carry: bool = False, auction: bool = False) -> Series:
    """A series of `game` at `players` seats by `plan` (mode "series" or "tournament", its games, whether the
    Sheriff passes on), seeded by `seed`, `carry` when its options switch on its Carry (`carries`), `auction` when
    they switch on the character auction (`auctions`); ValueError in words when it cannot be played."""
    mode, games, rotate = plan
    return Series.new(game, seed, players, mode=mode, games=games, rotate=rotate, sets=sets, carry=carry,
                      auction=auction)


def new_series_setup(setup: dict, mode: str, games: int, rotate: bool) -> dict:
    """The first game of a series of `games` games at `setup`'s seats (its seed seeds the series), the bots'
    auction played (with a person at the table, use `Intermission.first` and bid first)."""
    series = new_series(setup["game"], setup["seed"], len(setup["seats"]), (mode, games, rotate), sets_of(setup),
                        carries(setup), auctions(setup))
    bots_bid(series, setup)
    return series_setup(series, setup)


AUCTION = "auction"     # the rule option that auctions a series' characters before each game (a kind's `worth`)


def auctions(setup: dict) -> bool:
    """Whether `setup`'s options switch on the character auction."""
    return bool(setup.get("options", {}).get(AUCTION))


def bots_bid(series: Series, setup: dict) -> None:
    """The bots of `setup`'s seats answer the series' auction until it is over or waits for a person."""
    while series.bidder is not None and setup["seats"][series.bidder]["kind"] != "you":
        seat = series.bidder
        amount, lot = bids(series, seat)
        series.bid(seat, amount, lot)


def series_rules(game: str) -> SeriesRules | None:
    """How a series of `game` plays (its SeriesRules: a Succession, points or money, its words), for a reader that
    holds no series yet (the window's Setup and lobby); None when this program plays no series of it."""
    try:
        return rules_of(game)
    except ValueError:
        return None


def carries(setup: dict) -> bool:
    """Whether `setup`'s options switch on its game kind's Carry option (the card game's experience)."""
    carry = rules_of(setup["game"]).carry
    return carry is not None and bool(setup.get("options", {}).get(carry.option))


def thing_words(game: str, sets: list[str], thing: int) -> tuple[str, str]:
    """What a survivor of a series of `game` with `sets` may buy into his next game (its Carry's thing), named in
    English and Spanish; the number itself where the kind has no Carry."""
    carry = rules_of(game).carry
    return carry.words(sets, thing) if carry is not None else (str(thing), str(thing))


class Intermission:
    """Between two games of a series, as a window holds it: the game of `setup` recorded into its series (replayed
    from its answers), the bots' survivors having chosen. `summary` is what everyone may know (as a LAN lobby's
    `series`), `words`, `note` and `table` the money table (SeriesRules); the person (the seat "you") answers
    `name` if he is the surviving Sheriff and `pick` if he was eliminated (a Succession), `keep` if he is asked,
    then `bid` while the character auction waits for him, then `buy` if he may buy things into the next game (a
    Carry option), then `next_setup` deals the next game. `Intermission.first` is the auction before a series'
    first game."""

    def __init__(self, setup: dict, answers: list | None = None, series: Series | None = None, paced: bool = False):
        self.setup = setup
        self.paced = paced          # the bots bid one at a time, by `bot_bid` (a window shows each bid)
        self.answers = list(answers or [])      # the game before (none before a series' first game)
        self.saved: Callable[[dict, list, dict], None] | None = None   # autosaves (setup, answers, series)
        self._series = record_game(setup, answers or []) if series is None else series
        rules = rules_of(setup["game"])
        self.words, self.note, self.table = rules.words, rules.note, rules.table
        self.points, self.succession = rules.points, rules.succession is not None
        self._bots_choose()

    @classmethod
    def first(cls, setup: dict, mode: str, games: int, rotate: bool, paced: bool = False) -> Intermission:
        """Before the first game of a new series at `setup`'s seats: its auction (the bots' bids made unless
        `paced`)."""
        return cls(setup, series=new_series(setup["game"], setup["seed"], len(setup["seats"]), (mode, games, rotate),
                                            sets_of(setup), carries(setup), auctions(setup)), paced=paced)

    @property
    def summary(self) -> dict:
        return self._series.summary()

    def keep(self, seat: int, keep: bool) -> None:
        self._series.keep(seat, keep)
        self._bots_on()
        self._save()

    def bid(self, seat: int, amount: int | None, lot: str | None = None) -> None:
        """`seat`'s answer at the auction (ValueError in words when it is refused); the bots answer after him."""
        self._series.bid(seat, amount, lot)
        self._bots_on()
        self._save()

    def bid_refusal(self, seat: int, amount: object, lot: object = None) -> str | None:
        return self._series.bid_refusal(seat, amount, lot)

    def bot_bid(self) -> tuple[int, int | None, str | None] | None:
        """One bot's answer at the auction when it waits for a bot: (his seat, amount or None, the character he
        named or None); None when it waits for a person or is over."""
        seat = self._series.bidder
        if seat is None or self.setup["seats"][seat]["kind"] == "you":
            return None
        amount, lot = bids(self._series, seat)
        self._series.bid(seat, amount, lot)
        self._bots_on()
        self._save()
        return seat, amount, lot

    def name(self, seat: int, target: int) -> None:
        """`seat`, the surviving Sheriff, names the next one (ValueError in words when he may not)."""
        self._series.name(seat, target)
        self._bots_choose()
        self._save()

    def pick(self, seat: int, character: str) -> None:
        """`seat`, eliminated in the last game, picks his next character (ValueError in words when he may not)."""
        self._series.pick(seat, character)
        self._bots_choose()
        self._save()

    def _bots_choose(self) -> None:
        choose(self._series, lambda seat: self.setup["seats"][seat]["kind"] != "you")
        self._bots_on()

    def buy(self, seat: int, things: list[int]) -> None:
        """`seat` buys `things` into his next starting hand (ValueError in words when he may not)."""
        self._series.buy(seat, things)
        self._save()

    def buy_refusal(self, seat: int, things: list[int]) -> str | None:
        return self._series.buy_refusal(seat, things)

    def money(self, seat: int) -> int:
        return self._series.money(seat)

    def keep_refusal(self, seat: int) -> str | None:
        """Why `seat` may not keep his character (his money short of its price again, with the auction), or None."""
        price = self._series.keep_price(seat)
        return None if price <= self.money(seat) else f"seat {seat} has ${self.money(seat)}, not ${price}"

    def next_characters(self) -> list[str | None]:
        """The next game's characters so far: kept or sold ones (None: one the auction has not sold yet)."""
        deal = self._series.data["next"]
        return list(deal["characters"]) if deal else [None] * len(self.setup["seats"])

    def thing_words(self, thing: int) -> tuple[str, str]:
        """What a survivor may buy (a Carry's thing) named in English and Spanish."""
        return thing_words(self.setup["game"], self._series.data["sets"], thing)

    def _bots_on(self) -> None:
        """The bots answer what waits for them: the auction (unless paced), then their buys."""
        if not self.paced:
            bots_bid(self._series, self.setup)
        for seat in self._series.buyers:
            if self.setup["seats"][seat]["kind"] != "you":
                self._series.buy(seat, buys(self._series, seat))

    def next_setup(self) -> dict:
        return series_setup(self._series, self.setup)

    def _save(self) -> None:
        if self.saved is not None:
            self.saved(self.setup, self.answers, self._series.to_json())


def series_goes_on(setup: dict) -> bool:
    """Whether the game of `setup` belongs to a series with games to play after it: then its autosave stays when it
    ends, to continue the series between games."""
    if "series" not in setup:
        return False
    data = setup["series"]
    return len(data["played"]) + 1 < data["games"]


BATCH = 0.02    # seconds: bots answering at once (no pause) are shown, and autosaved, together for this long at most


def paced(view) -> bool:
    """Does a bot wait the human-pace pause before it answers this view's decision? Not a question that the others
    see no one decide (`pending.unseen`, docs/contract.md): nobody follows it, and a pause only where a bot had
    something to weigh would tell them who did."""
    pending = view.data["pending"]
    return not (pending and pending.get("unseen"))


class Autosave(ABC):
    """Where a running game is kept to be continued (Continue in the window, `python -m game host --resume`). A table
    calls `keep` before it shows anyone what its latest answers caused, so that losing the program at any instant
    (a crash, `kill -9`) loses nothing anyone saw."""

    @abstractmethod
    def keep(self, setup: dict, answers: list[tuple[int, Any]], seq: int) -> None:
        """Keep the game of `setup` after `answers` (every answer so far; `seq`: the number of its next event),
        for good once this returns (cheap when nothing is new)."""

    @abstractmethod
    def forget(self) -> None:
        """The game is over and everyone was told: there is nothing to continue."""


# An autosave's text: a header line (format, version, rules, setup), then one line per batch of answers kept
# together, {"answers": [[seat, action]...], "seq": the next event's number after them}, each ending in a newline.
# Answers are only ever added at the end, so a batch costs one short line, not the whole game again. Between two
# games of a series (or before its first, after a header alone), lines {"series": the series' record} follow, one per
# decision of its Intermission (`autosave_series`; the last one counts).

def autosave_header(setup: dict) -> str:
    return _line(_header(setup))


def _header(setup: dict) -> dict:
    """An autosave's first line: its formats, the setup, and the versions of the rules of its sets (savefile; none
    for a setup of no game kind, which its reading refuses)."""
    header = {"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION, "rules": savefile.SAVE_VERSION, "setup": setup}
    description = DESCRIPTIONS.get(setup.get("game", ""))
    record = savefile.versions(description.played(sets_of(setup))) if description else {}
    return {**header, "set_versions": record} if record else header


def autosave_batch(answers: list, seq: int) -> str:
    return _line({"answers": [[seat, list(action)] for seat, action in answers], "seq": seq})


def autosave_series(series: dict) -> str:
    """The line of a series between two games (or before its first) after its latest decision (an auction's bid,
    a keep, a buy...): the last such line in an autosave is where Continue takes the series up again."""
    return _line({"series": series})


def _line(value: dict) -> str:
    return json.dumps(value, separators=(",", ":")) + "\n"


def parse_autosave(text: str) -> dict:
    """An autosave's record, {"format", "version", "rules", "setup", "answers", "seq"}, not replayed yet. A last
    line with no newline was torn by a crash while it was written: it is left out (what it held was never shown,
    since a table shows nothing before its batch is kept)."""
    lines = text.split("\n")
    try:
        record = json.loads(lines[0])
        batches = [json.loads(line) for line in lines[1:-1]]
    except ValueError:
        raise SaveRefused("unreadable") from None
    if not isinstance(record, dict) or record.get("format") != AUTOSAVE_FORMAT:
        raise SaveRefused("unreadable")
    if record.get("version") != AUTOSAVE_VERSION or record.get("rules") not in savefile.READS:
        raise SaveRefused("other_version", f"{record.get('version')!r}/{record.get('rules')!r}")
    answers: list = []
    between = None
    for batch in batches:
        if isinstance(batch, dict) and "series" in batch:
            between = batch["series"]
            continue
        if not isinstance(batch, dict) or not isinstance(batch.get("answers"), list) \
                or type(batch.get("seq")) is not int:
            raise SaveRefused("damaged", f"a line of answers is not one: {batch!r:.80}")
        answers += batch["answers"]
    seqs = [batch["seq"] for batch in batches if "seq" in batch]
    return {**record, "answers": answers, "seq": seqs[-1] if seqs else None, "between": between}


def read_autosave(text: str) -> dict:
    """The record in an autosave's text (parse_autosave), checked by replaying it, with "finished": whether its
    game is over (only a game of a series that goes on after it is continued then: by its next game); SaveRefused
    says why it cannot continue."""
    record = parse_autosave(text)
    _same_rules(record)
    first = record["between"] is not None and isinstance(record.get("setup"), dict) and "series" not in record["setup"]
    try:
        check_setup(record.get("setup"), first)
        if first:                                   # a series before its first game: no game to replay
            return _between(record, True)
        game = deal(record["setup"])
        for seat, action in record["answers"]:
            game.apply(seat, action)
    except SetupRefused as exc:
        raise SaveRefused("other_version" if {r.rule for r in exc.refusals} & {"retired", "unknown_set"} else "damaged",
                          str(exc)) from None
    except (KeyError, TypeError, ValueError, IllegalMove) as exc:
        raise SaveRefused("damaged", f"{type(exc).__name__}: {exc}") from None
    if record["seq"] is not None and game.seq != record["seq"]:
        raise SaveRefused("other_version", "the replayed game differs from the saved one")
    if record["between"] is not None:
        return _between(record, game.pending is None)
    if game.pending is None and not series_goes_on(record["setup"]):
        raise SaveRefused("finished")
    return {**record, "finished": game.pending is None}


def _same_rules(record: dict) -> None:
    """SaveRefused unless the autosave's sets were played by the versions of their rules this program plays (a
    header without the record was played by version 1 of each)."""
    setup: Any = record.get("setup")             # read from the file
    description = DESCRIPTIONS.get(setup.get("game", "")) if isinstance(setup, dict) else None
    if description is None:
        return                                      # check_setup refuses it
    changed = savefile.other_rules(record.get("set_versions"), description.played(sets_of(setup)))
    if changed is not None:
        spec, was = changed
        raise SaveRefused("other_rules", savefile.other_rules_words(spec.en, was, spec.version),
                          {"set": spec.name, "game": setup["game"], "saved": was, "plays": spec.version})


def _between(record: dict, over: bool) -> dict:
    """An autosave that holds a series between two games (after the game of its setup) or before its first (its
    setup the seats, with no game): "between" the Series to go on with. A damaged series line loses nothing else:
    after a game it is left out ("between_refused" says why: the finished game's standings come back), before the
    first game the save is refused."""
    first = "series" not in record["setup"]
    try:
        if first and record["answers"] or not first and not over:
            raise SaveError("a series between two games follows a finished game")
        series = Series.from_json(record["between"])
        if first and series.played:
            raise SaveError("a series before its first game has played none")
    except SaveError as exc:
        if first:
            raise SaveRefused("damaged", str(exc)) from None
        return {**record, "between": None, "between_refused": str(exc), "finished": True}
    return {**record, "between": series, "finished": True}


def autosave_record(setup: dict, table: Table) -> dict:
    """`table`'s game as an autosave holds it: its setup and answers (a finished game's record, for the replay)."""
    return {**_header(setup), "answers": [[seat, list(action)] for seat, action in table.answers],
            "seq": table.game.seq}


def view_message(view) -> dict:
    decision = view.decision
    return {"type": "view", "view": {"seat": view.seat, "version": view.version,
                                     "decision": None if decision is None else decision.to_dict(),
                                     "data": view.data}}
