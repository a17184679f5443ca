"""Old Saloon (El viejo saloon), the first expansion of the dice game: five modules, each a package of its own
(saloon_dice, chief_arrow, roles, characters, ghost), each named `old_saloon.<module>` in dice/modules.py."""
