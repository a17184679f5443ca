"""Errors the rules core raises instead of crashing: each names the rule it enforces."""


class IllegalMove(Exception):
    """A decision answer that the rules do not allow. The game state is left exactly as it was."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message


class StaleDecision(IllegalMove):
    """An answer made against an older state version (a click that arrived after the table changed)."""

    def __init__(self, expected: int, given: int):
        super().__init__("stale_version", f"this answer was made for state version {given}, the game is at {expected}")


class SaveError(Exception):
    """A save file that is corrupt, foreign or from an unknown version; nothing was loaded."""


class ScenarioError(Exception):
    """A scenario file that is itself wrong (unknown card, too many copies, unknown player, bad path...)."""


class SetupRefused(ScenarioError):
    """A table the rules will not deal (a module without the module it needs, too few players for one): what a
    file's top-level `error = true` expects."""
