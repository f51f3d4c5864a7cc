"""The base of every game's table scene.

It runs a Session: humans act through gestures that become legal actions, bots
think off the main loop with a time cap, the hand-off curtain rises whenever the
seat to act passes between two humans and the game has secrets, every action is
autosaved, Esc opens the pause menu, and the results follow the last animation.
A game's table subclasses it and implements `on_events`, `busy` and `draw_table`.
"""

from __future__ import annotations

from concurrent import futures
from typing import Any

import pygame

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Action, DieRolled, Event, GameOver, IllegalAction, Message
from game.engine.session import Session, Step
from sprites import theme

from .scene import Scene
from .thinker import think, warm
from .widgets import Button, panel, text

BOT_TIME_CAP = 3.0  # seconds a bot may think before it plays a safe fallback
BOT_PAUSE = 0.55  # seconds between bot moves at speed 1, so a person can follow


class TableScene(Scene):
    name = "table"
    needs_curtain = True  # False for games whose hands are all public (Requiem)
    instant = False  # tests: no bot pauses
    log_panel = None  # a kit LogPanel that shows the log, when the table has one
    kit_toast = None  # a kit Toast for messages, when the table has one

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        seats = session.record.seats
        think = getattr(app.settings, "hard_think", None)  # AI · Hard's seconds a decision
        self.bots = {i: make_bot(self.game, s.kind, think=think) for i, s in enumerate(seats) if not s.is_human}
        self.bot_rngs = {i: bot_rng(session.record.seed + len(session.record.actions), i) for i in self.bots}
        if any(s.kind == "hard" for s in seats):
            warm()  # Hard thinks in a worker process (scenes/thinker.py); start it now
        humans = self.humans()
        to_act = session.to_act
        self.viewer: int | None = to_act if to_act in humans else (humans[0] if humans else None)
        self.thinking: futures.Future | None = None
        self.thinking_since = 0.0
        self.bot_wait = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.log: list[str] = []
        self.results_shown = False
        self.curtain_up = False
        self.observation: Any = None
        self.legal: list[Action] = []
        self.refresh()

    # -- who is who -------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.record.seats) if s.is_human]

    def seat_name(self, seat: int | None) -> str:
        seats = self.session.record.seats
        if seat is None or not 0 <= seat < len(seats):
            return "—" if seat is None else str(seat)
        return seats[seat].name

    @property
    def human_to_act(self) -> bool:
        return self.session.to_act is not None and self.session.to_act in self.humans()

    # -- life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.check_curtain()

    def resume(self) -> None:
        self.refresh()

    def leave(self) -> None:
        self.thinking = None

    def refresh(self) -> None:
        """Read the viewer's observation and, when the viewer acts, its legal actions."""
        self.observation = self.session.observe(self.viewer)
        self.legal = self.session.legal() if self.human_to_act and self.session.to_act == self.viewer else []
        self.on_refresh()

    # -- acting ---------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """A human's (or a bot's) decision; a refusal is shown with its rule."""
        try:
            step = self.session.act(action)
        except IllegalAction as exc:
            self.say(self.t("app.table.refused", rule=exc.rule, reason=exc.message), error=True)
            self.app.play("failure")
            return False
        self.after_step(step)
        return True

    def after_step(self, step: Step) -> None:
        events = self.session.events_for(step, self.viewer)
        self.narrate(events)
        self.on_events(events)
        self.check_curtain()
        self.refresh()

    def narrate(self, events: list[Event]) -> None:
        lines = [line for line in (self.describe(event) for event in events) if line]
        self.log.extend(lines)
        del self.log[:-200]
        if self.log_panel is not None:
            for line in lines:
                self.log_panel.add(line)

    def describe(self, event: Event) -> str:
        """A log line for an event in the current language ('' for none)."""
        if isinstance(event, Message):
            if event.args is None:
                return self.t(event.key + ".hidden") if self.app.t.has(event.key + ".hidden") else ""
            args = {k: self.format_arg(k, v) for k, v in event.args}
            return self.t(event.key, **args)
        if isinstance(event, DieRolled):
            return self.t("app.table.die", die=self.t(f"{self.game.id}.die.{event.die}")
                          if self.app.t.has(f"{self.game.id}.die.{event.die}") else event.die, value=event.value)
        if isinstance(event, GameOver):
            return self.t("app.table.over")
        return ""

    def format_arg(self, name: str, value: Any) -> Any:
        """How a Message argument reads: seats by name, catalog keys translated."""
        seats = len(self.session.record.seats)
        if name in ("seat", "player", "by", "target", "to", "from_seat") and isinstance(value, int) and 0 <= value < seats:
            return self.seat_name(value)
        if name in ("seats", "winners") and isinstance(value, (list, tuple)):
            return ", ".join(self.seat_name(v) for v in value)
        if isinstance(value, str) and self.app.t.has(value):
            return self.t(value)
        if isinstance(value, str) and self.app.t.has(f"{self.game.id}.card.{value}"):
            return self.t(f"{self.game.id}.card.{value}")
        return value

    def say(self, message: str, error: bool = True) -> None:
        """A short message over the table; an error also goes to the log."""
        if self.kit_toast is not None:
            self.kit_toast.show(message, error)
        else:
            self.toast = message
            self.toast_time = 3.5
        if error:
            self.log.append("⚠ " + message)
            if self.log_panel is not None:
                self.log_panel.add(message, warning=True)

    # -- the hand-off curtain -----------------------------------------------------
    def check_curtain(self) -> None:
        to_act = self.session.to_act
        if to_act is None or to_act not in self.humans() or to_act == self.viewer:
            return
        if self.needs_curtain and len(self.humans()) > 1:
            from .curtain import Curtain

            self.curtain_up = True
            self.viewer = None  # nothing secret is drawn while the curtain is up
            self.refresh()
            self.app.push(Curtain(self.app, self.seat_name(to_act), lambda: self.hand_to(to_act)))
        else:
            self.viewer = to_act
            self.refresh()

    def hand_to(self, seat: int) -> None:
        self.curtain_up = False
        self.viewer = seat
        self.on_reset()
        self.refresh()
        self.app.play("turn")

    # -- bots -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast_time = max(0.0, self.toast_time - dt)
        if self.session.over:
            if not self.busy() and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        seat = self.session.to_act
        if seat not in self.bots or self.busy() or self.curtain_up:
            return
        if self.thinking is None:
            self.bot_wait += dt
            if self.bot_wait < (0 if self.instant else BOT_PAUSE / self.app.settings.animation_speed):
                return
            self.bot_wait = 0.0
            observation = self.session.observe(seat)
            legal = self.session.legal()
            bot, rng = self.bots[seat], self.bot_rngs[seat]
            self.thinking = think(bot, observation, legal, rng)
            self.thinking_since = self.app.time
            self.thinking_legal = legal
            if not self.instant:
                return
            futures.wait([self.thinking], timeout=BOT_TIME_CAP)
        if not self.thinking.done():
            # Hard's own cap plus the margin every bot has
            if self.app.time - self.thinking_since < BOT_TIME_CAP + (getattr(self.bots[seat], "think", 0) or 0):
                return
            action = self.thinking_legal[0]  # over the cap: a safe legal fallback
        else:
            action = self.thinking.result()
        self.thinking = None
        self.submit(action)

    # -- undo, pause, results -------------------------------------------------------
    def can_undo(self) -> bool:
        return self.viewer is not None and self.session.undo_target(self.viewer) is not None and self.thinking is None

    def undo(self) -> None:
        if self.can_undo() and self.session.undo(self.viewer):
            self.log.append(self.t("app.table.undone"))
            self.on_reset()
            self.refresh()
            self.app.play("slide")

    def back(self) -> None:
        from .dialogs import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def show_results(self) -> None:
        from .results import ResultsScene

        self.app.push(ResultsScene(self.app, self.session))

    # -- hooks for a game's table -----------------------------------------------------
    def on_refresh(self) -> None:
        """The observation or legal actions changed."""

    def on_events(self, events: list[Event]) -> None:
        """Animate what happened (the viewer's filtered copy of the events)."""

    def on_reset(self) -> None:
        """The table was rebuilt (undo, hand-off): snap sprites to the observation."""

    def busy(self) -> bool:
        """True while animations play: bots wait, results wait."""
        return False

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        super().draw(surface)
        self.draw_toast(surface)

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast_time <= 0:
            return
        view = self.app.view
        alpha = min(1.0, self.toast_time / 0.4)
        width = min(900, theme.text_width(self.toast, view.px(theme.BODY)) / view.scale + 48)
        panel(surface, view, (640 - width / 2, 612, width, 40), alpha=int(235 * alpha))
        text(surface, view, self.toast, (640, 632), theme.BODY, theme.INK, "center")


class PlainTable(TableScene):
    """The table of a game whose own scene is not built yet: its observation in
    words and one button per legal action. Also the table of the example game."""

    def on_refresh(self) -> None:
        self.widgets = [w for w in self.widgets if not getattr(w, "is_action", False)]
        x, y = 40, 560
        for action in self.legal[:24]:
            label = self.action_text(action)
            width = min(300, max(120, theme.text_width(label, 14) + 32))
            if x + width > 1240:
                x, y = 40, y + 44
            button = Button((x, y, width, 36), (lambda s=label: s), (lambda a=action: self.submit(a)), self.app,
                            size=theme.BODY)
            button.is_action = True
            self.widgets.append(button)
            x += width + 8
        undo = Button((1120, 20, 140, 36), "app.table.undo", self.undo, self.app, size=theme.BODY)
        undo.is_action = True
        undo.enabled = self.can_undo()
        self.widgets.append(undo)

    def action_text(self, action: Action) -> str:
        args = {k: self.format_arg(k, v) for k, v in vars(action).items()}
        if self.app.t.has(action.label):
            return self.t(action.label, **args)
        extra = " ".join(str(v) for v in args.values())
        return f"{type(action).__name__} {extra}".strip()

    def draw_table(self, surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        entry_title = self.game.title_ja if self.app.settings.language == "ja" else self.game.title_en
        text(surface, view, entry_title, (40, 24), theme.TITLE, theme.INK, bold=True)
        seat = self.session.to_act
        banner = self.t("app.table.to_act", name=self.seat_name(seat)) if seat is not None else self.t("app.table.over")
        text(surface, view, banner, (40, 62), theme.BODY, theme.GOLD)
        panel(surface, view, (30, 92, 820, 450), alpha=140)
        lines = _describe_observation(self.observation)
        for i, line in enumerate(lines[:26]):
            text(surface, view, line, (48, 104 + i * 16.5), theme.SMALL, theme.INK)
        panel(surface, view, (870, 92, 380, 450), alpha=140)
        text(surface, view, self.t("app.table.log"), (886, 100), theme.SMALL, theme.GOLD_MUTED)
        for i, line in enumerate(self.log[-24:]):
            text(surface, view, line[:60], (886, 122 + i * 17), theme.SMALL, theme.INK)


def _describe_observation(obs: Any, indent: str = "") -> list[str]:
    import dataclasses

    if dataclasses.is_dataclass(obs):
        lines = []
        for f in dataclasses.fields(obs):
            value = getattr(obs, f.name)
            if dataclasses.is_dataclass(value) or (isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0])):
                lines.append(f"{indent}{f.name}:")
                items = value if isinstance(value, tuple) else (value,)
                for item in items:
                    lines.extend(_describe_observation(item, indent + "    "))
            else:
                shown = repr(value)
                lines.append(f"{indent}{f.name}: {shown[:110]}")
        return lines
    return [indent + repr(obs)[:120]]
