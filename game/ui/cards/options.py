"""The words for a decision: what is happening (the prompt's title and line) and what each legal answer does,
with the likely answer first. The options are exactly the decision's; only their order and their words are ours.
"""

from __future__ import annotations

from game.ui import sets
from game.ui.cards import deck
from game.ui.i18n import card_name, t

WORDED = ("missed", "beer", "bang", "pick", "choose", "return", "deck", "take_hit", "die", "end_turn", "discard",
          "barrel", "jourdonnais")           # the verbs whose words are option.<verb>
OWN_TURN = ("play", "discard")     # the decisions of your turn: every other one you must respond to (a timer may run)


def likely_first(options: list[list]) -> list[list]:
    """The likely answer first, as the sets' sides rank the verbs (free tries before cards, cards before losing
    life)."""
    return sorted(options, key=lambda o: sets.likely("cards", o[0]))


def option_card(option: list) -> int | None:
    """The card an option plays, discards or takes (None for the answers without one)."""
    if option[0] in ("deck", "take_hit", "die", "end_turn", "barrel", "jourdonnais", "draw_from", "discard_pile"):
        return None
    return option[1] if len(option) > 1 and type(option[1]) is int else None


def describe(option: list, names: list[str], decision: dict | None = None) -> str:
    """What an answer does, in a few words."""
    verb = option[0]
    info = (decision or {}).get("info") or {}
    card = option_card(option)
    cname = card_name(deck.kind_of(card)) if card is not None else ""
    if verb == "play":
        if len(option) == 2:
            return t("option.play", card=cname)
        if len(option) == 3:
            return t("option.play_at", card=cname, target=names[option[2]])
        if option[3] == "hand":
            return t("option.play_hand", card=cname, target=names[option[2]])
        return t("option.play_card", card=cname, target=names[option[2]], taken=card_name(deck.kind_of(option[3])))
    if verb == "sid":
        return t("option.sid", a=card_name(deck.kind_of(option[1])), b=card_name(deck.kind_of(option[2])))
    if verb == "draw_from":
        return t("option.draw_from", name=names[option[1]])
    if verb == "discard_pile":
        top = info.get("top")
        return t("option.discard_pile", card=card_name(deck.kind_of(top))) if top is not None \
            else t("option.discard_pile_plain")
    worded = sets.words("cards", verb) if verb not in WORDED else None
    if worded is not None:                  # a set's answer, in its words
        return worded(option, names)
    if verb not in WORDED and sets.text("en", f"option.{verb}") is not None:     # a set's answer, in its words
        return t(f"option.{verb}", card=cname)
    if verb not in WORDED:
        return " ".join(str(part) for part in option)
    return t(f"option.{verb}", card=cname) if card is not None else t(f"option.{verb}")


def headline(decision: dict, names: list[str]) -> tuple[str, str]:
    """The prompt's title and the line under it, in the words of the set the decision is of (a decision kind no
    set words reads plainly as your choice)."""
    heading = sets.heading("cards", decision["kind"])
    return heading(decision, names) if heading is not None else (t("prompt.other_title"), "")
