"""Bots as Shadow Gunslingers' shadows, on positions built for it, each checked by bench/blunders.py's detectors
both ways: a shadow heals nobody (his life never changes), holds no fire he could turn on a known foe (his cards go
as his turn ends), and a Shadow Renegade plays for the side his card shows; every level answers without the
blunder."""

from game.core.cards.scenario import build

from .test_blunders import blunders as _blunders  # the bench's module, loaded once for these tests
from .test_blunders import classes, no_level_blunders, play, seat_of

blunders = _blunders

VARIANT = ["shadow_gunslingers"]


def shadow_turn(ana: dict, eve: dict | None = None, expansions: tuple = ()) -> object:
    """Five players, ana a shadow playing her turn (her role and side in `ana`), the Sheriff eve beside her."""
    side = ana.pop("side", None)
    players = [{"name": "ana", "character": "jourdonnais", "status": "shadow_turn" + (f"_{side}" if side else ""),
                **ana},
               {"name": "bea", "role": "outlaw", "character": "black_jack"},
               {"name": "cid", "role": "deputy", "character": "pedro_ramirez"},
               {"name": "dan", "role": "outlaw" if ana.get("role") != "outlaw" else "renegade",
                "character": "kit_carlson"},
               {"name": "eve", "role": "sheriff", "character": "bart_cassidy", **(eve or {})}]
    return build({"game": "cards", "seed": 1, "variants": VARIANT, "expansions": list(expansions),
                  "players": players, "table": {"turn": "ana", "phase": "play",
                                                **({"shop": ["shot", "rhum", "boots"]} if expansions else {})}})


def test_a_shadow_heals_nobody_and_shoots_the_sheriff_while_he_can(blunders):
    g = shadow_turn({"role": "outlaw", "hand": ["beer 6H", "bang 2D"]})
    assert g.players[0].status.name == "shadow_turn"
    assert classes(blunders, g, play(g, "beer 6H")) == ["heals_nobody"]
    assert classes(blunders, g, ("end_turn",)) == ["holds_fire"]
    assert classes(blunders, g, play(g, "bang 2D", seat_of(g, "eve"))) == []
    no_level_blunders(blunders, g)
    g = shadow_turn({"role": "outlaw", "hand": ["beer 6H", "missed 2S"]})
    assert classes(blunders, g, ("end_turn",)) == []               # no BANG!: nothing held back
    no_level_blunders(blunders, g)


def test_a_shadow_renegade_plays_for_the_side_his_card_shows(blunders):
    law = shadow_turn({"role": "renegade", "side": "law", "hand": ["bang 2D", "bang 3D"],
                       "in_play": ["volcanic 10S"]}, {"life": 1})
    assert law.players[0].status.side == "law"
    assert classes(blunders, law, play(law, "bang 2D", seat_of(law, "eve"))) == ["deputy_sheriff"]
    assert classes(blunders, law, ("end_turn",)) == []
    no_level_blunders(blunders, law)
    outlaws = shadow_turn({"role": "renegade", "side": "outlaws", "hand": ["bang 2D"]}, {"life": 1})
    assert classes(blunders, outlaws, play(outlaws, "bang 2D", seat_of(outlaws, "eve"))) == []   # his side wins
    assert classes(blunders, outlaws, ("end_turn",)) == ["holds_fire"]
    no_level_blunders(blunders, outlaws)


def test_a_shadows_shot_or_rucksack_heals_nobody(blunders):
    g = shadow_turn({"role": "outlaw", "gold": 5, "equipment": ["rucksack"], "hand": ["missed 2S"]},
                    expansions=("gold_rush",))
    assert classes(blunders, g, ("rucksack",)) == ["heals_nobody"]
    shots = [o for o in g.pending.options if o[0] == "buy" and g.box.name[o[1]] == "shot" and o[2] == 0]
    assert shots
    for option in shots:
        assert classes(blunders, g, option) == ["heals_nobody"]
    no_level_blunders(blunders, g)
