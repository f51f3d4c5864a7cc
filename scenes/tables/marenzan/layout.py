"""Where Marenzan's table puts things: the mountain columns, villages, seats, hand and popup, and card helpers."""

from __future__ import annotations

import pygame

from sprites import theme
from sprites.faces.seven import Role, seven_face

ROLES = {  # the short names (en, ja), longest first, for a card too small for the whole name
    1: Role("sword", "Holy Sword", "聖剣", short=(("Sword", "Holy"), "")),
    2: Role("star", "Spirit", "精霊"),
    3: Role("staff", "Magician", "魔術師", short=("Mage", "術師")),
    4: Role("star", "Saint", "聖者"),
    5: Role("shield", "Mercenary", "傭兵", short=("Merc", "")),
    6: Role("shield", "Knight", "騎士", short=("Sir", "")),
    7: Role("crown", "Dragon", "ドラゴン", short=(("Drake", "Drg."), "竜")),
    8: Role("skull_helm", "Ghoul", "グール兵", short=("Ghl.", ("グール", "屍兵"))),
    9: Role("skull_helm", "Golem", "ゴーレム", short=("Gol.", "岩兵")),
    10: Role("skull_helm", "Evil Mercenary", "悪の傭兵", short=("Evil Merc", "悪傭兵")),
    11: Role("skull_helm", "Demon Lord's Son", "魔王の息子", short=("Son", "息子")),
    12: Role("staff", "Necromancer", "ネクロマンサー", short=(("Necro", "Nec."), ("ネクロ", "死霊"))),
    13: Role("crown", "Demon Lord", "魔王", short=(("Demon", "Lord"), "")),
}


BLACK_DIE = ((48, 46, 52), (236, 230, 216))  # body, pips: the Great Bell


BROWN_DIE = ((122, 74, 40), (246, 236, 214))  # the Small Bell


STATE_COLOURS = {"empty": theme.INK_DIM, "guarded": theme.SUCCESS, "ruled": theme.DANGER, "sealed": (170, 90, 200)}


SMALL = 0.5  # journey cards


VILLAGE_SCALE = 0.86


PLAY_SCALE = 0.7


COLUMN_X = (16, 301, 586)  # three mountain columns, 280 wide


MOUNTAIN_C = [(x + 140, 128) for x in COLUMN_X]


VILLAGE_C = [(COLUMN_X[v // 2] + (66 if v % 2 == 0 else 214), 262) for v in range(6)]


SEAT_Y = 358


SEAT_W = 212


HAND_RECT = (16, 500, 600, 212)


PLAY_RECT = (628, 500, 242, 212)


BUTTONS_X, BUTTONS_Y, BUTTONS_W = 884, 440, 382


POPUP_RECT = (250, 330, 560, 150)


def rank(code: str) -> int:
    return int(code.split("-")[0])


def face(code: str):
    return seven_face(code, ROLES)


_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


def _label_code(label: str) -> str | None:
    """'8IV' -> '8-4', 'KVII' -> '13-7'."""
    import re

    m = re.fullmatch(r"(A|J|Q|K|10|[2-9])(I|II|III|IV|V|VI|VII)", label)
    if not m:
        return None
    r = _RANKS.get(m.group(1)) or int(m.group(1))
    return f"{r}-{_ROMAN[m.group(2)]}"


def _centre(rect) -> tuple[float, float]:
    if isinstance(rect, pygame.Rect):
        return rect.center
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def _inside(pos, rect, margin=0.0) -> bool:
    x, y, w, h = rect
    return x - margin <= pos[0] <= x + w + margin and y - margin <= pos[1] <= y + h + margin


def _face_surface(code, size, lang):
    from sprites.cards import face_image

    return face_image("seven", face(code), size, lang)
