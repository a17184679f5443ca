"""Gold Rush's 8 characters (game/core/cards/gold_rush/characters.py): their scenarios (the files named after each
character's id, run with the set's others by test_gold_rush.py) cover every one, and the records, the bots, random
games and saves with them."""

import random
from collections import Counter
from pathlib import Path

from game.bots.levels import make_bot
from game.bots.selfplay import play_out
from game.core.cards.box import box_for
from game.core.cards.engine import CardGame, new_game
from game.core.cards.gold_rush.characters import CHARACTERS
from game.core.cards.gold_rush.nuggets import EQUIPMENT, GOLD, GOLD_HEAP, HEAP_NUGGETS
from game.scenario.runner import collect

IDS = tuple(ch.id for ch in CHARACTERS)
SCENARIOS = [path for path in collect([Path(__file__).parent / "scenarios"]) if path.stem.startswith(IDS)]


def test_every_character_has_its_scenarios_and_four_life_points():
    assert IDS == ("don_bell", "dutch_will", "jacky_murieta", "josh_mccloud", "madam_yto", "pretty_luzena",
                   "raddie_snake", "simeon_picos")
    assert all(ch.life == 4 for ch in CHARACTERS)
    assert {i for i in IDS if any(p.stem.startswith(i) for p in SCENARIOS)} == set(IDS)
    assert any("q06" in p.stem for p in SCENARIOS)                # Don Bell in Jail
    box = box_for(("base", "gold_rush"))
    assert set(IDS) <= set(box.characters)
    assert [a.verb.name for a in box.actions_of["jacky_murieta"][-1:]] == ["jacky"]
    assert not {"jacky", "josh", "raddie"} & {a.verb.name for a in box.actions_of["don_bell"]}


def test_every_bot_level_plays_the_characters_and_the_policy_bots_use_their_powers():
    used: Counter = Counter()
    for level, games in (("random", 4), ("easy", 8), ("normal", 8), ("hard", 2)):
        for seed in range(games):
            players = 4 + seed % 4
            game = new_game(seed, cast(seed, players), sets=("base", "gold_rush"))
            game.observers.append(lambda g, e, level=level: e.kind in ("move", "tokens") and used.update(
                [(level, e.data["why"])]))
            bots = [make_bot("cards", level, seed * 10 + s, samples=2) for s in range(players)]
            assert play_out(game, bots) > 0 and game.winner is not None
    for level in ("easy", "normal"):
        for power in ("dutch_will", "jacky_murieta", "josh_mccloud", "raddie_snake", "madam_yto", "simeon_picos",
                      "don_bell"):
            assert used[(level, power)], (level, power)
    assert used[("hard", "dutch_will")] and used[("hard", "jacky_murieta")]


def cast(seed: int, players: int) -> list[dict]:
    return [{"character": IDS[(seed + i) % len(IDS)]} for i in range(players)]


def test_random_games_with_the_characters_keep_cards_and_nuggets_and_end():
    """80 + 24 cards somewhere at every decision, nuggets never negative, and the heap and the players together hold
    30 but for what came from outside the game once the heap was empty; every ability used at least once."""
    seen: Counter = Counter()
    for seed in range(40):
        game = new_game(seed, cast(seed, 4 + seed % 4), sets=("base", "gold_rush"))
        outside = [0]

        def watch(g, e, outside=outside):
            if e.kind in ("move", "tokens"):
                seen[e.data["why"]] += 1
            if e.kind == "tokens" and (e.data["to"] or {}).get("zone") == GOLD and e.data["from"] is None:
                assert g.count(GOLD_HEAP) == 0
                outside[0] += e.data["amount"]
            held = [g.count(GOLD, p) for p in g.players]
            assert min(held) >= 0 and g.count(GOLD_HEAP) + sum(held) == HEAP_NUGGETS + outside[0]

        game.observers.append(watch)
        rng = random.Random(seed)
        while game.pending is not None:
            assert game.card_total() == 80 and game.card_total(EQUIPMENT) == 24
            seen[game.pending.kind] += 1
            game.apply(game.pending.seat, rng.choice(game.pending.options))
        assert game.winner is not None
    for why in (*IDS, "draw_dutch_will", "use_josh_mccloud"):
        assert seen[why] or why == "pretty_luzena", why


def test_save_and_load_while_a_character_waits_continues_the_same_game():
    """Saved while Dutch Will chooses or Josh McCloud uses his card (or Don Bell's draw! waits on a choice, should a
    Horseshoe make it: these games never give him one)."""
    saved: Counter = Counter()
    for seed in range(8):
        game = new_game(seed, cast(seed, 7), sets=("base", "gold_rush"))
        rng = random.Random(seed)
        while game.pending is not None:
            action = rng.choice(game.pending.options)
            waiting = game.pending.kind if game.stack[-1]["k"] != "check" else game.stack[-2]["k"]
            if waiting in ("draw_dutch_will", "use_josh_mccloud", "don_bell"):
                loaded = CardGame.from_json(game.to_json())
                assert loaded.to_json() == game.to_json() and loaded.pending.options == game.pending.options
                assert [e.to_dict() for e in game.apply(game.pending.seat, action)] == \
                    [e.to_dict() for e in loaded.apply(loaded.pending.seat, action)]
                saved[waiting] += 1
            else:
                game.apply(game.pending.seat, action)
    assert saved["draw_dutch_will"] and saved["use_josh_mccloud"], saved
