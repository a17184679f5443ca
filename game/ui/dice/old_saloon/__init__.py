"""Old Saloon's window side: one module per module of the rules core (game/core/dice/old_saloon), each registering
its `Side` (game/ui/sets.py BUILT_IN), with their shared pictures in art.py."""
