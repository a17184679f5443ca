"""What happened in a game, from the events one seat received: damage dealt and taken, cards played (the card
game), arrows taken and Beers given (the dice game), who eliminated whom. The game over scene shows it; it reads only the contract's public fields, so any seat's events
(or a spectator's) give the same summary."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.cards.catalog import KINDS


@dataclass
class SeatSummary:
    seat: int
    damage_dealt: int = 0
    damage_taken: int = 0
    cards_played: int = 0
    arrows_taken: int = 0
    beers: int = 0                  # Beer dice used, on anyone
    eliminated: list[int] = field(default_factory=list)      # the seats this player knocked out
    eliminated_by: int | None = None
    out: bool = False


def summarize(events: list[dict], seats: int) -> list[SeatSummary]:
    rows = [SeatSummary(s) for s in range(seats)]

    def seat(value) -> SeatSummary | None:
        return rows[value] if type(value) is int and 0 <= value < seats else None

    for event in events:
        kind = event.get("kind")
        if kind == "life" and isinstance(event.get("delta"), int) and event["delta"] < 0:
            hit, by = seat(event.get("seat")), seat(event.get("by"))
            if hit is not None:
                hit.damage_taken -= event["delta"]
            if by is not None and by is not hit:
                by.damage_dealt -= event["delta"]
        elif kind == "eliminated":
            out, by = seat(event.get("seat")), seat(event.get("by"))
            if out is not None:
                out.out = True
                out.eliminated_by = by.seat if by is not None else None
                if by is not None and by is not out:
                    by.eliminated.append(out.seat)
        elif kind == "arrows" and isinstance(event.get("delta"), int) and event["delta"] > 0:
            taker = seat(event.get("seat"))
            if taker is not None:
                taker.arrows_taken += event["delta"]
        elif kind == "beer":
            giver = seat(event.get("seat"))
            if giver is not None:
                giver.beers += 1
        elif kind == "play":                      # a card played in its player's turn
            player = seat(event.get("seat"))
            if player is not None:
                player.cards_played += 1
        elif kind == "move" and event.get("why") in KINDS:     # a card played in answer (Missed!, Beer, BANG!)
            source = event.get("from") or {}
            player = seat(event.get("by"))
            if player is not None and source.get("zone") == "hand" and source.get("seat") == player.seat:
                cards = event.get("cards")
                player.cards_played += cards if isinstance(cards, int) else len(cards or ())
    return rows


def final_roles(events: list[dict], players: list[dict]) -> list[str | None]:
    """Every seat's role as the end of the game shows it: the game over event's list, else what was revealed."""
    roles = [p.get("role") for p in players]
    for event in events:
        if event.get("kind") in ("eliminated", "role_revealed") and type(event.get("seat")) is int:
            if 0 <= event["seat"] < len(roles) and event.get("role"):
                roles[event["seat"]] = event["role"]
        if event.get("kind") == "game_over" and isinstance(event.get("roles"), list):
            roles = [r or roles[i] for i, r in enumerate(event["roles"][:len(roles)])] + roles[len(event["roles"]):]
    return roles
