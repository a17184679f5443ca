"""Four Valiants' window side (game/core/dice/four_valiants), registered from game/ui/sets.py BUILT_IN."""
