"""How the keyboard's focus and the hint look over a table: the focus ring, a lifted item
and its targets, the hinted move ringed with its arrows, the "Hint" tag and the hint's why.
Drawn for the table's Focus (scenes/kit/table_keys.py), from its state."""

from __future__ import annotations

import math

import pygame

from sprites import furniture, theme
from sprites.furniture import bubble

from .hint_reason import callout_spot
from .key_items import Point, _key
from .table_recap import callout


def ring(focus, surface: pygame.Surface, point: Point, colour, width: int = 3, grow: float = 5) -> pygame.Rect:
    view = focus.app.view
    x, y, w, h = focus.focus_rect(point)
    rect = view.rect((x - grow, y - grow, w + 2 * grow, h + 2 * grow))
    pygame.draw.rect(surface, colour, rect, max(2, view.px(width)), border_radius=view.px(10))
    return rect


def arrow(focus, surface: pygame.Surface, start: Point, end: Point, colour) -> None:
    view = focus.app.view
    a, b = view.point(*start), view.point(*end)
    if math.dist(a, b) < 8:
        return
    pygame.draw.line(surface, colour, a, b, max(2, view.px(4)))
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    size = view.px(16)
    wing = [(b[0] - size * math.cos(angle + s), b[1] - size * math.sin(angle + s)) for s in (0.45, -0.45)]
    pygame.draw.polygon(surface, colour, [b, *wing])


def draw(focus, surface: pygame.Surface) -> None:
    """The hint, the lifted item and its targets, and the focus ring; the "Hint" tag over them."""
    focus.hint_ring = None
    if focus.covered() or focus.paused() or not focus.items():
        return
    pulse = 0.5 + 0.5 * math.sin(focus.app.time * 5)
    hint = focus.hint_gesture()
    if hint is not None:
        glow = tuple(int(c * (0.75 + 0.25 * pulse)) for c in theme.SUCCESS)
        ring_whole_move(focus, surface, hint, glow)
        rect = focus.ring(surface, hint[1], glow, 4, 8)
        if hint[0] == "drag":
            focus.ring(surface, hint[2], glow, 3, 8)
            arrow(focus, surface, hint[1], hint[2], glow)
        if focus.hint_words:
            focus.hint_ring = rect  # its reason is the table's one popup (kit/table_popups.py)
    draw_focus(focus, surface, hint, pulse)
    if hint is not None:
        hint_tag(focus, surface, rect, glow)


def draw_focus(focus, surface: pygame.Surface, hint: tuple | None, pulse: float) -> None:
    """The keys' ring, or a lifted item with its targets."""
    if not focus.shown:
        return
    if focus.lifted is not None:
        targets = focus.lifted.targets()
        focus.ring(surface, focus.lifted.at, theme.GOLD, 4, 8)
        for point in targets:
            focus.ring(surface, point, theme.GOLD_MUTED, 2, 3)
        target = targets[min(focus.target, len(targets) - 1)]
        focus.ring(surface, target, theme.GOLD, 4, 6 + 3 * pulse)
        if target is not focus.lifted.at:
            arrow(focus, surface, focus.lifted.at, target, theme.GOLD)
        return
    item = focus.focused()
    if item is not None:
        hinted = hint is not None and _key(hint[1]) == _key(item.at)
        # on the hinted thing the ring stands outside the hint's green one: the keys' place is always seen
        focus.ring(surface, item.at, theme.GOLD, 4, (13 if hinted else 5) + 3 * pulse)


def ring_whole_move(focus, surface: pygame.Surface, hint: tuple, colour) -> None:
    """Every card the hinted move uses ringed at once, each with an arrow to where the
    move goes, besides the gesture to make first (a pair's partner, the fight's village)."""
    cards, target = focus.whole_move(focus.hint_action)
    start = _key(hint[1])
    for point in cards:
        if _key(point) != start:
            focus.ring(surface, point, colour, 3, 8)
        if target is not None and (hint[0] != "drag" or _key(point) != start):
            arrow(focus, surface, point, target, colour)
    if target is not None:
        focus.ring(surface, target, colour, 3, 8)


def hint_callout(focus, surface: pygame.Surface, clear: list[pygame.Rect]) -> pygame.Rect | None:
    """The hint's why beside the ring of the thing to pick (drawn this frame), for as long as the
    hint is lit: where it covers least of the other things to pick, of `clear` (logical: the
    banner, the prompt, the buttons) and of the bubbles drawn before it, its tag among them
    (hint_reason.callout_spot). None when no hint is lit."""
    rect = focus.hint_ring
    if rect is None:
        return None
    view = focus.app.view
    (x, y), (right, bottom) = view.to_logical(rect.topleft), view.to_logical(rect.bottomright)
    ringed = _key(focus.hint_gesture()[1])
    others = [focus.focus_rect(item.at) for item in focus.items() if _key(item.at) != ringed]
    others += [tuple(box) for box in clear]
    others += [(*view.to_logical(b.topleft), b.width / view.scale, b.height / view.scale) for b in furniture.bubbles]
    spot = lambda w, h: callout_spot((x, y, right - x, bottom - y), (w, h), others,  # noqa: E731
                                     (theme.LOGICAL_W, theme.LOGICAL_H))
    return callout(surface, view, focus.hint_words, (right - 10, y + 6), theme.SUCCESS, width=320, at=spot)


def hint_tag(focus, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """The word "Hint" on the ring of the thing the hint says to pick."""
    view = focus.app.view
    label = theme.render_text(focus.t("app.table.hint"), view.px(theme.SMALL), theme.CARD_INK, bold=True)
    pad = view.px(5)
    tag = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height() + view.px(2))
    tag.midbottom = (rect.centerx, rect.top + view.px(4))
    tag.clamp_ip(view.stage)
    theme.rounded(surface, tag, colour, view.px(6))
    bubble(tag)
    surface.blit(label, label.get_rect(center=tag.center))
