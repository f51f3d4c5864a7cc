"""The first-game tips: the first time a game's table is opened, short callouts point at
its zones and first gestures (scenes/first_tips.py), one at a time, each for `TIP_TIME`
seconds; the first click or key anywhere closes them all (and goes no further). They show
only while the player has a decision before them (never over a step playing, an AI's turn,
a result or the ending), never while the hand-off curtain is up or another screen is over
the table, nor in a replay. Once shown, the game is remembered in the settings
(`tips_seen`); Settings › First-game tips turns them off, and on again (which forgets
what was seen)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from sprites import theme

from .first_tips import Tip, tips_for
from .table_recap import callout

GAP = 10  # logical units between a zone and its callout
WIDTH = 320  # the callout's text width, logical
TIP_TIME = 7.0  # seconds each tip stays before the next one (a click or key closes them all)


class Tips:
    """A part of the table: the queue of first-game tips and their callout.

    Built with the app, the game's id, whether the table only watches (a replay) and
    `clear`: whether the player has a decision before them and nothing is over the table
    (no curtain, no other screen on top, no step playing)."""

    def __init__(self, app, game_id: str, replaying: bool, clear: Callable[[], bool]):
        self.app = app
        self.game_id = game_id
        self.replaying = replaying
        self.clear = clear
        self.queue: list[Tip] = []
        self.at = 0
        self.age = 0.0  # how long the current tip has shown
        self.click = False  # a click closed the tips: its release is not the table's
        self.pressed: int | None = None  # nor is the release of the key that closed them
        settings = app.settings
        # queued when this player has not seen them (as the table opens)
        if not replaying and getattr(settings, "first_tips", False) and game_id not in settings.tips_seen:
            self.queue = list(tips_for(game_id))

    def showing(self) -> bool:
        """A tip is up: there is one left, no curtain, and nothing over the table."""
        return self.at < len(self.queue) and self.clear() and not self.replaying

    def current(self) -> Tip | None:
        return self.queue[self.at] if self.showing() else None

    def remember(self) -> None:
        """The tips were seen: they do not come again for this game."""
        settings = self.app.settings
        if self.game_id not in settings.tips_seen:
            settings.tips_seen.append(self.game_id)
            settings.save()

    def next(self) -> None:
        self.at += 1
        self.age = 0.0

    def close(self) -> None:
        """No more tips at this table."""
        self.at = len(self.queue)

    def update(self, dt: float) -> None:
        """The tour goes on by itself while it shows: each tip for TIP_TIME seconds."""
        if self.showing():
            self.age += dt
            if self.age >= TIP_TIME:
                self.next()

    def event(self, event: pygame.event.Event) -> bool:
        """The first click (any button) or key while a tip is up closes them all; it goes no
        further, nor does the release of that click."""
        if event.type == pygame.MOUSEBUTTONUP and self.click:
            self.click = False
            return True
        if event.type == pygame.KEYUP and event.key == self.pressed:
            self.pressed = None
            return True
        if not self.showing():
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.click = event.type == pygame.MOUSEBUTTONDOWN
            self.pressed = getattr(event, "key", None)
            self.close()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.current()
        if tip is None:
            return
        self.remember()  # drawn once is seen
        app = self.app
        view = app.view
        x, y, w, h = tip.anchor
        pulse = 0.5 + 0.5 * abs(((app.time * 0.8) % 2) - 1)
        theme.alpha_rect(surface, view.rect((x - 3, y - 3, w + 6, h + 6)), (*theme.GOLD, round(140 + 100 * pulse)),
                         view.px(10), max(2, view.px(2.5)))
        footer = app.t("tips.next", i=self.at + 1, n=len(self.queue))
        callout(surface, view, app.t(tip.key), (x, y), theme.GOLD, footer=footer, width=WIDTH,
                at=lambda cw, ch: _beside((x, y, w, h), cw, ch))


def _beside(anchor, cw: float, ch: float) -> tuple[float, float]:
    """Where a callout of cw×ch goes by its zone: below it, else above, else inside its top;
    left-aligned with it, always on the stage."""
    x, y, _, h = anchor
    if y + h + GAP + ch <= theme.LOGICAL_H - 6:
        top = y + h + GAP
    elif y - GAP - ch >= 6:
        top = y - GAP - ch
    else:
        top = y + 16
    left = min(theme.LOGICAL_W - cw - 6, max(6, x + 12))
    return left, top
