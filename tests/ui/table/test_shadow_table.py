"""Shadow Gunslingers on the card table (game/ui/cards/shadow_gunslingers/), clicked as a person would: our seat a
shadow in the middle of his turn (a scenario built by the core, shown through a StillClient: what a click sends is
checked exactly), his plate marked as a shadow, a Shadow Renegade's side under his plate, and the log's lines."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from game.core.cards import shadow_gunslingers as core
from game.core.cards.scenario import build, to_action
from game.session import view_message
from game.ui import sets, theme
from game.ui.cards import deck
from game.ui.cards.lines import Narrator
from game.ui.cards.scene import CardTable
from game.ui.i18n import set_language
from game.ui.scenes.gameover import GameOverScene
from game.ui.table.log import LogBook
from game.ui.testing import StillClient

NAMES = ("ana", "bea", "cid", "dan", "eve")


def position(ui, ana: dict, dan: dict | None = None) -> tuple[CardTable, StillClient]:
    """Our seat (ana, seat 0) in her turn's play as a shadow: the answers our clicks send are kept in `sent`."""
    players = [{"name": "ana", "role": "outlaw", "character": "lucky_duke", **ana},
               {"name": "bea", "role": "deputy", "character": "black_jack"},
               {"name": "cid", "role": "outlaw", "character": "kit_carlson", "alive": False},
               {"name": "dan", "role": "renegade", "character": "jourdonnais", **(dan or {})},
               {"name": "eve", "role": "sheriff", "character": "bart_cassidy"}]
    game = build({"game": "cards", "variants": [core.NAME], "seed": 1, "players": players,
                  "table": {"turn": "ana", "phase": "play"}})
    view = json.loads(json.dumps(view_message(game.view(0))["view"]))
    setup = {"game": "cards", "seed": 1, "sets": list(game.box.sets), "options": {},
             "seats": [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": n}
                                                          for n in NAMES[1:]]}
    client = StillClient(setup, view)
    table = CardTable(ui.app, client)
    ui.app.push(table)
    ui.until(lambda: table.decision is not None and not table.director.busy, 10, "our decision")
    ui.step(2)
    return table, client


def test_a_shadow_plays_his_turn_by_clicks_and_his_plate_shows_it(ui):
    table, client = position(ui, {"status": "shadow_turn", "hand": ["bang 2D", "beer 6H"]})
    players = table.shown.table["players"]
    looks = [sets.plate_look("cards", p["status"]) for p in players]
    assert looks[0] is not None and looks[0].stamp == "shadow.stamp_turn"      # back for his turn
    assert looks[2] is not None and looks[2].stamp == "shadow.stamp"           # cid waits for his
    assert looks[1] is None and looks[4] is None
    bang = table.shown.hand.index(next(o[1] for o in table.decision["options"] if len(o) == 3))
    ui.click(f"hand{bang}")
    assert set(table.targets()) == {1, 4}           # distance past the resting shadow cid: bea and eve at 1
    ui.click("seat4")
    assert [a for a, _ in client.sent] == [["play", table.shown.hand[bang], 4]]


def test_the_shadow_renegades_side_is_under_his_plate_and_the_log_tells_it(ui):
    table, _ = position(ui, {"status": "shadow_turn", "hand": ["bang 2D", "missed 2S"]},
                        dan={"alive": False, "shadow_side": "law"})
    dan = table.shown.table["players"][3]
    look = sets.plate_look("cards", dan["status"])
    assert look is not None and look.caption is not None
    assert look.caption(dan, 5) == "Shadow Deputy (Renegade)"
    narrator = Narrator(list(NAMES), 0)
    told = narrator.tell({"kind": "status", "seat": 3, "status": "shadow_turn_outlaws"})
    assert told is not None and "joins the Outlaws" in told.text
    set_language("es")
    try:
        assert look.caption(dan, 5) == "Alguacil Sombra (Renegado)"
        told = narrator.tell({"kind": "status", "seat": 3, "status": "shadow_turn_law"})
        assert told is not None and "Alguacil Sombra" in told.text
        assert "sombra" in narrator.tell({"kind": "status", "seat": 2, "status": "shadow"}).text
    finally:
        set_language("en")


def test_the_rules_screen_lists_the_variant_with_our_readings_marked():
    from game.ui.scenes.rules import card_sections
    listed = {key[1] for key, _ in card_sections() if key is not None and key[0] == "card"}
    assert {"shadow_gunslingers", "shadow_renegade", "shadow_readings"} <= listed
    readings = sets.piece("cards", "shadow_readings")
    assert readings.rules_en.startswith("Our reading") and readings.rules_es.startswith("Nuestra lectura")


SCENARIOS = Path(__file__).parents[2] / "cards" / "shadow_gunslingers" / "scenarios"


def told(scenario: str, language: str = "en") -> list[str]:
    """The log's lines a spectator reads of a shadow scenario of the core, played step by step."""
    spec = tomllib.loads((SCENARIOS / f"{scenario}.toml").read_text())
    game = build(spec)
    events = list(game.take_events())
    for step in spec.get("steps", []):
        events += game.apply(*to_action(game, step))
    names = [p["name"] for p in spec["players"]]
    deck.use(game.box.sets)
    set_language(language)
    try:
        narrator, book = Narrator(names, None), LogBook()
        for e in events:
            book.add(narrator.tell(e.visible_to(None)))
        return [told.text for told in book.lines]
    finally:
        set_language("en")
        deck.use(("base",))


def test_the_log_says_a_hit_on_a_shadow_takes_no_life():
    assert "bea is a shadow: the hit takes no life from him." in told("shadow_neither_gains_nor_loses_life")
    assert "bea es una sombra: el impacto no le quita vida." in told("shadow_neither_gains_nor_loses_life", "es")


def test_a_shadow_leaving_is_one_line_naming_all_he_discards():
    """He discards his hand, his cards in play and his equipment, a move each: the log had a line for each."""
    en, es = told("shadow_leaves_at_turn_end"), told("shadow_leaves_at_turn_end", "es")
    assert [text for text in en if "leaves" in text] == ["bea's shadow leaves, discarding BANG!, Mustang, Pickaxe."]
    assert [text for text in es if "se va" in text] == ["La sombra de bea se va y descarta ¡BANG!, Mustang, Pico."]


def test_the_log_tells_the_shadow_whose_kill_leaves_the_sheriff_and_the_renegade_gone_not_back_next_turn():
    lines = [text for text in told("gone_for_good_after_the_killers_rewards") if text.startswith(("eve is", "Only"))]
    assert lines == ["Only the Sheriff and the Renegade are left: fay's shadow is gone for good.",
                     "Only the Sheriff and the Renegade are left: eve's shadow is gone for good."]


def test_game_over_shows_the_shadow_renegade_as_the_side_he_won_with(ui, monkeypatch):
    """A Shadow Outlaw's win: the Shadow Renegade on their side read "Renegade" and "Winner", as if he had won alone."""
    spec = tomllib.loads((SCENARIOS / "shadow_outlaw_kills_the_sheriff_shadows_win.toml").read_text())
    game = build(spec)
    events = [e.visible_to(0) for e in game.take_events()]
    for step in spec["steps"]:
        events += [e.visible_to(0) for e in game.apply(*to_action(game, step))]
    names = [p["name"] for p in spec["players"]]
    setup = {"game": "cards", "seed": 1, "sets": list(game.box.sets), "options": {},
             "seats": [{"kind": "you", "name": names[0]}] + [{"kind": "bot", "level": "easy", "name": n}
                                                             for n in names[1:]]}
    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a: (drawn.append(text), blit(surface, text, *a))[1])
    deck.use(game.box.sets)
    try:
        ui.app.push(GameOverScene(ui.app, setup, 0, events, game.view(0).data, []))
        ui.step(2)
        drawn.clear()
        ui.app.draw()
    finally:
        deck.use(("base",))
    assert "Renegade, as Outlaw" in " ".join(drawn)        # dan, the Shadow Renegade (on two lines if need be)
    assert "Renegade" not in drawn and "Sheriff" in drawn and "Deputy" in drawn


def test_a_duel_the_shadow_loses_unhurt_is_over_for_the_table(ui):
    table, _ = position(ui, {"status": "shadow_turn", "hand": ["bang 2D"]})
    table.after_event({"kind": "play", "seat": 0, "card": 60, "as": "duel", "target": 3})
    assert table.duel_foe(0) == 3
    table.after_event({"kind": "unhurt", "seat": 0, "source": "duel", "by": 3})
    assert table.duel_foe(0) is None


def test_the_log_sends_no_shadow_away_when_the_game_is_decided():
    """Its last lines said "Only the Sheriff and the Renegade are left" just after the Renegade died."""
    lines = told("the_game_decided_sends_no_shadow_away")
    assert not [text for text in lines if "gone for good" in text]
    assert lines[-1] == "Every Outlaw and Renegade is out: the Sheriff and his Deputies win."
