"""Drawing the card table from what it shows: the felt, the piles, a General Store or a Duel in progress, the
seats, your hand (playable cards lifted, the others dimmed), the prompt, the line that says whose move it is; then,
over the widgets, the flying sprites, the banners of the cues, the enlarged card and, over everything, the reason
of the dimmed card under the mouse (or just clicked)."""

from __future__ import annotations

import math

import pygame

from game.ui import theme
from game.ui.art.cards import felt
from game.ui.cards import deck
from game.ui.cards.board import front_zones
from game.ui.cards.hand import HOVER_LIFT
from game.ui.cards.options import headline
from game.ui.i18n import card_name, t
from game.ui.table.zoom import draw_zoom

REASON_WIDTH = 300      # the widest a greyed card's reason gets before it wraps (design pixels)
SHAKE = 0.4             # seconds a greyed card shakes when clicked


def draw_table(scene, surface: pygame.Surface) -> None:
    theme.backdrop(surface)
    board = scene.board
    px = scene.app.px
    layout = board.layout
    surface.blit(felt(layout.felt.width, layout.felt.height), layout.felt)
    shown = scene.shown
    if shown.data is None:
        theme.blit_text(surface, t("table.dealing"), "title", px(36), theme.GOLD, "center", layout.felt.center)
        return
    table = shown.table
    board.draw_piles(surface, table["deck_count"], table["discard"])
    piles = table.get("piles") or {}
    board.place_sets(piles, shown.players)
    decision = scene.decision
    offered = {o[1] for o in decision["options"] if len(o) > 1} if decision is not None else set()
    board.draw_sets(surface, piles, {c for name in board.spots for c in scene.shown.cards_in(name) if c in offered})
    hands = shown.data.get("hands") if scene.open_hands else None
    zones = front_zones(shown.players, scene.seat)
    for player in shown.players:
        board.draw_seat(surface, player, shown.data, scene.bots, turn=table["turn"] == player["seat"],
                        mark=scene.mark(player["seat"]), clock=scene.clock, zones=zones,
                        hand=hands[player["seat"]] if hands else None)
    progress = table.get("progress") or []        # a General Store or a Duel over the seats beside the middle
    duel = next((f for f in progress if f.get("kind") == "duel"), None)
    store = next((f for f in progress if f.get("kind") == "store"), None)
    if shown.store:
        decision = scene.decision
        board.draw_store(surface, shown.store, store.get("order", []) if store else [], scene.names,
                         decision is not None and decision["kind"] == "store_pick")
    elif duel is not None and scene.duel_prompt() is None:       # your answer in the Duel: the prompt shows it
        players = shown.players
        board.draw_duel(surface, players[duel["attacker"]], players[duel["defender"]], duel.get("turn"),
                        scene.duel_bangs)
    draw_hand(scene, surface)
    draw_status(scene, surface)
    draw_prompt(scene, surface)


def draw_hand(scene, surface: pygame.Surface) -> None:
    hand = scene.shown.hand
    decision = scene.decision
    lifted, dimmed = set(), set()
    for i, c in enumerate(hand):
        if scene.card_options(c):
            lifted.add(i)
        elif decision is not None:
            dimmed.add(i)
    hovered = scene.hand_index_at(scene.app.mouse)
    gesture = scene.under_way()
    picked = gesture.picked if gesture is not None and gesture.picked else []
    chosen = [hand.index(c) for c in [scene.aim, *picked] if c in hand]   # aimed, or picked (Sid Ketchum's two)
    px = scene.app.px
    shake = None
    if scene.refused is not None and scene.refused[0] in hand and scene.refused[1] < SHAKE:
        card, since = scene.refused                 # a greyed card clicked shakes its head
        shake = hand.index(card), round(px(7) * math.sin(since * 45) * (1 - since / SHAKE))
    rects = scene.board.draw_hand(surface, hand, lifted, dimmed, hovered, chosen, shake)
    for i in chosen:
        rect = rects[i].move(0, -px(HOVER_LIFT))
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))


def reason_box(scene, text: str, index: int) -> tuple[pygame.Rect, list[str]]:
    """Where the reason of a greyed card of the hand goes, and its rows: on the lower half of the card itself,
    inside the hand's strip, so nothing covers or clips it: the End turn button and the other buttons sit above the
    strip, an enlarged card above the card (and the reason is drawn over everything else)."""
    px = scene.app.px
    rows = theme.wrap(text, "bold", px(14), px(REASON_WIDTH))
    width = max(theme.font("bold", px(14)).size(row)[0] for row in rows) + px(16)
    box = pygame.Rect(0, 0, width, len(rows) * px(19) + px(10))
    card = scene.hand_hit[index]
    box.midbottom = (card.centerx, card.bottom - px(HOVER_LIFT) - px(6))
    box.clamp_ip(scene.board.layout.hand)
    return box, rows


def draw_reason(scene, surface: pygame.Surface) -> None:
    """The reason of the greyed card under the mouse, or of the one just clicked (framed in red)."""
    shown = scene.reason_shown()
    if shown is None:
        return
    index, text, clicked = shown
    px = scene.app.px
    box, rows = reason_box(scene, text, index)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 12, 8, 235), shade.get_rect(), border_radius=px(6))
    surface.blit(shade, box)
    if clicked:
        pygame.draw.rect(surface, theme.RED, box, px(2), border_radius=px(6))
    for i, row in enumerate(rows):
        theme.blit_text(surface, row, "bold", px(14), theme.CREAM, "midtop", (box.centerx, box.y + px(5) + i * px(19)))


def status_line(scene) -> str:
    """The line at the top of the felt: what you can do, or whom the game waits on, or whose turn it is."""
    shown = scene.shown
    decision = scene.decision
    waiting = scene.waiting_on()
    if scene.ended_words() is not None:
        text = scene.ended_words()
    elif shown.data.get("winner"):
        text = t(f"gameover.why.{shown.data['winner']}")
    elif decision is not None and scene.under_way() is not None:
        text = scene.under_way().status() or t("status.answer")
    elif decision is not None and decision["kind"] == "play" and scene.aim_target is not None:
        text = t("status.steal", card=card_name(deck.kind_of(scene.aim)), name=scene.names[scene.aim_target])
    elif decision is not None and decision["kind"] == "play":
        text = t("status.aim", card=card_name(deck.kind_of(scene.aim))) if scene.aim is not None \
            else t("status.play") if ["end_turn"] in decision["options"] else t("status.play_held")
    elif decision is not None and decision["kind"] == "discard":
        text = headline(decision, scene.names)[1]
    elif decision is not None and decision["kind"] == "store_pick":
        text = t("status.store")
    elif decision is not None:
        text = t("status.answer")
    elif waiting is not None:
        text = t("status.replay" if scene.open_hands else "status.waiting", name=scene.names[waiting])
    elif scene.my_turn():
        text = t("status.yours")
    else:
        text = t("status.turn", name=scene.names[shown.table["turn"]])
    if scene.timer is not None:
        text += "  " + t("status.timer", n=max(0, int(scene.timer + 0.99)))
    return text


def draw_status(scene, surface: pygame.Surface) -> None:
    """The status line, on a dark band at the top of the felt."""
    px = scene.app.px
    text = status_line(scene)
    felt_rect = scene.board.layout.felt
    image = theme.fit(theme.render(text, "bold", px(18), theme.CREAM), felt_rect.width - px(60))
    box = image.get_rect(midtop=(felt_rect.centerx, px(14))).inflate(px(24), px(10))
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 10, 6, 190), shade.get_rect(), border_radius=px(10))
    surface.blit(shade, box)
    surface.blit(image, image.get_rect(center=box.center))


def draw_prompt(scene, surface: pygame.Surface) -> None:
    """The panel behind the answer buttons: what is happening, in a title and a line."""
    if scene.form.find("answer0") is None:
        return
    px = scene.app.px
    box = scene.prompt_box
    title, line = scene.prompt_heading
    theme.panel(surface, box, px(12), theme.PARCHMENT, theme.RED, px(3), px(6))
    title_image = theme.fit(theme.render(title, "title", px(24), theme.RED), box.width - px(30))
    surface.blit(title_image, title_image.get_rect(midtop=(box.centerx, box.y + px(12))))
    if line:
        image = theme.fit(theme.render(line, "body", px(16), theme.INK), box.width - px(30))
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + px(50))))
    duel = scene.duel_prompt()
    if duel is not None:
        scene.board.draw_face_off(surface, pygame.Rect(box.x, box.y + px(80), box.width, px(60)),
                                  scene.shown.players[duel["attacker"]], scene.shown.players[duel["defender"]],
                                  duel.get("turn"), scene.duel_bangs)


def draw_overlays(scene, surface: pygame.Surface) -> None:
    for sprite in list(scene.stager.sprites):
        sprite.draw(surface)
    if scene.board is not None:
        scene.plate_hit.draw(surface, scene.board.plate(scene.seat))
    held, mouse = scene.held, scene.app.mouse
    if held is not None and scene.aim == held and scene.hand_card_at(mouse) != held:     # dragged to a seat
        image = scene.board.card_image(held, scene.app.px(70))
        surface.blit(image, image.get_rect(center=mouse))
    if scene.board is not None:
        draw_cues(scene, surface)


def draw_help(scene, surface: pygame.Surface) -> None:
    """The help of what the mouse rests on, and the reason a greyed card cannot be played, over everything else."""
    if scene.hover.ready and scene.app.top is scene:
        draw_zoom(surface, scene.app, scene.hover.subject, scene.hover.anchor, scene.zoom_note(scene.hover.subject))
    if scene.board is not None and scene.shown.data is not None:
        draw_reason(scene, surface)


def draw_cues(scene, surface: pygame.Surface) -> None:
    """The cues' banners below the counts of the piles where there is room, else as near as they cover nothing
    of scene.banners_clear_of (nothing to click, no seat, no pile, no prompt)."""
    layout = scene.board.layout
    scene.cues.draw(surface, (layout.felt.centerx, layout.middle.bottom + scene.app.px(68)),
                    lambda: (scene.banners_area(), scene.banners_clear_of()))
