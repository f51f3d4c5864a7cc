"""The blunders a watching player calls out in Enfield (counted by `game.simulate --blunders`),
each judged from the acting seat's observation and the legal actions:

- action_card_on_a_member_who_cannot_act: Fortune Teller, Wandering Alchemist, Charm Seller or
  Old Sergeant peeled off a member who cannot act this battle (held by an Alley Cat, E45, or
  knocked out): each helps only the bearer's own attacks or actions (E44, E46–E48), so the
  card is spent for nothing.
- alley_cat_on_a_member_who_cannot_act: the Alley Cat set on an opponent already held or knocked
  out (E45).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from .actions import UseCard

BEARER_ONLY = ("A04", "A06", "A07", "A08")  # Fortune Teller, Wandering Alchemist, Charm Seller, Old Sergeant
ALLEY_CAT = "A05"


def _fighter(obs, index: int | None):
    battle = getattr(obs, "battle", None)
    if battle is None or index is None or not 0 <= index < len(battle.fighters):
        return None
    return battle.fighters[index]


def _idle(fighter) -> bool:
    return fighter is not None and (fighter.silenced or fighter.ko)


def action_card_on_a_member_who_cannot_act(obs, legal: Sequence[Action], action: Action) -> bool:
    return (isinstance(action, UseCard) and action.card[:3] in BEARER_ONLY
            and _idle(_fighter(obs, action.fighter)))


def alley_cat_on_a_member_who_cannot_act(obs, legal: Sequence[Action], action: Action) -> bool:
    return isinstance(action, UseCard) and action.card[:3] == ALLEY_CAT and _idle(_fighter(obs, action.target))


CHECKS = {
    "action_card_on_a_member_who_cannot_act": action_card_on_a_member_who_cannot_act,
    "alley_cat_on_a_member_who_cannot_act": alley_cat_on_a_member_who_cannot_act,
}


def prudent(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions less these blunders (all of them if nothing else is left)."""
    kept = [a for a in legal if not any(check(obs, legal, a) for check in CHECKS.values())]
    return kept or list(legal)
