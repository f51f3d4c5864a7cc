"""The card back: a deep navy field with a symmetric seven-pointed star pattern in
muted gold. A game may tint it (`tint` replaces the navy)."""

from __future__ import annotations

import math

import pygame

from sprites import theme

from . import register_back
from .draw import SS, card_base, card_radius, heptagram, shaded, star_points


@register_back("seven")
def paint_back(surface: pygame.Surface, tint: tuple | None = None) -> None:
    w, h = surface.get_size()
    field = tuple(tint) if tint else theme.CARD_BACK
    gold = theme.GOLD_MUTED
    card_base(surface, field, (0, 0, 0, 90))
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    u = w * SS
    cx, cy = big.get_width() / 2, big.get_height() / 2
    line = max(1, round(u * 0.012))
    # a lattice of small seven-point stars, faint, in a half-drop grid
    step = u * 0.2
    faint = (*gold, 34)
    rows = int(big.get_height() / step) + 2
    for row in range(-1, rows):
        for col in range(-1, 7):
            x = cx + (col - 2.5) * step + (step / 2 if row % 2 else 0)
            y = cy + (row - rows / 2) * step * 0.86
            pygame.draw.polygon(big, faint, star_points(x, y, step * 0.16, step * 0.07, 7))
    # frames
    inset = u * 0.07
    frame = pygame.Rect(inset, inset, big.get_width() - 2 * inset, big.get_height() - 2 * inset)
    radius = card_radius(w) * SS
    pygame.draw.rect(big, (*shaded(field, -0.35), 255), frame.inflate(line * 6, line * 6), width=line * 3,
                     border_radius=radius)
    pygame.draw.rect(big, gold, frame, width=line, border_radius=radius)
    pygame.draw.rect(big, (*gold, 120), frame.inflate(-line * 6, -line * 6), width=line,
                     border_radius=max(1, radius - line * 3))
    # the centre: a ring, the {7/3} star, a {7/2} star inside, seven dots round it
    r = u * 0.32
    pygame.draw.circle(big, (*shaded(field, -0.3), 255), (cx, cy), r * 1.08)
    pygame.draw.circle(big, gold, (cx, cy), r * 1.08, line)
    pygame.draw.circle(big, (*gold, 110), (cx, cy), r * 1.18, line)
    outer = heptagram(cx, cy, r, 3)
    pygame.draw.polygon(big, (*gold, 70), outer)
    pygame.draw.polygon(big, gold, outer, line)
    inner = heptagram(cx, cy, r * 0.55, 2)
    pygame.draw.polygon(big, gold, inner)
    pygame.draw.circle(big, field, (cx, cy), r * 0.12)
    pygame.draw.circle(big, gold, (cx, cy), r * 0.12, line)
    for i in range(7):
        a = -math.pi / 2 + (i + 0.5) * 2 * math.pi / 7
        pygame.draw.circle(big, gold, (cx + r * 1.32 * math.cos(a), cy + r * 1.32 * math.sin(a)), u * 0.018)
    # a sprig of seven stars toward each end, keeping the back symmetric
    for sign in (-1, 1):
        y = cy + sign * big.get_height() * 0.33
        pygame.draw.polygon(big, gold, star_points(cx, y, u * 0.07, u * 0.03, 7))
        for dx in (-1, 1):
            pygame.draw.polygon(big, (*gold, 150), star_points(cx + dx * u * 0.16, y - sign * u * 0.03, u * 0.035,
                                                               u * 0.015, 7))
    pattern = pygame.transform.smoothscale(big, (w, h))
    surface.blit(pattern, (0, 0))
    # keep the pattern inside the rounded corners
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=card_radius(w))
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
