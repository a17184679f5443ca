"""Old Saloon (El viejo saloon), the dice game's first expansion: five modules, each a package of its own here."""
