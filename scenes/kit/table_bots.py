"""The AIs at a table: each thinks off the main loop with a time cap, paced so a person can
follow, and, when the players ask for it, the table waits for Continue after an AI's turn.

    ai = BotTurns(app, session, bots, instant=..., ready=..., submit=...)
    ai.update(dt)           # each frame: start a bot's thinking, or play what it decided
    ai.stepped(step)        # after every step: does the table wait for Continue now?
    ai.resume()             # Continue (a click on the button, or Space)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent import futures
from typing import Any

import pygame

from game.engine.bots import bot_rng
from game.engine.session import Session, Step
from game.engine.turn_budget import TurnClock
from sprites import theme

from .thinker import think
from .widgets import Button, panel, text

BOT_TIME_CAP = 3.0  # seconds a bot may think before it plays a safe fallback
BOT_PAUSE = 0.55  # seconds between bot moves at speed 1, so a person can follow
PACE_MOVE = {"slow": 1.6, "normal": 1.0, "fast": 0.45}  # how the AI pace setting scales the pause between moves


class BotTurns:
    """The table's AIs and their pace; see the module's docstring."""

    def __init__(self, app, session: Session, bots: dict[int, Any], instant: Callable[[], bool],
                 ready: Callable[[], bool], submit: Callable[[Any], Any], on_continue: Callable[[], None]) -> None:
        self.app = app
        self.session = session
        self.bots = bots
        self.rngs = {i: bot_rng(session.record.seed + len(session.record.actions), i) for i in bots}
        # Hard's think a decision, kept within its turn's budget (game.engine.turn_budget)
        self.clocks = {i: TurnClock(bot.think) for i, bot in bots.items() if getattr(bot, "think", None)}
        self.started = 0.0
        self.instant = instant  # tests: no pauses, and a bot's answer is waited for
        self.ready = ready  # nothing left to watch and nobody behind a curtain: a bot may act
        self.submit = submit
        self.on_continue = on_continue
        self.thinking: futures.Future | None = None
        self.since = 0.0
        self.legal: list = []
        self.wait = 0.0
        self.paused_after: int | None = None  # the AI whose turn ended; the table waits for Continue
        self.continue_button = Button((540, 610, 200, 42), "app.table.continue", self.resume, app,
                                      primary=True, size=theme.BODY)

    def add(self, seat: int, bot: Any) -> None:
        """An AI takes `seat` from now on (a network player away)."""
        self.bots[seat] = bot
        self.rngs[seat] = bot_rng(self.session.record.seed + len(self.session.record.actions), seat)
        if getattr(bot, "think", None):
            self.clocks[seat] = TurnClock(bot.think)

    def remove(self, seat: int) -> None:
        """`seat` is a person's again; what its AI was thinking is dropped."""
        self.bots.pop(seat, None)
        if self.session.to_act == seat:
            self.thinking = None

    def stepped(self, step: Step) -> None:
        """After a step: with the pause-after-each-AI-turn setting, the table waits when one
        AI's turn has ended and another AI's begins."""
        to_act = self.session.to_act
        if (self.app.settings.pause_after_ai and step.seat in self.bots and to_act in self.bots
                and to_act != step.seat and not self.session.over):
            self.paused_after = step.seat

    def resume(self) -> None:
        """Continue after an AI's turn."""
        self.paused_after = None
        self.on_continue()

    def handle(self, event: pygame.event.Event) -> bool:
        """The Continue button's turn at an event; True if taken."""
        return self.paused_after is not None and self.continue_button.handle(event)

    def update(self, dt: float) -> None:
        self.continue_button.update(dt)
        seat = self.session.to_act
        if seat not in self.bots or self.paused_after is not None or not self.ready():
            return
        if self.thinking is None:
            self.wait += dt
            pause = BOT_PAUSE * PACE_MOVE.get(self.app.settings.ai_pace, 1.0) / self.app.settings.animation_speed
            if self.wait < (0 if self.instant() else pause):
                return
            self.wait = 0.0
            self.legal = self.session.legal()
            clock = self.clocks.get(seat)
            if clock is not None:
                self.bots[seat].think = clock.allowance(seat, len(self.session.record.actions))
            self.started = time.monotonic()
            self.thinking = think(self.bots[seat], self.session.observe(seat), self.legal, self.rngs[seat])
            self.since = self.app.time
            if not self.instant():
                return
            futures.wait([self.thinking], timeout=BOT_TIME_CAP)
        if not self.thinking.done():
            # Hard's own cap plus the margin every bot has
            if self.app.time - self.since < BOT_TIME_CAP + (getattr(self.bots[seat], "think", 0) or 0):
                return
            action = self.legal[0]  # over the cap: a safe legal fallback
        else:
            action = self.thinking.result()
        self.thinking = None
        if seat in self.clocks:
            self.clocks[seat].used(seat, len(self.session.record.actions), time.monotonic() - self.started)
        self.submit(action)

    def draw_pause(self, surface: pygame.Surface, t: Callable[..., str], name: str) -> None:
        """The waiting table's panel: whose turn ended, and Continue."""
        view = self.app.view
        panel(surface, view, (420, 560, 440, 104), alpha=235)
        text(surface, view, t("app.table.paused", name=name), (640, 578), theme.BODY, theme.INK, "midtop")
        self.continue_button.draw(surface, view)
