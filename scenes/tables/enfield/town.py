"""Enfield's town map, the calendar strip and the small shapes (pieces, trust
markers) drawn by code. Geometry in logical units; cached surfaces per pixel size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.enfield.board import EDGES, SQUARES, START
from sprites import theme
from sprites.faces.draw import shaded

MAP_RECT = (16, 58, 780, 414)
COLS, ROWS = 5, 4
CELL_W = MAP_RECT[2] / COLS
CELL_H = MAP_RECT[3] / ROWS
STREET_COLOURS = {
    "purple": (128, 90, 164),
    "blue": (66, 114, 182),
    "yellow": (212, 172, 52),
    "red": (190, 68, 56),
    "pink": (218, 118, 152),
    "": (150, 100, 56),
}
PARCHMENT = (222, 208, 174)
ROAD = (186, 164, 124)
ROAD_EDGE = (150, 128, 92)
RIVER = (104, 156, 196)
BUILDING_W, BUILDING_H, ROOF_H = 112, 40, 16


def square_centre(square: str) -> tuple[float, float]:
    _, _, _, col, row = SQUARES[square]
    x, y, _, _ = MAP_RECT
    return x + CELL_W * (col + 0.5), y + CELL_H * (row + 0.5) - 6


def building_rect(square: str) -> tuple[float, float, float, float]:
    """The clickable body of a building, roof included."""
    cx, cy = square_centre(square)
    return cx - BUILDING_W / 2 - 4, cy - BUILDING_H / 2 - ROOF_H - 2, BUILDING_W + 8, BUILDING_H + ROOF_H + 30


def piece_spot(square: str, seat: int, players: int) -> tuple[float, float]:
    """Where a seat's piece stands in front of a building (the yard), side by side."""
    cx, cy = square_centre(square)
    return cx + (seat - (players - 1) / 2) * 22, cy + BUILDING_H / 2 + 19


def marker_spot(square: str) -> tuple[float, float]:
    cx, cy = square_centre(square)
    return cx + BUILDING_W / 2 - 6, cy - BUILDING_H / 2 - ROOF_H + 2


def river_y(x: float) -> float:
    top = MAP_RECT[1] + CELL_H * 1.5 + 10
    return top + 7 * math.sin((x - MAP_RECT[0]) / 70.0)


def _square_label(square: str, lang: str) -> str:
    ja, en, _, _, _ = SQUARES[square]
    return ja if lang == "ja" else en


@lru_cache(maxsize=4)
def map_image(size: tuple[int, int], scale: float, offset: tuple[float, float], lang: str, look: int = 0) -> pygame.Surface:
    """The whole static town (board, river, roads, buildings, names) for one window size (`look`:
    `theme.look`, so a new text size paints it again)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)

    def P(x: float, y: float) -> tuple[int, int]:
        return round(offset[0] + x * scale), round(offset[1] + y * scale)

    def L(v: float) -> int:
        return max(1, round(v * scale))

    x, y, w, h = MAP_RECT
    board = pygame.Rect(*P(x, y), L(w), L(h))
    shadow = theme.soft_shadow(board.size, L(14), L(10), 110)
    pad = (shadow.get_width() - board.width) // 2
    surface.blit(shadow, (board.x - pad, board.y - pad + L(5)))
    pygame.draw.rect(surface, PARCHMENT, board, border_radius=L(14))
    # a faint grain of grass tufts
    seed = 99
    for _ in range(420):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        gx = x + (seed >> 8) % int(w)
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        gy = y + (seed >> 8) % int(h)
        pygame.draw.circle(surface, (200, 190, 150), P(gx, gy), L(1.2))
    pygame.draw.rect(surface, (120, 92, 60), board, width=L(3), border_radius=L(14))
    pygame.draw.rect(surface, (246, 236, 206), board.inflate(-L(10), -L(10)), width=L(1), border_radius=L(10))
    # the Moon River, crossing the town between the second and third rows
    points = [P(xx, river_y(xx)) for xx in range(int(x) + 4, int(x + w) - 3, 6)]
    pygame.draw.lines(surface, shaded(RIVER, -0.2), False, points, L(17))
    pygame.draw.lines(surface, RIVER, False, points, L(13))
    pygame.draw.lines(surface, shaded(RIVER, 0.35), False, [(px, py - L(2)) for px, py in points[::3]], L(1))
    # a park in the empty block
    px, py = x + CELL_W * 3.5, y + CELL_H * 2.5
    pygame.draw.ellipse(surface, (176, 196, 130), pygame.Rect(*P(px - 56, py - 26), L(112), L(52)))
    for dx, dy, r in ((-36, -4, 12), (-18, -14, 10), (30, -8, 13), (40, 10, 9), (-30, 12, 9)):
        pygame.draw.circle(surface, (88, 132, 74), P(px + dx, py + dy + 2), L(r))
        pygame.draw.circle(surface, (110, 156, 88), P(px + dx - 2, py + dy - 1), L(r * 0.75))
    pygame.draw.circle(surface, (160, 190, 210), P(px + 4, py + 6), L(9))
    pygame.draw.circle(surface, (236, 240, 244), P(px + 4, py + 6), L(9), L(2))
    # roads, then their cobbles
    for a, b in EDGES:
        ax, ay = square_centre(a)
        bx, by = square_centre(b)
        ay, by = ay + 10, by + 10
        pygame.draw.line(surface, ROAD_EDGE, P(ax, ay), P(bx, by), L(18))
    for a, b in EDGES:
        ax, ay = square_centre(a)
        bx, by = square_centre(b)
        ay, by = ay + 10, by + 10
        pygame.draw.line(surface, ROAD, P(ax, ay), P(bx, by), L(14))
        length = math.hypot(bx - ax, by - ay)
        steps = int(length // 12)
        for i in range(1, steps):
            t = i / steps
            cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
            pygame.draw.circle(surface, (204, 186, 148), P(cx, cy), L(1.6))
    for square in SQUARES:
        _building(surface, square, P, L, lang)
    return surface


def _building(surface, square: str, P, L, lang: str) -> None:
    cx, cy = square_centre(square)
    street = SQUARES[square][2]
    colour = STREET_COLOURS[street]
    shop = square == START
    body_colour = (168, 118, 70) if shop else shaded(colour, 0.62)
    roof_colour = (104, 62, 34) if shop else colour
    bw, bh = BUILDING_W, BUILDING_H
    # the yard in front
    pygame.draw.ellipse(surface, (206, 188, 150), pygame.Rect(*P(cx - bw / 2 - 2, cy + bh / 2 + 4), L(bw + 4), L(28)))
    body = pygame.Rect(*P(cx - bw / 2, cy - bh / 2), L(bw), L(bh))
    shadow = theme.soft_shadow(body.size, L(4), L(5), 90)
    pad = (shadow.get_width() - body.width) // 2
    surface.blit(shadow, (body.x - pad + L(2), body.y - pad + L(4)))
    pygame.draw.rect(surface, body_colour, body, border_radius=L(3))
    pygame.draw.rect(surface, shaded(body_colour, -0.35), body, width=L(1), border_radius=L(3))
    roof = [P(cx - bw / 2 - 6, cy - bh / 2 + 1), P(cx + bw / 2 + 6, cy - bh / 2 + 1),
            P(cx + bw / 2 - 10, cy - bh / 2 - ROOF_H), P(cx - bw / 2 + 10, cy - bh / 2 - ROOF_H)]
    pygame.draw.polygon(surface, roof_colour, roof)
    pygame.draw.polygon(surface, shaded(roof_colour, -0.35), roof, L(1))
    for i in range(1, 6):  # roof tiles
        yy = cy - bh / 2 + 1 - ROOF_H * i / 6
        inset = 6 + 16 * i / 6
        pygame.draw.line(surface, shaded(roof_colour, 0.18), P(cx - bw / 2 - 6 + inset, yy), P(cx + bw / 2 + 6 - inset, yy),
                         1)
    # door and windows
    door = pygame.Rect(*P(cx - 6, cy + bh / 2 - 14), L(12), L(14))
    pygame.draw.rect(surface, shaded(roof_colour, -0.3), door, border_top_left_radius=L(5), border_top_right_radius=L(5))
    for dx in (-44, 34):
        win = pygame.Rect(*P(cx + dx, cy + bh / 2 - 15), L(10), L(9))
        pygame.draw.rect(surface, (250, 232, 170), win)
        pygame.draw.rect(surface, shaded(body_colour, -0.45), win, 1)
    # the name on a sign across the upper part of the body
    px = L(theme.SMALL)
    ink = (250, 240, 214) if shop else theme.CARD_INK
    label = _square_label(square, lang)
    while theme.text_width(label, px, shop) > L(bw - 8) and px > L(theme.MIN_TEXT):  # one line if it nearly fits
        px -= 1
    if theme.text_width(label, px, shop) > L(bw - 8):
        px = L(theme.SMALL)
    lines = theme.wrap(label, px, L(bw - 8), bold=shop)
    while len(lines) > 2 and px > L(theme.MIN_TEXT):
        px -= 1
        lines = theme.wrap(label, px, L(bw - 8), bold=shop)
    lines = lines[:2]
    if len(lines) == 2 and theme.text_scale > 1:  # two lines fill the sign: at the 12 px floor whatever the text size
        px = max(1, round(L(theme.MIN_TEXT) / theme.text_scale))
        lines = theme.wrap(label, px, L(bw - 8), bold=shop)[:2]
    top = cy - bh / 2 + 3 if len(lines) == 2 else cy - bh / 2 + 6
    for i, line in enumerate(lines):
        image = theme.render_text(line, px, ink, shop)
        surface.blit(image, image.get_rect(midtop=P(cx, top + i * 12)))
    if shop:  # the Joute Shop: a gold star over the door
        from sprites.faces.draw import star_points

        star = star_points(cx, cy - bh / 2 - ROOF_H + 6, 7, 3, 5)
        pygame.draw.polygon(surface, theme.GOLD, [P(sx, sy) for sx, sy in star])
    else:  # the street's colour as a flag on the roof
        pole = P(cx - bw / 2 + 12, cy - bh / 2 - ROOF_H - 8)
        pygame.draw.line(surface, (70, 50, 30), pole, P(cx - bw / 2 + 12, cy - bh / 2 - ROOF_H + 4), L(1))
        pygame.draw.polygon(surface, colour, [pole, P(cx - bw / 2 + 24, cy - bh / 2 - ROOF_H - 5),
                                              P(cx - bw / 2 + 12, cy - bh / 2 - ROOF_H - 2)])


def draw_piece(surface, view, pos: tuple[float, float], seat: int, lift: float = 0.0, glow: float = 0.0) -> None:
    """A pawn in the seat's colour with its shape on the chest; `lift` hops it."""
    x, y = pos
    colour = theme.seat_colour(seat)
    dark = shaded(colour, -0.5)
    hop = 14 * lift
    shadow_w = 18 - 6 * lift
    pygame.draw.ellipse(surface, (60, 48, 30), view.rect((x - shadow_w / 2, y - 3, shadow_w, 6)))
    y -= hop
    if glow > 0.01:
        halo = theme.glow(view.rect((0, 0, 22, 30)).size, view.px(10), theme.GOLD, round(min(1.0, glow), 2), view.px(8))
        surface.blit(halo, halo.get_rect(center=view.point(x, y - 13)))
    body = [view.point(x - 9, y), view.point(x + 9, y), view.point(x + 5, y - 14), view.point(x - 5, y - 14)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, dark, body, max(1, view.px(1)))
    pygame.draw.circle(surface, colour, view.point(x, y - 19), view.px(6))
    pygame.draw.circle(surface, dark, view.point(x, y - 19), view.px(6), max(1, view.px(1)))
    theme.draw_marker(surface, view.point(x, y - 6), view.px(3.5), seat, outline=dark)


def draw_trust_marker(surface, view, pos, owner: int, credited: int, angle: float, scale: float = 1.0) -> None:
    """A trust marker: the owner's colour and shape, with a pointer toward the credited squad
    (angle in radians) carrying the credited squad's small shape. Cached as a small image."""
    if scale <= 0.02:
        return
    image = _marker_image(owner, credited, round(angle, 2), round(scale, 2), view.scale)
    x, y = view.point(*pos)
    surface.blit(image, (x - image.get_width() // 2, y - image.get_height() // 2))


class _Local:
    """A view of a small image centred on a marker (same scale as the window)."""

    def __init__(self, scale: float, half: int):
        self.scale = scale
        self.half = half

    def px(self, units: float) -> int:
        return max(1, round(units * self.scale)) if units > 0 else round(units * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.half + x * self.scale), round(self.half + y * self.scale)

    def rect(self, rect) -> pygame.Rect:
        x, y, w, h = rect
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, right - left, bottom - top)


@lru_cache(maxsize=512)
def _marker_image(owner: int, credited: int, angle: float, scale: float, view_scale: float) -> pygame.Surface:
    half = round(32 * view_scale)
    image = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    _paint_marker(image, _Local(view_scale, half), (0.0, 0.0), owner, credited, angle, scale)
    return image


def _paint_marker(surface, view, pos, owner: int, credited: int, angle: float, scale: float) -> None:
    x, y = pos
    r = 9 * scale
    tip = (x + math.cos(angle) * (r + 9 * scale), y + math.sin(angle) * (r + 9 * scale))
    side = 0.55
    base_a = (x + math.cos(angle + side) * r * 0.9, y + math.sin(angle + side) * r * 0.9)
    base_b = (x + math.cos(angle - side) * r * 0.9, y + math.sin(angle - side) * r * 0.9)
    colour = theme.seat_colour(owner)
    dark = shaded(colour, -0.55)
    pygame.draw.ellipse(surface, (70, 56, 36), view.rect((x - r, y + r * 0.55, 2 * r, r * 0.7)))
    pygame.draw.polygon(surface, colour, [view.point(*tip), view.point(*base_a), view.point(*base_b)])
    pygame.draw.polygon(surface, dark, [view.point(*tip), view.point(*base_a), view.point(*base_b)], 1)
    pygame.draw.circle(surface, (250, 244, 228), view.point(x, y), view.px(r + 1.5))
    theme.draw_marker(surface, view.point(x, y), view.px(r), owner, outline=dark)
    # the credited squad at the tip
    tx = x + math.cos(angle) * (r + 12 * scale)
    ty = y + math.sin(angle) * (r + 12 * scale)
    pygame.draw.circle(surface, (250, 244, 228), view.point(tx, ty), view.px(5.5 * scale))
    theme.draw_marker(surface, view.point(tx, ty), view.px(4.2 * scale), credited, outline=(30, 24, 20))
