"""The blunders a watching player calls out in Marenzan (counted by `game.simulate --blunders`),
each judged from the acting seat's observation and the legal actions:

- holy_sword_spent_where_another_pair_wins: a Fight that throws the Holy Sword, which the Holy
  Dragon Knight needs against the Demon Lord, while another winning pair without it is in the
  Party (M34, M35).
- call_for_help_in_solo: a Call for Help with nobody to help, which always ends in Defeat
  processing (M83).
- adventure_that_may_lose_the_game: an Adventure with five villages Ruled and none Guarded, so
  that any threat drawn is placed in the last Empty village and loses the game (M17 c, M20),
  while a Demon or the Demon Lord may still lie in that mountain (counted from what is in view:
  `threats_unseen`) and another action is open (a Rout always is while a Demon rules, M35).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action
from game.engine.seven import SEVEN_DECK

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


def threats_unseen(obs) -> int:
    """Demons (8-12) and the Demon Lord (13) in no place in view: they can only be in the
    mountains, since a Party holds no threat but a Dragon (M28-M32). The card count the bots
    and the Hint reason with."""
    seen = set(obs.party) | set(obs.table)
    for s in obs.seats:
        seen |= set(s.journey) | set(s.hall) | set(s.revealed) | set(s.known)
    seen |= {v.card for v in obs.villages if v.card}
    return sum(1 for c in SEVEN_DECK if c.rank >= 8 and c.code not in seen)


def adventure_risk(obs, mountain: int) -> float:
    """The chance that the top card of `mountain` is a Demon or the Demon Lord, as far as the seat
    can count it: the Magician's known top card settles it, else the unseen threats spread over
    every mountain card."""
    peek = obs.peek
    if peek is not None and peek.bottom is False and peek.mountain == mountain:
        return 1.0 if Card.from_code(peek.card).rank >= 7 else 0.0
    cards = sum(obs.mountains)
    return threats_unseen(obs) / cards if cards else 0.0


def adventure_that_may_lose_the_game(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, A.Adventure):
        return False
    states = [v.state for v in obs.villages]
    if sum(1 for s in states if s in ("ruled", "sealed")) < 5 or "guarded" in states:
        return False
    if adventure_risk(obs, action.mountain) == 0.0:
        return False
    return any(not isinstance(a, A.Adventure) for a in legal)


CHECKS = {
    "holy_sword_spent_where_another_pair_wins": holy_sword_spent_where_another_pair_wins,
    "call_for_help_in_solo": call_for_help_in_solo,
    "adventure_that_may_lose_the_game": adventure_that_may_lose_the_game,
}


def prudent(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions less these blunders (all of them if nothing else is left): Hard's guard."""
    kept = [a for a in legal if not any(check(obs, legal, a) for check in CHECKS.values())]
    return kept or list(legal)
