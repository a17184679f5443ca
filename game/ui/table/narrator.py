"""A game's story in the log, the part both games' narrators share (cards/lines.py, dice/lines.py): `tell` makes
the line of an event with the narrator's method named after its kind (`_shot` for "shot"); an event no method
tells is a set's own, told in its window side's words (game/ui/sets.py `lines` by "<kind>.<why>": {name} the
seat, {die} its number, {face} its face, an id or a list of ids by their names), or not at all. A `tokens` event (tokens
moved between a player's counter and a pile) is told the same in both games: its set's line for its reason and
zones, else a plain one. A seat is named as a reference the log lets the player hover.
"""

from __future__ import annotations

from typing import Any

from game.ui import sets
from game.ui.i18n import language, t
from game.ui.table.log import SEAT, Line, Ref, line


class Narrator:
    GAME = ""           # "cards" or "dice": whose sets' sides word its events
    TOKENS: dict[str, str] = {}     # the plain line of tokens "taken" by a player, "given" back, moved on "table"

    def __init__(self, names: list[str], me: int | None):
        self.names = names
        self.me = me

    def seat(self, seat: int | None) -> Ref | str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return "?"
        return Ref(SEAT, seat, self.names[seat])

    def cause(self, source: str | None) -> Ref | str:
        """Why something happened, named in the player's language (each game names its causes)."""
        return str(source)

    def zone(self, where: dict | None) -> str:
        """A zone in the log: its phrase from its set's window side (its id in words for one no side names)."""
        if where is None:
            return t("log.supply")            # tokens from or back to the box
        spec = sets.zone(self.GAME, where.get("zone"))
        return t(spec.phrase) if spec is not None else sets.plain(where.get("zone") or "").en.lower()

    def name_of(self, id: str) -> str:
        """A piece by its id (a face, a token), in the player's language."""
        return sets.piece(self.GAME, id).name(language())

    def tell(self, event: dict) -> Line | None:
        teller = getattr(self, "_" + event.get("kind", ""), None)
        if teller is not None:
            return teller(event)
        return self.set_line(event)

    def set_line(self, event: dict) -> Line | None:
        """The line a set words `event` in (sets.log_line), None when it has none (or an empty one)."""
        key = sets.log_line(self.GAME, event)
        if not key:
            return None
        values: dict[str, Any] = {k: self.seat(v) if k in ("seat", "target", "by") else self.listed(v)
                                  for k, v in event.items() if k not in ("tone", "about")}
        die = event.get("die")
        values.update(name=values.get("seat", "?"), die=die + 1 if type(die) is int else "?",
                      face=self.name_of(str(event.get("face", ""))), why=self.cause(event.get("why")))
        return line(key, "plain", (), **values)

    def listed(self, value: Any) -> Any:
        """A list of ids (the dice a player chose) as their names, joined; an id of a piece (a role card) as its
        name; any other value as it is."""
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return ", ".join(self.name_of(v) for v in value)
        if isinstance(value, str) and sets.known(self.GAME, value) == "piece":
            return self.name_of(value)
        return value

    def _tokens(self, e: dict) -> Line | None:
        """Tokens taken by a player, given back, or moved between piles: the line of their set for the reason
        ("" for bookkeeping a player need not read), else a plain one ({name} the player, {n} how many, {token}
        their kind, {origin} and {to} the zones, {why} the reason, {by} who made it happen)."""
        key = sets.log_line(self.GAME, e)
        if key == "":
            return None
        src, dst = e.get("from") or {}, e.get("to") or {}
        taken = dst.get("seat") is not None
        holder = dst if taken else src
        plain = self.TOKENS["taken" if taken else "given" if src.get("seat") is not None else "table"]
        return line(key or plain, name=self.seat(holder.get("seat")), n=e.get("amount", "?"),
                    token=self.name_of(holder.get("zone") or ""), origin=self.zone(e.get("from")),
                    to=self.zone(e.get("to")), why=self.cause(e.get("why")), by=self.seat(e.get("by")))
