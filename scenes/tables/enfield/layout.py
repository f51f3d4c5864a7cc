"""Where Enfield's table puts things, and the small records it keeps of pieces, markers and a battle."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sprites import cards, theme
from sprites.cards import CARD_H, CARD_W

CAL_RECT = (16, 8, 780, 44)


BATTLE_SCALE = 0.86  # the fighters' cards at 100 %; battle_scale() grows them with the card size


STAKE_SCALE = 0.86  # the cards of the deck shown over the map to stake one


TRAY_RECT = (820, 84, 432, 84)


ACTIONS_Y = 178


LOG_RECT = (816, 268, 440, 204)


BAND_Y, BAND_H = 482, 230
SIDE_SCALE_MAX = 0.64  # the target field and trash, stacked in a band with a label over each, fit it
# the target field's top in its band: under the points (centred 16 down) and its label, which grow with the
# text size; a label's height over a field (at 100 %)
SIDE_TOP, SIDE_HEAD, SIDE_LABEL = 16, 18 * 0.75 + 12 * 1.45 + 3, 18
TRASH_COUNT_W = 20  # the trash's count, left of its bottom: no party card lies over it


BATTLE_RECT = (24, 64, 764, 402)
FIGHTER_STEP = 92  # centre to centre of two fighters of a side at 100 %
FIGHTERS_Y = 156  # the fighters' row, down from the top of BATTLE_RECT at 100 %
# Over a fighter's card two status chips (17 + 16) stand clear of the side's name line (at y + 56),
# under it the HP bar, its number, the action dots and three rows of attached cards (97 + 52 down
# from the centre at 100 %) stand clear of the knock-out count (at y + h - 90, 2 px kept).
STATUS_ROOM, CHIPS_ROOM = 33, 149
BATTLE_TOP, BATTLE_BOTTOM = 56, 92  # from BATTLE_RECT's top and bottom


STEP_TIME = 0.15  # a piece walks a square in ~150 ms (ART.md)
VERDICT_TIME = 4.0  # seconds a battle's result stays over the map
VERDICT_HOLD = 0.8  # seconds the table waits on it before what follows plays


MAGICS = ("physical", "holy", "spirit", "alchemy")


ROUTE_COLOURS = ((245, 198, 91), (120, 200, 240), (236, 120, 160))


def battle_grow(scale: float) -> float:
    """How much further a fighter's card reaches up and down from its centre than at 100 %."""
    return CARD_H * (scale - BATTLE_SCALE) / 2


def _battle_room() -> tuple[float, float]:
    """The room the battle panel leaves above and below the fighters' column at 100 %."""
    _x, y, _w, h = BATTLE_RECT
    centre, half = y + FIGHTERS_Y, CARD_H * BATTLE_SCALE / 2
    return centre - half - STATUS_ROOM - (y + BATTLE_TOP), (y + h - BATTLE_BOTTOM) - (centre + CHIPS_ROOM)


def battle_scale(most: int = 3) -> float:
    """The fighters' cards at the player's card size, as far as the battle panel holds them: their
    column (status chips, card, HP, attached cards) between the side's name and the knock-out
    count, and `most` fighters of one side side by side in its half without touching."""
    above, below = _battle_room()
    tallest = BATTLE_SCALE + (above + below) / CARD_H  # the card grows by the room above and below
    half = BATTLE_RECT[2] / 2 - 16
    gap = FIGHTER_STEP - CARD_W * BATTLE_SCALE
    widest = (half - gap * (most - 1)) / (most * CARD_W)
    return max(BATTLE_SCALE, min(BATTLE_SCALE * cards.card_scale, tallest, widest))


def fighter_step(scale: float) -> float:
    """Centre to centre of two fighters of a side."""
    return FIGHTER_STEP + CARD_W * (scale - BATTLE_SCALE)


def fighters_y(scale: float) -> float:
    """The fighters' row: a larger card grows down as far as there is room, then the row rises."""
    _above, below = _battle_room()
    return BATTLE_RECT[1] + FIGHTERS_Y - max(0.0, battle_grow(scale) - below)


def _contains(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h


@dataclass
class Piece:
    seat: int
    square: str
    x: float = 0.0
    y: float = 0.0
    lift: float = 0.0
    rest_lift: float = 0.0


@dataclass
class Marker:
    square: str
    owner: int
    credited: int
    angle: float = 0.0
    scale: float = 1.0


@dataclass
class FighterShow:
    index: int
    seat: int
    side: int
    member: int
    card: str
    max_hp: int
    damage: float = 0.0  # shown, eased toward `target`
    target: int = 0
    ko: bool = False
    saved: bool = False


@dataclass
class BattleShow:
    square: str
    attacker: int
    defender: int
    fighters: list[FighterShow] = field(default_factory=list)
    outcome: str = ""  # the result line once decided
    floats: list = field(default_factory=list)  # [x, y, text, colour, age]


def _tray(surface, view, rect, caption: str) -> None:
    x, y, w, h = rect
    outer = view.rect((x - 4, y - 22, w + 8, h + 26))
    pygame.draw.rect(surface, theme.WOOD_DARK, outer, border_radius=view.px(12))
    pygame.draw.rect(surface, theme.WOOD_LIGHT, outer, width=max(1, view.px(2)), border_radius=view.px(12))
    inner = view.rect(rect)
    pygame.draw.rect(surface, (24, 62, 47), inner, border_radius=view.px(8))
    image = theme.render_text(caption, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
    surface.blit(image, view.point(x + 6, y - 18))
