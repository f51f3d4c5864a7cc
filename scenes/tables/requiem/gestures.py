"""Which legal action each gesture at Requiem's table means: a card carried to a zone, a
selection, the buttons. The gesture map answers the kit's CardDrag (DropRules)."""

from __future__ import annotations

import pygame

from game.requiem.actions import Pact, Retreat, Scout, SelfSacrifice, Sortie
from sprites.cards import CardSprite, topmost

from ...kit.table_drag import DropRules
from ...kit.table_preview import Preview
from ...kit.widgets import Button
from .layout import zone_number
from .preview import drop_preview
from .tips import RequiemTips


class RequiemGestures(DropRules):
    """Maps clicks, drags and buttons to Requiem's legal actions; owns the selection, the
    Prince's pending declaration and the lit targets. The carried card is the kit's CardDrag's."""

    def __init__(self, table) -> None:
        self.table = table
        self.selected: CardSprite | None = None
        self.choice: tuple[str, int, list] | None = None  # (card, column, actions) awaiting a declaration choice
        self.targets: dict[str, list] = {}  # zone name -> actions, while a card is selected
        self.tips = RequiemTips(table, self)

    # -- what the viewer may do -----------------------------------------------------------
    def acting(self) -> bool:
        t = self.table
        return bool(t.legal) and t.viewer is not None and t.session.to_act == t.viewer

    def card_targets(self, sprite: CardSprite) -> dict[str, list]:
        """Zone name -> the legal actions a gesture of this card onto that zone means."""
        code = sprite.data.get("code")
        out: dict[str, list] = {}
        if not self.acting() or code is None:
            return out
        for action in self.table.legal:
            if isinstance(action, Scout) and action.card == code:
                out.setdefault(f"arrival{action.column}", []).append(action)
            elif isinstance(action, (Sortie, SelfSacrifice, Pact)) and action.card == code:
                out.setdefault(f"slot{action.column}", []).append(action)
            elif isinstance(action, Retreat) and action.cards == (code,):
                out.setdefault(f"line{self.table.viewer}", []).append(action)
        return out

    def gesture_to(self, sprite: CardSprite, zone: str) -> bool:
        """A card dropped (or clicked) onto `zone`: submit, or ask which declaration."""
        actions = self.card_targets(sprite).get(zone, [])
        if not actions:
            return False
        self.selected = None
        if len(actions) > 1:  # a Prince's Sortie: with or without its declaration
            x, y, _angle, scale = self.table.places.place(zone, 0, 1, sprite)
            self.table.anim.slide(sprite, (x, y), angle=0.0, sound=None)
            self.table.anim.add(sprite, 0.2, scale=scale)
            sprite.z = 6000
            self.choice = (sprite.data["code"], zone_number(zone), actions)
            self.table.build_controls()
            return True
        return self.table.submit(actions[0])

    def press_button(self, what) -> None:
        if what == "cancel":
            self.choice = None
            self.table.places.layout_all([])
            self.table.build_controls()
            return
        self.choice = None
        if not self.table.submit(what):
            self.table.places.layout_all([])
            self.table.build_controls()

    def forget(self) -> None:
        """A new observation: no declaration is pending, a selection of a gone card is dropped."""
        if self.selected is not None and self.selected not in self.table.sprites:
            self.selected = None
        self.choice = None

    def reset(self) -> None:
        self.selected = None
        self.choice = None

    # -- input -----------------------------------------------------------------------------
    def cancel(self) -> bool:
        """Esc: the held card goes back, the selection and a pending declaration are dropped."""
        drag = self.table.drag
        if not (drag.holding or self.selected or self.choice):
            return False
        held = drag.cancel()  # a held card slides back (snap_back)
        self.clear_selection()
        self.choice = None
        if not held:
            self.snap_back(None)
        self.table.build_controls()
        return True

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)

    def hover(self, pos) -> None:
        self.tips.hover(pos)

    def sprite_at(self, pos) -> CardSprite | None:
        return topmost(self.table.sprites, pos)

    def press(self, pos) -> None:
        t = self.table
        if t.anim.busy():
            t.anim.skip()  # a click finishes what is moving; the press still counts
        if self.choice is not None:
            return
        t.tooltip.clear()
        sprite = self.sprite_at(pos)
        if self.selected is not None:
            zone = self.target_at(pos, self.targets)
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
            t.drag.press(sprite, pos)
        elif self.acting():
            t.say(self.why_not(sprite), error=False)

    def why_not(self, sprite: CardSprite) -> str:
        t = self.table
        code = sprite.data.get("code")
        if code is None:
            return t.t("requiem_table.why.face_down")
        owner = self.owner(code)
        if owner is not None and owner != t.viewer:
            return t.t("requiem_table.why.not_yours", name=t.seat_name(owner))
        if owner is None:
            return t.t("requiem_table.why.not_in_line")
        return t.t(f"requiem_table.hint.{t.observation.phase}")

    def owner(self, code: str) -> int | None:
        for line in self.table.observation.lines:
            if code in line.ready or code in line.spent:
                return line.seat
        for col in self.table.observation.columns:
            if col.slot == code:
                return col.slot_owner
        return None

    def select(self, sprite: CardSprite) -> None:
        self.selected = sprite
        self.targets = self.card_targets(sprite)
        sprite.lift = 0.5
        sprite.rest_lift = 0.5
        self.light(self.targets, None)

    def clear_selection(self) -> None:
        if self.selected is not None:
            self.selected.lift = 0.0
            self.selected.rest_lift = 0.0
        self.selected = None
        self.targets = {}
        self.light({}, None)

    # -- the kit's CardDrag asks these (DropRules) -------------------------------------------
    def drop_targets(self, sprite: CardSprite) -> dict[str, list]:
        return self.card_targets(sprite)

    def target_at(self, pos, targets) -> str | None:
        zones = self.table.layout_zones
        hits = [zones[name] for name in targets if zones[name].contains(pos, 10)]
        if not hits:
            return None
        return min(hits, key=lambda z: z.rect[2] * z.rect[3]).name

    def light(self, targets, hot: str | None) -> None:
        for zone in self.table.layout_zones.values():
            zone.target_glow = 1.0 if zone.name in targets else 0.0
            zone.target_hot = 1.0 if zone.name == hot and zone.name in targets else 0.0

    def drop(self, sprite: CardSprite, target: str, meaning, pos) -> bool:
        return self.gesture_to(sprite, target)

    def missed(self, sprite: CardSprite, pos, targets) -> None:
        if not self.say_phase_rule(pos):
            self.table.missed_drop(bool(targets))

    def click(self, sprite: CardSprite, pos) -> None:
        self.select(sprite)  # a click: select it, then click a target

    def snap_back(self, sprite: CardSprite | None) -> None:
        self.table.places.layout_all([])

    def say_phase_rule(self, pos) -> bool:
        """A card let go on a slot or an arrival whose action has another phase: the rule says
        when (R14); True if said."""
        t = self.table
        place = self.target_at(pos, [name for name in t.layout_zones if name.startswith(("slot", "arrival"))])
        phase = getattr(t.observation, "phase", None)
        if place is None or phase is None:
            return False
        if place.startswith("slot") and phase != 5:
            t.say(t.t("requiem_table.drop.sortie_phase"), error=False)
            return True
        if place.startswith("arrival") and phase != 2:
            t.say(t.t("requiem_table.drop.scout_phase"), error=False)
            return True
        return False

    # -- what is previewed ----------------------------------------------------------------
    def current_preview(self) -> Preview | None:
        """The preview for the card being carried (or the selected card) over a target, or for
        a Prince's drop while its owner chooses between the plain Sortie and the declaration."""
        t = self.table
        if self.choice is not None:
            sprite = t.sprite_of(self.choice[0])
            return self.preview(sprite, f"slot{self.choice[1]}") if sprite is not None else None
        if t.drag.active and t.drag.sprite is not None:
            sprite, targets = t.drag.sprite, t.drag.targets
        elif self.selected is not None:
            sprite, targets = self.selected, self.targets
        else:
            return None
        if t.pointer is None or not targets:
            return None
        zone = self.target_at(t.pointer, targets)
        return self.preview(sprite, zone) if zone is not None else None

    def preview(self, sprite: CardSprite, zone: str) -> Preview | None:
        return drop_preview(self.table.t, self.table.observation, sprite, zone, self.card_targets(sprite).get(zone, []))

    # -- the test's and the screenshot tool's view of a gesture ---------------------------
    def button_for(self, what) -> Button | None:
        return next((b for b in self.table.action_buttons if b.data == what), None)

    def next_gesture(self, action):
        """The gesture (('drag', from, to) or ('click', at)) that makes `action`, or None."""
        t = self.table
        if self.choice is not None:
            button = self.button_for(action) or self.button_for("cancel")
            return ("click", button.rect.center) if button else None
        button = self.button_for(action)
        if button is not None:
            return ("click", button.rect.center)
        if isinstance(action, (Scout, Sortie, SelfSacrifice, Pact)):
            sprite = t.sprite_of(action.card)
            zone = f"arrival{action.column}" if isinstance(action, Scout) else f"slot{action.column}"
            return ("drag", (sprite.x, sprite.y), t.zone_centre(zone)) if sprite else None
        if isinstance(action, Retreat) and len(action.cards) == 1:
            sprite = t.sprite_of(action.cards[0])
            x, y, w, h = t.layout_zones[f"line{t.viewer}"].rect
            return ("drag", (sprite.x, sprite.y), (x + w - 60, y + h / 2)) if sprite else None
        return None
