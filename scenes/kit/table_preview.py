"""An outcome preview: what a drop will do, shown beside its target while a card is carried.

A table builds a `Preview` only where the rules make the outcome certain, from the
viewer's observation alone, and draws it with `draw_preview` over its cards.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sprites import theme

PAD = 10  # logical units around the text
LINE = 17  # logical height of a SMALL line
TITLE_H = 24  # logical height of the title line
MAX_W = 300  # the widest a preview gets (logical); longer lines wrap


@dataclass(frozen=True)
class Preview:
    """`anchor` is the logical point the panel's bottom edge is centred on (it is moved
    to stay on the stage). `lines` are (words, colour); `facts` carry what was previewed
    (a sum, an outcome) for tests to compare with what the rules then do."""

    anchor: tuple[float, float]
    title: str
    lines: tuple[tuple[str, tuple], ...]
    colour: tuple
    facts: tuple[tuple[str, object], ...] = ()

    @property
    def text(self) -> str:
        return "\n".join([self.title, *(words for words, _ in self.lines)])

    def fact(self, name: str, default=None):
        return dict(self.facts).get(name, default)


def preview_layout(view, preview: Preview) -> tuple[pygame.Rect, list[tuple[str, tuple, bool]]]:
    """The panel's pixel rect on the stage and its wrapped rows (words, colour, is a title row)."""
    title_px, small_px = view.px(theme.BODY), view.px(theme.SMALL)
    limit = view.px(MAX_W - 2 * PAD)
    rows = [(line, theme.INK, True) for line in theme.wrap(preview.title, title_px, limit, bold=True)]
    for words, colour in preview.lines:
        rows += [(line, colour, False) for line in theme.wrap(words, small_px, limit)]
    widest = max(theme.text_width(words, title_px if title else small_px, bold=title) for words, _, title in rows)
    titles = sum(1 for _, _, title in rows if title)
    width = widest / view.scale + 2 * PAD
    height = titles * TITLE_H + (len(rows) - titles) * LINE + 2 * PAD - 4
    ax, ay = preview.anchor
    x = min(theme.LOGICAL_W - width - 6, max(6, ax - width / 2))
    y = min(theme.LOGICAL_H - height - 6, max(6, ay - height))
    return view.rect((x, y, width, height)), rows


def draw_preview(surface: pygame.Surface, view, preview: Preview) -> pygame.Rect:
    """A dark rounded panel edged in the outcome's colour: the title (the sum), then its meaning."""
    rect, rows = preview_layout(view, preview)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    radius = view.px(10)
    pygame.draw.rect(layer, (*theme.PANEL, 238), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*preview.colour, 220), layer.get_rect(), width=max(1, view.px(2)), border_radius=radius)
    y = view.px(PAD - 2)
    for words, colour, title in rows:
        px = view.px(theme.BODY if title else theme.SMALL)
        layer.blit(theme.render_text(words, px, colour, bold=title, shadow=True), (view.px(PAD), y))
        y += view.px(TITLE_H if title else LINE)
    surface.blit(layer, rect)
    return rect
