"""Undead or Alive's window side: one module per module of the rules core (game/core/dice/undead_or_alive),
each registering its `Side` (game/ui/sets.py BUILT_IN)."""
