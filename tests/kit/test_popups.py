"""One popup at a time over a table (scenes/kit/table_popups.py), through real input events:
the Hint's reason is placed clear of the prompt, the banner and the buttons; a card's tooltip
and the Hint's reason never show together; a tooltip goes when its action is taken (by a click
or by the keys) and comes back only when the pointer or the ring moves."""

from __future__ import annotations

import pygame
import pytest

from bench import layout
from scenes.kit.table_popups import keep_clear
from tests.privacy import key
from tests.stand_in import MenuStandIn


def open_at(game_id: str, moves: int, size=(960, 540), lang="ja", text_size=150):
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    app = App(size, settings=Settings(language=lang, text_size=text_size), headless=True)
    app.push(MenuStandIn(app))
    table = layout.open_table(app, game_id, moves)
    table.recap.close()
    layout.frames(app, 2)
    return app, table


def popups_drawn(app, table) -> list[tuple[str, pygame.Rect | None]]:
    """The popups drawn in one frame: ("tooltip" | "hint" | "note", its pixel rect)."""
    drawn: list = []
    tooltip, hint, note = table.tooltip.draw, table.focus.hint_callout, table.messages.draw_note

    def tooltip_draw(surface, view, *args):
        if table.tooltip.text and table.tooltip.wait >= table.tooltip.DELAY:
            drawn.append(("tooltip", None))
        return tooltip(surface, view, *args)

    def hint_draw(surface, *args):
        rect = hint(surface, *args)
        drawn.append(("hint", rect))
        return rect

    def note_draw(surface, *args):
        if table.messages.note is not None:
            drawn.append(("note", None))
        return note(surface, *args)

    table.tooltip.draw, table.focus.hint_callout, table.messages.draw_note = tooltip_draw, hint_draw, note_draw
    try:
        app.frame(1 / 60, [])
    finally:
        del table.tooltip.draw, table.focus.hint_callout, table.messages.draw_note
    return drawn


def motion(app, point) -> None:
    pos = app.view.point(*point)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])


def rest(app, seconds: float = 0.7) -> None:
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60, [])


def test_the_hints_reason_stays_clear_of_the_prompt_the_banner_and_the_buttons():
    app, table = open_at("requiem", 45)
    key(app, pygame.K_h)
    assert table.focus.hint_action is not None
    shown = [rect for kind, rect in popups_drawn(app, table) if kind == "hint"]
    assert shown, "the Hint's reason is drawn"
    clear = keep_clear(table)
    for rect in clear:
        assert not shown[0].colliderect(app.view.rect(rect)), rect
    assert table.prompt_rect() is not None and any(pygame.Rect(table.prompt_rect()) == pygame.Rect(c) for c in clear)


@pytest.mark.parametrize("game_id", ["requiem", "marenzan", "kami"])
def test_a_cards_tooltip_and_the_hints_reason_never_show_together(game_id):
    app, table = open_at(game_id, 14, (1280, 720), "en", 100)
    key(app, pygame.K_h)
    assert table.focus.hint_action is not None
    cards = [s for s in (table.sprites.values() if isinstance(table.sprites, dict) else table.sprites)
             if getattr(s, "face", None) is not None]
    shown_both = 0
    tooltips = 0
    for sprite in cards[:12]:
        motion(app, (sprite.x, sprite.y))
        rest(app)
        kinds = [kind for kind, _ in popups_drawn(app, table)]
        tooltips += "tooltip" in kinds
        shown_both += len(kinds) > 1
    assert tooltips > 0 and shown_both == 0
    motion(app, (2, 2))  # off every card: the Hint's reason comes back
    rest(app)
    assert [kind for kind, _ in popups_drawn(app, table)] == ["hint"]


def clickable_with_tooltip(table):
    """A legal action made by one click on something that has a tooltip: its point."""
    for action in table.legal:
        gesture = table.next_gesture(action)
        if gesture is None or gesture[0] != "click":
            continue
        table.tooltip.clear()
        table.hover(gesture[1])
        if table.tooltip.text:
            table.tooltip.clear()
            return gesture[1]
    return None


@pytest.mark.parametrize("by", ["mouse", "keys"])
def test_a_tooltip_goes_when_its_action_is_taken(by):
    app, table = open_at("marenzan", 14, (1280, 720), "en", 100)
    point = clickable_with_tooltip(table)
    assert point is not None
    steps = len(table.session.record.actions)
    if by == "mouse":
        motion(app, point)
    else:
        for _ in range(40):
            key(app, pygame.K_TAB)
            if table.focus.focused() is not None and table.focus.focused().at == point:
                break
        assert table.focus.focused().at == point
    rest(app)
    assert [kind for kind, _ in popups_drawn(app, table)] == ["tooltip"]
    if by == "mouse":
        pos = app.view.point(*point)
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    else:
        key(app, pygame.K_RETURN)
    assert len(table.session.record.actions) > steps  # the action was taken
    rest(app, 1.5)
    assert "tooltip" not in [kind for kind, _ in popups_drawn(app, table)]
    if by == "mouse":
        motion(app, (point[0] + 3, point[1] + 3))
    else:
        key(app, pygame.K_TAB)
    assert table.popups.tooltip_allowed()  # moved: what it rests on now may say its words again


def test_the_popup_layer_chooses_one():
    from scenes.kit.table_popups import Popups

    assert Popups.which(True, True, True) == "note"
    assert Popups.which(False, True, True) == "tooltip"
    assert Popups.which(False, False, True) == "hint"
    assert Popups.which(False, False, False) is None
