"""Picking a card up and carrying it, with weight (pymunk).

The held card is a dynamic body pinned at the grab point to a kinematic body
that follows the mouse: it tracks the cursor exactly, and because it is held
off-centre it swings and tilts with the motion, then settles upright (a
damped rotary spring). Table scenes feed it the mouse and read back where the
card is; on release the scene decides: drop into a legal zone, or snap back.

    drag = DragController()
    drag.press(sprite, pos)        # on MOUSEBUTTONDOWN over a card
    drag.motion(pos)               # on MOUSEMOTION; drag.active once past the slop
    drag.update(dt)                # each frame: steps the space, moves the sprite
    sprite = drag.release(pos)     # on MOUSEBUTTONUP; None if it was a click
"""

from __future__ import annotations

import math
from typing import Any

import pymunk

from .cards import CARD_H, CARD_W

SLOP = 5.0  # logical units the mouse may wander before a press becomes a drag
MAX_TILT = math.radians(18)
STEP = 1 / 240


class DragController:
    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.5  # the air a lifted card swings through
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self.sprite: Any = None
        self.body: pymunk.Body | None = None
        self.constraints: list = []
        self.start = (0.0, 0.0)
        self.grab = (0.0, 0.0)
        self.active = False  # past the slop: a drag, not a click
        self.origin: tuple[float, float, float] = (0.0, 0.0, 0.0)
        self._target = (0.0, 0.0)
        self._acc = 0.0

    @property
    def holding(self) -> bool:
        return self.sprite is not None

    def press(self, sprite: Any, pos: tuple[float, float]) -> None:
        self.cancel()
        self.sprite = sprite
        self.start = pos
        self.active = False
        self.origin = (sprite.x, sprite.y, sprite.angle)
        self._target = pos

    def _pick_up(self) -> None:
        sprite = self.sprite
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (CARD_W, CARD_H)))
        body.position = (sprite.x, sprite.y)
        body.angle = math.radians(-sprite.angle)
        self.mouse.position = self.start
        self.mouse.velocity = (0, 0)
        local = body.world_to_local(self.start)
        pivot = pymunk.PivotJoint(self.mouse, body, (0, 0), local)
        pivot.max_force = 5e6
        pivot.error_bias = pow(1 - 0.35, 240)  # close the gap fast: the card is where the hand is
        spring = pymunk.DampedRotarySpring(self.mouse, body, body.angle if abs(sprite.angle) > 45 else 0.0,
                                           1.6e5, 2.2e4)
        self.rest_angle = spring.rest_angle
        self.space.add(body, pivot, spring)
        self.body = body
        self.constraints = [pivot, spring]
        self.active = True
        sprite.rest_lift = 1.0
        sprite.lift = 1.0

    def motion(self, pos: tuple[float, float]) -> None:
        if self.sprite is None:
            return
        self._target = pos
        if not self.active and math.hypot(pos[0] - self.start[0], pos[1] - self.start[1]) > SLOP:
            self._pick_up()

    def update(self, dt: float) -> None:
        if self.body is None:
            return
        self._acc += min(dt, 0.1)
        steps = min(48, int(self._acc / STEP + 1e-9))
        if steps == 0:
            return
        # the kinematic hand reaches the cursor evenly over this frame's steps, so the
        # card feels the hand's speed, not a jerk per frame
        mx, my = self.mouse.position
        tx, ty = self._target
        span = steps * STEP
        self.mouse.velocity = ((tx - mx) / span, (ty - my) / span)
        for _ in range(steps):
            self.space.step(STEP)
            self._limit_tilt()
        self._acc -= steps * STEP
        self.mouse.position = self._target
        self.mouse.velocity = (0, 0)
        self._write()

    def _limit_tilt(self) -> None:
        body = self.body
        rel = body.angle - self.rest_angle
        if abs(rel) > MAX_TILT:
            body.angle = self.rest_angle + math.copysign(MAX_TILT, rel)
            body.angular_velocity *= 0.3

    def _write(self) -> None:
        self.sprite.x, self.sprite.y = self.body.position
        self.sprite.angle = -math.degrees(self.body.angle)

    def release(self, pos: tuple[float, float]) -> Any:
        """Let go: the carried sprite (still lifted, where it was dropped), or None
        if the press never became a drag (a click)."""
        sprite, active = self.sprite, self.active
        if active:
            self._target = pos
            self.update(STEP * 2)
        self._drop_body()
        self.sprite = None
        self.active = False
        if sprite is not None:
            sprite.rest_lift = 0.0
        return sprite if active else None

    def drop_point(self) -> tuple[float, float]:
        return self._target

    def cancel(self) -> None:
        """Forget the card (the scene snaps it back or rebuilt the table)."""
        if self.sprite is not None:
            self.sprite.rest_lift = 0.0
        self._drop_body()
        self.sprite = None
        self.active = False

    def _drop_body(self) -> None:
        if self.body is not None:
            self.space.remove(self.body, *self.constraints)
        self.body = None
        self.constraints = []
        self._acc = 0.0
