"""Procedural art: card faces, badges, dice, tokens and the table, drawn from the game data and cached."""
