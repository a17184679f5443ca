"""The player's settings: what they are, their defaults, and a file that can never stop the program starting.

Stored as JSON in the user's config folder. A file that is not JSON, or not ours, gives the defaults and a message
to show; a value of the wrong type or out of range is dropped on its own (its default stands) and named in the
message. Scenes read `settings[key]` and change values through `set`, which saves and tells the listeners (the
app applies the language, the window size, the volume at once).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from game.net.limits import TURN_LIMIT
from game.storage import Storage, atomic_write

FORMAT = "bang-desktop-settings"

# Reaction habits (each off until the player turns it on) and the confirmations that offer "don't ask again".
HABITS = ("barrel_first", "take_only_card", "discard_lowest", "decline_roles")
CONFIRMATIONS = ("beer_at_full_life", "steal_from_self", "end_turn_over_limit", "deputy_shoots_sheriff")

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))
SMALLEST_WINDOW = (960, 540)
WINDOW_ROOM = (40, 120)     # what the window's frame and title bar, the taskbar or dock and a menu bar take around it
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
BOT_PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5)
RESPONSE_TIMERS = (0, 10, 20, 30, 60)       # seconds; 0 = no timer
TURN_LIMITS = (0, 30, 60, 90, 120, 180, 300)   # a LAN host's seconds for each person's decision; 0 = no limit


def fits(size, desktop: tuple[int, int] | None) -> bool:
    """A window of `size` fits on a desktop of that size (None: unknown), its frame and the taskbar included."""
    return desktop is None or (size[0] + WINDOW_ROOM[0] <= desktop[0] and size[1] + WINDOW_ROOM[1] <= desktop[1])


def window_sizes(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes to offer on a desktop of that size: those that fit it; when none does, the largest 16:9
    size that fits (never below the smallest window the layouts hold)."""
    sizes = [size for size in WINDOW_SIZES if fits(size, desktop)]
    if sizes or desktop is None:
        return sizes
    width = min(desktop[0] - WINDOW_ROOM[0], (desktop[1] - WINDOW_ROOM[1]) * 16 // 9)
    return [(max(SMALLEST_WINDOW[0], width), max(SMALLEST_WINDOW[1], width * 9 // 16))]


def fitted(size, desktop: tuple[int, int] | None) -> tuple[int, int]:
    """`size` if it fits the desktop, else the largest size offered there (a size chosen on a larger screen)."""
    return (size[0], size[1]) if fits(size, desktop) else window_sizes(desktop)[-1]


def _number(low: float, high: float) -> Callable[[Any], bool]:
    return lambda v: type(v) in (int, float) and low <= v <= high


def _flag(v: Any) -> bool:
    return type(v) is bool


def _names(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= 100 and all(isinstance(x, str) and len(x) <= 40 for x in v)


def _size(v: Any) -> bool:
    return (isinstance(v, list) and len(v) == 2 and all(type(x) is int and 320 <= x <= 16384 for x in v))


# key -> (default, check)
SCHEMA: dict[str, tuple[Any, Callable[[Any], bool]]] = {
    "language": ("", lambda v: v in ("", "en", "es")),          # "": the system's language
    "player_name": ("", lambda v: isinstance(v, str) and len(v) <= 20),   # "": the language's default name
    "window_size": ([1280, 720], _size),
    "fullscreen": (False, _flag),
    "volume": (0.8, _number(0, 1)),
    "muted": (False, _flag),
    "animation_speed": (1.0, _number(0.1, 10)),
    "bot_pause": (0.6, _number(0, 5)),
    "colorblind_suits": (False, _flag),
    "confirm_end_turn": (False, _flag),
    "response_timer": (0, lambda v: type(v) is int and 0 <= v <= 600),
    "lan_turn_limit": (TURN_LIMIT, lambda v: type(v) is int and 0 <= v <= 3600),
    "show_tips": (True, _flag),                                 # the guided game's one-time tips
    "tips_seen": ([], _names),                                  # the tips already shown: never again
    "learn.offered": (False, _flag),        # the lessons were offered at the first start
    "learn.progress": ({}, lambda v: isinstance(v, dict) and all(isinstance(k, str) and type(n) is int and 0 <= n <= 99
                                                                  for k, n in v.items())),  # lesson -> step reached
    **{f"habit.{name}": (False, _flag) for name in HABITS},
    **{f"confirm.{name}": (True, _flag) for name in CONFIRMATIONS},
}


class Settings:
    """The current values; `problems` lists what was wrong with the file it came from (empty when all was well)."""

    def __init__(self, storage: Storage | None = None, values: dict | None = None):
        self.storage = storage
        self.values: dict[str, Any] = {key: _copy(default) for key, (default, _) in SCHEMA.items()}
        self.values.update(values or {})
        self.problems: list[str] = []
        self.listeners: list[Callable[[str, Any], None]] = []

    @classmethod
    def load(cls, storage: Storage) -> Settings:
        settings = cls(storage)
        path = storage.settings_path
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return settings
        except (OSError, UnicodeDecodeError) as exc:
            settings.problems.append(f"unreadable ({exc.__class__.__name__})")
            return settings
        try:
            data = json.loads(text)
        except ValueError:
            settings.problems.append("not valid JSON")
            return settings
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("values"), dict):
            settings.problems.append("not a settings file of this game")
            return settings
        for key, value in data["values"].items():
            if key not in SCHEMA:
                continue                       # a setting of another version: forgotten quietly
            if SCHEMA[key][1](value):
                settings.values[key] = value
            else:
                settings.problems.append(key)
        return settings

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def set(self, key: str, value: Any) -> None:
        if key not in SCHEMA or not SCHEMA[key][1](value):
            raise ValueError(f"{value!r} is not a valid value for the setting {key!r}")
        if self.values[key] == value:
            return
        self.values[key] = _copy(value)
        self.save()
        for listener in list(self.listeners):
            listener(key, value)

    def save(self) -> None:
        if self.storage is not None:
            atomic_write(self.storage.settings_path,
                         json.dumps({"format": FORMAT, "values": self.values}, indent=1, sort_keys=True))


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else dict(value) if isinstance(value, dict) else value
