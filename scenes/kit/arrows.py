"""Where an arrow key leads: the nearest point in its direction. One rule for the focus of
every screen and of every table (the ring on buttons, choosers and fields; the ring on cards)."""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]
DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def toward(points: list[Point], here: Point, direction: tuple[int, int]) -> int | None:
    """The index of the nearest point in an arrow's direction (off-axis distance counts double)."""
    best, best_cost = None, math.inf
    dx, dy = direction
    for i, (x, y) in enumerate(points):
        along = (x - here[0]) * dx + (y - here[1]) * dy
        if along <= 1:
            continue
        across = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
        cost = along + 2 * across
        if cost < best_cost:
            best, best_cost = i, cost
    return best
