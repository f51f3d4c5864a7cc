"""Where Enfield's table puts things, and the small records it keeps of pieces, markers and a battle."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sprites import theme

CAL_RECT = (16, 8, 780, 44)


BATTLE_SCALE = 0.86


STAKE_SCALE = 0.86  # the cards of the deck shown over the map to stake one


TRAY_RECT = (820, 84, 432, 84)


ACTIONS_Y = 178


LOG_RECT = (816, 268, 440, 204)


BAND_Y, BAND_H = 482, 230
SIDE_SCALE_MAX = 0.64  # the target field and trash, stacked in a band with a label over each, fit it


BATTLE_RECT = (24, 64, 764, 402)


STEP_TIME = 0.15  # a piece walks a square in ~150 ms (ART.md)
VERDICT_TIME = 4.0  # seconds a battle's result stays over the map
VERDICT_HOLD = 0.8  # seconds the table waits on it before what follows plays


MAGICS = ("physical", "holy", "spirit", "alchemy")


ROUTE_COLOURS = ((245, 198, 91), (120, 200, 240), (236, 120, 160))


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
