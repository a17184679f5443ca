"""Who won the dice game and why. With four to eight players a side wins (the frame's words say which); with three
the roles hunt each other (Deputy -> Renegade -> Outlaw -> Deputy) and one player wins alone: by taking his target's
last life himself, by being the last one standing, or (everyone fallen at once) the Outlaw, as in the base rule."""

from __future__ import annotations

from game.ui.dice import facts
from game.ui.i18n import role_name, t


def verdict(over: dict, outs: list[dict]) -> tuple[str, dict]:
    """The string key of the reason and its values ("name": the winner's seat, roles by id) from the game over
    event and the eliminations before it."""
    roles = over.get("roles") or []
    winners = over.get("winners") or []
    if len(roles) != 3 or not winners:
        return f"gameover.why.{over['winner']}", {}
    winner = winners[0]
    mine = roles[winner]
    if any(e.get("by") == winner and roles[e["seat"]] == facts.hunted(mine) for e in outs):
        return "dice.why.hunted", {"name": winner, "role": mine, "target": facts.hunted(mine)}
    if len({e["seat"] for e in outs}) >= 3:
        return "dice.why.all_fell", {"name": winner, "role": mine}
    return "dice.why.last", {"name": winner, "role": mine}


def played_as(data: dict, roles: list) -> list:
    """Each seat's role as he ended playing it, read from the last view (a module's side for him: a Renegade
    Ghost's), as the series records it (DiceBox.played_as)."""
    return facts.box_of(data.get("rules", {}).get("modules", ())).played_as(data, roles)


def why_won(events: list[dict], players: list[dict]) -> str:
    """The game over scene's line: who won and why, in words."""
    over = next((e for e in reversed(events) if e.get("kind") == "game_over"), None)
    if over is None:
        return ""
    key, values = verdict(over, [e for e in events if e.get("kind") == "eliminated"])
    words = {k: players[v]["name"] if k == "name" else role_name(v) for k, v in values.items()}
    return t(key, **words)
