"""Drawing the dice table from what it shows: the felt, the arrow pile, the tray with each die's state, the seats
with their badges, the console and the roles dealt; then, over the widgets, the dice and arrows in
the air, the cues' banners and the enlarged character or face under the mouse."""

from __future__ import annotations

import pygame

from game.ui import sets, theme
from game.ui.art.cards import felt
from game.ui.art.looks import face_image, token_image
from game.ui.dice import facts
from game.ui.dice.console import console_rect, draw_console
from game.ui.dice.words import name_of
from game.ui.i18n import language, t
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
    board.draw_pile(surface, table["arrow_pile"])
    board.place_piles(table.get("piles") or {}, table)
    board.draw_piles(surface, table.get("piles") or {}, table)
    answering = scene.answering()
    selected = answering.selected() if answering is not None else None
    board.draw_tray(surface, shown, dice_looks(scene), scene.stager.airborne, selected=selected, clock=scene.clock)
    if answering is not None:
        board.draw_number_tags(surface, [d for d in answering.dice() if d < len(board.slots)])
    board.draw_roll_lines(surface, under_tray(shown))
    if answering is not None:
        answering.draw(surface)
    marks = facts.marks(shown.box, shown.players, shown.roller) if shown.shots_ahead() else {}
    for player in shown.players:
        seat = player["seat"]
        board.draw_seat(surface, player, scene.bots, turn=table["turn"] == seat and not shown.data.get("winner"),
                        mark=scene.mark(seat), clock=scene.clock, reach=marks.get(seat, frozenset()),
                        aimed=shown.aimed.get(seat, 0), hunts=scene.hunts(player))
    draw_console(scene, surface)
    board.draw_roster(surface, len(shown.players), console_rect(scene))


def dice_looks(scene) -> list[str]:
    """What each die is doing, for the tray: kept or to re-roll in your roll, to aim in your 1s and 2s, locked,
    set aside by the roller, set before his first roll (a gift), or used up."""
    shown = scene.shown
    table = shown.table
    answering = scene.answering()
    own = answering.looks() if answering is not None else None
    if own is not None:
        return own
    aim = answering.marked() if answering is not None else set()
    roller, box = facts.playing(shown.players[shown.roller]), shown.box
    looks = []
    for die, face in enumerate(table["dice"]):
        if die in aim:
            looks.append("aim")
        elif face in box.fixed or (facts.locked(box, face)         # (a die never rolled: locked for anyone)
                                   and not (table["phase"] == "roll" and facts.rerolls_dynamite(box, roller))):
            looks.append("locked")
        elif shown.spent(die):
            looks.append("spent")
        elif table["phase"] == "roll" and die in shown.kept and die not in table["rolled"]:
            looks.append("kept")
        elif table["phase"] == "roll" and table.get("rolls") == 1 and die in shown.preset:
            looks.append("set")
        else:
            looks.append("")
    return looks


def under_tray(shown) -> list[tuple[str, tuple]]:
    """Every line under the tray: the roll's words, then what the numbers over the seats are."""
    return roll_words(shown) + reach_caption(shown)


def roll_words(shown) -> list[tuple[str, tuple]]:
    """The lines under the tray, with their colours: which roll this is and the re-rolls left, a warning of
    Dynamite, or the order the dice resolve in (the box's resolve steps, a module's among them)."""
    table = shown.table
    if table["phase"] == "roll":
        lines = [(t("dice.roll_line", n=table["rolls"], left=table["rolls_left"]), theme.CREAM)]
        if facts.one_dynamite_short(shown.box, table["dice"]):
            lines.append((t("dice.dynamite_warning"), theme.GOLD))
        return lines
    if table["phase"] == "resolve":
        return [(t("dice.resolving", steps=", ".join(step_name(s) for s in shown.box.resolve_order)), theme.CREAM)]
    return []


def reach_caption(shown) -> list[tuple[str, tuple]]:
    """The line that says what the numbers over the seats are, while they show (whom the roller's 1 or 2 reaches)."""
    if shown.table["phase"] not in ("roll", "resolve") or not shown.shots_ahead():
        return []
    return [(t("dice.reach_caption", name=shown.players[shown.roller]["name"]), theme.CREAM)]


def step_name(step: str) -> str:
    """A resolve step in words ("dice.step.<step>", its module's; else its name in words)."""
    try:
        return t(f"dice.step.{step}")
    except KeyError:
        return sets.plain(step).name(language())


def draw_overlays(scene, surface: pygame.Surface) -> None:
    for sprite in list(scene.stager.sprites):
        sprite.draw(surface)
    if scene.board is not None:
        scene.plate_hit.draw(surface, scene.board.plate(scene.seat))
        scene.cues.draw(surface, (scene.board.layout.felt.centerx, scene.board.tray.bottom + scene.app.px(100)),
                        lambda: (scene.banners_area(), scene.banners_clear_of()))


def draw_help(scene, surface: pygame.Surface) -> None:
    """The help of what the mouse rests on (a die's face, a card, a token), over everything else."""
    if scene.hover.ready and scene.app.top is scene:
        subject = scene.hover.subject
        picture = None
        note = None
        if subject[0] == "face":        # a die of its kind (a face named in the log: the game's usual die)
            picture = face_image(scene.shown.box, subject[1], subject[2] if len(subject) > 2 else None,
                                 scene.app.px(120))
        elif subject[0] == "token":     # a module's token, and which of them its holder sees he holds
            picture = token_image(subject[1], scene.app.px(120))
            held = scene.shown.players[subject[2]].get("piles", {}).get(subject[1])
            if isinstance(held, list) and held:
                note = t("dice.tokens_held", which=", ".join(name_of(h) for h in held))
        draw_zoom(surface, scene.app, subject, scene.hover.anchor, note, picture=picture)
