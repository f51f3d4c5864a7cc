"""Setup and the flow of play: T1–T10, T40."""

from __future__ import annotations

import pytest

from game.tonight import GAME
from game.tonight.actions import EndActions, PlaceHeroine, PlacePosition
from game.tonight.cards import HEROINE_CARDS, MAP_CARDS, ROLES, own_cards, suit
from game.tonight.observe import observe


def test_T1_roles_are_chosen_per_seat_and_all_different():
    option = next(o for o in GAME.options if o.key == "roles")
    assert option.kind == "per_seat" and option.unique
    roles = ("detective", "salaryman", "hitman", "extractor")
    state = GAME.start(4, 3, {"roles": roles})
    assert state.roles == list(roles)
    assert state.to_act == roles.index("hitman")  # T5 is asked in phase order
    with pytest.raises(ValueError):
        GAME.start(4, 3, {"roles": ("hitman", "hitman", "salaryman", "detective")})
    with pytest.raises(ValueError):
        GAME.start(3, 3)


def test_T2_map_cards_one_per_place():
    assert sorted(suit(c) for c in MAP_CARDS) == [1, 2, 3, 4, 5, 6, 7]


def test_T3_each_player_takes_its_role_cards():
    state = GAME.start(4, 5)
    for seat, role in enumerate(state.roles):
        own = [c for c in state.hands[seat] if not c.startswith("7-")]
        assert sorted(own) == sorted(own_cards(role))
    assert own_cards("hitman") == ("9-3", "9-4", "9-5", "9-6", "9-7")
    assert own_cards("extractor") == ("5-1", "5-2", "5-3", "5-4", "5-5")


def test_T4_salaryman_holds_heroine_cards_and_the_face_down_markers_are_mixed():
    orders = set()
    for seed in range(20):
        state = GAME.start(4, seed)
        sal = state.roles.index("salaryman")
        assert sorted(c for c in state.hands[sal] if c.startswith("7-")) == sorted(HEROINE_CARDS)
        assert state.markers[0] == "13-7" and sorted(state.markers[1:]) == ["1-1", "10-4"]
        orders.add(tuple(state.markers))
        assert state.obtained == []
        other = observe(state, state.roles.index("hitman"))
        assert [m.card for m in other.markers] == ["13-7", None, None]
        assert [m.card for m in observe(state, sal).markers] == state.markers
    assert len(orders) == 2


def test_T5_initial_position_is_any_own_card_chosen_in_secret(table):
    state = GAME.start(4, 1)
    assert len(GAME.legal_actions(state)) == 5  # the Hitman: any of his five
    assert table.refused(state, PlacePosition("5-1")).rule == "T5"  # not his card
    table.act(state, PlacePosition("9-7"))
    assert state.position[0] == "9-7" and not state.face_up[0]
    assert observe(state, 1).seats[0].position is None
    assert observe(state, 0).seats[0].position == "9-7"


def test_T6_salaryman_lays_any_heroine_card(table):
    state = GAME.start(4, 1)
    for role in ROLES:
        table.act(state, PlacePosition(own_cards(role)[0]))
    assert state.phase == "setup_heroine" and state.to_act == 2
    assert len(GAME.legal_actions(state)) == 7
    table.act(state, PlaceHeroine("7-4"))
    assert state.heroine == "7-4" and not state.heroine_up


def test_T7_other_six_heroine_cards_dealt_two_each_at_random(table):
    deals = set()
    for seed in range(10):
        state = table.start(seed=seed, heroine=4)
        held = []
        for seat, role in enumerate(state.roles):
            h = sorted(c for c in state.hands[seat] if c.startswith("7-"))
            assert len(h) == (0 if role == "salaryman" else 2)
            held += h
        assert sorted(held) == sorted(c for c in HEROINE_CARDS if c != "7-4")
        deals.add(tuple(held))
        table.conserved(state)
    assert len(deals) > 1


def test_T8_play_starts_at_turn_1_phase_1_with_no_states(table):
    state = table.start()
    assert state.turn == 1 and state.phase == "action" and state.to_act == 0 and state.acting == 0
    assert state.rests == [[]] * 4 and state.abducted == [False] * 4 and state.escorted == [None] * 4


def test_T9_phases_in_order(table):
    state = table.start()
    order = []
    while state.phase == "action":
        order.append(state.roles[state.to_act])
        table.act(state, EndActions())
    assert order == list(ROLES)
    assert state.phase == "heroine"  # phase 5 (T34)


def test_T40_turn_limit_ends_with_no_winner(table):
    state = GAME.start(4, 2, {"turn_limit": 10})
    while state.to_act is not None:
        legal = GAME.legal_actions(state)
        quiet = [a for a in legal if isinstance(a, EndActions)]
        table.act(state, quiet[0] if quiet else legal[0])
    assert state.turn == 10
    assert state.result.winners == () and state.result.ending == "tonight.ending.limit"
