"""Drawing Tonight's table: the ring of places, what the viewer knows, and the seats' plates.

The painter reads the table (observation, viewer, sprites, drag, banner, log panel) and the
gesture map (what is lit) and writes only its own caches and the rings of places just named."""

from __future__ import annotations

import math

import pygame

from game.tonight.actions import Taxi
from game.tonight.cards import PLACES, suit
from sprites import cards, theme
from sprites.cards import CARD_H, draw_cards
from sprites.faces.icons import suit_icon

from ...kit.widgets import cell, panel, paragraph, text
from .layout import (
    CENTRE,
    DISC,
    HAND_SCALE,
    HEROINE_PINK,
    HEROINE_SCALE,
    HEROINE_XY,
    PLATE_CARD_W,
    PLATE_H,
    PLATE_W,
    PLATE_X,
    PLATE_Y,
    RADIUS,
    TARGET,
    TAXI,
    WALK,
    hand_row,
    place_xy,
)


class TonightPainter:
    """Draws the table each frame: observation -> pixels. Owns its caches (the town, the plates)
    and the rings spreading from places just named."""

    def __init__(self, table) -> None:
        self.table = table
        self.app = table.app
        self.t = table.t
        self.pings: list[list] = []  # [place, colour, age]: a ring spreading from a place just named
        self._bg = None
        self._bg_key = None
        self._plates = None
        self._plates_key = None
        self._plates_at = (0, 0)

    # -- the rings of places just named ------------------------------------------------------
    def ping(self, place: int, colour) -> None:
        self.pings.append([place, colour, 0.0])
        del self.pings[:-6]

    def age(self, dt: float) -> None:
        for ping in self.pings:
            ping[2] += dt
        self.pings = [p for p in self.pings if p[2] < 1.2]

    def forget(self) -> None:
        self.pings.clear()

    # -- drawing -----------------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        view = self.app.view
        key = (surface.get_size(), self.app.settings.language, theme.look)
        if self._bg_key == key and self._bg is not None:
            return self._bg
        bg = theme.Layer(surface.get_size())  # its words are measured and kept clear of where it lands
        bg.blit(theme.felt(surface.get_size()), (0, 0))
        # the town: a pale round map with the ring road
        c = view.point(*CENTRE)
        pygame.draw.circle(bg, (44, 92, 70), c, view.px(RADIUS + DISC + 22))
        pygame.draw.circle(bg, (36, 80, 60), c, view.px(RADIUS + DISC + 22), view.px(3))
        points = [view.point(*place_xy(p)) for p in PLACES]
        pygame.draw.lines(bg, (150, 128, 92), True, points, view.px(14))
        pygame.draw.lines(bg, (196, 172, 128), True, points, view.px(3))
        lang = self.app.settings.language
        for p in PLACES:
            x, y = place_xy(p)
            centre = view.point(x, y)
            colour = theme.SUIT_COLOURS[p]
            shadow = theme.soft_shadow((view.px(2 * DISC), view.px(2 * DISC)), view.px(DISC), view.px(6), 90)
            bg.blit(shadow, shadow.get_rect(center=(centre[0] + view.px(3), centre[1] + view.px(5))))
            pygame.draw.circle(bg, theme.CARD_FACE, centre, view.px(DISC))
            pygame.draw.circle(bg, colour, centre, view.px(DISC), view.px(4))
            icon = suit_icon(p, view.px(40))
            bg.blit(icon, icon.get_rect(center=view.point(x, y - 12)))
            words = self.t(f"tonight_table.place.{p}")
            name = theme.render_text(words, view.px(theme.SMALL if lang == "en" else 11), theme.CARD_INK, bold=True)
            if name.get_width() > view.px(2 * DISC - 10):
                name = theme.as_text(pygame.transform.smoothscale(name, (view.px(2 * DISC - 10), name.get_height())),
                                     words)
            bg.blit(name, name.get_rect(center=view.point(x, y + 20)))
            numeral = theme.render_text(("I", "II", "III", "IV", "V", "VI", "VII")[p - 1], view.px(theme.SMALL), colour, bold=True)
            bg.blit(numeral, numeral.get_rect(center=view.point(x, y + 36)))
        text(bg, view, self.t("tonight_table.markers"), (16, 146), theme.SMALL, theme.INK_DIM)
        self._bg, self._bg_key = bg, key
        return bg

    def draw_title(self, surface, view) -> None:
        """The game's name at the top left, up to the turn banner (which grows with its words)."""
        game = self.table.session.game
        title = game.title_ja if self.app.settings.language == "ja" else game.title_en
        x, y, _w, h = self.table.banner.area(view)
        room = x - 16 - 8 if y + h > 54 else 300
        if theme.text_width(title, view.px(theme.MIN_TEXT) / theme.text_scale, bold=True) / view.scale > room:
            return  # a long turn banner leaves it no room: the banner says more, the menu named the game
        text(surface, view, title, (16, 54), theme.BODY, theme.GOLD_MUTED, bold=True, width=room)

    def draw(self, surface, gestures) -> None:
        table = self.table
        view = self.app.view
        theme.lay(surface, self.background(surface))
        self.draw_title(surface, view)
        obs = table.shown  # the plates, markers and counts as far as the animation has played
        t = self.app.time
        # legal places light up: walk gold, taxi blue, targets red; while a card is carried, where it may go
        pulse = 0.6 + 0.4 * math.sin(t * 4)
        held = table.drag.holding and table.drag.active
        for p in PLACES:
            kind = gestures.place_kind(p)
            if held:
                a = gestures.lit.get(p)
                kind = "" if a is None else ("taxi" if isinstance(a, Taxi) else "walk")
            if kind:
                colour = {"walk": WALK, "taxi": TAXI, "target": TARGET}[kind]
                x, y = place_xy(p)
                halo = theme.glow((view.px(2 * DISC), view.px(2 * DISC)), view.px(DISC), colour, round(0.7 * pulse, 1),
                                  view.px(12))
                surface.blit(halo, halo.get_rect(center=view.point(x, y)))
                pygame.draw.circle(surface, colour, view.point(x, y), view.px(DISC + 10), view.px(4))
                pygame.draw.circle(surface, (20, 30, 24), view.point(x, y), view.px(DISC + 5), view.px(2))
        for place, colour, age in self.pings:
            x, y = place_xy(place)
            k = age / 1.2
            ring = pygame.Surface((view.px(2 * DISC + 80), view.px(2 * DISC + 80)), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*colour, int(220 * (1 - k))), ring.get_rect().center,
                               view.px(DISC + 6 + 34 * k), view.px(5))
            surface.blit(ring, ring.get_rect(center=view.point(x, y)))
        if obs is not None and table.viewer is not None and gestures.show_knowledge:
            self.draw_knowledge(surface, obs)
        self.draw_plates(surface, obs, gestures.plate_targets)
        if obs is not None and obs.heroine_placed:  # the pile's label under it, clear of the card
            top = HEROINE_XY[1] + CARD_H * HEROINE_SCALE / 2 + 4
            text(surface, view, self.t("tonight_table.heroine_here"), (HEROINE_XY[0], top), theme.SMALL, HEROINE_PINK,
                 "midtop")
            text(surface, view, self.t("tonight_table.reserve", n=obs.reserve_size),
                 (HEROINE_XY[0], top + theme.grown(16)), theme.SMALL, theme.INK_DIM, "midtop")
        if table.viewer is not None and obs is not None and obs.hand:
            x0, _, y, scale = hand_row(len(obs.hand))
            grow = cards.card_scale  # the label and the rings follow the card size
            text(surface, view, self.t("tonight_table.your_hand"),
                 (max(16, x0 - 28 * grow), y - 44 - CARD_H * (scale - HAND_SCALE) / 2), theme.SMALL, theme.INK_DIM,
                 "bottomleft")
        for sprite in table.sprites.values():
            if sprite.key.startswith("h:") and table.legal and gestures.card_action(sprite.data.get("code")) is not None:
                grow = cards.card_scale
                r = view.rect((sprite.x - 30 * grow, sprite.y - 41 * grow, 60 * grow, 82 * grow))
                pygame.draw.rect(surface, WALK, r.inflate(view.px(6), view.px(6)), view.px(3), view.px(6))
        draw_cards(surface, view, list(table.sprites.values()) + table.ghosts, self.app.settings.language)
        table.log_panel.draw(surface, view)
        table.banner.draw(surface, view)

    def draw_knowledge(self, surface, obs) -> None:
        view = self.app.view
        know = obs.knowledge
        heroine = set(know[4]) if len(know) > 4 else set()
        if obs.heroine:  # the Salaryman sees the heroine position card itself
            heroine = {suit(obs.heroine)}
        know = [[suit(seat.position)] if seat.position else list(know[s]) for s, seat in enumerate(obs.seats)]
        viewer = self.table.viewer
        mine = obs.seats[viewer].position if viewer is not None else None
        if mine:
            x, y = place_xy(suit(mine))
            mx, my = x - DISC * 0.72, y - DISC * 0.72
            pygame.draw.circle(surface, (255, 255, 255), view.point(mx, my), view.px(13))
            theme.draw_marker(surface, view.point(mx, my), view.px(9), viewer)
        # the legend has the column left of the board down to the hand: it grows with the text size
        paragraph(surface, view, self.t("tonight_table.legend"), (16, 176, 150, 400), theme.SMALL, theme.INK_DIM)
        for p in PLACES:
            x, y = place_xy(p)
            others = [s for s in range(4) if p in know[s] and s != viewer and not obs.seats[s].eliminated]
            # markers of the men who may be here, on an arc outside the disc
            angle = math.atan2(y - CENTRE[1], x - CENTRE[0])
            for i, s in enumerate(others):
                a = angle + (i - (len(others) - 1) / 2) * 0.22
                mx = CENTRE[0] + (RADIUS + DISC + 12) * math.cos(a)
                my = CENTRE[1] + (RADIUS + DISC + 12) * math.sin(a)
                sure = len(know[s]) == 1
                theme.draw_marker(surface, view.point(mx, my), view.px(8 if sure else 6), s)
            if p in heroine:
                sure = len(heroine) == 1
                hx, hy = x + DISC * 0.72, y - DISC * 0.72
                pygame.draw.circle(surface, HEROINE_PINK, view.point(hx, hy), view.px(12 if sure else 9))
                pygame.draw.circle(surface, (255, 255, 255), view.point(hx, hy), view.px(12 if sure else 9), view.px(2))
                icon = suit_icon(1, view.px(12), (255, 255, 255))
                surface.blit(icon, icon.get_rect(center=view.point(hx, hy)))

    def draw_plates(self, surface, obs, plate_targets) -> None:
        view = self.app.view
        if obs is None:
            return
        t = self.app.time
        if obs.to_act is not None:
            r = view.rect((PLATE_X, PLATE_Y[obs.to_act], PLATE_W, PLATE_H))
            halo = theme.glow(r.size, view.px(8), theme.GOLD, round(0.45 + 0.15 * math.sin(t * 3), 1), view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        key = (id(obs), tuple(sorted(plate_targets)), self.table.viewer, surface.get_size(), self.app.settings.language,
               theme.look)
        if self._plates_key != key:
            area = view.rect((PLATE_X - 12, PLATE_Y[0] - 12, PLATE_W + 24, PLATE_Y[3] + PLATE_H + 24 - PLATE_Y[0]))
            full = theme.Layer(surface.get_size(), pygame.SRCALPHA)  # its texts are measured (bench/layout.py)
            self.paint_plates(full, obs, plate_targets)
            layer = full.part(area.clip(full.get_rect()))
            self._plates, self._plates_key, self._plates_at = layer, key, area.topleft
        theme.lay(surface, self._plates, self._plates_at)

    def paint_plates(self, surface, obs, plate_targets) -> None:
        view = self.app.view
        for s, seat in enumerate(obs.seats):
            y = PLATE_Y[s]
            rect = (PLATE_X, y, PLATE_W, PLATE_H)
            panel(surface, view, rect, alpha=215)
            if s in plate_targets:
                pygame.draw.rect(surface, TARGET, view.rect(rect).inflate(view.px(4), view.px(4)), view.px(3),
                                 view.px(12))
            theme.draw_marker(surface, view.point(PLATE_X + 18, y + 24), view.px(8), s)
            name = self.table.seat_name(s)
            if s == self.table.viewer:
                name = self.t("tonight_table.you", name=name)
            # the rows flow: the name, the role after it (or under it when there is no room), the notes
            # in what is left above the plate's foot; all clear of the position card at the right
            x, room = PLATE_X + 34, PLATE_W - 34 - PLATE_CARD_W
            top = y + 12 - 8 * (theme.text_scale - 1)
            drew = text(surface, view, name, (x, top), theme.LARGE, theme.INK, bold=True, width=room)
            role = self.t(f"tonight.role.{seat.role}")
            after = view.to_logical(drew.topright)[0] + 10
            if after + theme.text_width(role, view.px(theme.BODY)) / view.scale <= x + room:
                text(surface, view, role, (after, view.to_logical(drew.midright)[1]), theme.BODY, theme.GOLD_MUTED,
                     "midleft")
                below = view.to_logical(drew.bottomleft)[1]
            else:
                role_at = text(surface, view, role, (x, view.to_logical(drew.bottomleft)[1]), theme.BODY,
                               theme.GOLD_MUTED, width=room)
                below = view.to_logical(role_at.bottomleft)[1]
            notes = [self.t("tonight_table.hand_size", n=seat.hand_size)]
            for flag, key in ((seat.eliminated, "eliminated"), (seat.resting, "resting"), (seat.abducted, "abducted"),
                              (seat.escorted_turn is not None, "escorted")):
                if flag:
                    notes.append(self.t(f"tonight.state.{key}"))
            if seat.face_up and seat.position:
                notes.append(self.t("tonight_table.revealed", place=self.t(f"tonight.place.{suit(seat.position)}")))
            cell(surface, view, " · ".join(notes), (x, below, room, y + PLATE_H - 2 - below), theme.SMALL, theme.INK_DIM)
            if not seat.has_position:
                pygame.draw.rect(surface, (255, 255, 255), view.rect((PLATE_X + PLATE_W - 57, y + 10, 46, 64)),
                                 view.px(1), view.px(5))
