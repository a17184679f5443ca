"""The drawn art: every card, character, role, die face and token renders at hand and enlarged sizes, each card
kind has its own picture, and every call is cached."""

import hashlib
import itertools

import pygame
import pytest

from game.core.cards.catalog import CARDS, KINDS
from game.core.cards.catalog import CHARACTERS as CARD_CHARACTERS
from game.core.dice.catalog import BASE
from game.core.dice.catalog import CHARACTERS as DICE_CHARACTERS
from game.ui.art import cards as art
from game.ui.art import palette as P
from game.ui.art.chrome import fit_title
from game.ui.art.fonts import font
from game.ui.art.looks import face_image
from game.ui.art.pen import Pen, shrink
from game.ui.art.pictos import PICTOS
from game.ui.art.portraits import EMBLEMS, LOOKS, badge_size, badge_title
from game.ui.art.symbols import ROWS

SIZES = (60, 97, 180, 500)
FIRST = {}
for _c in CARDS:
    FIRST.setdefault(_c.name, _c)


def digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def picture(kind: str, size: int = 40) -> pygame.Surface:
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    big.fill((*P.PAPER, 255))
    PICTOS[kind](Pen(big, big.get_rect()))
    return shrink(big, (size, size))


def test_the_data_and_the_art_cover_the_same_kinds():
    assert set(PICTOS) == set(KINDS) == set(ROWS)
    assert len(PICTOS) == 22


@pytest.mark.parametrize("width", SIZES)
def test_every_kind_renders_at_every_size(width):
    for kind, card in FIRST.items():
        face = art.card_face(kind, card.rank, card.suit, width)
        assert face.get_size() == art.card_size(width)
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_at((0, 0)).a < 40                    # rounded corners
        assert face.get_at((width // 2, face.get_height() // 2)).a == 255


def test_all_80_cards_render_in_both_languages_and_for_colour_blind_players():
    for card in CARDS:
        for lang, blind in (("en", False), ("es", True)):
            assert art.card_face(card.name, card.rank, card.suit, 90, lang, blind).get_size() == (90, 140)


def test_the_22_pictograms_differ_from_each_other():
    pics = {k: pygame.image.tobytes(picture(k), "RGB") for k in PICTOS}
    assert len({hashlib.sha1(b).hexdigest() for b in pics.values()}) == 22
    for a, b in itertools.combinations(pics, 2):
        pa, pb = pics[a], pics[b]
        differing = sum(1 for i in range(0, len(pa), 3)
                        if abs(pa[i] - pb[i]) + abs(pa[i + 1] - pb[i + 1]) + abs(pa[i + 2] - pb[i + 2]) > 90)
        assert differing > len(pa) // 3 * 0.08, (a, b, differing)


def test_language_suit_rank_and_colour_blind_mode_show():
    base = art.card_face("beer", "6", "H", 120)
    assert digest(base) != digest(art.card_face("beer", "6", "H", 120, "es"))
    assert digest(base) != digest(art.card_face("beer", "7", "H", 120))
    assert digest(base) != digest(art.card_face("beer", "6", "H", 120, colorblind=True))
    assert digest(art.card_face("bang", "A", "D", 120)) != digest(art.card_face("bang", "A", "C", 120))


def test_colour_blind_suits_have_four_colours():
    assert len(set(P.SUIT_COLORBLIND.values())) == 4
    assert len(set(P.SUIT_CLASSIC.values())) == 2


def test_brown_and_blue_borders_differ():
    brown = art.card_face("bang", "A", "S", 100).get_at((2, 70))
    blue = art.card_face("barrel", "Q", "S", 100).get_at((2, 70))
    assert brown[2] < brown[0] and blue[2] > blue[0]


def test_calls_are_cached():
    assert art.card_face("duel", "J", "S", 111) is art.card_face("duel", "J", "S", 111)
    assert art.card_back(111) is art.card_back(111)
    assert art.role_card("sheriff", 111, "en") is art.role_card("sheriff", 111, "en")
    assert art.character_badge("black_jack", "dice", 111) is art.character_badge("black_jack", "dice", 111)
    assert face_image(BASE, "beer", None, 33) is face_image(BASE, "beer", None, 33)
    assert art.bullet(20) is art.bullet(20)
    assert art.star(20) is art.star(20)
    assert art.arrow_token(20) is art.arrow_token(20)
    assert art.felt(320, 200) is art.felt(320, 200)
    assert art.card_face("duel", "J", "S", 112) is not art.card_face("duel", "J", "S", 111)


@pytest.mark.parametrize("game,people", [("cards", CARD_CHARACTERS), ("dice", DICE_CHARACTERS)])
def test_every_character_has_a_distinct_badge(game, people):
    assert set(people) == set(LOOKS) == set(EMBLEMS[game])
    assert len(set(LOOKS.values())) == 16
    for width in (64, 150, 400):
        seen = set()
        for cid in people:
            badge = art.character_badge(cid, game, width, "es")
            assert badge.get_size() == badge_size(width)
            seen.add(digest(badge))
        assert len(seen) == 16
    # a character no window side names (an expansion's) gets a stranger's badge, not a crash
    stranger = art.character_badge("nobody", game, 64, "es")
    assert stranger.get_size() == badge_size(64) and digest(stranger) not in seen


def test_the_two_games_badges_differ():
    assert digest(art.character_badge("kit_carlson", "cards", 120)) != digest(
        art.character_badge("kit_carlson", "dice", 120))
    with pytest.raises(ValueError):
        art.character_badge("kit_carlson", "poker", 120)


def test_roles_back_and_refusals():
    faces = {digest(art.role_card(r, 100, lang)) for r in ("sheriff", "deputy", "outlaw", "renegade", "unknown")
             for lang in ("en",)}
    assert len(faces) == 5
    assert art.role_card("deputy", 100, "es").get_size() == art.card_size(100)
    assert art.card_back(60).get_size() == art.card_size(60)
    with pytest.raises(ValueError):
        art.role_card("mayor", 100, "en")
    # a card no set's window side names (an expansion's the window has no art for) gets a plain face, not a crash
    assert art.card_face("cannon", "A", "S", 100).get_size() == art.card_size(100)
    assert art.card_tab("cannon", 104, "es").get_size() == art.tab_size(104)
    with pytest.raises(ValueError):
        art.card_face("bang", "1", "S", 100)


def test_dice_and_tokens():
    for size in (24, 64, 200):
        faces = {digest(face_image(BASE, f, None, size)) for f in BASE.faces}
        assert len(faces) == 6
        assert digest(face_image(BASE, "dynamite", None, size, locked=True)) != \
            digest(face_image(BASE, "dynamite", None, size))
        assert face_image(BASE, "1", None, size).get_size() == (size, size)
        assert art.star(size).get_size() == (size, size)
        assert art.arrow_token(size).get_size() == (size, size)
        assert art.bullet(size).get_height() == size
        assert digest(art.bullet(size)) != digest(art.bullet(size, spent=True))
    unknown = digest(face_image(BASE, "horseshoe", None, 40))     # a face nobody drew: a clear "?", never an error
    assert unknown not in {digest(face_image(BASE, f, None, 40)) for f in BASE.faces}
    table = art.felt(1280, 720)
    assert table.get_size() == (1280, 720)
    assert table.get_at((640, 360)).g > table.get_at((640, 360)).r       # green baize


def test_clear_caches_draws_afresh():
    before = art.card_face("jail", "J", "S", 77)
    art.clear_caches()
    after = art.card_face("jail", "J", "S", 77)
    assert before is not after and digest(before) == digest(after)


def test_defaults_and_keywords_hit_the_same_cache_entry():
    full = art.card_face("panic", "J", "H", 101, "en", False)
    assert art.card_face("panic", "J", "H", 101) is full
    assert art.card_face("panic", "J", "H", width=101, colorblind=False) is full
    assert art.character_badge("sid_ketchum", "cards", 90) is art.character_badge("sid_ketchum", "cards", 90, "en")
    assert face_image(BASE, "2", None, 30) is face_image(BASE, "2", None, 30, locked=False)
    with pytest.raises(TypeError):
        art.card_face("panic", "J", "H")
    with pytest.raises(TypeError):
        art.card_face("panic", "J", "H", 101, colour=True)


# The widths the window draws cards and badges at, in design pixels at 1280x720 (a card in play, one dragged, the
# piles, a General Store card, the hand, enlarged, the Rules scene), and the scales of 1280x720 and 1920x1080.
DRAWN_WIDTHS = (38, 70, 72, 80, 86, 190, 250)
WINDOW_SCALES = (1.0, 1.5)


def bar(width: int, top: float, height: float) -> pygame.Rect:
    """The bar a name is drawn in, as the art paints it (`top` and `height` in card widths)."""
    return pygame.Rect(round(width * 0.075), round(width * top), round(width * 0.85), round(width * height))


def widths() -> list[int]:
    return sorted({round(w * scale) for w in DRAWN_WIDTHS for scale in WINDOW_SCALES})


def assert_inside(title, band: pygame.Rect, what) -> None:
    assert title.lines, what
    for rect in title.rects:
        assert band.contains(rect.union(rect.move(title.shadow, title.shadow))), (what, title.lines, rect, band)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_name_stays_inside_its_bar_at_every_size_the_window_draws(lang):
    for width in widths():
        for kind in KINDS:
            assert_inside(art.face_title(kind, width, lang), bar(width, 0.08, 0.18), (kind, width))
        for role in ("sheriff", "deputy", "outlaw", "renegade"):
            assert_inside(art.role_title(role, width, lang), bar(width, 0.08, 0.22), (role, width))
        for game, people in (("cards", CARD_CHARACTERS), ("dice", DICE_CHARACTERS)):
            for character in people:
                plate = pygame.Rect(round(width * 0.06), round(width * 0.9), round(width * 0.88), round(width * 0.2))
                assert_inside(badge_title(character, game, width, lang), plate, (character, width))


def test_a_long_title_shrinks_to_its_minimum_before_it_wraps_and_stays_legible_in_the_hand():
    hand, enlarged = round(86 * 1.0), round(190 * 1.0)
    title = art.face_title("scope", hand, "es")                      # Mira Telescópica, in the hand at 1280x720
    assert title.lines == ("Mira Telescópica",) and title.font.get_height() >= 8
    title = art.face_title("scope", enlarged, "es")
    assert title.lines == ("Mira Telescópica",) and title.font.get_height() >= 16
    tall = pygame.Rect(0, 0, 100, 80)               # room for two lines, and for one only below the minimum
    wrapped = fit_title("Mira Telescópica", "bold", 30, tall, min_px=14)
    assert wrapped.lines == ("Mira", "Telescópica")
    assert wrapped.font.get_height() > font("bold", 14).get_height()


def test_a_sets_character_wears_the_face_its_window_side_gives_as_data(monkeypatch):
    """An expansion's character is drawn from the Look its side gives (a blue sky, a dark face) with his life as
    bullets; one whose side gives no face is a stranger. (Boomtown, the made-up set, has no characters: a side of
    one made up here.)"""
    from game.ui import sets
    from game.ui.art.portraits import Look
    from game.ui.i18n import set_language
    from game.ui.scenes.rules import describe
    set_language("en")                                       # whatever language a test before left the window in
    owner = Look("brown", "white", "long", "top", (20, 20, 24), "handlebar", (60, 30, 90), "bow", (200, 40, 40),
                 sky=(40, 90, 200))
    record = type("Record", (), {})
    people = []
    for id, en, es in (("mine_owner", "Mine Owner", "Dueño de la mina"), ("mine_hand", "Mine Hand", "Minero")):
        person = record()
        person.id, person.en, person.es, person.life = id, en, es, 4
        people.append(person)
    side = sets.Side("cards", "mines", characters=sets.names(people, key="id", looks={"mine_owner": owner}))
    monkeypatch.setitem(sets._SIDES, ("cards", "mines"), side)
    face, stranger = (art.character_badge(id, "cards", 160) for id in ("mine_owner", "mine_hand"))
    cameo = pygame.Rect(0, 0, 160, 136)                      # above the name plate: the two differ by the face alone
    assert digest(face.subsurface(cameo)) != digest(stranger.subsurface(cameo))
    r, g, b, _ = face.get_at((22, 80))                       # the sky at the cameo's left edge is the Look's
    assert b > 150 and b > r + 80
    assert stranger.get_at((22, 80))[:3] != face.get_at((22, 80))[:3]
    assert ("bold", "4 life points (the Sheriff has one more in BANG!, two more in the dice game)") in \
        describe(("character", "mine_owner"))
