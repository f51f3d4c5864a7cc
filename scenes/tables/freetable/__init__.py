"""The Free Table: any cards of the Seven deck, moved by hand, no rules enforced."""

from __future__ import annotations

from .scene import FreeTable

__all__ = ["FreeTable"]
