"""The blunders a watching player calls out in Whisper of the Gods (counted by
`game.simulate --blunders`), each judged from the acting seat's observation and the legal actions:

- ends_the_turn_into_a_penalty_holding_a_playable_god: the main step ended with no god entered
  this turn (K15) while a god could still be played from hand (K11): a pass and its penalty, two
  shields lost (K20-K22), or a knock-out with one shield left (K21), for nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from .actions import EndMain, PlayGod


def ends_the_turn_into_a_penalty_holding_a_playable_god(obs, legal: Sequence[Action], action: Action) -> bool:
    return (isinstance(action, EndMain) and not getattr(obs, "god_entered", True)
            and any(isinstance(a, PlayGod) for a in legal))


CHECKS = {
    "ends_the_turn_into_a_penalty_holding_a_playable_god": ends_the_turn_into_a_penalty_holding_a_playable_god,
}
