"""Whisper's round start: once the new round is dealt and has played, the player's own new hand
is drawn face up, every card of it (it was drawn face down until the first play), and the pile
and graveyard counts are the new round's."""

from __future__ import annotations

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from tests.kit.test_table_kit import open_game


def test_own_hand_face_up_once_the_new_round_is_dealt(app):
    seats = [Seat("P1", "human"), Seat("P2", "random"), Seat("P3", "random")]
    table = open_game(app, "kami", session=Session.new(registry.get("kami"), seats, 5, {"rounds": 2}))
    session = table.session
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 9)
    for _ in range(20000):
        if table.intermission is not None or session.over:
            break
        if table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 30, [])
    assert table.intermission is not None, "the round ended"
    table.instant = False
    table.anim.instant = False  # the new round is dealt at real speed
    table.end_intermission()
    for _ in range(600):
        if table.settled():
            break
        app.frame(1 / 30, [])
    app.frame(1 / 30, [])
    me = table.viewer
    hand = table.zones.get(f"hand.{me}", [])
    assert len(hand) == len(session.observe(me).hand) > 0
    hidden = [s.data.get("code") for s in hand if not s.face_up or s.face is None]
    assert not hidden, f"own cards drawn face down after the deal: {hidden}"


def test_after_a_reshuffle_the_new_pile_lies_in_the_pile_slot(app):
    """The pile runs out and the graveyard is shuffled into a new one (K-refill): once that has
    played, every card of the new pile lies in the Pile slot (it was drawn in the Graveyard's
    slot, the Pile slot empty)."""
    from game.engine.contract import Message
    from scenes.tables.kami.layout import PILE

    seats = [Seat("P1", "human")] + [Seat(f"P{i}", "random") for i in range(2, 7)]
    table = open_game(app, "kami", session=Session.new(registry.get("kami"), seats, 1, {"rounds": 1}))
    session = table.session
    chooser, rng = make_bot(table.game, "random"), bot_rng(1, 9)
    refilled = False
    for _ in range(20000):
        if session.over or app.top is not table:
            break
        if session.history and any(isinstance(e, Message) and e.key == "kami.msg.refill"
                                   for e in session.history[-1].events):
            refilled = True
            break
        if len(table.zones.get("pile", [])) <= 4:  # the last cards: from here on at real speed
            table.instant = table.anim.instant = False
        if table.legal and table.settled():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 30, [])
    assert refilled, "the pile ran out"
    for _ in range(2000):
        if table.settled():
            break
        app.frame(1 / 30, [])
    pile = table.zones.get("pile", [])
    assert pile
    away = [(round(s.x), round(s.y)) for s in pile if abs(s.x - PILE[0]) > 20 or abs(s.y - PILE[1]) > 20]
    assert not away, f"{len(away)} of the new pile's {len(pile)} cards lie elsewhere: {away[:3]}"
