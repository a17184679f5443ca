"""What a game is dealt from: the cards, characters, frame kinds and answer verbs of its enabled card sets.

A Box is built once per combination of sets (`box_for`) and shared by every game that enables them. Card ids
are indexes into its deck, in set order, so the base game's 80 cards keep their ids whatever is added after
them. The hot paths read its tuples indexed by card id (name, range, cover...) rather than the kinds.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from game.core.cards.data import COLT_RANGE, Card
from game.core.cards.flow import CORE_FRAMES, CORE_VERBS
from game.core.cards.sets import CardSet, card_set
from game.core.cards.specs import Answer, CardKind, Character, Frame, Options, Pay, Step, Verb
from game.core.common.view import Allow


class Box:
    def __init__(self, sets: Iterable[CardSet]):
        sets = tuple(sets)
        self.sets: tuple[str, ...] = tuple(s.name for s in sets)
        self.kinds: dict[str, CardKind] = _unique((k.name, k) for s in sets for k in s.cards)
        self.characters: dict[str, Character] = _unique((c.id, c) for s in sets for c in s.characters)
        self.cards: tuple[Card, ...] = tuple(_deck(self.kinds.values()))
        self.kind: tuple[CardKind, ...] = tuple(self.kinds[c.name] for c in self.cards)
        self.name: tuple[str, ...] = tuple(c.name for c in self.cards)
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
                                            *((n, f) for k in self.kinds.values() for n, f in k.frames.items())])
        self.step: dict[str, Step] = {kind: f.step for kind, f in frames.items()}
        self.answer: dict[str, Answer] = {kind: f.answer for kind, f in frames.items() if f.answer is not None}
        self.allow: dict[str, Allow] = {kind: {"public": f.public, "owner": f.owner} for kind, f in frames.items()}
        self.verbs: dict[str, Verb] = _unique(
            (v.name, v) for v in (*CORE_VERBS, *(v for k in self.kinds.values() for v in k.verbs),
                                  *(v for ch in self.characters.values() for v in ch.verbs)))
        self.anytime = {ch.id: ch.anytime for ch in self.characters.values() if ch.anytime is not None}
        self.paid_heals: dict[str, tuple[str, Pay]] = {
            ch.paid_heal.verb: (ch.id, ch.paid_heal.pay) for ch in self.characters.values() if ch.paid_heal}

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
        for sign in kind.signs.split():
            yield Card(count, kind.name, sign[:-1], sign[-1])
            count += 1


def _names(ch: Character, kind: CardKind) -> frozenset[str]:
    """The names a card of `kind` answers to in the hands of `ch` (Calamity Janet: a BANG! is also a Missed!)."""
    other = ch.also_as.get(kind.name)
    return frozenset((kind.name,) if other is None else (kind.name, other))


def _unique(pairs) -> dict:
    """A dict from (key, value) pairs that refuses two different values for one key (two sets naming one card)."""
    out: dict = {}
    for key, value in pairs:
        if out.get(key, value) is not value:
            raise ValueError(f"{key!r} is defined twice by the enabled card sets")
        out[key] = value
    return out
