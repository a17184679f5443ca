"""The card game's table: the scene a person plays BANG! in, its overlays (a response, the Duel, the General
Store), the replay viewer, and the small helpers they read the view with (card facts, distances, reasons, log
lines). Everything here sees only what the seat's client hands it."""
