"""Issue 26, reduced motion: with the setting on, nothing slides, flips, hops or tumbles on a
real table (each card is only ever seen where it was or where it lands), while the
timeline keeps its length so events still come one after another."""

from __future__ import annotations

import pytest

from game.engine.bots import bot_rng, make_bot
from sprites import animator
from sprites.dice import DiceTray
from tests.kit.test_table_kit import open_game


@pytest.fixture
def reduced(app):
    def switch(on: bool) -> None:
        app.settings.reduced_motion = on
        app.apply_display()

    yield switch
    switch(False)


def watch_motion(app, table, decisions=6, frames=240):
    """Let the human decide `decisions` times with animations running; return (frames in which a
    moving card was between its two places or half turned, frames in which the animator was busy)."""
    table.anim.instant = False
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 9)
    between = busy = 0
    for _ in range(decisions):
        for _ in range(2000):
            if table.session.over or (table.legal and not table.anim.busy()):
                break
            app.frame(1 / 60, [])
        if table.session.over:
            break
        table.submit(chooser.choose(table.observation, table.legal, rng))
        for _ in range(frames):
            app.frame(1 / 60, [])
            busy += table.anim.busy()
            for tween in table.anim.tweens:
                if not tween.started:
                    continue
                target = tween.target
                midway = any(abs(getattr(target, name) - end) > 0.01 for name, (_, end) in tween.values.items()
                             if name in ("x", "y", "angle", "flip"))
                half_turned = 0.0 < getattr(target, "flip", 0.0) < 1.0 or getattr(target, "lift", 0.0) > 0.05
                between += midway or half_turned
    return between, busy


@pytest.mark.parametrize("game_id", ["requiem", "kami"])
def test_issue26_reduced_motion_cards_appear_in_place_on_a_real_table(app, reduced, game_id):
    reduced(False)
    moving, _ = watch_motion(app, open_game(app, game_id, humans=(0,), seed=3))
    assert moving > 0  # the check sees motion when there is motion
    app.pop()
    reduced(True)
    moving, busy = watch_motion(app, open_game(app, game_id, humans=(0,), seed=3))
    assert moving == 0
    assert busy > 0  # the events still take their time, one after another


def test_issue26_reduced_motion_keeps_the_order_of_scheduled_changes():
    """Two beats of changes land in their order and at their times, each at once."""
    from dataclasses import dataclass

    @dataclass
    class Card:
        x: float = 0.0
        y: float = 0.0
        angle: float = 0.0
        lift: float = 0.0

    anim = animator.Animator(reduced=lambda: True)
    a, b = Card(), Card()
    anim.slide(a, (500.0, 0.0))
    anim.beat()
    anim.slide(b, (0.0, 400.0))
    anim.update(1 / 60)
    assert (a.x, b.y) == (500.0, 0.0)  # the first in place at once, the second not yet
    for _ in range(30):
        anim.update(1 / 60)
    assert (a.x, b.y) == (500.0, 400.0)


def test_issue26_reduced_motion_dice_show_their_value_without_a_tumble(reduced):
    reduced(True)
    tray = DiceTray((0, 0, 200, 100), 2)
    before = tray.dice[0].body.position
    tray.throw(0, 5)
    assert not tray.busy() and tray.dice[0].shown == 5 and tray.dice[0].body.position == before
    reduced(False)
    tray.throw(1, 2)
    assert tray.busy()  # the ordinary throw tumbles
