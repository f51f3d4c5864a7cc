"""Frame time of the Free Table with all 49 cards out and both dice in motion.

    python -m bench.freetable [--frames 400] [--size 1280x720] [--all-on-table]

Renders under the dummy video driver: the table is dealt face up into hands and
onto the table, then every frame a few cards slide or flip and both dice are
thrown again whenever they settle. Prints the median and 99th percentile of
update + draw time per frame (aim: median ≤ 4 ms, p99 ≤ 12 ms at 1280×720).
"""

from __future__ import annotations

import argparse
import statistics
import time

from bench import headless
from game.engine.figures import percentile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.freetable")
    parser.add_argument("--frames", type=int, default=400)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--all-on-table", action="store_true", help="all 49 cards on the table area")
    args = parser.parse_args(argv)
    size = headless(args.size)

    from game.freetable.rules import Deal, Flip, MoveCard
    from game.freetable.state import PILE, TABLE
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.freetable.scene import FreeTable

    app = App(size, settings=Settings(), headless=True)
    table = FreeTable(app, hands=4, seed=7, fresh=True)
    app.push(table)
    app.frame(1 / 60, [])
    if table.curtain_up:  # hot seat: the first player takes the table, so the table is what is drawn
        app.top.ready()  # as a click on the curtain does
    if args.all_on_table:  # every card on the table area, none in the hands or the pile
        for token in list(table.session.state.zones[PILE]):
            table.submit(MoveCard(token, TABLE, len(table.session.state.zones[TABLE])))
    else:
        table.submit(Deal(6, True))
        for token in list(table.session.state.zones[PILE])[:-4]:
            table.submit(MoveCard(token, TABLE, len(table.session.state.zones[TABLE])))
    for token in table.session.state.zones[TABLE][::2]:
        table.submit(Flip(token))
    table.skip()

    def keep_moving(frame: int) -> None:
        for i, die in enumerate(table.tray.dice):
            if not die.rolling:
                table.tray.throw(i, 1 + (frame + i) % 6)
        if frame % 20 == 0:  # a card crosses the table and back, another flips
            tokens = table.session.state.zones[TABLE]
            a = table.sprites[tokens[frame // 20 % len(tokens)]]
            table.anim.slide(a, (a.x + (120 if frame % 40 else -120), a.y), sound=None)
            b = table.sprites[tokens[(frame // 20 + 7) % len(tokens)]]
            table.anim.flip(b, not b.face_up, face=b.face)

    times = []
    for frame in range(args.frames + 30):
        keep_moving(frame)
        start = time.perf_counter()
        app.update(1 / 60)
        app.draw()
        elapsed = time.perf_counter() - start
        if frame >= 30:  # after the caches are warm
            times.append(elapsed * 1000)
    times.sort()
    p99 = percentile(times, 0.99)
    where = "all on the table area" if args.all_on_table else "dealt and on the table"
    print(f"Free Table, {len(table.sprites)} cards ({where}), 2 dice in motion, {size[0]}x{size[1]}, {len(times)} frames")
    print(f"update+draw per frame: median {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
