"""Keyboard play and hints at every table: whole games by keys alone (Tab, Enter, the
curtain and confirmations by Enter), the focus ring on what a legal action starts from,
Esc putting a lifted card back, and hints that are legal, makeable and read from the
viewer's own observation only."""

from __future__ import annotations

import pygame
import pytest

from game.engine.bots import bot_rng, make_bot
from scenes.kit.table_keys import KeyItem, _key, gather, toward
from tests.gestures import close_recap
from tests.kit.test_table_kit import open_game
from tests.privacy import key

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def with_gestures(game_id):
    from scenes.tables import table_class

    if not hasattr(table_class(game_id), "next_gesture"):
        pytest.skip(f"{game_id}'s table has no gesture map")


def focus_on(app, table, point, lifted=False, tries=80) -> None:
    """Tab until the ring is on `point` (an item, or a target of the lifted item)."""
    for _ in range(tries):
        points = table.focus.points()
        index = table.focus.target if lifted else table.focus.index
        if table.focus.shown and _key(points[index]) == _key(point):
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {point} among {table.focus.points()}")


def play_by_keys(app, table, seed, limit=6_000):
    """Finish a game with keys only: the action a Normal bot picks is made by Tab and Enter."""
    from scenes.kit.curtain import Curtain
    from scenes.kit.dialogs import Confirm

    chooser = make_bot(table.game, "normal")
    rng = bot_rng(seed, 5)
    wanted = None
    presses = 0
    for _ in range(limit):
        if table.session.over:
            return presses
        if isinstance(app.top, (Curtain, Confirm)):
            for _ in range(20):
                app.frame(1 / 60, [])  # the curtain and a question ignore keys at first
            if isinstance(app.top, Confirm):
                key(app, pygame.K_TAB)  # onto Yes: Enter alone answers No
                presses += 1
            key(app, pygame.K_RETURN)
            presses += 1
            continue
        if app.top is not table or not table.legal or table.busy():
            app.frame(1 / 60, [])
            continue
        if table.showing_recap():
            key(app, pygame.K_RETURN)  # Enter closes "Since your last move" and does nothing else
            presses += 1
            continue
        if wanted not in table.legal:
            makeable = [a for a in table.legal if table.next_gesture(a) is not None]
            assert makeable, f"no legal action can be made: {table.legal}"
            wanted = chooser.choose(table.observation, makeable, rng)
        gesture = table.next_gesture(wanted)
        focus_on(app, table, gesture[1])
        if table.showing_recap():
            continue  # it came up meanwhile: Enter closes it first
        key(app, pygame.K_RETURN)
        presses += 1
        if table.focus.lifted is not None:  # a card that can be carried was lifted: where to?
            focus_on(app, table, gesture[2] if gesture[0] == "drag" else gesture[1], lifted=True)
            key(app, pygame.K_RETURN)
            presses += 1
        else:
            assert gesture[0] == "click"
        app.frame(1 / 60, [])
    raise AssertionError("the game did not end by keys")


@pytest.mark.parametrize("game_id,seed", [(g, s) for g in GAMES for s in (1, 2)])
def test_a_whole_game_is_played_by_keys_alone(app, game_id, seed):
    with_gestures(game_id)
    table = open_game(app, game_id, humans=(0,), seed=seed)
    for bot in table.bots:
        table.bots[bot] = make_bot(table.game, "normal")
    presses = play_by_keys(app, table, seed)
    assert table.session.over and presses > 0
    assert any(a for i, a in enumerate(table.session.record.actions) if table.session.record.actors[i] == 0)


@pytest.mark.parametrize("game_id", ("tonight", "kami"))
def test_two_humans_finish_a_game_by_keys_behind_the_curtain(app, game_id):
    with_gestures(game_id)
    table = open_game(app, game_id, humans=(0, 1), seed=3)
    play_by_keys(app, table, 3)
    assert table.session.over


@pytest.mark.parametrize("game_id", ("requiem", "marenzan", "tonight", "kami"))  # Enfield's are clicks
def test_esc_puts_a_lifted_card_back_before_the_menu(app, game_id):
    from scenes.kit.dialogs import PauseMenu

    with_gestures(game_id)
    table = open_game(app, game_id, seed=2)
    for _ in range(300):
        if table.legal and any(item.ends for item in table.focus.items()):
            break
        table.submit(table.legal[0]) if table.legal else app.frame(1 / 60, [])
    item = next((i for i in table.focus.items() if i.ends), None)
    if item is None:
        pytest.skip("no carried gesture met")
    app.frame(1 / 60, [])
    close_recap(app, table)
    focus_on(app, table, item.at)
    key(app, pygame.K_RETURN)
    assert table.focus.lifted is not None
    before = len(table.session.record.actions)
    key(app, pygame.K_ESCAPE)
    assert table.focus.lifted is None and not isinstance(app.top, PauseMenu)
    assert len(table.session.record.actions) == before
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


@pytest.mark.parametrize("game_id", GAMES)
def test_hints_are_legal_makeable_and_read_only_the_viewers_observation(app, game_id, monkeypatch):
    import scenes.kit.table_keys as keys

    with_gestures(game_id)
    seen = []

    class Watching:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, observation, legal, rng):
            seen.append(observation)
            return self.inner.choose(observation, legal, rng)

    real = keys.hint_bot
    monkeypatch.setattr(keys, "hint_bot", lambda game, **kw: Watching(real(game, **kw)))
    table = open_game(app, game_id, humans=(0,), seed=4)
    chooser, rng = make_bot(table.game, "random"), bot_rng(4, 1)
    hints = 0
    for _ in range(2_000):
        if table.session.over or hints >= 25:
            break
        if not table.legal or app.top is not table:
            app.frame(1 / 60, [])
            continue
        if table.showing_recap():
            key(app, pygame.K_ESCAPE)  # the recap takes the keys while it shows: Esc closes it
            continue
        key(app, pygame.K_h)
        hints += 1
        assert table.focus.hint_action in table.legal
        gesture = table.next_gesture(table.focus.hint_action)
        assert gesture is not None
        assert seen[-1] == table.session.observe(table.viewer)  # the viewer's own eyes only
        assert _key(table.focus.focused().at) == _key(gesture[1])  # the ring is on what to pick
        table.submit(chooser.choose(table.observation, table.legal, rng))
    assert hints > 0


def test_a_hint_in_hot_seat_is_forgotten_at_the_hand_off(app):
    from scenes.kit.curtain import Curtain

    table = open_game(app, "tonight", humans=(0, 1, 2, 3), seed=5)
    key(app, pygame.K_h)
    assert table.focus.hint_action is not None
    first = table.viewer
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 1)
    table.submit(chooser.choose(table.observation, table.legal, rng))
    assert table.focus.hint_action is None  # gone with the decision, while its maker watches it play
    key(app, pygame.K_SPACE)  # the screen passes on
    for _ in range(40):
        if isinstance(app.top, Curtain):
            break
        app.frame(1 / 60, [])
    assert table.focus.hint_action is None and table.viewer != first


def test_the_hint_button_shows_its_key_and_gives_the_hint(app):
    table = open_game(app, "requiem", seed=3)
    assert table.focus.offer_hint()
    table.focus.place_hint_button()
    assert table.focus.hint_button.shown_key() == "H"
    rect = table.focus.hint_button.rect
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.view.point(*rect.center), button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.view.point(*rect.center), button=1)])
    assert table.focus.hint_action in table.legal
    # the button never lies over another control
    others = [w.rect for w in table.controls() if getattr(w, "visible", True) and w is not table.focus.hint_button]
    assert not any(rect.colliderect(other) for other in others)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_first_enter_shows_the_focus_ring_and_plays_nothing(app, game_id):
    with_gestures(game_id)
    table = open_game(app, game_id, seed=4)
    for _ in range(600):  # the AIs before the human
        if table.legal and table.focus.items() and not table.busy():
            break
        app.frame(1 / 60, [])
    close_recap(app, table)  # "Since your last move" read (it takes the keys while it shows)
    assert not table.focus.shown and table.focus.items()
    played = len(table.session.record.actions)
    key(app, pygame.K_RETURN)
    assert table.focus.shown and table.focus.lifted is None
    assert len(table.session.record.actions) == played and app.top is table


def test_show_hints_off_in_settings_takes_the_hint_button_and_h_away(app):
    table = open_game(app, "requiem", seed=3)
    app.settings.show_hints = False
    assert not table.focus.offer_hint()
    key(app, pygame.K_h)
    assert table.focus.hint_action is None
    app.settings.show_hints = True
    key(app, pygame.K_h)
    assert table.focus.hint_action in table.legal


# -- the pieces ---------------------------------------------------------------------------

def test_gestures_from_one_point_make_one_item_with_its_targets():
    items = gather([("click", (10, 10)), ("drag", (100, 10), (300, 300)), ("drag", (100, 10), (200, 300)),
                    ("drag", (100.2, 10.1), (200, 300)), ("click", (100, 10))])
    assert [item.at for item in items] == [(10, 10), (100, 10)]
    assert items[1].click and items[1].ends == [(200, 300), (300, 300)]
    assert items[1].targets() == [(100, 10), (200, 300), (300, 300)]
    assert items[0].targets() == [(10, 10)] and not items[0].ends


def test_arrows_go_to_the_nearest_point_that_way():
    points = [(100, 100), (300, 110), (100, 300), (500, 100)]
    assert toward(points, points[0], (1, 0)) == 1
    assert toward(points, points[0], (0, 1)) == 2
    assert toward(points, points[0], (-1, 0)) is None
    assert toward(points, points[1], (1, 0)) == 3


def test_a_key_item_without_ends_is_clicked():
    assert KeyItem((1, 2), click=True).targets() == [(1, 2)]


# -- the buttons of every other screen ---------------------------------------------------------

def test_the_pause_menu_is_worked_by_tab_and_enter(app):
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, "requiem", seed=3)
    key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseMenu) and menu.button_focus is None
    key(app, pygame.K_TAB)
    assert menu.button_focus == 0
    key(app, pygame.K_RETURN)  # the first button resumes
    assert app.top is table


def test_enter_presses_the_focused_button_not_the_default(app):
    from scenes.kit.dialogs import Confirm

    said = []
    from tests.gestures import wait_fresh

    app.push(Confirm(app, "app.confirm.quit", lambda: said.append("yes")))
    confirm = app.top
    wait_fresh(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # onto the second button: No
    assert confirm.button_focus == 1
    key(app, pygame.K_RETURN)
    assert said == [] and app.top is not confirm


def test_whisper_graveyard_opens_by_keys_and_its_arrows_scroll_the_list(app):
    table = open_game(app, "kami", seed=2)
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 1)
    for _ in range(3_000):
        if table.legal and table.graveyard.entries() and app.top is table:
            break
        if table.legal and app.top is table:
            table.submit(chooser.choose(table.observation, table.legal, rng))
        else:
            app.frame(1 / 60, [])
    assert table.graveyard.entries(), "no card reached the graveyard"
    grave = table.extra_key_gestures()[0][1]
    focus_on(app, table, grave)
    key(app, pygame.K_RETURN)
    assert table.graveyard.opened
    focus = table.focus.index
    key(app, pygame.K_DOWN)  # scrolls the list; the ring under it does not move
    assert table.focus.index == focus
    assert not table.focus.offer_hint()  # the Hint button is neither drawn over the open list nor clickable
    key(app, pygame.K_ESCAPE)
    assert not table.graveyard.opened and app.top is table
    focus_on(app, table, grave)
    key(app, pygame.K_RETURN)
    assert table.graveyard.opened
    key(app, pygame.K_RETURN)  # Enter, which opened it, shuts it too (its Close button says so)
    assert not table.graveyard.opened and app.top is table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_curtain_names_the_key_that_lifts_it(app, lang):
    """A keyboard player behind the hand-off curtain is told Enter lifts it, and it does."""
    from scenes.kit.curtain import Curtain

    app.set_language(lang)
    lifted = []
    curtain = Curtain(app, "P2", lambda: lifted.append(True))
    app.push(curtain)
    assert "Enter" in curtain.t("app.curtain.ready")
    for _ in range(30):  # the curtain ignores input in its first quarter second
        app.frame(1 / 60, [])
    key(app, pygame.K_RETURN)
    assert lifted and app.top is not curtain


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_other_button_on_a_table_shares_the_hint_buttons_word(app, game_id, lang):
    """The Hint button suggests a move; a toggle beside it named "Hints" (Tonight's
    deduction marks) read as the same thing to a new player."""
    app.set_language(lang)
    table = open_game(app, game_id, seed=4)
    hint = table.focus.hint_button.text(table.focus.hint_button.label).casefold()
    stem = hint.rstrip("s")
    for widget in table.controls():
        label = getattr(widget, "label", None)
        if widget is table.focus.hint_button or label is None or not getattr(widget, "visible", True):
            continue
        shown = widget.text(label).casefold()
        assert not shown.startswith(stem), f"{game_id}: a button {shown!r} besides {hint!r}"


def _painted_above(app, widget, hovered: bool) -> int:
    """How many pixels differ in the strip just above `widget` from the bare felt."""
    view = app.view
    surface = pygame.Surface(view.stage.size)
    widget.hovered = hovered
    for _ in range(30):
        widget.update(1 / 60)
    surface.fill((0, 0, 0))
    widget.draw(surface, view)
    rect = view.rect(widget.rect)
    strip = pygame.Rect(rect.x, rect.top - view.px(40), rect.width, view.px(36))
    return sum(1 for x in range(strip.left, strip.right) for y in range(strip.top, strip.bottom)
               if surface.get_at((x, y))[:3] != (0, 0, 0))


def test_a_key_too_wide_for_its_button_shows_above_it_while_pointed_at(app):
    from scenes.kit.widgets import Button, Chooser

    narrow = Button((200, 400, 40, 36), lambda: "◀", lambda: None, app, key=pygame.K_LEFT)
    assert narrow.shown_key() == "←"
    assert _painted_above(app, narrow, hovered=False) == 0
    assert _painted_above(app, narrow, hovered=True) > 20
    turn = Chooser((300, 400, 224, 36), [1, 2], 1, str, app=app, keycaps=("PgUp", "PgDn"))
    assert _painted_above(app, turn, hovered=False) == 0
    assert _painted_above(app, turn, hovered=True) > 40
    plain = Chooser((300, 400, 224, 36), [1, 2], 1, str, app=app)  # no keys: nothing floats
    assert _painted_above(app, plain, hovered=True) == 0
