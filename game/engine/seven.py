"""The Seven deck (セブンデッキ): 49 cards shared by Requiem, Marenzan and Tonight.

Ranks 1–13 (A…K); rank r has min(r, 14−r) copies, in the suits
max(1, r−6)…min(7, r). Seven suits I–VII.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

SUITS: tuple[tuple[str, str, str], ...] = (
    # (numeral, English, Japanese)
    ("I", "Heart", "ハート"),
    ("II", "Onion", "たまねぎ"),
    ("III", "Book", "本"),
    ("IV", "Coin", "コイン"),
    ("V", "Medal", "勲章"),
    ("VI", "Hourglass", "砂時計"),
    ("VII", "Coffin", "柩"),
)
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass(frozen=True, order=True)
class Card:
    """A card of the Seven deck: its identity is (rank, suit)."""

    rank: int  # 1..13
    suit: int  # 1..7

    @property
    def label(self) -> str:
        return f"{RANK_LABELS[self.rank - 1]}{SUITS[self.suit - 1][0]}"

    @cached_property  # asked for at every observation and action; kept in the instance dict, not a field
    def code(self) -> str:
        """A short stable id, e.g. '13-7', used in records and observations."""
        return f"{self.rank}-{self.suit}"

    @classmethod
    def from_code(cls, code: str) -> Card:
        known = _BY_CODE.get(code) if cls is Card else None
        if known is not None:
            return known  # cards are immutable: the deck's own one serves
        rank, suit = (int(part) for part in code.split("-"))
        card = cls(rank, suit)
        if card not in SEVEN_DECK:
            raise ValueError(f"no such card in the Seven deck: {code}")
        return card


def suits_of_rank(rank: int) -> range:
    return range(max(1, rank - 6), min(7, rank) + 1)


def copies_of_rank(rank: int) -> int:
    return min(rank, 14 - rank)


SEVEN_DECK: tuple[Card, ...] = tuple(
    Card(rank, suit) for rank in range(1, 14) for suit in suits_of_rank(rank)
)
_BY_CODE: dict[str, Card] = {card.code: card for card in SEVEN_DECK}


def suit_name(suit: int, lang: str = "en") -> str:
    numeral, en, ja = SUITS[suit - 1]
    return ja if lang == "ja" else en


def rank_label(rank: int) -> str:
    return RANK_LABELS[rank - 1]
