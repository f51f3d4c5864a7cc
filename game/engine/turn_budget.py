"""An AI seat's whole turn within a time budget: Hard thinks up to its think time a decision
(DEFAULT_THINK, or the player's setting) and, over the decisions it makes in a row, up to
TURN_BUDGET in all; a decision that finds the turn's budget spent plays as Normal would
(SearchBot.choose with no time to think). One place, so
the table (scenes/kit/table_bots.py) and the measure (python -m game.turn_time) pace alike.

    clock = TurnClock(think=1.0)
    bot.think = clock.allowance(seat, step)   # step: how many actions the game has taken
    ... the bot decides, in `seconds` ...
    clock.used(seat, step, seconds)

The judge (game/judge.py) paces Hard by the same clock counted in playouts instead of seconds
(`playout_clock`), so a judged game is reproducible and plays as the table does.
"""

from __future__ import annotations

TURN_BUDGET = 1.6  # seconds a whole AI turn may think: under 2 s with its overheads (python -m game.turn_time)
# Less than this left of a turn is no time to think: a search that short cannot give the 8 visits
# an action needs to overrule the Normal choice (search.MIN_VISITS), so the Normal choice is
# played at once, without sampling a world.
MIN_THINK = 0.1


class TurnClock:
    """What is left of one seat's turn: a turn is its run of decisions with no other seat's
    action between them."""

    def __init__(self, think: float, budget: float | None = TURN_BUDGET, floor: float = MIN_THINK) -> None:
        self.think = think
        self.budget = budget
        self.floor = floor  # less than this left is no time to think
        self.seat: int | None = None
        self.next_step = -1  # the step at which this seat's turn would go on
        self.spent = 0.0

    def allowance(self, seat: int, step: int) -> float:
        """Seconds the decision of `seat` at `step` may think."""
        if seat != self.seat or step != self.next_step:
            self.seat, self.spent = seat, 0.0
        if self.budget is None:
            return self.think
        left = min(self.think, self.budget - self.spent)
        return left if left >= self.floor else 0.0

    def used(self, seat: int, step: int, seconds: float) -> None:
        """The decision of `seat` at `step` (asked of `allowance` first) took `seconds`; the
        turn goes on at the next step."""
        self.seat = seat
        self.spent += seconds
        self.next_step = step + 1


def playout_clock(playouts: int, think: float) -> TurnClock:
    """The turn clock of a Hard whose `think` seconds buy `playouts`, counted in playouts."""
    rate = playouts / think
    return TurnClock(think=playouts, budget=TURN_BUDGET * rate, floor=MIN_THINK * rate)
