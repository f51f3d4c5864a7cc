"""The Free Table answers "is this gesture legal?" without listing every gesture, and its answer
is the listed one (F1–F9), for every kind of gesture, legal or not, at tables of every shape."""

import pytest

from game.engine.rng import Rng
from game.freetable import GAME
from game.freetable.rules import (
    Deal,
    Flip,
    Gather,
    MoveCard,
    MoveGroup,
    PackUp,
    PassTo,
    Place,
    Reset,
    Roll,
    RollBoth,
    Shuffle,
    Spread,
    Turn,
    _every_gesture,
    legal_actions,
)
from game.freetable.state import AREA_H, AREA_W, PILE, TABLE


def _candidates(state):
    """Every gesture a player or a forged file could name, most of them illegal."""
    zones = list(state.zones) + ["nowhere"]
    for token in range(-1, 50):
        for zone in zones:
            size = len(state.zones.get(zone, ()))
            for index in range(-1, size + 2):
                yield MoveCard(token, zone, index)
        yield Flip(token)
        yield Turn(token)
        yield Spread(token)
        yield Gather(token)
        for x, y in ((0, 0), (50, 68), (AREA_W, AREA_H), (-1, 5), (5, AREA_H + 1), *state.pos.values()):
            yield Place(token, x, y)
    tops = list(state.zones[TABLE])[-3:]
    yield from (MoveGroup(tuple(tops), 1, 1), MoveGroup(tuple(tops), 0, 0), MoveGroup((), 1, 1),
                MoveGroup(tuple(tops[:1]) * 2, 1, 1), MoveGroup(tuple(tops), AREA_W + 1, 0))
    yield RollBoth()
    yield from (Shuffle(PILE), Shuffle("table"), Reset(), PackUp())
    yield from (Deal(n, up) for n in range(15) for up in (False, True))
    yield from (Roll(d) for d in range(-1, 3))
    yield from (PassTo(s) for s in range(-1, state.players + 1))


@pytest.mark.parametrize("players,seed", [(1, 3), (2, 5), (4, 8), (6, 13)])
def test_F1_F9_membership_agrees_with_the_full_list(players, seed):
    state = GAME.start(players, seed)
    rng = Rng.from_seed(seed)
    for step in range(60):
        gestures = legal_actions(state)
        listed = set(_every_gesture(gestures.table))
        for action in _candidates(state):
            if _anywhere(action):  # F10: any point of the area; the list holds one of each kind
                assert action in gestures or action not in listed, (step, action)
                assert (action in gestures) == _place_ok(state, action), (step, action)
            else:
                assert (action in gestures) == (action in listed), (step, action)
        if step % 10 == 9:  # look at the table of this moment, whatever happens after
            choices = [a for a in gestures if not isinstance(a, PackUp)]
            kinds = sorted({type(a).__name__ for a in choices})
            kind = kinds[rng.below(len(kinds))]
            GAME.apply(state, rng.choice([a for a in choices if type(a).__name__ == kind]))
        else:
            GAME.apply(state, rng.choice([a for a in gestures if not isinstance(a, PackUp)]))


def _anywhere(action) -> bool:
    """The gestures whose legal ones are more than the listed ones (F10): a card put on the
    table at any point, by point or by position, and a group moved by any offset."""
    return isinstance(action, (Place, MoveGroup)) or (isinstance(action, MoveCard) and action.zone == TABLE)


def _place_ok(state, action) -> bool:
    """F10 said directly, for the gestures the list holds only examples of."""
    if state.to_act is None:
        return False
    every = [t for zone in state.zones.values() for t in zone]
    if isinstance(action, MoveGroup):
        tokens = action.tokens
        return (2 <= len(tokens) == len(set(tokens)) and all(t in state.pos for t in tokens)
                and (action.dx, action.dy) != (0, 0)
                and all(0 <= state.pos[t][0] + action.dx <= AREA_W and 0 <= state.pos[t][1] + action.dy <= AREA_H
                        for t in tokens))
    if action.token not in every:
        return False
    if isinstance(action, MoveCard):
        src, at = state.where(action.token)
        size = len(state.zones[TABLE])
        return 0 <= action.index < size and action.index != at if src == TABLE else 0 <= action.index <= size
    return 0 <= action.x <= AREA_W and 0 <= action.y <= AREA_H and state.pos.get(action.token) != (action.x, action.y)


def test_a_listed_moment_stays_true_after_the_table_moves_on():
    state = GAME.start(2, 1)
    before = legal_actions(state)
    top = state.zones[PILE][-1]
    GAME.apply(state, Place(top, 0, 0))
    assert Place(top, 0, 0) in before and Place(top, 0, 0) not in legal_actions(state)
    assert Place(top, 0, 0) in list(before)


def test_fields_of_other_types_are_not_legal_even_when_equal():
    state = GAME.start(2, 1)
    top = state.zones[PILE][-1]
    gestures = legal_actions(state)
    assert MoveCard(top, "table", 0) in gestures
    assert MoveCard(float(top), "table", 0) not in gestures
    assert MoveCard(top, "table", False) not in gestures
    assert Deal(1, 1) not in gestures and Deal(1, True) in gestures


def test_moves_of_a_card_are_its_listed_moves_in_order():
    state = GAME.start(3, 2)
    GAME.apply(state, Deal(2, False))
    gestures = legal_actions(state)
    for token in (state.zones[PILE][-1], state.zones["hand1"][0]):
        assert gestures.moves_of(token) == [a for a in gestures if isinstance(a, (MoveCard, Place)) and a.token == token]
