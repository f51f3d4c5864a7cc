"""The table of I Want to Sleep Tonight (今夜は眠りたい): four men and a heroine on a ring of seven places.

The town is drawn as a round map: Home, Restaurant, Library, Bank, Police Station,
Station and Cemetery, each with its suit, joined by the ring road. Each seat's
face-down position card lies at its plate on the right; the heroine position card
lies in the middle of the town; the three will markers lie under the title; the
viewer's hand (own cards, heroine cards, cards gathered) along the bottom.

Gestures: drag your position card onto a place to Walk (gold) or take a Taxi
(blue, two places away; the Taxi button lets you take a taxi to a neighbour);
click a lit place (or drag a hand card onto it) to lay a position card or the
Heroine; click a lit hand card to hand it over; Gather, the Attack and the Check
are buttons that appear only when legal, the target picked by clicking a lit plate
or place. The viewer's deductions (where each man and the Heroine may be) are drawn
on the map and can be switched off. With the curtain up (viewer None) nothing
secret is drawn.
"""

from __future__ import annotations

import math
from typing import ClassVar

import pygame

from game.tonight.actions import (
    Abduct, Allow, BonVoyage, Block, EndActions, Escort, Extract, GatherInfo, Give, ObtainWill,
    PlaceFor, PlaceHeroine, PlacePosition, Secure, Snipe, Taxi, Walk, Warn,
)
from game.tonight.cards import PLACES, WILL_PLACES, dist, is_heroine, owner_role, rank, suit
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite, draw_cards
from sprites.drag import DragController
from sprites.faces.icons import suit_icon
from sprites.faces.seven import Role, seven_face
from sprites.furniture import Banner, LogPanel, Tooltip

from .cardinfo import describe_card, tooltip_lines
from .results import ResultsScene
from .table import TableScene
from .widgets import Button, panel, paragraph, text

CENTRE = (404, 350)
RADIUS = 206
DISC = 52
PLATE_X, PLATE_W, PLATE_H = 812, 452, 84
PLATE_Y = tuple(60 + i * 92 for i in range(4))
BUTTON_Y = (432, 476)
LOG_RECT = (812, 524, 452, 188)
HAND_Y = 668
HAND_SCALE = 0.6
POS_SCALE = 0.5
MARKER_XY = ((50, 112), (112, 112), (174, 112))
HEROINE_XY = (CENTRE[0], CENTRE[1] - 8)
WALK = (245, 198, 91)
TAXI = (120, 170, 235)
TARGET = (236, 120, 96)
HEROINE_PINK = (236, 120, 160)

ROLE_FACES = {
    9: Role("sword", "Hitman", "殺し屋"),
    5: Role("staff", "Extractor", "逃がし屋"),
    8: Role("crown", "Salaryman", "サラリーマン"),
    6: Role("shield", "Detective", "刑事"),
    7: Role("star", "Heroine", "ヒロイン"),
    13: Role("skull_helm", "Will", "遺言"),
    1: Role("star", "Will", "遺言"),
    10: Role("crown", "Will", "遺言"),
}
ATTACK_MODES = {Warn: "warn", Abduct: "abduct", Escort: "escort", ObtainWill: "will"}
CHECKS = (Snipe, Extract, BonVoyage, Secure)


def place_xy(place: int) -> tuple[float, float]:
    angle = math.radians(-90 + (place - 1) * 360 / 7)
    return CENTRE[0] + RADIUS * math.cos(angle), CENTRE[1] + RADIUS * math.sin(angle)


def face(code: str):
    return seven_face(code, ROLE_FACES)


class TonightTable(TableScene):
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

    def format_arg(self, name: str, value):
        """Places by name and cards as 'Role of Place' in the log."""
        if name == "place" and isinstance(value, int) and value in PLACES:
            return self.t(f"tonight.place.{value}")
        if name in ("cards", "given", "drawn") and isinstance(value, (list, tuple)):
            return ", ".join(self.card_name(c) for c in value) or "—"
        if name == "card" and isinstance(value, str) and "-" in value:
            return self.card_name(value)
        return super().format_arg(name, value)

    def card_name(self, code: str) -> str:
        who = self.t("tonight.role.heroine") if is_heroine(code) else (
            self.t(f"tonight.role.{owner_role(code)}") if owner_role(code) else code)
        return self.t("tonight_table.card_name", who=who, place=self.t(f"tonight_table.place.{suit(code)}"))

    # -- decisions ------------------------------------------------------------------------
    def compute_targets(self) -> None:
        self.place_targets, self.plate_targets, self.drop_targets = {}, {}, {}
        legal = self.legal
        for a in legal:
            if isinstance(a, (PlacePosition, PlaceHeroine, PlaceFor)):
                self.place_targets[suit(a.card)] = a
                self.drop_targets[suit(a.card)] = a
        walks = {suit(a.card): a for a in legal if isinstance(a, Walk)}
        taxis = {suit(a.card): a for a in legal if isinstance(a, Taxi)}
        if self.mode == "taxi":
            self.place_targets.update(taxis)
        else:
            for p, a in taxis.items():
                self.place_targets.setdefault(p, a)
            self.place_targets.update(walks)
        self.walk_drop = dict(taxis)
        self.walk_drop.update(walks)
        if self.mode == "gather":
            for a in legal:
                if isinstance(a, GatherInfo):
                    self.plate_targets.setdefault(a.target, a)
        elif self.mode in ("warn", "abduct", "escort"):
            kind = {"warn": Warn, "abduct": Abduct, "escort": Escort}[self.mode]
            for a in legal:
                if isinstance(a, kind):
                    self.plate_targets[a.target] = a
        elif self.mode == "will":
            self.place_targets = {a.place: a for a in legal if isinstance(a, ObtainWill)}
        if self.mode in ("gather", "count", "warn", "abduct", "escort", "will"):
            if self.mode != "will":
                self.place_targets = {}

    def place_kind(self, place: int) -> str:
        a = self.place_targets.get(place)
        if isinstance(a, Taxi):
            return "taxi"
        if isinstance(a, ObtainWill):
            return "target"
        return "walk" if a is not None else ""

    def card_action(self, code: str):
        for a in self.legal:
            if isinstance(a, Give) and a.card == code:
                return a
            if isinstance(a, (PlacePosition, PlaceHeroine)) and a.card == code:
                return a
        return None

    def set_mode(self, mode) -> None:
        self.mode = mode
        self.gather_target = None
        self.rebuild_buttons()
        self.compute_targets()

    def pick_plate(self, seat: int) -> None:
        action = self.plate_targets.get(seat)
        if action is None:
            return
        if isinstance(action, GatherInfo):
            self.gather_target = seat
            self.mode = "count"
            self.rebuild_buttons()
            self.compute_targets()
            return
        self.act(action)

    def act(self, action) -> None:
        self.mode = None
        self.gather_target = None
        if not self.submit(action):
            self.compute_targets()
            self.rebuild_buttons()

    def rebuild_buttons(self) -> None:
        self.widgets = [w for w in self.widgets if not getattr(w, "is_action", False)]
        specs: list[tuple[str, object, bool]] = []
        legal = self.legal
        types = {type(a) for a in legal}
        if self.mode == "count":
            for a in legal:
                if isinstance(a, GatherInfo) and a.target == self.gather_target:
                    specs.append((self.t("tonight_table.count", n=a.count), (lambda a=a: self.act(a)), False))
            specs.append((self.t("tonight_table.cancel"), (lambda: self.set_mode(None)), False))
        elif self.mode is not None:
            specs.append((self.t("tonight_table.cancel"), (lambda: self.set_mode(None)), False))
        else:
            if Block in types:
                specs.append((self.t("tonight.action.block"), (lambda: self.act(Block())), True))
            if Allow in types:
                specs.append((self.t("tonight.action.allow"), (lambda: self.act(Allow())), False))
            if GatherInfo in types:
                specs.append((self.t("tonight_table.gather"), (lambda: self.set_mode("gather")), False))
            if Taxi in types:
                specs.append((self.t("tonight_table.taxi"), (lambda: self.set_mode("taxi")), False))
            for kind, mode in ATTACK_MODES.items():
                if kind in types:
                    specs.append((self.t(f"tonight_table.attack.{mode}"), (lambda m=mode: self.set_mode(m)), False))
            for kind in CHECKS:
                if kind in types:
                    specs.append((self.t(f"tonight_table.check.{kind.__name__}"), (lambda k=kind: self.act(k())), False))
            if EndActions in types:
                specs.append((self.t("tonight.action.end"), (lambda: self.act(EndActions())), True))
        self.action_buttons = []
        per_row = 3
        width = (PLATE_W - 8 * (per_row - 1)) / per_row
        for i, (label, fn, primary) in enumerate(specs[:6]):
            x = PLATE_X + (i % per_row) * (width + 8)
            y = BUTTON_Y[i // per_row]
            button = Button((x, y, width, 38), (lambda s=label: s), fn, self.app, primary=primary, size=theme.BODY)
            button.is_action = True
            button.spec_label = label
            self.widgets.append(button)
            self.action_buttons.append(button)
        hints = Button((16, 16, 150, 30), (lambda: self.t("tonight_table.hints_on" if self.show_knowledge
                                                           else "tonight_table.hints_off")),
                       self.toggle_hints, self.app, size=theme.SMALL)
        hints.is_action = True
        self.hints_button = hints
        self.widgets.append(hints)

    def toggle_hints(self) -> None:
        self.show_knowledge = not self.show_knowledge

    # -- input ------------------------------------------------------------------------------
    def sprite_at(self, pos):
        for sprite in sorted(self.sprites.values(), key=lambda s: -s.z):
            if sprite.contains(pos):
                return sprite
        return None

    def place_at(self, pos) -> int | None:
        for p in PLACES:
            x, y = place_xy(p)
            if math.hypot(pos[0] - x, pos[1] - y) <= DISC:
                return p
        return None

    def plate_at(self, pos) -> int | None:
        for s, y in enumerate(PLATE_Y):
            if PLATE_X <= pos[0] <= PLATE_X + PLATE_W and y <= pos[1] <= y + PLATE_H:
                return s
        return None

    def draggable(self, sprite) -> bool:
        if self.viewer is None or not self.legal:
            return False
        if sprite.key == f"pos{self.viewer}":
            return bool(self.walk_drop)
        if sprite.key.startswith("h:"):
            return self.card_action(sprite.data.get("code")) is not None
        return False

    def cancel_gesture(self) -> bool:
        if self.drag.holding:
            self.drag.cancel()
            self.sync(animate=True)  # the card glides back to where it lies
            return True
        if self.mode is not None:
            self.set_mode(None)
            return True
        return False

    def on_forget(self) -> None:
        self.pings.clear()
        self.gather_target = None

    def handle_drag(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.drag.motion(event.pos)
            if self.drag.active:
                self.drag.sprite.z = 20_000
        elif event.button == 1:
            self.release(event.pos)

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.anim.busy():
                self.anim.skip()
            sprite = self.sprite_at(event.pos)
            if sprite is not None and self.draggable(sprite):
                self.drag.press(sprite, event.pos)
                return
            self.pressed_at = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def release(self, pos) -> None:
        sprite = self.drag.sprite
        dropped = self.drag.release(pos)
        action = None
        if dropped is None:  # a click on the card
            if sprite.key.startswith("h:"):
                action = self.card_action(sprite.data.get("code"))
        else:
            place = self.place_at(pos)
            if sprite.key.startswith("h:"):
                a = self.card_action(sprite.data.get("code"))
                if isinstance(a, Give) and self.plate_at(pos) is not None:
                    action = a
                elif a is not None and place is not None and suit(a.card) == place:
                    action = a
            elif place is not None:
                if self.mode == "taxi":
                    action = next((a for a in self.legal if isinstance(a, Taxi) and suit(a.card) == place), None)
                else:
                    action = self.walk_drop.get(place)
        if action is not None:
            self.act(action)
        self.sync(animate=True)

    def click(self, pos) -> None:
        place = self.place_at(pos)
        if place is not None and place in self.place_targets:
            self.act(self.place_targets[place])
            return
        seat = self.plate_at(pos)
        if seat is not None and seat in self.plate_targets:
            self.pick_plate(seat)

    def hover(self, pos) -> None:
        sprite = self.sprite_at(pos)
        if sprite is not None:
            self.tooltip.hover(self.card_text(sprite), pos)
            return
        place = self.place_at(pos)
        if place is not None:
            self.tooltip.hover(f"{self.t(f'tonight.place.{place}')} · {self.t(f'tonight.suit.{place}')}", pos)
            return
        self.tooltip.clear()

    def card_text(self, sprite) -> str:
        code = sprite.data.get("code")
        if code is None:
            return self.t("tonight_table.facedown")
        return "\n".join(tooltip_lines(describe_card("tonight", code, self.t)))

    # -- the gestures a test (or a demo) performs for an action -------------------------------
    def next_gesture(self, action):
        """The next click or drag that brings `action` about, in logical units."""
        def button(label_key, **args):
            label = self.t(label_key, **args)
            for b in self.action_buttons:
                if b.spec_label == label:
                    r = b.rect
                    return ("click", (r[0] + r[2] / 2, r[1] + r[3] / 2))
            return None

        if self.mode is not None and not (
                (self.mode == "count" and isinstance(action, GatherInfo))
                or (self.mode == "gather" and isinstance(action, GatherInfo))
                or (self.mode == "taxi" and isinstance(action, Taxi))
                or (self.mode == ATTACK_MODES.get(type(action)))):
            return button("tonight_table.cancel")
        if isinstance(action, (PlacePosition, PlaceHeroine, PlaceFor)):
            return ("click", place_xy(suit(action.card)))
        if isinstance(action, Give):
            s = self.sprites[f"h:{action.card}"]
            return ("click", (s.x, s.y))
        if isinstance(action, Walk):
            s = self.sprites[f"pos{self.viewer}"]
            return ("drag", (s.x, s.y), place_xy(suit(action.card)))
        if isinstance(action, Taxi):
            here = self.observation.seats[self.viewer].position
            if here and dist(suit(here), suit(action.card)) == 2 or self.mode == "taxi":
                s = self.sprites[f"pos{self.viewer}"]
                return ("drag", (s.x, s.y), place_xy(suit(action.card)))
            return button("tonight_table.taxi")
        if isinstance(action, GatherInfo):
            if self.mode == "count" and self.gather_target == action.target:
                return button("tonight_table.count", n=action.count)
            if self.mode == "count":
                return button("tonight_table.cancel")
            if self.mode == "gather":
                return ("click", (PLATE_X + 120, PLATE_Y[action.target] + PLATE_H / 2))
            return button("tonight_table.gather")
        if type(action) in ATTACK_MODES:
            mode = ATTACK_MODES[type(action)]
            if self.mode != mode:
                return button(f"tonight_table.attack.{mode}")
            if isinstance(action, ObtainWill):
                return ("click", place_xy(action.place))
            return ("click", (PLATE_X + 120, PLATE_Y[action.target] + PLATE_H / 2))
        if isinstance(action, CHECKS):
            return button(f"tonight_table.check.{type(action).__name__}")
        if isinstance(action, Block):
            return button("tonight.action.block")
        if isinstance(action, Allow):
            return button("tonight.action.allow")
        if isinstance(action, EndActions):
            return button("tonight.action.end")
        return None

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

    # -- drawing -----------------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        view = self.app.view
        key = (surface.get_size(), self.app.settings.language)
        if self._bg_key == key and self._bg is not None:
            return self._bg
        bg = theme.felt(surface.get_size()).copy()
        # the town: a pale round map with the ring road
        c = view.point(*CENTRE)
        pygame.draw.circle(bg, (44, 92, 70), c, view.px(RADIUS + DISC + 22))
        pygame.draw.circle(bg, (36, 80, 60), c, view.px(RADIUS + DISC + 22), view.px(3))
        points = [view.point(*place_xy(p)) for p in PLACES]
        pygame.draw.lines(bg, (150, 128, 92), True, points, view.px(14))
        pygame.draw.lines(bg, (196, 172, 128), True, points, view.px(3))
        lang = self.app.settings.language
        for p in PLACES:
            x, y = place_xy(p)
            centre = view.point(x, y)
            colour = theme.SUIT_COLOURS[p]
            shadow = theme.soft_shadow((view.px(2 * DISC), view.px(2 * DISC)), view.px(DISC), view.px(6), 90)
            bg.blit(shadow, shadow.get_rect(center=(centre[0] + view.px(3), centre[1] + view.px(5))))
            pygame.draw.circle(bg, theme.CARD_FACE, centre, view.px(DISC))
            pygame.draw.circle(bg, colour, centre, view.px(DISC), view.px(4))
            icon = suit_icon(p, view.px(40))
            bg.blit(icon, icon.get_rect(center=view.point(x, y - 12)))
            name = theme.render_text(self.t(f"tonight_table.place.{p}"), view.px(theme.SMALL if lang == "en" else 11),
                                     theme.CARD_INK, bold=True)
            if name.get_width() > view.px(2 * DISC - 10):
                name = pygame.transform.smoothscale(name, (view.px(2 * DISC - 10), name.get_height()))
            bg.blit(name, name.get_rect(center=view.point(x, y + 20)))
            numeral = theme.render_text("I II III IV V VI VII".split()[p - 1], view.px(theme.SMALL), colour, bold=True)
            bg.blit(numeral, numeral.get_rect(center=view.point(x, y + 36)))
        title = self.game.title_ja if lang == "ja" else self.game.title_en
        text(bg, view, title, (16, 54), theme.BODY, theme.GOLD_MUTED, bold=True)
        text(bg, view, self.t("tonight_table.markers"), (16, 146), theme.SMALL, theme.INK_DIM)
        self._bg, self._bg_key = bg, key
        return bg

    def draw_table(self, surface) -> None:
        view = self.app.view
        surface.blit(self.background(surface), (0, 0))
        obs = self.observation
        t = self.app.time
        # legal places light up: walk gold, taxi blue, targets red
        pulse = 0.6 + 0.4 * math.sin(t * 4)
        held = self.drag.holding and self.drag.active
        for p in PLACES:
            kind = self.place_kind(p)
            if held and self.drag.sprite.key.startswith("pos"):
                a = self.walk_drop.get(p)
                kind = "" if a is None else ("taxi" if isinstance(a, Taxi) else "walk")
            if held and self.drag.sprite.key.startswith("h:"):
                a = self.card_action(self.drag.sprite.data.get("code"))
                kind = "walk" if a is not None and not isinstance(a, Give) and suit(a.card) == p else ""
            if kind:
                colour = {"walk": WALK, "taxi": TAXI, "target": TARGET}[kind]
                x, y = place_xy(p)
                halo = theme.glow((view.px(2 * DISC), view.px(2 * DISC)), view.px(DISC), colour, round(0.7 * pulse, 1),
                                  view.px(12))
                surface.blit(halo, halo.get_rect(center=view.point(x, y)))
                pygame.draw.circle(surface, colour, view.point(x, y), view.px(DISC + 10), view.px(4))
                pygame.draw.circle(surface, (20, 30, 24), view.point(x, y), view.px(DISC + 5), view.px(2))
        for place, colour, age in self.pings:
            x, y = place_xy(place)
            k = age / 1.2
            ring = pygame.Surface((view.px(2 * DISC + 80), view.px(2 * DISC + 80)), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*colour, int(220 * (1 - k))), ring.get_rect().center,
                               view.px(DISC + 6 + 34 * k), view.px(5))
            surface.blit(ring, ring.get_rect(center=view.point(x, y)))
        if obs is not None and self.viewer is not None and self.show_knowledge:
            self.draw_knowledge(surface, obs)
        self.draw_plates(surface, obs)
        if obs is not None and obs.heroine_placed:
            text(surface, view, self.t("tonight_table.heroine_here"), (HEROINE_XY[0], HEROINE_XY[1] + 48),
                 theme.SMALL, HEROINE_PINK, "center")
            text(surface, view, self.t("tonight_table.reserve", n=obs.reserve_size),
                 (HEROINE_XY[0], HEROINE_XY[1] + 64), theme.SMALL, theme.INK_DIM, "center")
        if self.viewer is not None and obs is not None and obs.hand:
            n = len(obs.hand)
            step = min(64, 720 / max(1, n))
            text(surface, view, self.t("tonight_table.your_hand"), (max(16, 404 - step * (n - 1) / 2 - 28), HAND_Y - 44),
                 theme.SMALL, theme.INK_DIM, "bottomleft")
        for sprite in self.sprites.values():
            if sprite.key.startswith("h:") and self.legal and self.card_action(sprite.data.get("code")) is not None:
                r = view.rect((sprite.x - 30, sprite.y - 41, 60, 82))
                pygame.draw.rect(surface, WALK, r.inflate(view.px(6), view.px(6)), view.px(3), view.px(6))
        draw_cards(surface, view, list(self.sprites.values()) + self.ghosts, self.app.settings.language)
        self.log_panel.draw(surface, view)
        self.banner.draw(surface, view)

    def draw_knowledge(self, surface, obs) -> None:
        view = self.app.view
        know = obs.knowledge
        heroine = set(know[4]) if len(know) > 4 else set()
        if obs.heroine:  # the Salaryman sees the heroine position card itself
            heroine = {suit(obs.heroine)}
        know = [[suit(seat.position)] if seat.position else list(know[s]) for s, seat in enumerate(obs.seats)]
        mine = obs.seats[self.viewer].position if self.viewer is not None else None
        if mine:
            x, y = place_xy(suit(mine))
            mx, my = x - DISC * 0.72, y - DISC * 0.72
            pygame.draw.circle(surface, (255, 255, 255), view.point(mx, my), view.px(13))
            theme.draw_marker(surface, view.point(mx, my), view.px(9), self.viewer)
        paragraph(surface, view, self.t("tonight_table.legend"), (16, 176, 150, 120), theme.SMALL, theme.INK_DIM)
        for p in PLACES:
            x, y = place_xy(p)
            others = [s for s in range(4) if p in know[s] and s != self.viewer and not obs.seats[s].eliminated]
            # markers of the men who may be here, on an arc outside the disc
            angle = math.atan2(y - CENTRE[1], x - CENTRE[0])
            for i, s in enumerate(others):
                a = angle + (i - (len(others) - 1) / 2) * 0.22
                mx = CENTRE[0] + (RADIUS + DISC + 12) * math.cos(a)
                my = CENTRE[1] + (RADIUS + DISC + 12) * math.sin(a)
                sure = len(know[s]) == 1
                theme.draw_marker(surface, view.point(mx, my), view.px(8 if sure else 6), s)
            if p in heroine:
                sure = len(heroine) == 1
                hx, hy = x + DISC * 0.72, y - DISC * 0.72
                pygame.draw.circle(surface, HEROINE_PINK, view.point(hx, hy), view.px(12 if sure else 9))
                pygame.draw.circle(surface, (255, 255, 255), view.point(hx, hy), view.px(12 if sure else 9), view.px(2))
                icon = suit_icon(1, view.px(12), (255, 255, 255))
                surface.blit(icon, icon.get_rect(center=view.point(hx, hy)))

    def draw_plates(self, surface, obs) -> None:
        view = self.app.view
        if obs is None:
            return
        t = self.app.time
        if obs.to_act is not None:
            r = view.rect((PLATE_X, PLATE_Y[obs.to_act], PLATE_W, PLATE_H))
            halo = theme.glow(r.size, view.px(8), theme.GOLD, round(0.45 + 0.15 * math.sin(t * 3), 1), view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        key = (id(obs), tuple(sorted(self.plate_targets)), self.viewer, surface.get_size(), self.app.settings.language)
        if self._plates_key != key:
            area = view.rect((PLATE_X - 12, PLATE_Y[0] - 12, PLATE_W + 24, PLATE_Y[3] + PLATE_H + 24 - PLATE_Y[0]))
            full = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.paint_plates(full, obs)
            layer = full.subsurface(area.clip(full.get_rect())).copy()
            self._plates, self._plates_key, self._plates_at = layer, key, area.topleft
        surface.blit(self._plates, self._plates_at)

    def paint_plates(self, surface, obs) -> None:
        view = self.app.view
        for s, seat in enumerate(obs.seats):
            y = PLATE_Y[s]
            rect = (PLATE_X, y, PLATE_W, PLATE_H)
            panel(surface, view, rect, alpha=215)
            if s in self.plate_targets:
                pygame.draw.rect(surface, TARGET, view.rect(rect).inflate(view.px(4), view.px(4)), view.px(3),
                                 view.px(12))
            theme.draw_marker(surface, view.point(PLATE_X + 18, y + 24), view.px(8), s)
            name = self.seat_name(s)
            if s == self.viewer:
                name = self.t("tonight_table.you", name=name)
            text(surface, view, name, (PLATE_X + 34, y + 12), theme.LARGE, theme.INK, bold=True)
            role = self.t(f"tonight.role.{seat.role}")
            text(surface, view, role, (PLATE_X + 34, y + 38), theme.BODY, theme.SUIT_COLOURS[(s % 7) + 1]
                 if False else theme.GOLD_MUTED)
            notes = [self.t("tonight_table.hand_size", n=seat.hand_size)]
            for flag, key in ((seat.eliminated, "eliminated"), (seat.resting, "resting"), (seat.abducted, "abducted"),
                              (seat.escorted_turn is not None, "escorted")):
                if flag:
                    notes.append(self.t(f"tonight.state.{key}"))
            if seat.face_up and seat.position:
                notes.append(self.t("tonight_table.revealed", place=self.t(f"tonight.place.{suit(seat.position)}")))
            text(surface, view, " · ".join(notes), (PLATE_X + 34, y + 60), theme.SMALL, theme.INK_DIM)
            if not seat.has_position:
                pygame.draw.rect(surface, (255, 255, 255), view.rect((PLATE_X + PLATE_W - 57, y + 10, 46, 64)),
                                 view.px(1), view.px(5))

    def show_results(self) -> None:
        self.app.push(TonightResults(self.app, self.session))


class TonightResults(ResultsScene):
    """The ending: who won, the ending told in words, and where everyone really was."""

    def draw(self, surface) -> None:
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(150, int(self.age * 400))))
        surface.blit(shade, (0, 0))
        result = self.session.result
        seats = self.session.record.seats
        obs = self.session.observe(None)
        panel(surface, view, (280, 90, 720, 580))
        if result.winners:
            title = self.t("tonight_table.winner", name=seats[result.winners[0]].name,
                           role=self.t(f"tonight.role.{obs.seats[result.winners[0]].role}"))
        else:
            title = self.t("tonight.phase.over")
        text(surface, view, title, (640, 116), theme.TITLE, theme.GOLD, "midtop", bold=True)
        y = 164
        y += paragraph(surface, view, self.t(result.ending), (330, y, 620, 90), theme.LARGE, theme.INK)
        story = result.ending + ".text"
        if self.app.t.has(story):
            y += paragraph(surface, view, self.t(story), (330, y + 4, 620, 120), theme.BODY, theme.INK)
        if result.reason and self.app.t.has(result.reason):
            y += paragraph(surface, view, self.t(result.reason), (330, y + 6, 620, 40), theme.BODY, theme.INK_DIM)
        y += 18
        for s, seat in enumerate(obs.seats):
            theme.draw_marker(surface, view.point(350, y + 14), view.px(8), s)
            text(surface, view, seats[s].name, (368, y + 14), theme.LARGE, theme.INK, "midleft", bold=s in result.winners)
            text(surface, view, self.t(f"tonight.role.{seat.role}"), (560, y + 14), theme.BODY, theme.GOLD_MUTED,
                 "midleft")
            where = self.t(f"tonight.place.{suit(seat.position)}") if seat.position else (
                self.t("tonight.state.eliminated") if seat.eliminated else "—")
            text(surface, view, where, (930, y + 14), theme.BODY, theme.INK, "midright")
            y += 34
        if obs.heroine:
            text(surface, view, self.t("tonight_table.heroine_was", place=self.t(f"tonight.place.{suit(obs.heroine)}")),
                 (640, y + 12), theme.BODY, HEROINE_PINK, "midtop")
        for widget in self.widgets:
            widget.draw(surface, view)


TABLE = TonightTable
