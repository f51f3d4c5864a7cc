"""The base of every game's table scene.

It runs a Session: humans act through gestures that become legal actions, bots
think off the main loop with a time cap, the hand-off curtain rises whenever the
seat to act passes between two humans and the game has secrets, every action is
autosaved, Esc opens the pause menu, and the results follow the last animation.
A game's table subclasses it and implements `on_events`, `busy` and `draw_table`.
"""

from __future__ import annotations

from concurrent import futures
from typing import Any, ClassVar

import pygame

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Action, Event, IllegalAction
from game.engine.session import Session, Step
from sprites import theme

from .i18n import shown_seat_name
from .refusals import refusal_reason
from .scene import Scene
from .table_keys import TableKeys
from .table_log import PACE_LINE, TableLog, zone_parts  # noqa: F401 (read by the tables and tests)
from .table_recap import TableRecap
from .table_tips import TableTips
from .table_undo import TableUndo
from .thinker import think, warm
from .widgets import Button

BOT_TIME_CAP = 3.0  # seconds a bot may think before it plays a safe fallback
BOT_PAUSE = 0.55  # seconds between bot moves at speed 1, so a person can follow
PACE_MOVE = {"slow": 1.6, "normal": 1.0, "fast": 0.45}  # how the AI pace setting scales the pause between moves


class TableScene(TableKeys, TableLog, TableRecap, TableTips, TableUndo, Scene):
    """What every table shares; what the viewer sees is a function of (session, viewer).

    The viewer is the seat whose eyes the table uses (None: an onlooker, no human's
    private faces). The hand-off rule (`next_viewer`) decides it after every step, on
    opening and after Undo; the log is rebuilt from the session's history filtered for
    it; hover, tooltips, selections and drags are forgotten whenever it changes.

    Input runs through one pipeline (`handle`): the keyboard's focus and hint keys
    (`TableKeys`), Esc cancels a gesture in progress or opens the pause menu, Ctrl+Z
    takes back, Space skips the animations, the wheel scrolls the log, then the
    widgets, then the game's own `gesture(event)`.
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
    # Irreversible choices that end a game or a seat: action class name -> the question
    # asked (a Confirm) before a human's gesture submits it.
    confirm_actions: ClassVar[dict[str, str]] = {}

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        seats = session.record.seats
        think = getattr(app.settings, "hard_think", None)  # AI · Hard's seconds a decision
        self.bots = {i: make_bot(self.game, s.kind, think=think) for i, s in enumerate(seats) if not s.is_person}
        self.net = None  # the network host's part (scenes/net_seat.py) when players join from elsewhere
        self.bot_rngs = {i: bot_rng(session.record.seed + len(session.record.actions), i) for i in self.bots}
        if any(s.kind == "hard" for s in seats):
            warm()  # Hard thinks in a worker process (scenes/thinker.py); start it now
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
        # warnings per viewer, by history position (a callable tells it in the current language)
        self.notes: dict[int | None, list[tuple[int, Any]]] = {}
        self.log_language = app.settings.language
        if not hasattr(self, "pending"):
            self.pending: list[Event] = []  # the viewer's events of the last step, for the animation
        self.pointer: tuple[float, float] | None = None  # the last mouse position the table was told of
        self.in_input = False  # a human's event is being handled (confirmations, callouts)
        self.paced_upto: int | None = None  # an AI's lines show up to here, one more per PACE_LINE
        self.drip_time = 0.0
        self.log_seat: int | str | None = None  # what the log's last header names: a seat or a section
        self.paused_after: int | None = None  # the AI whose turn ended; the table waits for Continue
        self.recap: tuple[int | None, list[tuple[int, list[str]]]] | None = None  # (viewer, turns)
        self.recap_key: tuple[int | None, int] | None = None  # (viewer, history length) it was built for
        self.refusal_note: tuple[str, tuple[float, float], float] | None = None  # (text, where, seconds left)
        self.continue_button = Button((540, 610, 200, 42), "app.table.continue", self.continue_ai, app,
                                      primary=True, size=theme.BODY)
        self.hint_button = Button((0, 0, 92, 32), "app.table.hint", self.hint, app, size=theme.SMALL,
                                  key=pygame.K_h)
        self.results_shown = False
        self.curtain_up = False
        self.observation: Any = None
        self.legal: list[Action] = []
        self.refresh()
        self.rebuild_log()
        self.start_tips()

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
        return shown_seat_name(seats[seat].name, seat, self.app.settings.language)

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
            self.retell_recap()
        self.refresh()

    def leave(self) -> None:
        self.thinking = None
        if self.net is not None:
            self.net.close()

    def read(self) -> None:
        self.observation = self.session.observe(self.viewer)
        self.legal = self.session.legal() if self.human_to_act and self.session.to_act == self.viewer else []

    def refresh(self) -> None:
        """Read the viewer's observation and, when the viewer acts, its legal actions."""
        self.read()
        self.keys_stale()
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
    def submit(self, action: Action, confirmed: bool = False) -> bool:
        """A human's (or a bot's) decision; a refusal is shown with its rule, by the pointer.
        An irreversible choice made by a gesture asks first (`confirm_actions`)."""
        question = self.confirm_actions.get(type(action).__name__)
        if question and not confirmed and self.in_input and self.human_to_act:
            from .dialogs import Confirm

            self.app.push(Confirm(self.app, question, lambda: self.submit(action, confirmed=True)))
            return False
        try:
            step = self.session.act(action)
        except IllegalAction as exc:
            refused = exc  # the name is cleared when the except block ends
            self.say(lambda: self.t("app.table.refused", rule=refused.rule, reason=refusal_reason(self, refused)),
                     error=True)
            self.app.play("failure")
            return False
        self.after_step(step)
        return True

    def after_step(self, step: Step) -> None:
        viewer, curtain_for = self.next_viewer()
        events = self.session.events_for(step, viewer)
        if step.seat == self.viewer:
            self.recap = None  # the viewer has acted: what led up to it is read
        to_act = self.session.to_act
        if (self.app.settings.pause_after_ai and step.seat in self.bots and to_act in self.bots
                and to_act != step.seat and not self.session.over):
            self.paused_after = step.seat
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
            self.narrate(events, step.seat)
            self.on_events(events)
            self.refresh()
        if curtain_for is not None:
            self.raise_curtain(curtain_for)

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
        self.app.push(Curtain(self.app, lambda: self.seat_name(seat), lambda: self.hand_to(seat)))

    def hand_to(self, seat: int) -> None:
        self.curtain_up = False
        self.viewer = seat
        self.last_human = seat
        self.rebuild()
        self.app.play("turn")

    def forget(self) -> None:
        """Drop everything the pointer or a gesture left behind: tooltip, hover, drag, selection,
        and a message still fading (a refusal belongs to whoever was refused)."""
        self.pointer = None
        self.refusal_note = None
        self.toast, self.toast_time = "", 0.0
        if self.kit_toast is not None:
            self.kit_toast.clear()
        self.recap = None
        if self.tooltip is not None:
            self.tooltip.clear()
        self.cancel_gesture()
        self.key_lifted = None
        self.hint_action = None  # a hint belongs to the viewer it was asked for
        self.keys_stale()
        self.on_forget()

    # -- input ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.in_input = True
        try:
            self.handle_input(event)
        finally:
            self.in_input = False

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if self.tip_event(event) or (self.paused_after is not None and self.continue_button.handle(event)):
            return
        if self.key_event(event):
            return
        if self.net is not None and self.net.handle(event):
            return
        if self.hint_button_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.cancel_gesture():
                    self.back()  # the recap waits under the menu; a click on it closes it
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_SPACE:
                if self.paused_after is not None:
                    self.continue_ai()
                    return
                self.flush_drip()
                self.skip()
                return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.showing_recap()
                and not self.dragging() and self.recap_rect().collidepoint(event.pos)):
            self.recap = None  # a click on the recap closes it
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
            if self.pointer is not None and not self.curtain_up:
                self.explain_undo(self.pointer)
        for piece in (self.log_panel, self.tooltip, self.kit_toast, self.banner, self.drag, self.anim, self.tray):
            if piece is not None:
                piece.update(dt)
        self.continue_button.update(dt)
        self.hint_button.update(dt)
        if self.refusal_note is not None:
            words, where, left = self.refusal_note
            self.refusal_note = (words, where, left - dt) if left > dt else None
        self.pace_log(dt)
        if self.session.over:
            if self.settled() and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        self.offer_recap()
        if self.net is not None:
            self.net.update(dt)  # a joined player's decision arrives as a bot's does
        seat = self.session.to_act
        if seat not in self.bots or not self.settled() or self.curtain_up or self.paused_after is not None:
            return
        if self.thinking is None:
            self.bot_wait += dt
            pause = BOT_PAUSE * PACE_MOVE.get(self.app.settings.ai_pace, 1.0) / self.app.settings.animation_speed
            if self.bot_wait < (0 if self.instant else pause):
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

    # -- pause, results ----------------------------------------------------------------
    def back(self) -> None:
        from .dialogs import PauseMenu

        recap = self.recap
        self.forget()
        self.recap = recap  # the pause menu is the same viewer: the recap waits under it
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
        self.draw_hint_button(surface)
        self.draw_keys(surface)
        self.draw_toast(surface)
        if self.net is not None:
            self.net.draw(surface)
        if self.showing_recap() and not self.dragging() and not self.tips_showing():  # the tips first
            self.draw_recap(surface)
        if self.paused_after is not None:
            self.draw_pause(surface)
        if self.refusal_note is not None:
            self.draw_callout(surface)
        if self.tooltip is not None and self.tooltip_shown():
            self.tooltip.draw(surface, self.app.view)
        if self.tips_showing():
            self.draw_tip(surface)
