"""Figures the measuring commands print (python -m game.turn_time, python -m bench.*)."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], share: float) -> float:
    """The value `share` (0..1) of the way up `values` (sorted here): the 90th percentile is
    percentile(times, 0.9); the highest value when the sample is too small to tell."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]
