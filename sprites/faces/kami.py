"""Whisper of the Gods (神のささやき): our own card faces, painted by code.

A frame in the card's civilisation colours (Light, Water, Darkness, Fire, Nature; the
two-coloured spell is split down the middle), the name in the current language with
the other language small beneath, and a simple emblem of our own.

- Origin gods: a bold square nameplate across the top, and a link notch on every side
  where the god has a partner in the God Link grid (K44). A notch on a side where the
  god is linked right now is filled in gold (`KamiFace.links`).
- Spells: a rounded (pill) nameplate, the printed cost in a gem, S-trigger marked.

Small sizes (the gods on another seat's field) keep the frame, the emblem and a short
name; the full text is the table's tooltip.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from sprites import theme

from . import register, register_back
from .draw import SS, card_base, card_radius, shaded

CIV = {  # frame, inner field, ink on the field
    "light": ((242, 214, 75), (255, 246, 216), (92, 70, 18)),
    "water": ((46, 123, 214), (222, 235, 250), (20, 52, 102)),
    "darkness": ((59, 42, 74), (125, 91, 166), (244, 236, 252)),
    "fire": ((216, 64, 43), (252, 226, 214), (112, 28, 16)),
    "nature": ((62, 155, 75), (224, 242, 222), (24, 76, 34)),
}
GOLD = (226, 184, 84)
SIDES = ("left", "right", "up", "down")


@dataclass(frozen=True)
class KamiFace:
    code: str
    links: tuple[str, ...] = ()  # sides on which this god is linked now (a field card)


def _card(code: str):
    from game.kami.cards import BY_CODE

    return BY_CODE[code]


def _partners(code: str) -> tuple[str, ...]:
    from game.kami.cards import LINKS

    return tuple(side for side in SIDES if LINKS.get(code, {}).get(side))


def _fit_px(text: str, px: int, width: int, bold: bool = False) -> int:
    """The largest size up to `px` (not under the floor) at which `text` is at most `width` wide."""
    while px > theme.MIN_TEXT and theme.font(px, bold).get_rect(text).width > width:
        px -= 1
    return px


def _fit(text: str, px: int, colour, width: int, bold: bool = False) -> pygame.Surface:
    size = _fit_px(text, px, width, bold)
    image = theme.render_text(text, size, colour, bold)
    if image.get_width() > width > 0:  # too long even at the floor: a small card leaves these words out
        return pygame.Surface((0, 0), pygame.SRCALPHA)
    return image


def _cut(text: str, i: int) -> tuple[str, str]:
    return text[:i + (1 if text[i] == "・" else 0)].rstrip(" ,"), text[i + 1:].strip()


def _split(text: str, px: int = 12, bold: bool = False) -> tuple[str, str]:
    """Two lines of a long name, cut at the space, comma or '・' that makes the wider line
    narrowest (in the font as drawn)."""
    cuts = [i for i, ch in enumerate(text) if ch in " ・,"]
    if not cuts:
        mid = len(text) // 2
        return text[:mid], text[mid:]
    font = theme.font(px, bold)
    return min((_cut(text, i) for i in cuts), key=lambda ab: max(font.get_rect(part).width for part in ab))


def _lines(text: str, px: int, colour, width: int, bold: bool = False,
           short: tuple[str, ...] = ()) -> list[pygame.Surface]:
    """One line, or up to three (the plate grows), or the card's short name, or none on a card
    too small for the name: never cut."""
    lines, size = theme.name_lines(text, px, width, bold, most=3, short=short, leave_out=True)
    return [theme.render_text(line, size, colour, bold) for line in lines]


def _blit_lines(surface, lines, centre) -> None:
    total = sum(i.get_height() for i in lines)
    y = centre[1] - total / 2
    for image in lines:
        surface.blit(image, image.get_rect(midtop=(centre[0], round(y))))
        y += image.get_height()


def _shortest(code: str, lang: str) -> tuple[str, ...]:
    """The short names the card data gives, in `lang`, longest first."""
    from game.kami.cards import short_names

    return short_names(code, lang)


def _short_name(code: str, lang: str) -> tuple[str, str]:
    """The name as it reads on the card: the god's own name without 'Origin God'."""
    card = _card(code)
    en, ja = card.en, card.ja
    if card.is_god:
        en = en.replace("Origin God ", "").replace("Divine Core ", "")
        ja = ja.replace("起源神", "").replace("神核", "")
    return (ja, en) if lang == "ja" else (en, ja)


# -- emblems ------------------------------------------------------------------------

def _ring(s, c, x, y, r, w):
    pygame.draw.circle(s, c, (x, y), r, max(1, round(w)))


def _orbit(s, c, cx, cy, rx, ry, turn, w):
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x, y = rx * math.cos(a), ry * math.sin(a)
        pts.append((cx + x * math.cos(turn) - y * math.sin(turn), cy + x * math.sin(turn) + y * math.cos(turn)))
    pygame.draw.lines(s, c, True, pts, max(1, round(w)))


def _emblem(s: pygame.Surface, code: str, cx: float, cy: float, r: float, c, ink) -> None:
    """Our own emblem for each card, in a circle of radius r."""
    w = max(1.0, r * 0.09)
    light = shaded(c, 0.55)
    if code == "ATOM":
        for k in range(3):
            _orbit(s, c, cx, cy, r * 0.95, r * 0.36, k * math.pi / 3, w)
        pygame.draw.circle(s, ink, (cx, cy), r * 0.22)
        pygame.draw.circle(s, light, (cx - r * 0.06, cy - r * 0.06), r * 0.08)
    elif code == "PROTON":
        for k in range(12):
            a = k * math.pi / 6
            pygame.draw.line(s, light, (cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)),
                             (cx + r * 0.95 * math.cos(a), cy + r * 0.95 * math.sin(a)), max(1, round(w)))
        pygame.draw.circle(s, c, (cx, cy), r * 0.5)
        pygame.draw.rect(s, ink, (cx - r * 0.3, cy - r * 0.07, r * 0.6, r * 0.14))
        pygame.draw.rect(s, ink, (cx - r * 0.07, cy - r * 0.3, r * 0.14, r * 0.6))
    elif code == "NEUTRON":
        pygame.draw.circle(s, c, (cx, cy), r * 0.82)
        pygame.draw.circle(s, light, (cx, cy), r * 0.58)
        pygame.draw.circle(s, c, (cx, cy), r * 0.34)
        _ring(s, ink, cx, cy, r * 0.82, w)
        pygame.draw.circle(s, ink, (cx, cy), r * 0.12)
    elif code == "ELECTRON":
        _orbit(s, c, cx, cy, r * 0.9, r * 0.55, -0.5, w * 1.2)
        pygame.draw.circle(s, ink, (cx + r * 0.78 * math.cos(-0.5), cy + r * 0.78 * math.sin(-0.5)), r * 0.2)
        pygame.draw.circle(s, light, (cx, cy), r * 0.16)
        for k in range(3):
            x = cx - r * 0.55 + k * r * 0.2
            pygame.draw.line(s, ink, (x, cy + r * 0.5), (x + r * 0.12, cy + r * 0.72), max(1, round(w)))
    elif code == "QUARK":
        for k in range(3):
            a = -math.pi / 2 + k * 2 * math.pi / 3
            x, y = cx + r * 0.45 * math.cos(a), cy + r * 0.45 * math.sin(a)
            pygame.draw.circle(s, (c, light, ink)[k], (x, y), r * 0.33)
            _ring(s, ink, x, y, r * 0.33, w * 0.8)
    elif code == "LEPTON":
        pts = []
        for i in range(60):
            t = i / 59
            a = t * 4.2 * math.pi
            rr = r * (0.1 + 0.85 * t)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.lines(s, c, False, pts, max(1, round(w * 1.3)))
        pygame.draw.circle(s, ink, (cx, cy), r * 0.12)
    else:
        _spell_emblem(s, code, cx, cy, r, c, ink, w, light)


MOTIF = {
    "INFERNO_GATE": "gate", "BUBBLE_TRAP": "bubble", "ROLLING_STORM": "storm", "POKAPOKA_HAMMER": "hammer",
    "MIND_RESET": "eye", "ENIGMA_CASCADE": "cascade", "ENERGY_LIGHT": "spark", "VILVIE_SPIRAL": "spiral",
    "BRAIN_STORM": "brain", "CYCLONE_PANIC": "cyclone", "FINAL_STOP": "stop", "SCHEMING_HAND": "hand",
    "BUTAN_REINCARNATION": "lotus", "DEVIL_DRAIN": "drain", "GOLDEN_PROOF": "seal", "DRAGMENT_INNOVATION": "dragon",
    "SCRAMBLE_TYPHOON": "typhoon", "DASPELL_UKIDU": "mask", "CONSPIRACY_HAND": "hand2",
}


def _spell_emblem(s, code, cx, cy, r, c, ink, w, light) -> None:
    motif = MOTIF.get(code, "spark")
    lw = max(1, round(w))
    if motif == "gate":
        pygame.draw.rect(s, c, (cx - r * 0.7, cy - r * 0.3, r * 1.4, r * 1.1))
        pygame.draw.circle(s, c, (cx, cy - r * 0.3), r * 0.7)
        pygame.draw.rect(s, ink, (cx - r * 0.35, cy - r * 0.1, r * 0.7, r * 0.9))
        pygame.draw.circle(s, ink, (cx, cy - r * 0.1), r * 0.35)
        for k in range(3):
            pygame.draw.circle(s, (216, 64, 43), (cx - r * 0.15 + k * r * 0.15, cy + r * 0.55), r * 0.09)
    elif motif == "bubble":
        for x, y, rr in ((0, 0, 0.55), (-0.55, 0.45, 0.28), (0.55, -0.5, 0.25), (0.5, 0.55, 0.18)):
            pygame.draw.circle(s, light, (cx + x * r, cy + y * r), rr * r)
            _ring(s, c, cx + x * r, cy + y * r, rr * r, w)
            pygame.draw.circle(s, (255, 255, 255), (cx + (x - rr * 0.35) * r, cy + (y - rr * 0.35) * r), rr * r * 0.2)
    elif motif in ("storm", "cyclone", "typhoon"):
        arms = {"storm": 3, "cyclone": 4, "typhoon": 5}[motif]
        for k in range(arms):
            pts = []
            for i in range(24):
                t = i / 23
                a = k * 2 * math.pi / arms + t * 2.4
                rr = r * (0.15 + 0.8 * t)
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pygame.draw.lines(s, c if k % 2 == 0 else ink, False, pts, max(1, round(w * 1.4)))
        pygame.draw.circle(s, ink, (cx, cy), r * 0.14)
    elif motif == "hammer":
        head = [(cx - r * 0.7, cy - r * 0.65), (cx + r * 0.4, cy - r * 0.65), (cx + r * 0.4, cy - r * 0.15),
                (cx - r * 0.7, cy - r * 0.15)]
        pygame.draw.polygon(s, c, head)
        pygame.draw.polygon(s, ink, head, lw)
        pygame.draw.rect(s, ink, (cx - r * 0.22, cy - r * 0.15, r * 0.22, r * 1.0))
        for k in range(3):
            a = -0.3 + k * 0.5
            pygame.draw.line(s, light, (cx + r * 0.55, cy - r * 0.4), (cx + r * (0.55 + 0.4 * math.cos(a)),
                             cy - r * 0.4 + r * 0.4 * math.sin(a)), lw)
    elif motif == "eye":
        pts = [(cx - r * 0.9, cy), (cx, cy - r * 0.55), (cx + r * 0.9, cy), (cx, cy + r * 0.55)]
        pygame.draw.polygon(s, light, pts)
        pygame.draw.polygon(s, c, pts, lw)
        pygame.draw.circle(s, c, (cx, cy), r * 0.36)
        pygame.draw.circle(s, ink, (cx, cy), r * 0.16)
    elif motif == "cascade":
        for k in range(4):
            y = cy - r * 0.6 + k * r * 0.38
            pygame.draw.rect(s, (c, light)[k % 2], (cx - r * 0.7 + k * r * 0.12, y, r * 0.9, r * 0.3),
                             border_radius=max(1, round(r * 0.06)))
    elif motif == "spark":
        pts = []
        for i in range(16):
            rr = r * (0.9 if i % 2 == 0 else 0.32)
            a = -math.pi / 2 + i * math.pi / 8
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(s, c, pts)
        pygame.draw.circle(s, light, (cx, cy), r * 0.22)
    elif motif == "spiral":
        pts = []
        for i in range(70):
            t = i / 69
            a = t * 5 * math.pi
            rr = r * 0.9 * t
            pts.append((cx + rr * math.cos(a), cy - rr * math.sin(a)))
        pygame.draw.lines(s, c, False, pts, max(1, round(w * 1.6)))
        pygame.draw.circle(s, (255, 255, 255), (cx, cy), r * 0.1)
    elif motif == "brain":
        pygame.draw.ellipse(s, light, (cx - r * 0.8, cy - r * 0.6, r * 1.6, r * 1.2))
        pygame.draw.ellipse(s, c, (cx - r * 0.8, cy - r * 0.6, r * 1.6, r * 1.2), lw)
        pygame.draw.line(s, c, (cx, cy - r * 0.6), (cx, cy + r * 0.6), lw)
        for k in range(3):
            for sign in (-1, 1):
                pygame.draw.arc(s, c, (cx + sign * r * 0.45 - r * 0.2, cy - r * 0.45 + k * r * 0.3, r * 0.4, r * 0.3),
                                0, math.pi, lw)
        pygame.draw.line(s, ink, (cx + r * 0.5, cy - r * 0.95), (cx + r * 0.3, cy - r * 0.65), lw)
    elif motif == "stop":
        pts = [(cx + r * 0.85 * math.cos(math.pi / 8 + k * math.pi / 4), cy + r * 0.85 * math.sin(math.pi / 8 + k * math.pi / 4))
               for k in range(8)]
        pygame.draw.polygon(s, c, pts)
        pygame.draw.polygon(s, ink, pts, lw)
        pygame.draw.rect(s, (255, 255, 255), (cx - r * 0.5, cy - r * 0.12, r * 1.0, r * 0.24))
    elif motif in ("hand", "hand2"):
        pygame.draw.ellipse(s, c, (cx - r * 0.45, cy - r * 0.1, r * 0.9, r * 0.8))
        for k in range(4):
            x = cx - r * 0.38 + k * r * 0.25
            pygame.draw.rect(s, c, (x, cy - r * 0.75 + abs(k - 1.5) * r * 0.12, r * 0.2, r * 0.8),
                             border_radius=max(1, round(r * 0.1)))
        pygame.draw.polygon(s, c, [(cx - r * 0.45, cy + r * 0.2), (cx - r * 0.85, cy - r * 0.15),
                                   (cx - r * 0.7, cy - r * 0.3), (cx - r * 0.35, cy)])
        pygame.draw.circle(s, ink if motif == "hand" else light, (cx, cy + r * 0.3), r * 0.16)
    elif motif == "lotus":
        for k in range(5):
            a = -math.pi / 2 + (k - 2) * 0.45
            pts = [(cx, cy + r * 0.5), (cx + r * 0.9 * math.cos(a - 0.2), cy + r * 0.5 + r * 0.9 * math.sin(a - 0.2)),
                   (cx + r * 1.0 * math.cos(a), cy + r * 0.5 + r * 1.05 * math.sin(a)),
                   (cx + r * 0.9 * math.cos(a + 0.2), cy + r * 0.5 + r * 0.9 * math.sin(a + 0.2))]
            pygame.draw.polygon(s, (c, light)[k % 2], pts)
            pygame.draw.polygon(s, ink, pts, max(1, lw // 2))
    elif motif == "drain":
        pygame.draw.polygon(s, c, [(cx - r * 0.8, cy - r * 0.6), (cx + r * 0.8, cy - r * 0.6), (cx, cy + r * 0.3)])
        for k in range(3):
            pygame.draw.circle(s, light, (cx, cy + r * (0.42 + 0.18 * k)), r * (0.1 - 0.02 * k))
        pygame.draw.polygon(s, ink, [(cx - r * 0.8, cy - r * 0.6), (cx + r * 0.8, cy - r * 0.6), (cx, cy + r * 0.3)], lw)
    elif motif == "seal":
        pts = []
        for i in range(24):
            rr = r * (0.9 if i % 2 == 0 else 0.75)
            a = i * math.pi / 12
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(s, GOLD, pts)
        _ring(s, c, cx, cy, r * 0.55, w)
        pygame.draw.lines(s, ink, False, [(cx - r * 0.3, cy), (cx - r * 0.05, cy + r * 0.25), (cx + r * 0.35, cy - r * 0.25)],
                          max(1, round(w * 1.5)))
    elif motif == "dragon":
        pts = []
        for i in range(30):
            t = i / 29
            pts.append((cx - r * 0.85 + t * r * 1.6, cy + r * 0.35 * math.sin(t * 2.5 * math.pi)))
        pygame.draw.lines(s, c, False, pts, max(1, round(w * 2.2)))
        pygame.draw.circle(s, c, (cx + r * 0.8, cy - r * 0.05), r * 0.2)
        pygame.draw.circle(s, light, (cx + r * 0.85, cy - r * 0.1), r * 0.06)
        pygame.draw.polygon(s, ink, [(cx - r * 0.2, cy - r * 0.35), (cx, cy - r * 0.7), (cx + r * 0.15, cy - r * 0.3)])
    elif motif == "mask":
        pygame.draw.ellipse(s, c, (cx - r * 0.7, cy - r * 0.8, r * 1.4, r * 1.6))
        pygame.draw.ellipse(s, ink, (cx - r * 0.45, cy - r * 0.3, r * 0.3, r * 0.2))
        pygame.draw.ellipse(s, ink, (cx + r * 0.15, cy - r * 0.3, r * 0.3, r * 0.2))
        pygame.draw.arc(s, light, (cx - r * 0.35, cy + r * 0.05, r * 0.7, r * 0.45), math.pi, 2 * math.pi, lw)


# -- the painter ----------------------------------------------------------------------

def _civ_colours(card) -> list[tuple]:
    return [CIV.get(c, CIV["water"]) for c in card.civ]


@register("kami")
def paint_kami(surface: pygame.Surface, face: KamiFace, lang: str) -> None:
    if isinstance(face, str):
        face = KamiFace(face)
    card = _card(face.code)
    w, h = surface.get_size()
    civs = _civ_colours(card)
    frame, field, ink = civs[0]
    small = w < 48
    # the blank: the civilisation frame (two-coloured: split down the middle)
    card_base(surface, frame, (0, 0, 0, 110))
    if len(civs) > 1:
        half = pygame.Surface((w // 2, h), pygame.SRCALPHA)
        pygame.draw.rect(half, civs[1][0], (0, 0, w // 2 + card_radius(w), h), border_radius=card_radius(w))
        surface.blit(half, (w - w // 2, 0))
    inset = max(2, round(w * 0.07))
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    radius = max(1, card_radius(w) - inset // 3)
    big = pygame.Surface((inner.w * SS, inner.h * SS), pygame.SRCALPHA)
    u = big.get_width()
    # the inner field: a soft vertical gradient of the civilisation's field colour
    for i in range(0, big.get_height(), SS):
        k = i / big.get_height()
        colour = shaded(field, 0.18 - 0.3 * k) if field[0] + field[1] + field[2] < 600 else shaded(field, -0.12 * k)
        pygame.draw.rect(big, colour, (0, i, u, SS))
    if len(civs) > 1:
        for i in range(0, big.get_height(), SS):
            k = i / big.get_height()
            pygame.draw.rect(big, shaded(civs[1][1], 0.18 - 0.3 * k), (u // 2, i, u - u // 2, SS))
    # the emblem in a medallion
    cy = big.get_height() * (0.52 if card.is_god else 0.5)
    r = u * (0.36 if not small else 0.40)
    emblem_colour = frame if len(civs) == 1 else civs[1][0]
    if frame == CIV["darkness"][0]:
        emblem_colour = (196, 172, 232)
    if frame == CIV["light"][0]:
        emblem_colour = (214, 160, 32)
    pygame.draw.circle(big, (255, 255, 255, 60), (u / 2, cy), r * 1.12)
    pygame.draw.circle(big, (*GOLD, 200), (u / 2, cy), r * 1.12, max(1, round(u * 0.012)))
    _emblem(big, face.code, u / 2, cy, r, emblem_colour, shaded(frame, -0.45) if frame != CIV["darkness"][0]
            else (34, 22, 46))
    art = pygame.transform.smoothscale(big, inner.size)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(art, inner.topleft)
    pygame.draw.rect(surface, shaded(GOLD, -0.2), inner, width=1, border_radius=radius)
    main, other = _short_name(face.code, lang)
    if card.is_god:
        _god_plate(surface, face, w, h, inset, main, other, frame, small, lang)
    else:
        _spell_plate(surface, card, w, h, inset, main, other, frame, ink, small)
    if card.is_god:
        _notches(surface, face, w, h)


def _god_plate(surface, face, w, h, inset, main, other, frame, small, lang) -> None:
    """The bold square nameplate of a god across the top, the kind line at the bottom."""
    plate_h = round(h * (0.2 if not small else 0.22))
    plate = pygame.Rect(inset - 1, inset + round(h * 0.03), w - 2 * inset + 2, plate_h)
    dark = shaded(frame, -0.5) if frame != CIV["darkness"][0] else (28, 18, 38)
    pygame.draw.rect(surface, dark, plate)
    pygame.draw.rect(surface, GOLD, plate, width=max(1, round(w * 0.02)))
    px = theme.legible(w * (0.16 if not small else 0.3))
    # the whole name, on more lines where it must (the plate grows down over the art), or the short name
    lines, size = theme.name_lines(main, px, plate.w - (4 if not small else 1), True, most=2 if not small else 3,
                                   short=_shortest(face.code, lang), leave_out=True)
    image = theme.render_lines(lines, size, (255, 244, 214), True) if lines else pygame.Surface((0, 0))
    sub = None
    if not small and round(w * 0.075) >= theme.MIN_TEXT:  # the other language's name only where it is legible
        sub = _fit(other, round(w * 0.075), (222, 200, 150), plate.w - 8)
    need = image.get_height() + (sub.get_height() if sub is not None else 0) + 4
    if need > plate.h:
        plate.h = min(need, h - plate.y - inset)
        pygame.draw.rect(surface, dark, plate)
        pygame.draw.rect(surface, GOLD, plate, width=max(1, round(w * 0.02)))
    if image.get_height() > plate.h:
        image = pygame.Surface((0, 0))
    below = sub.get_height() if sub is not None and len(lines) > 1 else 0
    middle = plate.centery - below // 2 - (0 if small or len(lines) > 1 else round(h * 0.015))
    surface.blit(image, image.get_rect(center=(plate.centerx, middle)))
    if sub is not None:
        surface.blit(sub, sub.get_rect(midbottom=(plate.centerx, plate.bottom - 1)))
    if not small:
        band = pygame.Rect(inset + round(w * 0.1), h - inset - round(h * 0.11), w - 2 * inset - round(w * 0.2),
                           round(h * 0.085))
        pygame.draw.rect(surface, dark, band, border_radius=2)
        kind = "起源神" if lang == "ja" else "ORIGIN GOD"
        k = _fit(kind, theme.legible(w * 0.07), GOLD, band.w - 4, bold=True)
        surface.blit(k, k.get_rect(center=band.center))


def _spell_plate(surface, card, w, h, inset, main, other, frame, ink, small) -> None:
    """The rounded nameplate of a spell, its cost gem and, for Cyclone Panic, S-trigger."""
    px = theme.legible(w * (0.125 if not small else 0.24))
    plate_h = round(h * 0.17)
    plate = pygame.Rect(inset + 1, inset + round(h * 0.035), w - 2 * inset - 2, plate_h)
    if small:  # across the whole card and as tall as a line: the name is all a small card writes
        plate_h = max(round(h * 0.2), theme.render_text("国", px, theme.CARD_INK, True).get_height() + 2)
        plate = pygame.Rect(inset - 2, inset + round(h * 0.035), w - 2 * inset + 4, plate_h)
    round_end = plate_h // 2 if not small else plate_h // 4  # a small plate is squarer, to give its name room
    pygame.draw.rect(surface, (250, 244, 230), plate, border_radius=round_end)
    pygame.draw.rect(surface, shaded(frame, -0.25), plate, width=max(1, round(w * 0.015)), border_radius=round_end)
    gem_r = round(plate_h * 0.42)
    gem_c = (plate.x + gem_r + 2, plate.centery)
    if not small and card.cost is not None:
        pygame.draw.circle(surface, shaded(frame, -0.3), gem_c, gem_r)
        pygame.draw.circle(surface, GOLD, gem_c, gem_r, 1)
        cost = theme.render_text(str(card.cost), theme.legible(gem_r * 1.3), (255, 248, 230), True)
        surface.blit(cost, cost.get_rect(center=gem_c))
    left = plate.x + (2 * gem_r + 4 if not small else 1)
    width = plate.right - left - (plate_h // 3 if not small else 1)
    lang = "ja" if main == card.ja else "en"
    short = _shortest(card.code, lang)
    # one line beside the cost; else the whole width under it on up to four lines (the plate grows); the
    # whole name either way before the longest short name that fits either way
    under = plate.w - (6 if not small else 2)
    for name in (main, *short):
        lines, size = theme.name_lines(name, px, width, True, most=1, leave_out=True)
        if lines or theme.name_lines(name, px, under, True, most=4, leave_out=True)[0]:
            break
    centre, banded = (left + width / 2, plate.centery), True
    if not lines:
        lines, size = theme.name_lines(name, px, under, True, most=4, leave_out=True)
        tall = sum(theme.render_text(line, size, theme.CARD_INK, True).get_height() for line in lines)
        top = plate.bottom if not small else plate.y + 2  # under the cost's row (a small card shows no cost)
        band_top = h - inset - round(h * 0.03) - round(h * 0.12)  # the other language's band, left out if need be
        banded = small or top + tall + 2 <= band_top
        grow = max(0, min(top + tall + 4, h - inset) - plate.bottom)
        if top + tall + 2 > h - inset:
            lines = []
        elif grow:
            tall_plate = plate.union(plate.move(0, grow))
            pygame.draw.rect(surface, (250, 244, 230), tall_plate, border_radius=round_end)
            pygame.draw.rect(surface, shaded(frame, -0.25), tall_plate, width=max(1, round(w * 0.015)),
                             border_radius=round_end)
            plate = tall_plate
            if card.cost is not None and not small:
                pygame.draw.circle(surface, shaded(frame, -0.3), gem_c, gem_r)
                pygame.draw.circle(surface, GOLD, gem_c, gem_r, 1)
                cost = theme.render_text(str(card.cost), theme.legible(gem_r * 1.3), (255, 248, 230), True)
                surface.blit(cost, cost.get_rect(center=gem_c))
        centre = (plate.centerx, top + tall / 2 + 1)
    lines = [theme.render_text(line, size, theme.CARD_INK, True) for line in lines]
    if small:
        _blit_lines(surface, lines, centre)
        return
    _blit_lines(surface, lines, centre)
    if banded:  # else the name took the band's room
        band_h = round(h * 0.12)
        if round(w * 0.078) < theme.MIN_TEXT:  # the other language's name only where it is legible
            sub_lines = []
        else:
            sub_lines = _lines(other, round(w * 0.078), (90, 80, 70), w - 2 * inset - round(w * 0.12) - 8)
        if len(sub_lines) > 1:
            band_h = sum(i.get_height() for i in sub_lines) + 4
        band = pygame.Rect(inset + round(w * 0.06), h - inset - round(h * 0.03) - band_h, w - 2 * inset - round(w * 0.12),
                           band_h)
        pygame.draw.rect(surface, (250, 244, 230), band, border_radius=min(band.h // 2, round(w * 0.08)))
        _blit_lines(surface, sub_lines, band.center)
    if card.s_trigger:
        tag = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.075))
        tag.midtop = (w // 2, plate.bottom + round(h * 0.02))
        pygame.draw.rect(surface, (216, 64, 43), tag, border_radius=tag.h // 2)
        pygame.draw.rect(surface, GOLD, tag, width=1, border_radius=tag.h // 2)
        t = _fit("S·TRIGGER", theme.legible(w * 0.06), (255, 240, 220), tag.w - 4, bold=True)
        surface.blit(t, t.get_rect(center=tag.center))


def _notches(surface: pygame.Surface, face: KamiFace, w: int, h: int) -> None:
    """A half-round notch in the middle of each side where the god can link; filled with
    gold where it is linked now."""
    partners = _partners(face.code)
    r = max(2, round(w * 0.085))
    centres = {"left": (0, h / 2), "right": (w, h / 2), "up": (w / 2, 0), "down": (w / 2, h)}
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cut = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    cut.fill((255, 255, 255, 255))
    for side in partners:
        x, y = centres[side]
        if side in face.links:
            pygame.draw.circle(big, GOLD, (x * SS, y * SS), r * SS * 1.05)
            pygame.draw.circle(big, (255, 236, 170), (x * SS, y * SS), r * SS * 0.55)
        else:
            pygame.draw.circle(cut, (255, 255, 255, 0), (x * SS, y * SS), r * SS)
            pygame.draw.circle(big, (*GOLD, 230), (x * SS, y * SS), r * SS * 1.2, max(1, round(SS * w * 0.02)))
    surface.blit(pygame.transform.smoothscale(cut, (w, h)), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    ring = pygame.transform.smoothscale(big, (w, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=card_radius(w))
    ring.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(ring, (0, 0))


@register_back("kami")
def paint_kami_back(surface: pygame.Surface, tint: tuple | None = None) -> None:
    """Deep indigo, a gold frame, the 2×3 God Link grid as six linked rings."""
    w, h = surface.get_size()
    field = tuple(tint) if tint else (34, 28, 62)
    card_base(surface, field, (0, 0, 0, 100))
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    u = w * SS
    line = max(1, round(u * 0.012))
    inset = u * 0.07
    frame = pygame.Rect(inset, inset, big.get_width() - 2 * inset, big.get_height() - 2 * inset)
    pygame.draw.rect(big, GOLD, frame, width=line, border_radius=card_radius(w) * SS)
    pygame.draw.rect(big, (*GOLD, 110), frame.inflate(-line * 6, -line * 6), width=line,
                     border_radius=max(1, card_radius(w) * SS - line * 3))
    cx, cy = big.get_width() / 2, big.get_height() / 2
    step = u * 0.24
    cells = [(cx + (c - 1) * step, cy + (rw - 0.5) * step * 1.1) for rw in range(2) for c in range(3)]
    for (x1, y1) in cells:
        for (x2, y2) in cells:
            if (abs(x1 - x2) < 1 and abs(abs(y1 - y2) - step * 1.1) < 1) or (abs(y1 - y2) < 1 and abs(abs(x1 - x2) - step) < 1):
                pygame.draw.line(big, (*GOLD, 140), (x1, y1), (x2, y2), line)
    for i, (x, y) in enumerate(cells):
        pygame.draw.circle(big, shaded(field, -0.35), (x, y), step * 0.32)
        pygame.draw.circle(big, GOLD, (x, y), step * 0.32, line)
        pygame.draw.circle(big, (*GOLD, 200 if i != 1 else 255), (x, y), step * (0.1 if i != 1 else 0.16))
    for sign in (-1, 1):
        y = cy + sign * big.get_height() * 0.33
        _orbit(big, (*GOLD, 170), cx, y, u * 0.16, u * 0.05, 0, line)
        pygame.draw.circle(big, GOLD, (cx, y), u * 0.025)
    surface.blit(pygame.transform.smoothscale(big, (w, h)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=card_radius(w))
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
