"""How the options of a dice decision read at the table, whatever module asks it: which dice a roll may re-roll,
which seat a click picks (an answer that names a player names him last: the target of a 1 or a 2, whom a Beer
heals, whose arrow Kit Carlson discards), which die it spends (an answer naming a die and a player names the die
second), and whether the decision has only one real answer (then it is taken for you). The options are exactly
the decision's; this module only sorts them by what a click means; the answer widgets (answers.py) use it."""

from __future__ import annotations

SHOTS = ("shoot", "double_shot")        # the answers that aim a 1 or a 2


def free_dice(decision: dict) -> list[int]:
    """The dice a re-roll may take (Dynamite is locked, except for Black Jack)."""
    return sorted({d for o in decision["options"] if o[0] == "reroll" for d in o[1]})


def reroll_option(decision: dict, dice) -> list | None:
    """The option that re-rolls exactly `dice`, or None when no option does (nothing chosen)."""
    wanted = ["reroll", sorted(dice)]
    return wanted if wanted in decision["options"] else None


def shot_dice(decision: dict) -> list[int]:
    """The dice whose 1 or 2 is still to aim, in order."""
    return sorted({o[1] for o in decision["options"] if o[0] in ("shoot", "double_shot")})


def option_dice(decision: dict) -> list[int]:
    """The dice the answers naming a die and a player spend (the Beers to give: the first is the one a click
    spends, they are alike)."""
    return sorted({o[1] for o in decision["options"] if len(o) == 3 and type(o[1]) is int})


def can_double(decision: dict) -> bool:
    """Slab the Killer may spend a Beer on this shot."""
    return any(o[0] == "double_shot" for o in decision["options"])


def doubling_beer(decision: dict, die: int | None) -> int | None:
    """The Beer die Slab the Killer's doubled shot with die `die` spends."""
    return next((o[2] for o in decision["options"] if o[0] == "double_shot" and o[1] == die), None)


def seat_options(decision: dict, die: int | None = None, double: bool = False) -> dict[int, list]:
    """Seat -> the option a click on it sends, of a decision answered by naming a player (every answer but
    "pass" names one, last): for a shot, with die `die` (doubled with a Beer if `double`)."""
    picks: dict[int, list] = {}
    for option in decision["options"]:
        verb = option[0]
        if len(option) < 2 or type(option[-1]) is not int:
            continue
        if verb in SHOTS and (option[1] != die or (verb == "double_shot") != double):
            continue
        picks.setdefault(option[-1], option)
    return picks


def effect(option: list) -> tuple:
    """What an option does, leaving out which die it spends (dice showing the same thing are alike)."""
    verb = option[0]
    if len(option) == 3 or verb in SHOTS:
        return verb, option[-1]
    return tuple(str(part) for part in option)


def only_answer(decision: dict) -> list | None:
    """The one real answer of a decision, or None when the player has a choice. The 1s and 2s are aimed one at a
    time, yet when each can reach one player only (and no Beer can double one) nothing is left to choose."""
    options = decision["options"]
    if decision["kind"] == "shoot" and not can_double(decision):
        targets: dict[int, set] = {}
        for option in options:
            targets.setdefault(option[1], set()).add(option[2])
        return options[0] if all(len(seats) == 1 for seats in targets.values()) else None
    return options[0] if len({effect(o) for o in options}) == 1 else None
