"""Which legal action each gesture at Whisper's table means: clicks, drags to a zone, the buttons and the chooser strip."""

from __future__ import annotations

import pygame

from game.kami.actions import (
    Burn,
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    DrawCard,
    ElectronDraw,
    EndMain,
    Link,
    PenaltyShields,
    PlayGod,
    UseTrigger,
)
from game.kami.cards import GOD_ORDER, is_god
from sprites import theme
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.faces.kami import KamiFace

from ...kit.widgets import Button
from .layout import MIDDLE, NAME_BAND, RESOLUTION, SIDE_X, STRIP, _inside


class KamiGestures:
    """Maps clicks, drags and buttons to Whisper's legal actions."""

    # -- what the viewer may do now ---------------------------------------------------------
    @property
    def acting(self) -> bool:
        return bool(self.legal) and self.intermission is None and not self.curtain_up

    def options(self, kind) -> list:
        return [a for a in self.legal if isinstance(a, kind)] if self.acting else []

    def creature_cards(self, seat: int, lead: str) -> list[str]:
        for grp in self.shown.seats[seat].field:
            if grp and grp[0] == lead:
                return list(grp)
        return []

    def lead_of(self, seat: int, code: str) -> str | None:
        for grp in self.shown.seats[seat].field:
            if code in grp:
                return grp[0]
        return None

    def click_action(self, sprite: CardSprite):
        """The action (or selection step) a click on this sprite makes now, if any."""
        if not self.acting:
            return None
        zone = sprite.zone
        code = sprite.data.get("code")
        label = sprite.data.get("label")
        prompt = self.shown.prompt
        if zone == f"hand.{self.home}" and code:
            for a in self.options(ChooseHandCard):
                if a.card == code:
                    return a
        if zone.startswith("field."):
            seat = int(zone.split(".")[1])
            lead = self.lead_of(seat, code)
            for a in self.options(ChooseFieldCard):
                if a.seat == seat and a.card == code:
                    return a
            for a in self.options(ChooseCreature):
                if a.seat == seat and a.card == lead:
                    return a
            if prompt == "link" and seat == self.home and lead is not None:
                partners = {p for a in self.options(Link) for p in a.partners}
                if lead in partners:
                    return ("toggle", lead)
        if zone.startswith("shields."):
            seat = int(zone.split(".")[1])
            for a in self.options(ChooseShield):
                if a.seat == seat and a.shield == label:
                    return a
            if prompt == "penalty" and seat == self.home:
                labels = {x for a in self.options(PenaltyShields) for x in (a.keep, a.give)}
                if label in labels:
                    return ("toggle", label)
        return None

    def seat_action(self, seat: int):
        for a in self.options(ChoosePlayer):
            if a.seat == seat:
                return a
        return None

    def clickable(self, sprite: CardSprite) -> bool:
        return self.click_action(sprite) is not None

    def drag_zones(self, sprite: CardSprite) -> dict[str, object]:
        """Where this card may be dropped now, and the action each drop takes."""
        out: dict[str, object] = {}
        if sprite.zone != f"hand.{self.home}":
            return out
        code = sprite.data.get("code")
        for a in self.options(PlayGod):
            if a.card == code:
                out["field"] = a
        for a in self.options(CastSpell):
            if a.card == code:
                out["middle"] = a
        return out

    def drop_zone_at(self, pos, zones) -> str | None:
        home = self.geo[self.home]
        if "field" in zones and _inside(pos, home.field_rect(), 30):
            return "field"
        if "middle" in zones and _inside(pos, MIDDLE, 10):
            return "middle"
        return None

    # -- controls ----------------------------------------------------------------------------
    def build_controls(self) -> None:
        """The buttons of the open decision, the chooser strip, the undo button."""
        obs = self.shown
        self._version += 1
        self.widgets = []
        self.action_buttons = []
        self.strip = []
        self.marks = []
        app = self.app
        self.widgets.append(Button((1150, 8, 56, 32), "app.table.undo", self.undo.take_back, app, size=theme.SMALL))
        self.widgets[-1].enabled = self.undo.can() and self.intermission is None
        self.widgets.append(Button((1212, 8, 56, 32), "kami_table.menu", self.back, app, size=theme.SMALL))
        if self.intermission is not None:
            button = Button((560, 470, 160, 44), "kami_table.next_round", self.end_intermission, app, primary=True)
            self.widgets.append(button)
            self.action_buttons.append(button)
            return
        if not self.acting:
            self.selected = []
            return
        prompt = obs.prompt
        buttons: list[tuple[str, object, bool]] = []  # (label key, callback or action, primary)
        if prompt == "link":
            chosen = tuple(sorted(self.selected, key=GOD_ORDER.__getitem__))
            match = next((a for a in self.options(Link) if set(a.partners) == set(chosen)), None)
            if match is not None:
                buttons.append(("kami_table.link" if chosen else "kami_table.no_link", match, True))
            if chosen:
                buttons.append(("kami_table.no_link", next(a for a in self.options(Link) if not a.partners), False))
        elif prompt == "penalty":
            pair = self.penalty_pair()
            if pair is not None:
                buttons.append(("kami_table.confirm", pair, True))
            if self.selected:
                buttons.append(("kami_table.reset_choice", ("reset",), False))
        for action in self.legal:
            if isinstance(action, (EndMain, ElectronDraw, UseTrigger, DrawCard, Burn, Done, Decline)):
                buttons.append((self.button_key(prompt, action), action, isinstance(action, (EndMain, DrawCard, Done,
                                                                                             UseTrigger, Burn))))
        y = 460 + 6
        for key, what, primary in buttons:
            if y > 556:
                break
            button = Button((SIDE_X + 6, y, 226, 34), key, (lambda w=what: self.press_button(w)), app,
                            primary=primary, size=theme.BODY)
            button.what = what
            self.widgets.append(button)
            self.action_buttons.append(button)
            y += 40
        self.build_strip()
        self.compute_marks()

    def button_key(self, prompt: str, action) -> str:
        name = type(action).__name__
        if isinstance(action, ElectronDraw):
            name = "ElectronDraw2" if action.double else "ElectronDraw1"
        specific = f"kami_table.button.{prompt}.{name}"
        return specific if self.app.t.has(specific) else f"kami_table.button.{name}"

    def press_button(self, what) -> None:
        if isinstance(what, tuple) and what and what[0] == "reset":
            self.selected = []
            self.build_controls()
            return
        self.selected = []
        self.submit(what)

    def penalty_pair(self):
        if len(self.selected) != 2:
            return None
        keep, give = self.selected
        for a in self.options(PenaltyShields):
            if (a.keep, a.give) == (keep, give):
                return a
        for a in self.options(PenaltyShields):  # kept both (the passer is the recipient)
            if {a.keep, a.give} == {keep, give}:
                return a
        return None

    def build_strip(self) -> None:
        """Cards to choose from that are not on the table: the graveyard's gods or spells,
        a hand looked at, the pile's gods, a shield looked at, an S-trigger card."""
        obs = self.shown
        entries: list[tuple[str, object]] = []
        grave = self.options(ChooseGraveCard)
        looked = self.options(ChooseLookedCard)
        pile = self.options(ChoosePileGod)
        if grave:
            entries = [(a.card, a) for a in grave]
        elif looked or obs.prompt in ("mind_reset", "scheming"):
            legal = {a.card: a for a in looked}
            entries = [(c, legal.get(c)) for c in obs.peek]
        elif obs.prompt == "butan_god":
            entries = [(a.card, a) for a in pile]
        elif obs.prompt == "ukidu_burn" and obs.peek:
            entries = [(obs.peek[0], None)]
        elif obs.prompt == "trigger":
            code = dict(obs.prompt_args).get("card")
            if code:
                entries = [(code, None)]
        n = len(entries)
        if not n:
            return
        x, y, w, h = STRIP
        scale = 1.15 if n <= 5 else (0.9 if n <= 7 else max(0.5, 0.9 * 7 / n))
        cw = CARD_W * scale
        step = min(cw + 10, (w - 40 - cw) / max(1, n - 1)) if n > 1 else 0
        left = x + w / 2 - step * (n - 1) / 2
        for i, (code, action) in enumerate(entries):
            sprite = CardSprite(("strip", i), kind="kami", back="kami", face=KamiFace(code), face_up=True,
                                x=left + i * step, y=y + h / 2 + 18, scale=scale, z=10_000 + i)
            sprite.data["code"] = code
            sprite.zone = "strip"
            self.strip.append((sprite, action))

    def cancel_gesture(self) -> bool:
        if self.graveyard.close():  # Esc shuts the graveyard browser before anything else
            return True
        if self.drag.holding:
            self.cancel_drag()
            return True
        if self.selected:
            self.selected = []
            self.build_controls()
            return True
        return False

    def on_forget(self) -> None:
        self.hover_sprite = None
        self.drop_targets, self.hot_zone = set(), None

    def controls(self) -> list:
        if self.graveyard.opened:  # the browser is modal: only its Close button takes input
            return [self.graveyard.close_button()]
        return self.widgets

    def gesture(self, event: pygame.event.Event) -> None:
        if self.graveyard.opened:
            self.graveyard.event(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)

    def sprite_at(self, pos) -> CardSprite | None:
        for sprite, _ in reversed(self.strip):
            if sprite.contains(pos):
                return sprite
        hovered = getattr(self, "hover_sprite", None)
        if hovered is not None and hovered.zone == f"hand.{self.home}":  # a risen hand card is on top
            rise = hovered.data.get("rise", 0.0)
            if rise > 0.3 and hovered.contains((pos[0], pos[1] + rise)):
                return hovered
        hits = [s for s in self.sprites if s.contains(pos) and self.visible(s)]
        if not hits:
            return None
        return max(hits, key=lambda s: (s.lift > 0.01, s.z))

    def press(self, pos) -> None:
        if self.intermission is not None:
            return
        if self.anim.busy():
            self.anim.skip()  # a click finishes what is moving; the press still counts
        sprite = self.sprite_at(pos)
        if sprite is not None and sprite.zone == "strip":
            action = next((a for s, a in self.strip if s is sprite), None)
            if action is not None:
                self.submit(action)
            return
        if not self.strip and self.graveyard.hit(pos) and self.graveyard.open():
            return
        if sprite is not None:
            if self.drag_zones(sprite):
                self.tooltip.clear()
                self.drag.press(sprite, pos)
                return
            action = self.click_action(sprite)
            if action is not None:
                self.click(action)
                return
        seat = self.seat_at(pos)
        if seat is not None:
            action = self.seat_action(seat)
            if action is not None:
                self.submit(action)
                return
        if sprite is not None and sprite.zone == f"hand.{self.home}" and self.acting and self.shown.prompt == "main":
            self.say(self.why_not(sprite), error=False)

    def why_not(self, sprite: CardSprite) -> str:
        code = sprite.data.get("code")
        obs = self.shown
        if code and is_god(code):
            if obs.god_played:
                return self.t("kami_table.refuse.god_played")
            return self.t("kami_table.refuse.same_name", card=self.card_name(code))
        if obs.seats[self.home].locked:
            return self.t("kami_table.refuse.locked")
        return self.t("kami_table.refuse.spell_cast")

    def click(self, action) -> None:
        if isinstance(action, tuple) and action[0] == "toggle":
            value = action[1]
            if value in self.selected:
                self.selected.remove(value)
            elif self.shown.prompt != "penalty" or len(self.selected) < 2:
                self.selected.append(value)
            self.app.play("click")
            self.build_controls()
            return
        self.submit(action)

    def seat_at(self, pos) -> int | None:
        for seat, g in self.geo.items():
            rect = g.plate if g.home else g.pod
            if _inside(pos, rect, 2):
                return seat
        return None

    def handle_drag(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.carry(event.pos)
            if self.drag.active:
                sprite = self.drag.sprite
                zones = self.drag_zones(sprite)
                self.drop_targets = set(zones)
                self.hot_zone = self.drop_zone_at(event.pos, zones)
            return
        if event.button != 1:
            return
        sprite = self.drag.sprite
        zones = self.drag_zones(sprite)
        released = self.drag.release(event.pos)
        self.drop_targets, self.hot_zone = set(), None
        if released is None:  # a click on a playable card: say how to play it
            action = self.click_action(sprite)
            if action is not None:
                self.click(action)
            else:
                self.say(self.t("kami_table.hint.drag"), error=False)
            return
        zone = self.drop_zone_at(event.pos, zones)
        if zone is None:
            self.missed_drop(bool(zones))
        if zone is None or not self.submit(zones[zone]):
            self.snap_back(sprite)

    def cancel_drag(self) -> None:
        sprite = self.drag.sprite
        self.drag.cancel()
        self.drop_targets, self.hot_zone = set(), None
        if sprite is not None:
            self.snap_back(sprite)

    def snap_back(self, sprite: CardSprite) -> None:
        cards = self.zones.get(sprite.zone, [])
        if sprite not in cards:
            return
        x, y, angle, scale = self.place(sprite.zone, cards.index(sprite), len(cards), sprite, self.shown)
        final_z = 300 + cards.index(sprite)
        tween = self.anim.slide(sprite, (x, y), angle=angle, sound=None)
        tween.on_done = lambda: setattr(sprite, "z", final_z)
        if tween.done:
            sprite.z = final_z
        sprite.lift = 0.0

    # -- where a gesture goes (for tests and demos) -----------------------------------------
    def gesture_point(self, s: CardSprite) -> tuple[float, float]:
        """Where a press on this card lands: a hand card's name band is never covered."""
        if s.zone == f"hand.{self.home}":
            return s.x, s.y - CARD_H * s.scale * (0.5 - NAME_BAND * 0.4)
        return s.x, s.y

    def next_gesture(self, action):
        """The next mouse gesture that works toward `action` (one of self.legal):
        ('click', point) or ('drag', start, end), in logical units; None if there is none."""
        def button_for(what):
            for b in self.action_buttons:
                if getattr(b, "what", None) == what:
                    return ("click", b.rect.center)
            return None

        sprite_point = self.gesture_point

        def find(zone, key, value):
            return next((s for s in self.zones.get(zone, []) if s.data.get(key) == value), None)

        home = self.home
        if isinstance(action, PlayGod):
            s = find(f"hand.{home}", "code", action.card)
            return ("drag", sprite_point(s), self.geo[home].cell(action.card)) if s else None
        if isinstance(action, CastSpell):
            s = find(f"hand.{home}", "code", action.card)
            return ("drag", sprite_point(s), RESOLUTION) if s else None
        if isinstance(action, Link):
            for lead in action.partners:
                if lead not in self.selected:
                    s = find(f"field.{home}", "code", lead)
                    return ("click", sprite_point(s)) if s else None
            if set(self.selected) - set(action.partners):
                return button_for(next(a for a in self.options(Link) if not a.partners)) \
                    if action.partners else button_for(action)
            return button_for(action)
        if isinstance(action, PenaltyShields):
            want = [action.keep, action.give]
            if self.selected == want[:len(self.selected)] and len(self.selected) < 2:
                s = find(f"shields.{home}", "label", want[len(self.selected)])
                return ("click", sprite_point(s)) if s else None
            if self.penalty_pair() == action:
                return button_for(action)
            return button_for(("reset",))
        if isinstance(action, ChoosePlayer):
            g = self.geo[action.seat]
            x, y, w, h = g.plate
            return ("click", (x + 40, y + h / 2))
        if isinstance(action, (ChooseGraveCard, ChooseLookedCard, ChoosePileGod)):
            for s, a in self.strip:
                if a == action:
                    return ("click", (s.x, s.y))
            return None
        if isinstance(action, ChooseHandCard):
            s = find(f"hand.{home}", "code", action.card)
            return ("click", sprite_point(s)) if s else None
        if isinstance(action, ChooseCreature):
            s = find(f"field.{action.seat}", "code", action.card)
            return ("click", sprite_point(s)) if s else None
        if isinstance(action, ChooseFieldCard):
            s = find(f"field.{action.seat}", "code", action.card)
            return ("click", sprite_point(s)) if s else None
        if isinstance(action, ChooseShield):
            s = find(f"shields.{action.seat}", "label", action.shield)
            return ("click", sprite_point(s)) if s else None
        return button_for(action)
