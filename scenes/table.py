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
from .thinker import think, warm
from .widgets import Button, panel, text

BOT_TIME_CAP = 3.0  # seconds a bot may think before it plays a safe fallback
BOT_PAUSE = 0.55  # seconds between bot moves at speed 1, so a person can follow
# The AI pace setting: how long each line an AI's move wrote stays alone in the log before
# the next (a die seen landing, a combat sum read), and how the pause between moves scales.
PACE_LINE = {"slow": 1.1, "normal": 0.6, "fast": 0.25}
PACE_MOVE = {"slow": 1.6, "normal": 1.0, "fast": 0.45}
CALLOUT_TIME = 3.2  # seconds a refusal stays by the pointer
RECAP_LINES = 5  # lines shown per turn in the recap; the rest are counted


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
    # Irreversible choices that end a game or a seat: action class name -> the question
    # asked (a Confirm) before a human's gesture submits it.
    confirm_actions: ClassVar[dict[str, str]] = {}

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
        self.in_input = False  # a human's event is being handled (confirmations, callouts)
        self.paced_upto: int | None = None  # an AI's lines show up to here, one more per PACE_LINE
        self.drip_time = 0.0
        self.log_seat: int | None = None  # whose turn the log's last header names
        self.paused_after: int | None = None  # the AI whose turn ended; the table waits for Continue
        self.recap: tuple[int | None, list[tuple[int, list[str]]]] | None = None  # (viewer, turns)
        self.recap_key: tuple[int | None, int] | None = None  # (viewer, history length) it was built for
        self.refusal_note: tuple[str, tuple[float, float], float] | None = None  # (text, where, seconds left)
        self.continue_button = Button((540, 610, 200, 42), "app.table.continue", self.continue_ai, app,
                                      primary=True, size=theme.BODY)
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
            self.say(self.t("app.table.refused", rule=exc.rule, reason=exc.message), error=True)
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

    # -- the log --------------------------------------------------------------------
    def describe_events(self, events: list[Event]) -> list[tuple[Event, str]]:
        return [(event, line) for event, line in ((e, self.describe(e)) for e in events) if line]

    def narrate(self, events: list[Event], seat: int | None = None) -> None:
        """New lines for the log under their turn's header; an AI's lines appear one by
        one at the AI pace (the table's own held lines are released by its animation)."""
        self.flush_drip()
        described = self.describe_events(events)
        before = len(self.log_lines)
        if described and seat is not None and seat != self.log_seat:
            self.log_lines.append((self.turn_header(seat), False))
            self.log_seat = seat
        self.log_lines.extend((line, False) for _, line in described)
        self.log_held += self.hold_log(described)
        if seat in self.bots and not self.instant and len(described) > 1:
            # the header and the first line show with the move, each next one PACE_LINE
            # after the one before has shown (a line the table holds waits for its animation)
            self.paced_upto = before + (len(self.log_lines) - before - len(described)) + 1
            self.drip_time = self.pace_line()
        self.show_log()

    @property
    def drip(self) -> int:
        """How many of an AI's lines still wait for their turn to appear."""
        return 0 if self.paced_upto is None else max(0, len(self.log_lines) - self.paced_upto)

    def pace_log(self, dt: float) -> None:
        if self.paced_upto is None:
            return
        if self.paced_upto >= len(self.log_lines):
            self.paced_upto = None
            return
        if self.paced_upto < len(self.log_lines) - self.log_held:  # the next line's animation is done
            self.drip_time -= dt
            if self.drip_time <= 0:
                self.paced_upto += 1
                self.drip_time = self.pace_line()
                self.show_log()

    def turn_header(self, seat: int) -> str:
        return self.t("app.table.turn_header", name=self.seat_name(seat))

    def pace_line(self) -> float:
        return PACE_LINE.get(self.app.settings.ai_pace, PACE_LINE["normal"])

    def flush_drip(self) -> None:
        """Show at once every AI line still waiting (Space, the human acts, a rebuild)."""
        if self.paced_upto is not None:
            self.paced_upto = None
            self.show_log()

    def settled(self) -> bool:
        """Nothing left to watch: no animation, no AI line waiting to appear."""
        return not self.busy() and not self.drip

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
        header: int | None = None
        for index, step in enumerate(self.session.history):
            while n < len(notes) and notes[n][0] <= index:
                lines.append((notes[n][1], True))
                n += 1
            described = self.describe_events(self.session.events_for(step, self.viewer))
            if described and step.seat != header:
                lines.append((self.turn_header(step.seat), False))
                header = step.seat
            lines.extend((line, False) for _, line in described)
        lines.extend((text, True) for _, text in notes[n:])
        self.log_lines = lines
        self.log_seat = header
        self.log_held = 0
        self.paced_upto = None
        if self.log_panel is not None:
            self.log_panel.title = self.t(self.log_title)
        self.show_log(fresh=False)

    def show_log(self, fresh: bool = True) -> None:
        if self.log_panel is not None:
            end = len(self.log_lines) - self.log_held
            if self.paced_upto is not None:
                end = min(end, self.paced_upto)
            shown = self.log_lines[:end]
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
        if self.in_input and self.pointer is not None:
            # said in answer to a gesture: said again where the pointer is
            self.refusal_note = (message, self.pointer, CALLOUT_TIME)
        if error:
            self.flush_drip()  # the warning shows at once, after everything before it
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
        self.refusal_note = None
        self.recap = None
        if self.tooltip is not None:
            self.tooltip.clear()
        self.cancel_gesture()
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
        if self.paused_after is not None and self.continue_button.handle(event):
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

    # -- undo, pause, results -------------------------------------------------------
    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo_refusal(self) -> str | None:
        """Why Undo can take nothing back now, as a catalog key (None: it can). It walks
        back as `Session.undo_target` does: past AI moves, stopped by a die, a reveal or
        another human's decision."""
        session = self.session
        if self.viewer is None:
            return "app.table.undo.watching"
        if self.thinking is not None or (session.to_act in self.bots and not session.over):
            return "app.table.undo.ai"
        record = session.record
        for index in range(len(record.actions) - 1, -1, -1):
            if record.barriers[index]:
                return "app.table.undo.barrier"
            actor = record.actors[index]
            if actor == self.viewer:
                return None
            if record.seats[actor].is_human:
                return "app.table.undo.other"
        return "app.table.undo.none"

    def undo_buttons(self) -> list:
        return [w for w in self.controls() if getattr(w, "on_click", None) == self.undo and w.visible]

    def explain_undo(self, pos) -> None:
        """Over a disabled Undo button the tooltip says why nothing can be taken back."""
        if self.tooltip is None:
            return
        for button in self.undo_buttons():
            if not button.enabled and button.rect.collidepoint(pos):
                reason = self.undo_refusal()
                if reason is not None:
                    self.tooltip.hover(self.t(reason), pos)
                return

    def undo(self) -> None:
        if not self.can_undo():
            reason = self.undo_refusal()
            if reason is not None and self.in_input:
                self.say(self.t(reason), error=False)
            return
        keep = self.session.undo_target(self.viewer)
        viewer = self.viewer
        taken = [self.describe_events(self.session.events_for(step, viewer))
                 for step in self.session.history[keep:] if step.seat == viewer] if keep is not None else []
        if self.session.undo(viewer):
            keep = len(self.session.history)
            for seat, notes in self.notes.items():
                self.notes[seat] = [note for note in notes if note[0] <= keep]
            self.rebuild()
            self.recap_key = (self.viewer, keep)  # what led up to this decision was seen already
            self.paused_after = None
            words = "; ".join(lines[0][1] for lines in taken if lines)
            self.say(self.t("app.table.undone.what", what=words) if words else self.t("app.table.undone"),
                     error=False)
            self.app.play("slide")

    def continue_ai(self) -> None:
        """Continue after an AI's turn (the pause-after-each-AI-turn setting)."""
        self.paused_after = None
        self.flush_drip()

    # -- the recap of what others did -------------------------------------------------
    def recap_turns(self) -> list[tuple[int, list[str]]]:
        """What happened since the viewer last acted, as the viewer saw it, turn by turn:
        [(seat, its log lines)]; built from the viewer's filtered history only."""
        viewer = self.viewer
        history = self.session.history
        start = 0
        for index in range(len(history) - 1, -1, -1):
            if history[index].seat == viewer:
                start = index + 1
                break
        turns: list[tuple[int, list[str]]] = []
        for step in history[start:]:
            lines = [line for _, line in self.describe_events(self.session.events_for(step, viewer))]
            if not lines:
                continue
            if turns and turns[-1][0] == step.seat:
                turns[-1][1].extend(lines)
            else:
                turns.append((step.seat, lines))
        return turns

    def offer_recap(self) -> None:
        """When the viewer's decision comes after others have acted, and everything has
        played out, put up the recap once."""
        viewer = self.viewer
        if viewer is None or self.curtain_up or self.session.to_act != viewer or not self.human_to_act:
            return
        key = (viewer, len(self.session.history))
        if key == self.recap_key or not self.settled():
            return
        self.recap_key = key
        turns = self.recap_turns()
        if any(seat != viewer for seat, _ in turns):
            self.recap = (viewer, [(seat, lines) for seat, lines in turns if seat != viewer])

    def showing_recap(self) -> bool:
        return self.recap is not None and self.recap[0] == self.viewer and not self.curtain_up

    def recap_rows(self) -> list[tuple[str, bool]]:
        """The recap's rows: (text, is a header)."""
        rows: list[tuple[str, bool]] = []
        for seat, lines in self.recap[1] if self.recap else []:
            rows.append((self.turn_header(seat), True))
            shown = lines[-RECAP_LINES:]
            if len(lines) > len(shown):
                rows.append((self.t("app.table.recap.more", n=len(lines) - len(shown)), False))
            rows.extend((line, False) for line in shown)
        return rows[-18:]

    def recap_rect(self) -> pygame.Rect:
        rows = len(self.recap_rows())
        height = 52 + rows * 18
        return pygame.Rect(640 - 260, max(60, 330 - height // 2), 520, height)

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
        self.draw_toast(surface)
        if self.showing_recap() and not self.dragging():
            self.draw_recap(surface)
        if self.paused_after is not None:
            self.draw_pause(surface)
        if self.refusal_note is not None:
            self.draw_callout(surface)
        if self.tooltip is not None and self.tooltip_shown():
            self.tooltip.draw(surface, self.app.view)

    def draw_recap(self, surface: pygame.Surface) -> None:
        view = self.app.view
        rect = self.recap_rect()
        panel(surface, view, rect, alpha=235)
        text(surface, view, self.t("app.table.recap.title"), (rect.x + 16, rect.y + 10), theme.BODY, theme.GOLD,
             bold=True)
        text(surface, view, self.t("app.table.recap.close"), (rect.right - 16, rect.y + 12), theme.SMALL,
             theme.INK_DIM, "topright")
        y = rect.y + 38
        width = rect.width - 40
        for row, header in self.recap_rows():
            size = theme.SMALL
            shown = fit_text(row, view, size, width)
            text(surface, view, shown, (rect.x + (16 if header else 28), y), size,
                 theme.GOLD_MUTED if header else theme.INK)
            y += 18

    def draw_pause(self, surface: pygame.Surface) -> None:
        view = self.app.view
        panel(surface, view, (420, 560, 440, 104), alpha=235)
        text(surface, view, self.t("app.table.paused", name=self.seat_name(self.paused_after)), (640, 578),
             theme.BODY, theme.INK, "midtop")
        self.continue_button.draw(surface, view)

    def draw_callout(self, surface: pygame.Surface) -> None:
        """The refusal beside the pointer: a small panel with a red mark, kept on the stage."""
        view = self.app.view
        words, (px, py), left = self.refusal_note
        lines = theme.wrap(words, view.px(theme.SMALL), view.px(300))
        height = 16 + 17 * len(lines)
        width = max(theme.text_width(line, view.px(theme.SMALL)) for line in lines) / view.scale + 36
        x = min(theme.LOGICAL_W - width - 6, max(6, px + 14))
        y = py - height - 14 if py - height - 14 > 6 else py + 22
        alpha = min(1.0, left / 0.4)
        rect = panel(surface, view, (x, y, width, height), alpha=round(240 * alpha))
        pygame.draw.circle(surface, theme.DANGER, (rect.x + view.px(13), rect.y + view.px(16)), view.px(4))
        for i, line in enumerate(lines):
            text(surface, view, line, (x + 24, y + 8 + 17 * i), theme.SMALL, theme.INK)

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


def fit_text(line: str, view, size: int, width: float) -> str:
    """The line cut with an ellipsis to fit `width` logical units."""
    px = view.px(size)
    if theme.text_width(line, px) / view.scale <= width:
        return line
    while line and theme.text_width(line + "…", px) / view.scale > width:
        line = line[:-1]
    return line + "…"


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
