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
    table.instant = False
    table.anim.instant = False
    session = table.session
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 9)
    for _ in range(20000):
        if table.intermission is not None or session.over:
            break
        if table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 30, [])
    assert table.intermission is not None, "the round ended"
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
