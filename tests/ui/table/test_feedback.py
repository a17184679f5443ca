"""The card table answers every click and shows what happens to you, as a new player needs it (issue 38): a greyed
card says why, clicked or hovered, where nothing covers or clips the reason; the status line names whom the game
waits on in step with the "Turn" tab and the animations; a click on End turn while your last play still animates
ends the turn; a life you lose hits your own plate; your turn starts with what was done to you since the last."""

import pygame
import pytest

from game.core.cards.catalog import CHARACTERS, KINDS
from game.ui.anim import Timeline, Tween
from game.ui.cards import deck
from game.ui.cards.drawing import reason_box, status_line
from game.ui.cards.hand import hand_rects
from game.ui.cards.lines import Narrator, done_to
from game.ui.cards.scene import REFUSED
from game.ui.i18n import card_name, character_name, set_language, t
from game.ui.scenes.dialog import Dialog
from game.ui.table.director import Director, catch_up
from game.ui.table.log import line
from game.ui.table.plate import HIT
from game.ui.table.since import since_last_turn
from game.ui.table.zoom import draw_zoom
from game.ui.text import en
from game.ui.widgets import Button

from .driving import new_card_game, our_move, play_until

AIM_DUEL_STORE_SHOT = 14        # your turn with dimmed cards early; shots at you before your second turn
SALOON = 12                     # a Saloon in your hand during your turn, a player hurt


def dimmed(table) -> list[int]:
    return [i for i in range(len(table.shown.hand)) if not table.form.find(f"hand{i}").enabled]


def test_a_greyed_card_clicked_shakes_and_keeps_its_reason_in_sight(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play") and dimmed(table))
    index = dimmed(table)[0]
    reason = ui.widget(f"hand{index}").reason
    version = table.shown.view["version"]
    ui.click(f"hand{index}")
    assert table.reason_shown() == (index, reason, True) and table.sent != version     # said why, played nothing
    ui.move((1, 1), REFUSED / 2)                                # the mouse gone, the reason stays a moment
    assert table.reason_shown() == (index, reason, True)
    ui.step(int(REFUSED / ui.dt))
    assert table.reason_shown() is None
    ui.key(pygame.K_1 + index)                                  # its number pressed: the same
    assert table.reason_shown() == (index, reason, True)


def longest_reasons() -> list[str]:
    """Every reason a greyed card can give, its numbers and card names at their widest."""
    name = max((card_name(kind) for kind in KINDS), key=len)
    lifters = [card_name(k) for k, kind in KINDS.items() if kind.unlimited_bangs]
    lifters += [character_name("cards", c) for c, ch in CHARACTERS.items() if ch.unlimited_bangs]
    lifting = t("why_not.or").join(lifters)
    return [t(key, card=name, nearest=88, reach=88, lifting=lifting) for key in en.STRINGS
            if key.startswith("why_not.")]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_a_greyed_cards_reason_is_in_the_window_clear_of_every_button_and_of_the_enlarged_card(start_app, size,
                                                                                               language):
    ui = start_app(size)
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play"))
    set_language(language)
    table.layout()
    buttons = [w.rect for w in table.form.widgets if isinstance(w, Button)]
    assert any(w.id == "end_turn" for w in table.form.widgets if isinstance(w, Button))
    scratch = pygame.Surface(ui.app.size)
    px = ui.app.px
    for count in (1, 5, 9, 14):                                 # a short hand to a long fan
        table.hand_hit = hand_rects(table.board.layout.hand, count, px(86))
        for index, card in enumerate(table.hand_hit):
            zoom = draw_zoom(scratch, ui.app, deck.subject(0), card)
            for reason in longest_reasons():
                box, _rows = reason_box(table, reason, index)
                assert ui.app.rect.contains(box), (reason, box)
                assert box.collidelist(buttons) == -1, (reason, box)
                assert not box.colliderect(zoom), (reason, box, zoom)
    set_language("en")


def test_a_click_that_ends_the_animations_counts_only_on_what_was_under_the_mouse():
    applied, rebuilt = [], []
    director = Director(Timeline(), lambda message: [Tween(5.0)], applied.append)
    director.feed({"n": 1})
    director.update()
    things = iter([("end_turn", "End turn"), ("end_turn", "End turn")])     # greyed, then ready: the same button
    assert catch_up(director, (5, 5), lambda pos: next(things), lambda: rebuilt.append(1))
    assert applied == [{"n": 1}] and rebuilt == [1]             # the table shown as it is, its widgets rebuilt
    cards = iter([("card", 3), ("card", 7)])                    # the hand moved under the mouse: only a skip
    assert not catch_up(director, (5, 5), lambda pos: next(cards), lambda: None)
    assert not catch_up(director, (5, 5), lambda pos: None, lambda: None)


def real_time(ui) -> None:
    """From here the animations play at the setting's speed, and the bots answer at once."""
    ui.app.instant = False
    ui.app.settings.set("bot_pause", 0.0)


def test_end_turn_clicked_while_a_saloon_still_plays_ends_the_turn(ui):
    table = new_card_game(ui, SALOON)
    play_until(ui, SALOON, lambda table: our_move(table, "play") and any(
        o[0] == "play" and deck.kind_of(o[1]) == "saloon" for o in table.decision["options"]))
    real_time(ui)
    sent = []
    send = table.client.send
    table.client.send = lambda option, version: (sent.append(option), send(option, version))
    ui.click(f"hand{next(i for i, c in enumerate(table.shown.hand) if deck.kind_of(c) == 'saloon')}")
    ui.until(lambda: table.director.busy, 5, "the Saloon's animations")
    assert not ui.widget("end_turn").enabled                 # in sight, greyed while the Saloon plays
    ui.click("end_turn")
    if isinstance(ui.scene, Dialog):                          # over the hand limit: asked first
        ui.click("yes")
    assert sent[-1] == ["end_turn"], sent


def test_the_status_names_whom_the_game_waits_on_in_step_with_the_turn_tab(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    real_time(ui)
    ui.app.settings.set("animation_speed", 6.0)
    since_view = {"turn_start": False, "kind": None}
    apply = table.director.apply

    def applied(message):
        apply(message)
        if message["type"] == "view":
            since_view.update(turn_start=False, kind=(message["view"]["data"].get("pending") or {}).get("kind"))
        elif message["type"] == "event" and message["event"]["kind"] == "turn_start":
            since_view["turn_start"] = True
    table.director.apply = applied
    checked = []

    def in_step(table) -> bool:
        data = table.shown.data
        if data is None or data.get("winner") or table.decision is not None:
            return False
        text, turn = status_line(table), data["table"]["turn"]
        named = [s for s, name in enumerate(table.names) if text == t("status.waiting", name=name)]
        assert table.seat not in named, text                    # never waiting for you: you have answered
        if not named:
            assert text == (t("status.yours") if turn == table.seat else t("status.turn", name=table.names[turn]))
        elif named[0] != turn:                                  # an answer another player owes
            assert not since_view["turn_start"] and since_view["kind"] not in ("play", "discard"), text
        checked.append(named[0] if named else None)
        return sum(e["kind"] == "turn_start" for e in table.events) >= 7
    play_until(ui, AIM_DUEL_STORE_SHOT, in_step, 120)
    assert len(set(checked)) >= 3, checked                      # several players waited on


def test_a_life_you_lose_hits_your_own_plate_for_a_moment(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: table.shown.data
               and table.shown.me["life"] < table.shown.me["max_life"])
    assert table.plate_hit.active and table.plate_hit.amount >= table.shown.me["max_life"] - table.shown.me["life"]
    plate = table.board.plate(table.seat)
    ui.app.draw()
    hit = ui.app.surface.subsurface(plate).copy()
    table.plate_hit.age = HIT
    ui.app.draw()
    assert pygame.image.tobytes(hit, "RGB") != pygame.image.tobytes(ui.app.surface.subsurface(plate), "RGB")
    ui.step(int(HIT / ui.dt) + 1)
    assert not table.plate_hit.active


def test_your_turn_starts_with_what_was_done_to_you_since_the_last_and_it_closes(ui):
    table = new_card_game(ui, AIM_DUEL_STORE_SHOT)
    play_until(ui, AIM_DUEL_STORE_SHOT, lambda table: our_move(table, "play") and table.since.lines)
    assert ui.has("since") and ui.has("since_close")
    note, log = ui.widget("since"), ui.widget("log")
    assert note.rect.bottom < log.rect.top and table.board.layout.log.contains(note.rect)
    texts = [entry.text for entry in note.book.lines]
    assert texts[0] == t("since.title") and texts[1:] == [entry.text for entry in table.since.lines]
    assert all(entry in table.book.lines for entry in table.since.lines)        # lines of the story, told again
    ui.click("since_close")
    ui.step()
    assert not ui.has("since") and ui.widget("log").rect.top < note.rect.bottom


def seat_event(kind, seat, **fields):
    return {"kind": kind, "seat": seat, **fields}


def move(cards, src, dst, why, by):
    return {"kind": "move", "cards": cards, "from": src, "to": dst, "why": why, "by": by}


def test_the_note_lists_exactly_what_was_done_to_you_since_your_last_play():
    set_language("en")
    bang, jail, dynamite, missed = (next(c for c in range(80) if deck.kind_of(c) == kind)
                                    for kind in ("bang", "jail", "dynamite", "missed"))
    narrator = Narrator(["Ana", "Bruno", "Carmen", "Diego"], 0)
    hand, in_play = {"zone": "hand", "seat": 0}, {"zone": "in_play", "seat": 0}
    events = [
        seat_event("life", 0, delta=-1, life=3, source="bang", by=1),          # before your last play: left out
        seat_event("end_play", 0),
        move([bang], hand, {"zone": "discard", "seat": None}, "hand_limit", 0),  # your own discard
        seat_event("turn_end", 0),
        seat_event("turn_start", 1),
        seat_event("play", 1, card=bang, target=0, **{"as": "bang"}),
        seat_event("shot_missed", 0, shooter=1),                                # a shot at you, dodged
        seat_event("life", 2, delta=-1, life=3, source="bang", by=1),           # someone else hit
        seat_event("play", 1, card=jail, target=0, **{"as": "jail"}),          # jailed
        move([jail], {"zone": "hand", "seat": 1}, in_play, "play", 1),
        move([missed], hand, {"zone": "hand", "seat": 1}, "panic", 1),          # a card taken
        seat_event("life", 0, delta=-2, life=1, source="gatling", by=3),       # hit
        move([dynamite], {"zone": "in_play", "seat": 3}, in_play, "dynamite", None),
        seat_event("turn_start", 0),
        seat_event("jail_skips_turn", 0),                                       # a turn lost
        seat_event("turn_end", 0),
    ]
    story = [(e, narrator.tell(e)) for e in events]
    story.insert(11, (None, line("log.auto.only", "secret", what="Take the hit")))     # answered for you
    lines = since_last_turn(story, 0, "end_play", done_to)
    assert [entry.text for entry in lines] == [
        "Ana dodges the shot of Bruno.",
        "Bruno plays Jail at Ana.",
        "Bruno takes Missed! from the hand of Ana (Panic!).",
        "Answered for you (the only answer): Take the hit.",
        "Ana loses 2 life to the Gatling of Diego: 1 left.",
        "The Dynamite passes to Ana.",
        "Ana stays in Jail: the turn is lost.",
    ]
    assert since_last_turn(story[:1], 0, "end_play", done_to)[0].text.startswith("Ana loses 1 life")  # before a turn


def test_the_log_of_a_draw_says_the_suit_that_decides_it_in_both_languages():
    """"Ana draws! for Barrel: Missed!" read as a missed shot: the suit, which decides the draw!, was not said."""
    missed = next(c for c in range(80) if deck.kind_of(c) == "missed" and deck.card(c).suit == "S")
    face = deck.card(missed)
    for language, words in (("en", f"Missed! ({face.rank} of spades)"), ("es", f"¡Fallaste! ({face.rank} de picas)")):
        set_language(language)
        told = Narrator(["Ana", "Bruno"], 0).tell(seat_event("draw_result", 0, card=missed, **{"for": "barrel"}))
        assert told is not None and told.text.endswith(words + "."), told.text
    set_language("en")


def test_the_log_tells_the_cash_reward_in_the_place_of_the_bounty_in_both_languages():
    """The cash reward (rulebook 004) paid $3,000 without a word in the log: the Outlaw fell and no bounty followed."""
    paid = seat_event("cash_reward", 0, target=1, amount=3000)
    for language, words in (("en", "Ana earns $3,000 of the series' money for eliminating the Outlaw Bruno"),
                            ("es", "Ana gana $3.000 del dinero de la serie por eliminar al Forajido Bruno")):
        set_language(language)
        told = Narrator(["Ana", "Bruno"], None).tell(paid)
        assert told is not None and told.text.startswith(words), told.text
    set_language("en")
