"""What the cards of Can You Hear the Requiem? are (section 1.1, R2, R3): data only.

Cards are named by their Seven-deck code "rank-suit" (e.g. "13-7" is the King)."""

from __future__ import annotations

from game.engine.seven import SEVEN_DECK

# rank -> role key (catalog: requiem.role.<key>); 7..13 allied (友軍), 1..6 enemy (敵軍)
ROLE_BY_RANK: dict[int, str] = {
    13: "king",  # 王
    12: "mage",  # 魔導師
    11: "prince",  # 王子
    10: "elite",  # 精鋭
    9: "veteran",  # ベテラン
    8: "recruit",  # 新兵
    7: "volunteer",  # 義勇兵
    1: "slaughter_king",  # 殺戮王
    2: "berserker",  # 狂戦士
    3: "royal_guard",  # 親衛隊
    4: "enemy_elite",  # 精鋭
    5: "enemy_veteran",  # ベテラン
    6: "bandit",  # 山賊
}

# R3: the named cards
KING = "13-7"
SLAUGHTER_KING = "1-1"
MEDAL_PRINCE = "11-5"
HOURGLASS_PRINCE = "11-6"
COFFIN_PRINCE = "11-7"
HOURGLASS_MAGE = "12-6"
COFFIN_MAGE = "12-7"

PRINCES: tuple[str, ...] = (MEDAL_PRINCE, HOURGLASS_PRINCE, COFFIN_PRINCE)
MAGES: tuple[str, ...] = (HOURGLASS_MAGE, COFFIN_MAGE)
PACT_PRINCES: tuple[str, ...] = (HOURGLASS_PRINCE, COFFIN_PRINCE)
# R3: a Mage matches the Prince of the same suit
MATCHING_MAGE: dict[str, str] = {HOURGLASS_PRINCE: HOURGLASS_MAGE, COFFIN_PRINCE: COFFIN_MAGE}

# the prince option (R5): choice key -> card
PRINCE_BY_KEY: dict[str, str] = {"medal": MEDAL_PRINCE, "hourglass": HOURGLASS_PRINCE, "coffin": COFFIN_PRINCE}
PRINCE_KEYS: tuple[str, ...] = ("medal", "hourglass", "coffin")

ALL_CARDS: tuple[str, ...] = tuple(card.code for card in SEVEN_DECK)
VALUE: dict[str, int] = {card.code: card.rank for card in SEVEN_DECK}  # 1.1: value = rank

ALLIED: tuple[str, ...] = tuple(c for c in ALL_CARDS if VALUE[c] >= 7)  # 28 cards
ENEMY: tuple[str, ...] = tuple(c for c in ALL_CARDS if VALUE[c] <= 6)  # 21 cards
STARTING_POOL: tuple[str, ...] = tuple(c for c in ALL_CARDS if 8 <= VALUE[c] <= 10)  # R6: 15 cards
VOLUNTEERS: tuple[str, ...] = tuple(c for c in ALL_CARDS if VALUE[c] == 7)  # R8: 7 cards
STARTING_HAND = 2  # R6

# R25: combat thresholds
VICTORY_AT = 15
MUTUAL_AT = 14

# R42: scoring
VOLUNTEER_POINTS = 2
RECRUIT_POINTS = 1
DEAD_PRINCE_PENALTY = 5
ALL_PRINCES_DEAD_PENALTY = 5


def value(card: str) -> int:
    return VALUE[card]


def role(card: str) -> str:
    return ROLE_BY_RANK[VALUE[card]]


def is_enemy(card: str) -> bool:
    return VALUE[card] <= 6
