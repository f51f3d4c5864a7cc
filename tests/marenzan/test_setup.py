"""Setup (M1–M12) and the turn order (M23)."""

from collections import Counter

from game.engine.seven import SEVEN_DECK
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.cards import DEMON_LORD


def all_cards(state):
    cards = [c for zone in (state.parties, state.journeys, state.halls, state.mountains) for pile in zone for c in pile]
    cards += [c for c in state.villages if c is not None] + state.setup_cards + state.loose
    cards += [c for _, c in state.revealed]
    return cards


def test_M4_M5_parties_of_three_from_ranks_2_to_6_and_empty_areas():
    for players in range(1, 5):
        state = GAME.start(players, 7)
        assert [len(p) for p in state.parties] == [3] * players
        assert all(2 <= c.rank <= 6 for p in state.parties for c in p)
        assert state.journeys == [[] for _ in range(players)] and state.halls == [[] for _ in range(players)]


def test_M6_mountain_sizes_per_player_count():
    expected = {1: (15, 16, 15), 2: (14, 15, 14), 3: (13, 14, 13), 4: (12, 13, 12)}
    for players, sizes in expected.items():
        state = GAME.start(players, 3)
        # M9 has already taken the top card of each mountain for the villages.
        assert tuple(len(m) + 1 for m in state.mountains) == sizes
        assert sorted(all_cards(state)) == sorted(SEVEN_DECK)


def test_M6_the_range_holds_the_undealt_party_cards():
    state = GAME.start(4, 11)
    rank_counts = Counter(c.rank for c in all_cards(state) if c not in [c for pile in state.parties for c in pile])
    assert rank_counts[2] + rank_counts[3] + rank_counts[4] + rank_counts[5] + rank_counts[6] == 20 - 12


def test_M7_M8_M11_six_empty_villages_and_bells_at_one():
    state = GAME.start(2, 5)
    assert state.villages == [None] * 6 and state.great_bell == 1 and state.small_bell == 1


def test_M9_the_start_player_places_three_cards_without_absorption():
    state = GAME.start(3, 9, {"start": 1})
    assert state.pending["kind"] == "setup_place" and state.to_act == 1
    first = list(state.setup_cards)
    for village in (5, 3, 0):
        GAME.apply(state, A.ChooseVillage(village))
    assert [state.villages[v] for v in (5, 3, 0)] == first  # M11: three occupied, three empty
    assert sum(v is None for v in state.villages) == 3
    assert state.pending["kind"] in ("action", "window") and state.active == 1  # M12: the start player begins


def test_M9_placement_must_go_to_an_empty_village(mz):
    state = GAME.start(2, 9)
    GAME.apply(state, A.ChooseVillage(2))
    mz.refused(state, A.ChooseVillage(2), "M9")


def test_M10_prophetic_dream_redoes_the_range_until_no_demon_lord_shows():
    dreamt = [seed for seed in range(200) if GAME.start(2, seed).dreams]
    assert dreamt, "some seed must show the Demon Lord at first"
    for seed in dreamt[:5]:
        state = GAME.start(2, seed)
        assert all(c.rank != DEMON_LORD for c in state.setup_cards)
        assert sorted(all_cards(state)) == sorted(SEVEN_DECK)
        assert [len(p) for p in state.parties] == [3, 3]


def test_M12_start_option_wraps_round_small_tables():
    assert GAME.start(3, 1, {"start": 2}).to_act == 2
    assert GAME.start(2, 1, {"start": 3}).to_act == 1


def test_M1_M23_turn_passes_to_the_left_neighbour(mz):
    state = mz.build(players=3, parties={0: "3-1", 1: "4-1", 2: "5-1"}, active=2)
    mz.act(state, A.ReturnCard("5-1", 0))
    assert state.active == 0 and state.turns == 1


def test_M1_solo_turn_returns_to_the_same_player(mz):
    state = mz.build(players=1, parties={0: "3-1 4-1"})
    mz.act(state, A.ReturnCard("3-1", 1))
    assert state.active == 0 and state.to_act == 0 and state.turns == 1
