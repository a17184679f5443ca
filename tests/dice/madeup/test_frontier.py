"""An expansion plugs into the dice game without a line changed in the engine, the views, the saves, the scenarios
or the bots: the made-up module frontier.gold (frontier.py: a die kind, a double face, a resolve step, tokens per
seat, a decision before the roll, a character) plays through scenarios, self-play, saves, the proofs that nothing
leaks and that events rebuild the views, and every bot level.
"""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.dice_policy import dice_of
from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.common.errors import SaveError
from game.core.common.roles import SHERIFF
from game.core.common.status import IN
from game.core.common.table import Table
from game.core.dice.box import box_for
from game.core.dice.determinize import deal_unknown
from game.core.dice.engine import DiceGame, deal, new_game
from game.scenario.runner import run_file, run_spec

HERE = Path(__file__).parent
MODULES = ("base", "frontier.gold")
SCENARIOS = sorted((HERE / "scenarios").glob("*.toml"))
REPO = HERE.parents[2]


def test_the_box_is_built_from_the_modules(frontier):
    base, both = box_for(("base",)), box_for(MODULES)
    assert base.resolve_order == ("dynamite", "shots", "beer", "gatling")
    assert both.resolve_order == ("dynamite", "shots", "beer", "nuggets", "gatling")
    assert "gold" in both.dice and "gold" not in base.dice and both.colours["gold"] == "gold"
    assert both.face_units["double_2"] == 2 and both.shot_of["double_2"] == "2" and both.shot_of["nugget"] is None
    assert list(both.characters)[:16] == list(base.characters) and "prospector_pete" in both.characters
    assert set(both.tokens) == {"gold", "claims"} and not base.tokens
    assert "gold_die" in both.turn_flags and "gold_die" not in base.turn_flags
    seats = [{"character": c} for c in ("prospector_pete", "sid_ketchum", "black_jack", "lucky_duke")]
    game = deal(1, seats, modules=MODULES)       # hooks are lists: the seat's ability's, its tokens', the modules'
    game.tokens["claims"][0], game.tokens["claims"][2] = ["dry"], ["rich"]
    game.recast()
    assert [len(game.hooks["turn_start"][s]) for s in range(4)] == [2, 1, 1, 0]
    assert [len(game.hooks["before_roll"][s]) for s in range(4)] == [1, 1, 1, 1]
    game.give_back_tokens("claims", 2, ["rich"], "test")      # who holds a token that listens is worked out again
    assert [len(game.hooks["turn_start"][s]) for s in range(4)] == [2, 1, 0, 0]
    assert [len(deal(1, seats[1:]).hooks["turn_start"][s]) for s in range(3)] == [1, 0, 0]


def test_nothing_outside_its_folder_names_the_module():
    words = ("frontier", "prospector_pete", "gold_die", "roll_gold")
    for folder in ("game", "bench", "docs"):
        for path in (REPO / folder).rglob("*.*"):
            if path.suffix in (".py", ".md", ".toml"):
                text = path.read_text(encoding="utf-8").lower()
                assert not [w for w in words if w in text], path


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def spec(**change) -> dict:
    out = {"name": "frontier", "game": "dice", "expansions": ["frontier.gold"], "seed": 1,
           "players": [{"name": "ana", "role": "sheriff", "character": "prospector_pete"}, {"name": "bea"},
                       {"name": "cid"}, {"name": "dan"}]}
    out.update(change)
    return out


@pytest.mark.parametrize("change, words", [
    ({"table": {"rolls": [["nugget", "1", "1", "1", "1"]]}, "players": [
        {"name": n, "character": c, "gold": 0} for n, c in zip(("ana", "bea", "cid", "dan"), (
            "black_jack", "lucky_duke", "kit_carlson", "jourdonnais"))]}, "puts 'nugget' on die 0, a base die"),
    ({"expansions": []}, "unknown character 'prospector_pete'"),
    ({"expansions": ["frontier.silver"]}, "no dice module 'frontier.silver'"),
    ({"steps": [{"actor": "ana", "do": "roll_gold"}], "expansions": [],
      "players": [{"name": n} for n in ("ana", "bea", "cid", "dan")]}, "unknown do 'roll_gold'"),
    ({"expect": {"ana.silver": 1}}, "unknown path 'ana.silver'"),
    ({"table": {"claims": ["rich", "rich", "rich"]}}, "not enough claims"),
])
def test_wrong_scenarios_are_reported(change, words):
    result = run_spec(spec(**change))
    assert not result.ok and "scenario error" in result.detail and words in result.detail, result.detail


def check_tokens(game, event=None):
    """Every gold, claim and arrow is somewhere, once; lives are in range."""
    box = game.box
    assert game.pile + sum(game.arrows) == box.arrows, event
    assert game.token_piles["gold"] + sum(game.tokens["gold"]) == box.tokens["gold"].supply == 12, event
    held = [c for claims in game.tokens["claims"] for c in claims]
    assert Counter(held + game.token_piles["claims"]) == Counter(box.tokens["claims"].supply), event
    assert all(0 <= life <= top for life, top in zip(game.life, game.max_life)), event


class Counting(RandomBot):
    """A random bot that checks it is asked only while in the game, and counts the module's decisions."""

    def __init__(self, game, seed, seen: Counter):
        super().__init__(seed)
        self.game, self.seen = game, seen

    def choose(self, view):
        assert self.game.status[view.seat] is IN, "an eliminated player is never asked anything"
        action = super().choose(view)
        self.seen[view.decision.kind, action[0]] += 1
        if action[0] == "shoot" and self.game.dice[action[1]] == "double_2":
            self.seen["double_2 aimed"] += 1
        return action


def test_random_games_end_and_every_token_is_kept(full_bots):
    seen: Counter = Counter()
    for seed in range(300 if full_bots else 150):
        players = 3 + seed % 6
        game = new_game(seed, players, modules=MODULES)
        game.observers.append(check_tokens)
        made = play_out(game, [Counting(game, seed * 10 + s, seen) for s in range(players)], max_decisions=5000)
        assert made and game.winner in ("law", "outlaws", "renegade") and game.pending is None
    assert seen["gold_die", "roll_gold"] > 50 and seen["nugget", "nugget"] > 50 and seen["double_2 aimed"] > 20


def played(seed: int, decisions: int) -> DiceGame:
    game = new_game(seed, 3 + seed % 6, modules=MODULES)
    rng = random.Random(seed)
    while game.pending is not None and decisions:
        game.apply(game.pending.seat, rng.choice(game.pending.options))
        decisions -= 1
    return game


@pytest.mark.parametrize("seed", range(10))
def test_save_load_continue_gives_the_same_game(seed):
    game = played(seed, 0)
    game.take_events()
    rng = random.Random(seed)
    kinds = set()
    while game.pending is not None:
        text = game.to_json()
        loaded = DiceGame.from_json(text)
        assert loaded.to_json() == text and loaded.pending.to_dict() == game.pending.to_dict()
        kinds.add(game.pending.kind)
        seat, action = game.pending.seat, rng.choice(game.pending.options)
        assert [e.to_dict() for e in game.apply(seat, action)] == [e.to_dict() for e in loaded.apply(seat, action)]
    assert loaded.winner == game.winner


def unpaid_gold_die(state: dict) -> None:
    board = state["table"]
    board["turn_flags"].pop("gold_die", None)
    board.update(dice_kinds=["base"] * 4 + ["gold"], phase="roll")


@pytest.mark.parametrize("change, words", [
    (lambda s: s["table"]["players"][0]["piles"].update(gold=13), "tokens are wrong"),
    (lambda s: s["table"]["piles"].update(gold=s["table"]["piles"]["gold"] + 1), "not all accounted"),
    (lambda s: s["table"]["players"][1]["piles"]["claims"].append("rich"), "not all accounted"),
    (lambda s: s["table"]["players"][1]["piles"].pop("claims"), "tokens are wrong"),
    (lambda s: s["rules"].update(modules=["base", "frontier.silver"]), "no dice module 'frontier.silver'"),
    (lambda s: s["rules"].update(modules=["frontier.gold"]), "base game first"),
    (unpaid_gold_die, "did not pay"),
])
def test_saves_that_break_the_module_are_refused(change, words):
    state = json.loads(played(4, 30).to_json())["state"]
    DiceGame.from_state(json.loads(json.dumps(state)))
    change(state)
    with pytest.raises(SaveError, match=words):
        DiceGame.from_state(state)


@pytest.mark.parametrize("seed", range(30))
def test_a_game_dealt_from_a_view_is_the_real_one_but_for_what_the_seat_cannot_see(seed):
    game = played(seed, 20 + 9 * seed)
    if game.pending is None:
        return
    seat = game.pending.seat
    view = game.view(seat).data
    guess = deal_unknown(view, random.Random(seed))
    assert guess.view(seat).data == view
    real, dealt = (json.loads(g.to_json())["state"] for g in (game, guess))
    for state in (real, dealt):
        for p in state["table"]["players"]:
            p["role"] = p["role"] if p["role_revealed"] or p["seat"] == seat else None
            if p["seat"] != seat:
                p["piles"]["claims"] = len(p["piles"]["claims"])
        state["table"]["piles"]["claims"] = len(state["table"]["piles"]["claims"])
        for key in ("rng", "seq"):
            del state[key]
    assert dealt == real
    while guess.pending is not None:
        guess.apply(guess.pending.seat, guess.pending.options[0])


def claim_twins(seed: int, players: int):
    """A game in which two seats hold a rich and a dry claim, its copy in which they hold them the other way round,
    and those two seats (the piles are the same in both)."""
    first = deal(seed, players, modules=MODULES)
    holders = [s for s, r in enumerate(first.roles) if r != SHERIFF][:2]
    second = first.clone()
    for game, claims in ((first, ("rich", "dry")), (second, ("dry", "rich"))):
        for seat, claim in zip(holders, claims):
            game.tokens["claims"][seat] = [claim]
            game.token_piles["claims"].remove(claim)
        game.start()
    return first, second, holders


def test_a_claim_hidden_from_a_seat_never_reaches_it():
    """Every other seat and a spectator see the same events and views from both twins until one of the holders'
    turns starts (where a rich claim pays)."""
    compared = 0
    for seed in range(150):
        players = 4 + seed % 5
        first, second, holders = claim_twins(seed, players)
        watchers = [s for s in range(players) if s not in holders] + [None]
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        events = (first.take_events(), second.take_events())
        while True:
            tells = next((i for i, e in enumerate(events[0]) if e.kind == "game_over" or (
                e.kind == "turn_start" and e.data["seat"] in holders)), None)
            for a, b in list(zip(*events))[:tells]:
                assert [a.visible_to(s) for s in watchers] == [b.visible_to(s) for s in watchers]
                compared += 1
            if tells is not None:
                break
            assert len(events[0]) == len(events[1])
            for s in watchers:
                assert first.view(s).data == second.view(s).data
            seat = first.pending.seat
            action = bots[seat].choose(first.view(seat))
            events = (first.apply(seat, action), second.apply(seat, action))
    assert compared > 1000


class Picture:
    """What one seat knows of the tokens, kept from its events only: game_start shows every hand of a secret kind
    as a count, its own hand comes in tokens_dealt, then each `tokens` event moves some between a pile and a seat."""

    def __init__(self, seat):
        self.seat, self.held, self.piles = seat, [], {}

    def observe(self, event: dict) -> None:
        if event["kind"] == "game_start":
            secret = {name for name, token in box_for(tuple(event["rules"]["modules"])).tokens.items() if token.secret}
            self.held = [{n: [] if s == self.seat and n in secret else v for n, v in p["piles"].items()}
                         for s, p in enumerate(event["players"])]
            self.piles = dict(event["piles"])
        elif event["kind"] == "tokens_dealt":
            self.held[event["seat"]][event["zone"]] = event["which"]
        elif event["kind"] == "tokens":
            taken = event["to"]["seat"] is not None
            place = event["to"] if taken else event["from"]
            held, name, amount = self.held[place["seat"]], place["zone"], event["amount"]
            which = event.get("which")
            if isinstance(which, list) and taken:
                held[name] = held[name] + which
            elif isinstance(which, list):
                rest = list(held[name])
                for token in which:
                    rest.remove(token)
                held[name] = rest
            else:                                  # a count, or a secret hand this seat knows only the size of
                held[name] += amount if taken else -amount
            self.piles[name] += -amount if taken else amount
            assert self.piles[name] >= 0

    def show(self, view) -> None:
        board = view.data["table"]
        tokens = [p["piles"] for p in board["players"]]
        assert [{n: sorted(v) if isinstance(v, list) else v for n, v in t.items()} for t in self.held] == [
            {n: sorted(v) if isinstance(v, list) else v for n, v in t.items()} for t in tokens]
        assert self.piles == board["piles"]


class Player(Picture):
    def __init__(self, seat, seed):
        super().__init__(seat)
        self.bot = RandomBot(seed)

    def choose(self, view):
        return self.bot.choose(view)


def test_each_seat_rebuilds_the_tokens_from_its_events(full_bots):
    for seed in range(200 if full_bots else 100):
        players = 3 + seed % 6
        game = new_game(seed, players, modules=MODULES)
        seats = [Player(s, seed * 10 + s) for s in range(players)]
        Table(game, seats, spectators=[Picture(None)]).run(5000)
        assert game.winner is not None


@pytest.mark.parametrize("level, games", [("random", 6), ("easy", 6), ("normal", 6), ("hard", 2)])
def test_every_bot_level_plays_the_module(level, games):
    """The bots price a die kind they were never told about from its faces (a Nugget is worth nothing to them, a
    double 2 two 2s), and answer the module's decisions they have no tactic for."""
    paid = 0
    for seed in range(games):
        players = 4 + seed % 4
        game = new_game(seed, players, modules=MODULES)
        bots = [make_bot("dice", level, seed * 10 + s) for s in range(players)]
        game.observers.append(check_tokens)
        table = Table(game, bots)
        table.run(5000)
        paid += sum(1 for _, action in table.answers if action == ("roll_gold",))
        assert game.winner is not None
    assert paid


def test_the_bots_price_the_gold_die_from_its_faces():
    dice = dice_of(box_for(MODULES))
    finals, probs, arrows = dice.landings((0,) * 6, (("gold", 1),))
    odds = dict(zip(finals, probs))
    assert abs(sum(probs) - 1) < 1e-12 and abs(sum(arrows) - 1) < 1e-12
    assert odds[(0, 0, 0, 2, 0, 0)] == pytest.approx(1 / 6)        # the double 2: two 2s
    assert odds[(0, 0, 0, 0, 0, 0)] == pytest.approx(2 / 6)        # two Nuggets: nothing the bots price
    finals, probs, _ = dice.landings((0,) * 6, (("base", 4), ("gold", 1)))
    assert abs(sum(probs) - 1) < 1e-12 and max(sum(f) for f in finals) == 6
