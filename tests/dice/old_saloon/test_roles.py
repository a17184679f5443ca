"""Old Saloon's special roles (old_saloon.roles): the deal by side (mixed with the plain cards or not), what each
seat sees of the cards, the scenarios of every power, self-play of every bot level with saves and the proof that a
face-down card never reaches another seat, and the base game untouched (no hook listens at a table without roles).
"""

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from game.bots.levels import make_bot
from game.bots.random_bot import RandomBot
from game.bots.selfplay import play_out
from game.core.common.roles import roles_for
from game.core.common.status import IN
from game.core.dice.engine import DiceGame, deal, new_game
from game.core.dice.old_saloon.roles.cards import CARDS, EL_MEDICO, EL_OSO, PLAIN, SIDE_OF, SPECIAL
from game.core.dice.old_saloon.roles.powers import MIXED, ROLE_CARD, ROLE_SHOWN
from game.core.dice.scenario import build
from game.scenario.runner import run_file, run_spec

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "scenarios" / "roles").glob("*.toml"))
MODULES = ("base", "old_saloon.roles")


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    result = run_file(path)
    assert result.ok, result.detail


def test_every_power_has_a_scenario_and_el_juez_cancels_each():
    names = " ".join(p.stem for p in SCENARIOS)
    for card in CARDS:
        assert card in names, card
    for card in set(CARDS) - {EL_OSO, "el_juez"}:
        assert f"el_juez_cancels_{card}" in names, card


def cards_of(game, seat) -> list[str]:
    return game.tokens[ROLE_CARD][seat] + game.tokens[ROLE_SHOWN][seat]


@pytest.mark.parametrize("mixed", [False, True])
@pytest.mark.parametrize("players", range(4, 9))
def test_each_player_is_dealt_one_card_of_his_side(players, mixed):
    specials, plain = Counter(), Counter()
    for seed in range(60):
        game = deal(seed, players, modules=MODULES, **{MIXED: mixed})
        assert Counter(game.roles) == Counter(roles_for(players))
        for seat, role in enumerate(game.roles):
            (card,) = cards_of(game, seat)
            assert SIDE_OF[card] == role
            (specials if card in CARDS else plain)[card] += 1
            assert game.revealed[seat] == (card in game.tokens[ROLE_SHOWN][seat])
            life = game.box.characters[game.chars[seat]].life
            assert game.max_life[seat] == life + {EL_OSO: 3, "sheriff": 2}.get(card, 0)
        assert sum(len(h) for h in game.tokens[ROLE_CARD] + game.tokens[ROLE_SHOWN]) == players
    assert bool(plain) == mixed and specials[EL_OSO] and bool(specials[EL_MEDICO]) == (players >= 5)


def test_a_role_word_fixes_the_card_and_a_card_is_dealt_once():
    game = deal(1, [{"role": "el_medico"}, {"role": "deputy"}, {}, {}, {}, {}, {}], modules=MODULES)
    assert game.roles[:2] == ["deputy", "deputy"]
    assert cards_of(game, 0) == ["el_medico"] and cards_of(game, 1) == ["deputy"]
    with pytest.raises(ValueError, match="dealt only once"):
        deal(1, [{"role": "el_medico"}, {"role": "el_medico"}, {}, {}, {}, {}, {}], modules=MODULES)
    with pytest.raises(ValueError, match="not available"):
        deal(1, [{"role": "el_oso"}, {"role": "sheriff"}, {}, {}], modules=MODULES)


def test_a_scenario_refuses_an_unknown_role_and_roles_without_the_module():
    players = [{"name": n, "role": r} for n, r in (("ana", "sheriff"), ("bea", "el_bruto"), ("cid", "outlaw"),
                                                    ("dan", "renegade"))]
    result = run_spec({"name": "x", "game": "dice", "expansions": ["old_saloon.roles"], "players": players})
    assert not result.ok and "unknown role 'el_bruto'" in result.detail
    players[1]["role"] = "el_feo"
    result = run_spec({"name": "x", "game": "dice", "players": players})
    assert not result.ok and "unknown role 'el_feo'" in result.detail


def test_each_seat_sees_its_own_card_and_the_face_up_ones():
    game = new_game(3, 6, modules=MODULES)
    for seat in range(6):
        players = game.view(seat).data["table"]["players"]
        for other, p in enumerate(players):
            down, up = p["piles"][ROLE_CARD], p["piles"][ROLE_SHOWN]
            if other == seat:
                assert down + up == cards_of(game, seat)
            else:
                assert down == len(game.tokens[ROLE_CARD][other])        # a face-down card: only that one is
                assert up == game.tokens[ROLE_SHOWN][other]


def test_whom_a_role_question_waits_on_only_he_sees():
    spec = {"name": "x", "game": "dice", "expansions": ["old_saloon.roles"], "seed": 1,
            "players": [{"name": n, "role": r} for n, r in (("ana", "sheriff"), ("bea", "el_medico"),
                                                            ("cid", "outlaw"), ("dan", "outlaw"), ("eve", "renegade"))],
            "table": {"rolls": [["arrow", "1", "1", "beer", "gatling"]]}}
    game = build(spec)
    assert game.pending.kind == "reveal" and game.pending.seat == 1
    assert game.view(1).data["pending"]["seat"] == 1 and game.view(1).data["pending"]["info"]["card"] == EL_MEDICO
    for seat in (0, 2, None):
        data = game.view(seat).data
        assert data["pending"] == {"seat": None, "kind": "reveal"}
        assert [e.get("seat") for e in data["table"]["progress"] if e["kind"].startswith("role_")] == [None]


def test_no_hook_listens_at_a_table_without_roles():
    game = new_game(1, 5)
    assert not any(any(game.hooks[m]) for m in ("dice_final", "before_gain", "before_fall"))
    assert "gains" not in game.view(0).data["table"] and "falling" not in game.view(0).data["table"]


def check_cards(game, event=None):
    """Each card, face down and face up, is somewhere once."""
    for kind in (ROLE_CARD, ROLE_SHOWN):
        held = [c for h in game.tokens[kind] for c in h]
        assert Counter(held + game.token_piles[kind]) == Counter((*SPECIAL, *PLAIN)), event


class Counting(RandomBot):
    def __init__(self, game, seed, seen: Counter):
        super().__init__(seed)
        self.game, self.seen = game, seen

    def choose(self, view):
        assert self.game.status[view.seat] is IN, "only a player in the game is asked"
        assert all(len(cards_of(self.game, s)) == 1 for s in range(len(self.game.roles))), "one card each"
        assert all(check(self.game) is None for check in self.game.box.checks.values()), "the load checks hold"
        action = super().choose(view)
        if view.decision.kind == "reveal":
            self.seen[view.decision.info["card"], action[0]] += 1
        return action


def test_random_games_end_and_every_power_is_used():
    seen: Counter = Counter()
    for seed in range(160):
        players = 4 + seed % 5
        game = new_game(seed, players, modules=MODULES, **{MIXED: seed % 2 == 1})
        game.observers.append(check_cards)
        made = play_out(game, [Counting(game, seed * 10 + s, seen) for s in range(players)], max_decisions=5000)
        assert made and game.winner in ("law", "outlaws", "renegade") and game.pending is None
    for card in set(CARDS) - {EL_OSO}:
        assert seen[card, "reveal"] > 5 and seen[card, "pass"] + seen[card, "reveal"] > 10, card


def played(seed: int, decisions: int) -> DiceGame:
    game = new_game(seed, 4 + seed % 5, modules=MODULES, **{MIXED: seed % 2 == 0})
    rng = random.Random(seed)
    while game.pending is not None and decisions:
        game.apply(game.pending.seat, rng.choice(game.pending.options))
        decisions -= 1
    return game


@pytest.mark.parametrize("seed", range(8))
def test_save_load_continue_gives_the_same_game(seed):
    """Saved at every decision of a game, each save loads and plays on exactly as the game did."""
    game = played(seed, 0)
    rng = random.Random(seed)
    while game.pending is not None:
        copy = DiceGame.from_json(game.to_json())
        assert copy.to_json() == game.to_json()
        action = rng.choice(game.pending.options)
        assert [e.to_dict() for e in copy.apply(game.pending.seat, action)] == \
               [e.to_dict() for e in game.apply(game.pending.seat, action)]


def test_a_damaged_role_card_save_is_refused():
    from game.core.common.errors import SaveError
    state = json.loads(played(3, 30).to_json())
    players = state["state"]["table"]["players"]
    seat = next(p["seat"] for p in players if p["piles"][ROLE_CARD])
    players[seat]["piles"][ROLE_CARD] = []
    with pytest.raises(SaveError, match="role card|tokens"):
        DiceGame.from_json(json.dumps(state))


@pytest.mark.proof
def test_a_face_down_card_never_reaches_another_seat(full_bots):
    """Over random games, no view or event a seat receives names another's face-down special card before it turns
    up (every card but El Oso's starts face down somewhere)."""
    checked = 0
    for seed in range(400 if full_bots else 40):
        players = 4 + seed % 5
        game = new_game(seed, players, modules=MODULES, **{MIXED: seed % 3 == 0})
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        events = game.take_events()
        while True:
            hidden = {s: game.tokens[ROLE_CARD][s][0] for s in range(players)
                      if game.tokens[ROLE_CARD][s] and game.tokens[ROLE_CARD][s][0] in CARDS}
            for seat in [*range(players), None]:
                secrets = {f'"{card}"' for other, card in hidden.items() if other != seat}
                seen = json.dumps(game.view(seat).data) + json.dumps([e.visible_to(seat) for e in events])
                assert not [s for s in secrets if s in seen], (seed, seat)
                checked += 1
            if game.pending is None:
                break
            seat = game.pending.seat
            events = game.apply(seat, bots[seat].choose(game.view(seat)))
    assert checked > 1000


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_level_answers_the_role_questions(level):
    """The bots weigh each power (docs/bots.md, "Old Saloon"): asked, they reveal some and let others go, and play
    the game to its end."""
    seen = Counter()
    for seed in range(2 if level == "hard" else 6):
        players = 4 + seed % 5
        game = new_game(seed, players, modules=MODULES, **{MIXED: seed % 2 == 1})
        bots = [make_bot("dice", level, seed * 10 + s) for s in range(players)]
        asking = [Asked(bot, seen) for bot in bots]
        assert play_out(game, asking, max_decisions=3000) and game.winner is not None
    assert seen["reveal", "reveal"] and seen["reveal", "pass"]


class Asked:
    """A bot, counting the role questions it is asked and how it answers them."""

    def __init__(self, bot, seen: Counter):
        self.bot, self.seen = bot, seen

    def observe(self, event):
        self.bot.observe(event)

    def choose(self, view):
        action = self.bot.choose(view)
        if view.decision.kind == "reveal":
            self.seen["reveal"] += 1
            self.seen["reveal", action[0]] += 1
        return action


def test_el_osos_extra_life_shows_nothing_hidden_his_card_is_face_up_from_the_start():
    """Seed 001: the Sheriff's role card is face up from the start («excepto el Sheriff, cuyo rol está boca arriba
    al comienzo de la partida»), so his extra life (3 with El Oso, 2 with a plain card mixed in) tells no one
    anything: every seat and a spectator see his card in the first event and in every view, beside his life."""
    seen = set()
    for seed in range(12):
        game = new_game(seed, 4 + seed % 5, modules=MODULES, **{MIXED: True})
        sheriff = game.roles.index("sheriff")
        card = game.tokens[ROLE_SHOWN][sheriff]
        extra = game.max_life[sheriff] - game.box.characters[game.chars[sheriff]].life
        assert extra == (3 if card == [EL_OSO] else 2) and not game.tokens[ROLE_CARD][sheriff]
        start = next(e for e in game.take_events() if e.kind == "game_start")
        for seat in (*range(len(game.names)), None):
            shown = start.visible_to(seat)["players"][sheriff]
            assert shown["piles"][ROLE_SHOWN] == card and shown["max_life"] == game.max_life[sheriff]
            player = game.view(seat).data["table"]["players"][sheriff]
            assert player["piles"][ROLE_SHOWN] == card and player["role_revealed"]
        seen.add(card[0])
    assert seen == {EL_OSO, "sheriff"}                  # both cards dealt, mixed
