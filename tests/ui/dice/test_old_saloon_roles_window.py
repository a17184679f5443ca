"""Old Saloon's special roles and the Ghost in the real window, headless, clicked like a person: the face-down
role cards on the plates, El Médico's reveal declined (Not now) then taken (a die clicked, then a face), the
banner and the log; the habit that always declines, after which no reveal question is shown; and the Ghost's gift
(a die, then a seat) with the receiver's set dice at his next turn; a role question with nothing to reveal
passed for you unseen."""


from game.core.dice.scenario import build
from game.ui import sets
from game.ui.dice.drawing import dice_looks
from game.ui.dice.scene import DiceTable
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.launch import start_game

NAMES = ("Ana", "Bruno", "Carmen", "Diego", "Elena")
MODULES = ["base", "old_saloon.roles", "old_saloon.ghost"]
MEDICO_SEED = 5         # five players: Ana (you) holds El Médico face down


def saloon_game(ui, seed: int) -> DiceTable:
    seats = [{"kind": "you", "name": NAMES[0]}] + [{"kind": "bot", "level": "easy", "name": n} for n in NAMES[1:]]
    start_game(ui.app, {"game": "dice", "seed": seed, "options": {}, "sets": MODULES, "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    return table


def until_decision(ui, table: DiceTable, kinds: set[str], seconds: float = 60) -> dict | None:
    """Play our other decisions quickly (stop rolling, the first seat or button) until one of `kinds` is ours."""
    def ready() -> bool:
        return isinstance(ui.scene, GameOverScene) or ui.has("yes") \
            or (table.decision is not None and not table.director.busy)
    while True:
        ui.until(ready, seconds, "our decision")
        if isinstance(ui.scene, GameOverScene):
            return None
        if ui.has("yes"):                   # a confirmation (a Beer on a player at full life): yes
            ui.click("yes")
            continue
        decision = table.decision
        if decision["kind"] in kinds:
            return decision
        version = table.view["version"]
        if decision["kind"] == "reroll":
            ui.click("stop")
        elif table.targets():
            ui.click(f"seat{sorted(table.targets())[0]}")
        else:
            ui.click("answer0")
        ui.until(lambda: isinstance(ui.scene, GameOverScene) or ui.has("yes")
                 or table.view["version"] != version, 10, "taken")  # noqa: B023


def test_el_medico_declined_then_revealed_by_turning_a_die(ui):
    table = saloon_game(ui, MEDICO_SEED)
    decision = until_decision(ui, table, {"reveal"})
    assert decision["info"]["card"] == "el_medico"
    ui.step()
    chips = [name for name, _ in table.board.token_spots[0]]
    assert "el_medico" in chips                             # your card face up to you on your plate
    assert all(chip.height >= 28 for s in range(5) for _, chip in table.board.token_spots[s])   # read at a glance
    assert all("role_card" in [n for n, _ in table.board.token_spots[s]] or s == 0
               or table.shown.players[s]["piles"].get("role_shown") for s in range(1, 5))   # the others' face down
    title, line = table.answering().headline()
    assert title == "Reveal The Doctor?" and "click the die, then its new face" in line
    assert ui.has("pass") and ui.has("never") and not ui.has("face0")     # a die first
    version = table.view["version"]
    ui.click("pass")                                        # declined: the card stays face down
    ui.until(lambda: table.view["version"] != version, 10, "the pass")
    assert table.shown.me["piles"]["role_card"] == ["el_medico"]
    decision = until_decision(ui, table, {"reveal"})
    die = table.answering().dice()[0]
    ui.click(f"die{die}")
    ui.step()
    assert ui.has("face0") and table.answering().headline()[1].startswith(f"Die {die + 1}: click its new face")
    face = next(o for o in decision["options"] if o[0] == "reveal" and o[1] == die)[2]
    assert ui.widget("face0").tooltip == f"Turn the die to {sets.piece('dice', face).en}"
    banners = []
    cue = table.cues.cue
    table.cues.cue = lambda sound, text, *a: (banners.append(text), cue(sound, text, *a))
    ui.click("face0")
    ui.until(lambda: table.shown.me["piles"].get("role_shown") == ["el_medico"] and not table.director.busy, 20,
             "the reveal")
    assert "Ana reveals The Doctor!" in banners
    told = [line.text for line in table.book.lines]
    assert "Ana reveals The Doctor." in told
    assert f"Ana turns die {die + 1} to {sets.piece('dice', face).en} (The Doctor)." in told
    assert table.shown.me["role_revealed"]


def test_every_power_says_what_it_does_now_in_both_languages():
    from game.core.dice.old_saloon.roles.cards import CARDS
    from game.ui.dice.old_saloon.roles import NOW
    assert set(NOW) == {card.id for card in CARDS.values() if card.moment != "setup"}       # all but El Oso's
    for key in NOW.values():
        assert sets.text("en", key) and sets.text("es", key), key


def test_never_ask_switches_the_habit_on_and_no_reveal_is_asked_again(ui):
    table = saloon_game(ui, MEDICO_SEED)
    until_decision(ui, table, {"reveal"})
    assert not ui.app.settings["habit.decline_roles"]
    ui.click("never")
    assert ui.app.settings["habit.decline_roles"]
    decision = until_decision(ui, table, {"reroll"})         # your next roll: no reveal question came first
    assert decision is not None and table.shown.me["piles"]["role_card"] == ["el_medico"]
    told = [line.text for line in table.book.lines]
    assert any(text.startswith("Your habit answers: Not now") for text in told)
    ui.app.settings.set("habit.decline_roles", False)        # off again (Settings): asked again
    assert until_decision(ui, table, {"reveal"})["info"]["card"] == "el_medico"


def stacked(ui, monkeypatch, modules: list[str], players: list[dict], rolls: list) -> DiceTable:
    """A table of `modules` at the start of your turn (ana, seat 0), the players as a scenario names them and the
    rolls scripted: the core's game dealt in place of the seeded one, the other seats played by bots."""
    game = build({"game": "dice", "expansions": modules, "seed": 1, "players": players,
                  "table": {"turn": "ana", "rolls": rolls}})
    monkeypatch.setattr("game.ui.client.deal", lambda setup: game)
    seats = [{"kind": "you", "name": "ana"}] + [{"kind": "bot", "level": "easy", "name": p["name"]}
                                                for p in players[1:]]
    start_game(ui.app, {"game": "dice", "seed": 1, "options": {}, "sets": ["base", *modules], "seats": seats})
    table = ui.scene
    assert isinstance(table, DiceTable)
    return table


def ghost_table(ui, monkeypatch, rolls: list) -> DiceTable:
    """Five players, you (ana, an Outlaw) the Ghost at the start of your turn."""
    players = [{"name": "ana", "role": "outlaw", "character": "black_jack", "alive": False, "ghost": True},
               {"name": "bea", "role": "sheriff", "character": "paul_regret"},
               {"name": "cid", "role": "outlaw", "character": "jourdonnais"},
               {"name": "dan", "role": "renegade", "character": "willy_the_kid"},
               {"name": "eve", "role": "deputy", "character": "jesse_jones"}]
    return stacked(ui, monkeypatch, ["old_saloon.ghost"], players, rolls)


def test_el_feo_picks_two_seats_one_click_each_and_can_undo_the_first(ui, monkeypatch):
    players = [{"name": "ana", "role": "el_feo", "character": "paul_regret", "arrows": 1},
               {"name": "bea", "role": "sheriff", "character": "jourdonnais", "arrows": 3},
               {"name": "cid", "role": "outlaw", "character": "black_jack"},
               {"name": "dan", "role": "renegade", "character": "rose_doolan"}]
    table = stacked(ui, monkeypatch, ["old_saloon.roles"], players, [["beer"] * 5])
    until_decision(ui, table, {"reveal"})
    assert table.answering().headline()[0] == "Reveal The Ugly?"
    assert not ui.has("reveal")                             # the reveal is two clicks on the seats
    ui.click("seat2")
    assert table.decision["kind"] == "reveal" and "cid is picked" in table.answering().headline()[1]
    ui.click("seat2")                                       # undone
    assert "click the first" in table.answering().headline()[1]
    ui.click("seat0")
    ui.click("seat1")
    ui.until(lambda: table.shown.me["arrows"] == 3 and not table.director.busy, 20, "the swap")
    assert table.shown.players[1]["arrows"] == 1 and table.shown.me["piles"]["role_shown"] == ["el_feo"]


def test_the_ghost_gives_both_matching_dice_and_the_receiver_starts_with_them_set(ui, monkeypatch):
    table = ghost_table(ui, monkeypatch, [["beer", "beer"], ["1", "2", "arrow"]])
    until_decision(ui, table, {"reroll"})
    ui.step()
    assert len(table.board.slots) == 2                       # the Ghost's two dice in the tray
    plate = table.board.plate_info(table.shown.me, table.bots)
    assert plate.look == sets.plate_look("dice", "ghost") and plate.look.stamp == "os_ghost.stamp"
    assert table.hunts(table.shown.me) == "Ghost: plays on for his team"          # under his plate
    assert plate.look.caption({"role": "renegade"}, 6) == "Ghost Renegade: wins with the Sheriff"
    ui.click("stop")
    decision = until_decision(ui, table, {"give"})
    widget = table.answering()
    assert type(widget).__name__ == "Give"
    assert widget.headline()[0] == "The Ghost's gift"                # his words, not Elena Fuente's
    ui.click("die1")
    assert widget.marked() == {0, 1}                                 # matching dice go together
    assert sorted(table.targets()) == [1, 2, 3, 4]
    seen: dict = {}                   # what the table shows at bea's first roll, once it has landed
    stage = table.director.stage

    def watch(message: dict) -> list:
        event = message.get("event") or {}
        if "rolled" in seen and "looks" not in seen:             # the roll applied: the next message comes
            ui.app.draw()
            seen.update(looks=dice_looks(table)[:2], preset=dict(table.shown.preset),
                        piles=list(table.shown.players[1]["piles"]["ghost_tokens"]),
                        chips={name for name, _ in table.board.token_spots[1]})
        if event.get("kind") == "dice_rolled" and event.get("seat") == 1 and event.get("roll") == 1:
            seen["rolled"] = event["dice"]
        return stage(message)
    table.director.stage = watch
    ui.click("seat1")
    ui.until(lambda: "looks" in seen, 30, "bea's first roll shown")
    assert seen["rolled"] == [2, 3, 4]                                # only her other dice tumble
    assert seen["preset"] == {0: "beer", 1: "beer"}
    assert seen["looks"] == ["set", "set"]                            # the two given Beers lie placed
    assert seen["piles"] == ["beer", "x2"] and seen["chips"] >= {"beer", "x2"}    # on her plate, with the ×2
    told = [line.text for line in table.book.lines]
    assert "ana, the Ghost, gives bea his result: it starts bea's next turn." in told
    assert "bea's turn starts with the Ghost's result already on his dice." in told
    assert decision["info"]["faces"] == ["beer", "beer"]
    ui.until(lambda: table.shown.roller != 1, 30, "the end of bea's turn")
    ui.until(lambda: len(table.shown.players[0]["piles"]["ghost_tokens"]) == 7, 10, "the tokens back")


def test_a_role_question_with_nothing_to_reveal_is_passed_for_you_without_a_word(ui, monkeypatch):
    """Every turn start of a face-down card's holder asks him (so that nobody learns whose card waits): holding
    El Médico, whose moment is another, you only pass, and the window does it unseen."""
    players = [{"name": "ana", "role": "el_medico", "character": "paul_regret"},
               {"name": "bea", "role": "sheriff", "character": "jourdonnais"},
               {"name": "cid", "role": "outlaw", "character": "black_jack"},
               {"name": "dan", "role": "renegade", "character": "rose_doolan"},
               {"name": "eve", "role": "outlaw", "character": "willy_the_kid"}]
    table = stacked(ui, monkeypatch, ["old_saloon.roles"], players, [["beer"] * 5])
    answered = []
    answer = table.answer
    monkeypatch.setattr(table, "answer", lambda option, told=None: (answered.append((table.decision, option, told)),
                                                                     answer(option, told)))
    decision = until_decision(ui, table, {"reveal"})
    assert decision["info"]["moment"] == "rolled" and ui.has("pass")    # his own moment: asked in sight
    asked = [(decision["kind"], decision["options"], option, told) for decision, option, told in answered]
    assert asked == [("reveal", [["pass"]], ["pass"], None)]           # passed, with no line in the log
    told = [line.text for line in table.book.lines]
    assert not any("Not now" in text or "Answered for you" in text for text in told), told


def test_the_devils_right_hand_extra_turn_is_told_in_both_languages():
    """The turn that La Mano Derecha gives is told as such, not left to look like a slip of the turn order."""
    import game.ui.dice.old_saloon.roles  # noqa: F401  (its window side registered)
    from game.ui import i18n
    from game.ui.dice.lines import Narrator
    event = {"kind": "extra_turn", "seat": 1, "why": "mano_derecha"}
    told = {}
    for lang in ("es", "en"):
        i18n.set_language(lang)
        told[lang] = Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0, lambda: []).tell(event)
    assert told["en"].text == "Bruno plays another turn at once (The Devil's Right Hand)."
    assert told["es"].text == "Bruno juega otro turno enseguida (La Mano Derecha del Demonio)."


def test_el_feos_swap_and_the_devils_left_hand_discard_are_told_as_they_are():
    """El Feo's swap moves several arrows between two players and none through the pile; La Mano Izquierda's
    saved player gives back all his arrows: neither is told as one arrow taken or discarded."""
    import game.ui.dice.old_saloon.roles  # noqa: F401  (its window side registered)
    from game.ui import i18n
    from game.ui.dice.lines import Narrator
    events = ({"kind": "arrows", "seat": 3, "delta": 2, "pile": 5, "why": "el_feo", "by": 1},
              {"kind": "arrows", "seat": 0, "delta": -2, "pile": 5, "why": "el_feo", "by": 1},
              {"kind": "arrows", "seat": 2, "delta": -3, "pile": 8, "why": "mano_izquierda", "by": None})
    told = {}
    for lang in ("es", "en"):
        i18n.set_language(lang)
        narrator = Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0, lambda: [])
        told[lang] = [narrator.tell(event).text for event in events]
    assert told["en"] == ["Bruno swaps the arrows of Diego (The Ugly).", "Bruno swaps the arrows of Ana (The Ugly).",
                          "Carmen discards all his arrows (The Devil's Left Hand)."]
    assert told["es"] == ["Bruno intercambia las flechas de Diego (El Feo).",
                          "Bruno intercambia las flechas de Ana (El Feo).",
                          "Carmen descarta todas sus flechas (La Mano Izquierda del Demonio)."]
