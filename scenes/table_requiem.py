"""The table of Can You Hear the Requiem? (鎮魂歌が聞こえるか): three princes hold the capital.

Everything is public, so every seat sees the same table (no curtain). The play space
is laid out as the rules draw it: the three Enemy Decks with their arrival columns
and the interception slots in front of them in the middle; the Capital Deck, the
Mage Reserve and the Damage Area on the left; the Enemy Retreat Area and both Dead
Areas on the right; the three Lines (one per prince, the prince's suit on its plate)
along the bottom, spent cards turned sideways.

Gestures: drag a Ready card onto a face-down arrival to scout with it, onto an empty
slot to sortie (or click the card, then the target); drag an Engaged card back to its
Line to retreat; buttons for Return to Front, Rescue, the declarations and Pass appear
only when legal. Every event of the core is played back in order: arrivals dealt face
down, reveals flipping, a combat total over each slot, cards sliding to the Dead and
Retreat Areas, Capital cards flipping into the Damage Area, the decks reshuffled.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine.contract import CardMoved, Event, GameOver, Revealed, Shuffled
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
    Scout,
    SelfSacrifice,
    Sortie,
)
from game.requiem.cards import PRINCES, VALUE
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CARD_H, CARD_W, CardSprite, draw_cards
from sprites.drag import DragController
from sprites.faces.icons import suit_icon
from sprites.faces.requiem import requiem_face
from sprites.furniture import Banner, LogPanel, Toast, Tooltip
from sprites.zones import Zone

from .results import ResultsScene
from .table import TableScene
from .widgets import Button, panel, paragraph, text

COLUMNS = 3
SEATS = 3
TOP = 54
COL_X = tuple(236 + i * 226 for i in range(COLUMNS))  # each column: deck, arrival, slot
LINE_Y = (392, 500, 608)
LINE_H = 102
PLATE_W = 168
SIDE_X = 912
ENEMY_TINT = (92, 30, 34)  # the enemy decks' backs: a dark wine red
REORG_AT = (568, 222)

SCALE = {"enemy_deck": 0.62, "arrival": 1.0, "slot": 1.0, "capital": 0.72, "mage_reserve": 0.66, "damage": 0.5,
         "enemy_retreat": 0.5, "enemy_dead": 0.5, "allied_dead": 0.5, "line": 0.72, "enemy_reorg": 0.62}
STACKS = ("enemy_deck", "capital", "enemy_reorg")
FACE_DOWN = ("enemy_deck", "capital", "enemy_reorg")
Z_BASE = {"enemy_deck": 100, "capital": 100, "damage": 200, "mage_reserve": 200, "enemy_retreat": 200,
          "enemy_dead": 200, "allied_dead": 200, "arrival": 300, "slot": 400, "line": 500, "enemy_reorg": 900}


def zone_kind(zone: str) -> str:
    return zone.rstrip("0123456789")


def zone_number(zone: str) -> int:
    digits = zone[len(zone_kind(zone)):]
    return int(digits) if digits else 0


@dataclass
class Badge:
    """A combat total or a declaration shown over the table for a moment."""

    centre: tuple[float, float]
    title: str
    line: str
    colour: tuple
    alpha: float = 0.0
    wide: bool = False


class RequiemTable(TableScene):
    name = "table_requiem"
    needs_curtain = False  # all hands are public (section 5)

    def __init__(self, app, session):
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.drag = DragController()
        self.banner = Banner((640, 27))
        self.log_panel = LogPanel((SIDE_X, 520, 352, 194))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((568, 370))
        self.sprites: list[CardSprite] = []
        self.zones: dict[str, list[CardSprite]] = {}
        self.pending: list[Event] = []
        self.badges: list[Badge] = []
        self.selected: CardSprite | None = None
        self.choice: tuple[str, int, list] | None = None  # (card, column, actions) awaiting a declaration choice
        self.action_buttons: list[Button] = []
        self.targets: dict[str, list] = {}  # zone name -> actions, while a card is held or selected
        self.shown_turn = 1
        self.shown_phase = 2
        self._bg_key = None
        self._bg: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._side: pygame.Surface | None = None
        self._side_key = None
        self._side_at = (0, 0)
        self._ready = False
        self.build_zones()
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
        z["damage"] = Zone("damage", (16, 226, 212, 156), "grid", "requiem.zone.damage")
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

    # -- sprites ---------------------------------------------------------------------------
    def new_sprite(self, code: str | None, zone: str) -> CardSprite:
        x, y = self.zone_centre(zone)
        sprite = CardSprite(len(self.sprites), kind="seven", back="seven", x=x, y=y)
        sprite.data["code"] = code
        self.sprites.append(sprite)
        return sprite

    def zone_centre(self, zone: str) -> tuple[float, float]:
        if zone == "enemy_reorg":
            return REORG_AT
        x, y, w, h = self.layout_zones[zone].rect
        return x + w / 2, y + h / 2 + 4

    def take(self, zone: str, code: str | None) -> CardSprite:
        """The sprite leaving `zone` (by its code, else the top face-down one)."""
        cards = self.zones.setdefault(zone, [])
        pick = None
        if code is not None:
            pick = next((s for s in cards if s.data.get("code") == code), None)
            if pick is None:
                pick = next((s for s in reversed(cards) if s.data.get("code") is None), None)
        if pick is None and cards:
            pick = cards[-1] if zone_kind(zone) in STACKS else cards[0]
        if pick is None:
            return self.new_sprite(code, zone)
        cards.remove(pick)
        return pick

    def transfer(self, event: CardMoved) -> CardSprite:
        sprite = self.take(event.src, event.card)
        if event.card is not None:
            sprite.data["code"] = event.card
        if zone_kind(event.dst) in FACE_DOWN:
            sprite.data["code"] = None  # a face-down card keeps nothing of its face
        if zone_kind(event.dst) == "line":
            sprite.data["spent"] = False
        self.zones.setdefault(event.dst, []).append(sprite)
        return sprite

    def desired(self, obs) -> dict[str, list[tuple[str | None, bool]]]:
        """Each zone's cards as the observation has them: (code or None, spent)."""
        want: dict[str, list[tuple[str | None, bool]]] = {}
        for col in obs.columns:
            n = col.number
            want[f"enemy_deck{n}"] = [(None, False)] * col.deck_size
            want[f"arrival{n}"] = [(col.arrival, False)] if col.has_arrival else []
            want[f"slot{n}"] = [(col.slot, False)] if col.slot else []
        want["capital"] = [(None, False)] * obs.capital_size
        want["mage_reserve"] = [(c, False) for c in obs.mage_reserve]
        want["damage"] = [(c, False) for c in obs.damage]
        want["enemy_retreat"] = [(c, False) for c in obs.enemy_retreat]
        want["enemy_dead"] = [(c, False) for c in obs.enemy_dead]
        want["allied_dead"] = [(c, False) for c in obs.allied_dead]
        want["enemy_reorg"] = []
        for line in obs.lines:
            want[f"line{line.seat}"] = [(c, False) for c in line.ready] + [(c, True) for c in line.spent]
        return want

    def reconcile(self, obs) -> None:
        """Make the zone lists exactly what the observation says, keeping sprites."""
        want = self.desired(obs)
        by_code = {s.data.get("code"): s for s in self.sprites if s.data.get("code") is not None}
        used: set[int] = set()
        plan: dict[str, list[CardSprite | None]] = {}
        for zone, entries in want.items():
            row: list[CardSprite | None] = []
            for code, _spent in entries:
                sprite = by_code.get(code) if code is not None else None
                if sprite is not None and sprite.key not in used:
                    used.add(sprite.key)
                    row.append(sprite)
                else:
                    row.append(None)
            plan[zone] = row
        known = {code for entries in want.values() for code, _ in entries if code is not None}
        for sprite in self.sprites:
            if sprite.key not in used and sprite.data.get("code") not in known:
                sprite.data["code"] = None
        spare = [s for zone in self.zones for s in self.zones[zone] if s.key not in used]
        spare += [s for s in self.sprites if s.key not in used and s not in spare]
        for zone, entries in want.items():
            row = plan[zone]
            here = [s for s in self.zones.get(zone, []) if s.key not in used]
            for i, (code, spent) in enumerate(entries):
                if row[i] is None:
                    pool = here or spare
                    pick = (pool[-1] if zone_kind(zone) in STACKS else pool[0]) if pool else self.new_sprite(code, zone)
                    for lst in (here, spare):
                        if pick in lst:
                            lst.remove(pick)
                    used.add(pick.key)
                    row[i] = pick
                row[i].data["code"] = code
                row[i].data["spent"] = spent
        self.zones = {zone: [s for s in row if s is not None] for zone, row in plan.items()}
        for sprite in spare:
            if sprite.key not in used and sprite in self.sprites:
                self.sprites.remove(sprite)

    # -- where each card lies ----------------------------------------------------------------
    def place(self, zone: str, index: int, count: int, sprite: CardSprite) -> tuple[float, float, float, float]:
        kind = zone_kind(zone)
        scale = SCALE.get(kind, 1.0)
        cx, cy = self.zone_centre(zone)
        if kind in STACKS:
            k = min(index, 30) * 0.35
            return cx - k * 0.3, cy + 6 - k, 0.0, scale
        if kind in ("arrival", "slot"):
            return cx, cy + 4, 0.0, scale
        x, y, w, h = self.layout_zones[zone].rect
        cw, ch = CARD_W * scale, CARD_H * scale
        if kind == "line":
            cards = self.zones.get(zone, [])
            widths = [(ch if s.data.get("spent") else cw) for s in cards]
            gap = 8
            natural = sum(widths) + gap * (len(widths) - 1)
            avail = w - 20
            squeeze = min(1.0, (avail - widths[-1]) / max(1.0, natural - widths[-1])) if len(widths) > 1 else 1.0
            left = x + 10 + max(0.0, (avail - natural) / 2) if squeeze >= 1.0 else x + 10
            pos = left
            for i, width in enumerate(widths):
                if i == index:
                    break
                pos += (width + gap) * squeeze
            angle = 90.0 if sprite.data.get("spent") else 0.0
            return pos + widths[index] / 2, y + h / 2 + 2, angle, scale
        # a row of small face-up cards, squeezed; a second row only when a row gets too tight
        inner_w, inner_h = w - 16, h - 26
        most = 1 if kind == "mage_reserve" else max(1, int((inner_h - ch) // (ch * 0.3)) + 1)
        rows = 1
        while rows < most and count > 1 and (inner_w - cw) / max(1, math.ceil(count / rows) - 1) < cw * 0.42:
            rows += 1
        per_row = max(1, math.ceil(count / rows))
        row, col = divmod(index, per_row)
        in_row = min(per_row, count - row * per_row)
        step = min(cw + 4, (inner_w - cw) / max(1, per_row - 1)) if per_row > 1 else 0
        span = step * (in_row - 1)
        row_step = 0 if rows == 1 else min(ch + 4, (inner_h - ch) / (rows - 1))
        first_y = y + 20 + (ch / 2 if rows > 1 else inner_h / 2)
        return x + w / 2 - span / 2 + col * step, first_y + row * row_step, 0.0, scale

    def face_for(self, zone: str, sprite: CardSprite) -> tuple[bool, object]:
        code = sprite.data.get("code")
        if code is None or zone_kind(zone) in FACE_DOWN:
            return False, None
        return True, requiem_face(code)

    def layout_all(self, moved: list[CardSprite], instant: bool = False) -> None:
        """Glide every sprite to its slot; the cards in `moved` go one after another."""
        order = {s.key: i for i, s in enumerate(moved)}
        many = len(order)
        stagger = 0.07 if many <= 8 else max(0.015, 0.8 / many)
        for zone, cards in self.zones.items():
            kind = zone_kind(zone)
            count = len(cards)
            for i, sprite in enumerate(cards):
                x, y, angle, scale = self.place(zone, i, count, sprite)
                face_up, face = self.face_for(zone, sprite)
                final_z = Z_BASE.get(kind, 300) + i
                tint = ENEMY_TINT if kind in ("enemy_deck", "enemy_reorg", "arrival") else None
                sprite.zone, sprite.index = zone, i
                if instant:
                    sprite.x, sprite.y, sprite.angle, sprite.scale = x, y, angle, scale
                    sprite.face_up, sprite.face, sprite.z, sprite.tint = face_up, face, final_z, tint
                    sprite.flip, sprite.flip_to, sprite.lift, sprite.shine = 0.0, None, 0.0, 0.0
                    sprite.data["shown"] = (face_up, face)
                    continue
                # what a card looks like changes when its stage of the playback begins, not now
                if sprite.tint != tint:
                    self.anim.call(lambda s=sprite, t=tint: setattr(s, "tint", t))
                far = abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5
                turned = abs(sprite.angle - angle) > 0.5
                delay = order[sprite.key] * stagger if sprite.key in order else 0.0
                if sprite.key in order:
                    self.anim.call(lambda s=sprite, z=5000 + order[sprite.key]: setattr(s, "z", z))
                    tween = self.anim.slide(sprite, (x, y), angle=angle, delay=delay,
                                            sound="slide" if order[sprite.key] % 3 == 0 else None)
                    self.anim.add(sprite, 0.22, delay=delay, scale=scale)
                    tween.on_done = (lambda s=sprite, z=final_z: setattr(s, "z", z))
                    if tween.done:
                        sprite.z = final_z
                else:
                    if far:
                        self.anim.slide(sprite, (x, y), angle=angle, sound=None)
                        self.anim.add(sprite, 0.22, scale=scale)
                    elif turned:
                        self.anim.rotate(sprite, angle)
                    elif abs(sprite.scale - scale) > 0.01:
                        self.anim.add(sprite, 0.2, scale=scale)
                    self.anim.call(lambda s=sprite, z=final_z: setattr(s, "z", z))
                target = sprite.data.get("shown", (sprite.face_up, sprite.face))
                if face_up != target[0] and (face is not None or not face_up):
                    self.anim.flip(sprite, face_up, face=face, delay=delay + (0.08 if sprite.key in order else 0.0))
                elif face != target[1] and (face_up or face is None):
                    self.anim.call(lambda s=sprite, f=face: setattr(s, "face", f))
                sprite.data["shown"] = (face_up, face)

    # -- events in, animation out --------------------------------------------------------
    def on_reset(self) -> None:
        if not self._ready:
            return
        self.drag.cancel()
        self.anim.skip()
        self.pending = []
        self.badges = []
        self.selected = None
        self.choice = None
        self.reconcile(self.observation)
        self.layout_all([], instant=True)
        self.shown_turn, self.shown_phase = self.observation.turn, self.observation.phase
        self.build_controls()

    def on_refresh(self) -> None:
        if not self._ready:
            return
        events, self.pending = self.pending, []
        if events:
            self.play(events)
        self.reconcile(self.observation)
        self.layout_all([])
        if not events:
            self.shown_turn, self.shown_phase = self.observation.turn, self.observation.phase
        else:
            obs = self.observation
            self.anim.call(lambda: self._show_phase(obs.turn, obs.phase))
        if self.selected is not None and self.selected not in self.sprites:
            self.selected = None
        self.choice = None
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
            self.layout_all(moved)
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
                moved.append(self.transfer(event))
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
                    self.anim.shuffle(cards, self.zone_centre(event.zone))
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
    def format_arg(self, name, value):
        if name in ("card", "enemy") and isinstance(value, str) and self.app.t.has(f"requiem.card.{value}"):
            return self.t(f"requiem.card.{value}")
        return super().format_arg(name, value)

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
        self.undo_button = Button((1124, 10, 64, 32), "app.table.undo", self.undo, app, size=theme.SMALL)
        self.undo_button.enabled = self.can_undo()
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
        self.targets = {}
        self.highlight(set(), None)
        if zone is None or not self.gesture_to(dropped, zone):
            self.snap_back()

    def cancel_drag(self) -> None:
        self.drag.cancel()
        self.clear_selection()
        self.choice = None
        self.snap_back()
        self.build_controls()

    def snap_back(self) -> None:
        self.layout_all([])

    def hover(self, pos) -> None:
        sprite = self.sprite_at(pos)
        if sprite is not None:
            self.tooltip.hover(self.card_tip(sprite), pos)
            return
        for name, zone in self.layout_zones.items():
            if zone.contains(pos):
                tip = self.zone_tip(name)
                if tip:
                    self.tooltip.hover(tip, pos)
                    return
        self.tooltip.clear()

    def card_tip(self, sprite: CardSprite) -> str:
        zone = sprite.zone
        kind = zone_kind(zone)
        code = sprite.data.get("code")
        if kind in ("enemy_deck", "capital"):
            return self.zone_tip(zone)
        if code is None or not sprite.face_up:
            return self.t("kit.card.facedown") + "\n" + self.t("requiem_table.tip.hidden_arrival")
        name = self.t(f"requiem.card.{code}")
        if kind == "line":
            state = self.t("requiem.state.spent" if sprite.data.get("spent") else "requiem.state.ready")
            where = self.t("requiem_table.tip.in_line", name=self.seat_name(zone_number(zone)), state=state)
        elif kind == "slot":
            col = self.observation.columns[zone_number(zone) - 1]
            where = self.t("requiem_table.tip.engaged", name=self.seat_name(col.slot_owner), n=col.number)
        else:
            where = self.caption(self.layout_zones[zone]) if zone in self.layout_zones else ""
        extra = ""
        if code in PRINCES:
            extra = "\n" + self.t(f"requiem_table.tip.prince.{code}")
        elif code == "13-7":
            extra = "\n" + self.t("requiem_table.tip.king")
        elif code == "1-1":
            extra = "\n" + self.t("requiem_table.tip.slaughter_king")
        hint = ""
        if self.card_targets(sprite):
            hint = "\n" + self.t(f"requiem_table.hint.{self.observation.phase}")
        return f"{name}\n{where}{extra}{hint}"

    def zone_tip(self, zone: str) -> str:
        obs = self.observation
        kind = zone_kind(zone)
        if kind == "enemy_deck":
            n = obs.columns[zone_number(zone) - 1].deck_size
            return self.t("requiem.zone.enemy_deck") + f" {zone_number(zone)}\n" + self.t("requiem_table.tip.cards", n=n)
        if kind == "capital":
            return self.t("requiem.zone.capital") + "\n" + self.t("requiem_table.tip.cards", n=obs.capital_size)
        if zone in self.layout_zones and kind != "line":
            return self.caption(self.layout_zones[zone]) + "\n" + self.t(f"requiem_table.tip.zone.{kind}")
        return ""

    # -- the test's and the screenshot tool's view of a gesture ------------------------
    def sprite_of(self, code: str) -> CardSprite | None:
        return next((s for s in self.sprites if s.data.get("code") == code), None)

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

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for zone in self.layout_zones.values():
            zone.update(dt)
        self.badges = [b for b in self.badges if b.alpha > 0.01 or self.anim.animating(b)]
        self.update_banner()
        if hasattr(self, "undo_button"):
            self.undo_button.enabled = self.can_undo()

    def update_banner(self) -> None:
        obs = self.observation
        title = self.t("requiem_table.banner", turn=self.shown_turn, phase=self.t(f"requiem.phase.{self.shown_phase}"))
        if self.anim.busy() or (obs.to_act is None and not self.session.over):
            line = self.t("requiem_table.banner.resolving")
        elif self.session.over:
            line = self.t("app.table.over")
        elif obs.to_act is None:
            line = self.t("requiem_table.banner.resolving")
        elif self.acting():
            line = self.t("requiem_table.banner.you", name=self.seat_name(obs.to_act))
        else:
            line = self.t("requiem_table.banner.waiting", name=self.seat_name(obs.to_act))
        self.banner.set(title, line)

    def show_results(self) -> None:
        self.app.push(RequiemResults(self.app, self.session))

    # -- drawing --------------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        """Felt, rim, zone insets, captions and the fixed parts of the plates, cached."""
        view = self.app.view
        key = (surface.get_size(), self.app.settings.language)
        if self._bg is not None and self._bg_key == key:
            return self._bg
        bg = pygame.Surface(surface.get_size())
        bg.blit(theme.felt(surface.get_size()), (0, 0))
        _rim(bg, view)
        title = self.t("requiem.title")
        text(bg, view, title, (20, 27), theme.LARGE, theme.INK, "midleft", bold=True)
        # the battlefield under the columns, the capital's corner and the line rail
        _inset(bg, view, (COL_X[0] - 8, TOP - 6, COL_X[2] + 212 - COL_X[0] + 16, 334), 14, 30)
        for zone in self.layout_zones.values():
            saved = zone.caption
            zone.caption = self.caption(zone)
            zone.glow = zone.hot = 0.0
            zone.draw(bg, view, 0.0)
            zone.caption = saved
        for i, x in enumerate(COL_X):
            # the column's numeral under its deck, an arrow from arrival to slot
            text(bg, view, ["I", "II", "III"][i], (x + 39, 300), theme.TITLE + 6, (200, 190, 170), "center", bold=True)
            cx = x + 84 + 64
            pygame.draw.polygon(bg, (*theme.GOLD_MUTED,), [view.point(cx - 7, 219), view.point(cx + 7, 219),
                                                          view.point(cx, 226)])
        for seat, y in enumerate(LINE_Y):
            _plate(bg, view, (16, y, PLATE_W, LINE_H))
        return self._cache_bg(bg, key)

    def _cache_bg(self, bg, key) -> pygame.Surface:
        self._bg, self._bg_key = bg, key
        return bg

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.app.view
        now = self.app.time
        # the cards at rest are drawn once onto a layer with the board; only moving ones each frame
        targets = {id(t.target) for t in self.anim.tweens}
        held = self.drag.sprite
        moving = [s for s in self.sprites if id(s) in targets or s is held or s.lift > 0.01 or s.flip_to is not None]
        still = [s for s in self.sprites if not (id(s) in targets or s is held or s.lift > 0.01 or s.flip_to is not None)]
        key = (surface.get_size(), self.app.settings.language, id(self.observation), self.viewer, self.session.over,
               tuple((s.key, round(s.x, 1), round(s.y, 1), round(s.angle, 1), round(s.scale, 3), s.face, s.face_up,
                      s.tint, s.z, round(s.shine, 2), s.alpha) for s in still))
        if key != self._layer_key or self._layer is None or self._layer.get_size() != surface.get_size():
            layer = self.background(surface).copy()
            self.draw_board(layer, view, None)
            draw_cards(layer, view, still, self.app.settings.language)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, (0, 0))
        for zone in self.layout_zones.values():
            if zone.glow > 0.02 or zone.hot > 0.02:
                _zone_glow(surface, view, zone, now)
        draw_cards(surface, view, moving, self.app.settings.language)
        for badge in self.badges:
            _badge(surface, view, badge)
        self.log_panel.draw(surface, view)
        self.draw_side(surface, view)
        self.banner.draw(surface, view)
        if self.anim.busy():
            text(surface, view, self.t("kit.skip"), (1110, 27), theme.SMALL, theme.INK_DIM, "midright")

    def draw_board(self, surface, view, now: float | None) -> None:
        """Counts, plates and slot owners: what lies on the felt under the cards."""
        obs = self.observation
        for col in obs.columns:
            x = COL_X[col.number - 1]
            text(surface, view, self.t("requiem_table.count", n=col.deck_size), (x + 39, TOP + 150), theme.SMALL,
                 theme.GOLD_MUTED, "center")
        text(surface, view, self.t("requiem_table.count", n=obs.capital_size), (66, TOP + 150), theme.SMALL,
             theme.GOLD_MUTED, "center")
        if obs.capital_size <= 3:
            text(surface, view, self.t("requiem_table.capital_low"), (222, 230), theme.SMALL, theme.DANGER, "topright")
        for seat in range(SEATS):
            self.draw_plate(surface, view, seat, now)
        self.draw_slot_owners(surface, view)

    def draw_plate(self, surface, view, seat: int, now: float | None) -> None:
        obs = self.observation
        line = obs.lines[seat]
        x, y = 16, LINE_Y[seat]
        acting = obs.to_act == seat and not self.session.over
        if acting:
            r = view.rect((x, y, PLATE_W, LINE_H))
            strength = 0.4 if now is None else round(0.35 + 0.15 * math.sin(now * 3), 2)
            halo = theme.glow(r.size, view.px(8), theme.GOLD, strength, view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        theme.draw_marker(surface, view.point(x + 16, y + 18), view.px(7), seat)
        name = self.seat_name(seat)
        if seat == self.viewer:
            name += " ★"
        text(surface, view, name, (x + 30, y + 18), theme.BODY, theme.INK, "midleft", bold=True)
        suit = int(line.prince.split("-")[1])
        prince_dead = line.prince in obs.allied_dead
        icon = suit_icon(suit, view.px(30))
        if prince_dead:
            icon = icon.copy()
            icon.set_alpha(90)
        surface.blit(icon, icon.get_rect(center=view.point(x + 26, y + 58)))
        prince = self.t(f"requiem_table.prince.{line.prince}")
        text(surface, view, prince, (x + 48, y + 52), theme.SMALL, theme.INK if not prince_dead else theme.INK_DIM,
             "midleft")
        ability = self.t(f"requiem_table.ability.{line.prince}") if not prince_dead else self.t("requiem_table.fallen")
        text(surface, view, ability, (x + 48, y + 68), theme.SMALL, theme.GOLD_MUTED if not prince_dead else theme.DANGER,
             "midleft")
        used = self.t("requiem_table.select_used" if line.used_select else "requiem_table.select_open")
        colour = theme.INK_DIM if line.used_select else theme.SUCCESS
        pygame.draw.circle(surface, colour, view.point(x + 16, y + 88), view.px(4))
        text(surface, view, used, (x + 26, y + 88), theme.SMALL, colour, "midleft")

    def draw_slot_owners(self, surface, view) -> None:
        for col in self.observation.columns:
            if col.slot is not None and col.slot_owner is not None:
                x = COL_X[col.number - 1] + 84 + 120
                theme.draw_marker(surface, view.point(x, 248), view.px(6), col.slot_owner)
            if col.slot is None and col.has_arrival:
                x = COL_X[col.number - 1] + 84 + 64
                text(surface, view, self.t("requiem_table.unguarded"), (x, 304), theme.SMALL, (220, 170, 150),
                     "center")

    def draw_side(self, surface, view) -> None:
        """The prompt panel: what the viewer may do now (the buttons are widgets), cached."""
        obs = self.observation
        if self.anim.busy() and (self.session.over or not self.acting()):
            prompt = ""  # the playback has not got there yet
        elif self.session.over:
            prompt = self.t("app.table.over")
        elif self.choice is not None:
            prompt = self.t("requiem_table.prompt.choice", card=self.t(f"requiem.card.{self.choice[0]}"),
                            n=self.choice[1])
        elif self.acting():
            prompt = self.t(f"requiem_table.hint.{obs.phase}")
        elif obs.to_act is not None:
            prompt = self.t("requiem_table.prompt.waiting", name=self.seat_name(obs.to_act),
                            phase=self.t(f"requiem.phase.{obs.phase}"))
        else:
            prompt = ""
        rect = (SIDE_X, 392, 352, 122)
        key = (prompt, surface.get_size())
        if self._side_key != key:
            r = view.rect(rect)
            pad = view.px(20)
            layer = pygame.Surface((r.width + 2 * pad, r.height + 2 * pad), pygame.SRCALPHA)
            shifted = type(view)(surface.get_width(), surface.get_height())
            ox, oy = r.x - pad, r.y - pad
            tmp = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            panel(tmp, shifted, rect, alpha=190)
            paragraph(tmp, shifted, prompt, (SIDE_X + 12, 400, 328, 50), theme.SMALL, theme.INK, line_gap=1.35)
            layer.blit(tmp, (0, 0), pygame.Rect(ox, oy, layer.get_width(), layer.get_height()))
            self._side, self._side_key, self._side_at = layer, key, (ox, oy)
        surface.blit(self._side, self._side_at)
        score = self.t("requiem_table.score_now", score=obs.score)
        text(surface, view, score, (SIDE_X + 340, 528), theme.SMALL, theme.GOLD_MUTED, "topright")



TABLE = RequiemTable


# ------------------------------------------------------------------------------------------
# the ending


class RequiemResults(ResultsScene):
    """The ending: its title and story in the chosen language and the score, line by line;
    a lost game says why it was lost."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(160, int(self.age * 400))))
        surface.blit(shade, (0, 0))
        result = self.session.result
        panel(surface, view, (250, 70, 780, 600))
        won = bool(result.winners)
        kind = self.t(result.ending + ".kind") if self.app.t.has(result.ending + ".kind") else ""
        if kind:
            text(surface, view, kind, (640, 96), theme.BODY, theme.GOLD_MUTED, "midtop")
        colour = theme.GOLD if won else theme.DANGER
        text(surface, view, self.t(result.ending), (640, 118), theme.HERO, colour, "midtop", bold=True)
        y = 178
        if won:
            story = result.ending + ".text"
            if self.app.t.has(story):
                y += paragraph(surface, view, self.t(story), (300, y, 680, 120), theme.BODY, theme.INK)
            y += 4
            text(surface, view, self.t(result.reason), (640, y), theme.SMALL, theme.INK_DIM, "midtop")
            y += 30
            details = dict(result.details)
            rows = [
                ("requiem.detail.volunteers", details.get("volunteers", 0), 2 * details.get("volunteers", 0)),
                ("requiem.detail.recruits", details.get("recruits", 0), details.get("recruits", 0)),
                ("requiem.detail.dead_princes", details.get("dead_princes", 0), -5 * details.get("dead_princes", 0)),
            ]
            if details.get("all_princes_dead"):
                rows.append(("requiem.detail.all_princes_dead", None, -5))
            for key, count, points in rows:
                text(surface, view, self.t(key), (360, y + 10), theme.BODY, theme.INK, "midleft")
                if count is not None:
                    text(surface, view, "×" + str(count), (800, y + 10), theme.BODY, theme.INK_DIM, "midright")
                sign = "+" if points > 0 else ("−" if points < 0 else "±")
                text(surface, view, f"{sign}{abs(points)}", (920, y + 10), theme.LARGE, theme.INK, "midright",
                     bold=True)
                y += 30
            pygame.draw.line(surface, theme.GOLD_MUTED, view.point(360, y + 2), view.point(920, y + 2),
                             max(1, view.px(1)))
            score = result.scores[0] if result.scores else 0
            text(surface, view, self.t("requiem_table.results.score"), (360, y + 20), theme.LARGE, theme.GOLD,
                 "midleft", bold=True)
            shown = f"−{abs(score)}" if score < 0 else str(score)
            text(surface, view, shown, (920, y + 20), theme.TITLE, theme.GOLD, "midright", bold=True)
            y += 44
            text(surface, view, self.t("requiem_table.results.scale"), (640, y + 4), theme.SMALL, theme.INK_DIM,
                 "midtop")
        else:
            story = self.t("requiem.ending.lost.text")
            y += paragraph(surface, view, story, (300, y, 680, 60), theme.LARGE, theme.INK)
            reason = self.t("requiem_table.results.why", reason=self.t(result.reason)) if result.reason else ""
            y += paragraph(surface, view, reason, (300, y + 8, 680, 80), theme.BODY, theme.INK_DIM) + 20
            text(surface, view, self.t("requiem_table.results.no_score"), (640, y), theme.SMALL, theme.INK_DIM, "midtop")
            y += 30
        obs = self.session.observe(None)
        self.draw_cards(surface, view, obs, won, max(y + 8, 470))
        for widget in self.widgets:
            widget.draw(surface, view)

    def draw_cards(self, surface, view, obs, won: bool, top: float) -> None:
        """A row of the cards that tell the ending: the King and the fallen Princes."""
        lang = self.app.settings.language
        codes = ["13-7"] + [c for c in PRINCES if c in obs.allied_dead]
        if won:
            codes.insert(1, "1-1")
        if top > 500:
            return
        for i, code in enumerate(codes):
            sprite = CardSprite(i, face=requiem_face(code), face_up=True, scale=0.62)
            sprite.x = 640 + (i - (len(codes) - 1) / 2) * 78
            sprite.y = top + 40
            if code in PRINCES:
                note, colour = "requiem_table.fallen", theme.DANGER
            elif code == "1-1":
                note, colour = "requiem_table.results.slain", theme.SUCCESS
            elif code in obs.damage:
                note, colour = "requiem.zone.damage", theme.DANGER
            else:
                note, colour = "requiem.role.king", theme.GOLD
            if code in PRINCES or (code == "13-7" and not won):
                sprite.alpha = 0.8
            sprite.draw(surface, view, lang)
            text(surface, view, self.t(note), (sprite.x, top + 84), theme.SMALL, colour, "midtop")


# ------------------------------------------------------------------------------------------
# drawing helpers


def _rim(surface, view) -> None:
    r = view.stage
    band = view.px(8)
    for i in range(band):
        k = i / max(1, band - 1)
        colour = tuple(round(a + (b - a) * k) for a, b in zip(theme.WOOD_DARK, theme.WOOD_LIGHT))
        pygame.draw.rect(surface, colour, r.inflate(-2 * i, -2 * i), width=1, border_radius=view.px(14))
    pygame.draw.rect(surface, (20, 12, 6), r.inflate(-2 * band, -2 * band), width=1, border_radius=view.px(10))


def _inset(surface, view, rect, radius: float, alpha: int = 46) -> None:
    r = view.rect(rect)
    theme.alpha_rect(surface, r, (0, 0, 0, alpha), view.px(radius))
    theme.alpha_rect(surface, r, (255, 255, 255, 20), view.px(radius), 1)


def _plate(surface, view, rect) -> None:
    r = view.rect(rect)
    theme.alpha_rect(surface, r, (*theme.PANEL, 190), view.px(10))
    theme.alpha_rect(surface, r, (255, 255, 255, 38), view.px(10), 1)


def _zone_glow(surface, view, zone: Zone, now: float) -> None:
    r = view.rect(zone.rect)
    radius = view.px(10)
    pulse = 0.75 + 0.25 * math.sin(now * 3.2)
    strength = min(1.0, 0.6 * zone.glow * pulse + 0.4 * zone.hot)
    halo = theme.glow(r.size, radius, theme.GOLD, round(strength * 20) / 20, view.px(14))
    spread = (halo.get_width() - r.width) // 2
    surface.blit(halo, (r.x - spread, r.y - spread))
    edge = 38 + round(150 * zone.hot) + round(60 * zone.glow)
    theme.alpha_rect(surface, r, (*theme.GOLD, min(255, edge)), radius, max(1, view.px(2)))


def _badge(surface, view, badge: Badge) -> None:
    alpha = max(0.0, min(1.0, badge.alpha))
    if alpha <= 0.01:
        return
    big = theme.render_text(badge.title, view.px(theme.LARGE if not badge.wide else theme.BODY), theme.INK,
                            bold=True, shadow=True)
    small = theme.render_text(badge.line, view.px(theme.SMALL), badge.colour, bold=True, shadow=True)
    w = max(big.get_width(), small.get_width()) / view.scale + 28
    h = 50
    cx, cy = badge.centre
    lift = 6 * (1 - alpha)
    r = view.rect((cx - w / 2, cy - h / 2 - lift, w, h))
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, 235), layer.get_rect(), border_radius=view.px(10))
    pygame.draw.rect(layer, (*badge.colour, 200), layer.get_rect(), width=max(1, view.px(2)), border_radius=view.px(10))
    layer.blit(big, big.get_rect(midtop=(r.width // 2, view.px(6))))
    layer.blit(small, small.get_rect(midbottom=(r.width // 2, r.height - view.px(6))))
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, r)

