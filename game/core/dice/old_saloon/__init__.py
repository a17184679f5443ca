"""Old Saloon, the first expansion of the dice game: five modules, each in its own folder (`old_saloon.<module>`)."""
