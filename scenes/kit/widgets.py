"""Our small widget kit: buttons, choosers, sliders, toggles, panels (the text box: textbox.py).

Labels are catalog keys (or callables) read at draw time, so a change of
language shows at once. Every widget eases its hover state and clicks audibly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from sprites import theme
from sprites.view import View

Label = str | Callable[[], str]

note = theme.note  # what is drawn, for the dialog-fit test (see `theme.drawn`)


def ease_to(current: float, target: float, dt: float, rate: float = 14.0) -> float:
    return current + (target - current) * min(1.0, dt * rate)


class Widget:
    def __init__(self, rect, app=None):
        self.rect = pygame.Rect(rect)
        self.app = app
        self.hover = 0.0
        self.hovered = False
        self.visible = True
        self.enabled = True

    def text(self, label: Label) -> str:
        if callable(label):
            return label()
        return self.app.t(label) if self.app is not None else label

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos) and self.enabled
        return False

    def update(self, dt: float) -> None:
        self.hover = ease_to(self.hover, 1.0 if self.hovered else 0.0, dt)

    def wake_in(self) -> float | None:
        """Seconds until this widget changes by itself while nothing else moves (a caret's
        blink), or None: the app's loop may rest that long (scenes/kit/scene.py)."""
        return None

    def draw(self, surface: pygame.Surface, view: View) -> None: ...

    def sound(self, name: str = "click") -> None:
        if self.app is not None:
            self.app.play(name)


class Button(Widget):
    """A rounded button; primary ones are gold. `on_click` runs on release."""

    def __init__(self, rect, label: Label, on_click: Callable[[], Any], app=None, primary: bool = False,
                 size: int = theme.LARGE, key: int | None = None, subtitle: Label | None = None,
                 keycap: str | None = None, short: Label | None = None):
        super().__init__(rect, app)
        self.label = label
        self.short = short  # the label when the whole one does not fit even at the 12 px floor
        self.keycap = keycap  # the key shown on the button; by default the name of `key`
        self.on_click = on_click
        self.primary = primary
        self.size = size
        self.key = key
        self.subtitle = subtitle
        self.pressed = False
        self.flash = 0.0

    def handle(self, event) -> bool:
        super().handle(event)
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.contains(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.click()
            return True
        return False

    def click(self) -> None:
        self.flash = 1.0
        self.sound("click")
        self.on_click()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.flash = max(0.0, self.flash - dt * 4)

    def draw(self, surface, view) -> None:
        if not self.visible:
            return
        rect = view.rect(self.rect)
        note("button", self.text(self.label), rect)
        radius = view.px(8)
        if not self.enabled:  # the one disabled look: flat on the felt, grey, no lift, no shadow
            base, ink = theme.DISABLED, theme.DISABLED_INK
            theme.rounded(surface, rect, base, radius)
            theme.alpha_rect(surface, rect, (0, 0, 0, 70), radius, 1)
        else:
            lift = view.px(2) * self.hover if not self.pressed else 0
            rect = rect.move(0, -round(lift))
            shadow = theme.soft_shadow(rect.size, radius, view.px(6), 80)
            pad = (shadow.get_width() - rect.width) // 2
            surface.blit(shadow, (rect.x - pad, rect.y - pad + view.px(3)))
            base, ink = (theme.GOLD, (40, 30, 10)) if self.primary else ((40, 66, 55), theme.INK)
            mix = 0.12 * self.hover + 0.25 * self.flash
            colour = tuple(min(255, int(c + (255 - c) * mix)) for c in base)
            theme.rounded(surface, rect, colour, radius)
            theme.alpha_rect(surface, rect, (255, 255, 255, 40 + int(60 * self.hover)), radius, 1)
        text = self.text(self.label)
        px = view.px(self.size)
        # a label wider than its button (a larger text size) shrinks to fit rather than spill, or gives its short form
        label = theme.render_fitted(text, px, ink, rect.width - view.px(8), view.px(theme.SMALL),
                                    bold=self.primary and self.enabled)
        if label.get_width() > rect.width - view.px(8) and self.short is not None:
            text = self.text(self.short)
            label = theme.render_fitted(text, px, ink, rect.width - view.px(8), view.px(theme.SMALL),
                                        bold=self.primary and self.enabled)
        cap = keycap_image(view, self.shown_key() if self.enabled else None)
        inner = rect
        if cap is not None and label.get_width() + cap.get_width() + view.px(20) <= rect.width:
            # the key sits inside on the right; the label centres in what is left
            pad = view.px(7)
            surface.blit(cap, cap.get_rect(midright=(rect.right - pad, rect.centery)))
            inner = rect.inflate(-(cap.get_width() + pad), 0).move(-(cap.get_width() + pad) // 2, 0)
        elif cap is not None:  # too narrow a button (◀, ▶|): its key shows above it while pointed at
            hover_caps(surface, view, rect, [(cap, rect.centerx)], self.hover)
        if self.subtitle is not None:
            sub_ink = ink if self.primary or not self.enabled else theme.INK_DIM
            sub = theme.render_text(self.text(self.subtitle), view.px(theme.SMALL), sub_ink)
            total = label.get_height() + sub.get_height() + view.px(2)
            y = inner.centery - total // 2
            surface.blit(label, label.get_rect(midtop=(inner.centerx, y)))
            surface.blit(sub, sub.get_rect(midtop=(inner.centerx, y + label.get_height() + view.px(2))))
            note("label", text, label.get_rect(midtop=(inner.centerx, y)), rect)
            note("label", self.text(self.subtitle), sub.get_rect(midtop=(inner.centerx, y + label.get_height() + view.px(2))),
                 rect)
        else:
            surface.blit(label, label.get_rect(center=inner.center))
            note("label", text, label.get_rect(center=inner.center), rect)

    def shown_key(self) -> str | None:
        if self.keycap is not None or self.key is None:
            return self.keycap
        return KEY_NAMES.get(self.key) or pygame.key.name(self.key).upper()


KEY_NAMES = {pygame.K_RETURN: "Enter", pygame.K_ESCAPE: "Esc", pygame.K_SPACE: "Space", pygame.K_TAB: "Tab",
             pygame.K_LEFT: "←", pygame.K_RIGHT: "→", pygame.K_UP: "↑", pygame.K_DOWN: "↓", pygame.K_HOME: "Home",
             pygame.K_END: "End", pygame.K_PAGEUP: "PgUp", pygame.K_PAGEDOWN: "PgDn"}


def hover_caps(surface: pygame.Surface, view: View, rect: pygame.Rect, caps: list[tuple[pygame.Surface, int]],
               hover: float) -> None:
    """Keycaps floating just above a control (below one at the top of the stage), faded in with
    its hover: each at its x (pixels)."""
    if hover < 0.05:
        return
    for cap, x in caps:
        cap = cap.copy()
        cap.set_alpha(round(255 * min(1.0, hover)))
        above = cap.get_rect(midbottom=(x, rect.top - view.px(10)))
        surface.blit(cap, above if above.top >= view.stage.top else cap.get_rect(midtop=(x, rect.bottom + view.px(10))))


def keycap_image(view: View, name: str | None) -> pygame.Surface | None:
    """A small key, drawn on a button that a key presses: the key's name on a light cap."""
    if not name:
        return None
    label = theme.render_text(name, view.px(theme.SMALL), theme.CARD_INK)
    pad = view.px(4)
    cap = pygame.Surface((label.get_width() + 2 * pad, label.get_height() + view.px(2)), pygame.SRCALPHA)
    theme.rounded(cap, cap.get_rect(), (*theme.INK_DIM, 230), view.px(4))
    cap.blit(label, label.get_rect(center=cap.get_rect().center))
    return cap


class Chooser(Widget):
    """◀ value ▶: cycles through `choices`; `describe(value)` gives the text."""

    def __init__(self, rect, choices: list, value, describe: Callable[[Any], str], on_change=None, app=None,
                 keycaps: tuple[str, str] | None = None):
        super().__init__(rect, app)
        self.keycaps = keycaps  # the keys its scene gives to ◀ and ▶, shown above them while pointed at
        self.choices = list(choices)
        self.value = value if value in self.choices else self.choices[0]
        self.describe = describe
        self.on_change = on_change

    def step(self, delta: int) -> None:
        index = (self.choices.index(self.value) + delta) % len(self.choices)
        self.value = self.choices[index]
        self.sound("click")
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event) -> bool:
        super().handle(event)
        if not self.visible or not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.contains(event.pos):
            left = event.pos[0] < self.rect.x + self.rect.width * 0.3
            self.step(-1 if (left or event.button == 3) else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface, view) -> None:
        if not self.visible:
            return
        rect = view.rect(self.rect)
        note("button", self.describe(self.value), rect)
        radius = view.px(6)
        base = 32 + int(14 * self.hover)
        theme.rounded(surface, rect, (base, base + 22, base + 14) if self.enabled else theme.DISABLED, radius)
        theme.alpha_rect(surface, rect, (255, 255, 255, 38), radius, 1)
        px = view.px(theme.BODY)
        ink = theme.INK if self.enabled else theme.DISABLED_INK
        arrow_l = theme.render_text("◀", px, theme.GOLD_MUTED if self.enabled else theme.DISABLED_INK)
        arrow_r = theme.render_text("▶", px, theme.GOLD_MUTED if self.enabled else theme.DISABLED_INK)
        surface.blit(arrow_l, arrow_l.get_rect(midleft=(rect.x + view.px(8), rect.centery)))
        surface.blit(arrow_r, arrow_r.get_rect(midright=(rect.right - view.px(8), rect.centery)))
        between = rect.inflate(-2 * (view.px(10) + arrow_l.get_width()), 0)  # the words sit between the arrows
        words = self.describe(self.value)
        lines, size = theme.name_lines(words, px, between.width, floor=view.px(theme.MIN_TEXT) / theme.text_scale)
        label = theme.render_lines(lines, size, ink)
        surface.blit(label, label.get_rect(center=rect.center))
        note("label", words, label.get_rect(center=rect.center), between)
        if self.keycaps is not None and self.enabled:
            left, right = (keycap_image(view, name) for name in self.keycaps)
            hover_caps(surface, view, rect, [(left, rect.x + view.px(8) + arrow_l.get_width() // 2),
                                             (right, rect.right - view.px(8) - arrow_r.get_width() // 2)], self.hover)


class Slider(Widget):
    """A 0..1 value dragged along a track."""

    def __init__(self, rect, value: float, on_change=None, app=None):
        super().__init__(rect, app)
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def set_from(self, x: float) -> None:
        self.value = min(1.0, max(0.0, (x - self.rect.x) / self.rect.width))
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event) -> bool:
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.inflate(0, 16).collidepoint(event.pos):
            self.dragging = True
            self.set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.sound("click")
            return True
        return False

    def draw(self, surface, view) -> None:
        rect = view.rect(self.rect)
        note("control", "slider", view.rect(self.rect.inflate(0, 16)))  # where a press takes it (a track: not opaque)
        track = pygame.Rect(rect.x, rect.centery - view.px(3), rect.width, view.px(6))
        theme.rounded(surface, track, (14, 28, 22), view.px(3))
        filled = track.copy()
        filled.width = round(track.width * self.value)
        theme.rounded(surface, filled, theme.GOLD_MUTED, view.px(3))
        knob = (rect.x + round(rect.width * self.value), rect.centery)
        pygame.draw.circle(surface, theme.GOLD, knob, view.px(9 + 2 * self.hover))
        pygame.draw.circle(surface, (60, 45, 15), knob, view.px(9 + 2 * self.hover), max(1, view.px(1)))


class Toggle(Chooser):
    def __init__(self, rect, value: bool, describe, on_change=None, app=None):
        super().__init__(rect, [False, True], value, describe, on_change, app)


def panel(surface: pygame.Surface, view: View, rect, alpha: int = 225) -> pygame.Rect:
    """A dark rounded panel with a soft shadow, for dialogs and side boards."""
    r = view.rect(rect)
    radius = view.px(12)
    shadow = theme.soft_shadow(r.size, radius, view.px(14), 110)
    pad = (shadow.get_width() - r.width) // 2
    surface.blit(shadow, (r.x - pad, r.y - pad + view.px(6)))
    theme.alpha_rect(surface, r, (*theme.PANEL, alpha), radius)
    theme.alpha_rect(surface, r, (255, 255, 255, 38), radius, 1)
    note("dialog" if alpha >= 200 else "panel", "", r)  # a dialog's panel is opaque, a board's translucent
    return r


def text(surface: pygame.Surface, view: View, string: str, pos, size: int = theme.BODY, colour=theme.INK,
         anchor: str = "topleft", bold: bool = False, shadow: bool = True, width: float | None = None) -> pygame.Rect:
    """Draw a line of text at a logical position; given a logical `width`, a larger text size
    gives back what the line needs to stay within it (never below the 12 px floor)."""
    if width is None:
        image = theme.render_text(string, view.px(size), colour, bold, shadow)
    else:
        image = theme.render_fitted(string, view.px(size), colour, view.px(width), view.px(theme.MIN_TEXT), bold, shadow)
    rect = image.get_rect(**{anchor: view.point(*pos)})
    surface.blit(image, rect)
    box = None
    if width is not None:  # the room it was given, anchored where the text is
        box = pygame.Rect(0, 0, view.px(width), rect.h)
        setattr(box, anchor, rect.topleft if anchor == "topleft" else getattr(rect, anchor))
    note("text", string, (rect.x, rect.y, rect.w - shadow, rect.h - shadow), box)  # the shadow is not the text
    theme.shown_words(surface, rect)
    return rect


def badge(surface: pygame.Surface, view: View, words: str, centre, radius: float) -> pygame.Rect:
    """A card's count on a gold disc at its corner (copies in a stack, copies in a deck): words
    the card owns, drawn on it (the layout sweep does not count them as a label over a card)."""
    at = view.point(*centre)
    pygame.draw.circle(surface, theme.GOLD, at, view.px(radius))
    pygame.draw.circle(surface, (60, 44, 14), at, view.px(radius), 1)
    drew = text(surface, view, words, centre, theme.SMALL, (40, 30, 10), "center", bold=True, shadow=False)
    note("own", words, drew)
    return drew


def paragraph(surface, view, string: str, rect, size: int = theme.BODY, colour=theme.INK,
              line_gap: float = 1.45, bold: bool = False, bottom: bool = False) -> float:
    """Wrapped text inside a logical rect (from its top, or ending at its bottom); returns
    the logical height used."""
    x, y, w, h = rect
    px = view.px(size)
    lines = theme.wrap(string, px, view.px(w), bold)
    step = size * line_gap * theme.text_scale  # lines as far apart as the text size makes them tall
    if bottom:
        y += h - len(lines) * step
    for i, line in enumerate(lines):
        if line:
            drew = text(surface, view, line, (x, y + i * step), size, colour, bold=bold)
            note("line", line, (drew.x, drew.y, drew.w - 1, drew.h - 1), view.rect(rect))
    return len(lines) * step


def cell(surface, view, words: str, rect, size: int = theme.BODY, colour=theme.INK, bold: bool = False) -> pygame.Rect:
    """Words in a logical cell (a table's cell, a list's row): on as many lines as its height holds, smaller
    down to the 12 px floor when they must; cut with "…" only when even that does not fit. The pixel rect drawn."""
    x, y, _w, h = rect
    px = view.px(size)
    line_h = size * 1.2 * theme.text_scale
    most = max(1, int(h // line_h))
    lines, px_used = theme.name_lines(words, px, view.rect(rect).width, bold, most=most,
                                      floor=view.px(theme.MIN_TEXT) / theme.text_scale)
    image = theme.render_lines(lines, px_used, colour, bold, left=True)
    at = image.get_rect(midleft=view.point(x, y + h / 2))
    surface.blit(image, at)
    note("text", " ".join(lines), at, view.rect(rect))
    theme.shown_words(surface, at)
    return at
