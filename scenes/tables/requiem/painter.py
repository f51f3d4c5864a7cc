"""Drawing Requiem's table: the background, the board, the seats' plates and the side panel.

The painter turns the observation into pixels; it owns its caches and writes nothing of the table's."""

from __future__ import annotations

import math

import pygame

from sprites import theme
from sprites.cards import draw_cards
from sprites.faces.icons import suit_icon
from sprites.furniture import inset, wood_rim

from ...kit.table_preview import draw_preview
from ...kit.widgets import panel, paragraph, text
from .layout import (
    CAPITAL_LOW,
    COL_X,
    DAMAGE_RECT,
    LINE_H,
    LINE_Y,
    PLATE_W,
    SEATS,
    SIDE_X,
    TOP,
    _badge,
    _plate,
    _zone_glow,
    damage_captions,
)


class RequiemPainter:
    """Draws the table each frame from what the table shows (read only) and owns its caches."""

    def __init__(self, table) -> None:
        self.table = table
        self.app = table.app
        self._bg_key = None
        self._bg: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._side: pygame.Surface | None = None
        self._side_key = None
        self._side_at = (0, 0)

    # -- drawing --------------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        """Felt, rim, zone insets, captions and the fixed parts of the plates, cached."""
        view = self.app.view
        key = (surface.get_size(), self.app.settings.language, theme.look)
        if self._bg is not None and self._bg_key == key:
            return self._bg
        bg = theme.Layer(surface.get_size())  # its texts are measured where it lands (bench/layout.py)
        bg.blit(theme.felt(surface.get_size()), (0, 0))
        wood_rim(bg, view)
        title = self.table.t("requiem.title")
        text(bg, view, title, (20, 27), theme.LARGE, theme.INK, "midleft", bold=True)
        # the battlefield under the columns, the capital's corner and the line rail
        inset(bg, view, (COL_X[0] - 8, TOP - 6, COL_X[2] + 212 - COL_X[0] + 16, 334), 14, 30, edge_alpha=20)
        for zone in self.table.layout_zones.values():
            saved = zone.caption
            zone.caption = self.table.caption(zone)
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

    def draw(self, surface: pygame.Surface, preview, choice, acting: bool) -> None:
        """The whole table: `preview` the drop under the pointer (or None), `choice` the Prince's
        Sortie awaiting its declaration (or None), `acting` whether the viewer acts now."""
        view = self.app.view
        now = self.app.time
        # the cards at rest are drawn once onto a layer with the board; only moving ones each frame
        targets = {id(t.target) for t in self.table.anim.tweens}
        held = self.table.drag.sprite
        moving = [s for s in self.table.sprites if id(s) in targets or s is held or s.lift > 0.01 or s.flip_to is not None]
        still = [s for s in self.table.sprites if not (id(s) in targets or s is held or s.lift > 0.01 or s.flip_to is not None)]
        key = (surface.get_size(), self.app.settings.language, theme.look, id(self.table.observation), self.table.viewer, self.table.session.over,
               tuple((s.key, round(s.x, 1), round(s.y, 1), round(s.angle, 1), round(s.scale, 3), s.face, s.face_up,
                      s.tint, s.z, round(s.shine, 2), s.alpha) for s in still))
        if key != self._layer_key or self._layer is None or self._layer.get_size() != surface.get_size():
            layer = self.background(surface).copy()
            self.draw_board(layer, view, None)
            draw_cards(layer, view, still, self.app.settings.language)
            self._layer, self._layer_key = layer, key
        theme.lay(surface, self._layer)
        for zone in self.table.layout_zones.values():
            if zone.glow > 0.02 or zone.hot > 0.02:
                _zone_glow(surface, view, zone, now)
        draw_cards(surface, view, moving, self.app.settings.language)
        for badge in self.table.badges:
            _badge(surface, view, badge)
        if preview is not None:
            draw_preview(surface, view, preview)
        self.table.log_panel.draw(surface, view)
        self.draw_side(surface, view, choice, acting)
        self.table.banner.draw(surface, view)

    def draw_board(self, surface, view, now: float | None) -> None:
        """Counts, plates and slot owners: what lies on the felt under the cards."""
        obs = self.table.observation
        for col in obs.columns:
            x = COL_X[col.number - 1]
            text(surface, view, self.table.t("requiem_table.count", n=col.deck_size), (x + 39, TOP + 150), theme.SMALL,
                 theme.GOLD_MUTED, "center")
        text(surface, view, self.table.t("requiem_table.count", n=obs.capital_size), (66, TOP + 150), theme.SMALL,
             theme.GOLD_MUTED, "center")
        for line, rect in self.damage_warning(view):  # under the Damage Area's caption, never over it
            surface.blit(theme.render_text(line, view.px(theme.SMALL), theme.DANGER, shadow=True), rect)
        for seat in range(SEATS):
            self.draw_plate(surface, view, seat, now)
        self.draw_slot_owners(surface, view)

    def damage_warning(self, view) -> list:
        """The lines of "the Capital is nearly empty" (R39 is near) and their pixel rects, or none."""
        if self.table.observation.capital_size > CAPITAL_LOW:
            return []
        caption = self.table.caption(self.table.layout_zones["damage"])
        return damage_captions(view, caption, self.table.t("requiem_table.capital_low"))[1]

    def damage_reserve(self) -> float:
        """Logical height the warning takes under the caption: the Damage cards lie below it."""
        lines = self.damage_warning(self.app.view)
        if not lines:
            return 0.0
        view = self.app.view
        return (lines[-1][1].bottom - view.rect(DAMAGE_RECT).y) / view.scale - 18 + 2

    def draw_plate(self, surface, view, seat: int, now: float | None) -> None:
        obs = self.table.observation
        line = obs.lines[seat]
        x, y = 16, LINE_Y[seat]
        acting = obs.to_act == seat and not self.table.session.over
        if acting:
            r = view.rect((x, y, PLATE_W, LINE_H))
            strength = 0.4 if now is None else round(0.35 + 0.15 * math.sin(now * 3), 2)
            halo = theme.glow(r.size, view.px(8), theme.GOLD, strength, view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        theme.draw_marker(surface, view.point(x + 16, y + 18), view.px(7), seat)
        name = self.table.seat_name(seat)
        if seat == self.table.viewer:
            name += " ★"
        drew = text(surface, view, name, (x + 30, y + 18), theme.BODY, theme.INK, "midleft", bold=True,
                    width=PLATE_W - 36)
        # three rows under the name share what is left of the plate: smaller (never under the floor)
        # when a larger text size makes them taller than their share
        top = view.to_logical(drew.bottomleft)[1]
        step = (y + LINE_H - 2 - top) / 3
        size = float(theme.SMALL)
        while size > theme.MIN_TEXT / theme.text_scale and theme.font(view.px(size)).get_sized_height() + 1 > view.px(step):
            size -= 0.5
        rows = [top + step * (k + 0.5) for k in range(3)]
        suit = int(line.prince.split("-")[1])
        prince_dead = line.prince in obs.allied_dead
        icon = suit_icon(suit, view.px(30))
        if prince_dead:
            icon = icon.copy()
            icon.set_alpha(90)
        surface.blit(icon, icon.get_rect(center=view.point(x + 26, (rows[0] + rows[1]) / 2)))
        prince = self.table.t(f"requiem_table.prince.{line.prince}")
        text(surface, view, prince, (x + 48, rows[0]), size, theme.INK if not prince_dead else theme.INK_DIM,
             "midleft", width=PLATE_W - 54)
        ability = self.table.t(f"requiem_table.ability.{line.prince}") if not prince_dead else self.table.t("requiem_table.fallen")
        text(surface, view, ability, (x + 48, rows[1]), size, theme.GOLD_MUTED if not prince_dead else theme.DANGER,
             "midleft", width=PLATE_W - 54)
        used = self.table.t("requiem_table.select_used" if line.used_select else "requiem_table.select_open")
        colour = theme.INK_DIM if line.used_select else theme.SUCCESS
        pygame.draw.circle(surface, colour, view.point(x + 16, rows[2]), view.px(4))
        text(surface, view, used, (x + 26, rows[2]), size, colour, "midleft", width=PLATE_W - 32)

    def draw_slot_owners(self, surface, view) -> None:
        for col in self.table.observation.columns:
            if col.slot is not None and col.slot_owner is not None:
                x = COL_X[col.number - 1] + 84 + 120
                theme.draw_marker(surface, view.point(x, 248), view.px(6), col.slot_owner)
            if col.slot is None and col.has_arrival:
                x = COL_X[col.number - 1] + 84 + 64
                text(surface, view, self.table.t("requiem_table.unguarded"), (x, 304), theme.SMALL, (220, 170, 150),
                     "center")

    def draw_side(self, surface, view, choice, acting: bool) -> None:
        """The prompt panel: what the viewer may do now (the buttons are widgets), cached."""
        obs = self.table.observation
        if self.table.anim.busy() and (self.table.session.over or not acting):
            prompt = ""  # the playback has not got there yet
        elif self.table.session.over:
            prompt = self.table.t("app.table.over")
        elif choice is not None:
            prompt = self.table.t("requiem_table.prompt.choice", card=self.table.t(f"requiem.card.{choice[0]}"),
                                  n=choice[1])
        elif acting:
            prompt = self.table.t(f"requiem_table.hint.{obs.phase}")
        elif obs.to_act is not None:
            prompt = self.table.t("requiem_table.prompt.waiting", name=self.table.seat_name(obs.to_act),
                            phase=self.table.t(f"requiem.phase.{obs.phase}"))
        else:
            prompt = ""
        # a prompt longer than its two lines grows the panel upwards, into the gap under the dead
        need = len(theme.wrap(prompt, view.px(theme.SMALL), view.px(328))) * theme.SMALL * 1.35 * theme.text_scale
        extra = min(56, max(0.0, need - 50))
        rect = (SIDE_X, 392 - extra, 352, 122 + extra)
        self.table.prompt_area = (SIDE_X + 12, 400 - extra, 328, need) if prompt else None  # kept clear of popups
        key = (prompt, surface.get_size(), theme.text_scale, theme.look)
        if self._side_key != key:
            r = view.rect(rect)
            pad = view.px(20)
            layer = theme.Layer((r.width + 2 * pad, r.height + 2 * pad), pygame.SRCALPHA)
            shifted = type(view)(surface.get_width(), surface.get_height())
            ox, oy = r.x - pad, r.y - pad
            tmp = theme.Layer(surface.get_size(), pygame.SRCALPHA)
            panel(tmp, shifted, rect, alpha=190)
            paragraph(tmp, shifted, prompt, (SIDE_X + 12, 400 - extra, 328, 50 + extra), theme.SMALL, theme.INK,
                      line_gap=1.35)
            layer.blit(tmp, (0, 0), pygame.Rect(ox, oy, layer.get_width(), layer.get_height()))
            self._side, self._side_key, self._side_at = layer, key, (ox, oy)
        theme.lay(surface, self._side, self._side_at)
        score = self.table.t("requiem_table.score_now", score=obs.score)
        text(surface, view, score, (SIDE_X + 340, 528), theme.SMALL, theme.GOLD_MUTED, "topright")
