"""Keyboard play and hints, once for every table, derived from the legal actions.

Each game's table says which mouse gesture brings a legal action nearer
(`next_gesture(action)`: ('click', at) or ('drag', start, end) in logical units). The
kit gathers those gestures into focusable items — a card, a button, a piece, a square —
and plays them back as the same mouse gestures, so a key does exactly what the mouse
does, refusals and confirmations included:

- Tab / Shift+Tab and the arrow keys move the focus ring between the items;
- Enter picks: a button or a card that is only clicked is clicked; a card that can be
  carried is lifted, the focus then moves between the places it can go, and Enter
  drops it there (its own place, when it can also be clicked, means "click it");
- Shift+Enter (or the Menu key) right-clicks the focused thing, when its table gives
  a right-click a meaning (the Free Table turns a card sideways: ('right', at));
- Esc puts a lifted card back before it does anything else;
- H asks for a hint: Hard's choice for the viewer's own seat (game/engine/hint.py), thought
  off the frame loop from that seat's observation only and shown when ready, shown as the gesture to make (the thing to pick ringed, an
  arrow to where it goes); Enter then makes it. A game without a Normal AI (the Free
  Table) offers no hints: no button, and H is left to the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.bots import bot_rng
from game.engine.contract import Action
from game.engine.hint import hint_bot
from game.engine.session import Session
from sprites import theme

from . import focus_drawing
from .arrows import DIRECTIONS, toward
from .key_items import KeyItem, Point, _key, gather, mouse_events, reading_order
from .thinker import think as ask_hint  # tests may answer at once instead
from .widgets import Button, Chooser

KEY_NEXT = (pygame.K_TAB,)
KEY_PICK = (pygame.K_RETURN, pygame.K_KP_ENTER)
KEY_CONTEXT = (pygame.K_MENU,)  # like Shift+Enter: the focused thing's right-click
ARROWS = DIRECTIONS
RING_KEYS = (*KEY_NEXT, *ARROWS)  # the keys that move the ring (and its tooltip) to another thing
HINT_SEAT_SALT = 7_000  # the hint's own generator, apart from the seats' bots


class Focus:
    """A part of the table: the focus ring, keyboard gestures and hints.

    Built with the app and the table's `t`, and from the table: the session, the viewer,
    the legal actions and whether the curtain is up (getters); the game's gesture map
    (`gestures`: every legal action's next gesture and the table's own, `next_gesture`,
    `paused`: a modal view of the table's own takes the keys, `focus_rect`: the box
    around a point); `controls` (the widgets), `undo_buttons`, the Hint button's own place
    (`hint_at`, or None: beside Undo); and what the keys do at the table: `play` (a mouse
    event through the table's input; True when another screen took over), `point` (the
    pointer rests there), `used` (the keys are in use: the recap is read), `say`, and
    `stale` (the table's items must be gathered again)."""

    def __init__(self, app, t: Callable[..., str], session: Session, viewer: Callable[[], int | None],
                 legal: Callable[[], list[Action]], covered: Callable[[], bool], *,
                 gestures: Callable[[], list[tuple]], next_gesture: Callable[[Action], tuple | None] | None,
                 paused: Callable[[], bool], focus_rect: Callable[[Point], tuple[float, float, float, float]],
                 controls: Callable[[], list], undo_buttons: Callable[[], list], hint_at: Point | None,
                 play: Callable[[pygame.event.Event], bool], point: Callable[[Point], None],
                 used: Callable[[], None], say: Callable[..., None], stale: Callable[[], None],
                 recap_open: Callable[[], bool] = lambda: False, avoid: Callable[[KeyItem], bool] = lambda item: False,
                 whole_move: Callable[[Action], tuple[list[Point], Point | None]] = lambda action: ([], None),
                 hush: Callable[[], None] = lambda: None):
        self.app = app
        self.t = t
        self.session = session
        self.game = session.game
        self.viewer = viewer
        self.legal = legal
        self.covered = covered
        self.gestures = gestures
        self.next_gesture = next_gesture
        self.paused = paused
        self.focus_rect = focus_rect
        self.controls = controls
        self.undo_buttons = undo_buttons
        self.hint_at = hint_at
        self.play = play
        self.point = point
        self.used = used
        self.say = say
        self.hush = hush  # takes back what `say` said (the "thinking" line, once the hint is in)
        self.stale = stale
        self.recap_open = recap_open  # the recap shows: Enter only closes it
        self.avoid = avoid  # an item the focus never lands on by itself while others are there
        self.whole_move = whole_move  # every card an action uses and where they go, for the hint's rings
        self.cache: list[KeyItem] | None = None
        self.was: Point | None = None  # where the focused item was when the items were last gathered
        self.cache_controls: list[tuple] = []  # the buttons the cached items were gathered with
        self.index = 0  # the focused item
        self.lifted: KeyItem | None = None  # an item lifted by Enter, waiting for its target
        self.target = 0
        self.shown = False  # the ring shows once a key moved it, until the mouse clicks
        self.hint_action: Action | None = None  # the hinted action, while it is still legal
        self.hint_button = Button((0, 0, 92, 32), "app.table.hint", self.hint, app, size=theme.SMALL,
                                  key=pygame.K_h)
        self.hint_step = -1  # the record's length when the hint was given: it goes out when play moves on
        self.reason: Callable[[Action], str | None] = lambda action: None  # the hint's why, set by the table
        self.hint_words: str | None = None  # the hint's why: it stays while the hint is lit
        self.hint_ring: pygame.Rect | None = None  # the ring round the hinted thing, as last drawn
        self.hint_asked: tuple | None = None  # (the answer to come, the record's length, the viewer)

    # -- the items ----------------------------------------------------------------------
    def items(self) -> list[KeyItem]:
        """What the legal actions start from, in reading order, then the table's other buttons
        (Menu, Rules, Hint, a view's switch …) that no action starts from."""
        shown = self.shown_controls()
        signature = [(id(w), tuple(w.rect)) for w in shown]
        if self.cache is None or signature != self.cache_controls:
            items = gather(self.gestures())
            for widget in shown:
                on = [item for item in items if widget.rect.collidepoint(item.at)]
                if on:
                    on[0].control = widget
                else:
                    items.append(KeyItem(widget.rect.center, click=True, control=widget, plain=True))
            self.cache, self.cache_controls = items, signature
            same = [i for i, item in enumerate(items) if self.was is not None and _key(item.at) == _key(self.was)]
            self.index = same[0] if same else min(self.index, max(0, len(items) - 1))
            if items and self.avoid(items[self.index]):
                self.focus_near(items[self.index].at)  # never by itself on what asks first (a surrender)
            if self.shown and self.lifted is None and items and (self.was is None
                                                                 or _key(items[self.index].at) != _key(self.was)):
                self.point(items[self.index].at)  # the tooltip names what Enter picks
        return self.cache

    def shown_controls(self) -> list:
        """The buttons and choosers a click works now (none under the curtain), in reading order."""
        if self.covered():
            return []
        widgets = [*self.controls(), *([self.hint_button] if self.offer_hint() else [])]
        if self.hint_button in widgets:
            self.place_hint_button()
        return sorted((w for w in widgets if isinstance(w, (Button, Chooser)) and w.visible and w.enabled),
                      key=lambda w: reading_order(w.rect.center))

    def regather(self) -> None:
        """The legal actions or the table's selection changed: gather the items again (the
        table's `keys_stale` calls it); the focus stays on the thing it was on, if it is still there."""
        if self.cache:
            self.was = self.cache[min(self.index, len(self.cache) - 1)].at
        self.cache = None
        if self.hint_action is not None and self.hint_action not in self.legal():
            self.hint_action = None

    def forget(self) -> None:
        """The viewer changed: nothing lifted, no hint (a hint belongs to the viewer it was asked for)."""
        self.lifted = None
        self.hint_action = None
        self.hint_words = None
        self.hint_asked = None

    def focused(self) -> KeyItem | None:
        items = self.items()
        return items[self.index] if items and self.index < len(items) else None

    def focus_near(self, point: Point) -> None:
        """Focus the item nearest `point`, but not one the table would never focus by default
        (`avoid`) while another item is there."""
        items = self.items()
        if items:
            allowed = ([i for i in range(len(items)) if not self.avoid(items[i]) and not items[i].plain]
                       or [i for i in range(len(items)) if not self.avoid(items[i])] or list(range(len(items))))
            self.index = min(allowed, key=lambda i: math.dist(items[i].at, point))

    def hint_gesture(self) -> tuple | None:
        self.poll_hint()
        if self.hint_action is None or self.hint_action not in self.legal() \
                or self.hint_step != len(self.session.record.actions):
            return None
        return self.next_gesture(self.hint_action)

    # -- keys ---------------------------------------------------------------------------
    def event(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows, Enter, H and (with a lifted item) Esc; True if taken."""
        if self.paused():
            return False
        if event.type != pygame.KEYDOWN:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not getattr(event, "synthetic", False):
                self.shown = False  # the mouse took over
                self.lifted = None
                self.stale()
            return False
        if event.key == pygame.K_ESCAPE and self.lifted is not None:
            self.lifted = None
            self.app.play("slide")
            return True
        if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) and self.hints_on():
            self.hint()
            return True
        if event.key not in KEY_NEXT + KEY_PICK + KEY_CONTEXT and event.key not in ARROWS:
            return False
        items = self.items()
        if not items:
            return False
        if event.key in KEY_PICK and self.recap_open():
            self.used()  # Enter closes the recap and does nothing else: a dismissal never plays a move
            return True
        self.used()  # the keys are in use: the recap is read, as a click on it would say
        if not self.shown:
            # the first key only shows where the focus is: not even Enter acts on a card
            # the player cannot see is chosen (a spare Enter after the first-game tips played one)
            self.shown = True
            self.show_focus()
            return True
        self.shown = True
        if event.key in KEY_CONTEXT or (event.key in KEY_PICK and event.mod & pygame.KMOD_SHIFT):
            self.context()
        elif event.key in KEY_PICK:
            self.pick()
        elif event.key in KEY_NEXT:
            self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        else:
            self.arrow_key(ARROWS[event.key])
        return True

    def points(self) -> list[Point]:
        if self.lifted is not None:
            return self.lifted.targets()
        return [item.at for item in self.items()]

    def step(self, step: int) -> None:
        points = self.points()
        if self.lifted is not None:
            self.target = (self.target + step) % len(points)
        else:
            self.index = (self.index + step) % len(points)
        self.show_focus()

    def arrow_key(self, direction: tuple[int, int]) -> None:
        """As on every screen: the nearest thing that way (Up and Down go round the reading order
        past the last row); on a chooser Left and Right change its value."""
        item = self.focused() if self.lifted is None else None
        if item is not None and isinstance(item.control, Chooser) and direction[1] == 0:
            item.control.step(direction[0])
            self.stale()
            return
        points = self.points()
        current = self.target if self.lifted is not None else self.index
        index = toward(points, points[current], direction)
        if index is None and direction[0] == 0:
            index = (current + direction[1]) % len(points)
        if index is None:
            return
        if self.lifted is not None:
            self.target = index
        else:
            self.index = index
        self.show_focus()

    def show_focus(self) -> None:
        """The focused thing answers as if the pointer rested on it (its tooltip shows)."""
        points = self.points()
        index = self.target if self.lifted is not None else self.index
        if points:
            self.point(points[min(index, len(points) - 1)])

    def pick(self) -> None:
        if self.lifted is not None:
            item, target = self.lifted, self.lifted.targets()[self.target]
            self.lifted = None
            self.make(("click", item.at) if target is item.at else ("drag", item.at, target))
            return
        item = self.focused()
        if item is None:
            return
        if not item.ends:
            self.make(("click", item.at) if item.click or not item.right else ("right", item.at))
            return
        self.lifted = item
        self.target = 0
        hint = self.hint_gesture()
        if hint is not None and hint[0] == "drag" and _key(hint[1]) == _key(item.at):
            targets = [_key(p) for p in item.targets()]
            self.target = targets.index(_key(hint[2])) if _key(hint[2]) in targets else 0
        self.app.play("pick")
        self.show_focus()

    def context(self) -> None:
        """Shift+Enter: the focused thing's right-click, if it has one; else as Enter."""
        item = self.focused() if self.lifted is None else None
        if item is None or not item.right:
            self.pick()
            return
        self.make(("right", item.at))

    def make(self, gesture: tuple) -> None:
        """Make a gesture as the mouse would, through the table's own input pipeline."""
        self.used()  # a key press reads the recap as read, as a click on it would
        for event in mouse_events(gesture):
            if self.play(event):
                break  # a confirmation or a popup scene took over
        self.stale()
        self.focus_near(gesture[-1] if gesture[0] == "drag" else gesture[1])

    # -- hints --------------------------------------------------------------------------
    def hints_on(self) -> bool:
        """Settings' "Show hints": off, a table offers no Hint button and H suggests nothing.
        A game with no Normal AI has nobody to ask: no hints there either."""
        bots = getattr(self.game, "bots", {})
        return getattr(self.app.settings, "show_hints", True) and ("simple" in bots or "normal" in bots)

    def offer_hint(self) -> bool:
        # not under a table's own modal view (Whisper's graveyard): it would sit on top of it
        viewer = self.viewer()
        return (self.hints_on() and bool(self.legal()) and not self.covered() and viewer is not None
                and not self.paused() and self.session.to_act == viewer and self.next_gesture is not None)

    def asks_hint(self, event: pygame.event.Event) -> bool:
        """Is this press H, or a click on the Hint button, while a hint is offered?"""
        if not self.offer_hint():
            return False
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.place_hint_button()
            return self.hint_button.visible and self.hint_button.contains(event.pos)
        return False

    def thinking(self) -> bool:
        """A hint is asked and its answer is still to be shown: the table must keep drawing."""
        return self.hint_asked is not None

    def hint_button_event(self, event: pygame.event.Event) -> bool:
        if not self.offer_hint():
            return False
        self.place_hint_button()
        return self.hint_button.handle(event)

    def draw_hint_button(self, surface: pygame.Surface) -> None:
        if self.offer_hint():
            self.place_hint_button()
            self.hint_button.draw(surface, self.app.view)

    def place_hint_button(self) -> None:
        """Beside Undo (to its left), unless the table gives a place of its own."""
        button = self.hint_button
        if self.hint_at is not None:
            button.rect.topleft = self.hint_at
            return
        undo = self.undo_buttons()
        if undo:
            rect = undo[0].rect
            button.rect.size = (button.rect.width, rect.height)
            button.rect.topright = (rect.x - 8, rect.y)
        else:
            button.rect.topright = (theme.LOGICAL_W - 12, 10)
        others = [w.rect for w in self.controls() if w is not button and getattr(w, "visible", True)]
        for _ in others:  # slide left past any control it would cover
            hit = button.rect.collidelist(others)
            if hit < 0:
                break
            button.rect.right = others[hit].x - 8

    def hint(self) -> None:
        """Ask Hard's search (game/engine/hint.py) for the viewer's move, from the viewer's
        observation only. It thinks off the frame loop (kit/thinker.py: Hard in its worker
        process); the hint is shown when the answer comes, if the decision is still the same."""
        seat = self.viewer()
        if not self.legal() or seat is None or self.session.to_act != seat:
            self.say(self.t("app.table.hint.none"), error=False)
            return
        makeable = [a for a in self.legal() if self.next_gesture(a) is not None]  # a hint is a gesture
        if not makeable:
            self.say(self.t("app.table.hint.none"), error=False)
            return
        if self.hint_asked is not None and self.hint_asked[1] == len(self.session.record.actions):
            return  # already thinking about this decision
        rng = bot_rng(self.session.record.seed + len(self.session.record.actions), HINT_SEAT_SALT + seat)
        future = ask_hint(hint_bot(self.game), self.session.observe(seat), makeable, rng)
        self.hint_asked = (future, len(self.session.record.actions), seat)
        self.used()
        if not self.poll_hint():
            self.say(self.t("app.table.hint.thinking"), error=False)

    def poll_hint(self) -> bool:
        """Show the asked hint once its answer has come (looked at every frame, by the drawing);
        an answer for a decision that has passed, or another viewer's, is dropped."""
        if self.hint_asked is None or not self.hint_asked[0].done():
            return False
        future, step, seat = self.hint_asked
        self.hint_asked = None
        if future.exception() is not None or step != len(self.session.record.actions) or seat != self.viewer():
            return False
        action = future.result()
        if action not in self.legal() or self.next_gesture(action) is None:
            return False
        self.hint_action = action
        self.hint_step = step
        self.hint_words = self.reason(action)  # why, from the facts of the move; drawn with the hint
        self.hush()
        self.lifted = None
        self.shown = True
        self.focus_near(self.next_gesture(action)[1])
        self.app.play("pick")
        return True

    # -- drawing ------------------------------------------------------------------------
    def ring(self, surface: pygame.Surface, point: Point, colour, width: int = 3, grow: float = 5) -> pygame.Rect:
        return focus_drawing.ring(self, surface, point, colour, width, grow)

    def draw(self, surface: pygame.Surface) -> None:
        """The hint, the lifted item and its targets, and the focus ring (scenes/kit/focus_drawing.py)."""
        focus_drawing.draw(self, surface)

    def hint_callout(self, surface: pygame.Surface, clear: list) -> pygame.Rect | None:
        """The Hint's reason, when the table's popup layer shows it (scenes/kit/table_popups.py)."""
        return focus_drawing.hint_callout(self, surface, clear)
