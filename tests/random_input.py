"""Seeded random player input for the whole app: clicks (mostly on what the screen offers),
drags, right clicks, the wheel, keys, typed text and window resizes — the kinds of thing a
player, a cat or a toddler does. `burst` makes one gesture's events; `hammer` plays many,
with frames between them."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_h, pygame.K_z, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
        pygame.K_HOME, pygame.K_END, pygame.K_F1, pygame.K_F9, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_a,
        pygame.K_d, pygame.K_r, pygame.K_s, pygame.K_n, pygame.K_1, pygame.K_2, pygame.K_PLUS, pygame.K_MINUS)
TEXT = ("a", "Ä", "名", " ", "😀")
SIZES = ((1280, 720), (800, 600), (1920, 1080), (640, 480), (1000, 1000), (2560, 1080))
FRAMES_BETWEEN = (0, 1, 2, 5, 20, 40)  # frames run after a gesture: mid-animation and settled alike


def _targets(scene) -> list[tuple]:
    """Rects worth aiming at on a scene: its widgets, and at a table its buttons, cards and zones."""
    rects = [tuple(w.rect) for w in getattr(scene, "widgets", None) or []
             if getattr(w, "visible", True) and hasattr(w, "rect")]
    if hasattr(scene, "key_rects"):
        rects += [tuple(r) for r in scene.key_rects()]
    return rects


def _point(app, rng: random.Random) -> tuple[int, int]:
    rects = _targets(app.top)
    if rects and rng.random() < 0.7:
        x, y, w, h = rng.choice(rects)
        return app.view.point(x + rng.random() * w, y + rng.random() * h)
    return app.view.point(rng.uniform(-10, 1290), rng.uniform(-10, 730))


def burst(app, rng: random.Random) -> list[pygame.event.Event]:
    """The events of one random gesture, at the scene on top of `app`."""
    event = pygame.event.Event
    r = rng.random()
    if r < 0.45:
        pos, button = _point(app, rng), 1 if rng.random() < 0.9 else 3
        return [event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if r < 0.6:
        start, end = _point(app, rng), _point(app, rng)
        drag = [event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        for i in range(1, 5):
            at = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
            drag.append(event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
        return drag + [event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if r < 0.68:
        return [event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0, precise_y=0.0)]
    if r < 0.93:
        code = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if code == pygame.K_z or rng.random() < 0.05 else 0
        mod |= pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return [event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
                event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)]
    if r < 0.97:
        return [event(pygame.TEXTINPUT, text=rng.choice(TEXT))]
    w, h = rng.choice(SIZES)
    return [event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]


def hammer(app, seed: int, gestures: int, restart: Callable[[], None],
           after: Callable[[int], None] | None = None) -> None:
    """`gestures` random gestures at whatever is on top, each followed by a few frames.
    Whenever the player quits or leaves to the bottom of the stack, `restart()` opens the
    screen again; `after(i)` runs after each gesture (a test's check)."""
    rng = random.Random(seed)
    for i in range(gestures):
        app.running = True  # Quit was chosen: the test plays on
        restart()
        app.frame(1 / 60, burst(app, rng))
        for _ in range(rng.choice(FRAMES_BETWEEN)):
            app.frame(1 / 60, [])
        if after is not None:
            after(i)


def overlay_over(app, table) -> str | None:
    """The overlay over a table that Enter may close (a screen on top, the recap, a tip, the
    pause after an AI's turn), or None. A Confirm is left out: its Enter is the Yes to the
    very move it asks about."""
    from scenes.kit.dialogs import Confirm

    if app.top is not table:
        return None if isinstance(app.top, Confirm) else type(app.top).__name__
    if table.showing_recap():
        return "recap"
    if table.tips.showing():
        return "tip"
    if table.ai.paused_after is not None:
        return "pause after an AI"
    return None


def enter_on_overlay(app, table) -> str | None:
    """With the focus ring shown on the table, press Enter on the overlay over it: no human's
    move may follow (the AIs may play on). Returns the overlay's name, or None if none was up."""
    name = overlay_over(app, table)
    if name is None or not hasattr(table, "focus"):
        return None
    table.focus.shown = True  # as the keys left it before the overlay came up
    before = len(table.session.history)
    keys = [pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            for kind in (pygame.KEYDOWN, pygame.KEYUP)]
    app.frame(1 / 60, keys)
    made = [step.seat for step in table.session.history[before:] if step.seat not in table.bots]
    assert not made, f"Enter that closed the {name} made a move for seat {made} on the table below"
    return name
