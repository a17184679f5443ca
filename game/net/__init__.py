"""LAN play: the host that runs a game for players on other machines, its client, the wire format and discovery.
Nothing here imports the window (tests/test_rooms.py)."""
