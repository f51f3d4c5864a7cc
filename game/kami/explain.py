"""Why the Normal player makes a move in Whisper of the Gods, in one catalog sentence for the
Hint, from the same reckoning as bots.SimpleBot: a god every turn (the god duty, K15, or a pass
and its penalty, K20-K22), the spell that best helps the god count or hurts the leader."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import CastSpell, EndMain, PlayGod


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, PlayGod):
        return "kami.hint.play_god", {"card": action.card}
    if isinstance(action, CastSpell):
        return "kami.hint.cast_spell", {"card": action.card}
    if isinstance(action, EndMain):
        key = "kami.hint.end_main" if getattr(obs, "god_entered", True) else "kami.hint.end_main_no_god"
        return key, {}
    return "kami.hint.normal", {"action": action.label}
