"""Why the Normal player makes a move in Enfield, in one catalog sentence for the Hint, from the
same reckoning as bots.SimpleBot: in a battle, the action card whose bearer can use it (E40-E48),
the Alley Cat on the opponent who could do most (E45), the attack or magic likeliest to knock out
(E28, E29). Member and card names go as catalog keys (enfield.card.<code>)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import Attack, Cast, EndActions, Fight, Move, Pass, UseCard


def _member(obs, index: int | None) -> str:
    battle = getattr(obs, "battle", None)
    if battle is None or index is None or not 0 <= index < len(battle.fighters):
        return "enfield.hint.someone"
    return f"enfield.card.{battle.fighters[index].card[:3]}"


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, UseCard):
        card = f"enfield.card.{action.card[:3]}"
        if action.target is not None:
            return "enfield.hint.alley_cat", {"what": card, "whom": _member(obs, action.target)}
        return "enfield.hint.use_card", {"what": card, "whom": _member(obs, action.fighter)}
    if isinstance(action, EndActions):
        return "enfield.hint.end_actions", {}
    if isinstance(action, Attack):
        return "enfield.hint.attack", {"who": _member(obs, action.actor), "whom": _member(obs, action.target)}
    if isinstance(action, Cast):
        return "enfield.hint.cast", {"who": _member(obs, action.actor), "whom": _member(obs, action.target),
                                     "magic": f"enfield.magic.{action.magic}"}
    if isinstance(action, Move):
        return "enfield.hint.move", {"n": len(action.path)}
    if isinstance(action, Fight):
        return "enfield.hint.fight", {}
    if isinstance(action, Pass):
        return "enfield.hint.pass", {}
    return "enfield.hint.normal", {"action": action.label}
