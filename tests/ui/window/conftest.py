"""The window's tests drive the real app headless (the fixtures in tests/ui/conftest.py) in a throw-away home
folder, through `game.ui.testing.Driver`."""

from game.session import parse_autosave
from game.ui.testing import close_app as close  # noqa: F401  (the window's tests close it as the player would)


def saved_at(storage) -> int | None:
    """The number of answers in the autosave (the state version it holds), None when there is none."""
    return len(parse_autosave(storage.read_autosave())["answers"]) if storage.has_autosave() else None


def chat_lines(ui) -> int:
    """How many whole lines of talk the lobby's chat shows at once."""
    chat = ui.widget("chat")
    return (chat.rect.height - chat.px // 2) // chat.row
