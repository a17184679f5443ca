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
            paid = "; ".join(f"{rules.words[line][0]}: {dollars(amount)}" for line, amount in money) or "nothing"
            lines.append(f"  {names[seat]} ({role_words(series.played[-1], seat)}): {paid}")
    lines.append("Standings (score: money / games played):")
    for place, row in enumerate(series.standings(), 1):
        wins = ", ".join(f"{n} as {role}" for role, n in row["wins"].items() if n) or "no wins"
        lines.append(f"  {place}. {names[row['seat']]}: {dollars(row['score'])} (money {dollars(row['money'])}; "
                     f"{wins}; {row['turns']} turns)")
    sheriff = series.sheriff_next()
    if sheriff is not None:
        lines.append(f"Sheriff next game: {names[sheriff]}.")
    if rules.note[0]:
        lines.append(rules.note[0])
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
