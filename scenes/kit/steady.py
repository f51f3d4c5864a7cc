"""Controls that stay put: a hand or a row of buttons does not move between two clicks of
one decision, so the next click lands where the player aimed it. It settles (is laid afresh)
when the decision is over."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any


class Steady:
    """The places of a row of things (cards of a hand, buttons) while one decision goes on.

    `places(key, settled, spare)`: `key` names the decision under way (the table's
    `decision_key`); `settled` is where each thing present goes when the row is laid afresh.
    While the key stays the same, a thing placed before keeps its place (one that left leaves
    its place empty); a thing new to the row takes the first of `spare` places that is free,
    and when none is, the whole row settles. A new key settles the row."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.placed: dict[Hashable, Any] = {}

    def forget(self) -> None:
        """A new card or text size: the row is laid afresh at the next `places`."""
        self.key, self.placed = None, {}

    def places(self, key: Hashable, settled: dict[Hashable, Any], spare: Sequence[Any] = ()) -> dict[Hashable, Any]:
        if key != self.key or key is None:
            self.key, self.placed = key, dict(settled)
            return dict(settled)
        out: dict[Hashable, Any] = {}
        for item in settled:
            place = self.placed.get(item)
            if place is not None and place not in out.values():
                out[item] = place
        new = [item for item in settled if item not in out]
        free = [place for place in spare if place not in out.values()]
        if len(free) < len(new):
            self.placed = dict(settled)
            return dict(settled)
        out.update(zip(new, free))
        self.placed.update(out)
        return {item: out[item] for item in settled}
