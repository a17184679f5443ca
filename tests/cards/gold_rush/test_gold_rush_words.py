"""Every scenario word of SCENARIOS-expansions §1 (Gold Rush) is accepted by the runner, each in a small scenario of
its own, and listed in docs/scenarios.md; a `[table]` row the rules keep full (the shop) is given full or refused."""

from pathlib import Path

import pytest

from game.core.cards.gold_rush.characters import CHARACTERS
from game.core.cards.gold_rush.equipment import CARDS
from game.scenario.runner import run_spec

DOCS = Path(__file__).resolve().parents[3] / "docs" / "scenarios.md"
CAST = (("ana", "sheriff", "bart_cassidy"), ("bea", "outlaw", "rose_doolan"), ("cid", "outlaw", "black_jack"),
        ("dan", "renegade", "willy_the_kid"))
EQUIPMENT_IDS = tuple(k.name for k in CARDS)
CHARACTER_IDS = tuple(ch.id for ch in CHARACTERS)


def spec(ana: dict | None = None, bea: dict | None = None, table: dict | None = None, steps: tuple = (),
         **expect) -> dict:
    """A table of four with Gold Rush on, ana playing her turn; `expect` paths written with __ for dots."""
    players = [{"name": n, "role": r, "character": c} for n, r, c in CAST]
    players[0].update(ana or {})
    players[1].update(bea or {})
    return {"name": "a Gold Rush word", "game": "cards", "expansions": ["gold_rush"], "seed": 3, "players": players,
            "table": {"turn": "ana", "phase": "play", **(table or {})}, "steps": list(steps),
            "expect": {path.replace("__", "."): value for path, value in expect.items()}}


SHOP = ["shot", "rhum", "boots"]
WORDS = {
    "expansions": spec(equipment__total=24, cards__total=80, gold__heap=30),
    "gold": spec({"gold": 3}, ana__gold=3, gold__heap=27, gold_heap=27),
    "equipment": spec({"equipment": ["horseshoe", "pickaxe"]}, ana__equipment=["pickaxe", "horseshoe"]),
    "shop": spec(table={"shop": SHOP}, shop=["boots", "shot", "rhum"]),
    "equipment_deck": spec(table={"shop": SHOP, "equipment_deck": ["pickaxe", "calumet"]},
                           equipment_deck__top="pickaxe", equipment_deck__count=21),
    "equipment_discard": spec(table={"equipment_discard": ["wanted", "shot"]}, equipment_discard=["shot", "wanted"],
                              equipment_discard__top="shot", equipment_discard__count=2, equipment_deck__count=19),
    "buy": spec({"gold": 1}, table={"shop": SHOP}, steps=({"actor": "ana", "do": "buy", "card": "shot",
                                                           "target": "bea"},), ana__gold=0, shop__count=3),
    "force_discard": spec({"gold": 3}, {"equipment": ["horseshoe"]}, steps=(
        {"actor": "ana", "do": "force_discard", "target": "bea", "take": "horseshoe"},),
        bea__equipment=[], ana__gold=0, equipment_discard__top="horseshoe"),
    "sell_beer": spec({"hand": ["beer 6H"]}, steps=({"actor": "ana", "do": "sell_beer", "card": "beer 6H"},),
                      ana__gold=1, ana__hand=[]),
    "gold_pan": spec({"gold": 1, "equipment": ["gold_pan"]}, table={"deck": ["bang 2D"]},
                     steps=({"actor": "ana", "do": "gold_pan"},), ana__hand=["bang 2D"], ana__gold=0),
    "rucksack": spec({"gold": 2, "life": 3, "equipment": ["rucksack"]}, steps=({"actor": "ana", "do": "rucksack"},),
                     ana__life=4, ana__gold=0),
    "jacky": spec({"character": "jacky_murieta", "gold": 2}, steps=({"actor": "ana", "do": "jacky", "target": "bea"},),
                  ana__gold=0, pending__kind="respond_shot", pending__actor="bea"),
    "josh": spec({"character": "josh_mccloud", "gold": 2}, table={"shop": SHOP, "equipment_deck": ["pickaxe"]},
                 steps=({"actor": "ana", "do": "josh"},), ana__equipment=["pickaxe"], ana__gold=0),
    "raddie": spec({"character": "raddie_snake", "gold": 1}, table={"deck": ["bang 2D"]},
                   steps=({"actor": "ana", "do": "raddie"},), ana__hand=["bang 2D"]),
    "draw_dutch_will": spec({"character": "dutch_will"}, table={"phase": "draw", "deck": ["bang 2C", "missed 2S"]},
                            steps=({"actor": "ana", "do": "discard", "card": "bang 2C"},),
                            ana__hand=["missed 2S"], ana__gold=1, pending__kind="play"),
    "choose_draw": spec(bea={"in_play": ["jail 4H"], "equipment": ["horseshoe"]},
                        table={"turn": "bea", "phase": "start", "deck": ["bang 2D", "beer 6H"]},
                        steps=({"actor": "bea", "do": "choose", "card": "beer 6H"},), turn="bea", bea__in_play=[]),
    **{f"equipment id {name}": spec(table={"equipment_discard": [name]}, equipment_discard__top=name)
       for name in EQUIPMENT_IDS},
    **{f"character id {name}": spec({"character": name}, ana__character=name, ana__life=5) for name in CHARACTER_IDS},
}


def test_the_words_checked_are_every_word_of_the_set():
    assert set(EQUIPMENT_IDS) == {"shot", "bottle", "pardner", "rhum", "union_pacific", "gold_rush", "boots",
                                  "wanted", "gold_pan", "horseshoe", "lucky_charm", "rucksack", "calumet",
                                  "gun_belt", "pickaxe"}
    assert len(CHARACTER_IDS) == 8


@pytest.mark.parametrize("word", WORDS)
def test_the_runner_accepts_the_word(word):
    result = run_spec(WORDS[word])
    assert result.ok, result.detail


def test_the_runner_holds_the_words_to_what_they_say():
    """A wrong value read at one of the set's paths fails: the scenarios above check something."""
    wrong = dict(WORDS["gold"], expect={"ana.gold": 2})
    assert not run_spec(wrong).ok
    wrong = dict(WORDS["shop"], expect={"shop": ["boots", "shot", "shot"]})
    assert not run_spec(wrong).ok


def test_docs_list_every_word_of_the_set():
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("### Gold Rush"):]
    section = section[:section.index("\n## ")]
    words = ("expansions = [\"gold_rush\"]", "gold", "equipment", "shop", "equipment_deck", "equipment_discard",
             "NAME.gold", "NAME.equipment", "gold.heap", "equipment_deck.top", "equipment_deck.count",
             "equipment_discard.top", ".count", "equipment.total", "buy", "force_discard", "sell_beer", "gold_pan",
             "rucksack", "jacky", "josh", "raddie", "discard", "choose", "draw_dutch_will", "choose_draw",
             *EQUIPMENT_IDS, *CHARACTER_IDS)
    missing = [w for w in words if f"`{w}`" not in section and f"`{w}," not in section and f" {w}`" not in section]
    assert not missing, missing


@pytest.mark.parametrize("shop, words", [
    (["shot", "rhum"], "shop holds exactly 3 cards, not 2"),
    (["shot", "rhum", "boots", "calumet"], "shop holds exactly 3 cards, not 4"),
    ([], "shop holds exactly 3 cards, not 0"),
    (["shot", "rhum", "bang 2D"], "no card 'bang 2D' in the deck 'equipment'"),
    (["wanted", "wanted", "wanted"], None),
])
def test_a_shop_is_given_exactly_three_cards(shop, words):
    result = run_spec(spec(table={"shop": shop}))
    if words is None:
        assert result.ok, result.detail
    else:
        assert not result.ok and "scenario error" in result.detail and words in result.detail, result.detail


def test_one_copy_too_many_or_an_unknown_id_is_a_scenario_error():
    for ana, words in (({"equipment": ["boots", "boots"]}, "every copy of 'boots' is already placed"),
                       ({"equipment": ["spurs"]}, "no card 'spurs' in the deck 'equipment'")):
        result = run_spec(spec(ana))
        assert not result.ok and words in result.detail, result.detail
