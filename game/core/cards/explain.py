"""Why an answer is not legal: names the rule it breaks. Runs only when an answer is refused."""

from __future__ import annotations

from .characters import usable_as
from .data import CARDS, CHARACTERS, DECK_SIZE, IS_BLUE, NAME

_VERBS = {
    "play": "play a card", "end_turn": "end your turn", "discard": "discard a card", "missed": "play a Missed!",
    "barrel": "draw! for your Barrel", "jourdonnais": "draw! for Jourdonnais", "take_hit": "take the hit",
    "beer": "drink a Beer", "die": "accept elimination", "sid": "use Sid Ketchum's ability", "bang": "discard a BANG!",
    "pick": "pick a card", "choose": "choose the card that counts", "draw_from": "draw from a player's hand",
    "deck": "draw from the deck", "discard_pile": "take the top discard", "return": "put a card back",
}


def _card(c) -> str:
    return CARDS[c].label if type(c) is int and 0 <= c < DECK_SIZE else repr(c)


# The verbs that belong to each kind of decision, even when none of them is legal right now: refusing one of
# these names the rule it breaks ("only one BANG! per turn") rather than only "you cannot play a card now".
_KIND_VERBS = {
    "play": {"play", "sid"}, "discard": {"discard", "sid"}, "respond_shot": {"missed", "barrel", "jourdonnais", "sid"},
    "respond_duel": {"bang", "sid"}, "respond_indians": {"bang", "sid"}, "dying": {"beer", "sid"},
    "store_pick": {"pick"}, "choose_draw": {"choose"}, "draw_jesse_jones": {"draw_from"},
    "draw_kit_carlson": {"return"},
}
_OWNER = {"sid": "sid_ketchum", "jourdonnais": "jourdonnais"}


def why_illegal(g, seat: int, action: tuple) -> tuple[str, str]:
    pending = g.pending
    verb = action[0]
    allowed = sorted({o[0] for o in pending.options})
    if verb == "beer" and pending.kind.startswith("respond_"):
        return "beer_not_lethal", "out of your turn a Beer is played only against a hit that would eliminate you"
    if verb not in allowed and verb not in _KIND_VERBS.get(pending.kind, ()):
        can = ", ".join(_VERBS.get(v, v) for v in allowed)
        return "not_now", f"you cannot {_VERBS.get(verb, verb)} now ({pending.kind}); you can: {can}"
    p = g.players[seat]
    card = action[1] if len(action) > 1 else None
    if verb in ("sid", "jourdonnais") and p.character != _OWNER[verb]:
        return "not_your_ability", f"only {CHARACTERS[_OWNER[verb]].en} has that ability"
    if verb in ("play", "discard", "missed", "beer", "bang", "sid") and card not in p.hand:
        return "not_in_hand", f"{_card(card)} is not in your hand"
    if verb == "play":
        return _why_play(g, p, action)
    if verb == "missed":
        return "not_a_missed", f"{_card(card)} cannot cancel a BANG!: only a Missed! can"
    if verb == "bang":
        return "not_a_bang", f"{_card(card)} is not a BANG!: only a BANG! answers a Duel or the Indians"
    if verb == "barrel" and not any(NAME[x] == "barrel" for x in p.in_play):
        return "no_barrel", "you have no Barrel in play"
    if verb in ("barrel", "jourdonnais"):
        return "one_draw_per_barrel", "each Barrel may draw! only once against the same BANG!"
    if verb in ("pick", "choose", "return"):
        return "not_offered", f"{_card(card)} is not one of the cards in front of you now"
    if verb == "draw_from":
        return "empty_hand", "Jesse Jones draws only from a player still in the game with cards in hand"
    if verb == "beer" and g.alive_count() <= 2:
        return "beer_two_left", "Beer has no effect when only two players are left"
    if verb == "sid":
        return "sid_ketchum", "Sid Ketchum discards two different cards from his hand, and only when it heals him"
    return "not_an_option", f"{action!r} is not one of the choices now ({pending.kind})"


def _why_play(g, p, action: tuple) -> tuple[str, str]:
    c = action[1]
    name = NAME[c]
    if name == "missed" and usable_as(p, c, "bang"):
        name = "bang"
    if name == "missed":
        return "missed_out_of_turn", "Missed! is played only in answer to a BANG! aimed at you"
    target = g.players[action[2]] if len(action) > 2 and type(action[2]) is int and 0 <= action[2] < len(g.players) \
        else None
    if IS_BLUE[c] and name != "jail":
        if any(NAME[x] == name for x in p.in_play):
            return "same_name_in_play", f"you already have a {CARDS[c].kind.en} in play: never two cards of one name"
        if len(action) > 2:
            return "no_target", f"{CARDS[c].kind.en} is played in front of yourself, without a target"
    needs_target = name in ("bang", "panic", "cat_balou", "duel", "jail")
    if needs_target and target is None:
        return "needs_target", f"{CARDS[c].kind.en} needs a target player"
    if not needs_target and len(action) > 2:
        return "no_target", f"{CARDS[c].kind.en} takes no target"
    if target is not None:
        if target is p:
            return "not_yourself", f"you cannot aim {CARDS[c].kind.en} at yourself"
        if not target.alive:
            return "target_dead", f"{target.name} is out of the game"
    if name == "bang":
        if p.bangs and not any(NAME[x] == "volcanic" for x in p.in_play) and p.character != "willy_the_kid":
            return "one_bang_per_turn", "only one BANG! per turn (Volcanic or Willy the Kid lift the limit)"
        reach = g.weapon_range(p)
        d = g.distance(p, target)
        return "out_of_range", f"{target.name} is at distance {d}, beyond your weapon's range of {reach}"
    if name == "panic" and g.distance(p, target) > 1:
        return "panic_distance", f"Panic! reaches only players at distance 1; {target.name} is at " \
                                 f"{g.distance(p, target)}"
    if name in ("panic", "cat_balou"):
        if len(action) < 4:
            return "choose_card", "say which card: 'hand' for a random one from the hand, or a card in play"
        if action[3] == "hand" and not target.hand:
            return "empty_hand", f"{target.name} has no cards in hand"
        return "not_in_front", f"{_card(action[3])} is not in front of {target.name}"
    if name == "jail":
        if target.role == "sheriff":
            return "jail_sheriff", "Jail can never be played on the Sheriff"
        return "same_name_in_play", f"{target.name} is already in Jail"
    return "not_an_option", f"{action!r} is not a legal play now"
