"""Tonight's ending screen."""

from __future__ import annotations

from game.tonight.cards import suit
from sprites import theme

from ...kit.results import ResultsScene
from ...kit.widgets import panel, paragraph, text
from .layout import HEROINE_PINK


class TonightResults(ResultsScene):
    """The ending: who won, the ending told in words, and where everyone really was."""

    def draw(self, surface) -> None:
        view = self.app.view
        self.dim(surface)
        result = self.session.result
        obs = self.session.observe(None)
        panel(surface, view, (280, 90, 720, 580))
        if result.winners:
            title = self.t("tonight_table.winner", name=self.seat_name(result.winners[0]),
                           role=self.t(f"tonight.role.{obs.seats[result.winners[0]].role}"))
        else:
            title = self.t("tonight.phase.over")
        text(surface, view, title, (640, 116), theme.TITLE, theme.GOLD, "midtop", bold=True)
        y = 164
        y += paragraph(surface, view, self.t(result.ending), (330, y, 620, 0), theme.LARGE, theme.INK)
        story = result.ending + ".text"
        if self.app.t.has(story):
            y += paragraph(surface, view, self.t(story), (330, y + 4, 620, 0), theme.BODY, theme.INK)
        if result.reason and self.app.t.has(result.reason):
            y += paragraph(surface, view, self.t(result.reason), (330, y + 6, 620, 0), theme.BODY, theme.INK_DIM)
        y += 18
        for s, seat in enumerate(obs.seats):
            theme.draw_marker(surface, view.point(350, y + 14), view.px(8), s)
            text(surface, view, self.seat_name(s), (368, y + 14), theme.LARGE, theme.INK, "midleft", bold=s in result.winners)
            text(surface, view, self.t(f"tonight.role.{seat.role}"), (560, y + 14), theme.BODY, theme.GOLD_MUTED,
                 "midleft")
            where = self.t(f"tonight.place.{suit(seat.position)}") if seat.position else (
                self.t("tonight.state.eliminated") if seat.eliminated else "—")
            text(surface, view, where, (930, y + 14), theme.BODY, theme.INK, "midright")
            y += 34
        if obs.heroine:
            text(surface, view, self.t("tonight_table.heroine_was", place=self.t(f"tonight.place.{suit(obs.heroine)}")),
                 (640, y + 12), theme.BODY, HEROINE_PINK, "midtop")
        self.draw_controls(surface)
