"""SimpleBot (Normal) decisions in built positions: each checks one good choice."""

from __future__ import annotations

from game.engine.rng import Rng
from game.tonight import GAME
from game.tonight.actions import Escort, Extract
from game.tonight.bots import HEROINE, SimpleBot


def choose(state):
    return SimpleBot().choose(GAME.observe(state, state.to_act), GAME.legal_actions(state), Rng.from_seed(0))


def test_t26_simple_extractor_takes_a_long_shot_before_the_hitman_gets_there(table):
    # The Heroine is at one of four places, the Extractor's among them. Waiting leaves her to
    # the Hitman, who checks first every turn and reaches three places (T23): he extracts now.
    state = table.start(at={"extractor": 3}, heroine=3)
    table.to_phase(state, "extractor")
    seat = table.seat(state, "extractor")
    state.know[seat][HEROINE] = [1, 3, 6, 7]
    assert choose(state) == Extract()


def test_t30_simple_detective_escorts_the_hitman_before_the_salaryman(table):
    # Both stand at the Detective's place: the Hitman, the rival who checks first, is escorted
    # (the Salaryman is the one who collects the wills the Detective's own Check needs).
    state = table.start(at={"detective": 4, "hitman": 4, "salaryman": 4})
    table.to_phase(state, "detective")
    seat = table.seat(state, "detective")
    state.know[seat][table.seat(state, "hitman")] = [4]
    state.know[seat][table.seat(state, "salaryman")] = [4]
    assert choose(state) == Escort(table.seat(state, "hitman"))
