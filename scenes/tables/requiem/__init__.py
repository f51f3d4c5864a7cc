"""The table of Can You Hear the Requiem? (鎮魂歌が聞こえるか): three princes hold the capital.

Everything is public, so every seat sees the same table (no curtain). The play space
is laid out as the rules draw it: the three Enemy Decks with their arrival columns
and the interception slots in front of them in the middle; the Capital Deck, the
Mage Reserve and the Damage Area on the left; the Enemy Retreat Area and both Dead
Areas on the right; the three Lines (one per prince, the prince's suit on its plate)
along the bottom, spent cards turned sideways.

Gestures: drag a Ready card onto a face-down arrival to scout with it, onto an empty
slot to sortie (or click the card, then the target); drag an Engaged card back to its
Line to retreat; buttons for Return to Front, Rescue, the declarations and Pass appear
only when legal. Every event of the core is played back in order: arrivals dealt face
down, reveals flipping, a combat total over each slot, cards sliding to the Dead and
Retreat Areas, Capital cards flipping into the Damage Area, the decks reshuffled.
"""

from __future__ import annotations

from .ending import RequiemResults
from .scene import RequiemTable

TABLE = RequiemTable

__all__ = ["TABLE", "RequiemResults", "RequiemTable"]
