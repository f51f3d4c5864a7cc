"""Can the team still live through this turn? Judged from the public table only (section 5),
as a careful teammate counts before acting: every arrival left without an interceptor flips a
Capital card in phase 7 (R31), and the game is lost when that empties the Capital (R39).

Each player whose select action is unused and who has a Ready card can still send one card
out in phase 5 (R21), and any interception settles its enemy whatever the combat's result
(R25), so it spares the Capital one flip. A Self-Sacrifice sweeps every arrival left (R26); a
Pact gives the Damage Area back to the Capital before the flips (R28). The bots use this to
refuse a move after which no play of the team can keep the Capital alive this turn, when
another legal move still can.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.contract import Action

from .actions import (
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Rescue,
    Retreat,
    ReturnToFront,
    Scout,
    SelfSacrifice,
    Sortie,
)
from .cards import KING, MEDAL_PRINCE, PACT_PRINCES
from .observe import Observation

SCOUT, RETREAT, RETURN, SORTIE, RESCUE = 2, 3, 4, 5, 8
_SELECT = (Scout, ReturnToFront, Sortie, SelfSacrifice, DeclareSelfSacrifice, Pact, DeclarePact, Rescue)


@dataclass
class _Plan:
    """What is left of this turn after one action: who may still act, and where."""

    used: list[bool]
    ready: list[list[str]]
    slots: dict[int, str]  # column -> Engaged card
    arrivals: set[int]  # columns with an arrival
    capital: int
    damage: int  # cards in the Damage Area (a Pact gives them back, R28)


def _plan(obs: Observation, seat: int, action: Action | None) -> _Plan:
    plan = _Plan(
        used=[line.used_select for line in obs.lines],
        ready=[list(line.ready) for line in obs.lines],
        slots={c.number: c.slot for c in obs.columns if c.slot is not None},
        arrivals={c.number for c in obs.columns if c.has_arrival},
        capital=obs.capital_size,
        damage=len(obs.damage),
    )
    if obs.phase <= SCOUT:
        plan.slots = {n: card for n, card in plan.slots.items() if card != KING}  # R18 at the start of phase 3
    if isinstance(action, Scout):
        plan.used[seat] = True
        plan.ready[seat].remove(action.card)
    elif isinstance(action, ReturnToFront):
        plan.used[seat] = True
    elif isinstance(action, Retreat):
        plan.slots = {n: card for n, card in plan.slots.items() if card not in action.cards}
    elif isinstance(action, (Sortie, SelfSacrifice, Pact)):
        plan.used[seat] = True
        plan.ready[seat].remove(action.card)
        plan.slots[action.column] = action.card
    elif isinstance(action, (DeclareSelfSacrifice, DeclarePact, Rescue)):
        plan.used[seat] = True
        if isinstance(action, Rescue):
            plan.capital -= 1
    return plan


def survivable(obs: Observation, action: Action | None = None) -> bool:
    """Is there still a way for the team to come through this turn once the acting seat has
    played `action` (None: as things stand)?"""
    seat = obs.seat if obs.seat is not None else obs.to_act
    phase = obs.phase
    if phase > SORTIE:  # Damage is done; a Rescue of the last card empties the Capital (R32, R39)
        return not (phase == RESCUE and isinstance(action, Rescue) and obs.capital_size <= 1)
    plan = _plan(obs, seat, action)
    if phase == SORTIE and (obs.self_sacrifice or isinstance(action, (SelfSacrifice, DeclareSelfSacrifice))):
        return True  # the sweep settles every arrival left (R26)
    recover = plan.damage if (obs.pacts or isinstance(action, (Pact, DeclarePact))) else 0
    open_columns = len(plan.arrivals - set(plan.slots))
    if phase == SORTIE and not isinstance(action, _SELECT) and obs.passes + 1 >= len(obs.lines):
        return plan.capital + recover > open_columns  # a third pass in a row closes the Sortie phase (R13)
    actors = []  # seats that may still act in phase 5: (sends a card, may sweep, may recover)
    for s in range(len(plan.used)):
        if plan.used[s]:
            continue
        engaged = [card for card in plan.slots.values() if _owner(obs, card) == s]
        sweep = MEDAL_PRINCE in plan.ready[s] or MEDAL_PRINCE in engaged
        pact = bool(obs.mage_reserve) and any(p in plan.ready[s] or p in engaged for p in PACT_PRINCES)
        if plan.ready[s] or sweep or pact:
            actors.append((s, bool(plan.ready[s]), sweep, pact))
    if phase == SORTIE and not isinstance(action, _SELECT) and not any(a[0] != seat for a in actors):
        actors = []  # after a Pass this seat acts again only if someone else acts first (R13)
    if any(sweep for _, _, sweep, _ in actors):
        return True  # a Self-Sacrifice would settle every arrival left (R26)
    if any(pact for _, _, _, pact in actors):
        recover = max(recover, plan.damage)
    flips = max(0, open_columns - sum(sends for _, sends, _, _ in actors))
    return flips < plan.capital + recover


def _owner(obs: Observation, card: str) -> int | None:
    for column in obs.columns:
        if column.slot == card:
            return column.slot_owner
    for line in obs.lines:
        if card in line.ready or card in line.spent:
            return line.seat
    return None


def safe_actions(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """The legal actions after which the team can still live through this turn; all of them
    when none can (nothing a move does then matters for the turn)."""
    safe = [a for a in legal if survivable(obs, a)]
    return safe or list(legal)
