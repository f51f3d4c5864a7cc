"""E56–E59: marker invariants, trust points, the winner, clean-up."""

import pytest

from game.enfield.board import STREETS
from game.enfield.scoring import breakdown, trust_points


def on(squares, credited, owner=0):
    return {sq: [owner, credited] for sq in squares}


@pytest.mark.parametrize("markers, seat, points", [
    ({}, 0, 0),
    (on(["M1"], 0), 0, 1),
    (on(["M1", "M2", "M3"], 0), 0, 3),  # 3 of 4: no monopoly
    (on(["M1", "M2", "M3", "M4"], 0), 0, 12),  # 4-square monopoly: 3 a marker
    (on(["B1", "B2", "B3"], 0), 0, 6),  # 3-square monopoly: 2 a marker
    (on(["R1", "R2", "R3"], 1, owner=0), 1, 6),  # what counts is the credit, not the colour
    (on(["R1", "R2", "R3"], 1, owner=0), 0, 0),
    ({**on(["R1", "R2"], 0), **on(["R3"], 1)}, 0, 2),  # a shared street is no monopoly
    ({**on(["P1", "P2", "P3", "P4"], 2), **on(["Y1"], 2), **on(["B1", "B2", "B3"], 2)}, 2, 12 + 1 + 6),
    ({sq: [0, 0] for sq in ("M1", "M2", "M3", "M4", "B1", "B2", "B3", "Y1", "Y2", "Y3", "Y4", "R1", "R2", "R3",
                            "P1", "P2", "P3", "P4")}, 0, 48),  # the best possible score
])
def test_E57_trust_points_table(markers, seat, points):
    assert trust_points(markers, seat) == points


def test_E57_breakdown_street_by_street():
    table = dict(breakdown({**on(["B1", "B2", "B3"], 1), **on(["M1"], 0)}, 2))
    assert table == {"purple": (1, 0), "blue": (0, 6), "yellow": (0, 0), "red": (0, 0), "pink": (0, 0)}
    assert list(table) == list(STREETS)


def test_E56_markers_keep_their_square_and_colour_and_ST_never_holds_one(T):
    state, _ = T.battle(sideways={1: [0, 1, 2]})
    assert state.markers == {"P1": [1, 0]}  # colour 1 (owner), credited to 0
    assert sum(s.supply for s in state.squads) + len(state.markers) == 10


def _final(T, markers):
    state = T.at_roll(3)
    state.round = 15
    for squad in state.squads:
        squad.deck.clear()
        squad.supply = 0  # nobody can add a marker in this last round
    state.markers.update(markers)
    state.squads[1].piece, state.squads[2].piece = "Y2", "Y4"
    from game.enfield.actions import Attach, Pass, Roll
    for _ in range(3):  # one step each, passing everyone, working with a 2
        T.rig(state, 1, 2)
        T.act(state, Roll())
        move = T.game.legal_actions(state)[0]
        T.act(state, move)
        while state.phase == "encounter":
            T.act(state, Pass(state.encounters[0]))
        if state.phase == "incapacitate":
            T.act(state, T.game.legal_actions(state)[0])
        if state.phase == "attach":
            T.act(state, Attach(0))
    return state


def test_E58_the_most_trust_points_wins(T):
    state = _final(T, {**on(["B1", "B2", "B3"], 2), **on(["Y1"], 1)})
    assert state.result.winners == (2,) and state.result.reason == "enfield.reason.most_trust"
    assert state.result.scores[2] == 6


def test_AE28_tied_leaders_share_the_win(T):
    state = _final(T, {**on(["B1", "B2", "B3"], 1), **on(["R1", "R2", "R3"], 2), **on(["M1", "M2"], 0)})
    assert state.result.winners == (1, 2) and state.result.reason == "enfield.reason.tie"


def test_E59_the_result_lists_every_marker_with_its_owner_for_the_clean_up(T):
    state = _final(T, {"B1": [2, 1]})
    details = dict(state.result.details)
    assert ("B1", 2, 1) in details["markers"]
    assert len(details["markers"]) == len(state.markers)
