"""The window's side of LAN play: the host it runs, the connections it makes, and where it keeps seat tokens.

The scenes (join, lobby, lan_seats) use these; the network itself is game/net. A window that hosts runs the `Host`
in this process and joins it over 127.0.0.1 like any other player, holding the host's own token.
"""

from __future__ import annotations

import json

from game.net.client import MemoryTokens, NetClient
from game.net.discovery import make_discovery
from game.net.host import Host
from game.net.lobby import Lobby
from game.storage import atomic_write
from game.ui.i18n import t

TOKENS_FILE = "lan-tokens.json"
KEPT_TOKENS = 20              # the newest games' tokens; older games are forgotten


class TokenFile:
    """Seat tokens by game id, in the user's data folder: a window started again finds its seat."""

    def __init__(self, storage):
        self.path = storage.data / TOKENS_FILE

    def _read(self) -> dict:
        try:
            tokens = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return {k: v for k, v in tokens.items() if isinstance(k, str) and isinstance(v, str)} \
            if isinstance(tokens, dict) else {}

    def get(self, game_id: str) -> str | None:
        return self._read().get(game_id)

    def put(self, game_id: str, token: str) -> None:
        tokens = self._read()
        tokens.pop(game_id, None)
        tokens[game_id] = token
        atomic_write(self.path, json.dumps(dict(list(tokens.items())[-KEPT_TOKENS:])))

    def drop(self, game_id: str) -> None:
        tokens = self._read()
        if tokens.pop(game_id, None) is not None:
            atomic_write(self.path, json.dumps(tokens))


def player_name(app) -> str:
    return app.settings["player_name"].strip() or t("setup.default_name")


def start_host(app, resume: dict | None = None) -> Host:
    """A host in this process, continuing `resume` (an autosave of a LAN game), listening."""
    host = Host(player_name(app), lobby=None if resume else Lobby(), resume=resume, pause=lambda: app.bot_pause,
                autosave=app.storage.autosave(), discovery=make_discovery(), turn_limit=app.settings["lan_turn_limit"])
    host.start()
    return host


def host_client(app, host: Host) -> NetClient:
    """This window's connection to the host it runs (the lobby scene sits it in the host's seat with the host's
    token)."""
    return NetClient("127.0.0.1", host.port, player_name(app), tokens=MemoryTokens())


def join(app, address: str, port: int) -> NetClient:
    return NetClient(address, port, player_name(app), tokens=TokenFile(app.storage))


def parse_address(text: str) -> tuple[str, int] | None:
    """"192.168.1.20:47474" or "192.168.1.20" (the default port) -> (address, port); None if it is not one."""
    from game.net.schema import DEFAULT_PORT
    address, _, port = text.strip().rpartition(":") if ":" in text else (text.strip(), "", str(DEFAULT_PORT))
    if not address or not port.isdigit() or not 0 < int(port) < 65536 or " " in address:
        return None
    return address, int(port)
