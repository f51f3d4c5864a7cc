"""Dice that tumble across a tray (pymunk) and land on the value the core decided.

The core rolls (from the state's PRNG); the die only shows it. `throw(value)`
flings the die from the tray's edge with a spin; while it tumbles its top face
changes with its rotation; when it slows (about a second) it settles on
`value`, gives a soft bounce and shows the number large for a moment.

    tray = DiceTray((x, y, w, h), count=2)
    tray.throw(0, value=5, sound=app.play)
    tray.update(dt); tray.draw(surface, view); tray.busy()
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable

import pygame
import pymunk

from . import animator, theme

DIE = 40.0  # logical size of a die
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.28, 0.25), (0.72, 0.25), (0.28, 0.5), (0.72, 0.5), (0.28, 0.75), (0.72, 0.75)],
}
IVORY = (244, 236, 218)
PIP = (46, 36, 30)
STEP = 1 / 120
TUMBLE = 1.0  # seconds at speed 1 (ART.md: 0.8–1.2 s)


@lru_cache(maxsize=64)
def die_image(value: int, px: int, pip=PIP, body=IVORY) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((px * ss, px * ss), pygame.SRCALPHA)
    radius = round(px * ss * 0.2)
    pygame.draw.rect(big, tuple(c - 40 for c in body), big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, body, big.get_rect().inflate(-px * ss * 0.08, -px * ss * 0.08), border_radius=radius)
    glint = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(glint, (255, 255, 255, 70), (px * ss * 0.12, px * ss * 0.08, px * ss * 0.5, px * ss * 0.12),
                     border_radius=radius // 2)
    big.blit(glint, (0, 0))
    colour = (176, 40, 36) if value == 1 else pip
    r = px * ss * (0.11 if value == 1 else 0.085)
    for x, y in PIPS[value]:
        pygame.draw.circle(big, colour, (x * px * ss, y * px * ss), r)
    return theme.solid(pygame.transform.smoothscale(big, (px, px)))


class Die:
    def __init__(self, space: pymunk.Space, position: tuple[float, float], index: int):
        self.index = index
        self.body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (DIE, DIE)))
        self.body.position = position
        self.shape = pymunk.Poly.create_box(self.body, (DIE, DIE), radius=4)
        self.shape.elasticity = 0.55
        self.shape.friction = 0.6
        space.add(self.body, self.shape)
        self.value = 1
        self.shown = 1
        self.rolling = False
        self.time = 0.0
        self.duration = TUMBLE
        self.bounce = 0.0  # the soft bounce on landing, 1 → 0
        self.callout = 0.0  # the big number, 1 → 0
        self._turned = 0.0
        self._throws = 0

    @property
    def x(self) -> float:
        return self.body.position.x

    @property
    def y(self) -> float:
        return self.body.position.y


class DiceTray:
    def __init__(self, rect: tuple[float, float, float, float], count: int = 2, speed: Callable[[], float] = lambda: 1.0):
        self.rect = rect
        self.speed = speed
        self.space = pymunk.Space()
        self.space.damping = 0.35  # the felt slows a die
        x, y, w, h = rect
        walls = [((x, y), (x + w, y)), ((x + w, y), (x + w, y + h)), ((x + w, y + h), (x, y + h)), ((x, y + h), (x, y))]
        for a, b in walls:
            wall = pymunk.Segment(self.space.static_body, a, b, 3)
            wall.elasticity = 0.7
            wall.friction = 0.5
            self.space.add(wall)
        self.dice = [Die(self.space, (x + w * (i + 1) / (count + 1), y + h / 2), i) for i in range(count)]
        self._acc = 0.0
        self.instant = False

    def set_value(self, index: int, value: int) -> None:
        """Show a value without a throw (a resumed table)."""
        die = self.dice[index]
        die.value = die.shown = value
        die.rolling = False

    def throw(self, index: int, value: int, sound: Callable[[str], None] | None = None) -> None:
        die = self.dice[index]
        die.value = value
        die._throws += 1
        x, y, w, h = self.rect
        if self.instant:
            die.shown = value
            die.rolling = False
            return
        if animator.reduced_motion:  # no tumble: the die shows its value where it lies, called out
            die.shown = value
            die.rolling = False
            die.callout = 1.0
            if sound:
                sound("dice")
            return
        # from a corner, toward the far side, with a spin: varied by die and throw, never random
        k = die._throws * 7 + index * 3
        side = 1 if (k // 3) % 2 == 0 else -1
        die.body.position = (x + w * (0.5 - 0.35 * side), y + h * (0.25 + 0.5 * ((k % 5) / 4)))
        die.body.angle = (k % 8) * 0.4
        speed = 520 + 80 * (k % 4)
        heading = math.radians(-25 + (k * 23) % 50) + (0 if side > 0 else math.pi)
        die.body.velocity = (speed * math.cos(heading), speed * math.sin(heading))
        die.body.angular_velocity = side * (14 + (k % 6))
        die.rolling = True
        die.time = 0.0
        die.duration = TUMBLE / max(0.1, self.speed())
        die._turned = 0.0
        die.shown = 1 + (value + k) % 6
        if sound:
            sound("dice")

    def busy(self) -> bool:
        return any(d.rolling for d in self.dice)

    def skip(self) -> None:
        for die in self.dice:
            if die.rolling:
                self._land(die)
            die.callout = 0.0
            die.bounce = 0.0

    def update(self, dt: float) -> None:
        for die in self.dice:
            die.bounce = max(0.0, die.bounce - dt * 3.0)
            die.callout = max(0.0, die.callout - dt * 0.9)
        if not self.busy():
            return
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            self.space.step(STEP)
            self._acc -= STEP
        for die in self.dice:
            if not die.rolling:
                continue
            die.time += dt
            die._turned += abs(die.body.angular_velocity) * dt
            if die._turned > math.pi / 2:  # a quarter turn shows a new face
                die._turned = 0.0
                die.shown = die.shown % 6 + 1
            # ease the die to rest near the end so it lands, not stops dead
            left = die.duration - die.time
            if left < 0.3:
                die.body.velocity = die.body.velocity * 0.86
                die.body.angular_velocity *= 0.8
            if left <= 0 or (die.time > 0.45 * die.duration and die.body.velocity.length < 12):
                self._land(die)

    def _land(self, die: Die) -> None:
        die.rolling = False
        die.shown = die.value
        die.body.velocity = (0, 0)
        die.body.angular_velocity = 0
        # settle square-ish on the felt: the nearest quarter turn, not a diagonal
        die.body.angle = round(die.body.angle / (math.pi / 2)) * (math.pi / 2) + 0.08 * ((die._throws % 3) - 1)
        die.bounce = 1.0
        die.callout = 1.0

    def die_at(self, point: tuple[float, float]) -> int | None:
        for die in self.dice:
            if abs(point[0] - die.x) <= DIE * 0.7 and abs(point[1] - die.y) <= DIE * 0.7:
                return die.index
        return None

    def draw(self, surface: pygame.Surface, view) -> None:
        for die in self.dice:
            lift = 0.5 if die.rolling else math.sin(math.pi * die.bounce) * 0.6
            scale = 1.0 + 0.12 * lift
            px = view.px(DIE * scale)
            image = die_image(die.shown, px)
            angle = -math.degrees(die.body.angle)
            if abs(angle % 90) > 0.5:
                image = pygame.transform.rotate(image, angle)
            centre = view.point(die.x, die.y - 6 * lift)
            shadow = theme.soft_shadow((px, px), round(px * 0.2), view.px(5 + 6 * lift), 95)
            pad = (shadow.get_width() - px) // 2
            surface.blit(shadow, (centre[0] - px // 2 - pad + view.px(2), centre[1] - px // 2 - pad + view.px(3 + 8 * lift)))
            surface.blit(image, image.get_rect(center=centre))
            theme.note("opaque", "", pygame.Rect(0, 0, px, px).move(centre[0] - px // 2, centre[1] - px // 2)
                       .inflate(-px // 4, -px // 4))  # a turned die covers at least its middle
            if die.callout > 0.01:
                self._draw_callout(surface, view, die)

    def _draw_callout(self, surface, view, die: Die) -> None:
        alpha = min(1.0, die.callout * 2.5)
        rise = (1 - die.callout) * 10
        image = theme.render_text(str(die.value), view.px(theme.HERO), theme.GOLD, bold=True, shadow=True)
        if alpha < 1:
            image = image.copy()
            image.set_alpha(round(255 * alpha))
        x = min(max(die.x, self.rect[0] + 20), self.rect[0] + self.rect[2] - 20)
        above = die.y - DIE * 0.6 - rise
        if above >= self.rect[1] + 40:
            surface.blit(image, image.get_rect(midbottom=view.point(x, above)))
        else:  # no room above the die: show the number beneath it
            surface.blit(image, image.get_rect(midtop=view.point(x, die.y + DIE * 0.6 + rise)))
