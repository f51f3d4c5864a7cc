"""Card sprites: a card on the table, drawn at the real pixel size.

How a game's table scene uses the kit is written up in docs/KIT.md. In short:
zones (sprites.zones) say where cards lie, a CardSprite per physical card is
moved by the Animator (sprites.animator) when the core's events arrive, the
DragController (sprites.drag) turns a press–drag–release into a (card, zone,
index) that the scene maps to one of its legal actions, and faces are painted
by the painter registered for the card kind (sprites.faces).

Faces and backs are painted once per pixel size and cached (`face_image`,
`back_image`), never scaled up from a small image; a change of window size
simply asks for the new size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Hashable

import pygame

from . import faces, theme

CARD_W, CARD_H = 90, 126  # logical units: 5 : 7
LIFT_SCALE = 1.06

# The player's card size (1.0, 1.15, 1.3): each table's layout multiplies it into the scale of
# the cards a player reads most (the hands, the main play areas), as far as their room lets it;
# faces are then painted at the larger pixel size, never scaled up from a bitmap.
card_scale = 1.0


def set_card_scale(scale: float) -> None:
    global card_scale
    if scale != card_scale:
        card_scale = scale
        theme.new_look()
SHADOW_REST = (3, 6, 90)  # offset, blur, alpha (35 % black)
SHADOW_LIFTED = (10, 14, 80)


def card_size_px(view, scale: float = 1.0) -> tuple[int, int]:
    w = max(4, round(CARD_W * scale * view.scale))
    return w, max(6, round(w * 7 / 5))


@lru_cache(maxsize=512)
def face_image(kind: str, face: Hashable, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The face of a card painted at `size` pixels by its kind's painter."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    with theme.card_text():
        faces.painter(kind)(surface, face, lang)
    return theme.solid(surface)


@lru_cache(maxsize=64)
def back_image(back: str, size: tuple[int, int], tint: tuple | None = None) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    faces.back_painter(back)(surface, tint)
    return theme.solid(surface)


@lru_cache(maxsize=512)
def _turned(image: pygame.Surface, quarter: int) -> pygame.Surface:
    return pygame.transform.rotate(image, 90 * quarter)


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], lifted: bool, px_blur: int, alpha: int) -> pygame.Surface:
    return theme.soft_shadow(size, max(2, round(size[0] * 0.06)), px_blur, alpha)


@lru_cache(maxsize=64)
def _highlight(size: tuple[int, int]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (255, 250, 225, 150), layer.get_rect(), border_radius=max(2, round(size[0] * 0.06)))
    return layer


@dataclass
class CardSprite:
    """One physical card. Position is its centre in logical units; `angle` in
    degrees (90 = turned sideways); `lift` 0..1 raises it (shadow grows, 106 %)."""

    key: Hashable  # the scene's id for this physical card (a token, a card code)
    kind: str = "seven"  # the face painter
    face: Any = None  # what the painter paints; None: an unknown face (drawn as a back)
    face_up: bool = False
    back: str = "seven"
    tint: tuple | None = None
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    scale: float = 1.0
    lift: float = 0.0
    alpha: float = 1.0
    flip: float = 0.0  # 0..1 while flipping: the card narrows to 0 at 0.5 and widens again
    flip_to: bool | None = None  # the side shown after the flip
    shine: float = 0.0  # the brief highlight on a new face
    zone: str = ""
    index: int = 0
    z: float = 0.0  # draw order; the scene sorts by it
    data: dict = field(default_factory=dict)

    # -- geometry ----------------------------------------------------------
    @property
    def pos(self) -> tuple[float, float]:
        return self.x, self.y

    def contains(self, point: tuple[float, float]) -> bool:
        """A hit test that follows the card's turn (a sideways card is wide)."""
        dx, dy = point[0] - self.x, point[1] - self.y
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        s = self.scale * (1 + (LIFT_SCALE - 1) * self.lift)
        return abs(lx) <= CARD_W * s / 2 and abs(ly) <= CARD_H * s / 2

    def showing_face(self) -> bool:
        side = self.face_up
        if self.flip_to is not None and self.flip >= 0.5:
            side = self.flip_to
        return side and self.face is not None

    # -- drawing -------------------------------------------------------------
    def image(self, view, lang: str) -> pygame.Surface:
        size = card_size_px(view, self.scale * (1 + (LIFT_SCALE - 1) * self.lift))
        if self.showing_face():
            return face_image(self.kind, self.face, size, lang)
        return back_image(self.back, size, self.tint)

    def draw(self, surface: pygame.Surface, view, lang: str = "en") -> None:
        image = self.image(view, lang)
        squeeze = abs(math.cos(math.pi * self.flip)) if self.flip_to is not None else 1.0
        if squeeze < 0.999:
            w = max(1, round(image.get_width() * squeeze))
            image = pygame.transform.smoothscale(image, (w, image.get_height()))
        if self.shine > 0.01:
            image = image.copy()
            glow = _highlight(image.get_size())
            glow.set_alpha(round(255 * self.shine))
            image.blit(glow, (0, 0))
        base = image.get_size()
        angle = self.angle % 360
        quarter = round(angle / 90) % 4
        square = abs(angle - 90 * round(angle / 90)) < 0.25
        if square:
            image = _turned(image, quarter) if quarter else image
        else:
            image = self._turn(image, angle, "_turn")
        if self.alpha < 0.999:
            image = image.copy() if image.get_flags() & pygame.SRCALPHA else image
            image.set_alpha(round(255 * max(0.0, self.alpha)))
        centre = view.point(self.x, self.y)
        rect = image.get_rect(center=centre)
        self.draw_shadow(surface, view, centre, base, angle, square, quarter)
        surface.blit(image, rect)
        theme.shown_card(surface, rect)
        if self.alpha >= 0.95 and squeeze >= 0.999:  # what it hides of the words under it (the layout sweep)
            theme.note("opaque", "", covered_rect(base, angle, centre))

    def _turn(self, image: pygame.Surface, angle: float, slot: str) -> pygame.Surface:
        """Rotate, reusing the last result while image and angle stay (fanned hand cards)."""
        key = (id(image), round(angle * 4))
        cached = self.data.get(slot)
        if cached is not None and cached[0] == key:
            return cached[1]
        turned = pygame.transform.rotate(image, round(angle * 4) / 4)
        self.data[slot] = (key, turned, image)  # holding the source keeps its id unique
        return turned

    def draw_shadow(self, surface, view, centre, base: tuple[int, int], angle: float, square: bool,
                    quarter: int) -> None:
        """A soft shadow that lies under the card, turned with it; it grows with the lift."""
        lift = self.lift
        offset = SHADOW_REST[0] + (SHADOW_LIFTED[0] - SHADOW_REST[0]) * lift
        blur = SHADOW_REST[1] + (SHADOW_LIFTED[1] - SHADOW_REST[1]) * lift
        size = (max(2, round(base[0] / 4) * 4), max(2, round(base[1] / 4) * 4))
        shadow = _shadow(size, lift > 0.5, max(2, view.px(round(blur))), SHADOW_REST[2])
        if square:
            shadow = _turned(shadow, quarter) if quarter else shadow
        else:
            shadow = self._turn(shadow, angle, "_shadow_turn")
        if self.alpha < 0.999:
            shadow = shadow.copy()
            shadow.set_alpha(round(255 * self.alpha))
        d = view.px(offset)
        rect = shadow.get_rect(center=(centre[0] + d // 2, centre[1] + d))
        surface.blit(shadow, rect)


def covered_rect(size: tuple[int, int], angle: float, centre) -> pygame.Rect:
    """The upright rect a card of `size` turned by `angle` degrees surely covers (the inner
    rect of a tilted card, the whole of an upright or sideways one)."""
    a = math.radians(angle % 180)
    sin, cos = abs(math.sin(a)), abs(math.cos(a))
    w, h = size
    if sin > cos:
        w, h, sin, cos = h, w, cos, sin
    inner = (max(0, round(w * cos - h * sin)), max(0, round(h * cos - w * sin)))
    return pygame.Rect((0, 0), inner).move(round(centre[0] - inner[0] / 2), round(centre[1] - inner[1] / 2))


def drawn_order(sprite) -> tuple[bool, float]:
    """When a sprite is drawn: lifted cards last, the rest in z order."""
    return sprite.lift > 0.01, sprite.z


def topmost(sprites, pos=None):
    """The sprite drawn last under `pos` (or of all, without one), or None: the card seen
    there is the card a click there takes."""
    hits = [s for s in sprites if pos is None or s.contains(pos)]
    return max(hits, key=drawn_order) if hits else None


def draw_cards(surface: pygame.Surface, view, sprites, lang: str = "en") -> None:
    """Draw sprites in z order (lifted cards last)."""
    for sprite in sorted(sprites, key=drawn_order):
        sprite.draw(surface, view, lang)
