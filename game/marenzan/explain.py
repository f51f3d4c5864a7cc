"""Why the Normal player makes a move in Marenzan, in one catalog sentence naming the whole move
(every card and the target), for the Hint.

`explain(observation, action) -> (catalog_key, args)` follows bots.SimpleBot: a Fight with the
pair that beats the Demon and costs least to lose (M34: one more than its value, its product, or
the Holy Sword with an Adventurer), a Call for Help only with someone to help (M36, M83), a Rout
when no pair wins. Card names go as their catalog keys (marenzan.card.<rank>).
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from . import actions as A
from .cards import HOLY_SWORD, Card


def _name(code: str | None) -> str:
    return f"marenzan.card.{Card.from_code(code).rank}" if code else "marenzan.card.8"


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, A.Fight):
        demon = obs.villages[action.village].card
        x, y = sorted((Card.from_code(c) for c in action.cards), key=lambda c: c.rank)
        target = Card.from_code(demon).rank if demon else 0
        args = {"first": _name(action.cards[0]), "second": _name(action.cards[1]), "demon": _name(demon),
                "a": x.rank, "b": y.rank, "target": target}
        if x.rank + y.rank == target + 1:
            return "marenzan.hint.fight_sword", {**args, "sum": x.rank + y.rank}
        if x.rank * y.rank == target:
            return "marenzan.hint.fight_magic", args
        if x.rank == HOLY_SWORD:
            return "marenzan.hint.fight_holy_sword", args
        return "marenzan.hint.fight_sword", {**args, "sum": x.rank + y.rank}
    if isinstance(action, A.CallForHelp):
        demon = obs.villages[action.village].card
        return "marenzan.hint.call_for_help", {"first": _name(action.card), "demon": _name(demon)}
    if isinstance(action, A.Rout):
        return "marenzan.hint.rout", {"demon": _name(obs.villages[action.village].card)}
    if isinstance(action, A.Adventure):
        return "marenzan.hint.adventure", {"mountain": action.mountain + 1}
    if isinstance(action, A.ReturnCard):
        return "marenzan.hint.return_card", {"first": _name(action.card), "mountain": action.mountain + 1}
    if isinstance(action, A.Join):
        return "marenzan.hint.join", {"n": len(action.cards)}
    return "marenzan.hint.normal", {"action": action.label}
