"""The playback's "Click or Space to skip": drawn by the kit at every table while cards move,
at the place the table gives, and slid clear of the table's buttons (Hint, Undo, Menu, the
whole log), which are drawn over the felt later and would hide it."""

from __future__ import annotations

import pygame

from sprites import theme

from .widgets import text

DEFAULT_PLACE = (theme.LOGICAL_W - 12, 52, "topright")  # under the buttons at the top right


def skip_rect(view, words: str, place: tuple[float, float, str], buttons: list[pygame.Rect]) -> pygame.Rect:
    """Where the prompt goes (logical units): at `place` (x, y, anchor), moved left past any
    button it would meet, or under them when there is no room to their left."""
    image = theme.render_text(words, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
    x, y, anchor = place
    rect = pygame.Rect(0, 0, image.get_width() / view.scale + 1, image.get_height() / view.scale + 1)
    setattr(rect, anchor, (round(x), round(y)))
    start, met = rect.copy(), []
    for _ in buttons:
        hit = rect.collidelist(buttons)
        if hit < 0:
            break
        met.append(buttons[hit])
        rect.right = buttons[hit].left - 10
    if rect.collidelist(buttons) < 0 and rect.left >= 8:
        return rect
    start.top = max(b.bottom for b in met) + 6  # no room to their left: under them
    return start


def draw_skip_prompt(surface: pygame.Surface, view, words: str, place, buttons: list[pygame.Rect]) -> pygame.Rect:
    rect = skip_rect(view, words, place, buttons)
    text(surface, view, words, rect.topleft, theme.SMALL, theme.INK_DIM)
    return rect
