"""What a game is dealt from: the cards, characters, frame kinds and answer verbs of its enabled card sets, their
piles and counters, their hooks and phase-2 actions (and the characters' own).

A Box is built once per combination of sets (`box_for`) and shared by every game that enables them. Card ids
are indexes into its cards, in set order, so the base game's 80 cards keep their ids whatever is added after
them; a card belongs to one deck (`deck_of`), the playing cards or a set's own. The hot paths read its tuples
indexed by card id (name, range, cover...) rather than the kinds. A set's piles and hooks are checked here,
once, so that a game never meets a pile without a home or a hook at a point the rules do not have.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping

from game.core.cards.data import COLT_RANGE, Card
from game.core.cards.flow import CORE_FRAMES, CORE_VERBS
from game.core.cards.sets import CardSet, card_set
from game.core.cards.specs import (
    CARDS,
    COUNTER,
    DECK,
    HOOK_POINTS,
    OWNER,
    PUBLIC,
    ROW,
    Answer,
    Anytime,
    CardKind,
    Character,
    Frame,
    Hook,
    Options,
    Pay,
    Pile,
    Silly,
    Step,
    TurnAction,
    TurnOptions,
    Verb,
    Worth,
)
from game.core.common.events import PUBLIC_ZONES, ZONES
from game.core.common.options import Option
from game.core.common.status import BASE, Status
from game.core.common.view import Allow

# What a set's pile may not be called: the core's zones, and the fields its name would stand beside in a view, a
# save or a scenario file (a player's, the table's, the paths of the scenarios).
RESERVED = frozenset((*ZONES, "seat", "name", "character", "role", "life", "max_life", "alive", "status",
                      "role_revealed", "hand_count", "bangs", "piles", "turn", "phase", "deck_count", "progress",
                      "pending", "winner", "winners", CARDS))


class Box:
    def __init__(self, sets: Iterable[CardSet]):
        sets = tuple(sets)
        self.sets: tuple[str, ...] = tuple(s.name for s in sets)
        self.options: dict[str, Option] = _unique((n, o) for s in sets for n, o in s.options.items())
        self.kinds: dict[str, CardKind] = _unique((k.name, k) for s in sets for k in s.cards)
        self.characters: dict[str, Character] = _unique((c.id, c) for s in sets for c in s.characters)
        self.statuses: dict[str, Status] = _unique((t.name, t) for t in (*BASE, *(t for s in sets for t in s.statuses)))
        self.cards: tuple[Card, ...] = tuple(_deck(self.kinds.values()))
        self.kind: tuple[CardKind, ...] = tuple(self.kinds[c.name] for c in self.cards)
        self.deck_of: tuple[str, ...] = tuple(k.deck for k in self.kind)
        self.decks: dict[str, tuple[int, ...]] = {     # deck -> its cards' ids (the playing cards first, always)
            deck: tuple(c for c, of in enumerate(self.deck_of) if of == deck) for deck in (CARDS, *self.deck_of)}
        self.name: tuple[str, ...] = tuple(c.name for c in self.cards)
        self.ids: dict[str, frozenset[int]] = {   # name -> its cards' ids (a hand searched for a name in one call)
            name: frozenset(c for c, of in enumerate(self.name) if of == name) for name in self.kinds}
        self.weapon_range = tuple(k.weapon_range for k in self.kind)
        self.cover = tuple(k.cover for k in self.kind)
        self.sight = tuple(k.sight for k in self.kind)
        self.keep = tuple(k.keep for k in self.kind)
        # per character: the kind each card is played as in phase 2, its play options, the names it counts as
        self.played_as: dict[str, tuple[CardKind, ...]] = {
            ch.id: tuple(self._played_as(ch, k) for k in self.kind) for ch in self.characters.values()}
        self.plays: dict[str, tuple[Options | None, ...]] = {
            ch: tuple(k.options for k in kinds) for ch, kinds in self.played_as.items()}
        self.counts_as: dict[str, tuple[frozenset[str], ...]] = {
            ch.id: tuple(_names(ch, k) for k in self.kind) for ch in self.characters.values()}
        self.turn_checks: tuple[CardKind, ...] = tuple(k for k in self.kinds.values() if k.turn_check)
        frames: dict[str, Frame] = _unique([*CORE_FRAMES.items(),
                                            *((n, f) for k in self.kinds.values() for n, f in k.frames.items()),
                                            *((n, f) for ch in self.characters.values() for n, f in ch.frames.items())])
        self.step: dict[str, Step] = {kind: f.step for kind, f in frames.items()}
        self.answer: dict[str, Answer] = {kind: f.answer for kind, f in frames.items() if f.answer is not None}
        self.allow: dict[str, Allow] = {kind: {"public": f.public, "owner": f.owner} for kind, f in frames.items()}
        self.check_wins: dict[str, str] = {kind: f.wins for kind, f in frames.items() if f.wins}
        self.verbs: dict[str, Verb] = _unique(
            (v.name, v) for v in (*CORE_VERBS, *(v for k in self.kinds.values() for v in k.verbs),
                                  *(v for ch in self.characters.values() for v in ch.verbs),
                                  *(v for s in sets for v in s.verbs)))
        self.actions: tuple[TurnAction, ...] = tuple(a for s in sets for a in s.actions)
        self.action: dict[str, TurnAction] = {}
        for a in (*self.actions, *(a for ch in self.characters.values() for a in ch.actions)):
            if a.verb.name in self.verbs:  # an action's verb is its own: the turn sends its answers to it alone
                raise ValueError(f"{a.verb.name!r} is defined twice by the enabled card sets")
            self.verbs[a.verb.name], self.action[a.verb.name] = a.verb, a
        # what a bot reads of an answer's verb: its worth (an action's own first) and its silly uses
        self.worth: dict[str, Worth] = {n: v.worth for n, v in self.verbs.items() if v.worth is not None}
        self.worth.update({n: a.worth for n, a in self.action.items() if a.worth is not None})
        self.silly: dict[str, tuple[Silly, ...]] = {n: v.silly for n, v in self.verbs.items() if v.silly}
        # per character: the phase-2 actions his player is offered, the sets' then his own (Jacky Murieta's shot)
        self.actions_of: dict[str, tuple[TurnAction, ...]] = {
            ch.id: (*self.actions, *ch.actions) for ch in self.characters.values()}
        self.turn_options: dict[str, tuple[TurnOptions, ...]] = {    # (their options, read at every play decision)
            ch: tuple(a.options for a in actions) for ch, actions in self.actions_of.items()}
        self.paid_heals: dict[str, tuple[str, Pay]] = {
            ch.paid_heal.verb: (ch.id, ch.paid_heal.pay) for ch in self.characters.values() if ch.paid_heal}
        for s in sets:                      # a set's own (its source is its verb)
            self.paid_heals.update({heal.verb: (heal.verb, heal.pay) for heal in s.paid_heals})

        self.piles: dict[str, Pile] = _unique((pile.name, pile) for s in sets for pile in s.piles)
        self.table_piles = tuple(pile for pile in self.piles.values() if not pile.per_player)
        self.player_piles = tuple(pile for pile in self.piles.values() if pile.per_player)
        # a player's piles of cards, as a view copies them: face up, or to their owner alone (counters are numbers)
        held = [pile for pile in self.player_piles if pile.kind != COUNTER]
        self.player_rows = tuple(pile.name for pile in held if pile.seen == PUBLIC)
        self.player_hands = tuple(pile.name for pile in held if pile.seen == OWNER)
        self.home: dict[str, str] = {}          # a set's deck -> the DECK pile its cards are dealt into
        for pile in self.piles.values():
            _check_pile(pile, self.piles, self.decks)
            if pile.kind == DECK:
                if self.home.setdefault(pile.cards, pile.name) != pile.name:
                    raise ValueError(f"the deck {pile.cards!r} has two piles to be dealt into")
        missing = sorted(set(self.decks) - {CARDS} - set(self.home))
        if missing:
            raise ValueError(f"no pile is dealt the cards of the deck {missing[0]!r}")
        # who sees a card moving through a zone: the core's face-up zones and the sets' face-up piles
        self.public_zones = PUBLIC_ZONES | {pile.name for pile in self.piles.values()
                                            if pile.kind == ROW and pile.seen == PUBLIC}
        # every hook with the character it is his (None: a set's), by order: hooks_for picks a game's
        self.owned_hooks: tuple[tuple[Hook, str | None], ...] = tuple(sorted(
            (*((hook, None) for s in sets for hook in s.hooks),
             *((hook, ch.id) for ch in self.characters.values() for hook in ch.hooks)), key=lambda pair: pair[0].order))
        for hook, _ in self.owned_hooks:
            if hook.at not in HOOK_POINTS:
                raise ValueError(f"there is no hook point {hook.at!r} (known: {', '.join(HOOK_POINTS)})")
            if hook.option and hook.option not in self.options:
                raise ValueError(f"a hook at {hook.at!r} belongs to {hook.option!r}, no rule option of the sets")
        self.hooks: dict[str, tuple] = self.hooks_for(self.characters)
        words = [s.scenario for s in sets if s.scenario is not None]     # the sets' own words in scenario files
        self.scenario_setups = tuple(w.setup for w in words)
        self.scenario_paths = _unique((path, read) for w in words for path, read in w.paths.items())
        # per character: his answers usable at any decision, the sets' joined to his own (one call per decision),
        # and the pile of his player's they need to hold something (None: always asked)
        hooked = tuple(hook for hook, _ in self.owned_hooks if hook.at == "anytime" and not hook.option)
        self.anytime: dict[str, tuple[Anytime, str | None]] = {
            ch.id: _anytime(ch.anytime, hooked) for ch in self.characters.values() if ch.anytime is not None or hooked}

    def hooks_for(self, characters: Collection[str], rules: Mapping[str, object] | None = None) -> dict[str, tuple]:
        """{hook point: the calls, in order} of a game whose players have these characters, played by `rules`: the
        sets' hooks (those of a rule option only if the rules turn it on) and those characters' own. (A character's
        hook runs for every player and checks whom it concerns: one dealt to nobody concerns nobody, and is not
        called at every card played, life lost or turn's end.)"""
        hooks: dict[str, tuple] = {point: () for point in HOOK_POINTS}
        for hook, owner in self.owned_hooks:
            if (owner is None or owner in characters) and (not hook.option or (rules or {}).get(hook.option)):
                hooks[hook.at] += (hook.call,)
        return hooks

    def _played_as(self, ch: Character, kind: CardKind) -> CardKind:
        """A card with no play of its own that the character may use as another card is played as that one
        (Calamity Janet's Missed! as a BANG!)."""
        other = self.kinds.get(ch.also_as.get(kind.name, ""))
        return other if kind.options is None and other is not None and other.options is not None else kind

    def reach(self, in_play: Iterable[int]) -> int:
        """How far its owner's BANG!s reach: the weapon in play, else the Colt .45."""
        weapon_range = self.weapon_range
        for c in in_play:
            if weapon_range[c]:
                return weapon_range[c]
        return COLT_RANGE

    def label(self, c: object) -> str:
        """A card as a scenario file writes it ("bang 10D"), or the value as given if it is no card here."""
        return self.cards[c].label if type(c) is int and 0 <= c < len(self.cards) else repr(c)


@functools.cache
def box_for(sets: tuple[str, ...]) -> Box:
    """The Box of a game enabling `sets` (names; KeyError for an unknown one), built once per combination."""
    return Box(card_set(name) for name in sets)


def _deck(kinds: Iterable[CardKind]) -> Iterable[Card]:
    count = 0
    for kind in kinds:
        if kind.signs and kind.copies:
            raise ValueError(f"{kind.name!r}: its copies have a rank and suit each, or none")
        for sign in kind.signs.split():
            yield Card(count, kind.name, sign[:-1], sign[-1])
            count += 1
        for _ in range(kind.copies):
            yield Card(count, kind.name, "", "")
            count += 1


def _check_pile(pile: Pile, piles: dict[str, Pile], decks: dict[str, tuple[int, ...]]) -> None:
    """A pile a game can deal, show and save: a known kind, a name of its own, a deck that exists..."""
    def refuse(why: str):
        raise ValueError(f"the pile {pile.name!r} {why}")
    if pile.name in RESERVED or not pile.name.isidentifier():
        refuse("needs a name of its own (snake_case, not a zone or a field of the core's)")
    if pile.kind not in (DECK, ROW, COUNTER):
        refuse(f"has no kind {pile.kind!r}: a deck, a row or a counter")
    if pile.kind != COUNTER and pile.cards not in decks:
        refuse(f"holds the cards of a deck no card belongs to: {pile.cards!r}")
    if pile.seen not in (PUBLIC, OWNER) or (pile.seen == OWNER and (not pile.per_player or pile.kind == COUNTER)):
        refuse("is seen by everyone, or (a player's pile of cards) by its player alone")
    if pile.kind == DECK and (pile.per_player or pile.cards == CARDS):
        refuse("is a deck: one on the table, of a set's own cards (the playing cards have the core's deck)")
    if pile.refill is not None and (pile.kind != DECK or not _holds(piles.get(pile.refill), ROW, pile.cards)):
        refuse("is refilled from something other than a row of the table holding its cards")
    if pile.kind == ROW and (pile.size > 0) != (pile.fill is not None):
        refuse("keeps a number of cards filled from a deck: both `size` and `fill`, or neither")
    if pile.fill is not None and (pile.per_player or not _holds(piles.get(pile.fill), DECK, pile.cards)):
        refuse("is filled from something other than a deck of the table holding its cards")
    if pile.bank is not None and not (pile.kind == COUNTER and pile.per_player
                                      and _holds(piles.get(pile.bank), COUNTER, pile.cards)):
        refuse("has a bank, but is no player's counter, or the bank is no counter of the table")


def _holds(pile: Pile | None, kind: str, cards: str) -> bool:
    return pile is not None and pile.kind == kind and not pile.per_player and pile.cards == cards


def _names(ch: Character, kind: CardKind) -> frozenset[str]:
    """The names a card of `kind` answers to in the hands of `ch` (Calamity Janet: a BANG! is also a Missed!)."""
    other = ch.also_as.get(kind.name)
    return frozenset((kind.name,) if other is None else (kind.name, other))


def _anytime(own: Anytime | None, hooks: tuple[Hook, ...]) -> tuple[Anytime, str | None]:
    """A character's answers usable at any time, then the sets' (specs.HOOK_POINTS "anytime"), with the pile they
    need: a set's one hook alone for a character with none, with its `needs` (asked at every decision: one call, not
    two, and none for a player whose pile is empty)."""
    if own is None and len(hooks) == 1:
        return hooks[0].call, hooks[0].needs
    if not hooks:
        assert own is not None
        return own, None

    def options(g, p, kind: str) -> list[tuple]:
        out = own(g, p, kind) if own is not None else []
        for hook in hooks:
            if hook.needs is None or p.piles[hook.needs]:
                out = out + hook.call(g, p, kind)
        return out
    return options, None


def _unique(pairs) -> dict:
    """A dict from (key, value) pairs that refuses two different values for one key (two sets naming one card)."""
    out: dict = {}
    for key, value in pairs:
        if out.get(key, value) is not value:
            raise ValueError(f"{key!r} is defined twice by the enabled card sets")
        out[key] = value
    return out
