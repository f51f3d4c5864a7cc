"""First-game tips: the first time a game's table opens, its callouts point at the zones
one by one while the player has a decision before them (each for a few seconds; the first
click or key anywhere closes them all, and goes no further; they never cover a step playing,
an AI's turn or a result, and an all-AI game shows none); the second time
they do not come; Settings › First-game tips turns them off and, on again, brings them
back; they never show while the hand-off curtain is up, nor in a replay; their words
exist in both languages with nothing left to fill in."""

import re

import pygame
import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit.first_tips import TIPS
from scenes.kit.i18n import catalog, tr
from scenes.kit.settings import Settings
from tests.app.conftest import click, key
from tests.gestures import close_recap

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 2, "kami": 3}


def open_table(app, game_id: str, humans: int = 1, seed: int = 4):
    from scenes.tables import table_class

    seats = [Seat(f"P{i + 1}", "human" if i < humans else "easy") for i in range(PLAYERS[game_id])]
    session = Session.new(registry.get(game_id), seats, seed, {})
    table = table_class(game_id)(app, session)
    app.push(table)
    app.frame(1 / 60)
    return table


@pytest.fixture
def tips_on(app):
    app.settings.first_tips = True
    return app


def _spy_gestures(table) -> list:
    """The events that reach the table's own gestures (its drag first, then `gesture`)."""
    seen = []
    table.gesture = lambda event: seen.append(event.type)
    drag = table.drag_event
    table.drag_event = lambda event: bool(seen.append(event.type)) or drag(event)
    return seen


def to_decision(app, table, frames: int = 3000) -> None:
    """Frames until the player has a decision before them (the AIs before them have played)."""
    for _ in range(frames):
        if table.legal:
            return
        app.frame(1 / 30)
    raise AssertionError("the player never came to decide")


@pytest.mark.parametrize("game_id", GAMES)
def test_tips_show_on_the_first_opening_one_by_one_and_not_on_the_second(tips_on, game_id):
    from scenes.kit.table_tips import TIP_TIME

    app = tips_on
    table = open_table(app, game_id)
    to_decision(app, table)
    tips = TIPS[game_id]
    assert 3 <= len(tips) <= 5
    assert table.tips.showing() and table.tips.current() == tips[0]
    for _ in range(round(TIP_TIME * 30) + 2):
        app.frame(1 / 30)
    assert table.tips.current() == tips[1]  # the tour goes on by itself
    gestures = _spy_gestures(table)
    if GAMES.index(game_id) % 2:
        click(app, (640, 360))  # a click anywhere closes the tips ...
    else:
        key(app, pygame.K_a)  # ... and so does any key
    assert not table.tips.showing() and table.tips.at == len(tips)
    presses = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.KEYUP}
    assert not presses & set(gestures)  # no move was made by it
    close_recap(app, table)  # the recap of the AIs' turns, a layer of its own, waited under the tips
    click(app, (640, 360))
    assert presses & set(gestures)  # with the tips gone, clicks reach the table again
    assert game_id in Settings.load().tips_seen  # remembered in the settings file
    app.pop()
    again = open_table(app, game_id, seed=9)
    assert not again.tips.queue and not again.tips.showing()


@pytest.mark.parametrize("game_id", ["enfield", "kami"])
def test_tips_never_cover_a_game_played_by_the_ais_alone_nor_a_step_playing(tips_on, monkeypatch, game_id):
    app = tips_on
    drawn = []
    monkeypatch.setattr("scenes.kit.table_tips.callout", lambda *a, **k: drawn.append(a[2]))
    table = open_table(app, game_id, humans=0)
    for _ in range(600):  # AIs play (battles, results): no tip over any of it
        app.frame(1 / 30)
        assert not table.tips.showing()
    assert drawn == [] and game_id not in app.settings.tips_seen
    app.pop()
    table = open_table(app, game_id, humans=1)
    to_decision(app, table)
    table.submit(table.legal[0])
    assert not table.legal and not table.tips.showing()  # the step plays: the tip waits for the next decision


def test_tips_seen_once_do_not_come_back_after_a_restart_even_if_not_dismissed(tips_on):
    from scenes.shell.app import App

    table = open_table(tips_on, "kami")
    to_decision(tips_on, table)
    tips_on.frame(1 / 60)
    assert table.tips.showing()  # shown, never clicked away
    restarted = App((1280, 720), settings=Settings.load(), headless=True)
    assert restarted.settings.first_tips and "kami" in restarted.settings.tips_seen
    assert not open_table(restarted, "kami").tips.queue


def test_the_settings_toggle_turns_tips_off_and_on_again_forgets_what_was_seen(tips_on):
    from scenes.shell.settings_screen import ROWS, SettingsScene

    app = tips_on
    open_table(app, "requiem")
    app.pop()
    assert "requiem" in app.settings.tips_seen
    app.push(SettingsScene(app))
    toggle = app.top.widgets[ROWS.index("first_tips")]
    assert toggle.value is True
    click(app, (toggle.rect.x + toggle.rect.width * 0.8, toggle.rect.centery))
    assert app.settings.first_tips is False and Settings.load().first_tips is False
    app.pop()
    assert not open_table(app, "marenzan").tips.queue  # off: never seen, still not shown
    app.pop()
    app.push(SettingsScene(app))
    toggle = app.top.widgets[ROWS.index("first_tips")]
    click(app, (toggle.rect.x + toggle.rect.width * 0.8, toggle.rect.centery))
    assert app.settings.first_tips is True and app.settings.tips_seen == []
    assert Settings.load().tips_seen == []
    app.pop()
    assert open_table(app, "requiem").tips.showing()  # on again: seen before, shown anew


def test_tips_never_show_while_the_hand_off_curtain_is_up(tips_on, monkeypatch):
    from scenes.kit.curtain import Curtain
    from tests.privacy import click_curtain_away

    app = tips_on
    drawn = []
    monkeypatch.setattr("scenes.kit.table_tips.callout", lambda *a, **k: drawn.append(a[2]))
    table = open_table(app, "tonight", humans=4)  # hot seat with secrets: the curtain rises on opening
    assert isinstance(app.top, Curtain) and table.curtain_up
    for _ in range(10):
        app.frame(1 / 60)
    assert not table.tips.showing() and drawn == []
    assert "tonight" not in app.settings.tips_seen  # nobody has seen them yet
    click_curtain_away(app)
    assert app.top is table and table.tips.showing()
    app.frame(1 / 60)
    assert drawn and set(drawn) == {tr(TIPS["tonight"][0].key, "en")}  # only once the curtain is down
    drawn.clear()
    table.handoff.raise_curtain(1)  # the next hand-off, a tip still waiting
    for _ in range(5):
        app.frame(1 / 60)
    assert not table.tips.showing() and drawn == []
    key(app, pygame.K_RETURN)  # Enter on the curtain does not dismiss a tip under it
    assert table.tips.at == 0


def test_a_replay_shows_no_tips(tips_on):
    from scenes.shell.replay import ReplayScene

    app = tips_on
    seats = [Seat("A", "human"), Seat("B", "easy"), Seat("C", "easy")]
    session = Session.new(registry.get("requiem"), seats, 2, {})
    scene = ReplayScene(app, session.record)
    app.push(scene)
    app.frame(1 / 60)
    assert not scene.table.tips.queue and not scene.table.tips.showing()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_tip_has_words_in_both_languages_and_fits_the_stage(app, lang):
    from scenes.kit.table_tips import _beside

    japanese = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    keys = [tip.key for tips in TIPS.values() for tip in tips] + ["tips.next"]
    for key_ in keys:
        entry = catalog()[key_]
        assert entry.get("en") and entry.get("ja") and entry["en"] != entry["ja"]
        words = tr(key_, lang, i=1, n=4)
        assert "{" not in words and "}" not in words and "?" not in words.replace("？", "")
        if lang == "ja":
            assert japanese.search(words)
    assert tr("app.settings.first_tips", lang)
    for tips in TIPS.values():
        for tip in tips:
            x, y, w, h = tip.anchor
            assert 0 <= x and 0 <= y and x + w <= 1280 and y + h <= 720
            left, top = _beside(tip.anchor, 360, 120)
            assert 0 <= left and left + 360 <= 1280 and 0 <= top and top + 120 <= 720


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tip_draws_in_japanese(tips_on, game_id):
    app = tips_on
    app.set_language("ja")
    table = open_table(app, game_id)
    to_decision(app, table)
    for _ in TIPS[game_id]:
        app.frame(1 / 60)  # drawn
        table.tips.next()
    assert not table.tips.showing()


def test_a_new_player_gets_tips_and_a_headless_run_does_not(monkeypatch):
    monkeypatch.delenv("SEVEN_TABLES_FIRST_TIPS", raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert Settings().first_tips and Settings.load().first_tips  # no settings file yet: a new player
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # tests, tools, screenshots: scripted clicks are for the table
    assert not Settings().first_tips
    monkeypatch.setenv("SEVEN_TABLES_FIRST_TIPS", "1")
    assert Settings().first_tips


@pytest.mark.parametrize("game_id", GAMES)
def test_every_tip_points_at_something_drawn_not_bare_felt(app, game_id):
    """The anchors are data (scenes/kit/first_tips.py): if a layout moves its zones, a tip left
    pointing at empty felt fails here."""
    from sprites import theme

    open_table(app, game_id)
    for _ in range(120):
        app.frame(1 / 60)
    surface = app.window
    felt = theme.felt(surface.get_size())
    for tip in TIPS[game_id]:
        rect = app.view.rect(tip.anchor)
        points = [(x, y) for x in range(rect.left, rect.right, 4) for y in range(rect.top, rect.bottom, 4)]
        drawn = sum(max(abs(a - b) for a, b in zip(surface.get_at(p)[:3], felt.get_at(p)[:3])) > 12 for p in points)
        assert drawn >= 0.25 * len(points), f"the tip on {tip.zone} points at bare felt ({drawn}/{len(points)})"
