"""Settings: a corrupt or foreign file gives the defaults with a visible message; wrong values are dropped one by
one; changes apply at once (language, window size) and are saved."""

import json

from game.ui import app as app_module
from game.ui.settings import FORMAT, SCHEMA, WINDOW_ROOM, WINDOW_SIZES, Settings, fitted, window_sizes


def write(storage, text):
    storage.config.mkdir(parents=True, exist_ok=True)
    storage.settings_path.write_text(text, encoding="utf-8")


def test_a_corrupt_settings_file_starts_with_defaults_and_says_so(start_app, storage):
    write(storage, "\x00\x01 garbage")
    ui = start_app()
    assert ui.app.toasts and "settings" in ui.app.toasts[0][0]
    assert ui.app.settings.values == Settings().values
    ui.click("new_game")                                # nothing else is affected
    assert type(ui.scene).__name__ == "SetupScene"


def test_a_foreign_json_file_is_not_read(storage):
    write(storage, json.dumps({"volume": 0.1}))
    settings = Settings.load(storage)
    assert settings["volume"] == SCHEMA["volume"][0] and settings.problems


def test_values_of_the_wrong_type_are_dropped_one_by_one(storage):
    write(storage, json.dumps({"format": FORMAT, "values": {
        "volume": "loud", "muted": True, "window_size": [10, "x"], "bot_pause": 1.0, "habit.barrel_first": 1,
        "language": "es", "from_a_later_version": 3}}))
    settings = Settings.load(storage)
    assert settings["muted"] is True and settings["bot_pause"] == 1.0 and settings["language"] == "es"
    assert settings["volume"] == SCHEMA["volume"][0] and settings["window_size"] == [1280, 720]
    assert settings["habit.barrel_first"] is False
    assert sorted(settings.problems) == ["habit.barrel_first", "volume", "window_size"]


def test_changes_are_saved_and_read_back(storage):
    settings = Settings.load(storage)
    settings.set("animation_speed", 2.0)
    settings.set("confirm.beer_at_full_life", False)
    again = Settings.load(storage)
    assert again["animation_speed"] == 2.0 and again["confirm.beer_at_full_life"] is False and not again.problems


def test_defaults_keep_every_habit_off_and_the_timer_off():
    settings = Settings()
    assert not any(settings[k] for k in SCHEMA if k.startswith("habit."))
    assert settings["response_timer"] == 0


def test_language_switches_live(ui):
    assert ui.widget("new_game").label == "New game"
    ui.click("settings")
    ui.click("language", "midright")                    # System -> English
    ui.click("language", "midright")                    # English -> Español
    assert ui.widget("language_label").label == "Idioma"
    ui.click("close")
    assert ui.widget("new_game").label == "Nueva partida"
    assert ui.app.settings["language"] == "es"


def test_window_size_changes_and_every_widget_stays_inside(ui):
    ui.click("settings")
    ui.click("window_size", "midright")
    assert ui.app.size == (1600, 900) and ui.app.settings["window_size"] == [1600, 900]
    for widget in ui.scene.form.widgets:
        assert ui.app.rect.contains(widget.rect), widget.id
    ui.click("close")
    for widget in ui.scene.form.widgets:
        assert ui.app.rect.contains(widget.rect), widget.id
    assert ui.widget("new_game").rect.height > 50          # scaled up from the 1280x720 design


def test_no_two_controls_overlap_with_every_habit_listed(ui):
    """The habits (never revealing a special role among them) and the confirmations above the Done button."""
    ui.click("settings")
    assert ui.has("habit.decline_roles")
    widgets = [w for w in ui.scene.form.widgets if w.rect.width and w.rect.height]
    for i, one in enumerate(widgets):
        for other in widgets[i + 1:]:
            assert not one.rect.colliderect(other.rect), (one.id, other.id)


def test_a_resized_window_lays_out_again(ui):
    import pygame
    before = ui.widget("new_game").rect.copy()
    ui.app.surface = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    ui.step()
    assert ui.app.size == (1920, 1080)
    assert ui.widget("new_game").rect.width == before.width * 3 // 2


def test_f11_switches_full_screen_and_back(ui):
    import pygame
    ui.key(pygame.K_F11)
    assert ui.app.fullscreen and ui.app.settings["fullscreen"]
    assert ui.app.rect.contains(ui.widget("quit").rect)
    ui.key(pygame.K_F11)
    assert not ui.app.fullscreen and ui.app.size == (1280, 720)


def test_the_window_sizes_offered_fit_the_desktop():
    room = WINDOW_ROOM
    assert window_sizes((1920, 1080)) == [(1280, 720), (1600, 900)]        # not a window as large as the screen
    assert window_sizes((2560, 1440)) == [(1280, 720), (1600, 900), (1920, 1080)]
    assert window_sizes((1366, 768)) == [(1152, 648)]                      # a laptop: the largest 16:9 that fits
    assert 648 + room[1] <= 768
    assert window_sizes(None) == list(WINDOW_SIZES)                          # no screen to fit: every size
    assert fitted([1920, 1080], (1920, 1080)) == (1600, 900) and fitted([1280, 720], (1920, 1080)) == (1280, 720)


def test_settings_offer_only_what_fits_a_faked_desktop(start_app, storage, monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1920, 1080))
    write(storage, json.dumps({"format": FORMAT, "values": {"window_size": [1920, 1080]}}))   # chosen elsewhere
    ui = start_app(None)
    assert ui.app.size == (1600, 900)                     # opened at the largest size that fits, not off the screen
    assert ui.app.settings["window_size"] == [1920, 1080]    # the choice stays for a larger screen
    ui.click("settings")
    cycler = ui.widget("window_size")
    offered = [tuple(choice.value) for choice in cycler.choices]
    assert offered == [(1280, 720), (1600, 900)] and tuple(cycler.value) == (1600, 900)
    assert all(w + WINDOW_ROOM[0] <= 1920 and h + WINDOW_ROOM[1] <= 1080 for w, h in offered)
