"""What a bot makes of the special roles: each power revealed only when it does more than it costs (`REVEAL`: the
power gone for the game and the role shown), priced from the bot's reading of the table (specs.Reader):
El Bueno when the Sheriff is weak and I am not; El Feo moving arrows onto foes and off friends; El Médico turning a
die that brings or spares a third Dynamite or an arrow, or makes my own dice better; El Tahúr against a roll that
helps a foe; El Malo denying a foe's gain; El Juez cancelling a foe's power (La Mano Izquierda's: as the fall of
the player she kept); La Mano Derecha when a turn of my dice is worth more than the reveal; La Mano Izquierda
keeping a player whose fall would cost me (docs/bots.md, "Old Saloon"). The silly reveals (every bot level vetoes
them, bench/blunders.py counts them): a power that does nothing (El Feo swapping equal arrows), and one that helps a
player the view shows to be a foe or hurts a teammate.
"""

from __future__ import annotations

from functools import cache

from game.core.common.roles import SHERIFF
from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, GATLING, ONE, TWO
from game.core.dice.old_saloon.roles.cards import (
    EL_BUENO,
    EL_FEO,
    EL_JUEZ,
    EL_MALO,
    EL_MEDICO,
    EL_TAHUR,
    MANO_DERECHA,
    MANO_IZQUIERDA,
)
from game.core.dice.old_saloon.roles.powers import FIRST, ROLE_SHOWN
from game.core.dice.old_saloon.sense import REVEAL, box, me, players, roles_decide, targetable, teammate
from game.core.dice.specs import Reader, Silly

ARROW_HELD = 0.7        # an arrow on another player, in his life points (the bots' HELD)
WEAK = 3                # a Sheriff at this life or less is weak: El Bueno takes his place if stronger
POWER = 3.0             # what a foe's power does, about: El Juez cancels it
ROLL = {ONE: 1.0, TWO: 1.0, BEER: 0.6, GATLING: 0.5, ARROW: -ARROW_HELD}   # a symbol in a player's own dice, to him
DYNAMITE_LIMIT = 3
SHERIFF_KEPT = 10.0     # the Sheriff kept standing while others are left, to the Renegade who must outlive them


def worth(r: Reader, option: tuple) -> float:
    if option[0] != "reveal":
        return 0.0
    card = r.data["pending"]["info"]["card"]
    return POWERS[card](r, option) - REVEAL if card in POWERS else -REVEAL


def _el_bueno(r: Reader, option: tuple) -> float:
    """The law led by the stronger of us; nothing once public sides replace the roles."""
    if not roles_decide(r.data):
        return 0.0
    sheriff = next(p for p in players(r.data) if p["role"] == SHERIFF)
    lead = me(r.data)["life"] - sheriff["life"]
    return max(lead, 0) * (1.5 if sheriff["life"] <= WEAK else 0.3)


def _el_feo(r: Reader, option: tuple) -> float:
    a, b = option[1]
    held = [p["arrows"] for p in players(r.data)]
    return _arrows_to(r, a, held[a], held[b]) + _arrows_to(r, b, held[b], held[a])


def _arrows_to(r: Reader, seat: int, old: int, new: int) -> float:
    if seat == r.seat:
        return r.held(old) - r.held(new)
    return r.foe(seat) * ARROW_HELD * (new - old)


def _el_medico(r: Reader, option: tuple) -> float:
    """The die turned, for its roller: a third Dynamite (a life) and the arrows he takes; my own dice as they
    will resolve."""
    _, die, face = option
    table = r.data["table"]
    roller = table["turn"]
    before = list(table["dice"])
    after = before[:die] + [face] + before[die + 1:]
    dice = box(r.data)
    blast = dice.symbol_count[DYNAMITE]
    arrows = dice.symbol_count[ARROW]
    life = players(r.data)[roller]["life"]
    value = 0.0
    for faces, sign in ((after, 1), (before, -1)):
        bang = sum(blast[f] for f in faces) >= DYNAMITE_LIMIT
        taken = sum(arrows[f] for i, f in enumerate(faces) if i in table["rolled"])
        if roller == r.seat:
            value += sign * (r.dice_worth(f for f in faces if f) - r.arrows_cost(taken))   # (a blast: in the worth)
        else:
            value += sign * (r.hit(roller, life, 1) * bang + r.foe(roller) * ARROW_HELD * taken)
    return value


def _el_tahur(r: Reader, option: tuple) -> float:
    """A foe's good roll thrown again (its arrows and Dynamite already paid: new ones would cost him)."""
    table = r.data["table"]
    dice = box(r.data)
    shown = sum(_good(dice, f) for f in table["dice"])
    return r.foe(table["turn"]) * (_expected(dice, tuple(table["dice_kinds"])) - shown)


@cache                  # asked for every die El Tahúr may turn: the same dice kinds every time
def _expected(dice, kinds: tuple[str, ...]) -> float:
    """What dice of `kinds` thrown again show on average, good symbols less the arrows and Dynamite they cost."""
    return sum(sum(_good(dice, f) - _paid(dice, f) for f in dice.dice[kind]) / len(dice.dice[kind]) for kind in kinds)


@cache
def _good(dice, face: str) -> float:
    return sum(dice.symbol_count[s][face] * v for s, v in ROLL.items() if v > 0)


def _paid(dice, face: str) -> float:
    return dice.symbol_count[ARROW][face] * ARROW_HELD + dice.symbol_count[DYNAMITE][face] / DYNAMITE_LIMIT


def _el_malo(r: Reader, option: tuple) -> float:
    gain = r.data["table"]["gains"][-1]
    return -r.heal(gain["seat"], players(r.data)[gain["seat"]]["life"], gain["amount"])


def _revealer(data: dict) -> int:
    """The player whose power El Juez may cancel: the last one revealed, waiting below his question."""
    return next(p["seat"] for p in reversed(data["table"]["progress"]) if p["kind"] == "role_power")


def _cancelled_save(data: dict) -> int | None:
    """The player La Mano Izquierda has just kept, when hers is the power El Juez may cancel (he falls after all)."""
    revealer = _revealer(data)
    if players(data)[revealer]["piles"].get(ROLE_SHOWN) != [MANO_IZQUIERDA]:
        return None
    falling = data["table"]["falling"]
    return data["table"]["turn_flags"].get(FIRST) if len(falling) > 1 else falling[0]["seat"]


def _el_juez(r: Reader, option: tuple) -> float:
    """A foe's power cancelled; La Mano Izquierda's save undone is the fall of the player she kept."""
    saved = _cancelled_save(r.data)
    if saved is not None:
        return -_kept(r, saved)
    return r.foe(_revealer(r.data)) * POWER


def _mano_derecha(r: Reader, option: tuple) -> float:
    return r.roll_worth(box(r.data).dice_a_turn)


def _saved(data: dict, option: tuple) -> int:
    return option[1][0] if len(option) > 1 else data["table"]["falling"][0]["seat"]


def _mano_izquierda(r: Reader, option: tuple) -> float:
    saved = _saved(r.data, option)
    if saved != r.seat and players(r.data)[saved]["role"] == SHERIFF and roles_decide(r.data):   # (Her card is
        return SHERIFF_KEPT     # the Renegade's: his fall loses her the game unless she is the last one left, a
    #                             silly save below; after a module's sides replace the roles, he is one more player)
    return _kept(r, saved)


def _kept(r: Reader, saved: int) -> float:
    """A player kept at 2 life instead of falling, to me: his last point undone (mine: my fall)."""
    if saved == r.seat:
        return r.self_loss(1, 1) + r.self_loss(1, 2)
    return -r.hit(saved, 1, 1) - r.hit(saved, 2, 1)


POWERS = {EL_BUENO: _el_bueno, EL_FEO: _el_feo, EL_MEDICO: _el_medico, EL_TAHUR: _el_tahur, EL_MALO: _el_malo,
          EL_JUEZ: _el_juez, MANO_DERECHA: _mano_derecha, MANO_IZQUIERDA: _mano_izquierda}


# -- the silly reveals -------------------------------------------------------------------------------------------
def does_nothing(data: dict, option: tuple) -> str | None:
    """El Feo swapping the arrows of two players who hold as many (and the same tokens held like arrows)."""
    if option[0] != "reveal" or data["pending"]["info"]["card"] != EL_FEO:
        return None
    a, b = (players(data)[s] for s in option[1])
    tokens = box(data).arrow_tokens
    if a["arrows"] != b["arrows"] or any(a["piles"].get(t) != b["piles"].get(t) for t in tokens):
        return None
    return f"El Feo swaps {a['arrows']} arrows for {b['arrows']}"


def helps_foe(data: dict, option: tuple) -> str | None:
    """El Juez cancelling a teammate's power or La Mano Izquierda's save of a teammate (or his own), El Malo denying
    a teammate's gain, La Mano Izquierda keeping the last player between her and the win."""
    if option[0] != "reveal":
        return None
    card = data["pending"]["info"]["card"]
    if card == EL_JUEZ and teammate(data, _revealer(data)):
        return f"El Juez cancels a teammate's power (seat {_revealer(data)})"
    saved = _cancelled_save(data) if card == EL_JUEZ else None
    if saved is not None and (saved == data["seat"] or teammate(data, saved)):
        return f"El Juez cancels La Mano Izquierda's save of a teammate (seat {saved})"
    if card == EL_MALO and teammate(data, data["table"]["gains"][-1]["seat"]):
        return f"El Malo denies a teammate's gain (seat {data['table']['gains'][-1]['seat']})"
    if card == MANO_IZQUIERDA:
        saved = _saved(data, option)
        falling = {f["seat"] for f in data["table"]["falling"]}
        left = [s for s, p in enumerate(players(data)) if targetable(p) and p["life"] > 0 and s not in falling]
        if saved != data["seat"] and _last_foe(data, saved, left):
            return f"La Mano Izquierda keeps seat {saved}, whose fall wins her the game"
    return None


def _last_foe(data: dict, saved: int, left: list[int]) -> bool:
    """Does `saved`'s fall win me the game, with `left` the players standing after it? Mine alone (the Renegade
    she is), or, once public sides replace the roles, no foe of my side among them."""
    teams = box(data).teams_seen(data)
    if teams is None:
        return left == [data["seat"]]
    mine = teams[data["seat"]]
    return teams[saved] != mine and all(teams[s] == mine for s in left)


SILLY = (Silly("wasted_power", does_nothing), Silly("power_helps_foe", helps_foe))
