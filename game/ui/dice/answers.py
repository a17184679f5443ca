"""How a person answers a decision on the dice table: the answer widgets a module's window side registers for its
decision kinds (game/ui/sets.py `answers`), so an ability is a widget of its module, not a method of the table.

The table builds the widget of the decision in sight (`sets.answer("dice", kind, Prompt)`: a prompt of buttons
for a kind no side names) and asks it what the console says (`headline`: the decision's words, its side's
`headings`, with the widget's own fields of the moment), which buttons it adds (`build`), what a click on a seat
or a die does (`seat_options`, `pick_die`), which dice the decision is about (`dice`: their number tags and
outline) and what a key does. Seven serve every module so far:

- Tray: your roll: click a die (or press its number) to keep it, then roll the others or stop.
- Aim: your 1s and 2s: pick the die (its number), then the seat it hits (Slab the Killer may double it with a Beer).
- SeatPick: an answer that names a player is given by clicking his seat (a Beer, Sid Ketchum's life point, a
  module's pick of a player); a "pass" among the answers is a button.
- Prompt: a button per answer (Bart Cassidy's arrow or life, a module's question before the roll), the fallback
  of a decision no window side names; a subclass may word its buttons itself (`label`).
- DiceChoice: a button per answer naming die kinds to roll this turn, each showing those dice's faces small (a
  module's choice of dice before the roll: one click).
- Give: a die's result given to a player: click the die (one of two matching dice takes both, as the answers
  name them together), then his seat; a "pass" among the answers is a button.
- TurnDie: a die turned to a face of your choice (an ability's): click the die, then its new face under the tray;
  a "pass" among the answers is a button.

A widget lives while decisions of its kind follow each other (the die you aim with, the dice you keep), and goes
with the turn.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.ui import sets, theme
from game.ui.art.looks import face_image
from game.ui.dice import choosing, facts
from game.ui.dice.board import LINES
from game.ui.dice.console import add_button, console_rect
from game.ui.dice.words import describe, name_of
from game.ui.i18n import t, the
from game.ui.table.spot import Spot
from game.ui.widgets import Button
from game.ui.widgets.button import STYLES


class Widget:
    """An answer widget of the dice table for the decision `kind` (by default: nothing on the table but the
    console's words)."""

    def __init__(self, table, kind: str):
        self.table = table
        self.kind = kind

    @property
    def decision(self) -> dict:
        decision = self.table.decision
        assert decision is not None and decision["kind"] == self.kind     # a widget lives with its decision
        return decision

    def values(self) -> dict:
        """What it holds of the moment beyond the decision (the die aimed), handed to its words as info fields."""
        return {}

    def headline(self) -> tuple[str, str]:
        """The prompt's title and the line under it, in the words of the decision's set (a decision kind no set
        words: its name in words)."""
        heading = sets.heading("dice", self.kind, self.table.shown.me.get("status"))
        if heading is None:
            return name_of(self.kind), ""
        decision = self.decision
        return heading({**decision, "info": {**(decision.get("info") or {}), **self.values()}}, self.table.names)

    def on_view(self) -> None:
        """A new decision of this kind is in sight."""

    def seat_options(self) -> dict[int, list]:
        """Seat -> the answer a click on it gives now."""
        return {}

    def pick_seat(self, seat: int) -> list | None:
        """A seat clicked: the answer it gives now (None: none, or the widget kept the click as a step of its
        own, the first of two players picked)."""
        return self.seat_options().get(seat)

    def dice(self) -> list[int]:
        """The dice this decision is about (tagged with their keys, outlined on the tray)."""
        return []

    def selected(self) -> int | None:
        """The die a click on a seat spends now."""
        dice = self.dice()
        return dice[0] if dice else None

    def marked(self) -> set[int]:
        """The dice outlined on the tray (those it is about)."""
        return set(self.dice())

    def looks(self) -> list[str] | None:
        """What each die on the tray is doing, if this widget says (drawing.dice_looks: None, the table's own)."""
        return None

    def pick_die(self, die: int) -> None:
        """A die clicked, or its number pressed."""

    def build(self) -> None:
        """Add its buttons to the console (and any spot of its own on the table)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what it shows on the table itself, over the tray's lines (a row of faces to pick from)."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed; True if it was this widget's."""
        return False

    def signature(self) -> tuple:
        """What changes its buttons (the table is laid out again when it does)."""
        return (self.kind,)


class Tray(Widget):
    """Your roll: dice kept (the table's `keep`, through the turn) and the others rolled again, or stop."""

    def values(self) -> dict:
        info = self.decision.get("info") or {}
        fixed = self.table.shown.box.fixed          # the dice never rolled (a Rage card's) are no keys to press
        return {"n": info.get("rolls_left", 0), "dice": sum(f not in fixed for f in self.table.shown.table["dice"])}

    def on_view(self) -> None:
        self.table.keep &= set(self.dice())

    def dice(self) -> list[int]:
        return choosing.free_dice(self.decision)

    def selected(self) -> int | None:
        return None

    def looks(self) -> list[str] | None:
        free, keep = set(self.dice()), self.table.keep
        return ["keep" if d in keep else "reroll" if d in free else "locked"
                for d in range(len(self.table.shown.table["dice"]))]

    def rerolled(self) -> list[int]:
        """The dice the next roll takes: the free ones you did not keep."""
        return [d for d in self.dice() if d not in self.table.keep]

    def pick_die(self, die: int) -> None:
        if die in self.dice():
            self.table.keep ^= {die}

    def roll(self) -> None:
        option = choosing.reroll_option(self.decision, self.rerolled())
        if option is not None:
            self.table.director.skip()
            self.table.answer(option)

    def stop(self) -> None:
        self.table.director.skip()
        self.table.answer(["stop"])

    def build(self) -> None:
        table = self.table
        left = (self.decision.get("info") or {}).get("rolls_left", 0)
        add_button(table, 0, "roll", t("dice.roll", n=left), self.roll, "primary",
                   enabled=bool(choosing.reroll_option(self.decision, self.rerolled())), reason=t("dice.roll_none"))
        add_button(table, 1, "stop", t("dice.stop"), self.stop, "plain")
        table.form.default = "roll"

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_r, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.roll()
            return True
        if event.key in (pygame.K_s, pygame.K_SPACE):
            self.stop()
            return True
        return False

    def signature(self) -> tuple:
        return (self.kind, frozenset(self.table.keep))


class Aim(Widget):
    """Your 1s and 2s: the die to aim (by its number, or a click on it), then the seat it hits; Slab the Killer's
    Beer doubles it (D)."""

    def __init__(self, table, kind: str):
        super().__init__(table, kind)
        self.die: int | None = None         # the 1 or 2 being aimed
        self.double = False                 # ...doubled with a Beer

    def values(self) -> dict:
        faces, die = self.table.shown.table["dice"], self.die
        face = faces[die] if die is not None and die < len(faces) and faces[die] else "1"
        return {"the_face": the(name_of(face)), "n": die + 1 if die is not None else 1}

    def headline(self) -> tuple[str, str]:
        """The decision's words; for a die with two shots (a double), which shot this is and that each may hit
        another player."""
        title, line = super().headline()
        shown, die = self.table.shown, self.die
        if die is None or die >= len(shown.table["dice"]):
            return title, line
        shots = facts.units(shown.box, shown.table["dice"][die])
        if shots < 2:
            return title, line
        left = shown.table["dice_left"][die] if die < len(shown.table["dice_left"]) else shots
        return title, t("dice.prompt.double_shot", n=die + 1, k=shots - left + 1, shots=shots) + " " + line

    def on_view(self) -> None:
        dice = self.dice()
        if self.die not in dice:
            self.die = dice[0] if dice else None
        self.double = self.double and choosing.can_double(self.decision)

    def dice(self) -> list[int]:
        return choosing.shot_dice(self.decision)

    def selected(self) -> int | None:
        return self.die

    def marked(self) -> set[int]:
        """The 1s and 2s still to aim, and the Beer a doubled shot spends."""
        beer = choosing.doubling_beer(self.decision, self.die) if self.double else None
        return set(self.dice()) | ({beer} if beer is not None else set())

    def pick_die(self, die: int) -> None:
        if die in self.dice():
            self.die = die

    def seat_options(self) -> dict[int, list]:
        return choosing.seat_options(self.decision, self.die, self.double)

    def toggle_double(self) -> None:
        self.double = not self.double and choosing.can_double(self.decision)

    def build(self) -> None:
        if choosing.can_double(self.decision):
            label = t("dice.double_on") if self.double else t("dice.double_off")
            add_button(self.table, 0, "double", label, self.toggle_double, "primary" if self.double else "plain")

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_d and choosing.can_double(self.decision):
            self.toggle_double()
            return True
        return False

    def signature(self) -> tuple:
        return (self.kind, self.die, self.double)


class SeatPick(Widget):
    """An answer naming a player, given by clicking his seat (the first die it may spend: they are alike); a
    "pass" among the answers is the console's button."""

    def seat_options(self) -> dict[int, list]:
        return choosing.seat_options(self.decision)

    def dice(self) -> list[int]:
        return choosing.option_dice(self.decision)

    def build(self) -> None:
        if ["pass"] in self.decision["options"]:
            table = self.table
            add_button(table, 1, "pass", describe(["pass"], table.names, [], self.kind),
                       lambda: table.answer(["pass"]), "plain")


class Prompt(Widget):
    """A button per answer, numbered (keys 1 to 9)."""

    def label(self, option: list) -> str:
        """What an answer's button says (its module's words for the answer: words.describe)."""
        table = self.table
        return describe(option, table.names, table.shown.table["dice"], self.kind)

    def build(self) -> None:
        table = self.table
        options = self.decision["options"][:9]
        for i, option in enumerate(options):
            label = f"{i + 1}. {self.label(option)}"
            add_button(table, i, f"answer{i}", label, lambda o=option: table.choose(o),
                       "primary" if i == 0 else "plain", columns=(len(options) + 1) // 2)
        table.form.default = "answer0"


class FacesButton(Button):
    """A button with pictures under its words (the faces of the dice it chooses, a die's six a row)."""

    PER_ROW = 6

    def __init__(self, id: str, rect: pygame.Rect, label: str, on_click, pictures: list[pygame.Surface], **kwargs):
        super().__init__(id, rect, label, on_click, **kwargs)
        self.pictures = pictures

    def draw(self, surface: pygame.Surface) -> None:
        label, self.label = self.label, ""
        super().draw(surface)
        self.label = label
        rect = self.rect.move(0, self.rect.height // 14 if self.pressed else 0)
        ink = STYLES[self.style][2] if self.enabled else theme.GREY
        image = theme.fit(theme.render(label, self.role, self.px, ink), rect.width - rect.height // 4)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + rect.height // 10)))
        if self.pictures:
            size = self.pictures[0].get_width()
            gap = max(1, size // 8)
            rows = [self.pictures[i:i + self.PER_ROW] for i in range(0, len(self.pictures), self.PER_ROW)]
            for r, row in enumerate(rows):          # a die's six faces a row, the last row at the bottom
                left = rect.centerx - (len(row) * (size + gap) - gap) // 2
                top = rect.bottom - rect.height // 10 - (len(rows) - r) * (size + gap) + gap
                for i, picture in enumerate(row):
                    surface.blit(picture, (left + i * (size + gap), top))


class DiceChoice(Prompt):
    """The dice to roll this turn, one click: a button per answer, an answer naming die kinds (a list of their ids,
    second) showing those dice's six faces small under its words. The answers naming no die (an empty choice,
    "pass") are one button, the first: "pass" if it is among them."""

    KINDS = 1           # where an answer names its die kinds

    def kinds(self, option: list) -> list[str]:
        named = option[self.KINDS] if len(option) > self.KINDS else []
        return list(named) if isinstance(named, (list, tuple)) else []

    def shown_options(self) -> list[list]:
        """Rolling no other die first (one answer for it), then each answer naming dice."""
        options = self.decision["options"]
        plain = [o for o in options if not self.kinds(o)]
        none = [["pass"]] if ["pass"] in plain else plain[:1]
        return (none + [o for o in options if self.kinds(o)])[:9]

    def label(self, option: list) -> str:
        """The dice it names ("as a sixth die" for one your character rolls besides his own), or none."""
        kinds = self.kinds(option)
        shown = self.table.shown
        character = shown.box.characters.get(shown.me["character"])
        adds = character.adds_dice if character is not None else frozenset()
        return " + ".join(t("dice.option.added_die", die=name_of(k)) if k in adds else name_of(k) for k in kinds) \
            if kinds else t("dice.option.no_extra_die")

    def build(self) -> None:
        table = self.table
        px = table.app.px
        options = self.shown_options()
        box = console_rect(table)
        gap = px(8)
        width, height = min(px(150), (box.width - px(240)) // len(options) - gap), px(96)     # words left of them
        size = min((width - px(14)) // 6 - px(3), px(21))
        shown_box = table.shown.box
        for i, option in enumerate(options):
            pictures = [face_image(shown_box, face, kind, size) for kind in self.kinds(option)
                        for face in shown_box.dice.get(kind, ())]
            rect = pygame.Rect(box.right - px(16) - (len(options) - i) * (width + gap) + gap, box.y + px(14),
                               width, height)
            table.form.add(FacesButton(f"answer{i}", rect, f"{i + 1}. {self.label(option)}",
                                       lambda o=option: table.choose(o), pictures,
                                       style="primary" if i == 0 else "plain", px=px(17)))
        table.form.default = "answer0"


class Give(Widget):
    """A die's result given to a player (answers ["give", [dice], seat]): the die picked (by a click or its
    number; dice the answers name together are picked together), then the seat clicked."""

    def __init__(self, table, kind: str):
        super().__init__(table, kind)
        self.die: int | None = None

    def groups(self) -> list[list[int]]:
        """The dice given together, as the answers name them."""
        found: list[list[int]] = []
        for option in self.decision["options"]:
            if option[0] == "give" and len(option) == 3 and list(option[1]) not in found:
                found.append(list(option[1]))
        return found

    def group(self) -> list[int]:
        return next((g for g in self.groups() if self.die in g), [])

    def on_view(self) -> None:
        if not self.group():
            groups = self.groups()
            self.die = groups[0][0] if groups else None

    def dice(self) -> list[int]:
        return sorted({d for g in self.groups() for d in g})

    def selected(self) -> int | None:
        return self.die

    def marked(self) -> set[int]:
        return set(self.group())

    def pick_die(self, die: int) -> None:
        if die in self.dice():
            self.die = die

    def seat_options(self) -> dict[int, list]:
        group = self.group()
        return {o[2]: o for o in self.decision["options"]
                if o[0] == "give" and len(o) == 3 and list(o[1]) == group}

    def build(self) -> None:
        if ["pass"] in self.decision["options"]:
            table = self.table
            add_button(table, 1, "pass", describe(["pass"], table.names, [], self.kind),
                       lambda: table.answer(["pass"]), "plain")

    def signature(self) -> tuple:
        return (self.kind, self.die)


FACE = 46                   # a new face to pick under the tray, design pixels


def face_row(table, options: list, tip: str) -> list[tuple[pygame.Rect, str]]:
    """The faces a die may turn to ([verb, die, face] answers, one click each), as spots in a row under the tray:
    their places and faces, for `draw_face_row`; `tip` words each (its {face})."""
    board = table.board
    if not options or board is None:
        return []
    px = table.app.px
    size, gap = px(FACE), px(8)
    x = board.tray.centerx - (len(options) * (size + gap) - gap) // 2
    spots = []
    for i, option in enumerate(options):
        rect = pygame.Rect(x + i * (size + gap), board.tray.bottom + px(10), size, size)
        table.form.add(Spot(f"face{i}", rect, partial(table.choose, option),
                            tip=partial(t, tip, face=name_of(option[2]))))
        spots.append((rect, option[2]))
    return spots


def draw_face_row(surface: pygame.Surface, table, spots: list[tuple[pygame.Rect, str]], die: int | None) -> None:
    """The faces of `face_row` on a shaded band over the tray's lines (hidden meanwhile), each a die of `die`'s
    kind."""
    if not spots or die is None:
        return
    px = table.app.px
    band = spots[0][0].unionall([r for r, _ in spots]).inflate(px(16), px(12))
    band.width = max(band.width, table.board.tray.width, px(LINES))
    band.centerx = table.board.tray.centerx
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (16, 10, 6, 255), shade.get_rect(), border_radius=px(10))
    surface.blit(shade, band)
    kind = table.shown.kind(die)
    for rect, face in spots:
        surface.blit(face_image(table.shown.box, face, kind, rect.width), rect)


class TurnDie(Widget):
    """A die turned to a face of your choice (answers [verb, die, face]): its new face clicked in the row under the
    tray, the first die it may turn picked at first (another clicked, or its number pressed, instead); the
    decision's other answers (a "pass") are buttons."""

    def __init__(self, table, kind: str):
        super().__init__(table, kind)
        self.die: int | None = None
        self.face_spots: list[tuple[pygame.Rect, str]] = []

    def turns(self) -> list[list]:
        return [list(o) for o in self.decision["options"] if len(o) == 3 and type(o[1]) is int]

    def on_view(self) -> None:
        dice = self.dice()
        if self.die not in dice:
            self.die = dice[0] if dice else None

    def dice(self) -> list[int]:
        return sorted({o[1] for o in self.turns()})

    def selected(self) -> int | None:
        return self.die

    def pick_die(self, die: int) -> None:
        if die in self.dice():
            self.die = die

    def build(self) -> None:
        table = self.table
        others = [o for o in self.decision["options"] if list(o) not in self.turns()]
        for i, option in enumerate(others):
            add_button(table, i + 1, f"answer{i}", describe(list(option), table.names, [], self.kind),
                       lambda o=option: table.choose(o), "plain")
        self.face_spots = face_row(table, [o for o in self.turns() if o[1] == self.die], "dice.tip.turn_face")

    def draw(self, surface: pygame.Surface) -> None:
        draw_face_row(surface, self.table, self.face_spots, self.die)

    def signature(self) -> tuple:
        return (self.kind, self.die)
