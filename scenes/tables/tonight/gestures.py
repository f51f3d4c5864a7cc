"""Which legal action each gesture at Tonight's table means: the modes (walk, taxi, attack), drags, clicks and buttons."""

from __future__ import annotations

import math

import pygame

from game.tonight.actions import (
    Abduct,
    Allow,
    Block,
    EndActions,
    Escort,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    PlaceHeroine,
    PlacePosition,
    Taxi,
    Walk,
    Warn,
)
from game.tonight.cards import PLACES, dist, suit
from sprites import theme

from ...kit.cardinfo import describe_card, tooltip_lines
from ...kit.widgets import Button
from .layout import ATTACK_MODES, BUTTON_Y, CHECKS, DISC, PLATE_H, PLATE_W, PLATE_X, PLATE_Y, place_xy


class TonightGestures:
    """Maps clicks, drags and buttons to Tonight's legal actions."""

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
        self.set_banner()  # the banner says what to do next for the action chosen

    def pick_plate(self, seat: int) -> None:
        action = self.plate_targets.get(seat)
        if action is None:
            return
        if isinstance(action, GatherInfo):
            self.gather_target = seat
            self.mode = "count"
            self.rebuild_buttons()
            self.compute_targets()
            self.set_banner()
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

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """The places and the seat plates, for the keyboard's focus ring."""
        places = [(x - DISC, y - DISC, 2 * DISC, 2 * DISC) for x, y in map(place_xy, PLACES)]
        return places + [(PLATE_X, y, PLATE_W, PLATE_H) for y in PLATE_Y]

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
        elif dropped is not None:
            if sprite.key.startswith("h:"):
                had_targets = self.card_action(sprite.data.get("code")) is not None
            else:
                had_targets = bool(self.walk_drop) or any(isinstance(a, Taxi) for a in self.legal)
            self.missed_drop(had_targets)
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
