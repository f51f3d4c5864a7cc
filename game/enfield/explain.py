"""Why a move in Enfield, in one catalog sentence for the Hint, for any legal move the Hint's
search may pick: each sentence states what the rules make of the move on this table, never a
judgement that can be false. An attack gives its chance to knock out from the die (E28, E31,
E44, E47) and the HP left (E33, E42); a magic its effect (E30, E31); an action card its effect
and whether its bearer can still act to use it (E41-E48); a path where it ends and what
happens there (E16-E19, E49, E50); a marker given up the trust points it costs (E57).
Member and card names go as catalog keys (enfield.card.<code>)."""

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
from .rules import DAMAGE, judge
from .scoring import all_points

# action cards whose effect needs the bearer to act again (E44, E46, E47)
NEEDS_ACTION = {C.FORTUNE_TELLER: "enfield.hint.use_fortune", C.CHARM_SELLER: "enfield.hint.use_charm",
                C.WANDERING_ALCHEMIST: "enfield.hint.use_alchemist"}
ALWAYS = {C.HIRED_BLADE: "enfield.hint.use_blade", C.FIELD_NURSE: "enfield.hint.use_nurse",
          C.GUARD_DOG: "enfield.hint.use_dog", C.OLD_SERGEANT: "enfield.hint.use_sergeant"}


def _name(card: str) -> str:
    return f"enfield.card.{card[:3]}"


def _member(obs, index: int | None) -> str:
    battle = getattr(obs, "battle", None)
    if battle is None or index is None or not 0 <= index < len(battle.fighters):
        return "enfield.hint.someone"
    return _name(battle.fighters[index].card)


def actions_left(fighter) -> int:
    """E24, E45: the actions a fighter can still take in this battle."""
    return 0 if fighter.ko or fighter.silenced else fighter.actions


def knock_out_chance(actor, target) -> int:
    """E28, E31, E33, E42, E44, E47: the chance in % that a normal attack knocks the target out."""
    left = target.max_hp - target.damage
    if target.nurse > 0:
        return 0
    if actor.charm > 0:
        return 100 if DAMAGE["critical"] > left else 0
    single = sum(1 for face in range(1, 7) if DAMAGE[judge(face, actor.modifier)] > left) / 6
    return round(100 * (1 - (1 - single) ** 2 if actor.fortune else single))


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, (UseCard, EndActions, Attack, Cast, PickFace, SecondTarget)) and obs.battle is not None:
        return _battle(obs, action)
    if isinstance(action, Move):
        return _path(obs, action)
    if isinstance(action, Fight):
        mine, theirs = obs.squads[obs.seat], obs.squads[action.defender]
        return "enfield.hint.fight", {"player": action.defender, "mine": _upright(mine), "theirs": _upright(theirs)}
    if isinstance(action, Pass):
        return "enfield.hint.pass", {}
    return _weekday(obs, action)


def _upright(squad) -> int:
    return sum(1 for m in squad.party if not m.incapacitated)


def _battle(obs, action: Action) -> tuple[str, dict[str, Any]]:
    fighters = obs.battle.fighters
    if isinstance(action, UseCard):
        code = action.card[:3]
        args = {"what": _name(action.card), "whom": _member(obs, action.fighter)}
        if action.target is not None:  # E45
            n = actions_left(fighters[action.target])
            return ("enfield.hint.alley_cat" if n else "enfield.hint.alley_cat_idle"), \
                {"what": args["what"], "whom": _member(obs, action.target), "n": n}
        if code == C.OLD_SERGEANT and fighters[action.fighter].silenced:  # E45 overrides E48
            return "enfield.hint.use_idle", {**args, "n": 0}
        if code in ALWAYS:
            return ALWAYS[code], args
        n = actions_left(fighters[action.fighter])
        return (NEEDS_ACTION[code] if n else "enfield.hint.use_idle"), {**args, "n": n}
    if isinstance(action, EndActions):
        n = sum(1 for f in fighters if f.seat == obs.seat and f.member >= 0 and not f.ko
                for card in obs.squads[obs.seat].party[f.member].attached if C.is_action(card))
        return ("enfield.hint.end_actions" if n else "enfield.hint.end_actions_none"), {"n": n}
    if isinstance(action, Attack):
        actor, target = fighters[action.actor], fighters[action.target]
        args = {"who": _member(obs, action.actor), "whom": _member(obs, action.target),
                "chance": knock_out_chance(actor, target), "hp": target.max_hp - target.damage}
        own = target.side == actor.side
        if own:
            return "enfield.hint.attack_own", args
        return ("enfield.hint.attack" if args["chance"] else "enfield.hint.attack_wears"), args
    if isinstance(action, Cast):
        return _cast(obs, action)
    if isinstance(action, PickFace) and 0 <= obs.battle.actor < len(fighters):
        modifier = fighters[obs.battle.actor].modifier
        faces = list(obs.battle.faces)
        if action.face in faces:
            faces.remove(action.face)
        other = faces[0] if faces else action.face
        return "enfield.hint.pick_face", {"face": action.face, "damage": DAMAGE[judge(action.face, modifier)],
                                          "other": DAMAGE[judge(other, modifier)]}
    if isinstance(action, SecondTarget):
        return "enfield.hint.second_target", {"whom": _member(obs, action.target),
                                              "magic": f"enfield.magic.{obs.battle.magic}"}
    return "enfield.hint.normal", {"action": action.label}


def _cast(obs, action: Cast) -> tuple[str, dict[str, Any]]:
    """E30, E31: what each magic does to its target."""
    target = obs.battle.fighters[action.target]
    args = {"who": _member(obs, action.actor), "whom": _member(obs, action.target),
            "magic": f"enfield.magic.{action.magic}"}
    hp = target.max_hp - target.damage
    if action.magic == "physical":
        ko = 50 > hp and target.nurse == 0
        return ("enfield.hint.cast_physical_ko" if ko else "enfield.hint.cast_physical"), {**args, "hp": hp}
    if action.magic == "holy":
        healed = min(50, target.damage)
        return ("enfield.hint.cast_holy" if healed else "enfield.hint.cast_holy_none"), {**args, "healed": healed}
    n = actions_left(target)
    key = f"enfield.hint.cast_{action.magic}" if n else "enfield.hint.cast_modifier_idle"
    return key, {**args, "n": n}


def _path(obs, action: Move) -> tuple[str, dict[str, Any]]:
    """E16-E19, E49, E50: the first other piece on the path offers a battle; else the destination's
    marker decides: Wait (own credit: the target card; another's: the trash) or Work."""
    for square in action.path:
        met = [s.seat for s in obs.squads if s.seat != obs.seat and s.piece == square]
        if met:
            return "enfield.hint.move_meet", {"n": len(action.path), "square": f"enfield.square.{square}",
                                              "player": met[0]}
    end = action.path[-1] if action.path else obs.squads[obs.seat].piece
    marker = next((m for m in obs.markers if m.square == end), None)
    args = {"n": len(action.path), "square": f"enfield.square.{end}"}
    if marker is None:
        return "enfield.hint.move_work", args
    return ("enfield.hint.move_wait_own" if marker.credited == obs.seat else "enfield.hint.move_wait_other"), args


def _weekday(obs, action: Action) -> tuple[str, dict[str, Any]]:
    """The stake, the roll and the choices after a battle or a job."""
    squad = obs.squads[obs.seat]
    if isinstance(action, Stake):  # E10
        card = _name(action.card)
        if C.is_action(action.card):
            return "enfield.hint.stake_action", {"what": card}
        n = sum(1 for c in squad.deck if C.is_action(c))
        return ("enfield.hint.stake_card" if n else "enfield.hint.stake_plain"), {"what": card, "n": n}
    if isinstance(action, Roll):  # E14: the roll is the only move of this step
        return "enfield.hint.roll", {}
    if isinstance(action, GiveMarker):  # E37(a), E57: the trust points it costs
        markers = {m.square: (m.owner, m.credited) for m in obs.markers}
        owner, _ = markers[action.square]
        markers[action.square] = (owner, obs.winner)
        lost = squad.points - all_points(markers, obs.players)[obs.seat]
        return "enfield.hint.give_marker", {"square": f"enfield.square.{action.square}", "n": lost}
    if isinstance(action, Incapacitate):  # E51
        member = squad.party[action.member]
        return "enfield.hint.incapacitate", {"whom": _name(member.card), "hp": member.max_hp,
                                             "n": len(member.attached)}
    if isinstance(action, Attach) and squad.target:  # E54
        member = squad.party[action.member]
        args = {"what": _name(squad.target), "whom": _name(member.card), "hp": member.max_hp,
                "n": len(member.attached)}
        if member.incapacitated:
            return "enfield.hint.attach_sideways", args
        code = squad.target[:3]
        key = {C.FIELD_NURSE: "attach_nurse", C.GUARD_DOG: "attach_dog",
               C.WANDERING_ALCHEMIST: "attach_alchemist"}.get(code, "attach")
        return f"enfield.hint.{key}", args
    return "enfield.hint.normal", {"action": action.label}
