"""The card table driven through the real window by clicks and keys: targets, answers, a Duel, a General Store,
a discard at the end of a turn, decisions with one answer taken for you, the game over summary from the real
events, and the replay to the end. Seeds found with find_seeds.py (what each seed meets is noted beside it)."""

import pygame

from game.bots.levels import make_bot
from game.core.cards.engine import new_game
from game.core.common.table import Table
from game.ui.cards.distance import distance
from game.ui.cards.replay import ReplayScene
from game.ui.cards.scene import CardTable
from game.ui.i18n import t
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.title import TitleScene

from .driving import new_card_game, play_by_clicks

AIM_DUEL_STORE_SHOT = 14        # you aim cards, answer BANG!s, a Duel, and pick in a General Store
DISCARD_DUEL_DYING = 36         # you discard at the end of a turn, answer a Duel and a lethal hit


def test_a_game_by_clicks_aims_answers_duels_and_picks_to_the_game_over_and_its_replay(ui):
    """Also: every decision with a single answer is taken for you (play_by_clicks only ever sees real choices)."""
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    assert isinstance(table, CardTable)
    seen = play_by_clicks(ui, AIM_DUEL_STORE_SHOT)
    for situation in ("aimed", "respond_shot", "respond_duel", "store_pick"):
        assert seen.get(situation), (situation, seen)
    # a decision with one answer never waited for a click: it was taken for us and logged
    told = (t("log.auto.only", what="").split(":")[0], t("log.auto.turn_over"))
    assert any(line.text.startswith(told) for line in table.book.lines)
    over = ui.scene
    assert isinstance(over, GameOverScene)
    plays = [e for e in over.events if e["kind"] == "play"]
    assert sum(r.cards_played for r in over.rows) >= len(plays) > 0
    hits = sum(-e["delta"] for e in over.events if e["kind"] == "life" and e["delta"] < 0
               and e.get("by") is not None and e["by"] != e["seat"])
    assert sum(r.damage_dealt for r in over.rows) == hits
    ui.click("replay")
    replay = ui.scene
    assert isinstance(replay, ReplayScene)
    ui.until(lambda: replay.shown.data is not None, 5, "the replay's deal")
    assert all(len(hand) == p["hand_count"] for hand, p in zip(replay.shown.data["hands"], replay.shown.players))
    assert all(p["role"] for p in replay.shown.players)           # every role face up
    ui.app.draw()
    board = replay.board
    for player in replay.shown.players:             # each hand a row of its own after the cards in play
        hand = replay.shown.data["hands"][player["seat"]] if player["seat"] != replay.seat else []
        assert [c for c, _ in board.in_play[player["seat"]]] == player["in_play"] + hand
    controls = [w.rect for w in replay.form.widgets if w.id.startswith("replay_")]
    fronts = board.layout.fronts.values()
    assert len(controls) == 5 and not any(r.colliderect(front) for r in controls for front in fronts)
    ui.click("replay_end")
    ui.until(lambda: replay.client.finished and replay.shown.data.get("winner"), 10, "the end of the replay")
    assert replay.shown.data["winner"] == over.winner
    ui.click("replay_leave")
    assert isinstance(ui.scene, TitleScene)


def test_a_discard_at_the_end_of_a_turn_and_answers_taken_for_you(ui):
    new_card_game(ui, DISCARD_DUEL_DYING)
    seen = play_by_clicks(ui, DISCARD_DUEL_DYING)
    assert seen.get("discard") and seen.get("respond_duel") and seen.get("dying"), seen
    over = ui.scene
    discards = [e for e in over.events if e["kind"] == "move" and e["why"] == "hand_limit" and e["by"] == 0]
    assert discards


def test_keyboard_play_number_keys_tab_enter_and_space(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    for _ in range(400):
        ui.until(lambda: table.decision is not None or isinstance(ui.scene, GameOverScene), 30, "our decision")
        if isinstance(ui.scene, GameOverScene):
            break
        decision = table.decision
        if decision["kind"] != "play":
            ui.key(pygame.K_1)
            continue
        aimable = [i for i, c in enumerate(table.shown.hand)
                   if any(len(o) == 3 and o[1] == c for o in table.card_options(c))]
        if not aimable:
            version = table.shown.view["version"]
            ui.key(pygame.K_SPACE)
            if ui.has("yes"):
                ui.press("yes")                  # Enter alone keeps the safe No
            ui.until(lambda: table.shown.view["version"] != version  # noqa: B023 -- polled within this iteration
                     or isinstance(ui.scene, GameOverScene), 10, "the end of the turn")
            continue
        ui.key(pygame.K_1 + aimable[0])
        assert table.aim is not None
        ui.key(pygame.K_ESCAPE)
        assert table.aim is None                       # Esc cancels
        ui.key(pygame.K_1 + aimable[0])
        ui.key(pygame.K_TAB)
        target = table.picked
        assert target in table.targets()
        card = table.aim
        ui.key(pygame.K_RETURN)
        if ui.has("yes"):
            ui.press("yes")                  # Enter alone keeps the safe No
        ui.until(lambda: any(e["kind"] == "play" and e["seat"] == 0
                             and e["card"] == card and e["target"] == target  # noqa: B023 -- polled within this iteration
                             for e in table.events), 10, "the keyboard's play")
        return
    raise AssertionError("no card to aim came up")


def test_distances_from_the_view_agree_with_the_targets_the_engine_offers():
    checked = 0
    for seed in range(6):
        game = new_game(seed, 6)
        table = Table(game, [make_bot("cards", "easy", seed + i) for i in range(6)])
        while game.pending is not None and checked < 400:
            pending = game.pending
            view = game.view(pending.seat)
            if pending.kind == "play":
                players = view.data["table"]["players"]
                me = players[pending.seat]
                for c in view.data["hand"]:
                    bangs = {o[2] for o in pending.options if o[0] == "play" and o[1] == c and len(o) == 3}
                    panics = {o[2] for o in pending.options if o[0] == "play" and o[1] == c and len(o) == 4}
                    name = _kind(c)
                    others = [p["seat"] for p in players if p["status"] == "in" and p["seat"] != pending.seat]
                    if name == "bang" and bangs:
                        assert bangs == {s for s in others if distance(view.data, s).in_reach}
                        checked += 1
                    if name == "panic":
                        near = {s for s in others if distance(view.data, s).total <= 1}
                        assert panics <= near and {s for s in near if players[s]["in_play"]} <= panics
                        checked += 1
                assert me["status"] == "in"
            table.answer(pending.seat, table.controllers[pending.seat].choose(view))
    assert checked > 50


def _kind(card_id: int) -> str:
    from game.ui.cards import deck
    return deck.kind_of(card_id)


SID_KETCHUM = 37                # you are Sid Ketchum (five players)


def test_sid_ketchum_discards_two_cards_by_two_clicks_on_the_hand(ui):
    table = new_card_game(ui, SID_KETCHUM)
    for _ in range(600):
        ui.until(lambda: table.decision is not None or isinstance(ui.scene, GameOverScene), 30, "our decision")
        assert not isinstance(ui.scene, GameOverScene), "Sid Ketchum's ability never came up"
        if table.decision["kind"] == "play" and ui.has("sid"):
            break
        if ui.has("answer0"):
            ui.click("answer0")
        elif table.decision["kind"] == "discard":
            ui.click("hand0")
        elif table.decision["kind"] == "play":
            playable = [w.id for w in table.form.widgets if w.id.startswith("hand") and w.enabled]
            ui.click(playable[0]) if playable and table.aim is None else ui.click("end_turn")
            if table.aim is not None:
                ui.click(f"seat{table.targets()[0]}")
            if ui.has("answer0"):
                ui.click("answer0")
            if ui.has("yes"):
                ui.click("yes")
        else:
            ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
    assert not ui.has("answer0")                    # no list of every pair of cards
    hand = list(table.shown.hand)
    life = table.shown.me["life"]
    ui.click("sid")
    sid = table.gestures["sid"]                     # the base set's answer widget for Sid Ketchum's ability
    assert sid.picked == [] and all(table.form.find(f"hand{i}").enabled for i in range(len(hand)))
    ui.click("hand0")
    ui.click("hand0")                               # picked, then picked no more
    assert sid.picked == []
    ui.key(pygame.K_ESCAPE)                         # called off
    assert sid.picked is None
    ui.click("sid")
    ui.click("hand0")
    assert sid.picked == [hand[0]]
    ui.click("hand1")
    ui.until(lambda: table.shown.me["life"] == life + 1, 10, "the life point back")
    assert hand[0] not in table.shown.hand and hand[1] not in table.shown.hand


def test_the_card_that_answers_a_bang_is_lifted_and_answers_with_a_click(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    for _ in range(600):
        ui.until(lambda: table.decision is not None or isinstance(ui.scene, GameOverScene), 30, "our decision")
        assert not isinstance(ui.scene, GameOverScene), "no BANG! to answer with a card came up"
        decision = table.decision
        if decision["kind"] == "respond_shot" and any(o[0] == "missed" for o in decision["options"]):
            break
        if ui.has("answer0"):
            ui.click(f"answer{sum(ui.has(f'answer{i}') for i in range(9)) - 1}")     # the least likely answer
        elif decision["kind"] == "discard":
            ui.click("hand0")
        elif decision["kind"] == "play":
            ui.click("end_turn")
            if ui.has("yes"):
                ui.click("yes")
        else:
            ui.click(next(w.id for w in table.form.widgets if w.id.startswith("pick")))
    missed = next(o[1] for o in table.decision["options"] if o[0] == "missed")
    index = table.shown.hand.index(missed)
    labels = [ui.widget(f"answer{i}").label for i in range(9) if ui.has(f"answer{i}")]
    assert len(labels) == len(set(labels))          # two Missed! are offered once
    assert table.form.find(f"hand{index}").enabled
    ui.click(f"hand{index}")
    ui.until(lambda: any(e["kind"] == "move" and e.get("by") == 0 and e["from"]["zone"] == "hand"
                         and missed in (e["cards"] if isinstance(e["cards"], list) else []) for e in table.events),
             10, "the Missed! played")
