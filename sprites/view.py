"""Logical layout, real pixels: the 1280×720 stage letterboxed in any window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .theme import LOGICAL_H, LOGICAL_W


@dataclass
class View:
    """Maps logical units to the window's pixels (uniform scale, centred)."""

    width: int
    height: int

    @property
    def scale(self) -> float:
        return min(self.width / LOGICAL_W, self.height / LOGICAL_H)

    @property
    def offset(self) -> tuple[float, float]:
        s = self.scale
        return (self.width - LOGICAL_W * s) / 2, (self.height - LOGICAL_H * s) / 2

    def px(self, units: float) -> int:
        """A logical length in pixels."""
        return max(1, round(units * self.scale)) if units > 0 else round(units * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.offset
        s = self.scale
        return round(ox + x * s), round(oy + y * s)

    def rect(self, rect) -> pygame.Rect:
        x, y, w, h = rect
        left, top = self.point(x, y)
        right, bottom = self.point(x + w, y + h)
        return pygame.Rect(left, top, right - left, bottom - top)

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        ox, oy = self.offset
        s = self.scale
        return (pos[0] - ox) / s, (pos[1] - oy) / s

    @property
    def stage(self) -> pygame.Rect:
        return self.rect((0, 0, LOGICAL_W, LOGICAL_H))
