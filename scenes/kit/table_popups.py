"""The one popup over a table: a card's tooltip, the Hint's reason, or a refusal said by the
pointer. At most one of them shows at a time: a refusal just said first, then the tooltip of
what the pointer (or the keys' ring) rests on, then the Hint's reason. A tooltip goes when an
action is taken and comes back only when the pointer or the ring moves, so the words of a
card already played never stay on screen. The Hint's reason is placed where it covers least of
what the player must read or may pick: the banner, the table's prompt, its buttons and the
other things to pick (hint_reason.callout_spot)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from sprites import theme

from .table_layers import TABLE

NOTE, TOOLTIP, HINT = "note", "tooltip", "hint"


class Popups:
    def __init__(self, steps: Callable[[], int]):
        self.steps = steps  # how many actions the game has taken
        self.moved_at = steps()  # the actions taken when the pointer or the ring last moved

    def moved(self) -> None:
        """The pointer or the keys' ring moved: a tooltip may show for what it rests on now."""
        self.moved_at = self.steps()

    def tooltip_allowed(self) -> bool:
        """No tooltip from a pointer that has not moved since an action was taken."""
        return self.steps() == self.moved_at

    @staticmethod
    def which(note: bool, tooltip: bool, hint: bool) -> str | None:
        """The one popup that shows, of those that would."""
        return NOTE if note else TOOLTIP if tooltip else HINT if hint else None


# -- the base table's side (scenes/kit/table.py draws through these) ---------------------------
def button_rects(table) -> list[pygame.Rect]:
    """The table's buttons on show (its own, Hint, the whole log): what nothing else may cover."""
    shown = [w for w in table.controls() if hasattr(w, "label") and getattr(w, "visible", True)]
    if table.focus.offer_hint():
        table.focus.place_hint_button()
        shown.append(table.focus.hint_button)
    if table.history.allowed() and table.history.place_button():
        shown.append(table.history.button)
    return [pygame.Rect(w.rect) for w in shown]


def keep_clear(table) -> list[pygame.Rect]:
    """What the popup may not cover (logical): the banner, the prompt, the buttons."""
    rects = button_rects(table)
    if table.banner is not None:
        rects.append(pygame.Rect(table.banner.area(table.app.view)))
    prompt = table.prompt_rect()
    if prompt is not None:
        rects.append(pygame.Rect(prompt))
    return rects


def draw_popup(table, surface: pygame.Surface) -> None:
    """The one popup: a refusal by the pointer, else a tooltip, else the Hint's reason; each
    placed clear of what it must not hide (`keep_clear`) and of the thing the pointer rests on."""
    over_table = table.layers.top() == TABLE
    tip = table.tooltip
    tooltip = tip is not None and table.tooltip_shown() and over_table and bool(tip.text) and tip.wait >= tip.DELAY
    kind = Popups.which(table.messages.note is not None, tooltip, over_table and table.focus.hint_ring is not None)
    if kind is None:
        return
    view = table.app.view
    clear = keep_clear(table)
    if table.pointer is not None:
        clear.append(pygame.Rect(table.focus_rect(table.pointer)))
        theme.note("hovered", "", view.rect(clear[-1]))  # what no popup may cover (the layout sweep)
    if kind == NOTE:
        table.messages.draw_note(surface, [view.rect(r) for r in clear])
    elif kind == TOOLTIP:
        tip.draw(surface, view, [view.rect(r) for r in clear])
    else:
        table.focus.hint_callout(surface, clear)
