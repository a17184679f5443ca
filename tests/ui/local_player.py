"""The window's own table without the window, for test_local_client.py: a LocalClient that autosaves to PATH (as
the window does) and whose seat answers its first option; every message is printed as a line of JSON as soon as
it is polled, so a test that kills this process knows all it showed. Exits 0 once the game is over.

    python tests/ui/local_player.py PATH PAUSE SETUP_JSON    # a new game of that setup
    python tests/ui/local_player.py PATH PAUSE               # Continue: the game in the autosave at PATH
"""

import json
import sys
import time
from pathlib import Path

from game.session import read_autosave
from game.storage import AutosaveFile
from game.ui.client import LocalClient


def main(path: str, pause: float, setup_json: str | None = None) -> int:
    save = Path(path)
    if setup_json is None:
        record = read_autosave(save.read_text(encoding="utf-8"))
        setup, answers = record["setup"], record["answers"]
    else:
        setup, answers = json.loads(setup_json), None
    client = LocalClient(setup, answers=answers, bot_pause=lambda: pause, autosave=AutosaveFile(save))
    answered = -1
    while True:
        for message in client.poll():
            print(json.dumps(message), flush=True)
            if message["type"] == "view" and message["view"]["decision"] and message["view"]["version"] > answered:
                answered = message["view"]["version"]
                client.send(message["view"]["decision"]["options"][0], answered)
            elif message["type"] in ("finished", "failed"):
                client.close()
                return 0 if message["type"] == "finished" else 1
        time.sleep(0.001)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], float(sys.argv[2]), *sys.argv[3:]))
