"""Old Saloon, module 3: the nine special roles (dice.md §2, seed 001 «Módulo 3 - Roles especiales»).

Each player is dealt a role card of his side instead of a plain one (with the rule option, both mixed by side);
each power is used once a game, revealed at the moment its card names; the Sheriff's card is face up from the
start. The cards are data (cards.py); dealing them, the moments and the powers are powers.py's.
"""

from game.core.common.options import Option
from game.core.dice.old_saloon.roles import powers, sense
from game.core.dice.old_saloon.roles.cards import CARDS, OSO_EXTRA_LIFE
from game.core.dice.specs import Module, Token

NAME = "old_saloon.roles"

MODULE = Module(
    NAME,
    steps=powers.STEPS,
    hooks=powers.HOOKS,
    why={"reveal": powers.why_reveal},
    tokens=(Token(powers.ROLE_CARD, powers.SUPPLY, secret=True), Token(powers.ROLE_SHOWN, powers.SUPPLY)),
    turn_flags=(powers.DIE, powers.FACE, powers.FIRST, powers.SECOND),
    checks={"role_cards": powers.why_roles},
    role_cards={card.id: card.side for card in CARDS.values()},
    deal=powers.deal,
    life_over=OSO_EXTRA_LIFE,
    scenario_steps={"reveal": ("reveal", ("die?", "face?", "targets?"))},
    worth={"reveal": sense.worth},
    silly={"reveal": sense.SILLY},
    options={powers.MIXED: Option(
        "Mix the special role cards with the plain ones, side by side, before dealing (nobody knows how many "
        "special roles are in play). Off: every role is a special one, as the rulebook's main rule says.", False,
        en="Mix special and plain roles", es="Mezclar roles especiales y normales")},
    en="Special roles",
    es="Roles especiales",
    blurb_en="Secret role cards, each with a once-a-game power revealed at its moment.",
    blurb_es="Cartas de rol secretas, cada una con un poder de un solo uso que se revela en su momento.",
    players=(4, 8),
    version=3,      # 2: El Médico before the roller's arrow abilities; La Mano Derecha's turn through play_again, never
    #               spent for nothing; La Mano Izquierda's saved player may discard the Chief's Arrow alone
    #               3: El Bueno only while the Sheriff is in the game (one fallen after an outbreak is not); a
    #               series (Legacy) deals the special cards of the sides it deals, not the plain ones
)
