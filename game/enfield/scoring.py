"""Trust points (E57): computed from the markers on the map at any moment (AE29)."""

from __future__ import annotations

from .board import STREETS


def street_points(markers: dict[str, list[int]], seat: int, street: str) -> int:
    """E57: a monopoly of a 3-square street scores 2 a marker (6), of a 4-square street 3 a marker
    (12); otherwise 1 a marker credited to the seat (AE23)."""
    squares = STREETS[street]
    k = sum(1 for square in squares if square in markers and markers[square][1] == seat)
    n = len(squares)
    if k == n and n == 3:
        return 2 * k
    if k == n and n == 4:
        return 3 * k
    return k


def trust_points(markers: dict[str, list[int]], seat: int) -> int:
    return sum(street_points(markers, seat, street) for street in STREETS)


def all_points(markers: dict[str, list[int]], players: int) -> tuple[int, ...]:
    return tuple(trust_points(markers, seat) for seat in range(players))


def breakdown(markers: dict[str, list[int]], players: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Street by street, every seat's points (for the final scoring screen)."""
    return tuple((street, tuple(street_points(markers, seat, street) for seat in range(players)))
                 for street in STREETS)
