"""What each Requiem hint sentence claims, checked against the observation and the rules
(R14-R32), independently of game/requiem/explain.py: {catalog key: claim(obs, action, args)}."""

from __future__ import annotations

from game.requiem import actions as R
from game.requiem.cards import ENEMY, KING, SLAUGHTER_KING, VALUE


def _unseen(obs):
    seen = set(obs.enemy_retreat) | set(obs.enemy_dead) | {c.arrival for c in obs.columns if c.arrival}
    return [e for e in ENEMY if e not in seen]


def _open(obs):
    return [c for c in obs.columns if c.has_arrival and c.slot is None]


def _column(obs, number):
    return obs.columns[number - 1]


def _sortie_known(outcome):
    def claim(obs, action, args):
        column = _column(obs, action.column)
        total = VALUE[action.card] + VALUE[column.arrival]
        return (isinstance(action, R.Sortie) and args["card"] == action.card and args["enemy"] == column.arrival
                and args["total"] == total and outcome(total) and args.get("capital", obs.capital_size) == obs.capital_size)
    return claim


def _engaged(obs, card):
    return next(c for c in obs.columns if c.slot == card)


CLAIMS = {
    "requiem.hint.pact": lambda obs, a, args: isinstance(a, (R.Pact, R.DeclarePact)) and args["card"] == a.card
    and args["n"] == len(obs.damage),
    "requiem.hint.self_sacrifice": lambda obs, a, args: isinstance(a, (R.SelfSacrifice, R.DeclareSelfSacrifice))
    and args["n"] == len(_open(obs)),
    "requiem.hint.scout": lambda obs, a, args: isinstance(a, R.Scout) and args["column"] == a.column
    and _column(obs, a.column).arrival is None and _column(obs, a.column).has_arrival,
    "requiem.hint.retreat": lambda obs, a, args: isinstance(a, R.Retreat)
    and _engaged(obs, args["card"]).arrival == args["enemy"] and args["total"] == VALUE[args["card"]] + VALUE[args["enemy"]] <= 14,
    "requiem.hint.retreat_wins": lambda obs, a, args: isinstance(a, R.Retreat)
    and _engaged(obs, args["card"]).arrival == args["enemy"] and args["total"] == VALUE[args["card"]] + VALUE[args["enemy"]] >= 15,
    "requiem.hint.retreat_unseen": lambda obs, a, args: isinstance(a, R.Retreat)
    and _engaged(obs, args["card"]).arrival is None and args["n"] == len(_unseen(obs))
    and args["falls"] == sum(1 for e in _unseen(obs) if VALUE[args["card"]] + VALUE[e] <= 14),
    "requiem.hint.return_to_front": lambda obs, a, args: isinstance(a, R.ReturnToFront)
    and args["n"] == len(obs.lines[obs.seat].spent),
    "requiem.hint.rescue": lambda obs, a, args: isinstance(a, R.Rescue) and args["left"] == obs.capital_size - 1,
    # a Pass that keeps the select action for a later Sortie: only before phase 5 (R14, R21)
    "requiem.hint.pass_to_survive": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase < 5
    and not obs.lines[obs.seat].used_select and args["n"] == len(_open(obs)) and args["capital"] == obs.capital_size,
    "requiem.hint.pass_scout": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase == 2
    and not obs.lines[obs.seat].used_select,
    "requiem.hint.pass_retreat": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase == 3,
    "requiem.hint.pass_return": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase == 4
    and not obs.lines[obs.seat].used_select and args["n"] == len(obs.lines[obs.seat].spent),
    "requiem.hint.pass_sortie": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase == 5
    and args["n"] == len(_open(obs)) and args["capital"] == obs.capital_size,
    "requiem.hint.pass_rescue": lambda obs, a, args: isinstance(a, R.Pass) and obs.phase == 8
    and args["capital"] == obs.capital_size,
    "requiem.hint.pass_spent": lambda obs, a, args: isinstance(a, R.Pass) and obs.lines[obs.seat].used_select,
    "requiem.hint.king_at_slaughter_king": lambda obs, a, args: isinstance(a, R.Sortie) and a.card == KING
    and (_column(obs, a.column).arrival == SLAUGHTER_KING
         or (_column(obs, a.column).arrival is None and SLAUGHTER_KING in _unseen(obs))),
    "requiem.hint.king_blind": lambda obs, a, args: isinstance(a, R.Sortie) and a.card == KING
    and _column(obs, a.column).arrival is None and args["n"] == len(_unseen(obs)),
    "requiem.hint.sortie_wins": _sortie_known(lambda total: total >= 15),
    "requiem.hint.sortie_trade": _sortie_known(lambda total: total == 14),
    "requiem.hint.sortie_spares": _sortie_known(lambda total: total <= 13),
    "requiem.hint.sortie_blind_likely": lambda obs, a, args: isinstance(a, R.Sortie)
    and _column(obs, a.column).arrival is None
    and args["chance"] == round(100 * sum(1 for e in _unseen(obs) if VALUE[a.card] + VALUE[e] >= 15) / len(_unseen(obs))),
    "requiem.hint.sortie_spares_blind": lambda obs, a, args: isinstance(a, R.Sortie)
    and _column(obs, a.column).arrival is None and args["n"] == len(_open(obs)) and args["capital"] == obs.capital_size,
}
