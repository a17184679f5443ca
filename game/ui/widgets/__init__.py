"""Hand-written widgets on the scene stack: each has an `id` (tests and the self-test find it by that), a rect in
window pixels, a disabled state with the reason shown on hover, and keyboard use through the scene's `Form`."""

from game.ui.widgets.base import Widget
from game.ui.widgets.button import Button
from game.ui.widgets.cycler import Choice, Cycler
from game.ui.widgets.form import Form
from game.ui.widgets.label import Label
from game.ui.widgets.scroll import ListPanel, ScrollBox, TextPanel
from game.ui.widgets.slider import Slider
from game.ui.widgets.text_input import TextInput
from game.ui.widgets.toggle import Toggle

__all__ = ["Button", "Choice", "Cycler", "Form", "Label", "ListPanel", "ScrollBox", "Slider", "TextInput", "TextPanel",
           "Toggle", "Widget"]
