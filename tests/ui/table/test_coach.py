"""The coach in offline games against bots (issue 44), driven by clicks as a person would: the Hint shows the Normal
bot's answer for your seat on the table with its reason, from your seat's view and events only (the bot is handed
exactly those, and a hidden fact cannot change it); Take back rebuilds the game to just before your last choice,
view and log alike; neither is offered in a LAN game; the game over and the replay mark a coached game."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.bots.levels import make_bot
from game.core.cards.determinize import deal_unknown
from game.session import deal
from game.ui import theme
from game.ui.cards.scene import CardTable
from game.ui.client import HINT_SEED, rewind, suggest
from game.ui.dice.scene import DiceTable
from game.ui.i18n import t
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game
from game.ui.table import coach
from game.ui.table.zoom import draw_zoom
from game.ui.testing import StillClient

from .driving import new_card_game, our_move, play_until

SEED = 12


def my_play(ui, table) -> dict:
    """On to our turn's play (any other decision of ours answered with its first answer on the way)."""
    while True:
        ui.until(lambda: ui.scene.decision is not None and not ui.scene.director.busy, what="our decision")
        table = ui.scene
        if table.decision["kind"] == "play":
            return table.decision
        ui.click("answer0" if ui.has("answer0") else "hand0")


def seat_events(setup: dict, answers: list, seat: int) -> list[dict]:
    """Every event of the game so far as `seat` may see it, from the rules core itself."""
    game = deal(setup)
    events = list(game.take_events())
    for who, action in answers:
        events += game.apply(who, action)
    return json.loads(json.dumps([e.visible_to(seat) for e in events]))


def end_turn(ui) -> None:
    ui.click("end_turn")
    if ui.has("yes"):                   # over the hand limit: the window asks first
        ui.click("yes")


class Recorder:
    """A Normal bot that keeps what it was handed."""

    def __init__(self):
        self.bot = make_bot("cards", "normal", HINT_SEED)
        self.listens = True
        self.heard: list[dict] = []
        self.seen = None

    def observe(self, event: dict) -> None:
        self.heard.append(event)
        self.bot.observe(event)

    def choose(self, view):
        self.seen = view
        return self.bot.choose(view)


def test_hint_shows_the_normal_bots_answer_on_the_table(ui):
    table = new_card_game(ui, SEED)
    decision = my_play(ui, table)
    table = ui.scene
    ui.click("hint")
    hint = table.hint_in_sight()
    assert hint is not None and hint.option in decision["options"]
    assert hint.reason and table.hint_spots(hint.option), "the hint says why and shows where"
    assert table.setup["coached"] == {"hints": 1}
    assert table.client.setup is table.setup, "the autosave keeps the mark"


def test_the_hint_is_made_from_the_seats_view_and_events_only(ui):
    table = new_card_game(ui, SEED)
    my_play(ui, table)
    table = ui.scene
    client = table.client
    view = table.shown.view
    recorder = Recorder()
    option = suggest("cards", view, table.events, recorder)
    real = client._table.game.view(table.seat).data      # what the rules say this seat may see now
    assert recorder.seen.data == real
    heard = [dict(e) for e in recorder.heard]
    assert heard == table.events
    assert heard == seat_events(table.setup, client.answers_so_far(), table.seat)
    # another deal of everything the seat cannot see (the others' hands, the deck, the roles) gives that seat the
    # same view, and so the same hint
    worlds = [deal_unknown(view["data"], random.Random(n)) for n in (1, 2)]
    hands = [[w.view(s).data["hand"] for s in range(len(table.names)) if s != table.seat] for w in worlds]
    assert hands[0] != hands[1], "the two worlds differ in what is hidden"
    for world in worlds:
        seen = world.view(table.seat)
        other = {**view, "data": seen.data}
        assert suggest("cards", other, table.events) == option


def test_take_back_leaves_the_game_as_it_was_before_the_choice(ui):
    table = new_card_game(ui, SEED)
    my_play(ui, table)
    before = ui.scene
    view, events, lines = before.shown.view, list(before.events), [e.text for e in before.book.lines]
    end_turn(ui)
    ui.until(lambda: ui.scene.decision is not None and ui.scene.shown.view["version"] != view["version"]
             and not ui.scene.director.busy, what="our next decision")
    assert len(ui.scene.events) > len(events)
    ui.click("take_back")
    ui.until(lambda: ui.scene is not before and isinstance(ui.scene, CardTable) and ui.scene.decision is not None
             and not ui.scene.director.busy, what="the game taken back")
    after = ui.scene
    assert after.shown.view == view
    assert after.events == events
    assert [e.text for e in after.book.lines] == lines
    assert after.setup["coached"] == {"take_backs": 1}
    end_turn(ui)                         # the same choice again deals the same cards: nothing came out differently
    ui.until(lambda: len(ui.scene.events) > len(events), what="the game going on")


def test_take_back_goes_to_the_last_real_choice_and_says_when_there_is_none(ui):
    table = new_card_game(ui, SEED)
    my_play(ui, table)
    table = ui.scene
    answers = table.client.answers_so_far()
    cut = rewind(table.setup, answers, table.seat, table.real_choice)
    game = deal(table.setup)
    for who, action in cut or []:
        game.apply(who, action)
    if cut is not None:
        assert game.pending.seat == table.seat and len(game.pending.options) > 1
    assert rewind(table.setup, [], table.seat, table.real_choice) is None


def test_no_coach_in_a_lan_game_nor_when_watching(ui):
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in ("B", "C", "D")]
    lan = {"game": "cards", "seed": SEED, "options": {}, "seats": seats, "lan": {"game_id": "x", "seats": []}}
    start_game(ui.app, lan)
    table = ui.scene
    ui.until(lambda: table.shown.view is not None, what="the deal")
    assert not ui.has("hint") and not ui.has("take_back")
    view = table.shown.view
    ui.app.home()
    ui.app.push(CardTable(ui.app, StillClient({**lan, "lan": True}, view)))      # a LAN client's table
    ui.step(2)
    assert not ui.has("hint") and not ui.has("take_back")
    ui.app.home()
    start_game(ui.app, {**lan, "lan": None, "seats": [dict(s, kind="bot", level="easy") for s in seats]})
    ui.step(2)
    assert not ui.has("hint") and not ui.has("take_back"), "watching bots: nothing to coach"
    ui.app.home()
    start_game(ui.app, {**lan, "lan": None})
    ui.step(2)
    assert ui.has("hint") and ui.has("take_back")


def test_the_dice_hint_marks_the_dice_to_keep(ui):
    seats = [{"kind": "you", "name": "Ana"}] + [{"kind": "bot", "level": "easy", "name": n} for n in ("B", "C", "D")]
    start_game(ui.app, {"game": "dice", "seed": SEED, "options": {}, "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    while True:
        ui.until(lambda: table.decision is not None and not table.director.busy, what="our dice decision")
        if table.decision["kind"] == "reroll":
            break
        ui.click("answer0" if ui.has("answer0") else "stop")
    ui.click("hint")
    hint = table.hint_in_sight()
    assert hint is not None and hint.option in table.decision["options"] and hint.reason
    if hint.option[0] == "reroll":
        assert not table.keep & set(hint.option[1]), "the tray keeps what the hint keeps"


def test_the_game_over_and_the_replay_mark_a_coached_game(ui, monkeypatch):
    table = new_card_game(ui, SEED)
    ui.until(lambda: table.shown.view is not None, what="the deal")
    setup = coach.marked(coach.marked(table.setup, "hints"), "take_backs")
    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a: (drawn.append(text), blit(surface, text, *a))[1])
    data = {**table.shown.data, "winner": "outlaws", "winners": [1]}
    ui.app.push(GameOverScene(ui.app, setup, 0, table.events, data, []))
    ui.step(2)
    ui.app.draw()
    assert coach.coached_words(setup) in drawn
    assert "1 hint(s), 1 take-back(s)" in coach.coached_words(setup)
    drawn.clear()
    ui.app.pop()
    ui.app.push(GameOverScene(ui.app, table.setup, 0, table.events, data, []))
    ui.app.draw()
    assert not any("Coached" in text for text in drawn)
    replay = ui.app.games["cards"].replay(ui.app, setup, [], 0)
    ui.app.replace(replay)
    ui.step(2)
    assert ui.has("coached")



JESSE_JONES_SEED = 89       # 4 players: you are Jesse Jones, and the game opens on your draw choice


def test_the_hint_for_jesse_jones_s_draw_gives_a_reason_that_does_not_repeat_the_answer(ui):
    """The newcomer's first Hint was on this choice: it read "Draw the first card from Carmen. A Normal bot would
    choose this: Draw the first card from Carmen." (and once, in a session not reproduced, left the table)."""
    table = new_card_game(ui, JESSE_JONES_SEED, players=4)
    ui.until(lambda: table.decision is not None and not table.director.busy, what="our first decision")
    assert table.decision["kind"] == "draw_jesse_jones"
    ui.step(60)                                     # the dialog open a while, as the newcomer waited
    ui.click("hint")
    assert ui.scene is table and not ui.app.failures
    hint = table.hint_in_sight()
    assert hint is not None and hint.option in table.decision["options"]
    said = table.hint_words(hint.option)
    assert said not in hint.reason and hint.reason != coach.t("coach.because_bot")
    if hint.option[0] == "draw_from":
        assert table.names[hint.option[1]] in hint.reason
    px = ui.app.px
    assert not table.coach_box((px(640), px(64))).colliderect(table.prompt_box), "the hint covers the question"


def test_the_hint_says_a_card_played_on_a_player_whole_without_double_punctuation(ui):
    from game.ui.cards import coach as card_coach
    from game.ui.cards import deck
    from game.ui.i18n import t
    table = new_card_game(ui, SEED)
    my_play(ui, table)
    table = ui.scene
    ids = {deck.kind_of(c): c for c in range(80)}
    panic, barrel, indians = ids["panic"], ids["barrel"], ids["indians"]
    said = card_coach.words(table, ["play", panic, 1, barrel])
    assert said == f"Play Panic! on {table.names[1]} and take their Barrel"
    assert card_coach.words(table, ["play", indians]) == "Play Indians!"
    line = t("coach.hint_line", what="Play Indians!", why=card_coach.reason(table, ["play", indians]))
    assert "!." not in line and "worth more than keeping" not in line


def test_the_dice_hint_keeps_no_locked_dynamite_and_warns_when_two_are_locked(ui):
    """"Keep Bull's eye 1, Dynamite, Dynamite: they help you more" was the hint one roll before the third blew."""
    from game.ui.dice import coach as dice_coach
    from game.ui.i18n import t
    from tests.ui.learn.driving import open_lesson, settled
    table = open_lesson(ui, "dice.danger")          # two Dynamite locked, an arrow, a Beer and a 1
    settled(ui, table)
    why = dice_coach.reason(table, ["reroll", [3, 4]])
    assert "Dynamite" not in why.split(":")[0] and why.endswith(t("coach.why.dynamite_two"))


def own_lines(table) -> list[str]:
    """The lines the window wrote itself (an answer it made for you: the only one, a turn with nothing left to
    play...), as the log shows them."""
    own = {id(entry) for _, entry in table.own_lines}
    return [e.text for e in table.book.lines if id(e) in own]


def test_take_back_keeps_the_window_s_own_lines_from_before_and_drops_those_after(ui):
    """The log of the game taken back is the whole log shown before the choice, the lines the window wrote itself
    ("Your habit answers...", "Answered for you...") included, and none of those written after it. Over the hand
    limit, the habit discards for us at the end of each turn: one such line before our second turn's choice, one
    after it."""
    ui.app.settings.set("habit.discard_lowest", True)
    table = new_card_game(ui, SEED)
    for _ in range(4):                  # on to a turn of ours with an answer made for us before it and one after
        table = play_until(ui, SEED, lambda t: our_move(t, "play") is not None, 60)
        lines, view, mine = [e.text for e in table.book.lines], table.shown.view, own_lines(table)
        end_turn(ui)
        table = play_until(ui, SEED, lambda t, view=view: our_move(t) is not None
                           and t.shown.view["version"] != view["version"], 60)
        if mine and len(own_lines(table)) > len(mine):
            break
    else:
        raise AssertionError("no answer made for us before and after a choice of ours: another seed")
    before = ui.scene
    ui.click("take_back")
    ui.until(lambda: ui.scene is not before and isinstance(ui.scene, CardTable) and ui.scene.decision is not None
             and not ui.scene.director.busy, what="the game taken back")
    after = ui.scene
    assert after.shown.view == view
    assert [e.text for e in after.book.lines] == lines
    assert own_lines(after) == mine


def test_the_card_help_pointed_at_reads_on_top_of_the_hint(ui):
    """The newcomer pointed at the hinted card: its card help came up under the hint's banner."""
    table = new_card_game(ui, SEED)
    my_play(ui, table)
    table = ui.scene
    ui.click("hint")
    assert table.hint_in_sight() is not None
    hints = [table.coach_box((min(ui.app.px(640), table.table_layout.felt.width - ui.app.px(40)), ui.app.px(40)))]
    for i in range(len(table.shown.hand)):
        ui.hover(f"hand{i}")
        ui.app.draw()
        assert table.hover.ready
        shown = ui.app.surface.copy()
        again = shown.copy()
        box = draw_zoom(again, ui.app, table.hover.subject, table.hover.anchor,
                        table.zoom_note(table.hover.subject))
        if not box.colliderect(hints[0]):
            continue                    # this card's help is clear of the hint: nothing to prove
        inside = box.inflate(-ui.app.px(8), -ui.app.px(8))
        assert pygame.image.tobytes(shown.subsurface(inside), "RGB") == \
            pygame.image.tobytes(again.subsurface(inside), "RGB"), "something is drawn over the card help"
        return
    raise AssertionError("no card's help meets the hint's box: another seed")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_hint_sits_between_the_seats_beside_the_middle_and_says_it_whole(start_app, size):
    """Seed 3 at six seats: a hint as wide as the middle would cover the plates and facts lines of the seats on
    either side (and the cards in front of one); it takes the gap between them, its words all there."""
    ui = start_app(size)
    table = new_card_game(ui, 3, players=6)
    my_play(ui, table)
    table = ui.scene
    ui.click("hint")
    hint = table.hint_in_sight()
    assert hint is not None
    box, rows = table.hint_box(hint, table.table_layout)
    assert box == table.hint_rect()
    taken = table.board.taken(table.shown.players) + list(table.board.facts.values())
    wide = table.coach_box((box.width, box.height)).inflate(ui.app.px(640) - box.width, 0)
    assert wide.collidelist(taken) >= 0, "the seats beside no longer reach the hint: the test covers nothing"
    assert box.collidelist(taken) < 0
    assert " ".join(rows) == t("coach.hint_line", what=table.hint_words(hint.option), why=hint.reason)
