"""A card dropped on one's own seat uses the ability that seat offers (M66, M67 on oneself,
M75); Join (M40) happens only on the Join box drawn over one's own Journey."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.marenzan import actions as A
from tests.gestures import mouse
from tests.marenzan_table.test_scene import app  # noqa: F401 (the fixture)

SEEDS = range(1, 80)


def join_position(seed: int, with_ability: bool, players: int = 2):
    """Seat 0 human, played by the simple bot with the others until seat 0 may Join with one card
    that also has (or has not) an ability on seat 0's own seat. (session, card, seat ability or None)."""
    game = registry.get("marenzan")
    session = Session.new(game, [Seat(f"P{i + 1}", "human" if i == 0 else "simple") for i in range(players)],
                          seed, {})
    bot = make_bot(game, "simple")
    rng = bot_rng(seed, 5)
    for _ in range(500):
        if session.over:
            return None
        legal = session.legal()
        if session.to_act == 0:
            for action in legal:
                if isinstance(action, A.Join) and len(action.cards) == 1:
                    code = action.cards[0]
                    own = next((a for a in legal if isinstance(a, (A.LureOut, A.AskFavour)) and a.card == code
                                and a.seat == 0), None)
                    if (own is not None) == with_ability:
                        return session, code, own
        session.act(bot.choose(session.observe(session.to_act), legal, rng), legal)
    return None


def found(with_ability: bool):
    return next(f for seed in SEEDS if (f := join_position(seed, with_ability)) is not None)


def open_session(app, session):  # noqa: F811
    from scenes.table_marenzan import MarenzanTable

    table = MarenzanTable(app, session)
    table.instant = True
    table.anim.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    assert table.viewer == 0 and table.legal
    return table


def drop(app, table, code, end):  # noqa: F811
    """Carry the card to `end` and let go there; the preview shown just before the release."""
    start = table.grip(code)
    app.frame(1 / 60, [mouse(app, "down", start)])
    for i in range(1, 9):
        t = i / 8
        app.frame(1 / 60, [mouse(app, "motion", (start[0] + (end[0] - start[0]) * t,
                                                 start[1] + (end[1] - start[1]) * t))])
    preview = table.current_preview()
    app.frame(1 / 60, [mouse(app, "up", end)])
    return preview


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def test_M67_M66_a_card_dropped_on_the_middle_of_ones_own_seat_uses_its_ability_there(app):  # noqa: F811
    session, code, own = found(True)
    table = open_session(app, session)
    before = len(session.record.actions)
    preview = drop(app, table, code, centre(table.seat_rect(0)))
    assert session.record.actions[before] == own  # not a Join, though the card could Join
    assert preview is not None and preview.fact("action") == own and preview.title == table.t(own.label)


def test_M40_the_same_card_on_the_join_box_joins(app):  # noqa: F811
    session, code, _own = found(True)
    table = open_session(app, session)
    before = len(session.record.actions)
    preview = drop(app, table, code, centre(table.target_rect("journey.0")))
    assert session.record.actions[before] == A.Join((code,))
    assert preview is not None and preview.fact("action") == A.Join((code,))


def test_M40_join_only_on_its_box_and_a_drop_beside_it_says_where(app):  # noqa: F811
    session, code, _none = found(False)
    table = open_session(app, session)
    before = len(session.record.actions)
    drop(app, table, code, centre(table.seat_rect(0)))
    assert len(session.record.actions) == before
    assert table.refusal_note is not None and table.refusal_note[0] == table.t("marenzan_table.join_where")
    drop(app, table, code, centre(table.target_rect("journey.0")))
    assert session.record.actions[before] == A.Join((code,))


@pytest.mark.parametrize("with_ability", [True, False])
def test_the_join_box_lies_inside_the_seat_clear_of_its_middle(app, with_ability):  # noqa: F811
    session, code, _own = found(with_ability)
    table = open_session(app, session)
    sx, sy, sw, sh = table.seat_rect(0)
    jx, jy, jw, jh = table.target_rect("journey.0")
    assert sx <= jx and jx + jw <= sx + sw and sy <= jy and jy + jh <= sy + sh
    assert not (jy <= sy + sh / 2 <= jy + jh)
    assert table.next_gesture(A.Join((code,)))[2] == centre((jx, jy, jw, jh))
