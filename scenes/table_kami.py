"""Whisper of the Gods (神のささやき): the table.

Up to six seats sit round the felt, the viewer at the bottom and the others clockwise
from the left. Each seat shows its plate (name, points, hand size, spell lock), its
face-down shields by label, its hand as backs and its field: the 2×3 God Link grid
(top row Proton–Atom–Electron, bottom row Quark–Neutron–Lepton, K44), where linked
gods sit as one assembly on a gold plate with their notches joined. The shared pile,
the spell being cast and the graveyard are in the middle.

Play by mouse. Drag a god from your hand to your field (its cell and the gods it can
link with light up), drag a spell to the middle to cast it. Every other decision is a
click on something that glows — a seat, a card on a field, a shield, a card in the
chooser strip — or a button that appears only when it is legal. The penalty asks for
two shields (the first you keep, the second goes to the player the arrow points at).

Sprites: one CardSprite per physical card (100 of them, always), kept in per-zone
lists. The core's CardMoved events move sprites between zones (so a card flies from
where it was to where it went), then the lists are reconciled with the observation,
which is the truth; everything then glides to its slot.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from typing import ClassVar

import pygame

from game.engine.contract import CardMoved, Event, Message, Shuffled
from game.kami.actions import (
    Burn, CastSpell, ChooseCreature, ChooseFieldCard, ChooseGraveCard, ChooseHandCard, ChooseLookedCard,
    ChoosePileGod, ChoosePlayer, ChooseShield, Decline, Done, DrawCard, ElectronDraw, EndMain, Link,
    PenaltyShields, PlayGod, UseTrigger,
)
from game.kami.cards import BY_CODE, CELL, GOD_ORDER, LINKS, is_god
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CARD_H, CARD_W, CardSprite, draw_cards
from sprites.drag import DragController
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.faces.kami import KamiFace
from sprites.furniture import Banner, LogPanel, Toast, Tooltip
from sprites.zones import Zone

from .results import ResultsScene
from .table import TableScene
from .widgets import Button, text

# -- geometry (logical units, 1280×720) ---------------------------------------------------

POD_W, POD_H = 236, 172
HOME_FIELD_SCALE, OPP_FIELD_SCALE = 0.78, 0.4
HOME_SHIELD_SCALE, OPP_SHIELD_SCALE = 0.5, 0.3
OPP_HAND_SCALE = 0.27
PILE = (336, 342)
RESOLUTION = (640, 338)
GRAVE = (944, 342)
MIDDLE = (262, 242, 756, 176)  # the drop zone of a spell
STRIP = (262, 92, 756, 300)  # the chooser strip (graveyard, a hand looked at, the pile)
GRAVE_SHOWN = 6  # graveyard cards drawn (the rest lie under them)
SIDE_X = 1030  # the right column: prompt panel and log


def _pod_positions(count: int) -> list[tuple[float, float]]:
    """Top-left corners of the other seats' pods, clockwise from the viewer's left."""
    left, right = (16, 242), (1028, 242)
    if count <= 2:
        return [(286, 56), (758, 56)][:count]
    if count == 3:
        return [(132, 56), (522, 56), (912, 56)]
    if count == 4:
        return [left, (286, 56), (758, 56), right]
    return [left, (272, 56), (522, 56), (772, 56), right]


@dataclass
class SeatGeo:
    seat: int
    home: bool
    pod: tuple[float, float, float, float]
    plate: tuple[float, float, float, float]
    field: tuple[float, float]  # the centre of the field grid
    field_scale: float
    shields: tuple[float, float, float, float]
    shield_scale: float
    hand: tuple[float, float, float, float]

    def cell_size(self) -> tuple[float, float]:
        return CARD_W * self.field_scale, CARD_H * self.field_scale

    def cell(self, code: str) -> tuple[float, float]:
        r, c = CELL[code]
        w, h = self.cell_size()
        gap = w * 0.14
        return self.field[0] + (c - 1) * (w + gap), self.field[1] + (r - 0.5) * (h + gap)

    def field_rect(self) -> tuple[float, float, float, float]:
        w, h = self.cell_size()
        gap = w * 0.14
        fw, fh = 3 * w + 2 * gap, 2 * h + gap
        pad = 8 if self.home else 4
        return self.field[0] - fw / 2 - pad, self.field[1] - fh / 2 - pad, fw + 2 * pad, fh + 2 * pad


def build_geometry(players: int, home: int) -> dict[int, SeatGeo]:
    geo: dict[int, SeatGeo] = {}
    geo[home] = SeatGeo(
        home, True, (12, 424, 1006, 292), (272, 426, 236, 34),
        (139, 578), HOME_FIELD_SCALE, (518, 424, 500, 88), HOME_SHIELD_SCALE, (272, 516, 746, 200))
    others = [(home + i) % players for i in range(1, players)]
    for seat, (x, y) in zip(others, _pod_positions(len(others))):
        geo[seat] = SeatGeo(
            seat, False, (x, y, POD_W, POD_H), (x + 6, y + 6, POD_W - 12, 26),
            (x + 66, y + 109), OPP_FIELD_SCALE, (x + 128, y + 52, 102, 76), OPP_SHIELD_SCALE,
            (x + 128, y + 128, 102, 40))
    return geo


def hand_order(code: str) -> tuple:
    return (0, GOD_ORDER[code], "") if is_god(code) else (1, 0, code)


def _links(groups) -> dict[str, tuple[str, ...]]:
    """For each god on a field, the sides on which it is linked now (K47)."""
    out: dict[str, tuple[str, ...]] = {}
    for group in groups:
        names = set(group)
        for code in group:
            out[code] = tuple(side for side, partner in LINKS[code].items()
                              if partner and len(group) > 1 and partner in names) if len(group) > 1 else ()
    return out


# -- the table --------------------------------------------------------------------------

class KamiTable(TableScene):
    name = "table_kami"
    # the log's words for the card movements and reveals the core's messages do not tell
    move_lines: ClassVar[dict[tuple[str, str], str]] = {
        ("field", "graveyard"): "kami_table.log.destroyed",
        ("field", "hand"): "kami_table.log.returned",
        ("pile", "graveyard"): "kami_table.log.milled",
        ("hand", "graveyard"): "kami_table.log.discarded",
        ("shields", "graveyard"): "kami_table.log.shield_lost",
        ("graveyard", "hand"): "kami_table.log.from_graveyard",
        ("pile", "hand"): "kami_table.log.drawn",
        ("shields", "hand"): "kami_table.log.shield_to_hand",
        ("resolution", "graveyard"): "kami_table.log.resolved",
    }
    reveal_lines: ClassVar[dict[str, str]] = {
        "hand": "kami_table.log.shown_hand",
        "pile": "kami_table.log.shown_pile",
        "shields": "kami_table.log.shown_shield",
    }

    def __init__(self, app, session):
        self.sprites: list[CardSprite] = []
        self.zones: dict[str, list[CardSprite]] = defaultdict(list)
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.drag = DragController()
        self.banner = Banner((640, 26))
        self.log_panel = LogPanel((SIDE_X, 568, 238, 148))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((640, 400))
        self.pending: list[Event] = []
        self.geo: dict[int, SeatGeo] = {}
        self.home = 0
        self.shown = None  # the observation the board shows (it lags during a round's intermission)
        self.intermission: dict | None = None
        self.selected: list = []  # a selection in progress: Link partners, penalty shields
        self.strip: list[tuple[CardSprite, object]] = []  # chooser strip: (sprite, action or None)
        self.action_buttons: list[Button] = []
        self.hot_zone: str | None = None
        self.drop_targets: set[str] = set()
        self._next_key = 0
        self._bg_key = None
        self._bg: pygame.Surface | None = None
        self._ready = False
        self._version = 0
        self._static = None
        self._static_key = None
        self._moving: set = set()
        self._sticky: set = set()
        self.marks: list = []
        super().__init__(app, session)
        self.log_panel.title = self.t("app.table.log")
        self._ready = True
        self.on_reset()

    # -- who sits where ---------------------------------------------------------------
    def home_seat(self) -> int:
        if self.viewer is not None:
            return self.viewer
        if self.geo:  # the curtain is up: the seats stay where they were
            return self.home
        humans = self.humans()
        return humans[0] if humans else 0

    def rebuild_geometry(self) -> None:
        self.home = self.home_seat()
        self.geo = build_geometry(self.observation.players, self.home)
        self._bg_key = None
        self.home_hand_zone = Zone(f"hand.{self.home}", self.geo[self.home].hand, "fan", gap=6)

    # -- sprites ----------------------------------------------------------------------------
    def new_sprite(self, code: str | None, at: tuple[float, float]) -> CardSprite:
        self._next_key += 1
        sprite = CardSprite(self._next_key, kind="kami", back="kami", x=at[0], y=at[1])
        sprite.data["code"] = code
        self.sprites.append(sprite)
        return sprite

    def zone_centre(self, zone: str) -> tuple[float, float]:
        if zone == "pile":
            return PILE
        if zone == "graveyard":
            return GRAVE
        if zone == "resolution":
            return RESOLUTION
        kind, seat = zone.split(".")[:2]
        g = self.geo.get(int(seat))
        if g is None:
            return PILE
        rect = {"hand": g.hand, "shields": g.shields, "field": g.field_rect()}[kind]
        return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2

    @staticmethod
    def split_zone(zone: str) -> tuple[str, int | None]:
        """'shields.2.5' -> ('shields.2', 5); 'pile.bottom' -> ('pile', -1)."""
        if zone.startswith("shields."):
            _, seat, label = zone.split(".")
            return f"shields.{seat}", int(label)
        if zone == "pile.bottom":
            return "pile", -1
        return zone, None

    def take(self, zone: str, label, code) -> CardSprite:
        """The sprite leaving `zone` for a move (created at the zone if none is there)."""
        cards = self.zones[zone]
        pick = None
        if zone.startswith("shields."):
            pick = next((s for s in cards if s.data.get("label") == label), None)
        elif code is not None:
            pick = next((s for s in reversed(cards) if s.data.get("code") == code), None)
            if pick is None:
                pick = next((s for s in reversed(cards) if s.data.get("code") is None), None)
        if pick is None and cards:
            pick = cards[-1]
        if pick is None:
            return self.new_sprite(code, self.zone_centre(zone))
        cards.remove(pick)
        return pick

    def transfer(self, event: CardMoved) -> CardSprite:
        src, label = self.split_zone(event.src)
        dst, dst_label = self.split_zone(event.dst)
        sprite = self.take(src, label, event.card)
        if event.card is not None:
            sprite.data["code"] = event.card
        elif not dst.startswith("hand.") or dst != f"hand.{self.home}":
            sprite.data["code"] = sprite.data.get("code") if event.face_up else None
        sprite.data["label"] = dst_label if dst.startswith("shields.") else None
        if dst == "pile" and dst_label == -1:
            self.zones[dst].insert(0, sprite)
        else:
            self.zones[dst].append(sprite)
        return sprite

    def desired(self, obs) -> dict[str, list[tuple]]:
        """Each zone's cards as the observation has them: (code or None, label or None)."""
        want: dict[str, list[tuple]] = {}
        want["pile"] = [(None, None)] * obs.pile_size
        want["graveyard"] = [(c, None) for c in obs.graveyard]
        want["resolution"] = [(c, None) for c in obs.resolution]
        for sv in obs.seats:
            s = sv.seat
            want[f"field.{s}"] = [(c, None) for grp in sv.field for c in grp]
            want[f"shields.{s}"] = [(None, sh.label) for sh in sv.shields]
            if obs.seat == s:
                want[f"hand.{s}"] = [(c, None) for c in sorted(obs.hand, key=hand_order)]
            else:
                want[f"hand.{s}"] = [(None, None)] * sv.hand_size
        return want

    def reconcile(self, obs) -> None:
        """Make the zone lists exactly what the observation says, keeping sprites."""
        want = self.desired(obs)
        orphans: list[CardSprite] = []
        for zone in list(self.zones):
            if zone not in want:
                orphans.extend(self.zones.pop(zone))
        for zone, entries in want.items():
            have = list(self.zones.get(zone, []))
            out: list[CardSprite | None] = []
            for code, label in entries:
                pick = None
                if label is not None:
                    pick = next((s for s in have if s.data.get("label") == label), None)
                elif code is not None:
                    pick = next((s for s in have if s.data.get("code") == code), None)
                    if pick is None:
                        pick = next((s for s in have if s.data.get("code") is None), None)
                elif have:
                    pick = have[-1] if zone == "pile" else have[0]
                if pick is not None:
                    have.remove(pick)
                out.append(pick)
            orphans.extend(have)
            self.zones[zone] = out  # holes filled below
        for zone, entries in want.items():
            cards = self.zones[zone]
            for i, (code, label) in enumerate(entries):
                if cards[i] is not None:
                    cards[i].data["code"] = code if code is not None else (cards[i].data.get("code") if
                                                                            zone.startswith("hand.") else None)
                    cards[i].data["label"] = label
                    continue
                pick = next((s for s in orphans if code is not None and s.data.get("code") == code), None)
                if pick is None and orphans:
                    pick = orphans[-1]
                if pick is not None:
                    orphans.remove(pick)
                else:
                    pick = self.new_sprite(code, self.zone_centre(zone))
                pick.data["code"], pick.data["label"] = code, label
                cards[i] = pick
        for sprite in orphans:
            self.sprites.remove(sprite)
        # the own hand keeps what it sees; nothing else keeps a hidden identity
        for zone, cards in self.zones.items():
            if zone in ("pile",) or (zone.startswith("hand.") and zone != f"hand.{obs.seat}") or zone.startswith("shields."):
                for s in cards:
                    s.data["code"] = None

    # -- where each card lies ----------------------------------------------------------
    def place(self, zone: str, index: int, count: int, sprite: CardSprite, obs) -> tuple[float, float, float, float]:
        """(x, y, angle, scale) of card `index` of `count` in `zone`."""
        if zone == "pile":
            k = min(index, 24) * 0.2
            return PILE[0] - k * 0.4, PILE[1] - k, 0.0, 1.0
        if zone == "graveyard":
            depth = count - 1 - index
            k = min(index, 24) * 0.2
            jitter = ((index * 37) % 9 - 4) * 1.2
            return GRAVE[0] + jitter * 0.6 - k * 0.3, GRAVE[1] - k, jitter if depth else jitter * 0.5, 1.0
        if zone == "resolution":
            return RESOLUTION[0] + (index - (count - 1) / 2) * 50, RESOLUTION[1] - index * 4, 0.0, 1.08
        kind, seat = zone.split(".")[:2]
        g = self.geo[int(seat)]
        if kind == "field":
            x, y = g.cell(sprite.data.get("code") or "ATOM")
            return x, y, 0.0, g.field_scale
        if kind == "shields":
            x, y, w, h = g.shields
            sw, sh = CARD_W * g.shield_scale, CARD_H * g.shield_scale
            if g.home:
                step = min(sw + 8, (w - sw - 10) / max(1, count - 1)) if count > 1 else 0
                return x + 10 + sw / 2 + index * step, y + h / 2 + 4, 0.0, g.shield_scale
            cols = 4 if count <= 8 else math.ceil(count / 2)
            step = min(sw + 3, (w - sw) / max(1, cols - 1))
            row, col = divmod(index, cols)
            return x + sw / 2 + col * step, y + sh / 2 + 2 + row * (sh + 4), 0.0, g.shield_scale
        if kind == "hand":
            if g.home:
                x, y, w, h = g.hand
                scale = 1.0 if obs.seat == g.seat else 0.7  # nobody looks: a row of backs
                cw = CARD_W * scale
                step = min(cw + 6, (w - cw - 44) / max(1, count - 1)) if count > 1 else 0
                left = x + w / 2 - step * (count - 1) / 2
                mid = (count - 1) / 2
                spread = min(2.2, 18.0 / max(1, count))
                return left + index * step, y + h / 2 + 8 + abs(index - mid) ** 1.5 * 0.5, (mid - index) * spread, scale
            x, y, w, h = g.hand
            cw = CARD_W * OPP_HAND_SCALE
            shown = min(count, 12)
            step = min(cw * 0.55, (w - cw) / max(1, shown - 1)) if shown > 1 else 0
            i = min(index, shown - 1)
            mid = (shown - 1) / 2
            return x + cw / 2 + 2 + i * step, y + h / 2 + 2, (mid - i) * 4.0, OPP_HAND_SCALE
        return PILE[0], PILE[1], 0.0, 1.0

    def face_for(self, zone: str, sprite: CardSprite, links: dict) -> tuple[bool, KamiFace | None]:
        code = sprite.data.get("code")
        if code is None:
            return False, None
        if zone.startswith("field."):
            return True, KamiFace(code, links.get(zone, {}).get(code, ()))
        if zone in ("graveyard", "resolution") or zone == f"hand.{self.shown.seat}":
            return True, KamiFace(code)
        return False, None

    def layout_all(self, moved: dict[int, int], instant: bool = False) -> None:
        """Glide every sprite to its slot; `moved` orders the cards this step moved."""
        obs = self.shown
        links = {f"field.{sv.seat}": _links(sv.field) for sv in obs.seats}
        many = len(moved)
        stagger = 0.07 if many <= 8 else max(0.012, 0.9 / many)
        order = 0
        for zone_order, (zone, cards) in enumerate(self.zones.items()):
            count = len(cards)
            for i, sprite in enumerate(cards):
                x, y, angle, scale = self.place(zone, i, count, sprite, obs)
                face_up, face = self.face_for(zone, sprite, links)
                base_z = {"pile": 100, "graveyard": 200, "resolution": 900}.get(zone, 400 if "field" in zone else 300)
                final_z = base_z + i
                sprite.zone, sprite.index = zone, i
                if instant:
                    sprite.x, sprite.y, sprite.angle, sprite.scale = x, y, angle, scale
                    sprite.face_up, sprite.face, sprite.z = face_up, face, final_z
                    sprite.flip, sprite.flip_to, sprite.lift = 0.0, None, 0.0
                    continue
                far = abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5 or abs(sprite.angle - angle) > 0.5
                delay = moved[sprite.key] * stagger if sprite.key in moved else 0.0
                if sprite.key in moved:
                    order += 1
                    sprite.z = 5000 + moved[sprite.key]
                    tween = self.anim.slide(sprite, (x, y), angle=angle, delay=delay,
                                            sound="slide" if moved[sprite.key] % 3 == 0 else None)
                    self.anim.add(sprite, tween.duration * max(0.1, self.app.settings.animation_speed), delay=delay,
                                  scale=scale)
                    tween.on_done = (lambda s=sprite, z=final_z: setattr(s, "z", z))
                    if tween.done:  # instant mode finishes at once
                        sprite.z = final_z
                elif far or abs(sprite.scale - scale) > 0.01:
                    tween = self.anim.slide(sprite, (x, y), angle=angle, sound=None)
                    self.anim.add(sprite, 0.22, scale=scale)
                    sprite.z = final_z
                else:
                    sprite.z = final_z
                if face_up != sprite.face_up and (face is not None or not face_up):
                    self.anim.flip(sprite, face_up, face=face, delay=delay + (0.08 if sprite.key in moved else 0))
                elif face != sprite.face:
                    if face_up or face is None:
                        sprite.face = face
        del zone_order, order

    # -- events in ------------------------------------------------------------------------
    def on_reset(self) -> None:
        if not self._ready:
            return
        self.drag.cancel()
        self.anim.skip()
        if self.intermission is not None:  # the scores stay up; the board snaps to the new round
            self.intermission["events"] = []
        self.pending = []
        self.selected = []
        self.rebuild_geometry()
        self.shown = self.observation
        self.reconcile(self.observation)
        self.layout_all({}, instant=True)
        self.build_controls()

    def on_refresh(self) -> None:
        if not self._ready:
            return
        obs = self.observation
        if self.home != self.home_seat() or not self.geo:
            self.on_reset()
            return
        events, self.pending = self.pending, []
        if self.intermission is not None:  # the next round waits behind the overlay
            self.intermission["events"].extend(events)
            self.build_controls()
            return
        starts = [i for i, e in enumerate(events) if isinstance(e, Message) and e.key == "kami.msg.round_start"]
        if starts and self.shown is not None and obs.round != self.shown.round:
            cut = starts[-1]
            before, after = events[:cut], events[cut:]
            moved = self.apply_moves(before)
            self.layout_all(moved)
            ended = [e for e in before if isinstance(e, Message) and e.key.startswith("kami.ending.")]
            self.intermission = {"events": after, "ending": ended[-1] if ended else None, "age": 0.0}
            self.build_controls()
            return
        self.play_events(events)
        self.build_controls()

    def apply_moves(self, events: list[Event]) -> dict[int, int]:
        moved: dict[int, int] = {}
        for event in events:
            if isinstance(event, CardMoved):
                sprite = self.transfer(event)
                moved[sprite.key] = len(moved)
        return moved

    def play_events(self, events: list[Event], gather: bool = False) -> None:
        if gather:  # a new round: every card goes back to the pile first
            for zone in list(self.zones):
                if zone != "pile":
                    self.zones["pile"].extend(self.zones.pop(zone))
            for sprite in self.zones["pile"]:
                sprite.data["code"] = None
            self.shown = self.observation
            self.layout_all({s.key: 0 for s in self.zones["pile"]})
            self.anim.sound("shuffle")
            self.anim.beat(0.1)
        moved = self.apply_moves(events)
        self.shown = self.observation
        self.reconcile(self.observation)
        self.layout_all(moved)
        if any(isinstance(e, Shuffled) for e in events) and not gather:
            self.anim.beat()
            pile = self.zones.get("pile", [])[-14:]
            self.anim.shuffle(pile, (PILE[0], PILE[1] + 6))

    def end_intermission(self) -> None:
        if self.intermission is None:
            return
        events = self.intermission["events"]
        self.intermission = None
        self.anim.skip()
        self.play_events(events, gather=True)
        self.build_controls()
        self.app.play("turn")

    # -- narration ---------------------------------------------------------------------
    def format_arg(self, name, value):
        if name == "card" and isinstance(value, str) and value in BY_CODE:
            return self.card_name(value)
        if name == "cards" and isinstance(value, (tuple, list)):
            return "–".join(self.card_name(c, short=True) for c in value)
        if name == "counts" and isinstance(value, (tuple, list)):
            return ", ".join(f"{self.seat_name(s)} {n}" for s, n in value)
        return super().format_arg(name, value)

    def card_name(self, code: str, short: bool = False) -> str:
        name = self.t(f"kami.card.{code}")
        if short and is_god(code):
            name = name.replace("Origin God ", "").replace("Divine Core ", "").replace("起源神", "").replace("神核", "")
        return name

    def prompt_text(self, obs) -> str:
        args = {k: self.format_arg(k, v) for k, v in obs.prompt_args}
        return self.t(f"kami.prompt.{obs.prompt}", **args)

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
        self.widgets.append(Button((1150, 8, 56, 32), "app.table.undo", self.undo, app, size=theme.SMALL))
        self.widgets[-1].enabled = self.can_undo() and self.intermission is None
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

    # -- input ---------------------------------------------------------------------------
    def skip(self) -> None:
        if self.intermission is not None:
            self.end_intermission()
        else:
            self.anim.skip()

    def cancel_gesture(self) -> bool:
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

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)

    def sprite_at(self, pos) -> CardSprite | None:
        for sprite, _ in reversed(self.strip):
            if sprite.contains(pos):
                return sprite
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

    def hover(self, pos) -> None:
        sprite = self.sprite_at(pos)
        self.hover_sprite = sprite
        if sprite is None:
            seat = self.seat_at(pos)
            if seat is not None:
                self.tooltip.hover(self.seat_tip(seat), pos)
            elif _inside(pos, (PILE[0] - 50, PILE[1] - 70, 100, 140)):
                self.tooltip.hover(self.pile_tip(), pos)
            else:
                self.tooltip.clear()
            return
        self.tooltip.hover(self.card_tip(sprite), pos)

    def card_tip(self, sprite: CardSprite) -> str:
        code = sprite.data.get("code")
        zone = sprite.zone
        if zone.startswith("shields."):
            seat = int(zone.split(".")[1])
            label = sprite.data.get("label")
            known = next((sh.card for sh in self.shown.seats[seat].shields if sh.label == label), None)
            line = self.t("kami_table.tip.shield", label=label, name=self.seat_name(seat))
            if known:
                return line + "\n" + self.t("kami_table.tip.known", card=self.card_name(known))
            return line + "\n" + self.t("kami_table.tip.shield_hidden")
        if zone == "pile":
            return self.pile_tip()
        if code is None or not sprite.showing_face():
            if zone.startswith("hand."):
                seat = int(zone.split(".")[1])
                return self.t("kami_table.tip.hand", name=self.seat_name(seat), n=self.shown.seats[seat].hand_size)
            return self.t("kit.card.facedown")
        card = BY_CODE[code]
        other = card.en if self.app.settings.language == "ja" else card.ja
        kind = self.t(f"kami.kind.{card.kind}")
        civ = " / ".join(self.t(f"kami.civ.{c}") for c in card.civ)
        head = f"{self.card_name(code)}  ({other})"
        lines = [head, f"{kind} · {civ}" + (f" · {self.t('kami_table.tip.cost', n=card.cost)}" if card.cost else "")]
        lines += theme.wrap(self.t(f"kami.card.{code}.text"), 13, 330)
        if zone == "graveyard":
            lines.append(self.t("kami_table.tip.graveyard", n=len(self.shown.graveyard)))
        return "\n".join(lines)

    def seat_tip(self, seat: int) -> str:
        sv = self.shown.seats[seat]
        lines = [self.seat_name(seat), self.t("kami_table.tip.seat", gods=sv.gods, shields=len(sv.shields),
                                              hand=sv.hand_size, points=sv.points)]
        if sv.locked:
            lines.append(self.t("kami_table.locked"))
        if sv.eliminated:
            lines.append(self.t("kami_table.out"))
        return "\n".join(lines)

    def pile_tip(self) -> str:
        obs = self.shown
        lines = [self.t("kami_table.tip.pile", n=obs.pile_size)]
        for pos, code in obs.pile_known[:4]:
            lines.append(self.t("kami_table.tip.pile_known", pos=pos, card=self.card_name(code)))
        return "\n".join(lines)

    # -- where a gesture goes (for tests and demos) -----------------------------------------
    def next_gesture(self, action):
        """The next mouse gesture that works toward `action` (one of self.legal):
        ('click', point) or ('drag', start, end), in logical units; None if there is none."""
        def button_for(what):
            for b in self.action_buttons:
                if getattr(b, "what", None) == what:
                    return ("click", b.rect.center)
            return None

        def sprite_point(s: CardSprite):
            if s.zone == f"hand.{self.home}":  # the left edge of a hand card is never covered
                return s.x - CARD_W * s.scale / 2 + 8, s.y + 10
            return s.x, s.y

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

    # -- frame ---------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.busy() or self.intermission is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.intermission is not None:
            self.intermission["age"] += dt
            if not self.humans() and self.intermission["age"] > 4.0:
                self.end_intermission()
        self.update_banner()
        hovered = getattr(self, "hover_sprite", None)
        for sprite in self.zones.get(f"hand.{self.home}", []):  # a hovered hand card rises a little
            want = 18.0 if sprite is hovered and not self.drag.holding else 0.0
            rise = sprite.data.get("rise", 0.0)
            sprite.data["rise"] = rise + (want - rise) * min(1.0, dt * 14)

    def update_banner(self) -> None:
        obs = self.shown
        if obs is None:
            return
        if self.session.over:
            self.banner.set(self.t("app.table.over"))
            return
        title = self.t("kami_table.banner", round=obs.round, rounds=obs.rounds, turn=obs.turn + 1,
                       name=self.seat_name(obs.active))
        to_act = obs.to_act
        if self.intermission is not None:
            line = self.t("kami_table.round_over")
        elif to_act is not None and to_act == obs.seat and self.legal:
            line = self.prompt_text(obs)
        elif to_act is not None:
            line = self.t("kami_table.waiting", name=self.seat_name(to_act),
                          what=self.t(f"kami_table.step.{obs.prompt}") if self.app.t.has(
                              f"kami_table.step.{obs.prompt}") else self.prompt_text(obs))
        else:
            line = ""
        self.banner.set(title, line)

    def visible(self, sprite: CardSprite) -> bool:
        """Deep pile and graveyard cards are not drawn unless they move."""
        moving = id(sprite) in self._moving
        if sprite.zone == "pile":
            return sprite.index >= len(self.zones.get("pile", ())) - 3 or moving
        if sprite.zone == "graveyard":
            return sprite.index >= len(self.zones.get("graveyard", ())) - GRAVE_SHOWN or moving
        if sprite.zone.startswith("hand.") and sprite.zone != f"hand.{self.home}":
            return sprite.index < 12 or moving
        return True

    # -- drawing ---------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        """Felt, rim, pods, insets and field grids: drawn once per size and seating."""
        key = (surface.get_size(), self.home, self.shown.players, self.app.settings.language)
        if self._bg_key == key and self._bg is not None:
            return self._bg
        view = self.app.view
        bg = theme.felt(surface.get_size()).copy()
        _rim(bg, view)
        for seat, g in self.geo.items():
            if g.home:
                _inset(bg, view, (12, 424, 252, 292), 12)
                _inset(bg, view, g.shields, 10)
                _inset(bg, view, g.hand, 10)
            else:
                _inset(bg, view, g.pod, 12, alpha=64)
            self._draw_grid(bg, view, g)
        for rect, key2 in (((PILE[0] - 58, 250, 116, 164), "kami.zone.pile"),
                           ((RESOLUTION[0] - 96, 250, 192, 164), "kami.zone.resolution"),
                           ((GRAVE[0] - 58, 250, 116, 164), "kami.zone.graveyard")):
            _inset(bg, view, rect, 10)
            image = theme.render_text(self.t(key2), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
            bg.blit(image, image.get_rect(midtop=view.point(rect[0] + rect[2] / 2, rect[1] + 3)))
        home = self.geo[self.home]
        cap = theme.render_text(self.t("kami.zone.field"), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
        bg.blit(cap, view.point(22, 428))
        cap = theme.render_text(self.t("kami.zone.shields"), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
        bg.blit(cap, view.point(home.shields[0] + 8, home.shields[1] + 3))
        title = theme.render_text(self.t("kami.title"), view.px(theme.LARGE), theme.INK, bold=True, shadow=True)
        bg.blit(title, view.point(20, 12))
        self._bg_key, self._bg = key, bg
        return bg

    def _draw_grid(self, surface, view, g: SeatGeo) -> None:
        """The empty 2×3 God Link grid of a field: a faint outline and name in each cell."""
        w, h = g.cell_size()
        for code in CELL:
            x, y = g.cell(code)
            r = view.rect((x - w / 2, y - h / 2, w, h))
            theme.alpha_rect(surface, r, (0, 0, 0, 40), view.px(4))
            theme.alpha_rect(surface, r, (255, 255, 255, 30), view.px(4), 1)
            if g.home:
                label = theme.render_text(self.card_name(code, short=True), view.px(theme.SMALL - 1), (150, 160, 150))
                surface.blit(label, label.get_rect(center=r.center))

    def draw_table(self, surface: pygame.Surface) -> None:
        """A cached layer holds everything that is still (felt, plates, resting cards, the
        strip, the side panel); each frame adds what moves or pulses on top of it."""
        view = self.app.view
        now = self.app.time
        lang = self.app.settings.language
        targets = {id(t.target) for t in self.anim.tweens}
        if targets:  # what moved in this batch stays on the moving layer until all is still
            self._sticky |= targets
        else:
            self._sticky = set()
        targets = self._sticky
        self._moving = targets
        dragged = self.drag.sprite if self.drag.active else None
        hand = self.zones.get(f"hand.{self.home}", [])
        settling = any(abs(s.data.get("rise", 0.0) - (18.0 if s is getattr(self, "hover_sprite", None) else 0.0)) > 0.3
                       for s in hand)
        moving = [s for s in self.sprites if (id(s) in targets or s is dragged or (settling and s in hand))
                  and self.visible(s)]
        moving_ids = frozenset(id(s) for s in moving)
        risen = tuple((s.key, round(s.data.get("rise", 0.0))) for s in hand if s.data.get("rise", 0.0) > 0.3)
        key = (self._version, surface.get_size(), lang, moving_ids, risen, self.session.over)
        if key != self._static_key or self._static is None or self._static.get_size() != surface.get_size():
            layer = self.background(surface).copy()
            self.draw_static(layer, view, lang, moving_ids)
            self._static, self._static_key = layer, key
        surface.blit(self._static, (0, 0))
        for seat, g in self.geo.items():
            self.draw_plate_pulse(surface, view, seat, g, now)
        self.draw_targets(surface, view, now)
        self.draw_marks(surface, view, now)
        if moving:
            for s in moving:
                s.y -= s.data.get("rise", 0.0) if s in hand else 0.0
            draw_cards(surface, view, moving, lang)
            for s in moving:
                s.y += s.data.get("rise", 0.0) if s in hand else 0.0
        if self.strip:
            self.draw_strip_halos(surface, view, now)
        self.log_panel.draw(surface, view)
        self.banner.draw(surface, view)
        if self.anim.busy() and self.intermission is None:
            text(surface, view, self.t("kit.skip"), (1016, 418), theme.SMALL, theme.INK_DIM, "bottomright")

    def draw_static(self, surface, view, lang: str, moving_ids) -> None:
        obs = self.shown
        for seat, g in self.geo.items():
            self.draw_plate(surface, view, seat, g, 0.0)
        self.draw_assemblies(surface, view)
        hand = self.zones.get(f"hand.{self.home}", [])
        still = [s for s in self.sprites if id(s) not in moving_ids and self.visible(s)]
        for s in still:
            if s in hand:
                s.y -= s.data.get("rise", 0.0)
        draw_cards(surface, view, still, lang)
        for s in still:
            if s in hand:
                s.y += s.data.get("rise", 0.0)
        self.draw_links(surface, view)
        text(surface, view, str(obs.pile_size), (PILE[0] + 52, 254), theme.SMALL, theme.GOLD, "topright", bold=True)
        text(surface, view, str(len(obs.graveyard)), (GRAVE[0] + 52, 254), theme.SMALL, theme.GOLD, "topright",
             bold=True)
        if self.strip:
            self.draw_strip(surface, view, lang)
        self.draw_side(surface, view)

    def draw_plate_pulse(self, surface, view, seat: int, g: SeatGeo, now: float) -> None:
        obs = self.shown
        choosing = self.seat_action(seat) is not None or (
            self.acting and obs.prompt == "penalty" and dict(obs.prompt_args).get("recipient") == seat != self.home)
        if not choosing:
            return
        r = view.rect(g.plate)
        halo = theme.glow(r.size, view.px(8), theme.GOLD, round((0.5 + 0.3 * math.sin(now * 3.2)) * 20) / 20,
                          view.px(12))
        surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))

    def draw_plate(self, surface, view, seat: int, g: SeatGeo, now: float) -> None:
        obs = self.shown
        sv = obs.seats[seat]
        x, y, w, h = g.plate
        active = seat == obs.active and not self.session.over
        r = view.rect(g.plate)
        if active:
            halo = theme.glow(r.size, view.px(8), theme.seat_colour(seat), 0.35, view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        theme.alpha_rect(surface, r, (*theme.PANEL, 215), view.px(8))
        theme.alpha_rect(surface, r, (*theme.seat_colour(seat), 150 if active else 60), view.px(8), max(1, view.px(1)))
        theme.draw_marker(surface, view.point(x + 13, y + h / 2), view.px(7), seat)
        name = self.seat_name(seat)
        ink = theme.INK if not sv.eliminated else theme.INK_DIM
        img = theme.render_text(name, view.px(theme.BODY), ink, bold=active, shadow=True)
        maxw = view.px(w - 120)
        if img.get_width() > maxw:
            img = img.subsurface((0, 0, maxw, img.get_height()))
        surface.blit(img, img.get_rect(midleft=view.point(x + 26, y + h / 2)))
        # right side: hand size, gods, points
        right = x + w - 8
        stats = [(f"★{sv.points}", theme.GOLD)]
        if sv.locked:
            stats.insert(0, (self.t("kami_table.lock_short"), theme.DANGER))
        if sv.eliminated:
            stats = [(self.t("kami_table.out"), theme.DANGER), (f"★{sv.points}", theme.GOLD)]
        for label, colour in reversed(stats):
            im = theme.render_text(label, view.px(theme.SMALL), colour, bold=True, shadow=True)
            rect = im.get_rect(midright=view.point(right, y + h / 2))
            surface.blit(im, rect)
            right -= rect.width / view.scale + 8
        hand = theme.render_text(self.t("kami_table.hand_count", n=sv.hand_size), view.px(theme.SMALL), theme.INK_DIM,
                                 shadow=True)
        if g.home:
            surface.blit(hand, hand.get_rect(midright=view.point(right, y + h / 2)))
        else:
            stats = self.t("kami_table.stats", gods=sv.gods, shields=len(sv.shields), hand=sv.hand_size)
            line = theme.render_text(stats, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
            px_, py_, pw_, ph_ = g.pod
            surface.blit(line, line.get_rect(midleft=view.point(px_ + 12, py_ + 42)))
        if sv.eliminated and not g.home:
            shade = pygame.Surface(view.rect(g.pod).size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, view.rect(g.pod).topleft)

    def draw_targets(self, surface, view, now: float) -> None:
        """While a card is dragged: the drop places glow, with the god's own cell and
        the gods it could link with."""
        pulse = 0.75 + 0.25 * math.sin(now * 3.2)
        if "middle" in self.drop_targets:
            hot = self.hot_zone == "middle"
            r = view.rect((RESOLUTION[0] - 96, 250, 192, 164))
            halo = theme.glow(r.size, view.px(10), theme.GOLD, round((0.9 if hot else 0.55 * pulse) * 20) / 20,
                              view.px(14))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
        if "field" in self.drop_targets and self.drag.sprite is not None:
            code = self.drag.sprite.data.get("code")
            g = self.geo[self.home]
            w, h = g.cell_size()
            hot = self.hot_zone == "field"
            x, y = g.cell(code)
            r = view.rect((x - w / 2, y - h / 2, w, h))
            halo = theme.glow(r.size, view.px(6), theme.GOLD, round((1.0 if hot else 0.7 * pulse) * 20) / 20,
                              view.px(12))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
            theme.alpha_rect(surface, r, (*theme.GOLD, 70 if hot else 40), view.px(4))
            here = {c for grp in self.shown.seats[self.home].field for c in grp}
            for side, partner in LINKS[code].items():
                if partner and partner in here:  # a free link slot: the notch between them glows
                    px, py = g.cell(partner)
                    mx, my = (x + px) / 2, (y + py) / 2
                    pygame.draw.circle(surface, theme.GOLD, view.point(mx, my), view.px(7 if hot else 5))
                    pygame.draw.circle(surface, (255, 244, 200), view.point(mx, my), view.px(3))

    def draw_assemblies(self, surface, view) -> None:
        """A linked group sits on one gold-edged plate: one creature (K47)."""
        for seat, g in self.geo.items():
            w, h = g.cell_size()
            gap = w * 0.14
            for grp in self.shown.seats[seat].field:
                if len(grp) < 2:
                    continue
                xs = [g.cell(c)[0] for c in grp]
                ys = [g.cell(c)[1] for c in grp]
                pad = gap * 0.9
                for c in grp:
                    cx, cy = g.cell(c)
                    r = view.rect((cx - w / 2 - pad, cy - h / 2 - pad, w + 2 * pad, h + 2 * pad))
                    theme.alpha_rect(surface, r, (*theme.GOLD, 46), view.px(6))
                del xs, ys

    def draw_links(self, surface, view) -> None:
        """Gold clasps across the gaps between linked neighbours."""
        for seat, g in self.geo.items():
            w, h = g.cell_size()
            for grp in self.shown.seats[seat].field:
                if len(grp) < 2:
                    continue
                names = set(grp)
                for code in grp:
                    for side in ("right", "down"):
                        partner = LINKS[code][side]
                        if partner in names:
                            ax, ay = g.cell(code)
                            bx, by = g.cell(partner)
                            if any(self.anim.animating(s) for s in self.zones.get(f"field.{seat}", [])
                                   if s.data.get("code") in (code, partner)):
                                continue
                            mx, my = (ax + bx) / 2, (ay + by) / 2
                            length = (w * 0.34) if side == "right" else (h * 0.24)
                            thick = max(2.0, w * 0.1)
                            rect = (mx - length / 2, my - thick / 2, length, thick) if side == "right" else \
                                (mx - thick / 2, my - length / 2, thick, length)
                            r = view.rect(rect)
                            pygame.draw.rect(surface, (120, 86, 30), r.inflate(view.px(2), view.px(2)),
                                             border_radius=view.px(3))
                            pygame.draw.rect(surface, theme.GOLD, r, border_radius=view.px(3))

    def compute_marks(self) -> None:
        """What can be clicked or dragged now (recomputed when the controls are)."""
        self.marks = []
        if not self.acting:
            return
        for sprite in self.sprites:
            action = self.click_action(sprite)
            if action is not None or self.drag_zones(sprite):
                self.marks.append((sprite, action))

    def draw_marks(self, surface, view, now: float) -> None:
        """What can be clicked glows; the selection in progress is tagged."""
        if not self.acting:
            return
        pulse = round((0.55 + 0.3 * math.sin(now * 3.4)) * 20) / 20
        soft = round((0.35 + 0.15 * math.sin(now * 2.4)) * 20) / 20
        prompt = self.shown.prompt
        hand = self.zones.get(f"hand.{self.home}", [])
        for sprite, action in self.marks:
            if not self.visible(sprite) or sprite is self.drag.sprite:
                continue
            rise = sprite.data.get("rise", 0.0) if sprite in hand else 0.0
            sprite.y -= rise
            r = _sprite_rect(view, sprite)
            selected = isinstance(action, tuple) and action[1] in self.selected
            strength = 0.9 if selected else (pulse if action is not None else soft)
            halo = theme.glow(r.size, view.px(5), theme.GOLD, strength, view.px(8))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
            if selected and prompt == "penalty":
                i = self.selected.index(action[1])
                recipient = dict(self.shown.prompt_args).get("recipient", self.home)
                if i == 0 or recipient == self.home:
                    tag = self.t("kami_table.keep")
                else:
                    tag = self.t("kami_table.give", name=self.seat_name(recipient))
                _tag(surface, view, tag, (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 10))
            elif selected:
                _tag(surface, view, self.t("kami_table.linking"), (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 8))
            sprite.y += rise
        if prompt in ("penalty", "recipient"):
            self.draw_penalty_arrow(surface, view, now)
        if prompt in ("enigma", "devil"):
            picked = list(dict(self.shown.prompt_args).get("picked", ()))
            for sprite in hand if prompt == "enigma" else self.zones.get(f"shields.{self.home}", []):
                key = sprite.data.get("code") if prompt == "enigma" else sprite.data.get("label")
                if key in picked:
                    picked.remove(key)
                    _tag(surface, view, self.t("kami_table.picked"), (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 8))

    def draw_penalty_arrow(self, surface, view, now: float) -> None:
        """The penalty shows who receives the second shield: an arrow to their plate."""
        args = dict(self.shown.prompt_args)
        recipient = args.get("recipient")
        if recipient is None or recipient == self.home:
            return
        g = self.geo[recipient]
        tx, ty = g.plate[0] + g.plate[2] / 2, g.plate[1] + g.plate[3] + 1
        start = None
        if len(self.selected) == 2:
            sprite = next((s for s in self.zones.get(f"shields.{self.home}", []) if s.data.get("label") ==
                           self.selected[1]), None)
            if sprite is not None:
                start = (sprite.x, sprite.y - CARD_H * sprite.scale / 2)
        if start is None:
            hx, hy, hw, hh = self.geo[self.home].shields
            start = (hx + hw / 2, hy)
        _arrow(surface, view, start, (tx, ty), now)

    def draw_strip(self, surface, view, lang: str) -> None:
        x, y, w, h = STRIP
        r = view.rect(STRIP)
        theme.alpha_rect(surface, r, (*theme.PANEL, 246), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 150), view.px(14), 1)
        caption = self.prompt_text(self.shown)
        text(surface, view, caption, (x + w / 2, y + 12), theme.BODY, theme.GOLD, "midtop")
        draw_cards(surface, view, [s for s, _ in self.strip], lang)
        for sprite, action in self.strip:
            if action is None and self.shown.prompt in ("mind_reset", "scheming"):
                rr = _sprite_rect(view, sprite)
                theme.alpha_rect(surface, rr, (0, 0, 0, 120), view.px(5))

    def draw_strip_halos(self, surface, view, now: float) -> None:
        strength = round((0.75 + 0.25 * math.sin(now * 3.4)) * 20) / 20
        for sprite, action in self.strip:
            if action is not None:
                rr = _sprite_rect(view, sprite)
                halo = theme.glow(rr.size, view.px(6), theme.GOLD, strength, view.px(12))
                surface.blit(halo, (rr.x - (halo.get_width() - rr.width) // 2,
                                    rr.y - (halo.get_height() - rr.height) // 2))

    def draw_side(self, surface, view) -> None:
        """The right column: what is asked of the viewer, with its buttons."""
        r = view.rect((SIDE_X, 424, 238, 138))
        theme.alpha_rect(surface, r, (*theme.PANEL, 190), view.px(10))
        theme.alpha_rect(surface, r, (255, 255, 255, 38), view.px(10), 1)
        obs = self.shown
        if self.intermission is not None or self.session.over:
            line = self.t("kami_table.round_over")
        elif self.acting:
            line = self.prompt_text(obs)
        elif obs.to_act is not None:
            line = self.t("kami_table.waiting_short", name=self.seat_name(obs.to_act))
        else:
            line = ""
        px = view.px(theme.SMALL)
        lines = theme.wrap(line, px, view.px(224))[:2]
        for i, part in enumerate(lines):
            text(surface, view, part, (SIDE_X + 8, 428 + i * 16), theme.SMALL, theme.GOLD if self.acting else theme.INK_DIM)
        if self.acting and not self.action_buttons:
            hint = self.t(f"kami_table.hint.{obs.prompt}") if self.app.t.has(f"kami_table.hint.{obs.prompt}") else \
                self.t("kami_table.hint.click")
            for i, part in enumerate(theme.wrap(hint, px, view.px(224))[:4]):
                text(surface, view, part, (SIDE_X + 8, 470 + i * 16), theme.SMALL, theme.INK_DIM)
        elif self.acting and obs.prompt == "main":
            hint = self.t("kami_table.hint.main")
            for i, part in enumerate(theme.wrap(hint, px, view.px(224))[:3]):
                text(surface, view, part, (SIDE_X + 8, 512 + i * 15), theme.SMALL, theme.INK_DIM)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        if self.intermission is not None:
            view = self.app.view
            self.draw_intermission(surface, view)
            for button in self.action_buttons:
                button.draw(surface, view)

    def draw_intermission(self, surface, view) -> None:
        obs = self.observation
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        x, y, w, h = 340, 150, 600, 380
        r = view.rect((x, y, w, h))
        theme.alpha_rect(surface, r, (*theme.PANEL, 240), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 160), view.px(14), 1)
        done = len(obs.round_points)
        text(surface, view, self.t("kami_table.round_done", round=done, rounds=obs.rounds), (640, y + 16), theme.TITLE,
             theme.GOLD, "midtop", bold=True)
        ending = self.intermission.get("ending")
        if ending is not None:
            text(surface, view, self.describe(ending), (640, y + 54), theme.BODY, theme.INK, "midtop")
        _score_table(self, surface, view, (x + 40, y + 96, w - 80), obs.round_points, obs.rounds)


TABLE = KamiTable


# -- the match screen -------------------------------------------------------------------

class KamiResults(ResultsScene):
    """The end of the match: every round's points per seat, the totals, the winners."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(150, int(self.age * 400))))
        surface.blit(shade, (0, 0))
        result = self.session.result
        seats = self.session.record.seats
        x, y, w, h = 250, 90, 780, 580
        r = view.rect((x, y, w, h))
        theme.alpha_rect(surface, r, (*theme.PANEL, 240), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 160), view.px(14), 1)
        names = ", ".join(seats[i].name for i in result.winners)
        title = self.t("kami_table.match_won", names=names) if result.winners else self.t("app.results.nobody")
        text(surface, view, title, (640, y + 20), theme.HERO, theme.GOLD, "midtop", bold=True)
        details = dict(result.details)
        points = details.get("round_points", ())
        rounds = len(points)
        if rounds > 1:
            sub = self.t(result.ending)
        else:  # a one-round game: the round's own ending names its winner
            winner = (details.get("round_winners") or (-1,))[-1]
            sub = self.t(result.reason or result.ending, seat=seats[winner].name if winner >= 0 else "—", round=1)
        text(surface, view, sub, (640, y + 70), theme.BODY, theme.INK_DIM, "midtop")
        table = getattr(self, "table", None)
        names_of = [s.name for s in seats]
        bottom = _score_table(table, surface, view, (x + 50, y + 110, w - 100), points, rounds, names_of,
                              winners=result.winners)
        endings = details.get("round_endings", ())
        winners = details.get("round_winners", ())
        yy = bottom + 14
        for i, (ending, winner) in enumerate(zip(endings, winners)):
            if yy > y + h - 90:
                break
            who = names_of[winner] if winner is not None and winner >= 0 else "—"
            line = self.t(ending, seat=who, round=i + 1)
            text(surface, view, line, (x + 60, yy), theme.SMALL, theme.INK_DIM)
            yy += 18
        super(ResultsScene, self).draw(surface)


def _score_table(table, surface, view, origin, points, rounds: int, names=None, winners=()) -> float:
    """Rows of seats, a column per round, the running total; returns the bottom y."""
    x, y, w = origin
    n = len(points[0]) if points else 0
    if table is not None and names is None:
        names = [table.seat_name(s) for s in range(n)]
    t = (table.t if table is not None else (lambda k, **a: k))
    col = min(52, (w - 200) / max(1, rounds + 1))
    right = x + w
    header_y = y
    for r in range(rounds):
        cx = right - col * (rounds - r + 0.5)
        colour = theme.INK_DIM if r < len(points) else (110, 120, 110)
        text(surface, view, t("kami_table.round_col", n=r + 1), (cx, header_y), theme.SMALL, colour, "midtop")
    text(surface, view, t("kami_table.total"), (right - col * 0.5 + 10, header_y), theme.SMALL, theme.GOLD, "midtop")
    totals = [sum(p[s] for p in points) for s in range(n)]
    best = max(totals) if totals else 0
    yy = y + 24
    for s in range(n):
        lead = totals[s] == best and best > 0
        if lead:
            theme.alpha_rect(surface, view.rect((x - 10, yy - 3, w + 20, 26)), (*theme.GOLD, 34), view.px(6))
        theme.draw_marker(surface, view.point(x + 6, yy + 10), view.px(7), s)
        label = names[s] if names else str(s + 1)
        text(surface, view, label, (x + 22, yy + 10), theme.BODY, theme.INK, "midleft", bold=lead)
        for r in range(rounds):
            cx = right - col * (rounds - r + 0.5)
            if r < len(points):
                value = points[r][s]
                colour = theme.GOLD if value == 3 else (theme.INK if value else theme.INK_DIM)
                text(surface, view, str(value), (cx, yy + 10), theme.BODY, colour, "center", bold=value == 3)
            else:
                text(surface, view, "·", (cx, yy + 10), theme.BODY, (110, 120, 110), "center")
        text(surface, view, str(totals[s]), (right - col * 0.5 + 10, yy + 10), theme.LARGE, theme.GOLD, "center",
             bold=True)
        yy += 30
    return yy


def _show_results(self) -> None:
    scene = KamiResults(self.app, self.session)
    scene.table = self
    self.app.push(scene)


KamiTable.show_results = _show_results


# -- drawing helpers -------------------------------------------------------------------

def _inside(pos, rect, margin: float = 0.0) -> bool:
    x, y, w, h = rect
    return x - margin <= pos[0] <= x + w + margin and y - margin <= pos[1] <= y + h + margin


def _sprite_rect(view, sprite: CardSprite) -> pygame.Rect:
    w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
    if abs((sprite.angle % 180) - 90) < 45:
        w, h = h, w
    return view.rect((sprite.x - w / 2, sprite.y - h / 2, w, h))


def _inset(surface, view, rect, radius: float, alpha: int = 46) -> None:
    r = view.rect(rect)
    theme.alpha_rect(surface, r, (0, 0, 0, alpha), view.px(radius))
    theme.alpha_rect(surface, r, (255, 255, 255, 38), view.px(radius), 1)


def _rim(surface, view) -> None:
    r = view.stage
    band = view.px(8)
    for i in range(band):
        k = i / max(1, band - 1)
        colour = tuple(round(a + (b - a) * k) for a, b in zip(theme.WOOD_DARK, theme.WOOD_LIGHT))
        pygame.draw.rect(surface, colour, r.inflate(-2 * i, -2 * i), width=1, border_radius=view.px(14))
    pygame.draw.rect(surface, (20, 12, 6), r.inflate(-2 * band, -2 * band), width=1, border_radius=view.px(10))


def _tag(surface, view, label: str, centre) -> None:
    image = theme.render_text(label, view.px(theme.SMALL), (40, 30, 10), bold=True)
    w, h = image.get_width() + view.px(12), image.get_height() + view.px(4)
    r = pygame.Rect(0, 0, w, h)
    r.center = view.point(*centre)
    pygame.draw.rect(surface, theme.GOLD, r, border_radius=h // 2)
    surface.blit(image, image.get_rect(center=r.center))


def _arrow(surface, view, start, end, now: float) -> None:
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    if length < 10:
        return
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    dash, gap = 12, 8
    offset = (now * 40) % (dash + gap)
    d = -offset
    while d < length - 14:
        a, b = max(0.0, d), min(length - 14, d + dash)
        if b > a:
            pygame.draw.line(surface, theme.GOLD, view.point(x1 + ux * a, y1 + uy * a),
                             view.point(x1 + ux * b, y1 + uy * b), max(2, view.px(3)))
        d += dash + gap
    tip = (x2, y2)
    left = (x2 - ux * 16 - uy * 8, y2 - uy * 16 + ux * 8)
    right = (x2 - ux * 16 + uy * 8, y2 - uy * 16 - ux * 8)
    pygame.draw.polygon(surface, theme.GOLD, [view.point(*tip), view.point(*left), view.point(*right)])
