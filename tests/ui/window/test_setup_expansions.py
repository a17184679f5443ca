"""The Setup scene reads the game's description (game/setups.py): an expansion the program has is a toggle, the
options of what is switched on are shown by their type, a combination the rules refuse is said on screen (in the
window's language) with Start waiting, and Start deals the sets and options chosen. With no expansion but the
base game, the scene says so."""

import pygame
import pytest

from game.core.cards import sets as card_sets
from game.core.dice import modules as dice_modules
from game.session import deal
from game.ui.scenes.setup import SetupScene
from game.ui.widgets import Cycler, Toggle

from ...madeup import register_madeup


@pytest.fixture
def started(monkeypatch):
    """The setups Start hands on, instead of a table (the tables' reading of a made-up set is other tests')."""
    found: list[dict] = []
    monkeypatch.setattr("game.ui.scenes.setup.start_game", lambda app, setup: found.append(setup))
    return found


def test_an_expansion_is_switched_on_a_refusal_shown_and_the_game_started_like_a_person_would(ui, started):
    register_madeup()
    ui.click("new_game")
    ui.click("game", "midright")                                      # the dice game
    assert isinstance(ui.widget("set.frontier.ghosts"), Toggle) and not ui.has("frontier_gold_to_win")
    ui.click("set.frontier.ghosts")
    assert ui.widget("refused").label == "Frontier Ghosts needs Frontier Gold: switch it on too."
    assert not ui.widget("start").enabled
    ui.click("start")
    ui.key(pygame.K_RETURN)                                           # Enter: the form's default, Start
    assert started == [] and isinstance(ui.scene, SetupScene), "a refused game does not start"
    ui.app.settings.set("language", "es")
    assert ui.widget("refused").label == "Fantasmas de la frontera necesita Oro de la frontera: actívala también."
    ui.app.settings.set("language", "en")
    ui.click("set.frontier.gold")
    assert not ui.has("refused") and ui.widget("start").enabled
    gold = ui.widget("frontier_gold_to_win")
    assert isinstance(gold, Cycler) and gold.value == 8
    ui.click("frontier_gold_to_win", "midright")
    ui.click("start")
    [setup] = started
    assert setup["sets"] == ["base", "frontier.gold", "frontier.ghosts"]
    assert setup["options"] == {"frontier_gold_to_win": 9}
    assert deal(setup).rules() == {"modules": setup["sets"], "frontier_gold_to_win": 9}


def test_a_card_sets_options_show_by_type_and_leave_with_it(ui, started):
    register_madeup()
    ui.click("new_game")
    assert isinstance(ui.widget("game_ends_mid_card"), Toggle) and not ui.has("boomtown_bounty")
    ui.click("set.boomtown")
    bounty, relief = ui.widget("boomtown_bounty"), ui.widget("boomtown_relief")
    assert isinstance(bounty, Cycler) and [c.label for c in bounty.choices] == ["A coin a point", "None"]
    assert isinstance(relief, Toggle) and relief.value is True and relief.label == "Relief coin"
    ui.click("boomtown_bounty", "midright")
    ui.click("boomtown_relief")
    ui.click("set.boomtown")                                          # off again: its options go with it
    assert not ui.has("boomtown_bounty")
    ui.click("set.boomtown")
    ui.click("start")
    assert started[-1]["sets"] == ["base", "boomtown"]
    assert started[-1]["options"] == {"game_ends_mid_card": False, "boomtown_bounty": "none",
                                      "boomtown_relief": False}


def test_with_no_expansion_the_setup_says_so_and_deals_the_base_game(ui, monkeypatch):
    monkeypatch.setattr(card_sets, "_REGISTERED", {"base": card_sets.card_set("base")})
    monkeypatch.setattr(dice_modules, "_REGISTERED", {"base": dice_modules.dice_module("base")})
    ui.click("new_game")
    assert ui.widget("no_expansions").label == "None installed: the base game"
    assert not any(w.id.startswith("set.") for w in ui.top.form.widgets)
    ui.click("game_ends_mid_card")
    ui.click("start")
    assert ui.scene.client.setup["sets"] == ["base"]
    assert ui.scene.client.setup["options"] == {"game_ends_mid_card": True}

