"""The console under the dice: what is happening and what you can do about it. While you decide it names the
moment in the words of the decision's answer widget (answers.py: your roll, your 1s and 2s, a character's
question), explains the abilities of your character that bend it, and holds the widget's buttons. While another
player decides it says who and what. The seats and the dice are clicked on the table itself."""

from __future__ import annotations

import pygame

from game.core.common.status import of as status_of
from game.ui import theme
from game.ui.dice import facts
from game.ui.dice.words import ability_notes
from game.ui.i18n import t
from game.ui.table.zoom import describe as rules_of
from game.ui.widgets import Button

BUTTON = (250, 44)      # a console button, design pixels (wide enough for "Tirar otra vez (R) - quedan 2")
NARROW = 170            # the width of each when the answers take more than one column


def console_rect(scene) -> pygame.Rect:
    px = scene.app.px
    hand = scene.board.layout.hand
    return pygame.Rect(hand.x, hand.bottom - px(132), hand.width - px(8), px(128))     # inside the table's rim


def add_button(scene, row: int, id: str, label: str, action, style: str, columns: int = 1, **extra) -> None:
    """A button in the console's `columns` on the right, two to a column: `row` 0 and 1 in the rightmost, 2 and 3
    in the one left of it, and so on (narrower when there are more columns)."""
    px = scene.app.px
    box = console_rect(scene)
    column, row = divmod(row, 2)
    width = px(BUTTON[0]) if columns == 1 else px(NARROW)
    rect = pygame.Rect(box.right - px(16) - (column + 1) * width - column * px(8), box.y + px(14) + row * px(54),
                       width, px(BUTTON[1]))
    scene.form.add(Button(id, rect, label, action, style=style, px=px(17), **extra))


def draw_console(scene, surface: pygame.Surface) -> None:
    """The console's panel and words (its buttons are widgets, drawn over it)."""
    px = scene.app.px
    box = console_rect(scene)
    shown = scene.shown
    decision, answering = scene.decision, scene.answering()
    faces = shown.table["dice"]
    if decision is not None and answering is not None:
        title, text = answering.headline()
        notes = ability_notes(shown.box, facts.playing(shown.me), decision, faces, shown.me["life"])
        if not status_of(shown.me).seated:      # out of the game, yet playing on (a ghost): his tokens say why
            notes.insert(0, t("dice.note.out_yet_playing"))
        border = theme.RED
    else:
        title, text, notes = _others(scene), _news(scene), _roller_ability(scene)
        border = theme.INK_SOFT
    theme.panel(surface, box, px(12), theme.PARCHMENT, border, px(3), px(5))
    left = min((w.rect.left for w in scene.form.widgets if isinstance(w, Button) and box.contains(w.rect)),
               default=box.right - px(16))
    width = left - px(36) - box.x
    x, y = box.x + px(18), box.y + px(10)
    title_image = theme.fit(theme.render(title, "title", px(22), theme.RED), width)
    surface.blit(title_image, (x, y))
    y += title_image.get_height() + px(2)
    for row in theme.wrap(text, "body", px(16), width)[:2]:
        theme.blit_text(surface, row, "body", px(16), theme.INK, "topleft", (x, y))
        y += px(20)
    room = box.bottom - px(6) - y
    for size in (14, 13, 12):           # a long ability in a smaller hand rather than cut off
        step = px(size + 4)
        rows = [row for note in notes for row in theme.wrap(note, "bold", px(size), width)]
        if len(rows) * step <= room:
            break
    fits = max(0, room // step)
    if len(rows) > fits > 0:            # still too long: the last row says there is more (the zoom has it all)
        rows = rows[:fits]
        rows[-1] = rows[-1].rstrip(" ,.;:") + "..."
    for row in rows[:fits]:
        theme.blit_text(surface, row, "bold", px(size), (40, 72, 120), "topleft", (x, y))
        y += step


def _news(scene) -> str:
    """While you do not decide: who decides now and what about (never you: your answer is on its way), or else the
    latest line of the story."""
    if scene.ended_words() is not None:
        return scene.ended_words()
    pending = scene.shown.data.get("pending")
    if pending and pending.get("seat") == scene.seat and not scene.watching:
        pending = None
    text = scene.waiting(pending["kind"], pending["seat"]) if pending and pending.get("seat") is not None else ""
    if not text and scene.book.lines:
        text = scene.book.lines[-1].text
    return text


def _roller_ability(scene) -> list[str]:
    """The ability of the player whose turn it is, to read while he plays."""
    character = facts.playing(scene.shown.players[scene.shown.roller])
    if not character:                   # his card went back (a zombie): no ability to read
        return []
    name, text = rules_of(("character", "dice", character))
    return [f"{name}: {text}"]


def _others(scene) -> str:
    """The console's title while you do not decide: whose turn it is, or the end."""
    data = scene.shown.data
    if data.get("winner"):
        return t("dice.status.over")
    roller = scene.shown.roller
    return t("dice.status.yours") if roller == scene.seat else t("dice.status.turn", name=scene.names[roller])
