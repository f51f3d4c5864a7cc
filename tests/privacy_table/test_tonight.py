"""Hot seat at the I Want to Sleep Tonight table: what each human sees after a hand-off
is exactly what that human may know (issue: the log, pings and tooltips leaked)."""

from __future__ import annotations

import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from tests.privacy import Leak, Walk


def session(seed: int, humans=(0, 1, 2, 3), turn_limit: int = 10) -> Session:
    game = registry.get("tonight")
    seats = [Seat(f"P{i + 1}", "human" if i in humans else "random") for i in range(4)]
    return Session.new(game, seats, seed, {"turn_limit": turn_limit})


def open_table(app):
    from scenes.tables.tonight import TonightTable

    return lambda s: TonightTable(app, s)


def name_of(table, token: str):
    if isinstance(token, str) and "-" in token and token.split("-")[0].isdigit():
        return table.card_name(token)
    return None


@pytest.mark.parametrize("seed,humans", [(1, (0, 1, 2, 3)), (2, (0, 1, 2, 3)), (3, (0, 2)), (5, (1, 3))])
def test_hot_seat_shows_each_human_only_their_own(app, monkeypatch, seed, humans):
    walk = Walk(app, monkeypatch, open_table(app), session(seed, humans), name_of, seed=seed, max_decisions=45).run()
    assert walk.handoffs >= 3 and walk.decisions >= 6
    assert walk.resumes >= 1 and walk.undos >= 1
    assert walk.public_checks or len(humans) == 4


def test_a_planted_log_leak_is_caught(app, monkeypatch):
    """The old hand-off kept the log across viewers: the walk must notice."""
    from scenes.kit.table_log import LogView

    monkeypatch.setattr(LogView, "rebuild", lambda self: None)
    with pytest.raises(Leak):
        Walk(app, monkeypatch, open_table(app), session(1), name_of, seed=1, resume_every=0).run()


def test_a_planted_face_leak_is_caught(app, monkeypatch):
    """A position card drawn face up for a viewer who may not see it."""
    from scenes.tables.tonight import TonightTable

    targets = TonightTable.targets

    def leaky(self):
        out = targets(self)
        state = self.session.state
        for s, position in enumerate(state.position):
            if f"pos{s}" in out and position is not None:
                _code, *rest = out[f"pos{s}"]
                out[f"pos{s}"] = (position, *rest)
        return out

    monkeypatch.setattr(TonightTable, "targets", leaky)
    with pytest.raises(Leak):
        Walk(app, monkeypatch, open_table(app), session(1), name_of, seed=1, resume_every=0).run()


def test_a_planted_tooltip_leak_is_caught(app, monkeypatch):
    """A tooltip naming another man's position card."""
    from scenes.tables.tonight import TonightTable

    hover = TonightTable.hover

    def leaky(self, pos):
        hover(self, pos)
        other = [p for s, p in enumerate(self.session.state.position) if p is not None and s != self.viewer]
        if self.viewer is not None and other and pos[0] < 400:
            self.tooltip.hover(self.card_name(other[0]), pos)

    monkeypatch.setattr(TonightTable, "hover", leaky)
    with pytest.raises(Leak):
        Walk(app, monkeypatch, open_table(app), session(1), name_of, seed=1, resume_every=0).run()
