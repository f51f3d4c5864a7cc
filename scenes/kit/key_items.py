"""What the keyboard can pick at a table, gathered from the gestures of the legal actions
(`next_gesture(action)`: ('click', at), ('right', at) or ('drag', start, end) in logical
units), and the mouse events a key plays for a gesture (scenes/kit/table_keys.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]


@dataclass
class KeyItem:
    """One thing the keyboard can pick: where it is, and what picking it does."""

    at: Point
    click: bool = False  # picking it clicks it
    right: bool = False  # Shift+Enter right-clicks it
    ends: list[Point] = field(default_factory=list)  # or it is carried to one of these
    control: object | None = None  # the table's button or chooser there (Left/Right step a chooser)
    plain: bool = False  # a button no legal action starts from (Menu, Rules): never focused by itself

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
