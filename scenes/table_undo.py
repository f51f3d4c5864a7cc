"""Undo at the table: what it may take back (and why not, in words), taking it back,
and going on after the pause that follows an AI's turn."""

from __future__ import annotations


class TableUndo:
    """A mixin of TableScene: Undo and Continue."""

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo_refusal(self) -> str | None:
        """Why Undo can take nothing back now, as a catalog key (None: it can). It walks
        back as `Session.undo_target` does: past AI moves, stopped by a die, a reveal or
        another human's decision."""
        session = self.session
        if self.viewer is None:
            return "app.table.undo.watching"
        if self.thinking is not None or (session.to_act in self.bots and not session.over):
            return "app.table.undo.ai"
        record = session.record
        for index in range(len(record.actions) - 1, -1, -1):
            if record.barriers[index]:
                return "app.table.undo.barrier"
            actor = record.actors[index]
            if actor == self.viewer:
                return None
            if record.seats[actor].is_person:
                return "app.table.undo.other"
        return "app.table.undo.none"

    def undo_buttons(self) -> list:
        return [w for w in self.controls() if getattr(w, "on_click", None) == self.undo and w.visible]

    def explain_undo(self, pos) -> None:
        """Over a disabled Undo button the tooltip says why nothing can be taken back."""
        if self.tooltip is None:
            return
        for button in self.undo_buttons():
            if not button.enabled and button.rect.collidepoint(pos):
                reason = self.undo_refusal()
                if reason is not None:
                    self.tooltip.hover(self.t(reason), pos)
                return

    def undo(self) -> None:
        if not self.can_undo():
            reason = self.undo_refusal()
            if reason is not None and self.in_input:
                self.say(self.t(reason), error=False)
            return
        keep = self.session.undo_target(self.viewer)
        viewer = self.viewer
        taken = [self.describe_events(self.session.events_for(step, viewer))
                 for step in self.session.history[keep:] if step.seat == viewer] if keep is not None else []
        if self.session.undo(viewer):
            keep = len(self.session.history)
            for seat, notes in self.notes.items():
                self.notes[seat] = [note for note in notes if note[0] <= keep]
            self.rebuild()
            self.recap_key = (self.viewer, keep)  # what led up to this decision was seen already
            self.paused_after = None
            words = "; ".join(lines[0][1] for lines in taken if lines)
            self.say(self.t("app.table.undone.what", what=words) if words else self.t("app.table.undone"),
                     error=False)
            self.app.play("slide")

    def continue_ai(self) -> None:
        """Continue after an AI's turn (the pause-after-each-AI-turn setting)."""
        self.paused_after = None
        self.flush_drip()
