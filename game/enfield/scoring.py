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
    """Every seat's trust_points, in one pass over the markers (asked at every observation)."""
    counts: dict[tuple[str, int], int] = {}  # (street, credited seat) -> markers
    for square, marker in markers.items():
        street = _STREET_OF.get(square)
        if street is not None:
            key = (street, marker[1])
            counts[key] = counts.get(key, 0) + 1
    points = [0] * players
    for (street, seat), k in counts.items():
        if 0 <= seat < players:
            n = len(STREETS[street])
            points[seat] += 2 * k if k == n == 3 else 3 * k if k == n == 4 else k
    return tuple(points)


_STREET_OF: dict[str, str] = {square: street for street, squares in STREETS.items() for square in squares}


def breakdown(markers: dict[str, list[int]], players: int) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Street by street, every seat's points (for the final scoring screen)."""
    return tuple((street, tuple(street_points(markers, seat, street) for seat in range(players)))
                 for street in STREETS)
