"""The tournament's money table (rulebook 004), the one place to edit it, with the words the game shows for it.

RECONSTRUCTION. The scan of 004 prints its tables ("Puntuación si[mple]", "Puntuación completa") too damaged to read
whole; docs/rules-notes.md §3 quotes what is readable and says where each line below comes from. The one example that
survives elsewhere (the publisher's page: 5 players, 2 Outlaws at the start, the Sheriff's side wins with a Deputy
alive: the Sheriff earns $3,000, the living Deputy $2,000, the others nothing) holds.

Each line pays `amount` times `per` to every player of `role` when `side` has won the game (a line of the winning
side only to its winners: of two Renegades, the one who won); a line marked `alive` (004's "(*)") pays only a
player never eliminated. A player's money for a game is the sum of his lines, then the extra lines below. `per`:
    "game"          once
    "outlaws"       for every Outlaw at the start
    "players"       for every player at the start
    "outlaw_share"  the Outlaws at the start divided by the Outlaws alive at the end (the Outlaws' pot, shared)
"""

from __future__ import annotations

from typing import NamedTuple

from game.core.cards import rulings
from game.core.common import auction


class Pay(NamedTuple):
    line: str           # its id (a series' record names it)
    side: str           # the side that won: "law", "outlaws", "renegade"
    role: str           # the role it pays
    amount: int         # dollars
    en: str             # what it is for, as the game shows it
    es: str
    per: str = "game"
    alive: bool = False


TABLE = (
    Pay("sheriff_win", "law", "sheriff", 1000, "His side won", "Ganó su bando"),
    Pay("sheriff_outlaws", "law", "sheriff", 1000, "Per Outlaw at the start", "Por Forajido al empezar",
        per="outlaws"),
    Pay("deputy_win", "law", "deputy", 1500, "His side won", "Ganó su bando"),
    Pay("deputy_alive", "law", "deputy", 500, "Alive at the end", "Vivo al final", alive=True),
    Pay("outlaw_pot", "outlaws", "outlaw", 2000, "The Outlaws' pot, shared by those alive",
        "El bote de los Forajidos, entre los vivos", per="outlaw_share", alive=True),
    Pay("renegade_alive", "outlaws", "renegade", 1000, "Alive when the Outlaws won",
        "Vivo cuando ganaron los Forajidos", alive=True),
    Pay("renegade_win", "renegade", "renegade", 2000, "Won alone: per player at the start",
        "Ganó solo: por jugador al empezar", per="players"),
)

# 004: "Extra penalización: Si un Ayudante mata al Sheriff, pierde $5.000"
DEPUTY_KILLS_SHERIFF = Pay("deputy_kills_sheriff", "", "deputy", -5000, "Killed the Sheriff", "Mató al Sheriff")
CASH_REWARD_LINE = ("cash_reward", "Cash reward", "Recompensa en metálico")
EXPERIENCE = ("experience", "Experience: cards kept for the next game", "Experiencia: cartas conservadas")
# The character auction's lines (game/core/common/auction.py): the money it starts with (a row of the table), a
# price paid, a kept character's price paid again (each as much as the bid that won it).
AUCTION = ((auction.PURSE, "Money to bid with, when the series began", "Dinero para pujar, al empezar la serie"),
           (auction.PRICE, "Auction: the character he bought", "Alistamiento: el personaje que compró"),
           (auction.KEPT, "Auction: his character kept, its price again", "Alistamiento: conservó su personaje, "
                                                                             "otra vez su precio"))

ROWS = (*({"line": pay.line, "side": pay.side, "role": pay.role, "amount": pay.amount, "per": pay.per,
          "alive": pay.alive} for pay in (*TABLE, DEPUTY_KILLS_SHERIFF)),
        {"line": CASH_REWARD_LINE[0], "side": "", "role": "", "amount": rulings.CASH_REWARD, "per": "outlaw_killed",
         "alive": False},
        {"line": EXPERIENCE[0], "side": "", "role": "", "amount": -rulings.EXPERIENCE_PRICE, "per": "card_kept",
         "alive": True},
        {"line": auction.PURSE, "side": "", "role": "", "amount": auction.START, "per": "series", "alive": False})
WORDS = {**{pay.line: (pay.en, pay.es) for pay in (*TABLE, DEPUTY_KILLS_SHERIFF)},
         CASH_REWARD_LINE[0]: CASH_REWARD_LINE[1:], EXPERIENCE[0]: EXPERIENCE[1:],
         **{line: (en, es) for line, en, es in AUCTION}}
RECONSTRUCTED = ("This money table is a reconstruction: the rulebook's scan is damaged.",
                 "Esta tabla de dinero es una reconstrucción: el escaneo del reglamento está dañado.")
