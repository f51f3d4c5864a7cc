"""Who wins, how the Checks go, and what the Salaryman gives away.

    python -m game.tonight.balance --bots normal --games 1000
    python -m game.tonight.balance --bots hard --games 40 --think 0.1

Plays seeded games (seat i plays ROLES[i]) and counts, from the public contract only
(the legal actions, the action chosen, the observations and the result):

- the winner by role (and the games that reach the turn limit);
- each role's Checks: how many were declared and how many succeeded (a Snipe that
  misses eliminates the Hitman, T23);
- the Salaryman's trail: the games in which his own position card was shown on turn 1
  and on turn 2 (T18, T28 reveal it), and the Obtain a Will after which a hunter's
  knowledge (what his observation lets him deduce) put the Heroine at one or two places
  where it had put her at more, together with the games a hunter then won in that turn.

Issue figures: every role wins 15–40 %, the Hitman's Snipes succeed >= 60 %, and no
giveaway is followed by a loss in the same turn.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field

from game.engine import registry
from game.engine.simcheck import play_game

from .actions import Extract, ObtainWill, Secure, Snipe
from .cards import ROLES
from .runs import add_run_options, play_many

HEROINE = 4
CHECKS = (Snipe, Extract, Secure)


@dataclass
class Game:
    """One game's answer."""

    winner: str | None
    checks: Counter = field(default_factory=Counter)  # role -> declared
    hits: Counter = field(default_factory=Counter)  # role -> succeeded
    shown: set = field(default_factory=set)  # turns (1, 2) the Salaryman's position was shown
    giveaways: int = 0  # wills after which a hunter put the Heroine at one or two places (from more)
    lost_after: bool = False  # ... and a hunter won in that same turn


@dataclass
class Tally:
    games: int = 0
    wins: Counter = field(default_factory=Counter)
    checks: Counter = field(default_factory=Counter)
    hits: Counter = field(default_factory=Counter)
    shown: Counter = field(default_factory=Counter)
    giveaways: int = 0
    lost_after: int = 0

    def add(self, game: Game) -> None:
        self.games += 1
        self.wins[game.winner] += 1
        self.checks.update(game.checks)
        self.hits.update(game.hits)
        self.shown.update(game.shown)
        self.giveaways += game.giveaways > 0
        self.lost_after += game.lost_after


def play(seed: int, kinds: list[str], think: float | None = None) -> Game:
    """One seeded game with the given bot kind at each seat."""
    out = Game(None)
    pending: list = []  # a Check just declared: (role, seat)
    giveaway_turn: list[int] = []

    def narrowed(session) -> list[int]:
        """Sizes of the hunters' knowledge of the Heroine, from their own observations."""
        state = session.state
        return [len(session.observe(s).knowledge[HEROINE]) for s in range(4)
                if state.roles[s] != "salaryman" and not state.eliminated[s]]

    before_will: list[list[int]] = []

    def watch(session, legal, action) -> None:
        state = session.state
        seat = state.to_act
        role = state.roles[seat]
        if before_will:  # the will of the decision before has been played: what did it tell?
            after = narrowed(session)
            if any(b > 2 >= a for b, a in zip(before_will[0], after)):
                out.giveaways += 1
                giveaway_turn.append(state.turn)
            before_will.clear()
        if isinstance(action, CHECKS):
            out.checks[role] += 1
            pending.append(role)
        if role == "salaryman" and state.turn <= 2:
            view = session.observe(0).seats[seat]
            if view.position is not None or view.face_up:
                out.shown.add(state.turn)
        if role == "salaryman" and isinstance(action, ObtainWill):
            before_will.append(narrowed(session))

    session = play_game(registry.get("tonight"), 4, seed, kinds, think=think, before_act=watch)
    state = session.state
    winners = session.result.winners
    out.winner = state.roles[winners[0]] if winners else None
    if pending and out.winner == pending[-1]:
        out.hits[pending[-1]] += 1
    out.lost_after = bool(giveaway_turn) and out.winner not in (None, "salaryman") and state.turn == giveaway_turn[-1]
    return out


def report(tally: Tally, title: str) -> list[str]:
    n = max(tally.games, 1)
    lines = [title]
    for role in (*ROLES, None):
        name = role or "turn limit"
        lines.append(f"  {name:<10} wins {tally.wins[role]:4d} ({100 * tally.wins[role] / n:5.1f} %)"
                     + (f"   Checks {tally.checks[role]:4d}, succeeded {tally.hits[role]:4d}"
                        f" ({100 * tally.hits[role] / max(tally.checks[role], 1):5.1f} %)" if role else ""))
    lines.append(f"  Salaryman shown on turn 1 in {tally.shown[1]} games, on turn 2 in {tally.shown[2]}")
    lines.append(f"  a will that gave the Heroine away: {tally.giveaways} games; a hunter won in that turn: "
                 f"{tally.lost_after}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tonight.balance", description=__doc__.splitlines()[0])
    add_run_options(parser, "normal", 1000, 0, "one bot kind at every seat, or four comma-separated")
    args = parser.parse_args(argv)
    tally = Tally()
    kinds, seconds = play_many(parser, args, play, tally)
    title = (f"I Want to Sleep Tonight, {' / '.join(kinds)}, {tally.games} games from seed {args.seed}, "
             f"{seconds:.0f} s")
    print("\n".join(report(tally, title)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
