"""The seven suit icons: distinct silhouettes first, colour second (ART.md).

Every icon is drawn in a unit box (0..1 × 0..1) on a supersampled surface, so it
reads in greyscale by its shape alone: heart, onion, open book, holed coin, star
medal on a ribbon, hourglass, coffin lid.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .draw import pts, shaded, star_points, supersampled

SUIT_COLOURS = {
    1: (192, 57, 43),  # I Heart ハート — crimson
    2: (212, 137, 42),  # II Onion たまねぎ — amber
    3: (46, 125, 79),  # III Book 本 — forest green
    4: (184, 145, 47),  # IV Coin コイン — gold
    5: (43, 76, 155),  # V Medal 勲章 — royal blue
    6: (31, 122, 128),  # VI Hourglass 砂時計 — teal
    7: (91, 74, 107),  # VII Coffin 柩 — violet-grey
}
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII")


def _heart(s: pygame.Surface, u: float, c) -> None:
    points = []
    for i in range(120):
        t = 2 * math.pi * i / 120
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((0.5 + x / 35, 0.47 - y / 35))
    pygame.draw.polygon(s, c, pts(points, u))
    # a soft highlight on the left lobe
    pygame.draw.ellipse(s, (*shaded(c, 0.35), 120), pygame.Rect(0.22 * u, 0.22 * u, 0.14 * u, 0.1 * u))


def _onion(s: pygame.Surface, u: float, c) -> None:
    dark = shaded(c, -0.35)
    green = (92, 140, 58)
    w = max(1, round(u * 0.025))
    # sprout: two leaves from the tip
    pygame.draw.polygon(s, green, pts([(0.47, 0.30), (0.34, 0.02), (0.53, 0.25)], u))
    pygame.draw.polygon(s, green, pts([(0.49, 0.27), (0.68, 0.05), (0.57, 0.31)], u))
    # bulb: a round belly rising to a pointed neck
    outline = []
    for i in range(61):  # right side, bottom, left side
        a = math.pi * i / 60
        outline.append((0.5 + 0.37 * math.cos(a), 0.63 + 0.28 * math.sin(a)))
    for i in range(1, 20):  # left shoulder up to the neck, then down the right
        t = i / 20
        outline.append((0.13 + 0.37 * t ** 0.8, 0.63 - 0.35 * math.sin(t * math.pi / 2) ** 1.6))
    outline.append((0.5, 0.27))
    for i in range(19, 0, -1):
        t = i / 20
        outline.append((0.87 - 0.37 * t ** 0.8, 0.63 - 0.35 * math.sin(t * math.pi / 2) ** 1.6))
    pygame.draw.polygon(s, c, pts(outline, u))
    # skin lines following the belly
    pygame.draw.arc(s, dark, pygame.Rect(0.25 * u, 0.36 * u, 0.34 * u, 0.56 * u), math.pi * 0.55, math.pi * 1.35, w)
    pygame.draw.arc(s, dark, pygame.Rect(0.41 * u, 0.36 * u, 0.34 * u, 0.56 * u), -math.pi * 0.35, math.pi * 0.45, w)
    pygame.draw.line(s, dark, (0.5 * u, 0.34 * u), (0.5 * u, 0.88 * u), w)
    pygame.draw.ellipse(s, (*shaded(c, 0.4), 130), pygame.Rect(0.26 * u, 0.5 * u, 0.1 * u, 0.16 * u))
    # roots
    for dx in (-0.06, 0.0, 0.06):
        pygame.draw.line(s, dark, ((0.5 + dx) * u, 0.9 * u), ((0.5 + dx * 1.8) * u, 0.99 * u), w)


def _book(s: pygame.Surface, u: float, c) -> None:
    light = shaded(c, 0.55)
    dark = shaded(c, -0.3)
    # covers: a wide shallow V
    pygame.draw.polygon(s, dark, pts([(0.02, 0.30), (0.5, 0.40), (0.98, 0.30), (0.98, 0.82), (0.5, 0.92),
                                      (0.02, 0.82)], u))
    # pages, curving up from the spine
    left = [(0.06, 0.24), (0.22, 0.18), (0.40, 0.20), (0.5, 0.30), (0.5, 0.84), (0.40, 0.75), (0.22, 0.73),
            (0.06, 0.78)]
    right = [(1 - x, y) for x, y in left]
    pygame.draw.polygon(s, c, pts(left, u))
    pygame.draw.polygon(s, c, pts(right, u))
    w = max(1, round(u * 0.022))
    for k in range(3):
        y = 0.36 + k * 0.12
        pygame.draw.line(s, light, (0.13 * u, (y - 0.02) * u), (0.42 * u, (y + 0.02) * u), w)
        pygame.draw.line(s, light, (0.87 * u, (y - 0.02) * u), (0.58 * u, (y + 0.02) * u), w)
    pygame.draw.line(s, dark, (0.5 * u, 0.30 * u), (0.5 * u, 0.88 * u), max(1, round(u * 0.03)))


def _coin(s: pygame.Surface, u: float, c) -> None:
    dark = shaded(c, -0.3)
    light = shaded(c, 0.4)
    centre = (0.5 * u, 0.5 * u)
    pygame.draw.circle(s, dark, centre, 0.46 * u)
    pygame.draw.circle(s, c, centre, 0.42 * u)
    pygame.draw.circle(s, light, centre, 0.33 * u, max(1, round(u * 0.025)))
    hole = pygame.Rect(0, 0, 0.26 * u, 0.26 * u)
    hole.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(s, dark, hole.inflate(0.06 * u, 0.06 * u))
    s.fill((0, 0, 0, 0), hole)  # the hole shows what lies beneath


def _medal(s: pygame.Surface, u: float, c) -> None:
    ribbon = shaded(c, -0.25)
    stripe = shaded(c, 0.5)
    # the ribbon: two short straps in a V
    pygame.draw.polygon(s, ribbon, pts([(0.22, 0.0), (0.42, 0.0), (0.60, 0.34), (0.46, 0.42)], u))
    pygame.draw.polygon(s, c, pts([(0.78, 0.0), (0.58, 0.0), (0.40, 0.34), (0.54, 0.42)], u))
    pygame.draw.line(s, stripe, (0.68 * u, 0.0), (0.48 * u, 0.38 * u), max(1, round(u * 0.03)))
    # the star, large
    star = star_points(0.5 * u, 0.63 * u, 0.40 * u, 0.17 * u, 5)
    pygame.draw.polygon(s, shaded(c, -0.45), [(x, y + 0.025 * u) for x, y in star])
    pygame.draw.polygon(s, c, star)
    pygame.draw.circle(s, stripe, (0.5 * u, 0.645 * u), 0.08 * u)
    pygame.draw.circle(s, c, (0.5 * u, 0.645 * u), 0.045 * u)


def _hourglass(s: pygame.Surface, u: float, c) -> None:
    dark = shaded(c, -0.35)
    sand = (222, 190, 120)
    glass = shaded(c, 0.55)
    # the glass
    body = [(0.24, 0.12), (0.76, 0.12), (0.74, 0.22), (0.54, 0.48), (0.54, 0.52), (0.74, 0.78), (0.76, 0.88),
            (0.24, 0.88), (0.26, 0.78), (0.46, 0.52), (0.46, 0.48), (0.26, 0.22)]
    pygame.draw.polygon(s, glass, pts(body, u))
    # sand: a little left above, a heap below
    pygame.draw.polygon(s, sand, pts([(0.36, 0.34), (0.64, 0.34), (0.51, 0.48), (0.49, 0.48)], u))
    pygame.draw.polygon(s, sand, pts([(0.30, 0.86), (0.5, 0.64), (0.70, 0.86)], u))
    pygame.draw.polygon(s, dark, pts(body, u), max(1, round(u * 0.03)))
    # the plates and posts
    pygame.draw.rect(s, c, pygame.Rect(0.14 * u, 0.02 * u, 0.72 * u, 0.1 * u), border_radius=round(u * 0.03))
    pygame.draw.rect(s, c, pygame.Rect(0.14 * u, 0.88 * u, 0.72 * u, 0.1 * u), border_radius=round(u * 0.03))
    for x in (0.18, 0.78):
        pygame.draw.rect(s, c, pygame.Rect(x * u, 0.1 * u, 0.04 * u, 0.8 * u))


def _coffin(s: pygame.Surface, u: float, c) -> None:
    light = shaded(c, 0.45)
    dark = shaded(c, -0.35)
    lid = [(0.36, 0.0), (0.64, 0.0), (0.80, 0.24), (0.66, 1.0), (0.34, 1.0), (0.20, 0.24)]
    pygame.draw.polygon(s, dark, pts(lid, u))
    inner = [(0.39, 0.05), (0.61, 0.05), (0.74, 0.245), (0.62, 0.95), (0.38, 0.95), (0.26, 0.245)]
    pygame.draw.polygon(s, c, pts(inner, u))
    w = max(2, round(u * 0.05))
    pygame.draw.line(s, light, (0.5 * u, 0.18 * u), (0.5 * u, 0.62 * u), w)
    pygame.draw.line(s, light, (0.38 * u, 0.32 * u), (0.62 * u, 0.32 * u), w)


PAINT = {1: _heart, 2: _onion, 3: _book, 4: _coin, 5: _medal, 6: _hourglass, 7: _coffin}


@lru_cache(maxsize=256)
def suit_icon(suit: int, px: int, colour: tuple | None = None) -> pygame.Surface:
    """The icon of suit 1..7, `px` pixels square (cached per size and colour)."""
    c = tuple(colour) if colour is not None else SUIT_COLOURS[suit]
    return supersampled((px, px), lambda s, u: PAINT[suit](s, u, c))


def numeral(suit: int) -> str:
    return NUMERALS[suit - 1]
