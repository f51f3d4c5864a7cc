"""Whisper of the Gods (神のささやき): the table.

Up to six seats sit round the felt, the viewer at the bottom and the others clockwise
from the left. Each seat shows its plate (name, points, hand size, spell lock), its
face-down shields by label, its hand as backs and its field: the 2×3 God Link grid
(top row Proton–Atom–Electron, bottom row Quark–Neutron–Lepton, K44), where linked
gods are joined by a band across each linked gap and share a coloured, numbered badge
(hovering one lights its partners). The shared pile, the spell being cast and the
graveyard are in the middle; a click on the graveyard lists every card in it. A big hand
lies in rows so that every card's cost and name stay in sight.

Play by mouse. Drag a god from your hand to your field (its cell and the gods it can
link with light up), drag a spell to the middle to cast it. Every other decision is a
click on something that glows — a seat, a card on a field, a shield, a card in the
chooser strip — or a button that appears only when it is legal. The penalty asks for
two shields (the first you keep, the second goes to the player the arrow points at).

Sprites: one CardSprite per physical card (100 of them, always), kept in per-zone
lists. The core's CardMoved events move sprites between zones (so a card flies from
where it was to where it went), then the lists are reconciled with the observation,
which is the truth; everything then glides to its slot.
"""

from __future__ import annotations

from .ending import KamiResults
from .scene import KamiTable

TABLE = KamiTable

__all__ = ["TABLE", "KamiResults", "KamiTable"]
