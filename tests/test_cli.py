"""The terminal client: a scripted person plays whole games of both kinds through the Table; bad input is
refused with a clear message, never a traceback or a silent change."""

import itertools
import re

import pytest

from game.cli import ask, describe_card_action, describe_dice_action, main, run
from game.core.cards.box import box_for
from game.core.cards.engine import new_game as new_card_game
from game.core.dice.engine import new_game as new_dice_game


@pytest.mark.parametrize("kind,players", [("cards", 5), ("dice", 3), ("dice", 8)])
def test_a_scripted_person_plays_a_game_to_the_end(kind, players, capsys):
    answers = itertools.cycle(["x", "²", "0", "1"])     # three refusals before every real answer
    names = ["me", "a", "b", "c", "d", "e", "f", "g"][:players]
    table = run(kind, 42, names, level="easy", read=lambda prompt: next(answers))
    out = capsys.readouterr().out
    assert table.game.winner is not None and "Game over" in out
    assert "please type a number from 1 to" in out
    assert any(seat == 0 for seat, _ in table.answers)      # the person did answer
    assert "life" in out                                      # and was told what happened


def test_ask_returns_the_chosen_index_after_refusing_garbage(capsys):
    answers = iter(["", "abc", "4", "²", "½", "-1", "2"])
    assert ask(["one", "two", "three"], read=lambda prompt: next(answers)) == 1
    assert capsys.readouterr().out.count("please type a number from 1 to 3") == 6


def test_every_card_and_dice_action_has_words():
    for seed in range(30):
        game = new_card_game(seed, 6)
        names = [p.name for p in game.players]
        while game.pending is not None and game.version < 60:
            for option in game.pending.options:
                assert describe_card_action(option, names, game.box)
            game.apply(game.pending.seat, game.pending.options[game.version % len(game.pending.options)])
        game = new_dice_game(seed, 3 + seed % 6)
        while game.pending is not None and game.version < 60:
            for option in game.pending.options:
                words = describe_dice_action(option, game.names)
                assert words and words != option[0] or option[0] in ("pass",)
            game.apply(game.pending.seat, game.pending.options[game.version % len(game.pending.options)])


@pytest.mark.parametrize("argv,complaint", [
    (["--players", "9"], "seats 4 to 8 players, not 9"),
    (["--players", "0"], "seats 4 to 8 players, not 0"),
    (["--game", "dice", "--players", "2"], "seats 3 to 8 players, not 2"),
    (["--pause", "-1"], "0 or more"),
    (["--pause", "nan"], "0 or more"),
    (["--game", "poker"], "invalid choice"),
])
def test_bad_arguments_are_refused_with_a_message(argv, complaint, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2 and complaint in capsys.readouterr().err


def test_the_table_asked_for_is_the_table_dealt(monkeypatch):
    """Whatever your name (one of the bots' too), every seat asked for is dealt, each with its own name."""
    dealt = []
    monkeypatch.setattr("game.cli.run", lambda kind, seed, names, level, pause, **setup: dealt.append((kind, names)))
    for name in ("you", "Ana", "Hal"):
        assert main(["--game", "dice", "--players", "8", "--name", name]) == 0
        assert main(["--game", "cards", "--players", "7", "--name", name]) == 0
    assert [(kind, len(set(names)), names[0]) for kind, names in dealt] == [
        (kind, seats, name) for name in ("you", "Ana", "Hal") for kind, seats in (("dice", 8), ("cards", 7))]


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_end_of_input_quits_cleanly(kind, monkeypatch, capsys):
    def closed(prompt=""):
        raise EOFError
    monkeypatch.setattr("builtins.input", closed)
    assert main(["--game", kind, "--seed", "1", "--players", "4", "--pause", "0"]) == 0
    assert "Bye." in capsys.readouterr().out


def test_the_rulings_the_engine_follows_can_be_read(capsys):
    from game.core.cards.rulings import RULINGS
    assert main(["--rulings"]) == 0
    out = capsys.readouterr().out
    assert all(text in out for text in RULINGS.values()) and "Saloon" in out


def test_the_terminal_deals_the_expansions_and_typed_options_asked_for(monkeypatch):
    from .madeup import register_madeup
    register_madeup()
    dealt = []
    monkeypatch.setattr("game.cli.run", lambda kind, seed, names, level, pause, **setup: dealt.append(setup))
    assert main(["--game", "dice", "--expansions", "frontier.gold", "--option", "frontier_gold_to_win=6"]) == 0
    assert dealt == [{"sets": ("base", "frontier.gold"), "options": {"frontier_gold_to_win": 6}}]


@pytest.mark.parametrize("flags, words", [
    (["--game", "dice", "--expansions", "frontier.ghosts"], "Frontier Ghosts needs Frontier Gold"),
    (["--game", "cards", "--option", "game_ends_mid_card=perhaps"], "is on or off"),
    (["--game", "cards", "--expansions", "nowhere"], "there is no expansion 'nowhere'"),
])
def test_the_terminal_refuses_a_combination_in_words(flags, words, capsys):
    from .madeup import register_madeup
    register_madeup()
    with pytest.raises(SystemExit) as exited:
        main(flags)
    assert exited.value.code == 2 and words in capsys.readouterr().err


@pytest.mark.parametrize("kind, expansions, title", [
    ("dice", "frontier.gold,frontier.ghosts", "BANG! The Dice Game + Frontier Gold + Frontier Ghosts"),
    ("cards", "boomtown", "BANG! + Boomtown"), ("cards", "gold_rush", "BANG! + Gold Rush")])
def test_a_game_with_an_expansion_plays_to_the_end_in_the_terminal(kind, expansions, title, monkeypatch, capsys):
    from .madeup import register_madeup
    register_madeup()
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["--game", kind, "--seed", "3", "--players", "4", "--pause", "0", "--bots", "random",
                 "--expansions", expansions]) == 0
    out = capsys.readouterr().out
    assert out.startswith(title) and "Game over" in out


def test_a_base_answer_without_a_card_reads_the_cores_words():
    game = new_card_game(1, 4)
    names = [p.name for p in game.players]
    for verb in ("end_turn", "take_hit", "die", "deck", "barrel", "jourdonnais", "discard_pile"):
        assert describe_card_action([verb], names, game.box) == game.box.verbs[verb].words


class Person:
    """Someone at the terminal: reads what the screen shows since his last answer and types the number of the first
    choice whose words hold one of `wanted` (in that order of preference), else 1."""

    def __init__(self, capsys, wanted: tuple[str, ...]):
        self.capsys, self.wanted, self.screen = capsys, wanted, []

    def __call__(self, prompt: str = "") -> str:
        shown = self.capsys.readouterr().out
        self.screen.append(shown)
        choices = re.findall(r"^\s+(\d+)\. (.*)$", shown[shown.rfind("You must choose"):], re.MULTILINE)
        return next((number for word in self.wanted for number, text in choices if word in text), "1")

    def everything(self) -> str:
        return "".join(self.screen) + self.capsys.readouterr().out


def play_gold_rush(capsys, monkeypatch, seed: int, wanted: tuple[str, ...], character: str | None = None,
                   level: str = "easy"):
    """A 5-player Gold Rush game in the terminal, the person at seat 1 (as `character` if told), to its end, against
    bots of `level` ("random" keeps a seeded game's moments whatever the card bots' taste becomes)."""
    def dealt(kind, seed, names, sets, options):
        seats = [{"name": name} for name in names]
        seats[0].update({"character": character} if character else {})
        return new_card_game(seed, seats, sets=sets)
    monkeypatch.setattr("game.cli.new_game", dealt)
    person = Person(capsys, wanted)
    table = run("cards", seed, ["me", "a", "b", "c", "d"], level=level, read=person, sets=("base", "gold_rush"))
    assert table.game.winner is not None
    mine = [action for seat, action in table.answers if seat == 0]
    return person.everything(), mine


def test_the_terminal_shows_the_shop_the_nuggets_and_the_equipment_and_a_person_buys_forces_and_sells(
        capsys, monkeypatch):
    screen, mine = play_gold_rush(capsys, monkeypatch, 16, ("pay to make", "buy a piece", "sell a Beer"),
                                  level="random")
    box = box_for(("base", "gold_rush"))
    assert re.search(r"shop: \w[^;]* \(cost \d\), [^;]* \(cost \d\), [^;]* \(cost \d\); gold heap \d+", screen)
    assert re.search(r"^  me .* gold \d+  equipment: ", screen, re.MULTILINE), "each player's nuggets and equipment"
    assert "as BANG! on a — pay 2 gold" in screen and "as Beer — pay 2 gold" in screen, "a Bottle's uses"
    assert re.search(r"Pardner \(cost 2\), as Cat Balou on b, taking \S+ \S+ — pay 2 gold", screen)
    assert re.search(r"pay to make a player discard his equipment: \w, \w[\w ]* \(cost (\d)\) — pay \d gold", screen)
    assert re.search(r"not now: buy a piece of equipment: [\w ]+ \(cost (\d)\): \1 nuggets needed, you have \d",
                     screen), "what cannot be bought, and why, in words"
    assert re.search(r"me pays \d gold \(force discard\)\n  \S+: \w's equipment -> the equipment discard", screen)
    assert "me gets 1 gold (sell beer)" in screen and re.search(r"me pays \d gold \(buy\)", screen)
    verbs = {action[0] for action in mine}
    assert {"buy", "force_discard", "sell_beer"} <= verbs
    assert any(action[0] == "buy" and box.kind[action[1]].name in ("bottle", "pardner") for action in mine)


def test_a_person_uses_the_gold_pan_and_the_rucksack_from_the_terminal(capsys, monkeypatch):
    wanted = ("use your Gold Pan", "use your Rucksack", "Gold Pan (cost", "Rucksack (cost", "buy a piece",
              "sell a Beer")
    screen, mine = play_gold_rush(capsys, monkeypatch, 9, wanted, level="random")
    assert "use your Gold Pan — pay 1 gold" in screen and "use your Rucksack — pay 2 gold" in screen
    assert "me pays 1 gold (gold pan)" in screen and "me pays 2 gold (rucksack)" in screen
    assert {("gold_pan",), ("rucksack",)} <= set(mine)


@pytest.mark.parametrize("character, seed, wanted, shown, verb", [
    ("jacky_murieta", 2, ("shoot",), r"shoot a BANG! for 2 nuggets: \w — pay 2 gold", "jacky"),
    ("raddie_snake", 0, ("draw a card",), r"draw a card for a nugget — pay 1 gold", "raddie"),
    ("dutch_will", 0, (), r"You must choose \(draw_dutch_will\):\n   1\. discard \S+ \S+\n   2\. discard", "discard"),
    ("josh_mccloud", 2, ("draw the top",), r"You must choose \(use_josh_mccloud\):\n   1\. draw the top equipment "
                                           r"card for 2 nuggets: \w+ \(cost \d\)", "josh"),
])
def test_a_person_uses_a_gold_rush_characters_power_from_the_terminal(character, seed, wanted, shown, verb, capsys,
                                                                       monkeypatch):
    screen, mine = play_gold_rush(capsys, monkeypatch, seed, wanted, character)
    assert re.search(shown, screen), shown
    assert any(action[0] == verb for action in mine)
    paid = {"jacky": "me pays 2 gold (jacky murieta)", "raddie": "me pays 1 gold (raddie snake)",
            "discard": "me gets 1 gold (dutch will)", "josh": "me pays 2 gold (josh mccloud)"}
    assert paid[verb] in screen


def named(option: tuple, box, names: list[str]) -> list[str]:
    """What the words of a set's answer must name: each card and player it holds, and the kind a card is used as."""
    out = []
    for i, arg in enumerate(box.verbs[option[0]].args, 1):
        rest = option[i:]
        if not rest:
            break
        if arg == "card":
            out.append(box.kind[rest[0]].en)
        elif arg == "seat":
            out.append(names[rest[0]])
        else:                                   # the use of the card before it: [as], [target], [take]
            if isinstance(rest[0], str):
                out.append(box.kinds[rest[0]].en)
                rest = rest[1:]
            out += [names[rest[0]]] if rest else []
            out += [box.kind[rest[1]].en] if len(rest) > 1 and rest[1] != "hand" else []
    return out


def test_every_gold_rush_answer_has_words_naming_its_cards_and_players():
    box = box_for(("base", "gold_rush"))
    names = ["Ana", "Bea", "Cid", "Dan", "Eva"]
    worded = set()
    for seed in range(12):
        game = new_card_game(seed, 5, sets=("base", "gold_rush"))
        while game.pending is not None and game.version < 400:
            for option in game.pending.options:
                words = describe_card_action(option, names, box)
                verb = box.verbs[option[0]]
                assert words
                if verb.args or verb.price:
                    assert words.startswith(verb.words), (option, words)
                    assert all(name in words for name in named(option, box, names)), (option, words)
                    worded.add(option[0])
            preferred = [o for o in game.pending.options if box.verbs[o[0]].args or box.verbs[o[0]].price]
            options = preferred or game.pending.options
            game.apply(game.pending.seat, options[game.version % len(options)])
    assert {"buy", "force_discard", "sell_beer", "gold_pan", "rucksack"} <= worded, worded


def test_eight_players_with_the_house_options_play_to_the_end_in_the_terminal(monkeypatch, capsys):
    """`--players 8` says in one line that it is not in the base rulebook; a person answering his first option
    (the Sheriff or not, under Ley Implacable) plays to the end."""
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert main(["--players", "8", "--seed", "4", "--pause", "0", "--bots", "random",
                 "--option", "simplified_deck", "--option", "ley_implacable"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1] == "8 players: two Renegades, each on his own. Not in the base rulebook."
    assert "8 players" in out.splitlines()[0] and "Game over" in out


def test_the_terminal_prices_pretty_luzenas_purchases_as_the_rules_charge_them(capsys):
    """Her first purchase of a turn costs a nugget less: the terminal says what she pays, as the core charges it."""
    from game.cli import Keyboard
    from game.core.cards.scenario import build
    players = [{"name": name, "role": role} for name, role in
               zip(("me", "a", "b", "c"), ("sheriff", "outlaw", "outlaw", "renegade"))]
    players[0].update(character="pretty_luzena", gold=2)
    game = build({"expansions": ["gold_rush"], "players": players,
                  "table": {"turn": "me", "phase": "play", "shop": ["gun_belt", "pickaxe", "horseshoe"]}})
    keyboard = Keyboard("cards", [p.name for p in game.players], lambda prompt: "1", ("base", "gold_rush"), None)
    keyboard.choose(game.view(0))
    screen = capsys.readouterr().out
    assert "buy a piece of equipment: Gun Belt (cost 2) — pay 1 gold" in screen
    assert "Horseshoe (cost 2) — pay 1 gold" in screen
