"""What each Enfield hint sentence claims, checked against the observation, the rules (E16-E57)
and the state after the move, independently of game/enfield/explain.py:
{catalog key: claim(obs, action, args, after)}. A knock-out said sure (100 %) or impossible
(0 %) is looked up in the battle after the attack; a card "wasted" belongs to a bearer with no
action left; a marker's cost is the trust points the seat has after giving it."""

from __future__ import annotations

from game.enfield import actions as E
from game.enfield import cards as C
from game.enfield.observe import observe

DAMAGE = {"fumble": 0, "hit": 50, "critical": 100}  # E28


def face_result(face, modifier):  # E28, E31
    if 3 <= face <= 5:
        return "hit"
    return {"spirit": "critical", "alchemy": "fumble"}.get(modifier, "critical" if face == 6 else "fumble")


def left(f):
    return 0 if f.ko or f.silenced else f.actions


def hp(f):
    return f.max_hp - f.damage


def name(card):
    return f"enfield.card.{card[:3]}"


def fighter_after(after, seat, index):
    battle = observe(after, seat).battle
    return None if battle is None or index >= len(battle.fighters) else battle.fighters[index]


def ko_after(obs, after, index):
    """Is the fighter knocked out once the move is done (a battle ended at once counts its KO too)?"""
    f = fighter_after(after, obs.seat, index)
    return f.ko if f is not None else None


def _attack(kind):
    def claim(obs, a, args, after):
        fs = obs.battle.fighters
        actor, target = fs[a.actor], fs[a.target]
        ok = isinstance(a, E.Attack) and args["hp"] == hp(target) and (target.side == actor.side) == (kind == "own")
        if not ok or (kind == "wears") != (args["chance"] == 0):
            return kind == "own" and ok
        if actor.fortune and not actor.charm:  # the two dice wait for a pick (E44)
            return True
        ko = ko_after(obs, after, a.target)
        return ko is None or (args["chance"] != 100 or ko) and (args["chance"] != 0 or not ko)
    return claim


def _use(needs_action):
    def claim(obs, a, args, after):
        f = obs.battle.fighters[a.fighter]
        return isinstance(a, E.UseCard) and args["what"] == name(a.card) and (left(f) > 0) == needs_action \
            and (not needs_action or args["n"] == left(f))
    return claim


def _use_card(code):
    return lambda obs, a, args, after: isinstance(a, E.UseCard) and a.card[:3] == code and a.target is None


def _cast(magic, check):
    def claim(obs, a, args, after):
        target = obs.battle.fighters[a.target]
        return isinstance(a, E.Cast) and a.magic in magic and check(obs, a, args, after, target)
    return claim


def _physical(ko):
    def check(obs, a, args, after, target):
        now = fighter_after(after, obs.seat, a.target)  # E30: a sure 50 damage
        return args["hp"] == hp(target) and (now is None or now.ko == ko or now.damage == target.damage + 50 and not ko)
    return check


def _own_markers(obs):
    return {m.square: (m.owner, m.credited) for m in obs.markers}


def _deck_actions(obs):
    return sum(1 for c in obs.squads[obs.seat].deck if C.is_action(c))


def _first_meeting(obs, a):
    for square in a.path:
        met = [s.seat for s in obs.squads if s.seat != obs.seat and s.piece == square]
        if met:
            return square, met[0]
    return None


def _destination(obs, a, credited):
    if _first_meeting(obs, a) is not None:
        return False
    end = a.path[-1]
    marker = _own_markers(obs).get(end)
    if credited is None:
        return marker is None
    return marker is not None and (marker[1] == obs.seat) == credited


def _member(obs, a):
    return obs.squads[obs.seat].party[a.member]


def _attach(code):
    def claim(obs, a, args, after):
        m = _member(obs, a)
        target = obs.squads[obs.seat].target
        return isinstance(a, E.Attach) and not m.incapacitated and args["n"] == len(m.attached) \
            and args["hp"] == m.max_hp and (code is None and target[:3] not in (C.FIELD_NURSE, C.GUARD_DOG, C.WANDERING_ALCHEMIST)
                                            or code is not None and target[:3] == code) \
            and name(target) in [name(c) for c in after.squads[obs.seat].party[a.member].attached]
    return claim


CLAIMS = {
    # E45: a silenced fighter acts no more; its actions left are what it loses
    "enfield.hint.alley_cat": lambda obs, a, args, after: isinstance(a, E.UseCard) and a.target is not None
    and args["n"] == left(obs.battle.fighters[a.target]) > 0 and fighter_after(after, obs.seat, a.target).silenced,
    "enfield.hint.alley_cat_idle": lambda obs, a, args, after: isinstance(a, E.UseCard) and a.target is not None
    and left(obs.battle.fighters[a.target]) == 0,
    "enfield.hint.use_blade": _use_card(C.HIRED_BLADE),
    "enfield.hint.use_nurse": _use_card(C.FIELD_NURSE),
    "enfield.hint.use_dog": _use_card(C.GUARD_DOG),
    "enfield.hint.use_sergeant": lambda obs, a, args, after: _use_card(C.OLD_SERGEANT)(obs, a, args, after)
    and not obs.battle.fighters[a.fighter].silenced,  # E45: a silenced bearer never acts again
    "enfield.hint.use_fortune": lambda obs, a, args, after: _use_card(C.FORTUNE_TELLER)(obs, a, args, after)
    and _use(True)(obs, a, args, after),
    "enfield.hint.use_charm": lambda obs, a, args, after: _use_card(C.CHARM_SELLER)(obs, a, args, after)
    and _use(True)(obs, a, args, after),
    "enfield.hint.use_alchemist": lambda obs, a, args, after: _use_card(C.WANDERING_ALCHEMIST)(obs, a, args, after)
    and _use(True)(obs, a, args, after),
    "enfield.hint.use_idle": lambda obs, a, args, after: a.card[:3] in (C.FORTUNE_TELLER, C.CHARM_SELLER,
                                                                       C.WANDERING_ALCHEMIST) and _use(False)(obs, a, args, after)
    or a.card[:3] == C.OLD_SERGEANT and obs.battle.fighters[a.fighter].silenced,
    "enfield.hint.end_actions": lambda obs, a, args, after: isinstance(a, E.EndActions)
    and args["n"] == sum(1 for f in obs.battle.fighters if f.seat == obs.seat and f.member >= 0 and not f.ko
                         for c in obs.squads[obs.seat].party[f.member].attached if C.is_action(c)) > 0,
    "enfield.hint.end_actions_none": lambda obs, a, args, after: isinstance(a, E.EndActions)
    and not any(C.is_action(c) for f in obs.battle.fighters if f.seat == obs.seat and f.member >= 0 and not f.ko
                for c in obs.squads[obs.seat].party[f.member].attached),
    "enfield.hint.attack": _attack("ko"),
    "enfield.hint.attack_wears": _attack("wears"),
    "enfield.hint.attack_own": _attack("own"),
    "enfield.hint.cast_physical": _cast(("physical",), _physical(False)),
    "enfield.hint.cast_physical_ko": _cast(("physical",), _physical(True)),
    # E30: holy magic takes off up to 50 damage
    "enfield.hint.cast_holy": _cast(("holy",), lambda obs, a, args, after, t: args["healed"] == min(50, t.damage) > 0),
    "enfield.hint.cast_holy_none": _cast(("holy",), lambda obs, a, args, after, t: t.damage == 0),
    # E31: a die modifier changes only the target's own normal attacks
    "enfield.hint.cast_spirit": _cast(("spirit",), lambda obs, a, args, after, t: args["n"] == left(t) > 0),
    "enfield.hint.cast_alchemy": _cast(("alchemy",), lambda obs, a, args, after, t: args["n"] == left(t) > 0),
    "enfield.hint.cast_modifier_idle": _cast(("spirit", "alchemy"), lambda obs, a, args, after, t: left(t) == 0),
    "enfield.hint.move_meet": lambda obs, a, args, after: isinstance(a, E.Move) and args["n"] == len(a.path)
    and _first_meeting(obs, a) == (args["square"].rsplit(".", 1)[1], args["player"]),
    "enfield.hint.move_work": lambda obs, a, args, after: isinstance(a, E.Move) and _destination(obs, a, None),
    "enfield.hint.move_wait_own": lambda obs, a, args, after: isinstance(a, E.Move) and _destination(obs, a, True),
    "enfield.hint.move_wait_other": lambda obs, a, args, after: isinstance(a, E.Move) and _destination(obs, a, False),
    "enfield.hint.fight": lambda obs, a, args, after: isinstance(a, E.Fight) and args["player"] == a.defender
    and args["mine"] == sum(not m.incapacitated for m in obs.squads[obs.seat].party)
    and args["theirs"] == sum(not m.incapacitated for m in obs.squads[a.defender].party),
    "enfield.hint.pass": lambda obs, a, args, after: isinstance(a, E.Pass),
    "enfield.hint.stake_action": lambda obs, a, args, after: isinstance(a, E.Stake) and C.is_action(a.card),
    "enfield.hint.stake_plain": lambda obs, a, args, after: isinstance(a, E.Stake) and not C.is_action(a.card)
    and _deck_actions(obs) == 0,
    "enfield.hint.stake_card": lambda obs, a, args, after: isinstance(a, E.Stake) and not C.is_action(a.card)
    and args["n"] == _deck_actions(obs) > 0,
    "enfield.hint.roll": lambda obs, a, args, after: isinstance(a, E.Roll),
    "enfield.hint.pick_face": lambda obs, a, args, after: isinstance(a, E.PickFace)
    and args["damage"] == DAMAGE[face_result(a.face, obs.battle.fighters[obs.battle.actor].modifier)]
    and sorted([args["damage"], args["other"]]) == sorted(
        DAMAGE[face_result(f, obs.battle.fighters[obs.battle.actor].modifier)] for f in obs.battle.faces),
    "enfield.hint.second_target": lambda obs, a, args, after: isinstance(a, E.SecondTarget)
    and args["magic"] == f"enfield.magic.{obs.battle.magic}",
    "enfield.hint.give_marker": lambda obs, a, args, after: isinstance(a, E.GiveMarker)
    and args["n"] == obs.squads[obs.seat].points - observe(after, obs.seat).squads[obs.seat].points,
    "enfield.hint.incapacitate": lambda obs, a, args, after: isinstance(a, E.Incapacitate)
    and args["hp"] == _member(obs, a).max_hp and args["n"] == len(_member(obs, a).attached)
    and not _member(obs, a).incapacitated,
    "enfield.hint.attach_nurse": _attach(C.FIELD_NURSE),
    "enfield.hint.attach_dog": _attach(C.GUARD_DOG),
    "enfield.hint.attach_alchemist": _attach(C.WANDERING_ALCHEMIST),
    "enfield.hint.attach": _attach(None),
    "enfield.hint.attach_sideways": lambda obs, a, args, after: isinstance(a, E.Attach) and _member(obs, a).incapacitated,
    "enfield.hint.normal": lambda obs, a, args, after: False,  # every move has its own reason
    "enfield.hint.someone": lambda obs, a, args, after: False,  # a word, never a reason
}
