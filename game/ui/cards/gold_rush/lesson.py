"""Gold Rush's lesson (game/ui/learn/lessons.py), listed after the card game's own through its window side: a shop
purchase. Ana buys a card from the shop with her nuggets, sells a Beer for one more, and earns one for a hit."""

from __future__ import annotations

from game.ui.learn.cards import players
from game.ui.learn.lessons import Lesson, Step

SHOP = Lesson(
    "cards", "gold_rush_shop",
    {"en": "Gold Rush: the shop", "es": "Fiebre del oro: la tienda"},
    {"expansions": ["gold_rush"], "seed": 4,
     "players": players({"role": "sheriff", "character": "bart_cassidy", "gold": 2,
                         "hand": ["beer 6H", "bang 2D", "missed 10C"]},
                        Bruno={"role": "outlaw"}, Carmen={"role": "outlaw"}, Diego={"role": "renegade"}),
     "table": {"turn": "Ana", "phase": "play", "shop": ["gun_belt", "pickaxe", "gold_rush"]}},
    (
        Step({"en": "With Gold Rush, nuggets buy equipment. The shop is the row of three cards above the deck, each "
                    "with its price under it; your nuggets are on your plate. You have 2: click the Gun Belt to buy "
                    "it (your hand may then hold 8 cards). The Pickaxe costs 4: too dear for now.",
              "es": "Con Fiebre del oro, las pepitas compran equipo. La tienda es la fila de tres cartas sobre el "
                    "mazo, cada una con su precio debajo; tus pepitas están en tu placa. Tienes 2: haz clic en el "
                    "Cinturón para comprarlo (tu mano podrá tener 8 cartas). El Pico cuesta 4: demasiado por ahora."},
             ({"do": "buy", "card": "gun_belt"},),
             {"en": "Click the Gun Belt in the shop, above the deck.",
              "es": "Haz clic en el Cinturón de la tienda, sobre el mazo."}),
        Step({"en": "The Gun Belt lies in front of you now, and your nuggets are spent. A Beer sells for a nugget, "
                    "and at full life it would heal nothing: click Sell a Beer, then your Beer (or drag the Beer "
                    "onto the nugget heap).",
              "es": "El Cinturón está ahora delante de ti y has gastado tus pepitas. Una Cerveza se vende por una "
                    "pepita, y con la vida completa no curaría nada: haz clic en Vender una Cerveza y luego en tu "
                    "Cerveza (o arrastra la Cerveza al montón de pepitas)."},
             ({"do": "sell_beer", "card": "beer 6H"},),
             {"en": "Click Sell a Beer, then the Beer in your hand.",
              "es": "Haz clic en Vender una Cerveza y luego en la Cerveza de tu mano."}),
        Step({"en": "Every life point you make another player lose earns you a nugget. Shoot Bruno: click the BANG!, "
                    "then Bruno.",
              "es": "Cada punto de vida que haces perder a otro jugador te da una pepita. Dispara a Bruno: haz clic "
                    "en el ¡BANG! y luego en Bruno."},
             ({"do": "play", "card": "bang 2D", "target": "Bruno"},),
             {"en": "Play the BANG! at Bruno: click the card, then Bruno.",
              "es": "Juega el ¡BANG! contra Bruno: clic en la carta y luego en Bruno."}),
    ),
    {"en": "Bruno lost a life point and you took a nugget for it: see your plate. On your turn you may buy, sell "
           "Beers, and pay a card's cost + 1 to make another player discard his equipment, as often as your "
           "nuggets allow.",
     "es": "Bruno perdió un punto de vida y tú cogiste una pepita por ello: mira tu placa. En tu turno puedes "
           "comprar, vender Cervezas y pagar el coste de una carta + 1 para que otro jugador descarte su equipo, "
           "tantas veces como te lo permitan tus pepitas."},
)
