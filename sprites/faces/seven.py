"""The Seven deck's face: rank and suit in two corners, a centre emblem, the role line.

What a rank *means* differs by game (in Requiem the King is a king, in Marenzan a
card may be a mage), so the role line is the game's: it builds its faces with
`seven_face(code, roles)`, where `roles` maps a rank (or a card code) to a Role.
Without a role the centre shows the suit itself, large, with its name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

import pygame

from sprites import theme

from . import register
from .draw import card_base, card_radius, shaded
from .emblems import emblem
from .icons import NUMERALS, SUIT_COLOURS, suit_icon

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_NAMES = {1: ("Heart", "ハート"), 2: ("Onion", "たまねぎ"), 3: ("Book", "本"), 4: ("Coin", "コイン"),
              5: ("Medal", "勲章"), 6: ("Hourglass", "砂時計"), 7: ("Coffin", "柩")}
FRAME = (206, 192, 166)


@dataclass(frozen=True)
class Role:
    """A role line: the centre emblem's name and the role's name in both languages."""

    emblem: str
    en: str
    ja: str


@dataclass(frozen=True)
class SevenFace:
    code: str  # "rank-suit", e.g. "13-7"
    role: Role | None = None

    @property
    def rank(self) -> int:
        return int(self.code.split("-")[0])

    @property
    def suit(self) -> int:
        return int(self.code.split("-")[1])


RoleTable = Mapping[int, Role] | Mapping[str, Role] | Callable[[str], "Role | None"]


def seven_face(code: str, roles: RoleTable | None = None) -> SevenFace:
    """The face of a Seven card for a game whose `roles` give the role line."""
    role = None
    if callable(roles):
        role = roles(code)
    elif roles:
        role = roles.get(code) or roles.get(int(code.split("-")[0]))
    return SevenFace(code, role)


def _corner(face: SevenFace, w: int) -> pygame.Surface:
    colour = shaded(SUIT_COLOURS[face.suit], -0.12)
    rank = theme.render_text(RANKS[face.rank - 1], theme.legible(w * 0.19), colour, bold=True)
    icon = suit_icon(face.suit, max(6, round(w * 0.14)))
    width = max(rank.get_width(), icon.get_width())
    gap = max(1, round(w * 0.015))
    block = pygame.Surface((width, rank.get_height() + gap + icon.get_height()), pygame.SRCALPHA)
    block.blit(rank, ((width - rank.get_width()) // 2, 0))
    block.blit(icon, ((width - icon.get_width()) // 2, rank.get_height() + gap))
    return block


def _fit(text: str, px: int, colour, width: int) -> pygame.Surface | None:
    """The text at `px`, or smaller until it fits `width`; None when even the floor is too wide
    (the other language's name is then left out, never cut short)."""
    image = theme.render_text(text, px, colour)
    while image.get_width() > width and px > theme.MIN_TEXT:
        px -= 1
        image = theme.render_text(text, px, colour)
    return image if image.get_width() <= width else None


@register("seven")
def paint_seven(surface: pygame.Surface, face: SevenFace, lang: str) -> None:
    if isinstance(face, str):
        face = SevenFace(face)
    w, h = surface.get_size()
    suit_colour = SUIT_COLOURS[face.suit]
    card_base(surface, theme.CARD_FACE)
    # a thin inner frame, warm grey with a suit-coloured hairline
    inset = max(2, round(w * 0.05))
    frame = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pygame.draw.rect(surface, FRAME, frame, width=1, border_radius=max(1, card_radius(w) - inset // 2))
    tint = pygame.Surface(frame.size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*suit_colour, 18), tint.get_rect(), border_radius=max(1, card_radius(w) - inset // 2))
    surface.blit(tint, frame.topleft)
    # corners: rank over icon, the bottom one turned round; the suit's numeral between them
    block = _corner(face, w)
    pad = round(w * 0.075)
    surface.blit(block, (pad, pad))
    surface.blit(pygame.transform.rotate(block, 180), (w - pad - block.get_width(), h - pad - block.get_height()))
    num = theme.render_text(NUMERALS[face.suit - 1], theme.legible(w * 0.09), shaded(suit_colour, -0.1), bold=True)
    surface.blit(num, num.get_rect(midtop=(w // 2, inset + max(1, round(h * 0.02)))))
    surface.blit(pygame.transform.rotate(num, 180), num.get_rect(midbottom=(w // 2, h - inset - max(1, round(h * 0.02)))))
    # centre: a medallion, the emblem (or the suit), the role line
    cx, cy = w // 2, round(h * 0.375)
    medal_r = round(w * 0.26)
    pygame.draw.circle(surface, shaded(suit_colour, 0.82), (cx, cy), medal_r)
    pygame.draw.circle(surface, shaded(suit_colour, 0.55), (cx, cy), medal_r, max(1, round(w * 0.012)))
    if face.role is not None:
        art = emblem(face.role.emblem, round(w * 0.38), suit_colour)
        main, other = (face.role.ja, face.role.en) if lang == "ja" else (face.role.en, face.role.ja)
    else:
        art = suit_icon(face.suit, round(w * 0.34))
        en, ja = SUIT_NAMES[face.suit]
        main, other = (ja, en) if lang == "ja" else (en, ja)
    surface.blit(art, art.get_rect(center=(cx, cy)))
    # the name on one line, or two, above the bottom corner; left out on a card too small for it (never cut short)
    y = cy + medal_r + max(2, round(h * 0.025))
    size = theme.legible(w * 0.125)
    lines, px = theme.name_lines(main, size, w - 2 * inset - 2, most=1, leave_out=True)
    if not lines:  # two lines between the corners, above the bottom numeral
        lines, px = theme.name_lines(main, size, w - 2 * (pad + block.get_width()) - 2, leave_out=True)
        if lines and len(lines) * theme.font(px).get_sized_height() > h - inset - num.get_height() - y:
            lines = []
    if not lines:
        return
    line = theme.render_lines(lines, px, theme.CARD_INK)
    surface.blit(line, line.get_rect(midtop=(cx, y)))
    between = w - 2 * (pad + block.get_width()) - 4
    if round(w * 0.09) < theme.MIN_TEXT or len(lines) > 1:  # the other language's name only where it is legible
        return
    small = _fit(other, round(w * 0.09), (120, 110, 96), between)
    if small is not None:
        surface.blit(small, small.get_rect(midtop=(cx, y + line.get_height() + max(1, round(h * 0.012)))))
