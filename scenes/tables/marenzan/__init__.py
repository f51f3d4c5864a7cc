"""The Adventurers of Marenzan table: three Demon Mountains with their six villages,
the two Bells of Doom (a black and a brown die that tick forward), every seat's
Party, Journey and Hall of Honour, and the seat's own Party as a hand of cards.

Gestures: drag a card from the hand onto a village (fight, recruit, petition,
challenge, the Dragon's ability), onto a mountain (return it, the Magician's peek),
onto a seat (the Mercenary's and the Knight's abilities), onto one's own Journey
(Join) or onto the reveal cloth (abilities with no target, support, refusal).
Click a card first to hold it up when an action reveals two or three. Click a
mountain to climb it (Adventure) or to choose it, a village to choose it. Every
other decision is a button that exists only while it is legal. Support and
refusal requests pop up for the seat that must answer.
"""

from __future__ import annotations

from .ending import MarenzanResults
from .scene import MarenzanTable

TABLE = MarenzanTable

__all__ = ["TABLE", "MarenzanResults", "MarenzanTable"]
