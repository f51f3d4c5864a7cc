"""The furniture round the play area: the wood rim, insets, log panel, turn banner,
seat plates, tooltip and toast. Each takes already-translated text (the scene owns the
catalog), keeps its own little animation state and draws in logical units.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from . import theme


def _panel(surface, view, rect, alpha: int = 200, radius: float = 10) -> pygame.Rect:
    r = view.rect(rect)
    rad = view.px(radius)
    shadow = theme.soft_shadow(r.size, rad, view.px(8), 90)
    pad = (shadow.get_width() - r.width) // 2
    surface.blit(shadow, (r.x - pad, r.y - pad + view.px(3)))
    theme.alpha_rect(surface, r, (*theme.PANEL, alpha), rad)
    theme.alpha_rect(surface, r, (255, 255, 255, 38), rad, 1)
    return r


# The bubbles drawn on the stage so far this frame (the banner with its prompt, a toast, a
# callout, the hint's tag, a tooltip), as pixel rects: a bubble drawn later takes a place clear
# of them (`free_spot`). A table clears it before it draws (scenes/kit/table.py).
bubbles: list[pygame.Rect] = []


def bubble(rect: pygame.Rect) -> pygame.Rect:
    """Count `rect` among this frame's bubbles (and note it for the layout sweep)."""
    bubbles.append(pygame.Rect(rect))
    theme.note("popup", "", rect)
    return rect


NEAR = 200  # logical units a bubble may move from its place to keep clear of the cards as well


def free_spot(view, w: float, h: float, spots, avoid=()) -> tuple[float, float]:
    """Where a w × h bubble goes (logical top-left): the first of `spots` that, kept on the
    stage, meets no bubble drawn before it this frame, nothing of `avoid` (pixel rects: the
    thing the pointer rests on, the prompt, the buttons) and no words shown on the stage
    (`theme.words_shown`) and, within NEAR of its place, no card (`theme.cards_shown`); else the nearest such place when moved up or down (sideways too,
    given things to avoid) in steps of 10; else, clear of the bubbles and of `avoid`, the place
    that hides least of the words; else the place that hides least of `avoid`; else the first spot."""
    def kept(x, y):
        return min(max(6.0, x), theme.LOGICAL_W - w - 6), min(max(6.0, y), theme.LOGICAL_H - h - 6)

    def clear(spot, rects) -> bool:
        return view.rect((*spot, w, h)).collidelist(rects) < 0

    def hidden(spot, rects) -> int:
        r = view.rect((*spot, w, h))
        return sum(c.width * c.height for c in (r.clip(a) for a in rects))

    spots = [kept(x, y) for x, y in spots]
    avoid = [pygame.Rect(a) for a in avoid]
    sideways = bool(avoid)  # what lies beside the pointer may be left by moving sideways too
    places = spots + [kept(x + dx, y + dy) for d in range(10, theme.LOGICAL_H, 10) for x, y in spots
                      for dx, dy in ((0, -d), (0, d), *(((d, 0), (-d, 0)) if sideways else ()))]
    near = set(places[:len(spots) * (1 + NEAR // 10 * (4 if sideways else 2))])  # at most NEAR away
    words, cards = theme.words_shown, theme.cards_shown
    free = [spot for spot in places if clear(spot, bubbles)]
    sure = [spot for spot in free if clear(spot, avoid)]
    if sure:
        return (next((spot for spot in sure if spot in near and clear(spot, words) and clear(spot, cards)), None)
                or next((spot for spot in sure if clear(spot, words)), None)
                or min(sure, key=lambda s: hidden(s, words)))
    if free:
        return min(free, key=lambda s: hidden(s, avoid))
    return spots[0]


def wood_rim(surface, view, dark_edge: bool = True) -> None:
    """The dark wood rim round the play area; `dark_edge` draws the thin line where wood meets felt."""
    r = view.stage
    band = view.px(8)
    for i in range(band):
        k = i / max(1, band - 1)
        colour = tuple(round(a + (b - a) * k) for a, b in zip(theme.WOOD_DARK, theme.WOOD_LIGHT))
        pygame.draw.rect(surface, colour, r.inflate(-2 * i, -2 * i), width=1, border_radius=view.px(14))
    if dark_edge:
        pygame.draw.rect(surface, (20, 12, 6), r.inflate(-2 * band, -2 * band), width=1, border_radius=view.px(10))


def inset(surface, view, rect, radius: float, alpha: int = 46, edge_alpha: int = 38) -> None:
    """A darker hollow in the felt (a zone, a field) with a faint light edge."""
    r = view.rect(rect)
    theme.alpha_rect(surface, r, (0, 0, 0, alpha), view.px(radius))
    theme.alpha_rect(surface, r, (255, 255, 255, edge_alpha), view.px(radius), 1)


def _wrapped(line: str, px: int, width: int) -> tuple[str, ...]:
    return _wrapped_at(line, px, width, theme.text_scale)  # a wrap made at another text size is not reused


@lru_cache(maxsize=1024)
def _wrapped_at(line: str, px: int, width: int, scale: float) -> tuple[str, ...]:
    return tuple(theme.wrap(line, px, width))


class LogPanel:
    """The game narrated in words: newest at the bottom; lines fade in."""

    def __init__(self, rect, title: str = "", limit: int = 1000, title_room=None):
        self.rect = rect
        self.title = title
        self.title_room = title_room  # the title's width where the table puts buttons on the panel's top row
        # (or a function that gives it, when those buttons grow with the text size)
        self.lines: list[tuple[str, bool]] = []
        self.limit = limit
        self.fresh = 0.0
        self.scroll = 0  # lines scrolled back from the newest
        self.notch = 3  # lines a notch of the mouse wheel scrolls

    def add(self, line: str, warning: bool = False) -> None:
        if not line:
            return
        self.lines.append((line, warning))
        del self.lines[:-self.limit]
        self.fresh = 1.0
        self.scroll = 0

    def set_lines(self, lines: list[tuple[str, bool]], fresh: bool = True) -> None:
        """Show exactly these lines (the table rebuilds its log for each viewer)."""
        grew = bool(lines) and (len(lines) != len(self.lines) or lines[-1] != self.lines[-1])
        self.lines = list(lines[-self.limit:])
        self.fresh = 1.0 if fresh and grew else 0.0
        self.scroll = 0

    def handle_wheel(self, pos, dy: int) -> bool:
        x, y, w, h = self.rect
        if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + dy * self.notch))
            return True
        return False

    def update(self, dt: float) -> None:
        self.fresh = max(0.0, self.fresh - dt * 2.5)

    def draw(self, surface, view) -> None:
        x, y, w, h = self.rect
        theme.shown_words(surface, _panel(surface, view, self.rect, 170))  # no bubble over the log where it can help it
        top = y + 8
        if self.title:
            room = self.title_room() if callable(self.title_room) else self.title_room
            room = w - 24 if room is None else room
            image = theme.render_fitted(self.title, view.px(theme.SMALL), theme.GOLD_MUTED, view.px(room),
                                        view.px(theme.MIN_TEXT), shadow=True)
            surface.blit(image, view.point(x + 12, top))
            top += 20 * theme.text_scale
        px = view.px(theme.SMALL)
        width = view.px(w - 24)
        step = 17 * theme.text_scale  # rows as tall as the text size makes them: fewer, never overlapping
        rows: list[tuple[str, bool, bool]] = []
        end = len(self.lines) - self.scroll
        for i, (line, warning) in enumerate(self.lines[max(0, end - 40):end]):
            wrapped = _wrapped(line, px, width)
            for j, part in enumerate(wrapped):
                rows.append((part, warning, i == len(self.lines[max(0, end - 40):end]) - 1))
        visible = max(1, int((y + h - FOOT - top) // step))
        rows = rows[-visible:]
        for i, (part, warning, newest) in enumerate(rows):
            colour = theme.DANGER if warning else (theme.INK if newest else theme.INK_DIM)
            image = theme.render_text(part, px, colour, shadow=True)
            if newest and self.fresh > 0 and not self.scroll:
                image = image.copy()
                image.set_alpha(round(255 * (1 - 0.7 * self.fresh)))
            surface.blit(image, view.point(x + 12, top + i * step))


FOOT = 26  # the log panel's bottom margin: the table's Full log button sits there, under the last row


class Banner:
    """The turn / phase banner across the top: a title and a line under it.
    A change slides the new text in. Given a `room` (the most it may be wide, in logical
    units: what its table leaves it between the controls beside it), a longer line wraps
    and the banner grows down."""

    def __init__(self, centre=(640, 26), room: float | None = None):
        self.centre = centre
        self.room = room
        self.title = ""
        self.line = ""
        self.change = 0.0

    def set(self, title: str, line: str = "") -> None:
        if (title, line) != (self.title, self.line):
            self.title, self.line = title, line
            self.change = 1.0

    def update(self, dt: float) -> None:
        self.change = max(0.0, self.change - dt * 4)

    def layout(self, view) -> tuple[pygame.Surface, list[str], list[pygame.Surface], tuple[float, float, float, float]]:
        """The title, the line's wrapped lines and their images, and the panel (logical, without its slide)."""
        cx, cy = self.centre
        big = theme.render_text(self.title, view.px(theme.LARGE), theme.INK, bold=True, shadow=True)
        lines = [self.line] if self.line else []
        if lines and self.room is not None:
            lines = theme.wrap(self.line, view.px(theme.SMALL), view.px(self.room - 56)) or lines
        smalls = [theme.render_text(line, view.px(theme.SMALL), theme.GOLD, shadow=True) for line in lines]
        width = max([big.get_width()] + [small.get_width() for small in smalls]) / view.scale + 56
        grow = theme.text_scale - 1  # a larger text size makes the banner taller, its lines further apart
        step = theme.SMALL * 1.3 * theme.text_scale  # a wrapped line's step
        height = (44 + 34 * grow + step * (len(smalls) - 1)) if smalls else (32 + 22 * grow)
        y = max(4, cy - height / 2)  # a taller banner hangs from the window's top rather than past it
        return big, lines, smalls, (cx - width / 2, y, width, height)

    def area(self, view) -> tuple[float, float, float, float]:
        """The banner's panel in logical units (what the Hint's reason keeps clear of)."""
        return self.layout(view)[3]

    def line_area(self, view) -> tuple[float, float, float, float] | None:
        """The box of its line under the title (logical: the table's prompt), or None without one."""
        _, lines, _, (x, y, width, height) = self.layout(view)
        if not lines:
            return None
        top = y + 5 + 21 * theme.text_scale - 8 * self.change  # where it is drawn, sliding in too
        return x, top, width, y + height - 8 * self.change - top

    def draw(self, surface, view) -> None:
        cx = self.centre[0]
        big, lines, smalls, (_, y, width, height) = self.layout(view)
        step = theme.SMALL * 1.3 * theme.text_scale
        gap = 21 * theme.text_scale
        offset = -8 * self.change
        bubble(_panel(surface, view, (cx - width / 2, y + offset, width, height), 190, 14))  # no bubble over the prompt
        top = y + 5 + offset
        surface.blit(big, big.get_rect(midtop=view.point(cx, top)))
        theme.note("text", self.title, big.get_rect(midtop=view.point(cx, top)))
        theme.shown_words(surface, view.rect((cx - width / 2, y + offset, width, height)))
        for i, small in enumerate(smalls):
            at = small.get_rect(midtop=view.point(cx, top + gap + i * step))
            surface.blit(small, at)
            theme.note("text", lines[i], at)


class SeatPlate:
    """A seat's name plate: its colour and shape marker, the name, a note
    (e.g. "5 cards"); glows gold while the seat acts."""

    def __init__(self, rect, seat: int, name: str = ""):
        self.rect = rect
        self.seat = seat
        self.name = name
        self.note = ""
        self.active = False
        self.glow = 0.0

    def update(self, dt: float) -> None:
        self.glow += ((1.0 if self.active else 0.0) - self.glow) * min(1.0, dt * 8)

    def draw(self, surface, view, time: float = 0.0) -> None:
        x, y, w, h = self.rect
        r = view.rect(self.rect)
        if self.glow > 0.02:
            halo = theme.glow(r.size, view.px(8), theme.GOLD, round((0.4 + 0.2 * math.sin(time * 3)) * self.glow, 2),
                              view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        _panel(surface, view, self.rect, 200, 8)
        theme.draw_marker(surface, view.point(x + 14, y + h / 2), view.px(7), self.seat)
        name = theme.render_text(self.name, view.px(theme.BODY), theme.INK, shadow=True)
        surface.blit(name, name.get_rect(midleft=view.point(x + 28, y + h / 2)))
        theme.shown_words(surface, r)
        if self.note:
            note = theme.render_text(self.note, view.px(theme.SMALL), theme.INK_DIM, shadow=True)
            surface.blit(note, note.get_rect(midright=view.point(x + w - 10, y + h / 2)))


class Tooltip:
    """Hover text after a short wait, next to the cursor, kept on the stage."""

    DELAY = 0.45

    def __init__(self):
        self.text = ""
        self.pos = (0.0, 0.0)
        self.wait = 0.0

    def hover(self, text: str, pos) -> None:
        if text != self.text:
            self.wait = 0.0
        self.text = text
        self.pos = pos

    def clear(self) -> None:
        self.text = ""
        self.wait = 0.0

    def update(self, dt: float) -> None:
        if self.text:
            self.wait += dt

    def draw(self, surface, view, avoid=()) -> None:
        """Beside the pointer, clear of the bubbles shown and of `avoid` (pixel rects: the thing
        the pointer rests on, the words it must not hide)."""
        if not self.text or self.wait < self.DELAY:
            return
        alpha = min(1.0, (self.wait - self.DELAY) / 0.15)
        lines = self.text.split("\n")
        images = [theme.render_text(line, view.px(theme.SMALL if i else theme.BODY), theme.INK if not i else theme.INK_DIM)
                  for i, line in enumerate(lines)]
        w = max(i.get_width() for i in images) / view.scale + 20
        h = sum(i.get_height() for i in images) / view.scale + 14 + 2 * (len(images) - 1)
        px, py = self.pos  # below and right of the pointer, or in another corner clear of the bubbles shown
        x, y = free_spot(view, w, h, [(px + 16, py + 18), (px + 16, py - 18 - h), (px - 16 - w, py + 18),
                                      (px - 16 - w, py - 18 - h)], avoid)
        r = _panel(surface, view, (x, y, w, h), round(230 * alpha), 6)
        theme.note("dialog", "", r)  # a popup over the table
        bubble(r)
        top = r.y + view.px(7)
        for image in images:
            surface.blit(image, (r.x + view.px(10), top))
            top += image.get_height() + view.px(2)


TOAST_WIDTH, TOAST_LINE = 1100, 20  # the widest a toast's line may be, and its line step (logical)


class Toast:
    """A short message at the bottom (a refused action says why), fading out."""

    def __init__(self, centre=(640, 600)):
        self.centre = centre
        self.text = ""
        self.time = 0.0
        self.error = False

    def show(self, text: str, error: bool = True, seconds: float = 2.8) -> None:
        self.text, self.error, self.time = text, error, seconds

    def clear(self) -> None:
        self.text, self.time = "", 0.0

    def update(self, dt: float) -> None:
        self.time = max(0.0, self.time - dt)

    def draw(self, surface, view) -> None:
        if self.time <= 0 or not self.text:
            return
        alpha = min(1.0, self.time / 0.4)
        # a long message wraps (it never runs off the stage); the panel grows upwards
        lines = theme.wrap(self.text, view.px(theme.BODY), view.px(TOAST_WIDTH))
        images = [theme.render_text(line, view.px(theme.BODY), theme.INK, shadow=True) for line in lines]
        w = max(image.get_width() for image in images) / view.scale + 44
        extra = TOAST_LINE * (len(images) - 1)
        cx, cy = self.centre
        r = _panel(surface, view, (cx - w / 2, cy - 20 - extra, w, 40 + extra), round(235 * alpha), 20)
        theme.note("dialog", "", r)
        bubble(r)
        if self.error:
            pygame.draw.circle(surface, theme.DANGER, (r.x + view.px(18), r.y + view.px(20)), view.px(5))
        for i, image in enumerate(images):
            if alpha < 1:
                image = image.copy()
                image.set_alpha(round(255 * alpha))
            at = image.get_rect(center=(r.centerx + view.px(6 if self.error else 0), r.y + view.px(20 + TOAST_LINE * i)))
            surface.blit(image, at)
            theme.note("text", lines[i], at)
