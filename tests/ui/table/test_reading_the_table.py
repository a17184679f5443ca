"""What a player reads on the card table and how it answers the mouse, driven through the real window: the story
in the log (every draw!, every hit and by whom, every player out with the role, what you drew, what was taken from
you), its filter and its names that point at seats and cards, the distance under the mouse, a dimmed card's reason,
a card enlarged on hover or a long press (which plays nothing), a card dragged onto a seat, right click to cancel,
the confirmation of what hurts you, a habit and the response timer answering for you, the cues of your turn and of
a shot at you (heard and seen), the replay paused and stepped, and the choice to watch fast or skip to the end once
you are out. Seeds found with find_seeds.py (what each one meets is noted beside it)."""

import pygame

from game.ui.app import App
from game.ui.cards import deck
from game.ui.cards.distance import distance
from game.ui.cards.options import describe, likely_first
from game.ui.cards.scene import CardTable
from game.ui.i18n import card_name, role_name, t
from game.ui.scenes.gameover import GameOverScene
from game.ui.table.log import CARD, SEAT, line
from game.ui.table.plate import GREYED, PICKED, TARGET
from game.ui.table.scene import WATCH_FAST
from game.ui.table.sprites import Flight
from game.ui.table.zoom import REST
from game.ui.testing import log_spot

from .driving import new_card_game, our_move, play_by_clicks, play_until

AIM_DUEL_STORE_SHOT = 14        # you aim cards, answer BANG!s, a Duel (BANG!s in it), a General Store; draw!s
DISCARD_DUEL_DYING = 36         # you discard at the end of a turn, answer a Duel and a lethal hit
YOU_ARE_OUT = 36                # you are eliminated before the end
BEER_AT_FULL_LIFE = 14          # a Beer in your hand at full life, during your turn
BARREL_AND_STORE_HABITS = 7     # a shot at you behind a Barrel; a General Store whose last cards are of one kind


def aimable(table: CardTable) -> list[int]:
    """The cards of the hand played at a seat now (a BANG!, a Panic!...)."""
    return [c for c in table.shown.hand if table.targeted(c)]


def test_the_log_tells_the_whole_story_a_duels_bangs_fly_across_and_the_replay_pauses_and_steps(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    flights = []                    # (the other duellist's plate, where the BANG! flew)
    stage = table.director.stage

    def watch(message):
        tweens = stage(message)
        event = message.get("event") or {}
        if event.get("kind") == "move" and event.get("why") == "bang" and table.duellists is not None:
            foe = table.duel_foe(event["from"]["seat"])
            flights.extend((table.board.plate(foe).center, s.end) for s in table.stager.sprites
                           if isinstance(s, Flight))
        return tweens
    table.director.stage = watch
    sounds, cue = [], table.cues.cue

    def cued(sound, text, *colour):
        sounds.append(sound)
        cue(sound, text, *colour)
        assert text in [banner[0] for banner in table.cues.banners]         # never said by sound alone
    table.cues.cue = cued
    play_by_clicks(ui, AIM_DUEL_STORE_SHOT)
    assert flights and all(plate == end for plate, end in flights)
    assert {"your_turn", "alert"} <= set(sounds), sounds             # your turn, and a BANG! at you
    names, texts = table.names, [entry.text for entry in table.book.lines]

    def told(*parts: str) -> bool:
        return any(all(part in text for part in parts) for text in texts)
    met = set()
    for e in table.events:
        kind = e["kind"]
        if kind == "draw_result" and e.get("card") is not None:
            assert told(names[e["seat"]], card_name(deck.kind_of(e["card"]))), e
        elif kind == "life" and e["delta"] < 0 and e.get("by") not in (None, e["seat"]):
            assert told(names[e["seat"]], names[e["by"]], str(-e["delta"])), e
        elif kind == "eliminated":
            assert told(names[e["seat"]], role_name(e["role"])), e
        elif kind == "move" and e["why"] != "deal" and e["to"]["zone"] == "hand" and e["to"]["seat"] == 0 \
                and isinstance(e["cards"], list):
            assert told(names[0], *(card_name(deck.kind_of(c)) for c in e["cards"])), e        # what you drew
        elif kind == "move" and e["from"] == {"zone": "hand", "seat": 0} and e["to"]["zone"] == "hand":
            assert told(names[e["to"]["seat"]], names[0]), e                                   # taken from you
        else:
            continue
        met.add(kind)
    assert met >= {"draw_result", "life", "eliminated", "move"}, met
    ui.click("replay")                          # the replay pauses, steps one answer, plays on
    replay = ui.scene.replay_client
    ui.click("replay_pause")
    done = replay.done
    ui.step(int(3 / ui.dt))
    assert replay.done == done
    ui.click("replay_step")
    assert replay.done == done + 1
    ui.click("replay_pause")
    ui.until(lambda: replay.done > done + 1, 10, "the replay playing on")


def test_the_log_filters_to_one_player_and_its_names_point_at_seats_and_cards(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play") and len(table.book.lines) > 12)
    everyone = len(ui.widget("log").rows)
    ui.click("log_filter", "midright")
    assert table.book.only == 0 == ui.widget("log_filter").value
    ui.step()
    assert 0 < len(ui.widget("log").rows) < everyone and all(0 in entry.seats for entry in table.book.shown())
    ui.click("log_filter", "midleft")
    assert table.book.only is None
    ui.step()
    log = ui.widget("log")
    ref, pos = log_spot(log, SEAT)
    ui.move(pos)
    ui.step()
    assert table.mark(ref.value) == PICKED                   # the seat named is pointed at on the table
    assert all(table.mark(s) is None for s in range(len(table.names)) if s != ref.value)
    ref, pos = log_spot(log, CARD)
    ui.move(pos, REST + 0.2)
    kind = deck.kind_of(ref.value) if type(ref.value) is int else ref.value      # a card, or a kind named
    assert table.hover.ready and table.hover.subject[:2] == ("card", kind)


def test_the_mouse_reads_distances_reasons_and_cards(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play")
               and any(not w.enabled for w in table.form.widgets if w.id.startswith("hand")))
    players = table.shown.players
    for seat in range(1, len(players)):
        d = distance(table.shown.data, seat)
        tip = ui.widget(f"seat{seat}").tooltip
        assert tip.startswith(f"{players[seat]['name']}: distance {d.total} ("), tip
        assert tip.endswith(t("distance.in_reach") if d.in_reach else t("distance.out_of_reach")), tip
    decision = table.decision
    for i, card in enumerate(table.shown.hand):
        spot = ui.widget(f"hand{i}")
        offered = [o for o in decision["options"] if len(o) > 1 and o[1] == card and o[0] != "sid"]
        assert spot.enabled == bool(offered), (card, offered)
        assert spot.enabled or spot.reason, card             # a dimmed card says why
    dimmed = next(i for i, c in enumerate(table.shown.hand) if not ui.widget(f"hand{i}").enabled)
    rest = table.hand_hit[dimmed]
    ui.move((rest.x + 4, rest.centery), REST + 0.2)     # its left edge: never under the next card of the fan
    assert table.hover.ready and table.hover.subject == deck.subject(table.shown.hand[dimmed])   # enlarged
    face = table.board.plate(2)
    ui.move((face.x + face.height // 2, face.centery), REST + 0.2)
    assert table.hover.ready and table.hover.subject == ("character", "cards", players[2]["character"])
    playable = next(i for i, c in enumerate(table.shown.hand) if ui.widget(f"hand{i}").enabled)
    rest, version = table.hand_hit[playable], table.shown.view["version"]
    spot = (rest.x + 4, rest.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    ui.step(int(0.5 / ui.dt))                   # held down: enlarged before the mouse would have rested enough
    assert table.hover.ready and table.hover.subject == deck.subject(table.shown.hand[playable])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    ui.step()
    assert table.aim is None and table.sent != version          # a long press to read a card plays nothing


def test_a_card_dragged_onto_a_seat_is_played_and_right_click_cancels_an_aim(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play") and aimable(table))
    card = aimable(table)[0]
    index = table.shown.hand.index(card)
    ui.click(f"hand{index}")
    assert table.aim == card
    targets = table.targets()
    for seat in range(1, len(table.names)):
        assert table.mark(seat) in ((TARGET, PICKED) if seat in targets else (GREYED,)), seat
    ui.click_at(table.board.layout.middle.center, button=3)
    assert table.aim is None and all(table.mark(seat) is None for seat in range(len(table.names)))
    target = targets[-1]
    start = ui.widget(f"hand{index}").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    ui.step()
    ui.move(table.board.plate(target).center)   # its release went elsewhere (the game's menu): no button held now
    assert table.aim is None                    # moving the mouse drags nothing
    before = len(table.events)
    ui.drag(ui.widget(f"hand{index}").rect.center, table.board.plate(target).center)
    if ui.has("answer0"):                       # Panic! or Cat Balou: which of that seat's cards
        ui.click("answer0")
    if ui.has("yes"):
        ui.click("yes")
    ui.until(lambda: any(e["kind"] == "play" and e["card"] == card and e["target"] == target
                         for e in table.events[before:]), 10, "the card dragged onto the seat played")


def test_what_hurts_you_asks_once_and_dont_ask_again_is_kept(ui):
    table = new_card_game(ui, BEER_AT_FULL_LIFE)

    def beer_at_full_life(table: CardTable) -> bool:
        me = table.shown.me if table.shown.data else None
        return bool(our_move(table, "play") and me["life"] == me["max_life"] and beers(table))

    def beers(table: CardTable) -> list[int]:
        return [c for c in table.shown.hand if deck.kind_of(c) == "beer" and ["play", c] in table.decision["options"]]
    play_until(ui, BEER_AT_FULL_LIFE, beer_at_full_life)
    beer = beers(table)[0]
    ui.click(f"hand{table.shown.hand.index(beer)}")
    assert ui.has("yes") and ui.has("dont_ask")
    ui.click("no")
    assert isinstance(ui.scene, CardTable) and beer in table.shown.hand and table.decision is not None
    ui.click(f"hand{table.shown.hand.index(beer)}")
    ui.click("dont_ask")
    ui.click("yes")
    ui.until(lambda: beer not in table.shown.hand, 10, "the Beer drunk")
    assert ui.app.settings["confirm.beer_at_full_life"] is False


def test_ending_a_turn_over_the_hand_limit_with_cards_to_play_asks_and_esc_keeps_the_turn(ui):
    table = new_card_game(ui, DISCARD_DUEL_DYING)

    def over_the_limit(table: CardTable) -> bool:
        decision = our_move(table, "play")
        return bool(decision and len(table.shown.hand) > table.shown.me["life"]
                    and any(o[0] == "play" for o in decision["options"]))
    play_until(ui, DISCARD_DUEL_DYING, over_the_limit)
    version = table.shown.view["version"]
    ui.click("end_turn")
    assert ui.has("yes") and ui.has("dont_ask")
    ui.key(pygame.K_ESCAPE)                     # the safe answer: the turn goes on
    assert ui.scene is table and table.sent != version and table.decision is not None
    ui.click("end_turn")
    ui.click("yes")
    ui.until(lambda: table.shown.view["version"] != version, 10, "the turn ended")


def test_a_habit_discards_for_you(ui):
    ui.app.settings.set("habit.discard_lowest", True)
    table = new_card_game(ui, DISCARD_DUEL_DYING)
    told = t("log.auto.habit", what="").split(":")[0]
    seen: dict = {}
    play_until(ui, DISCARD_DUEL_DYING, lambda table: any(line.text.startswith(told) for line in table.book.lines),
               seen=seen)
    assert "discard" not in seen                # never asked: the habit answered
    ui.until(lambda: any(e["kind"] == "move" and e["why"] == "hand_limit" and e["by"] == 0 for e in table.events),
             10, "the habit's discard")


def test_habits_draw_for_the_barrel_and_take_the_only_kind_of_card_left(ui):
    for habit in ("barrel_first", "take_only_card"):
        ui.app.settings.set(f"habit.{habit}", True)
    table = new_card_game(ui, BARREL_AND_STORE_HABITS)
    barrel = line("log.auto.habit", "secret", what=t("option.barrel")).text
    take = t("log.auto.habit", what=t("option.pick", card="")).rstrip(". ")

    def told(table: CardTable) -> list[str]:
        return [entry.text for entry in table.book.lines]
    play_until(ui, BARREL_AND_STORE_HABITS, lambda table: barrel in told(table)
               and any(text.startswith(take) for text in told(table)))
    ui.until(lambda: any(e["kind"] == "draw_result" and e["seat"] == 0 and e["for"] == "barrel"
                         for e in table.events), 10, "the Barrel's draw!")


def test_the_response_timer_gives_the_likely_answer_when_time_is_up(ui):
    ui.app.settings.set("response_timer", 10)
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "respond_shot"))
    version, decision = table.shown.view["version"], table.decision
    ui.step(int(9 / ui.dt))
    assert table.sent != version                # 9 s in, still yours to answer
    ui.step(int(1.5 / ui.dt))
    assert table.sent == version
    said = line("log.auto.timer", "secret", what=describe(likely_first(decision["options"])[0], table.names,
                                                          decision)).text
    assert said in [entry.text for entry in table.book.lines]


def test_once_you_are_out_you_watch_fast_or_skip_to_the_end(ui, monkeypatch):
    # the bots keep a short pause here: without one (the tests' instant window) the host thread may finish the
    # game before the window has shown your fall, and the answers of a quick run of bots arrive together
    monkeypatch.setattr(App, "bot_pause", property(lambda app: 0.03))
    table = new_card_game(ui, YOU_ARE_OUT)
    play_until(ui, YOU_ARE_OUT, lambda table: table.shown.data is not None and table.shown.me["status"] == "out"
               and not table.director.busy)
    assert not isinstance(ui.scene, GameOverScene)
    ui.click("watch_fast")
    assert table.boost == WATCH_FAST and ui.widget("watch_fast").label == t("table.watch_normal")
    ui.click("skip_end")
    ui.until(lambda: isinstance(ui.scene, GameOverScene), 30, "the game over")
    assert ui.scene.headline() == t("gameover.you_lost")


def test_the_table_follows_the_language_and_the_window_size_mid_game(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play"))
    ui.key(pygame.K_ESCAPE)
    ui.click("settings")
    ui.click("language", "midright")
    ui.click("language", "midright")                # English -> Español
    for _ in range(2):
        ui.click("window_size", "midright")         # 1280x720 -> 1920x1080
    ui.click("close")
    assert ui.scene is table and ui.app.size == (1920, 1080)
    assert ui.widget("end_turn").label == t("table.end_turn") == "Terminar turno"
    for widget in table.form.widgets:
        assert ui.app.rect.contains(widget.rect), widget.id
    plates = table.board.layout.plates
    assert all(table.board.layout.felt.contains(rect) for rect in plates.values())


def test_the_dynamite_that_explodes_is_told_once_not_as_an_answer():
    from game.ui.cards.lines import Narrator
    dynamite = next(c for c in range(80) if deck.kind_of(c) == "dynamite")
    narrator = Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0)
    gone = {"kind": "move", "cards": [dynamite], "from": {"zone": "in_play", "seat": 2},
            "to": {"zone": "discard", "seat": None}, "why": "dynamite", "by": None}
    assert narrator.tell(gone) is None
    assert narrator.tell({"kind": "dynamite_exploded", "seat": 2}).text == t("log.cards.dynamite", name="Carmen")
    passed = {**gone, "to": {"zone": "in_play", "seat": 3}}
    assert "Diego" in narrator.tell(passed).text


def test_the_likely_answer_comes_first_and_every_legal_answer_is_kept():
    shot = [["take_hit"], ["missed", 12], ["barrel"], ["missed", 30]]
    assert likely_first(shot) == [["barrel"], ["missed", 12], ["missed", 30], ["take_hit"]]
    assert likely_first([["die"], ["beer", 7]]) == [["beer", 7], ["die"]]
    assert sorted(map(str, likely_first(shot))) == sorted(map(str, shot))
