"""The base of every game's table scene.

It runs a Session: humans act through gestures that become legal actions, bots
think off the main loop with a time cap, the hand-off curtain rises whenever the
seat to act passes between two humans and the game has secrets, every action is
autosaved, Esc opens the pause menu, and the results follow the last animation.
A game's table subclasses it and implements `on_events`, `busy` and `draw_table`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from game.engine.bots import make_bot
from game.engine.contract import Action, Event, IllegalAction
from game.engine.session import Session, Step
from sprites.cards import CARD_H, CARD_W

from .dialogs import Confirm, PauseMenu
from .hint_reason import hint_sentence
from .i18n import placeholders, shown_seat_name, template
from .refusals import refusal_reason
from .results import ResultsScene
from .scene import Scene
from .skip_prompt import DEFAULT_PLACE, draw_skip_prompt
from .table_bots import BotTurns
from .table_drag import CardDrag
from .table_handoff import HandOff, passes_screen
from .table_history import History
from .table_keys import RING_KEYS, Focus, Point
from .table_layers import TABLE, Layers
from .table_log import PACE_LINE, LogView, zone_parts  # noqa: F401 (read by the tables and tests)
from .table_messages import Messages
from .table_playback import Playback
from .table_popups import HINT, NOTE, TOOLTIP, Popups
from .table_recap import Recap
from .table_tips import Tips
from .table_undo import Undo
from .thinker import warm

# The tables' lines for "someone else is deciding": a replay says who moves next instead
# (shell/replay.py), a network game that its player is away (net_seat.py, tables/joined.py).
WAITING_KEYS = frozenset({"kami_table.waiting_short", "requiem_table.prompt.waiting", "marenzan_table.waiting"})


class TableScene(Scene):
    """What every table shares; what the viewer sees is a function of (session, viewer).

    The table has its parts, each with its own state, and wires them: `handoff` (the
    viewer and the curtain, scenes/table_handoff.py), `log_view` (the viewer's log,
    scenes/table_log.py), `focus` (keyboard focus and hints, scenes/table_keys.py),
    `recap` (scenes/table_recap.py), `undo` (scenes/table_undo.py) and `tips`
    (scenes/table_tips.py). No part reads another; they are built with getters and
    callbacks of the table.

    The viewer is the seat whose eyes the table uses (None: an onlooker, no human's
    private faces). The hand-off rule (`handoff.next_viewer`) decides it after every step,
    on opening and after Undo; the log is rebuilt from the session's history filtered for
    it; hover, tooltips, selections and drags are forgotten whenever it changes.

    Input runs through one pipeline (`handle`): the keyboard's focus and hint keys
    (`focus`), Esc cancels a gesture in progress or opens the pause menu, Ctrl+Z
    takes back, Space skips the animations, the wheel scrolls the log, then the
    widgets, then the game's own `gesture(event)`.
    """

    name = "table"
    needs_curtain = True  # False for games whose hands are all public (Requiem)
    watch_own_step = True  # in hot seat, the human who acted sees their step play out before the screen passes
    instant = False  # tests: no bot pauses
    log_panel = None  # a kit LogPanel that shows the log, when the table has one
    log_title = "app.table.log"
    kit_toast = None  # a kit Toast for messages, when the table has one
    tooltip = None  # a kit Tooltip, fed each frame from the pointer by `hover`
    banner = None  # a kit Banner over the table, when the table has one
    drag = None  # the table's CardDrag (scenes/kit/table_drag.py), when it carries cards
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
    # Where the recap may sit (logical x, y, width, height): centred in it, as many rows as fit.
    # A table moves it off what the viewer must pick next.
    recap_box: tuple[int, int, int, int] = (380, 60, 520, 540)
    hint_at: Point | None = None  # a table's own place for the Hint button (its top left)
    skip_at: tuple[float, float, str] = DEFAULT_PLACE  # "Click or Space to skip": a point and its anchor

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        seats = session.record.seats
        think = getattr(app.settings, "hard_think", None)  # AI · Hard's seconds a decision
        self.bots = {i: make_bot(self.game, s.kind, think=think) for i, s in enumerate(seats) if not s.is_person}
        self.net = None  # the network host's part (scenes/kit/net_seat.py) when players join from elsewhere
        if any(s.kind == "hard" for s in seats):
            warm()  # Hard thinks in a worker process (scenes/thinker.py); start it now
        self.handoff = HandOff(app, session, lambda: self.needs_curtain, self.seat_name, self.rebuild, self.forget,
                               shows_secret=lambda seat: self.shows_secret(seat))
        self.messages = Messages(app, lambda: self.kit_toast)
        self.log_view = LogView(app, session, lambda: self.viewer, self.t, self.log_panel, self.log_title,
                                self.describe, self.format_arg, self.opens_section, self.hold_log, self.seat_name,
                                lambda seat: seat in self.bots and not self.instant,
                                self.move_lines, self.reveal_lines, self.game.id, turn_of=self.turn_of,
                                action_words=self.action_words)
        self.history = History(app, self.t, self.log_view.entries, lambda: getattr(self.log_panel, "rect", None),
                               lambda: not self.curtain_up)
        if not hasattr(self, "pending"):
            self.pending: list[Event] = []  # the viewer's events of the last step, for the animation
        self.pointer: tuple[float, float] | None = None  # the last mouse position the table was told of
        self.in_input = False  # a human's event is being handled (confirmations, callouts)
        self.recap = Recap(app, session, self.recap_box, self.log_view.told, self.log_view.header_text)
        self.ai = BotTurns(app, session, self.bots, lambda: self.instant,
                           lambda: self.settled() and not self.curtain_up and not self.handoff.holding, self.submit,
                           self.log_view.flush)
        self.undo = Undo(session, lambda: self.viewer,
                         lambda: self.ai.thinking is not None or (session.to_act in self.bots and not session.over
                                                                  and not self.handoff.holding),
                         self.log_view.step_lines,
                         self.undo_refused, self.undone, t=self.t, seat_name=self.seat_name)
        self.undo.allowed = not getattr(self, "replaying", False)  # a replay watches, it takes nothing back
        self.results_shown = False
        self.pointer_held = False  # after a hand-off with no curtain the pointer counts again once it moves
        self.observation: Any = None  # the viewer's observation now (the sprites are laid out from it)
        self.legal: list[Action] = []  # the decisions offered: none until their step is on screen
        self.playback = Playback()  # the step on screen (`shown`), scenes/kit/table_playback.py
        self.popups = Popups(lambda: len(self.session.record.actions), self.keep_clear)
        self.focus = Focus(app, self.t, session, lambda: self.viewer, lambda: self.legal, lambda: self.curtain_up,
                           gestures=self.key_gestures, next_gesture=getattr(self, "next_gesture", None),
                           paused=self.keys_paused, focus_rect=self.focus_rect,
                           controls=lambda: [*self.controls(), *self.history.buttons()],
                           undo_buttons=lambda: self.undo.buttons(self.controls()), hint_at=self.hint_at,
                           play=self.play_key_event, point=self.rest_pointer, used=self.recap.close, say=self.say,
                           hush=self.messages.clear, stale=self.keys_stale, recap_open=self.showing_recap,
                           avoid=self.avoid_focus, whole_move=self.hint_move)
        self.focus.reason = lambda action: hint_sentence(self, action)
        self.playback.jump(self.session.observe(self.viewer))
        self.refresh()
        self.log_view.rebuild()
        self.tips = Tips(app, self.game.id, getattr(self, "replaying", False),
                         lambda: not self.curtain_up and app.top is self and bool(self.legal))
        # what is drawn over the table and takes all input while it shows, topmost first
        self.layers = Layers([("log", lambda: self.history.open, self.history.event),
                              ("tip", self.tips.showing, self.tips.event),
                              ("recap", self.showing_recap, self.recap.event)],
                             passes={"recap": self.focus.asks_hint,  # H or the Hint button: closed, and the hint
                                     "tip": lambda event: event.type == pygame.KEYDOWN and self.focus.asks_hint(event)})

    # -- who is who -------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table uses (None: an onlooker); the hand-off decides it."""
        return self.handoff.viewer

    @property
    def curtain_up(self) -> bool:
        return self.handoff.curtain_up

    def seat_name(self, seat: int | None) -> str:
        seats = self.session.record.seats
        if seat is None or not 0 <= seat < len(seats):
            return "—" if seat is None else str(seat)
        return shown_seat_name(seats[seat].name, seat, self.app.settings.language)

    @property
    def human_to_act(self) -> bool:
        return self.session.to_act is not None and self.session.to_act in self.handoff.humans()

    @property
    def shown(self) -> Any:
        """The observation at the step the animation has reached: what the banner, the prompt,
        the counters and the plates say (`observation` is where the sprites are going)."""
        playback = getattr(self, "playback", None)
        return playback.shown if playback is not None and playback.shown is not None else self.observation

    @property
    def log(self) -> list[str]:
        return self.log_view.text()

    # -- life cycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.handoff.hand_off()

    def resume(self) -> None:
        self.layers.release_all()  # a press that went to the screen above carries no further
        if self.log_view.stale():
            self.log_view.rebuild()
            self.recap.retell(self.viewer)
        self.refresh()

    def display_changed(self) -> None:
        """A new language, text size or card size shows at once, behind the pause menu too: the
        table's own captions (`on_display_changed`), every card at its place and scale for the new
        sizes, and the log and the recap in the new words."""
        self.on_display_changed()
        self.resume()
        if hasattr(self, "update_banner"):
            self.update_banner()  # kept by the table's update, which waits under an overlay
        if self.anim is not None:
            self.anim.skip()  # the cards stand at their new places, they do not slide there

    def on_display_changed(self) -> None:
        """A table's hook: what it laid out with the old language or sizes (zone captions)."""

    def leave(self) -> None:
        self.ai.thinking = None
        if self.net is not None:
            self.net.close()

    def read(self) -> None:
        self.observation = self.session.observe(self.viewer)
        deciding = self.human_to_act and self.session.to_act == self.viewer and not self.playback.playing
        self.legal = self.session.legal() if deciding else []

    def refresh(self) -> None:
        """Read the viewer's observation and, when the viewer acts and the step is on screen,
        its legal actions."""
        self.read()
        self.keys_stale()
        if not self.playback.playing:  # nothing to play (a step without events, a resume): it is on screen
            self.playback.arrive(self.observation)
        self.on_refresh()
        self.arrive_when_played()

    def arrive_when_played(self) -> None:
        """The step being played has played out: the screen is at it now, and its decisions
        are offered (the table lays out its banner, prompt and controls again)."""
        if self.playback.playing and self.settled():
            self.playback.arrive(self.session.observe(self.viewer))
            self.read()
            self.keys_stale()
            self.on_refresh()

    def rebuild(self) -> None:
        """Lay the whole table afresh for the viewer: no sprite, hover, selection, drag or
        log line carries over from what was shown before."""
        self.forget()
        self.playback.jump(self.session.observe(self.viewer))
        self.read()
        self.on_reset()
        self.on_refresh()
        self.log_view.rebuild()

    # -- acting ---------------------------------------------------------------------
    def submit(self, action: Action, confirmed: bool = False) -> bool:
        """A human's (or a bot's) decision; a refusal is shown with its rule, by the pointer.
        An irreversible choice made by a gesture asks first (`confirm_actions`)."""
        question = self.confirm_question(action)
        if question and not confirmed and self.in_input and self.human_to_act:
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

    def confirm_question(self, action: Action) -> str | None:
        """The question a human's gesture asks before it submits `action`, or None."""
        return self.confirm_actions.get(type(action).__name__)

    def t(self, key: str, **args) -> str:
        if key in WAITING_KEYS and "name" in args and self.net is not None \
                and self.session.to_act in self.net.away_seats():
            return super().t("net.table.away_wait", name=args["name"])  # nobody decides at an empty seat
        return super().t(key, **args)

    def after_step(self, step: Step) -> None:
        viewer, curtain_for = self.handoff.next_viewer()
        # (not when the screen passes openly to another human: they watch the same step together)
        holding = (self.watch_own_step and self.handoff.holds(step.seat, viewer)
                   and (curtain_for is not None or viewer is None))
        if holding:  # the human who acted sees their step play out in their own eyes first
            viewer, curtain_for = self.viewer, None
        events = self.session.events_for(step, viewer)
        if step.seat == self.viewer:
            self.recap.acted(self.viewer, self.turn_key())  # what led up to it is read
        if step.seat == self.handoff.handed_to:
            self.handoff.handed_to = None
        self.ai.stepped(step)
        if events:
            self.playback.start()  # the step's decisions wait until its events have played
        if viewer != self.viewer:
            # another point of view: the step plays out as the new viewer sees it, and the
            # log becomes the new viewer's history
            if viewer is not None and curtain_for is None and self.handoff.private() \
                    and viewer != self.handoff.last_human:
                self.handoff.name_decider(viewer)
                self.pointer_held = True  # no tooltip from where the last player left the pointer
                return
            self.handoff.look_as(viewer)
            self.forget()
            self.on_events(events)
            self.refresh()
            self.log_view.rebuild()
        else:
            self.log_view.narrate(events, step.seat, step)
            self.on_events(events)
            self.refresh()
        if curtain_for is not None:
            self.handoff.raise_curtain(curtain_for)
        if holding:
            self.handoff.hold()
            self.say(self.t("app.table.passing", name=self.seat_name(self.session.to_act)), error=False)

    def pass_screen(self) -> None:
        """The human who acted has watched their step: the hand-off rule applies now."""
        if self.handoff.pass_on():
            self.pointer_held = True  # no tooltip from where the last player left the pointer

    def avoid_focus(self, item) -> bool:
        """An item the keyboard's focus never lands on by itself while another is there: one
        whose every action asks first (a surrender, a sure defeat, a pass that costs)."""
        next_gesture = getattr(self, "next_gesture", None)  # a table without gestures has only its buttons
        if next_gesture is None:
            return False
        starts = [a for a in self.legal if (g := next_gesture(a)) is not None
                  and round(g[1][0]) == round(item.at[0]) and round(g[1][1]) == round(item.at[1])]
        return bool(starts) and all(self.confirm_question(a) for a in starts)

    def hint_move(self, action: Action) -> tuple[list[Point], Point | None]:
        """Every card `action` uses and where the move takes them (logical points), so the
        Hint rings the whole move at once and not only the gesture to make first; a table
        whose moves use several cards says them (Marenzan's pairs). By default: nothing more."""
        return [], None

    def decision_key(self) -> object:
        """Which turn of the viewer's is under way (the viewer, and the turn, round and active
        seat the observation names; a phase within it, an answer asked of another seat, does
        not end it): a hand or a row of buttons stays put while it holds (scenes/kit/steady.py),
        and settles when it changes."""
        obs = self.observation
        return (self.viewer, *(getattr(obs, name, None) for name in ("turn", "round", "active")))

    def turn_key(self) -> object:
        """Whose turn it is, and which, read from the observation (its `active` seat with its
        `turn` and `round`), or None where the observation does not say: the recap comes as
        one of the viewer's turns begins, never in the middle of it."""
        obs = self.observation
        active = getattr(obs, "active", None)
        return None if active is None else (active, getattr(obs, "turn", None), getattr(obs, "round", None))

    def shows_secret(self, seat: int) -> bool:
        """Would the table drawn for `seat` show what another human may not know? Then the
        hand-off to `seat` raises the curtain; otherwise the screen names who decides. A table
        whose screen is sometimes all public says when (Enfield's battles)."""
        return True

    def check_curtain(self) -> None:
        self.handoff.hand_off()

    # -- undo -----------------------------------------------------------------------
    def undo_refused(self, words: str) -> None:
        if self.in_input:
            self.say(words, error=False)

    def undone(self, words: str) -> None:
        """A decision was taken back: the viewer's warnings after it go, the table is laid
        afresh, and says what was taken back."""
        keep = len(self.session.history)
        self.handoff.holding = False
        self.log_view.forget_notes_after(keep)
        self.rebuild()
        self.recap.read_upto(self.viewer, keep)  # what led up to this decision was seen already
        self.ai.paused_after = None
        self.say(self.t("app.table.undone.what", what=words) if words else self.t("app.table.undone"), error=False)
        self.app.play("slide")

    def forget(self) -> None:
        """Drop everything the pointer or a gesture left behind: tooltip, hover, drag, selection,
        and a message still fading (a refusal belongs to whoever was refused)."""
        self.pointer = None
        if hasattr(self, "layers"):
            self.layers.release_all()  # a press begun before the change of viewer does nothing after it
        self.messages.clear()
        self.recap.close()
        self.history.close()
        if self.tooltip is not None:
            self.tooltip.clear()
        self.cancel_gesture()
        self.focus.forget()
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
            if event.type == pygame.MOUSEMOTION:
                self.pointer_held = False
                self.popups.moved()
            if not self.pointer_held:
                self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key in RING_KEYS:
            self.popups.moved()  # the keys' ring moves: its tooltip may show
        receiver = self.layers.route(event)
        if receiver != TABLE:  # a layer over the table took it, or nobody may have it
            if receiver is None and isinstance(self.drag, CardDrag) and event.type == pygame.MOUSEBUTTONUP:
                self.drag.cancel()  # a card held when a layer came over it goes back
            return
        if self.history.event(event):
            return
        if self.handoff.holding and passes_screen(event, self.controls()):
            self.pass_screen()
            return
        if self.tips.event(event) or self.ai.handle(event):
            return
        if self.key_event(event):
            return
        if self.net is not None and self.net.handle(event):
            return
        if self.focus.hint_button_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.cancel_gesture():
                    self.back()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo.take_back()
                return
            if event.key == pygame.K_SPACE:
                if self.ai.paused_after is not None:
                    self.ai.resume()
                    return
                self.log_view.flush()
                self.skip()
                return
        if event.type == pygame.MOUSEWHEEL and self.log_panel is not None:
            pos = self.pointer or self.app.view.to_logical(pygame.mouse.get_pos())
            if self.log_panel.handle_wheel(pos, event.y):
                return
        if self.drag_event(event) or self.undo.greyed_click(event, self.controls()):
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

    def play_key_event(self, event: pygame.event.Event) -> bool:
        """A mouse event the keys make, through the input pipeline; True when another
        screen took over (a confirmation, a popup)."""
        self.handle_input(event)
        return self.app.top is not self

    def rest_pointer(self, point: Point) -> None:
        """The focused thing answers as if the pointer rested on it (its tooltip shows)."""
        self.pointer = point

    # -- the keyboard: the game's gesture map as the focus ring sees it ------------------------
    def key_event(self, event: pygame.event.Event) -> bool:
        """The keys' turn at an event (Tab, the arrows, Enter, H, Esc); True if taken."""
        return self.focus.event(event)

    def keys_stale(self) -> None:
        """The legal actions or the table's selection changed: the keys gather their items again."""
        self.focus.regather()

    def key_gestures(self) -> list[tuple]:
        """The next gesture of every legal action (a table without gestures offers none)."""
        if not self.legal or self.curtain_up or not hasattr(self, "next_gesture"):
            return []
        return [g for g in map(self.next_gesture, self.legal) if g is not None] + self.extra_key_gestures()

    def extra_key_gestures(self) -> list[tuple]:
        """A table's gestures that are no action but may be made by keys too (open a list)."""
        return []

    def keys_paused(self) -> bool:
        """True while a table's own modal view (a list, a large card) takes the keys."""
        return False

    def key_rects(self) -> list[tuple[float, float, float, float]]:
        """Boxes the focus ring may take: buttons, cards, zones and the table's own."""
        rects = [tuple(w.rect) for w in self.controls() if getattr(w, "visible", True)]
        sprites = getattr(self, "sprites", None)
        for sprite in (sprites.values() if isinstance(sprites, dict) else sprites or []):
            if not hasattr(sprite, "contains"):
                continue
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            if 45 < abs(sprite.angle) % 180 < 135:
                w, h = h, w
            rects.append((sprite.x - w / 2, sprite.y - h / 2, w, h))
        rects += [zone.rect for zone in getattr(self, "layout_zones", {}).values()]
        return rects + self.extra_key_rects()

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """A table's own pickable shapes (squares, pieces, fighters) for the focus ring."""
        return []

    def focus_rect(self, point: Point) -> tuple[float, float, float, float]:
        """The smallest known box around a point, or a small square."""
        x, y = point
        inside = [r for r in self.key_rects() if r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]]
        if inside:
            return min(inside, key=lambda r: r[2] * r[3])
        return (x - 30, y - 30, 60, 60)

    # -- bots -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.messages.update(dt)
        if self.tooltip is not None:
            # recomputed from where the pointer is now, every frame: never stale facts
            if (self.pointer is None or self.curtain_up or not self.tooltip_shown() or self.layers.top() != TABLE
                    or not self.popups.tooltip_allowed()):  # an action taken since the pointer last moved
                self.tooltip.clear()
            else:
                self.hover(self.pointer)
            if self.pointer is not None and not self.curtain_up:
                self.undo.explain(self.pointer, self.controls(), self.tooltip, self.t)
        for piece in (self.log_panel, self.tooltip, self.kit_toast, self.banner, self.drag, self.anim, self.tray):
            if piece is not None:
                piece.update(dt)
        self.focus.hint_button.update(dt)
        self.focus.poll_hint()  # the hint's answer shows in the frame it comes, drawn or not
        self.history.update(dt)
        self.tips.update(dt)
        self.log_view.pace(dt)
        self.arrive_when_played()
        if self.net is not None and self.session.over:
            self.net.update(dt)  # the last word of a network game (its end, the host's closing) is read too
        if self.session.over:
            if self.settled() and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        if self.handoff.hold_over(dt, self.settled() and not self.layers.pressed()):  # Undo takes its own click
            self.pass_screen()
        if self.net is not None:
            self.net.update(dt)  # a joined player's decision arrives as a bot's does
        self.ai.update(dt)
        viewer = self.viewer
        if (viewer is not None and not self.curtain_up and self.session.to_act == viewer
                and self.human_to_act and not self.layers.pressed()):
            # as the viewer's turn begins, in the frame it begins: before anything can be picked
            self.recap.offer(viewer, self.turn_key())

    # -- at rest -------------------------------------------------------------------------
    def still(self) -> bool:
        """Nothing plays or counts down and no AI is due: the app may stop drawing the table
        until input comes (its pulses hold still meanwhile). A table with motion of its own
        beyond the kit's parts says so in `moving`."""
        session = self.session
        ai_due = (not session.over and session.to_act in self.bots and self.ai.paused_after is None)
        return (self.settled() and not ai_due and self.ai.thinking is None and not self.handoff.holding
                and self.net is None and not (session.over and not self.results_shown)
                and not self.messages.showing() and not self.focus.thinking() and not self.moving())

    def moving(self) -> bool:
        """A game's own motion the kit's parts do not know of (a fading callout)."""
        return False

    # -- pause, results ----------------------------------------------------------------
    def back(self) -> None:
        recap = self.recap.shown
        self.forget()
        self.recap.shown = recap  # the pause menu is the same viewer: the recap waits under it
        self.app.push(PauseMenu(self.app, self))

    def show_results(self) -> None:
        self.app.push(ResultsScene(self.app, self.session))

    def showing_recap(self) -> bool:
        return self.recap.showing(self.viewer) and not self.curtain_up

    def settled(self) -> bool:
        """Nothing left to watch: no animation, no AI line waiting to appear."""
        return not self.busy() and not self.log_view.drip

    # -- messages ------------------------------------------------------------------------
    def say(self, message: str | Callable[[], str], error: bool = True) -> None:
        """A short message over the table; an error also goes to the viewer's log. Given as a
        callable it is told again in the language chosen later, when the log is rebuilt."""
        words = message
        message = message() if callable(message) else message
        # said in answer to a gesture: said where the pointer is, and only there (once)
        self.messages.show(message, error, self.pointer if self.in_input else None)
        if error:
            self.log_view.add_warning(words, message)

    def missed_drop(self, had_targets: bool) -> None:
        """A carried card let go where nothing takes it slides back, and the pointer says why:
        the lit places are where it goes, or it has nowhere to go at this moment."""
        self.say(self.t("app.table.drop.missed" if had_targets else "app.table.drop.nowhere"), error=False)

    # -- hooks for a game's table: its events in words --------------------------------------
    def describe(self, event: Event) -> str:
        """A log line for an event in the current language ('' for none)."""
        return self.log_view.tell(event)

    def format_arg(self, name: str, value: Any) -> Any:
        """How a Message argument reads: seats by name, catalog keys translated."""
        return self.log_view.argument(name, value)

    def opens_section(self, event: Event) -> bool:
        """Whether this event's line heads what follows instead of being a line under the
        acting seat (Requiem's phases: the Engagement that a pass sets off is nobody's turn)."""
        return False

    def action_words(self, action: Action) -> str:
        """A decision in words: its label, with what it names ("Choose a player (Carol)")."""
        key = getattr(action, "label", "")
        if not key or not self.app.t.has(key):
            return ""
        named = placeholders(template(key, self.app.settings.language))
        args, shown = {}, []
        for field in dataclasses.fields(action):
            value = getattr(action, field.name)
            values = value if isinstance(value, (tuple, list)) else (value,)
            words = [str(self.format_arg(field.name, v)) for v in values if v is not None and not isinstance(v, bool)]
            if field.name in named:  # the label names it itself ("Play {card}")
                args[field.name] = ", ".join(words)
            else:
                shown += words
        return self.t(key, **args) + (f" ({', '.join(shown)})" if shown else "")

    def turn_of(self, event: Event) -> int | None:
        """The seat whose turn `event` begins (the log's lines from it on go under that seat's
        header), or None; a game whose turn begins inside another seat's step says which."""
        return None

    def hold_log(self, described: list[tuple[Event, str]]) -> int:
        """How many of these new lines wait for their animation (each then calls the log
        view's `release`); by default every line shows at once."""
        return 0

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
        if isinstance(self.drag, CardDrag):
            return self.drag.handle(event)
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

    def draw_popup(self, surface: pygame.Surface) -> None:
        """The one popup (kit/table_popups.py): a refusal by the pointer, a tooltip or the Hint's reason."""
        over_table = self.layers.top() == TABLE
        tip = self.tooltip
        tooltip = (tip is not None and self.tooltip_shown() and over_table and bool(tip.text) and tip.wait >= tip.DELAY)
        kind = Popups.which(self.messages.note is not None, tooltip, over_table and self.focus.hint_ring is not None)
        if kind == NOTE:
            self.messages.draw_note(surface)
        elif kind == TOOLTIP:
            tip.draw(surface, self.app.view)
        elif kind == HINT:
            self.focus.hint_callout(surface, self.popups.place)

    def keep_clear(self) -> list[pygame.Rect]:
        """What the Hint's reason may not cover (logical): the banner, the prompt, the buttons."""
        rects = self.button_rects()
        if self.banner is not None:
            rects.append(pygame.Rect(self.banner.area(self.app.view)))
        prompt = self.prompt_rect()
        if prompt is not None:
            rects.append(pygame.Rect(prompt))
        return rects

    def prompt_rect(self) -> tuple[float, float, float, float] | None:
        """Where the table says what the viewer may do now (logical), when not in its banner."""
        return None

    def skip_shown(self) -> bool:
        """Whether "Click or Space to skip" shows while cards move (not over a table's own pause)."""
        return True

    def button_rects(self) -> list[pygame.Rect]:
        """The table's buttons on show (its own, Hint, the whole log): what nothing else may cover."""
        shown = [w for w in self.controls() if hasattr(w, "label") and getattr(w, "visible", True)]
        if self.focus.offer_hint():
            self.focus.place_hint_button()
            shown.append(self.focus.hint_button)
        if self.history.allowed() and self.history.place_button():
            shown.append(self.history.button)
        return [pygame.Rect(w.rect) for w in shown]

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What the game draws over its table and widgets (a carried piece, a card shown large)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.log_view.stale():
            self.resume()  # the language changed under an overlay (the pause menu): all of it is told again now
            if hasattr(self, "update_banner"):
                self.update_banner()  # kept by the table's update, which waits under an overlay
        self.draw_table(surface)
        super().draw(surface)
        self.draw_overlays(surface)
        self.focus.draw_hint_button(surface)
        self.history.draw_button(surface)
        if self.anim is not None and self.anim.busy() and self.skip_shown():
            draw_skip_prompt(surface, self.app.view, self.t("kit.skip"), self.skip_at, self.button_rects())
        self.focus.draw(surface)
        self.messages.draw(surface)
        if self.net is not None:
            self.net.draw(surface)
        if self.showing_recap() and not self.dragging() and not self.tips.showing():  # the tips first
            self.recap.draw(surface)
        if self.ai.paused_after is not None:
            self.ai.draw_pause(surface, self.t, self.seat_name(self.ai.paused_after))
        self.draw_popup(surface)
        if self.tips.showing():
            self.tips.draw(surface)
        self.history.draw(surface)
