"""Issue 26, a log worth reading: the full-history view (opened by L or the log panel's
button, scrolled by the wheel and keys, grouped by turn, lines wrapped and never cut,
Esc closes it), three lines a wheel notch in the small panel, and a recap that wraps."""

from __future__ import annotations

import pygame

from game.engine.contract import Message
from tests.gestures import close_recap, perform
from tests.kit.test_table_kit import open_game, play
from tests.privacy import click_curtain_away, expected_log, key

LONG = ("A very long line that tells of a great many things at once, far more than the small "
        "panel or the recap could hold on one row, and that must be read to its last word: done")


def long_game(app, game_id="marenzan", decisions=40, seed=5):
    """A table well into a game (no turn limit), the recap closed."""
    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session

    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "normal") for i in range(3)]
    table = open_game(app, game_id, session=Session.new(registry.get(game_id), seats, seed))
    play(app, table, 100, until=lambda t: len(t.log_view.lines) >= decisions)
    for _ in range(3000):  # the human's turn, everything played out
        if table.legal and table.settled():
            break
        app.frame(1 / 60, [])
    assert not table.session.over and table.legal
    close_recap(app, table)
    app.frame(1 / 60, [])
    return table


def wheel(app, pos, dy):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.point(*pos), rel=(0, 0),
                                          buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False)])


def words(lines: list[str]) -> list[str]:
    return " ".join(lines).split()


def whole(table) -> list[str]:
    """The history view's rows joined back into lines (headers and lines, no gaps)."""
    lines: list[str] = []
    for row, kind in table.history.rows():
        if kind == "gap":
            continue
        lines.append(row)
    return lines


def test_26_1_L_opens_the_whole_log_grouped_by_turn_and_Esc_closes_it(app):
    from scenes.kit.dialogs import PauseMenu

    table = long_game(app)
    assert not table.history.open
    key(app, pygame.K_l)
    assert table.history.open and app.top is table
    want = expected_log(table)
    assert len(want) > 20  # more than the small panel shows
    assert words(whole(table)) == words(want)  # every line of the viewer's log, in order, none cut
    kinds = [kind for _, kind in table.history.rows()]
    heads = [row for row, kind in table.history.rows() if kind == "head"]
    assert heads and all(head.startswith("—") for head in heads)  # a heading per turn
    assert kinds.count("gap") == len(heads) - 1
    key(app, pygame.K_ESCAPE)
    assert not table.history.open and app.top is table  # Esc closed the view, not the table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_26_1_the_log_panel_button_opens_the_view(app):
    table = open_game(app, "kami", seed=3)
    play(app, table, 4)
    close_recap(app, table)
    app.frame(1 / 60, [])
    assert table.history.place_button()
    x, y, w, h = table.log_panel.rect
    assert pygame.Rect(x, y, w, h).contains(table.history.button.rect)  # it sits on the log panel
    perform(app, ("click", table.history.button.rect.center))
    assert table.history.open


def test_26_1_long_lines_wrap_in_the_view_and_are_never_cut(app):
    table = open_game(app, "requiem", seed=2)
    table.log_view.narrate([Message.of("app.table.die", die=LONG, value=6)] * 3)
    key(app, pygame.K_l)
    rows = [row for row, kind in table.history.rows() if kind == "line"]
    assert not any("…" in row for row in rows)
    assert " ".join(rows[-3:]).endswith("done rolled 6")  # the last line, wrapped over rows, whole
    assert len(rows) >= 6


def test_26_1_the_view_scrolls_three_rows_a_notch_and_by_keys(app):
    table = long_game(app, decisions=90)
    key(app, pygame.K_l)
    view = table.history
    total, page = len(view.rows()), view.visible_count()
    assert total > 3 * page
    wheel(app, (640, 360), 1)
    assert view.scroll == 3
    wheel(app, (640, 360), -1)
    assert view.scroll == 0
    key(app, pygame.K_UP)
    assert view.scroll == 1
    key(app, pygame.K_PAGEUP)
    assert view.scroll == page
    key(app, pygame.K_HOME)
    assert view.scroll == total - page  # the first row is at the top
    key(app, pygame.K_PAGEDOWN)
    assert view.scroll == total - page - (page - 1)
    key(app, pygame.K_DOWN)
    assert view.scroll == total - 2 * page
    key(app, pygame.K_END)
    assert view.scroll == 0


def test_26_1_the_small_panel_scrolls_three_lines_a_notch(app):
    table = long_game(app, decisions=20)
    x, y, w, h = table.log_panel.rect
    wheel(app, (x + w / 2, y + h / 2), 1)
    assert table.log_panel.scroll == 3


def test_26_1_the_recap_wraps_its_lines_instead_of_cutting_them(app):
    table = open_game(app, "marenzan", seed=5)
    table.recap.shown = (table.viewer, [(1, [LONG] * 2 + [f"line {i}" for i in range(8)])])
    rows = table.recap.rows()
    assert not any(row.endswith("…") for row, _ in rows)
    assert " ".join(row for row, head in rows if not head).split()[:len(LONG.split())] == LONG.split()
    assert [row for row, _ in rows][-8:] == [f"line {i}" for i in range(8)]  # nothing counted away


def test_26_1_an_overfull_recap_keeps_the_newest_whole_and_points_to_the_full_log(app):
    table = open_game(app, "marenzan", seed=5)
    table.recap.shown = (table.viewer, [(1, [f"old {i}" for i in range(30)]), (2, [f"new {i}" for i in range(5)])])
    rows = [row for row, _ in table.recap.rows()]
    assert rows[-5:] == [f"new {i}" for i in range(5)]
    assert rows[0] == table.t("app.table.recap.more", n=30) and "L" in rows[0]


def test_26_1_after_a_hot_seat_hand_off_the_view_holds_nothing_of_the_previous_viewer(app):
    from scenes.kit.curtain import Curtain

    table = open_game(app, "kami", humans=(0, 1), seed=3, players=3)
    for _ in range(40):  # until viewer 0 holds a line that viewer 1 may not read
        if table.viewer is not None and table.legal:
            key(app, pygame.K_l)
            assert table.history.open
            first_viewer = table.viewer
            mine = words(whole(table))
            play(app, table, 1)  # the decision hands the table to the other human
            while table.handoff.holding:  # once its maker has watched it play out
                key(app, pygame.K_SPACE)
            if isinstance(app.top, Curtain):
                assert not table.history.open  # closed under the curtain
                click_curtain_away(app)
            if table.viewer != first_viewer:
                assert not table.history.open
                key(app, pygame.K_l)
                theirs = words(whole(table))
                assert theirs == words(expected_log(table))  # the new viewer's log, and nothing else
                if mine != theirs[:len(mine)]:  # the two logs differ: the previous one held a private line
                    return
            key(app, pygame.K_ESCAPE)
        else:
            app.frame(1 / 60, [])
    raise AssertionError("no hand-off with a private line was met")
