"""Every string the window shows exists in English and Spanish, and every key the code asks for exists."""

import ast
import re
import string
from pathlib import Path
from types import SimpleNamespace

from game.core.cards.catalog import CHARACTERS as CARD_CHARACTERS
from game.core.cards.catalog import KINDS, SUITS
from game.core.common.roles import ROLES
from game.core.dice.catalog import BASE, FACES
from game.core.dice.catalog import CHARACTERS as DICE_CHARACTERS
from game.session import LEVELS, SaveRefused
from game.setups import GAME_KINDS, RULES
from game.ui import i18n, sets
from game.ui.cards import lines as card_lines
from game.ui.cards.options import WORDED
from game.ui.dice import answers as dice_answers
from game.ui.dice import lines as dice_lines
from game.ui.dice import words as dice_words
from game.ui.settings import CONFIRMATIONS, HABITS
from game.ui.table.tips import ANSWERED, TIPS
from game.ui.text import en, es, rules

UI = Path(i18n.__file__).parent

# The keys code builds from data (f-strings): each family with every value it can take.
FAMILIES = {
    "role.": ROLES, "face.": tuple(FACES), "game.": GAME_KINDS, "level.": LEVELS, "suit.": SUITS,
    "confirm.": CONFIRMATIONS, "habit.": HABITS + tuple(f"{h}.tip" for h in HABITS),
    "gameover.side.": ("law", "outlaws", "renegade"), "gameover.why.": ("law", "outlaws", "renegade"),
    "gameover.col.": ("name", "character", "role", "result", "dealt", "taken", "played", "arrows", "beers",
                      "eliminated"),
    "rules.read_in_": ("en", "es"), "rules.": ("brown", "blue"), "dice_rule.": tuple(rules.DICE_RULES),
    "howto.": tuple(rules.HOW_TO_PLAY), "learn.": ("cards", "dice"),
    "save.": tuple(SaveRefused.REASONS),
    "why.": ("draw", "hand_limit", "eliminated"), "option.": WORDED,
    "confirm.title.": CONFIRMATIONS + ("end_turn",), "confirm.body.": CONFIRMATIONS + ("end_turn",),
    "dice.source.": dice_lines.SOURCES, "dice.prompt.": dice_words.PROMPTS, "dice.option.": dice_words.VERBS,
    "dice.waiting.": dice_words.WAITING, "dice.step.": dice_words.STEPS,
    "setup.refused.": RULES, "series.title.": ("series", "tournament"), "lobby.playing.": ("series", "tournament"),
    "series.col.": ("money", "score", "won"), "setup.play.": ("series", "rotate", "tournament"),
    "series.sheriff_": ("killed", "named"), "tip.": TIPS, "tip.answered_": ANSWERED, "log.suit.": SUITS,
}


TAKE_KEYS = ("t", "line")      # t(key), and the table log's line(key, ...)


def used_keys() -> tuple[set[str], set[str]]:
    """The literal keys passed to t() or line() anywhere in game/ui, and the prefixes of the f-string ones."""
    literal, prefixes = set(), set()
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name in TAKE_KEYS:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    literal.add(arg.value)
                elif isinstance(arg, ast.JoinedStr) and isinstance(arg.values[0], ast.Constant):
                    prefixes.add(arg.values[0].value)
    return literal, prefixes


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_both_languages_have_the_same_keys_and_fields():
    assert set(en.STRINGS) == set(es.STRINGS), set(en.STRINGS) ^ set(es.STRINGS)
    for key, text in en.STRINGS.items():
        assert text.strip() and es.STRINGS[key].strip(), key
        assert fields(text) == fields(es.STRINGS[key]), key


def test_every_key_the_code_uses_exists():
    literal, prefixes = used_keys()
    assert literal, "the scan found no t() calls"
    known = set(en.STRINGS) | built_in_side_keys()          # a built-in set's own strings live in its side
    assert literal <= known, literal - known
    for prefix in prefixes:
        assert prefix in FAMILIES, f"t(f\"{prefix}...\") builds keys the test does not know: add its family"
    for prefix, values in FAMILIES.items():
        for value in values:
            assert prefix + value in en.STRINGS, prefix + value


def built_in_side_keys() -> set[str]:
    """The strings of the window sides that ship with the game (game/ui/sets.py BUILT_IN), in English."""
    from game.ui import sets
    return {key for game in sets.GAMES for side in sets.sides(game) if (side.kind, side.name) in sets.BUILT_IN
            for key in side.text.get("en", {})}


def named_keys() -> set[str]:
    """Keys the code names as constants (in tables of keys) and passes on."""
    return {node.value for path in UI.rglob("*.py") for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and node.value in en.STRINGS}


def test_no_key_is_left_unused():
    literal, _ = used_keys()
    literal |= named_keys()
    built = {prefix + value for prefix, values in FAMILIES.items() for value in values}
    assert set(en.STRINGS) - literal - built == set()


def test_every_card_character_role_and_face_has_rules_in_both_languages():
    for table, ids in ((rules.CARDS, KINDS), (rules.CHARACTERS, CARD_CHARACTERS), (rules.ROLES, ROLES),
                       (rules.DICE_FACES, FACES), (rules.DICE_CHARACTERS, DICE_CHARACTERS), (rules.DICE_ROLES, ROLES)):
        assert set(table) == set(ids)
        for entry in table.values():
            assert set(entry) == {"en", "es"} and all(len(text) > 20 for text in entry.values())


def test_the_strings_stay_inside_the_fonts():
    """The Western faces hold Latin-1 and common punctuation only: a symbol outside would draw as a box."""
    for table in (en.STRINGS, es.STRINGS):
        for key, text in table.items():
            assert all(ord(ch) < 256 for ch in text), key


def test_the_language_follows_the_system(monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("es_ES", "UTF-8"))
    assert i18n.system_language() == "es"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert i18n.system_language() == "en"
    monkeypatch.setenv("LC_ALL", "es_MX.UTF-8")
    assert i18n.system_language() == "es"
    i18n.set_language("")
    assert i18n.language() == "es"
    i18n.set_language("en")


def test_names_come_from_the_rules_data():
    i18n.set_language("es")
    try:
        assert i18n.card_name("missed") == "¡Fallaste!"
        assert i18n.character_name("cards", "vulture_sam") == "\"Buitre\" Sam"
        assert i18n.role_name("deputy") == "Alguacil"
    finally:
        i18n.set_language("en")
    assert re.fullmatch(r"Missed!", i18n.card_name("missed"))


def test_every_name_a_sentence_may_put_an_article_before_has_one_in_both_languages():
    for code, table in (("en", en), ("es", es)):
        faces = {table.STRINGS[f"face.{f}"] for f in FACES}
        sources = {table.STRINGS[f"dice.source.{s}"] for s in dice_lines.SOURCES}
        cards = {getattr(kind, code) for kind in KINDS.values()}
        assert faces | sources | cards == set(table.ARTICLES), code
    for key, text in en.STRINGS.items():           # an article is never typed before a name the data gives it
        for name in ("face", "faces", "source"):
            assert not re.search(r"\b(the|a|an|el|la|un|una|del|al) \{" + name + r"\}", text + es.STRINGS[key]), key


def test_spanish_names_take_their_own_article():
    i18n.set_language("es")
    try:
        decision = {"kind": "shoot", "info": {}, "options": [["shoot", 2, 1]]}
        shown = SimpleNamespace(table={"dice": ["1", "1", "2"], "dice_left": [1, 1, 1]}, box=BASE, me={})
        table = SimpleNamespace(decision=decision, shown=shown, names=["Ana", "Bruno", "Carmen"])
        aim = sets.answer("dice", "shoot", dice_answers.Prompt)(table, "shoot")
        aim.on_view()
        assert "Apunta la Diana 2 (dado 3)" in aim.headline()[1]
        narrator = dice_lines.Narrator(["Ana", "Bruno", "Carmen"], 0, lambda: ["1", "arrow", "2"])
        shot = narrator.tell({"kind": "shot", "seat": 0, "target": 1, "die": 2})
        assert shot is not None and shot.text == "Ana dispara a Bruno con una Diana 2."
        wasted = narrator.tell({"kind": "life", "seat": 1, "delta": 0, "life": 4, "source": "beer"})
        assert wasted is not None and "la Cerveza no cura nada" in wasted.text
        hurt = narrator.tell({"kind": "life", "seat": 1, "delta": -1, "life": 3, "source": "shot", "by": 0})
        assert hurt is not None and "por el disparo de Ana" in hurt.text
        cards = card_lines.Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0)
        for source, said in (("bang", "por el ¡BANG! de Ana"), ("gatling", "por la Ametralladora Gatling de Ana"),
                             ("indians", "por los ¡Indios! de Ana"), ("slab_the_killer", "por Slab el Asesino de")):
            hurt = cards.tell({"kind": "life", "seat": 1, "delta": -1, "life": 3, "source": source, "by": 0})
            assert hurt is not None and said in hurt.text, hurt
    finally:
        i18n.set_language("en")
    assert "Aim the Bull's eye 2 (die 3)" in aim.headline()[1]
