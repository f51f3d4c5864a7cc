"""Does the Detective ever get a phase in which Secure the Witness is open?

    python -m game.tonight.window --bots hard --games 100 --seed 50000 --think 0.1
    python -m game.tonight.window --bots normal --games 1000 --seed 50000
    python -m game.tonight.window --bots normal,normal,lastwill,normal --games 1000

The Detective's only win is Secure the Witness (T32), and it needs all three wills
obtained. The Salaryman obtains the last will in his action phase (T28), and may
declare Bon Voyage in that same phase (T12, T29), before the Detective's phase
comes round (T9). This tool plays seeded games and counts, a game at a time:

- *open*: the Detective had an action decision with Secure among the legal actions;
- *one phase*: the Salaryman obtained the last will and declared Bon Voyage in the
  same action phase, so the window never opened;
- the winner by role, in all games and in the games where the window opened.

It plays through game.engine.simcheck.play_game and reads only what the public contract
gives: the legal actions of the seat to act, the action it chose, and the result.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field

from game.engine import registry
from game.engine.simcheck import play_game

from .actions import BonVoyage, ObtainWill, Secure
from .cards import ROLES
from .runs import add_run_options, play_many


@dataclass
class Window:
    """One game's answer."""

    winner: str | None  # the winning role, None at the turn limit
    opened: bool  # Secure was legal in a Detective decision
    one_phase: bool  # the last will and Bon Voyage in one Salaryman phase


@dataclass
class Tally:
    games: int = 0
    opened: int = 0
    one_phase: int = 0
    wins: Counter = field(default_factory=Counter)
    wins_opened: Counter = field(default_factory=Counter)

    def add(self, window: Window) -> None:
        self.games += 1
        self.opened += window.opened
        self.one_phase += window.one_phase
        self.wins[window.winner] += 1
        if window.opened:
            self.wins_opened[window.winner] += 1


def play(seed: int, kinds: list[str], think: float | None = None) -> Window:
    """One seeded game with the given bot kind at each seat (seat i plays ROLES[i]; 'keen'
    is the policy Hard starts from, 'lastwill' the same with the Salaryman's one-phase line)."""
    opened = one_phase = False
    last_will: tuple[int, int | None] | None = None  # (turn, acting) of the phase that took the third will

    def watch(session, legal, action) -> None:
        nonlocal opened, one_phase, last_will
        state = session.state
        role = state.role_of(state.to_act)
        phase = (state.turn, state.acting)
        if role == "detective" and any(isinstance(a, Secure) for a in legal):
            opened = True
        if role == "salaryman" and isinstance(action, ObtainWill) and len(state.obtained) == 2:
            last_will = phase
        if role == "salaryman" and isinstance(action, BonVoyage) and last_will == phase:
            one_phase = True

    session = play_game(registry.get("tonight"), 4, seed, kinds, think=think, before_act=watch)
    winners = session.result.winners
    return Window(session.state.role_of(winners[0]) if winners else None, opened, one_phase)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tonight.window", description=__doc__.splitlines()[0])
    add_run_options(parser, "hard", 100, 50_000,
                    "the bot kind at every seat (hard, normal, easy, keen, lastwill), or four of them comma-separated")
    args = parser.parse_args(argv)
    tally = Tally()

    def progress(tally: Tally) -> None:
        if tally.games % 20 == 0:
            print(f"  after {tally.games} games: window open in {tally.opened}", flush=True)

    kinds, seconds = play_many(parser, args, play, tally, progress)
    n = tally.games
    print(f"I Want to Sleep Tonight, {' / '.join(kinds)}, {n} games from seed {args.seed}, {seconds:.0f} s")
    print(f"  Secure the Witness open to the Detective: {tally.opened} games ({100 * tally.opened / n:.1f} %)")
    print(f"  last will and Bon Voyage in one Salaryman phase: {tally.one_phase} games "
          f"({100 * tally.one_phase / n:.1f} %)")
    for role in (*ROLES, None):
        name = role or "turn limit"
        print(f"  {name:<10} {tally.wins[role]:4d} ({100 * tally.wins[role] / n:5.1f} %)"
              f"   of the open games: {tally.wins_opened[role]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
