"""Role emblems for the card centre: simple vector shapes in one or two colours.

Each emblem paints into a unit box on a supersampled surface; games name them
in their role tables (e.g. Role("crown", "King", "王")). A game may add its own
with `register_emblem`.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame

from .draw import pts, shaded, star_points, supersampled

Emblem = Callable[[pygame.Surface, float, tuple, tuple], None]  # (surface, unit, colour, ink)
EMBLEMS: dict[str, Emblem] = {}


def register_emblem(name: str) -> Callable[[Emblem], Emblem]:
    def wrap(fn: Emblem) -> Emblem:
        EMBLEMS[name] = fn
        return fn

    return wrap


@register_emblem("crown")
def _crown(s, u, c, ink) -> None:
    band = [(0.12, 0.70), (0.88, 0.70), (0.86, 0.84), (0.14, 0.84)]
    body = [(0.12, 0.70), (0.08, 0.30), (0.30, 0.50), (0.5, 0.18), (0.70, 0.50), (0.92, 0.30), (0.88, 0.70)]
    pygame.draw.polygon(s, c, pts(body, u))
    pygame.draw.polygon(s, shaded(c, -0.3), pts(band, u))
    for x, y in ((0.08, 0.27), (0.5, 0.14), (0.92, 0.27)):
        pygame.draw.circle(s, c, (x * u, y * u), 0.055 * u)
    for x in (0.32, 0.5, 0.68):
        pygame.draw.circle(s, shaded(c, 0.55), (x * u, 0.77 * u), 0.035 * u)
    pygame.draw.polygon(s, ink, pts(body, u), max(1, round(u * 0.02)))


@register_emblem("staff")
def _staff(s, u, c, ink) -> None:
    w = max(2, round(u * 0.07))
    pygame.draw.line(s, ink, (0.36 * u, 0.96 * u), (0.6 * u, 0.3 * u), w)
    pygame.draw.circle(s, c, (0.64 * u, 0.2 * u), 0.13 * u)
    pygame.draw.circle(s, shaded(c, 0.6), (0.6 * u, 0.16 * u), 0.045 * u)
    pygame.draw.arc(s, ink, pygame.Rect(0.46 * u, 0.02 * u, 0.36 * u, 0.36 * u), math.pi * 0.9, math.pi * 2.1,
                    max(1, round(u * 0.035)))
    for k, (x, y) in enumerate(((0.24, 0.22), (0.84, 0.44), (0.3, 0.46))):
        pygame.draw.polygon(s, c, star_points(x * u, y * u, (0.07 - 0.015 * k) * u, 0.025 * u, 4))


@register_emblem("sword")
def _sword(s, u, c, ink) -> None:
    blade = [(0.5, 0.02), (0.58, 0.14), (0.57, 0.68), (0.43, 0.68), (0.42, 0.14)]
    pygame.draw.polygon(s, shaded(c, 0.55), pts(blade, u))
    pygame.draw.line(s, shaded(c, 0.2), (0.5 * u, 0.1 * u), (0.5 * u, 0.66 * u), max(1, round(u * 0.02)))
    pygame.draw.polygon(s, ink, pts(blade, u), max(1, round(u * 0.02)))
    pygame.draw.rect(s, c, pygame.Rect(0.24 * u, 0.67 * u, 0.52 * u, 0.07 * u), border_radius=round(u * 0.03))
    pygame.draw.rect(s, ink, pygame.Rect(0.46 * u, 0.74 * u, 0.08 * u, 0.16 * u))
    pygame.draw.circle(s, c, (0.5 * u, 0.93 * u), 0.055 * u)


@register_emblem("shield")
def _shield(s, u, c, ink) -> None:
    outline = [(0.14, 0.08), (0.5, 0.0), (0.86, 0.08)]
    for i in range(21):
        t = i / 20
        outline.append((0.86 - 0.36 * t ** 1.4, 0.08 + 0.9 * math.sin(t * math.pi / 2)))
    for i in range(19, -1, -1):
        t = i / 20
        outline.append((0.14 + 0.36 * t ** 1.4, 0.08 + 0.9 * math.sin(t * math.pi / 2)))
    pygame.draw.polygon(s, c, pts(outline, u))
    pygame.draw.polygon(s, ink, pts(outline, u), max(1, round(u * 0.03)))
    light = shaded(c, 0.55)
    pygame.draw.line(s, light, (0.5 * u, 0.12 * u), (0.5 * u, 0.84 * u), max(2, round(u * 0.07)))
    pygame.draw.line(s, light, (0.2 * u, 0.38 * u), (0.8 * u, 0.38 * u), max(2, round(u * 0.07)))


@register_emblem("skull_helm")
def _skull_helm(s, u, c, ink) -> None:
    bone = (236, 228, 210)
    # horns
    pygame.draw.polygon(s, c, pts([(0.2, 0.36), (0.02, 0.02), (0.3, 0.26)], u))
    pygame.draw.polygon(s, c, pts([(0.8, 0.36), (0.98, 0.02), (0.7, 0.26)], u))
    # helm dome over the skull
    pygame.draw.ellipse(s, shaded(c, -0.2), pygame.Rect(0.16 * u, 0.14 * u, 0.68 * u, 0.6 * u))
    pygame.draw.ellipse(s, bone, pygame.Rect(0.24 * u, 0.3 * u, 0.52 * u, 0.5 * u))
    pygame.draw.rect(s, bone, pygame.Rect(0.34 * u, 0.66 * u, 0.32 * u, 0.22 * u), border_radius=round(u * 0.05))
    for x in (0.39, 0.61):
        pygame.draw.ellipse(s, ink, pygame.Rect((x - 0.075) * u, 0.45 * u, 0.15 * u, 0.13 * u))
    pygame.draw.polygon(s, ink, pts([(0.5, 0.6), (0.46, 0.68), (0.54, 0.68)], u))
    for x in (0.42, 0.5, 0.58):
        pygame.draw.line(s, ink, (x * u, 0.76 * u), (x * u, 0.88 * u), max(1, round(u * 0.02)))
    pygame.draw.rect(s, c, pygame.Rect(0.16 * u, 0.3 * u, 0.68 * u, 0.07 * u), border_radius=round(u * 0.03))


@register_emblem("star")
def _star(s, u, c, ink) -> None:
    pygame.draw.polygon(s, c, star_points(0.5 * u, 0.52 * u, 0.46 * u, 0.2 * u, 7))
    pygame.draw.polygon(s, ink, star_points(0.5 * u, 0.52 * u, 0.46 * u, 0.2 * u, 7), max(1, round(u * 0.02)))


@lru_cache(maxsize=256)
def emblem(name: str, px: int, colour: tuple, ink: tuple = (38, 34, 30)) -> pygame.Surface:
    if name not in EMBLEMS:
        raise KeyError(f"no emblem {name!r}; known: {', '.join(sorted(EMBLEMS))}")
    return supersampled((px, px), lambda s, u: EMBLEMS[name](s, u, tuple(colour), tuple(ink)))
