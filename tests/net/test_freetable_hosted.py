"""Issue 40: the Free Table hosted like any game. Set up from the menu with its seats (a hand
at this screen, hands that join), it opens to the network; two other computers join and each
plays its own hand, seeing only what that hand may see."""

from __future__ import annotations

import time

from game.engine.bots import bot_rng, make_bot
from game.net.client import Client
from scenes.shell.setup import SetupScene
from scenes.tables.freetable import FreeTable
from tests.net import harness


def test_issue40_the_free_table_set_up_with_hands_that_join_is_played_by_two_computers(app):
    from scenes.shell.menu import MainMenu

    app.push(MainMenu(app))
    app.top.widgets[[getattr(w, "label", None) for w in app.top.widgets].index("app.menu.freetable_net")].click()
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game.id == "freetable"
    assert setup.seat_kinds == ("human", "remote")  # people only: no AI weighs a table with no rules
    setup.set_players(3)
    assert setup.kinds[:3] == ["human", "remote", "remote"]
    setup.start()
    table = app.top
    assert isinstance(table, FreeTable) and table.net is not None
    session, host = table.session, table.net.host
    clients = [Client("127.0.0.1", host.port, code=host.code, name=n).start() for n in ("Ann", "Bo")]
    try:
        harness.wait(lambda: all(c.state == "playing" for c in clients))
        assert sorted(c.seat for c in clients) == [1, 2]
        game = session.game
        bot, rng = make_bot(game, "random"), bot_rng(7, 1)
        moved = {1: 0, 2: 0}
        received: dict[int, list] = {1: [], 2: []}
        deadline = time.monotonic() + 90
        while not {1, 2} <= set(session.record.actors) and len(session.record.actions) < 300:
            assert time.monotonic() < deadline, f"stuck at move {len(session.record.actions)}: {moved}"
            for client in clients:
                for message in client.poll():
                    received[client.seat].append(message)
                    if message.get("legal") and message["to_act"] == client.seat:
                        legal = [a for a in (game.decode_action(d) for d in message["legal"])
                                 if type(a).__name__ != "PackUp"]
                        passes = [a for a in legal if type(a).__name__ == "PassTo"]
                        if moved[client.seat] % 2 and passes:  # every other move hands the table on
                            legal = passes
                        if client.act(bot.choose(None, legal, rng), message["step"]):
                            moved[client.seat] += 1
            if table.legal and not table.busy() and app.top is table and session.to_act == 0:
                offered = [a for a in table.legal if type(a).__name__ != "PackUp"]
                passes = [a for a in offered if type(a).__name__ == "PassTo"]
                table.submit(bot.choose(None, passes or offered, rng))  # the host's hand passes it on
            app.frame(1 / 60, [])
            time.sleep(0.001)
        assert {1, 2} <= set(session.record.actors)  # each hand played from its own computer
        played = harness.Played("freetable", session, host, clients, received=received)
        assert sum(map(len, received.values())) > 10 and not harness.leaks(played)  # each saw its own hand only
    finally:
        for client in clients:
            client.stop()
        while len(app.scenes) > 1:
            app.pop()
