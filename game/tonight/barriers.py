"""Which events of a Tonight step tell someone a hidden thing they did not know (undo barriers).

Most of Tonight's private events repeat to the actor what it has just chosen: its own card
laid face down as its position (T5, T17, T36), its old position card back in its hand, the
line saying where it now is. They are private so that nobody else sees the card, not because
anybody learned anything; a decision made only of them can be taken back (issue 25). Every
other reveal (a card shown to another seat, a card drawn, a public reveal) still stops Undo.
"""

from __future__ import annotations

from game.engine.contract import CardMoved, Event, Message

# lines said to the actor alone that only name the place it chose
TOLD_ITS_OWN_CHOICE = frozenset({"tonight.log.placed_at", "tonight.log.moved_to", "tonight.log.heroine_at"})


def teaches(event: Event, actor: int | None) -> bool:
    """Does `event`, in a step taken by `actor`, show someone something hidden that they did not know?"""
    if not event.is_reveal():
        return False
    if actor is None or getattr(event, "visible_to", None) != (actor,):
        return True  # shown to everyone, or to someone other than the actor
    if isinstance(event, CardMoved):  # the actor's own card, between its hand and its position
        own = (f"hand{actor}", f"position{actor}")
        return not (event.src in own and event.dst in own or event.src == f"hand{actor}" and event.dst == "heroine")
    if isinstance(event, Message):
        return event.key not in TOLD_ITS_OWN_CHOICE
    return True
