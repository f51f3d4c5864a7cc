"""Issue 29, faults: a client killed or cut off mid-game takes its seat back with its token;
the host may hand an away seat to an AI; a host that closes ends the game for everyone
and resumes it from its autosave when the players join again."""

from __future__ import annotations

import time

from game.engine import registry
from game.engine.record import load_record
from game.engine.session import Session
from game.net.client import Client
from game.net.host import Host
from tests.net import harness


def moves(played) -> int:
    return len(played.session.record.actions)


def test_issue29_a_client_killed_mid_game_rejoins_with_its_token_and_the_game_finishes():
    played, driver = harness.start("tonight", seed=5)
    try:
        driver.run(until=lambda: moves(played) >= 60)
        victim = played.clients[1]
        seat, token = victim.seat, victim.token
        harness.kill(victim)
        harness.wait(lambda: seat in played.host.away())
        at = moves(played)
        reborn = Client("127.0.0.1", played.host.port, code=played.host.code, seat=seat, token=token).start()  # a new program, told the token
        played.clients[1] = reborn
        harness.wait(lambda: reborn.state == "playing")
        assert seat not in played.host.away()
        driver.run()
    finally:
        harness.finish(played)
    assert played.session.over
    welcome = next(m for m in played.received[seat] if m["t"] == "welcome" and m["_at"] > 0 and m["since"] == 0
                   and len(m["history"]) >= at)
    assert welcome["seat"] == seat  # the whole history so far came back with the seat
    assert any(a == seat for a in played.session.record.actors[at + 1:]), "the rejoined seat never moved"
    assert not harness.leaks(played)


def test_issue29_a_dropped_connection_says_reconnecting_and_takes_the_seat_back_by_itself():
    played, driver = harness.start("kami", seed=8)
    try:
        driver.run(until=lambda: moves(played) >= 40)
        client = played.clients[0]
        client.drop()
        harness.wait(lambda: client.state == "reconnecting" or client.seen < moves(played))
        driver.run()
    finally:
        harness.finish(played)
    statuses = [m["state"] for m in played.received[client.seat] if m["t"] == "status"]
    assert "reconnecting" in statuses
    assert played.session.over and not harness.leaks(played)


def test_issue29_an_away_seat_handed_to_an_ai_plays_on_and_its_token_takes_it_back():
    played, driver = harness.start("tonight", seed=6)
    try:
        driver.run(until=lambda: moves(played) >= 30)
        victim = played.clients[0]
        seat, token = victim.seat, victim.token
        harness.kill(victim)
        harness.wait(lambda: seat in played.host.away())
        played.host.hand_to_ai(seat, "random")
        handed = moves(played)
        played.clients.pop(0)
        driver.run(until=lambda: seat in played.session.record.actors[handed:] or played.session.over)
        assert seat in played.session.record.actors[handed:], "the AI never played the away seat"
        back = Client("127.0.0.1", played.host.port, code=played.host.code, seat=seat, token=token).start()
        played.clients.insert(0, back)
        harness.wait(lambda: back.state == "playing")
        accepted = played.host.counters.accepted
        assert seat not in played.host.ai_seats()
        driver.run()
    finally:
        harness.finish(played)
    assert played.session.over
    mine = sum(1 for m in played.received[seat] if m["t"] == "update" and m["by"] == seat)
    assert played.host.counters.accepted > accepted and mine > 0
    assert not harness.leaks(played)


def test_issue29_host_closing_ends_the_game_and_it_resumes_from_the_autosave(tmp_path):
    autosave = tmp_path / "autosave.json"
    played, driver = harness.start("enfield", seed=4, autosave=autosave)
    try:
        driver.run(until=lambda: moves(played) >= 40)
        tokens = {c.seat: c.token for c in played.clients}
        code = played.host.code
        played.host.stop("net.closing.host_left")
        for client in played.clients:
            harness.wait(lambda c=client: c.state == "ended")
            driver.poll_once(client)
        closing = [m for m in played.received[played.clients[0].seat] if m["t"] == "closing"]
        assert closing and closing[0]["key"] == "net.closing.host_left"  # a key: each says it in its language
    finally:
        harness.finish(played)
    record, state = load_record(autosave, registry.all_games())
    assert len(record.actions) >= 40
    session = Session(registry.get("enfield"), record, state, autosave=autosave)
    seats, remote = harness.LAYOUTS["enfield"]
    host = Host(session, remote=remote, ai={s: "random" for s in range(seats) if s not in remote},
                tokens=tokens, code=code, rate=harness.FAST).start()
    clients = [Client("127.0.0.1", host.port, code=code, seat=s, token=t).start() for s, t in tokens.items()]
    again = harness.Played("enfield", session, host, clients)
    try:
        for client in clients:
            harness.wait(lambda c=client: c.state == "playing")
        harness.Driver(again, 4).run()
    finally:
        harness.finish(again)
    assert session.over and harness.replay_ok(session.record)
    assert not harness.leaks(again)


def test_issue29_a_resumed_game_gives_each_player_who_joins_again_the_seat_of_their_name(tmp_path):
    """The host's program was closed (its tokens lost): players join again with the new code."""
    autosave = tmp_path / "autosave.json"
    played, driver = harness.start("kami", seed=9, autosave=autosave)
    try:
        driver.run(until=lambda: moves(played) >= 20)
        seats = {c.name: c.seat for c in played.clients}
        played.host.stop("closed")
    finally:
        harness.finish(played)
    record, state = load_record(autosave, registry.all_games())
    assert {record.seats[s].name for s in seats.values()} == set(seats)  # the joined names were saved
    session = Session(registry.get("kami"), record, state, autosave=autosave)
    count, remote = harness.LAYOUTS["kami"]
    host = Host(session, remote=remote, ai={s: "random" for s in range(count) if s not in remote},
                rate=harness.FAST).start()
    clients = []
    try:
        for name in sorted(seats, reverse=True):  # in another order than before
            client = Client("127.0.0.1", host.port, code=host.code, name=name).start()
            harness.wait(lambda c=client: c.state == "playing")
            clients.append(client)
        assert {c.name: c.seat for c in clients} == seats
        harness.Driver(harness.Played("kami", session, host, clients), 9).run()
    finally:
        for client in clients:
            client.stop()
        host.stop()
    assert session.over


def test_issue40_the_host_killed_and_resumed_its_joined_players_come_back_by_themselves_with_their_seats(tmp_path):
    """The host's program dies mid-game (no word to anyone) and is started again from its autosave:
    the same code, port and tokens, and each joined copy, which said "reconnecting" meanwhile,
    takes its seat back by itself and the game plays to its end."""
    autosave = tmp_path / "autosave.json"
    played, driver = harness.start("enfield", seed=4, autosave=autosave)
    try:
        driver.run(until=lambda: moves(played) >= 30)
        seats = {id(c): c.seat for c in played.clients}
        code, port, game_id = played.host.code, played.host.port, played.host.game_id
        harness.crash(played.host)
        harness.wait(lambda: all(c.state == "reconnecting" for c in played.clients))
        time.sleep(1.0)  # the program takes a moment to start again
        record, state = load_record(autosave, registry.all_games())
        assert record.net["code"] == code and record.net["port"] == port and record.net["game_id"] == game_id
        session = Session(registry.get("enfield"), record, state, autosave=autosave)
        count, remote = harness.LAYOUTS["enfield"]
        started = time.monotonic()
        host = Host(session, remote=remote, ai={s: "random" for s in range(count) if s not in remote},
                    port=record.net["port"], rate=harness.FAST).start()  # nothing else told: all from the save
        again = harness.Played("enfield", session, host, played.clients, received=played.received)
        harness.wait(lambda: all(c.state == "playing" for c in played.clients), 30)
        back = time.monotonic() - started
        assert host.code == code and not host.away()
        assert {id(c): c.seat for c in played.clients} == seats
        took = [c.back_after[-1] for c in played.clients]
        print(f"host down to seat back: {[round(t, 2) for t in took]} s; after the host was up again {back:.2f} s")
        assert back < 5.0
        harness.Driver(again, 4).run()
    finally:
        harness.finish(played)
        if "host" in locals():
            host.stop()
    assert session.over and harness.replay_ok(session.record)
    statuses = [m["state"] for c in played.clients for m in played.received[c.seat] if m["t"] == "status"]
    assert "reconnecting" in statuses and "lost" not in statuses


def test_issue40_a_client_keeps_trying_for_two_minutes_then_offers_to_keep_waiting(tmp_path):
    from game.net.client import PATIENCE

    assert PATIENCE >= 120
    autosave = tmp_path / "autosave.json"
    session = harness.new_session("requiem", 3, (0,), seed=3, autosave=autosave)
    host = Host(session, remote=(0,), ai={1: "random", 2: "random"}, rate=harness.FAST).start()
    client = Client("127.0.0.1", host.port, code=host.code, name="Ann", patience=0.5).start()
    try:
        harness.wait(lambda: client.state == "playing")
        harness.crash(host)
        harness.wait(lambda: client.state == "lost")
        said = [m for m in client.poll() if m["t"] == "status"]
        assert [m["state"] for m in said] == ["reconnecting", "lost"] and said[-1]["reason"] == "patience"
        record, state = load_record(autosave, registry.all_games())
        host = Host(Session(registry.get("requiem"), record, state), remote=(0,), ai={1: "random", 2: "random"},
                    port=record.net["port"], rate=harness.FAST).start()
        client.keep_waiting()
        harness.wait(lambda: client.state == "playing")
        assert client.seat == 0 and not host.away()
    finally:
        client.stop()
        host.stop()
