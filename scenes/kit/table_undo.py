"""Undo at the table: what it may take back (and why not, in words), and taking it back."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.session import Session, Step


class Undo:
    """A part of the table: Undo for the viewer.

    Built with the session, the viewer (a getter), whether an AI is thinking or about to
    act (a getter), the viewer's log lines of a step (for saying what was taken back),
    and what to do when Undo is refused (with its reason, a catalog key) or has taken a
    decision back (with the words of what it took back): the table rebuilds then."""

    def __init__(self, session: Session, viewer: Callable[[], int | None], ai_busy: Callable[[], bool],
                 lines: Callable[[Step, int | None], list[str]], refused: Callable[[str], None],
                 undone: Callable[[str], None]):
        self.session = session
        self.viewer = viewer
        self.ai_busy = ai_busy
        self.lines = lines
        self.refused = refused
        self.undone = undone
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
            if record.seats[actor].is_human:
                return "app.table.undo.other"
        return "app.table.undo.none"

    def buttons(self, controls: list) -> list:
        """The visible buttons among `controls` that take back."""
        return [w for w in controls if getattr(w, "on_click", None) == self.take_back and w.visible]

    def explain(self, pos, controls: list, tooltip, t: Callable[[str], str]) -> None:
        """Over a disabled Undo button the tooltip says why nothing can be taken back."""
        if tooltip is None:
            return
        for button in self.buttons(controls):
            if not button.enabled and button.rect.collidepoint(pos):
                reason = self.refusal()
                if reason is not None:
                    tooltip.hover(t(reason), pos)
                return

    def take_back(self) -> None:
        if not self.can():
            reason = self.refusal()
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
