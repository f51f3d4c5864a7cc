"""SimpleBot (Normal) decisions in built positions: each checks one good choice."""

from __future__ import annotations

from game.engine.rng import Rng
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.bots import SimpleBot

from .conftest import act, build


def choose(state, seat: int | None = None):
    seat = state.to_act if seat is None else seat
    return SimpleBot().choose(GAME.observe(state, seat), GAME.legal_actions(state), Rng.from_seed(0))


def test_m37_simple_bot_keeps_its_adventurers_out_of_the_hall():
    # A Ghoul beaten with a Magician and a Knight (3 + 6 = 9, M34 a): inducting them would
    # take two fighters out of the team's cards for good, so the bot ends Induction at once.
    state = build(players=1, parties={0: "3-1 6-2 5-3"}, villages={0: "8-2"})
    act(state, A.Fight(0, ("3-1", "6-2")))
    act(state, A.KeepTrophy())
    assert state.pending["kind"] == "induct"
    assert choose(state) == A.EndInduction()
