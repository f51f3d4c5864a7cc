"""Issue 29, the app's host: a setup seat of "a player who joins" opens the game to the
network; the joined player's decisions arrive at the host's table as an AI's do (animated,
logged), the board shows the join code and who is away, an away seat can be handed to an
AI, and the window title tells the host's player when it is their move."""

from __future__ import annotations

import time

import pygame

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat, parse_record
from game.engine.session import Session
from game.net.client import Client
from scenes.kit.net_seat import host_table
from scenes.tables import table_class
from tests.net import harness


def open_hosted(app, game_id: str, kinds: list[str], seed: int):
    game = registry.get(game_id)
    session = Session.new(game, [Seat(f"P{i + 1}", k) for i, k in enumerate(kinds)], seed)
    table = table_class(game_id)(app, session)
    table.instant = True
    if getattr(table, "anim", None) is not None:
        table.anim.instant = True
    app.push(table)
    net = host_table(app, table, port=0, bind="127.0.0.1", advertise=False)
    return session, table, net


def play(app, table, clients, seed, until, seconds=60.0):
    game = table.game
    bot = make_bot(game, "random")
    rng = bot_rng(seed, 9)
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, f"stuck at move {len(table.session.record.actions)}"
        for client in clients:
            for message in client.poll():
                if message.get("legal") and message["to_act"] == client.seat:
                    legal = [game.decode_action(a) for a in message["legal"]]
                    client.act(bot.choose(None, legal, rng), message["step"])
        if table.legal and not table.busy() and app.top is table:
            assert table.submit(bot.choose(None, table.legal, rng))
        if app.top is not table and not table.session.over:
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                  scancode=0)])
        app.frame(1 / 60, [])
        time.sleep(0.001)


def test_issue29_a_joined_players_moves_arrive_at_the_hosts_table_like_an_ais(app):
    session, table, net = open_hosted(app, "tonight", ["human", "remote", "normal", "remote"], seed=3)
    assert net is not None and table.net is net
    assert 1 not in table.bots and 3 not in table.bots and 1 not in table.handoff.humans()
    clients = [Client("127.0.0.1", net.host.port, code=net.host.code, name=n).start() for n in ("Ann", "Bo")]
    harness.wait(lambda: all(c.state == "playing" for c in clients))
    assert sorted(c.seat for c in clients) == [1, 3]
    titles = set()
    try:
        def moved():
            titles.add(getattr(app, "net_title", None))
            return session.over or len(session.record.actions) > 80
        play(app, table, clients, 3, moved)
        assert {1, 3} <= set(session.record.actors), "the joined players never moved"
        assert table.viewer == 0  # the host's screen never took a joined player's eyes
        assert {app.t("net.title.your_move"), app.t("net.title.waiting")} <= titles
        assert net.host.names()[clients[0].seat] == "Ann" == session.record.seats[clients[0].seat].name  # (they join at once: either seat)
        record = parse_record(session.record.dumps(), registry.all_games())  # a network game's save loads
        assert [s.kind for s in record.seats] == ["human", "remote", "normal", "remote"]
    finally:
        for client in clients:
            client.stop()
        app.pop()
    assert net.closed


def test_issue29_the_host_hands_an_away_seat_to_an_ai_from_the_board(app):
    session, table, net = open_hosted(app, "requiem", ["human", "remote", "remote"], seed=5)
    clients = [Client("127.0.0.1", net.host.port, code=net.host.code, name=n).start() for n in ("Ann", "Bo")]
    harness.wait(lambda: all(c.state == "playing" for c in clients))
    try:
        gone = clients.pop()
        harness.kill(gone)
        harness.wait(lambda: gone.seat in net.host.away())
        for _ in range(3):
            app.frame(1 / 60, [])
        badge = app.view.point(*net.badge().center)  # the badge opens the board
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=badge, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=badge, button=1)])
        assert net.open and len(net.buttons) == 1
        centre = app.view.point(*net.buttons[0].rect.center)
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
        assert net.host.ai_seats() == {gone.seat: "normal"}
        app.frame(1 / 60, [])
        assert gone.seat in table.bots
        play(app, table, clients, 5, lambda: session.over, seconds=90)
        assert gone.seat in session.record.actors
    finally:
        for client in clients:
            client.stop()
        app.pop()
