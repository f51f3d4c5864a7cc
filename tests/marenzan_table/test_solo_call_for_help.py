"""Issue 30: in solo a Call for Help always ends in Defeat processing (M83), so when a drop
matches it and a Rout, the popup's default (primary) button is never the Call for Help."""

from __future__ import annotations

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.marenzan import actions as A
from tests.stand_in import push_instant


def solo_session_at_a_call():
    """A solo game played by Normal up to a subjugation where a Call for Help is legal."""
    game = registry.get("marenzan")
    for seed in range(40):
        session = Session.new(game, [Seat("P1", "human")], seed, {})
        bot, rng = make_bot(game, "normal"), bot_rng(seed, 0)
        for _ in range(3000):
            if session.over:
                break
            legal = session.legal()
            calls = [a for a in legal if isinstance(a, A.CallForHelp)]
            if calls:
                return session, calls[0]
            session.act(bot.choose(session.observe(0), legal, rng), legal)
    raise AssertionError("no Call for Help in 40 solo games")


def test_M83_solo_popup_never_makes_call_for_help_the_default(app):
    from scenes.tables.marenzan import MarenzanTable

    session, call = solo_session_at_a_call()
    table = MarenzanTable(app, session)
    push_instant(app, table)
    rout = next(a for a in table.legal if isinstance(a, A.Rout) and a.village == call.village)
    table.gestures.choice = [call, rout]
    table.gestures.rebuild_buttons()
    primary = [b.action for b in table.gestures.popup_buttons if getattr(b, "primary", False)]
    assert primary == [rout]


def test_M83_normal_never_calls_for_help_in_solo():
    session, _call = solo_session_at_a_call()
    game = registry.get("marenzan")
    legal = session.legal()
    for seed in range(20):
        choice = make_bot(game, "normal").choose(session.observe(0), legal, bot_rng(seed, 0))
        assert not isinstance(choice, A.CallForHelp)
