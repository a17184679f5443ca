"""Hand-written widgets on the scene stack: each has an `id` (tests and the self-test find it by that), a rect in
window pixels, a disabled state with the reason shown on hover, and keyboard use through the scene's `Form`."""

from .base import Widget
from .button import Button
from .cycler import Choice, Cycler
from .form import Form
from .label import Label
from .scroll import ListPanel, TextPanel
from .slider import Slider
from .text_input import TextInput
from .toggle import Toggle

__all__ = ["Button", "Choice", "Cycler", "Form", "Label", "ListPanel", "Slider", "TextInput", "TextPanel", "Toggle",
           "Widget"]
