from tests.ui.window.conftest import start_app, storage, ui  # noqa: F401  (the window's fixtures)
