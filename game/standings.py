"""The standings of a series of games in words, for the terminals: the terminal client prints them between games,
the headless host to its operator."""

from __future__ import annotations

from game.core.common.series import TOURNAMENT, Series, roles_played, rules_of


def standings_lines(series: Series, names: list[str]) -> list[str]:
    """The standings after a game of a series, in words: the last game's money by line, then each player's total,
    score and wins, best first, and who is Sheriff next."""
    rules = rules_of(series.data["game"])
    mode = "Tournament" if series.data["mode"] == TOURNAMENT else "Series"
    lines = [f"{mode}: {len(series.played)} of {series.data['games']} games played."]
    if series.played:
        for seat, money in enumerate(series.played[-1]["money"]):
            paid = "; ".join(rules.words[line][0] if rules.points else f"{rules.words[line][0]}: {dollars(amount)}"
                             for line, amount in money) or "nothing"
            lines.append(f"  {names[seat]} ({role_words(series.played[-1], seat)}): {paid}")
    lines.append("Standings (games won):" if rules.points else "Standings (score: money / games played):")
    for place, row in enumerate(series.standings(), 1):
        wins = ", ".join(f"{n} as {role}" for role, n in row["wins"].items() if n) or "no wins"
        score = f"{row['money']} won (" if rules.points else \
            f"{dollars(row['score'])} (money {dollars(row['money'])}; "
        lines.append(f"  {place}. {names[row['seat']]}: {score}{wins}; {row['turns']} turns)")
    lines += succession_lines(series, names)
    if rules.note[0]:
        lines.append(rules.note[0])
    return lines


def succession_lines(series: Series, names: list[str]) -> list[str]:
    """Who is Sheriff next and why, who starts with extra life, or who still has to choose (a Succession)."""
    summary = series.summary()
    sheriff, why = series.sheriff_next(), summary.get("why")
    lines = []
    if sheriff is not None:
        because = {"killed": " (he eliminated the Sheriff)", "named": " (named by the Sheriff who survived)"}
        lines.append(f"Sheriff next game: {names[sheriff]}{because.get(why or '', '')}.")
    elif summary.get("namers"):
        lines.append(f"{names[summary['namers'][0]]}, the Sheriff who survived, names the next Sheriff.")
    elif why is None and rules_of(series.data["game"]).succession is not None and not series.over:
        lines.append("The Sheriff fell to no player's hand: the next Sheriff is dealt at random.")
    for seat, life in summary.get("bonus", {}).items():
        lines.append(f"{names[int(seat)]} starts the next game with {life} extra life for naming another.")
    return lines
def role_words(game: dict, seat: int) -> str:
    """A seat's role in a recorded game, and the side's role he ended playing as when it is another (a Shadow
    Renegade): "renegade, as deputy"."""
    role, played = game["roles"][seat], roles_played(game)[seat]
    return role if played == role else f"{role}, as {played}"


def dollars(amount: int, separator: str = ",") -> str:
    """An amount of a series' money as words write it: "$3,000" ("$3.000" with the Spanish `separator`)."""
    text = f"{abs(amount):,}".replace(",", separator)
    return f"-${text}" if amount < 0 else f"${text}"
