"""Things of a game by name (card sets, dice modules): those that ship with the game, imported on first use, and
whatever registers itself before a game asks for it (an expansion being written, one defined in a test)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection
from typing import Any, Generic, Protocol, TypeVar


class Named(Protocol):
    @property
    def name(self) -> str: ...


T = TypeVar("T", bound=Named)


class Registry(Generic[T]):
    def __init__(self, what: str, built_in: dict[str, str], attribute: str):
        self.what = what                     # what a thing is called in messages ("card set")
        self.built_in = built_in             # name -> the Python module whose `attribute` it is
        self.attribute = attribute
        self.registered: dict[str, T] = {}

    def register(self, thing: T) -> None:
        """Make `thing` available to new games by its name (registering a name twice is refused)."""
        name = thing.name
        if name in self.registered and self.registered[name] is not thing:
            raise ValueError(f"a {self.what} named {name!r} is already registered")
        self.registered[name] = thing

    def known(self) -> tuple[str, ...]:
        """Every name a game may enable now: those that ship with the game, then those registered, in that order."""
        return tuple(dict.fromkeys((*self.built_in, *self.registered)))

    def get(self, name: str) -> T:
        """The thing called `name`; KeyError with the known names if there is none."""
        if name not in self.registered and name in self.built_in:
            self.register(getattr(importlib.import_module(self.built_in[name]), self.attribute))
        if name not in self.registered:
            raise KeyError(f"there is no {self.what} {name!r} (known: {', '.join(sorted(self.known()))})")
        return self.registered[name]

    def named(self, names: Any) -> list[T]:
        return named(names, self.known(), self.get)


U = TypeVar("U")


def named(names: Any, known: Collection[str], get: Callable[[str], U]) -> list[U]:
    """The things a list read from a file names that this program has (`known`, each given by `get`; anything else
    is left for the file's own checks to refuse)."""
    return [get(n) for n in names if isinstance(n, str) and n in known] if isinstance(names, list) else []
