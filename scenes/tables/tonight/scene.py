"""Tonight's table scene: the observation and its events turned into sprites, the banner and its prompt."""

from __future__ import annotations

from typing import ClassVar

from game.engine.contract import Message
from game.tonight.actions import Block, Give, PlaceFor, PlaceHeroine, PlacePosition
from game.tonight.cards import PLACES, is_heroine, owner_role, suit
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.furniture import Banner, LogPanel, Tooltip

from ...kit.steady import Steady
from ...kit.table import TableScene
from ...kit.table_drag import CardDrag
from ...kit.widgets import Button
from .ending import TonightResults
from .gestures import TonightGestures
from .layout import (
    BUTTON_Y,
    CHECKS,
    HEROINE_PINK,
    HEROINE_SCALE,
    HEROINE_XY,
    LOG_RECT,
    MARKER_XY,
    PLATE_H,
    PLATE_W,
    PLATE_X,
    PLATE_Y,
    POS_SCALE,
    TARGET,
    face,
    hand_row,
    key_rects,
)
from .painter import TonightPainter

HINTS_RIGHT = 166  # the Marks button at the top left ends here; the banner keeps clear of it


class TonightTable(TableScene):
    """The wiring: a painter draws, a gesture map turns the pointer into actions, the kit's
    CardDrag carries cards. The table keeps what several parts share: the sprites (and the
    ghosts of cards leaving the hand), the animator, banner, tooltip, log panel and buttons."""
    skip_at = (16, 470, "topleft")  # under the legend
    net_badge = (556, 14, 300)  # a free place for the network badge (scenes/kit/net_seat.py)

    name = "table_tonight"
    # a Check wins at once or eliminates the player (T11, T23, T26, T29, T32)
    confirm_actions: ClassVar[dict[str, str]] = {kind.__name__: "tonight_table.confirm.check" for kind in CHECKS}

    def __init__(self, app, session):
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.banner = Banner((404, 28), room=2 * (404 - HINTS_RIGHT - 8))  # clear of the Marks button on its left
        self.log_panel = LogPanel(LOG_RECT)
        self.tooltip = Tooltip()
        self.sprites: dict[str, CardSprite] = {}
        self.ghosts: list[CardSprite] = []
        self.pending = []
        self.action_buttons: list[Button] = []
        self.steady_hand, self.steady_buttons = Steady(), Steady()  # they stay put through one decision
        self.hints_button: Button | None = None
        self._synced_viewer = -1
        self.last_gather: tuple = (None, None)
        self._ready = False
        self.app = app  # the parts read the app's view and settings from here
        self.painter = TonightPainter(self)
        self.gestures = TonightGestures(self)
        self.drag = CardDrag(app.play, rules=self.gestures)
        super().__init__(app, session)
        self.log_panel.title = self.t("app.table.log")
        self._ready = True
        self.on_reset()
        self.on_refresh()

    # -- the kit's hooks, each handed to a part ---------------------------------------------
    def draw_table(self, surface) -> None:
        self.painter.draw(surface, self.gestures)

    def gesture(self, event) -> None:
        self.gestures.gesture(event)

    def hover(self, pos) -> None:
        self.gestures.hover(pos)

    def cancel_gesture(self) -> bool:
        return self.drag.cancel() or self.gestures.cancel()

    def next_gesture(self, action):
        return self.gestures.next_gesture(action)

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """The places and the seat plates, for the keyboard's focus ring."""
        return key_rects()

    def on_forget(self) -> None:
        self.painter.forget()
        self.gestures.forget()

    def on_display_changed(self) -> None:
        """A new card or text size lays the hand and the buttons afresh, at once."""
        self.steady_hand.forget()
        self.steady_buttons.forget()

    # -- observation -> sprites ------------------------------------------------------------
    def targets(self) -> dict[str, tuple[str | None, float, float, float, float]]:
        """Where every card the viewer may see lies: key -> (code or None, x, y, scale, angle)."""
        obs = self.observation
        out: dict[str, tuple] = {}
        if obs is None:
            return out
        for s, seat in enumerate(obs.seats):
            if seat.has_position:
                x, y = PLATE_X + PLATE_W - 34, PLATE_Y[s] + PLATE_H / 2
                out[f"pos{s}"] = (seat.position, x, y, POS_SCALE, 0.0)
        if obs.heroine_placed:
            out["heroine"] = (obs.heroine, HEROINE_XY[0], HEROINE_XY[1], HEROINE_SCALE, 0.0)
        for m in obs.markers:
            x, y = MARKER_XY[m.slot] if m.slot < 3 else (46 + 46 * m.slot, 96)
            out[f"marker{m.slot}"] = (m.card, x, y, 0.42, 90.0 if m.obtained else 0.0)
        if self.viewer is not None:
            hand = list(obs.hand)
            x0, step, y, scale = hand_row(len(hand))
            acting = self.session.to_act == self.viewer  # the hand settles once the viewer's decision is over
            xs = self.steady_hand.places(self.decision_key() if acting else None,
                                         {code: x0 + i * step for i, code in enumerate(hand)})
            for code in hand:
                out[f"h:{code}"] = (code, xs[code], y, scale, 0.0)
        return out

    def on_events(self, events) -> None:
        super().on_events(events)
        for event in events:  # a place named in public or to the viewer rings on the map
            key = getattr(event, "key", "")
            args = dict(getattr(event, "args", None) or ())
            place = args.get("place")
            if not isinstance(place, int) or place not in PLACES:
                continue
            if key.startswith(("tonight.log.heroine", "tonight.log.snipe", "tonight.log.extract", "tonight.log.secure")):
                colour = HEROINE_PINK
            elif key.endswith(("_hit", "_miss")):
                colour = TARGET
            else:
                colour = theme.GOLD
            self.painter.ping(place, colour)

    def on_reset(self) -> None:
        if not self._ready:
            return
        self.sprites.clear()
        self.ghosts.clear()
        self.gestures.mode = None
        self.sync(animate=False)

    def on_refresh(self) -> None:
        if not self._ready:
            return
        self.pending.clear()
        if not self.legal:
            self.gestures.mode = None
        self.sync(animate=True)
        self.rebuild_buttons()
        self.gestures.compute_targets()
        self.set_banner()

    def sync(self, animate: bool) -> None:
        if self.viewer != self._synced_viewer:  # another point of view: nothing carries over
            self._synced_viewer = self.viewer
            self.sprites.clear()
            self.ghosts.clear()
            animate = False
        want = self.targets()
        obs = self.observation
        for key in list(self.sprites):
            if key not in want:
                sprite = self.sprites.pop(key)
                if animate and key.startswith("h:") and obs is not None and not self.anim.instant:
                    self.send_off(sprite, obs)
        if obs is not None and obs.gather_target is not None:
            self.last_gather = (obs.acting, obs.gather_target)
        for i, (key, (code, x, y, scale, angle)) in enumerate(want.items()):
            sprite = self.sprites.get(key)
            new_face = face(code) if code else None
            if sprite is None:
                start = (x, y)
                if key.startswith("h:") and animate:
                    start = (x, 760)
                sprite = CardSprite(key, kind="seven", face=new_face, face_up=new_face is not None,
                                    x=start[0], y=start[1], angle=angle, scale=scale)
                sprite.data["code"] = code
                sprite.z = 1000 + i if key.startswith("h:") else 100 + i
                self.sprites[key] = sprite
                if start != (x, y):
                    self.anim.slide(sprite, (x, y), angle=angle, delay=0.03 * (i % 10))
                continue
            sprite.scale = scale
            sprite.z = 1000 + i if key.startswith("h:") else 100 + i
            if sprite.data.get("code") != code:
                sprite.data["code"] = code
                # the face is set here, from the observation only: a flip still playing never brings one back
                sprite.face = new_face
                if animate and new_face is not None and not self.anim.instant:
                    sprite.face_up = False
                    self.anim.flip(sprite, True)
                else:
                    sprite.face_up = new_face is not None
            if not self.anim.rests_at(sprite, x, y, angle) \
                    and not (self.drag.holding and self.drag.sprite is sprite):
                if animate:
                    self.anim.slide(sprite, (x, y), angle=angle)
                else:
                    sprite.x, sprite.y, sprite.angle = x, y, angle

    def rebuild_buttons(self) -> None:
        """The gesture map's action buttons, three to a row under the plates, and the hints switch."""
        self.widgets = [w for w in self.widgets if not getattr(w, "is_action", False)]
        self.action_buttons = []
        per_row = 3
        width = (PLATE_W - 8 * (per_row - 1)) / per_row
        specs = self.gestures.button_specs()[:6]
        slots = self.steady_buttons.places(self.decision_key(), {spec[0]: i for i, spec in enumerate(specs)},
                                           spare=range(6))
        for label, fn, primary, *why in specs:
            i = slots[label]  # a button keeps its place while the viewer's turn goes on
            x = PLATE_X + (i % per_row) * (width + 8)
            y = BUTTON_Y[i // per_row]
            button = Button((x, y, width, 38), (lambda s=label: s), fn, self.app, primary=primary, size=theme.BODY)
            button.is_action = True
            button.spec_label = label
            button.reason = why[0] if why else None  # a greyed Check says why (its tooltip, a click)
            button.enabled = not why
            self.widgets.append(button)
            self.action_buttons.append(button)
        gestures = self.gestures
        hints = Button((16, 16, HINTS_RIGHT - 16, 30), (lambda: self.t("tonight_table.hints_on" if gestures.show_knowledge
                                                           else "tonight_table.hints_off")),
                       gestures.toggle_hints, self.app, size=theme.SMALL)
        hints.is_action = True
        self.hints_button = hints
        self.widgets.append(hints)

    def send_off(self, sprite, obs) -> None:
        """A card leaving the viewer's hand slides face down to the player who now holds it."""
        acting, target = self.last_gather
        seat = target if acting == self.viewer else acting
        if seat is None or not 0 <= seat < 4:
            seat = self.viewer
        sprite.face, sprite.face_up, sprite.data["code"] = None, False, None
        sprite.z = 5000
        self.ghosts.append(sprite)
        self.anim.slide(sprite, (PLATE_X + PLATE_W - 90, PLATE_Y[seat] + PLATE_H / 2))
        self.anim.call(lambda: sprite in self.ghosts and self.ghosts.remove(sprite), delay=0.3)

    def describe(self, event) -> str:
        if isinstance(event, Message) and event.key == "tonight.log.heroine_at" and event.args is not None:
            # the board's short place names: 「ヒロインは自宅にいます」, never 「ヒロインはヒロインの自宅に…」
            place = dict(event.args).get("place")
            if place in PLACES:
                return self.t(event.key, place=self.t(f"tonight_table.place.{place}"))
        return super().describe(event)

    def format_arg(self, name: str, value):
        """Places by name, will markers counted from 1 and cards as 'Role of Place' in the log."""
        if name == "place" and isinstance(value, int) and value in PLACES:
            return self.t(f"tonight.place.{value}")
        if name == "slot" and isinstance(value, int):  # the will markers count from 1 on screen, left to right
            return value + 1
        if name in ("cards", "given", "drawn") and isinstance(value, (list, tuple)):
            return self.app.t.joined(self.card_name(c) for c in value) or "—"
        if name == "card" and isinstance(value, str) and "-" in value:
            return self.card_name(value)
        return super().format_arg(name, value)

    def card_name(self, code: str) -> str:
        who = self.t("tonight.role.heroine") if is_heroine(code) else (
            self.t(f"tonight.role.{owner_role(code)}") if owner_role(code) else code)
        return self.t("tonight_table.card_name", who=who, place=self.t(f"tonight_table.place.{suit(code)}"))

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.painter.age(dt * self.app.settings.animation_speed)

    def set_banner(self) -> None:
        obs = self.shown
        if obs is None:
            return
        if obs.result is not None:
            self.banner.set(self.t("tonight.phase.over"), "")
            return
        title = self.t("tonight_table.turn", n=obs.turn, limit=obs.turn_limit) if obs.turn else \
            self.t(f"tonight.phase.{obs.phase}")
        phase = self.t(f"tonight.phase.{obs.phase}") if self.app.t.has(f"tonight.phase.{obs.phase}") else obs.phase
        who = self.seat_name(obs.to_act)
        line = self.t("tonight_table.to_act", phase=phase, name=who)
        if self.legal:
            line = self.prompt()
        elif self.playback.playing:
            line = ""  # a step is playing: what to do next is said once it has
        self.banner.set(title, line)

    def prompt(self) -> str:
        mode = self.gestures.mode
        if mode == "taxi":
            return self.t("tonight_table.prompt.taxi")
        if mode == "gather":
            return self.t("tonight_table.prompt.gather")
        if mode == "count":
            return self.t("tonight_table.prompt.count", name=self.seat_name(self.gestures.gather_target))
        if mode == "will":
            return self.t("tonight_table.prompt.will")
        if mode is not None:
            return self.t("tonight_table.prompt.target")
        types = {type(a) for a in self.legal}
        if PlaceHeroine in types:
            return self.t("tonight_table.prompt.heroine")
        if PlaceFor in types:
            return self.t("tonight_table.prompt.place_for", name=self.seat_name(self.legal[0].seat))
        if PlacePosition in types:
            return self.t("tonight_table.prompt.place")
        if Give in types:
            obs = self.observation
            return self.t("tonight_table.prompt.give", name=self.seat_name(obs.gather_target),
                          n=obs.gather_count - len(obs.gather_given))
        if Block in types:
            return self.t("tonight_table.prompt.block")
        return self.t("tonight_table.prompt.action")

    def show_results(self) -> None:
        self.app.push(TonightResults(self.app, self.session))
