"""Every string the window shows, in English and Spanish, through `t(key)`.

The string tables are game/ui/text/en.py and es.py (one key, one sentence), then the strings of the sets' window
sides (game/ui/sets.py); card and character names come from those sides (the base game's from the rules cores'
data, the rulebooks' Spanish names). The language starts as the system's and can change while
the program runs: scenes look strings up each time they lay themselves out, so a change shows at once.
"""

from __future__ import annotations

import locale
import os

from game.ui import sets
from game.ui.text import en, es

LANGUAGES = ("en", "es")
TABLES = {"en": en.STRINGS, "es": es.STRINGS}
ARTICLES = {"en": en.ARTICLES, "es": es.ARTICLES}
_language = "en"


def system_language() -> str:
    """Spanish when the system speaks it, English otherwise."""
    candidates = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for code in candidates:
        if code and code not in ("C", "POSIX") and not code.startswith("C."):
            return "es" if code.lower().startswith("es") else "en"
    return "en"


def set_language(code: str) -> None:
    """`code` is "en", "es", or "" for the system's language."""
    global _language
    _language = code if code in LANGUAGES else system_language()


def language() -> str:
    return _language


def t(key: str, **values) -> str:
    """The string `key` in the current language (the window's, else a set's), with `{name}` fields filled from
    `values`; KeyError for a key no one has."""
    text = TABLES[_language].get(key)
    if text is None:
        text = sets.text(_language, key)
    if text is None:
        raise KeyError(key)
    return text.format(**values) if values else text


def has(key: str) -> bool:
    """Whether the current language has a string `key`, the window's or a set's (a rule's sentence, say, where a
    plain one stands in)."""
    return key in TABLES[_language] or sets.text(_language, key) is not None


def the(name: str) -> str:
    """A name as shown (`t("face.2")`, `card_name("bang")`) with its definite article, from the language's data:
    "la Diana 2", "the Bull's eye 2"."""
    return _with(ARTICLES[_language].get(name, ("", ""))[0], name)      # a set's name no table knows: bare


def a(name: str) -> str:
    """A name as shown with its indefinite article: "una Diana 1", "a Bull's eye 1" (none for "Indians")."""
    return _with(ARTICLES[_language].get(name, ("", ""))[1], name)


def _with(article: str, name: str) -> str:
    return f"{article} {name}" if article else name


def card_name(kind: str) -> str:
    """A card kind's name, from its set's window side (its id in words for a kind no side names)."""
    return sets.piece("cards", kind).name(_language)


def character_name(game_kind: str, character: str) -> str:
    """A character's name, from his game's window sides (his id in words for one no side names)."""
    return sets.character(game_kind, character).name(_language)


def zone_caption(game_kind: str, zone: str, n: int) -> str:
    """A set's zone on the board: its caption with its count ("Coins: 2"), its id in words for a zone no side
    names."""
    spec = sets.zone(game_kind, zone)
    if spec is not None and spec.label:
        return t(spec.label, n=n)
    return f"{sets.plain(zone).name(language())}: {n}"


def role_name(role: str | None) -> str:
    return t(f"role.{role}") if role else t("role.unknown")
