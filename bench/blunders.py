"""Blunders in seeded self-play: the plays a watching player laughs at, per 1,000 decisions, each with its seed
and decision index.

    python bench/blunders.py                                # every level of both games: 300 games a cell, Hard 30
    python bench/blunders.py --game cards --levels normal --players 5 --games 100
    python bench/blunders.py --show 3                       # also list the first cases of each class
    python bench/blunders.py --replay cards normal 5 99 115 # the position and the answer of one case
    python bench/blunders.py --game dice --modules old_saloon.roles old_saloon.ghost ...   # with dice modules
    python bench/blunders.py --game cards --option ley_implacable simplified_deck     # with the card game's options

Every seat of a table plays the same level (make_bot, seeds `seed * 10 + seat`), so a case replays from its seed
and decision index (the index counts every answer of the game from 0). Before each answer the real game judges
it: every hand, role and die in full, but a play counts only if it is wrong whatever the bot could not see, so a
shot at a player whose hidden role makes it a mistake is no blunder. The classes:

  cards  downgrade         a weapon that reaches less than the one it replaces, and lifts no BANG! limit (Suzy
                           Lafayette's last card is a trade: it draws her one)
         renegade_sheriff  the Renegade aims a BANG! or Duel at the Sheriff at his last life, or plays a Gatling
                           or Indians! then, while anyone else lives: the Outlaws would win
         deputy_sheriff    a Deputy plays a card against his Sheriff (taking his Jail or Dynamite is a favour),
                           or a Gatling or Indians! at his last life
         heals_nobody      a Beer with its player at full life, a Saloon with every player at full life (not
                           Suzy Lafayette's last card); a player whose life never changes (a shadow) is as full
         holds_fire        a player who cannot lose life (Shadow Gunslingers' shadow: his cards are no defense
                           and go as his turn ends) ends his turn with a BANG! he may still play at a player he
                           knows for a foe (the Sheriff, for a player on the Outlaws' side)
  dice   own_sheriff       a Deputy aims a die at the Sheriff that could hit a player he knows is no Deputy, or
                           keeps the Gatlings that take the Sheriff's last life
         renegade_sheriff  the Renegade aims a die at the Sheriff's last life (one that could hit another) while
                           anyone else outlives the dice already aimed, or keeps the Gatlings that take it while
                           they leave someone else standing
         passes_up_win     a die that would have won the game for the roller's side (sure from what he knows)
                           aimed elsewhere, and the turn ends without the win
         refuses_arrow     Bart Cassidy loses as life the point that kills him (once the points of the same
                           landing he has already taken as life land), though the arrow offered instead would
                           have kept him standing through that landing (an offered arrow never sets off the
                           Indians: it is offered only while the pile keeps one after it)
  both   stall             a decision over 1.0 s of CPU time

With `--expansions` (the card game's sets, `gold_rush`), each set's answers are judged by the silly uses its
records declare (`Verb.silly`, specs.Silly: Gold Rush's in game/core/cards/gold_rush/sense.py), from the seat's
view, each counted only when the decision offered an answer that is not silly. Gold Rush's: buys_twice (a black
card where its name already lies: the rules forbid it, so it must stay 0 at every level), heals_nobody (a Shot, a
Bottle as a Beer, a Rhum or a Rucksack's point for a player at full life), deputy_sheriff and renegade_sheriff (a
purchase, a card Josh McCloud drew or Jacky Murieta's shot, used as the base classes say), forces_ally (a Deputy
paying his Sheriff's equipment away, a Wanted excepted), sells_needed_beer (a Beer sold by a hurt player while a
Beer still heals: more than two players left), wasted_nuggets (a Wanted on the Sheriff, bought or paid away: its
bounty is never paid, the game ends as he falls).

With `--modules` (the dice game's, `old_saloon.roles`...), each module's answers are judged by the silly answers
its records declare (`Module.silly`, dice specs.Silly, per decision kind: Old Saloon's in each module's sense.py),
from the seat's view, counted only when the decision offered an answer that is not silly. Old Saloon's:
chief_only_costs (the Chief's Arrow taken while another holds as many arrows as it would leave me, and a plain
arrow would not bring the Indians), wasted_power (El Feo swapping equal arrows), power_helps_foe (El Juez
cancelling a teammate's power, El Malo denying a teammate's gain, La Mano Izquierda keeping the last player
between her and the win), molly_takes_foe (Molly Stark losing life for a sure foe), arrow_to_ally (Elena Fuente's
arrow on a teammate), ghost_misgives (the Ghost giving an Arrow or a Dynamite to a teammate, a shot, a Beer or a
Gatling to a sure foe).

`--level random` shows that every detector fires (a random player makes every kind of blunder); the tests
check each detector on a position built for it, both ways. Decision times are CPU times of the bot's thread
(two processes share this machine's two cores with whatever else runs), so the load does not inflate them.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.beliefs import RoleBelief  # noqa: E402
from game.bots.levels import make_bot, new_game_for  # noqa: E402
from game.core.common.roles import (  # noqa: E402
    DEPUTY,
    OUTLAW,
    RENEGADE,
    SHERIFF,
    SIDE,
    playing_as,
    roles_for,
    standard_winner,
)
from game.core.common.status import OUT  # noqa: E402
from game.core.common.table import Table  # noqa: E402

CLASSES = {"cards": ("downgrade", "renegade_sheriff", "deputy_sheriff", "heals_nobody", "holds_fire", "stall"),
           "dice": ("own_sheriff", "renegade_sheriff", "passes_up_win", "refuses_arrow", "stall")}
STALL_S = 1.0
LAW = (SHERIFF, DEPUTY)


# -- the card game ----------------------------------------------------------------------------------------------
WOUNDS_TARGET = ("bang", "duel")         # a play of these at a player may take his last life
WOUNDS_ALL = ("gatling", "indians")      # these may take every other player's
BURDENS = ("jail", "dynamite")           # taking these from a player is a favour
HEALS_SELF, HEALS_ALL = ("beer",), ("saloon",)


def card_blunders(g, seat: int, action: tuple) -> list[tuple[str, str]]:
    """(class, what happened) for each blunder the answer `action` of `seat` makes in the card game `g` (before it
    is applied). Phase-2 plays are judged here; a card set's answers by the silly uses it declares. The answers to
    attacks leave no absurd choice."""
    pending = g.pending
    if action[0] in g.box.silly:
        return set_blunders(g, seat, action)
    if pending.kind == "play" and action[0] == "end_turn":
        return holds_fire(g, seat)
    if pending.kind != "play" or action[0] != "play" or len(pending.options) < 2:
        return []
    p = g.players[seat]
    role = playing_as(p.role, p.status)       # a Shadow Renegade plays for the side he joined
    box = g.box
    kind = box.played_as[p.character][action[1]]
    name = kind.name
    target = g.players[action[2]] if len(action) > 2 else None
    sheriff = next(q for q in g.players if q.role == SHERIFF)
    others_live = any(q.status.standing and q is not p and q is not sheriff for q in g.players)
    at_sheriff = target is sheriff
    draws = len(p.hand) == 1 and box.characters[p.character].on_empty_hand is not None   # Suzy's last card
    lethal = sheriff.status.targetable and sheriff.life == 1 and (
        (at_sheriff and name in WOUNDS_TARGET) or (name in WOUNDS_ALL and p is not sheriff))
    out = []
    if kind.weapon_range and not draws:
        current = max((box.weapon_range[x] for x in p.in_play), default=0)
        unlimited = box.characters[p.character].unlimited_bangs or any(box.kind[x].unlimited_bangs for x in p.in_play)
        if kind.weapon_range < current and not (kind.unlimited_bangs and not unlimited):
            old = next(box.name[x] for x in p.in_play if box.weapon_range[x])
            out.append(("downgrade", f"{name} ({kind.weapon_range}) replaces {old} ({current})"))
    if role == RENEGADE and others_live and lethal:
        out.append(("renegade_sheriff", f"{name} with the Sheriff at 1 life"))
    if role == DEPUTY:
        taken = action[3] if len(action) > 3 else None
        favour = taken is not None and taken != "hand" and box.name[taken] in BURDENS
        if lethal:
            out.append(("deputy_sheriff", f"{name} with the Sheriff at 1 life"))
        elif at_sheriff and kind.hostile and not favour:
            what = "" if taken is None else f" taking {'a card from his hand' if taken == 'hand' else box.name[taken]}"
            out.append(("deputy_sheriff", f"{name} at the Sheriff{what} ({sheriff.life}/{sheriff.max_life} life)"))
    if name in HEALS_SELF and full(p) and not draws:
        out.append(("heals_nobody", f"{name} at full life"))
    if name in HEALS_ALL and all(full(q) for q in g.players if q.status.targetable) and not draws:
        out.append(("heals_nobody", f"{name} with everyone at full life"))
    return out


def full(p) -> bool:
    """Would a heal do nothing for p: at full life, or his life never changes (a shadow)?"""
    return p.life >= p.max_life or not p.status.mortal


def holds_fire(g, seat: int) -> list[tuple[str, str]]:
    """A player who cannot lose life ends his turn while a BANG! of his could still hit the Sheriff, and he plays for
    the Outlaws."""
    p = g.players[seat]
    if p.status.mortal or playing_as(p.role, p.status) != OUTLAW:
        return []
    sheriff = next(q.seat for q in g.players if q.role == SHERIFF)
    kind = g.box.played_as[p.character]
    if any(o[0] == "play" and len(o) == 3 and o[2] == sheriff and kind[o[1]].name == "bang" for o in g.pending.options):
        return [("holds_fire", "ends his turn with a BANG! that reaches the Sheriff")]
    return []


def set_blunders(g, seat: int, action: tuple) -> list[tuple[str, str]]:
    """The silly uses (specs.Silly) a card set declares for the verb of `action`, judged from the seat's view,
    counted only when the decision offered an answer that is not silly (ending the turn, in phase 2)."""
    view = g.view(seat)

    def silly(option: tuple) -> list[tuple[str, str]]:
        judged = [(s.name, s.judge(g.box, view, option)) for s in g.box.silly.get(option[0], ())]
        return [(name, what) for name, what in judged if what is not None]
    return unless_forced(silly, action, g.pending.options)


def unless_forced(silly, action: tuple, options) -> list[tuple[str, str]]:
    """The silly uses `silly(option)` finds in `action`, unless every answer offered was silly (no choice, no
    blunder)."""
    found = silly(action)
    if found and all(silly(option) for option in options):
        return []
    return found


def module_blunders(g, seat: int, action: tuple) -> list[tuple[str, str]]:
    """The silly answers (specs.Silly) a dice module declares for the decision's kind, judged from the seat's view."""
    data = g.view(seat).data
    sillies = g.box.silly[g.pending.kind]

    def silly(option: tuple) -> list[tuple[str, str]]:
        judged = [(s.name, s.judge(data, option)) for s in sillies]
        return [(name, what) for name, what in judged if what is not None]
    return unless_forced(silly, action, g.pending.options)


def classes_of(kind: str, expansions: tuple[str, ...]) -> tuple[str, ...]:
    """The blunder classes of a game: its own, then those the card sets or dice modules declare (their silly
    uses)."""
    own = CLASSES[kind]
    if not expansions:
        return own
    if kind == "cards":
        from game.core.cards.box import box_for
    else:
        from game.core.dice.box import box_for
    declared = {s.name for sillies in box_for(("base", *expansions)).silly.values() for s in sillies}
    return (*own[:-1], *sorted(declared - set(own)), own[-1])


# -- the dice game ----------------------------------------------------------------------------------------------
def knowledge(g, seat: int) -> RoleBelief:
    """Every role assignment `seat` cannot rule out (its own role, the Sheriff's, the revealed), equally weighed."""
    known = {s: r for s, r in enumerate(g.roles) if s == seat or r == SHERIFF or g.revealed[s]}
    return RoleBelief(list(roles_for(len(g.roles))), known)


def sure(belief: RoleBelief, test) -> bool:
    """Does `test(roles)` hold for every role assignment the belief allows?"""
    seats = range(belief.seats)
    return all(test([belief.role_of(a, s) for s in seats]) for a in belief.assignments)


def dice_life_left(g) -> list[int]:
    """Each player's life once the hits already aimed this turn land."""
    life = list(g.life)
    for hit in g.batch:
        life[hit[0]] -= hit[1]
    return life


def refuses_arrow(g, seat: int, action: tuple) -> list[tuple[str, str]]:
    """The refuses_arrow blunder of an answer to an arrow-or-life offer: the life point kills, the arrow keeps him
    standing even if the rest of the landing's points come as life whenever the pile cannot pay them in arrows."""
    if action[0] != "lose_life":
        return []
    mine = [hit for hit in g.batch if hit[0] == seat]      # [target, amount, source, shooter, asked, dodged]
    left = g.life[seat] - sum(asked - dodged for *_, asked, dodged in mine)
    to_come = sum(amount - asked for _, amount, _, _, asked, _ in mine) - 1     # after this one
    unpaid = to_come - min(to_come, max(0, g.pile - 2))     # an arrow is offered while the pile holds two or more
    if left <= 1 and left > unpaid:
        return [("refuses_arrow", f"loses his last life ({g.life[seat]} shown, {left} left in this landing) "
                                  f"with {g.pile} arrows in the pile")]
    return []


def wins_for(g, seat: int, fallen: set[int]):
    """A test of a role assignment: do the players in `fallen` falling now end the game with `seat`'s side winning?"""
    status = [OUT if s in fallen else st for s, st in enumerate(g.status)]

    def test(roles) -> bool:
        result = standard_winner(roles, status)
        return result is not None and result[0] == SIDE[roles[seat]]
    return test


def gatlings_fire(g, seat: int, action: tuple) -> bool:
    """Does the re-roll answer `action` keep enough Gatlings to fire this turn, whatever the thrown dice show?"""
    from game.core.dice.catalog import GATLING
    thrown = () if action[0] == "stop" else action[1]
    kept = sum(1 for i, f in enumerate(g.dice) if f == GATLING and i not in thrown)
    return kept >= g.cast[seat].gatling_needs and not g.flags.get("gatling_fired")


def dice_blunders(g, seat: int, action: tuple) -> list[tuple[str, str]]:
    """(class, what happened) for each blunder of `action` by `seat` in the dice game `g` (before it is applied).
    A passed-up win is returned as ("passes_up_win?", ...): it counts only if the turn ends without the win."""
    pending = g.pending
    declared = module_blunders(g, seat, action) if pending.kind in g.box.silly else []
    if pending.kind == "arrow_for_life":
        return declared + refuses_arrow(g, seat, action)
    if len(pending.options) < 2 or len(g.roles) == 3:
        return declared
    if g.box.teams and any(teams(g.view(seat).data) is not None for teams in g.box.teams):
        return declared         # a module's sides replace the roles (zombies and survivors): these classes are moot
    role = g.roles[seat]
    sheriff = g.roles.index(SHERIFF)
    life = dice_life_left(g)
    others_live = any(st.standing and life[s] > 0 and s not in (seat, sheriff) for s, st in enumerate(g.status))
    out = declared
    if pending.kind == "reroll":
        from game.core.dice.catalog import GATLING_HIT

        def felled(s: int) -> bool:
            cast = g.cast[s]
            return life[s] <= 1 and GATLING_HIT not in cast.immune_to and GATLING_HIT not in cast.arrow_instead_of
        if (seat != sheriff and g.status[sheriff].targetable and felled(sheriff) and gatlings_fire(g, seat, action)
                and not all(gatlings_fire(g, seat, o) for o in pending.options)):
            survivors = any(st.standing and s not in (seat, sheriff) and not felled(s)
                            for s, st in enumerate(g.status))
            if role == DEPUTY:
                out.append(("own_sheriff", "keeps the Gatlings with the Sheriff at 1 life"))
            elif role == RENEGADE and survivors:
                out.append(("renegade_sheriff", "keeps the Gatlings with the Sheriff at 1 life"))
        return out
    if pending.kind != "shoot":
        return out
    die, target = action[1], action[-1]
    amount = 2 if action[0] == "double_shot" else 1
    same_die = {o[-1] for o in pending.options if o[1] == die}
    belief = knowledge(g, seat)
    if target == sheriff and len(same_die) > 1:
        if role == DEPUTY:
            foes = [t for t in same_die if t != sheriff and sure(belief, lambda roles, t=t: roles[t] not in LAW)]
            if foes:
                out.append(("own_sheriff", f"die {die} at the Sheriff ({g.life[sheriff]} life), not seat {foes[0]}"))
        if role == RENEGADE and others_live and life[sheriff] <= amount:
            out.append(("renegade_sheriff", f"die {die} at the Sheriff at {life[sheriff]} life"))
    fallen_now = {s for s, left in enumerate(life) if g.status[s].targetable and left <= 0}
    chosen_wins = sure(belief, wins_for(g, seat, fallen_now | ({target} if life[target] <= amount else set())))
    if not chosen_wins:
        for option in pending.options:
            t = option[-1]
            hit = 2 if option[0] == "double_shot" else 1
            if life[t] <= hit and sure(belief, wins_for(g, seat, fallen_now | {t})):
                out.append(("passes_up_win?", f"die {die} at seat {target}; seat {t} at {life[t]} life was the win"))
                break
    return out


JUDGES = {"cards": card_blunders, "dice": dice_blunders}


# -- self-play ----------------------------------------------------------------------------------------------------
class Judged:
    """A bot whose every answer is timed (its thread's CPU, as the bots' safety net counts it) and judged against
    the real game."""

    def __init__(self, bot, game, log: dict):
        self.bot, self.game, self.log = bot, game, log
        if hasattr(bot, "observe"):
            self.observe = bot.observe
        self.listens = getattr(bot, "listens", hasattr(bot, "observe"))

    def choose(self, view):
        start = time.thread_time()
        action = self.bot.choose(view)
        spent = time.thread_time() - start
        log, game = self.log, self.game
        index = log["decisions"]
        log["decisions"] += 1
        log["times"].append(spent)
        found = JUDGES[game.KIND](game, view.seat, action)
        if spent > STALL_S:
            found.append(("stall", f"{spent:.2f} s on a {view.decision.kind} decision"))
        turn = getattr(game, "turn", None)
        for cls, what in found:
            case = (cls.rstrip("?"), index, f"seat {view.seat} ({game.roles_by_seat()[view.seat]}): {what}")
            if cls.endswith("?"):
                log["maybe"].append((case, view.seat, turn))
            else:
                log["cases"].append(case)
        return action


def play_one(job) -> dict:
    """One seeded self-play game; returns its decisions, decision times and blunder cases."""
    kind, level, players, seed, expansions, options = job
    game = new_game_for(kind, seed, players, {}, expansions, options)
    log = {"decisions": 0, "times": [], "cases": [], "maybe": []}
    bots = [Judged(make_bot(kind, level, seed * 10 + s), game, log) for s in range(players)]
    table = Table(game, bots)
    turn = getattr(game, "turn", None)
    while game.pending is not None:
        step(table)
        if kind == "dice" and game.turn != turn or game.pending is None:
            _settle(game, log)
            turn = game.turn
    _settle(game, log)
    return {"seed": seed, "decisions": log["decisions"], "times": log["times"],
            "cases": [(seed, *case) for case in log["cases"]],
            "capped": sum(getattr(bot.bot, "capped", 0) for bot in bots)}


def step(table: Table) -> None:
    """One answer of the seat the game waits on (Table.run would count a game not over after it as stalled)."""
    seat = table.waiting_on
    table.answer(seat, table.controllers[seat].choose(table.view(seat)))


def _settle(game, log: dict) -> None:
    """A passed-up win counts once its turn is over without the roller's side having won."""
    for case, seat, _turn in log["maybe"]:
        if game.winner is None or seat not in game.winners:
            log["cases"].append(case)
    log["maybe"] = []


def run_cell(pool, kind: str, level: str, players: int, seeds: range, expansions: tuple[str, ...] = (),
             options: dict | None = None) -> dict:
    jobs = [(kind, level, players, seed, expansions, options or {}) for seed in seeds]
    results = pool.map(play_one, jobs, chunksize=2) if pool else list(map(play_one, jobs))
    cell = {"games": len(results), "decisions": sum(r["decisions"] for r in results),
            "times": sorted(t for r in results for t in r["times"]), "cases": [c for r in results for c in r["cases"]],
            "capped": sum(r["capped"] for r in results)}
    return cell


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))] if values else 0.0


def replay(kind: str, level: str, players: int, seed: int, index: int, expansions: tuple[str, ...] = (),
           options: dict | None = None) -> None:
    """Play seed `seed` up to decision `index` and print that decision: the table, the options, the answer."""
    game = new_game_for(kind, seed, players, {}, expansions, options)
    log = {"decisions": 0, "times": [], "cases": [], "maybe": []}
    bots = [Judged(make_bot(kind, level, seed * 10 + s), game, log) for s in range(players)]
    table = Table(game, bots)
    while game.pending is not None and log["decisions"] < index:
        step(table)
    if game.pending is None:
        sys.exit(f"the game ended after {log['decisions']} decisions")
    seat = game.pending.seat
    print(f"{kind} {level} {players} players, seed {seed}, decision {index}: seat {seat}, "
          f"{game.pending.kind}, roles {game.roles_by_seat()}")
    print(game.view(None).data["table"])
    if kind == "cards":
        print("hand:", [game.box.label(c) for c in game.players[seat].hand])
    print("options:", list(game.pending.options))
    step(table)
    print("answer:", table.answers[-1][1], "judged:", log["cases"] or "no blunder", f"{log['times'][-1]:.3f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    parser.add_argument("--levels", nargs="+", default=["random", "easy", "normal", "hard"])
    parser.add_argument("--players", type=int, nargs="+", default=None,
                        help="table sizes (default: cards 5 and 7, dice 5 and 8)")
    parser.add_argument("--games", type=int, default=300, help="games per cell")
    parser.add_argument("--hard-games", type=int, default=30, help="games per Hard cell")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--show", type=int, default=0, help="list this many cases of each class per cell")
    parser.add_argument("--expansions", nargs="+", default=[], metavar="SET",
                        help="card sets played beside the base game (the card game: gold_rush...)")
    parser.add_argument("--modules", nargs="+", default=[], metavar="MODULE",
                        help="dice modules played beside the base game (old_saloon.saloon_dice...)")
    parser.add_argument("--option", nargs="+", default=[], metavar="NAME",
                        help="the card game's yes-or-no rule options turned on (simplified_deck, ley_implacable...)")
    parser.add_argument("--replay", nargs=5, metavar=("GAME", "LEVEL", "PLAYERS", "SEED", "INDEX"))
    args = parser.parse_args()
    options = dict.fromkeys(args.option, True)
    if args.replay:
        kind, level, players, seed, index = args.replay
        sets = args.expansions if kind == "cards" else args.modules
        replay(kind, level, int(players), int(seed), int(index), tuple(sets), options if kind == "cards" else {})
        return
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    for kind in (("cards", "dice") if args.game == "both" else (args.game,)):
        sets = tuple(args.expansions if kind == "cards" else args.modules)
        classes = classes_of(kind, sets)
        print(f"\n{' + '.join((kind, *sets, *(options if kind == 'cards' else ())))}: blunders per 1,000 decisions "
              "(count), every seat the same level")
        print(f"  {'level':<7}{'players':>7}{'games':>6}{'decisions':>10}  " + "".join(f"{c:>18}" for c in classes)
              + "   CPU per decision p50 / p95 / p99 / max")
        for players in args.players or ((5, 7) if kind == "cards" else (5, 8)):
            for level in args.levels:
                n = args.hard_games if level == "hard" else args.games
                cell = run_cell(pool, kind, level, players, range(args.first_seed, args.first_seed + n), sets,
                                options if kind == "cards" else {})
                counts = {c: sum(1 for case in cell["cases"] if case[1] == c) for c in classes}
                per = {c: 1000 * counts[c] / max(cell["decisions"], 1) for c in classes}
                times = cell["times"]
                print(f"  {level:<7}{players:>7}{cell['games']:>6}{cell['decisions']:>10}  "
                      + "".join(f"{per[c]:>11.2f} ({counts[c]:>3})" for c in classes)
                      + f"   {percentile(times, 0.5) * 1000:.2f} / {percentile(times, 0.95) * 1000:.1f} / "
                        f"{percentile(times, 0.99) * 1000:.1f} / {(times[-1] if times else 0) * 1000:.0f} ms"
                      + (f" ({cell['capped']} cut by the safety net)" if cell["capped"] else ""), flush=True)
                for c in classes:
                    for seed, cls, index, what in [case for case in cell["cases"] if case[1] == c][:args.show]:
                        print(f"      {cls:<17} seed {seed:<5} decision {index:<5} {what}")
    if pool:
        pool.close()


if __name__ == "__main__":
    main()
