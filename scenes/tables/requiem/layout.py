"""Where Requiem's table puts things: columns, lines, plates and stacks, and small drawing helpers."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from sprites import theme
from sprites.zones import Zone

COLUMNS = 3


SEATS = 3


TOP = 54


COL_X = tuple(236 + i * 226 for i in range(COLUMNS))  # each column: deck, arrival, slot


LINE_Y = (392, 500, 608)


LINE_H = 102


PLATE_W = 168


SIDE_X = 912


ENEMY_TINT = (92, 30, 34)  # the enemy decks' backs: a dark wine red


REORG_AT = (568, 222)


SCALE = {"enemy_deck": 0.62, "arrival": 1.0, "slot": 1.0, "capital": 0.72, "mage_reserve": 0.66, "damage": 0.5,
         "enemy_retreat": 0.5, "enemy_dead": 0.5, "allied_dead": 0.5, "line": 0.72, "enemy_reorg": 0.62}


# The card size grows the cards fought over and the players' Lines as far as their places hold them:
# an arrival or an interception under its caption, a Line's card inside the Line's height.
GROWN_FIT = {"arrival": 1.1, "slot": 1.05, "line": 0.78}


STACKS = ("enemy_deck", "capital", "enemy_reorg")


FACE_DOWN = ("enemy_deck", "capital", "enemy_reorg")


Z_BASE = {"enemy_deck": 100, "capital": 100, "damage": 200, "mage_reserve": 200, "enemy_retreat": 200,
          "enemy_dead": 200, "allied_dead": 200, "arrival": 300, "slot": 400, "line": 500, "enemy_reorg": 900}


def zone_kind(zone: str) -> str:
    return zone.rstrip("0123456789")


def zone_number(zone: str) -> int:
    digits = zone[len(zone_kind(zone)):]
    return int(digits) if digits else 0


@dataclass
class Badge:
    """A combat total or a declaration shown over the table for a moment."""

    centre: tuple[float, float]
    title: str
    line: str
    colour: tuple
    alpha: float = 0.0
    wide: bool = False


DAMAGE_RECT = (16, 226, 212, 156)  # the Damage Area, under the Capital Deck and the Mage Reserve


CAPITAL_LOW = 3  # at this many Capital cards or fewer the Damage Area warns (R39 is near)


def damage_captions(view, caption: str, warning: str) -> tuple[pygame.Rect, list[tuple[str, pygame.Rect]]]:
    """Pixel rects of the Damage Area's caption (where `Zone.draw` puts it) and of the warning's
    lines, wrapped to the zone and laid under the caption so that the two never meet."""
    r = view.rect(DAMAGE_RECT)
    px = view.px(theme.SMALL)
    inset = view.px(9)
    cap = theme.render_text(caption, px, theme.INK_DIM, shadow=True).get_rect(topleft=(r.x + inset, r.y + view.px(4)))
    lines: list[tuple[str, pygame.Rect]] = []
    y = cap.bottom + view.px(1)
    for line in theme.wrap(warning, px, r.width - 2 * inset) if warning else []:
        rect = theme.render_text(line, px, theme.DANGER, shadow=True).get_rect(topleft=(r.x + inset, y))
        lines.append((line, rect))
        y = rect.bottom
    return cap, lines


def _plate(surface, view, rect) -> None:
    r = view.rect(rect)
    theme.alpha_rect(surface, r, (*theme.PANEL, 190), view.px(10))
    theme.alpha_rect(surface, r, (255, 255, 255, 38), view.px(10), 1)


def _zone_glow(surface, view, zone: Zone, now: float) -> None:
    r = view.rect(zone.rect)
    radius = view.px(10)
    pulse = 0.75 + 0.25 * math.sin(now * 3.2)
    strength = min(1.0, 0.6 * zone.glow * pulse + 0.4 * zone.hot)
    halo = theme.glow(r.size, radius, theme.GOLD, round(strength * 20) / 20, view.px(14))
    spread = (halo.get_width() - r.width) // 2
    surface.blit(halo, (r.x - spread, r.y - spread))
    edge = 38 + round(150 * zone.hot) + round(60 * zone.glow)
    theme.alpha_rect(surface, r, (*theme.GOLD, min(255, edge)), radius, max(1, view.px(2)))


def _badge(surface, view, badge: Badge) -> None:
    alpha = max(0.0, min(1.0, badge.alpha))
    if alpha <= 0.01:
        return
    big = theme.render_text(badge.title, view.px(theme.LARGE if not badge.wide else theme.BODY), theme.INK,
                            bold=True, shadow=True)
    small = theme.render_text(badge.line, view.px(theme.SMALL), badge.colour, bold=True, shadow=True)
    w = max(big.get_width(), small.get_width()) / view.scale + 28
    h = 50
    cx, cy = badge.centre
    lift = 6 * (1 - alpha)
    r = view.rect((cx - w / 2, cy - h / 2 - lift, w, h))
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, 235), layer.get_rect(), border_radius=view.px(10))
    pygame.draw.rect(layer, (*badge.colour, 200), layer.get_rect(), width=max(1, view.px(2)), border_radius=view.px(10))
    layer.blit(big, big.get_rect(midtop=(r.width // 2, view.px(6))))
    layer.blit(small, small.get_rect(midbottom=(r.width // 2, r.height - view.px(6))))
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, r)
