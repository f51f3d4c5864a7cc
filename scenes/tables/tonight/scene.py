"""Tonight's table scene: the observation and its events turned into sprites, the banner and its prompt."""

from __future__ import annotations

from typing import ClassVar

from game.engine.contract import Message
from game.tonight.actions import Block, Give, PlaceFor, PlaceHeroine, PlacePosition
from game.tonight.cards import PLACES, is_heroine, owner_role, suit
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.drag import DragController
from sprites.furniture import Banner, LogPanel, Tooltip

from ...kit.table import TableScene
from ...kit.widgets import Button
from .board import TonightBoard
from .ending import TonightResults
from .gestures import TonightGestures
from .layout import (
    CHECKS,
    HAND_SCALE,
    HAND_Y,
    HEROINE_PINK,
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
)


class TonightTable(TonightGestures, TonightBoard, TableScene):
    name = "table_tonight"
    # a Check wins at once or eliminates the player (T11, T23, T26, T29, T32)
    confirm_actions: ClassVar[dict[str, str]] = {kind.__name__: "tonight_table.confirm.check" for kind in CHECKS}

    def __init__(self, app, session):
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.drag = DragController()
        self.banner = Banner((404, 28))
        self.log_panel = LogPanel(LOG_RECT)
        self.tooltip = Tooltip()
        self.sprites: dict[str, CardSprite] = {}
        self.pending = []
        self.mode: str | None = None  # None, "taxi", "gather", "count", or an attack mode
        self.gather_target: int | None = None
        self.show_knowledge = True
        self.action_buttons: list[Button] = []
        self.place_targets: dict[int, object] = {}
        self.plate_targets: dict[int, object] = {}
        self.drop_targets: dict[int, object] = {}
        self._bg = None
        self._bg_key = None
        self._plates = None
        self._synced_viewer = -1
        self.ghosts: list[CardSprite] = []
        self.pings: list[list] = []  # [place, colour, age]: a ring spreading from a place just named
        self.last_gather: tuple = (None, None)
        self._plates_key = None
        self._ready = False
        super().__init__(app, session)
        self.log_panel.title = self.t("app.table.log")
        self._ready = True
        self.on_reset()
        self.on_refresh()

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
            out["heroine"] = (obs.heroine, HEROINE_XY[0], HEROINE_XY[1], 0.62, 0.0)
        for m in obs.markers:
            x, y = MARKER_XY[m.slot] if m.slot < 3 else (46 + 46 * m.slot, 96)
            out[f"marker{m.slot}"] = (m.card, x, y, 0.42, 90.0 if m.obtained else 0.0)
        if self.viewer is not None:
            hand = list(obs.hand)
            n = len(hand)
            step = min(64, 720 / max(1, n))
            x0 = 404 - step * (n - 1) / 2
            for i, code in enumerate(hand):
                out[f"h:{code}"] = (code, x0 + i * step, HAND_Y, HAND_SCALE, 0.0)
        return out

    def on_events(self, events) -> None:
        super().on_events(events)
        for event in events:  # a place named in public or to the viewer rings on the map
            key = getattr(event, "key", "")
            args = dict(getattr(event, "args", None) or ())
            place = args.get("place")
            if not isinstance(place, int) or place not in PLACES:
                continue
            if key.startswith("tonight.log.heroine") or key.startswith("tonight.log.snipe") or \
                    key.startswith("tonight.log.extract") or key.startswith("tonight.log.secure"):
                colour = HEROINE_PINK
            elif key.endswith("_hit") or key.endswith("_miss"):
                colour = TARGET
            else:
                colour = theme.GOLD
            self.pings.append([place, colour, 0.0])
        del self.pings[:-6]

    def on_reset(self) -> None:
        if not self._ready:
            return
        self.sprites.clear()
        self.ghosts.clear()
        self.mode = None
        self.sync(animate=False)

    def on_refresh(self) -> None:
        if not self._ready:
            return
        self.pending.clear()
        if not self.legal:
            self.mode = None
        self.sync(animate=True)
        self.rebuild_buttons()
        self.compute_targets()
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
            if (abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5 or sprite.angle != angle) \
                    and not (self.drag.holding and self.drag.sprite is sprite):
                if animate:
                    self.anim.slide(sprite, (x, y), angle=angle)
                else:
                    sprite.x, sprite.y, sprite.angle = x, y, angle

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
        speed = self.app.settings.animation_speed
        for ping in self.pings:
            ping[2] += dt * speed
        self.pings = [p for p in self.pings if p[2] < 1.2]

    def set_banner(self) -> None:
        obs = self.observation
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
        self.banner.set(title, line)

    def prompt(self) -> str:
        if self.mode == "taxi":
            return self.t("tonight_table.prompt.taxi")
        if self.mode == "gather":
            return self.t("tonight_table.prompt.gather")
        if self.mode == "count":
            return self.t("tonight_table.prompt.count", name=self.seat_name(self.gather_target))
        if self.mode == "will":
            return self.t("tonight_table.prompt.will")
        if self.mode is not None:
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
