"""Old Saloon's window side: one module per module of the rules core (game/core/dice/old_saloon)."""
