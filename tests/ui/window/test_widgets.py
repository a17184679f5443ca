"""The widgets by themselves and through a form: clicks, keys, text input, focus, tooltips, dialogs."""

import ast
from pathlib import Path

import pygame
import pytest

from game.ui import theme
from game.ui.scenes import dialog
from game.ui.scenes.dialog import Dialog
from game.ui.widgets import Button, Choice, Cycler, Form, ListPanel, Slider, TextInput, TextPanel, Toggle


class FakeApp:
    mouse = (0, 0)

    @staticmethod
    def px(length):
        return int(length)


@pytest.fixture
def form():
    pygame.init()
    theme.forget()
    pygame.display.set_mode((640, 480))
    return Form(FakeApp())


def click(form, widget, where="center"):
    pos = getattr(widget.rect, where)
    pos = (min(pos[0], widget.rect.right - 2), pos[1])
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(form, k, mod=0):
    return form.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_a_button_clicks_and_a_disabled_one_explains_instead(form):
    clicks = []
    ok = form.add(Button("ok", pygame.Rect(10, 10, 100, 40), "OK", lambda: clicks.append("ok")))
    no = form.add(Button("no", pygame.Rect(10, 60, 100, 40), "No", lambda: clicks.append("no"), enabled=False,
                         reason="not now"))
    click(form, ok)
    click(form, no)
    assert clicks == ["ok"]
    assert form.hover is no and no.tooltip == "not now"
    form.update(0.0)
    form.draw(pygame.display.get_surface())            # the reason shows at once after a click on it


def test_a_press_released_outside_does_not_click(form):
    clicks = []
    ok = form.add(Button("ok", pygame.Rect(10, 10, 100, 40), "OK", lambda: clicks.append(1)))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ok.rect.center, button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    assert clicks == []


def test_tab_cycles_the_enabled_widgets_and_enter_activates(form):
    hits = []
    a = form.add(Button("a", pygame.Rect(0, 0, 50, 30), "A", lambda: hits.append("a")))
    form.add(Button("b", pygame.Rect(0, 40, 50, 30), "B", lambda: hits.append("b"), enabled=False))
    c = form.add(Button("c", pygame.Rect(0, 80, 50, 30), "C", lambda: hits.append("c")))
    form.default = "a"
    key(form, pygame.K_RETURN)
    key(form, pygame.K_TAB)
    assert form.focus is a
    key(form, pygame.K_TAB)
    assert form.focus is c
    key(form, pygame.K_RETURN)
    key(form, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert form.focus is a
    assert hits == ["a", "c"]


def test_text_arrives_as_text_input_and_keys_edit_it(form):
    values = []
    field = form.add(TextInput("name", pygame.Rect(0, 0, 200, 40), "", values.append, max_len=6))
    click(form, field)
    assert form.focus is field
    form.handle(pygame.event.Event(pygame.TEXTEDITING, text="n", start=0, length=1))
    assert field.composing == "n" and field.value == ""
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="Iñigo"))
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text=" Montoya"))     # only what fits
    assert field.value == "Iñigo " and field.composing == ""
    key(form, pygame.K_BACKSPACE)
    key(form, pygame.K_HOME)
    key(form, pygame.K_DELETE)
    assert field.value == "ñigo" and values[-1] == "ñigo"
    assert key(form, pygame.K_SPACE)                     # a key while typing is never a shortcut
    form.draw(pygame.display.get_surface())


def test_a_digits_only_field_refuses_letters(form):
    field = form.add(TextInput("seed", pygame.Rect(0, 0, 200, 40), "", lambda v: None, accept=str.isdigit))
    click(form, field)
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="12a3"))
    assert field.value == "123"


def test_a_cycler_steps_over_choices_that_cannot_be_taken(form):
    seen = []
    cycler = form.add(Cycler("kind", pygame.Rect(0, 0, 240, 40), [
        Choice("you", "You"), Choice("bot", "Bot"), Choice("open", "Open", False, "LAN only")], "you", seen.append))
    click(form, cycler, "midright")
    click(form, cycler, "midright")
    assert seen == ["bot", "you"]
    click(form, cycler, "midleft")
    assert cycler.value == "bot" and "LAN only" in cycler.tooltip
    key(form, pygame.K_RIGHT)
    assert cycler.value == "you"


def test_a_toggle_and_a_slider(form):
    flips, levels = [], []
    toggle = form.add(Toggle("mute", pygame.Rect(0, 0, 200, 30), "Mute", False, flips.append))
    slider = form.add(Slider("volume", pygame.Rect(0, 50, 300, 30), 0.5, 0.0, 1.0, 0.1, levels.append))
    click(form, toggle)
    key(form, pygame.K_SPACE)
    assert flips == [True, False]
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(slider.track.left, slider.rect.centery), button=1))
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(slider.track.right + 50, slider.rect.centery),
                                   rel=(0, 0), buttons=(1, 0, 0)))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(slider.track.right, slider.rect.centery), button=1))
    assert levels[0] == 0.0 and slider.value == 1.0
    key(form, pygame.K_LEFT)
    assert slider.value == 0.9
    # a press whose release this form never saw (a menu took it): the mouse moving with the button up drags nothing
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(slider.track.left, slider.rect.centery), button=1))
    form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(slider.track.right, slider.rect.centery),
                                   rel=(0, 0), buttons=(0, 0, 0)))
    assert slider.value == 0.0 and form.grabbed is None


def test_lists_pick_and_panels_scroll(form):
    picked = []
    rows = [(None, "# Heading")] + [(i, f"row {i}") for i in range(40)]
    panel = form.add(ListPanel("list", pygame.Rect(0, 0, 200, 100), rows, 0, picked.append, px=10))
    form.set_focus(panel)
    key(form, pygame.K_DOWN)
    key(form, pygame.K_UP)
    key(form, pygame.K_UP)                               # the heading cannot be picked
    assert picked == [1, 0] and panel.selected == 0
    click(form, panel)
    assert picked[-1] == (panel.rect.height // 2) // panel.row - 1
    text = form.add(TextPanel("text", pygame.Rect(0, 200, 200, 60), [("title", "T"), ("body", "word " * 200)], px=10))
    FakeApp.mouse = text.rect.center
    form.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert text.offset > 0
    form.draw(pygame.display.get_surface())


def test_a_dialog_answers_and_remembers_dont_ask(ui):
    answers = []
    ui.app.push(Dialog(ui.app, "Beer?", "You are at full life.", [("drink", "Drink"), ("cancel", "Cancel")],
                       lambda choice, dont_ask: answers.append((choice, dont_ask)), dont_ask=True))
    ui.click("dont_ask")
    ui.click("drink")
    ui.app.push(Dialog(ui.app, "Beer?", "Again.", [("drink", "Drink"), ("cancel", "Cancel")],
                       lambda choice, dont_ask: answers.append((choice, dont_ask))))
    ui.key(pygame.K_ESCAPE)
    assert answers == [("drink", True), ("cancel", False)]
    assert type(ui.scene).__name__ == "TitleScene"


def test_a_dialog_defaults_to_its_safe_answer(ui):
    answers = []
    ui.app.push(Dialog(ui.app, "Beer?", "You are at full life.", [("drink", "Drink"), ("cancel", "Cancel")],
                       lambda choice, dont_ask: answers.append(choice)))
    assert ui.widget("cancel").style == "primary" and ui.widget("drink").style == "plain"   # marked as the default
    ui.key(pygame.K_RETURN)                                     # Enter out of habit does not drink
    ui.app.push(Dialog(ui.app, "Beer?", "Again.", [("drink", "Drink"), ("cancel", "Cancel")],
                       lambda choice, dont_ask: answers.append(choice)))
    ui.press("drink")                                           # drinking takes a deliberate choice
    assert answers == ["cancel", "drink"]


SAFE_ANSWERS = {"no", "keep", "ok"}
HARMLESS_INVITES = {"learn"}        # answers a dialog may invite (mark, and pick on Enter): they lose nothing


def test_every_confirmation_in_the_window_puts_its_safe_answer_last():
    """Every Dialog the window opens lists its buttons with the safe one last (the one Esc picks, and Enter too
    unless the dialog invites a harmless answer: the first start's offer of the lessons invites Learn to play)."""
    calls = 0
    for path in Path(dialog.__file__).parents[1].rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Dialog":
                buttons = node.args[3]
                assert isinstance(buttons, ast.List), f"{path.name}: a Dialog's buttons are written out where it opens"
                last = buttons.elts[-1]
                assert isinstance(last, ast.Tuple) and isinstance(last.elts[0], ast.Constant)
                assert last.elts[0].value in SAFE_ANSWERS, (path.name, last.elts[0].value)
                for keyword in node.keywords:
                    if keyword.arg == "invite":
                        assert isinstance(keyword.value, ast.Constant) and keyword.value.value in HARMLESS_INVITES
                calls += 1
    assert calls >= 4
