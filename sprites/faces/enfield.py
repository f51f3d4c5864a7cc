"""Enfield's card faces (ART.md "Other faces"): party characters show a portrait emblem (an
abstract silhouette in the squad's colour) and an HP bar across the bottom; action cards
(sub-characters) carry a diagonal ribbon; plain cards (DISC, battle cards) a simpler frame.

    face = EnfieldFace("P01", colour=(230, 159, 0))
    CardSprite(key, kind="enfield", face=face, face_up=True, back="enfield")
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.enfield.cards import CARDS
from sprites import theme

from . import register, register_back
from .draw import SS, card_base, card_radius, shaded, star_points, supersampled

MAX_HP = 240  # the strongest party character: the HP bar's full length
INK = theme.CARD_INK
DIM = (118, 108, 94)
KIND_COLOURS = {
    "party": (78, 96, 130),
    "action": (168, 58, 48),
    "disc": (58, 112, 128),
    "battle": (96, 110, 62),
}
NEUTRAL = (150, 128, 96)
KIND_LABEL = {
    "party": ("PARTY", "パーティー"),
    "action": ("ACTION", "アクション"),
    "disc": ("DISC", "DISC"),
    "battle": ("BATTLE", "バトル"),
}
EFFECT_EN = {
    "A01": "A hired sword (HP 90) joins your side",
    "A02": "Survives the first knock-out blow",
    "A03": "Enemy attacks must target the bearer",
    "A04": "Roll two dice, keep either",
    "A05": "One enemy cannot act",
    "A06": "First magic takes effect twice",
    "A07": "First attack is a critical",
    "A08": "The bearer acts twice",
}
EFFECT_JA = {
    "A01": "HP90の剣士が味方に加わる",
    "A02": "最初の戦闘不能を耐える",
    "A03": "相手の攻撃は所持者を狙う",
    "A04": "ダイス2個から選ぶ",
    "A05": "相手1人が行動できない",
    "A06": "最初の魔法が2回発動",
    "A07": "最初の通常攻撃がクリティカル",
    "A08": "この戦闘で2回行動",
}


@dataclass(frozen=True)
class EnfieldFace:
    card: str  # a card id of the set (P01 … B04)
    colour: tuple | None = None  # the squad's colour for the portrait (None: neutral)


def _fit(text: str, px: int, colour, width: int, bold: bool = False, limit: int | None = None) -> pygame.Surface:
    """`text` shrunk to fit `width`; what would still run past `limit` (the card's edge) is left out
    (a face's secondary words: the preview shows them), never cut."""
    image = theme.render_text(text, px, colour, bold)
    while image.get_width() > width and px > theme.MIN_TEXT:
        px -= 1
        image = theme.render_text(text, px, colour, bold)
    limit = width if limit is None else limit
    if image.get_width() > limit:  # still too long at the smallest size
        return pygame.Surface((0, 0), pygame.SRCALPHA)
    return image


# -- emblems, painted in a unit box on a supersampled surface -------------------------


def _portrait(s: pygame.Surface, u: float, colour, card: str) -> None:
    """An abstract bust: head and shoulders, with a small mark that differs per character."""
    dark = shaded(colour, -0.35)
    light = shaded(colour, 0.35)
    pygame.draw.ellipse(s, colour, pygame.Rect(0.14 * u, 0.58 * u, 0.72 * u, 0.62 * u))
    pygame.draw.ellipse(s, dark, pygame.Rect(0.14 * u, 0.58 * u, 0.72 * u, 0.62 * u), max(1, round(u * 0.02)))
    pygame.draw.rect(s, colour, pygame.Rect(0.42 * u, 0.46 * u, 0.16 * u, 0.16 * u))
    pygame.draw.circle(s, light, (0.5 * u, 0.34 * u), 0.2 * u)
    pygame.draw.circle(s, dark, (0.5 * u, 0.34 * u), 0.2 * u, max(1, round(u * 0.02)))
    n = int(card[1:]) if card[1:].isdigit() else 0
    mark = n % 4
    if mark == 0:  # a hood / hat brim
        pygame.draw.arc(s, dark, pygame.Rect(0.26 * u, 0.1 * u, 0.48 * u, 0.44 * u), 0.1, math.pi - 0.1,
                        max(2, round(u * 0.06)))
    elif mark == 1:  # a star badge on the chest
        pygame.draw.polygon(s, light, star_points(0.5 * u, 0.82 * u, 0.09 * u, 0.04 * u, 5))
    elif mark == 2:  # a shoulder sash
        pygame.draw.line(s, light, (0.24 * u, 0.7 * u), (0.72 * u, 1.0 * u), max(2, round(u * 0.05)))
    else:  # a plume
        pygame.draw.ellipse(s, dark, pygame.Rect(0.56 * u, 0.04 * u, 0.2 * u, 0.3 * u))


def _action_emblem(s: pygame.Surface, u: float, colour, card: str) -> None:
    c, dark, light = colour, shaded(colour, -0.4), shaded(colour, 0.5)
    w = max(1, round(u * 0.03))
    if card == "A01":  # hired blade: a sword
        pygame.draw.polygon(s, light, [(0.5 * u, 0.04 * u), (0.58 * u, 0.16 * u), (0.56 * u, 0.68 * u),
                                       (0.44 * u, 0.68 * u), (0.42 * u, 0.16 * u)])
        pygame.draw.polygon(s, dark, [(0.5 * u, 0.04 * u), (0.58 * u, 0.16 * u), (0.56 * u, 0.68 * u),
                                      (0.44 * u, 0.68 * u), (0.42 * u, 0.16 * u)], w)
        pygame.draw.rect(s, c, pygame.Rect(0.26 * u, 0.66 * u, 0.48 * u, 0.08 * u), border_radius=round(u * 0.03))
        pygame.draw.rect(s, dark, pygame.Rect(0.46 * u, 0.74 * u, 0.08 * u, 0.16 * u))
    elif card == "A02":  # field nurse: a cross in a circle
        pygame.draw.circle(s, light, (0.5 * u, 0.5 * u), 0.4 * u)
        pygame.draw.circle(s, dark, (0.5 * u, 0.5 * u), 0.4 * u, w)
        pygame.draw.rect(s, c, pygame.Rect(0.42 * u, 0.24 * u, 0.16 * u, 0.52 * u))
        pygame.draw.rect(s, c, pygame.Rect(0.24 * u, 0.42 * u, 0.52 * u, 0.16 * u))
    elif card == "A03":  # guard dog: a dog's head
        pygame.draw.ellipse(s, c, pygame.Rect(0.22 * u, 0.26 * u, 0.56 * u, 0.56 * u))
        pygame.draw.ellipse(s, dark, pygame.Rect(0.12 * u, 0.2 * u, 0.2 * u, 0.4 * u))
        pygame.draw.ellipse(s, dark, pygame.Rect(0.68 * u, 0.2 * u, 0.2 * u, 0.4 * u))
        pygame.draw.ellipse(s, light, pygame.Rect(0.36 * u, 0.54 * u, 0.28 * u, 0.24 * u))
        pygame.draw.circle(s, INK, (0.5 * u, 0.58 * u), 0.05 * u)
        for x in (0.4, 0.6):
            pygame.draw.circle(s, INK, (x * u, 0.44 * u), 0.04 * u)
    elif card == "A04":  # fortune teller: a crystal ball on a stand
        pygame.draw.circle(s, light, (0.5 * u, 0.44 * u), 0.3 * u)
        pygame.draw.circle(s, dark, (0.5 * u, 0.44 * u), 0.3 * u, w)
        pygame.draw.polygon(s, (255, 255, 255), star_points(0.42 * u, 0.36 * u, 0.08 * u, 0.03 * u, 4))
        pygame.draw.polygon(s, c, [(0.3 * u, 0.86 * u), (0.7 * u, 0.86 * u), (0.6 * u, 0.72 * u), (0.4 * u, 0.72 * u)])
    elif card == "A05":  # alley cat: a cat's head
        pygame.draw.polygon(s, c, [(0.2 * u, 0.18 * u), (0.4 * u, 0.34 * u), (0.2 * u, 0.46 * u)])
        pygame.draw.polygon(s, c, [(0.8 * u, 0.18 * u), (0.6 * u, 0.34 * u), (0.8 * u, 0.46 * u)])
        pygame.draw.ellipse(s, c, pygame.Rect(0.18 * u, 0.3 * u, 0.64 * u, 0.54 * u))
        for x in (0.38, 0.62):
            pygame.draw.ellipse(s, light, pygame.Rect((x - 0.06) * u, 0.46 * u, 0.12 * u, 0.1 * u))
        for dy in (-0.03, 0.03):
            pygame.draw.line(s, dark, (0.08 * u, (0.66 + dy) * u), (0.3 * u, 0.66 * u), w)
            pygame.draw.line(s, dark, (0.92 * u, (0.66 + dy) * u), (0.7 * u, 0.66 * u), w)
    elif card == "A06":  # wandering alchemist: a flask
        pygame.draw.rect(s, dark, pygame.Rect(0.42 * u, 0.1 * u, 0.16 * u, 0.26 * u))
        pygame.draw.circle(s, c, (0.5 * u, 0.6 * u), 0.3 * u)
        pygame.draw.circle(s, light, (0.5 * u, 0.6 * u), 0.2 * u)
        pygame.draw.circle(s, dark, (0.5 * u, 0.6 * u), 0.3 * u, w)
        for x, y in ((0.44, 0.56), (0.56, 0.66), (0.5, 0.48)):
            pygame.draw.circle(s, c, (x * u, y * u), 0.04 * u)
    elif card == "A07":  # charm seller: an amulet on a cord
        pygame.draw.arc(s, dark, pygame.Rect(0.24 * u, 0.04 * u, 0.52 * u, 0.6 * u), 0.2, math.pi - 0.2, w * 2)
        pygame.draw.polygon(s, c, [(0.5 * u, 0.36 * u), (0.74 * u, 0.6 * u), (0.5 * u, 0.92 * u), (0.26 * u, 0.6 * u)])
        pygame.draw.polygon(s, light, star_points(0.5 * u, 0.62 * u, 0.12 * u, 0.05 * u, 6))
    else:  # old sergeant: chevrons
        for i in range(3):
            y = 0.3 + i * 0.18
            pygame.draw.lines(s, c if i % 2 == 0 else dark, False,
                              [(0.18 * u, (y + 0.12) * u), (0.5 * u, y * u), (0.82 * u, (y + 0.12) * u)],
                              max(2, round(u * 0.08)))


def _plain_emblem(s: pygame.Surface, u: float, colour, card: str) -> None:
    c, dark, light = colour, shaded(colour, -0.4), shaded(colour, 0.55)
    w = max(1, round(u * 0.03))
    if card.startswith("D"):  # a DISC: a disc with a hole and a groove
        pygame.draw.circle(s, c, (0.5 * u, 0.5 * u), 0.4 * u)
        pygame.draw.circle(s, light, (0.5 * u, 0.5 * u), 0.28 * u, w)
        pygame.draw.circle(s, light, (0.5 * u, 0.5 * u), 0.1 * u)
        pygame.draw.circle(s, dark, (0.5 * u, 0.5 * u), 0.4 * u, w)
    else:  # a battle card: a small monster
        pygame.draw.ellipse(s, c, pygame.Rect(0.16 * u, 0.28 * u, 0.68 * u, 0.58 * u))
        pygame.draw.polygon(s, dark, [(0.28 * u, 0.34 * u), (0.22 * u, 0.12 * u), (0.4 * u, 0.3 * u)])
        pygame.draw.polygon(s, dark, [(0.72 * u, 0.34 * u), (0.78 * u, 0.12 * u), (0.6 * u, 0.3 * u)])
        for x in (0.38, 0.62):
            pygame.draw.circle(s, light, (x * u, 0.52 * u), 0.08 * u)
            pygame.draw.circle(s, INK, (x * u, 0.53 * u), 0.035 * u)
        pygame.draw.arc(s, INK, pygame.Rect(0.36 * u, 0.56 * u, 0.28 * u, 0.16 * u), math.pi + 0.3, 2 * math.pi - 0.3, w)


@lru_cache(maxsize=256)
def _emblem(kind: str, card: str, px: int, colour: tuple) -> pygame.Surface:
    paint = {"party": _portrait, "action": _action_emblem}.get(kind, _plain_emblem)
    return supersampled((px, px), lambda s, u: paint(s, u, colour, card))


def hp_bar(surface: pygame.Surface, rect: pygame.Rect, max_hp: int, damage: int = 0, full: int = MAX_HP,
           shown: float | None = None) -> None:
    """The HP bar: a track as long as `full`, filled to what is left, a tick every 50 HP."""
    radius = max(1, rect.height // 2)
    pygame.draw.rect(surface, (60, 44, 36), rect, border_radius=radius)
    length = rect.width * min(1.0, max_hp / full)
    left = max(0.0, (shown if shown is not None else max_hp - damage))
    fill = rect.width * min(1.0, left / full)
    cap = pygame.Rect(rect.x, rect.y, round(length), rect.height)
    pygame.draw.rect(surface, (104, 84, 70), cap, border_radius=radius)
    ratio = left / max(1, max_hp)
    colour = (86, 170, 92) if ratio > 0.5 else ((222, 170, 60) if ratio > 0.25 else (206, 74, 58))
    if fill >= 1:
        pygame.draw.rect(surface, colour, (rect.x, rect.y, round(fill), rect.height), border_radius=radius)
        pygame.draw.rect(surface, shaded(colour, 0.35), (rect.x + radius, rect.y + max(1, rect.height // 5),
                                                          max(0, round(fill) - 2 * radius), max(1, rect.height // 4)))
    for hp in range(50, max_hp, 50):
        x = rect.x + round(rect.width * hp / full)
        pygame.draw.line(surface, (40, 30, 24), (x, rect.y + 1), (x, rect.bottom - 2), 1)


def _ribbon(surface: pygame.Surface, label: str, colour) -> None:
    """The action card's diagonal ribbon across the top-right corner."""
    w, h = surface.get_size()
    band = max(5, round(w * 0.1))
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    u = w * SS
    a = u * 0.36
    pygame.draw.polygon(big, colour, [(u - a, 0), (u - a + band * SS, 0), (u, a - band * SS), (u, a)])
    pygame.draw.line(big, shaded(colour, 0.45), (u - a + band * SS * 0.2, 0), (u, a - band * SS * 0.8), SS)
    layer = pygame.transform.smoothscale(big, (w, h))
    surface.blit(layer, (0, 0))
    if round(w * 0.058) < theme.MIN_TEXT:  # the band alone where its word would not be legible
        return
    text = theme.render_text(label, round(w * 0.058), (255, 244, 226), True)
    text = pygame.transform.rotate(text, -45)
    cx = w - (a / SS) / 2 + band * 0.18
    cy = (a / SS) / 2 - band * 0.18
    surface.blit(text, text.get_rect(center=(round(cx), round(cy))))


def name_box(w: int, h: int, kind: str) -> pygame.Rect:
    """Where a face w×h pixels writes the card's name (left of the ribbon on an action card):
    whatever is drawn over a card (a count badge) keeps out of it."""
    inset = max(2, round(w * 0.05))
    top = inset + max(1, round(h * 0.025))
    height = round(max(7, round(w * 0.11)) * 1.45)
    if kind == "action":
        return pygame.Rect(inset + max(2, round(w * 0.04)), top, w - 2 * inset - round(w * 0.3), height)
    return pygame.Rect(inset + 3, top, w - 2 * inset - 6, height)


def _name_place(info, w: int, h: int, lang: str) -> tuple[list[str], int, tuple[int, int]]:
    """(lines, pixel size, where) of a face's name: at the top (left of an action's ribbon, `where`
    its top-left; else centred, `where` its mid-top); where it does not fit there, across the whole
    card (under the ribbon) on more lines; the whole name in either place before the longest short
    name that fits."""
    kind, inset = info.kind, max(2, round(w * 0.05))
    box = name_box(w, h, kind)
    main = info.name_ja if lang == "ja" else info.name_en
    places = [(box.width if kind == "action" else w - 2 * inset - 2, 1 if kind == "party" else 2,
               box.topleft if kind == "action" else box.midtop),
              (w - 2 * inset - 1, 2 if kind == "party" else 3,
               (w // 2, round(w * 0.36) + 1 if kind == "action" else box.top))]
    for name in (main, *info.short_names(lang)):
        for width, most, at in places:
            lines, px = theme.name_lines(name, theme.legible(w * 0.11), width, bold=True, most=most, leave_out=True)
            if lines:
                return lines, px, at
    return [], theme.MIN_TEXT, places[0][2]


def name_rect(card: str, size: tuple[int, int], lang: str) -> pygame.Rect:
    """Where a face of `size` pixels writes the card's name (what is drawn over a card, a count
    badge, keeps out of it); empty at the name box's top-left when the card is too small for one."""
    info = CARDS[card]
    with theme.card_text():
        lines, px, at = _name_place(info, *size, lang)
        image = theme.render_lines(lines, px, INK, bold=True) if lines else pygame.Surface((0, 0))
    if lines and at == name_box(*size, info.kind).topleft:  # left of the ribbon
        return image.get_rect(topleft=at)
    return image.get_rect(midtop=at) if lines else pygame.Rect(at, (0, 0))


@register("enfield")
def paint_enfield(surface: pygame.Surface, face: EnfieldFace, lang: str) -> None:
    if isinstance(face, str):
        face = EnfieldFace(face)
    info = CARDS[face.card]
    w, h = surface.get_size()
    kind = info.kind
    accent = KIND_COLOURS[kind]
    colour = tuple(face.colour) if face.colour else NEUTRAL
    card_base(surface, theme.CARD_FACE)
    inset = max(2, round(w * 0.05))
    frame = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    radius = max(1, card_radius(w) - inset // 2)
    tint = pygame.Surface(frame.size, pygame.SRCALPHA)
    pygame.draw.rect(tint, (*accent, 20 if kind != "party" else 14), tint.get_rect(), border_radius=radius)
    surface.blit(tint, frame.topleft)
    pygame.draw.rect(surface, shaded(accent, 0.45), frame, width=max(1, round(w * 0.015)), border_radius=radius)
    if kind in ("disc", "battle"):  # the simpler frame: a second hairline only
        pygame.draw.rect(surface, shaded(accent, 0.65), frame.inflate(-inset, -inset), width=1, border_radius=radius)
    other = info.name_en if lang == "ja" else info.name_ja
    label = KIND_LABEL[kind][1 if lang == "ja" else 0]
    # the name at the top (left of an action's ribbon) or across the card; the medallion makes room under it
    lines, px, at = _name_place(info, w, h, lang)
    name = theme.render_lines(lines, px, INK, bold=True) if lines else pygame.Surface((0, 0))
    surface.blit(name, name_rect(face.card, (w, h), lang))
    # the emblem in a medallion
    cx, cy = w // 2, round(h * (0.43 if kind == "party" else 0.42))
    r = round(w * 0.3)
    under = at[1] + name.get_height() + 1 if lines else 0
    if cy - r < under:  # the medallion moves down and shrinks under a name on two lines
        cy = max(cy, under + r)
        room = round(h * 0.74) - under  # above the card's foot (its HP bar, its words)
        if 2 * r > room:
            r = max(0, room // 2)
            cy = under + r
    ring = colour if kind == "party" else accent
    if r < round(w * 0.12):  # no room for the emblem under a long name: the name tells the card
        r = 0
    if r:
        pygame.draw.circle(surface, shaded(ring, 0.8), (cx, cy), r)
        pygame.draw.circle(surface, shaded(ring, 0.45), (cx, cy), r, max(1, round(w * 0.015)))
        art_colour = colour if kind == "party" else accent
        art = _emblem(kind, face.card, max(4, round(w * 0.46 * r / max(1, round(w * 0.3)))), tuple(art_colour))
        if kind == "party":  # the bust fills the medallion from below
            clip = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            pygame.draw.circle(clip, (255, 255, 255, 255), (r, r), r - 1)
            bust = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
            bust.blit(art, art.get_rect(midbottom=(r, 2 * r + round(r * 0.1))))
            bust.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            surface.blit(bust, (cx - r, cy - r))
        else:
            surface.blit(art, art.get_rect(center=(cx, cy)))
    y = cy + r + max(2, round(h * 0.02))
    if round(w * 0.08) >= theme.MIN_TEXT:  # the other language's name only where it is legible
        small = _fit(other, round(w * 0.08), DIM, w - 2 * inset - 4)
        surface.blit(small, small.get_rect(midtop=(cx, y)))
        y += small.get_height() + max(1, round(h * 0.012))
    if kind == "party":
        # the HP bar across the bottom and the number on it
        bar = pygame.Rect(inset + round(w * 0.05), h - inset - round(h * 0.1), w - 2 * inset - round(w * 0.1),
                          max(3, round(h * 0.045)))
        hp_bar(surface, bar, info.max_hp)
        hp = theme.render_text(f"HP {info.max_hp}", theme.legible(w * 0.1), INK, True)
        surface.blit(hp, hp.get_rect(midbottom=(w // 2, bar.y - max(1, round(h * 0.008)))))
    elif kind == "action":
        effect = (EFFECT_JA if lang == "ja" else EFFECT_EN)[face.card]
        px = round(w * 0.075)
        # the effect where it is legible; a small card shows its name, the preview its words
        lines = theme.wrap(effect, px, w - 2 * inset - 6) if px >= theme.MIN_TEXT else []
        for line in lines[:3]:
            image = theme.render_text(line, px, INK)
            surface.blit(image, image.get_rect(midtop=(cx, y)))
            y += image.get_height() + 1
        _ribbon(surface, label, accent)
    else:
        tag = _fit(label, theme.legible(w * 0.08), shaded(accent, -0.2), w - 2 * inset - 4, True)
        surface.blit(tag, tag.get_rect(midbottom=(cx, h - inset - max(2, round(h * 0.03)))))


@register_back("enfield")
def paint_back(surface: pygame.Surface, tint: tuple | None = None) -> None:
    """A wine-red back with the town's crest: a ring of streets round a lantern star."""
    w, h = surface.get_size()
    field = tuple(tint) if tint else (96, 34, 44)
    gold = theme.GOLD_MUTED
    card_base(surface, field, (0, 0, 0, 90))

    def paint(s: pygame.Surface, u: float) -> None:
        W, H = s.get_size()
        line = max(1, round(W * 0.012))
        inset = W * 0.07
        frame = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
        pygame.draw.rect(s, (*gold, 200), frame, width=line, border_radius=round(W * 0.05))
        pygame.draw.rect(s, (*gold, 90), frame.inflate(-line * 6, -line * 6), width=line, border_radius=round(W * 0.04))
        cx, cy = W / 2, H / 2
        for i in range(5):  # five streets round the shop
            a = -math.pi / 2 + i * 2 * math.pi / 5
            pygame.draw.circle(s, (*gold, 150), (cx + W * 0.26 * math.cos(a), cy + W * 0.26 * math.sin(a)), W * 0.05)
        pygame.draw.circle(s, (*gold, 120), (cx, cy), W * 0.26, line)
        pygame.draw.polygon(s, (*gold, 230), star_points(cx, cy, W * 0.14, W * 0.06, 8))

    surface.blit(supersampled((w, h), paint), (0, 0))
