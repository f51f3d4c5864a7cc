"""A refused move said in the player's words (issue 13).

The rules core refuses with `IllegalAction(rule, message, case, args)`: `message` is
English for logs and tests; the table says it from scenes/locale/refusals.json, by the
first key that exists of

    refusal.<game>.<rule>.<case>   one of the rule's refusals
    refusal.<game>.<case>          a case shared by several rules (a move of another phase)
    refusal.<game>.<rule>          the rule itself
    refusal.engine.<rule>          the contract's own refusals (game over, not offered)

and only when none does, the core's English message. Arguments read as on the rest of
the table: seats (0-based in the core) by their shown name, catalog keys translated,
cards by the table's own card names.
"""

from __future__ import annotations

import re
from typing import Any

from game.engine.contract import IllegalAction

# arguments that hold a 0-based seat number
SEAT_ARGS = ("seat", "holder", "defender")

# A rule id of the specs (R12, M34, T17, A27, E27, AE4, K20): for the code and the tests, never
# for a player (the card codes are zero-padded: A01, D07)
RULE_ID = re.compile(r"(?<![A-Za-z0-9_.])(?:AE|[AEKMRT])[1-9][0-9]{0,2}[a-z]?(?![A-Za-z0-9_])")
_CITED = re.compile(r"\s*[(（](?:(?:AE|[AEKMRT])[1-9][0-9]{0,2}[a-z]?(?:\s*[,、–-]\s*)?)+[)）]")


def without_rule_ids(text: str) -> str:
    """`text` with its cited rule ids left out ("a card (A27) at ..." -> "a card at ...")."""
    return _CITED.sub("", text)


def refusal_keys(game_id: str, exc: IllegalAction) -> list[str]:
    """The catalog keys that may say `exc`, most particular first."""
    keys = [f"refusal.{game_id}.{exc.rule}.{exc.case}", f"refusal.{game_id}.{exc.case}"] if exc.case else []
    return [*keys, f"refusal.{game_id}.{exc.rule}", f"refusal.engine.{exc.rule}"]


def refusal_key(game_id: str, exc: IllegalAction, has) -> str | None:
    """The key that says `exc` (`has(key)` tells whether the catalog holds it), or None."""
    return next((key for key in refusal_keys(game_id, exc) if has(key)), None)


def refusal_args(table: Any, exc: IllegalAction) -> dict[str, Any]:
    """`exc.arguments` as a player reads them at `table` (a scenes.table.Table)."""
    args: dict[str, Any] = {}
    for name, value in exc.arguments.items():
        if name in SEAT_ARGS and isinstance(value, int) and not isinstance(value, bool):
            args[name] = table.seat_name(value)
        elif isinstance(value, str) and table.app.t.has(value):
            args[name] = table.t(value)
        else:
            args[name] = table.format_arg(name, value)
    return args


def refusal_reason(table: Any, exc: IllegalAction) -> str:
    """Why the move was refused, in the table's language."""
    key = refusal_key(table.game.id, exc, table.app.t.has)
    if key is None:
        return without_rule_ids(exc.message)  # the core's English, as a player reads it
    return table.t(key, **refusal_args(table, exc))
