"""Undo at the table: what it may take back (and why not, in words), and taking it back."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.contract import CardMoved, DieRolled, Shuffled
from game.engine.session import Session, Step

from .table_log import zone_parts


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
        """Why Undo can take nothing back, in words; past a die or a reveal it says which, as
        the viewer saw it ("Carol's card was shown to you"), never a card the viewer did not see."""
        reason = self.refusal()
        if reason == "app.table.undo.barrier":
            what = self.barrier_words()
            if what:
                return self.t("app.table.undo.since", what=what)
        return None if reason is None else self.t(reason)

    def barrier_words(self) -> str:
        """What the last die or reveal was, told from the viewer's own events."""
        viewer = self.viewer()
        record, history = self.session.record, self.session.history
        index = next((i for i in range(len(record.actions) - 1, -1, -1) if record.barriers[i]), None)
        if index is None or index >= len(history):
            return ""
        step = history[index]
        events = self.session.events_for(step, viewer)
        for event in events:
            if isinstance(event, DieRolled):
                seat = event.seat if event.seat is not None else step.seat
                return self.t("app.table.undo.die", name=self.seat_name(seat), value=event.value)
        for event in events:
            if isinstance(event, CardMoved) and event.is_reveal():
                owner = zone_parts(event.src)[1]
                owner = step.seat if owner is None else owner
                if event.visible_to is None:
                    return self.t("app.table.undo.shown_all", name=self.seat_name(owner))
                if viewer in event.visible_to:
                    return self.t("app.table.undo.shown_you", name=self.seat_name(owner))
                if not event.visible_to:
                    return self.t("app.table.undo.face_down")
                names = ", ".join(self.seat_name(seat) for seat in event.visible_to)
                return self.t("app.table.undo.seen_by", to=names)  # which card, the viewer did not see
        if any(isinstance(event, Shuffled) for event in events):
            return self.t("app.table.undo.shuffled")
        return self.t("app.table.undo.chance")

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
