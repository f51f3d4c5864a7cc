"""Undo at the table: what it may take back (and why not, in words), and taking it back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.contract import CardMoved, DieRolled, Event, Message, Revealed, Shuffled
from game.engine.session import Session, Step

from .table_log import zone_parts

# Zone kinds that belong to the seat in their name ("hand.2", "party0", "shields.1"); other
# numbered zones are columns, villages or mountains, nobody's (Requiem's "arrival1").
OWNED_KINDS = frozenset({"hand", "party", "position", "shields", "deck", "field", "line", "target", "trash"})


class Undo:
    """A part of the table: Undo for the viewer.

    Built with the session, the viewer (a getter), whether an AI is thinking or about to
    act (a getter), the viewer's log lines of a step (for saying what was taken back),
    and what to do when Undo is refused (with its reason in words) or has taken a
    decision back (with the words of what it took back): the table rebuilds then."""

    def __init__(self, session: Session, viewer: Callable[[], int | None], ai_busy: Callable[[], bool],
                 lines: Callable[[Step, int | None], list[str]], refused: Callable[[str], None],
                 undone: Callable[[str], None], *, t: Callable[..., str] = lambda key, **_: key,
                 seat_name: Callable[[int | None], str] = str):
        self.session = session
        self.viewer = viewer
        self.ai_busy = ai_busy
        self.lines = lines
        self.refused = refused
        self.undone = undone
        self.t = t
        self.seat_name = seat_name
        self.allowed = True  # False where nothing is ever taken back (a replay watches)

    def can(self) -> bool:
        return self.allowed and self.refusal() is None

    def refusal(self) -> str | None:
        """Why Undo can take nothing back now, as a catalog key (None: it can). It walks
        back as `Session.undo_target` does: past AI moves, stopped by a die, a reveal or
        another human's decision."""
        viewer = self.viewer()
        if viewer is None:
            return "app.table.undo.watching"
        if self.ai_busy():
            return "app.table.undo.ai"
        record = self.session.record
        for index in range(len(record.actions) - 1, -1, -1):
            if record.barriers[index]:
                return "app.table.undo.barrier"
            actor = record.actors[index]
            if actor == viewer:
                return None
            if record.seats[actor].is_person:
                return "app.table.undo.other"
        return "app.table.undo.none"

    def refusal_words(self) -> str | None:
        """Why Undo can take nothing back, in words; past a barrier it names the event that made
        it, as the viewer saw it ("Carol's card was shown to you"), never a card the viewer did
        not see. The cause is one (key, arguments) for every language."""
        reason = self.refusal()
        if reason == "app.table.undo.barrier":
            key, args = self.barrier_cause()
            return self.t("app.table.undo.since", what=self.t(key, **args))
        return None if reason is None else self.t(reason)

    def barrier_step(self) -> Step | None:
        """The latest step Undo may not step back over."""
        record, history = self.session.record, self.session.history
        index = next((i for i in range(len(record.actions) - 1, -1, -1) if record.barriers[i]), None)
        return None if index is None or index >= len(history) else history[index]

    def barrier_cause(self) -> tuple[str, dict]:
        """What made the last barrier, from that step's own events: a die, else the first event
        that showed someone something hidden (the game's `teaches`, as the barrier was judged),
        else the draw from the chance the step made (a shuffle, or another random draw)."""
        step = self.barrier_step()
        if step is None:
            return "app.table.undo.chance", {}
        viewer = self.viewer()
        seen = self.session.events_for(step, viewer)
        for event in seen:
            if isinstance(event, DieRolled):
                seat = event.seat if event.seat is not None else step.seat
                return "app.table.undo.die", {"name": self.seat_name(seat), "value": event.value}
        teaches = self.session.game.teaches or (lambda event, actor: event.is_reveal())
        for event in step.events:
            if teaches(event, step.seat):
                return self.taught(event, step, viewer)
        if any(isinstance(event, Shuffled) for event in step.events):
            return "app.table.undo.shuffled", {}
        return "app.table.undo.chance", {}

    def taught(self, event: Event, step: Step, viewer: int) -> tuple[str, dict]:
        """How an event that showed someone something hidden reads to `viewer`."""
        to = event.visible_to
        others = [seat for seat in (to or ()) if seat != viewer]
        names = self.seat_names(others)
        if not isinstance(event, (CardMoved, Revealed)):  # a line told to some (a Warning, a look)
            return ("app.table.undo.told_you", {}) if to is not None and viewer in to else \
                ("app.table.undo.told_other", {"to": names})
        owner = self.owner(event)
        if to == ():  # nobody sees which card: it went face down
            return "app.table.undo.face_down", {}
        if to is None:
            if owner is None:
                return "app.table.undo.shown_all_card", {}
            if owner == viewer:
                return "app.table.undo.shown_all_yours", {}
            return "app.table.undo.shown_all", {"name": self.seat_name(owner)}
        if viewer in to:
            if owner == viewer or owner is None:
                return ("app.table.undo.yours_seen", {"to": names}) if others else ("app.table.undo.you_saw", {})
            return "app.table.undo.shown_you", {"name": self.seat_name(owner)}
        if owner == viewer:
            return "app.table.undo.yours_seen", {"to": names}
        return "app.table.undo.seen_by", {"to": names}  # which card, the viewer did not see

    def owner(self, event: CardMoved | Revealed) -> int | None:
        """The seat whose card it is (its zone names the seat), or None (a pile, a column)."""
        zones = [event.where] if isinstance(event, Revealed) else [event.src, event.dst]
        for zone in zones:
            kind, seat = zone_parts(zone)
            if seat is not None and kind in OWNED_KINDS:
                return seat
        return None

    def seat_names(self, seats: list[int]) -> str:
        return ", ".join(self.seat_name(seat) for seat in seats)

    def greyed_click(self, event: pygame.event.Event, controls: list) -> bool:
        """A click on a greyed Undo says why it is greyed (a disabled button takes no click)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if any(not b.enabled and b.rect.collidepoint(event.pos) for b in self.buttons(controls)):
            self.take_back()
            return True
        return False

    def buttons(self, controls: list) -> list:
        """The visible buttons among `controls` that take back."""
        return [w for w in controls if getattr(w, "on_click", None) == self.take_back and w.visible]

    def explain(self, pos, controls: list, tooltip, t: Callable[[str], str]) -> None:
        """Over a disabled Undo button the tooltip says why nothing can be taken back."""
        if tooltip is None:
            return
        for button in self.buttons(controls):
            if not button.enabled and button.rect.collidepoint(pos):
                reason = self.refusal_words()
                if reason is not None:
                    tooltip.hover(reason, pos)
                return

    def take_back(self) -> None:
        if not self.can():
            reason = self.refusal_words()
            if reason is not None:
                self.refused(reason)
            return
        session = self.session
        viewer = self.viewer()
        keep = session.undo_target(viewer)
        taken = [self.lines(step, viewer) for step in session.history[keep:] if step.seat == viewer] \
            if keep is not None else []
        if session.undo(viewer):
            self.undone("; ".join(lines[0] for lines in taken if lines))
