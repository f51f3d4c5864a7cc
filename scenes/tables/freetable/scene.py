"""The Free Table (フリーテーブル): the Seven deck and two dice, no rules.

A TableScene over the freetable core: drag a card anywhere (the zones that take
it glow), click to flip, right-click to turn sideways, click a die to roll;
shuffle, deal, reset from the top bar. Each hand belongs to a player: its
face-down cards are drawn face up for that player only, as backs for the rest,
and "Pass to … →" on a hand's caption hands the table to its player behind the
hand-off curtain. The keyboard does all of it too (keys.py: Tab and the arrows, Enter
to lift and drop or click, Shift+Enter to turn, Esc to put back).
Everything is saved as you go in the
config folder (freetable.json) and comes back next time.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.engine.contract import DieRolled, Event, Message, Shuffled
from game.engine.journal import JournalSession
from game.engine.record import GameRecord
from game.engine.session import Session
from game.freetable import GAME
from game.freetable.carry import carry
from game.freetable.rules import (
    Deal,
    PackUp,
    PassTo,
    Reset,
    RollBoth,
    Shuffle,
    TokenFlipped,
    TokenMoved,
    TokenTurned,
)
from game.freetable.state import DISCARD, PILE, TABLE, owner
from sprites import cards, theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.dice import DiceTray
from sprites.faces.seven import seven_face
from sprites.furniture import LogPanel, Toast, Tooltip
from sprites.zones import Layout, Zone

from ...kit.dialogs import Confirm, Notice
from ...kit.i18n import seven_card_name
from ...kit.table import TableScene
from ...kit.table_drag import CardDrag
from ...kit.widgets import Button, Chooser, Toggle
from .area import FreeTableArea
from .gestures import FreeTableGestures
from .keys import FreeTableKeys
from .painter import FreeTablePainter
from .saved_table import DEFAULT_HANDS, SAVE_NAME, open_session, refused_save, save_path  # noqa: F401


def open_record(app, record: GameRecord, state) -> FreeTable:
    """An unfinished Free Table record from elsewhere (an imported file): it becomes the saved
    table at once and opens on the Free Table (returned: its curtain may already be over it)."""
    session = JournalSession(GAME, record, state, autosave=save_path())
    session.save()
    app.open("menu")
    table = FreeTable(app, session=session)
    app.push(table)
    return table


class FreeTable(TableScene):
    """The wiring: the area (where table cards lie, the selection), a painter that draws, a
    gesture map that turns the pointer into actions (the kit's CardDrag carries the cards),
    and the keys' gestures. The table keeps what several parts share: the sprites, layout,
    animator, dice tray, log panel, tooltip, the buttons and the deal settings."""
    skip_at = (992, 460, "bottomright")

    name = "freetable"
    needs_curtain = True  # a hand's face-down cards are its player's secret
    watch_own_step = False  # Pass is the hand-over itself, made when its player is ready
    confirm_actions: ClassVar[dict[str, str]] = {"Reset": "freetable.confirm.reset", "PackUp": "freetable.confirm.packup"}

    def __init__(self, app, hands: int | None = None, seed: int | None = None, fresh: bool = False,
                 session: Session | None = None):
        self.sprites: dict[int, CardSprite] = {}
        self.layout = Layout()  # its zones' glow is lit by the gesture map while a card is carried
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.tray = DiceTray((1000, 92, 252, 104), 2, speed=lambda: app.settings.animation_speed)
        self.log_panel = LogPanel((1000, 232, 252, 224))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((500, 444))
        self.pending: list[Event] = []
        self.deal_count = 5  # the top bar's deal settings, read by the keys' gestures too
        self.deal_face_up = False
        self.pass_buttons: list[Button] = []
        self.drawn_for: object = ()  # the viewer the sprites show the table to
        self.was_busy = False
        self.app = app  # the parts read the app's view and settings from here
        self.area = FreeTableArea(self)
        self.painter = FreeTablePainter(self)
        self.gestures = FreeTableGestures(self)
        self.keys = FreeTableKeys(self)
        self.drag = CardDrag(app.play, rules=self.gestures)
        super().__init__(app, session or open_session(hands, seed, fresh))
        seen = getattr(app, "freetable_seen", None)
        if seen is not None and seen == self.session.to_act:
            self.handoff.last_human = seen  # the same person comes back to the table: no curtain for them
        self.refusals = list(refused_save)  # said over the curtain when the table opens (`enter`), and logged
        for key, aside, reason in refused_save:
            self.say(self.t(key, name=aside or "—", reason=reason))
        self.build_layout()
        self.build_widgets()
        self.snap()
        for i, value in enumerate(self.observation.dice):
            self.tray.set_value(i, value)

    # -- the kit's hooks, each handed to a part ---------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.area)

    def gesture(self, event: pygame.event.Event) -> None:
        self.gestures.gesture(event)

    def hover(self, pos) -> None:
        self.gestures.hover(pos)

    def cancel_gesture(self) -> bool:
        return self.drag.cancel() or self.gestures.cancel()

    def on_forget(self) -> None:
        self.gestures.forget()

    def next_gesture(self, action):
        return self.keys.next_gesture(action)

    def extra_key_gestures(self) -> list[tuple]:
        return self.keys.extra_gestures()

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        return self.keys.extra_rects()

    def focus_rect(self, point) -> tuple[float, float, float, float]:
        lifted = self.focus.lifted
        box = self.keys.focus_rect(point, dropping=lifted is not None and point is not lifted.at)
        return box if box is not None else super().focus_rect(point)

    def keys_stale(self) -> None:
        super().keys_stale()
        self.keys.stale()

    def key_event(self, event: pygame.event.Event) -> bool:
        # a key, like a click, lands what is moving first: the ring then sits on things at rest
        if (event.type == pygame.KEYDOWN and self.busy() and self.legal and not self.curtain_up
                and event.key in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_MENU,
                                  pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)):
            self.skip()
            self.focus.regather()  # the dice lie where they landed now
        return super().key_event(event)

    @property
    def keys_shown(self) -> bool:
        """The keys are in use (the tooltips name the keys' gestures, not the mouse's)."""
        return self.focus.shown

    # -- layout ------------------------------------------------------------------
    @property
    def hands(self) -> int:
        return self.observation.players

    def enter(self) -> None:
        """A save that could not be read is said in words before anyone looks at the table:
        over the curtain, if one rises (a message on the table would fade behind it)."""
        super().enter()
        for key, aside, reason in self.refusals:
            self.app.push(Notice(self.app, "freetable.refused.title", self.t(key, name=aside or "—", reason=reason)))
        self.refusals = []

    def build_layout(self) -> None:
        t = self.t
        k = cards.card_scale  # the hands and the table; the pile and the discard hold no larger card
        self.layout = Layout([
            Zone(PILE, (24, 64, 150, 190), "stack", t("freetable.zone.pile")),
            Zone(DISCARD, (24, 266, 150, 190), "stack", t("freetable.zone.discard")),
            Zone(TABLE, (188, 64, 798, 392), "free", t("freetable.zone.table"), scale=k),
        ])
        n = self.hands
        gap = 10
        width = (1232 - gap * (n - 1)) / n
        for i in range(n):
            key = "freetable.zone.hand_yours" if i == self.viewer else "freetable.zone.hand"
            self.layout.add(Zone(f"hand{i}", (24 + i * (width + gap), 468, width, 236), "fan",
                                 t(key, n=i + 1), accent=theme.seat_colour(i), scale=k))
        self.log_panel.title = t("app.table.log") if self.app.t.has("app.table.log") else "Log"

    def build_widgets(self) -> None:
        app = self.app
        y, h = 14, 36
        x = 262
        self.widgets = []

        def add(width, widget):
            nonlocal x
            self.widgets.append(widget)
            x += width + 8
            return widget

        add(104, Button((x, y, 104, h), "freetable.button.shuffle", lambda: self.gestures.gesture_action(Shuffle(PILE)), app,
                        size=theme.BODY))
        self.count_chooser = add(92, Chooser((x, y, 92, h), list(range(1, 14)), self.deal_count,
                                             lambda n: self.t("freetable.deal.count", n=n), self.set_count, app))
        self.face_toggle = add(118, Toggle((x, y, 118, h), self.deal_face_up,
                                           lambda up: self.t("freetable.deal.up" if up else "freetable.deal.down"),
                                           self.set_face, app))
        add(84, Button((x, y, 84, h), "freetable.button.deal", self.deal, app, size=theme.BODY, primary=True))
        add(90, Button((x, y, 90, h), "freetable.button.reset", lambda: self.gestures.gesture_action(Reset()), app,
                       size=theme.BODY))
        self.undo_button = add(84, Button((x, y, 84, h), "app.table.undo", self.undo.take_back, app, size=theme.BODY))
        self.hands_chooser = add(118, Chooser((x, y, 118, h), list(range(1, 7)), self.hands,
                                              lambda n: self.t("freetable.hands", n=n), self.set_hands, app))
        self.hands_chooser.enabled = not getattr(self.session, "joined", False)  # the host's table, not ours to remake
        add(96, Button((x, y, 96, h), "freetable.button.packup", lambda: self.gestures.gesture_action(PackUp()), app,
                       size=theme.BODY))
        self.widgets.append(Button((1188, y, 68, h), "freetable.button.menu", self.back, app, size=theme.BODY))
        self.roll_button = Button((1000, 200, 252, 28), "freetable.button.roll_both",
                                  lambda: self.gestures.gesture_action(RollBoth()), app, size=theme.SMALL)
        self.widgets.append(self.roll_button)
        self.build_pass_buttons()

    def build_pass_buttons(self) -> None:
        """A "Pass to … →" button on the caption of every other hand: hand the table to its player (F9)."""
        self.widgets = [w for w in self.widgets if w not in self.pass_buttons]
        self.pass_buttons = []
        if self.hands < 2:
            return
        for i in range(self.hands):
            if i == self.viewer:
                continue
            x, y, w, _ = self.layout[f"hand{i}"].rect
            width = min(w - 70, 150)
            button = Button((x + w - width - 6, y + 4, width, 26),
                            (lambda i=i: self.t("freetable.button.pass", name=self.seat_name(i))),
                            (lambda i=i: self.gestures.gesture_action(PassTo(i))), self.app, size=theme.SMALL)
            button.seat = i
            button.enabled = PassTo(i) in self.legal
            self.pass_buttons.append(button)
            self.widgets.append(button)

    def seat_name(self, seat: int | None) -> str:
        """Players are named after their hands: Player 1 holds Hand 1."""
        if isinstance(seat, int) and 0 <= seat < len(self.session.record.seats):
            return self.t("freetable.seat", n=seat + 1)
        return super().seat_name(seat)

    def set_count(self, n: int) -> None:
        self.deal_count = n

    def set_face(self, up: bool) -> None:
        self.deal_face_up = up

    def set_hands(self, n: int) -> None:
        """Another number of hands, after asking: the cards stay where they are (a new hand
        starts empty; a hand that is no more puts its cards on the table)."""
        if n == self.hands or self.session.over or getattr(self.session, "joined", False):
            return
        self.app.push(Confirm(self.app, "freetable.confirm.hands", lambda: self.change_hands(n)))

    def change_hands(self, n: int) -> None:
        session = open_session(hands=n, carried=carry(self.session.state, n))
        self.app.replace(FreeTable(self.app, session=session))

    def deal(self) -> None:
        most = len(self.observation.zone(PILE)) // self.hands
        if most == 0:
            self.say(lambda: self.t("freetable.refuse.deal_empty"))
            return
        count = min(self.deal_count, most)
        if count < self.deal_count:
            self.say(self.t("freetable.refuse.deal_short", n=count), error=False)
        self.gestures.gesture_action(Deal(count, self.deal_face_up))

    def on_display_changed(self) -> None:
        """The zones' captions in the new language, the hands and the table at the new card size."""
        self.build_layout()
        self.build_pass_buttons()
        self.snap()

    # -- events in, animation out ---------------------------------------------------
    def on_reset(self) -> None:
        self.drag.cancel()

    def on_refresh(self) -> None:
        if not hasattr(self, "layout") or not self.layout.zones:
            return
        events, self.pending = self.pending, []
        if self.observation.seat != self.drawn_for:
            # a new viewer (the curtain rose, or the next player took the table):
            # every sprite is laid again for them at once, nothing slides over from before
            self.drag.cancel()
            self.layout.highlight(None)
            self.build_layout()
            self.build_pass_buttons()
            self.snap()
        else:
            self.animate(events)
        self.area.keep_selection()
        self.roll_button.enabled = RollBoth() in self.legal
        for button in self.pass_buttons:
            button.enabled = PassTo(button.seat) in self.legal
        self.undo_button.enabled = self.undo.can()

    def describe(self, event: Event) -> str:
        if isinstance(event, DieRolled):
            return ""  # the core's own Message says it, with the die's number
        return super().describe(event)

    def format_arg(self, name, value):
        if name == "card" and isinstance(value, str):
            return card_name(value, self.t)
        if name in ("src", "dst", "zone") and isinstance(value, str):
            return self.zone_name(value)
        return super().format_arg(name, value)

    def zone_name(self, zone: str) -> str:
        if zone.startswith("hand"):
            return self.t("freetable.zone.hand", n=int(zone[4:]) + 1)
        return self.t(f"freetable.zone.{zone}")

    def targets(self) -> dict[int, tuple[str, int, int, object]]:
        out = {}
        for name, cards in self.observation.zones:
            for i, card in enumerate(cards):
                out[card.token] = (name, i, len(cards), card)
        return out

    def slot(self, zone: str, index: int, count: int, card) -> tuple[float, float, float]:
        if zone == TABLE:
            x, y = self.area.places()[card.token]
            return x, y, 90.0 if card.sideways else 0.0
        x, y, angle = self.layout[zone].slot(index, count)
        if owner(zone) is not None and card.face_up:
            y -= 18  # laid open for everyone: it stands out of the held cards
        return x, y, 90.0 if card.sideways else angle

    def z_of(self, zone: str, index: int) -> float:
        order = list(self.layout.zones).index(zone)
        return order * 100 + index

    def snap(self) -> None:
        """Put every sprite where the observation says, at once."""
        self.anim.skip()
        self.drawn_for = self.observation.seat
        for token, (zone, index, count, card) in self.targets().items():
            sprite = self.sprites.get(token)
            if sprite is None:
                sprite = self.sprites[token] = CardSprite(token)
            x, y, angle = self.slot(zone, index, count, card)
            sprite.x, sprite.y, sprite.angle, sprite.scale = x, y, angle, self.layout[zone].scale
            sprite.face_up = card.card is not None  # this viewer sees its face
            sprite.face = seven_face(card.card) if card.card else None
            sprite.flip, sprite.flip_to, sprite.lift, sprite.shine = 0.0, None, 0.0, 0.0
            sprite.zone, sprite.index, sprite.z = zone, index, self.z_of(zone, index)

    def animate(self, events: list[Event]) -> None:
        anim = self.anim
        order: dict[int, int] = {}
        for event in events:
            if isinstance(event, TokenMoved) and event.token not in order:
                order[event.token] = len(order)
        many = len(order) > 1
        stagger = 0.06 if len(order) <= 16 else 0.02  # a deal staggers by 60 ms; a reset gathers quicker
        shuffled = any(isinstance(e, Shuffled) for e in events)
        for token, (zone, index, count, card) in self.targets().items():
            sprite = self.sprites[token]
            x, y, angle = self.slot(zone, index, count, card)
            delay = order[token] * stagger if (many and token in order) else 0.0
            moved = not self.anim.rests_at(sprite, x, y) or sprite.zone != zone
            final_z = self.z_of(zone, index)
            if token in order:
                sprite.z = 10_000 + order[token]
                anim.slide(sprite, (x, y), angle=angle, delay=delay, sound="slide" if not many or order[token] % 3 == 0
                           else None).on_done = (lambda s=sprite, z=final_z: setattr(s, "z", z))
            elif moved:
                anim.slide(sprite, (x, y), angle=angle, sound=None)
                sprite.z = final_z
            elif abs(sprite.angle - angle) > 0.5:
                anim.rotate(sprite, angle)
            else:
                sprite.z = final_z
            sprite.zone, sprite.index = zone, index
            scale = self.layout[zone].scale  # a card grows out of the pile into a hand or onto the table
            if abs(anim.settled_value(sprite, "scale", sprite.scale) - scale) > 0.01:
                anim.add(sprite, 0.22, delay=delay, scale=scale)
            new_face = seven_face(card.card) if card.card else None
            shown = card.card is not None  # face up, or held in the viewer's own hand
            if shown != sprite.face_up:
                anim.flip(sprite, shown, face=new_face, delay=delay + (0.1 if token in order else 0.0))
            elif new_face != sprite.face and shown:
                sprite.face = new_face
            elif not shown:
                sprite.face = None  # a card this viewer may not see keeps nothing of its face
        if shuffled:
            anim.beat()
            pile = sorted((s for s in self.sprites.values() if s.zone == PILE), key=lambda s: s.index)
            zone = self.layout[PILE]
            x, y, w, h = zone.rect
            anim.shuffle(pile, (x + w / 2, y + h / 2 + 8))
        for event in events:
            if isinstance(event, DieRolled):
                self.tray.throw(int(event.die[1:]), event.value, sound=self.app.play)
            elif isinstance(event, (TokenFlipped, TokenTurned)):
                pass  # shown by the observation diff above

    # -- frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.layout.update(dt)
        if not self.session.over:
            self.hands_chooser.value = self.hands
        busy = self.busy()
        if self.was_busy and not busy:
            self.focus.regather()  # the dice came to rest: the keys find them where they lie
        self.was_busy = busy
        while self.log_view.held and not self.tray.busy():  # the dice have landed: now the log says what they show
            self.log_view.release()
        if self.viewer is not None:
            self.app.freetable_seen = self.viewer  # who saw the table last, for a return to it

    def hold_log(self, described) -> int:
        """A roll's line waits until its die lands (the tray tumbles about a second)."""
        if self.tray.instant or self.curtain_up:
            return 0
        return sum(1 for event, _ in described
                   if isinstance(event, Message) and event.key in ("freetable.log.rolled", "freetable.log.rolled_both"))

    def show_results(self) -> None:
        """Packed up: the table is put away; back to where we came from."""
        if self.app.top is self and len(self.app.scenes) > 1:
            self.app.pop()


def card_name(code: str, t) -> str:
    return seven_card_name(code, t)

