"""Decisions per second and games per second, per game and bot.

    python -m game.bench            # every playable game (examples included)
    python -m game.bench requiem --seconds 5
"""

from __future__ import annotations

import argparse
import time

from game.engine import registry
from game.engine.simcheck import play_game


def bench(game, bot: str, seconds: float) -> tuple[float, float, int]:
    games = decisions = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        players = range(game.min_players, game.max_players + 1)[seed % (game.max_players - game.min_players + 1)]
        session = play_game(game, players, seed, (bot,))
        games += 1
        decisions += len(session.record.actions)
        seed += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed, games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: all playable)")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game and bot")
    parser.add_argument("--bots", default="random,simple")
    args = parser.parse_args(argv)
    ids = args.games or list(registry.all_games())
    print(f"{'game':10s} {'bot':8s} {'decisions/s':>12s} {'games/s':>9s} {'games':>6s}")
    for game_id in ids:
        game = registry.get(game_id)
        for bot in args.bots.split(","):
            dps, gps, n = bench(game, bot, args.seconds)
            print(f"{game_id:10s} {bot:8s} {dps:12.0f} {gps:9.1f} {n:6d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
