"""Issue 40, bounded by design: connections capped in all and per address (under the
descriptor limit read at start), a connection that does not join in time is closed, a reader
that does not read is cut instead of buffered, the history is not sent again at speed, wrong
join codes are limited per address over time, and the log cannot grow without end."""

from __future__ import annotations

import logging
import socket
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.net import limits, protocol
from game.net.host import Host
from tests.net import harness


def raw(host: Host, source: str = "127.0.0.1", **kwargs) -> harness.Line:
    """A sealed connection from `source` (any address of 127.0.0.0/8)."""
    return harness.Line(host.port, host.code, source, **kwargs)


def closed_with(line, seconds: float = 5.0) -> str | None:
    """The close reason if the host closes this connection within `seconds` (reading all it sends)."""
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            try:
                line.ws.recv(timeout=0.2)
            except TimeoutError:
                continue
    except ConnectionClosed as exc:
        return exc.rcvd.reason if exc.rcvd is not None else ""
    return None


def hosted(**kwargs) -> Host:
    session = harness.new_session("requiem", 3, (0, 1), seed=5)
    return Host(session, remote=(0, 1), drive="owner", rate=harness.FAST, **kwargs).start()


def test_issue40_the_cap_follows_the_descriptor_limit_read_at_start():
    assert limits.connection_cap(1024) == limits.MOST_CONNECTIONS  # the Linux desktop's default
    assert limits.connection_cap(256) == limits.MOST_CONNECTIONS  # macOS's default: 64 of 256
    assert limits.connection_cap(100) == 25
    assert limits.connection_cap(8) == 4
    soft = limits.descriptor_limit()
    assert soft is None or limits.connection_cap() <= max(4, soft // 4)


def test_issue40_connections_are_capped_in_all_and_per_address():
    host = hosted(cap=5, per_address=3, join_seconds=30)
    opened = []
    try:
        for _ in range(3):
            opened.append(raw(host, "127.0.0.1"))
        extra = raw(host, "127.0.0.1", exchange=False)  # refused before any key exchange
        assert closed_with(extra) == "busy"  # a fourth from the same address
        for _ in range(2):
            opened.append(raw(host, "127.0.0.2"))
        assert closed_with(raw(host, "127.0.0.3", exchange=False)) == "busy"  # six in all
        for ws in opened:
            assert closed_with(ws, 0.3) is None  # those within the bounds stay
        opened.pop().close()
        time.sleep(0.3)
        again = raw(host, "127.0.0.3")
        assert closed_with(again, 0.5) is None  # a place came free
        opened.append(again)
        assert host.counters.refused["busy"] == 2
    finally:
        for ws in opened:
            ws.close()
        host.stop()


def test_issue40_a_connection_that_does_not_join_in_time_is_closed():
    host = hosted(join_seconds=0.5)
    try:
        idle = raw(host)
        started = time.monotonic()
        assert closed_with(idle, 5) == "join-time"
        assert time.monotonic() - started < 3
    finally:
        host.stop()


def test_issue40_a_reader_that_does_not_read_is_cut_not_buffered():
    session = harness.new_session("freetable", 2, (0,), seed=3)  # its views are large (every move it may make)
    host = Host(session, remote=(0,), drive="owner", rate=harness.FAST, outbox_bytes=40_000).start()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)  # a reader that takes almost nothing
    sock.connect(("127.0.0.1", host.port))
    ws = harness.Line.__new__(harness.Line)
    from websockets.sync.client import connect

    from game.net.channel import Exchange

    ws.ws = connect(f"ws://127.0.0.1:{host.port}", sock=sock, open_timeout=5).__enter__()
    mine = Exchange(host.code, "client")
    ws.ws.send(mine.message)
    ws.seal = mine.finish(ws.ws.recv(timeout=10))
    try:
        ws.send(protocol.encode("rejoin", seat=0, token=host.token(0), since=0))
        from game.engine.bots import bot_rng, make_bot

        bot, rng = make_bot(session.game, "random"), bot_rng(3, 0)
        most = 0
        for _ in range(3000):  # the game goes on (every seat played here); seat 0 is told each step
            if session.over or host.counters.refused["slow"]:
                break
            session.bot_move(bot, rng)
            time.sleep(0.001)
            info = host.seats[0].conn
            if info is not None and getattr(info, "outbox_bytes", 0) > most:
                most = info.outbox_bytes
        harness.wait(lambda: host.counters.refused["slow"] >= 1 or session.over, 10)
        assert host.counters.refused["slow"] == 1, f"the slow reader was never cut: {most} bytes waited, " \
            f"{host.counters.sent_bytes} sent, {len(session.record.actions)} moves"
        assert most <= 40_000
        harness.wait(lambda: 0 in host.away())
    finally:
        ws.close()
        host.stop()


def test_issue40_the_history_is_not_sent_again_at_speed():
    host = hosted(join_seconds=30)
    ws = raw(host)
    try:
        for _ in range(30):
            ws.send(protocol.encode("rejoin", seat=0, token=host.token(0), since=0))
        kinds = []
        deadline = time.monotonic() + 5
        while kinds.count("welcome") + kinds.count("rate") < 30 and time.monotonic() < deadline:
            try:
                body = ws.recv(timeout=0.5)
            except TimeoutError:
                break
            kinds.append(body["t"] if body["t"] != "refused" else body["rule"])
        assert kinds.count("welcome") == 1 and kinds.count("rate") == 29, kinds
    finally:
        ws.close()
        host.stop()


def test_issue40_wrong_join_codes_are_limited_per_address_over_time():
    host = hosted(join_seconds=30)
    try:
        for _ in range(limits.WRONG_CODES_PER_ADDRESS):  # each a new connection keyed with a wrong code
            wrong = harness.Line(host.port, "WRONG1", "127.0.0.4")
            wrong.send(protocol.encode("join", code="WRONG1", name="x"))
            assert closed_with(wrong) == "code"  # its first sealed word does not open: cut at once
        blocked = raw(host, "127.0.0.4", exchange=False)  # a new connection does not start the count again
        assert closed_with(blocked) == "wrong-codes"
        ok = raw(host, "127.0.0.5")  # another address is not held back
        ok.send(protocol.encode("join", code=host.code, name="Ann"))
        assert any(ok.recv(timeout=5)["t"] == "welcome" for _ in range(3))
        ok.close()
        codes = limits.WrongCodes(most=2, window=10.0)
        codes.failed("a", now=0.0)
        codes.failed("a", now=1.0)
        assert codes.blocked("a", now=5.0) and not codes.blocked("a", now=11.5)  # they age out
    finally:
        host.stop()


def test_issue40_the_log_says_at_most_a_few_lines_a_minute():
    keep = limits.LogLimit(most=20, period=60.0)
    passed = sum(keep.filter(logging.LogRecord("x", logging.ERROR, "", 0, "failed", None, None))
                 for _ in range(2_000))
    assert passed == 20


def test_issue40_a_failed_save_of_a_hosted_game_is_retried_and_said_on_screen(app, tmp_path):
    from tests.net.test_app_host import open_hosted

    session, table, net = open_hosted(app, "requiem", ["human", "remote", "normal"], seed=5)
    try:
        blocked = tmp_path / "not-a-folder"
        blocked.write_text("a file where the save's folder should be")
        session.autosave = blocked / "autosave.json"
        session.save()
        assert session.saved is False
        for _ in range(10):
            app.frame(1 / 60, [])
        assert app.banner is not None and app.banner[0] == "app.storage.unsaved"  # said on screen
        blocked.unlink()  # the disk has room again
        for _ in range(int(60 * 3.5)):
            app.frame(1 / 60, [])
        assert session.saved is True and session.autosave.exists()
    finally:
        app.pop()
