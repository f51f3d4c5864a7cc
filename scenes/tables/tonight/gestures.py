"""Which legal action each gesture at Tonight's table means: the modes (walk, taxi, attack), drags, clicks and buttons.

The gesture map owns the gesture state (the mode, the Gather target, the lit places and
plates) and answers the kit's `DropRules` for the carried card. It reaches the table
through its interface: observation, legal, viewer, submit, say, t, missed_drop, seat_name,
app, the shared pieces (sprites, anim, drag, tooltip, action buttons), and the table's
`sync` (lay the cards where they lie), `rebuild_buttons` and `set_banner`."""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.tonight.actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    PlaceHeroine,
    PlacePosition,
    Secure,
    Taxi,
    Walk,
    Warn,
)
from game.tonight.cards import PLACES, dist, owner_role, rank, suit
from sprites.cards import topmost

from ...kit.cardinfo import describe_card, tooltip_lines
from ...kit.table_drag import DropRules
from .layout import ATTACK_MODES, CHECKS, DISC, PLATE_H, PLATE_W, PLATE_X, PLATE_Y, place_xy


class TonightGestures(DropRules):
    """Maps clicks, drags and buttons to Tonight's legal actions."""

    def __init__(self, table) -> None:
        self.table = table
        self.t = table.t
        self.mode: str | None = None  # None, "taxi", "gather", "count", or an attack mode
        self.gather_target: int | None = None
        self.show_knowledge = True
        self.place_targets: dict[int, object] = {}
        self.plate_targets: dict[int, object] = {}
        self.walk_drop: dict[int, object] = {}
        self.lit: dict = {}  # while a card is carried: where it may go -> the action a drop there takes

    @property
    def legal(self):
        return self.table.legal

    # -- decisions ------------------------------------------------------------------------
    def compute_targets(self) -> None:
        self.place_targets, self.plate_targets = {}, {}
        legal = self.legal
        for a in legal:
            if isinstance(a, (PlacePosition, PlaceHeroine, PlaceFor)):
                self.place_targets[suit(a.card)] = a
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
        if self.mode in ("gather", "count", "warn", "abduct", "escort"):
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
        self.table.rebuild_buttons()
        self.compute_targets()
        self.table.set_banner()  # the banner says what to do next for the action chosen

    def pick_plate(self, seat: int) -> None:
        action = self.plate_targets.get(seat)
        if action is None:
            return
        if isinstance(action, GatherInfo):
            self.gather_target = seat
            self.mode = "count"
            self.table.rebuild_buttons()
            self.compute_targets()
            self.table.set_banner()
            return
        self.act(action)

    def act(self, action) -> bool:
        self.mode = None
        self.gather_target = None
        if self.table.submit(action):
            return True
        self.compute_targets()
        self.table.rebuild_buttons()
        return False

    def button_specs(self) -> list[tuple]:
        """The action buttons for the mode and the legal actions: (label, on click, primary), and
        a fourth item, why it is greyed, for a Check whose precondition is not met yet."""
        specs: list[tuple] = []
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
            waiting = self.check_waiting(types)
            if waiting is not None:
                specs.append((self.t(f"tonight_table.check.{waiting.__name__}"), (lambda: None), False,
                              self.check_reason(waiting)))
            if EndActions in types:
                specs.append((self.t("tonight.action.end"), (lambda: self.act(EndActions())), True))
        return specs

    def check_waiting(self, types):
        """The viewer's Check that is not declarable yet in an action phase (T29, T32): shown greyed."""
        obs = self.table.observation
        if obs is None or EndActions not in types or "check" in obs.used:
            return None
        kind = {"detective": Secure, "salaryman": BonVoyage}.get(obs.role)
        return kind if kind is not None and kind not in types else None

    def check_reason(self, kind) -> str:
        return self.t(f"tonight_table.check.why.{kind.__name__}", n=self.table.observation.wills)

    def toggle_hints(self) -> None:
        self.show_knowledge = not self.show_knowledge

    # -- input ------------------------------------------------------------------------------
    def sprite_at(self, pos):
        return topmost(self.table.sprites.values(), pos)

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
        if self.table.viewer is None or not self.legal:
            return False
        if sprite.key == f"pos{self.table.viewer}":
            return bool(self.walk_drop)
        if sprite.key.startswith("h:"):
            return self.card_action(sprite.data.get("code")) is not None
        return False

    def cancel(self) -> bool:
        """Esc: leave the mode; True if there was one."""
        if self.mode is not None:
            self.set_mode(None)
            return True
        return False

    def forget(self) -> None:
        self.gather_target = None

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.table.anim.busy():
                self.table.anim.skip()
            sprite = self.sprite_at(event.pos)
            if sprite is not None and self.draggable(sprite):
                self.table.drag.press(sprite, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click_at(event.pos)

    def click_at(self, pos) -> None:
        greyed = self.greyed_button(pos)
        if greyed is not None:
            self.refuse(greyed.reason)
            return
        place = self.place_at(pos)
        if place is not None and place in self.place_targets:
            self.act(self.place_targets[place])
            return
        if place is not None:
            self.refuse_place(place)
            return
        seat = self.plate_at(pos)
        if seat is not None and seat in self.plate_targets:
            self.pick_plate(seat)
        elif seat is not None:
            self.refuse_plate(seat)

    # -- a gesture that takes nothing: the rule it breaks, said once by the pointer ----------
    def greyed_button(self, pos):
        for button in self.table.action_buttons:
            if not button.enabled and getattr(button, "reason", None) and button.rect.collidepoint(pos):
                return button
        return None

    def refuse(self, reason, rule: str | None = None) -> None:
        """Say why (`reason`: words, or a function giving them in the language of the moment)."""
        t = self.t

        def words() -> str:
            said = reason() if callable(reason) else reason
            return t("app.table.refused", rule=rule, reason=said) if rule else said

        self.table.say(words)
        self.table.app.play("failure")

    def own_places(self) -> set[int]:
        obs = self.table.observation
        return {suit(c) for c in obs.hand if owner_role(c) == obs.role}

    def refuse_place(self, place: int) -> None:
        """A place that takes nothing now was clicked, or a card let go on it."""
        obs, legal = self.table.observation, self.legal
        if obs is None or self.table.viewer is None or not legal:
            return
        t = self.t
        types = {type(a) for a in legal}
        if self.mode == "will":
            self.table.submit(ObtainWill(place))  # the core says why there (T28: the Cemetery's comes first)
            return
        if self.mode not in (None, "taxi"):
            return
        if obs.phase == "setup_position" and PlacePosition in types:  # T5: one of the own cards
            mine = sorted(self.own_places())
            self.refuse(lambda: t("tonight_table.refuse.no_own_card", place=t(f"tonight.place.{place}"),
                                  places=self.table.app.t.joined(t(f"tonight.place.{p}") for p in mine)), "T5")
            return
        meant = next((a for a in legal if isinstance(a, (PlacePosition, PlaceFor, PlaceHeroine))), None)
        if meant is not None:  # the core says which rule (T34, T36, T37)
            self.table.submit(dataclasses.replace(meant, card=f"{rank(meant.card)}-{place}"))
            return
        if Walk in types or Taxi in types:
            self.refuse_walk(place)

    def refuse_walk(self, place: int) -> None:
        """Too far, the same place, or no own card for it (T17, T18, A27)."""
        obs, viewer, t = self.table.observation, self.table.viewer, self.t
        here = obs.seats[viewer].position
        if here is None:
            return
        n = dist(suit(here), place)
        name = lambda: t(f"tonight.place.{place}")  # said again in the language of the moment
        if n == 0:
            self.refuse(lambda: t("tonight_table.refuse.stay", place=name()), "T17")
        elif place not in self.own_places():
            self.refuse(lambda: t("tonight_table.refuse.no_card_there", place=name()), "A27")
        elif n <= 2 and "taxi" in obs.used:
            self.refuse(lambda: t("tonight_table.refuse.walk_only", place=name(), n=n), "T17")
        else:
            self.refuse(lambda: t("tonight_table.refuse.too_far", place=name(), n=n), "T17, T18")

    def refuse_plate(self, seat: int) -> None:
        """A plate clicked while a target is being chosen that cannot be one (T15, A26)."""
        if self.mode not in ("gather", "warn", "abduct", "escort"):
            return
        obs, t = self.table.observation, self.t
        view = obs.seats[seat]
        name = lambda: self.table.seat_name(seat)
        if seat == self.table.viewer:
            self.refuse(lambda: t("tonight_table.refuse.self"), "A26")
        elif view.eliminated:
            self.refuse(lambda: t("tonight_table.refuse.eliminated", name=name()), "T11")
        elif view.abducted:
            self.refuse(lambda: t("tonight_table.refuse.abducted", name=name()), "T15")
        elif view.escorted_turn is not None and view.escorted_turn == obs.turn - 1:
            self.refuse(lambda: t("tonight_table.refuse.escorted", name=name()), "T15")
        else:  # the core says why
            kind = {"gather": GatherInfo, "warn": Warn, "abduct": Abduct, "escort": Escort}[self.mode]
            self.table.submit(GatherInfo(seat, 1) if kind is GatherInfo else kind(seat))

    # -- the carried card (the kit's DropRules) ----------------------------------------------
    def drop_targets(self, sprite) -> dict:
        """Own position card: the places a walk or a taxi reaches (only taxis in the Taxi mode);
        a hand card: the place it is laid at, or any plate for a card handed over."""
        if sprite.key.startswith("h:"):
            a = self.card_action(sprite.data.get("code"))
            if isinstance(a, Give):
                return {("plate", s): a for s in range(len(PLATE_Y))}
            return {} if a is None else {suit(a.card): a}
        if self.mode == "taxi":
            return {suit(a.card): a for a in self.legal if isinstance(a, Taxi)}
        return dict(self.walk_drop)

    def target_at(self, pos, targets):
        place = self.place_at(pos)
        if place is not None and place in targets:
            return place
        seat = self.plate_at(pos)
        if seat is not None and ("plate", seat) in targets:
            return ("plate", seat)
        return None

    def light(self, targets, hot) -> None:
        self.lit = dict(targets)

    def drop(self, sprite, target, meaning, pos) -> bool:
        return self.act(meaning)

    def missed(self, sprite, pos, targets) -> None:
        """Let go on a place that does not take it: the rule (how far one walks, whose cards are
        laid); anywhere else, where the lit places are."""
        place = self.place_at(pos)
        if place is not None and targets and not isinstance(next(iter(targets.values())), Give):
            self.refuse_place(place)
        else:
            self.table.missed_drop(bool(targets))

    def click(self, sprite, pos) -> None:
        """A hand card pressed and let go: laid or handed over, as a drag would."""
        action = self.card_action(sprite.data.get("code")) if sprite.key.startswith("h:") else None
        if action is None or not self.act(action):
            self.table.sync(animate=True)

    def snap_back(self, sprite) -> None:
        self.table.sync(animate=True)  # the card glides back to where it lies

    def hover(self, pos) -> None:
        tooltip = self.table.tooltip
        greyed = self.greyed_button(pos)
        if greyed is not None:  # a Check not declarable yet says why
            tooltip.hover(greyed.reason, pos)
            return
        sprite = self.sprite_at(pos)
        if sprite is not None:
            tooltip.hover(self.card_text(sprite), pos)
            return
        place = self.place_at(pos)
        if place is not None:
            tooltip.hover(f"{self.t(f'tonight.place.{place}')} · {self.t(f'tonight.suit.{place}')}", pos)
            return
        tooltip.clear()

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
            for b in self.table.action_buttons:
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
            s = self.table.sprites[f"h:{action.card}"]
            return ("click", (s.x, s.y))
        if isinstance(action, Walk):
            s = self.table.sprites[f"pos{self.table.viewer}"]
            return ("drag", (s.x, s.y), place_xy(suit(action.card)))
        if isinstance(action, Taxi):
            here = self.table.observation.seats[self.table.viewer].position
            if here and dist(suit(here), suit(action.card)) == 2 or self.mode == "taxi":
                s = self.table.sprites[f"pos{self.table.viewer}"]
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
