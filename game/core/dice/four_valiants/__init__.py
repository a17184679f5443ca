"""Four Valiants («Cuatro valientes»), a small expansion of the dice game: one module of characters."""
