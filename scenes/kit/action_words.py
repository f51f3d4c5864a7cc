"""A decision in words, as the log and the hints say it."""

from __future__ import annotations

import dataclasses

from game.engine.contract import Action

from .i18n import placeholders, template


def action_words(table, action: Action) -> str:
    """A decision in words: its label, with what it names ("Choose a player (Carol)")."""
    key = getattr(action, "label", "")
    if not key or not table.app.t.has(key):
        return ""
    named = placeholders(template(key, table.app.settings.language))
    args, shown = {}, []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        values = value if isinstance(value, (tuple, list)) else (value,)
        words = [str(table.format_arg(field.name, v)) for v in values if v is not None and not isinstance(v, bool)]
        if field.name in named:  # the label names it itself ("Play {card}")
            args[field.name] = ", ".join(words)
        else:
            shown += words
    return table.t(key, **args) + (f" ({', '.join(shown)})" if shown else "")
