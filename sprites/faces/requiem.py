"""The role lines and emblems of Can You Hear the Requiem? on the Seven deck.

The cards are painted by the kit's Seven painter; this module only says what each
rank is called in this game (1.1 of the spec) and adds the emblems the kit lacks:
a prince's coronet, a recruit's spear, a volunteer's pitchfork, a berserker's axe,
a royal guard's helm and a bandit's dagger.
"""

from __future__ import annotations

import pygame

from .draw import pts, shaded
from .emblems import register_emblem
from .seven import Role, SevenFace, seven_face

# The short names (en, ja), longest first, are what a card too small for the whole name shows.
ROLES: dict[int, Role] = {
    13: Role("crown", "King", "王"),
    12: Role("staff", "Mage", "魔導師", short=("", "導師")),
    11: Role("coronet", "Prince", "王子", short=("Heir", "")),
    10: Role("shield", "Elite", "精鋭"),
    9: Role("sword", "Veteran", "ベテラン", short=("Vet", "古兵")),
    8: Role("spear", "Recruit", "新兵", short=(("Rookie", "Rook"), "")),
    7: Role("pitchfork", "Volunteer", "義勇兵", short=(("Militia", "Vol."), "義勇")),
    1: Role("skull_helm", "Slaughter King", "殺戮王", short=(("Slaughter", "Slayer", "Slay."), "殺戮")),
    2: Role("axe", "Berserker", "狂戦士", short=(("Berserk", "Bers."), "狂戦")),
    3: Role("helm", "Royal Guard", "親衛隊", short=(("Guard", "Grd."), "親衛")),
    4: Role("shield", "Enemy Elite", "精鋭", short=("Elite", "")),
    # a small card: the rank tells the side
    5: Role("sword", "Enemy Veteran", "ベテラン", short=(("Veteran", "Vet"), "古兵")),
    6: Role("dagger", "Bandit", "山賊", short=("Thief", "")),
}


def requiem_face(code: str) -> SevenFace:
    """The face of a card of this game, with its role line."""
    return seven_face(code, ROLES)


@register_emblem("coronet")
def _coronet(s, u, c, ink) -> None:
    band = [(0.14, 0.58), (0.86, 0.58), (0.82, 0.76), (0.18, 0.76)]
    points = [(0.14, 0.58), (0.2, 0.34), (0.35, 0.5), (0.5, 0.26), (0.65, 0.5), (0.8, 0.34), (0.86, 0.58)]
    pygame.draw.polygon(s, shaded(c, 0.25), pts(points, u))
    pygame.draw.polygon(s, ink, pts(points, u), max(1, round(u * 0.02)))
    pygame.draw.polygon(s, c, pts(band, u))
    pygame.draw.polygon(s, ink, pts(band, u), max(1, round(u * 0.02)))
    pygame.draw.circle(s, shaded(c, 0.7), (0.5 * u, 0.67 * u), 0.05 * u)
    for x, y in ((0.2, 0.32), (0.5, 0.23), (0.8, 0.32)):
        pygame.draw.circle(s, c, (x * u, y * u), 0.04 * u)


@register_emblem("spear")
def _spear(s, u, c, ink) -> None:
    pygame.draw.line(s, ink, (0.5 * u, 0.3 * u), (0.5 * u, 0.98 * u), max(2, round(u * 0.06)))
    head = [(0.5, 0.02), (0.62, 0.24), (0.5, 0.34), (0.38, 0.24)]
    pygame.draw.polygon(s, shaded(c, 0.5), pts(head, u))
    pygame.draw.polygon(s, ink, pts(head, u), max(1, round(u * 0.02)))
    pygame.draw.polygon(s, c, pts([(0.5, 0.34), (0.64, 0.44), (0.5, 0.4), (0.36, 0.44)], u))


@register_emblem("pitchfork")
def _pitchfork(s, u, c, ink) -> None:
    w = max(2, round(u * 0.055))
    pygame.draw.line(s, ink, (0.5 * u, 0.34 * u), (0.5 * u, 0.98 * u), w)
    pygame.draw.arc(s, c, pygame.Rect(0.26 * u, 0.04 * u, 0.48 * u, 0.36 * u), 3.3, 6.12, w)
    for x in (0.28, 0.5, 0.72):
        pygame.draw.line(s, c, (x * u, 0.06 * u), (x * u, 0.26 * u), w)


@register_emblem("axe")
def _axe(s, u, c, ink) -> None:
    pygame.draw.line(s, ink, (0.3 * u, 0.96 * u), (0.62 * u, 0.08 * u), max(2, round(u * 0.06)))
    blade = [(0.5, 0.16), (0.86, 0.04), (0.96, 0.34), (0.82, 0.56), (0.46, 0.38)]
    pygame.draw.polygon(s, shaded(c, 0.45), pts(blade, u))
    pygame.draw.polygon(s, ink, pts(blade, u), max(1, round(u * 0.025)))
    pygame.draw.polygon(s, c, pts([(0.56, 0.2), (0.8, 0.12), (0.86, 0.3), (0.54, 0.32)], u))


@register_emblem("helm")
def _helm(s, u, c, ink) -> None:
    dome = pygame.Rect(0.18 * u, 0.12 * u, 0.64 * u, 0.7 * u)
    pygame.draw.ellipse(s, c, dome)
    pygame.draw.ellipse(s, ink, dome, max(1, round(u * 0.025)))
    pygame.draw.rect(s, shaded(c, -0.4), pygame.Rect(0.26 * u, 0.4 * u, 0.48 * u, 0.08 * u))
    pygame.draw.line(s, shaded(c, -0.4), (0.5 * u, 0.48 * u), (0.5 * u, 0.8 * u), max(2, round(u * 0.06)))
    pygame.draw.polygon(s, shaded(c, 0.4), pts([(0.46, 0.12), (0.5, 0.0), (0.54, 0.12)], u))
    pygame.draw.rect(s, shaded(c, 0.3), pygame.Rect(0.2 * u, 0.82 * u, 0.6 * u, 0.08 * u), border_radius=round(u * 0.03))


@register_emblem("dagger")
def _dagger(s, u, c, ink) -> None:
    blade = [(0.5, 0.06), (0.58, 0.22), (0.56, 0.6), (0.44, 0.6), (0.42, 0.22)]
    pygame.draw.polygon(s, shaded(c, 0.55), pts(blade, u))
    pygame.draw.polygon(s, ink, pts(blade, u), max(1, round(u * 0.02)))
    pygame.draw.polygon(s, c, pts([(0.28, 0.58), (0.72, 0.58), (0.66, 0.66), (0.34, 0.66)], u))
    pygame.draw.rect(s, ink, pygame.Rect(0.46 * u, 0.66 * u, 0.08 * u, 0.2 * u))
    pygame.draw.circle(s, c, (0.5 * u, 0.9 * u), 0.05 * u)
