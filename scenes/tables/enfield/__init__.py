"""The table of Enfield (悠久幻想曲 ensemble): the town map with its streets, roads, trust
markers and pieces; the calendar of the year; every squad's party with attached cards, target
field and trash; the movement die; the battle overlay; the final scoring street by street.

Gestures: click a card of your deck to stake it; click the die (or Roll) to roll; click a lit
square (or drag your piece onto it) to walk there, and pick a route when several lead there;
Fight / Pass buttons at an encounter; in battle click a member, a command and a lit target;
click a lit member to give it the obtained card or to turn it sideways; click a lit marker to
give it up. A click or Space finishes what is moving.
"""

from __future__ import annotations

from .ending import EnfieldResults
from .scene import EnfieldTable

TABLE = EnfieldTable

__all__ = ["TABLE", "EnfieldResults", "EnfieldTable"]
