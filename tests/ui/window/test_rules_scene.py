"""The Rules scene shows every entry of both games (the dice game's faces, characters and roles too), its text and
its art, in both languages; the card game's cards and characters, the dice game's faces and characters are those
of their sets' and modules' window sides, an expansion's (the made-up Boomtown, registered by its window side; the
made-up frontier.gold and frontier.ghosts, by theirs) under its own name, a module's face on its own die."""

import pygame

from game.ui import sets
from game.ui.art.looks import face_image
from game.ui.scenes.rules import RulesScene, entries, module_box, picture
from tests.cards.madeup import boomtown_window

from ...madeup import register_madeup_windows


def expansions() -> int:
    """The entries of the card sets and dice modules registered besides the base game (Boomtown, imported here;
    the built-in dice modules' sides, and the made-up ones when a test registered them in this process): each
    side's pieces (a module's faces, dice, tokens and rules: a face two of them name, once) and characters."""
    return sum(len(s.pieces) + len(s.characters) for s in sets.sides("cards") if s.name != "base") + \
        len({p for s in sets.sides("dice") if s.name != "base" for p in s.pieces}) + \
        sum(len(s.characters) for s in sets.sides("dice") if s.name != "base")


def test_every_entry_can_be_shown_in_both_languages(ui):
    ui.click("rules")
    assert isinstance(ui.scene, RulesScene)
    keys = [key for key, _ in entries() if key is not None]
    assert len(keys) == 5 + 22 + 16 + expansions() + 4 + 5 + 6 + 16 + 4
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
    shows its name, border, copies, cost and rules text in the language of the window, and its face."""
    assert boomtown_window.SIDE in sets.sides("cards")
    ui.click("rules")
    for language, heading, name, facts, text in (
            ("en", "# Boomtown: cards", "Toll Road", "Brown card: play it and discard it - 2 copies - cost 2",
             "Bought: every other player pays you a coin or discards a card."),
            ("es", "# Boomtown: cartas", "Peaje", "Carta marrón: se juega y se descarta - 2 copias - coste 2",
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


def test_a_registered_dice_module_shows_its_faces_and_characters_under_its_name_in_both_languages(ui):
    """frontier.gold's faces (the Nugget, the double 2) and Prospector Pete follow the base game's faces and
    characters, under the module's name; a face reads its module's name and rules and is drawn on the die that
    shows it (the gold die), as the dice table draws it; frontier.ghosts' blank face and its ghost too."""
    register_madeup_windows()
    ui.click("rules")
    for language, faces, people, name, text in (
            ("en", "# Frontier gold: dice faces", "# Frontier gold: characters", "Nugget",
             "each Nugget gives a player of your choice one gold"),
            ("es", "# Oro de la frontera: caras de los dados", "# Oro de la frontera: personajes", "Pepita", "")):
        ui.app.settings.set("language", language)
        rows = entries()
        labels = [label for _, label in rows]
        base_faces = labels.index("# " + ("Dice faces" if language == "en" else "Caras de los dados"))
        assert [key for key, _ in rows[base_faces + 1:base_faces + 7]] == [
            ("face", f) for f in ("arrow", "dynamite", "1", "2", "beer", "gatling")]     # the base game's, as before
        assert base_faces < labels.index(faces) < labels.index(people)
        assert [key for key, _ in rows[labels.index(faces) + 1:labels.index(faces) + 3]] == [
            ("face", "nugget"), None]       # its double 2 is the Loudmouth's face's id: listed once, under Old Saloon
        assert [key for key, _ in rows].count(("face", "double_2")) == 1
        assert rows[labels.index(people) + 1] == (("dice_character", "prospector_pete"), "Prospector Pete"
                                                  if language == "en" else "Pete el Buscador")
        assert ("face", "blank") in [key for key, _ in rows] and ("dice_character", "ghost") in [k for k, _ in rows]
        ui.scene.pick(("face", "nugget"))
        ui.step()
        shown = " ".join(line for _, _, line, _ in ui.widget("text").lines)
        assert shown.startswith(name) and text in shown
    drawn = picture(("face", "nugget"), 150, False)
    gold = face_image(module_box("frontier.gold"), "nugget", "gold", 100)
    assert drawn is not None and pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(gold, "RGBA")


def test_how_to_play_opens_the_rules_of_both_games_with_a_picture_in_both_languages(ui):
    """The card game's turn, distance, hand limit and how to win, the dice game's rolls, arrows, resolving and end:
    each first under its game's "How to play" heading, its text in the window's language, its picture from the
    games' art."""
    ui.click("rules")
    assert ui.scene.selected == ("howto", "turn")               # what a newcomer reads first
    for language, card_game, dice_game, words in (
            ("en", "# How to play BANG!", "# How to play the Dice Game", "hand limit"),
            ("es", "# Cómo se juega a ¡BANG!", "# Cómo se juega a los dados", "límite de mano")):
        ui.app.settings.set("language", language)
        rows = entries()
        labels = [label for _, label in rows]
        assert labels[0] == card_game
        assert [key for key, _ in rows[1:5]] == [("howto", r) for r in ("turn", "distance", "hand_limit", "winning")]
        at = labels.index(dice_game)
        assert [key for key, _ in rows[at + 1:at + 6]] == [
            ("dice_rule", r) for r in ("turn", "arrows", "resolve", "three_players", "end")]
        assert at < labels.index("# " + ("Dice faces" if language == "en" else "Caras de los dados"))
        ui.scene.pick(("howto", "hand_limit"))
        ui.step()
        assert words in " ".join(line for _, _, line, _ in ui.widget("text").lines)
        for key, _ in rows[1:5] + rows[at + 1:at + 6]:
            image = picture(key, 250, False)
            assert image is not None and image.get_width() == 250 and image.get_bounding_rect().width > 100


def test_the_search_narrows_the_list_to_what_holds_the_words_in_either_language(ui):
    ui.click("rules")
    ui.click("search")
    ui.type("panic")
    keys = [key for key, _ in ui.widget("entries").rows if key is not None]
    assert ("card", "panic") in keys and ("howto", "distance") in keys and ("card", "bang") not in keys
    assert ui.widget("entries").rows[0] == (None, "# How to play BANG!")      # each under its heading
    assert ui.scene.selected == keys[0]                          # the first match is shown
    ui.app.settings.set("language", "es")
    ui.click("search")
    for _ in range(5):
        ui.key(pygame.K_BACKSPACE)
    ui.type("limite de mano")                                   # no accent typed: "límite" is found
    keys = [key for key, _ in ui.widget("entries").rows if key is not None]
    assert ("howto", "hand_limit") in keys and ("howto", "turn") in keys and len(keys) < 10
    ui.type(" zzz")
    assert [key for key, _ in ui.widget("entries").rows] == [] and ui.app.toasts
