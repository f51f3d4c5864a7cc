"""Whisper's ending screen: every round's points per seat, the totals, the winners."""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from ...kit.results import ResultsScene
from ...kit.widgets import text
from .layout import _score_table


class KamiResults(ResultsScene):
    """The end of the match: every round's points per seat, the totals, the winners."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        self.dim(surface)
        result = self.session.result
        seats = self.session.record.seats
        x, y, w, h = 250, 90, 780, 580
        r = view.rect((x, y, w, h))
        theme.alpha_rect(surface, r, (*theme.PANEL, 240), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 160), view.px(14), 1)
        names = self.app.t.joined(self.seat_name(i) for i in result.winners)
        title = self.t("kami_table.match_won", names=names) if result.winners else self.t("app.results.nobody")
        heading = text(surface, view, title, (640, y + 16), theme.HERO, theme.GOLD, "midtop", bold=True, width=w - 40)
        details = dict(result.details)
        points = details.get("round_points", ())
        rounds = len(points)
        if rounds > 1:
            sub = self.t(result.ending)
        else:  # a one-round game: the round's own ending names its winner
            winner = (details.get("round_winners") or (-1,))[-1]
            sub = self.t(result.reason or result.ending, seat=self.seat_name(winner) if winner >= 0 else "—", round=1)
        sub_top = view.to_logical(heading.bottomleft)[1] + 4  # under the heading, however tall the text size makes it
        under = text(surface, view, sub, (640, sub_top), theme.BODY, theme.INK_DIM, "midtop", width=w - 40)
        table = getattr(self, "table", None)
        names_of = [self.seat_name(i) for i in range(len(seats))]
        bottom = _score_table(table, surface, view, (x + 50, max(y + 110, view.to_logical(under.bottomleft)[1] + 10),
                                                      w - 100), points, rounds, names_of,
                              winners=result.winners)
        endings = details.get("round_endings", ())
        winners = details.get("round_winners", ())
        yy = bottom + 14
        for i, (ending, winner) in enumerate(zip(endings, winners)):
            if yy + theme.grown(18) > y + h - 70:
                break
            who = names_of[winner] if winner is not None and winner >= 0 else "—"
            line = self.t(ending, seat=who, round=i + 1)
            text(surface, view, line, (x + 60, yy), theme.SMALL, theme.INK_DIM)
            yy += theme.grown(18)
        super(ResultsScene, self).draw(surface)
