"""The frames every card game runs whatever its cards: the turn, a "draw!", losing life, judging the end, phase 1.

Cards and characters come in only through their hooks: the turn-start "draw!"s of the cards in play (in set
order), the cards that may answer a lethal hit, the character's own phase 1 and what he does after a hit. The
sets come in through theirs (specs.HOOK_POINTS): as a turn starts and ends, the hand limit, the cards of phase 1
and of a "draw!", a life lost and a hit resolved, and their phase-2 actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.cards.explain import not_offered
from game.core.cards.plays import play, play_options, why_not_play
from game.core.cards.specs import Frame, Verb
from game.core.common.decision import Decision
from game.core.common.events import DISCARD, DRAW
from game.core.common.seats import next_seat

if TYPE_CHECKING:
    from game.core.cards.engine import CardGame
    from game.core.cards.state import Player

JUDGE = "judge"     # the frame that ends the game, if it is over, once the card that eliminated players is done
PHASE_OF_STAGE = {"start": "start", "checks": "start", "draw": "draw", "drawn": "draw", "play": "play",
                  "discard": "discard", "end": "discard", "next": "discard"}


# -- the turn ----------------------------------------------------------------------------------------------
def _step_turn(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    stage = f["stage"]
    if stage == "play" and p.status.takes_turn:     # the most frequent case first: this is the engine's hot path
        return g.decide(p.seat, "play", play_options(g, p))
    if not p.status.takes_turn and stage != "next":      # he fell during his turn
        f["stage"] = stage = "next"
    if stage == "start":
        g.turn = p.seat
        p.bangs = 0
        g.emit("turn_start", {"seat": p.seat})
        f["stage"], f["check"] = "checks", 0
        for hook in g.hooks["turn_start"]:
            hook(g, p)
        if g.stack[-1] is f:          # (else the work a hook pushed runs first)
            _turn_checks(g, f, p)
    elif stage == "checks":
        _turn_checks(g, f, p)
    elif stage == "draw":
        _draw_phase(g, f, p)
    elif stage == "drawn":          # phase 1 is over, whoever drew how: the sets' hooks, then phase 2
        f["stage"] = "play"
        for hook in g.hooks["phase_one_end"]:
            hook(g, p)
    elif stage == "discard":
        limit = g.hand_limit(p)
        if len(p.hand) > limit:
            return g.decide(p.seat, "discard", [("discard", c) for c in p.hand], {"limit": limit})
        f["stage"] = "end"
    elif stage == "end":
        for hook in g.hooks["turn_end"]:      # the work they push runs after turn_end, before the next turn
            hook(g, p)
        g.emit("turn_end", {"seat": p.seat})
        f["stage"] = "next"
    elif f.get("again") and p.status.takes_turn:    # "next", after a turn that grants another (g.extra_turn)
        g.stack[0] = {"k": "turn", "seat": p.seat, "stage": "start", "extra": True}
    else:  # "next"
        seat = next_seat([q.status.takes_turn for q in g.players], p.seat)
        g.stack[0] = {"k": "turn", "seat": seat, "stage": "start"}
    return None


def _turn_checks(g: CardGame, f: dict, p: Player) -> None:
    """The cards in front of p that ask for a "draw!" as the turn starts, one after the other (the sets' order
    puts Dynamite before Jail): draw, then let the card judge the result. A card that ends the turn (Jail) skips
    to its end; once all are done, phase 1 begins."""
    checks = g.box.turn_checks
    i = f["check"]
    while i < len(checks):
        kind = checks[i]
        card = g.find_in_play(p, kind.name)
        if card is not None:
            if "drawn" not in f:
                f["check"] = i
                g.push_check(p.seat, kind.name)
                return
            if not kind.turn_check(g, p, card, f.pop("drawn")):
                del f["check"]
                f["stage"], f["skipped"] = "end", True
                return
            if g.stack[-1] is not f:        # the card left work to do first (Dynamite's damage)
                f["check"] = i + 1
                return
        i += 1
    del f["check"]
    _draw_phase(g, f, p)


def _draw_phase(g: CardGame, f: dict, p: Player) -> None:
    f["stage"] = "drawn" if g.hooks["phase_one_end"] else "play"    # "drawn": the sets' word once it is over
    g.push({"k": "draw_phase", "seat": p.seat})


def _answer_turn(g: CardGame, f: dict, action: tuple) -> None:
    p = g.players[f["seat"]]
    if f["stage"] == "play":
        verb = action[0]
        if verb == "play":
            play(g, p, action)
        elif verb == "end_turn":
            g.end_play()
        else:                           # a set's phase-2 action
            g.box.action[verb].apply(g, p, action)
    else:  # over the hand limit
        g.discard_from_hand(p, [action[1]], "hand_limit")


# -- "draw!" -----------------------------------------------------------------------------------------------
def _step_check(g: CardGame, f: dict) -> Decision | None:
    """Flip the cards of a "draw!" (held in the frame until it resolves, so no reshuffle can take them back)."""
    p = g.players[f["seat"]]
    if "held" not in f:
        held: list[int] = []
        f["held"] = held
        g.deal(g.check_count(p), held, (p.seat, DRAW), f["for"], p.seat)
        if len(held) <= 1:
            _finish_check(g, held[0] if held else None)
            return None
    return g.decide(p.seat, "choose_draw", [("choose", c) for c in f["held"]], {"for": f["for"]})


def _answer_check(g: CardGame, f: dict, action: tuple) -> None:
    _finish_check(g, action[1])


def _finish_check(g: CardGame, card: int | None) -> None:
    """All flipped cards are discarded, the one that counts on top; its result goes to the frame below."""
    f = g.stack[-1]
    seat, purpose = f["seat"], f["for"]
    g.emit("draw_result", {"seat": seat, "for": purpose, "card": card})
    g.stack.pop()
    flipped = [c for c in f["held"] if c != card] + ([] if card is None else [card])
    if flipped:
        g.discard.extend(flipped)
        g.emit_move(flipped, (seat, DRAW), (None, DISCARD), purpose, seat)
    g.stack[-1]["drawn"] = card


# -- losing life -------------------------------------------------------------------------------------------
def _step_damage(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    stage = f["stage"]
    if stage == "hit":
        if not (p.status.targetable and p.status.mortal):   # out of reach since it was dealt, or deathless: lost
            g.stack.pop()
            if p.status.targetable:         # told, so the log can say why his life did not move
                g.emit("unhurt", {"seat": p.seat, "source": f["why"], "by": f["credit"]})
            return None
        before = p.life
        p.life = max(0, before - f["amount"])
        g.emit("life", {"seat": p.seat, "delta": p.life - before, "life": p.life, "source": f["why"],
                        "by": f["credit"]})
        for hook in g.hooks["life_lost"]:
            hook(g, p, before - p.life, f["why"], f["credit"], f["by"])
        if before - f["amount"] <= 0:
            f["needed"] = 1 - (before - f["amount"])    # cards like Beer needed to stay at 1 life
            f["stage"] = "dying"
        else:
            f["stage"] = "after"
        return None
    if stage == "dying":
        kind = g.box.kind
        options: list[tuple] = [(kind[c].name, c) for c in p.hand if kind[c].saves is not None and kind[c].saves(g)]
        options.append(("die",))
        return g.decide(p.seat, "dying", options, {"needed": f["needed"], "source": f["why"], "by": f["credit"]})
    g.stack.pop()
    if p.status.acts:
        after_hit = g.box.characters[p.character].after_hit
        if after_hit is not None:
            after_hit(g, p, f["amount"], f["by"])
        for hook in g.hooks["after_hit"]:
            hook(g, p, f["amount"], f["by"])
    return None


def _answer_damage(g: CardGame, f: dict, action: tuple) -> None:
    p = g.players[f["seat"]]
    verb = action[0]
    if verb == "die":
        f["stage"] = "after"
        g.eliminate(p, f["credit"])
        return
    paid = g.box.paid_heals.get(verb)
    if paid is None:                   # a card that saves (Beer)
        g.discard_from_hand(p, [action[1]], verb)
        g.played(p, action[1], verb)
        source = verb
    else:                              # an ability that pays for life (Sid Ketchum): here it counts as a Beer
        source, pay = paid
        pay(g, p, action)
    f["needed"] -= 1
    if f["needed"] == 0:
        p.life = 1
        g.emit("life", {"seat": p.seat, "delta": 1, "life": 1, "source": source, "by": p.seat})
        f["stage"] = "after"


# -- the end of the game -----------------------------------------------------------------------------------
def _step_judge(g: CardGame, f: dict) -> Decision | None:
    """The card (or "draw!") that eliminated players has finished: the game ends now if it is over, judged on
    who is left (rulings: "many_deaths"). An elimination puts this frame right above the turn's."""
    g.stack.pop()
    g.judge()
    return None


# -- phase 1 -----------------------------------------------------------------------------------------------
def ordinary_draw(g: CardGame, f: dict, p: Player) -> None:
    """The ordinary phase 1: cards from the deck, as many as the sets say (the base game: two)."""
    g.draw(p, g.draw_count(p), "draw")
    g.stack.pop()


def _step_draw_phase(g: CardGame, f: dict) -> Decision | None:
    p = g.players[f["seat"]]
    own = g.box.characters[p.character].draw_phase
    if own is None:
        ordinary_draw(g, f, p)
        return None
    return own.step(g, f, p)


def _answer_draw_phase(g: CardGame, f: dict, action: tuple) -> None:
    p = g.players[f["seat"]]
    own = g.box.characters[p.character].draw_phase
    assert own is not None and own.answer is not None      # only a character's own phase 1 asks anything
    own.answer(g, f, p, action)


CORE_FRAMES = {
    "turn": Frame(_step_turn, _answer_turn, public=("seat", "stage", "check", "skipped", "again", "extra", "used")),
    "check": Frame(_step_check, _answer_check, public=("seat", "for", "held")),
    "damage": Frame(_step_damage, _answer_damage,
                    public=("seat", "amount", "why", "credit", "by", "stage", "needed")),
    "draw_phase": Frame(_step_draw_phase, _answer_draw_phase, public=("seat",), owner=("held",)),
    JUDGE: Frame(_step_judge),
}
CORE_VERBS = (
    Verb("play", "play a card", frozenset({"play"}), from_hand=True, why_not=why_not_play),
    Verb("end_turn", "end your turn"),
    Verb("discard", "discard a card", frozenset({"discard"}), from_hand=True),
    Verb("take_hit", "take the hit"),
    Verb("die", "accept elimination"),
    Verb("choose", "choose the card that counts", why_not=not_offered),
)
