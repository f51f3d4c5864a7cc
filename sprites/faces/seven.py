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
    # (en, ja): the names a small card shows when the whole one does not fit, longest first
    short: tuple[str | tuple[str, ...], str | tuple[str, ...]] = ("", "")

    def short_in(self, lang: str) -> tuple[str, ...]:
        names = self.short[1 if lang == "ja" else 0]
        return tuple(filter(None, (names,) if isinstance(names, str) else names))


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
    num = theme.render_text(NUMERALS[face.suit - 1], theme.legible(w * 0.09), shaded(suit_colour, -0.1), bold=True)
    gap = max(1, round(h * 0.02))
    if face.role is not None:
        main, other = (face.role.ja, face.role.en) if lang == "ja" else (face.role.en, face.role.ja)
        short = face.role.short_in(lang)
    else:
        en, ja = SUIT_NAMES[face.suit]
        main, other, short = (ja, en, ()) if lang == "ja" else (en, ja, ())
    # the name comes first: on one line or two, or the short name, across the card under the medallion,
    # which shrinks to give it room; below the top corner where the name is wider than the room between
    px = theme.legible(w * 0.125)
    lines, px = theme.name_lines(main, px, w - 2 * inset - 2, most=2, leave_out=True)
    if not lines and not theme.name_lines(main, px, w - 4, most=3, leave_out=True)[0]:
        # the short name under the medallion only where the whole name would not fit the small layout
        lines, px = theme.name_lines(main, px, w - 2 * inset - 2, most=2, short=short, leave_out=True)
    between = w - 2 * (pad + block.get_width()) - 2
    wide = bool(lines) and max(theme.font(px).get_rect(line).width for line in lines) > between
    top = inset + gap + num.get_height() + 1  # the medallion's top, under the numeral
    bottom = (h - pad - block.get_height() if wide else h - inset - gap - num.get_height()) - 1
    line = theme.render_lines(lines, px, theme.CARD_INK) if lines else None
    need = line.get_height() if line else 0
    medal_r, cy = round(w * 0.26), round(h * 0.375)
    room = bottom - need - max(2, round(h * 0.025))  # where the medallion must end
    if cy + medal_r > room:
        medal_r = min(medal_r, (room - top) // 2)
        cy = room - medal_r
    if not lines or medal_r < round(w * 0.12):
        _paint_small(surface, face, w, h, inset, pad, block, num, main, short)
        return
    surface.blit(block, (pad, pad))
    surface.blit(pygame.transform.rotate(block, 180), (w - pad - block.get_width(), h - pad - block.get_height()))
    if pad + block.get_width() + 1 <= (w - num.get_width()) // 2:  # the numeral only clear of the corners
        surface.blit(num, num.get_rect(midtop=(w // 2, inset + gap)))
        surface.blit(pygame.transform.rotate(num, 180), num.get_rect(midbottom=(w // 2, h - inset - gap)))
    cx = w // 2
    pygame.draw.circle(surface, shaded(suit_colour, 0.82), (cx, cy), medal_r)
    pygame.draw.circle(surface, shaded(suit_colour, 0.55), (cx, cy), medal_r, max(1, round(w * 0.012)))
    scale = medal_r / (w * 0.26)
    art = (emblem(face.role.emblem, round(w * 0.38 * scale), suit_colour) if face.role is not None
           else suit_icon(face.suit, round(w * 0.34 * scale)))
    surface.blit(art, art.get_rect(center=(cx, cy)))
    y = cy + medal_r + max(2, round(h * 0.025))
    surface.blit(line, line.get_rect(midtop=(cx, y)))
    if round(w * 0.09) < theme.MIN_TEXT or len(lines) > 1:
        return  # the other language's name only where it is legible and there is room; never cut
    small, size = theme.name_lines(other, round(w * 0.09), between - 2, most=1, leave_out=True)
    below = y + line.get_height() + max(1, round(h * 0.012))
    image = theme.render_text(small[0], size, (120, 110, 96)) if small else None
    if image is not None and below + image.get_height() <= h - inset - gap - num.get_height():
        surface.blit(image, image.get_rect(midtop=(cx, below)))


def _paint_small(surface, face: SevenFace, w: int, h: int, inset: int, pad: int, block, num, main: str,
                 short: tuple[str, ...]) -> None:
    """A card too small for a medallion and its name: rank, suit and numeral in one row at the top,
    the name in the rest of the card on up to three lines (or the short name); the preview shows
    it large. Only a card too small even for that leaves the name out, never cut."""
    colour = shaded(SUIT_COLOURS[face.suit], -0.12)
    rank = theme.render_text(RANKS[face.rank - 1], theme.legible(w * 0.19), colour, bold=True)
    icon = suit_icon(face.suit, max(6, round(w * 0.14)))
    parts = [rank, icon] + ([num] if rank.get_width() + icon.get_width() + num.get_width() + 4 <= w - 2 * pad else [])
    x, row_h = pad, max(part.get_height() for part in parts)
    for part in parts:
        surface.blit(part, part.get_rect(midleft=(x, pad + row_h // 2)))
        x += part.get_width() + 2
    top, bottom = pad + row_h + 2, h - inset - 1
    for most in (3, 2, 1):  # as many lines as the room under the row holds
        lines, px = theme.name_lines(main, theme.legible(w * 0.125), w - 4, most=most, short=short, leave_out=True)
        image = theme.render_lines(lines, px, theme.CARD_INK) if lines else None
        if image is not None and image.get_height() <= bottom - top:
            break
    else:
        return
    surface.blit(image, image.get_rect(center=(w // 2, (top + bottom) // 2)))
