"""E57: the one-pass scoring of every seat agrees with each seat's own sum."""

from game.enfield.board import STREETS
from game.enfield.scoring import all_points, trust_points
from game.engine.rng import Rng


def test_E57_all_points_equals_every_seats_trust_points_on_random_maps():
    squares = [square for street in STREETS.values() for square in street]
    rng = Rng.from_seed(57)
    monopolies = 0
    for _ in range(2000):
        players = 2 + rng.below(3)
        density = 1 + rng.below(3)
        markers = {square: [rng.below(players), rng.below(players)] for square in squares if rng.below(density) == 0}
        expected = tuple(trust_points(markers, seat) for seat in range(players))
        assert all_points(markers, players) == expected
        monopolies += any(p > len(STREETS) * 0 + sum(1 for m in markers.values() if m[1] == s)
                          for s, p in enumerate(expected))
    assert monopolies > 0  # the street bonuses were exercised
