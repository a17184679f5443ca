"""Drawing the card table from what it shows: the felt, the piles, a General Store or a Duel in progress, the
seats, your hand (playable cards lifted, the others dimmed with their reason over the one under the mouse), the
prompt, the line that says whose move it is; then, over the widgets, the flying sprites, the enlarged card and
the banners of the cues."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.art.cards import felt
from game.ui.cards import deck
from game.ui.cards.hand import HOVER_LIFT
from game.ui.cards.options import headline
from game.ui.i18n import card_name, t
from game.ui.table.cues import AT_ONCE
from game.ui.table.zoom import draw_zoom


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
    progress = table.get("progress") or []
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
    hands = shown.data.get("hands") if scene.open_hands else None
    for player in shown.players:
        board.draw_seat(surface, player, shown.players, scene.bots, turn=table["turn"] == player["seat"],
                        mark=scene.mark(player["seat"]), clock=scene.clock,
                        hand=hands[player["seat"]] if hands else None)
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
    chosen = [hand.index(c) for c in [scene.aim] + (scene.sid or []) if c in hand]   # aimed, or picked for Sid
    rects = scene.board.draw_hand(surface, hand, lifted, dimmed, hovered, chosen)
    px = scene.app.px
    for i in chosen:
        rect = rects[i].move(0, -px(HOVER_LIFT))
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(px(6), px(6)), px(3), border_radius=px(8))
    if hovered is not None and hovered in dimmed and scene.app.top is scene:
        widget = scene.form.find(f"hand{hovered}")
        if widget is not None and widget.reason:       # over the lifted card and its number
            caption(surface, scene, widget.reason, rects[hovered].move(0, -px(HOVER_LIFT) - px(22)))


def caption(surface: pygame.Surface, scene, text: str, anchor: pygame.Rect) -> None:
    """A short dark note over a thing (a dimmed card's reason)."""
    px = scene.app.px
    lines = theme.wrap(text, "bold", px(14), px(300))
    height = len(lines) * px(19) + px(10)
    width = max(theme.font("bold", px(14)).size(row)[0] for row in lines) + px(16)
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (anchor.centerx, anchor.top - px(6))
    box.clamp_ip(scene.board.layout.felt)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (20, 12, 8, 225), shade.get_rect(), border_radius=px(6))
    surface.blit(shade, box)
    for i, row in enumerate(lines):
        theme.blit_text(surface, row, "bold", px(14), theme.CREAM, "midtop", (box.centerx, box.y + px(5) + i * px(19)))


def draw_status(scene, surface: pygame.Surface) -> None:
    """One line at the top of the felt: whose move it is and what you can do."""
    px = scene.app.px
    shown = scene.shown
    decision = scene.decision
    pending = shown.data.get("pending")
    if shown.data.get("winner"):
        text = t(f"gameover.why.{shown.data['winner']}")
    elif decision is not None and decision["kind"] == "play" and scene.sid is not None:
        text = t("status.sid_second", card=card_name(deck.kind_of(scene.sid[0]))) if scene.sid else t("status.sid")
    elif decision is not None and decision["kind"] == "play" and scene.aim_target is not None:
        text = t("status.steal", card=card_name(deck.kind_of(scene.aim)), name=scene.names[scene.aim_target])
    elif decision is not None and decision["kind"] == "play":
        text = t("status.aim", card=card_name(deck.kind_of(scene.aim))) if scene.aim is not None \
            else t("status.play")
    elif decision is not None and decision["kind"] == "discard":
        text = headline(decision, scene.names, shown.me)[1]
    elif decision is not None and decision["kind"] == "store_pick":
        text = t("status.store")
    elif decision is not None:
        text = t("status.answer")
    elif pending is not None and pending.get("seat") is not None:          # the replay waits for no one
        text = t("status.replay" if scene.open_hands else "status.waiting", name=scene.names[pending["seat"]])
    else:
        text = ""
    if scene.timer is not None:
        text += "  " + t("status.timer", n=max(0, int(scene.timer + 0.99)))
    if not text:
        return
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
    decision = scene.decision
    title, line = scene.prompt_heading or headline(decision, scene.names, scene.shown.me)
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
    held, mouse = scene.held, scene.app.mouse
    if held is not None and scene.aim == held and scene.hand_card_at(mouse) != held:     # dragged to a seat
        image = scene.board.card_image(held, scene.app.px(70))
        surface.blit(image, image.get_rect(center=mouse))
    if scene.board is not None:
        draw_cues(scene, surface)
    if scene.hover.ready and scene.app.top is scene:
        draw_zoom(surface, scene.app, scene.hover.subject, scene.hover.anchor, scene.zoom_note(scene.hover.subject))


def draw_cues(scene, surface: pygame.Surface) -> None:
    """The cues' banners below the counts of the piles, the whole stack above the prompt and the buttons over the
    hand (watch fast, skip to the end, the replay's controls): a banner never hides what you may click."""
    px = scene.app.px
    layout = scene.board.layout
    below = [w.rect.top for w in scene.form.widgets if w.id in ("watch_fast", "skip_end")
             or w.id.startswith("replay_")]
    if scene.form.find("answer0") is not None:
        below.append(scene.prompt_box.top)
    y = layout.middle.bottom + px(68)
    if below:
        y = min(y, min(below) - px(36) - px(68) * (min(len(scene.cues.banners), AT_ONCE) - 1))
    scene.cues.draw(surface, (layout.felt.centerx, y))
