"""Old Saloon's Saloon dice, Chief's Arrow and characters on the dice table, headless, clicked as a person would:
games started as any game is (launch.start_game) with the modules on, on positions the rules core builds from
scenario words (the core's game dealt in place of a seeded one: the bots play the other seats)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.dice.scenario import build  # noqa: E402
from game.storage import Storage  # noqa: E402
from game.ui import i18n, theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dice.scene import DiceTable  # noqa: E402
from game.ui.scenes.launch import start_game  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.testing import Driver, close_app  # noqa: E402

SALOON, CHIEF, CHARACTERS = "old_saloon.saloon_dice", "old_saloon.chief_arrow", "old_saloon.characters"
NAMES = ("ana", "bea", "cid", "dan")


@pytest.fixture
def ui(tmp_path, monkeypatch):
    monkeypatch.setenv("BANG_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    pygame.init()
    storage = Storage(tmp_path)
    app = App(storage, Settings.load(storage), size=(1280, 720), instant=True, seed=11)
    app.push(TitleScene(app))
    driver = Driver(app)
    driver.step()
    yield driver
    close_app(app)
    pygame.quit()
    theme.forget()
    i18n.set_language("en")


def stacked(ui, monkeypatch, modules: list[str], players: list[dict], table: dict) -> DiceTable:
    """A table of `modules` at the start of ana's turn (seat 0), the players and table as a scenario names them
    (their rolls scripted): the core's game is dealt in place of the seeded one, the other seats played by bots."""
    base = [{"name": name, "role": role, "character": character}
            for name, role, character in zip(NAMES, ("sheriff", "outlaw", "outlaw", "renegade"),
                                             ("paul_regret", "black_jack", "lucky_duke", "jesse_jones"))]
    spec = {"game": "dice", "expansions": modules, "seed": 1,
            "players": [{**b, **p} for b, p in zip(base, players + [{}] * (4 - len(players)))],
            "table": {"turn": "ana", **table}}
    game = build(spec)
    monkeypatch.setattr("game.ui.client.deal", lambda setup: game)
    seats = [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    start_game(ui.app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", *modules], "seats": seats})
    table_scene = ui.scene
    assert isinstance(table_scene, DiceTable)
    return table_scene


def decision(ui, table: DiceTable, kind: str) -> dict:
    """Our decision of `kind`, once the table has shown everything before it."""
    ui.until(lambda: table.decision is not None and not table.director.busy and table.decision["kind"] == kind
             and table.sent != table.view["version"], 30, f"our {kind} decision")     # not the one just answered
    ui.step(2)
    return table.decision


def test_the_coward_chosen_with_one_click_rolls_five_dice_one_of_them_the_coward(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [SALOON], [], {"rolls": [["1", "2", "beer", "arrow", "broken_arrow"]]})
    decision(ui, table, "saloon_dice")
    labels = [ui.widget(f"answer{i}").label for i in range(3)]
    assert not ui.has("answer3")                        # none, Loudmouth, Coward: three buttons
    assert labels[0] == "1. None" and "Loudmouth" in labels[1] and "Coward" in labels[2]
    assert len(ui.widget("answer2").pictures) == 6      # the Coward's six faces, small
    ui.click("answer2")
    decision(ui, table, "reroll")
    assert table.shown.table["dice_kinds"] == ["base"] * 4 + ["coward"]
    assert table.shown.table["dice"][4] == "broken_arrow"


def shown_player(table: DiceTable, seat: int) -> dict:
    return table.shown.players[seat]


def test_both_halves_of_a_double_are_aimed_at_two_players(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [SALOON], [],
                    {"rolls": [["dynamite", "dynamite", "gatling", "arrow", "double_1"]]})
    decision(ui, table, "saloon_dice")
    ui.click("answer1")                                 # the Loudmouth
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "shoot")
    assert table.answering().dice() == [4]              # one die, two shots: the double 1
    assert table.answering().headline()[1].startswith("Die 5 is a double: shot 1 of 2")
    ui.click("seat1")
    decision(ui, table, "shoot")
    assert table.answering().dice() == [4]              # the same die, its second half
    assert table.answering().headline()[1].startswith("Die 5 is a double: shot 2 of 2")
    ui.click("seat3")
    ui.until(lambda: all(any(line.text.startswith(f"ana shoots {name} with") for line in table.book.lines)
                         for name in ("bea", "dan")), 30, "both halves landing")     # the bots play on after it


def test_the_chief_arrow_taken_with_one_click_lies_on_our_plate(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [CHIEF], [], {"rolls": [["arrow", "beer", "beer", "beer", "gatling"]]})
    decision(ui, table, "chief_arrow")
    assert "Chief's Arrow (worth 2)" in ui.widget("answer1").label
    ui.click("answer1")
    ui.until(lambda: shown_player(table, 0)["piles"]["chief"] == 1 and table.shown.table["piles"]["chief"] == 0, 20,
             "the Chief's Arrow on our plate")
    assert any("Chief's Arrow" in line.text for line in table.book.lines)


def test_molly_stark_takes_another_players_loss_at_a_prompt_naming_it(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [CHARACTERS], [{"character": "molly_stark"}],
                    {"rolls": [["1", "dynamite", "arrow", "gatling", "dynamite"]]})
    decision(ui, table, "reroll")
    ui.click("stop")
    decision(ui, table, "shoot")
    life = shown_player(table, 0)["life"], shown_player(table, 1)["life"]
    ui.click("seat1")
    decision(ui, table, "take_loss")
    title, line = table.answering().headline()
    assert title == "Molly Stark" and "bea is about to lose 1 life" in line
    assert ui.widget("answer0").label == "1. Lose it instead of bea"
    ui.click("answer0")
    ui.until(lambda: shown_player(table, 0)["life"] == life[0] - 1, 20, "Molly's loss")
    assert shown_player(table, 1)["life"] == life[1]


def test_elena_fuente_gives_an_arrow_by_clicking_a_seat(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [CHARACTERS], [{"character": "elena_fuente"}],
                    {"rolls": [["arrow", "dynamite", "beer", "gatling", "dynamite"]]})
    decision(ui, table, "give")
    assert table.answering().headline()[0] == "Elena Fuente" and ui.widget("pass").label == "Keep the arrow"
    ui.click("seat2")
    ui.until(lambda: shown_player(table, 2)["arrows"] == 1, 20, "cid's arrow")
    assert shown_player(table, 0)["arrows"] == 0
    assert any("gives the arrow of die 1 to cid" in line.text for line in table.book.lines)


def test_the_broken_arrow_and_the_bullet_have_their_own_moment_and_a_log_line_each(ui, monkeypatch):
    from game.ui.dice.old_saloon import saloon_dice as side
    made: list[str] = []
    for name in ("Drop", "Flight", "Flash"):
        real = getattr(side, name)
        monkeypatch.setattr(side, name, lambda *a, real=real, name=name, **k: made.append(name) or real(*a, **k))
    table = stacked(ui, monkeypatch, [SALOON], [{"arrows": 1}, {"arrows": 1}],
                    {"arrows": 7, "rolls": [["dynamite", "2", "beer", "arrow", "broken_arrow"], ["bullet"]]})
    decision(ui, table, "saloon_dice")
    ui.click("answer2")                                 # the Coward: the broken arrow
    decision(ui, table, "broken_arrow")
    assert table.answering().headline()[0] == "Broken arrow" and sorted(table.targets()) == [0, 1]
    ui.click("seat1")
    decision(ui, table, "reroll")
    assert shown_player(table, 1)["arrows"] == 0 and made == ["Flight", "Drop"]      # back to the pile, snapped
    told = [line.text for line in table.book.lines]
    assert "ana rolls the Coward this turn." in told and "ana discards an arrow of bea (Broken arrow)." in told


def test_the_bullet_strikes_the_rollers_plate_at_once_and_is_told(ui, monkeypatch):
    from game.ui.dice.old_saloon import saloon_dice as side
    made: list[str] = []
    for name in ("Flight", "Flash"):
        real = getattr(side, name)
        monkeypatch.setattr(side, name, lambda *a, real=real, name=name, **k: made.append(name) or real(*a, **k))
    table = stacked(ui, monkeypatch, [SALOON], [], {"rolls": [["dynamite", "2", "beer", "arrow", "bullet"]]})
    decision(ui, table, "saloon_dice")
    life = shown_player(table, 0)["life"]
    ui.click("answer1")                                 # the Loudmouth: the bullet
    decision(ui, table, "reroll")
    assert shown_player(table, 0)["life"] == life - 1 and made == ["Flight", "Flash"]
    assert "ana loses 1 life to Bullet: 10 left." in [line.text for line in table.book.lines]


def test_jose_delgado_takes_the_loudmouth_as_a_sixth_die_in_one_click(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [SALOON, CHARACTERS], [{"character": "jose_delgado"}],
                    {"rolls": [["dynamite", "2", "beer", "arrow", "gatling", "double_2"]]})
    decision(ui, table, "saloon_dice")
    assert [ui.widget(f"answer{i}").label for i in range(3)] == ["1. None", "2. Loudmouth: a 6th die", "3. Coward"]
    ui.click("answer1")
    decision(ui, table, "reroll")
    assert table.shown.table["dice_kinds"] == ["base"] * 5 + ["loudmouth"] and len(table.board.slots) == 6


def test_apache_kid_takes_the_chief_arrow_from_its_holder_at_a_prompt_naming_him(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [CHIEF, CHARACTERS], [{"character": "apache_kid"}, {"chief": True}],
                    {"rolls": [["arrow", "dynamite", "beer", "gatling", "dynamite"]]})
    decision(ui, table, "chief_arrow")
    assert table.answering().headline() == ("Apache Kid", "For your Arrow you may take the Chief's Arrow from bea "
                                                          "instead of a normal arrow.")
    assert ui.widget("answer1").label == "2. The Chief's Arrow from bea"
    ui.click("answer1")
    ui.until(lambda: shown_player(table, 0)["piles"]["chief"] == 1 and shown_player(table, 1)["piles"]["chief"] == 0,
             20, "the Chief's Arrow taken from bea")


def test_the_chief_arrows_two_for_one_is_told_with_the_indian_attack(ui, monkeypatch):
    table = stacked(ui, monkeypatch, [CHIEF], [{"chief": True, "life": 9}, {"arrows": 8}],
                    {"arrows": 1, "rolls": [["arrow", "dynamite", "beer", "gatling", "dynamite"]]})
    decision(ui, table, "reroll")
    assert shown_player(table, 0)["life"] == 9 - 3              # its arrow and two for the Chief's
    told = [line.text for line in table.book.lines]
    attack = next(i for i, text in enumerate(told) if "Indians" in text)
    assert "ana gives the Indian Chief's Arrow back: in the attack it counted two (2 more life lost, or none when " \
           "he alone held the most arrows)." in told[attack:]
    assert shown_player(table, 0)["piles"]["chief"] == 0 and table.shown.table["piles"]["chief"] == 1


def test_the_replay_draws_each_saloon_die_in_its_own_colour(ui):
    """A finished game with the Saloon dice, replayed: at a turn that rolled a Loudmouth or a Coward the tray draws
    that die as its kind's die (its own colour), not as an ivory base die."""
    from game.bots.random_bot import RandomBot
    from game.core.dice.engine import new_game
    from game.ui.art.looks import face_image
    from game.ui.dice.drawing import dice_looks
    from game.ui.dice.replay import DiceReplay

    seats = [{"kind": "bot", "level": "easy", "name": name} for name in NAMES]
    setup = {"game": "dice", "seed": 3, "options": {}, "sets": ["base", SALOON], "seats": seats}
    game = new_game(3, [{"name": name} for name in NAMES], modules=("base", SALOON))
    bots, answers = [RandomBot(3 + seat) for seat in range(4)], []
    while game.pending is not None:
        seat = game.pending.seat
        action = bots[seat].choose(game.view(seat))
        answers.append([seat, list(action)])
        game.apply(seat, action)
    replay = DiceReplay(ui.app, setup, answers, 0)
    ui.app.push(replay)
    ui.until(lambda: replay.shown.data is not None, 5, "the replay's deal")
    replay.paused = True
    seen = set()
    while not replay.replay_client.finished:
        replay.replay_client.advance()
        ui.until(lambda: not replay.director.busy, 10, "the answer shown")
        kinds, dice = replay.shown.table["dice_kinds"], replay.shown.table["dice"]
        if any(face is None for face in dice):
            continue
        saloon = [d for d, look in enumerate(dice_looks(replay)) if look != "locked" and kinds[d] != "base"]
        if not saloon:                  # (a locked die is drawn darker)
            continue
        ui.step()
        surface = ui.app.surface
        die = saloon[0]
        slot, box = replay.board.slots[die], replay.shown.box
        spots = [(round(slot.width * x), round(slot.height * y)) for x, y in ((0.055, 0.5), (0.5, 0.06), (0.2, 0.8))]
        drawn = [surface.get_at((slot.x + x, slot.y + y))[:3] for x, y in spots]
        own, ivory = (face_image(box, dice[die], kind, slot.width) for kind in (kinds[die], "base"))
        assert drawn == [own.get_at(spot)[:3] for spot in spots], kinds[die]           # its kind's die...
        assert drawn != [ivory.get_at(spot)[:3] for spot in spots], kinds[die]         # ...not a base one
        seen.add(kinds[die])
        if len(seen) == 2:
            break
    assert seen == {"loudmouth", "coward"}
