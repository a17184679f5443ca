"""Whole card games of a series, stacked from the series' own deal and played by a script: one player fires a Gatling
at a table whose lives decide who falls, everyone hit takes the hit (and dies at 0)."""

from game.core.cards.scenario import build, to_action

NAMES = ("ana", "bea", "cid", "dan", "eve", "fay", "gus")
DECK = ["bang 3C", "bang 4C", "bang 5C", "bang 6C"]     # a "draw!" (Jourdonnais's barrel) flips a club: no escape


def stacked(deal: dict, shooter: str, lives: dict, variants: tuple[str, ...] = (), in_play: dict | None = None,
            words: dict | None = None):
    """The series' next game (`deal`: its roles and characters) with the player of role `shooter` about to fire a
    Gatling; each role's life is `lives[role]` (left out: full); seat -> the cards in front of him (`in_play`);
    role -> more scenario words for its player (`words`: a Shadow Renegade's `alive` and `shadow_side`)."""
    players = []
    for seat, (role, character) in enumerate(zip(deal["roles"], deal["characters"])):
        player = {"name": NAMES[seat], "role": role, "character": character, **(words or {}).get(role, {})}
        if role in lives:
            player["life"] = lives[role]
        if seat in (in_play or {}):
            player["in_play"] = in_play[seat]
        if role == shooter and not any(p.get("hand") for p in players):
            player["hand"] = ["gatling 10H"]
        players.append(player)
    turn = next(p["name"] for p in players if p.get("hand"))
    return build({"game": "cards", "seed": deal["seed"], "variants": list(variants), "players": players,
                  "table": {"deck": DECK, "turn": turn, "phase": "play"}}), turn


def play(deal: dict, shooter: str, lives: dict, variants: tuple[str, ...] = (), in_play: dict | None = None,
         words: dict | None = None):
    """The stacked game played to its end; the game and every event it made."""
    game, turn = stacked(deal, shooter, lives, variants, in_play, words)
    events = game.take_events()
    events += game.apply(*to_action(game, {"actor": turn, "do": "play", "card": "gatling 10H"}))
    while game.pending is not None:
        name = game.players[game.pending.seat].name
        verb = "die" if game.pending.kind == "dying" else "take_hit"
        events += game.apply(*to_action(game, {"actor": name, "do": verb}))
    assert game.winner is not None, "the script's Gatling did not end the game"
    return game, events

