"""Issue 40, messages not text: a joined player reads the host's words (why the game ended, a
refusal) in its own language from keys; the screens say what is true for a network game:
an away seat is not "deciding", a joined player's pause menu does not promise a save here,
the host's Undo is announced on the joined screen, and a finished game here offers no move."""

from __future__ import annotations

import time

from game.net.host import Host
from scenes.kit.dialogs import PauseMenu
from scenes.kit.table import TableScene
from scenes.shell.join import JoinScene
from tests.net import harness
from tests.net.test_app_host import open_hosted
from tests.privacy import table_app


def joined_table(app, host: Host, name: str = "Ren") -> TableScene:
    join = JoinScene(app, browse=False)
    app.push(join)
    join.address.value, join.code.value, join.player.value = f"localhost:{host.port}", host.code, name
    join.join()
    deadline = time.monotonic() + 20
    while not isinstance(app.top, TableScene):
        assert time.monotonic() < deadline, join.message
        app.frame(1 / 60, [])
        time.sleep(0.002)
    return app.top


def frames_until(app, predicate, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not predicate():
        assert time.monotonic() < deadline, "waited in vain"
        app.frame(1 / 60, [])
        time.sleep(0.002)


def test_issue40_the_host_closing_is_said_in_the_joined_players_language():
    app = table_app(lang="ja")
    session = harness.new_session("requiem", 3, (1,), seed=3)
    host = Host(session, remote=(1,), ai={0: "random", 2: "random"}, rate=harness.FAST).start()
    try:
        table = joined_table(app, host)
        host.stop("net.closing.host_left")
        frames_until(app, lambda: table.net.line)
        assert table.net.line == app.t("net.closing.host_left")
        assert "ホスト" in table.net.line and "The host" not in table.net.line
        assert not table.legal  # nothing to play on a game that has ended here
    finally:
        app.scenes.clear()
        host.stop()


def test_issue40_a_refusal_is_a_key_said_in_the_readers_language():
    from game.net import protocol

    body = protocol.decode_host(protocol.refusal("turn", "it is seat 2's decision, not seat 1's", "act"))
    assert body["key"] == "net.refused.turn" and body["rule"] == "turn"
    from scenes.tables.joined import said

    app = table_app(lang="ja")
    assert said(app, body) == app.t("net.refused.turn") == "あなたの番ではありません"
    assert said(app, {"key": "net.closing.failed", "args": {"error": "KeyError"}}).startswith("ホストのプログラム")
    app.scenes.clear()


def test_issue40_a_joined_players_pause_menu_and_the_hosts_undo(app):
    session = harness.new_session("tonight", 4, (1,), seed=5)
    host = Host(session, remote=(1,), drive="owner", rate=harness.FAST).start()
    try:
        table = joined_table(app, host)
        pause = PauseMenu(app, table)
        assert pause.saved_line() == app.t("net.pause.joined")
        assert pause.saved_line() != app.t("app.pause.saved")
        from game.engine.bots import bot_rng, make_bot

        bot, rng = make_bot(session.game, "random"), bot_rng(5, 0)
        for _ in range(40):  # the host plays every seat here, until its own seat may take a move back
            session.bot_move(bot, rng)
            if session.to_act == 0 and session.undo_target(0) is not None:
                break
        moved = len(session.record.actions)
        frames_until(app, lambda: len(table.session.history) == moved)
        said = []
        table.say = lambda message, error=True: said.append(message() if callable(message) else message)
        assert session.undo(0)  # the host takes its moves back
        back = moved - len(session.record.actions)
        assert back > 0
        frames_until(app, lambda: said)
        assert app.t("net.table.undone", n=back) in said
    finally:
        app.scenes.clear()
        host.stop()


def test_issue40_an_away_seat_is_not_deciding(app):
    session, table, net = open_hosted(app, "kami", ["human", "remote", "normal"], seed=4)
    try:
        assert 1 in net.away_seats()
        session.to_act_was = session.to_act
        line = lambda: table.t("kami_table.waiting_short", name="Bob")  # noqa: E731
        if session.to_act == 1:
            assert line() == app.t("net.table.away_wait", name="Bob")
        net.away_seats = lambda: {session.to_act}  # whoever is to act is away
        assert line() == app.t("net.table.away_wait", name="Bob") != app.t("kami_table.waiting_short", name="Bob")
    finally:
        app.pop()
