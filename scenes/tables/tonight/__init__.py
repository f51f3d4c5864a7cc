"""The table of I Want to Sleep Tonight (今夜は眠りたい): four men and a heroine on a ring of seven places.

The town is drawn as a round map: Home, Restaurant, Library, Bank, Police Station,
Station and Cemetery, each with its suit, joined by the ring road. Each seat's
face-down position card lies at its plate on the right; the heroine position card
lies in the middle of the town; the three will markers lie under the title; the
viewer's hand (own cards, heroine cards, cards gathered) along the bottom.

Gestures: drag your position card onto a place to Walk (gold) or take a Taxi
(blue, two places away; the Taxi button lets you take a taxi to a neighbour);
click a lit place (or drag a hand card onto it) to lay a position card or the
Heroine; click a lit hand card to hand it over; Gather, the Attack and the Check
are buttons that appear only when legal, the target picked by clicking a lit plate
or place. The viewer's deductions (where each man and the Heroine may be) are drawn
on the map and can be switched off. With the curtain up (viewer None) nothing
secret is drawn.
"""

from __future__ import annotations

from .ending import TonightResults
from .scene import TonightTable

TABLE = TonightTable

__all__ = ["TABLE", "TonightResults", "TonightTable"]
