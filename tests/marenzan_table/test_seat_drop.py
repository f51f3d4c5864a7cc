"""A card dropped on one's own seat uses the ability that seat offers (M66, M67 on oneself,
M75); Join (M40) happens only on the Join box drawn over one's own Journey."""

from __future__ import annotations

import pytest

from game.marenzan import actions as A
from tests.marenzan_table.test_preview import drop_set, open_session, position


def join_with(with_ability: bool):
    """One card seat 0 may Join with that also has (or has not) an ability on seat 0's own seat
    (M66, M67 on oneself): (card, that ability or None)."""
    def find(obs, legal):
        for action in legal:
            if isinstance(action, A.Join) and len(action.cards) == 1:
                code = action.cards[0]
                own = next((a for a in legal if isinstance(a, (A.LureOut, A.AskFavour)) and a.card == code
                            and a.seat == 0), None)
                if (own is not None) == with_ability:
                    return code, own
        return None
    return find


def found(with_ability: bool):
    session, (code, own) = position(join_with(with_ability))
    return session, code, own


def drop(app, table, code, end):
    """Carry the card to the point `end` and let go there: the preview shown just before."""
    return drop_set(app, table, (code,), end)


def centre(rect):
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def test_M67_M66_a_card_dropped_on_the_middle_of_ones_own_seat_uses_its_ability_there(app):
    session, code, own = found(True)
    table = open_session(app, session)
    before = len(session.record.actions)
    preview = drop(app, table, code, centre(table.placement.seat_rect(0)))
    assert session.record.actions[before] == own  # not a Join, though the card could Join
    assert preview is not None and preview.fact("action") == own and preview.title == table.t(own.label)


def test_M40_the_same_card_on_the_join_box_joins(app):
    session, code, _own = found(True)
    table = open_session(app, session)
    before = len(session.record.actions)
    preview = drop(app, table, code, centre(table.placement.target_rect("journey.0")))
    assert session.record.actions[before] == A.Join((code,))
    assert preview is not None and preview.fact("action") == A.Join((code,))


def test_M40_join_only_on_its_box_and_a_drop_beside_it_says_where(app):
    session, code, _none = found(False)
    table = open_session(app, session)
    before = len(session.record.actions)
    drop(app, table, code, centre(table.placement.seat_rect(0)))
    assert len(session.record.actions) == before
    assert table.messages.note is not None and table.messages.note[0] == table.t("marenzan_table.join_where")
    drop(app, table, code, centre(table.placement.target_rect("journey.0")))
    assert session.record.actions[before] == A.Join((code,))


@pytest.mark.parametrize("with_ability", [True, False])
def test_the_join_box_lies_inside_the_seat_clear_of_its_middle(app, with_ability):
    session, code, _own = found(with_ability)
    table = open_session(app, session)
    sx, sy, sw, sh = table.placement.seat_rect(0)
    jx, jy, jw, jh = table.placement.target_rect("journey.0")
    assert sx <= jx and jx + jw <= sx + sw and sy <= jy and jy + jh <= sy + sh
    assert not (jy <= sy + sh / 2 <= jy + jh)
    assert table.next_gesture(A.Join((code,)))[2] == centre((jx, jy, jw, jh))
