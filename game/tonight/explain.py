"""Why the Normal player makes a move in Tonight, in one catalog sentence (the Hint says it).

`explain(observation, action) -> (catalog_key, args)` reads the seat's own deductions (`knowledge`,
the places each man and the Heroine may still be at) as bots.SimpleBot does: a Check at its
deduced chance (T23, T26, T32), a move towards where she may be or towards the Salaryman's next
goal, information gathered while she may be at several places, an Attack that cannot fail.
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    Extract,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    PlaceHeroine,
    PlacePosition,
    Secure,
    Snipe,
    Taxi,
    Walk,
    Warn,
)
from .blunders import check_chance
from .bots import HEROINE, SimpleBot
from .cards import PLACES, suit
from .observe import Observation


def explain(obs: Observation, action: Action) -> tuple[str, dict[str, Any]]:
    heroine = set(obs.knowledge[HEROINE]) if obs.seat is not None else set()
    n = len(heroine) or len(PLACES)
    if isinstance(action, (Snipe, Extract, Secure)):
        return "tonight.hint.check", {"check": action.label, "chance": round(100 * check_chance(obs, action)), "n": n}
    if isinstance(action, BonVoyage):
        return "tonight.hint.bon_voyage", {}
    if isinstance(action, (Warn, Abduct, Escort)):
        return "tonight.hint.sure_attack", {"attack": action.label, "target": action.target}
    if isinstance(action, ObtainWill):
        return "tonight.hint.will", {"place": action.place}
    if isinstance(action, GatherInfo):
        return "tonight.hint.gather", {"target": action.target, "count": action.count, "n": n}
    if isinstance(action, (Walk, Taxi)):
        if obs.role == "salaryman":
            return "tonight.hint.move_goal", {"place": suit(action.card),
                                              "goal": f"tonight.place.{SimpleBot()._goal(obs)}"}
        return "tonight.hint.move_closer", {"place": suit(action.card), "n": n}
    if isinstance(action, EndActions):
        return "tonight.hint.end", {"n": n}
    if isinstance(action, Give):
        return "tonight.hint.give", {"card": action.card}
    if isinstance(action, Block):
        return "tonight.hint.block", {}
    if isinstance(action, Allow):
        return "tonight.hint.allow", {}
    if isinstance(action, PlaceHeroine):
        return "tonight.hint.steer", {"place": suit(action.card)}
    if isinstance(action, PlaceFor):
        return "tonight.hint.place_for", {"place": suit(action.card)}
    if isinstance(action, PlacePosition):
        return "tonight.hint.place", {"place": suit(action.card), "n": n}
    return "tonight.hint.end", {"n": n}
