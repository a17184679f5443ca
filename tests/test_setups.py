"""Each game kind's description of its setups (game/setups.py): the expansions it lists from the core's registries,
the options each declares by type, and every rule that refuses a combination, said in words; the setup a session
deals, the headless host's flags, and the autosave that keeps a game's sets."""

import pytest

from game.core.cards.sets import CardSet
from game.core.cards.sets import known as known_sets
from game.core.cards.sets import register as register_set
from game.core.common.options import Option, check_options
from game.net import headless
from game.session import SaveRefused, SetupRefused, autosave_batch, autosave_header, check_setup, deal, read_autosave
from game.setups import BASE, DESCRIPTIONS

from .madeup import register_madeup

CARDS, DICE = DESCRIPTIONS["cards"], DESCRIPTIONS["dice"]
# A set that exists only for these refusals: it needs boomtown and is for five or six players.
PICKY = CardSet("picky_test_set", (), (), en="Picky", es="Quisquilloso", needs=("boomtown",), players=(5, 6),
                options={"picky_level": Option("How picky.", "low", en="Pickiness", es="Manía",
                                               choices={"low": ("Low", "Poca"), "high": ("High", "Mucha")})})


@pytest.fixture(autouse=True)
def madeup():
    register_madeup()
    if "picky_test_set" not in known_sets():
        register_set(PICKY)


def seats(n: int) -> list[dict]:
    return [{"kind": "you", "name": "P0"}] + [{"kind": "bot", "level": "easy", "name": f"P{i}"} for i in range(1, n)]


def setup(game="cards", n=5, sets=None, options=None, seed=3) -> dict:
    return {"game": game, "seed": seed, "sets": sets or [BASE], "options": options or {}, "seats": seats(n)}


def refused(game="cards", **what) -> list[tuple[str, str]]:
    return [(r.rule, r.message) for r in DESCRIPTIONS[game].refusals(setup(game, **what))]


def test_the_base_game_comes_first_then_each_registered_expansion_with_its_titles():
    cards = [(e.name, e.en, e.es) for e in CARDS.expansions()]
    assert cards[0] == ("base", "BANG!", "¡BANG!")
    assert ("boomtown", "Boomtown", "Pueblo en auge") in cards
    dice = [(e.name, e.en) for e in DICE.expansions()]
    assert dice[0] == ("base", "BANG! The Dice Game")
    assert ("frontier.gold", "Frontier Gold") in dice and ("frontier.ghosts", "Frontier Ghosts") in dice
    assert CARDS.seats == (4, 8) and DICE.seats == (3, 8)


def test_the_options_offered_are_those_of_the_sets_switched_on_each_with_its_type():
    house = ["game_ends_mid_card", "simplified_deck", "ley_implacable"]    # eight players: the seats say it
    assert list(CARDS.options([BASE])) == house
    offered = CARDS.options([BASE, "boomtown"])
    assert list(offered) == [*house, "boomtown_bounty", "boomtown_relief"]
    assert offered["boomtown_bounty"].default == "per_point" and offered["boomtown_relief"].default is True
    gold = DICE.options([BASE, "frontier.gold"])["frontier_gold_to_win"]
    assert (gold.default, gold.low, gold.high) == (8, 5, 12)
    assert DICE.options([BASE]) == {}


def test_a_setup_the_rules_take_is_refused_for_nothing():
    assert refused() == []
    assert refused(sets=[BASE, "boomtown"], options={"boomtown_bounty": "none", "boomtown_relief": False}) == []
    assert refused("dice", sets=[BASE, "frontier.gold", "frontier.ghosts"],
                   options={"frontier_gold_to_win": 5}) == []


def test_a_module_that_needs_another_is_refused_in_words():
    assert refused("dice", sets=[BASE, "frontier.ghosts"]) == [
        ("needs", "Frontier Ghosts needs Frontier Gold: switch it on too")]
    assert refused(sets=[BASE, "picky_test_set"]) == [("needs", "Picky needs Boomtown: switch it on too")]


def test_too_few_or_too_many_players_for_a_set_are_refused_in_words():
    assert refused(n=4, sets=[BASE, "boomtown", "picky_test_set"]) == [
        ("set_players", "Picky is for 5 to 6 players, not 4")]
    assert refused(n=7, sets=[BASE, "boomtown", "picky_test_set"]) == [
        ("set_players", "Picky is for 5 to 6 players, not 7")]
    assert refused(n=9) == [("players", "BANG! is for 4 to 8 players, not 9")]
    assert refused("dice", n=2) == [("players", "BANG! The Dice Game is for 3 to 8 players, not 2")]


def test_an_option_of_a_set_not_switched_on_is_refused_in_words():
    assert refused(options={"boomtown_relief": False}) == [
        ("option_off", "the option 'boomtown_relief' is Boomtown's, which is not switched on")]
    assert refused("dice", options={"frontier_gold_to_win": 9}) == [
        ("option_off", "the option 'frontier_gold_to_win' is Frontier Gold's, which is not switched on")]


def test_a_value_of_the_wrong_type_or_out_of_range_is_refused_in_words():
    gold = [BASE, "frontier.gold"]
    assert refused("dice", sets=gold, options={"frontier_gold_to_win": "9"}) == [
        ("option_value", "the option 'frontier_gold_to_win' is a whole number from 5 to 12, not '9'")]
    assert refused("dice", sets=gold, options={"frontier_gold_to_win": 13}) == [
        ("option_value", "the option 'frontier_gold_to_win' is a whole number from 5 to 12, not 13")]
    assert refused("dice", sets=gold, options={"frontier_gold_to_win": True}) == [
        ("option_value", "the option 'frontier_gold_to_win' is a whole number from 5 to 12, not True")]
    assert refused(sets=[BASE, "boomtown"], options={"boomtown_bounty": "lots"}) == [
        ("option_value", "the option 'boomtown_bounty' is one of per_point, none, not 'lots'")]
    assert refused(options={"game_ends_mid_card": 1}) == [
        ("option_value", "the option 'game_ends_mid_card' is on or off (true or false), not 1")]


def test_unknown_sets_and_options_and_a_misplaced_base_are_refused_in_words():
    assert refused(sets=[BASE, "high_noon"]) == [("unknown_set", "there is no expansion 'high_noon' in this program")]
    assert refused(sets=["boomtown", BASE]) == [("base_first", "the base game comes first and each expansion once")]
    assert refused(sets=[BASE, "boomtown", "boomtown"]) == [
        ("base_first", "the base game comes first and each expansion once")]
    assert refused(options={"eight_players": True}) == [
        ("unknown_option", "'eight_players' is no rule option of BANG!")]
    assert refused("dice", options={"later_edition": True})[0][0] == "retired"
    assert DICE.refusals({"seats": seats(4), "sets": "base", "options": {}})[0].rule == "sets"
    assert DICE.refusals({"seats": seats(4), "sets": [BASE], "options": []})[0].rule == "options"


def test_the_core_checks_a_typed_option_as_the_description_does():
    known = {"n": Option("a number", 2, low=1, high=3), "c": Option("a choice", "a", choices={"a": ("A", "A")})}
    assert check_options({"n": 3}, known, {}, "test") == {"n": 3, "c": "a"}
    for wrong in ({"n": 4}, {"n": "2"}, {"c": "b"}, {"c": 1}):
        with pytest.raises(ValueError, match="rule option"):
            check_options(wrong, known, {}, "test")


@pytest.mark.parametrize("text, value", [("boomtown_relief=off", False), ("boomtown_relief", True),
                                         ("boomtown_relief=yes", True), ("boomtown_bounty=none", "none"),
                                         ("game_ends_mid_card", True)])
def test_an_option_typed_on_a_command_line_is_read_as_its_type(text, value):
    assert CARDS.parse_option(text, [BASE, "boomtown"])[1] == value


@pytest.mark.parametrize("text, words", [
    ("boomtown_relief=maybe", "is on or off"), ("boomtown_bounty=lots", "is one of per_point, none"),
    ("nothing=1", "'nothing' is no rule option"), ("frontier_gold_to_win=9", "Frontier Gold's, which is not")])
def test_an_option_typed_wrong_on_a_command_line_is_refused_in_words(text, words):
    description = DICE if text.startswith("frontier") else CARDS
    with pytest.raises(ValueError, match=words):
        description.parse_option(text, [BASE, "boomtown"] if description is CARDS else [BASE])
    assert DICE.parse_option("frontier_gold_to_win=6", [BASE, "frontier.gold"]) == ("frontier_gold_to_win", 6)


def test_a_session_deals_the_sets_and_options_a_setup_names():
    game = deal(setup(sets=[BASE, "boomtown"], options={"boomtown_bounty": "none"}))
    assert game.rules["sets"] == ["base", "boomtown"] and game.rules["boomtown_bounty"] == "none"
    assert game.rules["boomtown_relief"] is True                                   # left out: its default
    dice = deal(setup("dice", sets=[BASE, "frontier.gold"], options={"frontier_gold_to_win": 6}))
    assert dice.rules() == {"modules": ["base", "frontier.gold"], "frontier_gold_to_win": 6}
    with pytest.raises(SetupRefused, match="Frontier Ghosts needs Frontier Gold") as caught:
        check_setup(setup("dice", sets=[BASE, "frontier.ghosts"]))
    assert [r.rule for r in caught.value.refusals] == ["needs"]


def test_an_autosave_keeps_the_sets_and_options_and_an_older_one_plays_the_base_game():
    kept = setup("dice", sets=[BASE, "frontier.gold", "frontier.ghosts"], options={"frontier_gold_to_win": 7})
    game = deal(kept)
    answers = []
    for _ in range(6):
        seat, action = game.pending.seat, game.pending.options[0]
        game.apply(seat, action)
        answers.append((seat, action))
    record = read_autosave(autosave_header(kept) + autosave_batch(answers, game.seq))
    assert record["setup"]["sets"] == ["base", "frontier.gold", "frontier.ghosts"]
    assert deal(record["setup"]).rules()["frontier_gold_to_win"] == 7
    older = {k: v for k, v in setup().items() if k != "sets"}          # before setups named their sets
    assert deal(older).rules["sets"] == ["base"]
    assert read_autosave(autosave_header(older))["setup"] == older


def test_an_autosave_naming_a_set_this_program_lacks_is_refused_in_words():
    with pytest.raises(SaveRefused) as caught:
        read_autosave(autosave_header(setup(sets=[BASE, "high_noon"])))
    assert caught.value.reason == "other_version" and "no expansion 'high_noon'" in str(caught.value)


def test_the_headless_hosts_flags_name_the_expansions_and_typed_options():
    args = headless.parse(["--game", "dice", "--seats", "open,bot,bot,bot", "--expansions", "frontier.gold",
                           "--option", "frontier_gold_to_win=10"])
    assert headless.chosen_setup(args) == (["base", "frontier.gold"], {"frontier_gold_to_win": 10})
    args = headless.parse(["--game", "cards", "--seats", "open,bot,bot,bot", "--expansions", "boomtown",
                           "--option", "boomtown_relief=off", "--option", "game_ends_mid_card"])
    assert headless.chosen_setup(args) == (["base", "boomtown"], {"boomtown_relief": False,
                                                                  "game_ends_mid_card": True})


@pytest.mark.parametrize("flags, words", [
    (["--game", "dice", "--expansions", "frontier.ghosts"], "Frontier Ghosts needs Frontier Gold"),
    (["--game", "dice", "--expansions", "frontier.gold", "--option", "frontier_gold_to_win=twenty"],
     "is a whole number from 5 to 12, not 'twenty'"),
    (["--game", "cards", "--option", "boomtown_relief=off"], "Boomtown's, which is not switched on"),
    (["--game", "cards", "--expansions", "nowhere"], "there is no expansion 'nowhere'"),
])
def test_the_headless_host_refuses_a_combination_in_words_and_exits_non_zero(flags, words, capsys):
    assert headless.main([*flags, "--port", "0", "--address", "127.0.0.1"]) == 2
    error = capsys.readouterr().err
    assert "this game cannot be set up" in error and words in error
