"""Frame time of every table while a game is played on it.

    python -m bench.tables [--frames 500] [--size 1280x720] [--games requiem,tonight,...]

Renders under the dummy video driver. Seat 0 is human and decides at once (a random
choice among its legal actions, through the table's own `submit`); the others are
bots playing at their normal pace with animations at speed 1, so cards slide, dice
roll and tooltips follow a pointer that sweeps the table. Prints the median and 99th
percentile of update + draw time per frame for each table, as the main thread's CPU time
(steady on a busy machine) and as wall time (issue #11 asks for medians of 1–3 ms and
p99 under 7 ms at 1280×720 on a quiet machine).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
import time

from game.engine.figures import percentile

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami", "freetable")
PLAYERS = {"requiem": 3, "marenzan": 3, "tonight": 4, "enfield": 3, "kami": 4}


def open_table(app, game_id: str, seed: int):
    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session

    if game_id == "freetable":
        from scenes.tables.freetable.scene import FreeTable

        return FreeTable(app, hands=1, seed=seed, fresh=True)
    from scenes.tables import table_class

    game = registry.get(game_id)
    n = PLAYERS[game_id]
    seats = [Seat(f"Player {i + 1}", "human" if i == 0 else "normal") for i in range(n)]
    return table_class(game_id)(app, Session.new(game, seats, seed))


def measure(app, game_id: str, frames: int, seed: int) -> tuple[list[float], list[float]]:
    import pygame

    from game.engine.bots import bot_rng, make_bot

    table = open_table(app, game_id, seed)
    app.push(table)
    chooser = make_bot(table.game, "random")
    rng = bot_rng(seed, 5)
    times: list[float] = []
    cpu: list[float] = []
    for frame in range(frames + 30):
        # the pointer wanders over the table, as a hand on a mouse does
        x = 640 + 560 * math.sin(frame / 37)
        y = 360 + 300 * math.sin(frame / 23)
        pos = app.view.point(x, y)
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if app.top is not table:  # a curtain or the results: step past them
            while len(app.scenes) > 1 and app.top is not table:
                app.pop()
            if app.top is not table:
                break
        if table.legal and not table.busy() and frame % 20 == 0 and game_id != "freetable":
            table.submit(chooser.choose(table.observation, table.legal, rng))
        start, start_cpu = time.perf_counter(), time.thread_time()
        for event in events:
            app.dispatch(event)
        app.update(1 / 60)
        app.draw()
        elapsed, elapsed_cpu = time.perf_counter() - start, time.thread_time() - start_cpu
        if frame >= 30:
            times.append(elapsed * 1000)
            cpu.append(elapsed_cpu * 1000)
        if table.session.over:
            table = open_table(app, game_id, seed + frame)
            while len(app.scenes) > 1:
                app.pop()
            app.push(table)
    while len(app.scenes) > 1:
        app.pop()
    return times, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.tables")
    parser.add_argument("--frames", type=int, default=500)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-bench-")
    size = tuple(int(v) for v in args.size.lower().split("x"))

    from tests.stand_in import table_app

    app = table_app(size)
    for game_id in args.games.split(","):
        wall, cpu = (sorted(t) for t in measure(app, game_id, args.frames, args.seed))

        print(f"{game_id:10s} {size[0]}x{size[1]}  cpu median {statistics.median(cpu):5.2f} ms p99 {percentile(cpu, 0.99):6.2f}"
              f"  |  wall median {statistics.median(wall):5.2f} ms p99 {percentile(wall, 0.99):6.2f}  ({len(wall)} frames)",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
