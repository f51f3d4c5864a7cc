"""The base of every game's table scene.

It runs a Session: humans act through gestures that become legal actions, bots
think off the main loop with a time cap, the hand-off curtain rises whenever the
seat to act passes between two humans and the game has secrets, every action is
autosaved, Esc opens the pause menu, and the results follow the last animation.
A game's table subclasses it and implements `on_events`, `busy` and `draw_table`.
"""

from __future__ import annotations

import re
from concurrent import futures
from typing import Any, ClassVar

import pygame

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Action, CardMoved, DieRolled, Event, GameOver, IllegalAction, Message, Revealed
from game.engine.session import Session, Step
from sprites import theme

from .scene import Scene
from .widgets import Button, panel, text

BOT_TIME_CAP = 3.0  # seconds a bot may think before it plays a safe fallback
BOT_PAUSE = 0.55  # seconds between bot moves at speed 1, so a person can follow
_POOL = futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")


class TableScene(Scene):
    """What every table shares; what the viewer sees is a function of (session, viewer).

    The viewer is the seat whose eyes the table uses (None: an onlooker, no human's
    private faces). The hand-off rule (`next_viewer`) decides it after every step, on
    opening and after Undo; the log is rebuilt from the session's history filtered for
    it; hover, tooltips, selections and drags are forgotten whenever it changes.

    Input runs through one pipeline (`handle`): Esc cancels a gesture in progress or
    opens the pause menu, Ctrl+Z takes back, Space skips the animations, the wheel
    scrolls the log, then the widgets, then the game's own `gesture(event)`.
    """

    name = "table"
    needs_curtain = True  # False for games whose hands are all public (Requiem)
    instant = False  # tests: no bot pauses
    log_panel = None  # a kit LogPanel that shows the log, when the table has one
    log_title = "app.table.log"
    kit_toast = None  # a kit Toast for messages, when the table has one
    tooltip = None  # a kit Tooltip, fed each frame from the pointer by `hover`
    banner = None  # a kit Banner over the table, when the table has one
    drag = None  # a kit DragController, when the table's cards are carried with it (see `handle_drag`)
    anim = None  # the table's Animator
    tray = None  # a kit DiceTray, when the table rolls dice
    # How the game's card movements and reveals read in the log: (from kind, to kind) ->
    # catalog key, and where-kind -> key, for zones named "<kind>.<seat>…" or "<kind><seat>…";
    # "*" matches any kind. A key + ".hidden" (if it exists) is the line for a viewer
    # who may not see the card. Arguments: {card}, {seat} (the seat of the source zone,
    # else of the destination), {src} and {dst} (the seats of each zone).
    move_lines: ClassVar[dict[tuple[str, str], str]] = {}
    reveal_lines: ClassVar[dict[str, str]] = {}

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        seats = session.record.seats
        self.bots = {i: make_bot(self.game, s.kind) for i, s in enumerate(seats) if not s.is_human}
        self.bot_rngs = {i: bot_rng(session.record.seed + len(session.record.actions), i) for i in self.bots}
        humans = self.humans()
        to_act = session.to_act
        # nobody's secrets until the hand-off rule has said whose eyes these are (see `enter`)
        self.viewer: int | None = None if self.private() else (
            to_act if to_act in humans else (humans[0] if humans else None))
        self.last_human: int | None = None  # the human who last saw the table (None: unknown)
        self.thinking: futures.Future | None = None
        self.thinking_since = 0.0
        self.bot_wait = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.log_lines: list[tuple[str, bool]] = []  # the viewer's log: (line, warning)
        self.log_held = 0  # the newest lines wait for their animation (see `release_log_line`)
        self.notes: dict[int | None, list[tuple[int, str]]] = {}  # warnings per viewer, by history position
        self.log_language = app.settings.language
        if not hasattr(self, "pending"):
            self.pending: list[Event] = []  # the viewer's events of the last step, for the animation
        self.pointer: tuple[float, float] | None = None  # the last mouse position the table was told of
        self.results_shown = False
        self.curtain_up = False
        self.observation: Any = None
        self.legal: list[Action] = []
        self.refresh()
        self.rebuild_log()

    # -- who is who -------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.session.record.seats) if s.is_human]

    def private(self) -> bool:
        """Hot seat with secrets: two or more humans share the screen and hands are hidden."""
        return self.needs_curtain and len(self.humans()) > 1

    def seat_name(self, seat: int | None) -> str:
        seats = self.session.record.seats
        if seat is None or not 0 <= seat < len(seats):
            return "—" if seat is None else str(seat)
        return seats[seat].name

    @property
    def human_to_act(self) -> bool:
        return self.session.to_act is not None and self.session.to_act in self.humans()

    @property
    def log(self) -> list[str]:
        return [line for line, _ in self.log_lines]

    # -- life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.hand_off()

    def resume(self) -> None:
        if self.app.settings.language != self.log_language:
            self.rebuild_log()
        self.refresh()

    def leave(self) -> None:
        self.thinking = None

    def read(self) -> None:
        self.observation = self.session.observe(self.viewer)
        self.legal = self.session.legal() if self.human_to_act and self.session.to_act == self.viewer else []

    def refresh(self) -> None:
        """Read the viewer's observation and, when the viewer acts, its legal actions."""
        self.read()
        self.on_refresh()

    def rebuild(self) -> None:
        """Lay the whole table afresh for the viewer: no sprite, hover, selection, drag or
        log line carries over from what was shown before."""
        self.forget()
        self.read()
        self.on_reset()
        self.on_refresh()
        self.rebuild_log()

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
        viewer, curtain_for = self.next_viewer()
        events = self.session.events_for(step, viewer)
        if viewer != self.viewer:
            # another point of view: the step plays out as the new viewer sees it, and the
            # log becomes the new viewer's history
            self.viewer = viewer
            if viewer is not None:
                self.last_human = viewer
            self.forget()
            self.on_events(events)
            self.refresh()
            self.rebuild_log()
        else:
            self.narrate(events)
            self.on_events(events)
            self.refresh()
        if curtain_for is not None:
            self.raise_curtain(curtain_for)

    # -- the log --------------------------------------------------------------------
    def describe_events(self, events: list[Event]) -> list[tuple[Event, str]]:
        return [(event, line) for event, line in ((e, self.describe(e)) for e in events) if line]

    def narrate(self, events: list[Event]) -> None:
        described = self.describe_events(events)
        self.log_lines.extend((line, False) for _, line in described)
        self.log_held += self.hold_log(described)
        self.show_log()

    def hold_log(self, described: list[tuple[Event, str]]) -> int:
        """How many of these new lines wait for their animation (each then calls
        `release_log_line`); by default every line shows at once."""
        return 0

    def release_log_line(self) -> None:
        if self.log_held:
            self.log_held -= 1
            self.show_log()

    def rebuild_log(self) -> None:
        """The log from the session's history, filtered for the viewer, in the current language."""
        self.log_language = self.app.settings.language
        notes = self.notes.get(self.viewer, [])
        lines: list[tuple[str, bool]] = []
        n = 0
        for index, step in enumerate(self.session.history):
            while n < len(notes) and notes[n][0] <= index:
                lines.append((notes[n][1], True))
                n += 1
            lines.extend((line, False) for _, line in self.describe_events(self.session.events_for(step, self.viewer)))
        lines.extend((text, True) for _, text in notes[n:])
        self.log_lines = lines
        self.log_held = 0
        if self.log_panel is not None:
            self.log_panel.title = self.t(self.log_title)
        self.show_log(fresh=False)

    def show_log(self, fresh: bool = True) -> None:
        if self.log_panel is not None:
            shown = self.log_lines[:len(self.log_lines) - self.log_held]
            self.log_panel.set_lines(shown, fresh=fresh)

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
        if isinstance(event, CardMoved) and self.move_lines:
            return self.describe_move(event)
        if isinstance(event, Revealed) and self.reveal_lines:
            kind, seat = zone_parts(event.where)
            return self.described(self.reveal_lines.get(kind) or self.reveal_lines.get("*"), event.card,
                                  seat=seat, src=seat, dst=seat)
        return ""

    def describe_move(self, event: CardMoved) -> str:
        src, src_seat = zone_parts(event.src)
        dst, dst_seat = zone_parts(event.dst)
        lines = self.move_lines
        key = lines.get((src, dst)) or lines.get((src, "*")) or lines.get(("*", dst))
        return self.described(key, event.card, seat=src_seat if src_seat is not None else dst_seat, src=src_seat,
                              dst=dst_seat)

    def described(self, key: str | None, card: Any, **seats: int | None) -> str:
        if key is None:
            return ""
        if card is None:  # the viewer's copy of a private event: it keeps its shape only
            key += ".hidden"
            if not self.app.t.has(key):
                return ""
        args = {name: self.seat_name(seat) for name, seat in seats.items()}
        args["card"] = self.format_arg("card", card) if card is not None else ""
        return self.t(key, **args)

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
        """A short message over the table; an error also goes to the viewer's log."""
        if self.kit_toast is not None:
            self.kit_toast.show(message, error)
        else:
            self.toast = message
            self.toast_time = 3.5
        if error:
            # a refusal may name the viewer's own cards: it stays in this viewer's log only
            self.notes.setdefault(self.viewer, []).append((len(self.session.history), message))
            self.log_lines.append((message, True))
            self.show_log()

    # -- the hand-off rule ----------------------------------------------------------
    def next_viewer(self) -> tuple[int | None, int | None]:
        """(the viewer for the seat to act now, the human the curtain must be raised for or None).

        The curtain rises before a human's decision whenever the last person who saw
        the table was another human (or nobody knows who: on opening) and the game has
        secrets; while AIs act in such a game the table is drawn for nobody (public)."""
        to_act = self.session.to_act
        humans = self.humans()
        if to_act is None:
            return self.viewer, None  # over: the results show everything
        if to_act not in humans:
            return (None if self.private() else self.viewer), None
        if to_act == self.viewer:
            return to_act, None
        if self.private() and to_act != self.last_human:
            return None, to_act
        return to_act, None

    def hand_off(self) -> None:
        """Apply the hand-off rule now (on opening, after Undo)."""
        if self.curtain_up:
            return
        viewer, curtain_for = self.next_viewer()
        if viewer != self.viewer:
            self.viewer = viewer
            self.rebuild()
        if viewer is not None:
            self.last_human = viewer
        if curtain_for is not None:
            self.raise_curtain(curtain_for)

    def check_curtain(self) -> None:
        self.hand_off()

    def raise_curtain(self, seat: int) -> None:
        from .curtain import Curtain

        self.curtain_up = True
        if self.viewer is not None:
            self.viewer = None  # nothing secret is drawn while the curtain is up
            self.rebuild()
        else:
            self.forget()
        self.app.push(Curtain(self.app, self.seat_name(seat), lambda: self.hand_to(seat)))

    def hand_to(self, seat: int) -> None:
        self.curtain_up = False
        self.viewer = seat
        self.last_human = seat
        self.rebuild()
        self.app.play("turn")

    def forget(self) -> None:
        """Drop everything the pointer or a gesture left behind: tooltip, hover, drag, selection."""
        self.pointer = None
        if self.tooltip is not None:
            self.tooltip.clear()
        self.cancel_gesture()
        self.on_forget()

    # -- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.cancel_gesture():
                    self.back()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_SPACE:
                self.skip()
                return
        if event.type == pygame.MOUSEWHEEL and self.log_panel is not None:
            pos = self.pointer or self.app.view.to_logical(pygame.mouse.get_pos())
            if self.log_panel.handle_wheel(pos, event.y):
                return
        if self.drag_event(event):
            return
        before = len(self.app.scenes)
        for widget in reversed(self.controls()):
            if widget.handle(event):
                return
        if len(self.app.scenes) != before:
            return
        self.gesture(event)

    def controls(self) -> list:
        """The widgets that take input, topmost last."""
        return self.widgets

    # -- bots -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast_time = max(0.0, self.toast_time - dt)
        if self.tooltip is not None:
            # recomputed from where the pointer is now, every frame: never stale facts
            if self.pointer is None or self.curtain_up or not self.tooltip_shown():
                self.tooltip.clear()
            else:
                self.hover(self.pointer)
        for piece in (self.log_panel, self.tooltip, self.kit_toast, self.banner, self.drag, self.anim, self.tray):
            if piece is not None:
                piece.update(dt)
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
            self.thinking = _POOL.submit(bot.choose, observation, legal, rng)
            self.thinking_since = self.app.time
            self.thinking_legal = legal
            if not self.instant:
                return
            futures.wait([self.thinking], timeout=BOT_TIME_CAP)
        if not self.thinking.done():
            if self.app.time - self.thinking_since < BOT_TIME_CAP:
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
            keep = len(self.session.history)
            for seat, notes in self.notes.items():
                self.notes[seat] = [note for note in notes if note[0] <= keep]
            self.rebuild()
            self.app.play("slide")

    def back(self) -> None:
        from .dialogs import PauseMenu

        self.forget()
        self.app.push(PauseMenu(self.app, self))

    def show_results(self) -> None:
        from .results import ResultsScene

        self.app.push(ResultsScene(self.app, self.session))

    # -- hooks for a game's table -----------------------------------------------------
    def on_refresh(self) -> None:
        """The observation or legal actions changed."""

    def on_events(self, events: list[Event]) -> None:
        """What happened, as the viewer sees it: kept for `on_refresh` to animate."""
        self.pending.extend(events)

    def on_reset(self) -> None:
        """The table was rebuilt (undo, hand-off): snap sprites to the observation."""

    def on_forget(self) -> None:
        """Clear what only the previous viewer should see: pings, pulses, marks."""

    def cancel_gesture(self) -> bool:
        """Esc: put back a card being dragged, drop a selection or a mode; True if there was one."""
        return False

    def dragging(self) -> bool:
        """Is something being carried by the pointer (no tooltip then)?"""
        return self.drag is not None and self.drag.active

    def tooltip_shown(self) -> bool:
        return not self.dragging()

    def drag_event(self, event: pygame.event.Event) -> bool:
        """A drag in progress takes the pointer's motion and release first; True if it did."""
        if self.drag is not None and self.drag.holding and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.handle_drag(event)
            return True
        return False

    def handle_drag(self, event: pygame.event.Event) -> None:
        """The carried card follows a motion; a release drops it (tables with a `drag`)."""

    def carry(self, pos) -> bool:
        """The carried card follows the pointer; True on the motion that picks it up
        (it rises over everything with the pick sound)."""
        was = self.drag.active
        self.drag.motion(pos)
        if self.drag.active and not was:
            self.drag.sprite.z = 20_000
            self.app.play("pick")
            return True
        return False

    def gesture(self, event: pygame.event.Event) -> None:
        """The game's own meaning of a press, release, motion or key."""

    def hover(self, pos: tuple[float, float]) -> None:
        """Set the tooltip (and any hover look) for the pointer at `pos`."""

    def skip(self) -> None:
        """Space or a click: land every animation now."""
        for piece in (self.anim, self.tray):
            if piece is not None:
                piece.skip()

    def busy(self) -> bool:
        """True while animations play: bots wait, results wait."""
        return any(piece is not None and piece.busy() for piece in (self.anim, self.tray))

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What the game draws over its table and widgets (a carried piece, a card shown large)."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        super().draw(surface)
        self.draw_overlays(surface)
        self.draw_toast(surface)
        if self.tooltip is not None and self.tooltip_shown():
            self.tooltip.draw(surface, self.app.view)

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.kit_toast is not None:
            self.kit_toast.draw(surface, self.app.view)
            return
        if self.toast_time <= 0:
            return
        view = self.app.view
        alpha = min(1.0, self.toast_time / 0.4)
        width = min(900, theme.text_width(self.toast, view.px(theme.BODY)) / view.scale + 48)
        panel(surface, view, (640 - width / 2, 612, width, 40), alpha=int(235 * alpha))
        text(surface, view, self.toast, (640, 632), theme.BODY, theme.INK, "center")


def zone_parts(zone: str) -> tuple[str, int | None]:
    """A zone name's kind and seat: "hand.2" -> ("hand", 2), "party0.1" -> ("party", 0), "pile" -> ("pile", None)."""
    match = _ZONE.match(zone or "")
    if match is None:
        return zone, None
    kind, seat = match.groups()
    return kind, int(seat) if seat is not None else None


_ZONE = re.compile(r"([A-Za-z_]+)\.?(\d+)?")


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
