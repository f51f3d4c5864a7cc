"""Issue 25, Tonight: Undo takes back a decision that taught nobody anything hidden (a walk, a
first placement, and the AI moves after it that showed nothing), and still refuses one that
showed a card (a taxi from a face-down position). Through the real table: Ctrl+Z."""

from __future__ import annotations

import pygame

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from game.tonight.actions import PlaceHeroine, PlacePosition, Taxi, Walk
from game.tonight.cards import dist, suit
from tests.gestures import close_recap, perform
from tests.privacy import key
from tests.tonight_table.test_refusals import position_where, table_for


def test_issue25_a_walk_that_drew_nothing_hidden_is_taken_back(app):
    session = position_where(lambda s: any(isinstance(a, Walk) for a in s.legal()))
    moves = len(session.record.actions)
    table = table_for(app, session)
    seat = table.viewer
    before = session.observe(seat)
    walk = next(a for a in table.legal if isinstance(a, Walk))
    perform(app, table.next_gesture(walk))
    assert session.record.actions[moves:] == [walk]
    assert table.undo.can()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.record.actions) == moves
    assert session.observe(seat).seats[seat].position == before.seats[seat].position
    assert sorted(session.observe(seat).hand) == sorted(before.hand)
    card = table.sprites[f"pos{seat}"]
    assert card.data.get("code") == before.seats[seat].position  # the table shows the card back where it was


def test_issue25_the_first_placement_and_the_ai_placements_after_it_are_taken_back(app):
    """The Salaryman lays his first position after two AIs; the Detective's AI lays its own (private
    to its owner); back at his turn to lay the Heroine, Ctrl+Z takes his placement and the AI's back."""
    from scenes.tables.tonight import TonightTable

    game = registry.get("tonight")
    seats = [Seat(f"AI {i}", "simple") for i in range(2)] + [Seat("P3", "human"), Seat("AI 3", "simple")]
    session = Session.new(game, seats, 4, {"roles": ["hitman", "extractor", "salaryman", "detective"]})
    table = TonightTable(app, session)
    table.instant = True
    table.anim.instant = True
    app.push(table)

    def settle():
        for _ in range(600):
            if table.legal and table.settled() and not table.playback.playing:
                break
            app.frame(1 / 60, [])
        close_recap(app, table)  # "Since your last move" would take the next click; this test is not about it

    settle()
    assert table.viewer == 2 and len(session.record.actions) == 2
    first = next(a for a in table.legal if isinstance(a, PlacePosition))
    perform(app, table.next_gesture(first))
    settle()
    assert len(session.record.actions) == 4 and any(isinstance(a, PlaceHeroine) for a in table.legal)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.record.actions) == 2
    assert session.observe(2).seats[2].position is None and all(isinstance(a, PlacePosition) for a in table.legal)


def test_issue25_a_taxi_that_showed_the_position_card_stays_taken(app):
    def hidden_taxi(s):
        st = s.state
        return (not st.face_up[st.to_act] and st.position[st.to_act] is not None
                and any(isinstance(a, Taxi) and dist(suit(a.card), suit(st.position[st.to_act])) == 2 for a in s.legal()))

    session = position_where(hidden_taxi)
    moves = len(session.record.actions)
    table = table_for(app, session)
    here = suit(session.state.position[session.to_act])
    taxi = next(a for a in table.legal if isinstance(a, Taxi) and dist(suit(a.card), here) == 2)
    perform(app, table.next_gesture(taxi))
    assert session.record.actions[moves:] == [taxi]
    assert not table.undo.can()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.record.actions[moves:] == [taxi]
