"""Dice drawn from the box's data: a colour per die kind, any face (a double shows two symbols, a blank none), and
a plain fallback for a face, a symbol or a colour the window has no picture for, never an error."""

import pygame

from game.core.dice.catalog import BASE
from game.ui.art import looks
from game.ui.art.dice import LOOKS, SYMBOLS, DieLook, Picture, die, look_of, unknown_symbol


def digest(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_die_takes_its_kinds_colour():
    ivory, gold = die((SYMBOLS["beer"],), 64), die((SYMBOLS["beer"],), 64, look_of("gold"))
    assert digest(ivory) != digest(gold)
    body = (4, 32)                  # between the rim and the inner line
    assert ivory.get_at(body)[:3] != gold.get_at(body)[:3]


def test_a_double_shows_two_symbols_and_a_blank_none():
    one, two, blank = (die(p, 64) for p in ((SYMBOLS["2"],), (SYMBOLS["2"], SYMBOLS["2"]), ()))
    assert len({digest(one), digest(two), digest(blank)}) == 3
    assert die((SYMBOLS["2"], SYMBOLS["2"]), 64).get_size() == (64, 64)


def test_unknown_faces_symbols_and_colours_are_drawn_plainly():
    assert look_of("no such colour") == DieLook(*look_of("no such colour"))       # a plain grey, no error
    assert look_of("crimson").body == tuple(pygame.Color("crimson"))[:3]          # a colour pygame knows
    horseshoe = unknown_symbol("horseshoe")
    assert isinstance(horseshoe, Picture) and horseshoe.label.startswith("?")
    assert looks.pictures(BASE, "horseshoe") == (horseshoe,)
    assert looks.look(BASE, "no_such_kind") == look_of(looks.UNKNOWN_KIND)
    assert looks.face_image(BASE, "horseshoe", "no_such_kind", 40).get_size() == (40, 40)
    assert looks.faces_of(BASE, "no_such_kind") == tuple(BASE.faces)


def test_the_base_faces_read_from_the_box():
    for face in BASE.faces:
        assert looks.pictures(BASE, face) == (SYMBOLS[face],)
    assert looks.look(BASE, "base") == LOOKS["ivory"] == looks.look(BASE, None)
    assert looks.faces_of(BASE, "base") == BASE.dice["base"]
