"""The Boneyard's rules: the cards an eliminated player reveals, the outbreak they may bring, the zombies and the
Zombie Master it makes, and who wins after it (../shared/rules/dice.md §3 module 4, docs/rules-notes.md "Undead or
Alive: the Boneyard").

The cards are a listed token (`CARDS`): face down in their pile (whose order nobody sees), face up with the
eliminated player who revealed them. A player who falls before the outbreak owes a card at the end of the turn
(the turn flag `OWED`, a bit per seat) and one at the start of each of what would have been his turns; both are
paid between turns (the `turn_over` hook), when the turn passes him by. The zombie summary card and the Zombie
Master's are count tokens that give their holders their status; the outbreak has begun once anyone holds one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.roles import RENEGADE
from game.core.common.status import Status
from game.core.dice.specs import Character, Task
from game.core.dice.undead_or_alive.boneyard.deck import HANDS, NO_HAND

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

CARDS, ZOMBIE_CARD, MASTER_CARD = "boneyard_cards", "zombie", "zombie_master"   # token kinds
ZOMBIES, SURVIVORS = "zombies", "survivors"                                 # the sides after the outbreak
OWED = "boneyard_owed"                  # turn flag: a bit per seat that fell this turn before the outbreak
REVEALED, SHUFFLED, REMOVED, OUTBREAK = "boneyard", "boneyard_shuffled", "boneyard_removed", "outbreak"   # whys
# A zombie: back in the game and counted for seats, with no character (his card went back), playing for the
# zombies; he never gains life and never takes wound tokens or Rage cards.
ZOMBIE = Status("zombie", seated=True, targetable=True, takes_turn=True, acts=False, standing=True,
                wins_with_side=True, side=ZOMBIES, gains_life=False, penalised=False, own_character=False)
# The Zombie Master keeps his life and his ability. Seed 001 writes the zombies' limits (three dice, no life gained,
# no wound token or Rage card) for the players who come back; our reading, here alone, is that the Master, who
# never left, plays as before: his usual dice, his healing, his tokens and Rage cards (docs/rules-notes.md).
MASTER = Status("zombie_master", seated=True, targetable=True, takes_turn=True, acts=True, standing=True,
                wins_with_side=True, side=ZOMBIES)
# The zombie summary card over a zombie's seat: no ability, no role power, three base dice.
COVERED = Character(ZOMBIE_CARD, "Zombie", "Zombi", 1, dice=("base", "base", "base"), role_power=False)


def outbreak(g: DiceGame) -> bool:
    """Has the outbreak begun? (It made at least one zombie, whose card stays with him even once he is out.)"""
    return any(g.tokens[ZOMBIE_CARD])


def hands_up(g: DiceGame) -> int:
    return sum(HANDS[card] for held in g.tokens[CARDS] for card in held)


def zombie_side(g: DiceGame) -> list[int]:
    """The seats that play for the zombies: every zombie, in the game or out of it for good, and the Master."""
    zombie, master = g.tokens[ZOMBIE_CARD], g.tokens[MASTER_CARD]
    return [s for s in range(len(g.status)) if zombie[s] or master[s]]


def covered(g: DiceGame, seat: int) -> Character | None:
    return COVERED if g.tokens[ZOMBIE_CARD][seat] else None


# -- the cards ---------------------------------------------------------------------------------------------
def fell(g: DiceGame, seat: int, fallen: list[int]) -> None:
    """Players fell (heard at each seat that acts: marking them twice changes nothing): before the outbreak, each
    owes a card at the end of this turn."""
    if not outbreak(g):
        g.flags[OWED] = g.flags.get(OWED, 0) | sum(1 << s for s in fallen)


def turn_over(g: DiceGame, seat: int, after: int) -> list[Task] | None:
    """Between turns, before the outbreak: the cards owed for this turn's falls, revealed together; then one for
    each eliminated player whose turn the passing turn skips, in seat order (an extra turn, `after` the same
    seat, skips nobody). A reveal that starts the outbreak ends the walk: the next turn is the first player's
    after it (the zombies play again), or the zombie whose would-be turn it was; an extra turn stands."""
    if outbreak(g):
        return None
    n = len(g.status)
    owed = g.flags.get(OWED, 0)
    due = [s for s in ((seat + i) % n for i in range(n)) if owed >> s & 1 and _waiting(g, s)] if owed else None
    if due and _reveal(g, due):
        _begin(g, seat, own_turn=after == seat)
        if after != seat:
            g.hand_turn(g.next_player(seat))
        return None
    if after == seat:
        return None
    skipped = (seat + 1) % n
    while skipped != after:
        if _waiting(g, skipped) and _reveal(g, [skipped]):
            _begin(g, skipped, own_turn=True)
            g.hand_turn(skipped)
            return None
        skipped = (skipped + 1) % n
    return None


def _waiting(g: DiceGame, seat: int) -> bool:
    """An eliminated player the Boneyard concerns: out of the game and taking no turn (the Ghost plays on)."""
    status = g.status[seat]
    return not status.takes_turn and not status.targetable


def _reveal(g: DiceGame, seats: list[int]) -> bool:
    """Each of `seats` reveals the top card; a no-hand card stops any outbreak from these reveals and goes back
    into the deck, shuffled. True if the outbreak begins: a hand was revealed and the hands face up outnumber
    the living."""
    deck = g.token_piles[CARDS]
    assert isinstance(deck, list)
    drawn = []
    for seat in seats:
        if deck:
            g.take_tokens(CARDS, seat, 1, REVEALED)
            drawn.append((seat, g.tokens[CARDS][seat][-1]))
    blanks = [seat for seat, card in drawn if card == NO_HAND]
    for seat in blanks:
        g.give_back_tokens(CARDS, seat, [NO_HAND], SHUFFLED)
    if blanks:
        g.rng.shuffle(deck)
    living = sum(st.targetable for st in g.status)
    if drawn:
        g.emit("boneyard", {"hands": hands_up(g), "living": living, "stopped": bool(blanks)})
    return not blanks and len(drawn) > 0 and hands_up(g) > living


# -- the outbreak --------------------------------------------------------------------------------------------
def _begin(g: DiceGame, seat: int, own_turn: bool = False) -> None:
    """The outbreak: the Boneyard cards leave the game (back under the deck, never drawn again), every eliminated
    player becomes a zombie with life equal to the living players', and a living Renegade the Zombie Master (of
    two, the first clockwise from the player whose turn begins it: `seat`'s next, or with `own_turn` `seat`
    himself, a zombie at his would-be turn or a player at his extra turn)."""
    n = len(g.status)
    living = [s for s, st in enumerate(g.status) if st.targetable]
    dead = [s for s in range(n) if _waiting(g, s)]
    renegades = [s for s in living if g.roles[s] == RENEGADE]
    life = len(living)
    active = seat if own_turn else _next_after_zombies(g, seat, dead)
    master = min(renegades, key=lambda s: (s - active) % n) if renegades else None
    g.emit("outbreak", {"seat": active, "zombies": dead, "master": master, "life": life})
    for holder, held in enumerate(g.tokens[CARDS]):
        if held:
            g.give_back_tokens(CARDS, holder, list(held), REMOVED)
    for z in dead:
        g.take_tokens(ZOMBIE_CARD, z, 1, OUTBREAK)
        g.max_life[z] = life
        g.emit("max_life", {"seat": z, "max_life": life, "why": OUTBREAK})
        g.gain(z, life, OUTBREAK, None)
    if master is not None:
        g.take_tokens(MASTER_CARD, master, 1, OUTBREAK)
    g.recast()


def _next_after_zombies(g: DiceGame, seat: int, dead: list[int]) -> int:
    """Whose turn comes after `seat`'s once the dead play again as zombies."""
    n = len(g.status)
    return next(s for s in ((seat + i) % n for i in range(1, n + 1)) if s in dead or g.status[s].takes_turn)


# -- who has won ----------------------------------------------------------------------------------------------
def judge(g: DiceGame, fallen: list) -> tuple[str, list[int]] | bool | None:
    """After the outbreak: the zombies and their Master win once no survivor stands (everyone falling at once
    too); the survivors once no zombie and no Master does. Before it, the usual rules judge (None)."""
    if not outbreak(g):
        return None
    zombies = zombie_side(g)
    status = g.status
    if not any(st.standing for s, st in enumerate(status) if s not in zombies):
        return ZOMBIES, zombies
    if not any(status[s].standing for s in zombies):
        return SURVIVORS, [s for s in range(len(status)) if s not in zombies]
    return False


# -- a loaded game --------------------------------------------------------------------------------------------
def check(g: DiceGame) -> str | None:
    """Face-up cards lie only with eliminated players before the outbreak, and none after it; no card without a
    hand stays face up; a zombie's or the Master's card and his status agree."""
    up = [s for s, held in enumerate(g.tokens[CARDS]) if held]
    if any(not _waiting(g, s) for s in up) or (up and outbreak(g)):
        return "a Boneyard card lies face up where it cannot"
    if any(NO_HAND in held for held in g.tokens[CARDS]):
        return "a Boneyard card with no hand stayed face up"
    for cards, status in ((ZOMBIE_CARD, ZOMBIE), (MASTER_CARD, MASTER)):
        for s, held in enumerate(g.tokens[cards]):
            if held > 1 or (held and g.status[s] is not status and g.status[s].targetable) \
                    or (not held and g.status[s] is status):
                return f"a {status.name}'s card and status disagree"
    if g.tokens[MASTER_CARD].count(1) > 1 or (any(g.tokens[MASTER_CARD]) and not outbreak(g)):
        return "there is more than one Zombie Master, or one before the outbreak"
    return None
