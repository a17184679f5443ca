"""The diagnostic Oracle of both games plays ahead in copies of the real game; its peeking must change nothing."""

import pytest

from game.bots.levels import make_bot, new_game_for
from game.bots.selfplay import play_out


class Recording:
    """A bot that writes down every answer it gives, so the game can be replayed without it."""

    def __init__(self, bot, answers: list):
        self.bot, self.answers, self.observe = bot, answers, bot.observe

    def choose(self, view):
        action = self.bot.choose(view)
        self.answers.append((view.seat, action))
        return action


@pytest.mark.parametrize("game_kind", ["cards", "dice"])
def test_the_oracle_peeks_without_touching_the_game(game_kind):
    """Replaying the Oracles' answers on a fresh deal of the same seed must end in exactly the same game, or their
    peeking changed the deck, the hands, the dice or the roles they looked at."""
    answers = []
    game = new_game_for(game_kind, 11, 5, {})
    bots = [Recording(make_bot(game_kind, "oracle", 110 + s, game.clone, 60, 2), answers) for s in range(5)]
    play_out(game, bots)
    replay = new_game_for(game_kind, 11, 5, {})
    for seat, action in answers:
        replay.apply(seat, action)
    assert replay.winner == game.winner and replay.to_json() == game.to_json()
