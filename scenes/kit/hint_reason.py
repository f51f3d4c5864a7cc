"""The Hint's sentence: why the suggested move, worded at the table from the game's own
explanation (game.engine.explain), in the player's language."""

from __future__ import annotations

from typing import Any

from game.engine.explain import explain


def hint_sentence(table: Any, action: Any) -> str | None:
    """One sentence for `action` at `table`, from the viewer's observation only; None if the
    game gives no reason for it (the hint is then shown without one)."""
    if table.viewer is None:
        return None
    reason = explain(table.game, table.session.observe(table.viewer), action)
    if reason is None or not table.app.t.has(reason[0]):
        return None
    key, args = reason
    return table.t(key, **{name: table.format_arg(name, value) for name, value in args.items()})
