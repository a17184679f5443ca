"""A player's status, shared by both games: in the game, out of it, or a status an expansion adds as data (a shadow
out of the game yet playing a turn, a ghost rolling for his side, a zombie back and counted for seats).

The rules never ask a status its name: they ask the question the rule asks (is he counted for distance? may he be
aimed at? does he take turns?), and each status answers it. Views and saves carry the name; `named` gives back the
status, so a reader of a view asks the same questions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields

from game.core.common.errors import ScenarioError

_KNOWN: dict[str, Status] = {}


@dataclass(frozen=True, eq=False)       # compared and hashed by identity: a cache key costs nothing to hash
class Status:
    name: str
    seated: bool            # counted for seats and distance, and among the players left at the table
    targetable: bool        # may be aimed at, hit, healed, or lose his cards to another's card or die
    takes_turn: bool        # his turn comes round
    acts: bool              # his character's ability and his cards act outside his own turn; he earns rewards
    standing: bool          # keeps his side in the running: the Sheriff standing, an Outlaw or Renegade left to beat
    wins_with_side: bool    # shares his role's side's victory
    mortal: bool = True     # his life goes up and down (a shadow playing his turn keeps 0: hits and heals do nothing)
    side: str | None = None     # the side he plays and wins for whatever his role (a Shadow Renegade's, turned)
    gains_life: bool = True     # a Beer or an ability may give him life (a zombie never gains any)
    penalised: bool = True      # takes the cards and tokens a module deals for what befell him (Undead or Alive's
    #                             duel wound tokens and Rage cards: a zombie never takes them)
    own_character: bool = True  # plays with his own character card (a zombie's went back: readers mute its name)

    def __post_init__(self) -> None:
        known = _KNOWN.setdefault(self.name, self)
        if known is not self and _answers(known) != _answers(self):
            raise ValueError(f"a player status named {self.name!r} already answers otherwise")

    def __reduce__(self):
        """Copied or pickled (a bot's what-if copy, a game sent to the bots' process) as itself: by its name."""
        return named, (self.name,)


def _answers(status: Status) -> tuple:
    return tuple(getattr(status, f.name) for f in fields(status))


IN = Status("in", seated=True, targetable=True, takes_turn=True, acts=True, standing=True, wins_with_side=True)
OUT = Status("out", seated=False, targetable=False, takes_turn=False, acts=False, standing=False, wins_with_side=True)
BASE = (IN, OUT)            # the statuses of both base games; an expansion's come from its card set or dice module


def named(name: str) -> Status:
    """The status called `name` (any made so far: the base ones and those of every loaded expansion)."""
    try:
        return _KNOWN[name]
    except KeyError:
        raise ValueError(f"there is no player status {name!r} (known: {', '.join(sorted(_KNOWN))})") from None


def of(player: Mapping) -> Status:
    """The status of a player as a view or an event shows him ({"status": name, ...})."""
    return _KNOWN[player["status"]]


# name -> status, to be read, never written: `BY_NAME[p["status"]]` is of(p) without the call, for the bots' loops
# over the players at every decision (their hottest lines)
BY_NAME: Mapping[str, Status] = _KNOWN


def from_alive(players: object) -> None:
    """Saved players of format 2 in today's words, in place: `alive` true is "in", false is "out" (anything else is
    left for the loader to refuse)."""
    for p in players if isinstance(players, list) else ():
        if isinstance(p, dict) and type(p.get("alive")) is bool:
            p["status"] = (IN if p.pop("alive") else OUT).name


def in_scenario(player: Mapping, statuses: Mapping[str, Status], name: str) -> Status:
    """A player's status in a scenario file: `status = "name"` (one of `statuses`, the enabled sets' or modules'),
    else `alive = false` for out of the game, else in it."""
    status = player.get("status", IN.name if player.get("alive", True) is not False else OUT.name)
    if status not in statuses:
        raise ScenarioError(f"{name}: the status {status!r} is not one of {sorted(statuses)}")
    return statuses[status]
