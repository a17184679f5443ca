"""Learn to play: every lesson of both games played start to end by clicks from the title, on the real tables; a
move the step does not ask for is refused with the step's hint; a lesson left midway resumes at its step."""

import json

import pytest

from game.ui.client import LessonClient
from game.ui.i18n import t
from game.ui.learn.lessons import after, lessons, say
from game.ui.learn.table import Lessoned
from game.ui.scenes.learn import LearnScene
from game.ui.scenes.title import TitleScene
from game.ui.settings import FORMAT
from tests.ui.learn.driving import open_lesson, play_lesson, settled

EVERY = [lesson for game in ("cards", "dice") for lesson in lessons(game)]


def assert_drawable(progress, lesson) -> None:
    """The Learn to play button of a finished lesson has no character the bundled font lacks (a ✓ showed as a box
    with hex digits in it)."""
    from game.ui import theme
    from game.ui.i18n import set_language
    for language in ("en", "es"):
        set_language(language)
        label = LearnScene.label(type("Scene", (), {"reached": lambda self, _: progress[lesson.key]})(), lesson)
        font = theme.font("bold", 20)
        missing = font.metrics("\ue000")[0]       # a private-use character: what a missing glyph measures
        assert all(c == " " or font.metrics(c)[0] != missing for c in label), (language, label)
    set_language("en")


@pytest.mark.parametrize("lesson", EVERY, ids=lambda lesson: lesson.key)
def test_every_lesson_plays_to_its_end_by_clicks(ui, lesson):
    table = open_lesson(ui, lesson.key)
    assert table.step == 0 and table.lesson is lesson
    assert play_lesson(ui, table) == len(lesson.steps)
    assert table.done and ui.has("lesson_back")
    assert ui.app.settings["learn.progress"][lesson.key] == len(lesson.steps)
    assert_drawable(ui.app.settings["learn.progress"], lesson)
    if after(lesson) is not None:                       # the next lesson follows on the same kind of table
        ui.click("next_lesson")
        following = ui.scene
        assert isinstance(following, type(table)) and following.step == 0 and following.lesson is not lesson
    else:                                       # the last of the game's (or a set's): on to the guided first game
        assert not ui.has("next_lesson") and ui.has("guided")
        ui.click("lesson_back")
        assert isinstance(ui.scene, LearnScene)
        ui.click("back")
        assert isinstance(ui.scene, TitleScene)


def test_a_card_the_step_does_not_play_is_dimmed_and_says_the_hint(ui):
    table = open_lesson(ui, "cards.turn")
    settled(ui, table)
    hint = say(table.lesson.steps[0].hint)
    stagecoach = next(i for i, c in enumerate(table.shown.hand) if table.card_options(c) == [])
    ui.click(f"hand{stagecoach}")                   # a legal play in the game, not this step's
    assert table.reason_shown() == (stagecoach, hint, True)
    assert table.step == 0 and table.client.game.pending.seat == 0 and len(table.client.game.players[0].hand) == 6


def test_a_wrong_answer_is_refused_with_the_hint_and_changes_nothing(ui):
    """The dice tray offers every roll (which dice to keep is the player's): a wrong one is refused in words."""
    table = open_lesson(ui, "dice.rolling")
    settled(ui, table)
    version = table.client.game.version
    ui.click("stop")                                # the step asks for a roll of three dice
    ui.step(2)
    hint = say(table.lesson.steps[0].hint)
    assert ui.app.toasts and ui.app.toasts[-1][0] == hint
    assert table.step == 0 and table.client.game.version == version
    settled(ui, table)                              # the same decision, to be answered again
    assert play_lesson(ui, table) == len(table.lesson.steps)


def test_the_client_refuses_another_answer_with_the_hint():
    lesson = lessons("cards")[0]
    client = LessonClient(lesson)
    client.poll()
    game = client.game
    end_turn = ("end_turn",)
    assert end_turn in game.pending.options and end_turn not in client.expected()
    version = game.version
    client.send(list(end_turn), version)
    assert client.poll() == [{"type": "refused", "rule": "lesson", "message": say(lesson.steps[0].hint),
                              "hint": say(lesson.steps[0].hint)}]
    assert game.version == version and client.step == 0


def test_leaving_midway_goes_to_the_lessons_and_the_lesson_resumes_at_its_step(ui):
    lesson = lessons("cards")[1]
    table = open_lesson(ui, lesson.key)
    assert play_lesson(ui, table, stop_at=2) == 2
    hand = list(table.shown.hand)
    ui.click("leave")
    assert isinstance(ui.scene, LearnScene)         # the list the lesson was picked from
    assert ui.app.settings["learn.progress"][lesson.key] == 2
    assert "3" in ui.widget(f"lesson_{lesson.key}").tip     # "Resume at step 3 of 5"
    ui.click(f"lesson_{lesson.key}")
    again = ui.scene
    assert isinstance(again, Lessoned) and again is not table
    settled(ui, again)
    assert again.step == 2 and again.shown.hand == hand
    ui.key(__import__("pygame").K_ESCAPE)           # Esc leaves too
    assert isinstance(ui.scene, LearnScene)
    ui.click("back")
    assert isinstance(ui.scene, TitleScene)


def test_the_first_start_offers_the_lessons_once(ui):
    title = ui.scene
    title.offer_lessons()
    assert ui.has("learn") and ui.has("no")          # the dialog's buttons: Learn, Not now
    assert ui.widget("learn").style == "primary" and ui.widget("no").style == "plain"   # the lessons invited
    ui.click("learn")
    assert isinstance(ui.scene, LearnScene)
    ui.click("back")
    title.offer_lessons()                           # asked again: never twice
    assert isinstance(ui.scene, TitleScene) and not ui.has("no")
    assert ui.app.settings["learn.offered"] is True


@pytest.mark.parametrize("lesson", EVERY, ids=lambda lesson: lesson.key)
def test_every_step_speaks_both_languages(lesson):
    for words in [lesson.title, lesson.done] + [w for step in lesson.steps for w in (step.text, step.hint)]:
        assert set(words) == {"en", "es"} and all(words.values())


@pytest.mark.parametrize("progress", ["garbage", {"cards.turn": "three"}, {"cards.turn": -1}, [1, 2]])
def test_a_wrong_progress_in_the_settings_file_is_dropped_and_the_lessons_start_afresh(start_app, storage, progress):
    storage.config.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps({"format": FORMAT, "values": {
        "learn.progress": progress, "learn.offered": "yes", "volume": 0.5}}), encoding="utf-8")
    ui = start_app()
    settings = ui.app.settings
    assert settings["learn.progress"] == {} and settings["learn.offered"] is False and settings["volume"] == 0.5
    assert sorted(settings.problems) == ["learn.offered", "learn.progress"]
    table = open_lesson(ui, "cards.turn")
    settled(ui, table)
    assert table.step == 0


def test_a_saved_step_past_a_lesson_s_end_reopens_it_from_the_start(start_app, storage):
    """A lesson shortened by a later version: its step reached is past its end, so it counts as done."""
    storage.config.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps({"format": FORMAT, "values": {
        "learn.progress": {"cards.turn": 60, "dice.gone": 2}}}), encoding="utf-8")
    ui = start_app()
    ui.click("learn")
    assert ui.widget("lesson_cards.turn").label.endswith("(done)")
    ui.click("lesson_cards.turn")
    settled(ui, ui.scene)
    assert ui.scene.step == 0


def test_the_distance_lesson_s_tooltip_says_the_scope_brought_carmen_within_reach(ui):
    """Lesson 3 asks to point at Carmen: her seat's tooltip tells the distance, before the Scope and after it."""
    table = open_lesson(ui, "cards.distance")
    settled(ui, table)
    ui.hover("seat2")
    before = ui.widget("seat2").tooltip
    play_lesson(ui, table, stop_at=1)               # the Scope is in play
    ui.hover("seat2")
    after = ui.widget("seat2").tooltip
    assert before and after and before != after
    assert "2" in before and "Scope" in after


def test_the_dice_danger_lesson_says_to_keep_the_arrow_and_its_refusal_says_so_too(ui):
    """The newcomer kept nothing, as the old hint said, and was refused: the step wants the arrow kept."""
    table = open_lesson(ui, "dice.danger")
    settled(ui, table)
    assert not table.keep                           # nothing kept yet: a roll now would roll the arrow too
    ui.click("roll")
    ui.step(2)
    hint = say(table.lesson.steps[0].hint)
    assert ui.app.toasts and ui.app.toasts[-1][0] == hint and table.step == 0
    for words in (table.lesson.steps[0].text, table.lesson.steps[0].hint):
        assert "keep nothing" not in words["en"] and "arrow" in words["en"] and "flecha" in words["es"]
    settled(ui, table)
    assert play_lesson(ui, table) == len(table.lesson.steps)


def test_the_dice_seat_tip_says_one_seat_and_the_numbers_over_the_seats_are_captioned(ui):
    from game.ui.dice.drawing import reach_caption
    table = open_lesson(ui, "dice.rolling")
    settled(ui, table)
    ui.hover("seat1")                               # Bruno, next to you
    tip = ui.widget("seat1").tooltip
    assert tip and "1 seats" not in tip and "1 seat" in tip
    assert any("numbers over the seats" in words for words, _ in reach_caption(table.shown))


def test_the_first_start_offer_takes_enter_for_the_lessons_and_esc_for_not_now(ui):
    import pygame
    ui.scene.offer_lessons()
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.scene, LearnScene)
    ui.click("back")
    ui.app.settings.set("learn.offered", False)
    ui.scene.offer_lessons()
    ui.key(pygame.K_ESCAPE)                         # Esc still picks the safe answer, last
    assert isinstance(ui.scene, TitleScene) and not ui.has("no")


def test_the_last_card_lesson_leads_on_to_a_guided_first_game(ui):
    from game.ui.cards.scene import CardTable
    lesson = lessons("cards")[-1]
    table = open_lesson(ui, lesson.key)
    play_lesson(ui, table)
    ui.click("guided")
    game = ui.scene
    assert isinstance(game, CardTable) and not isinstance(game, Lessoned)
    assert game.setup["guided"] and [s["level"] for s in game.setup["seats"][1:]] == ["easy"] * 3


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_lesson_s_heading_never_breaks_its_title_or_its_step_midway(ui, language):
    from game.ui.i18n import set_language
    set_language(language)
    for lesson in EVERY:
        table = open_lesson(ui, lesson.key)
        settled(ui, table)
        title, along = say(lesson.title), t("learn.step", n=1, of=len(lesson.steps))
        assert table.heading in ([f"{title}  ·  {along}"], [title, along]), table.heading
        ui.click("leave")
        ui.click("back")
    set_language("en")


def test_the_character_lesson_says_where_to_point_and_the_portrait_shows_the_character(ui):
    """Pointing at a plate's text shows its distance; the lesson says to point at the portrait, which shows the
    character card."""
    table = open_lesson(ui, "cards.character")
    settled(ui, table)
    step = table.lesson.steps[0].text
    assert "portrait" in step["en"] and "retrato" in step["es"]
    plate = table.board.layout.plates[1]
    assert table.subject_at((plate.x + plate.height // 2, plate.centery))[0][0] == "character"


@pytest.mark.parametrize("key", ["cards.turn", "dice.rolling"])
def test_a_finished_lesson_says_it_is_finished_not_whom_it_waits_on(ui, key):
    """The newcomer's first lesson sat on "Waiting for Bruno..." once it was over, as if the game had hung."""
    from game.ui.cards.drawing import status_line
    from game.ui.dice.console import _news
    table = open_lesson(ui, key)
    play_lesson(ui, table)
    said = status_line(table) if key.startswith("cards") else _news(table)
    assert said == t("learn.finished", next=t("learn.next"), back=t("learn.back"))
    assert "Waiting" not in said and ui.has("next_lesson") and ui.has("lesson_back")


@pytest.mark.parametrize("key, told", [("cards.turn", False), ("cards.defending", False), ("cards.distance", True)])
def test_reach_and_distance_stay_off_the_plates_until_the_distance_lesson(ui, monkeypatch, key, told):
    """Lesson 1 showed "Reach 1 · Distance 1" on every plate, words only lesson 3 explains."""
    from game.ui import theme
    drawn: list[str] = []
    render = theme.render
    monkeypatch.setattr(theme, "render", lambda text, *a, **k: (drawn.append(text), render(text, *a, **k))[1])
    table = open_lesson(ui, key)
    settled(ui, table)
    ui.app.draw()
    facts = [text for text in drawn if text.startswith(t("board.hand", n=""))]
    assert facts, "the plates tell the hands"
    assert any(t("board.reach", n="") in text for text in facts) is told
    assert any(t("board.distance", n="") in text for text in facts) is told


@pytest.mark.parametrize("key", ["cards.turn", "dice.rolling"])
def test_a_lesson_shows_no_tip_and_spends_none(ui, key):
    """The role's goal tip (shown in every game) came up over the first dice lesson, and was then spent before the
    guided game it is for."""
    table = open_lesson(ui, key)
    play_lesson(ui, table, stop_at=1)
    assert table.tips.shown is None and not ui.has("tip_close") and ui.app.settings["tips_seen"] == []
