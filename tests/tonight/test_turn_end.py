"""Elimination and the end of a turn: T10(b), T11, T34–T39."""

from __future__ import annotations

from game.tonight import GAME
from game.tonight.actions import Abduct, EndActions, Extract, PlaceFor, PlaceHeroine, PlacePosition, Secure, Snipe
from game.tonight.observe import observe

H, E, S, D = 0, 1, 2, 3


def _end_all(table, state):
    while state.phase == "action":
        table.act(state, EndActions())


def test_T10b_salaryman_wins_by_default_when_the_other_three_drop_out(table):
    state = table.start(at={"hitman": 4, "extractor": 5, "detective": 6}, heroine=1)
    state.obtained = [7, 1, 4]
    table.act(state, Snipe())
    table.act(state, Extract())
    table.to_phase(state, "detective")
    table.act(state, Secure())
    assert state.result.winners == (S,) and state.result.ending == "tonight.ending.default"


def test_T11_elimination_clears_cards_everywhere(table):
    state = table.start(at={"hitman": 4}, heroine=1)
    state.hands[H].remove("9-6")
    state.hands[D].append("9-6")  # a Hitman card held by the Detective
    state.hands[D].remove("6-2")
    state.hands[H].append("6-2")  # a Detective card held by the Hitman
    heroine_cards = [c for c in state.hands[H] if c.startswith("7-")]
    table.act(state, Snipe())
    assert not any(c.startswith("9-") for hand in state.hands for c in hand)  # (a)
    assert state.position[H] is None and "6-2" in state.hands[D]  # (b)
    assert sorted(state.reserve) == sorted(heroine_cards)  # (c)
    assert state.hands[H] == []
    table.conserved(state)


def test_T11_eliminated_player_gets_no_cards_and_is_no_target(table):
    state = table.start(at={"hitman": 4}, heroine=1)
    table.act(state, Snipe())
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])  # the Heroine moves
    while state.phase == "turn_end":
        table.act(state, GAME.legal_actions(state)[0])
    assert state.hands[H] == [] and state.position[H] is None
    assert len(state.reserve) == 2  # A17: his share stays out


def test_T34_heroine_moves_one_step_and_collects_every_heroine_card(table):
    state = table.start(heroine=1)
    _end_all(table, state)
    assert state.phase == "heroine" and state.to_act == S
    assert sorted(c for c in state.hands[S] if c.startswith("7-")) == [f"7-{p}" for p in range(1, 8)]
    assert {a.card for a in GAME.legal_actions(state)} == {"7-2", "7-7"}  # never stays
    assert table.refused(state, PlaceHeroine("7-1")).rule == "T34"
    table.act(state, PlaceHeroine("7-7"))
    assert state.heroine == "7-7" and state.phase == "turn_end"


def test_T35_borrowed_cards_go_home(table):
    state = table.start()
    state.hands[H].remove("9-3")
    state.hands[E].append("9-3")
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])
    assert "9-3" in state.hands[H] and all(c.startswith(("5-", "7-")) for c in state.hands[E])


def test_T36_every_player_steps_to_an_adjacent_place_never_staying(table):
    state = table.start(at={"hitman": 3, "extractor": 5, "salaryman": 7, "detective": 1})
    _end_all(table, state)
    table.act(state, PlaceHeroine("7-3"))
    expected = {H: {"9-4"}, E: {"5-4"}, S: {"8-6"}, D: {"6-2"}}
    for seat in (H, E, S, D):
        assert state.to_act == seat
        assert {a.card for a in GAME.legal_actions(state)} == expected[seat]
        if seat == H:
            assert table.refused(state, PlacePosition("9-3")).rule == "T36"
        table.act(state, GAME.legal_actions(state)[0])
    assert state.turn == 2 and [state.position[s] for s in range(4)] == ["9-4", "5-4", "8-6", "6-2"]


def test_T37b_extractor_places_the_abductee_anywhere_and_both_know(table):
    state = table.start(at={"extractor": 3, "detective": 3})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(D))
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])
    while state.pending[0] != D:
        table.act(state, GAME.legal_actions(state)[0])
    assert state.to_act == E
    assert {a.card for a in GAME.legal_actions(state)} == {f"6-{p}" for p in range(1, 7)}
    table.act(state, PlaceFor(D, "6-3"))  # staying is allowed here
    assert state.position[D] == "6-3" and not state.face_up[D]
    assert observe(state, E).seats[D].position == "6-3" and observe(state, D).seats[D].position == "6-3"
    assert observe(state, H).seats[D].position is None and observe(state, S).seats[D].position is None


def test_T37b_without_the_extractor_the_abductee_places_normally(table):
    state = table.start(at={"extractor": 3, "detective": 3}, heroine=5)
    table.to_phase(state, "extractor")
    table.act(state, Abduct(D))
    table.act(state, Extract())  # misses: eliminated (A9)
    assert "6-3" in state.hands[D]  # T11(b): the taken card went home
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])
    while state.pending[0] != D:
        table.act(state, GAME.legal_actions(state)[0])
    assert state.to_act == D and {a.card for a in GAME.legal_actions(state)} == {"6-2", "6-4"}


def test_T38_deal_two_each_and_the_rest_to_the_reserve(table):
    state = table.start(at={"hitman": 4}, heroine=1)
    table.act(state, Snipe())  # the Hitman drops out
    _end_all(table, state)
    table.act(state, PlaceHeroine("7-2"))
    while state.phase == "turn_end":
        table.act(state, GAME.legal_actions(state)[0])
    for seat in (E, D):
        assert len([c for c in state.hands[seat] if c.startswith("7-")]) == 2
    assert not any(c.startswith("7-") for c in state.hands[S]) and len(state.reserve) == 2
    assert "7-2" not in state.reserve and state.heroine == "7-2"
    table.conserved(state)


def test_T39_states_expire_at_turn_end(table):
    state = table.start(at={"extractor": 3, "salaryman": 3})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(S))
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])
    while state.phase == "turn_end":
        table.act(state, GAME.legal_actions(state)[0])
    assert state.turn == 2 and state.abducted == [False] * 4 and state.taken == [None] * 4


def test_T37b_a_new_position_card_ends_the_shown_taken_card(table):
    # 1.6: the card taken by Abduct shows where the abductee is only while he has no position
    # card. Laid again on that very card (T37b: staying is allowed) while the others still place
    # theirs, the card must not go on showing, or they would see his new, secret place.
    state = table.start(at={"extractor": 4, "hitman": 4})
    table.to_phase(state, "extractor")
    table.act(state, Abduct(H))
    assert observe(state, D).seats[H].taken == "9-4"
    _end_all(table, state)
    table.act(state, GAME.legal_actions(state)[0])
    assert state.pending[0] == H and state.to_act == E
    table.act(state, PlaceFor(H, "9-4"))
    assert state.phase == "turn_end"  # the others are still to place
    for seat in (S, D):
        view = observe(state, seat).seats[H]
        assert view.taken is None and view.position is None
