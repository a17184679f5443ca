"""Old Saloon's modules in the Setup scene, clicked like a person: a checkbox each under its box's title with its
one line on what it adds (whole in its tip, both languages), the characters a combination leaves out said, the Ghost
refused at four players in words, and the game dealt with the modules kept in the autosave."""

from game.session import parse_autosave
from game.setups import DESCRIPTIONS
from game.ui.dice.scene import DiceTable
from game.ui.widgets import Toggle

from .conftest import saved_at

MODULES = ("old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.roles", "old_saloon.characters",
           "old_saloon.ghost")


def rows(ui, prefix: str) -> str:
    """The words of the labels whose ids start with `prefix`, joined."""
    return " ".join(w.label for w in ui.app.top.form.widgets if w.id.startswith(prefix))


def test_each_module_has_its_line_and_a_left_out_character_is_said(ui):
    ui.click("new_game")
    ui.click("game", "midright")                                      # the dice game
    for name in MODULES:
        assert isinstance(ui.widget(f"set.{name}"), Toggle)
        expansion = DESCRIPTIONS["dice"].expansion(name)
        line = ui.widget(f"blurb.{name}")               # one line, read whole in its tip
        assert expansion.blurb_en and expansion.blurb_es and line.tip == expansion.blurb_en
        assert expansion.blurb_en.startswith(line.label.rstrip("…"))
    assert ui.widget("box.old_saloon.saloon_dice").label == "Old Saloon"        # the modules under their box
    assert ui.widget("box.undead_or_alive.boneyard").label == "Undead or Alive"
    assert ui.widget("blurb.old_saloon.ghost").tip.endswith("(5+ players).")
    assert not ui.has("left_out.0")
    ui.scroll_to("set.old_saloon.characters")
    ui.click("set.old_saloon.characters")
    assert rows(ui, "left_out.") == ("Left out: José Delgado, Tequila Joe (without Loudmouth and Coward); Apache Kid "
                                     "(without The Indian Chief's Arrow).")
    ui.app.settings.set("language", "es")
    assert ui.widget("blurb.old_saloon.ghost").tip.endswith("(5+ jugadores).")
    assert ui.widget("box.old_saloon.saloon_dice").label == "El viejo saloon"
    assert rows(ui, "left_out.").startswith("Quedan fuera: José Delgado, Tequila Joe (sin El Bocazas y el Cobarde)")
    ui.app.settings.set("language", "en")
    ui.scroll_to("set.old_saloon.saloon_dice")
    ui.click("set.old_saloon.saloon_dice")
    assert rows(ui, "left_out.") == "Left out: Apache Kid (without The Indian Chief's Arrow)."


def test_the_ghost_is_refused_at_four_players_and_the_modules_are_kept_in_the_autosave(ui):
    ui.click("new_game")
    ui.click("game", "midright")
    ui.click("players", "midleft")                                    # four players
    ui.scroll_to("set.old_saloon.ghost")
    ui.click("set.old_saloon.ghost")
    assert ui.widget("refused").label == "The Ghost is for 5 to 8 players, not 4."
    assert not ui.widget("start").enabled
    ui.click("players", "midright")
    assert not ui.has("refused")
    for name in ("old_saloon.saloon_dice", "old_saloon.chief_arrow"):
        ui.scroll_to(f"set.{name}")
        ui.click(f"set.{name}")
    ui.click("start")
    table = ui.scene
    assert isinstance(table, DiceTable)
    ui.until(lambda: table.view is not None and saved_at(ui.app.storage) is not None, 30, "the autosave")
    record = parse_autosave(ui.app.storage.read_autosave())
    assert record["setup"]["sets"] == ["base", "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.ghost"]
