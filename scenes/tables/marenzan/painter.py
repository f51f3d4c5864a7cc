"""Drawing Marenzan's table: the mountain range, the bells, the seats, the hand and the popup.

The painter reads the table (observation, legal, sprites, drag, banner, log panel, the Undo
and Menu buttons), the placement (where the targets are) and the gesture map (what is lit,
held up or asked in the popup); it owns the bells as shown (their faces, their ring) and the
mountains' shake, and writes nothing of the table's but the cards' drawing order."""

from __future__ import annotations

import math

import pygame

from sprites import animator, theme
from sprites.cards import back_image, card_size_px, draw_cards
from sprites.dice import die_image

from ...kit.table_preview import draw_preview
from ...kit.widgets import cell, panel, paragraph, text
from .layout import (
    BLACK_DIE,
    BROWN_DIE,
    BUTTONS_W,
    BUTTONS_X,
    BUTTONS_Y,
    COLUMN_X,
    HAND_RECT,
    MOUNTAIN_C,
    PLAY_RECT,
    STATE_COLOURS,
    VILLAGE_C,
    _face_surface,
)

RANGE_BOTTOM = 350  # the mountain range's panels end here, the seats begin under them
COLUMN_W = 278  # a mountain column's panel; a village's one-line label has its half of it

class MarenzanPainter:
    """Draws the table each frame: observation -> pixels."""

    def __init__(self, table, placement, gestures) -> None:
        self.table = table
        self.app = table.app
        self.t = table.t
        self.placement = placement
        self.target_rect = placement.target_rect
        self.g = gestures
        self.bells = [1, 1]  # the Bells of Doom as shown: they change when the roll is played
        self.bell_tick = [0.0, 0.0]  # a bell just rung hops and turns, 1 -> 0
        self.shake = [0.0, 0.0, 0.0]  # a mountain a card went into (or that was shuffled) shakes, 0.5 -> 0

    # -- what the table's animation tells -----------------------------------------------
    def show_bells(self, great: int, small: int) -> None:
        self.bells = [great, small]

    def ring(self, i: int, value: int) -> None:
        self.bells[i] = value
        self.bell_tick[i] = 1.0

    def shake_mountain(self, m: int) -> None:
        self.shake[m] = 0.5

    def age(self, dt: float) -> None:
        self.bell_tick = [max(0.0, v - dt * 2.6) for v in self.bell_tick]
        self.shake = [max(0.0, v - dt * 1.6) if not animator.reduced_motion else 0.0 for v in self.shake]

    # -- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table, g = self.table, self.g
        view = self.app.view
        lang = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        obs = table.shown  # the counts, places and seats as far as the animation has played
        legal = table.legal
        self.draw_range(surface, view, lang, obs)
        self.draw_bells(surface, view)
        self.draw_seats(surface, view, obs)
        self.draw_hand_area(surface, view, obs)
        table.log_panel.draw(surface, view)
        held = table.drag.sprite
        sprites = list(table.sprites.values()) + list(table.dying)
        for s in sprites:
            s.z = (2 if s is held else 1 if s.zone == "party" else 0) + s.x / 10000
        ordered = sorted(sprites, key=lambda s: s.z)
        draw_cards(surface, view, [s for s in ordered if s is not held], lang)
        self.draw_join_box(surface, view, obs)
        draw_cards(surface, view, [s for s in ordered if s is held], lang)
        table.banner.draw(surface, view)
        if g.popup_buttons:
            self.draw_popup(surface, view, obs)
        for b in [*g.action_buttons, table.undo_button, table.menu_button]:
            b.draw(surface, view)
        if legal and not g.popup_buttons and any(g.spec(a)[0] != "button" for a in legal):
            y = max((b.rect[1] + b.rect[3] for b in g.action_buttons), default=BUTTONS_Y) + 8
            paragraph(surface, view, self.t("marenzan_table.gesture_hint"), (BUTTONS_X + 6, y, BUTTONS_W - 12, 712 - y),
                      theme.SMALL, theme.INK_DIM)
        preview = g.current_preview()  # over everything: it says what the drop under the pointer does
        if preview is not None:
            draw_preview(surface, view, preview)

    def draw_range(self, surface, view, lang, obs) -> None:
        for c in range(3):
            x = COLUMN_X[c]
            panel(surface, view, (x, 50, COLUMN_W, RANGE_BOTTOM - 50), alpha=90)
            mx, my = MOUNTAIN_C[c]
            shake = math.sin(self.shake[c] * 30) * 4 * self.shake[c]
            lit = f"mountain.{c}" in self.g.lit or self.g.clickable(f"mountain.{c}")
            n = obs.mountains[c]
            size = card_size_px(view, 0.86)
            back = back_image("seven", size, (70, 30, 40))
            for k in range(min(6, max(1, n // 3))):
                r = back.get_rect(center=view.point(mx + shake - k * 1.5, my - k * 2.5))
                surface.blit(back, r)
            if lit:
                self._glow(surface, view, self.target_rect(f"mountain.{c}"), self.g.hot == f"mountain.{c}")
            # the mountain's name beside its pile, over its count (on no card, no village and not under
            # the banner, at every text and card size)
            name = self.t(f"marenzan.zone.mountain.{c}")
            lines = theme.wrap(name, view.px(theme.SMALL), view.px(84))
            step = theme.grown(theme.SMALL * 1.3)
            beside = max(54.0, back.get_width() / view.scale / 2 + 12)  # clear of the lit frame too
            for i, line in enumerate(lines):
                text(surface, view, line, (mx + beside, my + 24 - (len(lines) - i) * step), theme.SMALL,
                     theme.GOLD_MUTED, "topleft")
            colour = theme.DANGER if n <= 5 else theme.INK
            text(surface, view, str(n), (mx + 62, my + 40), theme.LARGE, colour, "midleft", bold=True)
            if obs.peek is not None and obs.peek.mountain == c and obs.peek.bottom is None:
                img = pygame.transform.rotozoom(
                    _face_surface(obs.peek.card, card_size_px(view, 0.6), lang), 8, 1.0)
                surface.blit(img, img.get_rect(center=view.point(mx - 70, my + 10)))
            for v in (2 * c, 2 * c + 1):
                vx, vy = VILLAGE_C[v]
                village = obs.villages[v]
                rect = view.rect((vx - 46, vy - 66, 92, 122))
                theme.alpha_rect(surface, rect, (0, 0, 0, 60), view.px(8))
                theme.alpha_rect(surface, rect, (*STATE_COLOURS[village.state], 120), view.px(8), max(1, view.px(2)))
                name = f"village.{v}"
                if name in self.g.lit or self.g.clickable(name):
                    self._glow(surface, view, (vx - 48, vy - 68, 96, 126), self.g.hot == name)
                self.village_label(surface, view, v, village.state)

    def village_label(self, surface, view, v: int, state_key: str) -> None:
        """The village's name over its state under its rect; where a larger text size leaves no
        room for two lines above the seats, one line: the name and the state, or the number and
        the state."""
        vx, vy = VILLAGE_C[v]
        name = self.t("marenzan_table.village_n", n=v + 1)
        state = self.t(f"marenzan.village.{state_key}")
        colour = STATE_COLOURS[state_key]
        step = theme.grown(16)
        if vy + 60 + step + theme.grown(14) <= RANGE_BOTTOM:
            text(surface, view, name, (vx, vy + 60), theme.SMALL, theme.INK_DIM, "midtop")
            text(surface, view, state, (vx, vy + 60 + step), theme.SMALL, colour, "midtop", bold=True)
            return
        half = COLUMN_X[v // 2] + (v % 2) * COLUMN_W / 2
        left, right = half + (4 if v % 2 == 0 else 2), half + COLUMN_W / 2 - (2 if v % 2 == 0 else 4)
        floor = math.ceil(view.px(theme.MIN_TEXT) / theme.text_scale)  # the shortest that fits at the 12 px floor
        choices = (f"{name} · {state}", f"{v + 1} · {state}", state)
        whole = next((words for words in choices if theme.text_width(words, floor, bold=True)
                      <= view.px(right - left)), state)
        text(surface, view, whole, ((left + right) / 2, vy + 59), theme.SMALL, colour, "midtop", bold=True,
             width=right - left)

    def _glow(self, surface, view, rect, hot) -> None:
        t = self.app.time
        a = 120 + 80 * (0.5 + 0.5 * math.sin(t * 5)) if not hot else 230
        theme.alpha_rect(surface, view.rect(rect), (*theme.GOLD, int(a)), view.px(10), max(2, view.px(3)))

    def draw_bells(self, surface, view) -> None:
        panel(surface, view, (884, 50, 382, 112), alpha=120)
        for i, (body, pip) in enumerate((BLACK_DIE, BROWN_DIE)):
            cx = 960 + i * 190
            tick = self.bell_tick[i]
            hop = math.sin(math.pi * tick) * 14
            px = view.px(52 * (1 + 0.15 * math.sin(math.pi * tick)))
            img = die_image(max(1, min(6, self.bells[i])), px, pip=pip, body=body)
            if tick > 0:
                img = pygame.transform.rotate(img, 90 * tick)
            surface.blit(img, img.get_rect(center=view.point(cx, 108 - hop)))
            name = self.t("marenzan.zone.great_bell" if i == 0 else "marenzan.zone.small_bell")
            text(surface, view, name, (cx + 40, 88), theme.SMALL, theme.GOLD_MUTED, width=1258 - cx - 40 if i else 140)
            text(surface, view, f"{self.bells[i]} / 6", (cx + 40, 108), theme.BODY, theme.INK, bold=True)

    def draw_seats(self, surface, view, obs) -> None:
        for sv in obs.seats:
            x, y, w, h = self.placement.seat_rect(sv.seat)
            active = sv.seat == obs.active
            panel(surface, view, (x, y, w, h), alpha=150 if active else 100)
            if active:
                theme.alpha_rect(surface, view.rect((x, y, w, h)), (*theme.GOLD, 170), view.px(12), max(1, view.px(2)))
            if f"seat.{sv.seat}" in self.g.lit:
                self._glow(surface, view, (x, y, w, h), self.g.hot == f"seat.{sv.seat}")
            theme.draw_marker(surface, view.point(x + 14, y + 14), view.px(6), sv.seat)
            me = sv.seat == obs.seat
            name = self.table.seat_name(sv.seat) + (" " + self.t("marenzan_table.you") if me else "")
            drew = text(surface, view, name, (x + 26, y + 6), theme.BODY, theme.seat_colour(sv.seat), bold=True,
                        width=w - 32)
            mini = back_image("seven", card_size_px(view, 0.32), None)
            hall = back_image("seven", card_size_px(view, 0.32), (90, 70, 20))
            # the small cards beside the counts, lower when a larger text size makes the name taller
            down = max(0.0, view.to_logical((0, drew.bottom))[1] + 2 - (y + 46 - mini.get_height() / view.scale / 2))
            for k in range(min(3, sv.party_count)):
                surface.blit(mini, mini.get_rect(center=view.point(x + 22 + k * 3, y + 46 + down)))
            text(surface, view, self.t("marenzan_table.party", n=sv.party_count), (x + 42, y + 38), theme.SMALL,
                 theme.INK)
            if sv.hall:
                for k in range(min(3, len(sv.hall))):
                    surface.blit(hall, hall.get_rect(center=view.point(x + w - 24 + k * 3, y + 46 + down)))
            text(surface, view, self.t("marenzan_table.hall", n=len(sv.hall)), (x + w - 42, y + 38), theme.SMALL,
                 theme.GOLD, "topright")
            if obs.holy_sword == f"party.{sv.seat}":
                text(surface, view, "† " + self.t("marenzan.card.1"), (x + w / 2, y + 62), theme.SMALL, theme.GOLD,
                     "midtop")
            if not sv.journey:
                text(surface, view, self.t("marenzan.zone.journey"), (x + w / 2, y + 96), theme.SMALL,
                     theme.INK_DIM, "center")
            if f"journey.{sv.seat}" in self.g.lit:
                self._glow(surface, view, self.target_rect(f"journey.{sv.seat}"), self.g.hot == f"journey.{sv.seat}")
        for name in self.g.lit:
            if name.startswith("card."):
                self._glow(surface, view, self.target_rect(name), self.g.hot == name)
        for a in self.table.legal:
            mode, _, target = self.g.spec(a)
            if mode == "click" and target.startswith("card."):
                self._glow(surface, view, self.target_rect(target), False)

    def draw_join_box(self, surface, view, obs) -> None:
        """While cards that could Join are carried: the Join box over the own Journey (M40), drawn
        over the Journey's cards so that it is seen, with its name at its right end."""
        me = obs.seat
        join = f"journey.{me}"
        if not self.table.dragging() or join not in self.g.lit:
            return
        hot = self.g.hot == join
        self._glow(surface, view, self.target_rect(join), hot)
        x, y, w, h = self.target_rect(join)
        words = self.t("marenzan.action.join")
        width = theme.text_width(words, view.px(theme.SMALL), bold=True) / view.scale + 16
        rect = (x + w - width - 4, y + h - 22, width, 18)
        theme.alpha_rect(surface, view.rect(rect), (*theme.PANEL, 230), view.px(9))
        theme.alpha_rect(surface, view.rect(rect), (*theme.GOLD, 230 if hot else 150), view.px(9), 1)
        text(surface, view, words, (rect[0] + width / 2, rect[1] + 9), theme.SMALL, theme.GOLD if hot else theme.INK,
             "center", bold=True)

    def draw_hand_area(self, surface, view, obs) -> None:
        panel(surface, view, HAND_RECT, alpha=70)
        if obs.seat is None:
            caption = self.t("marenzan_table.no_viewer")
        elif getattr(self.table, "replaying", False):  # nobody drags in a replay: just whose Party it is
            caption = self.t("marenzan_table.party_of", name=self.table.seat_name(obs.seat))
        else:
            caption = self.t("marenzan_table.your_party")
        image = theme.render_fitted(caption, view.px(theme.SMALL), theme.GOLD_MUTED, view.px(HAND_RECT[2] - 24),
                                    view.px(theme.MIN_TEXT), shadow=True)  # a larger text size gives back, never past 12 px
        surface.blit(image, view.point(HAND_RECT[0] + 12, HAND_RECT[1] + 6))
        if self.g.selected:
            text(surface, view, self.t("marenzan_table.selected", n=len(self.g.selected)),
                 (HAND_RECT[0] + HAND_RECT[2] - 12, HAND_RECT[1] + 6), theme.SMALL, theme.GOLD, "topright")
        panel(surface, view, PLAY_RECT, alpha=70)
        if "play" in self.g.lit:
            self._glow(surface, view, PLAY_RECT, self.g.hot == "play")
        text(surface, view, self.t("marenzan_table.reveal"), (PLAY_RECT[0] + 12, PLAY_RECT[1] + 6), theme.SMALL,
             theme.GOLD_MUTED)
        if obs.battle is not None:
            line = self.t("marenzan_table.battle", card=self.table.card_name(obs.battle.target), n=obs.battle.village + 1)
            cell(surface, view, line, (PLAY_RECT[0] + 12, PLAY_RECT[1] + 24, PLAY_RECT[2] - 24, theme.grown(36)),
                 theme.SMALL, theme.DANGER)  # on two lines rather than cut
        if obs.recruit is not None:
            line = self.t("marenzan_table.recruit", card=self.table.card_name(obs.recruit.target),
                          name=self.table.seat_name(obs.recruit.owner))
            cell(surface, view, line, (PLAY_RECT[0] + 12, PLAY_RECT[1] + 24, PLAY_RECT[2] - 24, theme.grown(36)),
                 theme.SMALL, theme.GOLD)

    def draw_popup(self, surface, view, obs) -> None:
        x, y, w, h = self.g.popup_rect  # laid out with its buttons (`layout_popup`)
        self.table.prompt_area = (x, y, w, h)  # the question is the prompt: the popups and the recap keep clear
        panel(surface, view, (x, y, w, h), alpha=240)
        theme.alpha_rect(surface, view.rect((x, y, w, h)), (*theme.GOLD, 200), view.px(12), max(1, view.px(2)))
        lines, size = self.g.popup_lines
        for i, line in enumerate(lines):
            text(surface, view, line, (x + 16, y + 16 + i * theme.grown(size + 6)), size, theme.GOLD, bold=True)
        for b in self.g.popup_buttons:
            b.draw(surface, view)
