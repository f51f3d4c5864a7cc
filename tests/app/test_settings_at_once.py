"""A setting changed anywhere shows at once on what is on screen, tables included: the
language, the text size and the card size changed from a table's pause menu (Settings over
it) give the same picture as the table opened afresh with them, before the pause menu closes.
Before, zone captions stayed in the old language and the text and card sizes waited for the
table to be opened again."""

from __future__ import annotations

import pytest

from scenes.kit.dialogs import PauseMenu
from scenes.kit.settings import Settings
from scenes.shell.app import App
from scenes.shell.menu import MainMenu
from scenes.shell.screens import prepared_session
from scenes.shell.settings_screen import ROWS
from scenes.tables import table_class
from sprites import cards, theme
from tests.gestures import close_recap

TABLES = ("requiem", "marenzan", "tonight", "enfield", "kami")
SIZES = {"text_size": 150, "card_size": 130}
SAMPLE = 3  # every third pixel each way is compared
DIFFERENT = 0.002  # of the pixels compared: more than a banner's fading line


@pytest.fixture
def app():
    application = App((1280, 720), settings=Settings(first_tips=False), headless=True)
    application.reset_to(MainMenu(application))
    yield application
    application.scenes.clear()
    theme.set_text_scale(1.0)
    cards.set_card_scale(1.0)


def open_table(app, game_id: str):
    if game_id == "freetable":
        from scenes.kit.curtain import Curtain
        from tests.privacy import click_curtain_away

        table = app.open("freetable")
        app.frame(1 / 60, [])
        if isinstance(app.top, Curtain):
            click_curtain_away(app)
    else:
        session = prepared_session(game_id, 3, 25, None, 0)
        table = table_class(game_id)(app, session)
        table.needs_curtain = False
        table.handoff.viewer = session.to_act if session.to_act is not None else 0
        table.instant = True
        table.rebuild()
        app.push(table)
    return table


def picture(app, table):
    """The table as drawn once everything has come to rest (no recap, no moving card)."""
    for _ in range(90):
        app.frame(1 / 60, [])
    close_recap(app, table)
    if table.anim is not None:
        table.anim.skip()
    for _ in range(10):
        app.frame(1 / 60, [])
    app.time = 1000.0  # what pulses (the seat to act, a lit place) at the same phase in both pictures
    app.draw()
    return app.window.copy()


def differing(a, b) -> float:
    w, h = a.get_size()
    points = [(x, y) for x in range(0, w, SAMPLE) for y in range(0, h, SAMPLE)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


def change_from_the_pause_menu(app, table, changes: dict) -> None:
    """Esc's pause menu, its Settings, rows changed as a player does; Settings closes, then
    the pause menu, on the table as it is now."""
    pause = PauseMenu(app, table)
    app.push(pause)
    pause.settings()
    screen = app.top
    for name, value in changes.items():
        chooser = screen.widgets[ROWS.index(name)]
        while chooser.value != value:
            chooser.step(1)
        assert getattr(app.settings, name) == value
    app.pop()
    app.pop()
    assert app.top is table


def same_as_opened_afresh(app, game_id: str, changes: dict) -> None:
    table = open_table(app, game_id)
    picture(app, table)
    change_from_the_pause_menu(app, table, changes)
    changed = picture(app, table)
    app.reset_to(MainMenu(app))
    fresh = picture(app, open_table(app, game_id))
    share = differing(changed, fresh)
    if share > DIFFERENT:  # both pictures, for a look
        import pygame
        import tempfile
        both = pygame.Surface((changed.get_width(), 2 * changed.get_height()))
        both.blit(changed, (0, 0))
        both.blit(fresh, (0, changed.get_height()))
        pygame.image.save(both, f"{tempfile.gettempdir()}/settings-at-once-{game_id}.png")
    assert share <= DIFFERENT, f"{game_id}: {share:.1%} of the table differs from one opened with {changes}"


@pytest.mark.parametrize("game_id", (*TABLES, "freetable"))
def test_the_text_and_card_size_reach_the_table_behind_the_pause_menu_at_once(app, game_id):
    same_as_opened_afresh(app, game_id, SIZES)


def test_the_free_tables_zone_captions_take_the_new_language_at_once(app):
    """(The other tables' words: tests/app/test_language_switch.py.)"""
    same_as_opened_afresh(app, "freetable", {"language": "ja"})
