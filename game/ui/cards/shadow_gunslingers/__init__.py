"""Shadow Gunslingers' window side (game/ui/sets.py): a shadow's plate (dark and marked with a gunslinger's shade
while he waits for his turn; marked and lit while he plays it; a Shadow Renegade's side under it), the log lines of
a shadow coming back, hit for nothing, leaving and gone for good, and its rules in the Rules (the rulebook's, then
our readings where it is silent, marked as ours). Importing this file registers it.
"""

from __future__ import annotations

from game.core.cards.shadow_gunslingers import NAME
from game.core.cards.shadow_gunslingers.statuses import GONE, LAW, NONE, OUTLAWS, PLAYING, RESTING, SIDE_OF
from game.core.common.roles import RENEGADE
from game.ui import sets
from game.ui.cards.shadow_gunslingers.text import RULES, TEXT
from game.ui.i18n import t

SHADE = (52, 58, 78)        # a shadow's ink
VEIL_WAITING = (30, 34, 52, 150)
VEIL_PLAYING = (70, 80, 120, 60)


def shade(pen) -> None:
    """A gunslinger's shade: hat, head and shoulders in one dark shape."""
    pen.poly([(0.12, 0.95), (0.2, 0.66), (0.36, 0.58), (0.38, 0.5), (0.33, 0.36), (0.18, 0.34), (0.2, 0.28),
              (0.34, 0.26), (0.38, 0.1), (0.62, 0.1), (0.66, 0.26), (0.8, 0.28), (0.82, 0.34), (0.67, 0.36),
              (0.62, 0.5), (0.64, 0.58), (0.8, 0.66), (0.88, 0.95)], SHADE, SHADE, 0.02)


IN_TURN = frozenset(status.name for status in PLAYING.values())
RENEGADE_CAPTIONS = {NONE: "shadow.caption.renegade_none", LAW: "shadow.caption.renegade_law",
                     OUTLAWS: "shadow.caption.renegade_outlaws"}       # by the side his card shows


def _caption(player: dict, players: int) -> str:
    """Under a shadow's plate: when he comes back, or which side a Shadow Renegade plays for."""
    status = player.get("status", "")
    if player.get("role") == RENEGADE:
        return t(RENEGADE_CAPTIONS[SIDE_OF.get(status, NONE)])
    return t("shadow.caption.playing" if status in IN_TURN else "shadow.caption.waiting")


def _gone(player: dict, players: int) -> str:
    return t("shadow.caption.gone")


PLATES = {
    **{status.name: sets.PlateLook("shadow.stamp", VEIL_WAITING, (200, 210, 236), shade, _caption)
       for status in RESTING.values()},
    **{status.name: sets.PlateLook("shadow.stamp_turn", VEIL_PLAYING, SHADE, shade, _caption)
       for status in PLAYING.values()},
    **{GONE[side].name: sets.PlateLook("shadow.stamp_gone", VEIL_WAITING, (200, 210, 236), shade, _gone)
       for side in (LAW, OUTLAWS)},
}
LINES = {
    f"status.{PLAYING[NONE].name}": "shadow.log.back",
    f"status.{PLAYING[LAW].name}": "shadow.log.back_law",
    f"status.{PLAYING[OUTLAWS].name}": "shadow.log.back_outlaws",
    **{f"status.{status.name}": "shadow.log.waiting" for status in RESTING.values()},
    **{f"status.{status.name}": "shadow.log.gone" for status in (GONE[NONE], GONE[LAW], GONE[OUTLAWS])},
    "move.shadow_leaves": "shadow.log.leaves",
    "unhurt": "shadow.log.unhurt",
}
ENTRIES = {id: sets.Piece(en, es, RULES[id]["en"], RULES[id]["es"], shade, border="rule")
           for id, (en, es) in (("shadow_gunslingers", ("Shadow gunslingers", "Pistoleros sombra")),
                                ("shadow_renegade", ("The Shadow Renegade", "El Renegado Sombra")),
                                ("shadow_readings", ("Shadows: our readings", "Sombras: nuestra lectura")))}

SIDE = sets.Side("cards", NAME, "shadow.title", pieces=ENTRIES, text=TEXT, lines=LINES, plates=PLATES,
                 joined=frozenset({"shadow.log.leaves"}))
sets.register(SIDE)
