"""Issue 29: whole games of every title over localhost websockets, two or three players
joining from clients (random bots choosing among the legal actions they receive) mixed
with AI seats on the host; nothing a client receives names a card hidden from its seat."""

from __future__ import annotations

import pytest

from tests.net import harness


@pytest.mark.parametrize("game_id", sorted(harness.LAYOUTS))
def test_issue29_whole_game_over_the_network_and_no_message_holds_a_hidden_card(game_id):
    played, driver = harness.start(game_id, seed=11)
    try:
        driver.run()
    finally:
        harness.finish(played)
    session = played.session
    assert session.over and harness.replay_ok(session.record)
    joined = harness.LAYOUTS[game_id][1]
    actors = set(session.record.actors)
    assert set(joined) & actors, "no joined player ever moved"
    assert played.host.counters.accepted == sum(1 for a in session.record.actors if a in joined)
    assert not played.refusals, played.refusals  # bots that pick from their legal actions are never refused
    for client in played.clients:  # each ended with the last view of the game, and only its own
        assert client.latest["to_act"] is None and client.latest["result"] is not None
    assert not harness.leaks(played)
    print(harness.figures(played))


def test_issue29_the_leak_check_catches_a_host_that_sends_another_seats_view(monkeypatch):
    """The check above is not vacuous: a host sending each seat its neighbour's observation fails it."""
    from game.net import host as host_module

    real = host_module.Host._view

    def leaky(self, seat):
        view = real(self, seat)
        view["obs"] = real(self, (seat + 1) % len(self.seats))["obs"]
        return view

    monkeypatch.setattr(host_module.Host, "_view", leaky)
    played, driver = harness.start("tonight", seed=3)
    try:
        driver.run()
    finally:
        harness.finish(played)
    assert harness.leaks(played)
