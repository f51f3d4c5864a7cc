"""Many seeded games of Tonight with the bot kinds the command line names: the options and
the loop the measuring commands share (balance.py, window.py)."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from game.engine import search


def add_run_options(parser: argparse.ArgumentParser, bots: str, games: int, seed: int, bots_help: str) -> None:
    """--bots, --games, --seed (the first) and --think (a search bot's CPU seconds a decision)."""
    parser.add_argument("--bots", default=bots, help=bots_help)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed, help="first seed")
    parser.add_argument("--think", type=float, default=0.1, help="a search bot's CPU seconds a decision")


def play_many(parser: argparse.ArgumentParser, args: argparse.Namespace, play: Callable[..., Any], tally: Any,
              after: Callable[[Any], None] = lambda tally: None) -> tuple[list[str], float]:
    """Every game of the seeds asked for, played by `play(seed, kinds, think=…)` and added to
    `tally` (then `after(tally)`); the four seats' bot kinds and the seconds it took."""
    search.CLOCK = time.process_time  # the same work on a busy machine
    kinds = args.bots.split(",") if "," in args.bots else [args.bots] * 4
    if len(kinds) != 4:
        parser.error("--bots takes one kind or four")
    began = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        tally.add(play(seed, kinds, think=args.think))
        after(tally)
    return kinds, time.perf_counter() - began
