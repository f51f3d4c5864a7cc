"""Whisper's overlays: the chooser strip, the side panel and the round's intermission."""

from __future__ import annotations

import math

import pygame

from sprites import theme
from sprites.cards import draw_cards
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from ...kit.widgets import text
from .layout import SIDE_X, STRIP, _score_table, _sprite_rect


class KamiOverlays:
    """Draws what lies over the table: the chooser strip, the side panel, the intermission.
    It reads the table's `shown`, `observation`, `intermission`, `session` and words, and
    what the gesture map has lit (`lit`, gestures.Lit); it writes nothing of either."""

    def __init__(self, table) -> None:
        self.table = table

    def draw_strip(self, surface, view, lang: str, lit) -> None:
        table = self.table
        x, y, w, _h = STRIP
        r = view.rect(STRIP)
        theme.alpha_rect(surface, r, (*theme.PANEL, 246), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 150), view.px(14), 1)
        caption = table.prompt_text(table.shown)
        text(surface, view, caption, (x + w / 2, y + 12), theme.BODY, theme.GOLD, "midtop")
        draw_cards(surface, view, [s for s, _ in lit.strip], lang)
        for sprite, action in lit.strip:
            if action is None and table.shown.prompt in ("mind_reset", "scheming"):
                rr = _sprite_rect(view, sprite)
                theme.alpha_rect(surface, rr, (0, 0, 0, 120), view.px(5))

    def draw_strip_halos(self, surface, view, now: float, lit) -> None:
        strength = round((0.75 + 0.25 * math.sin(now * 3.4)) * 20) / 20
        for sprite, action in lit.strip:
            if action is not None:
                rr = _sprite_rect(view, sprite)
                halo = theme.glow(rr.size, view.px(6), theme.GOLD, strength, view.px(12))
                surface.blit(halo, (rr.x - (halo.get_width() - rr.width) // 2,
                                    rr.y - (halo.get_height() - rr.height) // 2))

    def draw_side(self, surface, view, lit) -> None:
        """The right column: what is asked of the viewer, with its buttons."""
        table, t = self.table, self.table.t
        r = view.rect((SIDE_X, 424, 238, 138))
        theme.alpha_rect(surface, r, (*theme.PANEL, 190), view.px(10))
        theme.alpha_rect(surface, r, (255, 255, 255, 38), view.px(10), 1)
        obs = table.shown
        if table.intermission is not None or table.session.over:
            line = t("kami_table.round_over")
        elif lit.acting:
            line = table.prompt_text(obs)
        elif obs.to_act is not None:
            line = t("kami_table.waiting_short", name=table.seat_name(obs.to_act))
        else:
            line = ""
        px = view.px(theme.SMALL)
        step = 16 * theme.text_scale  # rows as tall as the text size makes them
        # two lines above the buttons: a larger text size gives back what they need, down to 12 px
        lines, size = theme.name_lines(line, px, view.px(224), floor=view.px(theme.MIN_TEXT) / theme.text_scale)
        top = view.point(SIDE_X + 8, 427)
        for part in lines:
            image = theme.render_text(part, size, theme.GOLD if lit.acting else theme.INK_DIM, shadow=True)
            surface.blit(image, top)
            top = (top[0], top[1] + image.get_height())
        if lit.acting and not lit.buttons:
            hint = t(f"kami_table.hint.{obs.prompt}") if table.app.t.has(f"kami_table.hint.{obs.prompt}") else \
                t("kami_table.hint.click")
            for i, part in enumerate(theme.wrap(hint, px, view.px(224))[:4]):
                text(surface, view, part, (SIDE_X + 8, 470 + i * step), theme.SMALL, theme.INK_DIM)
        elif lit.acting and obs.prompt == "main":
            hint = t("kami_table.hint.main")
            for i, part in enumerate(theme.wrap(hint, px, view.px(224))[:3]):
                text(surface, view, part, (SIDE_X + 8, 512 + i * step), theme.SMALL, theme.INK_DIM)

    def draw_intermission(self, surface, view, lit) -> None:
        """The round's scores over the table, with the Next round button on top."""
        table, t = self.table, self.table.t
        obs = table.observation
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        x, y, w, h = 340, 150, 600, 380
        r = view.rect((x, y, w, h))
        theme.alpha_rect(surface, r, (*theme.PANEL, 240), view.px(14))
        theme.alpha_rect(surface, r, (*theme.GOLD_MUTED, 160), view.px(14), 1)
        done = len(obs.round_points)
        text(surface, view, t("kami_table.round_done", round=done, rounds=obs.rounds), (640, y + 16), theme.TITLE,
             theme.GOLD, "midtop", bold=True)
        ending = table.intermission.get("ending")
        if ending is not None:
            text(surface, view, table.describe(ending), (640, y + 54), theme.BODY, theme.INK, "midtop")
        _score_table(table, surface, view, (x + 40, y + 96, w - 80), obs.round_points, obs.rounds)
        for button in lit.buttons:  # over the shade
            button.draw(surface, view)
