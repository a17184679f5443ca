"""Play in a terminal against bots, either game: the smallest client of the Table.

You sit at seat 1; every other seat is a bot. `--expansions` and `--option` set the game up as the window's Setup
does (game/setups.py says what may be chosen; a refused combination is said in words). You see what your seat may
see: the table before each of your decisions (with the piles and counters an expansion lays out, read from its
records: a shop with its costs, each player's money and own cards) and a line for each thing that happens; a dice
module's pieces go by the names the window gives them (its `words`), the reason of a line by the character or module
behind it. A set's answers are worded from its verbs (what their arguments name, what they cost); what you could pay
for but may not now is listed with the game's reason. Each prompt lists your legal choices, numbered; type a number
(a dice decision with one answer, such as a role question with nothing to reveal, is taken without asking). Anything
else is refused with a message and asked again; end of input quits cleanly. Under the title, each expansion switched
on says in a line what it adds. `--series N` and `--tournament` play several card games in a row
(game/core/common/series.py): the standings are printed after each game, and a survivor is asked whether he keeps
his character (and, with the experience option, which cards in front of him he buys into his next hand); with the
auction option each game's characters are auctioned first, every bid printed, you naming a character and bidding at
your turn.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable

from game.bots.levels import make_bot
from game.bots.series import bids, buys, choose
from game.core.cards.box import Box, box_for
from game.core.cards.explain import why_illegal
from game.core.cards.reading import prices
from game.core.cards.specs import CARD_ARG, ROW, SEAT_ARG, USE_ARG, Verb
from game.core.common.series import SERIES, TOURNAMENT, Series
from game.core.common.status import IN
from game.core.common.status import of as status_of
from game.core.common.table import Table
from game.core.dice.catalog import DiceBox
from game.core.dice.catalog import box_for as dice_box_for
from game.core.dice.modules import dice_module
from game.core.dice.scenario import STEPS
from game.session import auctions, carries, deal, record_game, series_setup
from game.setups import BASE, DESCRIPTIONS
from game.standings import dollars, standings_lines, succession_lines

NAMES = ["Ana", "Bea", "Cid", "Dan", "Eva", "Fede", "Gil", "Hal"]    # enough for 8 seats, yours among them
SUIT_SIGN = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
Read = Callable[[str], str]


# -- words for the card game -----------------------------------------------------------------------
def card_name(box: Box, c: int) -> str:
    """A card's name, with its rank and suit when it has them (the cards of a set's own deck have none)."""
    card = box.cards[c]
    return f"{box.kind[c].en} {card.rank}{SUIT_SIGN[card.suit]}" if card.suit else box.kind[c].en


def priced(box: Box, c: int) -> str:
    """A card's name, with its cost when it is bought (a set's shop)."""
    cost = box.kind[c].cost
    return card_name(box, c) if cost is None else f"{card_name(box, c)} (cost {cost})"


def currency(box: Box) -> str:
    """What a player pays with: his counter that a table's counter banks (a set's), in words."""
    return next((spoken(pile.name) for pile in box.player_piles if pile.bank), "tokens")


def use_words(use: tuple, names: list[str], box: Box) -> str:
    """The use of a card as a play's tail says it: [the kind it is used as], [its target], [the card it takes]."""
    words = []
    if use and type(use[0]) is str and use[0] in box.kinds:
        words.append(f"as {box.kinds[use[0]].en}")
        use = use[1:]
    if use and type(use[0]) is int:
        words.append(f"on {names[use[0]]}")
    text = " ".join(words)
    if len(use) > 1:
        text += ", a random card from the hand" if use[1] == "hand" else f", taking {card_name(box, use[1])}"
    return text


def described_args(action: tuple, verb: Verb, names: list[str], box: Box, with_price: bool = True,
                   charged: int | None = None) -> str:
    """An answer of a verb that says what its arguments name (a set's own), in words, with what it costs (`charged`:
    as the rules charge it now, reading.prices; else its price)."""
    words = []
    for i, arg in enumerate(verb.args, 1):
        if i >= len(action):
            break
        if arg == CARD_ARG:
            words.append(priced(box, action[i]))
        elif arg == SEAT_ARG:
            words.append(names[action[i]])
        elif arg == USE_ARG:
            words.append(use_words(action[i:], names, box))
    text = verb.words + (": " + ", ".join(w for w in words if w) if any(words) else "")
    price = 0 if verb.price is None or not with_price else verb.price(box, action) if charged is None else charged
    return text + (f" — pay {price} {currency(box)}" if price else "")


def describe_card_action(action: tuple, names: list[str], box: Box, charged: int | None = None) -> str:
    verb, rest = action[0], action[1:]
    known = box.verbs.get(verb)        # the core's words: a set's verb says what its arguments name
    if known is not None and (known.args or known.price is not None):
        return described_args(action, known, names, box, charged=charged)
    if verb == "play":
        text = f"play {card_name(box, rest[0])}"
        if len(rest) > 1:
            text += f" on {names[rest[1]]}"
        if len(rest) > 2:
            text += ", a random card from the hand" if rest[2] == "hand" else f", taking {card_name(box, rest[2])}"
        return text
    if verb == "sid":
        return f"Sid Ketchum: discard {card_name(box, rest[0])} and {card_name(box, rest[1])} to regain 1 life"
    if verb == "draw_from":
        return f"draw your first card from {names[rest[0]]}'s hand"
    with_card = {"missed": "cancel it with {}", "beer": "drink {}", "bang": "discard {}", "discard": "discard {}",
                 "pick": "take {}", "choose": "let {} count", "return": "put {} back on the deck"}
    if verb in with_card:
        return with_card[verb].format(card_name(box, rest[0]))
    return (known.words if known else verb) + "".join(f" {card_name(box, x)}" for x in rest if type(x) is int)


def pile_words(box: Box, name: str, value) -> str:
    """A set's pile or counter as a player sees it: a number (a counter, a deck, another's hidden cards), the
    cards of a shop or of a player's pile with their costs, the count and top card of a face-up pile."""
    label = spoken(name)
    pile = box.piles[name]
    if not isinstance(value, list):
        return f"{label} {value}"
    if pile.per_player or pile.size:
        return f"{label}: " + (", ".join(priced(box, c) for c in value) or "none")
    return f"{label} {len(value)}" + (f" (top: {card_name(box, value[-1])})" if value else "")


def show_card_table(data: dict) -> None:
    box = box_for(tuple(data["rules"]["sets"]))
    table = data["table"]
    print(f"\n--- turn of {table['players'][table['turn']]['name']} ({table['phase']}), "
          f"deck {table['deck_count']}, discard {len(table['discard'])} ---")
    if table.get("piles"):
        print("  " + "; ".join(pile_words(box, name, value) for name, value in table["piles"].items()))
    for p in table["players"]:
        status = f"{p['life']}/{p['max_life']} life" if status_of(p).targetable and status_of(p).mortal \
            else spoken(p["status"])        # out, or a set's status in words ("shadow turn law")
        gear = ", ".join(card_name(box, c) for c in p["in_play"]) or "nothing in play"
        own = "".join(f"  {pile_words(box, name, value)}" for name, value in (p.get("piles") or {}).items())
        print(f"  {p['name']:<10} {box.characters[p['character']].en:<16} {p['role'] or '?':<9} {status:<10} "
              f"{p['hand_count']} cards  [{gear}]{own}")
    print("  your hand: " + (", ".join(card_name(box, c) for c in data["hand"]) or "empty"))


def tell_card_event(event: dict, names: list[str], box: Box) -> str | None:
    kind = event["kind"]
    if kind == "play":
        target = f" at {names[event['target']]}" if event.get("target") is not None else ""
        return f"{names[event['seat']]} plays {card_name(box, event['card'])}{target}"
    if kind == "draw_result" and event["card"] is not None:
        return f"{names[event['seat']]} draws! for {event['for']}: {card_name(box, event['card'])}"
    if kind == "move" and isinstance(event["cards"], list) and event["to"]["zone"] == "hand" \
            and event["from"]["zone"] != "hand" and event["why"] not in ("deal",):
        return f"{names[event['to']['seat']]} gets {', '.join(card_name(box, c) for c in event['cards'])}"
    if kind == "move" and isinstance(event["cards"], list) and event["why"] not in ("deal",) \
            and (event["from"]["zone"] in box.piles or event["to"]["zone"] in box.piles):
        cards = ", ".join(card_name(box, c) for c in event["cards"])
        return f"{cards}: {place(event['from'], names)} -> {place(event['to'], names)} ({spoken(event['why'])})"
    if kind == "cash_reward":           # a series' bounty in money instead of cards (this room imports no window)
        return (f"{names[event['seat']]} earns {dollars(event['amount'])} of the series' money for eliminating the "
                f"Outlaw {names[event['target']]} (the cash reward: no cards).")
    if kind == "status":                # a set's status given (a shadow back for his turn, or gone again)
        return f"{names[event['seat']]} is now: {spoken(event['status'])}"
    if kind == "tokens":                # a player's money (a counter a table's counter banks) coming or going
        for zone, how in ((event["to"], "gets"), (event["from"], "pays")):
            if zone is not None and zone["seat"] is not None and box.piles[zone["zone"]].bank:
                return f"{names[zone['seat']]} {how} {event['amount']} {spoken(zone['zone'])} ({spoken(event['why'])})"
    return None


def spoken(name: str) -> str:
    """A name of the code (a pile, a reason) as words."""
    return name.replace("_", " ")


def place(zone: dict, names: list[str]) -> str:
    """A zone of a move: the table's ("the shop") or a player's ("Ana's equipment")."""
    return f"the {spoken(zone['zone'])}" if zone["seat"] is None else f"{names[zone['seat']]}'s {spoken(zone['zone'])}"


def unoffered(data: dict, seat: int, kind: str, options: list[tuple], box: Box) -> list[tuple]:
    """What a player may pay for that the decision does not offer him now: each card of a shop (a row a deck
    fills) and each piece of another player's equipment (a player's face-up row) as a priced set action of this
    decision would name it, to be told why not."""
    table = data["table"]
    offered = {option[:3] for option in options}
    out: list[tuple] = []
    for action in box.action.values():
        verb = action.verb
        if verb.price is None or verb.owner is not None or (verb.kinds is not None and kind not in verb.kinds):
            continue
        if verb.args[:1] == (CARD_ARG,):
            out += [(verb.name, c) for name, cards in table.get("piles", {}).items() if box.piles[name].fill
                    for c in cards]
        elif verb.args[:2] == (SEAT_ARG, CARD_ARG):
            out += [(verb.name, p["seat"], c) for p in table["players"] if p["seat"] != seat
                    and status_of(p).targetable for name, cards in (p.get("piles") or {}).items()
                    if isinstance(cards, list) and box.piles[name].kind == ROW for c in cards]
    return [a for a in out if not any(o[:len(a)] == a for o in offered)]


# -- words for the dice game -------------------------------------------------------------------------
def named(id: str, box: DiceBox | None) -> str:
    """A piece of the dice game (a face, a die kind, a token) by its name as the window says it (a module's
    `words`), anything else spoken."""
    return box.words[id][0] if box is not None and id in box.words else spoken(id)


def cause(why: str, box: DiceBox | None) -> str:
    """Why something happened: a character's ability by his name, a module by its title, anything else spoken."""
    if box is not None and why in box.characters:
        return box.characters[why].en
    if box is not None and why in box.modules:
        return dice_module(why).en or spoken(why)
    return spoken(why)


def describe_dice_action(action: tuple, names: list[str], box: DiceBox | None = None) -> str:
    """An answer in words: the base game's in its own, any other (a module's, or a base verb with a module's
    argument) from what the scenario vocabulary says each argument names."""
    verb, rest = action[0], action[1:]
    shapes = [type(x) for x in rest]
    if verb == "reroll":
        return "re-roll dice " + ", ".join(str(d + 1) for d in rest[0])
    if verb == "shoot" and shapes == [int, int]:
        return f"shoot {names[rest[1]]} with die {rest[0] + 1}"
    if verb == "double_shot":
        return f"shoot {names[rest[2]]} with die {rest[0] + 1}, doubled by the Beer of die {rest[1] + 1}"
    if verb == "beer" and shapes == [int, int]:
        return f"give the Beer of die {rest[0] + 1} to {names[rest[1]]}"
    if verb == "heal" and shapes == [int]:
        return f"{names[rest[0]]} gains a life point"
    if verb == "discard_arrow" and shapes in ([], [int]):
        return f"discard an arrow of {names[rest[0]]}" if rest else "discard one of your arrows"
    words = {"stop": "keep these dice", "take_arrow": "take an arrow instead", "lose_life": "lose the life point",
             "pass": "pass"}
    if not rest and verb in words:
        return words[verb]
    return spoken(verb) + (": " + ", ".join(argument_words(rest, verb_arguments(box).get(verb, ()), names, box))
                           if rest else "")


def verb_arguments(box: DiceBox | None) -> dict[str, tuple[str, ...]]:
    """Verb -> what its arguments name, in order, as the scenario vocabulary (the base game's and the modules')
    writes them: "die", "dice", "target", "targets", "face", "kinds", a "+flag"; "?" marks one that may be
    missing."""
    steps = {**STEPS, **(box.scenario_steps if box is not None else {})}
    return {step[0]: step[1] for step in steps.values()}       # (verb, fields[, finish])


ARGUMENT_TYPES = {"die": int, "beer": int, "target": int, "dice": tuple, "targets": tuple, "kinds": tuple}


def argument_words(values: tuple, names_of: tuple[str, ...], names: list[str],
                   box: DiceBox | None = None) -> list[str]:
    """Each argument in words, matched in order to the names that fit its type (a missing optional one skipped):
    a die by its number, a seat by its player's name, anything else (a face, a die kind, a token) spoken."""
    out, left = [], list(names_of)
    for value in values:
        while left and ARGUMENT_TYPES.get(left[0].strip("+?"), str) is not type(value):
            left.pop(0)
        name = left.pop(0).strip("+?") if left else ""
        if name in ("die", "beer"):
            out.append(f"die {value + 1}")
        elif name == "dice":
            out.append("dice " + ", ".join(str(d + 1) for d in value) if value else "no dice")
        elif name in ("target", "targets"):
            out.append(" and ".join(names[s] for s in (value if name == "targets" else (value,))))
        elif isinstance(value, tuple):
            out.append(", ".join(named(str(v), box) for v in value) or "none")
        else:
            out.append(named(str(value), box))
    return out


def held_words(piles: dict, box: DiceBox) -> str:
    """The tokens a player holds, as his seat sees them: how many, or which (his own, or face up)."""
    words = [f"{named(name, box)}: {', '.join(named(t, box) for t in value)}" if isinstance(value, list) else
             f"{named(name, box)} {value}" for name, value in piles.items() if value]
    return ("  [" + "; ".join(words) + "]") if words else ""


def show_dice_table(data: dict, box: DiceBox) -> None:
    table = data["table"]
    kinds = table.get("dice_kinds") or []
    plain = len(set(kinds)) <= 1
    dice = "  ".join(f"{i + 1}:{named(face, box) if face else '-'}" + ("" if plain else f" ({named(kinds[i], box)})")
                     for i, face in enumerate(table["dice"]))
    print(f"\n--- turn of {table['players'][table['turn']]['name']} ({table['phase']}), "
          f"arrows left {table['arrow_pile']}, re-rolls left {table['rolls_left']} ---")
    if any(table.get("piles", {}).values()):
        print("  in the middle: " + ", ".join(f"{named(name, box)} {count}" for name, count in table["piles"].items()
                                              if count))
    for p in table["players"]:
        st = status_of(p)
        status = f"{p['life']}/{p['max_life']} life" if st.targetable else p["status"]
        if st.targetable and st is not IN:          # back in the game as something else: a zombie, his Master
            status += f", {spoken(st.name)}" + (f", plays for the {spoken(st.side)}" if st.side else "")
        character = box.characters[p["character"]].en if st.own_character else "(card returned)"
        print(f"  {p['name']:<10} {character:<16} {p['role'] or '?':<9} "
              f"{status:<10} {p['arrows']} arrows{held_words(p.get('piles') or {}, box)}")
    print(f"  dice: {dice}")


QUIET = {"game_start", "role_dealt", "turn_start", "turn_end", "dice_kept", "dice_resolved", "arrows", "beer",
         "life", "eliminated", "dynamite_exploded", "game_over", "tokens_dealt"}   # told otherwise, or not at all
SEAT_KEYS = ("seat", "target", "by")


def tell_dice_event(event: dict, names: list[str], box: DiceBox | None = None) -> str | None:
    """A line for what happened: the base game's in its own words, a module's from its fields (those its module
    says name seats, by the players' names: box.event_seats)."""
    kind = event["kind"]
    if kind == "dice_rolled":
        kinds = event.get("kinds") or []
        shown = [f"{named(face, box)} ({named(k, box)})" if len(set(kinds)) > 1 else named(face, box)
                 for face, k in zip(event["faces"], kinds or event["faces"], strict=False)]
        return f"{names[event['seat']]} rolls: {', '.join(shown)}"
    if kind == "shot":
        return f"{names[event['seat']]} shoots {names[event['target']]}"
    if kind == "indian_attack":
        return "The Indians attack!"
    if kind == "gatling":
        return f"{names[event['seat']]} fires the Gatling"
    if kind == "tokens":
        return tokens_words(event, names, box)
    if kind in QUIET:
        return None
    seats = box.event_seats if box is not None else ()
    fields = [event_value(key, value, names, key in seats, box) for key, value in event.items()
              if key not in ("kind", "seq", "version") and value is not None]
    return f"{spoken(kind)}: " + ", ".join(f for f in fields if f)


def tokens_words(event: dict, names: list[str], box: DiceBox | None = None) -> str:
    """Tokens that change hands: who gives or takes how many of what (which, when this seat may know)."""
    which = event.get("which")
    what = ", ".join(named(t, box) for t in which) if isinstance(which, list) else f"{event['amount']}"
    src, dst = event["from"], event["to"]
    zone, why = named(src["zone"], box), cause(event["why"], box)
    if src["seat"] == dst["seat"]:              # from one of his piles to another (a card turned face up)
        return f"{names[src['seat']]}: {zone} -> {named(dst['zone'], box)}: {what} ({why})"
    if src["seat"] is None:
        return f"{names[dst['seat']]} takes {zone}: {what} ({why})"
    if dst["seat"] is None:
        return f"{names[src['seat']]} gives back {zone}: {what} ({why})"
    return f"{names[src['seat']]} gives {names[dst['seat']]} {zone}: {what} ({why})"


def event_value(key: str, value, names: list[str], seats: bool = False, box: DiceBox | None = None) -> str:
    """An event's field in words: a seat by its player's name (`seats`: a module's field naming seats, one or a
    list), a die by its number, a yes-or-no by the field's name (or "not" it), an id by its name (`named`)."""
    if key in ("die", "dice"):
        numbers = value if isinstance(value, list) else [value]
        return f"{key} " + ", ".join(str(d + 1) for d in numbers)
    if (key in SEAT_KEYS or seats) and type(value) is int:
        return f"{key} {names[value]}" if key != "seat" else names[value]
    if seats and isinstance(value, list):
        return f"{spoken(key)} " + (", ".join(names[s] for s in value) or "none")
    if isinstance(value, bool):
        return spoken(key) if value else f"not {spoken(key)}"
    if isinstance(value, list):
        return f"{spoken(key)} " + ", ".join(named(str(v), box) for v in value)
    return f"{spoken(key)} {(cause if key == 'why' else named)(str(value), box)}"


def tell_common_event(event: dict, names: list[str]) -> str | None:
    kind = event["kind"]
    if kind == "life" and event["delta"]:
        how = f"loses {-event['delta']}" if event["delta"] < 0 else f"gains {event['delta']}"
        return f"{names[event['seat']]} {how} life (now {event['life']})"
    if kind == "eliminated":
        return f"{names[event['seat']]} is out of the game: {event['role']}"
    if kind == "dynamite_exploded":
        return f"The Dynamite explodes on {names[event['seat']]}!"
    return None


# -- the seats ------------------------------------------------------------------------------------
def ask(options: list[str], read: Read | None = None) -> int:
    read = read or input
    for i, text in enumerate(options, 1):
        print(f"  {i:>2}. {text}")
    while True:
        answer = read("your choice: ").strip()
        if answer.isdecimal() and 1 <= int(answer) <= len(options):    # isdecimal: never '²' or '½'
            return int(answer) - 1
        print(f"  please type a number from 1 to {len(options)}")


class Keyboard:
    """The person at the terminal: shown the table at each decision, told each event, answers by number. `judge`
    says in words why the game refuses an answer now (the card game's: what he cannot buy or pay for, and why)."""

    def __init__(self, kind: str, names: list[str], read: Read | None = None, sets: tuple[str, ...] = (BASE,),
                 judge: Callable[[tuple], str] | None = None):
        self.kind, self.names, self.read, self.judge = kind, names, read, judge
        self.box = box_for(sets) if kind == "cards" else None
        self.dice_box = dice_box_for(sets) if kind == "dice" else None

    def observe(self, event: dict) -> None:
        line = tell_common_event(event, self.names)
        if line is None:
            box = self.box
            line = tell_card_event(event, self.names, box) if box else tell_dice_event(event, self.names,
                                                                                      self.dice_box)
        if line:
            print("  " + line)

    def choose(self, view) -> tuple:
        data = view.data
        box = self.box
        if box is not None:                   # the card game
            show_card_table(data)
            charged = prices(data, list(view.decision.options))     # a discount of the player in turn's in
            words = [describe_card_action(o, self.names, box, charged.get(tuple(o))) for o in view.decision.options]
            if self.judge is not None:
                for action in unoffered(data, view.seat, view.decision.kind, view.decision.options, box):
                    words_now = described_args(action, box.verbs[action[0]], self.names, box, with_price=False)
                    print(f"  not now: {words_now}: {self.judge(action)}")
        else:
            assert self.dice_box is not None
            if len(view.decision.options) == 1:     # nothing to choose (a role question with nothing to reveal):
                return view.decision.options[0]     # taken unasked, as the window's dice table does
            show_dice_table(data, self.dice_box)
            words = [describe_dice_action(o, self.names, self.dice_box) for o in view.decision.options]
        print(f"You must choose ({view.decision.kind}):")
        return view.decision.options[ask(words, self.read)]


class Paced:
    """A bot that waits a moment before it answers, so a person can follow (the terminal may sleep)."""

    def __init__(self, bot, pause: float):
        self.bot, self.pause = bot, pause
        if hasattr(bot, "observe"):
            self.observe = bot.observe
            self.listens = getattr(bot, "listens", True)

    def choose(self, view) -> tuple:
        action = self.bot.choose(view)
        time.sleep(self.pause)
        return action


def seats_of(names: list[str]) -> list[dict]:
    """You at seat 1, bots at the others (the bots' level is the terminal's own choice, not the setup's)."""
    return [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in names[1:]]


def new_game(kind: str, seed: int, names: list[str], sets: tuple[str, ...] = (BASE,), options: dict | None = None):
    """The game dealt as a setup of these sets and options (session.SetupRefused says in words what the rules
    refuse)."""
    return deal({"game": kind, "seed": seed, "sets": list(sets), "options": options or {}, "seats": seats_of(names)})


def run(kind: str, seed: int, names: list[str], level: str = "normal", pause: float = 0.0,
        read: Read | None = None, sets: tuple[str, ...] = (BASE,), options: dict | None = None) -> Table:
    """Play one game to the end: you at seat 0, bots of `level` elsewhere."""
    return play(new_game(kind, seed, names, sets, options), kind, seed, names, level, pause, read, sets)


def play(game, kind: str, seed: int, names: list[str], level: str, pause: float, read: Read | None,
         sets: tuple[str, ...]) -> Table:
    """Play the dealt `game` to the end: you at seat 0, bots of `level` (seeded from `seed`) elsewhere."""
    judge = (lambda action: why_illegal(game, 0, action)[1]) if kind == "cards" else None
    seats = [Keyboard(kind, names, read, sets, judge)] + [Paced(make_bot(kind, level, seed + s), pause)
                                                           for s in range(1, len(names))]
    table = Table(game, seats)
    table.run()
    winners = ", ".join(names[s] for s in game.winners)
    print(f"\nGame over: {game.winner} win ({winners}).")
    return table


def run_series(series: Series, names: list[str], level: str = "normal", pause: float = 0.0,
               read: Read | None = None, options: dict | None = None) -> Series:
    """Play every game of `series` (you at seat 0), printing the standings after each; between games you say
    whether you keep the character you survived with, and with the experience option which cards in front of you
    you buy into your next hand; the bots as their rules say."""
    kind, sets = series.data["game"], tuple(series.data["sets"])
    base = {"game": kind, "sets": list(sets), "options": options or {}, "seats": seats_of(names)}
    while not series.over:
        run_auction(series, names, read)
        setup = series_setup(series, base)
        print(f"\nGame {len(series.played) + 1} of {series.data['games']}: you are {setup['seats'][0]['role']}, "
              f"playing {setup['seats'][0]['character'].replace('_', ' ')}.")
        table = play(deal(setup), kind, setup["seed"], names, level, pause, read, sets)
        series = record_game(setup, table.answers)
        print("\n".join(standings_lines(series, names)))
        if 0 in series.namers:
            print("You survived as Sheriff: name the next game's Sheriff (another: you start it with 1 extra life).")
            series.name(0, ask([f"{name}{' (you)' if seat == 0 else ''}" for seat, name in enumerate(names)], read))
        if 0 in series.pickers:
            offered = series.pickable(0)
            print("You were eliminated: pick your character for the next game.")
            series.pick(0, offered[ask([c.replace("_", " ") for c in offered], read)])
        for seat in series.asks:
            if seat == 0:
                character = series.played[-1]["characters"][0].replace("_", " ")
                print(f"You survived: keep {character} for the next game?")
                series.keep(0, ask([f"keep {character}", "draw a new character"], read) == 0)
        choose(series, lambda seat: seat != 0)
        if series.next_game is not None and series.summary().get("why") == "named":    # (said before if not)
            print("\n".join(succession_lines(series, names)))
        for seat in series.buyers:
            box = box_for(sets)
            series.buy(seat, ask_buys(series, box, read) if seat == 0 else buys(series, seat))
            kept = series.data["next"]["hands"].get(str(seat), [])
            if kept:
                cost = series.played[-1]["money"][seat][-1][1]
                print(f"  {names[seat]} keeps {', '.join(card_name(box, c) for c in kept)} for the next game "
                      f"({dollars(cost)}).")
    return series


def run_auction(series: Series, names: list[str], read: Read | None = None) -> None:
    """The character auction before a game, if it waits for anyone: the characters face up, then each bid, pass
    and sale printed as it happens; you answer at your turn (seat 0), the bots by their rule."""
    if series.bidder is None:
        return
    state = series.summary()["auction"]
    print(f"Character auction: {', '.join(_who(c) for c in state['lots'])} face up; "
          f"{names[state['sheriff']]} is the Sheriff, {names[series.bidder]} names the first.")
    while series.bidder is not None:
        seat, won = series.bidder, dict(series.data["auction"]["won"])
        amount, lot = ask_bid(series, read) if seat == 0 else bids(series, seat)
        series.bid(seat, amount, lot)
        said = "passes" if amount is None else f"names {_who(lot)} for ${amount}" if lot else f"bids ${amount}"
        print(f"  {names[seat]} {said}.")
        for buyer, (character, price) in series.data["auction"]["won"].items():
            if buyer not in won:
                print(f"  {names[int(buyer)]} takes {_who(character)} for ${price} "
                      f"(${series.money(int(buyer))} left).")


def _who(character: str) -> str:
    return character.replace("_", " ")


def ask_bid(series: Series, read: Read | None = None) -> tuple[int | None, str | None]:
    """Your answer at the auction: the character you name (at your turn to name one), then a bid from the least
    up to your money, or a pass."""
    state = series.summary()["auction"]
    bid, least, money = state["bid"], state["least"], series.money(0)
    lot = None
    if bid is None:
        print(f"Your turn to name a character (you have ${money}):")
        lot = state["lots"][ask([_who(c) for c in state["lots"]], read)]
    else:
        print(f"{_who(bid['lot'])}: the bid is ${bid['amount']}; you have ${money}.")
    amounts = [a for a in dict.fromkeys((least, least + 100, least + 200, least + 500)) if a <= max(money, least)
               and series.bid_refusal(0, a, lot) is None]
    choices = [f"bid ${a}" for a in amounts] + ([] if bid is None else ["pass"])
    pick = ask(choices, read)
    return (amounts[pick] if pick < len(amounts) else None), lot


def ask_buys(series: Series, box: Box, read: Read | None = None) -> list[int]:
    """The cards in front of you that you buy into your next starting hand, one at a time, each offered only while
    your money and that hand allow it."""
    chosen: list[int] = []
    price = series.summary()["price"]
    while True:
        offered = [c for c in series.buyable(0) if c not in chosen and series.buy_refusal(0, [*chosen, c]) is None]
        if not offered:
            return chosen
        print(f"Experience: keep a card in front of you for your next starting hand, ${price} each "
              f"(you have ${series.money(0) - price * len(chosen)}).")
        pick = ask([f"keep {card_name(box, c)}" for c in offered] + ["that is all"], read)
        if pick == len(offered):
            return chosen
        chosen.append(offered[pick])


def _pause(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"a pause is a number of seconds, 0 or more, not {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.cli", description="BANG! in a terminal, against bots.")
    parser.add_argument("--game", choices=sorted(DESCRIPTIONS), default="cards",
                        help="cards (BANG!) or dice (default cards)")
    parser.add_argument("--players", type=int, default=None,
                        help="4 to 8 for cards (8: two Renegades, not in the base rulebook), 3 to 8 for dice "
                        "(default 5)")
    parser.add_argument("--seed", type=int, default=None, help="deal a particular game again")
    parser.add_argument("--name", default="you")
    parser.add_argument("--bots", choices=("random", "easy", "normal", "hard"), default="normal",
                        help="how strong the bots play (default normal)")
    parser.add_argument("--pause", type=_pause, default=0.6, help="seconds a bot waits before it acts (0 or more)")
    parser.add_argument("--expansions", default="", metavar="NAME,NAME",
                        help="the expansions switched on besides the base game, comma-separated")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option of the game or of its expansions (repeat for each; NAME alone: on); "
                             "a variant of the rules that is a set of its own is switched on by its name here too")
    parser.add_argument("--series", type=int, default=0, metavar="N",
                        help="play N games in a row (a game whose series need an expansion: with it switched on)")
    parser.add_argument("--rotate", action="store_true", help="in a series, the Sheriff passes on each game")
    parser.add_argument("--tournament", action="store_true",
                        help="play the tournament: as many games as players (--series N: a multiple of them)")
    parser.add_argument("--rulings", action="store_true", help="print the card game's rulings, and quit")
    args = parser.parse_args(argv)
    if args.rulings:
        from game.core.cards.rulings import RULINGS
        for topic, text in RULINGS.items():
            print(f"- {topic.replace('_', ' ')}: {text}")
        return 0
    description = DESCRIPTIONS[args.game]
    low, high = description.seats
    players = 5 if args.players is None else args.players
    if not low <= players <= high:
        parser.error(f"--players: the {args.game} game seats {low} to {high} players, not {players}")
    others = [n for n in NAMES if n != args.name]
    names = [args.name] + others[: players - 1]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    named, texts = description.variant_sets(
        [BASE, *(n.strip() for n in args.expansions.split(",") if n.strip() and n.strip() != BASE)], args.option)
    sets = tuple(named)
    try:
        options = dict(description.parse_option(text, list(sets)) for text in texts)
    except ValueError as refused:
        parser.error(f"this game cannot be set up: {refused}")
    in_series = {"series": True} if args.series or args.tournament else {}
    refusals = description.refusals({"seats": names, "sets": list(sets), "options": options, **in_series})
    if refusals:
        parser.error("this game cannot be set up: " + "; ".join(r.message for r in refusals))
    series = None
    if in_series:
        try:
            series = Series.new(args.game, seed, players, mode=TOURNAMENT if args.tournament else SERIES,
                                games=args.series or players, rotate=args.rotate, sets=sets,
                                carry=carries({"game": args.game, "options": options}),
                                auction=auctions({"options": options}))
        except ValueError as refused:
            parser.error(f"this series cannot be played: {refused}")
    title = " + ".join(description.expansion(name).en for name in sets)
    print(f"{title} — game {seed}, {players} players. You sit at seat 1 as {args.name}.")
    for note in description.table_notes(players):      # what the table's size changes (eight players)
        print(note.tip_en)
    for name in sets[1:]:                   # what each expansion switched on adds, in its own line
        expansion = description.expansion(name)
        if expansion.blurb_en:
            print(f"  {expansion.en}: {expansion.blurb_en}")
    if args.game == "dice":                 # a module's character whose module is off is not dealt: say why
        box = dice_box_for(sets)
        for character in box.left_out:
            print(f"  left out: {box.why_left_out(character)}")
    try:
        if series is not None:
            run_series(series, names, args.bots, args.pause, options=options)
        else:
            run(args.game, seed, names, args.bots, args.pause, sets=sets, options=options)
    except (EOFError, KeyboardInterrupt):
        print("\nBye.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
