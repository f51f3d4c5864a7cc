"""Enfield's routes on the map: the walk from the piece to a square, square by square, and what
is certain to follow it (E15–E18), shown while a destination is chosen."""

from __future__ import annotations

import pygame

from game.enfield.actions import Move
from sprites import theme

from ...kit.widgets import panel, text
from .layout import ROUTE_COLOURS
from .town import MAP_RECT, square_centre


class RoutePainter:
    """Route lines, step numbers and the outcome note on Enfield's map (a part of the painter)."""

    def __init__(self, table) -> None:
        self.table = table  # the table: observation, the gesture map's routes and hovered square

    def preview_paths(self) -> list[tuple[str, ...]]:
        """The routes drawn now: those offered for a chosen square, or, while a destination is
        chosen, every route to the square under the pointer or the carried piece."""
        if self.table.gestures.routes:
            return list(self.table.gestures.routes)
        if self.table.viewer is None or self.table.gestures.hover_square is None or not self.table.legal_of(Move):
            return []
        return self.table.gestures.destinations().get(self.table.gestures.hover_square, [])

    def route_origin(self, seat: int) -> tuple[float, float]:
        """Where a route line starts: the foot of the seat's piece, on its current square (s0)."""
        piece = self.table.pieces.get(seat)
        if piece is not None:
            return piece.x, piece.y - 2
        x, y = square_centre(self.table.obs.squads[seat].piece)
        return x, y + 10

    def path_points(self, origin, path, offset: float = 0.0) -> list[tuple[float, float]]:
        """The line of a route in logical units: the piece, then each square entered (s1..sk)."""
        return [origin] + [(square_centre(s)[0] + offset, square_centre(s)[1] + 10 + offset) for s in path]

    def draw_routes(self, surface, view) -> None:
        obs = self.table.obs
        if obs.path and obs.phase == "encounter":  # the announced path, while its encounters are decided
            points = self.path_points(self.route_origin(obs.active), obs.path)
            self.draw_line(surface, view, points, theme.GOLD_MUTED, 3, numbers=False)
        paths = self.preview_paths()
        if not paths:
            return
        origin = self.route_origin(self.table.viewer)
        for i, path in enumerate(paths):
            width = 6 if i == self.table.gestures.route_hover else 3
            offset = (i - (len(paths) - 1) / 2) * 6
            self.draw_line(surface, view, self.path_points(origin, path, offset), ROUTE_COLOURS[i % 3], width,
                           numbers=True)
        pygame.draw.circle(surface, theme.GOLD, view.point(*origin), view.px(13), max(1, view.px(2)))
        if self.table.gestures.routes:
            for i, path in enumerate(self.table.gestures.routes):
                bx, by = self.table.gestures.route_badge(i, path)
                pygame.draw.circle(surface, ROUTE_COLOURS[i % 3], view.point(bx, by), view.px(11))
                pygame.draw.circle(surface, (40, 30, 20), view.point(bx, by), view.px(11), max(1, view.px(1.5)))
                text(surface, view, str(i + 1), (bx, by), theme.BODY, (30, 24, 16), "center", bold=True, shadow=False)

    def draw_line(self, surface, view, points, colour, width, numbers: bool) -> None:
        pixels = [view.point(*p) for p in points]
        if len(pixels) < 2:
            return
        pygame.draw.lines(surface, colour, False, pixels, max(1, view.px(width)))
        for step, p in enumerate(pixels[1:], start=1):
            if not numbers:
                pygame.draw.circle(surface, colour, p, max(2, view.px(width + 1)))
                continue
            pygame.draw.circle(surface, colour, p, view.px(8))
            pygame.draw.circle(surface, (40, 30, 20), p, view.px(8), 1)
            image = theme.render_text(str(step), view.px(theme.SMALL), (30, 24, 16), bold=True)
            surface.blit(image, image.get_rect(center=p))

    def route_note(self, paths) -> list[str]:
        """What is certain once a route is walked: its steps, the squads met on the way (each a
        fight-or-pass, E16) and, if every one is passed, the destination's process (E18)."""
        obs = self.table.obs
        square = paths[0][-1]
        lines = [self.table.t("enfield.table.preview_steps", n=len(paths[0]), square=self.table.t(f"enfield.square.{square}"))]
        met_any = False
        for i, path in enumerate(paths):
            meets = []
            for s in path:  # pieces on s0 do not count (AE6)
                names = [self.table.seat_name(q.seat) for q in obs.squads if q.seat != self.table.viewer and q.piece == s]
                if names:
                    meets.append(self.table.t("enfield.table.preview_meet", names=self.table.app.t.joined(names),
                                        square=self.table.t(f"enfield.square.{s}")))
            met_any = met_any or bool(meets)
            what = "; ".join(meets) if meets else self.table.t("enfield.table.preview_nobody")
            if len(paths) > 1:
                lines.append(self.table.t("enfield.table.preview_route", n=i + 1, what=what))
            elif meets:
                lines.append(what)
        marker = next((m for m in obs.markers if m.square == square), None)
        if marker is None:
            then = self.table.t("enfield.table.preview_work")
        else:
            then = self.table.t("enfield.table.preview_wait", name=self.table.seat_name(marker.credited))
        lines.append(self.table.t("enfield.table.preview_if_pass", what=then) if met_any else then)
        return lines

    def route_note_rect(self, paths, lines, view) -> tuple[float, float, float, float]:
        """In the corner of the map that the routes, the piece and the pointer leave most free."""
        width = max(theme.text_width(line, view.px(theme.SMALL)) / view.scale for line in lines) + 24
        height = 18 * len(lines) + 12
        x0, y0, w0, h0 = MAP_RECT
        points = [p for path in paths for p in self.path_points(self.route_origin(self.table.viewer), path)]
        if self.table.pointer is not None:
            points.append(self.table.pointer)
        best = None
        for x in (x0 + 8, x0 + w0 - 8 - width):
            for y in (y0 + 8, y0 + h0 - 8 - height):
                cx, cy = x + width / 2, y + height / 2
                inside = sum(1 for px, py in points if x - 20 <= px <= x + width + 20 and y - 20 <= py <= y + height + 20)
                near = min((abs(px - cx) + abs(py - cy) for px, py in points), default=0.0)
                score = (inside, -near)
                if best is None or score < best[0]:
                    best = (score, (x, y, width, height))
        return best[1]

    def draw_route_note(self, surface, view) -> None:
        """Over the pieces: the note on the routes drawn now."""
        paths = self.preview_paths()
        if not paths or self.table.stake_sprites or self.table.show is not None:
            return
        lines = self.route_note(paths)
        x, y, w, h = self.route_note_rect(paths, lines, view)
        panel(surface, view, (x, y, w, h), 230)
        for k, line in enumerate(lines):
            text(surface, view, line, (x + 12, y + 8 + 18 * k), theme.SMALL, theme.GOLD if k == 0 else theme.INK,
                 bold=k == 0)


def route_badge(routes: list, i: int, path) -> tuple[float, float]:
    """Where route `i`'s badge sits: on its first square that no other route shares."""
    others = [set(p) for j, p in enumerate(routes) if j != i]
    for square in path[:-1]:
        if all(square not in o for o in others):
            x, y = square_centre(square)
            return x - 30 + 20 * i, y + 4
    x, y = square_centre(path[-1])
    return x - 30 + 20 * i, y + 4
