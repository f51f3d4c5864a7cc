"""How Enfield's table animates events: cards, dice, walking pieces, markers."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.enfield import cards as C
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
from game.engine.contract import CardMoved, DieRolled, Event, Message, PieceMoved, Revealed
from sprites import theme
from sprites.dice import TUMBLE

from .layout import STEP_TIME, VERDICT_HOLD, VERDICT_TIME, BattleShow, FighterShow, Marker
from .town import piece_spot


class EnfieldMotion:
    """Plans the animation of each event the viewer sees."""

    def __init__(self, table) -> None:
        self.table = table  # the table: its observation and the shared sprites, pieces, markers, animator and tray
        self.line_of: set[int] = set()  # events whose log line waits for their animation
        self.verdict: Callable[[], tuple[str, str]] | None = None  # a battle's result: who won, which marker moved
        self.verdict_left = 0.0  # seconds (at speed 1) it stays over the map

    def hold_lines(self, described) -> int:
        """Each new log line waits until the animation reaches its event."""
        self.line_of = {id(event) for event, _ in described}
        return len(self.line_of)

    def release_untold(self) -> None:
        """The lines of events no animation took are written at once."""
        for _ in self.line_of:
            self.table.log_view.release()
        self.line_of = set()

    def plan_battle(self, e: BattleBegun) -> None:
        show = BattleShow(e.square, e.attacker, e.defender)
        for i, (seat, member, card, max_hp) in enumerate(e.fighters):
            show.fighters.append(FighterShow(i, seat, 0 if seat == e.attacker else 1, member, card, max_hp))

        def open_() -> None:
            self.verdict = None  # the last battle's result gives way to this one
            self.table.show = show
            self.table.build_battle_sprites(show)

        self.table.anim.call(open_)
        self.table.anim.sound("turn")
        self.table.anim.wait(0.6)

    def plan_joined(self, e: FighterJoined) -> None:
        def join() -> None:
            show = self.table.show
            if show is None:
                return
            side = 0 if e.seat == show.attacker else 1
            show.fighters.append(FighterShow(e.fighter, e.seat, side, -1, C.HIRED_BLADE, e.max_hp))
            self.table.build_battle_sprites(show)

        self.table.anim.call(join)
        self.table.anim.wait(0.3)

    def plan_damage(self, e) -> None:
        def apply() -> None:
            show = self.table.show
            if show is None or e.fighter >= len(show.fighters):
                return
            f = show.fighters[e.fighter]
            f.target = e.damage
            x, y = self.table.fighter_pos(show, f)
            if isinstance(e, Damaged):
                f.ko = e.ko
                f.saved = e.saved
                label = f"-{e.amount}" if e.amount else self.table.t("enfield.table.miss")
                colour = theme.DANGER if e.amount else theme.INK_DIM
                self.table.app.play("failure" if e.ko else "slide")
            else:
                label = f"+{e.amount}"
                colour = theme.SUCCESS
            stacked = sum(1 for item in show.floats if abs(item[0] - x) < 1 and item[4] < 0.6)
            show.floats.append([x, y - 6 - 26 * stacked, label, colour, 0.0])

        self.table.anim.call(apply)
        self.table.anim.wait(0.55)

    def plan_over(self, e: BattleOver, after: list[Event]) -> None:
        """The outcome on the overlay, the overlay closed, then the result over the map."""
        words = self.battle_verdict(e, after)
        def outcome() -> None:
            if self.table.show is None:
                return
            if e.winner is None:
                self.table.show.outcome = self.table.t("enfield.term.draw")
            else:
                self.table.show.outcome = self.table.t("enfield.table.battle_won", name=self.table.seat_name(e.winner))
            self.table.app.play("success")

        def close() -> None:
            self.table.show = None
            self.table.battle_sprites = {}

        self.table.anim.call(outcome)
        self.table.anim.wait(1.3)
        self.table.anim.call(close)
        self.table.anim.call(lambda: self.announce(words))
        self.table.anim.wait(VERDICT_HOLD)

    # -- the result of a battle, over the map -----------------------------------------------
    def battle_verdict(self, over: BattleOver, after: list[Event]) -> Callable[[], tuple[str, str]]:
        """Who won and what became of the trust (E36, E37), from the events that follow the
        outcome; told in the language of the moment it is drawn."""
        t, name = self.table.t, self.table.seat_name
        if over.winner is None:
            return lambda: (t("enfield.table.verdict_draw"), t("enfield.table.verdict_no_trust"))

        def title() -> str:
            return t("enfield.table.verdict_won", winner=name(over.winner), loser=name(over.loser))

        for e in after:
            if isinstance(e, BattleBegun):
                break
            if isinstance(e, MarkerTurned):
                return self.turned_verdict(e)
            if isinstance(e, MarkerPlaced):
                return lambda e=e: (title(), t("enfield.table.verdict_placed", owner=name(e.owner), winner=name(e.credited),
                                               square=t(f"enfield.square.{e.square}")))
            if isinstance(e, Message) and e.key == "enfield.msg.no_trust":
                return lambda: (title(), t("enfield.table.verdict_no_trust"))
        return lambda: (title(), t("enfield.table.verdict_choosing", loser=name(over.loser)))  # E37a: the loser picks

    def turned_verdict(self, e: MarkerTurned) -> Callable[[], tuple[str, str]]:
        """A marker turned is always a battle's trust changing hands (E37a, E56)."""
        t, name = self.table.t, self.table.seat_name
        return lambda: (t("enfield.table.verdict_won", winner=name(e.after), loser=name(e.before)),
                        t("enfield.table.verdict_turned", square=t(f"enfield.square.{e.square}"), loser=name(e.before),
                          winner=name(e.after)))

    def announce(self, words: Callable[[], tuple[str, str]]) -> None:
        self.verdict = words
        self.verdict_left = VERDICT_TIME

    def reset(self) -> None:
        """The table is laid afresh (undo, a new viewer's table): no result stays from before."""
        self.verdict = None

    def moving(self) -> bool:
        show = self.table.show
        return self.verdict is not None or show is not None and (
            bool(show.floats) or any(f.damage != f.target for f in show.fighters))

    def tick(self, dt: float) -> None:
        """The battle's damage bars ease toward what was dealt, the floating numbers age, and a
        decided battle's overlay closes once nothing of it is left to play."""
        table = self.table
        if self.verdict is not None:
            self.verdict_left -= dt * max(0.25, table.app.settings.animation_speed)
            if self.verdict_left <= 0:
                self.verdict = None
        show = table.show
        if show is not None:
            for f in show.fighters:
                gap = f.target - f.damage
                step = dt * 160 * max(0.25, table.app.settings.animation_speed)
                f.damage = f.target if abs(gap) <= step else f.damage + math.copysign(step, gap)
            for item in show.floats:
                item[4] += dt
            show.floats = [item for item in show.floats if item[4] < 1.2]
        if not table.anim.busy() and table.live_battle() is None and table.show is not None and not table.pending:
            table.show = None
            table.battle_sprites = {}
            table.gestures.build_buttons()

    def settle(self) -> None:
        """No events (a refresh after a hand-off): bring stray sprites home without a story."""
        want = self.table.desired()
        for key in list(self.table.sprites):
            if key not in want:
                del self.table.sprites[key]
        for key, spec in want.items():
            sprite = self.table.sprites.get(key)
            if sprite is None:
                self.table.make_sprite(key, spec)
                continue
            if self.table.anim.animating(sprite) or sprite.alpha < 1.0:
                continue  # its story is still being told
            x, y, angle, scale, face, up, z = spec
            sprite.face, sprite.face_up, sprite.z, sprite.scale = face, up, z, scale
            if not self.table.anim.rests_at(sprite, x, y, angle):
                self.table.anim.slide(sprite, (x, y), angle=angle, sound=None)
        obs = self.table.obs
        for squad in obs.squads:
            piece = self.table.pieces.get(squad.seat)
            if piece is not None and piece.square != squad.piece and not self.table.anim.animating(piece):
                piece.square = squad.piece
                piece.x, piece.y = piece_spot(squad.piece, squad.seat, obs.players)
        if self.table.show is None and self.table.live_battle() is not None:
            self.table.show = self.table.show_from_observation()

    def old_position(self, old: dict, place: str, card) -> tuple[float, float] | None:
        if place.startswith("deck"):
            return self.table.deck_pos(int(place[4:]))
        if place.startswith("target"):
            sprite = old.get(("t", int(place[6:])))
            return (sprite.x, sprite.y) if sprite else self.table.side_pos(int(place[6:]), "t")[:2]
        if place.startswith("party"):
            seat, member = (int(v) for v in place[5:].split("."))
            found = [s for k, s in old.items() if k[0] == "a" and k[1] == seat and k[2] == member
                     and s.face is not None and s.face.card == card]
            if found:
                return found[-1].x, found[-1].y
            return self.table.member_pos(seat, member)
        if place.startswith("trash"):
            return self.table.side_pos(int(place[5:]), "x")[:2]
        return None

    def animate(self, events: list[Event]) -> None:
        anim = self.table.anim
        obs = self.table.obs
        old = dict(self.table.sprites)
        want = self.table.desired()
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
        for key in list(self.table.sprites):
            if key not in want:
                del self.table.sprites[key]
        for key, spec in want.items():
            x, y, angle, scale, face, up, z = spec
            sprite = self.table.sprites.get(key)
            if key in handled:
                if sprite is None:
                    sprite = self.table.make_sprite(key, spec)
                continue
            if sprite is None:
                self.table.make_sprite(key, spec)
                continue
            sprite.face, sprite.face_up, sprite.z, sprite.scale = face, up, z, scale
            if not anim.rests_at(sprite, x, y, angle):
                anim.slide(sprite, (x, y), angle=angle, sound=None)
        # then the story, event by event
        # a Fortune Teller's two dice come as two attack dice side by side (a lone attack has its line between)
        pairs: dict[int, int] = {}
        for i in range(len(events) - 1):
            a, b = events[i], events[i + 1]
            if isinstance(a, DieRolled) and isinstance(b, DieRolled) and a.die == b.die == "attack" and i not in pairs:
                pairs[i], pairs[i + 1] = 0, 1
        slot = {id(events[i]): which for i, which in pairs.items()}
        decided = any(isinstance(e, BattleOver) for e in events)
        landing = 0  # the lines of dice still in the air: written once their die has landed
        for n, (e, key) in enumerate(plans):
            if id(e) in self.line_of:
                self.line_of.discard(id(e))
                if isinstance(e, DieRolled):
                    landing += 1
                else:
                    anim.call(self.table.log_view.release)
            if isinstance(e, CardMoved) and key is not None:
                self.plan_card(e, key, want[key], old)
            elif isinstance(e, Revealed) and key is not None:
                sprite = self.table.sprites[key]
                face = want[key][4]
                if not sprite.face_up or sprite.face != face:
                    sprite.face_up, sprite.face = False, None
                    anim.flip(sprite, True, face=face)
            elif isinstance(e, MemberTurned) and key is not None:
                sprite = self.table.sprites[key]
                anim.rotate(sprite, 90.0 if e.incapacitated else 0.0)
                anim.sound("flip")
                anim.beat()
            elif isinstance(e, DieRolled):
                if slot.get(id(e)) == 0:
                    self.table.anim.call(lambda v=e.value: (self.table.tray.throw(0, v, sound=self.table.app.play)))
                else:
                    self.plan_die(e, slot.get(id(e), 0))
                    for _ in range(landing):
                        anim.call(self.table.log_view.release)
                    landing = 0
            elif isinstance(e, PieceMoved):
                self.plan_walk(e)
            elif isinstance(e, MarkerPlaced):
                self.plan_marker(e)
            elif isinstance(e, MarkerTurned):
                self.plan_turn(e, announce=not decided)
            elif isinstance(e, BattleBegun):
                self.plan_battle(e)
            elif isinstance(e, FighterJoined):
                self.plan_joined(e)
            elif isinstance(e, (Damaged, Healed)):
                self.plan_damage(e)
            elif isinstance(e, BattleOver):
                self.plan_over(e, [later for later, _ in plans[n + 1:]])
        for _ in range(landing):
            anim.call(self.table.log_view.release)
        anim.beat()
        if any(isinstance(e, Revealed) for e in events):
            anim.beat(0.2)
        # anything the events did not say (a resumed table): pieces and markers follow the observation
        anim.call(self.reconcile)

    def plan_card(self, e: CardMoved, key, spec, old) -> None:
        anim = self.table.anim
        sprite = self.table.sprites[key]
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
        self.table.tray.dice[1].body.position = (-400, -400)
        self.table.tray.dice[1].rolling = False

    def plan_die(self, e: DieRolled, index: int = 0) -> None:
        def throw() -> None:
            if index == 0:
                self.park_second_die()
            self.table.tray.throw(index, e.value, sound=self.table.app.play)

        self.table.anim.call(throw)
        self.table.anim.wait(TUMBLE + (0.15 if index == 0 else 0.0))

    def plan_walk(self, e: PieceMoved) -> None:
        seat = int(e.piece[5:])
        piece = self.table.pieces.get(seat)
        if piece is None:
            return
        anim = self.table.anim
        n = self.table.players()
        for square in e.path[1:]:
            x, y = piece_spot(square, seat, n)
            anim.add(piece, STEP_TIME + 0.05, x=x, y=y, arc=0.9)
            anim.sound("click")
            anim.beat()
        last = e.path[-1]
        anim.call(lambda: setattr(piece, "square", last))
        anim.beat(0.1)

    def plan_marker(self, e: MarkerPlaced) -> None:
        marker = Marker(e.square, e.owner, e.credited, self.table.credited_angle(e.square, e.credited), 0.0)

        def put() -> None:
            self.table.markers[e.square] = marker

        self.table.anim.call(put)
        self.table.anim.add(marker, 0.3, scale=1.0)
        self.table.anim.sound("success")
        self.table.anim.beat()

    def plan_turn(self, e: MarkerTurned, announce: bool = False) -> None:
        """The marker turns to the winner; `announce`: the loser chose it (E37a) after the battle
        was told, and the result now says which marker it was."""
        marker = self.table.markers.get(e.square)
        if marker is not None:
            a0 = marker.angle
            a1 = self.table.credited_angle(e.square, e.after)
            while a1 - a0 > math.pi:
                a1 -= 2 * math.pi
            while a1 - a0 < -math.pi:
                a1 += 2 * math.pi
            self.table.anim.add(marker, 0.45, angle=a1)
            self.table.anim.call(lambda: setattr(marker, "credited", e.after))
            self.table.anim.sound("flip")
            self.table.anim.beat()
        if announce:
            self.table.anim.call(lambda: self.announce(self.turned_verdict(e)))
            self.table.anim.wait(VERDICT_HOLD)

    def reconcile(self) -> None:
        obs = self.table.obs
        for squad in obs.squads:
            piece = self.table.pieces.get(squad.seat)
            if piece is not None and piece.square != squad.piece:
                piece.square = squad.piece
                piece.x, piece.y = piece_spot(squad.piece, squad.seat, obs.players)
        squares = {m.square for m in obs.markers}
        for m in obs.markers:
            mk = self.table.markers.get(m.square)
            if mk is None or mk.credited != m.credited or mk.owner != m.owner:
                self.table.markers[m.square] = Marker(m.square, m.owner, m.credited, self.table.credited_angle(m.square, m.credited))
        for square in list(self.table.markers):
            if square not in squares:
                del self.table.markers[square]
        if self.table.live_battle() is None and self.table.show is not None and not self.table.anim.busy():
            self.table.show = None
            self.table.battle_sprites = {}
