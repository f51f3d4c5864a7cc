"""R13: the quick "has this seat any action?" test agrees with the full list of choices."""

from game.engine.rng import Rng
from game.requiem import GAME
from game.requiem.rules import _choices, _has_choices
from game.requiem.state import PLAYERS


def test_R13_has_choices_is_exactly_whether_choices_exist_for_every_seat_and_phase():
    seen = {True: 0, False: 0}
    for seed in range(30):
        state = GAME.start(3, seed)
        rng = Rng.from_seed(seed)
        while state.to_act is not None:
            for seat in range(PLAYERS):
                quick = _has_choices(state, seat)
                assert quick == bool(_choices(state, seat)), (seed, state.phase, seat)
                seen[quick] += 1
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert seen[True] > 100 and seen[False] > 100
