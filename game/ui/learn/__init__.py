"""Learn to play: short lessons on stacked tables (docs/window.md, "Lessons"). A lesson is data (lessons.py's records,
one data module per game: cards.py, dice.py); game/ui/client.py's LessonClient plays it, table.py shows it on the
game's real table."""
