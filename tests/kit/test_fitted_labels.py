"""Issue 26: at a larger text size a label wider than its box shrinks to fit rather than
spill over its neighbours (Whisper's Undo ran into Menu at 150 % in Japanese), never below
the 12 px floor of 100 %; at 100 % nothing changes."""

from __future__ import annotations

import pygame

from scenes.kit.widgets import Button
from sprites import theme


def _label_width(app, button) -> int:
    widths = []
    render = theme.render_text

    def recording(text, px, colour, bold=False, shadow=False):
        image = render(text, px, colour, bold, shadow)
        if text == button.label:
            widths.append(image.get_width())
        return image

    theme.render_text = recording
    try:
        button.draw(pygame.Surface((1280, 720)), app.view)
    finally:
        theme.render_text = render
    return widths[-1]


def test_issue26_a_button_label_at_150_percent_fits_its_button(app):
    button = Button((0, 0, 70, 34), "取り消し", lambda: None, app, size=theme.BODY)
    theme.set_text_scale(1.5)
    try:
        width = _label_width(app, button)
        assert width <= app.view.rect(button.rect).width - app.view.px(8)
    finally:
        theme.set_text_scale(1.0)


def test_a_label_that_fits_keeps_its_size(app):
    button = Button((0, 0, 200, 34), "Undo", lambda: None, app, size=theme.BODY)
    assert _label_width(app, button) == theme.render_text("Undo", app.view.px(theme.BODY), theme.INK).get_width()


def test_the_shrinking_stops_at_the_floor():
    theme.set_text_scale(1.5)
    try:
        image = theme.render_fitted("とても長いラベルの文字列です", 18, theme.INK, 10, 12)
        assert image.get_height() >= theme.render_text("と", 8, theme.INK).get_height()  # 8 px × 1.5 = 12 px
        assert image.get_width() > 10  # it could not fit, and stopped at the floor instead of vanishing
    finally:
        theme.set_text_scale(1.0)
