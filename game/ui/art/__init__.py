"""Our own art, drawn from the game data at the size asked and cached by its arguments (no image files).

The whole API is importable from game.ui.art.cards:

    card_face(kind, rank, suit, width, lang="en", colorblind=False)   # width x round(width * 1.55)
    card_back(width); role_card(role, width, lang)    # role: sheriff, deputy, outlaw, renegade, or "unknown"
    character_badge(character_id, game, width, lang="en")   # game "cards" or "dice"; width x round(width * 1.4)
    bullet(size, spent=False); star(size); arrow_token(size)   # a die: game/ui/art/looks.py face_image
    felt(width, height, rim=True); card_size(width); clear_caches()

Fonts by role: game.ui.art.fonts.font("title" | "display" | "body" | "bold" | "mono", px).
Modules: pen.py (a vector pen drawn large and shrunk smoothly), palette.py, suits.py, pictos.py (one picture per
card kind), symbols.py (the symbol row), chrome.py (paper, frames, fitted text), cards.py, portraits.py, tokens.py.
`python bench/art_sheet.py` draws contact sheets of everything to look at.

Surfaces come back with per-pixel alpha and are shared by the cache: treat them as read-only (copy before drawing
on one) and convert_alpha() them once a display exists if blitting speed matters.
"""
