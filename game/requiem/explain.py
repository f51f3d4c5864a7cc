"""Why the Normal teammate plays a move, in one catalog sentence (the Hint says it).

`explain(observation, action) -> (catalog_key, args)` reads the same public table and the same
reckoning as bots.SimpleBot and safety.survivable: sums of combat (R25), the Slaughter King (R29),
the turn's flips against the Capital (R31, R39), the Pact's recovery (R28), the sweep (R26).
Arguments are card codes, column numbers and counts; the table words them.
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import (
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Pass,
    Rescue,
    Retreat,
    ReturnToFront,
    Scout,
    SelfSacrifice,
    Sortie,
)
from .bots import Table
from .cards import KING, VALUE
from .observe import Observation
from .safety import survivable


def explain(obs: Observation, action: Action) -> tuple[str, dict[str, Any]]:
    t = Table.read(obs)
    if isinstance(action, (Pact, DeclarePact)):
        return "requiem.hint.pact", {"card": action.card, "n": len(obs.damage)}
    if isinstance(action, (SelfSacrifice, DeclareSelfSacrifice)):
        return "requiem.hint.self_sacrifice", {"card": action.card, "n": len(t.open_columns())}
    if isinstance(action, Sortie):
        return _sortie(obs, t, action)
    if isinstance(action, Scout):
        return "requiem.hint.scout", {"card": action.card, "column": action.column}
    if isinstance(action, Retreat):
        return _retreat(obs, t, action)
    if isinstance(action, ReturnToFront):
        return "requiem.hint.return_to_front", {"n": len(obs.lines[t.seat].spent)}
    if isinstance(action, Rescue):
        return "requiem.hint.rescue", {"left": obs.capital_size - 1}
    if isinstance(action, Pass):
        return _pass(obs, t)
    raise ValueError(f"no reason for {action}")


def _pass(obs: Observation, t: Table) -> tuple[str, dict[str, Any]]:
    """What a Pass means in this phase, as plain facts (R14, R19, R20, R31, R32)."""
    for other in _select_moves(obs):
        if obs.phase == 4 and not survivable(obs, other):  # the Pass that keeps the team alive this turn
            return "requiem.hint.pass_to_survive", {"n": t.threat(), "capital": obs.capital_size}
    if obs.phase == 3:
        return "requiem.hint.pass_retreat", {}
    if obs.lines[t.seat].used_select:
        return "requiem.hint.pass_spent", {}
    if obs.phase == 2:
        return "requiem.hint.pass_scout", {}
    if obs.phase == 4:
        return "requiem.hint.pass_return", {"n": len(obs.lines[t.seat].spent)}
    if obs.phase == 5:
        return "requiem.hint.pass_sortie", {"n": t.threat(), "capital": obs.capital_size}
    return "requiem.hint.pass_rescue", {"capital": obs.capital_size}


def _retreat(obs: Observation, t: Table, action: Retreat) -> tuple[str, dict[str, Any]]:
    """The first card brought back and the combat it leaves (R19, R25): a sum if its arrival is
    face up, else how many of the enemies unseen would kill it."""
    card = action.cards[0]
    column = next(c for c in obs.columns if c.slot == card)
    if column.arrival is not None:
        a, b = VALUE[card], VALUE[column.arrival]
        key = "requiem.hint.retreat_wins" if a + b >= 15 else "requiem.hint.retreat"
        return key, {"card": card, "enemy": column.arrival, "column": column.number,
                                        "a": a, "b": b, "total": a + b}
    falls = sum(1 for e in t.unknown if VALUE[card] + VALUE[e] <= 14)
    return "requiem.hint.retreat_unseen", {"card": card, "column": column.number, "falls": falls,
                                           "n": len(t.unknown)}


def _select_moves(obs: Observation) -> list[Action]:
    """The select action this phase offers, as a teammate would weigh it against a Pass."""
    return [ReturnToFront()] if obs.phase == 4 else [Rescue()] if obs.phase == 8 else []


def _sortie(obs: Observation, t: Table, action: Sortie) -> tuple[str, dict[str, Any]]:
    column = obs.columns[action.column - 1]
    card, enemy = action.card, column.arrival
    if card == KING and (enemy is None or t.sk_column() == action.column):
        key = "requiem.hint.king_at_slaughter_king" if enemy is not None else "requiem.hint.king_blind"
        return key, {"column": action.column, "n": len(t.unknown)}
    if enemy is not None:
        total = VALUE[card] + VALUE[enemy]
        key = ("requiem.hint.sortie_wins" if total >= 15 else "requiem.hint.sortie_trade" if total == 14
               else "requiem.hint.sortie_spares")
        return key, {"card": card, "enemy": enemy, "a": VALUE[card], "b": VALUE[enemy], "total": total,
                     "capital": obs.capital_size}
    chance = round(100 * t.win_chance(card))
    if chance >= 75:
        return "requiem.hint.sortie_blind_likely", {"card": card, "column": action.column, "chance": chance}
    return "requiem.hint.sortie_spares_blind", {"card": card, "column": action.column, "capital": obs.capital_size,
                                                "n": t.threat()}
