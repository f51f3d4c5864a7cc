"""Every control of every screen by keyboard: Tab and Shift+Tab go round all of them, the
arrows reach all of them (a chooser's own Left/Right change its value), and the ring is seen
round the control it stands on, on every screen of the layout sweep's list (bench/layout.py's
`all_screens`: menu, settings, rules, about, a confirmation, Join, Resume, a notice, the crash
screen, the statistics and replays, each game's setup, each table at seeded moments with its
tooltip, hint, recap, pause menu, curtain, results and replay, the deck builder, the Free Table).
A kind of screen that no entry of that list opens fails `test_every_kind_of_screen_is_in_the_walk`.

A screen's controls are its visible, enabled widgets that take input: buttons, choosers
(toggles), sliders and text fields. At a table they are its buttons (the Hint button too),
reached when the focus ring stands on them. `python -m tests.app.test_keyboard_reach` prints
the count over every screen."""

from __future__ import annotations

import pygame
import pytest

from scenes.kit.textbox import TextBox
from scenes.kit.widgets import Button, Chooser, Slider

CONTROL_TYPES = (Button, Chooser, Slider, TextBox)
ARROWS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


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


# -- the screens ----------------------------------------------------------------------------
# One list of screens for the layout sweep and this walk (bench/layout.py's `all_screens`): the
# self-test's scenes, Join, Resume, a notice, the crash screen, each table at seeded moments with
# its tooltip, hint, recap, pause menu, curtain, results, replay, setup and rules, the deck
# builder. `test_every_kind_of_screen_is_in_the_walk` fails on a screen class none of them opens.

def screens() -> list[str]:
    from bench import layout

    return list(layout.all_screens())


def open_screen(app, screen: str):
    from bench import layout

    app.scenes.clear()
    app.push(layout.MenuStandIn(app))
    if screen in ("statistics", "replays"):
        layout.keep_finished_games()
    layout.all_screens()[screen](app)
    for _ in range(20):  # a question takes keys only once it has been shown a moment
        app.frame(1 / 60, [])
    return app.top


def scene_classes() -> set[type]:
    """Every kind of screen the program has: each class of a scene under scenes/."""
    import importlib
    import pkgutil

    import scenes
    from scenes.kit.scene import Scene

    for module in pkgutil.walk_packages(scenes.__path__, "scenes."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found, todo = set(), [Scene]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub.__module__.startswith("scenes.") and sub not in found:
                found.add(sub)
                todo.append(sub)
    return found


# Kinds of scene no screen of the list opens, and why.
NOT_OPENED = {
    "TableScene": "the base of every table (each game's own is walked)",
    "ResultsScene": "the base of every game's results (each game's own is walked)",
    "Dim": "the base of the dialogs (Confirm, PauseMenu, Notice are walked)",
    "PlainTable": "the table of the example game, not in the collection",
    "NetTable": "a joined seat's table for a host of another version (buttons only, as a setup's)",
}


def test_every_kind_of_screen_is_in_the_walk(app):
    opened = set()
    for screen in screens():
        app.scenes.clear()
        open_screen(app, screen)
        opened |= {type(scene) for scene in app.scenes}
        opened |= {type(scene.table) for scene in app.scenes if hasattr(scene, "table")}  # a replay's own table
    missing = sorted(c.__name__ for c in scene_classes() - opened if c.__name__ not in NOT_OPENED)
    assert not missing, f"screens no walk opens (add them to bench/layout.py's all_screens): {missing}"


@pytest.mark.parametrize("screen", screens())
def test_every_control_is_reached_by_keys(app, screen):
    from scenes.kit.curtain import Curtain

    scene = open_screen(app, screen)
    if isinstance(scene, Curtain):  # no control: Enter (or Space, or a click) lifts it
        press(app, pygame.K_RETURN)
        assert app.top is not scene
        return
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
    scene = open_screen(app, "marenzan@setup")
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


# -- the ring is seen ---------------------------------------------------------------------------
SMALL_WINDOW = (960, 540)


def ring_seen(app, scene, place) -> tuple[pygame.Rect | None, tuple]:
    """Where the ring with the keyboard on `place` is drawn in the smallest window: the box of the
    gold pixels that appear when the ring is shown there (None: no ring seen), and where the
    place itself is in that window."""
    from sprites import theme

    app.resized(SMALL_WINDOW)
    app.window = pygame.Surface(app.window.get_size())
    masks = []
    for shown in (False, True):
        if shown:
            put_ring(scene, place)
            if is_table(scene):
                scene.recap.close()  # as the key that moved the ring does
                scene.tooltip.clear()  # the pointer's tooltip follows the keys, off what the ring left
        else:
            reset_ring(scene)
        app.draw()
        masks.append(pygame.mask.from_threshold(app.window, theme.GOLD, (1, 1, 1, 255)))
    centre = app.view.point(*place)
    app.resized((1280, 720))
    ring = masks[1]
    ring.erase(masks[0], (0, 0))
    if ring.count() < 40:  # a whole ring round the smallest button has hundreds
        return None, centre
    boxes = ring.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]), centre


def ring_checks(scene, every: bool) -> list:
    chosen = places(scene)
    return chosen if every or len(chosen) <= 3 else [chosen[0], chosen[len(chosen) // 2], chosen[-1]]


def unseen_rings(app, scene, every: bool = False) -> list[str]:
    """The places whose ring is not drawn, or not round the thing it stands on."""
    missing = []
    for place in ring_checks(scene, every):  # on the hinted thing too, outside the hint's green ring
        box, centre = ring_seen(app, scene, place)
        if box is None or not box.collidepoint(centre):
            put_ring(scene, place)
            missing.append(f"{name(ringed(scene)) if ringed(scene) else place}: ring {box} not round {centre}")
    return missing


@pytest.mark.parametrize("screen", screens())
def test_the_ring_is_drawn_round_the_control_it_stands_on(app, screen):
    scene = open_screen(app, screen)
    if not places(scene):
        pytest.skip("no control (a curtain)")
    missing = unseen_rings(app, scene)
    assert not missing, f"{screen}: ring not seen: {missing}"


def test_the_deck_builder_takes_a_card_out_and_puts_one_in_by_keys_alone(app):
    from scenes.tables.enfield.deckbuilder import CardSpot

    scene = open_screen(app, "enfield@deckbuilder")
    party, deck = list(scene.party), list(scene.deck)
    spots = [w for w in scene.focusable() if isinstance(w, CardSpot)]
    assert len(spots) == len(party) + len(deck)  # each card of the squad is a control
    ring_on(app, scene, next(w for w in spots if w.label() == app.t(f"enfield.card.{party[0]}")))
    press(app, pygame.K_RETURN)  # the card under the ring leaves the party
    assert len(scene.party) == len(party) - 1 and party[0] not in scene.party
    ring_on(app, scene, [w for w in scene.focusable() if isinstance(w, CardSpot)][-1])  # the deck's last card
    press(app, pygame.K_RETURN)
    assert len(scene.deck) == len(deck) - 1
    add = next(w for w in scene.focusable() if getattr(w, "label", None) == "enfield.builder.to_party")
    ring_on(app, scene, add)
    press(app, pygame.K_RETURN)  # and a character joins it again
    assert len(scene.party) == len(party)

if __name__ == "__main__":
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    app = App((1280, 720), settings=Settings(), headless=True)
    missing, total, wrong = unreachable_count(app)
    print(f"controls not reached by every way of moving: {missing} of {total}; arrow moves the wrong way: {wrong}")
    unseen = checked = 0
    for screen in screens():  # the ring round every control (the suite checks three a screen)
        scene = open_screen(app, screen)
        if places(scene):
            checked += len(ring_checks(scene, every=True))
            found = unseen_rings(app, scene, every=True)
            unseen += len(found)
            if found:
                print(screen, found)
    print(f"rings not seen round their control: {unseen} of {checked}")
