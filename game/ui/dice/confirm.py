"""Which answers of the dice game may hurt you, and so ask once first (each can be turned off: the settings'
confirm.* the card table shares): a 1 or 2 at the Sheriff when you are his Deputy, a Beer for a player at full life
while someone else could use it. Nothing that only helps asks."""

from __future__ import annotations

from game.ui.dice.model import Shown
from game.ui.i18n import t


def hurts(option: list, shown: Shown, settings) -> tuple[str, str, str] | None:
    """(the setting that asks, the dialog's title, its message) when `option` asks first, else None."""
    verb = option[0]
    players = shown.players
    asked = None
    if verb in ("shoot", "double_shot"):
        target = players[option[-1]]
        if shown.me.get("role") == "deputy" and target.get("role") == "sheriff":
            asked = "deputy_shoots_sheriff", t("confirm.title.deputy_shoots_sheriff"), \
                t("confirm.body.deputy_shoots_sheriff")
    elif verb == "beer":
        target = players[option[2]]
        decision = shown.decision
        assert decision is not None                 # `option` answers it
        others = [o[2] for o in decision["options"] if o[0] == "beer"]
        wounded = [s for s in others if players[s]["life"] < players[s]["max_life"]]
        if target["life"] >= target["max_life"] and wounded:
            asked = "beer_at_full_life", t("confirm.title.beer_at_full_life"), \
                t("dice.confirm.beer_full", name=target["name"])
    if asked is not None and settings[f"confirm.{asked[0]}"]:
        return asked
    return None
