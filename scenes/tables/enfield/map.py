"""Drawing Enfield's table: the calendar, the live map, the squads' bands and the stake."""

from __future__ import annotations

import math

import pygame

from game.enfield.state import HOLIDAYS, MONTHS, ROUNDS
from sprites import theme
from sprites.cards import CARD_H, CARD_W, back_image, draw_cards
from sprites.faces.draw import shaded
from sprites.furniture import wood_rim

from ...kit.widgets import badge, panel, text
from .battle import BattlePainter
from .layout import CAL_RECT, TRAY_RECT, _tray
from .routes import RoutePainter
from .town import MAP_RECT, building_rect, draw_piece, draw_trust_marker, map_image, marker_spot


class EnfieldPainter:
    """Draws Enfield's table each frame: the calendar, the live map, the squads' bands, the stake,
    the battle; owns the cached backgrounds and the die's called-out number."""

    def __init__(self, table) -> None:
        self.table = table  # the table: what it draws (observation, sprites, pieces, markers) and the gesture map's state
        self.routes = RoutePainter(table)
        self.battle = BattlePainter(table)
        self._base: pygame.Surface | None = None
        self._base_key = None
        self._shade: dict = {}
        self.callout = (0, 0.0)

    def tick(self, dt: float) -> None:
        """The die's number called out at the tray's end (not over the buttons), then fading."""
        for die in self.table.tray.dice:
            if die.callout > 0:
                self.callout = (die.value, die.callout + 0.0)
                die.callout = 0.0
        if self.callout[1] > 0:
            self.callout = (self.callout[0], max(0.0, self.callout[1] - dt * 0.9))

    def draw(self, surface: pygame.Surface) -> None:
        view = self.table.app.view
        lang = self.table.app.settings.language
        obs = self.table.shown  # the round, the active squad and the counters as far as the animation has played
        active = obs.active if obs.phase != "over" else -1
        key = (surface.get_size(), view.scale, lang, theme.look, obs.players, obs.round, obs.phase == "over", active,
               tuple(self.table.seat_name(i) for i in range(obs.players)))
        if self._base_key != key:  # the parts that change only with the round, the active squad, the language
            base = theme.Layer(surface.get_size())  # its texts are measured where it lands (bench/layout.py)
            base.blit(theme.felt(surface.get_size()), (0, 0))
            wood_rim(base, view, dark_edge=False)
            self.draw_calendar(base, view, lang)
            base.blit(map_image(surface.get_size(), view.scale, view.offset, lang, theme.look), (0, 0))
            for seat in range(self.table.players()):
                self.draw_band_static(base, view, seat, seat == active)
            _tray(base, view, TRAY_RECT, self.table.t("enfield.table.dice"))
            self._base, self._base_key = base, key
        theme.lay(surface, self._base)
        self.draw_calendar_now(surface, view)
        self.draw_map_live(surface, view)
        for seat in range(self.table.players()):
            self.draw_band(surface, view, seat, seat == active)
        draw_cards(surface, view, self.table.sprites.values(), lang)
        self.draw_band_tops(surface, view)
        self.table.tray.draw(surface, view)
        value, left = self.callout
        if left > 0.01:
            image = theme.render_text(str(value), view.px(theme.HERO), theme.GOLD, bold=True, shadow=True)
            image = image.copy()
            image.set_alpha(round(255 * min(1.0, left * 2.5)))
            x, y, _w, h = TRAY_RECT
            surface.blit(image, image.get_rect(center=view.point(x + 30, y + h / 2 - (1 - left) * 8)))
        self.table.log_panel.title = self.table.t("app.table.log")
        self.table.log_panel.draw(surface, view)
        if self.table.stake_sprites:
            self.draw_stake(surface, view, lang)
        if self.table.show is not None:
            self.battle.draw_battle(surface, view, lang)
        if self.table.motion.verdict is not None and not self.table.gestures.routes:  # a route to pick comes first
            self.draw_verdict(surface, view)
        self.table.banner.draw(surface, view)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        view = self.table.app.view
        if self.table.gestures.dragging_piece and self.table.viewer is not None:
            draw_piece(surface, view, (self.table.gestures.drag_pos[0], self.table.gestures.drag_pos[1] + 12), self.table.viewer, 0.6)
        if self.table.gestures.zoom is not None:
            from sprites.cards import face_image

            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, (0, 0))
            size = (view.px(CARD_W * 2.6), view.px(CARD_H * 2.6))
            image = face_image("enfield", self.table.gestures.zoom, size, self.table.app.settings.language)
            rect = image.get_rect(center=view.point(406, 300))
            shadow = theme.soft_shadow(rect.size, view.px(12), view.px(16), 120)
            pad = (shadow.get_width() - rect.width) // 2
            surface.blit(shadow, (rect.x - pad + view.px(4), rect.y - pad + view.px(10)))
            surface.blit(image, rect)
            tip = self.table.gestures.tips.card_tip(self.table.gestures.zoom.card).split("\n")
            width = max(theme.render_text(line, view.px(theme.BODY), theme.INK).get_width() for line in tip[1:])
            width = width / view.scale + 40
            panel(surface, view, (406 - width / 2, 300 + CARD_H * 1.3 + 4, width, 20 * len(tip[1:]) + 12), 220)
            for i, line in enumerate(tip[1:]):
                text(surface, view, line, (406, 300 + CARD_H * 1.3 + 10 + i * 20), theme.BODY, theme.INK, "midtop")

    def draw_verdict(self, surface, view) -> None:
        """A battle's result over the top of the map: who won, and which marker changed hands."""
        title, line = self.table.motion.verdict()
        width = max(theme.text_width(title, view.px(theme.LARGE), True),
                    theme.text_width(line, view.px(theme.BODY))) / view.scale + 48
        x, y, w, _h = MAP_RECT
        cx = x + w / 2
        band = view.rect((cx - width / 2, y + 8, width, 58))
        theme.alpha_rect(surface, band, (20, 16, 10, 225), view.px(10))
        theme.alpha_rect(surface, band, (*theme.GOLD, 255), view.px(10), 1)
        text(surface, view, title, (cx, y + 14), theme.LARGE, theme.GOLD, "midtop", bold=True)
        text(surface, view, line, (cx, y + 42), theme.BODY, theme.INK, "midtop")

    def draw_calendar(self, surface, view, lang) -> None:
        x, y, w, h = CAL_RECT
        panel(surface, view, CAL_RECT, 170)
        now = self.table.shown.round
        over = self.table.shown.phase == "over"
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
            label = self.table.t("enfield.holiday") if holiday else self.table.t(f"enfield.month.{MONTHS[r]}")
            if lang == "en" and not holiday:
                label = label[:3]
            colour = theme.INK_DIM if past else (theme.GOLD if current else theme.INK)
            image = theme.render_fitted(label, view.px(theme.SMALL), colour, view.px(cw - 6), view.px(theme.MIN_TEXT),
                                        bold=current, shadow=True)  # within its cell at any text size
            surface.blit(image, image.get_rect(center=view.point(cx + cw / 2, y + h / 2)))
            if holiday and not past:
                pygame.draw.circle(surface, theme.GOLD, view.point(cx + cw - 8, y + 10), view.px(2.5))

    def draw_calendar_now(self, surface, view) -> None:
        """The pulse round the current month."""
        if self.table.shown.phase == "over":
            return
        x, y, w, h = CAL_RECT
        cw = (w - 16) / ROUNDS
        rect = view.rect((x + 8 + (self.table.shown.round - 1) * cw + 2, y + 6, cw - 4, h - 12))
        glow = theme.glow(rect.size, view.px(6), theme.GOLD, round(0.5 + 0.3 * math.sin(self.table.app.time * 3), 1),
                          view.px(8))
        spread = (glow.get_width() - rect.width) // 2
        surface.blit(glow, (rect.x - spread, rect.y - spread))

    def draw_map_live(self, surface, view) -> None:
        t = self.table.app.time
        obs = self.table.shown  # a square glows for what the step on screen says, not ahead of its die
        lit = self.table.gestures.lit_squares()
        pulse = 0.6 + 0.3 * math.sin(t * 3.2)
        for square in lit:
            r = view.rect(building_rect(square))
            hot = square == self.table.gestures.hover_square
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
        self.routes.draw_routes(surface, view)
        for marker in self.table.markers.values():
            draw_trust_marker(surface, view, marker_spot(marker.square), marker.owner, marker.credited, marker.angle,
                              marker.scale)
        shown = self.table.shown
        active = shown.active if shown.phase != "over" else -1
        for piece in sorted(self.table.pieces.values(), key=lambda p: p.y):
            if self.table.gestures.dragging_piece and piece.seat == self.table.viewer:
                continue
            glow = (0.35 + 0.25 * math.sin(t * 3)) if piece.seat == active and not self.table.anim.animating(piece) else 0.0
            draw_piece(surface, view, (piece.x, piece.y), piece.seat, piece.lift, glow)
        self.routes.draw_route_note(surface, view)

    def draw_band_static(self, surface, view, seat: int, active: bool) -> None:
        squad = self.table.shown.squads[seat]
        x, y, w, h = self.table.band_rect(seat)
        panel(surface, view, (x, y, w, h), 150)
        pygame.draw.rect(surface, self.table.colour(seat), view.rect((x + 12, y + h - 4, w - 24, 3)),
                         border_radius=view.px(2))
        theme.draw_marker(surface, view.point(x + 16, y + 16), view.px(7), seat)
        name = self.table.seat_name(seat)
        r = text(surface, view, name, (x + 30, y + 16), theme.BODY, theme.INK, "midleft", bold=active)
        deck = self.table.t(f"enfield.deckname.{squad.deck_name}")
        left = r.right / view.scale + 8 - view.offset[0] / view.scale
        room = view.to_logical(self.points(view, seat)[1].topleft)[0] - 10 - left  # up to the points
        room -= theme.grown(40)  # the deck's count and its icon stand before the points
        text(surface, view, deck, (left, y + 17), theme.SMALL, theme.INK_DIM, "midleft", width=max(room, 20))
        for which, key in (("t", "enfield.zone.target"), ("x", "enfield.zone.trash")):
            cx, cy, s = self.table.side_pos(seat, which)
            slot = view.rect((cx - CARD_W * s / 2 - 2, cy - CARD_H * s / 2 - 2, CARD_W * s + 4, CARD_H * s + 4))
            theme.alpha_rect(surface, slot, (0, 0, 0, 50), view.px(5))
            theme.alpha_rect(surface, slot, (255, 255, 255, 38), view.px(5), 1)
            surface.blit(*self.side_caption(view, seat, which, self.table.t(key)))

    def points(self, view, seat: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The squad's points, big, at the band's right; left of the Target zone's caption when
        large words would put them on it."""
        x, y, w, _h = self.table.band_rect(seat)
        points = theme.render_text(self.table.t("enfield.table.points", n=self.table.shown.squads[seat].points),
                                   view.px(theme.LARGE), theme.GOLD, bold=True, shadow=True)
        pts = points.get_rect(midright=view.point(x + w - 12, y + 16))
        _, caption = self.side_caption(view, seat, "t", self.table.t("enfield.zone.target"))
        if pts.colliderect(caption):
            pts.right = caption.left - view.px(8)
        return points, pts

    def side_caption(self, view, seat: int, which: str, words: str) -> tuple[pygame.Surface, pygame.Rect]:
        """A side slot's caption (Target zone, Trash) and where it stands: just over the slot, as wide as
        the slot and a margin (smaller, down to the floor, when it must), inside the band."""
        cx, cy, s = self.table.side_pos(seat, which)
        slot = view.rect((cx - CARD_W * s / 2 - 2, cy - CARD_H * s / 2 - 2, CARD_W * s + 4, CARD_H * s + 4))
        label = theme.render_fitted(words, view.px(theme.SMALL), theme.INK_DIM, slot.width + view.px(20),
                                    view.px(theme.MIN_TEXT), shadow=True)
        at = label.get_rect(midbottom=(slot.centerx, slot.y - view.px(1)))
        at.right = min(at.right, view.rect(self.table.band_rect(seat)).right - view.px(4))
        return label, at

    def draw_band(self, surface, view, seat: int, active: bool) -> None:
        squad = self.table.shown.squads[seat]
        x, y, w, h = self.table.band_rect(seat)
        if active:
            r = view.rect((x, y, w, h))
            halo = theme.glow(r.size, view.px(12), theme.GOLD, round(0.35 + 0.15 * math.sin(self.table.app.time * 3), 1),
                              view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        # points, big, at the right; the deck; the supply of markers
        points, pts = self.points(view, seat)
        surface.blit(points, pts)
        icon = back_image("enfield", (view.px(12), view.px(17)))
        count = theme.render_text(str(squad.deck_count), view.px(theme.SMALL), theme.INK, shadow=True)
        right, middle = pts.x - view.px(10), pts.centery  # the side fields start under the points' line
        surface.blit(count, count.get_rect(midright=(right, middle)))
        surface.blit(icon, icon.get_rect(midright=(right - count.get_width() - view.px(4), middle)))
        for k in range(squad.supply):
            theme.draw_marker(surface, view.point(x + 14 + k * 12, y + 36), view.px(4.5), seat)
        if squad.trash:
            xx, xy, xs = self.table.side_pos(seat, "x")
            text(surface, view, str(len(squad.trash)), (xx - CARD_W * xs / 2 - 4, xy + CARD_H * xs / 2), theme.SMALL,
                 theme.INK_DIM, "bottomright")

    def draw_band_tops(self, surface, view) -> None:
        """Over the cards: the lit members to click, the sideways label."""
        lit = self.table.gestures.lit_members()
        t = self.table.app.time
        for squad in self.table.shown.squads:  # the label says what the step on screen says
            for i, member in enumerate(squad.party):
                sprite = self.table.sprites.get(("m", squad.seat, i))
                if sprite is None:
                    continue
                if squad.seat == self.table.viewer and i in lit:
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
                if member.incapacitated and abs(sprite.angle - 90) < 2:  # on the sideways card, along its foot
                    label = theme.render_fitted(self.table.t("enfield.term.incapacitated"), view.px(theme.SMALL),
                                                theme.INK, view.px(CARD_H * sprite.scale - 12), view.px(theme.MIN_TEXT),
                                                bold=True)
                    at = label.get_rect(midbottom=view.point(sprite.x, sprite.y + CARD_W * sprite.scale / 2 - 3))
                    theme.rounded(surface, at.inflate(view.px(8), view.px(2)), theme.DANGER, view.px(4))
                    surface.blit(label, at)
                    theme.note("own", theme.words_of(label) or "", at)  # the card's state, on a plate of its own

    def draw_stake(self, surface, view, lang) -> None:
        x, _y, w, _h = MAP_RECT
        key = ("stake", surface.get_size(), view.scale, theme.look)
        region = view.rect(MAP_RECT)
        if key not in self._shade:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            layer.fill((0, 0, 0, 120), region)
            panel(layer, view, (x + 20, 150, w - 40, 250), 210)
            self._shade = {key: layer}
        surface.blit(self._shade[key], region.topleft, area=region)
        title = text(surface, view, self.table.t("enfield.prompt.stake"), (x + w / 2, 162), theme.LARGE, theme.INK,
                     "midtop", width=w - 60)
        text(surface, view, self.table.t("enfield.table.stake_hint"), (x + w / 2, view.to_logical(title.bottomleft)[1]),
             theme.SMALL, theme.INK_DIM, "midtop", width=w - 60)
        mouse = self.table.tooltip.pos if self.table.tooltip.text else (-1, -1)
        for sprite in self.table.stake_sprites.values():
            sprite.lift = 0.6 if sprite.contains(mouse) else 0.0
        draw_cards(surface, view, self.table.stake_sprites.values(), lang)
        for sprite in self.table.stake_sprites.values():
            count = sprite.data.get("count", 1)
            if count > 1:
                cx, cy = sprite.x + CARD_W * sprite.scale / 2 - 6, sprite.y - CARD_H * sprite.scale / 2 + 4
                badge(surface, view, f"×{count}", (cx, cy), 10)
