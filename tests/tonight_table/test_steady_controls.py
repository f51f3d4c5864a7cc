"""Issue 38, controls that stay put: at Tonight's table the hand does not re-centre after each
card handed over, and the action buttons do not shift after each action, while the viewer's
decision goes on; both settle when it is over. Positions read from the real table."""

from __future__ import annotations

import pytest

from game.tonight.actions import EndActions, GatherInfo, Give
from scenes.tables.tonight.layout import BUTTON_Y, PLATE_X
from tests.gestures import close_recap
from tests.kit.test_table_kit import open_game, play


def buttons(table) -> dict[str, tuple]:
    return {b.spec_label: tuple(b.rect) for b in table.action_buttons}


def hand(table) -> dict[str, float]:
    return {key: sprite.x for key, sprite in table.sprites.items() if key.startswith("h:")}


def at_a_gather(app):
    """A human seat at Tonight, in its action phase, able to gather two cards or more."""
    for seed in range(3, 40):
        table = open_game(app, "tonight", humans=(0,), seed=seed)
        play(app, table, 60, until=lambda t: any(isinstance(a, GatherInfo) and a.count >= 2
                                                          for a in t.legal) and len(t.observation.hand) >= 3)
        if not table.session.over and any(isinstance(a, GatherInfo) and a.count >= 2 for a in table.legal):
            return table
        app.pop()
    pytest.skip("no gather of two cards")


def settle(app, table):
    for _ in range(200):
        app.frame(1 / 60, [])
        if table.settled():
            break
    close_recap(app, table)


def test_the_hand_and_the_buttons_stay_put_through_a_gather_and_settle_after(app):
    table = at_a_gather(app)
    settle(app, table)
    gather = next(a for a in table.legal if isinstance(a, GatherInfo) and a.count >= 2)
    before_buttons = buttons(table)
    assert table.submit(gather)
    settle(app, table)
    before_hand = hand(table)
    gives = [a for a in table.legal if isinstance(a, Give)]
    assert gives, "the gatherer hands over cards one by one"
    assert table.submit(gives[0])
    settle(app, table)
    after_hand = hand(table)
    moved = {k: (before_hand[k], x) for k, x in after_hand.items() if abs(before_hand[k] - x) > 0.5}
    assert not moved, f"the hand moved between two cards handed over: {moved}"
    while any(isinstance(a, Give) for a in table.legal):
        assert table.submit(next(a for a in table.legal if isinstance(a, Give)))
        settle(app, table)
    if table.session.to_act == table.viewer and EndActions in {type(a) for a in table.legal}:
        after_buttons = buttons(table)
        shifted = {k: (before_buttons[k], r) for k, r in after_buttons.items()
                   if k in before_buttons and before_buttons[k] != r}
        assert not shifted, f"buttons moved between two actions of one turn: {shifted}"
        assert table.submit(EndActions())
    turn = table.observation.turn
    play(app, table, 40, until=lambda t: t.observation.turn != turn and EndActions in {type(a) for a in t.legal})
    settle(app, table)
    laid = sorted((round(b.rect.x), b.rect.y) for b in table.action_buttons)
    step = table.action_buttons[0].rect.width + 8
    fresh = sorted((round(PLATE_X + (i % 3) * step), BUTTON_Y[i // 3]) for i in range(len(laid)))
    assert laid == fresh, "the next turn's buttons are laid afresh, with no gap"
