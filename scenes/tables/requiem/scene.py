"""Requiem's table scene: the zones, the observation's events played as moves and badges, the banner."""

from __future__ import annotations

import pygame

from game.engine.contract import CardMoved, Event, GameOver, Message, Revealed, Shuffled
from game.requiem.actions import (
    CardTurned,
    Combat,
    Declared,
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Pass,
    PhaseBegan,
    Rescue,
    Retreat,
    ReturnToFront,
    SelfSacrifice,
    Sortie,
)
from game.requiem.cards import VALUE
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CardSprite
from sprites.furniture import Banner, LogPanel, Toast, Tooltip
from sprites.zones import Zone

from ...kit.table import TableScene
from ...kit.table_drag import CardDrag
from ...kit.widgets import Button
from .ending import RequiemResults
from .gestures import RequiemGestures
from .layout import COL_X, DAMAGE_RECT, LINE_H, LINE_Y, PLATE_W, SIDE_X, TOP, Badge, zone_kind, zone_number
from .painter import RequiemPainter
from .placement import RequiemPlacement


class RequiemTable(TableScene):
    skip_at = (1110, 27, "midright")  # beside the banner
    net_badge = (744, 14, 270)  # a free place for the network badge (scenes/kit/net_seat.py)
    name = "table_requiem"

    needs_curtain = False  # all hands are public (section 5)

    def __init__(self, app, session):
        # shared by the parts: the sprites and zones (laid by the placement, drawn by the painter,
        # picked up by the gesture map), the animator, the banner, badges, tooltip and log panel
        self.app = app
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.banner = Banner((640, 27))
        self.log_panel = LogPanel((SIDE_X, 520, 352, 194))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((568, 370))
        self.sprites: list[CardSprite] = []
        self.zones: dict[str, list[CardSprite]] = {}
        self.pending: list[Event] = []
        self.badges: list[Badge] = []
        self.action_buttons: list[Button] = []  # laid out by the table, read by the gesture map
        self.shown_turn = 1
        self.shown_phase = 2
        self._ready = False
        self.build_zones()
        self.painter = RequiemPainter(self)
        self.places = RequiemPlacement(self, self.painter)
        self.gestures = RequiemGestures(self)
        self.drag = CardDrag(app.play, rules=self.gestures)
        super().__init__(app, session)
        self.log_panel.title = self.t("app.table.log")
        self._ready = True
        self.on_reset()

    # -- the play space ---------------------------------------------------------------
    def build_zones(self) -> None:
        z: dict[str, Zone] = {}
        for i, x in enumerate(COL_X):
            n = i + 1
            z[f"enemy_deck{n}"] = Zone(f"enemy_deck{n}", (x, TOP, 78, 164), "stack", f"requiem.zone.enemy_deck{n}")
            z[f"arrival{n}"] = Zone(f"arrival{n}", (x + 84, TOP, 128, 164), "stack", f"requiem.zone.arrival{n}")
            z[f"slot{n}"] = Zone(f"slot{n}", (x + 84, 226, 128, 156), "stack", f"requiem.zone.slot{n}")
        z["capital"] = Zone("capital", (16, TOP, 100, 164), "stack", "requiem.zone.capital")
        z["mage_reserve"] = Zone("mage_reserve", (122, TOP, 106, 164), "row", "requiem.zone.mage_reserve")
        z["damage"] = Zone("damage", DAMAGE_RECT, "grid", "requiem.zone.damage")
        z["enemy_retreat"] = Zone("enemy_retreat", (SIDE_X, TOP, 352, 104), "row", "requiem.zone.enemy_retreat")
        z["enemy_dead"] = Zone("enemy_dead", (SIDE_X, 164, 352, 104), "row", "requiem.zone.enemy_dead")
        z["allied_dead"] = Zone("allied_dead", (SIDE_X, 274, 352, 108), "row", "requiem.zone.allied_dead")
        for seat, y in enumerate(LINE_Y):
            z[f"line{seat}"] = Zone(f"line{seat}", (16 + PLATE_W + 6, y, 896 - PLATE_W - 6, LINE_H), "row", "",
                                    accent=theme.seat_colour(seat))
        self.layout_zones = z

    def caption(self, zone: Zone) -> str:
        if zone.caption.startswith("requiem.zone.enemy_deck"):
            return self.t("requiem_table.deck", n=zone_number(zone.name))
        if zone.caption.startswith("requiem.zone.arrival"):
            return self.t("requiem_table.arrival", n=zone_number(zone.name))
        if zone.caption.startswith("requiem.zone.slot"):
            return self.t("requiem_table.slot", n=zone_number(zone.name))
        return self.t(zone.caption) if zone.caption else ""

    # -- the hooks the kit calls, each handed to a part ---------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        g = self.gestures
        self.painter.draw(surface, g.current_preview(), g.choice, g.acting())

    def gesture(self, event: pygame.event.Event) -> None:
        self.gestures.gesture(event)

    def hover(self, pos) -> None:
        self.gestures.hover(pos)

    def cancel_gesture(self) -> bool:
        return self.gestures.cancel()

    def next_gesture(self, action):
        return self.gestures.next_gesture(action)

    # -- what tests and tools ask of the cards --------------------------------------------
    def sprite_of(self, code: str) -> CardSprite | None:
        return self.places.sprite_of(code)

    def zone_centre(self, zone: str) -> tuple[float, float]:
        return self.places.zone_centre(zone)

    def build_controls(self) -> None:
        app = self.app
        self.action_buttons = []
        x0, y0 = SIDE_X + 12, 452
        specs: list[tuple[str, object, bool]] = []
        choice = self.gestures.choice
        if choice is not None:
            for action in choice[2]:
                key = {Sortie: "requiem_table.button.sortie", SelfSacrifice: "requiem_table.button.sortie_sacrifice",
                       Pact: "requiem_table.button.sortie_pact"}[type(action)]
                specs.append((key, action, isinstance(action, Sortie)))
            specs.append(("requiem_table.button.cancel", "cancel", False))
        elif self.gestures.acting():
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
            button = Button(rect, key, (lambda w=what: self.gestures.press_button(w)), app, primary=primary, size=theme.BODY)
            button.data = what
            self.action_buttons.append(button)
        self.undo_button = Button((1124, 10, 64, 32), "app.table.undo", self.undo.take_back, app, size=theme.SMALL)
        self.undo_button.enabled = self.undo.can()
        self.menu_button = Button((1196, 10, 68, 32), "requiem_table.menu", self.back, app, size=theme.SMALL)
        self.widgets = [*self.action_buttons, self.undo_button, self.menu_button]

    # -- events in, animation out --------------------------------------------------------
    def on_reset(self) -> None:
        if not self._ready:
            return
        self.drag.cancel()
        self.anim.skip()
        self.pending = []
        self.badges = []
        self.gestures.reset()
        self.places.reconcile(self.observation)
        self.places.layout_all([], instant=True)
        self.shown_turn, self.shown_phase = self.observation.turn, self.observation.phase
        self.build_controls()

    def on_refresh(self) -> None:
        if not self._ready:
            return
        events, self.pending = self.pending, []
        if events:
            self.play(events)
        self.places.reconcile(self.observation)
        self.places.layout_all([])
        if not events:
            self.shown_turn, self.shown_phase = self.observation.turn, self.observation.phase
        else:
            obs = self.observation
            self.anim.call(lambda: self._show_phase(obs.turn, obs.phase))
        self.gestures.forget()
        self.build_controls()

    def _show_phase(self, turn: int, phase: int) -> None:
        self.shown_turn, self.shown_phase = turn, phase

    def play(self, events: list[Event]) -> None:
        """Play the events back in order, stage by stage."""
        moved: list[CardSprite] = []
        last_kind: tuple[str, str] | None = None
        in_combat = False
        open_badges: list[Badge] = []

        def flush() -> None:
            nonlocal last_kind
            self.places.layout_all(moved)
            moved.clear()
            last_kind = None
            self.anim.beat()
            for badge in open_badges:
                self.anim.add(badge, 0.3, delay=0.5, alpha=0.0)
            open_badges.clear()

        for event in events:
            if isinstance(event, PhaseBegan):
                flush()
                in_combat = False
                self.anim.call(lambda e=event: self._show_phase(e.turn, e.phase))
                if event.phase in (1, 6, 7, 9):
                    self.anim.wait(0.12)
            elif isinstance(event, CardMoved):
                kind = (zone_kind(event.src), zone_kind(event.dst))
                if last_kind is not None and kind != last_kind and not in_combat:
                    flush()
                last_kind = kind
                moved.append(self.places.transfer(event))
            elif isinstance(event, Revealed):
                cards = self.zones.get(event.where, [])
                if cards and event.card is not None:
                    if event.where == "capital":
                        top = cards[-1]
                        top.data["code"] = event.card
                        cards.remove(top)
                        cards.append(top)
                    else:
                        cards[0].data["code"] = event.card
            elif isinstance(event, CardTurned):
                sprite = next((s for s in self.zones.get(f"line{event.seat}", []) if s.data.get("code") == event.card),
                              None)
                if sprite is not None:
                    sprite.data["spent"] = event.spent
                    cards = self.zones[f"line{event.seat}"]
                    cards.remove(sprite)
                    if event.spent:
                        cards.append(sprite)
                    else:
                        first_spent = next((i for i, s in enumerate(cards) if s.data.get("spent")), len(cards))
                        cards.insert(first_spent, sprite)
            elif isinstance(event, Combat):
                flush()
                in_combat = True
                badge = self.combat_badge(event)
                self.show_badge(badge)
                open_badges.append(badge)
            elif isinstance(event, Declared):
                flush()
                badge = self.declaration_badge(event)
                self.show_badge(badge, hold=0.7)
                open_badges.append(badge)
            elif isinstance(event, Shuffled):
                flush()
                cards = self.zones.get(event.zone, [])[-14:]
                if cards:
                    self.anim.shuffle(cards, self.places.zone_centre(event.zone))
            elif isinstance(event, GameOver):
                flush()
        flush()

    def combat_badge(self, event: Combat) -> Badge:
        x = COL_X[event.column - 1] + 84 + 64
        ally, enemy = VALUE[event.ally], VALUE[event.enemy]
        colour = {"victory": theme.SUCCESS, "sweep_kill": theme.SUCCESS, "mutual": theme.GOLD,
                  "defeat": theme.DANGER, "sweep_repel": theme.GOLD_MUTED}[event.outcome]
        return Badge((x, 222), f"{ally} + {enemy} = {event.total}", self.t(f"requiem.outcome.{event.outcome}"), colour)

    def declaration_badge(self, event: Declared) -> Badge:
        name = self.t(f"requiem.card.{event.card}")
        return Badge((568, 222), self.t(f"requiem.declaration.{event.declaration}"), name, theme.GOLD, wide=True)

    def show_badge(self, badge: Badge, hold: float = 0.55) -> None:
        self.anim.call(lambda: self.badges.append(badge))
        self.anim.add(badge, 0.18, alpha=1.0)
        self.anim.sound("turn" if badge.wide else "flip")
        self.anim.beat()
        self.anim.wait(hold)

    # -- narration --------------------------------------------------------------------------
    def opens_section(self, event: Event) -> bool:
        """A phase heads the lines that follow (R12): the Engagement a last pass sets off,
        the Damage and the Reorganization are the team's, not the passing seat's."""
        return isinstance(event, Message) and event.key == "requiem.log.phase"

    def format_arg(self, name, value):
        if name in ("card", "enemy") and isinstance(value, str) and self.app.t.has(f"requiem.card.{value}"):
            return self.t(f"requiem.card.{value}")
        return super().format_arg(name, value)

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for zone in self.layout_zones.values():
            zone.update(dt)
        self.badges = [b for b in self.badges if b.alpha > 0.01 or self.anim.animating(b)]
        if not self.anim.busy():
            self.places.settle_looks()
        self.update_banner()
        if hasattr(self, "undo_button"):
            self.undo_button.enabled = self.undo.can()

    def update_banner(self) -> None:
        obs = self.observation
        title = self.t("requiem_table.banner", turn=self.shown_turn, phase=self.t(f"requiem.phase.{self.shown_phase}"))
        if self.anim.busy() or (obs.to_act is None and not self.session.over):
            line = self.t("requiem_table.banner.resolving")
        elif self.session.over:
            line = self.t("app.table.over")
        elif obs.to_act is None:
            line = self.t("requiem_table.banner.resolving")
        elif self.gestures.acting():
            line = self.t("requiem_table.banner.you", name=self.seat_name(obs.to_act))
        else:
            line = self.t("requiem_table.banner.waiting", name=self.seat_name(obs.to_act))
        self.banner.set(title, line)

    def show_results(self) -> None:
        self.app.push(RequiemResults(self.app, self.session))
