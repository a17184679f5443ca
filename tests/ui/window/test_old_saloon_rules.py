"""Old Saloon in the Rules: every new face on the die that shows it, the two Saloon dice as their six faces, the
Chief's Arrow, each character and each module's rules, in both languages, found by the search; the reconstructions
marked."""

from game.core.dice.old_saloon import characters, saloon_dice
from game.ui import i18n
from game.ui.scenes.rules import describe, entries, matching, picture


def text(key: tuple) -> str:
    return " ".join(block for _, block in describe(key))


def test_every_saloon_face_die_token_character_and_rule_has_an_entry_with_its_picture_in_both_languages(ui):
    wanted = [("face", f.id) for f in saloon_dice.FACES] + [("dice_piece", k.id) for k in saloon_dice.SALOON_DICE] \
        + [("dice_piece", "chief"), ("dice_piece", "saloon_dice_rule"), ("dice_piece", "characters_rule")] \
        + [("dice_character", c.id) for c in characters.CHARACTERS]
    for language in ("en", "es"):
        i18n.set_language(language)
        keys = [key for key, _ in entries()]
        for key in wanted:
            assert key in keys, key
            assert len(text(key)) > 40, key
            if key[0] != "dice_piece" or key[1] != "saloon_dice_rule" and key[1] != "characters_rule":
                assert picture(key, 240, False) is not None, key
    i18n.set_language("en")
    assert text(("face", "double_1")).startswith("Double 1 On the Loudmouth.")
    assert "reconstructed: the scanned rulebook does not print" in text(("dice_piece", "coward"))
    assert "Reconstructed" in text(("dice_character", "vera_custer"))
    assert picture(("dice_piece", "loudmouth"), 240, False).get_width() == 240     # its six faces, three a row


def test_the_search_finds_the_new_faces_in_both_languages(ui):
    assert ("face", "broken_arrow") in [key for key, _ in matching(entries(), "broken arrow")]
    i18n.set_language("es")
    try:
        found = [key for key, _ in matching(entries(), "flecha rota")]
        assert ("face", "broken_arrow") in found and ("dice_piece", "saloon_dice_rule") in found
        assert "reconstruido" in text(("dice_piece", "loudmouth"))
    finally:
        i18n.set_language("en")
