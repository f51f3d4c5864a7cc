"""The base table's input (scenes/kit/table.py): the one pipeline every event goes through,
and the boxes the keyboard's focus ring may take."""

from __future__ import annotations

import pygame

from sprites.cards import CARD_H, CARD_W

from .key_items import Point
from .table_drag import CardDrag
from .table_handoff import passes_screen
from .table_keys import RING_KEYS
from .table_layers import TABLE


def route(table, event: pygame.event.Event) -> None:
    """The input pipeline: the layers over the table, the log's full view, the hand-off, the tips
    and the AI's pause, the keys, a network seat, the Hint button, Esc, Ctrl+Z, Space, the
    wheel over the log, a drag, the widgets, then the game's own gesture."""
    if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        if event.type == pygame.MOUSEMOTION:
            table.pointer_held = False
            table.popups.moved()
        if not table.pointer_held:
            table.pointer = event.pos
    if event.type == pygame.KEYDOWN and event.key in RING_KEYS:
        table.popups.moved()  # the keys' ring moves: its tooltip may show
    receiver = table.layers.route(event)
    if receiver != TABLE:  # a layer over the table took it, or nobody may have it
        if receiver is None and isinstance(table.drag, CardDrag) and event.type == pygame.MOUSEBUTTONUP:
            table.drag.cancel()  # a card held when a layer came over it goes back
        return
    if table.history.event(event):
        return
    if table.handoff.holding and passes_screen(event, table.controls()):
        table.pass_screen()
        return
    if table.tips.event(event) or table.ai.handle(event):
        return
    if table.key_event(event):
        return
    if table.net is not None and table.net.handle(event):
        return
    if table.focus.hint_button_event(event):
        return
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_ESCAPE:
            if not table.cancel_gesture():
                table.back()
            return
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            table.undo.take_back()
            return
        if event.key == pygame.K_SPACE:
            if table.ai.paused_after is not None:
                table.ai.resume()
                return
            table.log_view.flush()
            table.skip()
            return
    if event.type == pygame.MOUSEWHEEL and table.log_panel is not None:
        pos = table.pointer or table.app.view.to_logical(pygame.mouse.get_pos())
        if table.log_panel.handle_wheel(pos, event.y):
            return
    if table.drag_event(event) or table.undo.greyed_click(event, table.controls()):
        return
    before = len(table.app.scenes)
    for widget in reversed(table.controls()):
        if widget.handle(event):
            return
    if len(table.app.scenes) != before:
        return
    table.gesture(event)



def key_rects(table) -> list[tuple[float, float, float, float]]:
    """Boxes the focus ring may take: buttons, cards, zones and the table's own."""
    rects = [tuple(w.rect) for w in table.controls() if getattr(w, "visible", True)]
    sprites = getattr(table, "sprites", None)
    for sprite in (sprites.values() if isinstance(sprites, dict) else sprites or []):
        if not hasattr(sprite, "contains"):
            continue
        w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
        if 45 < abs(sprite.angle) % 180 < 135:
            w, h = h, w
        rects.append((sprite.x - w / 2, sprite.y - h / 2, w, h))
    rects += [zone.rect for zone in getattr(table, "layout_zones", {}).values()]
    return rects + table.extra_key_rects()



def focus_rect(table, point: Point) -> tuple[float, float, float, float]:
    """The smallest known box around a point, or a small square."""
    x, y = point
    inside = [r for r in table.key_rects() if r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]]
    if inside:
        return min(inside, key=lambda r: r[2] * r[3])
    return (x - 30, y - 30, 60, 60)
