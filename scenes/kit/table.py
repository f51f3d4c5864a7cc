"""The base of every game's table scene.

It runs a Session: humans act through gestures that become legal actions, bots
think off the main loop with a time cap, the hand-off curtain rises whenever the
seat to act passes between two humans and the game has secrets, every action is
autosaved, Esc opens the pause menu, and the results follow the last animation.
A game's table subclasses it and implements `on_events`, `busy` and `draw_table`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from game.engine.contract import Action, Event
from game.engine.session import Session, Step

from . import table_frame, table_input, table_steps, table_wiring
from .action_words import action_words
from .dialogs import PauseMenu
from .i18n import shown_seat_name
from .results import ResultsScene
from .scene import Scene
from .skip_prompt import DEFAULT_PLACE
from .table_drag import CardDrag
from .table_keys import Point
from .table_log import PACE_LINE, LogView, zone_parts  # noqa: F401 (read by the tables and tests)

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
    # Irreversible choices that end a game or a seat: action class name -> the Confirm's question first.
    confirm_actions: ClassVar[dict[str, str]] = {}
    # Where the recap may sit (logical x, y, w, h): as many rows as fit, beside the prompt (`prompt_rect`).
    recap_box: tuple[int, int, int, int] = (380, 60, 520, 540)
    hint_at: Point | None = None  # a table's own place for the Hint button (its top left)
    prompt_area: tuple[float, float, float, float] | None = None  # a prompt panel's box, set as drawn each frame
    skip_at: tuple[float, float, str] = DEFAULT_PLACE  # "Click or Space to skip": a point and its anchor

    def __init__(self, app, session: Session):
        super().__init__(app)
        table_wiring.wire(self, app, session)

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
        return table_steps.submit(self, action, confirmed)

    def confirm_question(self, action: Action) -> str | None:
        """The question a human's gesture asks before it submits `action`, or None."""
        return self.confirm_actions.get(type(action).__name__)

    def t(self, key: str, **args) -> str:
        if key in WAITING_KEYS and "name" in args and self.net is not None \
                and self.session.to_act in self.net.away_seats():
            return super().t("net.table.away_wait", name=args["name"])  # nobody decides at an empty seat
        return super().t(key, **args)

    def after_step(self, step: Step) -> None:
        table_steps.after_step(self, step)

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
        table_input.route(self, event)

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
        return table_input.key_rects(self)

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """A table's own pickable shapes (squares, pieces, fighters) for the focus ring."""
        return []

    def focus_rect(self, point: Point) -> tuple[float, float, float, float]:
        """The smallest known box around a point, or a small square."""
        return table_input.focus_rect(self, point)

    # -- bots -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        table_frame.update(self, dt)

    # -- at rest -------------------------------------------------------------------------
    def still(self) -> bool:
        """Nothing plays or counts down and no AI is due: the app may stop drawing the table
        until input comes (its pulses hold still meanwhile). A table with motion of its own
        beyond the kit's parts says so in `moving`."""
        return table_frame.still(self)

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
        return action_words(self, action)

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

    def skip_shown(self) -> bool:
        """Whether "Click or Space to skip" shows while cards move (not over a table's own pause)."""
        return True

    def prompt_rect(self) -> tuple[float, float, float, float] | None:
        """Where the table says what the viewer may do now (logical): the panel it drew it in this frame
        (`prompt_area`), else its banner's line; the popups and the recap keep clear of it."""
        if self.prompt_area is not None or self.banner is None:
            return self.prompt_area
        return self.banner.line_area(self.app.view)

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """What the game draws over its table and widgets (a carried piece, a card shown large)."""

    def draw(self, surface: pygame.Surface) -> None:
        table_frame.draw(self, surface, super().draw)
