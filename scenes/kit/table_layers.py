"""One input, one receiver: which layer of the table takes each event.

A table draws modal layers over itself: the full log, a first-game tip, the recap of what
others did. While one shows, the topmost takes every click and key (the table below gets
none), and a click or key that closes it does nothing else. A press belongs to the layer
that took its button-down: its motion and release go to that layer, or to nobody when the
layer went away or another came over it meanwhile (the release of a click that closed the
recap never lands on the card below it).

Screens pushed over the table (the curtain, a question) take what they are given through
`FreshInput`: only a press that began after they were drawn, and nothing in their first
moment, so a click meant for the table never lifts a curtain or answers a question."""

from __future__ import annotations

from collections.abc import Callable

import pygame

TABLE = "table"
GUARD = 0.25  # seconds a fresh curtain or question ignores every input
MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class Layers:
    """A part of the table: the receiver of each event.

    Built with the modal layers, topmost first: (name, whether it shows, what it does with an
    event it takes), and `passes`: for a layer's name, the presses of a key or button it lets
    go on to the table once it has taken them (and closed).
    The table's own pipeline is the layer under them all (`TABLE`)."""

    def __init__(self, modals: list[tuple[str, Callable[[], bool], Callable[[pygame.event.Event], object]]],
                 passes: dict[str, Callable[[pygame.event.Event], bool]] | None = None):
        self.modals = modals
        self.passes = passes or {}
        self.owner: dict[tuple[str, int], str] = {}  # a mouse button or key held down -> the layer that took it

    def top(self) -> str:
        """The layer that takes input now: the topmost modal that shows, else the table."""
        return next((name for name, shows, _ in self.modals if shows()), TABLE)

    def pressed(self) -> bool:
        """Is a press of the table's own still held down (a click under way, a carry)?"""
        return any(owner == TABLE for (kind, _), owner in self.owner.items() if kind == "mouse")

    def release_all(self) -> None:
        """Another screen took the pointer (a curtain, a question): no press carries over."""
        self.owner.clear()

    def route(self, event: pygame.event.Event) -> str | None:
        """The layer that receives `event`: a modal's name once it has taken it, `TABLE` when
        the table's own pipeline should go on, or None when nobody may have it (the motion or
        release of a press whose layer has gone; the table's own press is then let go)."""
        top = self.top()
        held = ("mouse", event.button) if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
            else ("key", event.key) if event.type in (pygame.KEYDOWN, pygame.KEYUP) else None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if top in self.passes and self.passes[top](event):
                self.take(top, event)  # it closes, and the press is the table's from now on
                self.owner[held] = TABLE
                return TABLE
            self.owner[held] = top
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP):
            owner = self.owner.pop(held, None)
            if owner != top and (owner is not None or event.type == pygame.MOUSEBUTTONUP):
                if owner is not None and owner != TABLE:
                    self.take(owner, event)  # the layer that took the press ends it, if only to forget it
                return None
        elif event.type == pygame.MOUSEMOTION and any(owner != top for (kind, _), owner in self.owner.items()
                                                      if kind == "mouse"):
            return None
        if top != TABLE:
            self.take(top, event)
        return top

    def take(self, name: str, event: pygame.event.Event) -> None:
        next(take for layer, _, take in self.modals if layer == name)(event)


class FreshInput:
    """What a screen pushed over the table takes: nothing in its first GUARD seconds once
    drawn, and of the mouse only a press that began after that (its release with it)."""

    def __init__(self) -> None:
        self.age = 0.0
        self.drawn = False
        self.down: set[int] = set()  # buttons pressed on this screen, not yet released

    def update(self, dt: float) -> None:
        if self.drawn:
            self.age += dt

    def draw(self) -> None:
        self.drawn = True

    def ready(self) -> bool:
        return self.drawn and self.age >= GUARD

    def takes(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.ready():
                self.down.add(event.button)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button in self.down:
                self.down.discard(event.button)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            return True  # hover only: a motion decides nothing
        return self.ready()
