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
HELD = (3, 12, 40, 100, 140)  # frames a slow press is held down: the screen may change under it


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
    """The events of one random gesture, at the scene on top of `app`; a None among them is a
    pause while the button is held (frames run)."""
    event = pygame.event.Event
    r = rng.random()
    if r < 0.1:  # a slow click: the button stays down while frames run (None), as a hand's does
        pos = _point(app, rng)
        return [event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), None, event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
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
        events = burst(app, rng)
        while None in events:
            cut = events.index(None)
            app.frame(1 / 60, events[:cut])
            for _ in range(rng.choice(HELD)):
                app.frame(1 / 60, [])
            events = events[cut + 1:]
        app.frame(1 / 60, events)
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


# -- one input, one receiver: which event made each action, over which layers ----------------------

STAGE = (0, 0, 1280, 720)


class InputLedger:
    """Records, for every action the session applies while a player's event is handled, that
    event, the press it belongs to (a release's button-down), and the modal layers drawn in
    the frame before each; and for every curtain lifted, the event and press that lifted it.

    A modal layer is a screen over the table (the curtain, a dialog, a notice: the whole
    stage) or what the table draws over itself that takes the input (the recap: its panel;
    a first-game tip: the whole stage). `strays()` lists what broke the rule "one input, one
    receiver": an action made by an event (or a press) inside a modal layer, unless that
    layer is the question that asked for the very action, and a curtain lifted by a press
    that began before the curtain was drawn."""

    def __init__(self, app, monkeypatch):
        from game.engine.session import Session
        from scenes.kit.curtain import Curtain
        from scenes.kit.table_recap import Recap
        from scenes.kit.table_tips import Tips

        self.app = app
        self.frame = 0  # frames drawn so far
        self.drawn: list[tuple[str, tuple, object]] = []  # the modal layers of the last frame drawn
        self.painted: dict[int, int] = {}  # id(recap or tips) -> the frame it was last painted in
        self.first_drawn: dict[int, int] = {}  # id(curtain) -> the first frame it was drawn in
        self.presses: dict[int, tuple] = {}  # button -> (its down event, the frame before it, layers then)
        self.event = None  # the event being handled, with its press and layers
        self.actions: list[tuple] = []
        self.lifts: list[tuple] = []
        ledger = self
        dispatch, draw = app.dispatch, app.draw

        def dispatching(event):
            press = None
            if event.type == pygame.MOUSEBUTTONDOWN:
                ledger.presses[event.button] = press = (event, ledger.frame, list(ledger.drawn), ledger.aimed(event))
            elif event.type == pygame.MOUSEBUTTONUP:
                press = ledger.presses.pop(event.button, None)
            ledger.event = (event, press, list(ledger.drawn), app.top)
            try:
                dispatch(event)
            finally:
                ledger.event = None

        def drawing():
            ledger.frame += 1
            draw()
            ledger.drawn = ledger.layers()

        monkeypatch.setattr(app, "dispatch", dispatching)
        monkeypatch.setattr(app, "draw", drawing)
        act, ready = Session.act, Curtain.ready

        def acting(session, action):
            step = act(session, action)
            if ledger.event is not None:
                ledger.actions.append((action, *ledger.event))
            return step

        def lifting(curtain):
            if ledger.event is not None:
                ledger.lifts.append((curtain, ledger.first_drawn.get(id(curtain)), *ledger.event))
            ready(curtain)

        def painter(kind):
            paint = kind.draw

            def painting(part, surface):
                ledger.painted[id(part)] = ledger.frame
                paint(part, surface)
            return painting

        curtain_draw = Curtain.draw

        def curtain_painting(curtain, surface):
            ledger.first_drawn.setdefault(id(curtain), ledger.frame)
            curtain_draw(curtain, surface)

        monkeypatch.setattr(Session, "act", acting)
        monkeypatch.setattr(Curtain, "ready", lifting)
        monkeypatch.setattr(Curtain, "draw", curtain_painting)
        monkeypatch.setattr(Recap, "draw", painter(Recap))
        monkeypatch.setattr(Tips, "draw", painter(Tips))

    def layers(self) -> list[tuple[str, tuple, object]]:
        """The modal layers drawn in the frame just drawn: (kind, logical rect, the layer)."""
        from scenes.kit.curtain import Curtain
        from scenes.kit.dialogs import Dim, Notice

        out = []
        for scene in self.app.scenes:
            if isinstance(scene, Curtain):
                out.append(("curtain", STAGE, scene))
            elif isinstance(scene, Notice):
                out.append(("notice", STAGE, scene))
            elif isinstance(scene, Dim):
                out.append(("dialog", STAGE, scene))
            recap, tips = getattr(scene, "recap", None), getattr(scene, "tips", None)
            if recap is not None and self.painted.get(id(recap)) == self.frame:
                out.append(("recap", tuple(recap.rect()), recap))
            if tips is not None and self.painted.get(id(tips)) == self.frame:
                out.append(("tip", STAGE, tips))
        return out

    def aimed(self, event) -> str:
        """What a press was aimed at: the button under it on the screen on top, if any."""
        top = self.app.top
        pos = self.app.view.to_logical(event.pos)
        controls = top.controls() if hasattr(top, "controls") else getattr(top, "widgets", [])
        for widget in reversed(controls):
            if getattr(widget, "visible", True) and hasattr(widget, "label") and widget.rect.collidepoint(pos):
                return f"the {widget.text(widget.label)!r} button of {type(top).__name__}"
        return f"{type(top).__name__} at {tuple(round(v) for v in pos)}"

    def covering(self, event, layers, receiver) -> list[str]:
        """The layers (other than the question that took the event) this event fell inside."""
        from scenes.kit.dialogs import Confirm

        hits = []
        for kind, (x, y, w, h), layer in layers:
            if layer is receiver and isinstance(layer, Confirm):
                continue  # the question's own answer makes the action it asked about
            if hasattr(event, "pos"):
                px, py = self.app.view.to_logical(event.pos)
                if not (x <= px < x + w and y <= py < y + h):
                    continue
            elif event.type != pygame.KEYDOWN:
                continue
            hits.append(kind)
        return hits

    def strays(self) -> list[str]:
        found = []
        for action, event, press, layers, receiver in self.actions:
            hits = self.covering(event, layers, receiver)
            if press is not None and press[0] is not event:
                hits += [f"{kind} (the press began there)" for kind in self.covering(press[0], press[2], receiver)]
            if hits:
                aimed = f" (pressed on {press[3]})" if press is not None else ""
                found.append(f"{action} made by {pygame.event.event_name(event.type)} inside {', '.join(hits)}{aimed}")
        for curtain, first, event, press, _, _ in self.lifts:
            began = press[1] if press is not None else None
            if event.type == pygame.MOUSEBUTTONUP and (began is None or first is None or began < first):
                aimed = f" on {press[3]}" if press is not None else ""
                found.append(f"a curtain first drawn in frame {first} lifted by a press from frame {began}{aimed}")
            elif event.type != pygame.MOUSEBUTTONUP and first is None:
                found.append("a curtain lifted before it was drawn")
        return found
