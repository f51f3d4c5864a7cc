"""Enfield's ending screen: the final scoring street by street."""

from __future__ import annotations

import math

import pygame

from game.enfield.board import STREETS
from sprites import theme
from sprites.faces.draw import shaded

from ...kit.results import ResultsScene
from ...kit.widgets import panel, text
from .town import STREET_COLOURS, draw_trust_marker


class EnfieldResults(ResultsScene):
    """The final scoring, street by street: each street's squares, who holds them, the points."""

    def __init__(self, app, session):
        super().__init__(app, session)
        for i, widget in enumerate(self.widgets):
            widget.rect.y = 630

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        self.dim(surface, 160)
        result = self.session.result
        seats = self.session.record.seats
        n = len(seats)
        panel(surface, view, (200, 24, 880, 674))
        title = text(surface, view, self.t(result.ending), (640, 36), theme.TITLE, theme.GOLD, "midtop", bold=True,
                     width=840)
        names = self.app.t.joined(self.seat_name(i) for i in result.winners)
        line = self.t("app.results.winners", names=names) + " — " + self.t(result.reason)
        text(surface, view, line, (640, view.to_logical(title.bottomleft)[1] + 2), theme.BODY, theme.INK, "midtop",
             width=840)
        details = dict(result.details)
        markers = {sq: (owner, credited) for sq, owner, credited in details.get("markers", ())}
        streets = details.get("streets", ())
        col0, top = 240, 112
        col_w = min(150, 520 / n)
        cols = [col0 + 300 + i * col_w for i in range(n)]
        for i in range(n):
            theme.draw_marker(surface, view.point(cols[i] + col_w / 2 - 40, top), view.px(6), i)
            text(surface, view, self.seat_name(i), (cols[i] + col_w / 2 - 30, top), theme.BODY, theme.INK, "midleft")
        y = top + 22
        reveal = self.age * 3  # streets appear one by one
        for k, (street, points) in enumerate(streets):
            if k > reveal:
                break
            colour = STREET_COLOURS[street]
            row = view.rect((col0 - 10, y - 4, 820, 84))
            theme.alpha_rect(surface, row, (255, 255, 255, 14), view.px(8))
            pygame.draw.rect(surface, colour, view.rect((col0 - 10, y - 4, 6, 84)), border_radius=view.px(3))
            text(surface, view, self.t(f"enfield.street.{street}"), (col0 + 4, y + 2), theme.BODY, theme.INK,
                 bold=True)
            for j, square in enumerate(STREETS[street]):
                sx = col0 + 12 + j * 66
                cell = view.rect((sx - 4, y + 22, 62, 54))
                theme.rounded(surface, cell, shaded(colour, 0.55), view.px(4))
                name = self.t(f"enfield.square.{square}")
                px, room = view.px(theme.SMALL), cell.width - view.px(4)
                # two lines; a larger text size gives back what they need, down to the 12 px floor
                lines, size = theme.name_lines(name, px, room, floor=view.px(theme.MIN_TEXT) / theme.text_scale)
                top = cell.y + view.px(1)
                for line in lines:
                    image = theme.render_text(line, size, theme.CARD_INK)
                    surface.blit(image, image.get_rect(midtop=(cell.centerx, top)))
                    top += image.get_height()
                if square in markers:
                    owner, credited = markers[square]
                    draw_trust_marker(surface, view, (sx + 27, y + 63), owner, credited, -math.pi / 2, 0.9)
            best = max(points) if points else 0
            size = len(STREETS[street])
            for i, p in enumerate(points):
                mono = p == (2 if size == 3 else 3) * size
                colour_p = theme.GOLD if p and p == best else theme.INK
                text(surface, view, str(p), (cols[i] + col_w / 2, y + 28), theme.TITLE, colour_p, "midtop", bold=True)
                if mono:
                    text(surface, view, self.t("enfield.term.monopoly"), (cols[i] + col_w / 2, y + 4), theme.SMALL,
                         theme.GOLD, "midtop")
            y += 90
        if reveal >= len(streets):
            pygame.draw.line(surface, theme.GOLD_MUTED, view.point(col0 + 290, y), view.point(1060, y), 1)
            text(surface, view, self.t("enfield.term.points"), (col0 + 280, y + 8), theme.BODY, theme.INK_DIM,
                 "topright")
            for i, score in enumerate(result.scores[:n]):
                colour_p = theme.GOLD if i in result.winners else theme.INK
                text(surface, view, str(score), (cols[i] + col_w / 2, y + 4), theme.HERO, colour_p, "midtop", bold=True)
        self.draw_controls(surface)
