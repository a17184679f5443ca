"""Gold Rush's window side: side.py registers its `Side` (game/ui/sets.py BUILT_IN) from its words (text.py), its
art drawn from data (art.py) and its lesson (lesson.py); shots.py takes its screenshots."""
