"""Headless UI: real pygame events through the menu, setup and back."""

import pygame
import pytest

from game.engine import registry
from scenes.shell.menu import MainMenu
from scenes.shell.setup import SetupScene

from .conftest import click, key


@pytest.fixture
def listed_example(monkeypatch):
    """List the example game in the menu, so navigation does not wait on a real game."""
    entries = tuple(e if e.id != "highcard" else registry.Entry(e.id, e.title_en, e.title_ja, e.min_players,
                                                                   e.max_players, e.module) for e in registry.ENTRIES)
    monkeypatch.setattr(registry, "ENTRIES", entries)


def game_button(menu, game_id):
    listed = [e for e in registry.ENTRIES if not e.example]
    index = [e.id for e in listed].index(game_id)
    return menu.widgets[index]


def test_menu_to_setup_and_back_by_mouse_and_escape(app, listed_example):
    app.push(MainMenu(app))
    app.frame(1 / 60)
    button = game_button(app.top, "highcard")
    assert button.enabled
    click(app, button.rect.center)
    assert isinstance(app.top, SetupScene) and app.top.game.id == "highcard"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu) and len(app.scenes) == 1


def test_setup_back_button_returns_to_the_menu(app, listed_example):
    app.push(MainMenu(app))
    click(app, game_button(app.top, "highcard").rect.center)
    back = next(w for w in app.top.widgets if getattr(w, "label", None) == "app.back")
    click(app, back.rect.center)
    assert isinstance(app.top, MainMenu)


def test_start_opens_the_table_and_a_human_move_reaches_the_core(app, listed_example):
    from scenes.kit.table import TableScene

    app.push(MainMenu(app))
    click(app, game_button(app.top, "highcard").rect.center)
    setup = app.top
    start = next(w for w in setup.widgets if getattr(w, "label", None) == "app.setup.start")
    click(app, start.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.session.to_act == 0
    first = next(w for w in table.widgets if getattr(w, "is_action", False) and w.enabled)
    click(app, first.rect.center)
    assert len(table.session.record.actions) == 1 and table.session.record.actors == [0]


def test_settings_language_switch_by_click_is_saved(app):
    from scenes.kit.settings import Settings
    from scenes.shell.settings_screen import SettingsScene

    app.push(MainMenu(app))
    settings_button = next(w for w in app.top.widgets if getattr(w, "label", None) == "app.menu.settings")
    click(app, settings_button.rect.center)
    assert isinstance(app.top, SettingsScene)
    chooser = app.top.widgets[0]
    click(app, (chooser.rect.right - 10, chooser.rect.centery))
    assert app.settings.language == "ja" and Settings.load().language == "ja"
    assert app.t("app.menu.rules") == "ルール"


def test_the_window_resizes_down_to_the_minimum_and_keeps_its_aspect(app):
    app.push(MainMenu(app))
    app.resized((800, 400))
    assert app.window.get_size() == (960, 540)
    app.resized((1920, 1200))
    assert app.view.scale == pytest.approx(1.5) and app.view.offset == (0, 60)


def test_a_game_with_a_deck_builder_offers_it_on_setup(app):
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    app.push(MainMenu(app))
    setup = SetupScene(app, "enfield")
    app.push(setup)
    app.frame(1 / 60)
    builder = next(w for w in setup.widgets if getattr(w, "label", None) == "app.setup.deck_builder")
    click(app, builder.rect.center)
    assert isinstance(app.top, DeckBuilder)


def test_the_settings_fullscreen_row_follows_f11(app):
    import pygame

    from scenes.shell.settings_screen import SettingsScene

    from .conftest import key

    scene = SettingsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    before = app.settings.fullscreen
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is not before
    assert scene.fullscreen_toggle.value is app.settings.fullscreen
    scene.fullscreen_toggle.step(1)  # the row itself switches it back
    assert app.settings.fullscreen is before
    assert scene.fullscreen_toggle.value is before


def test_the_fullscreen_setting_follows_a_window_the_system_took_out_of_fullscreen():
    import pygame

    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.settings_screen import SettingsScene

    app = App((1280, 720), settings=Settings(fullscreen=True), headless=False)  # a real window (dummy driver)
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.fullscreen_toggle.value is True
    app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # left fullscreen without F11
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=720))
    app.frame(1 / 60)
    assert app.settings.fullscreen is False and scene.fullscreen_toggle.value is False
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert app.settings.fullscreen is True and scene.fullscreen_toggle.value is True
    assert app.window.get_flags() & pygame.FULLSCREEN
    app.toggle_fullscreen()  # windowed again for the tests after this one
    assert not app.window.get_flags() & pygame.FULLSCREEN
    app.pop()
