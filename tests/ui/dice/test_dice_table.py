"""The dice table driven through the real window by clicks and keys: a whole turn (keep, re-roll, aim, heal), an
Indian attack, the characters' own questions, a three-player and an eight-player game to the end (its Gatlings and
Dynamite told), the game over summary from the real events and the replay to the end; Dynamite locked (but not for
Black Jack) and the re-rolls left counting down, a seat's character and distance under the mouse, and bots' dice
tumbling at the chosen animation speed. Seeds found with find_seeds.py (what each seed meets is noted beside it);
the window's seat is seat 0 against Easy bots."""

import pygame
import pytest

from game.ui.app import App
from game.ui.dice import choosing
from game.ui.dice.drawing import dice_looks, roll_words
from game.ui.dice.ending import why_won
from game.ui.dice.facts import DYNAMITE, roles_dealt
from game.ui.dice.replay import DiceReplay
from game.ui.dice.scene import DiceTable
from game.ui.dice.tumble import Tumble
from game.ui.dice.words import ability_notes
from game.ui.i18n import character_name, t
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from game.ui.table.log import SEAT
from game.ui.table.plate import PICKED
from game.ui.table.zoom import LONG_PRESS, REST
from game.ui.table.zoom import describe as rules_of
from game.ui.testing import Driver, close_app, log_spot

from .driving import new_dice_game, our_decision, play_by_clicks

WHOLE_TURNS = 2         # five players: you keep, re-roll, aim 1s and 2s and give Beers; three Indian attacks
BART = 5                # five players, you are Bart Cassidy: arrows instead of life
PEDRO = 14              # five players, you are Pedro Ramirez: discard an arrow when hit
KIT = 8                 # five players, you are Kit Carlson: discard an arrow of anyone per Gatling
THREE = 3               # three players, you are Sid Ketchum (a life for anyone at the start of your turn)
EIGHT = 0               # eight players, you are Slab the Killer (a Beer doubles a shot); two Indian attacks,
                        # three Gatlings, three Dynamite blasts
LOCKED = 1              # three players: your first roll shows one Dynamite
BLACK_JACK = 6          # five players, you are Black Jack (he may re-roll Dynamite): your first roll shows one


def mine(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["kind"] == kind and e.get("seat") == 0]


def test_a_whole_turn_keep_reroll_aim_and_heal_to_the_game_over_and_its_replay(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    assert isinstance(table, DiceTable)
    seen = play_by_clicks(ui, WHOLE_TURNS)
    assert seen.get("kept") and seen.get("reroll") and seen.get("shoot") and seen.get("beer"), seen
    over = ui.scene
    assert isinstance(over, GameOverScene)
    events = over.events
    assert any(e["kept"] for e in mine(events, "dice_kept"))                    # dice set aside...
    assert any(e["roll"] > 1 for e in mine(events, "dice_rolled"))              # ...and the rest rolled again
    assert mine(events, "shot") and mine(events, "beer")
    hits = sum(-e["delta"] for e in events if e["kind"] == "life" and e["delta"] < 0
               and e.get("by") is not None and e["by"] != e["seat"])
    assert sum(r.damage_dealt for r in over.rows) == hits
    assert sum(r.beers for r in over.rows) == sum(e["kind"] == "beer" for e in events)
    assert all(over.roles)                                                       # every role face up
    ui.click("replay")
    replay = ui.scene
    assert isinstance(replay, DiceReplay)
    ui.until(lambda: replay.shown.data is not None, 5, "the replay's deal")
    assert all(p["role"] for p in replay.shown.players)
    ui.click("replay_end")
    ui.until(lambda: replay.client.finished and replay.shown.data.get("winner"), 10, "the end of the replay")
    assert replay.shown.data["winner"] == over.winner
    ui.click("replay_leave")
    assert isinstance(ui.scene, TitleScene)


def test_an_indian_attack_takes_arrows_and_life_from_every_seat(ui):
    table = new_dice_game(ui, WHOLE_TURNS)

    def attacked() -> bool:
        if any(e["kind"] == "indian_attack" for e in table.events):
            return True
        if table.decision is not None:
            play_one(ui, table)
        return False
    ui.until(attacked, 30, "an Indian attack")
    ui.until(lambda: not table.director.busy, 10, "the attack's animations")
    attack = next(e for e in table.events if e["kind"] == "indian_attack")
    after = table.events[table.events.index(attack):]
    holders = {hit["target"] for hit in attack["hits"]}
    assert holders and holders <= {e["seat"] for e in after if e["kind"] == "life" and e["source"] == "indians"}
    assert holders <= {e["seat"] for e in after if e["kind"] == "arrows" and e["why"] == "indians"}
    shown = table.shown
    assert shown.table["arrow_pile"] + sum(p["arrows"] for p in shown.players) == 9
    opening = t("log.dice.indians", name="\0").split("\0")[0]
    assert any(opening in line.text for line in table.book.lines)


def play_one(ui, table) -> bool:
    """Answer our decision the simple way (stop rolling, the first seat, the first answer); False to go on."""
    if table.director.busy:
        return False
    decision = table.decision
    if decision["kind"] == "reroll":
        ui.key(pygame.K_s)
    elif table.targets():
        ui.click(f"seat{sorted(table.targets())[0]}")
    else:
        ui.key(pygame.K_1)
    if ui.has("yes"):
        ui.click("yes")
    return False


def test_keys_keep_dice_roll_and_aim(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    decision = our_decision(ui, table)
    while decision["kind"] != "reroll":
        play_one(ui, table)
        decision = our_decision(ui, table)
    free = choosing.free_dice(decision)
    ui.key(pygame.K_1 + free[0])
    assert table.keep == {free[0]}                     # its number keeps a die...
    ui.key(pygame.K_1 + free[0])
    assert table.keep == set()                         # ...and puts it back
    ui.click(f"die{free[0]}")
    assert table.keep == {free[0]}                     # a click does the same
    version = table.view["version"]
    ui.key(pygame.K_r)                                 # R rolls the others
    ui.until(lambda: table.view["version"] != version, 10, "the re-roll")
    kept = next(e for e in reversed(table.events) if e["kind"] == "dice_kept" and e["seat"] == 0)
    assert free[0] in kept["kept"]
    while True:
        decision = our_decision(ui, table)
        assert decision is not None, "no 1 or 2 to aim came up"
        if decision["kind"] == "shoot":
            break
        play_one(ui, table)
    ui.key(pygame.K_TAB)
    target = table.picked
    assert target in table.targets() and table.mark(target) == "picked"
    assert all(table.mark(s) == "greyed" for s in range(5) if s not in table.targets() and s != 0)
    ui.key(pygame.K_RETURN)
    if ui.has("yes"):
        ui.press("yes")                  # Enter alone keeps the safe No
    ui.until(lambda: any(e["kind"] == "shot" and e["seat"] == 0 and e["target"] == target for e in table.events),
             10, "the shot")


def test_the_characters_questions_come_to_you_named_and_explained(ui):
    for seed, kind, character in ((BART, "arrow_for_life", "bart_cassidy"), (PEDRO, "discard_own_arrow",
                                                                             "pedro_ramirez"),
                                  (KIT, "discard_any_arrow", "kit_carlson")):
        table = new_dice_game(ui, seed)
        while True:
            decision = our_decision(ui, table)
            assert decision is not None, f"no {kind} came up with seed {seed}"
            if decision["kind"] == kind:
                break
            play_one(ui, table)
        title, text = table.answering().headline()
        assert title == character_name("dice", character) and text
        assert table.shown.me["character"] == character
        play_one(ui, table)
        # the answer taken: the table has moved past the view it answered (a later decision of ours may follow
        # at once, so "no decision" is not the sign), or it was refused
        ui.until(lambda: table.sent is None or table.shown.view["version"] != table.sent, 60,  # noqa: B023
                 "the answer")


def test_a_three_player_game_shows_the_hunt_and_ends_with_its_verdict(ui):
    table = new_dice_game(ui, THREE, players=3)
    ui.until(lambda: table.shown.data is not None, 10, "the deal")
    hunts = {p["seat"]: table.hunts(p) for p in table.shown.players}
    roles = {p["seat"]: p["role"] for p in table.shown.players}
    assert all(roles.values())                                        # three players: every role face up
    prey = {"deputy": "renegade", "renegade": "outlaw", "outlaw": "deputy"}
    for seat, text in hunts.items():
        target = next(s for s, r in roles.items() if r == prey[roles[seat]])
        assert text == t("dice.hunts", name=table.names[target])
    seen = play_by_clicks(ui, THREE)
    assert seen.get("sid_heal"), seen
    over = ui.scene
    assert isinstance(over, GameOverScene) and len(over.winners) == 1
    verdict = why_won(over.events, over.players)
    assert over.players[over.winners[0]]["name"] in verdict


def test_an_eight_player_game_to_the_end_shows_both_renegades(ui):
    table = new_dice_game(ui, EIGHT, players=8)
    ui.until(lambda: table.shown.data is not None, 10, "the deal")
    assert ("renegade", 2) in roles_dealt(8)
    roles = [p.get("role") for p in table.shown.players]          # on the plates: yours and the Sheriff's only
    assert roles[0] and roles.count("sheriff") == 1
    assert all(role is None for seat, role in enumerate(roles) if seat != 0 and role != "sheriff")
    seen = play_by_clicks(ui, EIGHT)
    assert seen.get("doubled"), seen                                   # Slab the Killer doubled a shot
    over = ui.scene
    assert isinstance(over, GameOverScene)
    assert over.roles.count("renegade") == 2 and over.roles.count("outlaw") == 3
    assert sum(e["kind"] == "indian_attack" for e in over.events) >= 1
    told = [entry.text for entry in table.book.lines]
    bursts = 0
    for event in over.events:                   # each Gatling and each three Dynamite told in the log
        key = {"gatling": "log.dice.gatling", "dynamite_exploded": "log.dice.dynamite"}.get(event["kind"])
        if key is not None:
            assert t(key, name=table.names[event["seat"]]) in told
            bursts += 1
    assert bursts >= 2
    shown = table.shown                         # the arrows the Gatlings gave back are in the pile again
    assert shown.table["arrow_pile"] + sum(p["arrows"] for p in shown.players) == 9


def test_dynamite_stays_locked_and_the_rerolls_left_count_down(ui):
    table = new_dice_game(ui, LOCKED, players=3)
    decision = our_decision(ui, table)
    assert decision["kind"] == "reroll" and decision["info"]["rolls_left"] == 2
    dynamite = table.shown.table["dice"].index(DYNAMITE)
    assert dice_looks(table)[dynamite] == "locked"
    ui.click(f"die{dynamite}")
    ui.key(pygame.K_1 + dynamite)
    assert dynamite not in table.keep                          # neither a click nor its number frees it
    assert ui.widget("roll").label == t("dice.roll", n=2)
    assert roll_words(table.shown)[0][0] == t("dice.roll_line", n=1, left=2)
    version = table.view["version"]
    ui.click("roll")
    ui.until(lambda: table.view["version"] != version and not table.director.busy, 10, "the re-roll")
    again = next(e for e in reversed(table.events) if e["kind"] == "dice_rolled")
    assert again["roll"] == 2 and dynamite not in again["dice"]
    if table.decision is not None and table.decision["kind"] == "reroll":     # no third Dynamite came up
        assert ui.widget("roll").label == t("dice.roll", n=1)
        assert roll_words(table.shown)[0][0] == t("dice.roll_line", n=2, left=1)


def test_black_jack_is_told_he_may_reroll_dynamite_and_does(ui):
    table = new_dice_game(ui, BLACK_JACK)
    decision = our_decision(ui, table)
    me = table.shown.me
    faces = table.shown.table["dice"]
    assert decision["kind"] == "reroll" and me["character"] == "black_jack"
    dynamite = faces.index(DYNAMITE)
    assert dice_looks(table)[dynamite] == "reroll"                 # not locked for him
    notes = ability_notes(table.shown.box, me["character"], decision, faces, me["life"])
    assert notes == [t("dice.ability.black_jack", name=character_name("dice", "black_jack"))]
    for die in range(5):
        if die != dynamite:
            ui.key(pygame.K_1 + die)                               # keep the others
    version = table.view["version"]
    ui.click("roll")
    ui.until(lambda: table.view["version"] != version, 10, "the re-roll")
    again = next(e for e in reversed(table.events) if e["kind"] == "dice_rolled")
    assert again["seat"] == 0 and again["dice"] == [dynamite]


def test_resting_the_mouse_on_a_seat_shows_its_character_and_how_far_it_is(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    our_decision(ui, table)
    seat = 2
    character = table.shown.players[seat]["character"]
    ui.move(table.board.portrait(seat).center, REST + 0.2)
    assert table.hover.ready and table.hover.subject == ("character", "dice", character)
    title, text = rules_of(table.hover.subject)
    assert title == character_name("dice", character) and text
    ui.move(table.board.pile.center, REST + 0.2)
    assert table.hover.ready and table.hover.subject == ("face", "arrow")
    ui.hover(f"seat{seat}")                                   # the plate beside the portrait: the distance
    tip = ui.top.form.hover.tooltip
    assert tip == table.seat_tip(seat) and table.names[seat] in tip


def test_bots_turns_tumble_the_dice_at_the_chosen_speed(storage):
    pygame.init()
    settings = Settings.load(storage)
    settings.set("animation_speed", 2.0)
    settings.set("bot_pause", 0.2)
    app = App(storage, settings, size=(1280, 720))          # animations played, not ended at once
    try:
        app.push(TitleScene(app))
        ui = Driver(app)
        seats = [{"kind": "bot", "level": "easy", "name": name} for name in ("Ana", "Bruno", "Carmen", "Diego")]
        start_game(app, {"game": "dice", "seed": 3, "options": {}, "seats": seats})
        table = ui.scene
        ui.until(lambda: len(table.stager.airborne) == 5 and table.shown.table["phase"] == "start", 30,
                 "a bot's first roll in the air")
        assert table.shown.table["dice"] == [None] * 5             # the tray waits for the dice to land
        assert any(isinstance(s, Tumble) for s in table.stager.sprites)
        assert table.tweens.speed == pytest.approx(2.0 * table.director.pace)
        ui.until(lambda: None not in table.shown.table["dice"], 10, "the dice to land")
    finally:
        close_app(app)
        pygame.quit()


def test_a_name_in_the_log_points_at_its_seat_and_a_long_press_on_a_die_only_reads_it(ui):
    table = new_dice_game(ui, WHOLE_TURNS)
    decision = our_decision(ui, table)
    assert decision is not None and decision["kind"] == "reroll"
    ref, pos = log_spot(ui.widget("log"), SEAT)
    ui.move(pos)
    assert table.mark(ref.value) == PICKED                       # the seat named is pointed at on the table
    assert all(table.mark(s) != PICKED for s in range(len(table.names)) if s != ref.value)
    die = next(iter(choosing.free_dice(decision)))
    spot = table.board.slots[die].center
    kept = set(table.keep)
    ui.move(spot)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    ui.step(int(LONG_PRESS * 60) + 6)
    assert table.hover.ready and table.hover.subject[0] == "face"   # held down, the die is enlarged
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    ui.step()
    assert table.keep == kept                                   # reading it kept or freed nothing
    ui.click_at(spot)
    assert table.keep == kept ^ {die}                           # a plain click still does
