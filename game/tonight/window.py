"""Does the Detective ever get a phase in which Secure the Witness is open?

    python -m game.tonight.window --bots hard --games 100 --seed 50000 --think 0.1
    python -m game.tonight.window --bots normal --games 1000 --seed 50000
    python -m game.tonight.window --bots normal,normal,keen,normal --games 1000

The Detective's only win is Secure the Witness (T32), and it needs all three wills
obtained. The Salaryman obtains the last will in his action phase (T28), and may
declare Bon Voyage in that same phase (T12, T29), before the Detective's phase
comes round (T9). This tool plays seeded games and counts, a game at a time:

- *open*: the Detective had an action decision with Secure among the legal actions;
- *one phase*: the Salaryman obtained the last will and declared Bon Voyage in the
  same action phase, so the window never opened;
- the winner by role, in all games and in the games where the window opened.

It reads only what the public contract gives: the legal actions of the seat to act
and the result.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from dataclasses import dataclass, field

from game.engine import registry, search
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session

from .actions import BonVoyage, ObtainWill, Secure
from .bots import KeenBot
from .cards import ROLES


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
    """One seeded game with the given bot kind at each seat (seat i plays ROLES[i]);
    'keen' is the policy Hard starts from (KeenBot), the others as make_bot."""
    game = registry.get("tonight")
    session = Session.new(game, [Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds)], seed, None)
    session.forget_history()
    bots = [KeenBot() if kind == "keen" else make_bot(game, kind, think=think) for kind in kinds]
    rngs = [bot_rng(seed, i) for i in range(len(kinds))]
    detective = session.state.seat_of("detective")
    salaryman = session.state.seat_of("salaryman")
    opened = one_phase = False
    last_will_turn: tuple[int, int] | None = None  # (turn, seat) of the phase that took the third will
    while not session.over:
        seat = session.to_act
        legal = game.legal_actions(session.state)
        if seat == detective and any(isinstance(action, Secure) for action in legal):
            opened = True
        action = bots[seat].choose(session.observe(seat), legal, rngs[seat])
        phase = (session.state.turn, session.state.acting)
        session.act(action, legal)
        if seat == salaryman and isinstance(action, ObtainWill) and len(session.state.obtained) == 3:
            last_will_turn = phase
        if seat == salaryman and isinstance(action, BonVoyage) and last_will_turn == phase:
            one_phase = True
    winners = session.result.winners if session.result else ()
    winner = session.state.role_of(winners[0]) if winners else None
    return Window(winner, opened, one_phase)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tonight.window", description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="hard",
                        help="the bot kind at every seat (hard, normal, easy, keen), or four of them comma-separated")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=50_000, help="first seed")
    parser.add_argument("--think", type=float, default=0.1, help="a search bot's CPU seconds a decision")
    args = parser.parse_args(argv)
    search.CLOCK = time.process_time  # the same work on a busy machine
    kinds = args.bots.split(",") if "," in args.bots else [args.bots] * 4
    if len(kinds) != 4:
        parser.error("--bots takes one kind or four")
    tally = Tally()
    began = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        tally.add(play(seed, kinds, think=args.think))
        if tally.games % 20 == 0:
            print(f"  after {tally.games} games: window open in {tally.opened}", flush=True)
    n = tally.games
    print(f"I Want to Sleep Tonight, {' / '.join(kinds)}, {n} games from seed {args.seed}, "
          f"{time.perf_counter() - began:.0f} s")
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
