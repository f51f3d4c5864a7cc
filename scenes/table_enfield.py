"""The table of Enfield (悠久幻想曲 ensemble): the town map with its streets, roads, trust
markers and pieces; the calendar of the year; every squad's party with attached cards, target
field and trash; the movement die; the battle overlay; the final scoring street by street.

Gestures: click a card of your deck to stake it; click the die (or Roll) to roll; click a lit
square (or drag your piece onto it) to walk there, and pick a route when several lead there;
Fight / Pass buttons at an encounter; in battle click a member, a command and a lit target;
click a lit member to give it the obtained card or to turn it sideways; click a lit marker to
give it up. A click or Space finishes what is moving.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.enfield import cards as C
from game.enfield.actions import (
    Attach,
    Attack,
    Cast,
    EndActions,
    Fight,
    GiveMarker,
    Incapacitate,
    Move,
    Pass,
    PickFace,
    Roll,
    SecondTarget,
    Stake,
    UseCard,
)
from game.enfield.board import SQUARES, STREETS
from game.enfield.events import (
    BattleBegun,
    BattleOver,
    Damaged,
    FighterJoined,
    Healed,
    MarkerPlaced,
    MarkerTurned,
    MemberTurned,
)
from game.enfield.state import HOLIDAYS, MONTHS, ROUNDS
from game.engine.contract import CardMoved, DieRolled, Event, PieceMoved, Revealed
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CARD_H, CARD_W, CardSprite, back_image, draw_cards
from sprites.dice import TUMBLE, DiceTray
from sprites.faces.draw import shaded
from sprites.faces.enfield import EnfieldFace, hp_bar
from sprites.furniture import Banner, LogPanel, Toast, Tooltip

from .results import ResultsScene
from .table import TableScene
from .table_enfield_draw import (
    MAP_RECT,
    STREET_COLOURS,
    building_rect,
    draw_piece,
    draw_trust_marker,
    map_image,
    marker_spot,
    piece_spot,
    square_centre,
)
from .widgets import Button, panel, text

CAL_RECT = (16, 8, 780, 44)
BATTLE_SCALE = 0.86
TRAY_RECT = (820, 84, 432, 84)
ACTIONS_Y = 178
LOG_RECT = (816, 268, 440, 204)
BAND_Y, BAND_H = 482, 230
BATTLE_RECT = (24, 64, 764, 402)
STEP_TIME = 0.15  # a piece walks a square in ~150 ms (ART.md)
MAGICS = ("physical", "holy", "spirit", "alchemy")
ROUTE_COLOURS = ((245, 198, 91), (120, 200, 240), (236, 120, 160))


def _contains(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h


@dataclass
class Piece:
    seat: int
    square: str
    x: float = 0.0
    y: float = 0.0
    lift: float = 0.0
    rest_lift: float = 0.0


@dataclass
class Marker:
    square: str
    owner: int
    credited: int
    angle: float = 0.0
    scale: float = 1.0


@dataclass
class FighterShow:
    index: int
    seat: int
    side: int
    member: int
    card: str
    max_hp: int
    damage: float = 0.0  # shown, eased toward `target`
    target: int = 0
    ko: bool = False
    saved: bool = False


@dataclass
class BattleShow:
    square: str
    attacker: int
    defender: int
    fighters: list[FighterShow] = field(default_factory=list)
    outcome: str = ""  # the result line once decided
    floats: list = field(default_factory=list)  # [x, y, text, colour, age]


class EnfieldTable(TableScene):
    name = "table"
    needs_curtain = True  # the decks and the stakes are secret

    def __init__(self, app, session):
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.tray = DiceTray(TRAY_RECT, 2, speed=lambda: app.settings.animation_speed)
        self.log_panel = LogPanel(LOG_RECT)
        self.banner = Banner((1036, 32))
        self.tooltip = Tooltip()
        self.kit_toast = Toast((406, 446))
        self.sprites: dict[tuple, CardSprite] = {}
        self.stake_sprites: dict[tuple, CardSprite] = {}
        self.battle_sprites: dict[int, CardSprite] = {}
        self.pieces: dict[int, Piece] = {}
        self.markers: dict[str, Marker] = {}
        self.show: BattleShow | None = None
        self.pending: list[Event] = []
        self.line_of: set[int] = set()  # events whose log line waits for their animation
        self.callout = (0, 0.0)
        self.routes: list[tuple[str, ...]] = []  # the alternatives to one chosen square
        self.route_hover = -1
        self.hover_square: str | None = None
        self.dragging_piece = False
        self.dragging_card: CardSprite | None = None
        self.drag_pos = (0.0, 0.0)
        self.sel: dict = {}
        self.zoom: EnfieldFace | None = None  # a card shown large (right-click)
        self.buttons: list[Button] = []
        self.ready = False
        self._base, self._base_key = None, None
        self._battle_bg, self._battle_key = None, None
        self._shade: dict = {}
        super().__init__(app, session)
        self.ready = True
        self.snap()
        self.on_refresh()

    # -- geometry ---------------------------------------------------------------
    @property
    def obs(self):
        return self.observation

    def players(self) -> int:
        return self.obs.players

    def band_rect(self, seat: int) -> tuple[float, float, float, float]:
        n = self.players()
        gap = 10
        width = (1248 - gap * (n - 1)) / n
        return 16 + seat * (width + gap), BAND_Y, width, BAND_H

    def card_scale(self) -> float:
        return {2: 0.95, 3: 0.85}.get(self.players(), 0.7)

    def member_pos(self, seat: int, member: int) -> tuple[float, float]:
        x, y, _w, h = self.band_rect(seat)
        s = self.card_scale()
        step = CARD_W * s + 12
        return x + 18 + CARD_W * s / 2 + member * step, y + h - 10 - CARD_H * s / 2

    def attached_pos(self, seat: int, member: int, j: int, count: int) -> tuple[float, float]:
        """Attached cards are tucked under the member with their tops (name, ribbon) showing."""
        mx, my = self.member_pos(seat, member)
        s = self.card_scale()
        top = self.band_rect(seat)[1] + 44
        room = my - 22 - CARD_H * s / 2 - top
        step = min(14.0, room / max(1, count - 1)) if count > 1 else 14.0
        return mx, my - 22 - j * step

    def side_pos(self, seat: int, which: str) -> tuple[float, float, float]:
        """The target field ("t") and trash ("x") at the right of the squad's band, and their scale."""
        x, y, w, h = self.band_rect(seat)
        s = self.card_scale() * 0.72
        cx = x + w - 12 - CARD_W * s / 2
        if which == "t":
            return cx, y + 40 + CARD_H * s / 2, s
        return cx, y + h - 8 - CARD_H * s / 2, s

    def deck_pos(self, seat: int) -> tuple[float, float]:
        x, y, w, _h = self.band_rect(seat)
        return x + w - 60, y + 14

    def credited_angle(self, square: str, credited: int) -> float:
        mx, my = marker_spot(square)
        bx, by, bw, _bh = self.band_rect(credited)
        return math.atan2(by + 20 - my, bx + bw / 2 - mx)

    def colour(self, seat: int):
        return theme.seat_colour(seat)

    # -- observation -> sprites ---------------------------------------------------
    def desired(self) -> dict[tuple, tuple]:
        """key -> (x, y, angle, scale, face or None, face_up, z) for every card on the table."""
        out = {}
        s = self.card_scale()
        for squad in self.obs.squads:
            seat = squad.seat
            colour = self.colour(seat)
            for i, member in enumerate(squad.party):
                mx, my = self.member_pos(seat, i)
                base = 1000 * seat + 100 * i + 50
                out[("m", seat, i)] = (mx, my, 90.0 if member.incapacitated else 0.0, s,
                                       EnfieldFace(member.card, colour), True, base)
                n = len(member.attached)
                for j, card in enumerate(member.attached):
                    ax, ay = self.attached_pos(seat, i, j, n)
                    out[("a", seat, i, j)] = (ax, ay, 0.0, s, EnfieldFace(card, colour), True, base - 1 - j)
            if squad.staked:
                tx, ty, ts = self.side_pos(seat, "t")
                face = EnfieldFace(squad.target, colour) if squad.target else None
                out[("t", seat)] = (tx, ty, 0.0, ts, face, face is not None, 1000 * seat + 900)
            xx, xy, xs = self.side_pos(seat, "x")
            first = max(0, len(squad.trash) - 3)
            for k in range(first, len(squad.trash)):
                d = k - first
                out[("x", seat, k)] = (xx - d * 1.0, xy - d * 1.0, (d - 1) * 2.0, xs,
                                       EnfieldFace(squad.trash[k], colour), True, 1000 * seat + 800 + d)
        return out

    def make_sprite(self, key, spec) -> CardSprite:
        x, y, angle, scale, face, up, z = spec
        sprite = CardSprite(key, kind="enfield", face=face, face_up=up, back="enfield", x=x, y=y, angle=angle,
                            scale=scale, z=z)
        self.sprites[key] = sprite
        return sprite

    def snap(self) -> None:
        """Everything where the observation says, at once (start, undo, hand-off)."""
        self.anim.skip()
        self.tray.skip()
        self.sprites = {}
        for key, spec in self.desired().items():
            self.make_sprite(key, spec)
        obs = self.obs
        self.pieces = {}
        for squad in obs.squads:
            x, y = piece_spot(squad.piece, squad.seat, obs.players)
            self.pieces[squad.seat] = Piece(squad.seat, squad.piece, x, y)
        self.markers = {m.square: Marker(m.square, m.owner, m.credited, self.credited_angle(m.square, m.credited))
                        for m in obs.markers}
        self.show = self.show_from_observation()
        if obs.roll:
            self.tray.set_value(0, obs.roll)
        if obs.battle is None or len(obs.battle.faces) != 2:
            self.park_second_die()

    def show_from_observation(self) -> BattleShow | None:
        battle = self.obs.battle
        if battle is None:
            return None
        show = BattleShow(battle.square, battle.attacker, battle.defender)
        for f in battle.fighters:
            show.fighters.append(FighterShow(f.index, f.seat, f.side, f.member, f.card, f.max_hp, f.damage, f.damage,
                                             f.ko))
        self.build_battle_sprites(show)
        return show

    # -- events in, animation out -------------------------------------------------------
    def on_reset(self) -> None:
        self.pending = []
        self.routes = []
        self.sel = {}
        if self.ready:
            self.snap()

    def on_refresh(self) -> None:
        if not self.ready:
            return
        events, self.pending = self.pending, []
        if events:
            self.animate(events)
        else:
            self.settle()
        for _ in self.line_of:  # lines of events no animation took
            self.release_log_line()
        self.line_of = set()
        self.sel = {}
        self.routes = [] if not any(isinstance(a, Move) for a in self.legal) else self.routes
        self.preselect()
        self.build_buttons()
        self.build_stake_sprites()
        self.update_banner()

    def settle(self) -> None:
        """No events (a refresh after a hand-off): bring stray sprites home without a story."""
        want = self.desired()
        for key in list(self.sprites):
            if key not in want:
                del self.sprites[key]
        for key, spec in want.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                self.make_sprite(key, spec)
                continue
            if self.anim.animating(sprite) or sprite.alpha < 1.0:
                continue  # its story is still being told
            x, y, angle, scale, face, up, z = spec
            sprite.face, sprite.face_up, sprite.z, sprite.scale = face, up, z, scale
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5 or abs(sprite.angle - angle) > 0.5:
                self.anim.slide(sprite, (x, y), angle=angle, sound=None)
        obs = self.obs
        for squad in obs.squads:
            piece = self.pieces.get(squad.seat)
            if piece is not None and piece.square != squad.piece and not self.anim.animating(piece):
                piece.square = squad.piece
                piece.x, piece.y = piece_spot(squad.piece, squad.seat, obs.players)
        if self.show is None and obs.battle is not None:
            self.show = self.show_from_observation()

    def old_position(self, old: dict, place: str, card) -> tuple[float, float] | None:
        if place.startswith("deck"):
            return self.deck_pos(int(place[4:]))
        if place.startswith("target"):
            sprite = old.get(("t", int(place[6:])))
            return (sprite.x, sprite.y) if sprite else self.side_pos(int(place[6:]), "t")[:2]
        if place.startswith("party"):
            seat, member = (int(v) for v in place[5:].split("."))
            found = [s for k, s in old.items() if k[0] == "a" and k[1] == seat and k[2] == member
                     and s.face is not None and s.face.card == card]
            if found:
                return found[-1].x, found[-1].y
            return self.member_pos(seat, member)
        if place.startswith("trash"):
            return self.side_pos(int(place[5:]), "x")[:2]
        return None

    def animate(self, events: list[Event]) -> None:
        anim = self.anim
        obs = self.obs
        old = dict(self.sprites)
        want = self.desired()
        # which keys the events move, flip or turn (the rest settle at once)
        trash_moves: dict[int, int] = {}
        for e in events:
            if isinstance(e, CardMoved) and e.dst.startswith("trash"):
                seat = int(e.dst[5:])
                trash_moves[seat] = trash_moves.get(seat, 0) + 1
        trash_next = {seat: len(obs.squads[seat].trash) - n for seat, n in trash_moves.items()}
        plans: list[tuple[Event, tuple | None]] = []
        handled: set[tuple] = set()
        for e in events:
            key = None
            if isinstance(e, CardMoved):
                if e.dst.startswith("target"):
                    key = ("t", int(e.dst[6:]))
                elif e.dst.startswith("party"):
                    seat, member = (int(v) for v in e.dst[5:].split("."))
                    key = ("a", seat, member, len(obs.squads[seat].party[member].attached) - 1)
                elif e.dst.startswith("trash"):
                    seat = int(e.dst[5:])
                    key = ("x", seat, trash_next[seat])
                    trash_next[seat] += 1
                if key not in want:
                    key = None
            elif isinstance(e, Revealed) and e.where.startswith("target"):
                key = ("t", int(e.where[6:]))
            elif isinstance(e, MemberTurned):
                key = ("m", e.seat, e.member)
            if key is not None:
                handled.add(key)
            plans.append((e, key))
        # settle the others now
        for key in list(self.sprites):
            if key not in want:
                del self.sprites[key]
        for key, spec in want.items():
            x, y, angle, scale, face, up, z = spec
            sprite = self.sprites.get(key)
            if key in handled:
                if sprite is None:
                    sprite = self.make_sprite(key, spec)
                continue
            if sprite is None:
                self.make_sprite(key, spec)
                continue
            sprite.face, sprite.face_up, sprite.z, sprite.scale = face, up, z, scale
            if abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5 or abs(sprite.angle - angle) > 0.5:
                anim.slide(sprite, (x, y), angle=angle, sound=None)
        # then the story, event by event
        # a Fortune Teller's two dice come as two attack dice side by side (a lone attack has its line between)
        pairs: dict[int, int] = {}
        for i in range(len(events) - 1):
            a, b = events[i], events[i + 1]
            if isinstance(a, DieRolled) and isinstance(b, DieRolled) and a.die == b.die == "attack" and i not in pairs:
                pairs[i], pairs[i + 1] = 0, 1
        slot = {id(events[i]): which for i, which in pairs.items()}
        for e, key in plans:
            if id(e) in self.line_of:
                self.line_of.discard(id(e))
                anim.call(self.release_log_line)
            if isinstance(e, CardMoved) and key is not None:
                self.plan_card(e, key, want[key], old)
            elif isinstance(e, Revealed) and key is not None:
                sprite = self.sprites[key]
                face = want[key][4]
                if not sprite.face_up or sprite.face != face:
                    sprite.face_up, sprite.face = False, None
                    anim.flip(sprite, True, face=face)
            elif isinstance(e, MemberTurned) and key is not None:
                sprite = self.sprites[key]
                anim.rotate(sprite, 90.0 if e.incapacitated else 0.0)
                anim.sound("flip")
                anim.beat()
            elif isinstance(e, DieRolled):
                if slot.get(id(e)) == 0:
                    self.anim.call(lambda v=e.value: (self.tray.throw(0, v, sound=self.app.play)))
                else:
                    self.plan_die(e, slot.get(id(e), 0))
            elif isinstance(e, PieceMoved):
                self.plan_walk(e)
            elif isinstance(e, MarkerPlaced):
                self.plan_marker(e)
            elif isinstance(e, MarkerTurned):
                self.plan_turn(e)
            elif isinstance(e, BattleBegun):
                self.plan_battle(e)
            elif isinstance(e, FighterJoined):
                self.plan_joined(e)
            elif isinstance(e, (Damaged, Healed)):
                self.plan_damage(e)
            elif isinstance(e, BattleOver):
                self.plan_over(e)
        anim.beat()
        if any(isinstance(e, Revealed) for e in events):
            anim.beat(0.2)
        # anything the events did not say (a resumed table): pieces and markers follow the observation
        anim.call(self.reconcile)

    def plan_card(self, e: CardMoved, key, spec, old) -> None:
        anim = self.anim
        sprite = self.sprites[key]
        x, y, angle, scale, face, up, z = spec
        start = self.old_position(old, e.src, e.card)
        sprite.face, sprite.face_up, sprite.scale = face, up, scale
        if start is None:
            sprite.x, sprite.y = x, y
            return
        sprite.x, sprite.y = start
        sprite.alpha = 0.0
        sprite.z = 50_000 + z
        anim.call(lambda: setattr(sprite, "alpha", 1.0))
        done = anim.slide(sprite, (x, y), angle=angle)
        done.on_done = lambda: setattr(sprite, "z", z)
        anim.beat()

    def park_second_die(self) -> None:
        """The second die is on the table only for a Fortune Teller's two dice."""
        self.tray.dice[1].body.position = (-400, -400)
        self.tray.dice[1].rolling = False

    def plan_die(self, e: DieRolled, index: int = 0) -> None:
        def throw() -> None:
            if index == 0:
                self.park_second_die()
            self.tray.throw(index, e.value, sound=self.app.play)

        self.anim.call(throw)
        self.anim.wait(TUMBLE + (0.15 if index == 0 else 0.0))

    def plan_walk(self, e: PieceMoved) -> None:
        seat = int(e.piece[5:])
        piece = self.pieces.get(seat)
        if piece is None:
            return
        anim = self.anim
        n = self.players()
        for square in e.path[1:]:
            x, y = piece_spot(square, seat, n)
            anim.add(piece, STEP_TIME + 0.05, x=x, y=y, arc=0.9)
            anim.sound("click")
            anim.beat()
        last = e.path[-1]
        anim.call(lambda: setattr(piece, "square", last))
        anim.beat(0.1)

    def plan_marker(self, e: MarkerPlaced) -> None:
        marker = Marker(e.square, e.owner, e.credited, self.credited_angle(e.square, e.credited), 0.0)

        def put() -> None:
            self.markers[e.square] = marker

        self.anim.call(put)
        self.anim.add(marker, 0.3, scale=1.0)
        self.anim.sound("success")
        self.anim.beat()

    def plan_turn(self, e: MarkerTurned) -> None:
        marker = self.markers.get(e.square)
        if marker is None:
            return
        a0 = marker.angle
        a1 = self.credited_angle(e.square, e.after)
        while a1 - a0 > math.pi:
            a1 -= 2 * math.pi
        while a1 - a0 < -math.pi:
            a1 += 2 * math.pi
        self.anim.add(marker, 0.45, angle=a1)
        self.anim.call(lambda: setattr(marker, "credited", e.after))
        self.anim.sound("flip")
        self.anim.beat()

    def plan_battle(self, e: BattleBegun) -> None:
        show = BattleShow(e.square, e.attacker, e.defender)
        for i, (seat, member, card, max_hp) in enumerate(e.fighters):
            show.fighters.append(FighterShow(i, seat, 0 if seat == e.attacker else 1, member, card, max_hp))

        def open_() -> None:
            self.show = show
            self.build_battle_sprites(show)

        self.anim.call(open_)
        self.anim.sound("turn")
        self.anim.wait(0.6)

    def plan_joined(self, e: FighterJoined) -> None:
        def join() -> None:
            show = self.show
            if show is None:
                return
            side = 0 if e.seat == show.attacker else 1
            show.fighters.append(FighterShow(e.fighter, e.seat, side, -1, C.HIRED_BLADE, e.max_hp))
            self.build_battle_sprites(show)

        self.anim.call(join)
        self.anim.wait(0.3)

    def plan_damage(self, e) -> None:
        def apply() -> None:
            show = self.show
            if show is None or e.fighter >= len(show.fighters):
                return
            f = show.fighters[e.fighter]
            f.target = e.damage
            x, y = self.fighter_pos(show, f)
            if isinstance(e, Damaged):
                f.ko = e.ko
                f.saved = e.saved
                label = f"-{e.amount}" if e.amount else self.t("enfield.table.miss")
                colour = theme.DANGER if e.amount else theme.INK_DIM
                self.app.play("failure" if e.ko else "slide")
            else:
                label = f"+{e.amount}"
                colour = theme.SUCCESS
            stacked = sum(1 for item in show.floats if abs(item[0] - x) < 1 and item[4] < 0.6)
            show.floats.append([x, y - 6 - 26 * stacked, label, colour, 0.0])

        self.anim.call(apply)
        self.anim.wait(0.55)

    def plan_over(self, e: BattleOver) -> None:
        def outcome() -> None:
            if self.show is None:
                return
            if e.winner is None:
                self.show.outcome = self.t("enfield.term.draw")
            else:
                self.show.outcome = self.t("enfield.table.battle_won", name=self.seat_name(e.winner))
            self.app.play("success")

        def close() -> None:
            self.show = None
            self.battle_sprites = {}

        self.anim.call(outcome)
        self.anim.wait(1.3)
        self.anim.call(close)
        self.anim.beat()

    def reconcile(self) -> None:
        obs = self.obs
        for squad in obs.squads:
            piece = self.pieces.get(squad.seat)
            if piece is not None and piece.square != squad.piece:
                piece.square = squad.piece
                piece.x, piece.y = piece_spot(squad.piece, squad.seat, obs.players)
        squares = {m.square for m in obs.markers}
        for m in obs.markers:
            mk = self.markers.get(m.square)
            if mk is None or mk.credited != m.credited or mk.owner != m.owner:
                self.markers[m.square] = Marker(m.square, m.owner, m.credited, self.credited_angle(m.square, m.credited))
        for square in list(self.markers):
            if square not in squares:
                del self.markers[square]
        if obs.battle is None and self.show is not None and not self.anim.busy():
            self.show = None
            self.battle_sprites = {}

    # -- the battle overlay's geometry -------------------------------------------------
    def fighter_pos(self, show: BattleShow, f: FighterShow) -> tuple[float, float]:
        x, y, w, _h = BATTLE_RECT
        side = [g for g in show.fighters if g.side == f.side]
        n = len(side)
        k = side.index(f)
        step = 92
        half = w / 2
        left = x + (0 if f.side == 0 else half)
        cx = left + half / 2 + (k - (n - 1) / 2) * step
        return cx, y + 156

    def build_battle_sprites(self, show: BattleShow) -> None:
        self.battle_sprites = {}
        for f in show.fighters:
            x, y = self.fighter_pos(show, f)
            face = EnfieldFace(f.card, self.colour(f.seat))
            self.battle_sprites[f.index] = CardSprite(("bf", f.index), kind="enfield", face=face, face_up=True,
                                                      back="enfield", x=x, y=y, scale=BATTLE_SCALE, z=f.index)

    def fighter_chips(self, f: FighterShow) -> list[tuple[str, str]]:
        """(card id, label) of the cards attached to a fighter (from the observation)."""
        if f.member < 0:
            return []
        member = self.obs.squads[f.seat].party[f.member]
        return [(card, self.t(f"enfield.card.{card}")) for card in member.attached]

    def chip_rects(self, show: BattleShow, f: FighterShow) -> list[tuple[tuple, str, int]]:
        x, y = self.fighter_pos(show, f)
        out = []
        chips = self.fighter_chips(f)
        for j, (card, _) in enumerate(chips[:4]):
            out.append(((x - 43, y + 97 + j * 18, 86, 16), card, j))
        return out

    # -- input helpers: what the legal actions allow ------------------------------------------
    def legal_of(self, kind) -> list:
        return [a for a in self.legal if isinstance(a, kind)]

    def preselect(self) -> None:
        actors = sorted({a.actor for a in self.legal_of((Attack, Cast))})
        if actors:
            self.sel = {"actor": actors[0] if len(actors) == 1 else None, "command": "attack", "card": None}

    def destinations(self) -> dict[str, list[tuple[str, ...]]]:
        out: dict[str, list[tuple[str, ...]]] = {}
        for a in self.legal_of(Move):
            out.setdefault(a.path[-1], []).append(a.path)
        return out

    def lit_squares(self) -> set[str]:
        if self.routes:
            return set()
        if self.legal_of(Move):
            return set(self.destinations())
        return {a.square for a in self.legal_of(GiveMarker)}

    def lit_members(self) -> set[int]:
        return {a.member for a in self.legal_of((Attach, Incapacitate))}

    def battle_targets(self) -> set[int]:
        """Fighters a click would act on now."""
        if self.sel.get("use") is not None:
            fighter, card = self.sel["use"]
            return {a.target for a in self.legal_of(UseCard) if a.fighter == fighter and a.card == card}
        second = self.legal_of(SecondTarget)
        if second:
            return {a.target for a in second}
        actor = self.sel.get("actor")
        if actor is None:
            return set()
        if self.sel.get("command") == "attack":
            return {a.target for a in self.legal_of(Attack) if a.actor == actor}
        magic, card = self.sel.get("command"), self.pay_card()
        return {a.target for a in self.legal_of(Cast) if a.actor == actor and a.magic == magic and a.card == card}

    def pay_card(self) -> str | None:
        actor = self.sel.get("actor")
        if actor is None:
            return None
        cards = sorted({a.card for a in self.legal_of(Cast) if a.actor == actor})
        if not cards:
            return None
        chosen = self.sel.get("card")
        if chosen in cards:
            return chosen
        plain = [c for c in cards if not C.is_action(c)]
        return (plain or cards)[0]

    def eligible(self) -> set[int]:
        return {a.actor for a in self.legal_of((Attack, Cast))}

    # -- buttons ------------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        app = self.app
        buttons: list[Button] = []
        x = 820
        row = ACTIONS_Y

        def add(label, fn, width=None, primary=False, key=None):
            nonlocal x, row
            width = width or max(96, min(300, theme.text_width(label, app.view.px(theme.BODY)) / app.view.scale + 30))
            if x + width > 1166:
                x, row = 820, row + 42
            button = Button((x, row, width, 36), (lambda s=label: s), fn, app, primary=primary, size=theme.BODY,
                            key=key)
            buttons.append(button)
            x += width + 8
            return button

        if self.legal_of(Roll):
            add(self.t("enfield.action.roll"), lambda: self.submit(Roll()), primary=True, key=pygame.K_r)
        if self.routes:
            for i, path in enumerate(self.routes):
                add(self.t("enfield.table.route", n=i + 1), lambda p=path: self.submit(Move(p)), width=104)
            add(self.t("enfield.table.back"), self.clear_routes, width=96)
        for a in self.legal_of(Fight):
            add(self.t("enfield.table.fight", name=self.seat_name(a.defender)), lambda a=a: self.submit(a), primary=True)
        for a in self.legal_of(Pass):
            add(self.t("enfield.action.pass"), lambda a=a: self.submit(a))
        battle_buttons: list[Button] = []
        if self.show is not None or self.obs.battle is not None:
            bx, by = BATTLE_RECT[0] + 16, BATTLE_RECT[1] + BATTLE_RECT[3] - 50

            def badd(label, fn, width=None, primary=False, active=False):
                nonlocal bx
                width = width or max(90, theme.text_width(label, app.view.px(theme.BODY)) / app.view.scale + 28)
                button = Button((bx, by, width, 36), (lambda s=label: s), fn, app, primary=primary or active,
                                size=theme.BODY)
                battle_buttons.append(button)
                bx += width + 8

            for a in self.legal_of(EndActions):
                badd(self.t("enfield.action.end_actions"), lambda a=a: self.submit(a), primary=True)
            for a in self.legal_of(PickFace):
                badd(self.t("enfield.table.keep", face=a.face), lambda a=a: self.submit(a), primary=True)
            actor = self.sel.get("actor")
            if actor is not None:
                badd(self.t("enfield.action.attack"), lambda: self.set_command("attack"),
                     active=self.sel.get("command") == "attack")
                magics = {a.magic for a in self.legal_of(Cast) if a.actor == actor}
                for magic in MAGICS:
                    if magic in magics:
                        badd(self.t(f"enfield.magic.{magic}"), lambda m=magic: self.set_command(m),
                             active=self.sel.get("command") == magic)
        undo = Button((1176, ACTIONS_Y, 80, 34), "app.table.undo", self.undo, app, size=theme.SMALL)
        undo.enabled = self.can_undo()
        menu = Button((1176, ACTIONS_Y + 42, 80, 34), "enfield.table.menu", self.back, app, size=theme.SMALL)
        self.buttons = buttons
        self.battle_buttons = battle_buttons
        self.widgets = buttons + battle_buttons + [undo, menu]

    def set_command(self, command: str) -> None:
        self.sel["command"] = command
        self.build_buttons()

    def clear_routes(self) -> None:
        self.routes = []
        self.build_buttons()

    def build_stake_sprites(self) -> None:
        self.stake_sprites = {}
        stakes = self.legal_of(Stake)
        if not stakes:
            return
        squad = self.obs.squads[self.viewer]
        cards = sorted({a.card for a in stakes}, key=lambda c: ("PADB".index(C.CARDS[c].kind[0].upper())
                                                                  if C.CARDS[c].kind[0].upper() in "PADB" else 9, c))
        n = len(cards)
        step = min(CARD_W * 0.86 + 10, 700 / max(1, n))
        x0 = MAP_RECT[0] + MAP_RECT[2] / 2 - step * (n - 1) / 2
        for i, card in enumerate(cards):
            sprite = CardSprite(("s", card), kind="enfield", face=EnfieldFace(card, self.colour(squad.seat)),
                                face_up=True, back="enfield", x=x0 + i * step, y=272, scale=0.86, z=i)
            sprite.data["count"] = squad.deck.count(card)
            self.stake_sprites[("s", card)] = sprite

    # -- the banner ---------------------------------------------------------------------------------
    def update_banner(self) -> None:
        obs = self.obs
        if obs.phase == "over":
            self.banner.set(self.t("enfield.phase.over"), self.t("enfield.table.counted"))
            return
        month = self.t(f"enfield.month.{obs.month}") if obs.month else self.t("enfield.holiday")
        title = self.t("enfield.table.round", round=obs.round, month=month)
        to_act = self.session.to_act
        if self.legal:
            phase = obs.phase
            if phase == "battle" and obs.battle is not None:
                line = self.battle_prompt()
            else:
                line = self.t(f"enfield.prompt.{phase}") if self.app.t.has(f"enfield.prompt.{phase}") else ""
                if phase == "path" and self.routes:
                    line = self.t("enfield.table.pick_route")
        elif to_act is not None:
            phase = self.t(f"enfield.phase.{obs.phase}") if self.app.t.has(f"enfield.phase.{obs.phase}") else ""
            line = self.t("enfield.table.acting", name=self.seat_name(to_act), phase=phase)
        else:
            line = ""
        self.banner.set(title, line)

    def battle_prompt(self) -> str:
        step = self.obs.battle.step
        if step == "actions":
            return self.t("enfield.table.prompt_actions")
        if step == "fortune":
            return self.t("enfield.table.prompt_fortune")
        if step == "second":
            return self.t("enfield.table.prompt_second")
        if self.sel.get("actor") is None:
            return self.t("enfield.table.prompt_actor")
        return self.t("enfield.table.prompt_target")

    # -- narration ----------------------------------------------------------------------------------
    def hold_log(self, described) -> int:
        """Each line is written into the log panel when the animation reaches its event."""
        self.line_of = {id(event) for event, _ in described}
        return len(self.line_of)

    def describe(self, event: Event) -> str:
        if isinstance(event, DieRolled):
            if event.die == "attack":
                return self.t("enfield.table.die_attack", value=event.value)
            return ""
        line = super().describe(event)
        # the core's lines say "Player N": the table says the seat's name
        for seat in range(len(self.session.record.seats) - 1, -1, -1):
            generic = self.t("enfield.table.player_n", n=seat + 1)
            name = self.seat_name(seat)
            if generic != name:
                line = line.replace(generic, name)
        return line

    def show_results(self) -> None:
        self.app.push(EnfieldResults(self.app, self.session))

    # -- input -----------------------------------------------------------------------------------------
    def cancel_gesture(self) -> bool:
        """Esc: a carried card glides home, a carried piece is put back, a route or a
        card choice is dropped."""
        if self.dragging_card is not None:
            sprite, self.dragging_card = self.dragging_card, None
            sprite.lift = 0.0
            spec = self.desired().get(sprite.key)
            if spec is not None:
                self.anim.slide(sprite, spec[:2], sound=None).on_done = lambda: setattr(sprite, "z", spec[6])
            return True
        if self.dragging_piece:
            self.dragging_piece = False
            self.hover_square = None
            return True
        if self.zoom is not None:
            self.zoom = None
            return True
        if self.routes:
            self.clear_routes()
            return True
        if self.sel.get("use") is not None:
            self.sel.pop("use")
            self.update_banner()
            return True
        return False

    def on_forget(self) -> None:
        self.zoom = None
        self.hover_square = None
        self.route_hover = -1

    def dragging(self) -> bool:
        return self.dragging_piece or self.dragging_card is not None

    def drag_event(self, event) -> bool:
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return False
        if self.dragging_piece:
            self.drag_piece(event)
            return True
        if self.dragging_card is not None:
            self.drag_card(event)
            return True
        return False

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.busy():
            self.skip()
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
            self.zoom = None  # any click puts the enlarged card back
            if event.type == pygame.MOUSEBUTTONUP:
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.zoom = self.face_at(event.pos)
            self.tooltip.clear()

    def press(self, pos) -> None:
        # the die rolls when clicked
        if self.legal_of(Roll) and self.tray.die_at(pos) is not None:
            self.submit(Roll())
            return
        # staking: a card of the deck
        for sprite in sorted(self.stake_sprites.values(), key=lambda s: -s.z):
            if sprite.contains(pos):
                self.submit(Stake(sprite.key[1]))
                return
        if (self.show is not None or self.obs.battle is not None) and self.press_battle(pos):
            return
        if self.routes:
            route = self.route_at(pos)
            if route is not None:
                self.submit(Move(self.routes[route]))
                return
        # the obtained card can be dragged onto a member
        if self.legal_of(Attach) and self.viewer is not None:
            card = self.sprites.get(("t", self.viewer))
            if card is not None and card.contains(pos):
                self.dragging_card = card
                self.drag_pos = pos
                card.z = 90_000
                card.lift = 1.0
                self.app.play("click")
                return
        # a member (attach / incapacitate)
        members = self.lit_members()
        if members and self.viewer is not None:
            for m in members:
                sprite = self.sprites.get(("m", self.viewer, m))
                if sprite is not None and sprite.contains(pos):
                    self.submit_member(m)
                    return
        # the own piece starts a drag
        if self.legal_of(Move) and self.viewer is not None:
            piece = self.pieces.get(self.viewer)
            if piece is not None and math.hypot(pos[0] - piece.x, pos[1] - (piece.y - 12)) < 16:
                self.dragging_piece = True
                self.drag_pos = pos
                self.app.play("click")
                return
        square = self.square_at(pos)
        if square is not None and square in self.lit_squares():
            self.choose_square(square)

    def submit_member(self, member: int) -> None:
        for a in self.legal_of((Attach, Incapacitate)):
            if a.member == member:
                self.submit(a)
                return

    def choose_square(self, square: str) -> None:
        gives = [a for a in self.legal_of(GiveMarker) if a.square == square]
        if gives:
            self.submit(gives[0])
            return
        paths = self.destinations().get(square, [])
        if len(paths) == 1:
            self.submit(Move(paths[0]))
        elif paths:
            self.routes = paths
            self.route_hover = -1
            self.app.play("click")
            self.build_buttons()
            self.update_banner()

    def drag_piece(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self.hover_square = self.square_at(event.pos)
            return
        if event.button != 1:
            return
        self.dragging_piece = False
        square = self.square_at(event.pos)
        if square is not None and square in self.lit_squares():
            self.choose_square(square)
        elif square is not None:
            self.say(self.t("enfield.table.not_reachable"), error=False)

    def drag_card(self, event) -> None:
        sprite = self.dragging_card
        if event.type == pygame.MOUSEMOTION:
            sprite.x += event.pos[0] - self.drag_pos[0]
            sprite.y += event.pos[1] - self.drag_pos[1]
            self.drag_pos = event.pos
            return
        if event.button != 1:
            return
        self.dragging_card = None
        sprite.lift = 0.0
        for m in self.lit_members():
            member = self.sprites.get(("m", self.viewer, m))
            if member is not None and member.contains(event.pos):
                self.submit_member(m)
                return
        spec = self.desired().get(sprite.key)
        if spec is not None:  # dropped elsewhere: it glides back
            self.anim.slide(sprite, spec[:2], sound=None).on_done = lambda: setattr(sprite, "z", spec[6])

    def square_at(self, pos) -> str | None:
        for square in SQUARES:
            if _contains(building_rect(square), pos):
                return square
        return None

    def route_at(self, pos) -> int | None:
        for i, path in enumerate(self.routes):
            bx, by = self.route_badge(i, path)
            if math.hypot(pos[0] - bx, pos[1] - by) < 14:
                return i
        return None

    def route_badge(self, i: int, path) -> tuple[float, float]:
        """A badge on the route's first square that no other route shares."""
        others = [set(p) for j, p in enumerate(self.routes) if j != i]
        for square in path[:-1]:
            if all(square not in o for o in others):
                x, y = square_centre(square)
                return x - 30 + 20 * i, y + 4
        x, y = square_centre(path[-1])
        return x - 30 + 20 * i, y + 4

    def press_battle(self, pos) -> bool:
        show = self.show
        if show is None:
            return False
        # a chip: an action card to use (action step) or the card to pay for magic
        uses = self.legal_of(UseCard)
        for f in show.fighters:
            for rect, card, _ in self.chip_rects(show, f):
                if not _contains(rect, pos):
                    continue
                mine = [a for a in uses if a.fighter == f.index and a.card == card]
                if mine:
                    if mine[0].target is None:
                        self.submit(mine[0])
                    else:
                        self.sel["use"] = (f.index, card)
                        self.update_banner()
                    return True
                if self.sel.get("actor") == f.index and any(a.card == card for a in self.legal_of(Cast)
                                                            if a.actor == f.index):
                    self.sel["card"] = card  # the card that pays for the magic
                    if self.sel.get("command") == "attack":
                        self.sel["command"] = "physical"
                    self.build_buttons()
                    return True
                return True
        for f in show.fighters:
            sprite = self.battle_sprites.get(f.index)
            if sprite is None or not sprite.contains(pos):
                continue
            self.click_fighter(f)
            return True
        return _contains(BATTLE_RECT, pos)

    def click_fighter(self, f: FighterShow) -> None:
        if self.sel.get("use") is not None:
            fighter, card = self.sel["use"]
            for a in self.legal_of(UseCard):
                if a.fighter == fighter and a.card == card and a.target == f.index:
                    self.submit(a)
                    return
            self.sel.pop("use", None)
            return
        for a in self.legal_of(SecondTarget):
            if a.target == f.index:
                self.submit(a)
                return
        eligible = self.eligible()
        actor = self.sel.get("actor")
        command = self.sel.get("command", "attack")
        own_side = actor is not None and self.show.fighters[actor].side == f.side if actor is not None else False
        targets = self.battle_targets()
        prefer_select = f.index in eligible and f.index != actor and (
            actor is None or (own_side and command in ("attack", "physical", "alchemy")))
        if prefer_select or (f.index in eligible and f.index not in targets):
            self.sel = {"actor": f.index, "command": "attack", "card": None}
            self.app.play("click")
            self.build_buttons()
            self.update_banner()
            return
        if f.index in targets:
            if command == "attack":
                self.submit(Attack(actor, f.index))
            else:
                self.submit(Cast(actor, self.pay_card(), command, f.index))

    def hover(self, pos) -> None:
        self.hover_square = self.square_at(pos)
        self.route_hover = -1
        for i, button in enumerate(self.buttons):
            if self.routes and i < len(self.routes) and button.rect.collidepoint(pos):
                self.route_hover = i
        tip = self.tip_at(pos)
        if tip:
            self.tooltip.hover(tip, pos)
        else:
            self.tooltip.clear()

    def tip_at(self, pos) -> str:
        sprites = list(self.stake_sprites.values()) or []
        if self.show is not None:
            sprites += list(self.battle_sprites.values())
            for f in self.show.fighters:
                for rect, card, _ in self.chip_rects(self.show, f):
                    if _contains(rect, pos):
                        return self.card_tip(card)
        else:
            sprites += list(self.sprites.values())
        hits = [s for s in sprites if s.contains(pos)]
        if hits:
            top = max(hits, key=lambda s: s.z)
            if top.face is None:
                return self.t("enfield.table.face_down")
            return self.card_tip(top.face.card)
        if self.show is None:
            square = self.square_at(pos)
            if square is not None:
                return self.square_tip(square)
        die = self.tray.die_at(pos)
        if die is not None and self.legal_of(Roll):
            return self.t("enfield.table.tip_die")
        return ""

    def face_at(self, pos) -> EnfieldFace | None:
        sprites = list(self.stake_sprites.values())
        sprites += list(self.battle_sprites.values()) if self.show is not None else list(self.sprites.values())
        hits = [s for s in sprites if s.contains(pos) and s.face is not None and s.showing_face()]
        return max(hits, key=lambda s: s.z).face if hits else None

    def card_tip(self, card: str) -> str:
        info = C.CARDS[card]
        name = self.t(f"enfield.card.{card}")
        kind = self.t(f"enfield.kind.{info.kind}")
        if info.kind == "party":
            return f"{name}\n{kind} · HP {info.max_hp}\n" + self.t("enfield.table.tip_party")
        if info.kind == "action":
            return f"{name}\n{kind}\n{self.t(f'enfield.effect.{card}')}"
        return f"{name}\n{kind}\n{self.t('enfield.effect.plain')}"

    def square_tip(self, square: str) -> str:
        street = SQUARES[square][2]
        name = self.t(f"enfield.square.{square}")
        if not street:
            return f"{name}\n{self.t('enfield.table.tip_start')}"
        line = self.t(f"enfield.street.{street}") + f" ({len(STREETS[street])})"
        marker = self.markers.get(square)
        if marker is not None:
            line += "\n" + self.t("enfield.table.tip_marker", owner=self.seat_name(marker.owner),
                                  credited=self.seat_name(marker.credited))
        here = [self.seat_name(p.seat) for p in self.pieces.values() if p.square == square]
        if here:
            line += "\n" + ", ".join(here)
        return f"{name}\n{line}"

    # -- frame ---------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.instant:
            self.anim.instant = True
            self.tray.instant = True
        super().update(dt)
        for i, die in enumerate(self.tray.dice):  # the number is called out at the tray's end, not over the buttons
            if die.callout > 0:
                self.callout = (die.value, die.callout + 0.0)
                die.callout = 0.0
        if self.callout[1] > 0:
            self.callout = (self.callout[0], max(0.0, self.callout[1] - dt * 0.9))
        show = self.show
        if show is not None:
            for f in show.fighters:
                gap = f.target - f.damage
                step = dt * 160 * max(0.25, self.app.settings.animation_speed)
                f.damage = f.target if abs(gap) <= step else f.damage + math.copysign(step, gap)
            for item in show.floats:
                item[4] += dt
            show.floats = [item for item in show.floats if item[4] < 1.2]
        if not self.anim.busy() and self.obs.battle is None and self.show is not None and not self.pending:
            self.show = None
            self.battle_sprites = {}
            self.build_buttons()

    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.app.view
        lang = self.app.settings.language
        obs = self.obs
        active = obs.active if obs.phase != "over" else -1
        key = (surface.get_size(), view.scale, lang, obs.players, obs.round, obs.phase == "over", active,
               tuple(self.seat_name(i) for i in range(obs.players)))
        if self._base_key != key:  # the parts that change only with the round, the active squad, the language
            base = pygame.Surface(surface.get_size())
            base.blit(theme.felt(surface.get_size()), (0, 0))
            _rim(base, view)
            self.draw_calendar(base, view, lang)
            base.blit(map_image(surface.get_size(), view.scale, view.offset, lang), (0, 0))
            for seat in range(self.players()):
                self.draw_band_static(base, view, seat, seat == active)
            _tray(base, view, TRAY_RECT, self.t("enfield.table.dice"))
            self._base, self._base_key = base, key
        surface.blit(self._base, (0, 0))
        self.draw_calendar_now(surface, view)
        self.draw_map_live(surface, view)
        for seat in range(self.players()):
            self.draw_band(surface, view, seat, seat == active)
        draw_cards(surface, view, self.sprites.values(), lang)
        self.draw_band_tops(surface, view)
        self.tray.draw(surface, view)
        value, left = self.callout
        if left > 0.01:
            image = theme.render_text(str(value), view.px(theme.HERO), theme.GOLD, bold=True, shadow=True)
            image = image.copy()
            image.set_alpha(round(255 * min(1.0, left * 2.5)))
            x, y, _w, h = TRAY_RECT
            surface.blit(image, image.get_rect(center=view.point(x + 30, y + h / 2 - (1 - left) * 8)))
        self.log_panel.title = self.t("app.table.log")
        self.log_panel.draw(surface, view)
        if self.stake_sprites:
            self.draw_stake(surface, view, lang)
        if self.show is not None:
            self.draw_battle(surface, view, lang)
        self.banner.draw(surface, view)
        if self.anim.busy():
            text(surface, view, self.t("kit.skip"), (796, 474), theme.SMALL, theme.INK_DIM, "topright")

    def tooltip_shown(self) -> bool:
        return not self.dragging() and self.zoom is None

    def draw_overlays(self, surface: pygame.Surface) -> None:
        view = self.app.view
        if self.dragging_piece and self.viewer is not None:
            draw_piece(surface, view, (self.drag_pos[0], self.drag_pos[1] + 12), self.viewer, 0.6)
        if self.zoom is not None:
            from sprites.cards import face_image

            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, (0, 0))
            size = (view.px(CARD_W * 2.6), view.px(CARD_H * 2.6))
            image = face_image("enfield", self.zoom, size, self.app.settings.language)
            rect = image.get_rect(center=view.point(406, 300))
            shadow = theme.soft_shadow(rect.size, view.px(12), view.px(16), 120)
            pad = (shadow.get_width() - rect.width) // 2
            surface.blit(shadow, (rect.x - pad + view.px(4), rect.y - pad + view.px(10)))
            surface.blit(image, rect)
            tip = self.card_tip(self.zoom.card).split("\n")
            width = max(theme.render_text(line, view.px(theme.BODY), theme.INK).get_width() for line in tip[1:])
            width = width / view.scale + 40
            panel(surface, view, (406 - width / 2, 300 + CARD_H * 1.3 + 4, width, 20 * len(tip[1:]) + 12), 220)
            for i, line in enumerate(tip[1:]):
                text(surface, view, line, (406, 300 + CARD_H * 1.3 + 10 + i * 20), theme.BODY, theme.INK, "midtop")

    # -- drawing parts -------------------------------------------------------------------------------------
    def draw_calendar(self, surface, view, lang) -> None:
        x, y, w, h = CAL_RECT
        panel(surface, view, CAL_RECT, 170)
        now = self.obs.round
        over = self.obs.phase == "over"
        cells = ROUNDS
        left = x + 8
        cw = (w - 16) / cells
        for r in range(1, cells + 1):
            cx = left + (r - 1) * cw
            rect = (cx + 2, y + 6, cw - 4, h - 12)
            holiday = r in HOLIDAYS
            past = r < now or over
            current = r == now and not over
            base = (150, 66, 60) if holiday else (54, 84, 70)
            if past:
                base = shaded(base, -0.45)
            theme.rounded(surface, view.rect(rect), base, view.px(6))
            if current:
                theme.alpha_rect(surface, view.rect(rect), (*theme.GOLD, 255), view.px(6), max(1, view.px(2)))
            label = self.t("enfield.holiday") if holiday else self.t(f"enfield.month.{MONTHS[r]}")
            if lang == "en" and not holiday:
                label = label[:3]
            colour = theme.INK_DIM if past else (theme.GOLD if current else theme.INK)
            image = theme.render_text(label, view.px(theme.SMALL), colour, bold=current, shadow=True)
            surface.blit(image, image.get_rect(center=view.point(cx + cw / 2, y + h / 2)))
            if holiday and not past:
                pygame.draw.circle(surface, theme.GOLD, view.point(cx + cw - 8, y + 10), view.px(2.5))

    def draw_calendar_now(self, surface, view) -> None:
        """The pulse round the current month."""
        if self.obs.phase == "over":
            return
        x, y, w, h = CAL_RECT
        cw = (w - 16) / ROUNDS
        rect = view.rect((x + 8 + (self.obs.round - 1) * cw + 2, y + 6, cw - 4, h - 12))
        glow = theme.glow(rect.size, view.px(6), theme.GOLD, round(0.5 + 0.3 * math.sin(self.app.time * 3), 1),
                          view.px(8))
        spread = (glow.get_width() - rect.width) // 2
        surface.blit(glow, (rect.x - spread, rect.y - spread))

    def draw_map_live(self, surface, view) -> None:
        t = self.app.time
        obs = self.obs
        lit = self.lit_squares()
        pulse = 0.6 + 0.3 * math.sin(t * 3.2)
        for square in lit:
            r = view.rect(building_rect(square))
            hot = square == self.hover_square
            halo = theme.glow(r.size, view.px(8), theme.GOLD, round(min(1.0, pulse + (0.3 if hot else 0)), 1),
                              view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
            theme.alpha_rect(surface, r, (*theme.GOLD, 200 if hot else 130), view.px(8), max(1, view.px(2)))
        if obs.encounter and obs.phase == "encounter":
            r = view.rect(building_rect(obs.encounter))
            halo = theme.glow(r.size, view.px(8), theme.DANGER, round(pulse, 1), view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        # the announced path, while it is walked or decided
        if obs.path and obs.phase in ("encounter",):
            self.draw_path(surface, view, (obs.squads[obs.active].piece,) + tuple(obs.path), theme.GOLD_MUTED, 3)
        if self.routes:
            start = self.obs.squads[self.viewer].piece
            for i, path in enumerate(self.routes):
                width = 6 if i == self.route_hover else 3
                self.draw_path(surface, view, (start,) + tuple(path), ROUTE_COLOURS[i % 3], width, offset=(i - 1) * 5)
            for i, path in enumerate(self.routes):
                bx, by = self.route_badge(i, path)
                pygame.draw.circle(surface, ROUTE_COLOURS[i % 3], view.point(bx, by), view.px(11))
                pygame.draw.circle(surface, (40, 30, 20), view.point(bx, by), view.px(11), max(1, view.px(1.5)))
                text(surface, view, str(i + 1), (bx, by), theme.BODY, (30, 24, 16), "center", bold=True, shadow=False)
        for marker in self.markers.values():
            draw_trust_marker(surface, view, marker_spot(marker.square), marker.owner, marker.credited, marker.angle,
                              marker.scale)
        active = obs.active if obs.phase != "over" else -1
        for piece in sorted(self.pieces.values(), key=lambda p: p.y):
            if self.dragging_piece and piece.seat == self.viewer:
                continue
            glow = (0.35 + 0.25 * math.sin(t * 3)) if piece.seat == active and not self.anim.animating(piece) else 0.0
            draw_piece(surface, view, (piece.x, piece.y), piece.seat, piece.lift, glow)

    def draw_path(self, surface, view, squares, colour, width, offset: float = 0.0) -> None:
        points = [view.point(square_centre(s)[0] + offset, square_centre(s)[1] + 10 + offset) for s in squares]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, max(1, view.px(width)))
            for p in points[1:]:
                pygame.draw.circle(surface, colour, p, max(2, view.px(width + 1)))

    def draw_band_static(self, surface, view, seat: int, active: bool) -> None:
        squad = self.obs.squads[seat]
        x, y, w, h = self.band_rect(seat)
        panel(surface, view, (x, y, w, h), 150)
        pygame.draw.rect(surface, self.colour(seat), view.rect((x + 12, y + h - 4, w - 24, 3)),
                         border_radius=view.px(2))
        theme.draw_marker(surface, view.point(x + 16, y + 16), view.px(7), seat)
        name = self.seat_name(seat)
        r = text(surface, view, name, (x + 30, y + 16), theme.BODY, theme.INK, "midleft", bold=active)
        deck = self.t(f"enfield.deckname.{squad.deck_name}")
        text(surface, view, deck, (r.right / view.scale + 8 - view.offset[0] / view.scale, y + 17), theme.SMALL,
             theme.INK_DIM, "midleft")
        for which, key in (("t", "enfield.zone.target"), ("x", "enfield.zone.trash")):
            cx, cy, s = self.side_pos(seat, which)
            slot = view.rect((cx - CARD_W * s / 2 - 2, cy - CARD_H * s / 2 - 2, CARD_W * s + 4, CARD_H * s + 4))
            theme.alpha_rect(surface, slot, (0, 0, 0, 50), view.px(5))
            theme.alpha_rect(surface, slot, (255, 255, 255, 38), view.px(5), 1)
            label = theme.render_text(self.t(key), view.px(10), theme.INK_DIM, shadow=True)
            surface.blit(label, label.get_rect(midbottom=(slot.centerx, slot.y - view.px(1))))

    def draw_band(self, surface, view, seat: int, active: bool) -> None:
        squad = self.obs.squads[seat]
        x, y, w, h = self.band_rect(seat)
        if active:
            r = view.rect((x, y, w, h))
            halo = theme.glow(r.size, view.px(12), theme.GOLD, round(0.35 + 0.15 * math.sin(self.app.time * 3), 1),
                              view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        # points, big, at the right; the deck; the supply of markers
        pts = text(surface, view, self.t("enfield.table.points", n=squad.points), (x + w - 12, y + 16), theme.LARGE,
                   theme.GOLD, "midright", bold=True)
        icon = back_image("enfield", (view.px(12), view.px(17)))
        count = theme.render_text(str(squad.deck_count), view.px(theme.SMALL), theme.INK, shadow=True)
        right = pts.x - view.px(10)
        surface.blit(count, count.get_rect(midright=(right, pts.centery)))
        surface.blit(icon, icon.get_rect(midright=(right - count.get_width() - view.px(4), pts.centery)))
        for k in range(squad.supply):
            theme.draw_marker(surface, view.point(x + 14 + k * 12, y + 36), view.px(4.5), seat)
        if squad.trash:
            xx, xy, xs = self.side_pos(seat, "x")
            text(surface, view, str(len(squad.trash)), (xx - CARD_W * xs / 2 - 4, xy + CARD_H * xs / 2), 10,
                 theme.INK_DIM, "bottomright")

    def draw_band_tops(self, surface, view) -> None:
        """Over the cards: the lit members to click, the sideways label."""
        lit = self.lit_members()
        t = self.app.time
        for squad in self.obs.squads:
            for i, member in enumerate(squad.party):
                sprite = self.sprites.get(("m", squad.seat, i))
                if sprite is None:
                    continue
                if squad.seat == self.viewer and i in lit:
                    w, h = (CARD_W * sprite.scale, CARD_H * sprite.scale)
                    if abs(sprite.angle - 90) < 45:
                        w, h = h, w
                    r = view.rect((sprite.x - w / 2, sprite.y - h / 2, w, h))
                    halo = theme.glow(r.size, view.px(6), theme.GOLD, round(0.6 + 0.3 * math.sin(t * 3.2), 1),
                                      view.px(10))
                    spread = (halo.get_width() - r.width) // 2
                    surface.blit(halo, (r.x - spread, r.y - spread))
                    pygame.draw.rect(surface, theme.GOLD, r.inflate(view.px(6), view.px(6)), width=max(1, view.px(2)),
                                     border_radius=view.px(7))
                if member.incapacitated and abs(sprite.angle - 90) < 2:
                    label = self.t("enfield.term.incapacitated")
                    text(surface, view, label, (sprite.x, sprite.y + CARD_W * sprite.scale / 2 + 1), 10, theme.DANGER,
                         "midtop")

    def draw_stake(self, surface, view, lang) -> None:
        x, _y, w, _h = MAP_RECT
        key = ("stake", surface.get_size(), view.scale)
        region = view.rect(MAP_RECT)
        if key not in self._shade:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            layer.fill((0, 0, 0, 120), region)
            panel(layer, view, (x + 20, 150, w - 40, 250), 210)
            self._shade = {key: layer}
        surface.blit(self._shade[key], region.topleft, area=region)
        text(surface, view, self.t("enfield.prompt.stake"), (x + w / 2, 166), theme.LARGE, theme.INK, "midtop")
        text(surface, view, self.t("enfield.table.stake_hint"), (x + w / 2, 190), theme.SMALL, theme.INK_DIM,
             "midtop")
        mouse = self.tooltip.pos if self.tooltip.text else (-1, -1)
        for sprite in self.stake_sprites.values():
            sprite.lift = 0.6 if sprite.contains(mouse) else 0.0
        draw_cards(surface, view, self.stake_sprites.values(), lang)
        for sprite in self.stake_sprites.values():
            count = sprite.data.get("count", 1)
            if count > 1:
                cx, cy = sprite.x + CARD_W * sprite.scale / 2 - 6, sprite.y - CARD_H * sprite.scale / 2 + 4
                pygame.draw.circle(surface, theme.GOLD, view.point(cx, cy), view.px(10))
                text(surface, view, f"×{count}", (cx, cy), theme.SMALL, (40, 30, 10), "center", bold=True,
                     shadow=False)

    def draw_battle(self, surface, view, lang) -> None:
        show = self.show
        x, y, w, h = BATTLE_RECT
        key = (surface.get_size(), view.scale, lang, show.square, show.attacker, show.defender)
        if self._battle_key != key:
            self._battle_bg, self._battle_key = self.battle_background(surface.get_size(), view, show), key
        region = view.rect(MAP_RECT)
        surface.blit(self._battle_bg, region.topleft, area=region)
        for side in (0, 1):  # battles are won on knock-outs: the count per side
            kos = sum(1 for f in show.fighters if f.side == side and f.ko)
            label = self.t("enfield.table.ko_count", n=kos)
            text(surface, view, label, (x + w / 4 + side * w / 2, y + h - 90), theme.BODY,
                 theme.DANGER if kos else theme.INK_DIM, "midtop", bold=bool(kos))
        self.draw_battle_fighters(surface, view, lang)

    def battle_background(self, size, view, show: BattleShow) -> pygame.Surface:
        """The overlay's still parts (shade, panel, title, sides, VS), drawn once per battle."""
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.fill((0, 0, 0, 110), view.rect(MAP_RECT))
        surface = out
        x, y, w, h = BATTLE_RECT
        panel(surface, view, BATTLE_RECT, 235)
        # the title: who fights whom, where
        title = self.t("enfield.table.battle_at", square=self.t(f"enfield.square.{show.square}"))
        text(surface, view, title, (x + w / 2, y + 10), theme.LARGE, theme.INK, "midtop", bold=True)
        for side, seat in ((0, show.attacker), (1, show.defender)):
            cx = x + w / 4 + side * w / 2
            theme.draw_marker(surface, view.point(cx - 60, y + 46), view.px(6), seat)
            role = self.t("enfield.table.attacker" if side == 0 else "enfield.table.defender")
            text(surface, view, f"{self.seat_name(seat)} · {role}", (cx - 48, y + 46), theme.BODY, theme.INK,
                 "midleft")
        pygame.draw.line(surface, (255, 255, 255, 40), view.point(x + w / 2, y + 40), view.point(x + w / 2, y + h - 60),
                         1)
        vs = theme.render_text("VS", view.px(theme.TITLE), theme.GOLD, bold=True, shadow=True)
        surface.blit(vs, vs.get_rect(center=view.point(x + w / 2, y + 148)))
        return out

    def draw_battle_fighters(self, surface, view, lang) -> None:
        show = self.show
        x, y, w, h = BATTLE_RECT
        battle = self.obs.battle
        views = {f.index: f for f in battle.fighters} if battle is not None else {}
        eligible = self.eligible()
        targets = self.battle_targets()
        actor = self.sel.get("actor")
        uses = {(a.fighter, a.card) for a in self.legal_of(UseCard)}
        t = self.app.time
        for f in show.fighters:
            sprite = self.battle_sprites.get(f.index)
            if sprite is None:
                continue
            sprite.alpha = 0.45 if f.ko else 1.0
            sprite.angle = 8.0 if f.ko else 0.0
            hw, hh = CARD_W * BATTLE_SCALE / 2, CARD_H * BATTLE_SCALE / 2
            r = view.rect((sprite.x - hw, sprite.y - hh, 2 * hw, 2 * hh))
            colour = None
            if f.index in targets:
                colour = theme.DANGER if f.side != (show.fighters[actor].side if actor is not None else -1) else theme.SUCCESS
            elif f.index == actor:
                colour = theme.GOLD
            elif f.index in eligible:
                colour = theme.GOLD_MUTED
            if colour is not None:
                halo = theme.glow(r.size, view.px(6), colour, round(0.7 + 0.3 * math.sin(t * 3.2), 1), view.px(12))
                spread = (halo.get_width() - r.width) // 2
                surface.blit(halo, (r.x - spread, r.y - spread))
                edge = r.inflate(view.px(8), view.px(8))
                pygame.draw.rect(surface, colour, edge, width=max(1, view.px(2 if f.index in targets or
                                                                               f.index == actor else 1)),
                                 border_radius=view.px(8))
        draw_cards(surface, view, self.battle_sprites.values(), lang)
        for f in show.fighters:
            sprite = self.battle_sprites.get(f.index)
            if sprite is None:
                continue
            fx, fy = sprite.x, sprite.y
            bar = view.rect((fx - 40, fy + 60, 80, 9))
            hp_bar(surface, bar, f.max_hp, full=f.max_hp, shown=f.max_hp - f.damage)
            left = max(0, round(f.max_hp - f.damage))
            text(surface, view, f"HP {left}/{f.max_hp}", (fx, fy + 71), theme.SMALL, theme.INK, "midtop", bold=True)
            if f.ko:
                stamp = theme.render_text(self.t("enfield.table.ko"), view.px(theme.TITLE), theme.DANGER, bold=True,
                                          shadow=True)
                stamp = pygame.transform.rotate(stamp, 14)
                surface.blit(stamp, stamp.get_rect(center=view.point(fx, fy)))
            fv = views.get(f.index)
            if fv is not None:
                self.draw_status(surface, view, fv, fx, fy)
            for rect, card, _ in self.chip_rects(show, f):
                usable = (f.index, card) in uses
                paying = actor == f.index and self.sel.get("command") not in (None, "attack") and self.pay_card() == card
                base = (78, 60, 40) if not C.is_action(card) else (110, 48, 44)
                r = view.rect(rect)
                theme.rounded(surface, r, base, view.px(4))
                if usable or paying:
                    edge = theme.GOLD if usable else theme.INK
                    theme.alpha_rect(surface, r, (*edge, 255), view.px(4), max(1, view.px(2)))
                label = self.t(f"enfield.card.{card}")
                image = theme.render_text(label, view.px(10), theme.INK)
                while image.get_width() > r.width - view.px(6) and len(label) > 2:
                    label = label[:-2] + "…"
                    image = theme.render_text(label, view.px(10), theme.INK)
                surface.blit(image, image.get_rect(center=r.center))
        for fx, fy, label, colour, age in show.floats:
            image = theme.render_text(label, view.px(theme.TITLE), colour, bold=True, shadow=True)
            if age > 0.7:
                image = image.copy()
                image.set_alpha(round(255 * max(0.0, 1 - (age - 0.7) / 0.5)))
            surface.blit(image, image.get_rect(center=view.point(fx, fy - 30 * age)))
        if show.outcome:
            band = view.rect((x + 120, y + 130, w - 240, 40))
            theme.alpha_rect(surface, band, (20, 16, 10, 220), view.px(10))
            theme.alpha_rect(surface, band, (*theme.GOLD, 255), view.px(10), 1)
            image = theme.render_text(show.outcome, view.px(theme.LARGE), theme.GOLD, bold=True, shadow=True)
            surface.blit(image, image.get_rect(center=band.center))
        elif battle is not None:
            if not self.battle_buttons:
                to_act = self.session.to_act
                line = self.battle_prompt() if self.legal else self.t("enfield.table.acting", name=self.seat_name(
                    to_act), phase=self.t(f"enfield.step.{battle.step}")) if to_act is not None else ""
                text(surface, view, line, (x + 20, y + h - 32), theme.BODY, theme.INK_DIM, "midleft")
            step = self.t(f"enfield.step.{battle.step}")
            if self.battle_buttons:
                text(surface, view, step, (x + w - 16, y + h - 32), theme.SMALL, theme.INK_DIM, "midright")
            if battle.step == "fortune" and battle.faces:
                text(surface, view, self.t("enfield.table.faces", a=battle.faces[0], b=battle.faces[-1]),
                     (x + w - 16, y + h - 16), theme.SMALL, theme.GOLD, "midright")

    def draw_status(self, surface, view, fv, fx, fy) -> None:
        chips = []
        if fv.guard > 0:
            chips.append((self.t("enfield.table.st_guard"), (120, 96, 60)))
        if fv.nurse > 0:
            chips.append((self.t("enfield.table.st_nurse"), (70, 120, 90)))
        if fv.modifier:
            chips.append((self.t(f"enfield.magic.{fv.modifier}"), (90, 70, 140)))
        if fv.silenced:
            chips.append((self.t("enfield.term.silenced"), (120, 60, 60)))
        if fv.charm:
            chips.append((self.t("enfield.table.st_charm"), (150, 110, 40)))
        if fv.fortune:
            chips.append((self.t("enfield.table.st_fortune"), (70, 90, 140)))
        if fv.alchemist:
            chips.append((self.t("enfield.table.st_alchemist"), (110, 80, 50)))
        top = fy - CARD_H * BATTLE_SCALE / 2
        for k, (label, colour) in enumerate(chips[:3]):
            image = theme.render_text(label, view.px(10), theme.INK, shadow=True)
            wdt = image.get_width() / view.scale + 10
            rect = view.rect((fx - wdt / 2, top - 17 - k * 16, wdt, 14))
            theme.rounded(surface, rect, colour, view.px(4))
            theme.alpha_rect(surface, rect, (255, 255, 255, 60), view.px(4), 1)
            surface.blit(image, image.get_rect(center=rect.center))
        if fv.actions > 0 and not fv.ko:
            n = min(fv.actions, 4)
            for k in range(n):
                centre = view.point(fx + (k - (n - 1) / 2) * 10, fy + 89)
                pygame.draw.circle(surface, theme.GOLD, centre, view.px(3.5))
                pygame.draw.circle(surface, (60, 40, 10), centre, view.px(3.5), 1)


class EnfieldResults(ResultsScene):
    """The final scoring, street by street: each street's squares, who holds them, the points."""

    def __init__(self, app, session):
        super().__init__(app, session)
        for i, widget in enumerate(self.widgets):
            widget.rect.y = 630

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(160, int(self.age * 400))))
        surface.blit(shade, (0, 0))
        result = self.session.result
        seats = self.session.record.seats
        n = len(seats)
        panel(surface, view, (200, 24, 880, 674))
        text(surface, view, self.t(result.ending), (640, 40), theme.TITLE, theme.GOLD, "midtop", bold=True)
        names = ", ".join(seats[i].name for i in result.winners)
        line = self.t("app.results.winners", names=names) + " — " + self.t(result.reason)
        text(surface, view, line, (640, 76), theme.BODY, theme.INK, "midtop")
        details = dict(result.details)
        markers = {sq: (owner, credited) for sq, owner, credited in details.get("markers", ())}
        streets = details.get("streets", ())
        col0, top = 240, 112
        col_w = min(150, 520 / n)
        cols = [col0 + 300 + i * col_w for i in range(n)]
        for i in range(n):
            theme.draw_marker(surface, view.point(cols[i] + col_w / 2 - 40, top), view.px(6), i)
            text(surface, view, seats[i].name, (cols[i] + col_w / 2 - 30, top), theme.BODY, theme.INK, "midleft")
        y = top + 22
        reveal = self.age * 3  # streets appear one by one
        for k, (street, points) in enumerate(streets):
            if k > reveal:
                break
            colour = STREET_COLOURS[street]
            row = view.rect((col0 - 10, y - 4, 820, 84))
            theme.alpha_rect(surface, row, (255, 255, 255, 14), view.px(8))
            pygame.draw.rect(surface, colour, view.rect((col0 - 10, y - 4, 6, 84)), border_radius=view.px(3))
            text(surface, view, self.t(f"enfield.street.{street}"), (col0 + 4, y + 2), theme.BODY, theme.INK,
                 bold=True)
            for j, square in enumerate(STREETS[street]):
                sx = col0 + 12 + j * 66
                cell = view.rect((sx - 4, y + 22, 62, 54))
                theme.rounded(surface, cell, shaded(colour, 0.55), view.px(4))
                name = self.t(f"enfield.square.{square}")
                image = theme.render_text(name, view.px(9), theme.CARD_INK)
                while image.get_width() > cell.width - view.px(4) and len(name) > 2:
                    name = name[:-2] + "…"
                    image = theme.render_text(name, view.px(9), theme.CARD_INK)
                surface.blit(image, image.get_rect(midtop=(cell.centerx, cell.y + view.px(2))))
                if square in markers:
                    owner, credited = markers[square]
                    draw_trust_marker(surface, view, (sx + 27, y + 56), owner, credited, -math.pi / 2, 0.9)
            best = max(points) if points else 0
            size = len(STREETS[street])
            for i, p in enumerate(points):
                mono = p == (2 if size == 3 else 3) * size
                colour_p = theme.GOLD if p and p == best else theme.INK
                text(surface, view, str(p), (cols[i] + col_w / 2, y + 28), theme.TITLE, colour_p, "midtop", bold=True)
                if mono:
                    text(surface, view, self.t("enfield.term.monopoly"), (cols[i] + col_w / 2, y + 4), theme.SMALL,
                         theme.GOLD, "midtop")
            y += 90
        if reveal >= len(streets):
            pygame.draw.line(surface, theme.GOLD_MUTED, view.point(col0 + 290, y), view.point(1060, y), 1)
            text(surface, view, self.t("enfield.term.points"), (col0 + 280, y + 8), theme.BODY, theme.INK_DIM,
                 "topright")
            for i, score in enumerate(result.scores[:n]):
                colour_p = theme.GOLD if i in result.winners else theme.INK
                text(surface, view, str(score), (cols[i] + col_w / 2, y + 4), theme.HERO, colour_p, "midtop", bold=True)
        for widget in self.widgets:
            widget.draw(surface, view)


def _rim(surface, view) -> None:
    r = view.stage
    band = view.px(8)
    for i in range(band):
        k = i / max(1, band - 1)
        colour = tuple(round(a + (b - a) * k) for a, b in zip(theme.WOOD_DARK, theme.WOOD_LIGHT))
        pygame.draw.rect(surface, colour, r.inflate(-2 * i, -2 * i), width=1, border_radius=view.px(14))


def _tray(surface, view, rect, caption: str) -> None:
    x, y, w, h = rect
    outer = view.rect((x - 4, y - 22, w + 8, h + 26))
    pygame.draw.rect(surface, theme.WOOD_DARK, outer, border_radius=view.px(12))
    pygame.draw.rect(surface, theme.WOOD_LIGHT, outer, width=max(1, view.px(2)), border_radius=view.px(12))
    inner = view.rect(rect)
    pygame.draw.rect(surface, (24, 62, 47), inner, border_radius=view.px(8))
    image = theme.render_text(caption, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
    surface.blit(image, view.point(x + 6, y - 18))


TABLE = EnfieldTable
