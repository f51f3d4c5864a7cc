"""E13–E19: the turn outline, the roll, the path, encounters, fight or pass, wait or work."""

from game.enfield import board
from game.enfield.actions import Attach, Fight, Move, Pass, Roll, Stake
from game.engine.contract import DieRolled, PieceMoved


def test_E13_a_turn_is_move_then_one_process_then_results(T):
    state = T.at_roll(2)
    events = T.walk(state, ("P1", "P2"), 4)
    assert [type(e).__name__ for e in events if not hasattr(e, "key")][:3] == ["DieRolled", "PieceMoved", "DieRolled"]
    assert state.phase == "attach" and state.to_act == 0  # work succeeded: Results
    T.act(state, Attach(0))
    assert state.to_act == 1 and state.phase == "roll"


def test_E14_the_roll_is_one_public_d6(T):
    state = T.at_roll(2)
    T.rig(state, 5)
    events = T.act(state, Roll())
    rolled = T.of_type(events, DieRolled)
    assert [(e.die, e.value, e.seat) for e in rolled] == [("move", 5, 0)]
    assert T.game.observe(state, 1).roll == 5 and state.phase == "path"
    T.refused(state, Roll(), "E15")


def test_E15_the_path_has_exactly_the_rolled_length_and_never_repeats(T):
    state = T.at_roll(2)
    T.rig(state, 3)
    T.act(state, Roll())
    legal = T.game.legal_actions(state)
    assert legal and all(isinstance(a, Move) and len(a.path) == 3 for a in legal)
    assert Move(("P1", "R2", "R3")) in legal and Move(("P3", "P2", "P1")) in legal
    assert Move(("P1", "ST", "P3")) not in legal  # AE3: the start counts as passed
    T.refused(state, Move(("P1", "R2")), "E15")
    T.refused(state, Move(("P1", "P2", "P2")), "E15")
    T.refused(state, Move(("P1", "M1", "M2")), "E15")
    events = T.act(state, Move(("P3", "P4", "B2")))
    assert T.of_type(events, PieceMoved)[0].path == ("ST", "P3", "P4", "B2")
    assert state.squads[0].piece == "B2"


def test_E15_several_paths_to_one_square_are_separate_actions(T):
    state = T.at_roll(2)
    T.rig(state, 2)
    T.act(state, Roll())
    to_p2 = [a.path for a in T.game.legal_actions(state) if a.path[-1] == "P2"]
    assert sorted(to_p2) == [("P1", "P2"), ("P3", "P2")]


def test_AE4_with_no_path_of_the_rolled_length_the_longest_is_taken(monkeypatch):
    lane = {"A": ("B",), "B": ("A", "C"), "C": ("B",)}
    monkeypatch.setattr(board, "ADJACENT", lane)
    board._simple_paths.cache_clear()
    try:
        assert board.move_paths("A", 5) == (("B", "C"),)
        assert board.move_paths("B", 3) == (("A",), ("C",))
    finally:
        monkeypatch.undo()
        board._simple_paths.cache_clear()


def test_E16_encounters_are_decided_in_path_order_and_the_start_square_does_not_count(T):
    state = T.at_roll(3)
    state.squads[1].piece = "P4"
    state.squads[2].piece = "P2"
    events = T.walk(state, ("P1", "P2", "P3", "P4"), 3)
    assert T.of_type(events, PieceMoved)[0].path == ("ST", "P1", "P2")
    assert state.phase == "encounter" and state.squads[0].piece == "P2"
    assert T.game.legal_actions(state) == [Fight("P2", 2), Pass("P2")]
    T.refused(state, Pass("P4"), "E16")
    T.refused(state, Fight("P2", 1), "E17")
    events = T.act(state, Pass("P2"))
    assert T.of_type(events, PieceMoved)[0].path == ("P2", "P3", "P4")
    assert T.game.legal_actions(state) == [Fight("P4", 1), Pass("P4")]
    assert state.path == ("P1", "P2", "P3", "P4")


def test_AE6_pieces_on_the_starting_square_are_no_encounter(T):
    state = T.at_roll(2)  # both pieces on ST
    T.walk(state, ("P1",), 3)
    assert state.phase == "attach"  # no encounter: straight to work


def test_E17_a_declared_battle_stops_the_piece_and_names_the_defender(T):
    state = T.at_roll(4)
    state.squads[1].piece = state.squads[3].piece = "P3"
    state.squads[2].piece = "P4"
    T.walk(state, ("P3", "P4", "B2"))
    assert T.game.legal_actions(state) == [Fight("P3", 1), Fight("P3", 3), Pass("P3")]
    T.act(state, Fight("P3", 3))
    assert state.squads[0].piece == "P3" and state.phase == "battle"
    assert (state.battle.attacker, state.battle.defender, state.battle.square) == (0, 3, "P3")
    assert state.encounters == ()  # no other encounter this turn


def test_E18_passing_everyone_ends_on_the_destination_and_its_marker_decides(T):
    state = T.at_roll(2)
    state.squads[1].piece = "P2"
    state.markers["P2"] = [1, 1]
    T.walk(state, ("P1", "P2"))
    events = T.act(state, Pass("P2"))
    assert "enfield.msg.wait_other" in T.keys(events)  # the other piece there is ignored
    assert state.squads[0].trash == [state.squads[0].trash[-1]] and state.phase == "roll"


def test_E18_no_marker_on_the_destination_means_work_even_with_pieces_there(T):
    state = T.at_roll(2)
    state.squads[1].piece = "P1"
    T.walk(state, ("P1",), 5)
    events = T.act(state, Pass("P1"))
    assert T.of_type(events, DieRolled)[0].die == "work"
    assert state.markers["P1"] == [0, 0]


def test_E19_a_player_may_always_choose_not_to_battle(T):
    state = T.at_roll(2)
    state.squads[1].piece = "P1"
    T.walk(state, ("P1",))
    assert Pass("P1") in T.game.legal_actions(state)
    T.refused(state, Stake("A03"), "E16")
