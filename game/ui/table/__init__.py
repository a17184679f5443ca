"""What every game table shares (the card table and the dice table): where the seats sit, how a seat is drawn, the
game log, the enlarged card or character with its rules, the queue that turns events into animations, and the
cues that call a player back. docs/window.md, "The table kit", says how a table scene puts them together."""
