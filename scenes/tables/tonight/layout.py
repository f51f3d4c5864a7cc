"""Where Tonight's table puts things: the ring of places, the plates, the hand, the colours of each mode."""

from __future__ import annotations

import math

from game.tonight.actions import Abduct, BonVoyage, Escort, Extract, ObtainWill, Secure, Snipe, Warn
from sprites import cards
from sprites.cards import CARD_H, CARD_W
from sprites.faces.seven import Role, seven_face

CENTRE = (404, 350)


RADIUS = 206


DISC = 52


PLATE_X, PLATE_W, PLATE_H = 812, 452, 84


PLATE_Y = tuple(60 + i * 92 for i in range(4))


BUTTON_Y = (432, 476)


LOG_RECT = (812, 524, 452, 188)


HAND_Y = 668


HAND_SCALE = 0.6


HAND_BOTTOM = 716  # a larger card size lowers the hand's bottom to here, clear of the ring's marks above it


POS_SCALE = 0.5
PLATE_CARD_W = 34 + CARD_W * POS_SCALE / 2 + 8  # a plate's right part, where its position card lies


MARKER_XY = ((50, 112), (112, 112), (174, 112))


HEROINE_XY = (CENTRE[0], CENTRE[1] - 8)
HEROINE_SCALE = 0.62  # the heroine's face-down position card, in the middle of the town


WALK = (245, 198, 91)


TAXI = (120, 170, 235)


TARGET = (236, 120, 96)


HEROINE_PINK = (236, 120, 160)


ROLE_FACES = {  # the short names (en, ja), longest first, for a card too small for the whole name
    9: Role("sword", "Hitman", "殺し屋", short=(("Hitm.", "Hit."), "刺客")),
    5: Role("staff", "Extractor", "逃がし屋", short=("Ext.", ("逃し屋", "逃し"))),
    8: Role("crown", "Salaryman", "サラリーマン", short=(("Clerk", "Clk."), ("会社員", "社員"))),
    6: Role("shield", "Detective", "刑事", short=("Cop", "")),
    7: Role("star", "Heroine", "ヒロイン", short=("Miss", "姫")),  # not "Hero": another word
    13: Role("skull_helm", "Will", "遺言"),
    1: Role("star", "Will", "遺言"),
    10: Role("crown", "Will", "遺言"),
}


ATTACK_MODES = {Warn: "warn", Abduct: "abduct", Escort: "escort", ObtainWill: "will"}


CHECKS = (Snipe, Extract, BonVoyage, Secure)


def place_xy(place: int) -> tuple[float, float]:
    angle = math.radians(-90 + (place - 1) * 360 / 7)
    return CENTRE[0] + RADIUS * math.cos(angle), CENTRE[1] + RADIUS * math.sin(angle)


def hand_row(n: int) -> tuple[float, float, float, float]:
    """(first x, step, y, scale) of the viewer's hand of `n` cards: the card size enlarges the
    cards and their step; the row keeps its centre and never grows past 720 wide."""
    scale = HAND_SCALE * cards.card_scale
    step = min(64 * cards.card_scale, 720 / max(1, n))
    y = min(HAND_Y, HAND_BOTTOM - CARD_H * scale / 2)
    return 404 - step * (n - 1) / 2, step, y, scale


def face(code: str):
    return seven_face(code, ROLE_FACES)


def key_rects() -> list[tuple[float, float, float, float]]:
    """The places and the seat plates, for the keyboard's focus ring."""
    from game.tonight.cards import PLACES

    places = [(x - DISC, y - DISC, 2 * DISC, 2 * DISC) for x, y in map(place_xy, PLACES)]
    return places + [(PLATE_X, y, PLATE_W, PLATE_H) for y in PLATE_Y]
