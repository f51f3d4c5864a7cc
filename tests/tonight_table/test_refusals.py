"""Issue 25, Tonight: a gesture the rules refuse says the rule in words, once, by the pointer
(never silently), and a Check not declarable yet is shown greyed with its reason. Every test
goes through the real table with pygame mouse events."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.tonight.actions import GatherInfo, ObtainWill, Walk
from game.tonight.cards import AREA, CEMETERY, HOME, PLACES, dist, suit
from scenes.tables.tonight.layout import PLATE_H, PLATE_X, PLATE_Y, place_xy
from tests.gestures import close_recap, mouse, perform
from tests.stand_in import push_instant


def table_for(app, session):
    from scenes.tables.tonight import TonightTable

    table = TonightTable(app, session)
    table.needs_curtain = False
    push_instant(app, table)
    close_recap(app, table)  # "since your last move" read: the clicks go to the table
    assert table.viewer == session.to_act
    return table


def position_where(test, seeds=range(300)):
    """The first position of SimpleBot games, all four seats human, where `test(session)` holds."""
    game = registry.get("tonight")
    for seed in seeds:
        session = Session.new(game, [Seat(f"P{i + 1}", "human") for i in range(4)], seed, {})
        bots = [make_bot(game, "simple") for _ in range(4)]
        rngs = [bot_rng(seed, i) for i in range(4)]
        while not session.over:
            if test(session):
                return session
            seat = session.to_act
            session.bot_move(bots[seat], rngs[seat])
    raise AssertionError("no such position")


def said_once(table, rule, *words):
    """The refusal is beside the pointer, and only there, in words without its rule id; nothing was taken."""
    note = table.messages.note
    assert note is not None, "nothing was said"
    assert rule not in note[0], (rule, note[0])  # no rule id in a text a player reads
    for w in words:
        assert w in note[0], (w, note[0])
    assert table.messages.time == 0.0  # not a second copy in the middle
    return note[0]


def plate(seat):
    return (PLATE_X + 120, PLATE_Y[seat] + PLATE_H / 2)


def test_issue25_an_unlit_place_in_the_first_placement_says_T5(app):
    session = Session.new(registry.get("tonight"), [Seat(f"P{i + 1}", "human") for i in range(4)], 3,
                          {"roles": ["hitman", "extractor", "salaryman", "detective"]})
    table = table_for(app, session)
    unlit = next(p for p in PLACES if p not in AREA["hitman"])  # the Hitman owns no card for Home
    perform(app, ("click", place_xy(unlit)))
    words = said_once(table, "T5", table.t(f"tonight.place.{unlit}"))
    assert table.t("tonight.place.3") in words  # and where the cards are
    assert session.record.actions == []


def test_issue25_home_during_attack_a_will_before_the_cemetery_says_T28(app):
    session = position_where(lambda s: any(isinstance(a, ObtainWill) for a in s.legal())
                             and CEMETERY not in s.state.obtained)
    moves = len(session.record.actions)
    table = table_for(app, session)
    perform(app, table.next_gesture(next(a for a in table.legal if isinstance(a, ObtainWill))))
    assert table.gestures.mode == "will"
    perform(app, ("click", place_xy(HOME)))
    said_once(table, "T28")
    assert len(session.record.actions) == moves


def test_issue25_an_abducted_gather_target_says_T15(app):
    def abducted_target(s):
        st = s.state
        return st.phase == "action" and any(isinstance(a, GatherInfo) for a in s.legal()) and any(
            st.abducted[i] and not st.eliminated[i] and i != st.to_act for i in range(4))

    session = position_where(abducted_target)
    moves = len(session.record.actions)
    table = table_for(app, session)
    seat = next(i for i in range(4) if session.state.abducted[i] and i != session.to_act)
    perform(app, table.next_gesture(next(a for a in table.legal if isinstance(a, GatherInfo))))
    assert table.gestures.mode == "gather"
    perform(app, ("click", plate(seat)))
    said_once(table, "T15", table.seat_name(seat))
    assert table.gestures.mode == "gather" and len(session.record.actions) == moves


def test_issue25_the_detectives_check_is_greyed_with_its_reason_until_three_wills(app):
    session = position_where(lambda s: s.state.phase == "action" and s.state.roles[s.to_act] == "detective"
                             and len(s.state.obtained) < 3 and "check" not in s.state.used)
    table = table_for(app, session)
    label = table.t("tonight_table.check.Secure")
    button = next((b for b in table.action_buttons if b.spec_label == label), None)
    assert button is not None, "no Check button: nothing says why it cannot be made"
    assert not button.enabled
    centre = (button.rect[0] + button.rect[2] / 2, button.rect[1] + button.rect[3] / 2)
    app.frame(1 / 60, [mouse(app, "motion", centre)])
    assert "3" in table.tooltip.text and str(len(session.state.obtained)) in table.tooltip.text
    moves = len(session.record.actions)
    perform(app, ("click", centre))
    said_once(table, "T29", table.tooltip.text or "Secure")
    assert len(session.record.actions) == moves


def test_issue25_a_too_far_drop_says_how_far_one_walks(app):
    def far_place(s):
        st = s.state
        if not any(isinstance(a, Walk) for a in s.legal()) or st.position[st.to_act] is None:
            return False
        here = suit(st.position[st.to_act])
        return any(dist(here, p) == 3 for p in AREA[st.roles[st.to_act]])

    session = position_where(far_place)
    moves = len(session.record.actions)
    table = table_for(app, session)
    here = suit(session.state.position[session.to_act])
    far = next(p for p in AREA[session.state.roles[session.to_act]] if dist(here, p) == 3)
    card = table.sprites[f"pos{table.viewer}"]
    perform(app, ("drag", (card.x, card.y), place_xy(far)))
    words = said_once(table, "T17", table.t(f"tonight.place.{far}"), "3")
    assert words != table.t("app.table.drop.missed")
    assert len(session.record.actions) == moves


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_issue25_every_new_refusal_is_said_in_both_languages(app, lang):
    import json
    from pathlib import Path

    catalog = json.loads(Path("scenes/locale/tonight_table.json").read_text(encoding="utf-8"))
    keys = [k for k in catalog if k.startswith(("tonight_table.refuse.", "tonight_table.check.why."))]
    assert len(keys) >= 11
    assert all(catalog[k][lang].strip() for k in keys)
