"""Where Whisper's table puts things: the seats' pods and fields, the pile, the strip, and small drawing helpers."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.kami.cards import CELL, GOD_ORDER, LINKS, is_god
from sprites import theme
from sprites import cards
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from ...kit.widgets import text

POD_W, POD_H = 236, 172


# The home field keeps its size at every card size: its three cells a row and the link gaps
# between them (3 × 90 + 2 × 16.2 = 302.4 units a scale, 16 of padding) already fill the 260
# from the pod's edge to the plate, so the most it could take is 0.81; its spare height does
# not help a field three cells wide.
HOME_FIELD_SCALE, OPP_FIELD_SCALE = 0.78, 0.4


HOME_SHIELD_SCALE, OPP_SHIELD_SCALE = 0.5, 0.3


OPP_HAND_SCALE = 0.27


PILE = (336, 342)


RESOLUTION = (640, 338)


GRAVE = (944, 342)


MIDDLE = (262, 242, 756, 176)  # the drop zone of a spell


STRIP = (262, 92, 756, 300)  # the chooser strip (graveyard, a hand looked at, the pile)


GRAVE_SHOWN = 6  # graveyard cards drawn (the rest lie under them)


SIDE_X = 1030  # the right column: prompt panel and log


def _pod_positions(count: int) -> list[tuple[float, float]]:
    """Top-left corners of the other seats' pods, clockwise from the viewer's left."""
    left, right = (16, 242), (1028, 242)
    top = 56 + 8 * (theme.text_scale - 1)  # under the banner, which grows with the text size
    if count <= 2:
        return [(286, top), (758, top)][:count]
    if count == 3:
        return [(132, top), (522, top), (912, top)]
    if count == 4:
        return [left, (286, top), (758, top), right]
    return [left, (272, top), (522, top), (772, top), right]


@dataclass
class SeatGeo:
    seat: int
    home: bool
    pod: tuple[float, float, float, float]
    plate: tuple[float, float, float, float]
    field: tuple[float, float]  # the centre of the field grid
    field_scale: float
    shields: tuple[float, float, float, float]
    shield_scale: float
    hand: tuple[float, float, float, float]

    def cell_size(self) -> tuple[float, float]:
        return CARD_W * self.field_scale, CARD_H * self.field_scale

    def cell_gap(self) -> float:
        """Room between two cells: wide enough for a link's band to be seen (K46)."""
        return CARD_W * self.field_scale * 0.18

    def cell(self, code: str) -> tuple[float, float]:
        r, c = CELL[code]
        w, h = self.cell_size()
        gap = self.cell_gap()
        return self.field[0] + (c - 1) * (w + gap), self.field[1] + (r - 0.5) * (h + gap)

    def field_rect(self) -> tuple[float, float, float, float]:
        w, h = self.cell_size()
        gap = self.cell_gap()
        fw, fh = 3 * w + 2 * gap, 2 * h + gap
        pad = 8 if self.home else 4
        return self.field[0] - fw / 2 - pad, self.field[1] - fh / 2 - pad, fw + 2 * pad, fh + 2 * pad


def build_geometry(players: int, home: int) -> dict[int, SeatGeo]:
    geo: dict[int, SeatGeo] = {}
    geo[home] = SeatGeo(
        home, True, (12, 424, 1006, 292), (272, 426, 236, 34),
        (139, 578), HOME_FIELD_SCALE, (518, 424, 500, 88), HOME_SHIELD_SCALE, (272, 516, 746, 200))
    others = [(home + i) % players for i in range(1, players)]
    for seat, (x, y) in zip(others, _pod_positions(len(others))):
        geo[seat] = SeatGeo(
            seat, False, (x, y, POD_W, POD_H), (x + 6, y + 6, POD_W - 12, 26),
            (x + 66, y + 109), OPP_FIELD_SCALE, (x + 128, y + 52, 102, 76), OPP_SHIELD_SCALE,
            (x + 128, y + 128, 102, 40))
    return geo


NAME_BAND = 0.36  # the top of a face that holds the cost and the name (two lines at most), of its height
HAND_RISE = 18.0  # how far a hovered hand card rises
HAND_ROW_MAX = 7  # up to this many cards the hand is one fanned row
HAND_SCALES = (1.0, 0.92, 0.85, 0.78, 0.7, 0.62, 0.55)


def hand_slots(count: int, rect) -> list[tuple[float, float, float, float]]:
    """(x, y, angle, scale) of each card of the viewer's hand, left to right.

    Up to HAND_ROW_MAX cards lie in one slightly fanned row with room between them. A
    bigger hand lies in rows from the back to the front, each row drawn over the one
    behind it but lower by at least the name band, and no two cards of a row overlap:
    every card's cost and name stay in sight. The biggest card size that fits is used;
    a hand too big for any (more than about 50 cards) overlaps inside its rows. The
    player's card size raises the sizes wished for; the fit still caps them."""
    x, y, w, h = rect
    if count <= HAND_ROW_MAX:
        one = min(cards.card_scale, (h - 2 * HAND_RISE) / CARD_H)  # a risen card stays in the rect
        cw = CARD_W * one
        step = min(cw + 6, (w - cw - 44) / max(1, count - 1)) if count > 1 else 0
        left = x + w / 2 - step * (count - 1) / 2
        mid = (count - 1) / 2
        spread = min(2.2, 18.0 / max(1, count))
        return [(left + i * step, y + h / 2 + 8 + abs(i - mid) ** 1.5 * 0.5, (mid - i) * spread, one)
                for i in range(count)]
    room_w, room_h = w - 24, h - 8
    best = None
    for scale in sorted({*HAND_SCALES, *(s * cards.card_scale for s in HAND_SCALES)}, reverse=True):
        cw, ch = CARD_W * scale, CARD_H * scale
        for rows in range(2, 8):
            per_row = math.ceil(count / rows)
            depth = (room_h - ch) / (rows - 1)
            if depth < NAME_BAND * ch:
                break  # more rows only hide more
            if per_row * cw + (per_row - 1) * 4 <= room_w:
                best = (scale, rows, min(depth, ch * 0.56))
                break
        if best:
            break
    if best is None:  # past any size: the smallest cards, overlapping inside their rows
        scale = HAND_SCALES[-1]
        ch = CARD_H * scale
        rows = max(2, int((room_h - ch) / (NAME_BAND * ch)) + 1)
        best = (scale, rows, (room_h - ch) / (rows - 1))
    scale, rows, depth = best
    cw, ch = CARD_W * scale, CARD_H * scale
    per_row = math.ceil(count / rows)
    rows = math.ceil(count / per_row)
    top = y + 4 + (room_h - ch - depth * (rows - 1)) / 2 + ch / 2
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        step = min(cw + 8, (room_w - cw) / max(1, in_row - 1)) if in_row > 1 else 0
        left = x + w / 2 - step * (in_row - 1) / 2
        out.append((left + col * step, top + row * depth, 0.0, scale))
    return out


def hand_order(code: str) -> tuple:
    return (0, GOD_ORDER[code], "") if is_god(code) else (1, 0, code)


def _links(groups) -> dict[str, tuple[str, ...]]:
    """For each god on a field, the sides on which it is linked now (K47)."""
    out: dict[str, tuple[str, ...]] = {}
    for group in groups:
        names = set(group)
        for code in group:
            out[code] = tuple(side for side, partner in LINKS[code].items()
                              if partner and len(group) > 1 and partner in names) if len(group) > 1 else ()
    return out


# one per linked group on a field (at most 3); none is a civilisation's frame colour, so a band
# or an outline stands out on every card
LINK_COLOURS = ((255, 150, 50), (120, 214, 110), (236, 128, 172))


@dataclass(frozen=True)
class LinkGroup:
    """One linked creature on a field (K47), as the board marks it."""

    mark: int  # which colour and badge its cards share (an index into LINK_COLOURS)
    members: tuple[str, ...]
    edges: tuple[tuple[str, str], ...]  # the adjacent pairs inside the group (K44), each once

    def partners(self, code: str) -> tuple[str, ...]:
        return tuple(c for c in self.members if c != code)


def link_groups(groups) -> list[LinkGroup]:
    """The linked groups of a field (its creatures of two or more gods), each with its mark
    and the neighbouring pairs a band joins; a lone god is no group."""
    out: list[LinkGroup] = []
    for group in groups:
        if len(group) < 2:
            continue
        names = set(group)
        edges = tuple((code, LINKS[code][side]) for code in group for side in ("right", "down")
                      if LINKS[code][side] in names)
        out.append(LinkGroup(len(out) % len(LINK_COLOURS), tuple(group), edges))
    return out


def _score_table(table, surface, view, origin, points, rounds: int, names=None, winners=()) -> float:
    """Rows of seats, a column per round, the running total; returns the bottom y."""
    x, y, w = origin
    n = len(points[0]) if points else 0
    if table is not None and names is None:
        names = [table.seat_name(s) for s in range(n)]
    t = (table.t if table is not None else (lambda k, **a: k))
    col = min(52, (w - 200) / max(1, rounds + 1))
    right = x + w
    header_y = y
    for r in range(rounds):
        cx = right - col * (rounds - r + 0.5)
        colour = theme.INK_DIM if r < len(points) else (110, 120, 110)
        text(surface, view, t("kami_table.round_col", n=r + 1), (cx, header_y), theme.SMALL, colour, "midtop")
    text(surface, view, t("kami_table.total"), (right - col * 0.5 + 10, header_y), theme.SMALL, theme.GOLD, "midtop")
    totals = [sum(p[s] for p in points) for s in range(n)]
    best = max(totals) if totals else 0
    yy = y + theme.grown(24)
    row = max(30, theme.grown(24))  # rows as tall as the text size makes them
    for s in range(n):
        lead = totals[s] == best and best > 0
        if lead:
            theme.alpha_rect(surface, view.rect((x - 10, yy - 3, w + 20, row - 4)), (*theme.GOLD, 34), view.px(6))
        theme.draw_marker(surface, view.point(x + 6, yy + row / 2 - 5), view.px(7), s)
        label = names[s] if names else str(s + 1)
        text(surface, view, label, (x + 22, yy + row / 2 - 5), theme.BODY, theme.INK, "midleft", bold=lead)
        for r in range(rounds):
            cx = right - col * (rounds - r + 0.5)
            if r < len(points):
                value = points[r][s]
                colour = theme.GOLD if value == 3 else (theme.INK if value else theme.INK_DIM)
                text(surface, view, str(value), (cx, yy + row / 2 - 5), theme.BODY, colour, "center", bold=value == 3)
            else:
                text(surface, view, "·", (cx, yy + row / 2 - 5), theme.BODY, (110, 120, 110), "center")
        text(surface, view, str(totals[s]), (right - col * 0.5 + 10, yy + row / 2 - 5), theme.LARGE, theme.GOLD, "center",
             bold=True)
        yy += row
    return yy


def _inside(pos, rect, margin: float = 0.0) -> bool:
    x, y, w, h = rect
    return x - margin <= pos[0] <= x + w + margin and y - margin <= pos[1] <= y + h + margin


def _sprite_rect(view, sprite: CardSprite) -> pygame.Rect:
    w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
    if abs((sprite.angle % 180) - 90) < 45:
        w, h = h, w
    return view.rect((sprite.x - w / 2, sprite.y - h / 2, w, h))


def _tag(surface, view, label: str, centre) -> None:
    image = theme.render_text(label, view.px(theme.SMALL), (40, 30, 10), bold=True)
    w, h = image.get_width() + view.px(12), image.get_height() + view.px(4)
    r = pygame.Rect(0, 0, w, h)
    r.center = view.point(*centre)
    pygame.draw.rect(surface, theme.GOLD, r, border_radius=h // 2)
    surface.blit(image, image.get_rect(center=r.center))


def _arrow(surface, view, start, end, now: float) -> None:
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    if length < 10:
        return
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    dash, gap = 12, 8
    offset = (now * 40) % (dash + gap)
    d = -offset
    while d < length - 14:
        a, b = max(0.0, d), min(length - 14, d + dash)
        if b > a:
            pygame.draw.line(surface, theme.GOLD, view.point(x1 + ux * a, y1 + uy * a),
                             view.point(x1 + ux * b, y1 + uy * b), max(2, view.px(3)))
        d += dash + gap
    tip = (x2, y2)
    left = (x2 - ux * 16 - uy * 8, y2 - uy * 16 + ux * 8)
    right = (x2 - ux * 16 + uy * 8, y2 - uy * 16 - ux * 8)
    pygame.draw.polygon(surface, theme.GOLD, [view.point(*tip), view.point(*left), view.point(*right)])
