"""Old Saloon (El viejo saloon), the first expansion of the dice game: five modules, each a package of its own."""
