"""The guided first game's one-time tips (issue 44), by clicks as a person would: started from the Setup's "First
game (guided)", a tip shows the first time its moment comes, "Got it" closes it, and it never shows again, not even
after a restart with the same settings; "Show tips" off shows none; "Reset tips" shows them all again; a settings
file with nonsense in the tips' keys starts with their defaults."""

from __future__ import annotations

import json
from contextlib import contextmanager

import pytest

from game.ui.cards.scene import CardTable
from game.ui.scenes.launch import start_game
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import guided_setup
from game.ui.settings import Settings
from game.ui.table.tips import tip_lines

from ..table.driving import new_card_game, play_until


def guided_game(ui) -> CardTable:
    ui.click("new_game")
    ui.click("guided")
    table = ui.scene
    assert isinstance(table, CardTable) and table.setup["guided"]
    assert [s["level"] for s in table.setup["seats"][1:]] == ["easy"] * 3
    return table


def dealt_at(ui, table) -> None:
    ui.until(lambda: table.shown.view is not None and not table.director.busy, what="the deal")


def dealt(ui, table: CardTable) -> None:
    """Until the deal shows, your role's goal (the tip every game starts with) read and closed."""
    dealt_at(ui, table)
    if table.tips.shown is not None and table.tips.shown.startswith("role_"):
        ui.click("tip_close")


def test_a_tip_shows_once_and_never_again_even_after_a_restart(start_app, storage):
    ui = start_app()
    table = guided_game(ui)
    table = play_until(ui, 3, lambda t: t.tips.shown is not None)
    tip = table.tips.shown
    assert ui.has("tip_close")
    ui.click("tip_close")
    assert table.tips.shown is None and not ui.has("tip_close")
    assert tip in ui.app.settings["tips_seen"]
    table.give_tip(tip)                              # its moment again: nothing shows
    assert table.tips.shown is None and not ui.has("tip_close")
    saved = json.loads(storage.settings_path.read_text(encoding="utf-8"))
    assert tip in saved["values"]["tips_seen"]
    ui.app.close()

    again = start_app()                              # the program started again, the same settings file
    table = guided_game(again)
    dealt(again, table)
    table.give_tip(tip)
    assert table.tips.shown is None
    other = next(t for t in ("jail", "general_store", "eliminated") if t != tip)
    table.give_tip(other)                            # a tip not seen yet still shows
    assert table.tips.shown == other and again.has("tip_close")


def test_show_tips_off_shows_none_and_reset_shows_them_again(ui):
    ui.click("settings")
    assert isinstance(ui.scene, SettingsScene)
    ui.click("show_tips")
    assert ui.app.settings["show_tips"] is False
    ui.click("close")
    table = guided_game(ui)
    dealt(ui, table)
    table.give_tip("jail")
    assert table.tips.shown is None and not ui.has("tip_close")
    assert "jail" not in ui.app.settings["tips_seen"]
    ui.app.home()

    ui.app.settings.set("tips_seen", ["jail", "at_you"])
    ui.click("settings")
    ui.click("show_tips")
    ui.click("reset_tips")
    assert ui.app.settings["show_tips"] is True and ui.app.settings["tips_seen"] == []
    ui.click("close")
    table = guided_game(ui)
    dealt(ui, table)
    table.give_tip("jail")
    assert table.tips.shown == "jail"


def test_outside_the_guided_game_only_your_role_s_goal_shows(ui):
    table = new_card_game(ui, 12)
    ui.until(lambda: table.shown.view is not None, what="the deal")
    goal = f"role_{table.shown.data['role']}"
    assert table.tips.shown == goal and ui.app.settings["tips_seen"] == [goal]
    ui.click("tip_close")
    table.give_tip("jail")
    assert table.tips.shown is None and ui.app.settings["tips_seen"] == [goal]


def test_nonsense_in_the_tips_settings_gives_their_defaults(storage):
    storage.settings_path.parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(json.dumps({"format": "bang-desktop-settings", "values": {
        "show_tips": "yes", "tips_seen": [1, 2], "volume": 0.5}}), encoding="utf-8")
    settings = Settings.load(storage)
    assert settings["show_tips"] is True and settings["tips_seen"] == [] and settings["volume"] == 0.5
    assert set(settings.problems) == {"show_tips", "tips_seen"}
    storage.settings_path.write_text(json.dumps({"format": "bang-desktop-settings", "values": {
        "tips_seen": "at_you"}}), encoding="utf-8")
    assert Settings.load(storage)["tips_seen"] == []


def test_a_tip_fired_while_another_shows_waits_its_turn_instead_of_replacing_it(ui):
    """The newcomer's first dice roll fired the Dynamite tip and, at once, another one that replaced it: the
    Dynamite tip was counted as seen and never read."""
    table = guided_game(ui)
    dealt(ui, table)
    table.give_tip("jail")
    table.give_tip("general_store")
    assert table.tips.shown == "jail" and {"jail", "general_store"} <= set(ui.app.settings["tips_seen"])
    ui.click("tip_close")
    assert table.tips.shown == "general_store" and ui.has("tip_close")
    ui.click("tip_close")
    assert table.tips.shown is None and not ui.has("tip_close")


def test_the_answered_tip_says_why_the_game_answered(ui):
    from game.ui.i18n import t
    table = guided_game(ui)
    dealt(ui, table)
    table.give_tip("answered", "tip.answered_only")
    from game.ui.table.tips import tip_lines
    said = " ".join(tip_lines(ui.app, table.tips, table.table_layout.log.width))
    assert "only answer" in said and "habit" not in said and said.startswith(t("tip.answered_only")[:20])


def test_every_tip_leaves_the_log_most_of_its_column_in_both_languages(ui):
    """A tip sits at the top of the log column, as tall as its lines: the longest leaves the log two thirds of it
    at 1280x720, the since-note and the log below it."""
    from game.ui import i18n
    from game.ui.table.tips import ANSWERED, TIPS, tip_box
    table = guided_game(ui)
    dealt(ui, table)
    column = table.table_layout.log
    try:
        for language in ("en", "es"):
            i18n.set_language(language)
            words = [f"tip.{tip}" for tip in TIPS if tip != "answered"] + [f"tip.answered_{c}" for c in ANSWERED]
            for key in words:
                table.tips.shown, table.tips.words = "jail", key
                box = tip_box(ui.app, table.tips, column)
                assert column.contains(box) and box.height <= column.height / 3, (language, key, box)
    finally:
        i18n.set_language("en")


def test_the_out_of_reach_tip_closes_with_the_aim_it_is_about(ui):
    """It came up while the greyed seats showed, and stayed after the shot, when nothing was greyed any more."""
    table = guided_game(ui)
    dealt(ui, table)
    ui.until(lambda: table.decision is not None and not table.director.busy, what="our decision")
    table.give_tip("out_of_reach")
    assert table.tips.shown == "out_of_reach"
    version = table.shown.view["version"]
    table.answer(table.decision["options"][0])
    ui.until(lambda: table.shown.view["version"] != version, what="the next view")
    assert table.tips.shown != "out_of_reach"


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_the_guided_game_starts_with_your_role_s_goal_in_both_languages(start_app, kind, language):
    """Dealt an Outlaw, the newcomer's only word of it was the log's "Your role: Outlaw."; now the first thing the
    guided game shows is what that role must do to win, once per role, as the game starts."""
    from game.ui.i18n import set_language, t
    ui = start_app()
    set_language(language)
    try:
        dealt_roles = {"role_sheriff", "role_outlaw", "role_renegade"}     # four players: no Deputy
        for seed in range(40):              # a deal of each role for you
            told = list(ui.app.settings["tips_seen"])
            start_game(ui.app, guided_setup(kind, "Ana", seed))
            table = ui.scene
            dealt_at(ui, table)
            goal = f"role_{table.shown.data['role']}"
            if goal in told:                # a role already told: not again
                assert table.tips.shown != goal and goal not in [tip for tip, _ in table.tips.waiting]
                continue
            assert table.tips.shown == goal and ui.has("tip_close")
            assert t(f"role.{table.shown.data['role']}") in " ".join(tip_lines(ui.app, table.tips,
                                                                               table.table_layout.log.width))
            ui.click("tip_close")
            if dealt_roles <= set(ui.app.settings["tips_seen"]):
                break
        assert dealt_roles <= set(ui.app.settings["tips_seen"])
    finally:
        set_language("en")


def store_picks(table) -> int | None:
    """The cards the General Store open now (its last play shown) has already given (None: no store opened)."""
    shown = table.events[:table.applied]
    opened = max((i for i, e in enumerate(shown) if e["kind"] == "play" and e.get("as") == "general_store"),
                 default=None)
    return None if opened is None else sum(e["kind"] == "move" and e["from"].get("zone") == "store"
                                           for e in shown[opened:])


@contextmanager
def noting(ui):
    """The tips coming into sight while inside, each with what the table showed as it came up: {tip: facts}."""
    from game.ui.table.tips import Tips
    seen: dict[str, dict] = {}
    fire, close = Tips.fire, Tips.close

    def note(tips) -> None:
        table = ui.scene
        if tips.shown is not None and tips.shown not in seen and isinstance(table, CardTable):
            out = [p for p in table.shown.players if p.get("status") == "out"] if table.shown.data else []
            seen[tips.shown] = {"store_picks": store_picks(table),
                                "out_shown": bool(out) and all(p.get("role") for p in out)}

    def fired(tips, tip, words=None, first=False):
        shows = fire(tips, tip, words, first)
        note(tips)
        return shows

    def closed(tips, every=False):
        close(tips, every)
        note(tips)
    Tips.fire, Tips.close = fired, closed       # type: ignore[method-assign]
    try:
        yield seen
    finally:
        Tips.fire, Tips.close = fire, close     # type: ignore[method-assign]


def play_reading_tips(ui, seed: int, wanted: set[str], seconds: float = 240) -> dict[str, dict]:
    """A guided card game of `seed` played by clicks, each tip closed when the play stops on it, until every tip
    of `wanted` showed or the game ends; returns each tip shown with what the table showed as it came up (taken
    as it comes: the out-of-reach tip goes with the aim, which these clicks make and shoot at once)."""
    from game.ui.scenes.gameover import GameOverScene
    with noting(ui) as seen:
        start_game(ui.app, guided_setup("cards", "Ana", seed))
        while not wanted <= set(seen):
            play_until(ui, seed, lambda t: t.tips.shown is not None
                       or isinstance(ui.scene, GameOverScene), seconds)
            if isinstance(ui.scene, GameOverScene):
                break
            ui.click("tip_close")
    return seen


REAL_PLAY_SEEDS = (4, 10, 5, 2, 0, 3, 6, 7)    # guided games whose play by clicks meets the tips of the card table
CARD_TIPS = {"at_you", "jail", "general_store", "eliminated", "out_of_reach", "answered"}


def play_games_reading_tips(ui) -> dict[str, dict]:
    """The games of REAL_PLAY_SEEDS in turn, until every card tip showed (a game's course may vary with how the
    frames fall on a busy machine: the next game brings what one missed)."""
    seen: dict[str, dict] = {}
    for seed in REAL_PLAY_SEEDS:
        seen.update(play_reading_tips(ui, seed, CARD_TIPS - set(seen)))
        if CARD_TIPS <= set(seen):
            break
    return seen


def test_every_card_tip_comes_by_real_play_once_and_again_after_reset(start_app):
    """Each tip of the guided card game reached by playing it (seeded, by clicks): a shot at you, a Jail, a
    General Store (before it gives you your card), an elimination with the role shown, a target out of reach, an
    answer made for you, your role's goal; the same games after a restart show none of them; Settings' Reset
    brings them back."""
    ui = start_app()
    seen = play_games_reading_tips(ui)
    assert CARD_TIPS <= set(seen), seen
    assert any(tip.startswith("role_") for tip in seen)
    assert seen["general_store"]["store_picks"] == 0, "the store's tip came once its picks had begun"
    assert seen["eliminated"]["out_shown"], "the player out shows their role"
    ui.app.close()

    again = start_app()                 # the program started again: no tip seen before shows (a role dealt for the
    assert not set(play_games_reading_tips(again)) & set(seen)      # first time in these games may: its goal)
    again.app.home()
    again.click("settings")
    again.click("reset_tips")
    again.click("close")
    assert again.app.settings["tips_seen"] == []
    back = play_reading_tips(again, REAL_PLAY_SEEDS[0], CARD_TIPS)
    assert any(tip.startswith("role_") for tip in back) and CARD_TIPS & set(back), back


def test_the_general_store_tip_shows_as_the_store_opens_even_with_another_tip_in_sight(ui):
    """A player still reading a tip (here the role's goal, left open) when the store opens: the store's tip waited
    behind it and came once the store had given the player his card (the last pick needs no click). It shows as
    the store opens, before anyone picks, the other tip waiting behind it."""
    with noting(ui) as seen:
        start_game(ui.app, guided_setup("cards", "Ana", REAL_PLAY_SEEDS[0]))
        table = play_until(ui, REAL_PLAY_SEEDS[0], lambda t: "general_store" in t.app.settings["tips_seen"], 120)
    assert table.tips.shown == "general_store" and seen["general_store"]["store_picks"] == 0
    assert [tip for tip, _ in table.tips.waiting][0].startswith("role_"), "the tip left open comes back next"


DICE_TIPS = {"dynamite", "arrows", "indians", "at_you", "eliminated"}
DICE_SEED = 3            # a guided dice game whose play by clicks meets every tip of the dice table


def play_dice_reading_tips(ui, seed: int) -> set[str]:
    """A guided dice game of `seed` played by clicks to its end, each tip read and closed at our next decision;
    returns the tips shown."""
    from tests.ui.dice.driving import play_by_clicks
    seen: set[str] = set()
    start_game(ui.app, guided_setup("dice", "Ana", seed))

    def read(table) -> bool:
        while table.tips.shown is not None:
            seen.add(table.tips.shown)
            ui.click("tip_close")
        return False
    play_by_clicks(ui, seed, 120, read)
    return seen


def test_every_dice_tip_comes_by_real_play_once_and_not_after_a_restart(start_app):
    """Each tip of the guided dice game reached by playing it (seeded, by clicks): Dynamite, arrows, the Indians, a
    shot at you, an elimination, your role's goal; after a restart the same game shows none of them."""
    ui = start_app()
    seen = play_dice_reading_tips(ui, DICE_SEED)
    assert DICE_TIPS <= seen and any(tip.startswith("role_") for tip in seen), seen
    ui.app.close()
    assert play_dice_reading_tips(start_app(), DICE_SEED) == set()
