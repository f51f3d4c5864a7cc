"""Setup and components: R1–R11."""

from __future__ import annotations

from collections import Counter

import pytest

from game.requiem import GAME
from game.requiem.actions import Sortie
from game.requiem.cards import (
    ALLIED,
    COFFIN_MAGE,
    COFFIN_PRINCE,
    ENEMY,
    HOURGLASS_MAGE,
    HOURGLASS_PRINCE,
    KING,
    MATCHING_MAGE,
    MEDAL_PRINCE,
    SLAUGHTER_KING,
    VALUE,
    role,
)

from .conftest import conserved


def test_R1_exactly_three_players():
    with pytest.raises(ValueError):
        GAME.start(2, 1)
    with pytest.raises(ValueError):
        GAME.new_game(4, 1, {"princes": ("medal", "hourglass", "coffin", "medal")})
    assert GAME.start(3, 1).to_act == 0


def test_R2_the_seven_deck_splits_into_28_allied_and_21_enemy_cards():
    assert len(ALLIED) == 28 and len(ENEMY) == 21
    assert Counter(VALUE[c] for c in ALLIED) == {13: 1, 12: 2, 11: 3, 10: 4, 9: 5, 8: 6, 7: 7}
    assert Counter(VALUE[c] for c in ENEMY) == {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}


def test_R3_named_cards_and_matching_mages():
    assert (MEDAL_PRINCE, HOURGLASS_PRINCE, COFFIN_PRINCE) == ("11-5", "11-6", "11-7")
    assert (HOURGLASS_MAGE, COFFIN_MAGE, KING, SLAUGHTER_KING) == ("12-6", "12-7", "13-7", "1-1")
    assert MATCHING_MAGE == {HOURGLASS_PRINCE: HOURGLASS_MAGE, COFFIN_PRINCE: COFFIN_MAGE}
    assert role(KING) == "king" and role(SLAUGHTER_KING) == "slaughter_king" and role("6-3") == "bandit"


def test_R4_mages_start_in_the_reserve():
    state = GAME.start(3, 5)
    assert state.mage_reserve == [HOURGLASS_MAGE, COFFIN_MAGE]


def test_R5_princes_follow_the_per_seat_option_and_must_differ():
    state = GAME.start(3, 5, {"princes": ("coffin", "medal", "hourglass")})
    assert state.princes == [COFFIN_PRINCE, MEDAL_PRINCE, HOURGLASS_PRINCE]
    assert [line[0] for line in state.ready] == state.princes
    option = GAME.options[0]
    assert option.key == "princes" and option.kind == "per_seat" and option.unique
    with pytest.raises(ValueError):
        GAME.resolve_options(3, {"princes": ("medal", "medal", "coffin")})


@pytest.mark.parametrize("seed", range(20))
def test_R6_each_line_is_its_prince_and_two_ready_cards_of_ranks_8_to_10(seed):
    state = GAME.start(3, seed)
    for seat in range(3):
        line = state.ready[seat]
        assert len(line) == 3 and line[0] == state.princes[seat]
        assert all(8 <= VALUE[c] <= 10 for c in line[1:])
        assert state.spent[seat] == []


@pytest.mark.parametrize("seed", range(20))
def test_R7_three_enemy_decks_of_seven(seed):
    state = GAME.start(3, seed)  # play has begun: turn 1's arrivals are out (R16)
    assert state.turn == 1 and state.phase == 2
    for column in range(3):
        assert len(state.enemy_decks[column]) == 6 and state.arrivals[column] is not None
    dealt = [c for deck in state.enemy_decks for c in deck] + state.arrivals
    assert sorted(dealt) == sorted(ENEMY)


@pytest.mark.parametrize("seed", range(20))
def test_R8_capital_deck_is_the_other_nine_the_king_and_the_volunteers(seed):
    state = GAME.start(3, seed)
    assert len(state.capital) == 17
    counts = Counter(VALUE[c] for c in state.capital)
    assert counts[13] == 1 and counts[7] == 7 and counts[8] + counts[9] + counts[10] == 9
    in_lines = [c for line in state.ready for c in line[1:]]
    assert sorted(in_lines + [c for c in state.capital if 8 <= VALUE[c] <= 10]) == sorted(
        c for c in ALLIED if 8 <= VALUE[c] <= 10)
    conserved(state)


def test_R8_setup_shuffles_from_the_seed():
    assert GAME.start(3, 1).capital == GAME.start(3, 1).capital
    assert GAME.start(3, 1).capital != GAME.start(3, 2).capital


def test_R9_areas_start_empty_and_arrivals_face_down():
    state = GAME.start(3, 9)
    assert state.slots == [None] * 3 and state.arrival_face_up == [False] * 3
    assert state.enemy_retreat == state.enemy_dead == state.allied_dead == state.damage == []


def test_R10_a_player_cannot_use_another_players_card(table):
    state = table.build(5, 0, ready=[["11-5", "9-3"], ["11-6", "10-4"], ["11-7"]],
                        arrivals=("6-1", None, None))
    error = table.refused(state, Sortie("10-4", 1))
    assert error.rule == "R10"


def test_R11_every_seat_sees_the_same_public_table():
    state = GAME.start(3, 3)
    views = [GAME.observe(state, seat) for seat in (0, 1, 2, None)]
    stripped = [v.__class__(**{**vars(v), "seat": None}) for v in views]
    assert stripped[0] == stripped[1] == stripped[2] == stripped[3]
    assert views[0].lines[1].ready == tuple(state.ready[1])  # other Lines are face up
