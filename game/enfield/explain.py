"""Why the Normal player makes a move in Enfield, in one catalog sentence for the Hint, from the
same reckoning as bots.SimpleBot: in a battle, the action card whose bearer can use it (E40-E48),
the Alley Cat on the opponent who could do most (E45), the attack or magic likeliest to knock out
(E28, E29); on weekdays the action card staked first (E10), the roll, and after a battle
the marker that costs fewest trust points. Member and card names go as catalog keys (enfield.card.<code>)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from . import cards as C
from .actions import (
    Attach,
    Attack,
    Cast,
    EndActions,
    Fight,
    GiveMarker,
    Incapacitate,
    Move,
    Pass,
    PickFace,
    Roll,
    SecondTarget,
    Stake,
    UseCard,
)
from .bots import _CARD_VALUE
from .rules import DAMAGE, judge


def _member(obs, index: int | None) -> str:
    battle = getattr(obs, "battle", None)
    if battle is None or index is None or not 0 <= index < len(battle.fighters):
        return "enfield.hint.someone"
    return f"enfield.card.{battle.fighters[index].card[:3]}"


def _weekday(obs, action: Action) -> tuple[str, dict[str, Any]] | None:
    """The stake, the roll and the choices after a battle or a job, as bots.SimpleBot reckons them."""
    if isinstance(action, Stake):  # the card most wanted in play: action cards first (E10)
        card = f"enfield.card.{action.card[:3]}"
        if action.card in _CARD_VALUE:
            return "enfield.hint.stake_action", {"what": card}
        return "enfield.hint.stake_plain", {"what": card}
    if isinstance(action, Roll):  # E14: the roll is the only move of this step
        return "enfield.hint.roll", {}
    if isinstance(action, PickFace) and obs.battle is not None and 0 <= obs.battle.actor < len(obs.battle.fighters):
        damage = DAMAGE[judge(action.face, obs.battle.fighters[obs.battle.actor].modifier)]
        return "enfield.hint.pick_face", {"face": action.face, "damage": damage}
    if isinstance(action, SecondTarget):
        return "enfield.hint.second_target", {"whom": _member(obs, action.target)}
    if isinstance(action, GiveMarker):  # the marker whose loss costs the fewest trust points
        return "enfield.hint.give_marker", {"square": f"enfield.square.{action.square}"}
    squad = obs.squads[obs.seat] if obs.seat is not None else None
    if isinstance(action, Incapacitate) and squad is not None:  # the member least useful in battle
        member = squad.party[action.member]
        return "enfield.hint.incapacitate", {"whom": f"enfield.card.{member.card[:3]}", "hp": member.max_hp}
    if isinstance(action, Attach) and squad is not None and squad.target:
        member = squad.party[action.member]
        args = {"what": f"enfield.card.{squad.target[:3]}", "whom": f"enfield.card.{member.card[:3]}"}
        if squad.target == C.FIELD_NURSE:
            return "enfield.hint.attach_nurse", {**args, "hp": member.max_hp}
        if squad.target == C.GUARD_DOG:
            return "enfield.hint.attach_dog", {**args, "hp": member.max_hp}
        if squad.target == C.WANDERING_ALCHEMIST:
            return "enfield.hint.attach_alchemist", {**args, "n": len(member.attached)}
        return "enfield.hint.attach", {**args, "n": len(member.attached)}
    return None


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
    reason = _weekday(obs, action)
    if reason is not None:
        return reason
    return "enfield.hint.normal", {"action": action.label}
