"""The bots with Gold Rush on: the set's silly uses (declared in its records, game/core/cards/gold_rush/sense.py)
fire on positions built for them and not on their neighbours, no level makes one in seeded games, and the bots
spend their nuggets and use the characters' powers (the figures of strength are bench/bots.py's, docs/bots.md)."""

from collections import Counter

import pytest

from game.bots.card_hard import CardHardBot
from game.bots.card_policy import belief_from, box_of
from game.bots.levels import make_bot
from game.bots.selfplay import play_out
from game.core.cards.engine import new_game
from game.core.cards.scenario import build

LEVELS = ("easy", "normal", "hard")


@pytest.fixture(scope="module")
def blunders():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "bench" / "blunders.py"
    spec = importlib.util.spec_from_file_location("blunders", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bot(level, seed=0):
    return CardHardBot(seed, samples=3) if level == "hard" else make_bot("cards", level, seed)


def table(ana, shop=("shot", "shot", "shot"), deck=None, **others):
    """Five players with Gold Rush, in ana's phase 2: each player (role, character, extra fields); bea sits next
    to ana, and so does eve."""
    seats = {"ana": ana, "bea": ("outlaw", "rose_doolan", {}), "cid": ("outlaw", "black_jack", {}),
             "dan": ("renegade", "kit_carlson", {}), "eve": ("deputy", "paul_regret", {}), **others}
    players = [dict(name=name, role=role, character=character, **extra)
               for name, (role, character, extra) in seats.items()]
    spec = {"game": "cards", "expansions": ["gold_rush"], "seed": 1, "players": players,
            "table": {"turn": "ana", "phase": "play", "shop": list(shop), **({"deck": deck} if deck else {})}}
    return build(spec)


def seat_of(g, name):
    return next(p.seat for p in g.players if p.name == name)


def verb_options(g, verb, where=None):
    """The options of `verb` whose fields at the given indexes hold the given values."""
    return [o for o in g.pending.options if o[0] == verb and all(o[i] == v for i, v in (where or {}).items())]


def judged(blunders, g, option):
    return [cls for cls, _ in blunders.card_blunders(g, g.pending.seat, option)]


def no_level_blunders(blunders, g):
    for level in LEVELS:
        for seed in range(4 if level == "easy" else 1):
            answer = bot(level, seed).choose(g.clone().view(g.pending.seat))
            assert judged(blunders, g, answer) == [], (level, answer)


def test_a_deputy_paying_away_his_sheriffs_equipment_is_silly_not_an_outlaws(blunders):
    g = table(("deputy", "bart_cassidy", {"gold": 6}), bea=("sheriff", "rose_doolan", {"equipment": ["pickaxe"]}),
              cid=("outlaw", "black_jack", {"equipment": ["horseshoe"]}), eve=("outlaw", "paul_regret", {}))
    sheriff, outlaw = seat_of(g, "bea"), seat_of(g, "cid")
    assert judged(blunders, g, verb_options(g, "force_discard", {1: sheriff})[0]) == ["forces_ally"]
    assert judged(blunders, g, verb_options(g, "force_discard", {1: outlaw})[0]) == []
    no_level_blunders(blunders, g)


def test_a_shot_on_a_player_at_full_life_heals_nobody(blunders):
    g = table(("sheriff", "bart_cassidy", {"gold": 3, "life": 2}))
    me, full = seat_of(g, "ana"), seat_of(g, "cid")
    assert judged(blunders, g, verb_options(g, "buy", {2: full})[0]) == ["heals_nobody"]
    assert judged(blunders, g, verb_options(g, "buy", {2: me})[0]) == []
    no_level_blunders(blunders, g)
    for level in ("normal", "hard"):        # and at 2 life the Shot on himself is worth its nugget
        answer = bot(level).choose(g.clone().view(me))
        assert answer[0] == "buy" and answer[2] == me, (level, answer)


def test_selling_a_beer_while_a_beer_heals_is_silly(blunders):
    hurt = table(("sheriff", "bart_cassidy", {"hand": ["beer 6H", "bang 2C"], "life": 2}))
    option = verb_options(hurt, "sell_beer")[0]
    assert judged(blunders, hurt, option) == ["sells_needed_beer"]
    no_level_blunders(blunders, hurt)
    full = table(("sheriff", "bart_cassidy", {"hand": ["beer 6H", "beer 7H"]}))
    assert judged(blunders, full, verb_options(full, "sell_beer")[0]) == []
    for level in ("normal", "hard"):        # a spare Beer at full life is worth more as a nugget
        assert bot(level).choose(full.clone().view(full.pending.seat))[0] == "sell_beer", level


def test_a_wanted_on_the_sheriff_wastes_nuggets(blunders):
    """Its bounty is never paid: the game ends as he falls. Buying one for him, or paying his away, is waste."""
    g = table(("outlaw", "bart_cassidy", {"gold": 9}), shop=("wanted", "pickaxe", "shot"),
              bea=("sheriff", "rose_doolan", {}), cid=("renegade", "black_jack", {"equipment": ["wanted"]}),
              dan=("outlaw", "kit_carlson", {}))
    wanted = next(c for c in g.pile("shop") if g.box.name[c] == "wanted")
    assert judged(blunders, g, ("buy", wanted, seat_of(g, "bea"))) == ["wasted_nuggets"]
    assert judged(blunders, g, ("buy", wanted, seat_of(g, "eve"))) == []
    no_level_blunders(blunders, g)


def test_jacky_murieta_never_shoots_his_sheriff_as_a_deputy(blunders):
    g = table(("deputy", "jacky_murieta", {"gold": 4}), bea=("sheriff", "rose_doolan", {}),
              eve=("outlaw", "paul_regret", {}))
    assert judged(blunders, g, verb_options(g, "jacky", {1: seat_of(g, "bea")})[0]) == ["deputy_sheriff"]
    no_level_blunders(blunders, g)


def test_a_second_copy_of_a_name_is_never_offered(blunders):
    """Black equipment is bought for its own player (Wanted: for anyone): never where its name already lies."""
    g = table(("sheriff", "bart_cassidy", {"gold": 9, "equipment": ["wanted"]}), shop=("wanted", "pickaxe", "shot"),
              bea=("outlaw", "rose_doolan", {"equipment": ["wanted"]}))
    on = {o[2] for o in verb_options(g, "buy") if g.box.name[o[1]] == "wanted"}
    assert on == {seat_of(g, name) for name in ("cid", "dan", "eve")}
    wanted = next(c for c in g.pile("shop") if g.box.name[c] == "wanted")
    assert judged(blunders, g, ("buy", wanted, seat_of(g, "bea"))) == ["buys_twice"]     # were it offered


def test_the_rucksack_heals_a_low_life_in_the_turn_and_saves_a_last_one():
    g = table(("sheriff", "bart_cassidy", {"gold": 4, "life": 2, "equipment": ["rucksack"]}),
              shop=("boots", "calumet", "horseshoe"))
    assert bot("normal").choose(g.clone().view(g.pending.seat)) == ("rucksack",)    # (Hard searches: it may buy)
    full = table(("sheriff", "bart_cassidy", {"gold": 4, "equipment": ["rucksack"]}))
    assert ("rucksack",) not in full.pending.options        # never offered at full life
    dying = table(("sheriff", "bart_cassidy", {"gold": 2, "life": 1, "equipment": ["rucksack"]}),
                  bea=("outlaw", "rose_doolan", {"hand": ["bang 2C"]}))
    dying.players[seat_of(dying, "ana")].hand.clear()
    dying.apply(dying.pending.seat, ("end_turn",))
    ana = seat_of(dying, "ana")
    while dying.pending.kind != "dying":                    # bea's turn: she shoots ana, who takes the hit
        options = dying.pending.options
        shot = [o for o in options if o[0] == "play" and o[2:] == (ana,)]
        dying.apply(dying.pending.seat, shot[0] if shot else ("take_hit",) if ("take_hit",) in options else options[0])
    for level in LEVELS:
        assert bot(level).choose(dying.clone().view(dying.pending.seat)) == ("rucksack",), level


def test_don_bell_chooses_a_diamond_for_another_turn():
    g = table(("sheriff", "don_bell", {"equipment": ["horseshoe"]}), shop=("rhum", "rhum", "boots"),
              deck=["missed 2S", "bang 6D", "bang 2C", "bang 3C"])
    g.apply(g.pending.seat, ("end_turn",))
    assert g.pending.kind == "choose_draw"
    for level in LEVELS:
        answer = bot(level).choose(g.clone().view(g.pending.seat))
        assert g.box.cards[answer[1]].suit == "D", level


def test_every_level_plays_gold_rush_without_a_silly_play_and_uses_the_powers(blunders):
    """A few seeded tables a level, every seat judged as the blunder bench judges it; the answers the set brings
    and the characters' powers are all used."""
    used: Counter = Counter()
    for level, games in (("easy", 6), ("normal", 6), ("hard", 1)):
        for seed in range(games):
            players = 4 + seed % 4
            characters = ("jacky_murieta", "josh_mccloud", "raddie_snake", "dutch_will", "don_bell", "madam_yto",
                          "pretty_luzena")
            specs = [{"character": characters[(seed + s) % len(characters)]} for s in range(players)]
            game = new_game(seed, specs, sets=("base", "gold_rush"))
            log = {"decisions": 0, "times": [], "cases": [], "maybe": []}
            bots = [blunders.Judged(bot(level, seed * 10 + s), game, log) for s in range(players)]
            game.observers.append(lambda g, e, level=level: e.kind in ("move", "tokens") and used.update(
                [(level, e.data["why"])]))
            assert play_out(game, bots) > 0 and game.winner is not None
            assert [case for case in log["cases"] if case[0] != "stall"] == [], (level, seed)
    for level in ("easy", "normal"):
        for why in ("buy", "sell_beer", "jacky_murieta", "josh_mccloud", "raddie_snake", "dutch_will", "gold_pan"):
            assert used[(level, why)], (level, why)
    assert used[("hard", "buy")] and used[("hard", "jacky_murieta")]


def test_normal_reads_a_card_bought_and_used_at_a_player_as_the_attack_it_is():
    """A Bottle bought and used as a BANG! at the Sheriff tells a Deputy what a BANG! played from the hand would:
    its player is likely an Outlaw (before, the belief read only "play" events, so the set's attacks told nothing).
    A purchase at nobody (a Bottle's Beer) tells nothing."""
    def outlaw_odds(used_as, *aim):
        g = table(("outlaw", "bart_cassidy", {"gold": 3}), shop=("bottle", "shot", "shot"),
                  bea=("sheriff", "rose_doolan", {}), dan=("deputy", "kit_carlson", {}),
                  eve=("renegade", "paul_regret", {}))
        dan, buyer = seat_of(g, "dan"), seat_of(g, "ana")
        option = next(o for o in verb_options(g, "buy", {2: used_as}) if tuple(o[3:4]) == aim)
        heard = [event.visible_to(dan) for event in g.apply(buyer, option)]
        data = g.view(dan).data
        return belief_from(data, heard, box_of(data)).p(buyer, "outlaw")

    sheriff = 1
    before = outlaw_odds("beer")
    assert outlaw_odds("bang", sheriff) > before + 0.1
    assert before == pytest.approx(2 / 3)
