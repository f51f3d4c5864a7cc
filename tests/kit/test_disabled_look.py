"""The one disabled look (sprites/theme.py DISABLED, DISABLED_INK; kit/widgets.py), read back in
pixels: a disabled Button, Chooser or Toggle is grey where the live one is coloured, its label
stands out less from its fill, and it lies flat (no shadow). The menu's Resume with nothing to
resume and a table's Undo with nothing to take back are drawn in that look."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from scenes.kit.widgets import Button, Chooser, Toggle
from sprites import theme
from tests.kit.test_table_kit import open_game

MARGIN_SATURATION = 0.25  # the disabled fill is this much less saturated (HSV S, 0..1), at least
MARGIN_CONTRAST = 0.6  # the disabled label's contrast with its fill is below this share of the live one's


def saturation(colour) -> float:
    high, low = max(colour), min(colour)
    return 0.0 if high == 0 else (high - low) / high


def luminance(colour) -> float:
    """WCAG relative luminance."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


class Look:
    """How a control reads on screen: its fill (the commonest colour inside it), its label's
    contrast with that fill (the label pixel that stands out most), and whether a shadow darkens
    the felt just below it."""

    def __init__(self, surface: pygame.Surface, rect: pygame.Rect, felt=None):
        inner = rect.inflate(-8, -8)  # clear of the outline and the rounded corners
        pixels = [tuple(surface.get_at((x, y)))[:3] for x in range(inner.left, inner.right)
                  for y in range(inner.top, inner.bottom)]
        self.fill = Counter(pixels).most_common(1)[0][0]
        self.saturation = saturation(self.fill)
        self.label_contrast = max(contrast(p, self.fill) for p in pixels)
        below = tuple(surface.get_at((rect.centerx, rect.bottom + 3)))[:3]
        self.shadow = felt is not None and luminance(below) < luminance(felt) * 0.9

    def __repr__(self) -> str:
        return f"Look(fill={self.fill}, S={self.saturation:.2f}, label contrast={self.label_contrast:.1f})"


def reads_disabled(disabled: Look, enabled: Look) -> None:
    assert disabled.saturation + MARGIN_SATURATION <= enabled.saturation, (disabled, enabled)
    assert disabled.label_contrast <= MARGIN_CONTRAST * enabled.label_contrast, (disabled, enabled)


def drawn(app, widget, enabled: bool) -> Look:
    """The widget alone on the felt, at rest (no hover), as the window's view draws it."""
    surface = pygame.Surface(app.window.get_size())
    surface.fill(theme.FELT)
    widget.enabled = enabled
    widget.draw(surface, app.view)
    return Look(surface, app.view.rect(widget.rect), theme.FELT)


@pytest.mark.parametrize("primary", [False, True])
def test_a_disabled_button_is_grey_flat_and_quiet_beside_the_live_one(app, primary):
    button = Button((100, 100, 300, 56), "app.menu.settings", lambda: None, app, primary=primary)
    live, dead = drawn(app, button, True), drawn(app, button, False)
    reads_disabled(dead, live)
    assert live.shadow and not dead.shadow  # the live one is lifted off the felt; the disabled one lies flat
    assert dead.fill == theme.DISABLED  # one look, primary or not


@pytest.mark.parametrize("kind", [Chooser, Toggle])
def test_a_disabled_chooser_or_toggle_has_the_same_look(app, kind):
    if kind is Toggle:
        widget = Toggle((100, 100, 300, 44), True, lambda v: "On" if v else "Off", app=app)
    else:
        widget = Chooser((100, 100, 300, 44), [1, 2, 3], 2, lambda v: f"Option {v}", app=app)
    live, dead = drawn(app, widget, True), drawn(app, widget, False)
    reads_disabled(dead, live)
    assert dead.fill == theme.DISABLED


def _reference_disabled(app) -> Look:
    return drawn(app, Button((100, 100, 300, 56), "app.menu.settings", lambda: None, app), False)


def test_resume_with_nothing_to_resume_wears_the_disabled_look(app):
    from scenes.shell.menu import MainMenu

    menu = MainMenu(app)  # this test's own empty home: no autosave
    app.push(menu)
    for _ in range(3):
        app.frame(1 / 60, [])
    resume = next(w for w in menu.widgets if w.label == "app.menu.resume")
    settings = next(w for w in menu.widgets if w.label == "app.menu.settings")
    assert menu.saved is None and not resume.enabled and settings.enabled
    shown = Look(app.window, app.view.rect(resume.rect))
    reads_disabled(shown, Look(app.window, app.view.rect(settings.rect)))
    assert shown.fill == _reference_disabled(app).fill


def test_undo_with_nothing_to_take_back_wears_the_disabled_look(app):
    table = open_game(app, "marenzan", humans=(0,), seed=3)
    for _ in range(3):
        app.frame(1 / 60, [])
    assert not table.undo.can() and not table.undo_button.enabled and table.menu_button.enabled
    shown = Look(app.window, app.view.rect(table.undo_button.rect))
    reads_disabled(shown, Look(app.window, app.view.rect(table.menu_button.rect)))
    assert shown.fill == _reference_disabled(app).fill
