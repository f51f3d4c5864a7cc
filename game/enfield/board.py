"""The town map of Enfield (map.md): squares, streets, roads, the start square. Data only,
plus the path search the movement rule (E15) needs."""

from __future__ import annotations

from functools import cache

START = "ST"  # ジョートショップ, the Joute Shop: every piece starts here; no street, never a marker

# id: (Japanese, English, street or "", display column, display row on a 5x4 grid)
SQUARES: dict[str, tuple[str, str, str, int, int]] = {
    "ST": ("ジョートショップ", "Joute Shop", "", 1, 1),
    "M1": ("雷鳴山", "Mount Raimei", "purple", 0, 0),
    "M2": ("誕生の森", "Forest of Birth", "purple", 1, 0),
    "M3": ("ローズレイク", "Rose Lake", "purple", 2, 0),
    "M4": ("陽のあたる丘公園", "Sunny Hill Park", "purple", 3, 0),
    "B1": ("エンフィールド学園", "Enfield Academy", "blue", 4, 0),
    "B2": ("旧王立図書館", "Old Royal Library", "blue", 4, 1),
    "B3": ("魔術師組合", "Magicians' Guild", "blue", 4, 2),
    "Y1": ("科学研究所", "Science Institute", "yellow", 4, 3),
    "Y2": ("グラシオコロシアム", "Gracio Colosseum", "yellow", 3, 3),
    "Y3": ("自警団事務所", "Vigilante Office", "yellow", 2, 3),
    "Y4": ("祈りと灯火の門", "Gate of Prayer and Lamplight", "yellow", 1, 3),
    "R1": ("町の診療所", "Town Clinic", "red", 0, 3),
    "R2": ("夜鳴鳥雑貨店", "Nightingale General Store", "red", 0, 2),
    "R3": ("武器屋", "Arms Shop", "red", 0, 1),
    "P1": ("さくら亭", "Sakura Inn", "pink", 1, 2),
    "P2": ("アトラ橋", "Atra Bridge", "pink", 2, 2),
    "P3": ("ムーンリバー河畔", "Moon River Bank", "pink", 2, 1),
    "P4": ("教会", "Church", "pink", 3, 1),
}

# street: (Japanese colour, English colour)
STREET_NAMES: dict[str, tuple[str, str]] = {
    "purple": ("紫", "purple"),
    "blue": ("青", "blue"),
    "yellow": ("黄", "yellow"),
    "red": ("赤", "red"),
    "pink": ("桃", "pink"),
}

# The 21 undirected roads: the outer loop (14), the pink bridge (5), the start square (2).
EDGES: tuple[tuple[str, str], ...] = (
    ("M1", "M2"), ("M2", "M3"), ("M3", "M4"), ("M4", "B1"), ("B1", "B2"), ("B2", "B3"), ("B3", "Y1"),
    ("Y1", "Y2"), ("Y2", "Y3"), ("Y3", "Y4"), ("Y4", "R1"), ("R1", "R2"), ("R2", "R3"), ("R3", "M1"),
    ("R2", "P1"), ("P1", "P2"), ("P2", "P3"), ("P3", "P4"), ("P4", "B2"),
    ("ST", "P1"), ("ST", "P3"),
)


def _streets() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {name: [] for name in STREET_NAMES}
    for square, (_, _, street, _, _) in SQUARES.items():
        if street:
            out[street].append(square)
    return {name: tuple(squares) for name, squares in out.items()}


def _adjacency() -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {square: [] for square in SQUARES}
    for a, b in EDGES:
        out[a].append(b)
        out[b].append(a)
    return {square: tuple(sorted(near)) for square, near in out.items()}


STREETS: dict[str, tuple[str, ...]] = _streets()  # street -> its squares, in map order
ADJACENT: dict[str, tuple[str, ...]] = _adjacency()  # square -> neighbours, sorted (E2)


def street_of(square: str) -> str:
    """The square's street, or "" for ST."""
    return SQUARES[square][2]


def simple_paths(start: str, length: int) -> tuple[tuple[str, ...], ...]:
    """Every path of exactly `length` steps from `start` that enters no square twice and never
    returns to `start` (E15, AE3); each path lists the squares entered, s1..sk."""
    return _simple_paths(start, length)


@cache  # the map is fixed, so the answer depends on its arguments only
def _simple_paths(start: str, length: int) -> tuple[tuple[str, ...], ...]:
    found: list[tuple[str, ...]] = []

    def walk(square: str, path: list[str], seen: set[str]) -> None:
        if len(path) == length:
            found.append(tuple(path))
            return
        for near in ADJACENT[square]:  # sorted, so the order of the paths is fixed
            if near not in seen:
                seen.add(near)
                path.append(near)
                walk(near, path, seen)
                path.pop()
                seen.remove(near)

    walk(start, [], {start})
    return tuple(found)


def move_paths(start: str, roll: int) -> tuple[tuple[str, ...], ...]:
    """The legal paths for a roll (E15): of exactly `roll` steps if any exists, otherwise of the
    greatest length that does (AE4)."""
    for length in range(roll, 0, -1):
        paths = simple_paths(start, length)
        if paths:
            return paths
    return ()
