"""The animator: what the core reports becomes motion with weight.

A table scene turns each event into one or more calls — slide, flip, deal,
shuffle, rotate (to spent), fade, wait, call — and the animator schedules them
on its own clock. Calls made together start together; `beat()` makes the next
calls wait until everything scheduled so far has finished. Durations follow
ART.md and are divided by the speed setting; `skip()` (a click, Space) finishes
everything at once; `instant = True` (tests) applies every tween immediately.

Reduced motion (the player's setting, `reduced_motion` here): nothing slides, flips,
hops, turns or riffles; each change lands in place at the moment its motion would
have started, and the timeline keeps every motion's length, so events still come one
after another in the same order and at the same pace.

    anim = Animator(speed=lambda: app.settings.animation_speed)
    anim.slide(sprite, (x, y))            # 180–320 ms ease-out cubic by distance
    anim.flip(sprite, face_up=True)       # 220 ms, a shine on the new face
    anim.beat()
    anim.deal(sprites, targets)           # slides staggered by 60 ms
    ...
    anim.update(dt); anim.busy()
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def linear(t: float) -> float:
    return t


# Set by the app from the player's settings; read at every call, so a change applies at once.
reduced_motion = False


def jump(t: float) -> float:
    """Reduced motion's easing: the end value from the first moment."""
    return 1.0


def slide_time(distance: float) -> float:
    """180 ms for a nudge, up to 320 ms across the table (ART.md)."""
    return 0.18 + 0.14 * min(1.0, distance / 700.0)


@dataclass
class Tween:
    target: Any
    values: dict[str, tuple[float | None, float]]  # attr -> (start or None = current at start, end)
    start: float
    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    on_done: Callable[[], None] | None = None
    on_start: Callable[[], None] | None = None
    started: bool = False
    done: bool = False
    arc: float = 0.0  # a hop: extra lift in the middle of a slide (0..1)

    @property
    def end(self) -> float:
        return self.start + self.duration

    def begin(self) -> None:
        self.started = True
        self.values = {k: (getattr(self.target, k) if a is None else a, b) for k, (a, b) in self.values.items()}
        if self.on_start:
            self.on_start()

    def apply(self, now: float) -> None:
        if not self.started:
            self.begin()
        t = 1.0 if self.duration <= 0 else min(1.0, max(0.0, (now - self.start) / self.duration))
        k = self.ease(t)
        for name, (a, b) in self.values.items():
            setattr(self.target, name, a + (b - a) * k)
        if self.arc and hasattr(self.target, "lift"):
            self.target.lift = max(getattr(self.target, "rest_lift", 0.0), self.arc * math.sin(math.pi * t))
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.begin()
        for name, (_, b) in self.values.items():
            setattr(self.target, name, b)
        if self.arc and hasattr(self.target, "lift"):
            self.target.lift = getattr(self.target, "rest_lift", 0.0)
        self.done = True
        if self.on_done:
            self.on_done()


@dataclass
class Animator:
    speed: Callable[[], float] = lambda: 1.0
    instant: bool = False
    reduced: Callable[[], bool] = lambda: reduced_motion
    now: float = 0.0
    cursor: float = 0.0  # when newly scheduled tweens start
    tweens: list[Tween] = field(default_factory=list)
    sounds: Callable[[str], None] | None = None  # e.g. app.play

    # -- scheduling ----------------------------------------------------------
    def _scale(self, seconds: float) -> float:
        return seconds / max(0.1, self.speed())

    def add(self, target: Any, duration: float, ease=ease_out_cubic, delay: float = 0.0, on_done=None,
            on_start=None, arc: float = 0.0, **values: float) -> Tween:
        """Tween attributes of `target` to `values` (a (start, end) pair for a fixed start)."""
        spec = {k: (v if isinstance(v, tuple) else (None, v)) for k, v in values.items()}
        if self.reduced() and "alpha" not in spec:  # a fade stays (at most); any motion lands at once
            ease, arc = jump, 0.0
        start = max(self.now, self.cursor) + self._scale(delay)
        tween = Tween(target, spec, start, self._scale(duration), ease, on_done, on_start, arc=arc)
        self._retire(target, spec)
        self.tweens.append(tween)
        if self.instant:
            tween.finish()
            self.tweens.remove(tween)
        return tween

    def _retire(self, target: Any, spec: dict) -> None:
        """A new tween of an attribute replaces a running one (no tug of war)."""
        for tween in self.tweens:
            if tween.target is target and tween.started and not tween.done:
                for name in list(tween.values):
                    if name in spec:
                        del tween.values[name]

    def beat(self, gap: float = 0.0) -> None:
        """The calls that follow wait for everything scheduled so far."""
        end = max([t.end for t in self.tweens if not t.done] + [self.now, self.cursor])
        self.cursor = end + self._scale(gap)

    def call(self, fn: Callable[[], None], delay: float = 0.0) -> Tween:
        """Run `fn` when the timeline reaches this point (at once when instant)."""
        return self.add(_Nothing(), 0.0, delay=delay, on_done=fn)

    def wait(self, seconds: float) -> None:
        self.add(_Nothing(), seconds)
        self.beat()

    def sound(self, name: str, delay: float = 0.0) -> None:
        if self.sounds is not None:
            self.call(lambda: self.sounds(name), delay)

    # -- the vocabulary ---------------------------------------------------------
    def settled_value(self, target: Any, name: str, default: float) -> float:
        """What `name` of `target` will be once every tween queued for it has run (`default`,
        its value now, when none will change it)."""
        pending = [t for t in self.tweens if t.target is target and not t.done and name in t.values]
        if not pending:
            return default
        return max(pending, key=lambda t: t.end).values[name][1]

    def rests_at(self, sprite: Any, x: float, y: float, angle: float | None = None, scale: float | None = None) -> bool:
        """Whether `sprite` ends at (x, y), and `angle` and `scale` when given, once the tweens
        queued for it have run. A layout compares with this, not with where the sprite is in the
        middle of a playback: else a second layout before the first one's slides ran adds none,
        and the old slide takes the card to its old place."""
        value = self.settled_value
        if abs(value(sprite, "x", sprite.x) - x) > 0.5 or abs(value(sprite, "y", sprite.y) - y) > 0.5:
            return False
        if angle is not None and abs(value(sprite, "angle", sprite.angle) - angle) > 0.5:
            return False
        return scale is None or abs(value(sprite, "scale", sprite.scale) - scale) <= 0.01

    def slide(self, sprite: Any, to: tuple[float, float], angle: float | None = None, delay: float = 0.0,
              duration: float | None = None, hop: float = 0.35, sound: str | None = "slide") -> Tween:
        distance = math.hypot(to[0] - sprite.x, to[1] - sprite.y)
        values = {"x": to[0], "y": to[1]}
        if angle is not None:
            values["angle"] = angle
        time = duration if duration is not None else slide_time(distance)
        arc = hop if distance > 40 else 0.0
        rest = getattr(sprite, "rest_lift", 0.0)
        if not arc and getattr(sprite, "lift", 0.0) > rest:
            values["lift"] = rest  # a card let go near its place settles too (no hop brings it down)
        if sound and distance > 4:
            self.sound(sound, delay)
        return self.add(sprite, time, ease_out_cubic, delay, arc=arc, **values)

    def flip(self, sprite: Any, face_up: bool, face: Any = "keep", delay: float = 0.0) -> Tween:
        """Scale to nothing and back (220 ms), the new side from the middle on."""

        def start() -> None:
            sprite.flip_to = face_up
            if face != "keep":
                sprite.data["next_face"] = face

        def middle() -> None:
            nf = sprite.data.pop("next_face", "keep")
            if nf != "keep":
                sprite.face = nf

        def done() -> None:
            sprite.face_up = face_up
            sprite.flip_to = None
            sprite.flip = 0.0
            if face_up:
                sprite.shine = 0.6
                self.add(sprite, 0.35, ease_out_cubic, shine=0.0)

        self.sound("flip", delay)
        if self.reduced():  # the new side at once, no turn and no shine; the flip's time is kept
            def at_once() -> None:
                start()
                middle()
                sprite.face_up = face_up
                sprite.flip_to = None
                sprite.flip = 0.0

            return self.add(_Nothing(), 0.22, delay=delay, on_start=at_once)
        first = self.add(sprite, 0.11, ease_in_out, delay, on_start=start, on_done=middle, flip=(0.0, 0.5))
        del first
        return self.add(sprite, 0.11, ease_in_out, delay + 0.11, on_done=done, flip=(0.5, 1.0))

    def rotate(self, sprite: Any, angle: float, delay: float = 0.0) -> Tween:
        """Turn to spent (90°) or back upright: ease, 200 ms."""
        return self.add(sprite, 0.2, ease_in_out, delay, angle=angle)

    def fade(self, sprite: Any, alpha: float, duration: float = 0.25, delay: float = 0.0) -> Tween:
        return self.add(sprite, duration, ease_in_out, delay, alpha=alpha)

    def deal(self, sprites: Sequence[Any], targets: Sequence[tuple[float, float, float]], stagger: float = 0.06,
             delay: float = 0.0) -> list[Tween]:
        """Slides from wherever each card is, one after another (60 ms apart)."""
        return [self.slide(s, (x, y), angle=a, delay=delay + i * stagger, sound="slide" if i % 2 == 0 else None)
                for i, (s, (x, y, a)) in enumerate(zip(sprites, targets))]

    def shuffle(self, sprites: Sequence[Any], centre: tuple[float, float], spread: float = 46.0) -> None:
        """Split the stack in two, riffle it back together, square it up."""
        self.sound("shuffle")
        if self.reduced():  # no riffle: the stack stays squared while the shuffle's time passes
            self.wait(0.32)
            return
        homes = [(s.x, s.y, s.angle) for s in sprites]
        for i, sprite in enumerate(sprites):
            side = -1 if i % 2 else 1
            wobble = ((i * 37) % 11 - 5) * 0.8
            self.add(sprite, 0.16, ease_out_cubic, 0.0, x=centre[0] + side * spread + wobble,
                     y=centre[1] - 4 + (i % 5), angle=side * 6.0)
        self.beat()
        for i, (sprite, (x, y, a)) in enumerate(zip(sprites, homes)):
            self.add(sprite, 0.16, ease_in_out, 0.004 * i, x=x, y=y, angle=a)
        self.beat()

    # -- the clock ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.now += dt
        for tween in list(self.tweens):
            if tween.start <= self.now:
                tween.apply(self.now)
        self.tweens = [t for t in self.tweens if not t.done]
        if not self.tweens and self.cursor < self.now:
            self.cursor = self.now

    def busy(self) -> bool:
        return bool(self.tweens)

    def skip(self) -> None:
        """Finish every tween now, in order (each lands where it would have)."""
        guard = 0
        while self.tweens and guard < 10_000:
            batch = sorted(self.tweens, key=lambda t: t.start)
            self.tweens = []
            for tween in batch:
                tween.finish()
                guard += 1
        self.cursor = self.now

    def animating(self, sprite: Any) -> bool:
        return any(t.target is sprite for t in self.tweens)


class _Nothing:
    """The target of a pure wait or call."""
