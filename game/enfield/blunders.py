"""The blunders a watching player calls out in Enfield (counted by `game.simulate --blunders`),
each judged from the acting seat's observation and the legal actions:

- action_card_on_a_member_who_cannot_act: Fortune Teller, Wandering Alchemist, Charm Seller or
  Old Sergeant peeled off a member who cannot act this battle (held by an Alley Cat, E45, or
  knocked out): each helps only the bearer's own attacks or actions (E44, E46–E48), so the
  card is spent for nothing.
- alley_cat_on_a_member_who_cannot_act: the Alley Cat set on an opponent already held or knocked
  out (E45).
- action_card_that_adds_nothing: a second Fortune Teller on a bearer who already rolls two dice
  (E44: further ones add nothing), or a Wandering Alchemist on a bearer left with no card to pay
  for magic (E46 needs a magic attack, E26 and AE17 a card attached to the actor, and no card is
  attached in the middle of a battle, E54).
- harms_own_side: a blow or a hex on one's own side, or a blessing on the other, while another
  legal choice does neither: a normal attack or physical magic on a member of one's own side (E27
  allows it; the damage counts towards one's own knock-outs, E33, E36), alchemy magic on a member
  of one's own side or spirit magic on an opponent who will still make a normal attack (E31).
- magic_with_no_effect: a card paid (E29) for magic that changes nothing: holy magic on a member
  with no damage (E30, AE14), spirit or alchemy on a member who makes no normal attack after it
  (held by an Alley Cat, E45, no action left, E24, or every one left covered by Charm Seller, E47)
  or who already has that modifier (E32). With a Wandering Alchemist's second effect to come
  (E46) it is a blunder only when no target of that magic could be changed at all.
- charm_seller_left_unused: magic cast by a member whose Charm Seller still covers a normal attack
  when no action would be left for it (E47: the first normal attack is a critical, no roll; E24:
  most members act once), while a normal attack on an opponent is open: the Charm Seller and the
  card paid for the magic (E29) are both spent, where the attack deals a sure 100.
- fortune_face_that_deals_less: of the Fortune Teller's two dice, the face that deals an opponent
  less damage (E44, E28).
- card_given_to_a_member_out_for_the_year: the obtained card attached to an incapacitated member
  after the last holiday (E7, E9: nothing turns it upright again; E53: its cards cannot be used)
  while an upright member could take it (E54).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from .actions import Attach, Attack, Cast, PickFace, SecondTarget, UseCard
from .rules import judge

BEARER_ONLY = ("A04", "A06", "A07", "A08")  # Fortune Teller, Wandering Alchemist, Charm Seller, Old Sergeant
ALLEY_CAT = "A05"
FORTUNE_TELLER = "A04"
WANDERING_ALCHEMIST = "A06"
DAMAGE = {"fumble": 0, "hit": 50, "critical": 100}  # E28


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


def action_card_that_adds_nothing(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, UseCard):
        return False
    bearer = _fighter(obs, action.fighter)
    if bearer is None:
        return False
    card = action.card[:3]
    if card == FORTUNE_TELLER:
        return bearer.fortune
    if card == WANDERING_ALCHEMIST and bearer.member >= 0:
        attached = obs.squads[bearer.seat].party[bearer.member].attached
        return len(attached) <= 1  # only the Alchemist itself: nothing left to pay for magic
    return False


# -- the exchange -------------------------------------------------------------------------

def _actor(obs):
    """The fighter acting now: the action's actor in the exchange, the pending one otherwise."""
    battle = obs.battle
    return battle.fighters[battle.actor] if 0 <= battle.actor < len(battle.fighters) else None


def _attacks_again(obs, target, actor) -> bool:
    """Will `target` still make a normal attack whose die a modifier changes (E31, E32)?"""
    if target.ko or target.silenced:
        return False
    left = target.actions
    if obs.battle.step == "exchange" and actor is not None and target.index == actor.index:
        left -= 1  # the action being chosen now
    return left > target.charm  # an attack covered by Charm Seller ignores modifiers (E47)


def _blow(obs, action: Action):
    """(actor, target, kind) of a blow, a magic or a second effect; None for anything else."""
    battle = getattr(obs, "battle", None)
    if battle is None:
        return None
    if isinstance(action, Attack):
        return _fighter(obs, action.actor), _fighter(obs, action.target), "normal"
    if isinstance(action, Cast):
        return _fighter(obs, action.actor), _fighter(obs, action.target), action.magic
    if isinstance(action, SecondTarget) and battle.step == "second":
        return _actor(obs), _fighter(obs, action.target), battle.magic
    return None


def _harmful(obs, action: Action) -> bool:
    blow = _blow(obs, action)
    if blow is None:
        return False
    actor, target, kind = blow
    if actor is None or target is None:
        return False
    own = target.side == actor.side
    if kind in ("normal", "physical"):
        return own
    if kind == "alchemy":
        return own and _attacks_again(obs, target, actor)
    if kind == "spirit":
        return not own and _attacks_again(obs, target, actor)
    return False


def harms_own_side(obs, legal: Sequence[Action], action: Action) -> bool:
    if not _harmful(obs, action):
        return False
    return any(other != action and not _harmful(obs, other) for other in legal)


def _changes(obs, actor, target, magic: str) -> bool:
    """Does this magic change anything on `target`?"""
    if magic == "holy":
        return target.damage > 0
    if magic in ("spirit", "alchemy"):
        return target.modifier != magic and _attacks_again(obs, target, actor)
    return True  # physical magic always deals 50 (E30)


def magic_with_no_effect(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, Cast):
        return False
    actor, target = _fighter(obs, action.actor), _fighter(obs, action.target)
    if actor is None or target is None or _changes(obs, actor, target, action.magic):
        return False
    if actor.alchemist > 0:  # a second effect follows (E46): wasted only if nothing can be changed
        return not any(_changes(obs, actor, other, action.magic)
                       for other in (_fighter(obs, a.target) for a in legal
                                     if isinstance(a, Cast) and a.actor == action.actor and a.magic == action.magic)
                       if other is not None)
    return True


def charm_seller_left_unused(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, Cast) or obs.battle.step != "exchange":
        return False
    actor = _fighter(obs, action.actor)
    if actor is None or actor.charm <= 0 or actor.actions - 1 >= actor.charm:
        return False  # no charm, or an action left after this one for every charmed attack
    return any(isinstance(a, Attack) and a.actor == action.actor
               and (target := _fighter(obs, a.target)) is not None and target.side != actor.side for a in legal)


def fortune_face_that_deals_less(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, PickFace) or getattr(obs, "battle", None) is None or obs.battle.step != "fortune":
        return False
    actor, target = _actor(obs), _fighter(obs, obs.battle.target)
    if actor is None or target is None or target.side == actor.side:
        return False
    mine = DAMAGE[judge(action.face, actor.modifier)]
    return any(isinstance(a, PickFace) and DAMAGE[judge(a.face, actor.modifier)] > mine for a in legal)


# -- results ------------------------------------------------------------------------------

def card_given_to_a_member_out_for_the_year(obs, legal: Sequence[Action], action: Action) -> bool:
    if not isinstance(action, Attach) or obs.seat is None:
        return False
    if any(h >= obs.round for h in obs.holidays):
        return False  # a holiday is still to come (E9)
    party = obs.squads[obs.seat].party
    if not party[action.member].incapacitated:
        return False
    return any(isinstance(a, Attach) and not party[a.member].incapacitated for a in legal)


CHECKS = {
    "action_card_on_a_member_who_cannot_act": action_card_on_a_member_who_cannot_act,
    "alley_cat_on_a_member_who_cannot_act": alley_cat_on_a_member_who_cannot_act,
    "action_card_that_adds_nothing": action_card_that_adds_nothing,
    "harms_own_side": harms_own_side,
    "magic_with_no_effect": magic_with_no_effect,
    "charm_seller_left_unused": charm_seller_left_unused,
    "fortune_face_that_deals_less": fortune_face_that_deals_less,
    "card_given_to_a_member_out_for_the_year": card_given_to_a_member_out_for_the_year,
}


def prudent(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions less these blunders (all of them if nothing else is left)."""
    if obs.battle is None and obs.phase != "attach":  # the checks judge battles and Results only
        return list(legal)
    kept = [a for a in legal if not any(check(obs, legal, a) for check in CHECKS.values())]
    return kept or list(legal)
