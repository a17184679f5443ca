"""The Rules scene shows every entry of both games (the dice game's faces, characters and roles too), its text and
its art, in both languages; the card game's cards and characters are those of its sets' window sides, an
expansion's (the made-up Boomtown, registered by its window side) under its own name."""

import pygame

from game.ui import sets
from game.ui.scenes.rules import RulesScene, entries, picture
from tests.cards.madeup import boomtown_window


def expansions() -> int:
    """The entries of the card sets registered besides the base game (Boomtown, imported here)."""
    return sum(len(s.pieces) + len(s.characters) for s in sets.sides("cards") if s.name != "base")


def test_every_entry_can_be_shown_in_both_languages(ui):
    ui.click("rules")
    assert isinstance(ui.scene, RulesScene)
    keys = [key for key, _ in entries() if key is not None]
    assert len(keys) == 22 + 16 + expansions() + 4 + 6 + 16 + 4 + 5
    for language in ("en", "es"):
        ui.app.settings.set("language", language)
        ui.scene.pick(keys[0])
        for key in keys[1:]:
            ui.key(pygame.K_DOWN)                        # the list has the focus: arrows browse it
            assert ui.scene.selected == key
        assert ui.widget("text").lines
    assert ui.widget("language").label == "Read in English"
    ui.click("language")
    assert ui.app.settings["language"] == "en"


def test_a_registered_expansion_shows_its_cards_under_its_name_in_both_languages(ui):
    """Boomtown's cards follow the base game's in the list, under "Boomtown: cards"; browsing to one by the arrows
    shows its name, border, copies and rules text in the language of the window, and its face."""
    assert boomtown_window.SIDE in sets.sides("cards")
    ui.click("rules")
    for language, heading, name, facts, text in (
            ("en", "# Boomtown: cards", "Toll Road", "Brown card: play it and discard it - 2 copies",
             "Bought: every other player pays you a coin or discards a card."),
            ("es", "# Boomtown: cartas", "Peaje", "Carta marrón: se juega y se descarta - 2 copias",
             "Al comprarlo: cada otro jugador te paga una moneda o descarta una carta.")):
        ui.app.settings.set("language", language)
        rows = entries()
        labels = [label for _, label in rows]
        assert labels.index(heading) > labels.index("# " + ("BANG! characters" if language == "en"
                                                             else "Personajes de ¡BANG!"))
        assert labels[labels.index(heading) + 1:labels.index(heading) + 7] == [
            boomtown_window.SIDE.pieces[k].name(language) for k in boomtown_window.SIDE.pieces]
        ui.scene.pick(("card", "whiskey"))
        ui.key(pygame.K_DOWN)                                   # the next one: the Toll Road
        assert ui.scene.selected == ("card", "toll_road")
        shown = " ".join(line for _, _, line, _ in ui.widget("text").lines)
        assert shown == f"{name} {facts} {text}"
        ui.step()
        assert picture(("card", "toll_road"), 200, False) is not None
