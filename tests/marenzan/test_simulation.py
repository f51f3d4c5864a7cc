"""The engine's random-simulation checker, card conservation, and the bots."""

import pytest

from game.engine.seven import SEVEN_DECK
from game.engine.simcheck import check_random_games, play_game
from game.marenzan import GAME
from game.marenzan.flow import villages_in

DECK = sorted(SEVEN_DECK)


def conserved(state) -> None:
    """Every card is in exactly one place, and the state's bookkeeping is sane."""
    cards = [c for zone in (state.parties, state.journeys, state.halls, state.mountains) for pile in zone for c in pile]
    cards += [c for c in state.villages if c is not None] + state.setup_cards + state.loose
    cards += [c for _, c in state.revealed]
    assert sorted(cards) == DECK
    assert 1 <= state.small_bell <= 5 and 1 <= state.great_bell <= 5
    assert all(not state.sealed[v] or state.villages[v] is not None for v in range(6))
    assert len(villages_in(state, "ruled", "sealed")) < 6 or state.result is not None


@pytest.mark.parametrize("options", [{}, {"deathmatch": True}, {"pressure": True, "hometown": True}])
def test_random_games_keep_the_contract(options):
    stats = check_random_games(GAME, range(60), bots=("random",), options=options, invariant=conserved)
    assert stats.games == 60


@pytest.mark.parametrize("options", [{}, {"deathmatch": True}, {"pressure": True}, {"hometown": True}])
def test_long_random_games_without_surrender_keep_the_contract(options):
    stats = check_random_games(GAME, range(100, 140), bots=("wanderer",), options=options, invariant=conserved)
    assert stats.games == 40 and "marenzan.ending.twilight" in stats.endings


def test_mixed_tables_keep_the_contract():
    check_random_games(GAME, range(200, 230), bots=("simple", "wanderer"), invariant=conserved)


@pytest.mark.parametrize("options", [{}, {"deathmatch": True}])
def test_simple_bot_games_end(options):
    for seed in range(24):
        session = play_game(GAME, 1 + seed % 4, seed, ("simple",), options)
        assert session.result is not None


def test_simple_bots_win_where_random_bots_do_not():
    simple = sum(bool(play_game(GAME, 1, seed, ("simple",)).result.winners) for seed in range(60))
    rand = sum(bool(play_game(GAME, 1, seed, ("random",)).result.winners) for seed in range(60))
    assert simple >= 3 and simple > rand
