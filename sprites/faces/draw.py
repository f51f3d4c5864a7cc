"""Small vector helpers for face painters: supersampled shapes, card frames."""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

SS = 4  # supersampling factor for shapes: drawn 4× and smoothscaled down


def shaded(colour: Sequence[int], amount: float) -> tuple[int, int, int]:
    """Lighter (amount > 0) or darker (amount < 0) version of a colour."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour[:3])
    return tuple(round(c * (1 + amount)) for c in colour[:3])


def supersampled(size: tuple[int, int], paint: Callable[[pygame.Surface, float], None]) -> pygame.Surface:
    """Paint at SS× on a transparent surface (`paint(surface, unit)` gets the big
    surface and its size in big pixels per unit), then smoothscale to `size`."""
    w, h = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    paint(big, float(min(w, h) * SS))
    return pygame.transform.smoothscale(big, (w, h))


def pts(points: Sequence[tuple[float, float]], unit: float, ox: float = 0.0, oy: float = 0.0) -> list[tuple[float, float]]:
    return [(ox + x * unit, oy + y * unit) for x, y in points]


def star_points(cx: float, cy: float, outer: float, inner: float, n: int, turn: float = -math.pi / 2):
    out = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = turn + i * math.pi / n
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def heptagram(cx: float, cy: float, r: float, step: int = 3, turn: float = -math.pi / 2):
    """The {7/step} star polygon's outline (as a simple star with 14 points)."""
    inner = r * math.cos(math.pi * step / 7) / math.cos(math.pi * (step - 1) / 7)
    return star_points(cx, cy, r, inner, 7, turn)


def card_radius(width: int) -> int:
    return max(2, round(width * 0.06))


def card_base(surface: pygame.Surface, fill, edge=(0, 0, 0, 60)) -> None:
    """The rounded card blank: fill and a 1 px darker edge."""
    rect = surface.get_rect()
    radius = card_radius(rect.width)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, edge, rect, width=1, border_radius=radius)
    surface.blit(layer, (0, 0))


def blit_rotated_180(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]) -> None:
    rotated = pygame.transform.rotate(image, 180)
    surface.blit(rotated, rotated.get_rect(center=(round(centre[0]), round(centre[1]))))
