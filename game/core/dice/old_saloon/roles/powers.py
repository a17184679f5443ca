"""The special roles in play: dealing the cards, offering each power at its moment, revealing, and each power.

Each player holds one role card, as a token: face down (ROLE_CARD, a secret kind: the others see that he holds
one) or face up (ROLE_SHOWN, seen by all). The Sheriff's is face up from the start; revealing turns a card face
up (it goes back under the face-down pile and its face-up twin comes out), and a face-up card is used: each power
once a game. A card whose moment comes is offered to its holder as a `reveal` decision (answered `reveal`, with
the power's choice, or `pass`); right after a reveal El Juez's holder may cancel it. The questions are asked so
that the others see the same whoever holds what (see the moments below): a holder with nothing to reveal at that
moment is asked too, and answers `pass` alone. The power acts as the
`role_power` step, below El Juez's question, reading the choice kept in the turn flags (a die, a face, two seats).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.decision import Decision
from game.core.common.roles import DEPUTY, ROLES, SHERIFF
from game.core.dice.old_saloon.roles.cards import (
    CARDS,
    EL_BUENO,
    EL_FEO,
    EL_JUEZ,
    EL_MALO,
    EL_MEDICO,
    EL_OSO,
    EL_TAHUR,
    MANO_DERECHA,
    MANO_IZQUIERDA,
    OSO_EXTRA_LIFE,
    PLAIN,
    SIDE_OF,
    SPECIAL,
)
from game.core.dice.specs import Hook, Reason, Step
from game.core.dice.turn import roll, rollable

if TYPE_CHECKING:
    from game.core.dice.engine import DiceGame

ROLE_CARD, ROLE_SHOWN = "role_card", "role_shown"      # the token kinds: a card face down, face up
MIXED = "old_saloon_mixed_roles"                       # the rule option: plain role cards mixed in, by side
PASS = (("pass",),)
REVEAL = (("reveal",),)
DIE, FACE, FIRST, SECOND = "role_die", "role_face", "role_first", "role_second"   # a power's choice (turn flags)
SAVED_LIFE = 2                                          # La Mano Izquierda's


# -- the deal ------------------------------------------------------------------------------------------------
def deal(g: DiceGame, words: list) -> None:
    """Each seat gets a role card of its side: the one its word names (a plain card for a side's name), else one
    drawn at random from its side's special cards (and plain ones, with the rule option). The Sheriff's is face up;
    El Oso's holder has his extra life."""
    pool = [*SPECIAL, *(PLAIN if g.rule_options.get(MIXED) else ())]
    for word in words:
        if word is not None:
            if word not in pool and word not in PLAIN:
                raise ValueError(f"the role card {word!r} is dealt only once")
            if word in pool:
                pool.remove(word)
    g.rng.shuffle(pool)
    cards, piles = {ROLE_CARD: g.tokens[ROLE_CARD], ROLE_SHOWN: g.tokens[ROLE_SHOWN]}, g.token_piles
    for seat, (word, role) in enumerate(zip(words, g.roles)):
        card = word if word is not None else next(c for c in pool if SIDE_OF[c] == role)
        if word is None:
            pool.remove(card)
        kind = ROLE_SHOWN if g.revealed[seat] else ROLE_CARD
        cards[kind][seat] = [card]
        pile = piles[kind]
        assert isinstance(pile, list)
        pile.remove(card)
        if card == EL_OSO:
            g.max_life[seat] = g.life[seat] = g.box.characters[g.chars[seat]].life + OSO_EXTRA_LIFE


def face_down(g: DiceGame, seat: int) -> str | None:
    held = g.tokens[ROLE_CARD][seat]
    return held[0] if held else None


def holder(g: DiceGame, card: str) -> int | None:
    """The player holding `card` face down who may use it now (in the game and acting), if any."""
    for seat, held in enumerate(g.tokens[ROLE_CARD]):
        if card in held and g.status[seat].acts:
            return seat
    return None


# -- the moments: each asks a question that the others see the same whoever holds what -------------------------
# A turn's own moments (its start, its end) ask the player whose turn it is whenever he holds a card face down and
# a card of that moment may still be face down somewhere: what he holds changes his answers (to pass alone), never
# whether he is asked. The other moments ask the holder of their card at every such moment, his own included
# (passing alone where the card names another player's): the question waits on someone, never on a seat the others
# can name (the steps' seats are their owner's). That such a question waits at all may still tell them that the card
# is held by someone acting: the price of asking one player rather than every one at every moment.
def _asked(moment: str, seat: int | None):
    return None if seat is None else ((f"role_{moment}", seat),)


def _face_down_somewhere(g: DiceGame, cards: tuple[str, ...]) -> bool:
    """May one of `cards` still be face down (as anyone can tell: not all of them are face up)?"""
    shown = g.tokens[ROLE_SHOWN]
    return not all(any(card in held for held in shown) for card in cards)


def _own_moment(g: DiceGame, seat: int, moment: str, cards: tuple[str, ...]):
    """The question of a turn's own moment, asked of its player if he holds a card face down."""
    if g.tokens[ROLE_CARD][seat] and g.status[seat].acts and _face_down_somewhere(g, cards):
        return _asked(moment, seat)
    return None


def _turn_start(g: DiceGame, seat: int):
    return _own_moment(g, seat, "turn_start", TURN_START_CARDS)


def _turn_end(g: DiceGame, seat: int):
    return _own_moment(g, seat, "turn_end", TURN_END_CARDS)


def _rolled(g: DiceGame, seat: int):
    return _asked("rolled", holder(g, EL_MEDICO))


def _dice_final(g: DiceGame, seat: int):
    return _asked("dice_final", holder(g, EL_TAHUR))


def _before_gain(g: DiceGame, seat: int, gain: int, source: str, by):
    return _asked("before_gain", holder(g, EL_MALO))


def _before_fall(g: DiceGame, seat: int, by):
    """Asked once, whoever falls: she chooses whom she keeps."""
    return _asked("before_fall", holder(g, MANO_IZQUIERDA) if seat == g.falling[0][0] else None)


def _eliminated(g: DiceGame, seat: int, fallen: list[int]) -> None:
    """A fallen player shows his role: his card turns face up (unused)."""
    for s in fallen:
        card = face_down(g, s)
        if card is not None:
            _turn_up(g, s, card, "eliminated")


# -- the question and the reveal -----------------------------------------------------------------------------
def options(g: DiceGame, seat: int, card: str, moment: str) -> tuple:
    """The ways `seat` may reveal `card` at `moment` (besides passing): none at another card's moment, nor where
    the card names another player than the one it concerns now (his own last roll, his own gain)."""
    if card not in CARDS or CARDS[card].moment != moment:        # a plain card, or another moment's
        return ()
    if card == EL_FEO:
        living = g.targetable_from(seat)
        return tuple(("reveal", (a, b)) for a in living for b in living if a != b)
    if card == EL_MEDICO:
        return tuple(("reveal", die, face) for die in g.rolled if g.dice[die] not in g.box.fixed
                     for face in dict.fromkeys(g.box.dice[g.kinds[die]]) if face != g.dice[die])
    if card == MANO_IZQUIERDA:
        kept = [s for s, _ in g.falling if g.status[s].gains_life]     # (a zombie is never given life)
        if not kept:
            return ()
        if len(g.falling) > 1:
            return tuple(("reveal", (s,)) for s in kept)
    if card == EL_BUENO and not any(r == SHERIFF and g.status[s].targetable for s, r in enumerate(g.roles)):
        return ()           # no Sheriff in the game to take the place of (one fallen after an outbreak: our reading)
    if card == MANO_DERECHA and g.plays_again():     # his turn already earned the next one: she waits for its end
        return ()
    if (card == EL_TAHUR and seat == g.turn) or (card == EL_MALO and seat == g.gains[-1][0]):
        return ()
    return REVEAL


def _asker(moment: str):
    """The question of `moment`: always asked once stacked, passing alone when the card cannot act now."""
    def ask(g: DiceGame, seat: int) -> Decision:
        card = face_down(g, seat)
        ways = options(g, seat, card, moment) if card is not None else ()
        return Decision(seat, "reveal", PASS + ways, {"card": card, "moment": moment})
    return ask


def _answer(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "pass":
        return
    card = face_down(g, seat)
    assert card is not None
    if card == EL_MEDICO:
        g.flags[DIE], g.flags[FACE] = action[1], g.box.dice[g.kinds[action[1]]].index(action[2])
    elif len(action) > 1:
        g.flags[FIRST] = action[1][0]
        g.flags[SECOND] = action[1][1] if len(action[1]) > 1 else -1
    _turn_up(g, seat, card, "reveal")
    g.emit("role_power", {"seat": seat, "card": card})
    g.tasks.append(("role_power", seat))
    juez = holder(g, EL_JUEZ)
    if juez is not None and card != EL_JUEZ:
        g.tasks.append(("role_revealed", juez))


def _turn_up(g: DiceGame, seat: int, card: str, why: str) -> None:
    g.give_back_tokens(ROLE_CARD, seat, [card], why, seat)
    g.take_tokens(ROLE_SHOWN, seat, 1, why, seat, which=[card])
    if not g.revealed[seat]:
        g.revealed[seat] = True
        g.emit("role_revealed", {"seat": seat, "role": g.roles[seat]})


# -- the powers ------------------------------------------------------------------------------------------------
def _power(g: DiceGame, seat: int) -> None:
    card = g.tokens[ROLE_SHOWN][seat][0]
    POWERS[card](g, seat)


def _el_bueno(g: DiceGame, seat: int) -> None:
    """He becomes the Sheriff and the Sheriff a Deputy; they swap cards and keep their life; each one's maximum
    is his character's (the old Sheriff keeps any life above it)."""
    old = g.roles.index(SHERIFF)
    g.roles[seat], g.roles[old] = SHERIFF, DEPUTY
    mine, his = g.tokens[ROLE_SHOWN][seat][0], g.tokens[ROLE_SHOWN][old][0]
    for who, card in ((seat, mine), (old, his)):
        g.give_back_tokens(ROLE_SHOWN, who, [card], EL_BUENO, seat)
    for who, card in ((seat, his), (old, mine)):
        g.take_tokens(ROLE_SHOWN, who, 1, EL_BUENO, seat, which=[card])
    for who in (seat, old):
        g.max_life[who] = g.box.characters[g.chars[who]].life
        g.emit("max_life", {"seat": who, "max_life": g.max_life[who], "why": EL_BUENO})
        g.emit("role_revealed", {"seat": who, "role": g.roles[who]})


def _el_feo(g: DiceGame, seat: int) -> None:
    """Two players swap their arrows, the tokens held like arrows (the Chief's Arrow) too."""
    a, b = g.flags[FIRST], g.flags[SECOND]
    delta = g.arrows[b] - g.arrows[a]
    g.arrows[a], g.arrows[b] = g.arrows[b], g.arrows[a]
    for who, change in ((a, delta), (b, -delta)):
        if change:
            g.emit("arrows", {"seat": who, "delta": change, "pile": g.pile, "why": EL_FEO, "by": seat})
    for token in g.box.arrow_tokens:
        held = {a: g.tokens[token][a], b: g.tokens[token][b]}
        for who in (a, b):
            if held[who]:
                g.give_back_tokens(token, who, held[who] if type(held[who]) is int else list(held[who]), EL_FEO, seat)
        for who, other in ((a, b), (b, a)):
            got = held[other]
            if got:
                g.take_tokens(token, who, got if type(got) is int else len(got), EL_FEO, seat,
                              which=None if type(got) is int else list(got))


def _el_medico(g: DiceGame, seat: int) -> None:
    die = g.flags[DIE]
    face = g.dice[die] = g.box.dice[g.kinds[die]][g.flags[FACE]]
    g.emit("die_turned", {"seat": seat, "die": die, "face": face, "why": EL_MEDICO})


def _el_tahur(g: DiceGame, seat: int) -> None:
    """The roller rolls every die again, Dynamite too, and the result stands (the settle step waits below)."""
    roll(g, rollable(g), final=True)


def _el_malo(g: DiceGame, seat: int) -> None:
    g.deny_gain(seat, EL_MALO)


def _el_juez(g: DiceGame, seat: int) -> None:
    """The power revealed just before his (waiting right below) has no effect."""
    task = g.tasks.pop()
    assert task[0] == "role_power"
    g.emit("role_cancelled", {"seat": task[1], "card": g.tokens[ROLE_SHOWN][task[1]][0], "by": seat})


def _mano_derecha(g: DiceGame, seat: int) -> None:
    g.play_again(MANO_DERECHA)


def _mano_izquierda(g: DiceGame, seat: int) -> None:
    """The falling player (the one chosen, if several) stays in with 2 life, and may discard his arrows."""
    saved = g.flags[FIRST] if len(g.falling) > 1 else g.falling[0][0]
    g.life[saved] = SAVED_LIFE
    g.emit("life", {"seat": saved, "delta": SAVED_LIFE, "life": SAVED_LIFE, "source": MANO_IZQUIERDA, "by": seat})
    if _holds_arrows(g, saved):
        g.tasks.append(("role_discard", saved))


def _holds_arrows(g: DiceGame, seat: int) -> bool:
    """Arrows, or a token held like one (the Chief's Arrow alone too: «las capacidades ... que interactúan con
    flechas también lo hacen con la flecha del jefe indio», read for the role cards as well)."""
    return bool(g.arrows[seat] or g.arrow_tokens_held(seat))


def _ask_discard(g: DiceGame, seat: int) -> Decision | None:
    if not _holds_arrows(g, seat) or not g.status[seat].targetable:
        return None
    return Decision(seat, "discard_arrows", (("discard_arrow",), ("pass",)))


def _answer_discard(g: DiceGame, action: tuple, seat: int) -> None:
    if action[0] == "discard_arrow":
        g.return_arrows(seat, MANO_IZQUIERDA)


POWERS = {EL_BUENO: _el_bueno, EL_FEO: _el_feo, EL_MEDICO: _el_medico, EL_TAHUR: _el_tahur, EL_MALO: _el_malo,
          EL_JUEZ: _el_juez, MANO_DERECHA: _mano_derecha, MANO_IZQUIERDA: _mano_izquierda}


# -- refusals ------------------------------------------------------------------------------------------------
def why_reveal(g: DiceGame, action: tuple) -> Reason | None:
    """Why a `reveal` answer is not an option: its card's choice is wrong."""
    if action[0] != "reveal":
        return None
    pending = g.pending
    assert pending is not None
    card = pending.info["card"]
    if card == EL_MEDICO:
        if len(action) != 3:
            return ("malformed_action", "El Médico names a die and the face to turn it to")
        die, face = action[1], action[2]
        if type(die) is not int or die not in g.rolled:
            return ("die_named", f"El Médico turns one of the dice just rolled ({list(g.rolled)}), not {die!r}")
        if face not in g.box.dice[g.kinds[die]]:
            return ("die_face", f"die {die} is a {g.kinds[die]} die: it cannot show {face!r}")
        return ("die_face", f"die {die} already shows {face}")
    if card == EL_FEO:
        pair = action[1] if len(action) == 2 else None
        if not isinstance(pair, tuple) or len(pair) != 2 or len(set(pair)) != 2:
            return ("malformed_action", "El Feo names two different players whose arrows he swaps")
        return ("target_alive", "only players still in the game can be chosen")
    if card == MANO_IZQUIERDA:
        return ("malformed_action", "La Mano Izquierda names the falling player she keeps in the game")
    return ("malformed_action", f"revealing {CARDS[card].es} names nothing")


def why_roles(g: DiceGame) -> str | None:
    """Every player holds one role card of his side (a Ghost may play for another); a face-up card's holder
    shows his role."""
    for seat, (down, up) in enumerate(zip(g.tokens[ROLE_CARD], g.tokens[ROLE_SHOWN])):
        cards = down + up
        if len(cards) != 1 or cards[0] not in SIDE_OF:
            return f"{g.names[seat]} must hold one role card"
        if SIDE_OF[cards[0]] != g.roles[seat] and g.status[seat].takes_turn and g.status[seat].targetable:
            return f"{g.names[seat]}'s role card {cards[0]!r} is not of his side {g.roles[seat]!r}"
        if up and not g.revealed[seat]:
            return f"{g.names[seat]}'s role card is face up but his role is hidden"
    return None


TURN_START_CARDS = tuple(c.id for c in CARDS.values() if c.moment == "turn_start")     # El Bueno, El Feo
TURN_END_CARDS = tuple(c.id for c in CARDS.values() if c.moment == "turn_end")         # La Mano Derecha
MOMENTS = ("turn_start", "rolled", "dice_final", "turn_end", "before_gain", "before_fall", "revealed")
SECRET_ASKER = {"owner": ("seat",)}      # whom a role question waits on: only he sees it
STEPS = {
    **{f"role_{moment}": Step(_asker(moment), _answer, "seat", SECRET_ASKER) for moment in MOMENTS},
    "role_power": Step(_power, detail="seat"),
    "role_discard": Step(_ask_discard, _answer_discard, "seat"),
}
HOOKS: dict[str, Hook] = {
    "turn_start": _turn_start, "rolled": _rolled, "dice_final": _dice_final, "turn_end": _turn_end,
    "before_gain": _before_gain, "before_fall": _before_fall, "on_elimination": _eliminated}
SUPPLY = (*SPECIAL, *PLAIN)          # every role card, face down and face up alike
assert set(ROLES) <= set(PLAIN)
