"""`python -m game` opens the window; `python -m game --cli` (or `python -m game.cli`) plays in the terminal;
`python -m game host ...` hosts a LAN game without a window (game/net/headless.py).

Window options: --seed N deals the first new game from N; --windowed / --fullscreen override the setting for this
run; --selftest plays a short bot-only game through the real scenes without a screen and exits 0 only if nothing
failed. With no screen to show the window on, it says why on stderr and exits 3.
"""

import sys

from game import boot


def main(argv: list[str]) -> int:
    if argv[:1] == ["host"]:
        from game.net.headless import main as headless_host
        return headless_host(argv[1:])
    if "--cli" in argv:
        from game.cli import main as terminal
        return terminal([a for a in argv if a != "--cli"])
    from game.ui.main import main as window
    return window(argv)


boot.prepare()          # before pygame loads: DPI awareness on Windows, pygame's banner off
sys.exit(main(sys.argv[1:]))
