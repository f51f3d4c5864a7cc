"""Keyboard play and hints, once for every table, derived from the legal actions.

Each game's table says which mouse gesture brings a legal action nearer
(`next_gesture(action)`: ('click', at) or ('drag', start, end) in logical units). The
kit gathers those gestures into focusable items — a card, a button, a piece, a square —
and plays them back as the same mouse gestures, so a key does exactly what the mouse
does, refusals and confirmations included:

- Tab / Shift+Tab and the arrow keys move the focus ring between the items;
- Enter picks: a button or a card that is only clicked is clicked; a card that can be
  carried is lifted, the focus then moves between the places it can go, and Enter
  drops it there (its own place, when it can also be clicked, means "click it");
- Shift+Enter (or the Menu key) right-clicks the focused thing, when its table gives
  a right-click a meaning (the Free Table turns a card sideways: ('right', at));
- Esc puts a lifted card back before it does anything else;
- H asks for a hint: the Normal AI's choice for the viewer's own seat, read from that
  seat's observation only, shown as the gesture to make (the thing to pick ringed, an
  arrow to where it goes); Enter then makes it. A game without a Normal AI (the Free
  Table) offers no hints: no button, and H is left to the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.engine.bots import bot_rng, make_bot
from sprites import theme
from sprites.cards import CARD_H, CARD_W

Point = tuple[float, float]
KEY_NEXT = (pygame.K_TAB,)
KEY_PICK = (pygame.K_RETURN, pygame.K_KP_ENTER)
KEY_CONTEXT = (pygame.K_MENU,)  # like Shift+Enter: the focused thing's right-click
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
HINT_SEAT_SALT = 7_000  # the hint's own generator, apart from the seats' bots


@dataclass
class KeyItem:
    """One thing the keyboard can pick: where it is, and what picking it does."""

    at: Point
    click: bool = False  # picking it clicks it
    right: bool = False  # Shift+Enter right-clicks it
    ends: list[Point] = field(default_factory=list)  # or it is carried to one of these

    def targets(self) -> list[Point]:
        """Where a lifted item can go; its own place first when it can also be clicked."""
        return ([self.at] if self.click else []) + self.ends


def _key(point: Point) -> tuple[int, int]:
    return round(point[0]), round(point[1])


def reading_order(point: Point) -> tuple[int, float]:
    return round(point[1] / 48), point[0]


def gather(gestures: list[tuple]) -> list[KeyItem]:
    """Gestures grouped by the point where they start, in reading order."""
    items: dict[tuple[int, int], KeyItem] = {}
    for gesture in gestures:
        start = gesture[1]
        item = items.setdefault(_key(start), KeyItem(start))
        if gesture[0] == "click":
            item.click = True
        elif gesture[0] == "right":
            item.right = True
        elif all(_key(end) != _key(gesture[2]) for end in item.ends):
            item.ends.append(gesture[2])
    for item in items.values():
        item.ends.sort(key=reading_order)
    return sorted(items.values(), key=lambda item: reading_order(item.at))


def toward(points: list[Point], here: Point, direction: tuple[int, int]) -> int | None:
    """The index of the nearest point in an arrow's direction (off-axis distance counts double)."""
    best, best_cost = None, math.inf
    dx, dy = direction
    for i, (x, y) in enumerate(points):
        along = (x - here[0]) * dx + (y - here[1]) * dy
        if along <= 1:
            continue
        across = abs((x - here[0]) * dy) + abs((y - here[1]) * dx)
        cost = along + 2 * across
        if cost < best_cost:
            best, best_cost = i, cost
    return best


def _mouse(kind: int, pos: Point, **more) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, synthetic=True, **more)  # synthetic: made by a key


def mouse_events(gesture: tuple) -> list[pygame.event.Event]:
    """The mouse events (logical units) a hand makes for a gesture."""
    start = gesture[1]
    if gesture[0] == "right":
        return [_mouse(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0)),
                _mouse(pygame.MOUSEBUTTONDOWN, start, button=3), _mouse(pygame.MOUSEBUTTONUP, start, button=3)]
    events = [_mouse(pygame.MOUSEMOTION, start, rel=(0, 0), buttons=(0, 0, 0)),
              _mouse(pygame.MOUSEBUTTONDOWN, start, button=1)]
    end = start
    if gesture[0] == "drag":
        (x0, y0), (x1, y1) = start, gesture[2]
        for i in range(1, 9):
            t = i / 8
            pos = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            events.append(_mouse(pygame.MOUSEMOTION, pos, rel=(pos[0] - end[0], pos[1] - end[1]), buttons=(1, 0, 0)))
            end = pos
    return events + [_mouse(pygame.MOUSEBUTTONUP, end, button=1)]


class TableKeys:
    """A mixin of TableScene: the focus ring, keyboard gestures and hints."""

    key_cache: list[KeyItem] | None = None
    key_focus: int = 0
    key_lifted: KeyItem | None = None  # an item lifted by Enter, waiting for its target
    key_target: int = 0
    key_shown: bool = False  # the ring shows once a key moved it, until the mouse clicks
    hint_action = None  # the hinted action, while it is still legal

    # -- the items ----------------------------------------------------------------------
    def key_gestures(self) -> list[tuple]:
        """The next gesture of every legal action (a table without gestures offers none)."""
        if not self.legal or self.curtain_up or not hasattr(self, "next_gesture"):
            return []
        return [g for g in map(self.next_gesture, self.legal) if g is not None] + self.extra_key_gestures()

    def extra_key_gestures(self) -> list[tuple]:
        """A table's gestures that are no action but may be made by keys too (open a list)."""
        return []

    def keys_paused(self) -> bool:
        """True while a table's own modal view (a list, a large card) takes the keys."""
        return False

    def key_items(self) -> list[KeyItem]:
        if self.key_cache is None:
            self.key_cache = gather(self.key_gestures())
            self.key_focus = min(self.key_focus, max(0, len(self.key_cache) - 1))
        return self.key_cache

    def keys_stale(self) -> None:
        """The legal actions or the table's selection changed: gather the items again."""
        self.key_cache = None
        if self.hint_action is not None and self.hint_action not in self.legal:
            self.hint_action = None

    def focused(self) -> KeyItem | None:
        items = self.key_items()
        return items[self.key_focus] if items and self.key_focus < len(items) else None

    def focus_near(self, point: Point) -> None:
        items = self.key_items()
        if items:
            self.key_focus = min(range(len(items)), key=lambda i: math.dist(items[i].at, point))

    def hint_gesture(self) -> tuple | None:
        if self.hint_action is None or self.hint_action not in self.legal:
            return None
        return self.next_gesture(self.hint_action)

    # -- keys ---------------------------------------------------------------------------
    def key_event(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows, Enter, H and (with a lifted item) Esc; True if taken."""
        if self.keys_paused():
            return False
        if event.type != pygame.KEYDOWN:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not getattr(event, "synthetic", False):
                self.key_shown = False  # the mouse took over
                self.key_lifted = None
                self.keys_stale()
            return False
        if event.key == pygame.K_ESCAPE and self.key_lifted is not None:
            self.key_lifted = None
            self.app.play("slide")
            return True
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) and self.hints_on():
            self.hint()
            return True
        if event.key not in KEY_NEXT + KEY_PICK + KEY_CONTEXT and event.key not in ARROWS:
            return False
        items = self.key_items()
        if not items:
            return False
        if event.key in KEY_PICK and self.showing_recap():
            self.recap = None  # Enter closes the recap and does nothing else: a dismissal never plays a move
            return True
        self.recap = None  # the keys are in use: the recap is read, as a click on it would say
        if not self.key_shown:
            # the first key only shows where the focus is: not even Enter acts on a card
            # the player cannot see is chosen (a spare Enter after the first-game tips played one)
            self.key_shown = True
            self.show_focus()
            return True
        self.key_shown = True
        if event.key in KEY_CONTEXT or (event.key in KEY_PICK and event.mod & pygame.KMOD_SHIFT):
            self.key_context()
        elif event.key in KEY_PICK:
            self.key_pick()
        elif event.key in KEY_NEXT:
            self.key_step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        else:
            self.key_arrow(ARROWS[event.key])
        return True

    def key_points(self) -> list[Point]:
        if self.key_lifted is not None:
            return self.key_lifted.targets()
        return [item.at for item in self.key_items()]

    def key_step(self, step: int) -> None:
        points = self.key_points()
        if self.key_lifted is not None:
            self.key_target = (self.key_target + step) % len(points)
        else:
            self.key_focus = (self.key_focus + step) % len(points)
        self.show_focus()

    def key_arrow(self, direction: tuple[int, int]) -> None:
        points = self.key_points()
        current = self.key_target if self.key_lifted is not None else self.key_focus
        index = toward(points, points[current], direction)
        if index is None:
            return
        if self.key_lifted is not None:
            self.key_target = index
        else:
            self.key_focus = index
        self.show_focus()

    def show_focus(self) -> None:
        """The focused thing answers as if the pointer rested on it (its tooltip shows)."""
        points = self.key_points()
        index = self.key_target if self.key_lifted is not None else self.key_focus
        if points:
            self.pointer = points[min(index, len(points) - 1)]

    def key_pick(self) -> None:
        if self.key_lifted is not None:
            item, target = self.key_lifted, self.key_lifted.targets()[self.key_target]
            self.key_lifted = None
            self.play_gesture(("click", item.at) if target is item.at else ("drag", item.at, target))
            return
        item = self.focused()
        if item is None:
            return
        if not item.ends:
            self.play_gesture(("click", item.at) if item.click or not item.right else ("right", item.at))
            return
        self.key_lifted = item
        self.key_target = 0
        hint = self.hint_gesture()
        if hint is not None and hint[0] == "drag" and _key(hint[1]) == _key(item.at):
            targets = [_key(p) for p in item.targets()]
            self.key_target = targets.index(_key(hint[2])) if _key(hint[2]) in targets else 0
        self.app.play("pick")
        self.show_focus()

    def key_context(self) -> None:
        """Shift+Enter: the focused thing's right-click, if it has one; else as Enter."""
        item = self.focused() if self.key_lifted is None else None
        if item is None or not item.right:
            self.key_pick()
            return
        self.play_gesture(("right", item.at))

    def play_gesture(self, gesture: tuple) -> None:
        """Make a gesture as the mouse would, through the table's own input pipeline."""
        self.recap = None  # a key press reads the recap as read, as a click on it would
        for event in mouse_events(gesture):
            self.handle_input(event)
            if self.app.top is not self:
                break  # a confirmation or a popup scene took over
        self.keys_stale()
        self.focus_near(gesture[-1] if gesture[0] == "drag" else gesture[1])

    # -- hints --------------------------------------------------------------------------
    hint_at: tuple[float, float] | None = None  # a table's own place for the Hint button (its top left)

    def hints_on(self) -> bool:
        """Settings' "Show hints": off, a table offers no Hint button and H suggests nothing.
        A game with no Normal AI has nobody to ask: no hints there either."""
        bots = getattr(self.game, "bots", {})
        return getattr(self.app.settings, "show_hints", True) and ("simple" in bots or "normal" in bots)

    def offer_hint(self) -> bool:
        # not under a table's own modal view (Whisper's graveyard): it would sit on top of it
        return (self.hints_on() and bool(self.legal) and not self.curtain_up and self.viewer is not None and not self.keys_paused()
                and self.session.to_act == self.viewer and hasattr(self, "next_gesture"))

    def hint_button_event(self, event: pygame.event.Event) -> bool:
        if not self.offer_hint():
            return False
        self.place_hint_button()
        return self.hint_button.handle(event)

    def draw_hint_button(self, surface: pygame.Surface) -> None:
        if self.offer_hint():
            self.place_hint_button()
            self.hint_button.draw(surface, self.app.view)

    def place_hint_button(self) -> None:
        """Beside Undo (to its left), unless the table gives a place of its own."""
        button = self.hint_button
        if self.hint_at is not None:
            button.rect.topleft = self.hint_at
            return
        undo = self.undo_buttons()
        if undo:
            rect = undo[0].rect
            button.rect.size = (button.rect.width, rect.height)
            button.rect.topright = (rect.x - 8, rect.y)
        else:
            button.rect.topright = (theme.LOGICAL_W - 12, 10)
        others = [w.rect for w in self.controls() if w is not button and getattr(w, "visible", True)]
        for _ in others:  # slide left past any control it would cover
            hit = button.rect.collidelist(others)
            if hit < 0:
                break
            button.rect.right = others[hit].x - 8

    def hint(self) -> None:
        """The Normal AI's choice for the viewer, from the viewer's observation only."""
        seat = self.viewer
        if not self.legal or seat is None or self.session.to_act != seat:
            self.say(self.t("app.table.hint.none"), error=False)
            return
        makeable = [a for a in self.legal if self.next_gesture(a) is not None]  # a hint is a gesture
        if not makeable:
            self.say(self.t("app.table.hint.none"), error=False)
            return
        bot = make_bot(self.game, "normal")
        rng = bot_rng(self.session.record.seed + len(self.session.record.actions), HINT_SEAT_SALT + seat)
        self.hint_action = bot.choose(self.session.observe(seat), makeable, rng)
        self.recap = None
        self.key_lifted = None
        self.key_shown = True
        self.focus_near(self.next_gesture(self.hint_action)[1])
        self.app.play("pick")

    # -- drawing ------------------------------------------------------------------------
    def key_rects(self) -> list[tuple[float, float, float, float]]:
        """Boxes the focus ring may take: buttons, cards, zones and the table's own."""
        rects = [tuple(w.rect) for w in self.controls() if getattr(w, "visible", True)]
        sprites = getattr(self, "sprites", None)
        for sprite in (sprites.values() if isinstance(sprites, dict) else sprites or []):
            if not hasattr(sprite, "contains"):
                continue
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            if 45 < abs(sprite.angle) % 180 < 135:
                w, h = h, w
            rects.append((sprite.x - w / 2, sprite.y - h / 2, w, h))
        rects += [zone.rect for zone in getattr(self, "layout_zones", {}).values()]
        return rects + self.extra_key_rects()

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """A table's own pickable shapes (squares, pieces, fighters) for the focus ring."""
        return []

    def focus_rect(self, point: Point) -> tuple[float, float, float, float]:
        """The smallest known box around a point, or a small square."""
        x, y = point
        inside = [r for r in self.key_rects() if r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]]
        if inside:
            return min(inside, key=lambda r: r[2] * r[3])
        return (x - 30, y - 30, 60, 60)

    def ring(self, surface: pygame.Surface, point: Point, colour, width: int = 3, grow: float = 5) -> pygame.Rect:
        view = self.app.view
        x, y, w, h = self.focus_rect(point)
        rect = view.rect((x - grow, y - grow, w + 2 * grow, h + 2 * grow))
        pygame.draw.rect(surface, colour, rect, max(2, view.px(width)), border_radius=view.px(10))
        return rect

    def arrow(self, surface: pygame.Surface, start: Point, end: Point, colour) -> None:
        view = self.app.view
        a, b = view.point(*start), view.point(*end)
        if math.dist(a, b) < 8:
            return
        pygame.draw.line(surface, colour, a, b, max(2, view.px(4)))
        angle = math.atan2(b[1] - a[1], b[0] - a[0])
        size = view.px(16)
        wing = [(b[0] - size * math.cos(angle + s), b[1] - size * math.sin(angle + s)) for s in (0.45, -0.45)]
        pygame.draw.polygon(surface, colour, [b, *wing])

    def draw_keys(self, surface: pygame.Surface) -> None:
        """The hint, the lifted item and its targets, and the focus ring."""
        if self.curtain_up or not self.legal or self.keys_paused():
            return
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 5)
        hint = self.hint_gesture()
        if hint is not None:
            glow = tuple(int(c * (0.75 + 0.25 * pulse)) for c in theme.SUCCESS)
            rect = self.ring(surface, hint[1], glow, 4, 8)
            if hint[0] == "drag":
                self.ring(surface, hint[2], glow, 3, 8)
                self.arrow(surface, hint[1], hint[2], glow)
            self.hint_tag(surface, rect, glow)
        if not self.key_shown:
            return
        if self.key_lifted is not None:
            targets = self.key_lifted.targets()
            self.ring(surface, self.key_lifted.at, theme.GOLD, 4, 8)
            for point in targets:
                self.ring(surface, point, theme.GOLD_MUTED, 2, 3)
            target = targets[min(self.key_target, len(targets) - 1)]
            self.ring(surface, target, theme.GOLD, 4, 6 + 3 * pulse)
            if target is not self.key_lifted.at:
                self.arrow(surface, self.key_lifted.at, target, theme.GOLD)
            return
        item = self.focused()
        if item is not None and (hint is None or _key(hint[1]) != _key(item.at)):
            self.ring(surface, item.at, theme.GOLD, 4, 5 + 3 * pulse)  # on the hinted thing, the hint's ring says it

    def hint_tag(self, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
        """The word "Hint" on the ring of the thing the hint says to pick."""
        view = self.app.view
        label = theme.render_text(self.t("app.table.hint"), view.px(theme.SMALL), theme.CARD_INK, bold=True)
        pad = view.px(5)
        tag = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height() + view.px(2))
        tag.midbottom = (rect.centerx, rect.top + view.px(4))
        tag.clamp_ip(view.stage)
        theme.rounded(surface, tag, colour, view.px(6))
        surface.blit(label, label.get_rect(center=tag.center))
