"""Scenario adapter for the card game: builds the exact table a file describes, reads steps and paths.

Cards are named "bang 2H" (name, rank, suit) or "2H" (any card of that sign); every named card is taken
out of the real 80-card deck, so naming a card that does not exist, or one copy too many, is an error.
The vocabulary of steps is documented in docs/scenarios.md.
"""

from __future__ import annotations

from game.core.common.errors import ScenarioError
from ..common.rng import new_rng
from ..common.roles import ROLES, SHERIFF, roles_for
from .data import CARDS, CHARACTERS
from .engine import CardGame
from .state import Player

_STAGE_OF_PHASE = {"start": "start", "draw": "draw", "play": "play"}
_NO_FIELDS = {"barrel", "jourdonnais", "take_hit", "die", "end_turn", "deck", "discard_pile"}
_ONE_CARD = {"missed", "beer", "discard", "bang", "pick", "choose", "return"}


def _matches(card, label: str) -> bool:
    return label == card.label or label == f"{card.rank}{card.suit}"


class _Pool:
    """The 80 cards not yet placed by the scenario."""

    def __init__(self):
        self.free = list(range(len(CARDS)))

    def take(self, label: str, where: str) -> int:
        if not isinstance(label, str):
            raise ScenarioError(f"{where}: a card is written as a string like \"bang 2H\", not {label!r}")
        for c in self.free:
            if _matches(CARDS[c], label):
                self.free.remove(c)
                return c
        if not any(_matches(card, label) for card in CARDS):
            raise ScenarioError(f"{where}: there is no card {label!r} in the deck")
        raise ScenarioError(f"{where}: every copy of {label!r} is already placed elsewhere")


def build(spec: dict) -> CardGame:
    for key in ("expansions", "variants"):
        if spec.get(key):
            raise ScenarioError(f"{key} {spec[key]} are not part of the card game yet")
    specs = spec.get("players", [])
    n = len(specs)
    if not 4 <= n <= 8:
        raise ScenarioError(f"the card game seats 4 to 8 players, the file has {n}")
    rng = new_rng(int(spec.get("seed", 0)))
    pool = _Pool()
    roles = list(roles_for(n))
    for s in specs:
        role = s.get("role")
        if role is not None:
            if role not in ROLES or role not in roles:
                raise ScenarioError(f"{s.get('name')}: role {role!r} is unknown or one too many for {n} players")
            roles.remove(role)
    rng.shuffle(roles)
    chars = [c for c in CHARACTERS if c not in {s.get("character") for s in specs}]
    rng.shuffle(chars)
    g = CardGame()
    g.rng = rng
    g.options = {"eight_players": n == 8}
    for seat, s in enumerate(specs):
        name = s.get("name", f"player {seat + 1}")
        char = s.get("character") or chars.pop()
        if char not in CHARACTERS:
            raise ScenarioError(f"{name}: unknown character {char!r}")
        role = s.get("role") or roles.pop()
        max_life = CHARACTERS[char].life + (1 if role == SHERIFF else 0)
        alive = s.get("alive", True)
        life = s.get("life", max_life) if alive else 0
        if not 0 <= life <= max_life:
            raise ScenarioError(f"{name}: life {life} is outside 0..{max_life}")
        where = f"{name}'s "
        hand = [pool.take(x, where + "hand") for x in s.get("hand", [])]
        in_play = [pool.take(x, where + "in_play") for x in s.get("in_play", [])]
        if not alive and (hand or in_play):
            raise ScenarioError(f"{name} is out of the game and cannot hold cards")
        g.players.append(Player(seat, name, char, role, life, max_life, hand, in_play, alive,
                                role == SHERIFF or not alive, int(s.get("bangs", 0))))
    table = spec.get("table", {})
    top = [pool.take(x, "table.deck") for x in table.get("deck", [])]
    g.discard = [pool.take(x, "table.discard") for x in table.get("discard", [])]
    rest = pool.free
    rng.shuffle(rest)
    g.deck = rest + top[::-1]
    turn = table.get("turn", next((p.name for p in g.players if p.role == SHERIFF), None))
    phase = table.get("phase", "start")
    if phase not in _STAGE_OF_PHASE:
        raise ScenarioError(f"phase must be one of {sorted(_STAGE_OF_PHASE)}, not {phase!r}")
    g.turn = _seat(g, turn)
    g.stack = [{"k": "turn", "seat": g.turn, "stage": _STAGE_OF_PHASE[phase]}]
    g._run()
    g.take_events()
    return g


def _seat(g: CardGame, name) -> int:
    for p in g.players:
        if p.name == name:
            return p.seat
    raise ScenarioError(f"there is no player named {name!r}")


def _card(g: CardGame, label, prefer: list[int] = ()) -> int:
    """The card a step names: a copy in `prefer` (the zone it should come from) if there is one."""
    if not isinstance(label, str):
        raise ScenarioError(f"a card is written as a string like \"bang 2H\", not {label!r}")
    ids = [c.id for c in CARDS if _matches(c, label)]
    if not ids:
        raise ScenarioError(f"there is no card {label!r} in the deck")
    return next((c for c in ids if c in prefer), ids[0])


def to_action(g: CardGame, step: dict) -> tuple[int, tuple]:
    seat = _seat(g, step.get("actor"))
    me = g.players[seat]
    do = step.get("do")
    if do in _NO_FIELDS:
        return seat, (do,)
    if do == "play":
        c = _card(g, step.get("card"), me.hand)
        action = [do, c]
        if "target" in step:
            target = g.players[_seat(g, step["target"])]
            action.append(target.seat)
            if "take" in step:
                take = step["take"]
                action.append("hand" if take == "hand" else _card(g, take, target.in_play))
        return seat, tuple(action)
    if do in _ONE_CARD:
        zone = (g.stack[-1].get("held", []) if do in ("pick", "choose", "return") else me.hand)
        return seat, (do, _card(g, step.get("card"), zone))
    if do == "sid":
        cards = step.get("cards", [])
        if not isinstance(cards, list) or len(cards) != 2:
            raise ScenarioError("sid takes cards = [two cards from the hand]")
        a, b = (_card(g, x, me.hand) for x in cards)
        return seat, ("sid", min(a, b), max(a, b))
    if do == "draw_from":
        return seat, ("draw_from", _seat(g, step.get("target")))
    raise ScenarioError(f"unknown step do = {do!r} (see docs/scenarios.md)")


def lookup(g: CardGame, path: str):
    label = lambda c: CARDS[c].label  # noqa: E731
    head, _, rest = path.partition(".")
    if head in ("deck", "discard"):
        pile = g.deck if head == "deck" else g.discard
        if rest == "top":
            return label(pile[-1]) if pile else None
        if rest == "count":
            return len(pile)
        _bad(path)
    if head == "cards" and rest == "total":
        return g.card_total()
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
        "life": lambda: p.life, "max_life": lambda: p.max_life, "alive": lambda: p.alive,
        "hand": lambda: [label(c) for c in p.hand], "hand_count": lambda: len(p.hand),
        "in_play": lambda: [label(c) for c in p.in_play], "role_revealed": lambda: p.role_revealed,
        "role": lambda: p.role, "character": lambda: p.character, "bangs": lambda: p.bangs,
    }
    if rest not in fields:
        _bad(path)
    return fields[rest]()


def _bad(path: str):
    raise ScenarioError(f"unknown path {path!r} (see docs/scenarios.md)")
