"""Frame times of a real table while AI · Hard thinks.

    python -m bench.hard_frames [--game requiem] [--seconds 20] [--size 1280x720] [--thread]

Runs the game's table scene headless, in real time at 60 frames a second like
the app's loop, with Hard AIs in every seat, until `--seconds` have passed.
Every frame's update + draw time is recorded and put in one of three groups: a
Hard decision under way for the whole frame, the frame that plays the decided
action (the table's own work, as for any bot), and the rest (animations, pauses).
The first 30 frames warm the caches and are not counted. Each decision's time runs from the
first frame it is under way to the frame that has its action. `--thread` makes Hard think on the bot thread instead of its worker
process, to show what the process buys.
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench import headless
from game.engine.figures import percentile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.hard_frames")
    parser.add_argument("--game", default="requiem")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--think", type=float, default=1.0,
                        help="Hard's seconds a decision (the table's setting: 0.5 to 2)")
    parser.add_argument("--thread", action="store_true", help="think on a thread instead of the worker process")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--level", default="hard", help="the AI level of every seat (normal: the baseline)")
    args = parser.parse_args(argv)
    size = headless(args.size)

    from game.engine import registry
    from game.engine.record import Seat
    from scenes.kit import thinker
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables import start_game

    thinker.IN_PROCESS = not args.thread
    game = registry.get(args.game)
    players = args.players or game.min_players
    seats = [Seat(f"AI {i + 1}", args.level) for i in range(players)]
    app = App(size, settings=Settings(hard_think=args.think), headless=True)  # the table's own setting
    start_game(app, game, seats, args.seed, {})
    table = app.top
    if not args.thread and args.level == "hard":
        thinker.warm()
        time.sleep(2.0)  # the worker process starts once per program, before the first table
    thinking, acting, idle = [], [], []
    decisions: list[float] = []  # seconds from the first frame of a decision to the frame that has it
    frame = 0
    began = 0.0
    last = time.perf_counter()
    end = last + args.seconds
    was_thinking = False
    while time.perf_counter() < end and not table.session.over:
        now = time.perf_counter()
        dt, last = now - last, now
        start = time.perf_counter()
        app.frame(dt, events=[])
        elapsed = (time.perf_counter() - start) * 1000
        busy = table.ai.thinking is not None
        frame += 1
        if busy and not was_thinking:
            began = start
        if was_thinking and not busy:
            decisions.append(time.perf_counter() - began)
        if frame > 30:
            (thinking if busy and was_thinking else acting if was_thinking else idle).append(elapsed)
        was_thinking = busy
        spare = 1 / 60 - (time.perf_counter() - now)
        if spare > 0:
            time.sleep(spare)
    mode = "thread" if args.thread else "worker process"
    print(f"{game.title_en}, {players} seats of AI · {args.level} (think {app.settings.hard_think} s, {mode}), "
          f"{size[0]}x{size[1]}, {args.seconds:.0f} s, {len(decisions)} decisions finished")
    if decisions:
        decisions.sort()
        p95 = percentile(decisions, 0.95)
        print(f"  decision time      median {1000 * statistics.median(decisions):6.0f} ms, p95 {1000 * p95:6.0f} ms, "
              f"longest {1000 * decisions[-1]:6.0f} ms (wall clock, the table's frames included)")
    for name, times in (("while the AI thinks", thinking), ("playing its action", acting), ("otherwise", idle)):
        if times:
            times.sort()
            p99 = percentile(times, 0.99)
            print(f"  {name:19s} {len(times):5d} frames: median {statistics.median(times):6.2f} ms, "
                  f"p99 {p99:6.2f} ms, longest {times[-1]:6.2f} ms")
    thinker.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
