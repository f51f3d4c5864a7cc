"""Which legal action each gesture at Whisper's table means: clicks, drags to a zone, the buttons and the chooser strip."""

from __future__ import annotations

from dataclasses import dataclass

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
from sprites.cards import CARD_W, CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.faces.kami import KamiFace

from ...kit.table_drag import DropRules
from ...kit.widgets import Button
from .gesture_plan import gesture_point, next_gesture
from .layout import MIDDLE, PILE, SIDE_X, STRIP, _inside
from .tips import card_tip, pile_tip, seat_tip


@dataclass(frozen=True)
class Lit:
    """What the gesture map shows the painter this frame (read only)."""

    version: int  # bumped whenever the controls are rebuilt: the painter's still layer is drawn again
    acting: bool  # the viewer decides now
    marks: list  # (sprite, action or selection step) that can be clicked or dragged
    selected: list  # a selection in progress: Link partners, penalty shields
    strip: list  # the chooser strip: (sprite, action or None)
    targets: frozenset  # where the carried card may go ("field", "middle")
    hot: str | None  # the one under the pointer
    hover: CardSprite | None  # the card under the pointer
    seats: frozenset  # seats that can be chosen by a click on their plate
    buttons: list  # the decision's buttons


class KamiGestures(DropRules):
    """Maps clicks, drags and buttons to Whisper's legal actions. It owns the gesture state:
    the selection in progress, the chooser strip, the decision's buttons, what glows, the
    hovered card and the carried card's lit places. It reaches the table through `shown`,
    `legal`, `home`, `geo`, `zones`, `sprites`, `intermission`, `submit`, `say`, `t`, the
    tooltip and the drag, and the parts it is given: the graveyard list (a click on the
    graveyard opens it) and the placement (a card let go slides back)."""

    def __init__(self, table, graveyard, placement) -> None:
        self.table = table
        self.graveyard = graveyard
        self.placement = placement
        self.selected: list = []
        self.strip: list[tuple[CardSprite, object]] = []
        self.action_buttons: list[Button] = []
        self.marks: list = []
        self.hover_sprite: CardSprite | None = None
        self.lit_targets: frozenset = frozenset()  # where the carried card may go (the one under it: hot_zone)
        self.hot_zone: str | None = None
        self.version = 0

    def lit(self) -> Lit:
        seats = frozenset(a.seat for a in self.options(ChoosePlayer))
        return Lit(self.version, self.acting, self.marks, self.selected, self.strip, self.lit_targets, self.hot_zone,
                   self.hover_sprite, seats, self.action_buttons)

    # -- what the viewer may do now ---------------------------------------------------------
    @property
    def acting(self) -> bool:
        table = self.table
        return bool(table.legal) and table.intermission is None and not table.curtain_up

    def options(self, kind) -> list:
        return [a for a in self.table.legal if isinstance(a, kind)] if self.acting else []

    def lead_of(self, seat: int, code: str) -> str | None:
        for grp in self.table.shown.seats[seat].field:
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
        prompt = self.table.shown.prompt
        if zone == f"hand.{self.table.home}" and code:
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
            if prompt == "link" and seat == self.table.home and lead is not None:
                partners = {p for a in self.options(Link) for p in a.partners}
                if lead in partners:
                    return ("toggle", lead)
        if zone.startswith("shields."):
            seat = int(zone.split(".")[1])
            for a in self.options(ChooseShield):
                if a.seat == seat and a.shield == label:
                    return a
            if prompt == "penalty" and seat == self.table.home:
                labels = {x for a in self.options(PenaltyShields) for x in (a.keep, a.give)}
                if label in labels:
                    return ("toggle", label)
        return None

    def seat_action(self, seat: int):
        for a in self.options(ChoosePlayer):
            if a.seat == seat:
                return a
        return None

    def drag_zones(self, sprite: CardSprite) -> dict[str, object]:
        """Where this card may be dropped now, and the action each drop takes."""
        out: dict[str, object] = {}
        if sprite.zone != f"hand.{self.table.home}":
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
        home = self.table.geo[self.table.home]
        if "field" in zones and _inside(pos, home.field_rect(), 30):
            return "field"
        if "middle" in zones and _inside(pos, MIDDLE, 10):
            return "middle"
        return None

    # -- controls ----------------------------------------------------------------------------
    def build_controls(self) -> list[Button]:
        """The buttons of the open decision (or the intermission's Next round), the chooser
        strip and what glows; the table puts the buttons after its own."""
        obs = self.table.shown
        self.version += 1
        self.action_buttons = []
        self.strip = []
        self.marks = []
        app = self.table.app
        if self.table.intermission is not None:
            button = Button((560, 470, 160, 44), "kami_table.next_round", self.table.end_intermission, app,
                            primary=True)
            self.action_buttons.append(button)
            return self.action_buttons
        if not self.acting:
            self.selected = []
            return self.action_buttons
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
        for action in self.table.legal:
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
            self.action_buttons.append(button)
            y += 40
        self.build_strip()
        self.compute_marks()
        return self.action_buttons

    def compute_marks(self) -> None:
        """What can be clicked or dragged now (recomputed when the controls are)."""
        self.marks = []
        if not self.acting:
            return
        for sprite in self.table.sprites:
            action = self.click_action(sprite)
            if action is not None or self.drag_zones(sprite):
                self.marks.append((sprite, action))

    def button_key(self, prompt: str, action) -> str:
        name = type(action).__name__
        if isinstance(action, ElectronDraw):
            name = "ElectronDraw2" if action.double else "ElectronDraw1"
        if prompt == "trigger" and not any(type(a).__name__ == "UseTrigger" for a in self.table.legal):
            prompt = "trigger.none"  # the card brings no S-trigger to use: the one button goes on
        specific = f"kami_table.button.{prompt}.{name}"
        return specific if self.table.app.t.has(specific) else f"kami_table.button.{name}"

    def press_button(self, what) -> None:
        if isinstance(what, tuple) and what and what[0] == "reset":
            self.selected = []
            self.table.build_controls()
            return
        self.selected = []
        self.table.submit(what)

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
        obs = self.table.shown
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

    def cancel(self) -> bool:
        """Esc: a selection in progress is dropped; True if there was one."""
        if self.selected:
            self.selected = []
            self.table.build_controls()
            return True
        return False

    def reset(self) -> None:
        """The table is laid afresh: no selection carries over."""
        self.selected = []

    def forget(self) -> None:
        """Another viewer, or the pointer is elsewhere: nothing is hovered or lit."""
        self.hover_sprite = None
        self.lit_targets, self.hot_zone = frozenset(), None

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)

    def hover(self, pos) -> None:
        """The card under the pointer (a hand card rises, a linked god lights its partners)
        and the tooltip of what is there: a card, a seat, the pile or the graveyard."""
        table = self.table
        sprite = self.sprite_at(pos)
        self.hover_sprite = sprite
        if sprite is not None:
            table.tooltip.hover(card_tip(table, sprite), pos)
            return
        seat = self.seat_at(pos)
        if seat is not None:
            table.tooltip.hover(seat_tip(table, seat), pos)
        elif _inside(pos, (PILE[0] - 50, PILE[1] - 70, 100, 140)):
            table.tooltip.hover(pile_tip(table), pos)
        elif self.graveyard.hit(pos) and not self.strip:
            table.tooltip.hover(table.t("kami_table.tip.graveyard", n=len(table.shown.graveyard)) + "\n"
                                + table.t("kami_table.tip.graveyard_browse"), pos)
        else:
            table.tooltip.clear()

    def sprite_at(self, pos) -> CardSprite | None:
        for sprite, _ in reversed(self.strip):
            if sprite.contains(pos):
                return sprite
        hovered = self.hover_sprite
        if hovered is not None and hovered.zone == f"hand.{self.table.home}":  # a risen hand card is on top
            rise = hovered.data.get("rise", 0.0)
            if rise > 0.3 and hovered.contains((pos[0], pos[1] + rise)):
                return hovered
        hits = [s for s in self.table.sprites if s.contains(pos) and self.table.visible(s)]
        if not hits:
            return None
        return max(hits, key=lambda s: (s.lift > 0.01, s.z))

    def press(self, pos) -> None:
        if self.table.intermission is not None:
            return
        if self.table.anim.busy():
            self.table.anim.skip()  # a click finishes what is moving; the press still counts
        sprite = self.sprite_at(pos)
        if sprite is not None and sprite.zone == "strip":
            action = next((a for s, a in self.strip if s is sprite), None)
            if action is not None:
                self.table.submit(action)
            return
        if not self.strip and self.graveyard.hit(pos) and self.graveyard.open():
            return
        if sprite is not None:
            if self.drag_zones(sprite):
                self.table.tooltip.clear()
                self.table.drag.press(sprite, pos)
                return
            action = self.click_action(sprite)
            if action is not None:
                self.choose(action)
                return
        seat = self.seat_at(pos)
        if seat is not None:
            action = self.seat_action(seat)
            if action is not None:
                self.table.submit(action)
                return
        if sprite is not None and sprite.zone == f"hand.{self.table.home}" and self.acting and self.table.shown.prompt == "main":
            self.table.say(self.why_not(sprite), error=False)

    def why_not(self, sprite: CardSprite) -> str:
        code = sprite.data.get("code")
        obs = self.table.shown
        if code and is_god(code):
            if obs.god_played:
                return self.table.t("kami_table.refuse.god_played")
            return self.table.t("kami_table.refuse.same_name", card=self.table.card_name(code))
        if obs.seats[self.table.home].locked:
            return self.table.t("kami_table.refuse.locked")
        return self.table.t("kami_table.refuse.spell_cast")

    def choose(self, action) -> None:
        """A click's meaning: a selection step is toggled, an action submitted."""
        if isinstance(action, tuple) and action[0] == "toggle":
            value = action[1]
            if value in self.selected:
                self.selected.remove(value)
            elif self.table.shown.prompt != "penalty" or len(self.selected) < 2:
                self.selected.append(value)
            self.table.app.play("click")
            self.table.build_controls()
            return
        self.table.submit(action)

    def seat_at(self, pos) -> int | None:
        for seat, g in self.table.geo.items():
            rect = g.plate if g.home else g.pod
            if _inside(pos, rect, 2):
                return seat
        return None

    # -- a carried card (the kit's CardDrag asks these) ------------------------------------
    def drop_targets(self, sprite: CardSprite) -> dict[str, object]:
        return self.drag_zones(sprite)

    def target_at(self, pos, targets) -> str | None:
        return self.drop_zone_at(pos, targets)

    def light(self, targets, hot) -> None:
        self.lit_targets, self.hot_zone = frozenset(targets), hot

    def drop(self, sprite: CardSprite, target, meaning, pos) -> bool:
        return self.table.submit(meaning)

    def missed(self, sprite: CardSprite, pos, targets) -> None:
        self.table.missed_drop(bool(targets))

    def click(self, sprite: CardSprite, pos) -> None:
        """A card pressed and let go in place: its click, else how to play it."""
        action = self.click_action(sprite)
        if action is not None:
            self.choose(action)
        else:
            self.table.say(self.table.t("kami_table.hint.drag"), error=False)

    def snap_back(self, sprite: CardSprite) -> None:
        self.placement.snap_back(sprite)

    # -- where a gesture goes (the keys, the Hint and tests ask) -------------------------------
    def gesture_point(self, sprite: CardSprite) -> tuple[float, float]:
        return gesture_point(self.table.home, sprite)

    def next_gesture(self, action):
        return next_gesture(self, action)
