"""Official rulings and our own where the sources leave a gap (rules/cards.md §4 and §7), each in one place.

The in-game rules help lists these same texts (RULINGS), so what the player reads is what the code does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.common.options import Option

if TYPE_CHECKING:
    from game.core.cards.box import Box

OUTLAW_BOUNTY_CARDS = 3     # whoever eliminates an Outlaw draws 3 cards (by any means: FAQ Q05)
CASH_REWARD = 3000          # the cash reward option: whoever eliminates an Outlaw earns $3,000 instead (rulebook 004)
EXPERIENCE_PRICE = 500      # the experience option: each card in play a survivor keeps for the next game (004)
DYNAMITE_DAMAGE = 3

# Rule options a game may be dealt with (name -> Option: the rule it changes), each off unless asked for. The
# base set declares them (cards/base); the setup offers those with a label.
RULE_OPTIONS = {
    "eight_players": Option(           # never offered alone: a table of eight seats turns it on (for_table)
        "Eight players: two Renegades, each playing alone (not in the base rulebook).",
        tip_en="8 players: two Renegades, each on his own. Not in the base rulebook.",
        tip_es="8 jugadores: dos Renegados, cada uno por su cuenta. No está en el reglamento básico."),
    "game_ends_mid_card": Option(
        "The game ends the moment the Sheriff falls (or the last Outlaw and Renegade), even in the middle of a card "
        "that eliminates several players, and the winner is judged on who is alive at that moment (rulebook 000 "
        "read to the letter: \"La partida termina cuando se cumple una de las siguientes condiciones\").",
        en="The game ends the moment it is decided", es="La partida acaba en cuanto se decide",
        tip_en="By the letter of the rulebook: the game ends the moment the Sheriff falls, even halfway through a "
               "Gatling or Indians!, and is judged on who is alive then. Off: the card finishes first.",
        tip_es="Al pie de la letra del reglamento: la partida acaba en cuanto cae el Sheriff, aunque sea a mitad "
               "de una Gatling o de unos ¡Indios!, y gana quien quede con vida entonces. Sin marcar: la carta "
               "termina primero."),
    "simplified_deck": Option(
        "The simplified deck: the 13 cards with the book symbol (Dynamite, 3 Duel, 2 General Store, 2 Indians!, "
        "3 Jail, 2 Volcanic) stay in the box (rulebooks 000 and 002: \"retirando las 13 cartas especiales\").",
        en="Simplified deck", es="Mazo simplificado",
        tip_en="For a first game: the 13 cards with the book symbol (Dynamite, Duel, General Store, Indians!, Jail, "
               "Volcanic) stay in the box, and 67 cards are played.",
        tip_es="Para las primeras partidas: las 13 cartas con el símbolo del libro (Dinamita, Duelo, Almacén, "
               "¡Indios!, Cárcel, Volcanic) se quedan en la caja y se juega con 67 cartas."),
    "ley_implacable": Option(
        "Ley Implacable: the Sheriff may not end his turn while he may play a BANG! card at someone, and at the hand "
        "limit discards his BANG! cards only once nothing else is left (rulebook 004: \"El Sheriff no puede "
        "descartar cartas de BANG!, si es posible que dispare está obligado a hacerlo\"; base/ley_implacable.py).",
        en="Ley Implacable", es="Ley Implacable",
        tip_en="Rulebook 004's reading, against a cautious Sheriff: while a BANG! of his can reach someone he must "
               "shoot, and he may not discard a BANG! at the end of his turn while he has another card to discard. "
               "The English rules' \"Ruthless Law\", which only forbids discarding a BANG! he could have played, "
               "is not offered.",
        tip_es="La lectura del reglamento 004, contra un Sheriff demasiado prudente: mientras un ¡BANG! suyo "
               "alcance a alguien está obligado a disparar, y al final del turno no puede descartar un ¡BANG! si "
               "tiene otra carta que descartar. La \"Ley despiadada\" de las reglas en inglés, que solo le prohíbe "
               "descartar un ¡BANG! que podría haber jugado, no se ofrece."),
    "cash_reward": Option(
        "Killing an Outlaw pays $3,000 of the series' money instead of 3 cards (rulebook 004; only in a series or a "
        "tournament, where money is kept).",
        en="Cash reward", es="Recompensa en metálico", in_series=True,
        tip_en="Killing an Outlaw pays $3,000 instead of 3 cards. Only in a series or a tournament, where money is "
               "kept.",
        tip_es="Matar a un Forajido paga $3.000 en vez de 3 cartas. Solo en una serie o un torneo, donde se "
               "cuenta el dinero."),
    "experience": Option(
        "Experience: a survivor may keep cards he has in play for the next game at $500 each of the series' money; "
        "they are part of his next starting hand, never more than its size nor more than his money (rulebook 004: "
        "\"Experiencia\"; only in a series or a tournament).",
        en="Experience", es="Experiencia", in_series=True,
        tip_en="A survivor may keep cards he has in play for the next game at $500 each: they are part of his next "
               "starting hand. Only in a series or a tournament.",
        tip_es="Un superviviente puede conservar cartas que tenga en juego para la partida siguiente a $500 cada una: "
               "forman parte de su mano inicial. Solo en una serie o un torneo."),
    "auction": Option(
        "The character auction: everyone starts the series with $1,000; before each game the characters lie face "
        "up, one per player who has none, and are sold in $100 bids, the first named by the player on the "
        "Sheriff's right; the last player takes the last one for $100; keeping a survivor costs his price again "
        "(rulebook 004: \"Alistamiento de personajes\"; only in a series or a tournament).",
        en="Character auction", es="Alistamiento de personajes", in_series=True,
        tip_en="Everyone starts with $1,000. Before each game the characters lie face up and are sold in $100 bids; "
               "keeping a survivor costs his price again. Only in a series or a tournament.",
        tip_es="Cada uno empieza con $1.000. Antes de cada partida los personajes se ponen boca arriba y se pujan "
               "de $100 en $100; conservar un superviviente cuesta otra vez su precio. Solo en una serie o un "
               "torneo."),
}
# Options of earlier versions (name -> why it is gone): a game, save or scenario naming one is refused.
RETIRED_OPTIONS: dict[str, str] = {}


def for_table(players: int) -> dict[str, bool]:
    """The options a table's size sets: eight seats are dealt two Renegades (`eight_players`)."""
    return {"eight_players": players == 8}


def left_in_box(box: Box, rules: dict) -> frozenset[int]:
    """The cards a game is played without: those with the book symbol (a card kind's `book`) under the simplified
    deck, none otherwise. Every place that deals, counts or guesses the cards asks this."""
    if not rules.get("simplified_deck"):
        return frozenset()
    return frozenset(c for c, kind in enumerate(box.kind) if kind.book)


def beer_heals(g) -> bool:
    """Beer has no effect once only two players are left, also as the save from a lethal hit (FAQ Q25).
    Saloon is not a Beer and still heals then (rulebook 000: "¡El Saloon no es una Cerveza!")."""
    return g.players_left() > 2


def duel_credit(winner: int) -> int:
    """Our ruling: the life lost in a Duel is caused by the duellist who did not give up."""
    return winner


RULINGS = {
    "damage_source": "A life point lost is caused by the player whose card or ability made it happen; in a Duel, "
                     "by the player who did not give up. Dynamite, and any loss you cause yourself, has no source. "
                     "Kill credit (the Outlaw bounty, the Sheriff's penalty, El Gringo) follows the source.",
    "el_gringo_duel": "El Gringo draws after a Duel only if the other player played it and he lost it.",
    "after_hit": "Bart Cassidy and El Gringo act once the hit is fully resolved (Beers or Sid Ketchum included), "
                 "and only if they are still in the game.",
    "suzy": "Suzy Lafayette draws the moment her hand becomes empty, even while the card that emptied it resolves.",
    "saloon_two_left": "Saloon heals with two players left: it is not a Beer.",
    "beer_two_left": "Beer has no effect with two players left, and is then not offered as a save.",
    "several_beers": "Several Beers may answer one lethal hit: you survive at 1 life when the Beers cover it "
                     "(2 life, Dynamite takes 3, two Beers: 1 life left).",
    "sid_anytime": "Sid Ketchum's ability is offered whenever he has a decision to make (his turn, any answer, "
                   "the moment he would die) and he is hurt, or dying.",
    "starting_hand": "Each player starts with as many cards as the bullets on the character card; the Sheriff's "
                     "extra bullet is life, not a card (rulebook 000).",
    "eight_players": "Eight players (two Renegades, each playing alone) is an option, off by default: a table of "
                     "eight seats turns it on.",
    "simplified_deck": "The simplified deck (an option) leaves the 13 cards with the book symbol in the box.",
    "ley_implacable": "Ley Implacable (an option): while a BANG! card of the Sheriff's has a play at someone, he may "
                      "not end his turn; at the hand limit he discards a BANG! only once no other card is left. "
                      "Other cards used as a BANG! and the answers to Indians!, a Duel or Sid Ketchum's ability are "
                      "free.",
    "distance_floor": "Distance is never less than 1, however many Scopes.",
    "many_deaths": "The players one card (Gatling, Indians!) or one \"draw!\" (Dynamite) eliminates fall together: "
                   "the card finishes, then the game ends if it is over, the winner judged on who is left (the "
                   "publisher's answer, as Board Game Arena's BANG! reports it: the order of the kills of one action "
                   "does not matter). Rewards and penalties are paid at each elimination as it happens. The option "
                   "game_ends_mid_card ends the game at the first death that ends it instead.",
    "elimination_order": "An eliminated player's hand goes first, then the cards in front of him, in the order they "
                         "were played (the order matters only to no one in the base game).",
}
