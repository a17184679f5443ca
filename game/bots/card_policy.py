"""Card-game bots that score every legal option from their own view and take the best.

Easy knows only the public roles, shoots who it can and adds noise; Normal keeps an exact belief over the
hidden roles (beliefs.py), plays for its side (Deputies shield the Sheriff, Outlaws rush him, the Renegade
keeps the balance until the end) and spends its cards with care. `CardBot("oracle")` is Normal told the true roles;
the Oracle level (card_hard.py) searches with it.

What a card is worth keeping, and whether playing it at someone is an attack, come with the card (its kind in
the game's Box, named by the view's rules), and what a set's own phase-2 action (buying, selling...) is worth
with the action (its `worth`, or its verb's), so a card or an action of an expansion is valued without a line here;
a set's answer its verb calls silly (`Verb.silly`, judged from the bot's view) is vetoed at every level. What a bot
must know of a card to never play it absurdly (whom it heals, whom it may wound, whether it is a burden to its
holder) is the one table `SENSE` below, keyed by card kind; a kind it does not list (an expansion's) falls back
to knowing nothing, which vetoes nothing. Every level, in every play it scores, vetoes the plays that can never
do better than ending the turn, whatever the cards and roles it cannot see (`pointless`): a weapon that reaches
less than the one it replaces, a heal with nobody to heal, a Deputy's card against his Sheriff, and a hit that
may take the Sheriff's last life from a player whom his fall makes lose (`sheriff_stake`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import NamedTuple

from game.bots.beliefs import RoleBelief
from game.bots.stakes import WANT as WANTS
from game.bots.stakes import sheriff_stake
from game.core.cards.base.hazards import explodes
from game.core.cards.box import Box, box_for
from game.core.cards.data import RANK_VALUE
from game.core.common.roles import DEPUTY, OUTLAW, RENEGADE, SHERIFF, playing_as, roles_for
from game.core.common.status import BY_NAME, of


class Sense(NamedTuple):
    """What a bot knows a card kind does, beyond its record (specs.CardKind), to tell a play that cannot help."""
    heals: str = ""           # whom a play of it heals: "self" (its player) or "all" (every living player)
    wounds: str = ""          # whom it may cost a life: "target" (the player aimed at), "others" (everyone else)
    burden: bool = False      # in front of a player it harms him (a Jail, a Dynamite): taking it away is a favour


SENSE = {
    "beer": Sense(heals="self"), "saloon": Sense(heals="all"),
    "bang": Sense(wounds="target"), "duel": Sense(wounds="target"),
    "gatling": Sense(wounds="others"), "indians": Sense(wounds="others"),
    "jail": Sense(burden=True), "dynamite": Sense(burden=True),
}
PLAIN = Sense()               # a kind the table does not list: nothing known, so nothing vetoed
VETOED = -100.0               # the score of a play that can never do better than ending the turn


def sense(name: str) -> Sense:
    return SENSE.get(name, PLAIN)


WANT = WANTS["cards"]        # how much a player of my role wants to hurt each role (Renegade: _renegade_want)


class CardBot:
    """level: "easy", "normal", or "oracle" (with `roles`, the true roles of every seat)."""

    def __init__(self, level: str = "normal", seed: int = 0, roles: dict[int, str] | None = None,
                 belief: RoleBelief | None = None):
        """`belief` starts the bot with what it would have read from the public record so far (Hard's look-ahead
        hands its imagined players the belief they would hold in the sampled world)."""
        self.level = level
        self.listens = level != "easy"          # Easy plays from the table as it is, remembering nothing
        self.rng = random.Random(seed)
        self.truth = roles
        self.belief = belief
        self.box: Box | None = None           # the game's cards, from the first view this bot reads
        self.heard: list[dict] = []

    # -- what the bot hears ---------------------------------------------------------------------
    def observe(self, event: dict) -> None:
        if self.level == "easy":         # Easy plays from the table as it is, remembering nothing
            return
        if self.box is None:
            self.heard.append(event)
        else:
            assert self.belief is not None          # _start made it with the box
            learn(self.belief, event, self.box)

    def _start(self, data: dict) -> Box:
        """On the first view: the game's cards, then (above Easy) the belief read from what was heard until now."""
        box = self.box = box_of(data)
        if self.level == "easy":
            return box
        if self.belief is None:
            self.belief = belief_from(data, self.heard, self.box, self.truth)
        else:
            for event in self.heard:
                learn(self.belief, event, box)
        self.heard = []
        return box

    # -- choosing ---------------------------------------------------------------------------------
    def choose(self, view) -> tuple:
        decision = view.decision
        options = decision.options
        if len(options) == 1:
            return options[0]
        ctx, values = self._values(view, judged=False)
        best = values.index(max(values))                 # the first of the best: ties go to the first listed
        option = options[best]
        if decision.kind == "play":
            # as max(self.ranked(view)) picks it, but the vetoes (a pointless play, a set's silly answer) are only
            # asked of the answer that would win without them (ending the turn, never vetoed, ends the search)
            judged = ctx.box.silly
            while pointless(ctx, option) or (option[0] in judged and ctx.silly(option)):
                values[best] = -math.inf
                best = values.index(max(values))
                option = options[best]
        return option

    def ranked(self, view) -> list[tuple[float, int, tuple]]:
        """(score, -index, option) for every legal option: the best is the max (ties go to the first listed)."""
        ctx, values = self._values(view)
        vetoes = view.decision.kind == "play"
        return [(VETOED if vetoes and pointless(ctx, option) else value, -i, option)
                for i, (value, option) in enumerate(zip(values, view.decision.options))]

    def _values(self, view, judged: bool = True) -> tuple[_Context, list[float]]:
        """Every option's score before the vetoes, in the order of the options, with the context the vetoes read.
        A vetoed play still draws its noise, so the other choices stay as they were. A set's silly answers score
        VETOED, unless `judged` is False in phase 2: then the caller vetoes the one that would win (ending the turn
        always outscores a VETOED answer, so which of them were silly changes nothing else)."""
        decision = view.decision
        box = self.box or self._start(view.data)           # (the game's rules and cards: read once)
        if decision.kind == "play":                         # every play is scored from the table
            ctx = _Context(self, view, box)
            ctx.read()
            ctx.judged = judged
        else:
            ctx = _LateContext(self, view, box)
        noise = 1.5 if ctx.easy else 0.05
        score, draw = ctx.scorer(decision.kind, decision.info), self.rng.random
        return ctx, [score(option) + noise * draw() for option in decision.options]   # noise * random(): uniform

    def enemy(self, ctx: _Context, seat: int) -> float:
        """How much I want `seat` hurt: positive for foes, negative for friends."""
        me = ctx.role
        if self.level == "easy":
            target = ctx.players[seat]["role"]
            if target == SHERIFF:   # a Deputy spares him, the Renegade keeps him for last, an Outlaw leans
                return {DEPUTY: -2.0, RENEGADE: -0.3, OUTLAW: 0.55}.get(me, 0.4)   # (0.55: docs/bots.md)
            return 0.4              # anyone else: shoot who it can
        assert self.belief is not None              # above Easy, ranked() starts it first
        if me == RENEGADE:                  # its wants change with the table
            want = _renegade_want(ctx)
            return sum(self.belief.p(seat, r) * want[r] for r in (SHERIFF, DEPUTY, OUTLAW, RENEGADE))
        cache = self.belief.cache           # the others' depend on the belief alone: worked out once per belief
        value = cache.get((me, seat))
        if value is None:
            want = WANT[me]
            value = cache[(me, seat)] = sum(self.belief.p(seat, r) * want[r]
                                            for r in (SHERIFF, DEPUTY, OUTLAW, RENEGADE))
        return value


def _renegade_want(ctx: _Context) -> dict[str, float]:
    """The Renegade must be the last one standing: thin the stronger side, keep the Sheriff alive till the end."""
    others = [p["seat"] for p in ctx.players if of(p).standing and p["seat"] != ctx.seat]
    if len(others) == 1:
        return {SHERIFF: 1.5, DEPUTY: 1.5, OUTLAW: 1.5, RENEGADE: 1.5}
    belief = ctx.bot.belief
    assert belief is not None
    outlaws = sum(belief.p(s, OUTLAW) for s in others)
    deputies = sum(belief.p(s, DEPUTY) for s in others)
    if outlaws < 0.5:                                  # only the law is left: deputies first, the Sheriff last
        return {SHERIFF: 0.2, DEPUTY: 1.3, OUTLAW: 1.0, RENEGADE: 0.8}
    sheriff = next(p for p in ctx.players if p["role"] == SHERIFF)
    if sheriff["life"] <= 2 or outlaws > deputies + 1:  # the law is losing: help it against the Outlaws
        return {SHERIFF: -1.5, DEPUTY: 0.1, OUTLAW: 1.3, RENEGADE: 0.3}
    return {SHERIFF: -0.6, DEPUTY: 0.8, OUTLAW: 0.8, RENEGADE: 0.3}


def box_of(data: dict) -> Box:
    """The cards and characters of the game a view belongs to."""
    return box_for(tuple(data["rules"]["sets"]))


def belief_from(data: dict, heard: list[dict], box: Box, truth: dict[int, str] | None = None) -> RoleBelief:
    """The belief of the seat whose view is `data` after hearing `heard` (`truth`: the Oracle's roles). It starts
    from what was known before any death, so every act is read as it was seen then, and the record's
    eliminations reveal the dead in order; a death the record lacks (a bot that came in late) is revealed last."""
    players = data["table"]["players"]
    known = {p["seat"]: p["role"] for p in players if p["role"] is not None and of(p).standing}
    public = {p["seat"] for p in players if p["role_revealed"] and of(p).standing}
    belief = RoleBelief(list(roles_for(len(players))), known if truth is None else dict(truth), public)
    for event in heard:
        learn(belief, event, box)
    for p in players:
        if not of(p).standing and p["role"] is not None:
            belief.reveal(p["seat"], p["role"])
    return belief


def may_be_clue(event: dict) -> bool:
    """Might this public event tell anything about the hidden roles (an elimination, a card used at someone)?
    Whether a card used at someone is an attack is read with the game's cards, by `learn`."""
    return event["kind"] == "eliminated" or aimed(event)


def aimed(event: dict) -> bool:
    """A card used as a kind at someone: played from the hand, or any act whose event names the kind it is used
    `as` and its `target` (a set's, as a card bought and used at once)."""
    return event.get("as") is not None and event.get("target") is not None


def learn(belief: RoleBelief, event: dict, box: Box) -> None:
    if aimed(event):
        if box.kinds[event["as"]].hostile:           # a BANG!, Duel, Panic!, a Jail...
            belief.hostile(event["seat"], event["target"])
    elif event["kind"] == "eliminated":
        belief.reveal(event["seat"], event["role"])


class _Context:
    """One decision's worth of facts read from the view, shared by the scores of all its options."""

    def __init__(self, bot: CardBot, view, box: Box):
        self.bot = bot
        self.view = view
        self.box = box
        self.seat = view.seat
        self.easy = bot.level == "easy"
        self.judged = True          # a set's silly answers are vetoed in their scores (else by the one who asks)
        self._enemy: dict[int, float] = {}

    def read(self) -> None:
        """The facts of the table: the players, mine, the role I play as, my hand, how many are left at the table,
        the Sheriff if he is standing."""
        data = self.view.basics
        players = self.players = data["table"]["players"]
        self.me = players[self.seat]
        self.role = playing_as(self.me["role"], BY_NAME[self.me["status"]])    # a Shadow Renegade's side's
        self.hand = data["hand"]
        self.names = [self.box.name[c] for c in self.hand]
        self.sheriff = None
        left = 0
        for p in players:
            status = BY_NAME[p["status"]]     # of(p) without the call: read at every play decision
            if status.seated:
                left += 1
            if status.standing and p["role"] == SHERIFF:
                self.sheriff = p
        self.players_left = left

    def enemy(self, seat: int) -> float:
        value = self._enemy.get(seat)
        if value is None:
            value = self._enemy[seat] = self.bot.enemy(self, seat)
        return value

    def last_card_draws(self) -> bool:
        """Would playing my only card draw me one (Suzy Lafayette)?"""
        return len(self.hand) == 1 and self.box.characters[self.me["character"]].on_empty_hand is not None

    def hurt(self) -> bool:
        """May a heal do me good (a shadow's life never changes)?"""
        return self.me["life"] < self.me["max_life"] and BY_NAME[self.me["status"]].mortal

    # -- scores ---------------------------------------------------------------------------------
    def scorer(self, kind: str, info: dict) -> Callable[[tuple], float]:
        """The score of an option of a decision of `kind`, chosen once for all its options."""
        if kind == "play":
            return self._play
        answers = _ANSWERS
        sid = kind == "dying"

        def score(option: tuple) -> float:
            verb = option[0]
            if verb == "sid":
                return self._sid(option, dying=sid)
            return answers.get(verb, _unknown_answer)(self, option, info)
        return score

    def _play(self, option: tuple) -> float:
        verb = option[0]
        if verb == "end_turn":
            return 0.0
        if verb == "sid":
            return self._sid(option, dying=False)
        if verb != "play":                          # a set's phase-2 action (buying, selling...)
            return self._action(option)
        c = option[1]
        name = self.box.name[c]
        if len(option) == 2:
            return _SELF_PLAY.get(name, _blue)(self, c)
        target = option[2]
        foe = self._enemy.get(target)              # enemy()'s cache read inline: the hottest line of a play's score
        if foe is None:
            foe = self.enemy(target)
        if name == "bang" or name == "missed":      # a Missed! here is Calamity Janet's BANG!
            own_missed = 0.5 if name == "missed" else 0.0
            if self.easy:
                return 2.0 + 5.0 * foe - own_missed
            # focus fire on the wounded, and shoot where no Barrel waits
            victim = self.players[target]
            wounded = 1.0 - victim["life"] / victim["max_life"]
            shield = 1.5 if any(self.box.name[x] == "barrel" for x in victim["in_play"]) else 0.0
            return 2.0 + 5.0 * foe + 3.0 * wounded * max(foe, 0) - shield - own_missed
        if name == "duel":
            mine = sum(1 for n in self.names if n == "bang")
            return 1.0 + 4.0 * foe + 1.2 * (mine - self.players[target]["hand_count"] * 0.35)
        if name == "jail":
            return 0.5 + 3.5 * foe
        if len(option) == 3:                          # a card this bot has no tactic for, aimed at a player
            return 0.5 + 3.0 * (foe if self.box.kinds[name].hostile else -foe)
        taken = option[3]
        if taken == "hand":
            worth = 2.5 if self.players[target]["hand_count"] else 0.0
        else:
            worth = self.box.keep[taken]
            taken_name = self.box.name[taken]
            if sense(taken_name).burden:             # taking a Jail or Dynamite away is a favour
                return 1.0 - 3.0 * foe if name == "cat_balou" or taken_name == "jail" else -2.0
        gain = 0.8 if name == "panic" else 0.0
        return 0.5 + 3.0 * foe + 0.5 * worth + gain * worth

    def _action(self, option: tuple) -> float:
        """A set's own answer (buying, selling...), as its set says a bot should see it: vetoed when its verb calls
        it silly (if `judged`), else its `worth` (nothing known: as good as ending the turn, the noise decides)."""
        box = self.box
        verb = option[0]
        if self.judged and self.silly(option):
            return VETOED
        worth = box.worth.get(verb)
        return 0.0 if worth is None else worth(box, self.view, option, self.enemy)

    def silly(self, option: tuple) -> bool:
        """Does the verb of a set's answer call it silly (specs.Silly), judged from the view?"""
        box = self.box
        for silly in box.silly.get(option[0], ()):
            if silly.judge(box, self.view, option) is not None:
                return True
        return False

    def _sid(self, option: tuple, dying: bool) -> float:
        cost = self.box.keep[option[1]] + self.box.keep[option[2]]
        if dying:
            return 8.0 - 0.1 * cost
        need = self.me["life"] <= 2 or len(self.hand) > self.me["life"] + 1
        return (4.0 if need else -2.0) - 0.3 * cost


class _LateContext(_Context):
    """The context of an answer that may need nothing of the table (a Missed!, a BANG! in a Duel): it is read on
    first need. (A separate class: an instance with `__getattr__` reads every attribute more slowly.)"""

    def __getattr__(self, name: str):
        if name not in _FACTS:
            raise AttributeError(name)
        self.read()
        return self.__dict__[name]


_FACTS = frozenset(("players", "me", "role", "hand", "names", "players_left", "sheriff"))     # what _Context.read sets


def pointless(ctx: _Context, option: tuple) -> bool:
    """Can this phase-2 play never do better than ending the turn, whatever the hidden cards and roles? A card
    that does nothing but leave the hand still counts when an empty hand draws (Suzy Lafayette's last card)."""
    if option[0] != "play":
        return False
    box, me = ctx.box, ctx.me
    kind = box.played_as[me["character"]][option[1]]
    known = SENSE.get(kind.name, PLAIN)
    if not (known.heals or known.wounds or kind.weapon_range or kind.hostile):
        return False
    if (kind.weapon_range or known.heals) and not ctx.last_card_draws():
        if kind.weapon_range and downgrade(box, me, kind):
            return True
        healed = [me] if known.heals == "self" else [p for p in ctx.players if of(p).targetable] if known.heals else []
        if healed and all(p["life"] >= p["max_life"] or not of(p).mortal for p in healed):
            return True
    sheriff = ctx.sheriff
    if sheriff is None or sheriff is me:
        return False
    at_sheriff = len(option) > 2 and option[2] == sheriff["seat"]
    if sheriff["life"] == 1 and (known.wounds == "others" or (known.wounds == "target" and at_sheriff)) \
            and sheriff_stake(ctx.role, ctx.players_left) < 0:
        return True                                 # his fall would lose me the game
    if at_sheriff and kind.hostile and ctx.role == DEPUTY:
        taken = option[3] if len(option) > 3 else None
        return not (taken not in (None, "hand") and sense(box.name[taken]).burden)
    return False


def downgrade(box: Box, me: dict, kind) -> bool:
    """Would this weapon reach less than the one it replaces, and lift no BANG! limit its player still has?"""
    current = max((box.weapon_range[x] for x in me["in_play"]), default=0)
    if kind.weapon_range >= current:
        return False
    unlimited = box.characters[me["character"]].unlimited_bangs or any(box.kind[x].unlimited_bangs
                                                                        for x in me["in_play"])
    return not kind.unlimited_bangs or unlimited


def _blue(ctx: _Context, c: int) -> float:
    name = ctx.box.name[c]
    rng = ctx.box.reach([c])
    if rng > 1 or name == "volcanic":
        current = ctx.box.reach(ctx.me["in_play"])
        if name == "volcanic":
            bangs = sum(1 for n in ctx.names if n == "bang")
            return 6.0 if bangs >= 2 and current <= 1 else (1.0 if current <= 1 else -1.0)
        if not ctx.easy and rng > current:
            return 9.0 + 0.1 * rng                 # reach first, then shoot
        return 3.0 + rng if rng > current else -2.0
    if name == "scope" and not ctx.easy:
        return 9.0
    # Normal never lights a Dynamite: it is as likely to blow up on itself or a friend as on a foe (docs/bots.md)
    return {"barrel": 8.0, "mustang": 7.0, "scope": 5.0,
            "dynamite": 1.5 if ctx.easy else -1.0}.get(name, 1.0)


def _beer(ctx: _Context, c: int) -> float:
    if ctx.players_left <= 2 or not ctx.hurt():
        return -5.0
    spare = sum(1 for n in ctx.names if n == "beer") > 1
    if ctx.easy or ctx.me["life"] <= 2 or len(ctx.hand) > ctx.me["life"] or spare \
            or ctx.players_left == 3:                # with two left a Beer heals nobody: drink it while it can
        return 9.0
    return -0.5          # Normal keeps one Beer as the save from a lethal hit while it is not needed now


def _saloon(ctx: _Context, c: int) -> float:
    gain = 0.0
    for p in ctx.players:
        status = BY_NAME[p["status"]]
        if status.targetable and status.mortal and p["life"] < p["max_life"]:
            gain += 1.0 if p["seat"] == ctx.seat else -0.5 * ctx.enemy(p["seat"])
    return 1.0 + 3.0 * gain


def _area(ctx: _Context, c: int) -> float:
    """Gatling and Indians!: worth what they do to foes, less what they do to friends."""
    if ctx.easy:
        return 5.0
    total = 0.0
    for p in ctx.players:
        if BY_NAME[p["status"]].targetable and p["seat"] != ctx.seat:
            foe = ctx.enemy(p["seat"])
            total += foe * (3.0 if p["life"] == 1 and foe < 0 else 1.0)   # never risk a friend's last life
    return 2.5 + 2.5 * total


_SELF_PLAY = {
    "beer": _beer, "saloon": _saloon, "gatling": _area, "indians": _area,
    "stagecoach": lambda ctx, c: 10.0, "wells_fargo": lambda ctx, c: 11.0,
    "general_store": lambda ctx, c: 3.0 if ctx.easy else 1.5,
}


# -- answers outside phase 2 -------------------------------------------------------------------
def _missed(ctx: _Context, option, info) -> float:
    own_bang = ctx.box.name[option[1]] == "bang"          # Calamity Janet: spend a BANG! as a Missed! last
    if not ctx.easy:
        can_cancel = sum(1 for n in ctx.names if n in ("missed",) or (own_bang and n == "bang"))
        if can_cancel < info.get("needed", 1):
            return -1.0                            # cannot stop it: keep the card
    return 6.0 - (1.0 if own_bang else 0.0)


def _take_hit(ctx: _Context, option, info) -> float:
    return 0.0


def _draw_check(ctx: _Context, option, info) -> float:
    return 10.0                                    # a Barrel's "draw!" costs nothing


def _bang_discard(ctx: _Context, option, info) -> float:
    if ctx.easy:
        return 5.0
    opponent = info.get("opponent")
    if opponent is not None and ctx.enemy(opponent) < -0.5 and ctx.me["life"] > 2:
        return -1.0                                # a friend's Duel: take the point, keep the BANG!
    return 5.0 - (0.5 if ctx.box.name[option[1]] == "missed" else 0.0)


def _beer_save(ctx: _Context, option, info) -> float:
    return 10.0


def _die(ctx: _Context, option, info) -> float:
    return -10.0


def _discard(ctx: _Context, option, info) -> float:
    return -_worth(ctx, option[1])


def _pick(ctx: _Context, option, info) -> float:
    return _worth(ctx, option[1])


def _choose(ctx: _Context, option, info) -> float:
    card = ctx.box.cards[option[1]]
    purpose = info.get("for")
    if purpose == "dynamite":
        return -10.0 if explodes(card) else RANK_VALUE[card.rank] * 0.01
    wins = ctx.box.check_wins.get(purpose, "H")           # the suits its "draw!" wants: a heart, as a Barrel's
    return 10.0 if card.suit and card.suit in wins else 0.0


def _draw_from(ctx: _Context, option, info) -> float:
    victim = ctx.players[option[1]]
    return 1.0 + ctx.enemy(option[1]) + 0.2 * victim["hand_count"]


def _deck(ctx: _Context, option, info) -> float:
    if "top" in info:                              # Pedro Ramirez: the deck unless the top discard is good
        return 4.5
    return 1.5


def _discard_pile(ctx: _Context, option, info) -> float:
    return _worth(ctx, info["top"])


def _return(ctx: _Context, option, info) -> float:
    return -_worth(ctx, option[1])


def _unknown_answer(ctx: _Context, option, info) -> float:
    """An answer of a card or ability this bot has no tactic for: the worth of the action whose verb it is, if a
    set's or a character's action asks it (Josh McCloud's use of the card he drew), else nothing."""
    return ctx._action(option)


def _worth(ctx: _Context, c: int) -> float:
    name = ctx.box.name[c]
    value = ctx.box.keep[c]
    if name == "beer" and ctx.hurt():
        value += 1.5
    if name in ("barrel", "mustang", "scope") and any(ctx.box.name[x] == name for x in ctx.me["in_play"]):
        value -= 3.0
    return value


_ANSWERS = {"missed": _missed, "take_hit": _take_hit, "barrel": _draw_check, "jourdonnais": _draw_check,
            "bang": _bang_discard, "beer": _beer_save, "die": _die, "discard": _discard, "pick": _pick,
            "choose": _choose, "draw_from": _draw_from, "deck": _deck, "discard_pile": _discard_pile,
            "return": _return}
