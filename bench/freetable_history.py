"""What a long history costs at the Free Table: opening a saved table, and one more move.

    python -m bench.freetable_history [--moves 20 250 2000] [--timed 50]

For each history length N: a table gets N mixed gestures (moves, flips, turns, rolls,
shuffles, deals, hand-offs) through the scene, as a player would make them; the app is
closed and the table opened again from its save (timed: read, check, replay, rewrite), then
`--timed` more gestures are made, each timed whole (the scene's submit: act, save, refresh
and the animation it sets off) and in its session part alone (act and save: what a long
history could slow down). Renders nothing; runs under the dummy video driver in a fresh
config folder.
Aim: the same at 2,000 moves as at 20; a move under 5 ms, a 2,000-move open under 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

from game.engine.figures import percentile


def gesture(table, rng):
    """A legal gesture of a random kind for whoever has the table, found without listing every gesture."""
    from game.freetable.rules import Deal, Flip, PassTo, Roll, Shuffle, Turn
    from game.freetable.state import PILE

    state = table.session.state
    legal = table.session.legal()  # (the scene lists none while a hand-off waits for its curtain)
    tokens = [t for tokens in state.zones.values() for t in tokens]
    for _ in range(100):
        kind = rng.below(10)
        if kind < 5:
            moves = legal.moves_of(rng.choice(tokens))
            if moves:
                return rng.choice(moves)
        elif kind == 5:
            action = Flip(rng.choice(tokens))
        elif kind == 6:
            action = Turn(rng.choice(tokens))
        elif kind == 7:
            action = Roll(rng.below(2))
        elif kind == 8:
            action = Shuffle(PILE) if rng.below(2) else Deal(1, bool(rng.below(2)))
        else:
            action = PassTo(rng.below(state.players))
        if action in legal:
            return action
    raise RuntimeError("no gesture found")


def measure(history: int, timed: int, seed: int = 7) -> tuple[float, list[float], list[float]]:
    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-bench-")
    from game.engine.rng import Rng
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.freetable.scene import FreeTable

    rng = Rng.from_seed(seed)
    app = App((1280, 720), settings=Settings(), headless=True)
    table = FreeTable(app, hands=3, seed=seed, fresh=True)
    app.push(table)
    for _ in range(history):
        table.submit(gesture(table, rng))
        table.skip()
    assert len(table.session.record.actions) == history
    app.pop()
    start = time.perf_counter()
    table = FreeTable(app)  # from the save
    opened = time.perf_counter() - start
    assert len(table.session.record.actions) == history, "the table did not come back whole"
    app.push(table)
    moves, sessions = [], []
    for _ in range(timed):
        action = gesture(table, rng)
        start = time.perf_counter()
        step = table.session.act(action)  # what TableScene.submit does, in two timed parts
        acted = time.perf_counter()
        table.after_step(step)
        moves.append((time.perf_counter() - start) * 1000)
        sessions.append((acted - start) * 1000)
        table.skip()
    return opened, moves, sessions


def _quantiles(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return statistics.median(values), percentile(values, 0.9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.freetable_history")
    parser.add_argument("--moves", type=int, nargs="+", default=[20, 250, 2000])
    parser.add_argument("--timed", type=int, default=50)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    print(f"{'history':>8}  {'open':>8}  {'move: median':>12}  {'p90':>8}  {'act+save: median':>16}  {'p90':>8}")
    measure(5, 5)  # warm up: fonts, caches, first imports
    for history in args.moves:
        opened, moves, sessions = measure(history, args.timed)
        move_median, move_p90 = _quantiles(moves)
        session_median, session_p90 = _quantiles(sessions)
        print(f"{history:>8}  {opened * 1000:>6.0f}ms  {move_median:>10.2f}ms  {move_p90:>6.2f}ms  "
              f"{session_median:>14.2f}ms  {session_p90:>6.2f}ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
