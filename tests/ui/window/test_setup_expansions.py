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
from game.ui.widgets import Cycler, ScrollBox, Toggle

from ...madeup import register_madeup, saloon_modules


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
    assert started[-1]["options"] == {"game_ends_mid_card": False, "simplified_deck": False, "ley_implacable": False,
                                      "boomtown_bounty": "none", "boomtown_relief": False}


def test_with_no_expansion_the_setup_says_so_and_deals_the_base_game(ui, monkeypatch):
    monkeypatch.setattr(card_sets.SETS, "registered", {"base": card_sets.card_set("base")})
    monkeypatch.setattr(card_sets.SETS, "built_in", {"base": card_sets.BUILT_IN["base"]})
    monkeypatch.setattr(dice_modules.MODULES, "registered", {"base": dice_modules.dice_module("base")})
    monkeypatch.setattr(dice_modules.MODULES, "built_in", {"base": dice_modules.BUILT_IN["base"]})
    ui.click("new_game")
    assert ui.widget("no_expansions").label == "None installed: the base game"
    assert not any(w.id.startswith("set.") for w in ui.top.form.widgets)
    ui.click("game_ends_mid_card")
    ui.click("start")
    assert ui.scene.client.setup["sets"] == ["base"]
    assert ui.scene.client.setup["options"] == {"game_ends_mid_card": True, "simplified_deck": False,
                                                "ley_implacable": False}


def _wheel(ui, pos, clicks: int) -> None:
    """The mouse over `pos` turns the wheel `clicks` notches (down: negative)."""
    ui.move(pos)
    for _ in range(abs(clicks)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if clicks > 0 else -1, flipped=False,
                                             precise_x=0.0, precise_y=float(clicks > 0 or -1)))
        ui.step()


def test_many_expansions_scroll_by_the_wheel_and_by_tab_and_the_last_one_starts(ui, started, monkeypatch):
    """Fourteen modules with options run past the panel: the list scrolls (a bar shows it), the wheel over a choice
    scrolls rather than changing it, the last module is reached by the wheel and switched on, its option below is
    reached by Tab from the top (scrolled into view as it takes the focus), set by Space, and the game starts with
    both; the place in the list stays across the new layouts a choice makes."""
    monkeypatch.setattr(dice_modules.MODULES, "registered", {"base": dice_modules.dice_module("base"),
                                                      **{m.name: m for m in saloon_modules(14)}})
    monkeypatch.setattr(dice_modules.MODULES, "built_in", {"base": dice_modules.BUILT_IN["base"]})  # its fourteen only
    ui.click("new_game")
    ui.click("game", "midright")                                      # the dice game
    box = ui.widget("chooser")
    last = ui.widget("set.saloon.14")
    assert isinstance(box, ScrollBox) and box.content_height > box.rect.height and box.rect.bottom < ui.widget(
        "start").rect.top
    assert not box.shows(last) and not last.contains(last.rect.center)   # below the panel: not there to click
    below = next(w for w in (ui.widget(f"set.saloon.{n}") for n in range(1, 15)) if not box.shows(w))
    assert ui.app.rect.collidepoint(below.rect.center) and not below.contains(below.rect.center)
    ui.click_at(below.rect.center)                                    # the first one hidden, just below the panel
    assert ui.top.chooser.sets["dice"] == ["base"], "a click below the panel switched nothing"
    _wheel(ui, ui.widget("set.saloon.2").rect.center, -20)           # down to the end, over the toggles
    last = ui.widget("set.saloon.14")
    assert box.offset > 0 and box.shows(last) and box.rect.contains(last.rect)
    ui.click("set.saloon.14")
    assert ui.top.chooser.sets["dice"] == ["base", "saloon.14"]
    box, last = ui.widget("chooser"), ui.widget("set.saloon.14")
    assert box.offset > 0 and box.rect.contains(last.rect), "the new layout kept the place in the list"
    option = ui.widget("saloon14_house_rule")
    _wheel(ui, box.rect.center, 20)                                   # back to the top
    box = ui.widget("chooser")
    assert box.offset == 0 and not box.shows(option)
    while ui.top.form.focus is None or ui.top.form.focus.id != "saloon14_house_rule":
        ui.key(pygame.K_TAB)
    box, option = ui.widget("chooser"), ui.widget("saloon14_house_rule")
    assert box.offset > 0 and box.rect.contains(option.rect), "Tab scrolled the option into view"
    ui.key(pygame.K_SPACE)
    assert ui.top.chooser.chosen_options("dice") == {"saloon14_house_rule": True}
    ui.click("start")
    [setup] = started
    assert setup["sets"] == ["base", "saloon.14"] and setup["options"] == {"saloon14_house_rule": True}


def test_the_wheel_over_a_choice_in_the_list_scrolls_and_leaves_the_choice(ui, started, monkeypatch):
    monkeypatch.setattr(dice_modules.MODULES, "built_in", {"base": dice_modules.BUILT_IN["base"]})
    monkeypatch.setattr(dice_modules.MODULES, "registered", {"base": dice_modules.dice_module("base"),
                                                      **{m.name: m for m in saloon_modules(8)}})
    ui.click("new_game")
    ui.click("game", "midright")
    ui.click("set.saloon.1")                                          # its three options come after the modules
    _wheel(ui, ui.widget("chooser").rect.center, -20)                 # down to them
    rounds, end = ui.widget("saloon1_rounds"), ui.widget("chooser").offset
    assert isinstance(rounds, Cycler) and ui.widget("chooser").rect.contains(rounds.rect)
    _wheel(ui, rounds.rect.center, 1)
    assert ui.widget("chooser").offset < end
    assert ui.top.chooser.chosen_options("dice")["saloon1_rounds"] == 3, "the wheel scrolled; the number stayed"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_expansions_have_a_panel_of_their_own_and_a_refusal_still_shows(start_app, size, monkeypatch):
    """The dice game's eleven modules: most of them at a glance beside the seats (two and a half once, under the
    fields); the card game's expansions, variants and options all at once; a refusal said in words below both. The
    program's own sets only: a made-up set another test registered in this process would add a row."""
    monkeypatch.setattr(card_sets.SETS, "registered", {name: card_sets.card_set(name) for name in card_sets.BUILT_IN})
    monkeypatch.setattr(dice_modules.MODULES, "registered",
                        {name: dice_modules.dice_module(name) for name in dice_modules.BUILT_IN})
    ui = start_app(size)
    ui.click("new_game")
    box = ui.widget("chooser")
    assert box.content_height <= box.rect.height, "the card game's list needs no scrolling"
    ui.click("game", "midright")
    box = ui.widget("chooser")
    toggles = [w for w in ui.top.form.widgets if w.id.startswith("set.")]
    assert len(toggles) >= 11 and sum(box.shows(w) for w in toggles) >= 6
    for _ in range(2):
        ui.click("players", "midleft")                              # down to 3 players
    ui.click("set.old_saloon.ghost")                                # for 5 to 8 players: refused
    box, refused = ui.widget("chooser"), ui.widget("refused")
    controls = [w for w in ui.top.form.widgets if w.control and w.id != "chooser"]
    assert "The Ghost" in refused.label and ui.app.rect.contains(refused.rect)
    hidden = [w.id for w in controls if refused.rect.colliderect(w.viewport.rect if w.viewport else w.rect)]
    assert not hidden, (refused.rect, [(i, ui.widget(i).rect) for i in hidden])
    assert not any(box.rect.colliderect(ui.widget(f"seat{i}").rect) for i in range(3))


@pytest.mark.parametrize("game", ["cards", "dice"])
def test_every_expansion_and_module_has_its_line_under_its_checkbox_in_both_languages(ui, game):
    """Gold Rush had none while Shadow Gunslingers had one: a line each says what it adds, whole in its tip (each
    the program has: the tests' made-up ones have none)."""
    from game.setups import BASE, DESCRIPTIONS
    from game.ui.sets import BUILT_IN
    ui.click("new_game")
    if game == "dice":
        ui.click("game", "midright")
    expansions = [DESCRIPTIONS[game].expansion(name) for of, name in BUILT_IN if of == game and name != BASE]
    assert expansions, "the program has expansions of this game"
    try:
        for language in ("en", "es"):
            ui.app.settings.set("language", language)
            for expansion in expansions:
                words = expansion.blurb_es if language == "es" else expansion.blurb_en
                assert words, (language, expansion.name)
                line = ui.widget(f"blurb.{expansion.name}")
                assert line.tip == words and words.startswith(line.label.rstrip("…")), (language, expansion.name)
    finally:
        ui.app.settings.set("language", "en")
