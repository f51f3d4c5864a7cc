"""Enfield's routes on the map (E15–E18): the line runs from the piece on its current square (s0)
through every square entered, and while a destination is chosen the walk and what is certain
to follow it are shown."""

from __future__ import annotations

import pytest

from game.enfield import GAME
from game.enfield.actions import Move
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from tests.enfield_table.test_next_gesture import open_at
from tests.gestures import close_recap, mouse, perform


def at_a_walk(app, players=3, seed=7, many=True):
    """The human (seat 0) about to choose a path, with several routes to some square if `many`."""
    chooser = make_bot(GAME, "normal")
    rng = bot_rng(seed, 5)
    session = Session.new(GAME, [Seat(f"P{i + 1}", "normal") for i in range(players)], seed)
    while not session.over:
        legal = session.legal()
        if session.to_act == 0 and isinstance(legal[0], Move) and session.state.round > 3:
            ends: dict[str, int] = {}
            for a in legal:
                ends[a.path[-1]] = ends.get(a.path[-1], 0) + 1
            if not many or max(ends.values()) > 1:
                table = open_at(app, players, seed, list(session.record.actions))
                close_recap(app, table)
                return table
        session.bot_move(chooser, rng)
    pytest.skip("no such walk")


def route_pixels_near(app, table, start, end, colour) -> bool:
    """Some point of the segment start→end is drawn in the route's colour."""
    app.draw()
    window = app.window
    for k in range(2, 9):
        x = start[0] + (end[0] - start[0]) * k / 10
        y = start[1] + (end[1] - start[1]) * k / 10
        px = window.get_at(app.view.point(x, y))[:3]
        if sum(abs(a - b) for a, b in zip(px, colour)) < 30:
            return True
    return False


def test_e15_the_route_line_starts_at_the_piece_on_its_current_square(app):
    from scenes.tables.enfield.layout import ROUTE_COLOURS

    table = at_a_walk(app)
    paths = next(p for p in table.gestures.destinations().values() if len(p) > 1)
    perform(app, table.next_gesture(Move(paths[0])))
    assert table.gestures.routes == paths
    piece = table.pieces[table.viewer]
    assert piece.square == table.observation.squads[table.viewer].piece  # s0
    points = table.painter.routes.path_points(table.painter.routes.route_origin(table.viewer), paths[0])
    assert points[0] == (piece.x, piece.y - 2)  # the line leaves from the piece itself
    assert len(points) == len(paths[0]) + 1  # then every square entered, s1..sk
    table.gestures.route_hover = 0
    assert route_pixels_near(app, table, points[0], points[1], ROUTE_COLOURS[0])


def test_hovering_a_square_previews_the_walk_and_what_follows(app):
    from scenes.tables.enfield.town import square_centre

    table = at_a_walk(app, many=False)
    obs = table.observation
    square, path = next((s, p[0]) for s, p in sorted(table.gestures.destinations().items()) if len(p) == 1)
    app.frame(1 / 60, [mouse(app, "motion", square_centre(square))])
    assert table.painter.routes.preview_paths() == [path]
    note = table.painter.routes.route_note([path])
    assert note[0] == table.t("enfield.table.preview_steps", n=len(path), square=table.t(f"enfield.square.{square}"))
    met = [s for s in path if any(q.piece == s for q in obs.squads if q.seat != 0)]  # E16 (s0 does not count)
    if met:
        assert table.t(f"enfield.square.{met[0]}") in note[1]
    else:
        assert len(note) == 2  # the steps, the destination
    marker = next((m for m in obs.markers if m.square == square), None)  # E18: wait on a marker, else work
    then = (table.t("enfield.table.preview_work") if marker is None
            else table.t("enfield.table.preview_wait", name=table.seat_name(marker.credited)))
    assert then in note[-1]
    app.draw()
    app.frame(1 / 60, [mouse(app, "motion", (1000, 600))])
    assert table.painter.routes.preview_paths() == []  # off the lit squares: nothing previewed


def test_carrying_the_piece_over_a_square_previews_its_routes(app):
    from scenes.tables.enfield.town import square_centre

    table = at_a_walk(app)
    square, paths = next((s, p) for s, p in table.gestures.destinations().items() if len(p) > 1)
    piece = table.pieces[table.viewer]
    app.frame(1 / 60, [mouse(app, "down", (piece.x, piece.y - 12))])
    app.frame(1 / 60, [mouse(app, "motion", square_centre(square))])
    assert table.gestures.dragging_piece
    assert table.painter.routes.preview_paths() == paths
    note = table.painter.routes.route_note(paths)
    assert len(note) == 2 + len(paths)  # the steps, one line per route, the destination
    app.draw()
    app.frame(1 / 60, [mouse(app, "up", square_centre(square))])
    assert table.gestures.routes == paths


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_route_note_fits_the_map(app, language):
    from scenes.tables.enfield.town import MAP_RECT

    app.set_language(language)
    table = at_a_walk(app)
    for square, paths in table.gestures.destinations().items():
        lines = table.painter.routes.route_note(paths)
        x, y, w, h = table.painter.routes.route_note_rect(paths, lines, app.view)
        assert MAP_RECT[0] <= x and x + w <= MAP_RECT[0] + MAP_RECT[2], (square, lines)
        assert MAP_RECT[1] <= y and y + h <= MAP_RECT[1] + MAP_RECT[3]
        assert not any("{" in line for line in lines)


def test_next_gesture_backs_out_of_offered_routes_to_walk_elsewhere(app):
    from tests.enfield_table.test_next_gesture import follow

    table = at_a_walk(app)
    paths = next(p for p in table.gestures.destinations().values() if len(p) > 1)
    perform(app, table.next_gesture(Move(paths[0])))
    assert table.gestures.routes == paths
    other = next(p[0] for s, p in sorted(table.gestures.destinations().items()) if s != paths[0][-1] and len(p) == 1)
    back = table.next_gesture(Move(other))
    assert back == ("click", next(b for b in table.buttons if getattr(b, "command", None) == "back").rect.center)
    assert table.gestures.routes == paths  # asking changed nothing
    assert follow(app, table, Move(other)) == 2  # Back, then the square


def test_the_recap_stays_clear_of_the_map_and_the_band(app):
    """The recap of the others' turns comes up when the viewer must pick: a target card in a
    panel over the map, a piece on the map, a card in the band below. The tallest recap stays
    over the log, clear of all of them and of the die's Roll button."""
    from scenes.tables.enfield.layout import BAND_Y, BATTLE_RECT, LOG_RECT, TRAY_RECT

    table = open_at(app, 3, 7, [])
    table.recap.shown = (table.viewer, [(seat % 3, ["A line of what happened"] * 8) for seat in range(6)])
    rect = table.recap.rect()
    assert len(table.recap.rows()) == (table.recap.box[3] - 52) // 18  # as tall as this table's recap gets
    assert rect.bottom <= BAND_Y
    assert rect.top >= TRAY_RECT[1] + TRAY_RECT[3] + 60  # the die, Roll, Hint, Undo and Menu stay clear
    assert rect.left >= BATTLE_RECT[0] + BATTLE_RECT[2] and rect.right <= LOG_RECT[0] + LOG_RECT[2]
