"""Why a card in your hand cannot be played now, in words a player reads at a glance: the rules core's reason
(core reading.refusals: the rule the engine's own code says the likeliest try of the card breaks), told in the
player's language.

A rule's sentence is the string `why_not.<rule id>` (en.py and es.py, or a card set's own text), filled with the
card's name and the numbers the core answers (the nearest player's distance, your reach) or the names of what
lifts a limit (the records that say so); a rule with no sentence of its own reads "cannot be played now".
"""

from __future__ import annotations

import re

from game.core.cards.catalog import NO_TARGET
from game.core.cards.reading import box, refusals, why_not_actions
from game.ui.cards.distance import nearest, reach_of
from game.ui.i18n import card_name, character_name, has, t


def playable(decision: dict | None, card_id: int) -> list[list]:
    """The options of the decision that play or answer with this card."""
    if not decision:
        return []
    return [o for o in decision.get("options", ()) if len(o) > 1 and o[1] == card_id and o[0] != "sid"]


def why_not(data: dict, cards: list[int]) -> dict[int, str]:
    """The reason each of `cards` (in the hand of the seat of `data`) has no legal answer in the seat's decision,
    in words (a card with a legal answer, e.g. only within Sid Ketchum's ability, reads "cannot be played now", as
    every card does on a table no game could deal: a staged screenshot's)."""
    try:
        refused = refusals(data, cards)
    except ValueError:              # the view does not add up to the cards of its sets
        refused = {}
    return {c: words(data, c, refused[c][0] if c in refused else "other") for c in cards}


def words(data: dict, card_id: int, rule: str) -> str:
    """The sentence of `rule` refusing `card_id`."""
    kind = box(data).kind[card_id]
    if rule == "same_name_in_play" and kind.target != NO_TARGET:
        rule = "same_name_aimed"            # aimed at someone who has one already (a Jail)
    key = f"why_not.{rule}" if has(f"why_not.{rule}") else "why_not.other"
    return t(key, card=card_name(kind.name), nearest=nearest(data), reach=reach_of(data, data["seat"]),
             lifting=_lifting(data))


def refused(data: dict, actions: list[tuple], values=None) -> dict[tuple, str]:
    """Why each of `actions` (a set's answers: a card on sale bought, a power used) is not a choice now, in words
    (those that are choices are left out): its rule's sentence filled with the numbers the core's message names,
    in order ({n0}, {n1}: "3 nuggets needed, you have 2" as the rules count them, a discount included; the
    sentence "<rule>_one" when the first is 1), and what
    `values(action)` gives (the answer widget's: {card} the card's name)."""
    try:
        found = why_not_actions(data, actions)
    except ValueError:              # the view does not add up to the cards of its sets
        found = {tuple(a): ("other", "") for a in actions}
    out = {}
    for action, (rule, message) in found.items():
        numbers = {f"n{i}": int(n) for i, n in enumerate(re.findall(r"\d+", message))}
        one = f"why_not.{rule}_one" if numbers.get("n0") == 1 else ""     # "1 nugget needed"
        key = one if one and has(one) else f"why_not.{rule}" if has(f"why_not.{rule}") else "why_not.other_action"
        out[action] = t(key, **{"card": "", **numbers, **(values(action) if values is not None else {})})
    return out


def _lifting(data: dict) -> str:
    """The cards and characters of the game that lift the one-BANG!-a-turn limit, by name."""
    game = box(data)
    names = [card_name(k.name) for k in game.kinds.values() if k.unlimited_bangs]
    names += [character_name("cards", c.id) for c in game.characters.values() if c.unlimited_bangs]
    return t("why_not.or").join(names)
