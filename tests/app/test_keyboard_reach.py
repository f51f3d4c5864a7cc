"""Every control of every screen by keyboard: Tab and Shift+Tab go round all of them, the
arrows reach all of them (a chooser's own Left/Right change its value), on every screen the
self-test visits (menu, settings, each rules page, about, a confirmation, each game's setup,
each table and its pause menu, the Free Table) and the statistics.

A screen's controls are its visible, enabled widgets that take input: buttons, choosers
(toggles), sliders and text fields. At a table they are its buttons (the Hint button too),
reached when the focus ring stands on them."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from scenes.kit.widgets import Button, Chooser, Slider, TextBox
from tests.kit.test_table_kit import OPTIONS, PLAYERS

CONTROL_TYPES = (Button, Chooser, Slider, TextBox)
ARROWS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
GAMES = [g for g in registry.all_games() if g != "freetable"]


def press(app, code, mod=0) -> None:
    """A key through the app's own dispatch (no frame drawn: the walk presses hundreds)."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    app.update(1 / 60)


def is_table(scene) -> bool:
    return hasattr(scene, "focus") and hasattr(scene, "controls")


def controls(scene) -> list:
    """What the player can work on this screen now."""
    if is_table(scene):
        widgets = list(scene.controls())
        history = scene.history  # the whole log's button in the log panel's corner
        if not history.open and history.allowed() and history.place_button():
            widgets.append(history.button)
        if scene.focus.offer_hint():
            scene.focus.place_hint_button()
            widgets.append(scene.focus.hint_button)
    else:
        widgets = scene.widgets
    return [w for w in widgets if isinstance(w, CONTROL_TYPES) and w.visible and w.enabled]


def name(widget) -> str:
    label = getattr(widget, "label", None)
    label = label() if callable(label) else label
    return f"{type(widget).__name__}({label or ''}@{tuple(widget.rect)})"


def ringed(scene):
    """The control the keyboard's ring stands on, or None."""
    if is_table(scene):
        item = scene.focus.focused() if scene.focus.shown and scene.focus.lifted is None else None
        if item is None:
            return None
        inside = [w for w in controls(scene) if w.rect.collidepoint(item.at)]
        return min(inside, key=lambda w: w.rect.width * w.rect.height) if inside else None
    index = scene.button_focus
    chosen = scene.focusable()
    return chosen[index] if index is not None and index < len(chosen) else None


def by_rect(scene, widget):
    """The same control after a screen rebuilt its widgets (a setup does on a change)."""
    return next((w for w in controls(scene) if tuple(w.rect) == tuple(widget.rect)), None)


def tab_walk(app, scene, backwards=False) -> set:
    reached = set()
    for _ in range(3 * len(controls(scene)) + 6):
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT if backwards else 0)
        assert app.top is scene, f"Tab left {scene.name}"
        widget = ringed(scene)
        if widget is not None:
            reached.add(tuple(widget.rect))
    return reached


DIRECTIONS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


def wrong_way(scene, here, there, arrow) -> bool:
    """An arrow moved the ring against its direction although a place lies that way (Right
    going down the list while a column stands to the right)."""
    dx, dy = DIRECTIONS[arrow]

    def along(place) -> float:
        return (place[0] - here[0]) * dx + (place[1] - here[1]) * dy

    return along(there) <= 0 and any(along(p) > 0 for p in places(scene))


def arrow_walk(app, scene, wrong: list | None = None) -> set:
    """Every control the arrows lead to once Tab has shown the ring: a breadth-first walk that
    puts the ring on each place reached (at a table also a card) and presses each arrow there;
    moves against the arrow's direction go into `wrong`."""
    press(app, pygame.K_TAB)
    start = ring_place(scene)
    if start is None:
        return set()
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for arrow in ARROWS:
            put_ring(scene, here)
            widget = ringed(scene)
            if arrow in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(widget, (Chooser, Slider)):
                continue  # its own value changes (tested below)
            press(app, arrow)
            there = ring_place(scene)
            if there is None or there == here:
                continue
            if wrong is not None and wrong_way(scene, here, there, arrow):
                wrong.append(f"{pygame.key.name(arrow)} from {here} to {there}")
            if there not in seen:
                seen.add(there)
                todo.append(there)
    reached = set()
    for place in seen:
        put_ring(scene, place)
        widget = ringed(scene)
        if widget is not None:
            reached.add(tuple(widget.rect))
    return reached


def places(scene) -> list:
    """Where the ring can stand: a table's items, a screen's controls (their centres)."""
    if is_table(scene):
        return [tuple(map(round, item.at)) for item in scene.focus.items()]
    return [w.rect.center for w in scene.focusable()]


def ring_place(scene):
    if is_table(scene):
        item = scene.focus.focused() if scene.focus.shown and scene.focus.lifted is None else None
        return tuple(map(round, item.at)) if item is not None else None
    widget = ringed(scene)
    return widget.rect.center if widget is not None else None


def put_ring(scene, place) -> None:
    if is_table(scene):
        scene.focus.shown = True
        scene.focus.lifted = None
        scene.focus.index = places(scene).index(place)
    else:
        scene.button_focus = places(scene).index(place)


def unreachable(app, scene) -> dict[str, list[str]]:
    """The controls Tab, Shift+Tab and the arrows leave out, by way of moving."""
    wanted = {tuple(w.rect): name(w) for w in controls(scene)}
    missed, wrong = {}, []
    for way, walk in (("tab", lambda: tab_walk(app, scene)), ("shift+tab", lambda: tab_walk(app, scene, True)),
                      ("arrows", lambda: arrow_walk(app, scene, wrong))):
        reset_ring(scene)
        left_out = sorted(wanted[r] for r in set(wanted) - walk())
        if left_out:
            missed[way] = left_out
    if wrong:
        missed["wrong way"] = wrong
    return missed


def reset_ring(scene) -> None:
    if is_table(scene):
        scene.focus.shown = False
    else:
        scene.button_focus = None


# -- the screens --------------------------------------------------------------------------

def open_screen(app, screen: str):
    from scenes.kit.dialogs import Confirm, PauseMenu

    kind, _, arg = screen.partition(":")
    app.open("menu")
    if kind == "menu":
        pass
    elif kind in ("settings", "about", "statistics"):
        app.open(kind)
    elif kind == "rules":
        app.open("rules", arg)
    elif kind == "confirm":
        from tests.gestures import wait_fresh

        app.push(Confirm(app, "app.confirm.quit", lambda: None))
        wait_fresh(app)  # a question takes no key in its first moment
    elif kind == "setup":
        app.open("setup", arg, seed=1)
    elif kind in ("table", "pause"):
        table = open_table(app, arg)
        settle(app, table)
        if kind == "pause":
            app.push(PauseMenu(app, table))
    elif kind == "freetable":
        from tests.privacy import click_curtain_away
        from scenes.kit.curtain import Curtain

        app.open("freetable")
        app.frame(1 / 60, [])
        if isinstance(app.top, Curtain):
            click_curtain_away(app)
    for _ in range(20):  # a question takes keys only once it has been shown a moment
        app.frame(1 / 60, [])
    return app.top


def open_table(app, game_id: str):
    """The game's table at its first human decision: seat 1 plays, the others are AIs."""
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.kit.curtain import Curtain
    from scenes.tables import table_class
    from tests.privacy import click_curtain_away

    game = registry.get(game_id)
    n = PLAYERS.get(game_id) or max(game.min_players, min(game.max_players, 3))
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "random") for i in range(n)]
    table = table_class(game_id)(app, Session.new(game, seats, 3, OPTIONS.get(game_id, {})))
    table.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    return table


def settle(app, table) -> None:
    """Until the human decides and nothing moves (the first-game tips dismissed)."""
    for _ in range(600):
        if table.legal and not table.busy() and app.top is table:
            break
        app.frame(1 / 60, [])
    table.tips.close() if hasattr(table.tips, "close") else None


def screens() -> list[str]:
    from scenes.kit.rules_pages import topics

    return (["menu", "settings", "about", "confirm", "statistics", "freetable"]
            + [f"rules:{t}" for t in topics()] + [f"setup:{g}" for g in GAMES]
            + [f"table:{g}" for g in GAMES] + [f"pause:{g}" for g in GAMES])


@pytest.mark.parametrize("screen", screens())
def test_every_control_is_reached_by_keys(app, screen):
    scene = open_screen(app, screen)
    assert controls(scene), f"{screen}: no control to reach"
    missed = unreachable(app, scene)
    assert not missed, f"{screen}: not reached by keyboard: {missed}"


def unreachable_count(app) -> tuple[int, int, int]:
    """(controls some way of moving misses, controls in all, arrow moves the wrong way) over
    every screen: the figures the issue's note gives (python -m tests.app.test_keyboard_reach)."""
    total = missing = wrong = 0
    for screen in screens():
        scene = open_screen(app, screen)
        wanted = controls(scene)
        total += len(wanted)
        missed = unreachable(app, scene)
        missing += len(set().union(*(v for k, v in missed.items() if k != "wrong way")))
        wrong += len(missed.get("wrong way", []))
        print(screen, len(wanted), {k: len(v) for k, v in missed.items()})
    return missing, total, wrong


if __name__ == "__main__":
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    missing, total, wrong = unreachable_count(App((1280, 720), settings=Settings(), headless=True))
    print(f"controls not reached by every way of moving: {missing} of {total}; arrow moves the wrong way: {wrong}")


# -- what the keys do once there ------------------------------------------------------------

def ring_on(app, scene, wanted) -> None:
    """Tab until the ring stands on `wanted` (a control of the screen)."""
    for _ in range(2 * len(controls(scene)) + 2):
        press(app, pygame.K_TAB)
        if ringed(scene) is not None and tuple(ringed(scene).rect) == tuple(wanted.rect):
            return
    raise AssertionError(f"Tab never reached {name(wanted)}")


def test_settings_choosers_and_sliders_change_with_left_and_right(app):
    from scenes.shell.settings_screen import ROWS

    scene = open_screen(app, "settings")
    text_size = scene.widgets[ROWS.index("text_size")]
    ring_on(app, scene, text_size)
    before = app.settings.text_size
    press(app, pygame.K_RIGHT)
    assert app.settings.text_size != before and ringed(scene) is text_size
    press(app, pygame.K_LEFT)
    assert app.settings.text_size == before
    volume = scene.widgets[ROWS.index("master")]
    ring_on(app, scene, volume)
    level = app.settings.master_volume
    press(app, pygame.K_LEFT)
    assert app.settings.master_volume < level
    language = scene.widgets[ROWS.index("language")]
    ring_on(app, scene, language)
    press(app, pygame.K_RETURN)  # Enter steps a chooser too
    assert app.settings.language == "ja"


def test_the_menus_right_arrow_goes_to_the_right_hand_column(app):
    scene = open_screen(app, "menu")
    press(app, pygame.K_TAB)
    first_game = ringed(scene)
    press(app, pygame.K_RIGHT)
    assert ringed(scene).rect.x > first_game.rect.right  # Free Table, Settings … stand to the right
    press(app, pygame.K_LEFT)
    assert ringed(scene).rect.x == first_game.rect.x  # back in the games' column


def test_setup_seats_and_options_by_keys_alone(app):
    scene = open_screen(app, "setup:marenzan")
    players = scene.players
    press(app, pygame.K_TAB)  # the player count comes first
    press(app, pygame.K_RIGHT)
    assert scene.players == players + 1
    kind = next(w for w in scene.focusable() if isinstance(w, Chooser) and w.value == "hard")  # offered first
    ring_on(app, scene, kind)
    press(app, pygame.K_LEFT)
    assert scene.kinds[1] == "normal"
    field = next(w for w in scene.focusable() if isinstance(w, TextBox))
    ring_on(app, scene, field)
    assert field.focused  # the ring on a field puts the caret there
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="X"))
    assert scene.names[0].endswith("X")
    press(app, pygame.K_TAB)  # and Tab leaves it for the next control
    assert not field.focused and ringed(scene) is not field
