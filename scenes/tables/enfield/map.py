"""Drawing Enfield's table: the calendar, the live map, the squads' bands and the stake."""

from __future__ import annotations

import math

import pygame

from game.enfield.state import HOLIDAYS, MONTHS, ROUNDS
from sprites import theme
from sprites.cards import CARD_H, CARD_W, back_image, draw_cards
from sprites.faces.draw import shaded
from sprites.furniture import wood_rim

from ...kit.widgets import panel, text
from .layout import CAL_RECT, TRAY_RECT, _tray
from .town import MAP_RECT, building_rect, draw_piece, draw_trust_marker, map_image, marker_spot


class EnfieldMap:
    """Draws the map, calendar and bands each frame."""

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
        if not self.anim.busy() and self.live_battle() is None and self.show is not None and not self.pending:
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
            wood_rim(base, view, dark_edge=False)
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
        self.draw_routes(surface, view)
        for marker in self.markers.values():
            draw_trust_marker(surface, view, marker_spot(marker.square), marker.owner, marker.credited, marker.angle,
                              marker.scale)
        active = obs.active if obs.phase != "over" else -1
        for piece in sorted(self.pieces.values(), key=lambda p: p.y):
            if self.dragging_piece and piece.seat == self.viewer:
                continue
            glow = (0.35 + 0.25 * math.sin(t * 3)) if piece.seat == active and not self.anim.animating(piece) else 0.0
            draw_piece(surface, view, (piece.x, piece.y), piece.seat, piece.lift, glow)
        self.draw_route_note(surface, view)

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
            label = theme.render_text(self.t(key), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
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
            text(surface, view, str(len(squad.trash)), (xx - CARD_W * xs / 2 - 4, xy + CARD_H * xs / 2), theme.SMALL,
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
                    text(surface, view, label, (sprite.x, sprite.y + CARD_W * sprite.scale / 2 + 1), theme.SMALL, theme.DANGER,
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
