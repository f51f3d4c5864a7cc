"""Marenzan's table scene: the observation and its events turned into sprites, the bells' rings and the banner."""

from __future__ import annotations

from typing import ClassVar

from game.engine.contract import CardMoved, DieRolled, Shuffled
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.furniture import Banner, LogPanel, Tooltip

from ...kit.table import TableScene
from ...kit.table_drag import CardDrag
from ...kit.widgets import Button
from .ending import MarenzanResults
from .gestures import MarenzanGestures
from .layout import _RANKS, SMALL, _label_code, face, rank
from .painter import MarenzanPainter
from .placement import MarenzanPlacement, new_sprite

UNSHOWN = object()  # no seat's view laid out yet


class MarenzanTable(TableScene):
    """The wiring: the placement says where things lie, a painter draws, a gesture map turns
    the pointer into actions, the kit's CardDrag carries cards. The table keeps what several
    parts share: the sprites (and the dying ones on their way out), the animator, banner,
    tooltip, log panel and its own Menu and Undo buttons (the Undo one laid out afresh with
    every refresh, enabled when the rules allow a take-back)."""
    skip_at = (608, 706, "bottomright")  # the hand's panel, under the cards
    net_badge = (590, 14, 280)  # a free place for the network badge (scenes/kit/net_seat.py)

    needs_curtain = True
    confirm_actions: ClassVar[dict[str, str]] = {"ProposeSurrender": "marenzan_table.confirm.surrender"}  # M21

    log_title = "marenzan_table.log"

    def __init__(self, app, session):
        self.app = app  # the parts read the app's view and settings from here
        self.sprites: dict[str, CardSprite] = {}
        self.dying: list[CardSprite] = []
        self.pending: list = []
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.banner = Banner((442, 24))
        self.log_panel = LogPanel((884, 170, 382, 260), "", title_room=self.log_title_room)  # Hint, Menu, Undo on its top row
        self.tooltip = Tooltip()
        # Menu, Undo (and Hint beside them) sit on the Chronicle's title row, clear of its first line
        self.menu_button = Button((1076, 173, 88, 24), "marenzan_table.menu", self.back, app, size=theme.SMALL)
        self.shown_seat = UNSHOWN
        self.placement = MarenzanPlacement(self)
        self.gestures = MarenzanGestures(self, self.placement)
        self.painter = MarenzanPainter(self, self.placement, self.gestures)
        self.drag = CardDrag(app.play, rules=self.gestures)
        super().__init__(app, session)
        obs = self.observation
        self.painter.show_bells(obs.great_bell, obs.small_bell)
        self.snap()

    def log_title_room(self) -> float:
        """The Chronicle's title: as wide as the room left of the buttons on its top row."""
        row = [w.rect.x for w in self.focus.shown_controls() if w.rect.y < 200] if hasattr(self, "focus") else []
        return min(row, default=1176) - 896 - 8

    # -- the kit's hooks, each handed to a part ---------------------------------------------
    def draw_table(self, surface) -> None:
        self.painter.draw(surface)

    def gesture(self, event) -> None:
        self.gestures.gesture(event)

    def hover(self, pos) -> None:
        self.gestures.hover(pos)

    def cancel_gesture(self) -> bool:
        return self.drag.cancel() or self.gestures.cancel()

    def next_gesture(self, action):
        return self.gestures.next_gesture(action)

    def hint_move(self, action):
        return self.gestures.hint_move(action)

    def controls(self) -> list:
        return [self.menu_button, *self.gestures.buttons(), self.undo_button]

    def on_forget(self) -> None:
        self.gestures.forget()

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """The places the legal actions go to, for the keyboard's focus ring."""
        names = {self.gestures.spec(a)[2] for a in self.legal} - {None}
        return [r for r in map(self.placement.target_rect, sorted(names)) if r]

    def solo_call(self, action) -> bool:
        """Call for Help in a solo game: nobody can support it, so it is always a Defeat (M83)."""
        return type(action).__name__ == "CallForHelp" and len(self.session.record.seats) == 1

    def confirm_question(self, action) -> str | None:
        if self.solo_call(action):
            return "marenzan_table.confirm.call_alone"
        return super().confirm_question(action)

    # -- observation -> sprites ------------------------------------------------------------
    def on_reset(self) -> None:
        self.gestures.reset()
        self.pending = []
        self.drag.cancel()
        self.snap()
        obs = self.session.observe(self.viewer)
        self.painter.show_bells(obs.great_bell, obs.small_bell)

    def on_refresh(self) -> None:
        events, self.pending = self.pending, []
        obs = self.observation
        if self.shown_seat is not UNSHOWN and obs.seat != self.shown_seat:
            events = []  # a hand-off: the table is laid out afresh for the new viewer, nothing flies
            self.gestures.reset()
            self.shown_seat = obs.seat
            self.snap()
        self.shown_seat = obs.seat
        self.gestures.follow(obs.party, bool(self.legal))
        moves = {}
        order = []
        for event in events:
            if isinstance(event, CardMoved) and isinstance(event.card, str):
                moves.setdefault(event.card, []).append(event)
                order.append(event.card)
        places = self.placement.places(self.gestures.selected)
        anchor = self.placement.anchor
        delay = 0.0
        for code in list(self.sprites):
            if code not in places:
                sprite = self.sprites.pop(code)
                dst = moves[code][-1].dst if code in moves else "mountain.1"
                if dst.startswith("mountain"):
                    self.painter.shake_mountain(int(dst.split(".")[1]))
                self.dying.append(sprite)
                if sprite.face_up:
                    self.anim.flip(sprite, False, delay=delay)
                self.anim.slide(sprite, anchor(dst), delay=delay)
                self.anim.add(sprite, 0.3, delay=delay, scale=SMALL, on_done=lambda s=sprite: self._bury(s))
                delay += 0.05
        for code, (x, y, scale, up, zone) in places.items():
            sprite = self.sprites.get(code)
            if sprite is None:
                src = moves[code][0].src if code in moves else zone
                sx, sy = anchor(src)
                from_hidden = src.startswith(("mountain", "hall")) or (
                    src.startswith("party") and src != f"party.{obs.seat}")
                sprite = new_sprite(code, sx, sy, SMALL if from_hidden else scale, not from_hidden and up, zone)
                if from_hidden:
                    sprite.face = face(code)
                    sprite.face_up = False
                self.sprites[code] = sprite
                if from_hidden and up:
                    self.anim.flip(sprite, True, face=face(code), delay=delay)
            moved = not self.anim.rests_at(sprite, x, y, scale=scale)
            if moved:
                self.anim.slide(sprite, (x, y), delay=delay, sound="slide" if code in moves else None)
                self.anim.add(sprite, 0.25, delay=delay, scale=scale)
                if code in moves:
                    delay += 0.05
            if sprite.face_up != up and not (sprite.flip_to == up):
                self.anim.flip(sprite, up, face=face(code) if up else None, delay=delay)
            sprite.zone = zone
        for event in events:
            if isinstance(event, DieRolled) and event.die in ("great_bell", "small_bell"):
                i = 0 if event.die == "great_bell" else 1
                self.anim.beat()
                self.anim.call(lambda i=i, v=event.value: self.painter.ring(i, v))
                self.anim.sound("dice")
                self.anim.wait(0.35)
            elif isinstance(event, Shuffled) and str(getattr(event, "zone", "")).startswith("mountain"):
                self.painter.shake_mountain(int(str(event.zone).split(".")[1]) % 3)
        self.gestures.rebuild_buttons()
        self.undo_button = Button((1172, 173, 88, 24), "marenzan_table.undo", self.undo.take_back, self.app,
                                  size=theme.SMALL)
        self.undo_button.enabled = self.undo.can()  # disabled, its tooltip says why
        self.update_banner()

    def _bury(self, sprite) -> None:
        if sprite in self.dying:
            self.dying.remove(sprite)

    def card_name(self, code: str) -> str:
        return self.app.t.bracketed(self.t(f"marenzan.card.{rank(code)}"), self.t(f"kit.suit.{code.split('-')[1]}"))

    def show_results(self) -> None:
        self.app.push(MarenzanResults(self.app, self.session))

    # -- the log ------------------------------------------------------------------------
    def describe(self, event) -> str:
        if isinstance(event, DieRolled) and event.die in ("great_bell", "small_bell"):
            return self.t(f"marenzan_table.{event.die}", value=event.value)
        return super().describe(event)

    def format_arg(self, name, value):
        """The core numbers players from 1 and names cards by their label (8IV)."""
        if name in ("seat", "owner", "target", "player") and isinstance(value, int) \
                and 1 <= value <= len(self.session.record.seats):
            return self.seat_name(value - 1)
        if name in ("card", "guard", "target", "first", "second") and isinstance(value, str):
            code = _label_code(value)
            if code:
                return self.card_name(code)
        if name in ("cards", "shown", "taken") and isinstance(value, (list, tuple)):
            return self.app.t.joined(self.format_arg("card", label) for label in value)
        if name == "village" and isinstance(value, int) and 1 <= value <= 6:
            return self.t("marenzan_table.village_n", n=value)  # as the board names it
        if name == "mountain" and isinstance(value, int) and 1 <= value <= 3:
            return self.t(f"marenzan.zone.mountain.{value - 1}")  # as the board names it
        if name == "rank" and isinstance(value, str) and (value in _RANKS or value.isdigit()):
            value = _RANKS.get(value) or int(value)  # a rank as the core labels it ("K"): the card it is here
        if name == "rank" and isinstance(value, int) and 1 <= value <= 13:
            return self.t(f"marenzan.card.{value}")
        return super().format_arg(name, value)

    def settle(self) -> None:
        """Every card glides to where it lies now (upright again, after a carry)."""
        for code, (x, y, scale, up, zone) in self.placement.places(self.gestures.selected).items():
            s = self.sprites.get(code)
            if s is not None and (abs(s.x - x) > 0.5 or abs(s.y - y) > 0.5):
                self.anim.slide(s, (x, y), angle=0.0, duration=0.16, sound=None)

    def snap(self) -> None:
        self.anim.skip()
        self.sprites = {}
        for code, (x, y, scale, up, zone) in self.placement.places(self.gestures.selected).items():
            self.sprites[code] = new_sprite(code, x, y, scale, up, zone)

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for b in self.controls():
            b.update(dt)
        self.painter.age(dt)

    def update_banner(self) -> None:
        obs = self.shown
        if obs.ending:
            key = obs.ending if self.app.t.has(obs.ending) else f"marenzan.ending.{obs.ending}"
            reason = obs.reason if obs.reason and self.app.t.has(obs.reason) else None
            self.banner.set(self.t(key), self.t(reason) if reason else "")
            return
        title = self.t("marenzan_table.turn", n=obs.turn + 1, name=self.seat_name(obs.active))
        d = obs.decision
        line = ""
        if d is not None:
            args = {"card": self.card_name(d.card) if d.card else "", "seat": self.seat_name(obs.active),
                    "left": d.left}
            key = f"marenzan.decision.{d.kind}"
            try:
                line = self.t(key, **args) if self.app.t.has(key) else d.kind
            except (KeyError, IndexError):
                line = self.t(key)
            if d.seat != obs.seat:
                line = self.t("marenzan_table.waiting", name=self.seat_name(d.seat)) + " — " + line
        if self.playback.playing:
            line = ""  # a step is playing: what to do next is said once it has
        self.banner.set(title, line)
