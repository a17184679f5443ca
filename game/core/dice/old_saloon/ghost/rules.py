"""The Ghost's rules: who becomes the Ghost, his covered character, the result he gives, the dice it sets on the
receiver's next turn, the tokens' way back, and the Ghost Renegade's side (docs/rules-notes.md, "Old Saloon")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, SIDE
from game.core.common.status import Status
from game.core.dice.base.faces import ARROW, BEER, DYNAMITE, GATLING, ONE, TWO
from game.core.dice.specs import Character, Reason

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

CARD, TOKENS = "ghost", "ghost_tokens"         # token kinds: the Ghost card (one), the seven tokens
GHOST_RENEGADE = "ghost_renegade"               # the card a Renegade Ghost shows (his role and the table's size say)
X2 = "x2"
SUPPLY = (ARROW, DYNAMITE, ONE, TWO, BEER, GATLING, X2)                    # the seven ghost tokens
GIVE, GIVE_STEP = "give", "ghost_give"                                     # the decision and the step that asks it
HAUNTED, GIVEN, RETURNED = "ghost", "ghost_gift", "ghost_return"           # why the tokens move
GHOST = Status("ghost", seated=False, targetable=False, takes_turn=True, acts=False, standing=False,
               wins_with_side=True)
# The Ghost card over his character: no ability, two base dice read by the give step alone (no role power either:
# the roles module offers a power only to a seat whose status acts, which the Ghost's does not).
COVERED = Character(CARD, "Ghost", "Fantasma", 1, dice=("base", "base"), resolve=(GIVE_STEP,))
# The Ghost Renegade card's side by the number of players (seed 001's table).
PLAYS_AS = {5: OUTLAW, 6: DEPUTY, 7: OUTLAW, 8: DEPUTY}


def ghost_of(g: DiceGame) -> int | None:
    """The seat of the Ghost, if there is one yet."""
    return next((s for s, held in enumerate(g.tokens[CARD]) if held), None)


def covered(g: DiceGame, seat: int) -> Character | None:
    return COVERED if g.tokens[CARD][seat] else None


# -- becoming the Ghost ---------------------------------------------------------------------------------------
def haunt(g: DiceGame, seat: int, fallen: list[int]) -> None:
    """Players fell (heard at each living seat: the first call does it all). If there is no Ghost yet, the first
    of them clockwise from the player whose turn it is, the Sheriff left out, becomes the Ghost; a fallen player
    holding given tokens hands them back."""
    ghost = ghost_of(g)
    if ghost is None:
        n = len(g.status)
        candidates = [s for s in fallen if g.roles[s] != SHERIFF]
        if not candidates:
            return
        ghost = min(candidates, key=lambda s: (s - g.turn) % n)
        g.take_tokens(CARD, ghost, 1, HAUNTED)
        g.take_tokens(TOKENS, ghost, len(SUPPLY), HAUNTED)
        g.recast()
    for s in fallen:
        if s != ghost and g.tokens[TOKENS][s]:
            g.pass_tokens(TOKENS, s, ghost, list(g.tokens[TOKENS][s]), RETURNED, None)


# -- the Ghost's turn -------------------------------------------------------------------------------------------
def give(g: DiceGame) -> Decision | None:
    """The Ghost's dice are final: he gives one result to another player, both when they match (with the ×2)."""
    ghost, dice = g.turn, g.dice
    held = g.tokens[TOKENS][ghost]
    takers = g.targetable_from(ghost)
    if dice[0] == dice[1]:
        choices = [(0, 1)] if dice[0] in held and X2 in held else [(0,)] if dice[0] in held else []
    else:
        choices = [(d,) for d in (0, 1) if dice[d] in held]
    options = tuple((GIVE, which, taker) for which in choices for taker in takers)
    if not options:
        return None
    return Decision(ghost, GIVE, options, {"faces": list(dice)})


def answer_give(g: DiceGame, action: tuple) -> None:
    _, which, taker = action
    ghost = g.turn
    for die in which:
        g.left[die] = 0
    g.pass_tokens(TOKENS, ghost, taker, [g.dice[which[0]], *([X2] if len(which) == 2 else [])], GIVEN, ghost)


def why_give(g: DiceGame, action: tuple) -> Reason | None:
    """Why the Ghost's gift is refused (another's `give`, Elena Fuente's Arrow, is not his to explain)."""
    if action[0] != GIVE or g.pending is None or g.pending.seat != ghost_of(g):
        return None
    which = action[1] if len(action) > 1 else None
    if not isinstance(which, tuple) or not which or not all(type(d) is int and 0 <= d < len(g.dice) for d in which) \
            or len(set(which)) != len(which):
        return ("dice_named", "name the die to give (0 or 1), or both when they match: [0, 1]")
    if len(action) != 3:
        return ("give_target", "name the player who takes the Ghost's result")
    taker = action[2]
    if taker == g.turn:
        return ("give_self", "the Ghost gives his result to another player")
    if type(taker) is not int or not 0 <= taker < len(g.status) or not g.status[taker].targetable:
        return ("target_alive", "the Ghost gives his result to a player still in the game")
    same = g.dice[0] == g.dice[1]
    if len(which) == 2 and not same:
        return ("give_different", "different results cannot both be given: give one die")
    if len(which) == 1 and same:
        return ("give_both", "the Ghost's two dice match: he gives both, with the ×2 token")
    return None


# -- the receiver's turn ------------------------------------------------------------------------------------------
def set_dice(g: DiceGame, seat: int) -> dict[int, str]:
    """Die -> face: the receiver's first base dice (two with the ×2) start on the given face."""
    held = g.tokens[TOKENS][seat]
    if not held or g.tokens[CARD][seat]:
        return {}
    face = next(t for t in held if t != X2)
    count = 2 if X2 in held else 1
    base = [d for d, kind in enumerate(g.kinds) if kind == "base"][:count]
    return {d: face for d in base}


def give_back(g: DiceGame, seat: int) -> None:
    """The end of the receiver's turn: the tokens go back to the Ghost."""
    held = g.tokens[TOKENS][seat]
    ghost = ghost_of(g)
    if held and ghost is not None and ghost != seat:
        g.pass_tokens(TOKENS, seat, ghost, list(held), RETURNED, None)


# -- who has won --------------------------------------------------------------------------------------------------
def judge(g: DiceGame, fallen: list) -> tuple[str, list[int]] | bool | None:
    """The next judges' result, with the Ghost Renegade among the winners when the side he plays for wins."""
    judges = g.box.judges
    result = None
    for other in judges[judges.index(judge) + 1:]:
        result = other(g, fallen)
        if result is not None:
            break
    if isinstance(result, tuple):
        side, seats = result
        ghost = ghost_of(g)
        if ghost is not None and ghost not in seats and g.roles[ghost] == RENEGADE \
                and SIDE[PLAYS_AS[len(g.status)]] == side:
            return side, sorted([*seats, ghost])
    return result


# -- a loaded game ------------------------------------------------------------------------------------------------
def check(g: DiceGame) -> str | None:
    """The Ghost card's holder is the one Ghost; the ghost tokens lie with him and at most one other player (one
    face, and the ×2 with it)."""
    ghost = ghost_of(g)
    ghosts = [s for s, st in enumerate(g.status) if st is GHOST]
    if ghosts != ([] if ghost is None else [ghost]) or sum(g.tokens[CARD]) > 1:
        return "the Ghost card and the Ghost do not match"
    holders = [s for s, held in enumerate(g.tokens[TOKENS]) if held and s != ghost]
    if (ghost is None and any(g.tokens[TOKENS])) or len(holders) > 1:
        return "the ghost tokens are not with the Ghost"
    for s in holders:
        faces = [t for t in g.tokens[TOKENS][s] if t != X2]
        if len(faces) != 1 or len(g.tokens[TOKENS][s]) > 2:
            return "a player holds ghost tokens that are not one result"
    return None
