"""A made-up dice module, "frontier.gold", that exists only for the tests: it plugs into every seam an expansion of
the dice game needs, and nothing outside tests/dice/madeup/ names it (no engine, view, save, bot or scenario file).

- a die kind of its own, the gold die: Arrow, Dynamite, a double 2, two Nuggets and a Beer;
- a face of two symbols (the double 2: each half is aimed on its own) and a symbol of its own (the Nugget);
- a decision before the roll: a player holding gold may pay one to roll the gold die instead of his fifth die;
- a resolve step after the Beers: each Nugget gives a player of the roller's choice one gold from the pile;
- tokens per seat: gold (counted, in the open, twelve in all, one each to start with) and claims (cards only
  their holder sees: rich or dry).
  A roller whose final dice show a Nugget draws a claim as his turn ends; as his turn starts each rich claim he
  holds pays him one gold and goes back under the pile;
- a character, Prospector Pete (8 life): one gold from the pile as each of his turns starts, and after each of his
  rolls, before its Arrows act, he may pay a gold to turn one of the Arrows just rolled into a Beer;
- a load check: the gold die is rolled only in a turn that paid for it;
- an Indian attack costs a player holding three gold or more one life less;
- a winner of its own: when players fall, a living player holding eight gold or more wins alone, as a prospector
  (a rule option of its own, a number from 5 to 12, says how much gold: eight unless told).
"""

from __future__ import annotations

from game.core.common.decision import Decision
from game.core.common.options import Option
from game.core.dice.base.steps import why_target
from game.core.dice.specs import Character, DieKind, Face, Module, Resolve, Step, Token

NAME = "frontier.gold"
GOLD, CLAIMS, NUGGET, DOUBLE_2 = "gold", "claims", "nugget", "double_2"
GOLD_DIE = DieKind("gold", ("arrow", "dynamite", DOUBLE_2, NUGGET, NUGGET, "beer"), "gold")
ROLL_GOLD_OR_PASS = (("roll_gold",), ("pass",))
NUGGETS_TASK = ("nuggets",)
GOLD_TO_WIN = "frontier_gold_to_win"     # its rule option


# -- before the roll: pay a gold to roll the gold die -------------------------------------------------------------
def _before_roll(g, seat: int):
    if g.status[seat].acts and g.tokens[GOLD][seat]:
        return (("gold_die", seat),)
    return None


def _ask_gold_die(g, seat: int) -> Decision:
    return Decision(seat, "gold_die", ROLL_GOLD_OR_PASS)


def _answer_gold_die(g, action: tuple, seat: int) -> None:
    if action[0] == "roll_gold":
        g.give_back_tokens(GOLD, seat, 1, "gold_die", seat)
        g.flags["gold_die"] = True


def _turn_dice(g, seat: int, kinds: tuple) -> tuple:
    return kinds[:-1] + (GOLD_DIE.id,) if g.flags.get("gold_die") else kinds


# -- after the Beers: each Nugget, one gold to a player --------------------------------------------------------
def _nuggets(g) -> Decision | None:
    dice = g.unresolved(NUGGET)
    if not dice:
        return None
    return Decision(g.turn, "nugget", tuple(("nugget", die, s) for die in dice for s in g.targetable_from(g.turn)))


def _answer_nugget(g, action: tuple) -> None:
    _, die, target = action
    g.left[die] -= 1
    g.tasks.append(NUGGETS_TASK)
    g.take_tokens(GOLD, target, 1, NUGGET, g.turn)


def _why_nugget(g, action: tuple):
    if len(action) != 3:
        return ("malformed_action", "a Nugget names a die and a player")
    return why_target(g, action[1], action[2], NUGGET)


# -- claims: their holders listen at the start of their turns -------------------------------------------------------
def _claims_pay(g, seat: int) -> None:
    for claim in [c for c in g.tokens[CLAIMS][seat] if c == "rich"]:
        g.give_back_tokens(CLAIMS, seat, [claim], "claim", seat)
        g.take_tokens(GOLD, seat, 1, "claim", seat)


def _turn_end(g, seat: int) -> None:
    if any(NUGGET in g.box.faces[f].symbols for f in g.dice if f):
        g.take_tokens(CLAIMS, seat, 1, NUGGET, seat)


# -- Prospector Pete -------------------------------------------------------------------------------------------------
def _pete_turn_start(g, seat: int) -> None:
    g.take_tokens(GOLD, seat, 1, "prospector_pete", seat)


def _rolled_arrows(g) -> list[int]:
    return [d for d in g.rolled if g.dice[d] == "arrow"]


def _pete_rolled(g, seat: int):
    if g.tokens[GOLD][seat] and _rolled_arrows(g):
        return (("pete_trade", seat),)
    return None


def _ask_pete_trade(g, seat: int) -> Decision:
    return Decision(seat, "pete_trade", (("pass",),) + tuple(("trade", d) for d in _rolled_arrows(g)))


def _answer_pete_trade(g, action: tuple, seat: int) -> None:
    if action[0] == "trade":
        g.give_back_tokens(GOLD, seat, 1, "prospector_pete", seat)
        g.dice[action[1]] = "beer"
        g.emit("die_turned", {"seat": seat, "die": action[1], "face": "beer", "why": "prospector_pete"})


def _fewer_losses(g, seat: int, losses: list[int]) -> None:
    for s, gold in enumerate(g.tokens[GOLD]):
        if gold >= 3 and losses[s]:
            losses[s] -= 1


def _judge(g, fallen: list):
    rich = [s for s, gold in enumerate(g.tokens[GOLD]) if gold >= g.rule_options[GOLD_TO_WIN] and g.status[s].standing]
    return ("prospector", rich) if rich else None


def _gold_die_paid(g) -> str | None:
    if GOLD_DIE.id in g.kinds and g.phase != "start" and not g.flags.get("gold_die"):
        return "a gold die is rolled in a turn that did not pay for it"
    return None


MODULE = Module(
    NAME,
    faces=(Face(NUGGET, {NUGGET: 1}), Face(DOUBLE_2, {"2": 2})),
    dice=(GOLD_DIE,),
    turn_dice=_turn_dice,
    steps={"gold_die": Step(_ask_gold_die, _answer_gold_die, "seat"), "nuggets": Step(_nuggets, _answer_nugget)},
    resolve=(Resolve("nuggets", after="beer"),),
    hooks={"before_roll": _before_roll, "turn_end": _turn_end},
    why={"nugget": _why_nugget},
    characters=(Character("prospector_pete", "Prospector Pete", "Pete el Buscador", 8,
                          hooks={"turn_start": _pete_turn_start, "rolled": _pete_rolled},
                          steps={"pete_trade": Step(_ask_pete_trade, _answer_pete_trade, "seat")}),),
    tokens=(Token(GOLD, 12, dealt=1),
            Token(CLAIMS, ("rich", "rich", "dry", "dry", "dry"), secret=True, hooks={"turn_start": _claims_pay})),
    turn_flags=("gold_die",),
    checks={"gold_die": _gold_die_paid},
    indian_losses=_fewer_losses,
    judge=_judge,
    sides=("prospector",),
    scenario_steps={"roll_gold": ("roll_gold", ()), "nugget": ("nugget", ("die", "target")),
                    "trade": ("trade", ("die",))},
    en="Frontier Gold",
    es="Oro de la frontera",
    options={GOLD_TO_WIN: Option("The gold a living player needs to win alone, as a prospector.", 8,
                                 en="Gold to win", es="Oro para ganar", low=5, high=12)},
)
