"""The coach's words and places on the card table (game/ui/table/coach.py): why the hint's answer, in rule terms,
and where it is (the card of your hand, the seat it aims at, the button that gives it)."""

from __future__ import annotations

import pygame

from game.ui.cards import deck
from game.ui.cards.distance import distance
from game.ui.cards.hand import LIFT
from game.ui.cards.options import describe, option_card
from game.ui.i18n import a, card_name, t, the

EVERYONE = ("indians", "gatling")               # the brown cards that hit every other player
DRAWS = ("stagecoach", "wells_fargo")           # the brown cards that draw you cards


def words(table, option: list) -> str:
    """`option` said whole for the hint: a card played on a player names both (an answer button of the Panic!
    dialog says only "Their Barrel", the question above it says the rest)."""
    card = option_card(option)
    if option[0] == "play" and card is not None and len(option) >= 3:
        words = {"card": card_name(deck.kind_of(card)), "target": table.names[option[2]]}
        if len(option) == 3:
            return t("coach.do.play_at", **words)
        if option[3] == "hand":
            return t("coach.do.play_hand", **words)
        return t("coach.do.play_card", taken=card_name(deck.kind_of(option[3])), **words)
    return describe(option, table.names, table.decision)


def reason(table, option: list) -> str:
    """Why the Normal bot answers `option`, in one line of the rules' terms."""
    data, decision = table.shown.data, table.decision
    me = table.shown.me
    verb = option[0]
    card = option_card(option)
    kind = deck.kind_of(card) if card is not None else None
    name = card_name(kind) if kind is not None else ""
    words = {"the_card": the(name), "a_card": a(name)}
    rec = deck.record(kind) if kind is not None else None
    if verb == "play" and rec is not None and len(option) >= 3:
        target = table.names[option[2]]
        if rec.aimed_in_reach:
            d = distance(data, option[2])
            return t("coach.why.in_reach", name=target, n=d.total if d else "?", **words)
        if rec.hostile:
            return t("coach.why.hostile", name=target, **words)
        return t("coach.why.aimed", name=target, **words)
    if verb == "play" and kind in ("beer", "saloon"):
        return t("coach.why.heal", life=me["life"], max=me["max_life"], **words)
    if verb == "play" and kind in EVERYONE:
        return t("coach.why.everyone", **words)
    if verb == "play" and kind in DRAWS:
        return t("coach.why.draw_cards", **words)
    if verb == "play" and rec is not None and rec.color != "brown":      # blue or black: kept in front
        return t("coach.why.equip", **words)
    if verb == "play":
        return t("coach.why.play", **words)
    if verb == "end_turn":
        return t("coach.why.end_turn", life=me["life"])
    if verb == "discard" and decision is not None and decision["kind"] == "discard":
        return t("coach.why.discard", life=me["life"], **words)
    if verb in ("missed", "bang"):
        return t("coach.why.cancel", **words)
    if verb in ("barrel", "jourdonnais"):
        return t("coach.why.barrel")
    if verb == "beer":
        return t("coach.why.dying", **words)
    if verb == "take_hit":
        return t("coach.why.take_hit")
    if verb == "pick" and name:
        return t("coach.why.pick", **words)
    if verb == "draw_from":
        return t("coach.why.draw_from", name=table.names[option[1]],
                 n=data["table"]["players"][option[1]]["hand_count"])
    if verb == "deck":
        return t("coach.why.deck")
    return t("coach.because_bot")


def spots(table, option: list) -> list[pygame.Rect]:
    """Where `option` is given on the table now: its card in your hand, the seat it aims at, its button."""
    rects = []
    card = option_card(option)
    hand = table.shown.hand if table.shown.data is not None else []
    if card in hand and hand.index(card) < len(table.hand_hit):        # a card it plays is lifted: ring it there
        rects.append(table.hand_hit[hand.index(card)].move(0, -table.app.px(LIFT)))
    if option[0] == "play" and len(option) >= 3 and table.board is not None:
        plate = table.board.layout.plates.get(option[2])
        if plate is not None:
            rects.append(plate)
    words = describe(option, table.names, table.decision)
    for widget in table.form.widgets:
        label = getattr(widget, "label", "")
        if widget.id == option[0] or widget.id.startswith("answer") and label.endswith(words):
            rects.append(widget.rect)
    return rects
