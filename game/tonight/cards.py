"""What the cards of 今夜は眠りたい are: roles, areas, the heroine cards, the wills.

Cards are Seven-deck codes 'rank-suit' (e.g. '9-3' is the Hitman's Library card);
the suit of a player or heroine card is a place on the ring I..VII (rules 1.2, 2.1).
"""

from __future__ import annotations

from functools import cache

from game.engine.seven import Card

ROLES: tuple[str, ...] = ("hitman", "extractor", "salaryman", "detective")  # phase order (T9)

RANK: dict[str, int] = {"hitman": 9, "extractor": 5, "salaryman": 8, "detective": 6}  # 1.1
ROLE_OF_RANK: dict[int, str] = {rank: role for role, rank in RANK.items()}
AREA: dict[str, tuple[int, ...]] = {  # 1.1: the places each role owns a card for
    "hitman": (3, 4, 5, 6, 7),
    "extractor": (1, 2, 3, 4, 5),
    "salaryman": (2, 3, 4, 5, 6, 7),
    "detective": (1, 2, 3, 4, 5, 6),
}
HEROINE_RANK = 7
PLACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7)
HOME, RESTAURANT, LIBRARY, BANK, POLICE, STATION, CEMETERY = PLACES

MAP_CARDS: tuple[str, ...] = ("4-1", "4-2", "4-3", "4-4", "11-5", "11-6", "11-7")  # T2, display only (A28)
WILL_MARKERS: dict[int, str] = {CEMETERY: "13-7", HOME: "1-1", BANK: "10-4"}  # T4: place -> marker
WILL_PLACES: tuple[int, ...] = (CEMETERY, HOME, BANK)

HEROINE_CARDS: tuple[str, ...] = tuple(f"{HEROINE_RANK}-{p}" for p in PLACES)


def own_cards(role: str) -> tuple[str, ...]:
    """T3: the player cards of a role, in place order."""
    return tuple(f"{RANK[role]}-{p}" for p in AREA[role])


# the card facts are looked up by code thousands of times a game: each is worked out once
@cache
def suit(code: str) -> int:
    return int(code.split("-")[1])


@cache
def rank(code: str) -> int:
    return int(code.split("-")[0])


@cache
def owner_role(code: str) -> str | None:
    """The role whose player card this is; None for a heroine card."""
    return ROLE_OF_RANK.get(rank(code))


@cache
def is_heroine(code: str) -> bool:
    return rank(code) == HEROINE_RANK


def dist(a: int, b: int) -> int:
    """1.6: ring distance between two places (0..3)."""
    d = abs(a - b) % 7
    return d if d <= 3 else 7 - d


def ring(p: int, step: int) -> int:
    """The place `step` positions round the ring from `p` (A3: arithmetic wraps)."""
    return (p - 1 + step) % 7 + 1


def cover(place: int) -> set[int]:
    """What a Snipe or a Warning from `place` reaches (T22, T23)."""
    return {p for p in PLACES if dist(p, place) <= 1}


def likeliest_snipe(places: set[int]) -> int:
    """The place a Snipe reaching most of `places` is taken from (the highest on a tie), as
    the Salaryman reckons the Hitman (T23)."""
    return max(AREA["hitman"], key=lambda c: (len(places & cover(c)), c))


def card(code: str) -> Card:
    return Card.from_code(code)


for _role in ROLES:  # the table above must name real Seven cards
    for _code in own_cards(_role):
        card(_code)
for _code in HEROINE_CARDS + MAP_CARDS + tuple(WILL_MARKERS.values()):
    card(_code)
