"""Figures of network play on localhost: `python -m tests.net.figures [GAME ...]`.

For each title, one whole game as the tests play it (host + joined clients + AIs):
how soon a move is seen on another client (median, p99), and bytes sent per move, as
JSON and as estimated on the wire with the websocket's permessage-deflate (a deflate
stream per client, flushed per message). Then the host app's frame time while it
serves three joined clients (headless, the dummy video driver)."""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
import zlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def wire_bytes(messages: list[dict]) -> int:
    stream = zlib.compressobj(wbits=-15)
    total = 0
    for message in messages:
        text = json.dumps({k: v for k, v in message.items() if not k.startswith("_")}, separators=(",", ":"),
                          ensure_ascii=False)
        total += len(stream.compress(text.encode("utf-8")) + stream.flush(zlib.Z_SYNC_FLUSH)) - 4
    return total


def game_figures(game_id: str, seed: int) -> dict:
    from tests.net import harness

    played, driver = harness.start(game_id, seed)
    try:
        driver.run()
    finally:
        harness.finish(played)
    row = harness.figures(played)
    moves = max(1, row["moves"])
    wire = sum(wire_bytes([m for m in msgs if m["t"] != "status"]) for msgs in played.received.values())
    row["wire_bytes_per_move"] = round(wire / moves)
    row.pop("seen_by_seat")
    return row


def frame_times(seconds: float = 20.0) -> dict:
    from game.engine.bots import bot_rng, make_bot
    from game.net.client import Client
    from tests.net import harness
    from tests.net.test_app_host import open_hosted
    from tests.privacy import table_app

    app = table_app()
    session, table, net = open_hosted(app, "tonight", ["human", "remote", "remote", "remote"], seed=5)
    table.instant = False  # paced as a player sees it
    clients = [Client("127.0.0.1", net.host.port, code=net.host.code, name=f"G{i}").start() for i in range(3)]
    harness.wait(lambda: all(c.state == "playing" for c in clients))
    bot, rng = make_bot(session.game, "random"), bot_rng(5, 3)
    mine = make_bot(session.game, "normal")  # the host's player: a random one soon accuses and ends the game
    times = []
    end = time.monotonic() + seconds
    while time.monotonic() < end and not session.over:
        for client in clients:
            for message in client.poll():
                if message.get("legal") and message["to_act"] == client.seat:
                    legal = [session.game.decode_action(a) for a in message["legal"]]
                    client.act(bot.choose(None, legal, rng), message["step"])
        if table.legal and not table.busy() and app.top is table:
            table.submit(mine.choose(table.observation, table.legal, rng))
        start = time.perf_counter()
        app.frame(1 / 60, [])
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(max(0.0, 1 / 60 - times[-1] / 1000))
    for client in clients:
        client.stop()
    net.close()
    ordered = sorted(times)
    return {"frames": len(times), "moves": len(session.record.actions),
            "frame_ms_median": round(statistics.median(times), 2),
            "frame_ms_p99": round(ordered[int(0.99 * (len(ordered) - 1))], 2), "frame_ms_max": round(ordered[-1], 2)}


def main(argv: list[str]) -> int:
    from tests.net import harness

    for game_id in argv or sorted(harness.LAYOUTS):
        print(json.dumps(game_figures(game_id, 11)))
    print(json.dumps({"host_frames_serving_3_clients": frame_times()}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
