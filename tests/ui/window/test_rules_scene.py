"""The Rules scene shows every entry of both games (the dice game's faces, characters and roles too), its text and
its art, in both languages."""

import pygame

from game.ui.scenes.rules import RulesScene, entries


def test_every_entry_can_be_shown_in_both_languages(ui):
    ui.click("rules")
    assert isinstance(ui.scene, RulesScene)
    keys = [key for key, _ in entries() if key is not None]
    assert len(keys) == 22 + 16 + 4 + 6 + 16 + 4 + 5
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
