"""Nothing stays in English after switching to Japanese mid-game: at every table the
language is changed the way a player does it (Esc's pause menu, Settings), and every
string the table then draws (banner, buttons, log, recap, seat names) is Japanese.
Card faces carry both names by design and are not counted."""

import re
import sys

import pytest

from scenes.kit.dialogs import PauseMenu
from scenes.shell.menu import MainMenu
from scenes.shell.screens import prepared_session
from scenes.tables import table_class
from sprites import theme

TABLES = ("requiem", "marenzan", "tonight", "enfield", "kami")
ENGLISH = re.compile(r"\b(?![IVX]+\b)[A-Za-z]{3,}\b")  # a word of three letters or more, not a numeral


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn from now on, with the module that drew it."""
    strings: list[tuple[str, str]] = []
    render = theme.render_text

    def recording(string, *args, **kwargs):
        strings.append((string, sys._getframe(1).f_globals.get("__name__", "")))
        return render(string, *args, **kwargs)

    monkeypatch.setattr(theme, "render_text", recording)
    return strings


def _english(strings) -> set[str]:
    return {s for s, module in strings if not module.startswith("sprites.faces") and ENGLISH.search(s)}


@pytest.mark.parametrize("game_id", TABLES)
def test_switching_to_japanese_mid_game_leaves_no_english_on_the_table(app, drawn, game_id):
    app.push(MainMenu(app))
    session = prepared_session(game_id, 3, 25, None, 0)  # seats named by default, as setup names them
    table = table_class(game_id)(app, session)
    table.needs_curtain = False
    table.handoff.viewer = session.to_act if session.to_act is not None else 0
    table.rebuild()
    app.push(table)
    for _ in range(90):  # the moves play out, the recap of the others' turns comes up
        app.frame(1 / 60, [])
    assert _english(drawn), "the table was drawn in English first"
    pause = PauseMenu(app, table)
    app.push(pause)
    app.frame(1 / 60, [])
    pause.settings()
    app.frame(1 / 60, [])
    language = app.top.widgets[0]  # Settings' language row, stepped as a click does
    language.step(1)
    assert app.settings.language == "ja"
    app.pop()
    app.pop()
    drawn.clear()
    for _ in range(30):
        app.frame(1 / 60, [])
    assert drawn
    assert _english(drawn) == set()
    assert not [line for line in table.log if ENGLISH.search(line)]


def test_the_hand_off_curtain_names_the_next_player_in_the_language_chosen_behind_it(app, drawn):
    import pygame

    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session

    from .conftest import key

    app.push(MainMenu(app))
    seats = [Seat(f"Player {i + 1}", "human") for i in range(4)]  # hot seat with secrets: a curtain
    table = table_class("tonight")(app, Session.new(registry.get("tonight"), seats, 3))
    app.push(table)
    for _ in range(20):
        app.frame(1 / 60, [])
    curtain = app.top
    assert curtain.name == "curtain"
    key(app, pygame.K_ESCAPE)
    app.top.settings()
    app.frame(1 / 60, [])
    app.top.widgets[0].step(1)
    app.pop()
    app.pop()
    assert app.top is curtain
    drawn.clear()
    app.frame(1 / 60, [])
    assert "プレイヤー1さんに画面を渡してください" in {s for s, _ in drawn}
    assert _english(drawn) == set()


def test_statistics_and_replays_name_a_default_player_in_the_chosen_language(app, drawn):
    from game.engine.record import Seat
    from scenes.shell.replay_list import ReplayList
    from scenes.shell.statistics import StatisticsScene

    from .test_statistics import _play_to_the_end

    _play_to_the_end(seats=[Seat("Player 1", "human"), Seat("Player 2", "normal"), Seat("Mio", "normal")])
    app.set_language("ja")
    for scene, names in ((StatisticsScene(app), ("プレイヤー1",)), (ReplayList(app, "requiem"), ("プレイヤー2", "Mio"))):
        app.push(scene)
        drawn.clear()
        app.frame(1 / 60, [])
        shown = " ".join(s for s, _ in drawn)
        assert all(name in shown for name in names) and "Player" not in shown  # the humans' table, every seat


def test_a_refusal_kept_in_the_log_is_told_again_in_the_new_language(app):
    from game.freetable.rules import PassTo
    from scenes.tables.freetable.scene import FreeTable

    app.push(MainMenu(app))
    table = FreeTable(app, hands=2, fresh=True)
    app.push(table)
    table.handoff.curtain_up = False
    table.gestures.gesture_action(PassTo(table.session.to_act))  # the table is already theirs: refused
    refusal = table.log[-1]
    assert refusal == app.t("freetable.refuse.generic")
    assert not table.submit(PassTo(table.session.to_act))  # refused by the core, with its rule
    assert table.log[-1].startswith("Not allowed: ") and "F9" not in table.log[-1]
    app.set_language("ja")
    table.resume()
    assert table.log[-2] == app.t("freetable.refuse.generic") != refusal
    assert table.log[-1].startswith("できません：")


@pytest.mark.parametrize("game_id", TABLES)
def test_the_table_behind_the_pause_menu_is_redrawn_in_the_new_language_at_once(app, drawn, game_id):
    """Issue 25: the header and the log behind the pause menu stayed in the old language."""
    app.push(MainMenu(app))
    session = prepared_session(game_id, 3, 25, None, 0)
    table = table_class(game_id)(app, session)
    table.needs_curtain = False
    table.handoff.viewer = session.to_act if session.to_act is not None else 0
    table.rebuild()
    app.push(table)
    for _ in range(90):
        app.frame(1 / 60, [])
    pause = PauseMenu(app, table)
    app.push(pause)
    app.frame(1 / 60, [])
    pause.settings()
    app.frame(1 / 60, [])
    app.top.widgets[0].step(1)
    assert app.settings.language == "ja"
    app.pop()  # Settings closes: the pause menu is on top, the table drawn under it
    drawn.clear()
    app.frame(1 / 60, [])
    assert app.top is pause and drawn
    assert _english(drawn) == set()
