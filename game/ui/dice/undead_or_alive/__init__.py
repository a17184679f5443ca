"""The window sides of Undead or Alive's dice modules (game/core/dice/undead_or_alive), one file each."""
