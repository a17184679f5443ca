"""The screens of the window, each a Scene on the app's stack (see game/ui/app.py).

title -> setup -> (launch.start_game) table -> game over; settings, rules, dialogs and the in-game menu are
overlays pushed over whatever is showing; error replaces everything after an unexpected exception.
"""
