"""Marenzan's ending screen."""

from __future__ import annotations

import pygame

from sprites import theme

from ...kit.results import ResultsScene
from ...kit.widgets import panel, paragraph, text


class MarenzanResults(ResultsScene):
    """Victory or defeat with its title; after a victory the honour per player and the
    hero (M77); after a defeat the loss condition that ended it."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        self.dim(surface)
        result = self.session.result
        seats = self.session.record.seats
        won = bool(result.winners)
        panel(surface, view, (300, 110, 680, 550))
        text(surface, view, self.t(result.ending), (640, 136), theme.HERO, theme.GOLD if won else theme.INK, "midtop",
             bold=True)
        y = 200.0
        story = result.ending + ".text"
        if self.app.t.has(story):
            y += paragraph(surface, view, self.t(story), (340, y, 600, 0), theme.BODY)
        if result.reason:
            head = "marenzan_table.won_by" if won else "marenzan_table.lost_by"
            y += paragraph(surface, view, self.t(head, reason=self.t(result.reason)), (340, y + 6, 600, 0),
                           theme.BODY, theme.SUCCESS if won else theme.DANGER) + 14
        if won:
            heroes = dict(result.details).get("heroes", ())
            text(surface, view, self.t("marenzan_table.honour"), (640, y), theme.SMALL, theme.GOLD_MUTED, "midtop")
            y += 26
            for seat, score in enumerate(result.scores[: len(seats)]):
                theme.draw_marker(surface, view.point(470, y + 10), view.px(7), seat)
                name = self.seat_name(seat) + ("  " + self.t("marenzan_table.hero") if seat in heroes else "")
                text(surface, view, name, (490, y + 10), theme.BODY, theme.GOLD if seat in heroes else theme.INK,
                     "midleft", bold=seat in heroes)
                text(surface, view, str(score), (800, y + 10), theme.LARGE, theme.GOLD, "midright", bold=True)
                y += 32
        else:
            text(surface, view, self.t("app.results.nobody"), (640, y + 10), theme.LARGE, theme.INK_DIM, "midtop")
        self.draw_controls(surface)
