"""Zones: the places on the table where cards lie, and how they lie there.

A Zone is a logical rect with a layout:

    stack  cards on top of each other, a hair of offset per card (a pile)
    row    side by side, left to right, squeezed to fit (a line, the open table)
    fan    a hand: overlapping, slightly fanned
    grid   rows of `columns`, squeezed when full
    free   each card at a point of its own (`from_area` / `to_area`): the scene places them

`slot(i, n)` says where card i of n lies (centre x, y and angle); `insert_index`
says where a card dropped at a point would go. Zones draw themselves as darker
rounded insets in the felt with a caption, and glow when they are a legal drop.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from . import theme
from .cards import CARD_H, CARD_W


@dataclass
class Zone:
    name: str
    rect: tuple[float, float, float, float]  # logical x, y, w, h
    layout: str = "row"  # stack | row | fan | grid | free
    caption: str = ""  # already translated text, or a catalog key the scene resolves
    gap: float = 8.0
    columns: int = 0  # grid: 0 = as many as fit
    accent: tuple | None = None  # a seat colour for a hand, drawn as a thin bar
    scale: float = 1.0  # the scale of the cards laid out here (a row's step, a free zone's margins)
    glow: float = 0.0  # eased 0..1: a legal drop target
    hot: float = 0.0  # eased 0..1: the drop target under the cursor
    target_glow: float = 0.0
    target_hot: float = 0.0
    data: dict = field(default_factory=dict)

    # -- geometry ----------------------------------------------------------
    @property
    def prect(self) -> pygame.Rect:
        return pygame.Rect(*(round(v) for v in self.rect))

    def contains(self, point: tuple[float, float], margin: float = 0.0) -> bool:
        x, y, w, h = self.rect
        return x - margin <= point[0] <= x + w + margin and y - margin <= point[1] <= y + h + margin

    def _inner(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.rect
        pad = 10.0
        top = 18.0 if self.caption else pad  # room for the caption
        return x + pad, y + top, w - 2 * pad, h - top - pad

    @property
    def card_w(self) -> float:
        return CARD_W * self.scale

    @property
    def card_h(self) -> float:
        return CARD_H * self.scale

    def _row_step(self, n: int, width: float) -> float:
        if n <= 1:
            return 0.0
        natural = self.card_w + self.gap
        return min(natural, (width - self.card_w) / (n - 1))

    def slot(self, index: int, count: int) -> tuple[float, float, float]:
        """Centre (x, y) and angle of card `index` of `count` in this zone."""
        x, y, w, h = self._inner()
        cy = y + h / 2
        if self.layout == "stack":
            lift = min(index, 40) * 0.25
            return x + w / 2 - lift * 0.4, cy - lift, 0.0
        if self.layout == "fan":
            step = self._row_step(count, w)
            step = min(step, self.card_w * 0.78)
            span = step * (count - 1)
            left = x + w / 2 - span / 2
            mid = (count - 1) / 2
            spread = min(3.0, 24.0 / max(1, count))
            angle = (mid - index) * spread
            return left + index * step, cy + abs(index - mid) ** 1.6 * 0.6, angle
        if self.layout == "grid":
            columns = self.columns or max(1, int((w + self.gap) // (self.card_w + self.gap)))
            rows_fit = max(1, int((h + self.gap) // (self.card_h * 0.5)))
            if count > columns * rows_fit:
                columns = math.ceil(count / rows_fit)
            rows = max(1, math.ceil(count / columns))
            step_x = self._row_step(min(count, columns), w) if count > 1 else 0
            step_y = 0.0 if rows == 1 else min(self.card_h + self.gap, (h - self.card_h) / (rows - 1))
            row, col = divmod(index, columns)
            in_row = min(columns, count - row * columns)
            left = x + w / 2 - step_x * (min(count, columns) - 1) / 2
            top = y + self.card_h / 2 if rows > 1 else cy
            del in_row
            return left + col * step_x, top + row * step_y, 0.0
        # row
        step = self._row_step(count, w)
        span = step * (count - 1)
        return x + w / 2 - span / 2 + index * step, cy, 0.0

    def insert_index(self, point: tuple[float, float], count: int) -> int:
        """Where a card dropped at `point` would go among `count` cards (0..count)."""
        if self.layout in ("stack", "free") or count == 0:
            return count
        best, best_d = count, float("inf")
        for i in range(count + 1):
            if i < count:
                sx, sy, _ = self.slot(i, count)
                gx = sx - (self.card_w / 2 if i else self.card_w)  # the gap before card i
                gy = sy
            else:
                sx, sy, _ = self.slot(count - 1, count)
                gx, gy = sx + self.card_w / 2, sy
            d = abs(point[0] - gx) + (abs(point[1] - gy) if self.layout == "grid" else 0)
            if d < best_d:
                best, best_d = i, d
        return best

    # -- animation of the glow -------------------------------------------------
    def update(self, dt: float) -> None:
        k = min(1.0, dt * 12)
        self.glow += (self.target_glow - self.glow) * k
        self.hot += (self.target_hot - self.hot) * k

    # -- drawing -----------------------------------------------------------
    def draw(self, surface: pygame.Surface, view, time: float = 0.0) -> None:
        r = view.rect(self.rect)
        radius = view.px(10)
        if self.glow > 0.02 or self.hot > 0.02:
            pulse = 0.75 + 0.25 * math.sin(time * 3.2)
            strength = min(1.0, 0.6 * self.glow * pulse + 0.4 * self.hot)
            halo = theme.glow(r.size, radius, theme.GOLD, round(strength * 20) / 20, view.px(14))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        surface.blit(_inset_image(r.size, radius, max(1, view.px(1))), r.topleft)
        if self.glow > 0.02 or self.hot > 0.02:
            edge = 38 + round(150 * self.hot) + round(60 * self.glow)
            edge_colour = theme.GOLD if self.glow > 0.3 else (255, 255, 255)
            theme.alpha_rect(surface, r, (*edge_colour, min(255, edge)), radius, max(1, view.px(1)))
        if self.accent is not None:
            bar = pygame.Rect(r.x + radius, r.bottom - view.px(4), r.width - 2 * radius, view.px(3))
            pygame.draw.rect(surface, self.accent, bar, border_radius=view.px(2))
        if self.caption:
            # as wide as the inset at most: a larger text size shrinks a long caption back, not past 12 px
            image = theme.render_fitted(self.caption, view.px(theme.SMALL), theme.INK_DIM, r.width - view.px(14),
                                        view.px(theme.MIN_TEXT), shadow=True)
            surface.blit(image, (r.x + view.px(9), r.y + view.px(4)))


_INSETS: dict = {}


def _inset_image(size: tuple[int, int], radius: int, line: int) -> pygame.Surface:
    """A slightly darker rounded inset with a soft inner shadow at the top and a
    thin light outline (15 % white), cached per size."""
    key = (size, radius, line)
    image = _INSETS.get(key)
    if image is None:
        if len(_INSETS) > 64:
            _INSETS.clear()
        image = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(image, (0, 0, 0, 46), image.get_rect(), border_radius=radius)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 40), (0, 0, size[0], max(2, size[1] // 14)), border_radius=radius)
        image.blit(shade, (0, 0))
        edge = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(edge, (255, 255, 255, 38), edge.get_rect(), width=line, border_radius=radius)
        image.blit(edge, (0, 0))
        _INSETS[key] = image
    return image


class Layout:
    """The zones of one table, by name, in drawing order."""

    def __init__(self, zones: list[Zone] | None = None):
        self.zones: dict[str, Zone] = {}
        for zone in zones or []:
            self.add(zone)

    def add(self, zone: Zone) -> Zone:
        self.zones[zone.name] = zone
        return zone

    def __getitem__(self, name: str) -> Zone:
        return self.zones[name]

    def __contains__(self, name: str) -> bool:
        return name in self.zones

    def __iter__(self):
        return iter(self.zones.values())

    def zone_at(self, point: tuple[float, float], margin: float = 12.0, among=None) -> Zone | None:
        """The zone under `point` (the smallest if they overlap), optionally among some names."""
        hits = [z for z in self.zones.values() if z.contains(point, margin) and (among is None or z.name in among)]
        if not hits:
            return None
        return min(hits, key=lambda z: z.rect[2] * z.rect[3])

    def highlight(self, legal: set[str] | None, hot: str | None = None) -> None:
        """Light the legal drop zones; `hot` is the one under the cursor."""
        for zone in self.zones.values():
            zone.target_glow = 1.0 if legal and zone.name in legal else 0.0
            zone.target_hot = 1.0 if hot == zone.name and legal and hot in legal else 0.0

    def update(self, dt: float) -> None:
        for zone in self.zones.values():
            zone.update(dt)

    def draw(self, surface: pygame.Surface, view, time: float = 0.0) -> None:
        for zone in self.zones.values():
            zone.draw(surface, view, time)


# -- free placement: a zone whose cards lie at points of an area ("free" layout) --------------
def centre_box(zone: Zone) -> tuple[float, float, float, float]:
    """Where a card's centre may lie in `zone` so that the whole card stays inside it."""
    x, y, w, h = zone._inner()
    cw, ch = zone.card_w, zone.card_h
    return x + cw / 2, y + ch / 2, max(1.0, w - cw), max(1.0, h - ch)


def from_area(zone: Zone, point: tuple[float, float], area: tuple[int, int]) -> tuple[float, float]:
    """The logical point of `zone` for a point of an `area` (w, h) of whole units."""
    bx, by, bw, bh = centre_box(zone)
    return bx + point[0] * bw / area[0], by + point[1] * bh / area[1]


def to_area(zone: Zone, point: tuple[float, float], area: tuple[int, int]) -> tuple[int, int]:
    """The point of the area nearest to the logical `point` (clamped: the card stays inside)."""
    bx, by, bw, bh = centre_box(zone)
    ux = round((point[0] - bx) * area[0] / bw)
    uy = round((point[1] - by) * area[1] / bh)
    return min(max(ux, 0), area[0]), min(max(uy, 0), area[1])
