"""Blue cards that stay in front of their player: Mustang and Scope change distances, weapons the reach."""

from __future__ import annotations

from game.core.cards.plays import in_front
from game.core.cards.specs import BLUE, CardKind

MUSTANG = CardKind("mustang", "Mustang", "Mustang", BLUE, "8H 9H", keep=5.0, cover=1, options=in_front)
SCOPE = CardKind("scope", "Scope", "Mira Telescópica", BLUE, "AS", keep=4.0, sight=1, options=in_front)
VOLCANIC = CardKind("volcanic", "Volcanic", "Volcanic", BLUE, "10S 10C", keep=3.0, weapon_range=1, book=True,
                    unlimited_bangs=True, options=in_front)
SCHOFIELD = CardKind("schofield", "Schofield", "Schofield", BLUE, "KS JC QC", keep=3.0, weapon_range=2,
                     options=in_front)
REMINGTON = CardKind("remington", "Remington", "Remington", BLUE, "KC", keep=3.5, weapon_range=3, options=in_front)
REV_CARABINE = CardKind("rev_carabine", "Rev. Carabine", "Carabina Revólver", BLUE, "AC", keep=4.0, weapon_range=4,
                        options=in_front)
WINCHESTER = CardKind("winchester", "Winchester", "Winchester", BLUE, "8S", keep=4.0, weapon_range=5,
                      options=in_front)
