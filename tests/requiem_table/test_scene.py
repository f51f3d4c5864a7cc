"""The Requiem table through real pygame mouse events: whole games for one human seat
against two bots, every decision made by a drag or a click at the pixel position of a
card, a zone or a button, until the ending screen shows."""

from __future__ import annotations

import time

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.requiem.actions import Retreat, Scout, Sortie
from tests.gestures import mouse, perform
from tests.stand_in import push_instant


def open_table(app, seed=5, human=0, princes=("medal", "hourglass", "coffin"), session=None):
    """The table for a new game (one human seat, two bots), or for `session` as it stands."""
    from scenes.tables.requiem import RequiemTable

    if session is None:
        game = registry.get("requiem")
        seats = [Seat(f"P{i + 1}", "human" if i == human else "normal") for i in range(3)]
        session = Session.new(game, seats, seed, {"princes": princes})
    table = RequiemTable(app, session)
    push_instant(app, table)
    return table


def conserved(table):
    assert len(table.sprites) == 49
    assert sum(len(v) for v in table.zones.values()) == 49


def gesturable(table, legal):
    """What a person does at this table: one card retreats at a time, or all at once."""
    widest = max((len(a.cards) for a in legal if isinstance(a, Retreat)), default=0)
    return [a for a in legal if not isinstance(a, Retreat) or len(a.cards) in (1, widest)]


def play_game(app, table, seed, limit=40_000):
    from scenes.tables.requiem import RequiemResults

    chooser = make_bot(table.game, "normal")
    rng = bot_rng(seed, 99)
    gestures = 0
    kinds = set()
    for _ in range(limit):
        if isinstance(app.top, RequiemResults):
            return gestures, kinds
        if table.legal and not table.busy():
            before = len(table.session.record.actions)
            options = gesturable(table, table.legal)
            action = chooser.choose(table.session.observe(table.viewer), options, rng)
            if action not in options:
                action = options[0]
            for _ in range(4):
                gesture = table.next_gesture(action)
                assert gesture is not None, action
                perform(app, gesture)
                gestures += 1
                if len(table.session.record.actions) > before:
                    break
            assert len(table.session.record.actions) > before, action
            assert table.session.record.actions[before] == action
            kinds.add(type(action).__name__)
            conserved(table)
            continue
        app.frame(1 / 60, [])
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed,human", [(11, 0), (4, 1), (23, 2)])
def test_a_whole_game_through_the_mouse(app, seed, human):
    started = time.process_time()
    table = open_table(app, seed=seed, human=human)
    gestures, kinds = play_game(app, table, seed)
    assert table.session.over
    assert gestures > 5
    assert "Pass" in kinds
    conserved(table)
    assert time.process_time() - started < 120


def test_a_dragged_card_lights_its_targets_and_a_drop_elsewhere_slides_back(app):
    table = open_table(app, seed=3)
    for _ in range(2000):
        if table.legal and any(isinstance(a, (Scout, Sortie)) for a in table.legal) and not table.busy():
            break
        app.frame(1 / 60, [])
    action = next(a for a in table.legal if isinstance(a, (Scout, Sortie)))
    sprite = table.sprite_of(action.card)
    home = (sprite.x, sprite.y)
    app.frame(1 / 60, [mouse(app, "down", home)])
    for i in range(1, 6):
        app.frame(1 / 60, [mouse(app, "motion", (home[0], home[1] - 20 * i))])
    assert table.drag.active
    lit = {z.name for z in table.layout_zones.values() if z.target_glow > 0}
    zone = f"arrival{action.column}" if isinstance(action, Scout) else f"slot{action.column}"
    assert zone in lit
    assert not any(n.startswith("line") for n in lit)
    before = len(table.session.record.actions)
    app.frame(1 / 60, [mouse(app, "up", (1100, 150))])  # the Enemy Dead Area takes nothing
    assert len(table.session.record.actions) == before
    table.anim.skip()
    assert abs(sprite.x - home[0]) < 1 and abs(sprite.y - home[1]) < 1


def test_click_then_click_scouts(app):
    table = open_table(app, seed=8)
    for _ in range(2000):
        if table.legal and any(isinstance(a, Scout) for a in table.legal) and not table.busy():
            break
        app.frame(1 / 60, [])
    action = next(a for a in table.legal if isinstance(a, Scout))
    sprite = table.sprite_of(action.card)
    before = len(table.session.record.actions)
    perform(app, ("click", (sprite.x, sprite.y)))
    assert table.gestures.selected is sprite
    assert f"arrival{action.column}" in {z.name for z in table.layout_zones.values() if z.target_glow > 0}
    perform(app, ("click", table.zone_centre(f"arrival{action.column}")))
    assert table.session.record.actions[before] == action
    assert table.session.record.actors[before] == table.viewer


def test_buttons_only_when_legal(app):
    from game.requiem.actions import Pass, Rescue, ReturnToFront

    table = open_table(app, seed=12)
    for _ in range(4000):
        if table.session.over:
            break
        if table.legal and not table.busy():
            shown = {type(b.data) for b in table.action_buttons}
            legal = {type(a) for a in table.legal}
            for kind in (Pass, Rescue, ReturnToFront):
                assert (kind in shown) == (kind in legal)
            table.submit(Pass())
        app.frame(1 / 60, [])


def test_draw_is_fast(app):
    table = open_table(app, seed=2)
    surface = app.window
    table.draw_table(surface)
    started = time.process_time()
    for _ in range(60):
        table.draw_table(surface)
    per_frame = (time.process_time() - started) / 60
    assert per_frame < 0.008, per_frame


def test_the_princes_follow_the_setup_option(app):
    table = open_table(app, seed=9, princes=("coffin", "medal", "hourglass"))
    assert [line.prince for line in table.observation.lines] == ["11-7", "11-5", "11-6"]
    assert table.sprite_of("11-7").zone == "line0"
    assert table.sprite_of("11-5").zone == "line1"


def test_a_bots_only_game_plays_itself_with_real_animations(app):
    """Three bots, animations on (fast): every stage plays and the cards end where the
    observation says."""
    from scenes.tables.requiem import RequiemResults, RequiemTable

    app.settings.animation_speed = 4.0
    game = registry.get("requiem")
    session = Session.new(game, [Seat(f"B{i}", "normal") for i in range(3)], 4, {})
    table = RequiemTable(app, session)
    table.instant = True  # no pause between bot moves; the animations still play
    app.push(table)
    steps = 0
    for _ in range(60_000):
        if isinstance(app.top, RequiemResults):
            break
        app.frame(1 / 60, [])
        if not table.busy() and len(session.record.actions) != steps:
            steps = len(session.record.actions)
            for sprite in table.sprites:
                x, y, angle, _scale = table.places.place(sprite.zone, sprite.index, len(table.zones[sprite.zone]), sprite)
                assert abs(sprite.x - x) < 1 and abs(sprite.y - y) < 1 and abs(sprite.angle - angle) < 1, sprite.zone
                assert sprite.face_up == (sprite.face is not None)
            conserved(table)
    assert isinstance(app.top, RequiemResults)
    assert session.over
