"""One seat's view of a card game: own hand and role, the public table, others' hand counts.

Never the deck order, others' hands or unrevealed roles. The frames of the stack are public
(General Store cards are face up), except the cards Kit Carlson holds, which only he sees.
"""

from __future__ import annotations

_PRIVATE_FRAME_KEYS = {"draw_phase": ("held",)}


def _frame_for(frame: dict, seat: int, owner: int) -> dict:
    out = dict(frame)
    if seat != owner:
        for key in _PRIVATE_FRAME_KEYS.get(frame["k"], ()):
            if key in out:
                out[key] = len(out[key])
    return out


def view_data(g, seat: int) -> dict:
    me = g.players[seat]
    pending = g.pending
    decision = None
    if pending is not None:
        decision = {"seat": pending.seat, "kind": pending.kind}
        if pending.seat == seat:
            decision.update(options=[list(o) for o in pending.options], info=pending.info)
    return {
        "game": "cards",
        "seat": seat,
        "version": g.version,
        "options": dict(g.options),
        "turn": g.turn,
        "phase": g.phase,
        "deck_count": len(g.deck),
        "discard": list(g.discard),
        "hand": list(me.hand),
        "role": me.role,
        "players": [{
            "seat": p.seat, "name": p.name, "character": p.character, "life": p.life, "max_life": p.max_life,
            "alive": p.alive, "role_revealed": p.role_revealed, "hand_count": len(p.hand), "in_play": list(p.in_play), "bangs": p.bangs,
            "role": p.role if (p.role_revealed or p.seat == seat) else None,
        } for p in g.players],
        "stack": [_frame_for(f, seat, f.get("seat", -1)) for f in g.stack],
        "pending": decision,
        "winner": g.winner,
        "winners": list(g.winners),
    }
