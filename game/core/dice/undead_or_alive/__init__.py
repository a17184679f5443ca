"""Undead or Alive, the dice game's second expansion: five modules."""
