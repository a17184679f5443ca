"""`python -m game` starts the game (for now in the terminal; see game/cli.py)."""

import sys

from game.cli import main

sys.exit(main())
