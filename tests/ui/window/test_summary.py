"""The game over summary from contract events: damage, cards played, who eliminated whom, the roles."""

from game.ui.summary import final_roles, summarize

EVENTS = [
    {"kind": "play", "seat": 0, "card": 5, "as": "bang", "target": 1},
    {"kind": "move", "cards": [5], "from": {"seat": 0, "zone": "hand"}, "to": {"seat": None, "zone": "discard"},
     "why": "play", "by": 0},
    {"kind": "move", "cards": [5], "from": {"seat": 0, "zone": "hand"}, "to": {"seat": None, "zone": "discard"},
     "why": "bang", "by": 0},
    {"kind": "move", "cards": [30], "from": {"seat": 1, "zone": "hand"}, "to": {"seat": None, "zone": "discard"},
     "why": "missed", "by": 1},
    {"kind": "move", "cards": [7, 9], "from": {"seat": 1, "zone": "hand"}, "to": {"seat": None, "zone": "discard"},
     "why": "hand_limit", "by": 1},
    {"kind": "move", "cards": 1, "from": {"seat": 2, "zone": "hand"}, "to": {"seat": None, "zone": "discard"},
     "why": "cat_balou", "by": 0},
    {"kind": "move", "cards": [61], "from": {"seat": 0, "zone": "hand"}, "to": {"seat": 0, "zone": "in_play"},
     "why": "mustang", "by": 0},
    {"kind": "life", "seat": 1, "delta": -1, "life": 3, "source": "bang", "by": 0},
    {"kind": "life", "seat": 2, "delta": -3, "life": 0, "source": "dynamite", "by": None},
    {"kind": "life", "seat": 1, "delta": 1, "life": 4, "source": "beer", "by": 1},
    {"kind": "life", "seat": 3, "delta": -1, "life": 0, "source": "gatling", "by": 0},
    {"kind": "eliminated", "seat": 3, "role": "outlaw", "by": 0},
    {"kind": "eliminated", "seat": 2, "role": "renegade", "by": None},
    {"kind": "game_over", "winner": "law", "winners": [0, 1], "roles": ["sheriff", "deputy", "renegade", "outlaw"]},
]


def test_damage_cards_and_eliminations_are_counted_from_the_events():
    rows = summarize(EVENTS, 4)
    assert [r.damage_dealt for r in rows] == [2, 0, 0, 0]
    assert [r.damage_taken for r in rows] == [0, 1, 3, 1]
    assert [r.cards_played for r in rows] == [3, 1, 0, 0]
    assert rows[0].eliminated == [3] and rows[3].eliminated_by == 0
    assert rows[2].out and rows[2].eliminated_by is None and not rows[1].out


def test_roles_come_from_the_game_over_event_or_what_was_revealed():
    players = [{"role": "sheriff"}, {"role": None}, {"role": None}, {"role": None}]
    assert final_roles(EVENTS, players) == ["sheriff", "deputy", "renegade", "outlaw"]
    assert final_roles(EVENTS[:-1], players) == ["sheriff", None, "renegade", "outlaw"]


def test_junk_fields_are_ignored():
    rows = summarize([{"kind": "life", "seat": 9, "delta": -1, "by": "x"}, {"kind": "eliminated", "seat": None},
                      {"kind": "move", "why": "bang", "by": 0, "from": None}], 2)
    assert all(r.damage_taken == 0 and not r.out for r in rows)
