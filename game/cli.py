"""Play in a terminal against bots: the first client of the rules core (the pygame table comes later).

You sit at seat 1; every other seat is a bot. Each prompt lists your legal choices, numbered; type a
number. Anything else is refused with a message and asked again; end of input quits cleanly.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from game.bots.levels import make_bot
from game.core.cards.data import CARDS, CHARACTERS


def card_name(c: int) -> str:
    card = CARDS[c]
    suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[card.suit]
    return f"{card.kind.en} {card.rank}{suit}"


def describe_card_action(action: tuple, names: list[str]) -> str:
    verb, rest = action[0], action[1:]
    if verb == "play":
        text = f"play {card_name(rest[0])}"
        if len(rest) > 1:
            text += f" on {names[rest[1]]}"
        if len(rest) > 2:
            text += ", a random card from the hand" if rest[2] == "hand" else f", taking {card_name(rest[2])}"
        return text
    if verb == "sid":
        return f"Sid Ketchum: discard {card_name(rest[0])} and {card_name(rest[1])} to regain 1 life"
    if verb == "draw_from":
        return f"draw your first card from {names[rest[0]]}'s hand"
    words = {"end_turn": "end your turn", "take_hit": "take the hit", "barrel": "draw! for your Barrel",
             "jourdonnais": "draw! with Jourdonnais's ability", "die": "accept elimination",
             "deck": "draw from the deck", "discard_pile": "take the top card of the discard pile"}
    if verb in words:
        return words[verb]
    with_card = {"missed": "cancel it with {}", "beer": "drink {}", "bang": "discard {}", "discard": "discard {}",
                 "pick": "take {}", "choose": "let {} count", "return": "put {} back on the deck"}
    return with_card[verb].format(card_name(rest[0]))


def show_card_table(data: dict) -> None:
    print(f"\n--- turn of {data['players'][data['turn']]['name']} ({data['phase']}), "
          f"deck {data['deck_count']}, discard {len(data['discard'])} ---")
    for p in data["players"]:
        status = f"{p['life']}/{p['max_life']} life" if p["alive"] else "out"
        role = p["role"] or "?"
        gear = ", ".join(card_name(c) for c in p["in_play"]) or "nothing in play"
        print(f"  {p['name']:<10} {CHARACTERS[p['character']].en:<16} {role:<9} {status:<10} "
              f"{p['hand_count']} cards  [{gear}]")
    print("  your hand: " + (", ".join(card_name(c) for c in data["hand"]) or "empty"))


def ask(options: list[str], read=None) -> int:
    read = read or input
    for i, text in enumerate(options, 1):
        print(f"  {i:>2}. {text}")
    while True:
        answer = read("your choice: ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(options):
            return int(answer) - 1
        print(f"  please type a number from 1 to {len(options)}")


def run(game, describe, show, human: int = 0, seed: int = 0, read=None, level: str = "normal",
        pause: float = 0.0) -> None:
    """Play to the end: the human answers at the keyboard, bots answer from their own views after `pause` s."""
    bots = {s: make_bot(game.KIND, level, seed + s) for s in range(len(game.players)) if s != human}
    names = [p.name for p in game.players]
    events = game.take_events()
    while game.pending is not None:
        for event in events:
            for s, bot in bots.items():
                if hasattr(bot, "observe"):
                    bot.observe(event.visible_to(s))
        seat = game.pending.seat
        view = game.view(seat)
        if seat != human:
            action = bots[seat].choose(view)
            time.sleep(pause)        # a human-feeling pause: only here, never in headless play
            print(f"{names[seat]}: {describe(action, names)}")
        else:
            show(view.data)
            print(f"You must choose ({view.decision.kind}):")
            action = view.decision.options[ask([describe(o, names) for o in view.decision.options], read)]
        events = game.apply(seat, action)
    print(f"\nGame over: {game.winner} win ({', '.join(names[s] for s in game.winners)}).")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.cli", description="BANG! in a terminal, against bots.")
    parser.add_argument("--players", type=int, default=5, help="4 to 7 players (default 5)")
    parser.add_argument("--seed", type=int, default=None, help="deal a particular game again")
    parser.add_argument("--name", default="you")
    parser.add_argument("--bots", choices=("random", "easy", "normal", "hard"), default="normal",
                        help="how strong the bots play (default normal)")
    parser.add_argument("--pause", type=float, default=0.6, help="seconds a bot waits before it acts")
    parser.add_argument("--rulings", action="store_true", help="print the rulings this game follows, and quit")
    args = parser.parse_args(argv)
    if args.rulings:
        from game.core.cards.rulings import RULINGS
        for topic, text in RULINGS.items():
            print(f"- {topic.replace('_', ' ')}: {text}")
        return 0
    from game.core.cards.engine import new_game
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
    names = [args.name] + ["Ana", "Bea", "Cid", "Dan", "Eva", "Fede"][: args.players - 1]
    try:
        game = new_game(seed, [{"name": n} for n in names])
    except ValueError as exc:
        parser.error(str(exc))
    print(f"BANG! — game {seed}. You are {CHARACTERS[game.players[0].character].en}, "
          f"the {game.players[0].role}.")
    try:
        run(game, describe_card_action, show_card_table, seed=seed, level=args.bots, pause=args.pause)
    except (EOFError, KeyboardInterrupt):
        print("\nBye.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
