"""Carrying a card: the one drag of every table that carries cards.

A press on a card picks it up (`press`); past the slop it rises over everything with the
pick sound and follows the pointer with weight (the pymunk `DragController`); while it is
carried the places it may go are lit and the one under the pointer glows; a release on
one of them asks the game what the drop means, anywhere else it slides back and the
pointer says why. A release before the slop is a click on the card.

What a drop means is the game's: its gesture map answers the `DropRules` questions.

    carry = CardDrag(app.play, rules=gestures)
    carry.press(sprite, pos)      # on a press over a card the game lets the viewer carry
    carry.handle(event)           # the table's input pipeline: motion and release go here first
    carry.update(dt)              # each frame
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

import pygame

from sprites.drag import DragController

CARRIED_Z = 20_000  # a carried card is drawn over everything


class DropRules:
    """The questions a carried card asks the game's gesture map. Override what the game needs;
    every answer here is the one a table without that notion gives."""

    def drop_targets(self, sprite: Any) -> Mapping[Hashable, Any]:
        """Where `sprite` may go now: target -> what a drop there means (an action, a list of
        actions, anything `drop` understands). Asked once, when the card is picked up."""
        return {}

    def target_at(self, pos: tuple[float, float], targets: Mapping[Hashable, Any]) -> Hashable | None:
        """The target under the pointer, among `targets`."""
        return None

    def light(self, targets: Mapping[Hashable, Any], hot: Hashable | None) -> None:
        """Show where the card may go (`targets`) and where it would go now (`hot`)."""

    def carried(self, sprite: Any, pos: tuple[float, float], delta: tuple[float, float]) -> None:
        """The card moved with the pointer by `delta` since the press (others may follow it)."""

    def drop(self, sprite: Any, target: Hashable, meaning: Any, pos: tuple[float, float]) -> bool:
        """The card was let go on `target`: act on it. False: nothing happened, it slides back."""
        return False

    def missed(self, sprite: Any, pos: tuple[float, float], targets: Mapping[Hashable, Any]) -> None:
        """The card was let go where nothing takes it: say why (it then slides back)."""

    def click(self, sprite: Any, pos: tuple[float, float]) -> None:
        """The card was pressed and let go without being carried."""

    def snap_back(self, sprite: Any) -> None:
        """Put the card back where it lies."""


class CardDrag:
    """The carried card and what it may be dropped on; see the module's docstring."""

    def __init__(self, play: Callable[[str], Any], rules: DropRules) -> None:
        self.controller = DragController()
        self.play = play
        self.rules = rules
        self.targets: Mapping[Hashable, Any] = {}

    # -- what the table reads -------------------------------------------------------
    @property
    def sprite(self) -> Any:
        return self.controller.sprite

    @property
    def holding(self) -> bool:
        """A card is pressed (carried or not yet)."""
        return self.controller.holding

    @property
    def active(self) -> bool:
        """The pressed card is carried (past the slop): no tooltip, no hover."""
        return self.controller.active

    @property
    def start(self) -> tuple[float, float]:
        return self.controller.start

    @property
    def origin(self) -> tuple[float, float, float]:
        return self.controller.origin

    # -- gestures -------------------------------------------------------------------
    def press(self, sprite: Any, pos: tuple[float, float]) -> None:
        self.targets = {}
        self.controller.press(sprite, pos)

    def handle(self, event: pygame.event.Event) -> bool:
        """A motion or release while a card is held; True if it was taken."""
        if not self.holding or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.button == 1:
            self.release(event.pos)
        return True

    def motion(self, pos: tuple[float, float]) -> None:
        sprite, was = self.controller.sprite, self.controller.active
        self.controller.motion(pos)
        if not self.controller.active:
            return
        if not was:  # picked up: it rises with the pick sound, and its places light up
            sprite.z = CARRIED_Z
            self.play("pick")
            self.targets = self.rules.drop_targets(sprite)
        start = self.controller.start
        self.rules.carried(sprite, pos, (pos[0] - start[0], pos[1] - start[1]))
        self.rules.light(self.targets, self.rules.target_at(pos, self.targets))

    def release(self, pos: tuple[float, float]) -> None:
        sprite = self.controller.sprite
        if self.controller.release(pos) is None:  # never carried: a click
            self.targets = {}
            self.rules.click(sprite, pos)
            return
        targets, self.targets = self.targets, {}
        target = self.rules.target_at(pos, targets)
        self.rules.light({}, None)
        if target is None:
            self.rules.missed(sprite, pos, targets)
        if target is None or not self.rules.drop(sprite, target, targets[target], pos):
            self.rules.snap_back(sprite)

    def cancel(self) -> bool:
        """Esc or a hand-off: the held card goes back; True if one was held."""
        sprite = self.controller.sprite
        if sprite is None:
            return False
        self.controller.cancel()
        self.targets = {}
        self.rules.light({}, None)
        self.rules.snap_back(sprite)
        return True

    def update(self, dt: float) -> None:
        self.controller.update(dt)
