"""The cards of Adventurers of Marenzan (魔連山の冒険者たち) as data (spec 1.1).

A card is a Seven-deck `Card(rank, suit)`; its role depends on the rank only.
Suits matter only for Hometown Ties (M82).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from operator import attrgetter

from game.engine.seven import SEVEN_DECK, Card

# a card's place in the canonical order (rank, then suit), as Card's own ordering, but compared in C
CARD_ORDER = attrgetter("rank", "suit")

# rank: (key, English, Japanese, class)  — class: special / adventurer / demon
ROLES: dict[int, tuple[str, str, str, str]] = {
    1: ("holy_sword", "Holy Sword", "聖剣", "special"),
    2: ("spirit", "Spirit", "精霊", "special"),
    3: ("magician", "Magician", "魔術師", "adventurer"),
    4: ("saint", "Saint", "聖者", "adventurer"),
    5: ("mercenary", "Mercenary", "傭兵", "adventurer"),
    6: ("knight", "Knight", "騎士", "adventurer"),
    7: ("dragon", "Dragon", "ドラゴン", "special"),
    8: ("ghoul", "Ghoul", "グール兵", "demon"),
    9: ("golem", "Golem", "ゴーレム", "demon"),
    10: ("evil_mercenary", "Evil Mercenary", "悪の傭兵", "demon"),
    11: ("demon_son", "Demon Lord's Son", "魔王の息子", "demon"),
    12: ("necromancer", "Necromancer", "ネクロマンサー", "demon"),
    13: ("demon_lord", "Demon Lord", "魔王", "special"),
}

HOLY_SWORD, SPIRIT, MAGICIAN, SAINT, MERCENARY, KNIGHT, DRAGON = 1, 2, 3, 4, 5, 6, 7
GHOUL, GOLEM, EVIL_MERCENARY, DEMON_SON, NECROMANCER, DEMON_LORD = 8, 9, 10, 11, 12, 13

# Demons whose ability may replace the victory card (M37, M69–M71, M73).
DEMON_ABILITIES = (GHOUL, GOLEM, EVIL_MERCENARY, NECROMANCER)

MOUNTAINS = 3  # Left, Centre, Right (M6)
VILLAGES = 6  # V1–V6 (M7)
BELL_TOP = 6  # a bell that reaches 6 rings the next procedure (M58–M60)
MOUNTAIN_FLOOR = 3  # a mountain left with this many cards or fewer breaks the barrier (M19)


def role_key(rank: int) -> str:
    return ROLES[rank][0]


def is_adventurer(card: Card) -> bool:
    return 3 <= card.rank <= 6


def is_demon(card: Card) -> bool:
    return 8 <= card.rank <= 12


def is_guard_type(card: Card) -> bool:
    """A, 2 and the Adventurers guard a village (1.1, M15)."""
    return card.rank <= 6


def is_threat(card: Card) -> bool:
    """7–12 and K rule a village (1.1)."""
    return card.rank >= 7


def party_cards() -> list[Card]:
    """The 20 cards of ranks 2–6 that the Parties are dealt from (M4)."""
    return [c for c in SEVEN_DECK if 2 <= c.rank <= 6]


def range_cards() -> list[Card]:
    """A, the Dragons, the Demons and K: the core of the Marenzan Range (M6)."""
    return [c for c in SEVEN_DECK if c.rank == 1 or c.rank >= 7]


def winning_way(x: Card, y: Card, target: int) -> str | None:
    """M34: which test the pair (x, y) passes against a Demon of value `target`:
    'sword' (a), 'magic' (b), 'holy_sword' (c), or None. The table names it in a preview."""
    if x.rank + y.rank == target + 1:
        return "sword"
    if x.rank * y.rank == target:
        return "magic"
    ranks = sorted((x.rank, y.rank))
    if ranks[0] == HOLY_SWORD and 3 <= ranks[1] <= 6:
        return "holy_sword"
    return None


def beats(x: Card, y: Card, target: int) -> bool:
    """M34: does the pair (x, y) defeat a Demon of value `target`?"""
    if x.rank + y.rank == target + 1:  # (a) Sword: exactly one more
        return True
    if x.rank * y.rank == target:  # (b) Magic: the product
        return True
    ranks = sorted((x.rank, y.rank))
    return ranks[0] == HOLY_SWORD and 3 <= ranks[1] <= 6  # (c) the Holy Sword with an Adventurer


def winning_pairs(cards: Iterable[Card], target: int) -> list[tuple[Card, Card]]:
    """Every pair of distinct cards (sorted) that beats `target` (M34)."""
    ordered = sorted(cards, key=CARD_ORDER)
    return [(a, b) for a, b in combinations(ordered, 2) if beats(a, b, target)]


def petition_pairs(cards: Iterable[Card]) -> list[tuple[Card, Card]]:
    """M45: two cards of ranks 2–6 adding up to 7 (Spirit + Mercenary, Magician + Saint)."""
    ordered = sorted([c for c in cards if 2 <= c.rank <= 6], key=CARD_ORDER)
    return [(a, b) for a, b in combinations(ordered, 2) if a.rank + b.rank == 7]


def codes(cards: Iterable[Card]) -> tuple[str, ...]:
    """Card codes in the canonical order (by rank, then suit) used by every action."""
    return tuple([c.code for c in sorted(cards, key=CARD_ORDER)])


def card(code: str) -> Card:
    return Card.from_code(code)
