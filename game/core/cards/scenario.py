"""Scenario adapter for the card game: builds the exact table a file describes, reads steps and paths.

Cards are named "bang 2H" (name, rank, suit) or "2H" (any card of that sign), a card without rank and suit by its
kind alone ("shot": any free copy); every named card is taken out of the decks of the game's card sets (the base
game, and the file's `expansions`), so naming a card that does not exist, one of another deck, or one copy too
many, is an error. The piles and counters the sets declare are set up and read by their names, a player's under
`[[players]]`, the table's under `[table]`, with no word of theirs here. The vocabulary of steps is documented in
docs/scenarios.md; a step's `do` is any answer verb the enabled sets know.
"""

from __future__ import annotations

from game.core.cards.box import Box, box_for
from game.core.cards.data import Card
from game.core.cards.engine import CardGame, new_game
from game.core.cards.rulings import RETIRED_OPTIONS, for_table, left_in_box
from game.core.cards.sets import card_set
from game.core.cards.sets import known as known_sets
from game.core.cards.specs import CARDS, COUNTER, DECK, ROW, Pile
from game.core.cards.state import Player
from game.core.common.errors import ScenarioError
from game.core.common.options import check_options
from game.core.common.rng import new_rng
from game.core.common.roles import ROLES, SHERIFF, roles_for
from game.core.common.status import IN, OUT, in_scenario

_STAGE_OF_PHASE = {"start": "start", "draw": "draw", "play": "play"}


def _matches(card: Card, label: str) -> bool:
    return label == card.label or (card.rank != "" and label == f"{card.rank}{card.suit}")


class _Pool:
    """The cards not yet placed by the scenario."""

    def __init__(self, box: Box, left_out: frozenset[int]):
        self.cards = box.cards
        self.deck_of = box.deck_of
        self.left_out = left_out
        self.free = [c for c in range(len(box.cards)) if c not in left_out]

    def take(self, label: str, where: str, deck: str = CARDS) -> int:
        """A free card of `deck` that `label` names."""
        if not isinstance(label, str):
            raise ScenarioError(f"{where}: a card is written as a string like \"bang 2H\", not {label!r}")
        for c in self.free:
            if self.deck_of[c] == deck and _matches(self.cards[c], label):
                self.free.remove(c)
                return c
        if not any(self.deck_of[c.id] == deck and _matches(c, label) for c in self.cards):
            raise ScenarioError(f"{where}: there is no card {label!r} in the deck"
                                + ("" if deck == CARDS else f" {deck!r}"))
        if all(c.id in self.left_out for c in self.cards if _matches(c, label)):
            raise ScenarioError(f"{where}: {label!r} is left in the box by the game's rule options")
        raise ScenarioError(f"{where}: every copy of {label!r} is already placed elsewhere")

    def rest(self, deck: str) -> list[int]:
        """The free cards of `deck`, in id order."""
        return [c for c in self.free if self.deck_of[c] == deck]


def _pile(pile: Pile, given, pool: _Pool, where: str):
    """A set's pile as the file gives it: a counter's number, a row's cards (bottom first), a deck's (top first)."""
    if given is None:
        return pile.start if pile.kind == COUNTER else []
    if pile.kind == COUNTER:
        if type(given) is not int or given < 0:
            raise ScenarioError(f"{where}: {pile.name} is a count of tokens (0 or more), not {given!r}")
        return given
    if not isinstance(given, list):
        raise ScenarioError(f"{where}: {pile.name} is a list of cards, not {given!r}")
    if pile.size and len(given) != pile.size:      # a row kept filled (a shop) is given full, as the rules keep it
        raise ScenarioError(f"{where}: {pile.name} holds exactly {pile.size} cards, not {len(given)}")
    return [pool.take(x, f"{where}{pile.name}", pile.cards) for x in given]


def _variants(spec: dict) -> tuple[list[str], list[str]]:
    """The file's `variants`: those that are card sets of their own (a set marked `variant`), and the rest (rule
    options of the sets)."""
    variants = spec.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise ScenarioError(f"variants is a list of rule option names, not {variants!r}")
    as_sets = [v for v in variants if v in known_sets() and card_set(v).variant]
    return as_sets, [v for v in variants if v not in as_sets]


def _box(spec: dict) -> Box:
    expansions = spec.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise ScenarioError(f"expansions is a list of card set names, not {expansions!r}")
    as_sets = [v for v in _variants(spec)[0] if v not in expansions]
    try:
        return box_for(("base", *expansions, *as_sets))
    except KeyError as exc:
        raise ScenarioError(exc.args[0]) from None


def _options(spec: dict, players: int, box: Box) -> dict:
    """The rule options of the box's sets, those the file's `variants` name on (beside the variants that are card
    sets); eight players follow from the table."""
    variants = _variants(spec)[1]
    try:
        return check_options({**for_table(players), **{v: True for v in variants}}, box.options,
                             RETIRED_OPTIONS, "card")
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def build(spec: dict) -> CardGame:
    box = _box(spec)
    specs = spec.get("players", [])
    n = len(specs)
    if not 4 <= n <= 8:
        raise ScenarioError(f"the card game seats 4 to 8 players, the file has {n}")
    options = _options(spec, n, box)
    if spec.get("dealt"):
        try:
            return new_game(int(spec.get("seed", 0)), specs, sets=box.sets, **options)
        except ValueError as exc:
            raise ScenarioError(f"the engine cannot deal this table: {exc}") from None
    rng = new_rng(int(spec.get("seed", 0)))
    pool = _Pool(box, left_in_box(box, options))
    roles = list(roles_for(n))
    for s in specs:
        role = s.get("role")
        if role is not None:
            if role not in ROLES or role not in roles:
                raise ScenarioError(f"{s.get('name')}: role {role!r} is unknown or one too many for {n} players")
            roles.remove(role)
    rng.shuffle(roles)
    chars = [c for c in box.characters if c not in {s.get("character") for s in specs}]
    rng.shuffle(chars)
    g = CardGame(box, {"sets": list(box.sets), **options})
    g.rng = rng
    for seat, s in enumerate(specs):
        name = s.get("name", f"player {seat + 1}")
        char = s.get("character") or chars.pop()
        if char not in box.characters:
            raise ScenarioError(f"{name}: unknown character {char!r}")
        role = s.get("role") or roles.pop()
        max_life = box.characters[char].life + (1 if role == SHERIFF else 0)
        status = in_scenario(s, box.statuses, name)
        life = s.get("life", max_life) if status.targetable and status.mortal else 0
        if not 0 <= life <= max_life:
            raise ScenarioError(f"{name}: life {life} is outside 0..{max_life}")
        where = f"{name}'s "
        hand = [pool.take(x, where + "hand") for x in s.get("hand", [])]
        in_play = [pool.take(x, where + "in_play") for x in s.get("in_play", [])]
        piles = {pile.name: _pile(pile, s.get(pile.name), pool, where) for pile in box.player_piles}
        if status is OUT and (hand or in_play or any(type(v) is list and v for v in piles.values())):
            raise ScenarioError(f"{name} is out of the game and cannot hold cards")
        g.players.append(Player(seat, name, char, role, life, max_life, hand, in_play, status,
                                role == SHERIFF or not status.standing, int(s.get("bangs", 0)), piles))
    g.seat_hooks()
    table = spec.get("table", {})
    top = [pool.take(x, "table.deck") for x in table.get("deck", [])]
    g.discard = [pool.take(x, "table.discard") for x in table.get("discard", [])]
    g.piles = {pile.name: _pile(pile, table.get(pile.name), pool, "table.") for pile in box.table_piles}
    for pile in box.player_piles:
        if pile.bank is not None and pile.bank not in table:     # a bank holds what the players do not
            held = sum(g.count(pile.name, p) for p in g.players)
            g.piles[pile.bank] = g.count(pile.bank) - held
            if g.count(pile.bank) < 0:
                raise ScenarioError(f"the players hold {held} {pile.name}, more than the {held + g.count(pile.bank)} "
                                    f"of {pile.bank}")
    rest = pool.rest(CARDS)
    rng.shuffle(rest)
    g.deck = rest + top[::-1]
    for deck, name in box.home.items():          # a set's deck: the cards named on top, the others below
        rest = pool.rest(deck)
        rng.shuffle(rest)
        g.piles[name] = rest + g.pile(name)[::-1]
    for pile in box.table_piles:
        if pile.fill is not None and pile.name not in table:
            g.fill_row(pile.name, "deal")
    turn = table.get("turn", next((p.name for p in g.players if p.role == SHERIFF), None))
    phase = table.get("phase", "start")
    if phase not in _STAGE_OF_PHASE:
        raise ScenarioError(f"phase must be one of {sorted(_STAGE_OF_PHASE)}, not {phase!r}")
    g.turn = _seat(g, turn)
    g.stack = [{"k": "turn", "seat": g.turn, "stage": _STAGE_OF_PHASE[phase]}]
    for setup in box.scenario_setups:
        setup(g, specs)
    g._run()
    return g


def _seat(g: CardGame, name) -> int:
    for p in g.players:
        if p.name == name:
            return p.seat
    raise ScenarioError(f"there is no player named {name!r}")


def _card(g: CardGame, label, *prefer: list[int]) -> int:
    """The card a step names: a copy in the first of the lists `prefer` (the zones it should come from, likeliest
    first) that holds one, else the first copy."""
    if not isinstance(label, str):
        raise ScenarioError(f"a card is written as a string like \"bang 2H\", not {label!r}")
    ids = [c.id for c in g.box.cards if _matches(c, label)]
    if not ids:
        raise ScenarioError(f"there is no card {label!r} in the deck")
    return next((c for zone in prefer for c in ids if c in zone), ids[0])


def _check_script(g: CardGame) -> None:
    """The blind takes fixed by the last step's `at_random` all happened, each finding its card."""
    if g.script_error:
        raise ScenarioError(g.script_error)
    if g.script:
        raise ScenarioError(f"at_random fixed {[g.box.label(c) for c in g.script]}, but no blind take found them")


def _fix_blind_takes(g: CardGame, step: dict) -> None:
    """`at_random`: the card (or cards, in order) the step's blind takes from a hand will find."""
    fixed = step["at_random"]
    labels = fixed if isinstance(fixed, list) else [fixed]
    in_hands = [c for p in g.players for c in p.hand]
    g.script = [_card(g, label, in_hands) for label in labels]


def _cards_of(g: CardGame, p: Player | None) -> list[int]:
    """The cards of the sets' piles: the table's (p None), or p's own; a row kept filled (a shop) first, the decks
    last, so a card a step names is found where it is likeliest to be used from."""
    piles = g.piles if p is None else p.piles
    kinds = g.box.piles
    rows = sorted(((name, value) for name, value in piles.items() if type(value) is list),
                  key=lambda pile: (kinds[pile[0]].kind == DECK, not kinds[pile[0]].size))
    return [c for _, cards in rows for c in cards]


def to_action(g: CardGame, step: dict) -> tuple[int, tuple]:
    """A step as an answer: its verb, then a card (`card`: from the cards laid out for the actor, else his hand,
    else the sets' rows: a shop, his own piles), two cards (`cards`, in id order), a kind of card it is used as
    (`as`), a player (`target`) and what to take from him (`take`: his cards in play or in his piles), as it gives
    them. With `at_random`, the blind takes the step makes find those cards."""
    _check_script(g)
    if "at_random" in step:
        _fix_blind_takes(g, step)
    seat = _seat(g, step.get("actor"))
    me = g.players[seat]
    do = step.get("do")
    if do not in g.box.verbs:
        raise ScenarioError(f"unknown step do = {do!r} (see docs/scenarios.md)")
    action: list = [do]
    if "card" in step:
        held = g.stack[-1].get("held", []) if g.stack else []
        action.append(_card(g, step["card"], held + me.hand, _cards_of(g, None), _cards_of(g, me)))
    if "cards" in step:
        cards = step["cards"]
        if not isinstance(cards, list) or len(cards) != 2:
            raise ScenarioError(f"{do} takes cards = [two cards from the hand]")
        action += sorted(_card(g, x, me.hand) for x in cards)
    if "as" in step:
        used_as = step["as"]
        if used_as not in g.box.kinds:
            raise ScenarioError(f"as names a kind of card (snake_case id), not {used_as!r}")
        action.append(used_as)
    if "target" in step:
        target = g.players[_seat(g, step["target"])]
        action.append(target.seat)
        if "take" in step:
            take = step["take"]
            action.append("hand" if take == "hand" else _card(g, take, target.in_play, _cards_of(g, target)))
    if "card" in step:
        action[1] = _offered(g, action, step["card"])
    return seat, tuple(action)


def _offered(g: CardGame, action: list, label: str) -> int:
    """The copy of the step's card that makes the answer one of the options, if the one found first does not (two
    copies of a card without rank and suit, one in a shop and one in the discard of its deck)."""
    options = g.pending.options if g.pending is not None else ()
    for c in [action[1]] + [card.id for card in g.box.cards if _matches(card, label)]:
        if (action[0], c, *action[2:]) in options:
            return c
    return action[1]


def names(g: CardGame) -> list[str]:
    return [p.name for p in g.players]


def card_label(g: CardGame, card: int) -> str:
    return g.box.label(card)


def order_free(g: CardGame) -> set[str]:
    """The sets' piles of face-up cards, and the cards left in the box: a path reading one compares its cards in
    any order."""
    return {"left_out", *(pile.name for pile in g.box.piles.values() if pile.kind == ROW)}


def _pile_path(g: CardGame, kind: str, value, rest: str, path: str):
    """A pile's path: `.top`, `.count`, or (a row, a counter) the pile itself."""
    if type(value) is int and not rest:
        return value
    if type(value) is list:
        if rest == "top":
            return g.box.label(value[-1]) if value else None
        if rest == "count":
            return len(value)
        if not rest and kind != DECK:
            return [g.box.label(c) for c in value]
    _bad(path)


def lookup(g: CardGame, path: str):
    _check_script(g)
    label = lambda c: g.box.cards[c].label  # noqa: E731
    head, _, rest = path.partition(".")
    if head in ("deck", "discard"):
        return _pile_path(g, DECK if head == "deck" else ROW, g.deck if head == "deck" else g.discard, rest, path)
    if rest == "total" and head in g.box.decks:             # "cards.total": the playing cards; a set's deck's
        return g.card_total(head)
    if rest == "left_out" and head in g.box.decks:          # its cards the rule options leave in the box
        return [g.box.label(c) for c in g.box.decks[head] if c in g.left_out]
    table_pile = g.box.piles.get(head)
    if table_pile is not None and not table_pile.per_player:
        return _pile_path(g, table_pile.kind, g.piles[head], rest, path)
    counter = g.box.piles.get(path.replace(".", "_"))     # a table counter "gold_heap" is also "gold.heap"
    if counter is not None and counter.kind == COUNTER and not counter.per_player:
        return g.piles[counter.name]
    if head == "pending" and rest in ("actor", "kind"):
        if g.pending is None:
            return None
        return g.players[g.pending.seat].name if rest == "actor" else g.pending.kind
    if path == "turn":
        return g.players[g.turn].name
    if path == "phase":
        return g.phase
    if path == "winner":
        return g.winner
    if path == "winners":
        return [g.players[s].name for s in g.winners]
    p = g.players[_seat(g, head)]
    fields = {
        "life": lambda: p.life, "max_life": lambda: p.max_life,
        "alive": lambda: p.status is IN, "status": lambda: p.status.name,    # `alive`: the files' word for "in"
        "hand": lambda: [label(c) for c in p.hand], "hand_count": lambda: len(p.hand),
        "in_play": lambda: [label(c) for c in p.in_play], "role_revealed": lambda: p.role_revealed,
        "role": lambda: p.role, "character": lambda: p.character, "bangs": lambda: p.bangs,
    }
    if rest in g.box.scenario_paths:
        return g.box.scenario_paths[rest](g, p)
    if rest in p.piles:
        value = p.piles[rest]
        return value if type(value) is int else [label(c) for c in value]
    if rest not in fields:
        _bad(path)
    return fields[rest]()


def _bad(path: str):
    raise ScenarioError(f"unknown path {path!r} (see docs/scenarios.md)")
