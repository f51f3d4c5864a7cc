"""The first-game tips: the first time a game's table is opened, short callouts point at
its zones and first gestures (scenes/first_tips.py), one at a time; a click or Enter
dismisses each. They never show while the hand-off curtain is up or another screen is
over the table, nor in a replay. Once shown, the game is remembered in the settings
(`tips_seen`); Settings › First-game tips turns them off, and on again (which forgets
what was seen)."""

from __future__ import annotations

from typing import ClassVar

import pygame

from sprites import theme

from .first_tips import Tip, tips_for
from .table_recap import callout

GAP = 10  # logical units between a zone and its callout
WIDTH = 320  # the callout's text width, logical


class TableTips:
    """A mixin of TableScene: the queue of first-game tips and their callout."""

    tips: ClassVar[list[Tip]] = []  # each table sets its own list in start_tips
    first_tip_at = 0
    first_tip_click = False  # a click dismissed a tip: its release is not the table's

    def start_tips(self) -> None:
        """Queue the game's tips if this player has not seen them (called as the table opens)."""
        settings = self.app.settings
        self.tips, self.first_tip_at = [], 0
        if getattr(self, "replaying", False) or not getattr(settings, "first_tips", False):
            return
        if self.game.id in settings.tips_seen:
            return
        self.tips = list(tips_for(self.game.id))

    def tips_showing(self) -> bool:
        """A tip is up: there is one left, no curtain, and nothing over the table."""
        return (self.first_tip_at < len(self.tips) and not self.curtain_up and self.app.top is self
                and not getattr(self, "replaying", False))

    def current_tip(self) -> Tip | None:
        return self.tips[self.first_tip_at] if self.tips_showing() else None

    def remember_tips(self) -> None:
        """The tips were seen: they do not come again for this game."""
        settings = self.app.settings
        if self.game.id not in settings.tips_seen:
            settings.tips_seen.append(self.game.id)
            settings.save()

    def next_tip(self) -> None:
        self.first_tip_at += 1

    def tip_event(self, event: pygame.event.Event) -> bool:
        """A click or Enter while a tip is up dismisses it (and goes no further, nor does
        the release of that click, also after the last tip)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.first_tip_click:
            self.first_tip_click = False
            return True
        if not self.tips_showing():
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.first_tip_click = True
            self.next_tip()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next_tip()
            return True
        return False

    def draw_tip(self, surface: pygame.Surface) -> None:
        tip = self.current_tip()
        if tip is None:
            return
        self.remember_tips()  # drawn once is seen
        view = self.app.view
        x, y, w, h = tip.anchor
        pulse = 0.5 + 0.5 * abs(((self.app.time * 0.8) % 2) - 1)
        theme.alpha_rect(surface, view.rect((x - 3, y - 3, w + 6, h + 6)), (*theme.GOLD, round(140 + 100 * pulse)),
                         view.px(10), max(2, view.px(2.5)))
        footer = self.t("tips.next", i=self.first_tip_at + 1, n=len(self.tips))
        callout(surface, view, self.t(tip.key), (x, y), theme.GOLD, footer=footer, width=WIDTH,
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
