"""The window side of Undead or Alive's Boneyard (game/core/dice/undead_or_alive/boneyard): the Boneyard deck in
the middle of the table, each card an eliminated player reveals face up on his plate (one or two green hands), the
count of hands face up against the living after each reveal (a banner and a log line), the outbreak as a banner
nobody can miss, and the zombies' and the Zombie Master's plates (green, stamped, a zombie's hand over the
portrait, their side under it). Importing this file registers it (game/ui/sets.py).
"""

from __future__ import annotations

from game.core.common.status import BY_NAME
from game.core.dice.undead_or_alive.boneyard import NAME, rules
from game.core.dice.undead_or_alive.boneyard import TEXT as CORE_TEXT
from game.core.dice.undead_or_alive.boneyard.deck import HANDS, NO_HAND, ONE_HAND, TWO_HANDS
from game.ui import sets
from game.ui.art import palette as P
from game.ui.i18n import t

ROT = (112, 150, 84)            # a zombie's skin
ROT_DARK = (52, 78, 40)
BONE = (226, 218, 196)


def hand(pen, x: float = 0.5, y: float = 0.62, size: float = 1.0) -> None:
    """A zombie's hand reaching up: a green palm and four crooked fingers."""
    s = size
    for i, dx in enumerate((-0.16, -0.05, 0.06, 0.17)):
        top = y - (0.42 if i in (1, 2) else 0.34) * s
        pen.stroke([(x + dx * s, y - 0.08 * s), (x + (dx + 0.02) * s, top + 0.1 * s), (x + (dx - 0.02) * s, top)],
                   0.075 * s, ROT_DARK)
        pen.stroke([(x + dx * s, y - 0.08 * s), (x + (dx + 0.02) * s, top + 0.1 * s), (x + (dx - 0.02) * s, top)],
                   0.045 * s, ROT)
    pen.ellipse((x, y + 0.02 * s), 0.22 * s, 0.16 * s, ROT, ROT_DARK, 0.03 * s)
    pen.stroke([(x + 0.2 * s, y), (x + 0.34 * s, y - 0.16 * s)], 0.07 * s, ROT_DARK)     # the thumb
    pen.rect(x - 0.14 * s, y + 0.12 * s, 0.28 * s, 0.22 * s, ROT, ROT_DARK, 0.03 * s)     # the wrist


def card(pen, hands: int) -> None:
    """A Boneyard card face up: a bone-white card with its zombie hands (none: a bare grave mound)."""
    pen.rect(0.14, 0.04, 0.72, 0.92, BONE, P.INK, 0.04, radius=0.08)
    if hands == 0:
        pen.ellipse((0.5, 0.72), 0.28, 0.12, P.STONE, P.STONE_DARK, 0.03)
        pen.rect(0.44, 0.26, 0.12, 0.4, P.STONE, P.STONE_DARK, 0.03)
        pen.rect(0.34, 0.36, 0.32, 0.1, P.STONE, P.STONE_DARK, 0.03)
    elif hands == 1:
        hand(pen, 0.5, 0.64, 0.9)
    else:
        hand(pen, 0.34, 0.66, 0.62)
        hand(pen, 0.66, 0.58, 0.62)


def no_hand(pen) -> None:
    card(pen, 0)


def one_hand(pen) -> None:
    card(pen, 1)


def two_hands(pen) -> None:
    card(pen, 2)


def deck(pen) -> None:
    """The Boneyard deck face down: a dark card with a tombstone."""
    pen.rect(0.14, 0.04, 0.72, 0.92, (60, 54, 64), P.INK, 0.04, radius=0.08)
    pen.poly([(0.32, 0.8), (0.32, 0.36), (0.4, 0.22), (0.6, 0.22), (0.68, 0.36), (0.68, 0.8)], P.STONE,
             P.STONE_DARK, 0.03)
    pen.stroke([(0.5, 0.34), (0.5, 0.6)], 0.05, P.STONE_DARK)
    pen.stroke([(0.41, 0.44), (0.59, 0.44)], 0.05, P.STONE_DARK)


def zombie(pen) -> None:
    """The zombie's card: a green face, hollow eyes, a stitched mouth."""
    pen.circle((0.5, 0.5), 0.4, ROT, ROT_DARK, 0.05)
    pen.circle((0.36, 0.42), 0.09, P.INK, False)
    pen.circle((0.64, 0.42), 0.09, P.INK, False)
    pen.stroke([(0.32, 0.68), (0.68, 0.68)], 0.04, P.INK)
    for x in (0.38, 0.5, 0.62):
        pen.stroke([(x, 0.62), (x, 0.74)], 0.03, P.INK)


def master(pen) -> None:
    """The Zombie Master's card: the zombie's face under a crown."""
    zombie(pen.sub(0.0, 0.12, 1.0, 0.88))
    pen.poly([(0.26, 0.3), (0.26, 0.1), (0.38, 0.2), (0.5, 0.04), (0.62, 0.2), (0.74, 0.1), (0.74, 0.3)],
             P.BRASS, P.BRASS_DARK, 0.03)


def mark(pen) -> None:
    """Over a zombie's portrait: a hand reaching up from the bottom."""
    hand(pen, 0.5, 0.78, 0.8)


def _piece(id: str, picture) -> sets.Piece:
    (name_en, rules_en), (name_es, rules_es) = CORE_TEXT[id]["en"], CORE_TEXT[id]["es"]
    return sets.Piece(name_en, name_es, rules_en, rules_es, picture)


def _pieces() -> dict[str, sets.Piece]:
    """The deck, its three kinds of card (the hands they show), the zombie's card and the Master's."""
    out = {rules.CARDS: _piece(rules.CARDS, deck), rules.ZOMBIE_CARD: _piece(rules.ZOMBIE_CARD, zombie),
           rules.MASTER_CARD: _piece(rules.MASTER_CARD, master)}
    for label, picture in ((NO_HAND, no_hand), (ONE_HAND, one_hand), (TWO_HANDS, two_hands)):
        out[label] = sets.Piece(TEXT["en"][f"uoa_boneyard.card.{label}"], TEXT["es"][f"uoa_boneyard.card.{label}"],
                                TEXT["en"]["uoa_boneyard.card.rules"], TEXT["es"]["uoa_boneyard.card.rules"],
                                picture)
    return out


TEXT = {
    "en": {
        "uoa_boneyard.title": "The Boneyard and the zombies",
        "uoa_boneyard.zone": "the Boneyard",
        "uoa_boneyard.zone.label": "Boneyard: {n}",
        "uoa_boneyard.zone.hands": "{hands} hands · {living} alive",
        "uoa_boneyard.card.no_hand": "Boneyard card: no hand",
        "uoa_boneyard.card.one_hand": "Boneyard card: one zombie hand",
        "uoa_boneyard.card.two_hands": "Boneyard card: two zombie hands",
        "uoa_boneyard.card.rules": "Revealed by an eliminated player. No hand: no outbreak this turn, back into the "
                                   "deck. Hands stay face up; more hands than living players: the outbreak. (The mix "
                                   "of the 11 cards is a reconstruction.)",
        "uoa_boneyard.log.reveal": "{name}, eliminated, reveals a Boneyard card: it stays face up on his plate.",
        "uoa_boneyard.log.blank": "{name}'s Boneyard card shows no hand: no outbreak this turn; it goes back into "
                                  "the deck.",
        "uoa_boneyard.log.count": "Zombie hands face up: {hands}; living players: {living}.",
        "uoa_boneyard.log.outbreak": "The zombie outbreak! The eliminated rise with {life} life each.",
        "uoa_boneyard.log.zombie": "{name} rises as a zombie: three dice, no healing, playing for the zombies.",
        "uoa_boneyard.log.master": "{name}, the Renegade, becomes the Zombie Master: he keeps his life and ability.",
        "uoa_boneyard.banner.count": "Zombie hands {hands}, living {living}",
        "uoa_boneyard.banner.stopped": "No hand: no outbreak this turn",
        "uoa_boneyard.banner.outbreak": "ZOMBIE OUTBREAK! The dead rise!",
        "uoa_boneyard.stamp.zombie": "Zombie",
        "uoa_boneyard.stamp.master": "Zombie Master",
        "uoa_boneyard.caption.zombie": "Plays for the zombies",
        "uoa_boneyard.caption.master": "Zombie Master: plays for the zombies",
        # the sides that win after the outbreak, in the game over words every side has (gameover.side/why.<side>)
        "gameover.side.zombies": "The zombies win",
        "gameover.side.survivors": "The survivors win",
        "gameover.why.zombies": "No survivor is left standing: the zombies and their Master win.",
        "gameover.why.survivors": "Every zombie is out, and the Zombie Master too: the survivors win.",
    },
    "es": {
        "uoa_boneyard.title": "El Cementerio y los zombis",
        "uoa_boneyard.zone": "el Cementerio",
        "uoa_boneyard.zone.label": "Cementerio: {n}",
        "uoa_boneyard.zone.hands": "{hands} manos · {living} vivos",
        "uoa_boneyard.card.no_hand": "Carta de Cementerio: sin manos",
        "uoa_boneyard.card.one_hand": "Carta de Cementerio: una mano zombi",
        "uoa_boneyard.card.two_hands": "Carta de Cementerio: dos manos zombi",
        "uoa_boneyard.card.rules": "La revela un jugador eliminado. Sin manos: no hay epidemia este turno, vuelve al "
                                   "mazo. Las manos quedan boca arriba; más manos que jugadores vivos: la epidemia. "
                                   "(El reparto de las 11 cartas es una reconstrucción.)",
        "uoa_boneyard.log.reveal": "{name}, eliminado, revela una carta de Cementerio: queda boca arriba en su sitio.",
        "uoa_boneyard.log.blank": "La carta de Cementerio de {name} no tiene manos: no hay epidemia este turno; "
                                  "vuelve al mazo.",
        "uoa_boneyard.log.count": "Manos zombi boca arriba: {hands}; jugadores vivos: {living}.",
        "uoa_boneyard.log.outbreak": "¡Epidemia zombi! Los eliminados se levantan con {life} puntos de vida cada uno.",
        "uoa_boneyard.log.zombie": "{name} se levanta como zombi: tres dados, sin curarse, juega con los zombis.",
        "uoa_boneyard.log.master": "{name}, el Renegado, se convierte en el Señor de los zombis: conserva su vida y "
                                   "su capacidad.",
        "uoa_boneyard.banner.count": "Manos zombi {hands}, vivos {living}",
        "uoa_boneyard.banner.stopped": "Sin manos: no hay epidemia este turno",
        "uoa_boneyard.banner.outbreak": "¡EPIDEMIA ZOMBI! ¡Los muertos se levantan!",
        "uoa_boneyard.stamp.zombie": "Zombi",
        "uoa_boneyard.stamp.master": "Señor zombi",
        "uoa_boneyard.caption.zombie": "Juega con los zombis",
        "uoa_boneyard.caption.master": "Señor de los zombis: juega con los zombis",
        "gameover.side.zombies": "Ganan los zombis",
        "gameover.side.survivors": "Ganan los supervivientes",
        "gameover.why.zombies": "No queda ningún superviviente en pie: ganan los zombis y su Señor.",
        "gameover.why.survivors": "Todos los zombis están fuera, y el Señor de los zombis también: ganan los "
                                  "supervivientes.",
    },
}


def _count_banner(event: dict, names: list[str]) -> str | None:
    """After each moment's reveals: the hands face up against the living (or that a no-hand card stopped it)."""
    if event.get("stopped"):
        return t("uoa_boneyard.banner.stopped")
    return t("uoa_boneyard.banner.count", hands=event.get("hands", "?"), living=event.get("living", "?"))


def _outbreak_banner(event: dict, names: list[str]) -> str:
    return t("uoa_boneyard.banner.outbreak")


def _deck_caption(table: dict) -> str | None:
    """The deck's caption: the zombie hands face up against the living; nothing once the outbreak has begun (the
    cards are out of the game)."""
    players = table.get("players") or []
    if any((p.get("piles") or {}).get(rules.ZOMBIE_CARD) for p in players):
        return None
    hands = sum(HANDS.get(c, 0) for p in players for c in (p.get("piles") or {}).get(rules.CARDS) or [])
    living = sum(1 for p in players if BY_NAME[p["status"]].targetable)
    return t("uoa_boneyard.zone.hands", hands=hands, living=living)


def _caption(key: str):
    return lambda player, players: t(key)


GREEN_VEIL = (120, 170, 90, 110)

SIDE = sets.Side(
    "dice", NAME, "uoa_boneyard.title",
    pieces=_pieces(),
    text=TEXT,
    zones={rules.CARDS: sets.Zone(sets.COUNTER, "uoa_boneyard.zone", label="uoa_boneyard.zone.label",
                                  token=rules.CARDS, caption=_deck_caption)},
    lines={f"tokens.{rules.REVEALED}": "uoa_boneyard.log.reveal", f"tokens.{rules.SHUFFLED}": "uoa_boneyard.log.blank",
           f"tokens.{rules.REMOVED}": "", "boneyard": "uoa_boneyard.log.count",
           "outbreak": "uoa_boneyard.log.outbreak", f"tokens.{rules.OUTBREAK}.{rules.ZOMBIE_CARD}":
               "uoa_boneyard.log.zombie", f"tokens.{rules.OUTBREAK}.{rules.MASTER_CARD}": "uoa_boneyard.log.master",
           f"max_life.{rules.OUTBREAK}": "", f"status.{rules.ZOMBIE.name}": "", f"status.{rules.MASTER.name}": ""},
    banners={"boneyard": _count_banner, "outbreak": _outbreak_banner},
    plates={rules.ZOMBIE.name: sets.PlateLook("uoa_boneyard.stamp.zombie", GREEN_VEIL, ROT_DARK, mark,
                                              _caption("uoa_boneyard.caption.zombie"), portrait=zombie),
            rules.MASTER.name: sets.PlateLook("uoa_boneyard.stamp.master", (150, 170, 90, 70), ROT_DARK, None,
                                              _caption("uoa_boneyard.caption.master"))},
)
sets.register(SIDE)
