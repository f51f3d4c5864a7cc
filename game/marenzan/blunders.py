"""The blunders a watching player calls out in Marenzan (counted by `game.simulate --blunders`),
each judged from the acting seat's observation and the legal actions:

- holy_sword_spent_where_another_pair_wins: a Fight that throws the Holy Sword, which the Holy
  Dragon Knight needs against the Demon Lord, while another winning pair without it is in the
  Party (M34, M35).
- call_for_help_in_solo: a Call for Help with nobody to help, which always ends in Defeat
  processing (M83).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from . import actions as A
from .cards import HOLY_SWORD, Card


def _sword_in(action: A.Fight) -> bool:
    return any(Card.from_code(code).rank == HOLY_SWORD for code in action.cards)


def holy_sword_spent_where_another_pair_wins(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, A.Fight) or not _sword_in(action):
        return False
    return any(isinstance(a, A.Fight) and a.village == action.village and not _sword_in(a) for a in legal)


def call_for_help_in_solo(obs, legal: Sequence[Action], action: Action) -> bool:
    return isinstance(action, A.CallForHelp) and obs.players == 1


CHECKS = {
    "holy_sword_spent_where_another_pair_wins": holy_sword_spent_where_another_pair_wins,
    "call_for_help_in_solo": call_for_help_in_solo,
}


def prudent(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions less these blunders (all of them if nothing else is left): Hard's guard."""
    kept = [a for a in legal if not any(check(obs, legal, a) for check in CHECKS.values())]
    return kept or list(legal)
