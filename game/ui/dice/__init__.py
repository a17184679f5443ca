"""The dice table: one seat's game of BANG! The Dice Game from its client's messages, built on the table kit
(game/ui/table/). scene.py is the entry; docs/window.md, "The dice table", lists the modules."""
