"""The character auction in the window: the Setup offers it with a tournament, its scene shows the characters face
up, the bots bid at their pace, you name one and bid by clicks (a bid over your money is refused, in words), and the
game deals what the auction sold."""

from game.ui.scenes.auction import AuctionScene


def to_auction(ui):
    ui.click("new_game")
    assert not ui.has("auction")                         # money exists only in a series
    for _ in range(7):
        ui.click("play", "midright")
    ui.click("auction")
    ui.click("start")
    assert isinstance(ui.scene, AuctionScene)


def test_you_name_a_character_bid_for_it_and_the_game_deals_what_was_sold(ui):
    to_auction(ui)
    scene = ui.scene
    assert len(scene.every) == 5 and scene.auction["money"] == [1000] * 5
    ui.until(lambda: scene.mine, 10, "your turn at the auction")
    auction = scene.auction
    if auction["bid"] is None:                           # you name one: Bid is off until you click a character
        assert not ui.widget("bid").enabled and ui.widget("bid").reason == "Click a character first."
        first = next(i for i, c in enumerate(scene.every) if c in auction["lots"])
        ui.click(f"lot{first}")
        assert scene.lot == scene.every[first] and ui.widget("bid").enabled
    for _ in range(12):                                  # up to all your money: More stops there
        if ui.widget("more").enabled:
            ui.click("more")
    assert scene.amount == 1000 and not ui.widget("more").enabled
    ui.click("bid")                                      # nobody can raise all of anyone's money: he is yours
    mine = scene.auction["won"]["0"]
    assert mine[1] == 1000 and scene.auction["money"][0] == 0
    ui.until(lambda: scene.auction["bidder"] is None, 20, "the end of the auction")
    assert all(scene.auction["won"].get(str(s)) for s in range(5))
    ui.click("done")
    ui.until(lambda: "series" in getattr(ui.scene, "setup", {}), 10, "the tournament's first game")
    setup = ui.scene.setup
    assert setup["seats"][0]["character"] == mine[0]
    assert setup["series"]["next"]["money"]["0"] == [["auction_purse", 1000], ["auction_price", -mine[1]]]
