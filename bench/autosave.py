"""How long the main menu takes with a big autosave, first shown and on each return.

    python -m bench.autosave [--returns 5] [--scale 1.0]

Four autosaves: a long Whisper of the Gods game stopped before its end, a Free Table
record of 2,000 moves, a forged High Card record of 1,000,000 actions (the
kind of file that used to freeze the menu on every return), and a Whisper record
padded to 50 MB (refused by its size before it is parsed). For each, the time of the
first menu (App + MainMenu, which reads the autosave) and the median of `--returns`
returns to it (what Esc from Settings or Rules costs). `--scale` shrinks every record (a
quick run: `--scale 0.01`).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path


def _long_kami(scale: float) -> str:
    from game.engine import registry
    from game.engine.simcheck import play_game

    game = registry.get("kami")
    rounds, seeds = max(1, round(9 * min(1.0, scale))), 3 if scale >= 1 else 1
    longest = max((play_game(game, 6, seed, ("random",), {"rounds": rounds, "turn_limit": 0}) for seed in range(seeds)),
                  key=lambda s: len(s.record.actions))
    record = longest.record
    for name in ("actions", "barriers", "actors"):  # one action short of the end: a game to resume
        del getattr(record, name)[-1]
    return record.dumps()


def _free_table(scale: float) -> str:
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.freetable import GAME

    session = Session.new(GAME, [Seat("1"), Seat("2")], 5)
    bot, rng = make_bot(GAME, "random"), bot_rng(5, 0)
    while len(session.record.actions) < max(20, round(2_000 * scale)):
        legal = [a for a in session.legal() if type(a).__name__ != "PackUp"]  # PackUp ends the table
        session.act(bot.choose(session.observe(session.to_act), legal, rng))
    return session.record.dumps()


def _forged_million(scale: float) -> str:
    from game.engine.record import _checksum
    from game.engine.simcheck import play_game
    from game.examples.highcard import GAME

    body = play_game(GAME, 2, 1, ("random",)).record.to_json()
    n = max(100, round(1_000_000 * scale))
    body["actions"] = (body["actions"] * (n // len(body["actions"]) + 1))[:n]
    body["barriers"] = [False] * n
    body["actors"] = [i % 2 for i in range(n)]
    body["checksum"] = _checksum({k: v for k, v in body.items() if k != "checksum"})
    return json.dumps(body)


def _forged_kami_50mb(scale: float) -> str:
    """A Whisper record padded to 50 MB by repeating its actions (400,000 at most, as the game
    allows), sealed again: the file of issue 27 that was parsed before the first frame."""
    from game.engine import registry
    from game.engine.record import _checksum
    from game.engine.simcheck import play_game

    body = play_game(registry.get("kami"), 6, 0, ("random",), {"rounds": 9, "turn_limit": 0}).record.to_json()
    actions = body["actions"]
    one = len(json.dumps(actions[0], indent=1)) + 2
    size = max(100_000, round(50_000_000 * scale))
    n = min(400_000, size // one)
    body["actions"] = (actions * (n // len(actions) + 1))[:n]
    body["barriers"] = [False] * n
    body["actors"] = (body["actors"] * (n // len(actions) + 1))[:n]
    body.pop("checksum")
    body["checksum"] = _checksum(body)
    text = json.dumps(body, indent=1)
    return text + " " * max(0, size - len(text))  # whitespace to the full 50 MB


def measure(text: str, returns: int) -> tuple[float, float, int]:
    from scenes.kit.settings import autosave_path
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu

    home = Path(tempfile.mkdtemp(prefix="seven-bench-"))
    os.environ["SEVEN_TABLES_HOME"] = str(home)
    autosave_path().write_text(text, encoding="utf-8")
    start = time.process_time()  # CPU time: the figure does not depend on who else uses the machine
    app = App((1280, 720), headless=True)
    menu = MainMenu(app)
    app.push(menu)
    app.frame(1 / 60)
    first = time.process_time() - start
    times = []
    for _ in range(returns):
        start = time.process_time()
        menu.resume()
        app.frame(1 / 60)
        times.append(time.process_time() - start)
    return first, statistics.median(times), len(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.autosave")
    parser.add_argument("--returns", type=int, default=5)
    parser.add_argument("--scale", type=float, default=1.0, help="the records' sizes, 1.0 the full ones")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-bench-")
    for name, make in (("Whisper, one move before the end", _long_kami),
                       ("Free Table, 2,000 moves", _free_table),
                       ("forged High Card, 1,000,000 actions", _forged_million),
                       ("forged Whisper, 50 MB", _forged_kami_50mb)):
        text = make(args.scale)
        first, again, size = measure(text, args.returns)
        name = name if args.scale == 1 else f"{name} ×{args.scale:g}"
        print(f"{name:38s} {size / 1e6:6.1f} MB   first menu {first:7.2f} s   each return {again * 1000:8.1f} ms (CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
