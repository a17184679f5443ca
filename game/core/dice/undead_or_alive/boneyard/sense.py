"""What a bot reads of the Boneyard's sides: after the outbreak the roles no longer decide who wins, the zombies'
and the survivors' sides do, and everyone sees them (a zombie's and the Master's cards are public). Before it,
nothing: the roles decide (docs/bots.md, "Undead or Alive")."""

from __future__ import annotations

from game.core.dice.undead_or_alive.boneyard.rules import MASTER_CARD, SURVIVORS, ZOMBIE_CARD, ZOMBIES


def teams(data: dict) -> dict[int, str] | None:
    """Seat -> "zombies" or "survivors" once the outbreak has begun (someone holds a zombie's card), else None."""
    players = data["table"]["players"]
    side = [bool(p["piles"][ZOMBIE_CARD] or p["piles"][MASTER_CARD]) for p in players]
    if not any(p["piles"][ZOMBIE_CARD] for p in players):
        return None
    return {p["seat"]: ZOMBIES if zombie else SURVIVORS for p, zombie in zip(players, side)}
