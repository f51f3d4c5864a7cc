"""Issue 29, the app's joining side: Join on the main menu takes an address and a code,
the joined player's table shows only what the host sent its seat and plays the game to
its end by clicks; a wrong code is refused on the Join screen with the host's reason."""

from __future__ import annotations

import time

import pygame

from game.engine.bots import bot_rng, make_bot
from game.net.client import Client
from game.net.host import Host
from scenes.kit.table import TableScene
from scenes.shell.join import JoinScene, parse_address
from scenes.shell.menu import MainMenu
from scenes.tables.joined import NetTable
from tests.net import harness


def click(app, pos) -> None:
    at = app.view.point(*pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])


def frames_until(app, predicate, seconds=20.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "waited in vain"
        app.frame(1 / 60, [])
        time.sleep(0.002)


def hosted(game_id="requiem", seats=3, remote=(0,), seed=7):
    session = harness.new_session(game_id, seats, remote, seed)
    host = Host(session, remote=remote, ai={s: "random" for s in range(seats) if s not in remote},
                rate=harness.FAST).start()
    return session, host


def test_issue29_join_by_address_and_code_then_play_the_game_to_its_end(app):
    session, host = hosted()
    try:
        app.push(MainMenu(app))
        join_button = next(w for w in app.top.widgets if getattr(w, "label", None) == "app.menu.join")
        click(app, join_button.rect.center)
        join = app.top
        assert isinstance(join, JoinScene)
        join.address.value, join.code.value, join.player.value = f"127.0.0.1:{host.port}", host.code.lower(), "Ann"
        click(app, join.join_button.rect.center)
        frames_until(app, lambda: isinstance(app.top, TableScene))
        table = app.top  # the game's own table, read from what the host sends
        remote = table.session
        assert remote.seat == 0 and host.names()[0] == "Ann"
        bot, rng = make_bot(session.game, "random"), bot_rng(7, 0)
        moves = 0
        deadline = time.monotonic() + 60
        while not remote.over:
            assert time.monotonic() < deadline, "the game did not end"
            if app.top is table and table.legal and not table.busy():
                assert table.submit(bot.choose(None, table.legal, rng))
                moves += 1
            app.frame(1 / 60, [])
            time.sleep(0.002)
        assert moves > 0 and session.over and remote.result == session.result
        assert getattr(app, "net_title", None) in (app.t("net.title.waiting"), app.t("net.title.your_move"))
        leaked = set(harness.strings(remote._view)) & harness.hidden_by_step(session.record, 0)[-1]
        assert not leaked
    finally:
        while len(app.scenes) > 1:
            app.pop()
        host.stop()


def test_issue29_the_plain_joined_table_plays_by_its_buttons(app):
    """The joined table of a version that cannot read the host's view: words and buttons."""
    from game.net.client import Client

    session, host = hosted()
    client = Client("127.0.0.1", host.port, code=host.code, name="Ann").start()
    try:
        frames_until(app, lambda: client.state == "playing")
        welcome = next(m for m in client.poll() if m["t"] == "welcome")
        table = NetTable(app, client, welcome)
        app.push(table)
        clicks = 0
        deadline = time.monotonic() + 60
        while table.view.get("to_act") is not None:
            assert time.monotonic() < deadline, "the game did not end"
            buttons = [w for w in table.widgets if w.label != "app.back"]
            if table.legal and buttons:
                click(app, buttons[clicks % len(buttons)].rect.center)
                clicks += 1
            app.frame(1 / 60, [])
            time.sleep(0.002)
        assert clicks > 0 and session.over and table.log
    finally:
        while len(app.scenes) > 1:
            app.pop()
        host.stop()


def test_issue29_a_wrong_join_code_is_refused_on_the_join_screen(app):
    """(Issue 40: in the reader's language: the refusal travels as a key.)"""
    _, host = hosted()
    try:
        join = JoinScene(app, browse=False)
        app.push(join)
        join.address.value, join.code.value = f"127.0.0.1:{host.port}", "NOPE99"
        join.join()
        frames_until(app, lambda: "NOPE" not in join.message and join.message != app.t("net.join.connecting"))
        assert join.message == app.t("net.join.refused", reason=app.t("net.refused.code"))
        assert app.top is join
    finally:
        host.stop()


def test_issue29_join_addresses_typed_by_hand():
    assert parse_address("192.168.1.5") == ("192.168.1.5", 47707)
    assert parse_address(" host.local:5000 ") == ("host.local", 5000)
    assert parse_address("[fe80::1]:4000") == ("fe80::1", 4000)
    assert parse_address("") is None and parse_address("a:b") is None and parse_address("a:70000") is None


def test_issue40_each_address_mistake_has_its_own_message_on_the_join_screen(app):
    join = JoinScene(app, browse=False)
    app.push(join)
    try:
        said = {}
        for typed in ("127.0.0.1:abc", "127.0.0.1:99999", "127.0.0.1:0", "[::1", "a:b:c:", ""):
            join.address.value, join.code.value = typed, "ABCDEF"
            join.join()
            said[typed] = join.message
            assert join.client is None and join.message != app.t("net.join.lost"), typed
        assert said["127.0.0.1:abc"] == app.t("net.join.address_port", typed="127.0.0.1:abc")
        assert said["127.0.0.1:99999"] == app.t("net.join.address_port", typed="127.0.0.1:99999")
        assert said["[::1"] == app.t("net.join.address_form", typed="[::1")
        assert said[""] == app.t("net.join.address_empty")
    finally:
        app.pop()


def test_issue40_a_joined_player_whose_program_closed_takes_the_seat_back_by_another_spelling_of_the_address(app):
    """The seat is kept per hosted game, not per typed address: joined at 127.0.0.1, back at
    localhost (the same code, no name typed) is the same seat."""
    from scenes.shell.join import held_seats

    _, host = hosted("requiem", 3, (0, 1), seed=4)
    try:
        first = JoinScene(app, browse=False)
        app.push(first)
        first.address.value, first.code.value, first.player.value = f"127.0.0.1:{host.port}", host.code, "Ann"
        first.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        seat = app.top.session.seat
        assert held_seats()[host.game_id] == {"seat": seat, "token": host.token(seat)}
        harness.kill(app.top.session.client)  # the program is closed without a word
        harness.wait(lambda: seat in host.away())
        app.pop()
        again = JoinScene(app, browse=False)  # started again: another spelling, and the code typed again
        app.push(again)
        again.address.value, again.code.value = f"localhost:{host.port}", host.code
        again.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        assert app.top.session.seat == seat and seat not in host.away()
        assert app.top.session.client.token == host.token(seat)  # the kept token, not a new seat
        app.top.net.close()
    finally:
        host.stop()


def test_issue40_an_away_seat_is_taken_back_with_the_code_and_the_same_name_from_another_computer(app):
    _, host = hosted("requiem", 3, (0, 1), seed=4)
    try:
        ann = Client("127.0.0.1", host.port, code=host.code, name="Ann").start()
        bo = Client("127.0.0.1", host.port, code=host.code, name="Bo").start()
        harness.wait(lambda: ann.state == bo.state == "playing")
        seat = ann.seat
        harness.kill(ann)
        harness.wait(lambda: seat in host.away())
        stranger = Client("127.0.0.1", host.port, code=host.code, name="Cy").start()
        harness.wait(lambda: stranger.state == "refused")  # every seat is held: a new name gets none
        back = Client("localhost", host.port, code=host.code, name="Ann").start()  # no token: another computer
        harness.wait(lambda: back.state == "playing")
        assert back.seat == seat and seat not in host.away()
        for client in (bo, back, stranger):
            client.stop(timeout=1)
    finally:
        host.stop()


def test_issue40_a_kept_token_of_a_game_hosted_anew_falls_back_to_the_join_code(app):
    from scenes.shell.join import held_seats, keep_seat

    _, host = hosted("requiem", 3, (0,), seed=4)
    try:
        keep_seat(host.game_id, 0, "a-token-of-an-earlier-game")
        join = JoinScene(app, browse=False)
        app.push(join)
        join.address.value, join.code.value = f"127.0.0.1:{host.port}", host.code
        join.join()
        frames_until(app, lambda: isinstance(app.top, TableScene))
        assert app.top.session.seat == 0
        assert held_seats()[host.game_id]["token"] == host.token(0)
        app.top.net.close()
    finally:
        host.stop()


def test_issue29_a_joined_players_results_offer_no_new_game_of_the_hosts_but_wait_for_the_host_or_leave(app):
    """Only the host starts another game: the joined player's results say so, show what the host
    said when it closes the game, and lead to the Join screen (its next game) or the menu."""
    from scenes.kit.results import ResultsScene

    session, host = hosted(seed=8)
    stopped = False
    try:
        app.push(MainMenu(app))
        join = app.open("join")
        join.address.value, join.code.value, join.player.value = f"127.0.0.1:{host.port}", host.code, "Ann"
        click(app, join.join_button.rect.center)
        frames_until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        table.instant = True
        for part in ("anim", "tray"):
            if getattr(table, part, None) is not None:
                getattr(table, part).instant = True
        bot, rng = make_bot(session.game, "random"), bot_rng(8, 0)
        deadline = time.monotonic() + 60
        while not isinstance(app.top, ResultsScene):
            assert time.monotonic() < deadline, "no results"
            if app.top is table and table.legal and not table.busy():
                assert table.submit(bot.choose(None, table.legal, rng))
            app.frame(1 / 60, [])
            time.sleep(0.002)
        results = app.top
        labels = [getattr(w, "label", None) for w in results.widgets]
        assert "app.results.again" not in labels and labels[0] == "net.results.join", labels
        results.again()  # even asked directly (a key, an old binding), no game of the host's is started here
        assert app.top is results
        assert results.joined_line() == app.t("net.results.wait")
        host.stop("net.closing.host_left")
        stopped = True
        frames_until(app, lambda: results.joined_line() == app.t("net.closing.host_left"), 10)
        client = table.session.client
        click(app, results.widgets[0].rect.center)  # Join a game: the host's next game is found there
        assert isinstance(app.top, JoinScene) and isinstance(app.scenes[0], MainMenu) and len(app.scenes) == 2
        frames_until(app, lambda: client._thread is None or not client._thread.is_alive(), 5)
    finally:
        while len(app.scenes) > 1:
            app.pop()
        if not stopped:
            host.stop()
