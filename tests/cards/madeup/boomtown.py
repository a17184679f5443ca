"""Boomtown: a card set made up for the tests, to prove that an expansion plugs into every layer of the card game
without a line changed outside its own folder. It is no real BANG! expansion; it borrows Gold Rush's shape.

- A second deck, `supplies`: ten cards without rank and suit, each with a cost in coins. Face down in
  `supplies_deck`; used ones lie face up in `supplies_discard`, shuffled back in when the deck runs out.
- A face-up row, the `trading_post`: three supplies on sale, refilled at once.
- Counters: `coins` for each player (one at the deal), the `strongbox` on the table (twenty coins less the players')
  they come from and go back to (once it is empty, coins come from the box: there are always more), `pawned` for
  each player.
- Piles of each player's: `gear` (his black supplies, face up in front of him) and `stash` (cards he pawned, face
  down: only he knows them; he redeems them, into his hand, as his next turn starts).
- Phase-2 actions: `buy` a supply of the trading post (a brown one is used at once and goes to the discard of the
  supplies, a black one is kept in front: never two of one name); `pawn` a card of the hand into the stash for a
  coin, once a turn.
- Hooks: whoever makes another player lose life takes a coin per point (`life_lost`); an eliminated player's gear
  goes to the supplies' discard, his stash to the discard pile, his coins to the strongbox (`eliminated`); whoever
  eliminates him takes two coins, before the Sheriff's penalty (`rewards`); as a turn starts its player redeems his
  stash and may pawn again (`turn_start`); a player ending his turn without a coin gets one (`turn_end`); the black
  supplies change the hand limit (saddlebag +2), phase 1 (mule: one more card) and each "draw!" (lantern: one more
  card flipped, the player picks the one that counts).
- A brown supply with a decision of its own: the toll road asks every other player, clockwise, to pay the buyer a
  coin or discard a card (`respond_toll`); another ends its buyer's turn at once and gives him another (second wind).
"""

from __future__ import annotations

from game.core.cards.sets import CardSet, register
from game.core.cards.specs import (
    BLACK,
    BROWN,
    CARDS,
    COUNTER,
    DECK,
    OWNER,
    ROW,
    CardKind,
    Frame,
    Hook,
    Pile,
    TurnAction,
    Verb,
)
from game.core.common.events import DISCARD
from game.core.common.options import Option
from game.core.common.seats import seats_from

NAME = "boomtown"
SUPPLIES = "supplies"
SUPPLY_DECK, SUPPLY_DISCARD, POST = "supplies_deck", "supplies_discard", "trading_post"
COINS, STRONGBOX, PAWNED, GEAR, STASH = "coins", "strongbox", "pawned", "gear", "stash"
STRONGBOX_COINS = 20
BOUNTY, RELIEF = "boomtown_bounty", "boomtown_relief"     # its rule options


# -- coins ---------------------------------------------------------------------------------------------------
def earn(g, p, n: int, why: str) -> None:
    """n coins to p: from the strongbox while it has any, then from the box."""
    boxed = min(n, g.count(STRONGBOX))
    if boxed:
        g.move_tokens(boxed, (None, STRONGBOX), (p.seat, COINS), why)
    if n > boxed:
        g.move_tokens(n - boxed, None, (p.seat, COINS), why)


def has(g, p, name: str) -> bool:
    return any(g.box.name[c] == name for c in g.pile(GEAR, p))


# -- the supplies ----------------------------------------------------------------------------------------------
def _whiskey(g, p, c, action) -> None:
    g.heal(p, 1, "whiskey", p.seat)


def _second_wind(g, p, c, action) -> None:
    g.end_play()
    g.extra_turn()


def _toll_road(g, p, c, action) -> None:
    targets = [s for s in seats_from([q.status.targetable for q in g.players], p.seat) if s != p.seat]
    g.push({"k": "toll", "collector": p.seat, "targets": targets, "current": None})


def _step_toll(g, f):
    """The next player who can pay is asked (Sid Ketchum may have spent his hand since he was asked)."""
    while True:
        if f["current"] is None:
            if not f["targets"]:
                g.stack.pop()
                return None
            f["current"] = f["targets"].pop(0)
        t = g.players[f["current"]]
        options = ([("pay_toll",)] if g.count(COINS, t) else []) + [("discard", c) for c in t.hand]
        if t.status.targetable and options:
            return g.decide(t.seat, "respond_toll", options, {"collector": f["collector"]})
        f["current"] = None


def _answer_toll(g, f, action) -> None:
    t = g.players[f["current"]]
    f["current"] = None
    if action[0] == "pay_toll":
        g.move_tokens(1, (t.seat, COINS), (f["collector"], COINS), "toll_road", t.seat)
    else:
        g.discard_from_hand(t, [action[1]], "toll_road")


def supply(name: str, en: str, es: str, color: str, copies: int, cost: int, **more) -> CardKind:
    return CardKind(name, en, es, color, "", copies=copies, deck=SUPPLIES, cost=cost, **more)


WHISKEY = supply("whiskey", "Whiskey", "Whisky", BROWN, 3, 1, effect=_whiskey)
TOLL_ROAD = supply("toll_road", "Toll Road", "Peaje", BROWN, 2, 2, effect=_toll_road,
                   frames={"toll": Frame(_step_toll, _answer_toll, public=("collector", "targets", "current"))},
                   verbs=(Verb("pay_toll", "pay the toll", frozenset({"respond_toll"})),))
SECOND_WIND = supply("second_wind", "Second Wind", "Segundo aliento", BROWN, 1, 4, effect=_second_wind)
LANTERN = supply("lantern", "Lantern", "Farol", BLACK, 2, 2)
SADDLEBAG = supply("saddlebag", "Saddlebag", "Alforja", BLACK, 1, 3)
MULE = supply("mule", "Mule", "Mula", BLACK, 1, 2)


# -- the phase-2 actions ---------------------------------------------------------------------------------------
def _buy_options(aim) -> list[tuple]:
    g, p = aim.g, aim.p
    coins = g.count(COINS, p)
    kept = {g.box.name[c] for c in g.pile(GEAR, p)}
    kind = g.box.kind
    return [("buy", c) for c in g.pile(POST)
            if kind[c].cost <= coins and not (kind[c].color == BLACK and kind[c].name in kept)]


def _buy(g, p, action) -> None:
    c = action[1]
    kind = g.box.kind[c]
    g.move_tokens(kind.cost, (p.seat, COINS), (None, STRONGBOX), "buy", p.seat)
    if kind.color == BLACK:
        g.move_cards([c], g.pile(POST), (None, POST), g.pile(GEAR, p), (p.seat, GEAR), "buy", p.seat)
    else:
        g.move_cards([c], g.pile(POST), (None, POST), g.pile(SUPPLY_DISCARD), (None, SUPPLY_DISCARD), "buy", p.seat)
        kind.effect(g, p, c, action)
    g.fill_row(POST)


def _why_not_buy(g, p, action):
    c = action[1] if len(action) > 1 else None
    if c not in g.pile(POST):
        return "not_on_sale", f"{g.box.label(c)} is not on sale at the trading post"
    kind = g.box.kind[c]
    if kind.cost > g.count(COINS, p):
        return "too_dear", f"{kind.en} costs {kind.cost} coins; you have {g.count(COINS, p)}"
    return "same_name_in_play", f"you already have a {kind.en} in front of you"


def _pawn_options(aim) -> list[tuple]:
    return [] if aim.g.count(PAWNED, aim.p) else [("pawn", c) for c in aim.p.hand]


def _pawn(g, p, action) -> None:
    g.move_from_hand(p, [action[1]], g.pile(STASH, p), (p.seat, STASH), "pawn", p.seat)
    g.move_tokens(1, None, (p.seat, PAWNED), "pawn", p.seat)
    earn(g, p, 1, "pawn")


def _why_not_pawn(g, p, action):
    return "one_pawn_per_turn", "you may pawn one card a turn"


# What a bot makes of them: the only tactic it has for this set.
def _buy_worth(box, view, option, foe) -> float:
    kind = box.kind[option[1]]
    me = view.basics["table"]["players"][view.seat]
    if kind.name == "whiskey":
        return 3.0 if me["life"] < me["max_life"] else -1.0
    return {"second_wind": 5.0, "toll_road": 2.0}.get(kind.name, 2.5)


def _pawn_worth(box, view, option, foe) -> float:
    data = view.basics
    over = len(data["hand"]) - data["table"]["players"][view.seat]["life"]
    return 1.0 - 0.2 * box.keep[option[1]] if over > 0 else -1.0


BUY = TurnAction(Verb("buy", "buy a supply", frozenset({"play"}), why_not=_why_not_buy), _buy_options, _buy,
                 _buy_worth)
PAWN = TurnAction(Verb("pawn", "pawn a card", frozenset({"play"}), from_hand=True, why_not=_why_not_pawn),
                  _pawn_options, _pawn, _pawn_worth)


# -- the hooks -------------------------------------------------------------------------------------------------
def _bounty_hunting(g, p, lost, why, credit, by) -> None:
    if g.rules[BOUNTY] == "per_point" and credit is not None and credit != p.seat and g.players[credit].status.acts:
        earn(g, g.players[credit], lost, "bounty_hunting")


def _leave_town(g, p, credit) -> None:
    gear, stash, coins = g.pile(GEAR, p), g.pile(STASH, p), g.count(COINS, p)
    if gear:
        g.move_cards(list(gear), gear, (p.seat, GEAR), g.pile(SUPPLY_DISCARD), (None, SUPPLY_DISCARD), "eliminated")
    if stash:
        g.move_cards(list(stash), stash, (p.seat, STASH), g.discard, (None, DISCARD), "eliminated")
    if coins:
        g.move_tokens(coins, (p.seat, COINS), (None, STRONGBOX), "eliminated")


def _claim(g, dead, killer) -> None:
    earn(g, killer, 2, "claim")


def _new_day(g, p) -> None:
    stash, pawned = g.pile(STASH, p), g.count(PAWNED, p)
    if stash:
        g.move_cards(list(stash), stash, (p.seat, STASH), p.hand, (p.seat, "hand"), "redeem", p.seat)
    if pawned:
        g.move_tokens(pawned, (p.seat, PAWNED), None, "new_day")


def _relief(g, p) -> None:
    if g.rules[RELIEF] and p.status.acts and not g.count(COINS, p):
        earn(g, p, 1, "relief")


def _plus(name: str, more: int):
    def fold(g, p, value: int) -> int:
        return value + more if has(g, p, name) else value
    return fold


SET = CardSet(
    NAME, (WHISKEY, TOLL_ROAD, SECOND_WIND, LANTERN, SADDLEBAG, MULE), (),
    piles=(
        Pile(SUPPLY_DECK, DECK, cards=SUPPLIES, refill=SUPPLY_DISCARD),
        Pile(SUPPLY_DISCARD, ROW, cards=SUPPLIES),
        Pile(POST, ROW, cards=SUPPLIES, fill=SUPPLY_DECK, size=3),
        Pile(STRONGBOX, COUNTER, start=STRONGBOX_COINS),
        Pile(COINS, COUNTER, per_player=True, start=1, bank=STRONGBOX),
        Pile(PAWNED, COUNTER, per_player=True),
        Pile(GEAR, ROW, per_player=True, cards=SUPPLIES),
        Pile(STASH, ROW, per_player=True, seen=OWNER, cards=CARDS),
    ),
    hooks=(
        Hook("life_lost", _bounty_hunting),
        Hook("eliminated", _leave_town),
        Hook("rewards", _claim, order=50),
        Hook("turn_start", _new_day),
        Hook("turn_end", _relief),
        Hook("hand_limit", _plus("saddlebag", 2)),
        Hook("draw_count", _plus("mule", 1)),
        Hook("check_count", _plus("lantern", 1)),
    ),
    actions=(BUY, PAWN),
    en="Boomtown",
    es="Pueblo en auge",
    options={
        BOUNTY: Option("Whoever makes another lose life earns coins: one a point, or none.", "per_point",
                       en="Bounty hunting", es="Cazarrecompensas",
                       tip_en="What making another player lose life earns.",
                       tip_es="Lo que se gana al hacer perder vida a otro jugador.",
                       choices={"per_point": ("A coin a point", "Una moneda por punto"), "none": ("None", "Nada")}),
        RELIEF: Option("A player ending his turn without a coin gets one.", True, en="Relief coin",
                       es="Moneda de auxilio"),
    },
)
register(SET)
SETS = ("base", NAME)
SUPPLY_CARDS = sum(k.copies for k in SET.cards)
