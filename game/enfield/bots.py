"""SimpleBot: reads only its observation. It walks to squares where a job earns a marker
(favouring streets it can still monopolise), fights when its party looks stronger and the
opponent has trust to lose, uses its action cards, spends magic where it knocks someone out,
and gives up the marker that costs it least."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action
from game.engine.rng import Rng

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
from .blunders import prudent
from .board import START, STREETS, street_of
from .observe import FighterView, Observation, SquadView
from .rules import DAMAGE, judge
from .scoring import trust_points

# how much a card is worth keeping: action cards first, then plain cards (magic fuel)
_CARD_VALUE = {"A08": 3.0, "A03": 2.8, "A02": 2.7, "A07": 2.5, "A05": 2.4, "A01": 2.0, "A06": 1.8, "A04": 1.6}
_PLAIN_VALUE = 1.0


def card_value(card: str) -> float:
    return _CARD_VALUE.get(card, _PLAIN_VALUE)


def _marker_map(obs: Observation) -> dict[str, list[int]]:
    return {m.square: [m.owner, m.credited] for m in obs.markers}


def _blows_to_ko(hp_left: int) -> int:
    """50-point blows that knock out a member with `hp_left` before it would pass max HP."""
    return hp_left // 50 + 1


def expected_kos(attackers: SquadView, defenders: SquadView) -> int:
    """A rough count of the defenders' members the attackers' party can knock out in one battle:
    each upright member deals about one 50-point blow, each attached card can add a sure one."""
    fighters = [m for m in attackers.party if not m.incapacitated]
    blows = len(fighters) * 0.9
    blows += sum(1 for m in fighters for card in m.attached if card == C.OLD_SERGEANT)
    blows += 0.6 * sum(1 for m in fighters for card in m.attached if card == C.HIRED_BLADE)
    blows += 0.25 * sum(len(m.attached) for m in fighters)  # magic, charms, fortune
    targets = sorted(_blows_to_ko(m.max_hp) + sum(1 for c in m.attached if c in (C.FIELD_NURSE,))
                     for m in defenders.party if not m.incapacitated)
    guards = sum(1 for m in defenders.party if not m.incapacitated for c in m.attached if c == C.GUARD_DOG)
    blows -= guards * 0.8
    kos = 0
    for need in targets:
        if blows + 1e-9 >= need:
            blows -= need
            kos += 1
    return kos


def battle_edge(me: SquadView, other: SquadView) -> float:
    """Expected knock-outs we inflict minus those we suffer, if we attack."""
    mine = [m for m in me.party if not m.incapacitated]
    theirs = [m for m in other.party if not m.incapacitated]
    if not mine:
        return -1.0 if theirs else 0.0
    if not theirs:
        return 1.0
    return expected_kos(me, other) - expected_kos(other, me)


class SimpleBot:
    name = "simple"

    def choose(self, obs: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        legal = prudent(obs, legal)  # never a move a watching player calls a blunder (blunders.py)
        first = legal[0]
        if len(legal) == 1:
            return first
        if isinstance(first, Stake):
            return self._stake(obs, legal)
        if isinstance(first, Roll):
            return first
        if isinstance(first, Move):
            return max(legal, key=lambda a: self._path_value(obs, a.path))
        if isinstance(first, (Fight, Pass)):
            return self._encounter(obs, legal)
        if isinstance(first, (UseCard, EndActions)):
            return self._action_card(obs, legal)
        if isinstance(first, (Attack, Cast)):
            return max(legal, key=lambda a: self._battle_value(obs, a))
        if isinstance(first, PickFace):
            modifier = obs.battle.fighters[obs.battle.actor].modifier
            return max(legal, key=lambda a: DAMAGE[judge(a.face, modifier)])
        if isinstance(first, SecondTarget):
            b = obs.battle
            return max(legal, key=lambda a: self._magic_value(obs, b.fighters[b.actor], b.magic, a.target))
        if isinstance(first, GiveMarker):
            return self._give_marker(obs, legal)
        if isinstance(first, Incapacitate):  # the least useful member in battle
            party = obs.squads[obs.seat].party
            return min(legal, key=lambda a: (party[a.member].max_hp + 40 * len(party[a.member].attached), a.member))
        if isinstance(first, Attach):
            return self._attach(obs, legal)
        return first

    # -- the weekday ----------------------------------------------------------
    def _stake(self, obs: Observation, legal: Sequence[Stake]) -> Action:
        """Stake the card we most want in play now: an obtained card is usable for the rest of the year."""
        return max(legal, key=lambda a: (card_value(a.card), a.card))

    def _square_value(self, obs: Observation, square: str) -> float:
        """What ending a move on `square` without a battle is worth to us (E18, E49–E52)."""
        me = obs.seat
        markers = _marker_map(obs)
        card = 1.0
        if square in markers:
            return card if markers[square][1] == me else -0.6
        if square == START or obs.squads[me].supply == 0:
            return 5 / 6 * card - 0.3
        street = STREETS[street_of(square)]
        mine = sum(1 for sq in street if sq in markers and markers[sq][1] == me)
        blocked = any(sq in markers and markers[sq][1] != me for sq in street)
        gain = 1.0 if blocked else 1.0 + 0.8 * mine + (1.5 if mine == len(street) - 1 else 0.0)
        return 5 / 6 * (card + gain) - 1 / 6 * 0.8

    def _fight_value(self, obs: Observation, square: str, other: int) -> float:
        me = obs.squads[obs.seat]
        them = obs.squads[other]
        edge = battle_edge(me, them)
        if edge < 0.8:
            return -5.0
        markers = _marker_map(obs)
        has_credit = any(m[1] == other for m in markers.values())
        takeable = has_credit or (them.supply > 0 and square not in markers and square != START)
        return (2.5 if takeable else 0.0) + 1.0 + 0.3 * edge

    def _path_value(self, obs: Observation, path: tuple[str, ...]) -> float:
        best = self._square_value(obs, path[-1])
        for square in path:
            for squad in obs.squads:
                if squad.seat != obs.seat and squad.piece == square:
                    best = max(best, self._fight_value(obs, square, squad.seat))
        return best

    def _encounter(self, obs: Observation, legal: Sequence[Action]) -> Action:
        rest = obs.path[obs.path.index(obs.encounter):]
        stay = self._path_value(obs, rest[1:]) if len(rest) > 1 else self._square_value(obs, rest[0])
        best: Action = next(a for a in legal if isinstance(a, Pass))
        best_value = stay
        for action in legal:
            if isinstance(action, Fight):
                value = self._fight_value(obs, action.square, action.defender)
                if value > best_value:
                    best, best_value = action, value
        return best

    # -- battle -----------------------------------------------------------------
    def _action_card(self, obs: Observation, legal: Sequence[Action]) -> Action:
        b = obs.battle
        party = obs.squads[obs.seat].party
        uses = []
        for action in legal:
            if not isinstance(action, UseCard):
                continue
            bearer = b.fighters[action.fighter]
            attached = party[bearer.member].attached
            if action.card == C.GUARD_DOG and bearer.max_hp < 140:
                continue
            if action.card == C.WANDERING_ALCHEMIST and len(attached) < 2:
                continue
            if action.card == C.HIRED_BLADE and sum(1 for f in b.fighters if f.side == bearer.side) >= 3:
                continue  # a 90-HP body is an easy knock-out; take it only when short of members
            score = card_value(action.card)
            if action.target is not None:  # Alley Cat: the opponent who could do most
                target = b.fighters[action.target]
                if target.silenced:
                    continue
                score += 0.01 * (target.actions * 100 + target.max_hp)
            uses.append((score, action))
        if uses:
            return max(uses, key=lambda pair: pair[0])[1]
        return EndActions()

    def _ko_chance(self, obs: Observation, actor: FighterView, target: FighterView) -> tuple[float, float]:
        """(chance of a knock-out, expected damage) of a normal attack."""
        if actor.charm > 0:
            outcomes = [100] * 6
        else:
            faces = [judge(face, actor.modifier) for face in range(1, 7)]
            outcomes = [DAMAGE[f] for f in faces]
            if actor.fortune:  # best of two dice
                pairs = [max(a, b) for a in outcomes for b in outcomes]
                outcomes = pairs
        left = target.max_hp - target.damage
        ko = sum(1 for d in outcomes if d > left) / len(outcomes)
        if target.nurse > 0:
            ko = 0.0
        return ko, sum(outcomes) / len(outcomes)

    def _battle_value(self, obs: Observation, action: Action) -> float:
        b = obs.battle
        actor = b.fighters[action.actor]
        if isinstance(action, Attack):
            target = b.fighters[action.target]
            ko, dmg = self._ko_chance(obs, actor, target)
            sign = 1 if target.side != actor.side else -1
            return sign * (10 * ko + dmg / 50 + (target.damage / max(target.max_hp, 1)))
        value = self._magic_value(obs, actor, action.magic, action.target)
        return value - 0.6 * card_value(action.card)

    def _magic_value(self, obs: Observation, actor: FighterView, magic: str, target_index: int) -> float:
        b = obs.battle
        target = b.fighters[target_index]
        foe = target.side != actor.side
        if magic == "physical":
            left = target.max_hp - target.damage
            ko = 1.0 if (50 > left and target.nurse == 0) else 0.0
            return (10 * ko + 1.2 + target.damage / max(target.max_hp, 1)) * (1 if foe else -1)
        if magic == "holy":
            if foe or target.damage == 0:
                return -1.0
            left = target.max_hp - target.damage
            return min(50, target.damage) / 50 * (3.0 if left < 100 else 1.0)
        acts_later = target.actions - (1 if target.index == actor.index else 0)
        if acts_later <= 0 or target.silenced or target.charm > 0:
            return -1.0
        if magic == "spirit":
            return 2.2 if not foe and target.modifier != "spirit" else -1.0
        return 1.8 if foe and target.modifier != "alchemy" else -1.0  # alchemy

    # -- after a battle and at results ----------------------------------------
    def _give_marker(self, obs: Observation, legal: Sequence[GiveMarker]) -> Action:
        markers = _marker_map(obs)
        winner = obs.winner

        def cost(action: GiveMarker) -> tuple[float, str]:
            after = {sq: list(m) for sq, m in markers.items()}
            after[action.square][1] = winner
            lost = trust_points(markers, obs.seat) - trust_points(after, obs.seat)
            gained = trust_points(after, winner) - trust_points(markers, winner)
            return lost + 0.5 * gained, action.square

        return min(legal, key=cost)

    def _attach(self, obs: Observation, legal: Sequence[Attach]) -> Action:
        squad = obs.squads[obs.seat]
        card = squad.target

        def score(action: Attach) -> float:
            member = squad.party[action.member]
            value = (0 if member.incapacitated else 6) - 1.2 * len(member.attached)
            if card == C.FIELD_NURSE:
                value -= member.max_hp / 50  # protect the easy knock-out
            elif card == C.GUARD_DOG:
                value += member.max_hp / 50
            elif card == C.WANDERING_ALCHEMIST:
                value += 2.4 * len(member.attached)  # it needs fuel beside it
            else:
                value += member.max_hp / 100
                value += 1.5 * sum(1 for c in member.attached if c == C.WANDERING_ALCHEMIST)
            return value

        return max(legal, key=lambda a: (score(a), -a.member))
