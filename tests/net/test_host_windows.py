"""Issue 40: no one waits on anyone's window. A joined player's move is taken, and answered,
at once whatever the host's screen shows (Whisper's round scores, the pause menu); leaving a
network game asks first; a joined player's pause menu does not speak of the host's saves."""

from __future__ import annotations

import time

import pygame

from game.net.client import Client
from scenes.kit.dialogs import Confirm, PauseMenu
from tests.net import harness
from tests.net.test_app_host import open_hosted, play


def test_issue40_a_joined_seat_acts_while_the_hosts_round_over_window_is_open(app):
    session, table, net = open_hosted(app, "kami", ["human", "remote", "remote", "remote"], seed=11)
    clients = [Client("127.0.0.1", net.host.port, code=net.host.code, name=n).start() for n in ("Ann", "Bo", "Cy")]
    harness.wait(lambda: all(c.state == "playing" for c in clients))
    try:
        for _ in range(6):  # round ends until one leaves a joined seat to open the next round
            play(app, table, clients, 11, lambda: table.intermission is not None or session.over, seconds=60)
            if session.over or net.host.is_remote(session.to_act):
                break
            table.end_intermission()
        assert table.intermission is not None and net.host.is_remote(session.to_act)
        first = next(c for c in clients if c.seat == session.to_act)
        harness.wait(lambda: first.latest["to_act"] == first.seat and first.latest["legal"])
        took = [0.0]

        def pump_frames():  # the host's window goes on drawing frames meanwhile, nobody clicks Next round
            for _ in range(3):
                app.frame(1 / 60, [])

        sent_at = time.monotonic()
        first.act(first.latest["legal"][0], first.step)
        answer = None
        while answer is None and time.monotonic() - sent_at < 5:
            pump_frames()
            answer = next((m for m in first.poll() if m["t"] == "refused" or m["t"] == "update"
                           and m["by"] == first.seat), None)
        took[0] = time.monotonic() - sent_at
        print(f"answer under the round-over window after {took[0] * 1000:.0f} ms")
        assert answer is not None and answer["t"] == "update" and answer["by"] == first.seat
        assert table.intermission is not None  # the host's window is still open
        assert took[0] < 2.0
        other = next(c for c in clients if c.seat != session.to_act)  # out of turn: refused at once, too
        other.act({"type": "Nothing"}, other.step)
        deadline = time.monotonic() + 5
        refused = None
        while refused is None and time.monotonic() < deadline:
            pump_frames()
            refused = next((m for m in other.poll() if m["t"] == "refused"), None)
        assert refused is not None and table.intermission is not None
        table.end_intermission()  # the host's player reads the scores; the table catches up
        play(app, table, clients, 12, lambda: len(session.record.actions) > len(session.history) - 1 and
             table.settled() or session.over, seconds=30)
    finally:
        for client in clients:
            client.stop()
        app.pop()


def test_issue40_a_joined_seat_is_answered_while_the_hosts_pause_menu_is_open(app):
    session, table, net = open_hosted(app, "requiem", ["human", "remote", "normal"], seed=6)
    client = Client("127.0.0.1", net.host.port, code=net.host.code, name="Ann").start()
    harness.wait(lambda: client.state == "playing")
    try:
        play(app, table, [client], 6, lambda: session.to_act == 1 and table.settled(), seconds=60)
        harness.wait(lambda: client.latest["to_act"] == 1 and client.latest["legal"])
        table.back()  # the host's player opens the pause menu and stays there
        assert isinstance(app.top, PauseMenu)
        client.act(client.latest["legal"][0], client.step)
        deadline, answer = time.monotonic() + 5, None
        while answer is None and time.monotonic() < deadline:
            app.frame(1 / 60, [])
            answer = next((m for m in client.poll() if m["t"] == "refused" or m["t"] == "update"
                           and m["by"] == 1), None)
        assert answer is not None and answer["t"] == "update" and answer["by"] == 1
        assert isinstance(app.top, PauseMenu)
        app.top.to_menu()  # leaving a hosted game asks first
        assert isinstance(app.top, Confirm) and app.top.question_key == "net.leave.host"
        app.pop()
        app.dispatch(pygame.event.Event(pygame.QUIT))  # closing the window asks too
        assert isinstance(app.top, Confirm) and app.running is not False
        app.pop()
    finally:
        client.stop()
        while len(app.scenes) > 1:
            app.pop()
