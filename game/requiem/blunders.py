"""The blunders a watching teammate calls out in Requiem (counted by `game.simulate --blunders`).

- falls_this_turn_while_another_move_survives: the team falls this turn (R39, R40), and another
  legal move at that decision would have come through it (the issue's count, with hindsight). Counted after the fact on the full
  state, for measurement only: each legal move is tried on a copy of the state at the decision
  and the rest of the turn is played by three Normal bots; the move is a blunder when its own
  line falls and another's does not.
- falls_more_often_than_another_move: the same, as the table could see it: over worlds drawn from
  the seat's observation the move falls this turn at least half the time more often than another.
- rescue_of_the_last_card: a Rescue while the Capital holds one card, which empties it (R32,
  R39), judged from the observation alone.
- team_left_no_way_through: a move after which, as the public table counts (safety.survivable),
  no play of the team keeps the Capital alive this turn, while another legal move kept a way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.bots import make_bot
from game.engine.contract import Action, GameDef
from game.engine.rng import Rng

from .actions import Rescue
from .observe import Observation
from .safety import survivable


def rescue_of_the_last_card(obs: Observation, legal: Sequence[Action], action: Action) -> bool:
    return isinstance(action, Rescue) and obs.capital_size <= 1


def team_left_no_way_through(obs: Observation, legal: Sequence[Action], action: Action) -> bool:
    if len(legal) < 2 or survivable(obs, action):
        return False
    return any(other != action and survivable(obs, other) for other in legal)


def falls_this_turn(game: GameDef, state: Any, action: Action) -> bool:
    """Play `action` on a copy of `state`, then the rest of the turn with Normal bots: lost?"""
    world = game.copy_state(state)
    turn = world.turn
    game.perform(world, action)
    bots = [make_bot(game, "normal") for _ in range(3)]
    rng = Rng.from_seed(0)
    while world.to_act is not None and world.turn == turn:
        seat = world.to_act
        legal = game.legal_actions(world)
        game.perform(world, bots[seat].choose(game.observe(world, seat), legal, rng))
    return world.result is not None and not world.result.winners


def falls_this_turn_while_another_move_survives(game: GameDef, before: Any, legal: Sequence[Action],
                                                action: Action, after: Any) -> bool:
    if len(legal) < 2 or after.turn != before.turn or not falls_this_turn(game, before, action):
        return False
    return any(other != action and not falls_this_turn(game, before, other) for other in legal)


WORLDS = 16  # worlds drawn from the observation to tell a visible blunder from an unlucky guess


def falls_more_often_than_another_move(game: GameDef, before: Any, legal: Sequence[Action],
                                       action: Action, after: Any) -> bool:
    """The same blunder as a player at the table could see it: in worlds drawn from the acting
    seat's observation (the hidden arrivals and deck orders dealt anew), the move's line falls this
    turn at least half the time more often than another legal move's. A blind King sent at one of
    two face-down arrivals, the Slaughter King behind the other, is an unlucky guess, not this."""
    if not falls_this_turn_while_another_move_survives(game, before, legal, action, after):
        return False
    seat = before.to_act
    observation = game.observe(before, seat)
    rng = Rng.from_seed(before.turn * 1009 + seat)
    worlds = [game.sample_state(observation, seat, Rng(rng.next_u64())) for _ in range(WORLDS)]

    def falls(move: Action) -> int:
        return sum(falls_this_turn(game, world, move) for world in worlds)

    mine = falls(action)
    return any(mine - falls(other) >= WORLDS // 2 for other in legal if other != action)


CHECKS = {
    "rescue_of_the_last_card": rescue_of_the_last_card,
    "team_left_no_way_through": team_left_no_way_through,
}
TURN_CHECKS = {
    "falls_this_turn_while_another_move_survives": falls_this_turn_while_another_move_survives,
    "falls_more_often_than_another_move": falls_more_often_than_another_move,
}
