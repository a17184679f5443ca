"""The contract the UI, bots and network stand on: decisions, events, views, determinism, save/load, clone."""

import json
import random

import pytest

from game.core.cards.box import box_for
from game.core.cards.determinize import deal_unknown
from game.core.cards.engine import CardGame, new_game
from game.core.common.errors import IllegalMove, SaveError, StaleDecision


def play(game, seed, steps=None):
    """Answer with random legal options; returns the list of (seat, action) made."""
    rng = random.Random(seed)
    made = []
    while game.pending is not None and (steps is None or len(made) < steps):
        action = rng.choice(game.pending.options)
        made.append((game.pending.seat, action))
        game.apply(game.pending.seat, action)
    return made


def event_log(game, moves):
    log = [e.to_dict() for e in game.take_events()]
    for seat, action in moves:
        log.extend(e.to_dict() for e in game.apply(seat, action))
    return log


@pytest.mark.parametrize("seed", range(10))
def test_same_seed_and_decisions_replay_event_for_event(seed):
    moves = play(new_game(seed, 4 + seed % 4), seed)
    first = event_log(new_game(seed, 4 + seed % 4), moves)
    second = event_log(new_game(seed, 4 + seed % 4), moves)
    assert first == second
    assert first[-1]["kind"] == "game_over"


def test_a_different_seed_deals_a_different_game():
    assert new_game(1, 5).to_json() != new_game(2, 5).to_json()


@pytest.mark.parametrize("seed", range(6))
def test_save_and_load_anywhere_continues_the_same_game(seed):
    game = new_game(seed, 5 + seed % 3)
    rng = random.Random(seed)
    while game.pending is not None:
        text = game.to_json()
        loaded = CardGame.from_json(text)
        assert loaded.to_json() == text
        assert loaded.pending.seat == game.pending.seat and loaded.pending.options == game.pending.options
        action = rng.choice(game.pending.options)
        a = [e.to_dict() for e in game.apply(game.pending.seat, action)]
        b = [e.to_dict() for e in loaded.apply(loaded.pending.seat, action)]
        assert a == b
    assert CardGame.from_json(game.to_json()).winner == game.winner


def test_clone_is_independent_and_plays_the_same():
    game = new_game(3, 6)
    play(game, 3, steps=40)
    twin = game.clone()
    assert twin.to_json() == game.to_json()
    twin.take_events()
    moves = play(twin, 9)
    assert twin.winner is not None and game.pending is not None   # the original did not move
    for seat, action in moves:                                    # the same answers lead to the same end
        game.apply(seat, action)
    assert game.to_json() == twin.to_json()


def test_an_illegal_answer_names_the_rule_and_changes_nothing():
    game = new_game(5, 4)
    seat = game.pending.seat
    before = game.to_json()
    stranger = next(c for c in range(80) if c not in game.players[seat].hand)
    with pytest.raises(IllegalMove) as exc:
        game.apply(seat, ("play", stranger))
    assert exc.value.rule in ("not_in_hand", "not_now")
    with pytest.raises(IllegalMove) as exc:
        game.apply((seat + 1) % 4, ("end_turn",))
    assert exc.value.rule == "not_your_decision"
    for junk in (None, [], ["play", [1, [2]]], ("play", 3.5), "end_turn", ["fly"], [7]):
        with pytest.raises(IllegalMove):
            game.apply(seat, junk)
    assert game.to_json() == before


def test_an_answer_made_against_an_older_version_is_refused():
    game = new_game(8, 4)
    old = game.version
    game.apply(game.pending.seat, game.pending.options[-1])
    with pytest.raises(StaleDecision):
        game.apply(game.pending.seat, game.pending.options[0], version=old)
    game.apply(game.pending.seat, game.pending.options[0], version=game.version)


def test_a_finished_game_refuses_answers():
    game = new_game(4, 4)
    play(game, 4)
    with pytest.raises(IllegalMove) as exc:
        game.apply(0, ("end_turn",))
    assert exc.value.rule == "game_over"


def test_a_json_list_is_accepted_as_an_action():
    game = new_game(6, 4)
    end = list(game.pending.options[-1])
    game.apply(game.pending.seat, end)
    assert game.version == 1


# -- save files -------------------------------------------------------------------------------
def damaged_saves(text):
    data = json.loads(text)
    yield "not json {"
    yield text[: len(text) // 2]
    yield json.dumps({"format": "something-else", "version": 1, "game": "cards", "state": data["state"]})
    yield json.dumps({**data, "game": "dice"})
    yield json.dumps({**data, "version": 99})
    for mutate in (
        lambda s: s["players"][0].__setitem__("life", 99),
        lambda s: s["players"][1].__setitem__("character", "nobody"),
        lambda s: s["deck"].append(s["deck"][0]),
        lambda s: s.__setitem__("deck", s["deck"][1:]),
        lambda s: s["players"][0].__setitem__("hand", "abc"),
        lambda s: s["stack"].__setitem__(0, {"k": "teleport"}),
        lambda s: s.__delitem__("rng"),
        lambda s: s.__setitem__("rng", [3, [1, 2], None]),
        lambda s: s.__setitem__("players", []),
    ):
        broken = json.loads(text)
        mutate(broken["state"])
        yield json.dumps(broken)


def test_damaged_or_foreign_saves_are_refused_with_a_clear_message():
    game = new_game(2, 5)
    play(game, 2, steps=30)
    for text in damaged_saves(game.to_json()):
        with pytest.raises(SaveError) as exc:
            CardGame.from_json(text)
        assert str(exc.value)


def test_a_save_of_format_1_is_refused_with_a_clear_message_and_nothing_loaded():
    """Format 1 saves had no event numbers and no card sets: they cannot continue a game of this version."""
    game = new_game(2, 5)
    play(game, 2, steps=30)
    old = json.loads(game.to_json())
    old["version"] = 1
    for key in ("seq", "rules"):
        del old["state"][key]
    with pytest.raises(SaveError, match=r"older version of the game \(save format 1\).*cannot continue") as exc:
        CardGame.from_json(json.dumps(old))
    assert exc.value.__cause__ is None and exc.value.__context__ is None     # refused before anything was read


def test_a_save_keeps_the_event_numbers_and_names_its_card_sets():
    game = new_game(4, 6)
    play(game, 4, steps=50)
    loaded = CardGame.from_json(game.to_json())
    assert loaded.seq == game.seq
    assert loaded.rules == {"sets": ["base"], "eight_players": False, "game_ends_mid_card": False,
                            "simplified_deck": False, "ley_implacable": False, "cash_reward": False,
                            "experience": False, "auction": False}
    events = loaded.apply(loaded.pending.seat, loaded.pending.options[0])
    assert events and [e.seq for e in events] == list(range(game.seq, game.seq + len(events)))


def test_a_save_from_before_the_sets_had_piles_still_loads():
    """A base game saved before card sets could lay piles and counters has none to read: it loads and plays on."""
    game = new_game(6, 5)
    play(game, 6, steps=40)
    old = json.loads(game.to_json())
    del old["state"]["piles"]
    for player in old["state"]["players"]:
        del player["piles"]
    loaded = CardGame.from_json(json.dumps(old))
    assert loaded.to_json() == game.to_json()


def test_a_save_naming_an_unknown_card_set_is_refused():
    data = json.loads(new_game(2, 5).to_json())
    data["state"]["rules"]["sets"] = ["base", "gold_rush_2099"]
    with pytest.raises(SaveError, match="card set"):
        CardGame.from_json(json.dumps(data))


def test_random_byte_damage_never_escapes_as_anything_but_save_error():
    text = new_game(11, 6).to_json()
    rng = random.Random(0)
    for _ in range(300):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice('0123456789[]{}",:aeiou-')
        try:
            loaded = CardGame.from_json("".join(chars))
        except SaveError:
            continue
        assert loaded.card_total() == 80 and (loaded.pending is not None) != (loaded.winner is not None)


# -- views ----------------------------------------------------------------------------------
def test_a_view_shows_own_cards_and_public_facts_only():
    game = new_game(21, 6)
    play(game, 21, steps=25)
    for seat, me in enumerate(game.players):
        data = game.view(seat).data
        assert data["hand"] == me.hand and data["role"] == me.role
        text = json.dumps(data)
        assert "deck\"" not in text or "deck_count" in text
        for other in game.players:
            shown = data["table"]["players"][other.seat]
            assert shown["hand_count"] == len(other.hand) and "hand" not in shown
            if other.seat != seat and not other.role_revealed:
                assert shown["role"] is None
        assert data["table"]["deck_count"] == len(game.deck) and "deck" not in data["table"]


def test_draw_events_show_the_cards_to_the_drawer_only():
    game = new_game(12, 4)
    draws = [e for e in game.take_events()
             if e.kind == "move" and e.data["from"]["zone"] == "deck" and e.data["to"]["zone"] == "hand"]
    assert draws
    for event in draws:
        owner = event.data["to"]["seat"]
        assert event.visible_to(owner)["cards"] == event.data["cards"]
        assert event.visible_to((owner + 1) % 4)["cards"] == len(event.data["cards"])


def test_only_the_deciding_seat_sees_the_options():
    game = new_game(13, 5)
    seat = game.pending.seat
    assert game.view(seat).decision is game.pending
    assert game.view((seat + 1) % 5).decision is None
    assert "options" not in game.view((seat + 1) % 5).data["pending"]


# -- dealing the unknown for search bots ---------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_deal_unknown_builds_a_legal_game_consistent_with_the_view(seed):
    game = new_game(seed, 4 + seed % 4)
    play(game, seed, steps=15 + seed * 7)
    if game.pending is None:
        return
    seat = game.pending.seat
    view = game.view(seat).data
    rng = random.Random(seed)
    guesses = [deal_unknown(view, rng) for _ in range(6)]
    for guess in guesses:
        assert guess.card_total() == 80 and len({*guess.deck, *guess.discard}) == len(guess.deck) + len(guess.discard)
        assert guess.view(seat).data == view                  # indistinguishable from where the seat sits
        assert guess.pending.options == game.pending.options
        play(guess, seed)                                      # and playable to the end
        assert guess.winner is not None
    hidden = {tuple(tuple(p.hand) for p in g.players if p.seat != seat) + (tuple(g.deck),) for g in guesses}
    assert len(hidden) > 1                                     # the unknown really is dealt at random


def test_every_card_label_is_unique_but_for_identical_copies():
    labels = [c.label for c in box_for(("base",)).cards]
    assert len(set(labels)) == 79          # the two Stagecoaches are both "stagecoach 9S"


def test_deal_unknown_can_take_the_hidden_roles_from_a_belief():
    game = new_game(31, 6)
    seat = game.pending.seat
    view = game.view(seat).data
    truth = {p.seat: p.role for p in game.players}
    guess = deal_unknown(view, random.Random(1), roles=truth)
    assert [p.role for p in guess.players] == [p.role for p in game.players]
