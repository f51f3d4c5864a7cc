"""copy_state: a cheap, independent copy of a game for search."""

from game.kami import GAME
from game.kami.state import copy_state
from tests.copycheck import check_copy_state, shared_mutables


def test_copy_state_is_registered():
    assert GAME.copy_state is copy_state


def test_a_copy_equals_its_state_shares_nothing_mutable_and_plays_on_identically():
    assert check_copy_state(GAME, range(3), every=25) > 50


def test_the_check_catches_a_shallow_copy():
    import copy

    state = GAME.start(3, 3)
    assert shared_mutables(state, copy.copy(state))
