"""A frame of the base table (scenes/kit/table.py): what moves with time, whether the table
is at rest, and what is drawn in which order."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from sprites import furniture, theme

from .skip_prompt import draw_skip_prompt
from .table_layers import TABLE
from .table_popups import button_rects, draw_popup


def update(table, dt: float) -> None:
    """A frame of the table's time: its parts, the step that has played out, the results, the
    hand-off, a network seat, the AIs and the recap as the viewer's turn begins."""
    table.messages.update(dt)
    if table.tooltip is not None:
        # recomputed from where the pointer is now, every frame: never stale facts
        if (table.pointer is None or table.curtain_up or not table.tooltip_shown() or table.layers.top() != TABLE
                or not table.popups.tooltip_allowed()):  # an action taken since the pointer last moved
            table.tooltip.clear()
        else:
            table.hover(table.pointer)
        if table.pointer is not None and not table.curtain_up:
            table.undo.explain(table.pointer, table.controls(), table.tooltip, table.t)
    for piece in (table.log_panel, table.tooltip, table.kit_toast, table.banner, table.drag, table.anim, table.tray):
        if piece is not None:
            piece.update(dt)
    table.focus.hint_button.update(dt)
    table.focus.poll_hint()  # the hint's answer shows in the frame it comes, drawn or not
    table.history.update(dt)
    table.tips.update(dt)
    table.log_view.pace(dt)
    table.arrive_when_played()
    if table.net is not None and table.session.over:
        table.net.update(dt)  # the last word of a network game (its end, the host's closing) is read too
    if table.session.over:
        if table.settled() and not table.results_shown:
            table.results_shown = True
            table.show_results()
        return
    if table.handoff.hold_over(dt, table.settled() and not table.layers.pressed()):  # Undo takes its own click
        table.pass_screen()
    if table.net is not None:
        table.net.update(dt)  # a joined player's decision arrives as a bot's does
    table.ai.update(dt)
    viewer = table.viewer
    if (viewer is not None and not table.curtain_up and table.session.to_act == viewer
            and table.human_to_act and not table.layers.pressed()):
        # as the viewer's turn begins, in the frame it begins: before anything can be picked
        table.recap.offer(viewer, table.turn_key())



def still(table) -> bool:
    """Nothing plays or counts down and no AI is due: the app may stop drawing the table
    until input comes (its pulses hold still meanwhile). A table with motion of its own
    beyond the kit's parts says so in `moving`."""
    session = table.session
    ai_due = (not session.over and session.to_act in table.bots and table.ai.paused_after is None)
    return (table.settled() and not ai_due and table.ai.thinking is None and not table.handoff.holding
            and table.net is None and not (session.over and not table.results_shown)
            and not table.messages.showing() and not table.focus.thinking() and not table.moving())



def draw(table, surface: pygame.Surface, widgets: Callable[[pygame.Surface], None]) -> None:
    """The table, its `widgets`, what the game draws over them, then the kit's parts topmost last."""
    if table.log_view.stale():
        table.resume()  # the language changed under an overlay (the pause menu): all of it is told again now
        if hasattr(table, "update_banner"):
            table.update_banner()  # kept by the table's update, which waits under an overlay
    furniture.bubbles.clear()  # the banner, toasts, callouts and the tooltip take their places anew
    theme.words_begin(surface)  # and keep clear of the words shown where they can
    try:
        draw_all(table, surface, widgets)
    finally:
        theme.words_end()


def draw_all(table, surface: pygame.Surface, widgets: Callable[[pygame.Surface], None]) -> None:
    """What `draw` draws, in its order."""
    table.prompt_area = None  # a table's own prompt panel says where it is as it is drawn
    table.draw_table(surface)
    widgets(surface)
    table.draw_overlays(surface)
    prompt = table.prompt_rect()
    if prompt is not None:
        theme.note("prompt", "", table.app.view.rect(prompt))  # what the popups and the recap keep clear of
    table.focus.draw_hint_button(surface)
    table.history.draw_button(surface)
    if table.anim is not None and table.anim.busy() and table.skip_shown():
        draw_skip_prompt(surface, table.app.view, table.t("kit.skip"), table.skip_at, button_rects(table))
    table.focus.draw(surface)
    table.messages.draw(surface)
    if table.net is not None:
        table.net.draw(surface)
    if table.showing_recap() and not table.dragging() and not table.tips.showing():  # the tips first
        table.recap.clear = prompt  # beside the question asked, not over it
        table.recap.draw(surface)
    if table.ai.paused_after is not None:
        table.ai.draw_pause(surface, table.t, table.seat_name(table.ai.paused_after))
    draw_popup(table, surface)
    if table.tips.showing():
        table.tips.draw(surface)
    table.history.draw(surface)
