"""One seat's view of a dice game, and the same table in full for saves: built field by field, never copied.

The table is written in one shape for both (docs/contract.md): players with their arrows and tokens (`piles`, as
the card game's sets' counters and piles), the arrow pile and the token piles, the dice, and the engine's pending
work. A view passes every piece of that work (a task of the stack, a hit waiting to land, the turn's once-only
facts) through the box's allow-list (`box.allow`, common/view.py: `allowed`), so a task kind or a flag the list
does not describe is refused or left out, never shown by default; a save keeps them whole. Roles are secret, and
the tokens a module keeps secret (a view shows their holder which, the others how many); the order of a token
pile is never shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.common.view import allowed
from game.core.dice.specs import Task
from game.core.dice.turn import FALL_FIELDS, GAIN_FIELDS, HIT_FIELDS

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame


def task_entry(game: DiceGame, task: Task) -> dict[str, Any]:
    """A task of the stack as a named entry: {"kind": name, detail name: detail} (dice as a list)."""
    name = task[0]
    entry: dict[str, Any] = {"kind": name}
    detail = game.box.detail[name]
    if detail is not None:
        value = task[1]
        entry[detail] = list(value) if type(value) is tuple else value
    return entry


def players(game: DiceGame, seat: int | None, full: bool = False) -> list[dict[str, Any]]:
    """The players as `seat` sees them (None: a spectator), or with `full` every role, for a save."""
    roles, revealed = game.roles, game.revealed
    seen = tokens_seen(game, seat, full) if game.tokens else [{} for _ in roles]
    return [{"seat": s, "name": game.names[s], "character": game.chars[s], "life": game.life[s],
             "max_life": game.max_life[s], "status": game.status[s].name,
             "role": roles[s] if full or revealed[s] or s == seat else None, "role_revealed": revealed[s],
             "arrows": game.arrows[s], "piles": seen[s]}
            for s in range(len(roles))]


def tokens_seen(game: DiceGame, seat: int | None, full: bool) -> list[dict[str, Any]]:
    """Per player, token name -> what he holds of it, as `seat` may see it: a count, or which (a secret kind: how
    many, but to its holder). Built a token kind at a time (a kind is counted or listed for every player alike):
    views of 8 players with half a dozen kinds are built at every decision of the modules that hold them."""
    out: list[dict[str, Any]] = [{} for _ in game.roles]
    secret = () if full else game.box.secret
    for name, held in game.tokens.items():
        if type(held[0]) is not list:
            for piles, h in zip(out, held):
                piles[name] = h
        elif name in secret:
            for piles, h in zip(out, held):
                piles[name] = len(h)
            if seat is not None:
                out[seat][name] = held[seat][:]
        else:
            for piles, h in zip(out, held):
                piles[name] = h[:]
    return out


def piles(game: DiceGame, full: bool) -> dict[str, Any]:
    """Each token pile: a count, or its tokens in order (only with `full`, for a save: in a view, how many)."""
    return {name: pile if isinstance(pile, int) else pile[:] if full else len(pile)
            for name, pile in game.token_piles.items()}


def table(game: DiceGame, seat: int | None, full: bool = False) -> dict[str, Any]:
    """The table as `seat` sees it (None: a spectator), or with `full` everything, for a save."""
    return {"players": players(game, seat, full), **_beyond_players(game, seat, full)}


def _beyond_players(game: DiceGame, seat: int | None, full: bool) -> dict[str, Any]:
    """The rest of `table`: everything in it but the players."""
    allow = game.box.allow

    def shown(entry: dict, kind: str, owner: int | None) -> dict:
        return entry if full else allowed(entry, kind, allow, seat, owner)

    def fields(entry: dict, kind: str) -> dict:
        out = shown(entry, kind, None)
        return {k: v for k, v in out.items() if k != "kind"}

    progress = []
    for task in game.tasks:
        entry = task_entry(game, task)
        progress.append(shown(entry, entry["kind"], entry.get("seat")))
    turn = game.turn
    return {
        "turn": turn,
        "phase": game.phase,
        "arrow_pile": game.pile,
        "dice": list(game.dice),
        "dice_left": list(game.left),
        "dice_kinds": list(game.kinds),
        "rolled": list(game.rolled),
        "rolls": game.rolls,
        "rolls_left": max(0, game.cast[turn].rolls - game.rolls) if game.phase in ("start", "roll") else 0,
        "hits": [fields(dict(zip(HIT_FIELDS, hit)), "hit") for hit in game.batch],
        "turn_flags": fields(game.flags, "turn_flags") if game.flags else {},   # (most decisions: none)
        "piles": piles(game, full) if game.token_piles else {},
        "progress": progress,
        **_waiting(game),
    }


def _waiting(game: DiceGame) -> dict[str, Any]:
    """A life gain or a fall waiting on a question (a `before_gain` or `before_fall` hook's), shown to all only
    while one waits: a heal and a fall are public."""
    out: dict[str, Any] = {}
    if game.gains:
        out["gains"] = [dict(zip(GAIN_FIELDS, g)) for g in game.gains]
    if game.falling:
        out["falling"] = [dict(zip(FALL_FIELDS, f)) for f in game.falling]
    return out


def basics(game: DiceGame, seat: int | None) -> dict[str, Any]:
    """The part of the view that the card bots read alone (common/view.py), in the same shape (dice hold no hand);
    the dice bots read the whole `data`."""
    return {"game": game.KIND, "seat": seat, "version": game.version,
            "role": None if seat is None else game.roles[seat], "hand": [],
            "table": {"players": players(game, seat)}}


def rest(game: DiceGame, data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """`data` (the seat's basics) grown into everything it may know (docs/contract.md): the decision's options
    and info only if it is its own."""
    pending = game.pending
    shown_pending: dict[str, Any] | None = None
    if pending is not None:
        asker: int | None = pending.seat
        unseen = "seat" in game.box.allow[game.tasks[-1][0]].get("owner", ())
        if asker != seat and unseen:
            asker = None                # a question whose step keeps its seat to its owner: others see no one
        shown_pending = {"seat": asker, "kind": pending.kind}
        if pending.seat == seat:
            shown_pending["options"] = [list(o) for o in pending.options]
            shown_pending["info"] = dict(pending.info)
            if unseen:
                shown_pending["unseen"] = True      # the others see no one decide (a bot answers at once)
    data["rules"] = game.rules()
    data["table"].update(_beyond_players(game, seat, False))
    data["pending"] = shown_pending
    data["winner"] = game.winner
    data["winners"] = list(game.winners)
    return data
