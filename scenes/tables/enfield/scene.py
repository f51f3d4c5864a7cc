"""Enfield's table scene: the observation turned into sprites, the banner and the words for events."""

from __future__ import annotations

import math

import pygame

from game.enfield import cards as C
from game.enfield.actions import Stake
from game.engine.contract import DieRolled, Event
from sprites import cards, theme
from sprites.animator import Animator
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.dice import DiceTray
from sprites.faces.enfield import EnfieldFace
from sprites.furniture import Banner, LogPanel, Toast, Tooltip

from ...kit.table import TableScene
from ...kit.widgets import Button
from .ending import EnfieldResults
from .gestures import EnfieldGestures
from .layout import (
    BAND_H,
    BAND_Y,
    BATTLE_RECT,
    LOG_RECT,
    SIDE_HEAD,
    SIDE_LABEL,
    SIDE_SCALE_MAX,
    SIDE_TOP,
    STAKE_SCALE,
    TRASH_COUNT_W,
    TRAY_RECT,
    BattleShow,
    FighterShow,
    Marker,
    Piece,
    battle_scale,
    fighter_step,
    fighters_y,
)
from .map import EnfieldPainter
from .motion import EnfieldMotion
from .town import MAP_RECT, marker_spot, piece_spot


class EnfieldTable(TableScene):
    @property
    def skip_at(self):
        # in the gap over the squads' bands, growing up over the map's foot at a larger text size
        return MAP_RECT[0] + MAP_RECT[2], self.band_rect(0)[1] - 2, "bottomright"

    net_badge = (820, 186, 340)  # a free place for the network badge (scenes/kit/net_seat.py)
    name = "table"

    needs_curtain = True  # the decks and the stakes are secret
    # over the log: the map, the band below it, the die and its Roll button are where one picks
    recap_box = (816, 256, 440, 220)

    def __init__(self, app, session):
        # shared by the parts (each reads them; the motion and the table lay them out): the
        # animator and the dice, the kit's furniture, the cards, pieces and markers on the table,
        # the battle being shown and the buttons of the moment
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
        self.buttons: list[Button] = []
        self.battle_buttons: list[Button] = []
        self.ready = False
        self.painter = EnfieldPainter(self)  # observation -> pixels
        self.gestures = EnfieldGestures(self)  # pointer and buttons -> actions
        self.motion = EnfieldMotion(self)  # events -> animation
        super().__init__(app, session)
        self.ready = True
        self.snap()
        self.on_refresh()

    # -- the kit's hooks, each handed to a part ------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        self.painter.draw_overlays(surface)

    def gesture(self, event: pygame.event.Event) -> None:
        self.gestures.gesture(event)

    def hover(self, pos) -> None:
        self.gestures.tips.hover(pos)

    def drag_event(self, event: pygame.event.Event) -> bool:
        return self.gestures.drag_event(event)

    def dragging(self) -> bool:
        return self.gestures.dragging()

    def tooltip_shown(self) -> bool:
        return not self.gestures.dragging() and self.gestures.zoom is None

    def cancel_gesture(self) -> bool:
        return self.gestures.cancel()

    def next_gesture(self, action):
        return self.gestures.next_gesture(action)

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        return self.gestures.extra_key_rects()

    def on_forget(self) -> None:
        self.gestures.forget()

    def update(self, dt: float) -> None:
        if self.instant:
            self.anim.instant = True
            self.tray.instant = True
        super().update(dt)
        self.painter.tick(dt)
        self.motion.tick(dt)
        self.stake_the_only_kind()

    def moving(self) -> bool:
        """The die's number fading out, a battle's bars, floating numbers or verdict still playing."""
        return self.painter.callout[1] > 0 or self.motion.moving()

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

    def base_scale(self) -> float:
        return {2: 0.95, 3: 0.85}.get(self.players(), 0.7)

    def card_scale(self) -> float:
        """The squad's cards: the band's size at the player's card size, as far as the band is high
        (a member and the tops of the cards tucked under it under the band's name line)."""
        return min(self.base_scale() * cards.card_scale, max(self.base_scale(), (BAND_H - 90) / CARD_H))

    def member_pos(self, seat: int, member: int) -> tuple[float, float]:
        x, y, _w, h = self.band_rect(seat)
        s = self.card_scale()
        cw, ch = CARD_W * s, CARD_H * s
        step = cw + 12
        party = next((q.party for q in self.obs.squads if q.seat == seat), ())
        if len(party) > 1:  # a larger card overlaps its neighbour rather than the target field and trash
            last = ch if any(m.incapacitated for m in party) else cw  # a sideways card is wide
            side_x, _, side_s = self.side_pos(seat, "x")
            # up to the target field and trash, leaving the trash's count beside it uncovered
            room = side_x - CARD_W * side_s / 2 - theme.grown(TRASH_COUNT_W) - (x + 18)
            if cw / 2 + (len(party) - 1) * step + last / 2 > room:
                step = max(cw * 0.35, (room - cw / 2 - last / 2) / (len(party) - 1))
        return x + 18 + cw / 2 + member * step, y + h - 10 - ch / 2

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
        # two of them stacked in the band with a label over each: at two players' card size the
        # staked card covered the Trash label, so they are a little smaller there; a larger text
        # size makes the band's top line and the labels taller, and the cards smaller
        top, label = SIDE_TOP + theme.grown(SIDE_HEAD), theme.grown(SIDE_LABEL)
        s = min(self.base_scale() * 0.72, SIDE_SCALE_MAX, (h - top - label - 12) / (2 * CARD_H))
        cx = x + w - 12 - CARD_W * s / 2
        if which == "t":
            return cx, y + top + CARD_H * s / 2, s
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

    def fighter_scale(self, show: BattleShow) -> float:
        """The fighters' cards of this battle: at the card size, as far as the panel holds its most
        crowded side (a hired blade joining shrinks them back)."""
        return battle_scale(max(3, *(sum(1 for f in show.fighters if f.side == side) for side in (0, 1))))

    def fighter_pos(self, show: BattleShow, f: FighterShow) -> tuple[float, float]:
        x, _y, w, _h = BATTLE_RECT
        side = [g for g in show.fighters if g.side == f.side]
        n = len(side)
        k = side.index(f)
        scale = self.fighter_scale(show)
        half = w / 2
        left = x + (0 if f.side == 0 else half)
        cx = left + half / 2 + (k - (n - 1) / 2) * fighter_step(scale)
        return cx, fighters_y(scale)

    def build_battle_sprites(self, show: BattleShow) -> None:
        self.battle_sprites = {}
        scale = self.fighter_scale(show)
        for f in show.fighters:
            x, y = self.fighter_pos(show, f)
            face = EnfieldFace(f.card, self.colour(f.seat))
            self.battle_sprites[f.index] = CardSprite(("bf", f.index), kind="enfield", face=face, face_up=True,
                                                      back="enfield", x=x, y=y, scale=scale, z=f.index)

    def legal_of(self, kind) -> list:
        return [a for a in self.legal if isinstance(a, kind)]

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
            self.motion.park_second_die()

    def live_battle(self):
        """The battle being fought: after it is decided the observation still holds it while the
        loser gives up a marker (E37a), but the overlay is gone and the town takes the clicks."""
        return self.obs.battle if self.obs.phase == "battle" else None

    def show_from_observation(self) -> BattleShow | None:
        battle = self.live_battle()
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
        self.gestures.reset()
        self.motion.reset()
        if self.ready:
            self.snap()

    def on_refresh(self) -> None:
        if not self.ready:
            return
        events, self.pending = self.pending, []
        if events:
            self.motion.animate(events)
        else:
            self.motion.settle()
        self.motion.release_untold()
        self.gestures.refreshed()
        if not self.legal_of(Stake):
            self.stake_sprites = {}  # a stake made (or another's to make) takes the deck off the map at once
        # the header, the counters and the next stake wait for the events to play (the kit's
        # playback refreshes the table again when they have: `shown`, `legal`)
        self.build_stake_sprites()
        self.update_banner()

    def build_stake_sprites(self) -> None:
        self.stake_sprites = {}
        stakes = self.legal_of(Stake)
        if not stakes:
            return
        squad = self.obs.squads[self.viewer]
        choices = sorted({a.card for a in stakes}, key=lambda c: ("PADB".index(C.CARDS[c].kind[0].upper())
                                                                    if C.CARDS[c].kind[0].upper() in "PADB" else 9, c))
        n = len(choices)
        scale = STAKE_SCALE * cards.card_scale
        step = min(CARD_W * scale + 10, 700 / max(1, n))
        x0 = MAP_RECT[0] + MAP_RECT[2] / 2 - step * (n - 1) / 2
        # a larger card grows down, and larger words above push the row down: clear of them
        y = 272 + CARD_H * (scale - STAKE_SCALE) / 2 + 40 * (theme.text_scale - 1)
        for i, card in enumerate(choices):
            sprite = CardSprite(("s", card), kind="enfield", face=EnfieldFace(card, self.colour(squad.seat)),
                                face_up=True, back="enfield", x=x0 + i * step, y=y, scale=scale, z=i)
            sprite.data["count"] = squad.deck.count(card)
            self.stake_sprites[("s", card)] = sprite

    # -- the banner ---------------------------------------------------------------------------------
    def stake_the_only_kind(self) -> None:
        """A stake with one kind of card left in the deck is no choice (E12): it is made for the
        player, who is told which card it was (only them: a curtain clears the message)."""
        legal = self.legal
        if (len(legal) != 1 or not isinstance(legal[0], Stake) or not self.human_to_act or self.curtain_up
                or self.viewer != self.session.to_act or self.app.top is not self or not self.settled()):
            return
        self.say(self.t("enfield.table.stake_only", card=self.t(f"enfield.card.{legal[0].card}")), error=False)
        self.submit(legal[0])

    def confirm_question(self, action) -> str | None:
        if self.gestures.battle.harms_own_side(action):
            return "enfield.table.confirm_own_side"
        return super().confirm_question(action)

    def update_banner(self) -> None:
        obs = self.shown
        if obs.phase == "over":
            self.banner.set(self.t("enfield.phase.over"), self.t("enfield.table.counted"))
            return
        month = self.t(f"enfield.month.{obs.month}") if obs.month else self.t("enfield.holiday")
        title = self.t("enfield.table.round", round=obs.round, month=month)
        to_act = self.session.to_act
        if self.playback.playing:
            line = ""  # a step is playing: what to do next is said once the animation has reached it
        elif self.legal:
            phase = obs.phase
            if phase == "battle" and obs.battle is not None:
                line = self.gestures.battle.battle_prompt()
            else:
                line = self.t(f"enfield.prompt.{phase}") if self.app.t.has(f"enfield.prompt.{phase}") else ""
                if phase == "path" and self.gestures.routes:
                    line = self.t("enfield.table.pick_route")
        elif to_act is not None:
            phase = self.t(f"enfield.phase.{obs.phase}") if self.app.t.has(f"enfield.phase.{obs.phase}") else ""
            line = self.t("enfield.table.acting", name=self.seat_name(to_act), phase=phase)
        else:
            line = ""
        if self.handoff.handed_to is not None and self.handoff.handed_to == to_act == self.viewer:
            title = self.t("app.table.decides", name=self.seat_name(to_act))  # the screen passed with no curtain
        self.banner.set(title, line)

    def shows_secret(self, seat: int) -> bool:
        """Enfield's secrets on screen are the deck laid out to stake from and one's own staked
        card before the reveal (E10); a battle, whose steps alternate between two players,
        shows nothing secret."""
        mine, public = self.session.observe(seat), self.session.observe(None)
        if mine.phase == "stake":
            return True
        return mine.squads[seat].target != public.squads[seat].target

    # -- narration ----------------------------------------------------------------------------------
    def hold_log(self, described) -> int:
        """Each line is written into the log panel when the animation reaches its event."""
        return self.motion.hold_lines(described)

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
