"""The made-up modules through the real window, headless, clicked like a person: a game of frontier.gold and
frontier.ghosts started as any game is (launch.start_game, the modules in the setup's sets), its window sides
defined in this folder only (frontier_window.py, ghosts_window.py). The gold die is paid for at the prompt's
button, rolled and drawn gold beside the ivory ones, a Nugget given by clicking a seat, the gold and the claims
shown on the plates, their moves told in the log, the Nuggets among the steps the dice resolve in, in both
languages; the game is played to its end."""

import importlib.util
import os
import random
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.storage import Storage  # noqa: E402
from game.ui import i18n, sets, theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.art.dice import LOOKS  # noqa: E402
from game.ui.dice import looks  # noqa: E402
from game.ui.dice.drawing import step_name  # noqa: E402
from game.ui.dice.scene import DiceTable  # noqa: E402
from game.ui.scenes.gameover import GameOverScene  # noqa: E402
from game.ui.scenes.launch import start_game  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.testing import Driver, close_app  # noqa: E402


def _side(name: str):
    spec = importlib.util.spec_from_file_location(f"madeup_{name}", Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FRONTIER_WINDOW, GHOSTS_WINDOW = _side("frontier_window"), _side("ghosts_window")
MODULES = ["base", "frontier.gold", "frontier.ghosts"]
NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
SEED = 30           # five players: you pay for the gold die twice, give two Nuggets' gold, fall and play on as the
                    # ghost (two ghost dice on your tray)


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


def frontier_game(ui, seed: int = SEED, players: int = 5) -> DiceTable:
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": name}
                                                   for name in NAMES[1:players]]
    start_game(ui.app, {"game": "dice", "seed": seed, "options": {}, "sets": MODULES, "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    return table


def our_decision(ui, table: DiceTable) -> dict | None:
    ui.until(lambda: isinstance(ui.scene, GameOverScene) or ui.has("yes")
             or (table.decision is not None and not table.director.busy), 30, "our decision")
    return None if isinstance(ui.scene, GameOverScene) else table.decision


def play(ui, table: DiceTable, seed: int, seconds: float = 90, until=None) -> dict:
    """Play our seat by clicks (dice kept and rolled, seats clicked, the prompt's buttons) until the game is over
    or `until(table)` holds at one of our decisions; returns {decision kind: count}."""
    rng = random.Random(seed)
    seen: dict[str, int] = {}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        decision = our_decision(ui, table)
        if decision is None or until is not None and until(table):
            return seen
        if ui.has("yes"):
            ui.click("yes")
            continue
        kind = decision["kind"]
        seen[kind] = seen.get(kind, 0) + 1
        version = table.view["version"]
        if kind == "reroll":
            dice = f"{len(table.board.slots)} dice"
            seen[dice] = seen.get(dice, 0) + 1
            for die in range(len(table.board.slots)):
                if rng.random() < 0.4:
                    ui.click(f"die{die}")
            ui.click("roll" if ui.widget("roll").enabled and rng.random() < 0.7 else "stop")
        elif table.targets():
            if ui.has("double") and rng.random() < 0.5:
                ui.click("double")
            ui.click("pass" if ui.has("pass") and rng.random() < 0.3 else f"seat{rng.choice(sorted(table.targets()))}")
        else:
            count = sum(ui.has(f"answer{i}") for i in range(9))
            assert count == len(decision["options"]), decision      # a button per answer, whatever the kind
            ui.click("answer0" if kind == "gold_die" else f"answer{rng.randrange(count)}")     # gold die: paid
        if ui.has("yes"):
            continue
        ui.until(lambda: isinstance(ui.scene, GameOverScene) or table.view["version"] != version  # noqa: B023
                 or table.sent is None, 10, "the answer to be taken")
    raise AssertionError(f"the game did not end; so far {seen}")


def test_a_frontier_game_clicked_to_its_end_with_the_gold_die_nuggets_tokens_and_a_ghost(ui):
    table = frontier_game(ui)
    decision = our_decision(ui, table)
    assert decision["kind"] == "gold_die"
    title, line = table.answering().headline()                  # the prompt in the module's words
    assert (title, line) == (sets.text("en", "frontier.prompt.gold_die_title"),
                             sets.text("en", "frontier.prompt.gold_die"))
    assert ui.widget("answer0").label == "1. Pay 1 gold: roll the gold die"
    assert ui.widget("answer1").label == "2. Keep my five dice"
    resolving = [step_name(s) for s in table.shown.box.resolve_order]      # the module's step in its place
    assert resolving == ["Dynamite", "1 and 2", "Beer", "Nuggets", "Gatling"]
    me = table.shown.me
    assert me["piles"]["gold"] == 1 and table.board.token_spots[0][0][0] == "gold"    # the gold on your plate
    ui.click("answer0")
    decision = our_decision(ui, table)
    assert decision["kind"] == "reroll"
    shown = table.shown
    assert shown.table["dice_kinds"] == ["base"] * 4 + ["gold"] and shown.me["piles"]["gold"] == 0
    assert looks.look(shown.box, shown.kind(4)) == LOOKS["gold"] != looks.look(shown.box, shown.kind(0))
    told = [line.text for line in table.book.lines]
    assert "Ana pays 1 gold to roll the gold die." in told
    seen = play(ui, table, SEED)
    over = ui.scene
    assert isinstance(over, GameOverScene), seen
    events = over.events
    assert seen.get("gold_die") and seen.get("nugget"), seen      # paid again; a Nugget's gold given by a click
    nuggets = [e for e in events if e["kind"] == "tokens" and e["why"] == "nugget" and e["by"] == 0]
    assert nuggets                                                  # your Nuggets gave gold
    ghost = next(e for e in events if e["kind"] == "tokens" and e["to"].get("zone") == "ghost")
    assert ghost["to"]["seat"] == 0 and seen.get("2 dice")            # you fell, and rolled two ghost dice by clicks
    assert any(e["kind"] == "dice_rolled" and e["seat"] == 0 and e.get("kinds") == ["ghost", "ghost"]
               for e in events)


def test_the_modules_words_and_pieces_in_spanish(ui):
    i18n.set_language("es")
    table = frontier_game(ui)
    decision = our_decision(ui, table)
    assert decision["kind"] == "gold_die"
    assert table.answering().headline()[0] == "El dado de oro"
    assert ui.widget("answer0").label == "1. Pagar 1 oro: tirar el dado de oro"
    assert i18n.character_name("dice", "prospector_pete") == "Pete el Buscador"
    assert sets.piece("dice", "nugget").name("es") == "Pepita"
    assert looks.pictures(table.shown.box, "double_2") == (looks.picture("2"),) * 2      # a double: two symbols
    ui.click("answer1")                                         # five ivory dice, the gold kept
    decision = our_decision(ui, table)
    assert table.shown.table["dice_kinds"] == ["base"] * 5 and table.shown.me["piles"]["gold"] == 1


def test_petes_die_turned_shows_at_once_as_his_window_side_says(frontier):
    """Pete's trade turns a rolled Arrow into a Beer: the table's model shows the Beer on that die as soon as the
    event plays, by the module's own change (frontier_window.die_turned), not at the next view."""
    import tomllib

    from game.core.dice import scenario
    from game.session import view_message
    from game.ui.dice.model import Shown

    spec = tomllib.loads((Path(__file__).parent / "scenarios" / "pete_trades_an_arrow.toml").read_text())
    game = scenario.build(spec)
    game.take_events()
    game.apply(*scenario.to_action(game, spec["steps"][0]))
    shown = Shown(0)
    shown.apply_view(view_message(game.view(0))["view"])
    assert shown.table["dice"][0] == "arrow"
    events = game.apply(*scenario.to_action(game, spec["steps"][2]))
    for event in (e.visible_to(0) for e in events):
        shown.apply_event(event)
        if event["kind"] == "die_turned":
            assert shown.table["dice"][0] == "beer"
    assert shown.table["dice"] == game.view(0).data["table"]["dice"]


@pytest.mark.parametrize("players", [4, 8])
def test_the_bank_and_the_claims_lie_in_the_middle_as_their_zones_place_them(ui, players):
    """frontier's gold pile is a bank (COUNTER) and its claims a face-down stack (DECK): the board lays them in the
    middle beside the arrow pile (above it among eight plates), clear of the tray and every plate, each with its
    caption and count; the gold a player holds stays on his plate."""
    table = frontier_game(ui, players=players)
    ui.until(lambda: table.decision is not None and not table.director.busy, 20, "our decision")
    ui.step()
    board, piles = table.board, table.shown.table["piles"]
    assert set(board.spots) == {"gold", "claims"}
    things = [board.pile, board.tray, *board.layout.plates.values()]
    for name, spot in board.spots.items():
        assert board.layout.felt.contains(spot), name
        assert spot.collidelist(things + [s for n, s in board.spots.items() if n != name]) == -1, name
        assert board.pile_spot(name) == spot.center
    assert "ghost" in piles          # frontier.ghosts' pile: no window side places it, so not in the middle
    words = {name: i18n.zone_caption("dice", name, piles[name]) for name in board.spots}
    assert words == {"gold": f"Gold: {piles['gold']}", "claims": f"Claims: {piles['claims']}"}
    assert board.token_spots[0] and board.token_spots[0][0][0] == "gold"      # your gold: a chip on your plate
