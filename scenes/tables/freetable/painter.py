"""Drawing the Free Table: the felt and its zones, the pile's count, the dice tray, the log,
the cards, the area's marks (the selection, the stacks' tabs, the selection box) and the
dice's names.

The painter reads the table (observation, layout, sprites, tray, log panel, drag) and the
area's selection and stacks, given to it, and writes nothing of either: observation -> pixels."""

from __future__ import annotations

import pygame

from game.freetable.state import PILE
from sprites import theme
from sprites.cards import CARD_H, CARD_W, draw_cards
from sprites.dice import DIE
from sprites.furniture import wood_rim

from ...kit.widgets import text


class FreeTablePainter:
    """Draws the Free Table each frame."""

    def __init__(self, table) -> None:
        self.table = table

    def draw(self, surface: pygame.Surface, area) -> None:
        """The whole table; `area` (FreeTableArea) gives the selection and the stacks."""
        table = self.table
        app = table.app
        view = app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        wood_rim(surface, view)
        text(surface, view, table.t("freetable.title"), (28, 32), theme.TITLE, theme.INK, "midleft", bold=True, width=226)
        table.layout.draw(surface, view, app.time)
        count = len(table.observation.zone(PILE))
        x, y, w, _ = table.layout[PILE].rect
        text(surface, view, str(count), (x + w - 10, y + 4), theme.SMALL, theme.GOLD_MUTED, "topright")
        _tray(surface, view, table.tray.rect, table.t("freetable.zone.dice"))
        table.log_panel.draw(surface, view)
        lang = app.settings.language
        draw_cards(surface, view, table.sprites.values(), lang)
        self.draw_area_marks(surface, view, area)
        table.tray.draw(surface, view)
        self.draw_die_names(surface, view)

    def draw_area_marks(self, surface: pygame.Surface, view, area) -> None:
        """The selection outlines, the stacks' tabs and the selection box, over the cards."""
        table = self.table
        for token in area.selected:
            sprite = table.sprites.get(token)
            if sprite is None:
                continue
            w, h = (CARD_H, CARD_W) if sprite.angle % 180 == 90 else (CARD_W, CARD_H)
            w, h = w * sprite.scale, h * sprite.scale
            rect = view.rect((sprite.x - w / 2 - 3, sprite.y - h / 2 - 3, w + 6, h + 6))
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(2, view.px(3)), border_radius=view.px(8))
        if not table.drag.active:
            for token, spread, count in area.stacks():
                rect = view.rect(area.badge_rect(token))
                pygame.draw.rect(surface, theme.WOOD_DARK, rect, border_radius=view.px(9))
                pygame.draw.rect(surface, theme.GOLD_MUTED, rect, width=max(1, view.px(1)), border_radius=view.px(9))
                label = f">{count}<" if spread else f"<{count}>"
                image = theme.render_text(label, view.px(theme.SMALL), theme.INK, bold=True)
                surface.blit(image, image.get_rect(center=rect.center))
        if area.box is not None:
            (x0, y0), (x1, y1) = area.box
            rect = view.rect((min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))
            theme.alpha_rect(surface, rect, (*theme.GOLD, 40), 0)
            theme.alpha_rect(surface, rect, (*theme.GOLD, 200), 0, max(1, view.px(1)))

    def draw_die_names(self, surface: pygame.Surface, view) -> None:
        """Each die's name as the log gives it, beside the die at rest."""
        tray = self.table.tray
        placed: list[pygame.Rect] = []
        for die in tray.dice:
            if die.rolling:
                continue
            name = self.table.t(f"freetable.die.d{die.index}")
            image = theme.render_text(name, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
            x, _, w, _ = tray.rect
            cx = min(max(die.x, x + 30), x + w - 30)
            at = image.get_rect(midtop=view.point(cx, die.y + DIE * 0.6))
            while at.collidelist(placed) >= 0:  # two dice side by side: the second name goes under the first
                at.top = placed[at.collidelist(placed)].bottom + 1
            placed.append(at)
            surface.blit(image, at)


def _tray(surface, view, rect, caption: str) -> None:
    x, y, w, h = rect
    outer = view.rect((x - 4, y - 24, w + 8, h + 28))
    pygame.draw.rect(surface, theme.WOOD_DARK, outer, border_radius=view.px(12))
    pygame.draw.rect(surface, theme.WOOD_LIGHT, outer, width=max(1, view.px(2)), border_radius=view.px(12))
    inner = view.rect(rect)
    pygame.draw.rect(surface, (24, 62, 47), inner, border_radius=view.px(8))
    theme.alpha_rect(surface, inner, (0, 0, 0, 60), view.px(8), max(1, view.px(2)))
    image = theme.render_fitted(caption, view.px(theme.SMALL), theme.INK_DIM, view.px(w - 8), view.px(theme.MIN_TEXT),
                                shadow=True)
    surface.blit(image, view.point(x + 6, y - 19))
