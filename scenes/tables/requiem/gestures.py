"""Which legal action each gesture at Requiem's table means: a card dragged to a zone, a selection, the buttons."""

from __future__ import annotations

import pygame

from game.requiem.actions import (
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Pass,
    Rescue,
    Retreat,
    ReturnToFront,
    Scout,
    SelfSacrifice,
    Sortie,
)
from sprites import theme
from sprites.cards import CardSprite

from ...kit.widgets import Button
from .layout import SIDE_X, zone_number


class RequiemGestures:
    """Maps clicks, drags and buttons to Requiem's legal actions."""

    # -- what the viewer may do -----------------------------------------------------------
    def acting(self) -> bool:
        return bool(self.legal) and self.viewer is not None and self.session.to_act == self.viewer

    def card_targets(self, sprite: CardSprite) -> dict[str, list]:
        """Zone name -> the legal actions a gesture of this card onto that zone means."""
        code = sprite.data.get("code")
        out: dict[str, list] = {}
        if not self.acting() or code is None:
            return out
        for action in self.legal:
            if isinstance(action, Scout) and action.card == code:
                out.setdefault(f"arrival{action.column}", []).append(action)
            elif isinstance(action, (Sortie, SelfSacrifice, Pact)) and action.card == code:
                out.setdefault(f"slot{action.column}", []).append(action)
            elif isinstance(action, Retreat) and action.cards == (code,):
                out.setdefault(f"line{self.viewer}", []).append(action)
        return out

    def gesture_to(self, sprite: CardSprite, zone: str) -> bool:
        """A card dropped (or clicked) onto `zone`: submit, or ask which declaration."""
        actions = self.card_targets(sprite).get(zone, [])
        if not actions:
            return False
        self.selected = None
        if len(actions) > 1:  # a Prince's Sortie: with or without its declaration
            x, y, _angle, scale = self.place(zone, 0, 1, sprite)
            self.anim.slide(sprite, (x, y), angle=0.0, sound=None)
            self.anim.add(sprite, 0.2, scale=scale)
            sprite.z = 6000
            self.choice = (sprite.data["code"], zone_number(zone), actions)
            self.build_controls()
            return True
        return self.submit(actions[0])

    def build_controls(self) -> None:
        app = self.app
        self.action_buttons = []
        x0, y0 = SIDE_X + 12, 452
        specs: list[tuple[str, object, bool]] = []
        if self.choice is not None:
            for action in self.choice[2]:
                key = {Sortie: "requiem_table.button.sortie", SelfSacrifice: "requiem_table.button.sortie_sacrifice",
                       Pact: "requiem_table.button.sortie_pact"}[type(action)]
                specs.append((key, action, isinstance(action, Sortie)))
            specs.append(("requiem_table.button.cancel", "cancel", False))
        elif self.acting():
            kinds = {type(a) for a in self.legal}
            if ReturnToFront in kinds:
                specs.append(("requiem.action.return_to_front", ReturnToFront(), True))
            if Rescue in kinds:
                specs.append(("requiem.action.rescue", Rescue(), True))
            for action in self.legal:
                if isinstance(action, DeclareSelfSacrifice):
                    specs.append(("requiem_table.button.self_sacrifice", action, True))
                elif isinstance(action, DeclarePact):
                    specs.append(("requiem_table.button.pact", action, True))
            retreats = [a for a in self.legal if isinstance(a, Retreat)]
            if retreats:
                widest = max(retreats, key=lambda a: len(a.cards))
                if len(widest.cards) > 1:
                    specs.append(("requiem_table.button.retreat_all", widest, False))
            if Pass in kinds:
                specs.append(("requiem.action.pass", Pass(), False))
        count = len(specs)
        per_row = 3 if count > 2 else max(1, count)
        width = (352 - 24 - 8 * (per_row - 1)) / per_row
        for i, (key, what, primary) in enumerate(specs):
            row, col = divmod(i, per_row)
            rect = (x0 + col * (width + 8), y0 + row * 34 - (17 if count > 3 else 0), width, 30)
            button = Button(rect, key, (lambda w=what: self.press_button(w)), app, primary=primary, size=theme.BODY)
            button.data = what
            self.action_buttons.append(button)
        self.undo_button = Button((1124, 10, 64, 32), "app.table.undo", self.undo.take_back, app, size=theme.SMALL)
        self.undo_button.enabled = self.undo.can()
        self.menu_button = Button((1196, 10, 68, 32), "requiem_table.menu", self.back, app, size=theme.SMALL)
        self.widgets = [*self.action_buttons, self.undo_button, self.menu_button]

    def press_button(self, what) -> None:
        if what == "cancel":
            self.choice = None
            self.layout_all([])
            self.build_controls()
            return
        self.choice = None
        if not self.submit(what):
            self.layout_all([])
            self.build_controls()

    # -- input -----------------------------------------------------------------------------
    def cancel_gesture(self) -> bool:
        if self.drag.holding or self.selected or self.choice:
            self.cancel_drag()
            return True
        return False

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)

    def sprite_at(self, pos) -> CardSprite | None:
        hits = [s for s in self.sprites if s.contains(pos)]
        return max(hits, key=lambda s: s.z) if hits else None

    def press(self, pos) -> None:
        if self.anim.busy():
            self.anim.skip()  # a click finishes what is moving; the press still counts
        if self.choice is not None:
            return
        self.tooltip.clear()
        sprite = self.sprite_at(pos)
        if self.selected is not None:
            zone = self.zone_at(pos, self.targets)
            if zone is not None:
                chosen = self.selected
                self.clear_selection()
                self.gesture_to(chosen, zone)
                return
            if sprite is self.selected:
                self.clear_selection()
                return
            self.clear_selection()
        if sprite is None:
            return
        targets = self.card_targets(sprite)
        if targets:
            self.drag.press(sprite, pos)
        elif self.acting():
            self.say(self.why_not(sprite), error=False)

    def why_not(self, sprite: CardSprite) -> str:
        code = sprite.data.get("code")
        if code is None:
            return self.t("requiem_table.why.face_down")
        owner = self.owner(code)
        if owner is not None and owner != self.viewer:
            return self.t("requiem_table.why.not_yours", name=self.seat_name(owner))
        if owner is None:
            return self.t("requiem_table.why.not_in_line")
        return self.t(f"requiem_table.hint.{self.observation.phase}")

    def owner(self, code: str) -> int | None:
        for line in self.observation.lines:
            if code in line.ready or code in line.spent:
                return line.seat
        for col in self.observation.columns:
            if col.slot == code:
                return col.slot_owner
        return None

    def zone_at(self, pos, among) -> str | None:
        hits = [self.layout_zones[name] for name in among if self.layout_zones[name].contains(pos, 10)]
        if not hits:
            return None
        return min(hits, key=lambda z: z.rect[2] * z.rect[3]).name

    def select(self, sprite: CardSprite) -> None:
        self.selected = sprite
        self.targets = self.card_targets(sprite)
        sprite.lift = 0.5
        sprite.rest_lift = 0.5
        self.highlight(set(self.targets), None)

    def clear_selection(self) -> None:
        if self.selected is not None:
            self.selected.lift = 0.0
            self.selected.rest_lift = 0.0
        self.selected = None
        self.targets = {}
        self.highlight(set(), None)

    def highlight(self, legal: set[str], hot: str | None) -> None:
        for zone in self.layout_zones.values():
            zone.target_glow = 1.0 if zone.name in legal else 0.0
            zone.target_hot = 1.0 if zone.name == hot and zone.name in legal else 0.0

    def handle_drag(self, event) -> None:
        sprite = self.drag.sprite
        if event.type == pygame.MOUSEMOTION:
            if self.carry(event.pos):
                self.targets = self.card_targets(sprite)
            if self.drag.active:
                self.highlight(set(self.targets), self.zone_at(event.pos, self.targets))
            return
        if event.button != 1:
            return
        dropped = self.drag.release(event.pos)
        if dropped is None:  # a click: select it, then click a target
            self.select(sprite)
            return
        zone = self.zone_at(event.pos, self.targets)
        had_targets, self.targets = bool(self.targets), {}
        self.highlight(set(), None)
        if zone is None and not self.say_phase_rule(event.pos):
            self.missed_drop(had_targets)
        if zone is None or not self.gesture_to(dropped, zone):
            self.snap_back()

    def say_phase_rule(self, pos) -> bool:
        """A card let go on a slot or an arrival whose action has another phase: the rule says
        when (R14); True if said."""
        place = self.zone_at(pos, [name for name in self.layout_zones if name.startswith(("slot", "arrival"))])
        phase = getattr(self.observation, "phase", None)
        if place is None or phase is None:
            return False
        if place.startswith("slot") and phase != 5:
            self.say(self.t("requiem_table.drop.sortie_phase"), error=False)
            return True
        if place.startswith("arrival") and phase != 2:
            self.say(self.t("requiem_table.drop.scout_phase"), error=False)
            return True
        return False

    def cancel_drag(self) -> None:
        self.drag.cancel()
        self.clear_selection()
        self.choice = None
        self.snap_back()
        self.build_controls()

    def snap_back(self) -> None:
        self.layout_all([])

    def button_for(self, what) -> Button | None:
        return next((b for b in self.action_buttons if b.data == what), None)

    def next_gesture(self, action):
        """The gesture (('drag', from, to) or ('click', at)) that makes `action`, or None."""
        if self.choice is not None:
            button = self.button_for(action) or self.button_for("cancel")
            return ("click", button.rect.center) if button else None
        button = self.button_for(action)
        if button is not None:
            return ("click", button.rect.center)
        if isinstance(action, (Scout, Sortie, SelfSacrifice, Pact)):
            sprite = self.sprite_of(action.card)
            zone = f"arrival{action.column}" if isinstance(action, Scout) else f"slot{action.column}"
            return ("drag", (sprite.x, sprite.y), self.zone_centre(zone)) if sprite else None
        if isinstance(action, Retreat) and len(action.cards) == 1:
            sprite = self.sprite_of(action.cards[0])
            x, y, w, h = self.layout_zones[f"line{self.viewer}"].rect
            return ("drag", (sprite.x, sprite.y), (x + w - 60, y + h / 2)) if sprite else None
        return None
