"""The card set (enfield.md 2.3) and the ready-made decks (2.5). Data only.

Kinds: "party" (a party character card, パーティーキャラカード; in a deck it is a plain card),
"action" (an action card / sub-character, アクションカード（サブキャラクター）), "disc" (DISC) and
"battle" (a battle card, バトルカード). Only max HP and action-card effects matter (E4, AE33).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardInfo:
    id: str
    kind: str  # "party" | "action" | "disc" | "battle"
    name_en: str
    name_ja: str
    max_hp: int = 0  # party characters only

    def short_names(self, language: str) -> tuple[str, ...]:
        """The names a small card shows when the whole one does not fit, longest first: a party
        character's given name (Lucan, ルカン), then the short forms in SHORT_NAMES."""
        name = self.name_ja if language == "ja" else self.name_en
        given = (name.split("・")[0] if language == "ja" else name.split(" ")[0],) if self.kind == "party" else ()
        short = SHORT_NAMES.get(self.id, ("", ""))[1 if language == "ja" else 0]
        return given + tuple(filter(None, (short,) if isinstance(short, str) else short))


# The short forms of the longer names (en, ja), for a small card or a narrow caption.
SHORT_NAMES: dict[str, tuple[str | tuple[str, ...], str | tuple[str, ...]]] = {  # longest first
    "P02": ("Bree", "ブリー"),
    "P03": ("Cory", "コリー"),
    "P04": ("Hetty", "ヘティ"),
    "P05": ("Toby", "トビー"),
    "P07": ("", "オズ"),
    "P10": ("Rosa", "ロザ"),
    "P11": ("Sabi", "サビ"),
    "P12": ("", "ティル"),
    "A01": (("Blade", "Merc"), "剣士"),
    "A02": (("Nurse", "Doc"), ("看護師", "看護")),
    "A03": ("Dog", ""),
    "A04": ("Seer", ("占い師", "占い")),
    "A05": ("Cat", ("野良猫", "猫")),
    "A06": (("Alchemist", "Alch"), ("錬金術師", "術師")),
    "A07": (("Charm", "Luck"), ("お守り", "護符")),
    "A08": (("Sergeant", "Sarge", "Sgt."), "軍曹"),
    "D01": ("", "日誌"),
    "D02": (("Tower Bell", "Bell"), "鐘"),
    "D03": (("Cat Poster", "Notice", "Sign"), "貼り紙"),
    "D04": (("Festival Flyer", "Flyer"), "チラシ"),
    "B01": ("Rat", ("大ネズミ", "ネズミ")),
    "B02": ("Imp", "小鬼"),
    "B03": (("Golem", "Moss"), ("ゴーレム", "巨人")),
    "B04": ("", ("コウモリ", "蝙蝠")),
}


_TABLE: tuple[CardInfo, ...] = (
    CardInfo("P01", "party", "Lucan Ashford", "ルカン・アシュフォード", 240),
    CardInfo("P02", "party", "Brienne Holt", "ブリエンヌ・ホルト", 240),
    CardInfo("P03", "party", "Corvin Dale", "コーヴィン・デイル", 190),
    CardInfo("P04", "party", "Hester Moss", "ヘスター・モス", 190),
    CardInfo("P05", "party", "Tobias Fenn", "トバイアス・フェン", 190),
    CardInfo("P06", "party", "Mirela Sunde", "ミレラ・スンデ", 140),
    CardInfo("P07", "party", "Oswin Pike", "オズウィン・パイク", 140),
    CardInfo("P08", "party", "Pella Rook", "ペラ・ルック", 140),
    CardInfo("P09", "party", "Quill Barrow", "クイル・バロウ", 140),
    CardInfo("P10", "party", "Rosalind Vey", "ロザリンド・ヴェイ", 90),
    CardInfo("P11", "party", "Sabine Marsh", "サビーネ・マーシュ", 90),
    CardInfo("P12", "party", "Tilda Wren", "ティルダ・レン", 90),
    CardInfo("A01", "action", "Hired Blade", "雇われ剣士"),
    CardInfo("A02", "action", "Field Nurse", "野戦看護師"),
    CardInfo("A03", "action", "Guard Dog", "番犬"),
    CardInfo("A04", "action", "Fortune Teller", "辻占い師"),
    CardInfo("A05", "action", "Alley Cat", "路地裏の猫"),
    CardInfo("A06", "action", "Wandering Alchemist", "旅の錬金術師"),
    CardInfo("A07", "action", "Charm Seller", "お守り売り"),
    CardInfo("A08", "action", "Old Sergeant", "古参の軍曹"),
    CardInfo("D01", "disc", "Patrol Log", "巡回日誌"),
    CardInfo("D02", "disc", "Clocktower Bell", "時計塔の鐘"),
    CardInfo("D03", "disc", "Lost Cat Poster", "迷い猫の貼り紙"),
    CardInfo("D04", "disc", "Harvest Festival Flyer", "収穫祭のチラシ"),
    CardInfo("B01", "battle", "Sewer Rat", "下水道の大ネズミ"),
    CardInfo("B02", "battle", "Mischief Imp", "いたずら小鬼"),
    CardInfo("B03", "battle", "Moss Golem", "苔むしたゴーレム"),
    CardInfo("B04", "battle", "Night Bat", "夜コウモリ"),
)

CARDS: dict[str, CardInfo] = {card.id: card for card in _TABLE}

HIRED_BLADE = "A01"
FIELD_NURSE = "A02"
GUARD_DOG = "A03"
FORTUNE_TELLER = "A04"
ALLEY_CAT = "A05"
WANDERING_ALCHEMIST = "A06"
CHARM_SELLER = "A07"
OLD_SERGEANT = "A08"
HIRED_BLADE_HP = 90  # E41

DECK_SIZE = 12  # E5
MAX_COPIES = 4  # E5
PARTY_SIZE = 3  # E5
HP_CAP = 470  # the optional balance rule (2.4)


def is_action(card: str) -> bool:
    return CARDS[card].kind == "action"


@dataclass(frozen=True)
class ReadyDeck:
    key: str
    name_en: str
    name_ja: str
    party: tuple[str, str, str]
    deck: tuple[str, ...]  # 12 card ids


def _cards(*counted: tuple[int, str]) -> tuple[str, ...]:
    return tuple(card for count, card in counted for _ in range(count))


READY_DECKS: dict[str, ReadyDeck] = {
    deck.key: deck
    for deck in (
        ReadyDeck("shieldwall", "Shieldwall", "盾の壁隊", ("P01", "P07", "P11"),
                  _cards((2, "A03"), (2, "A02"), (1, "A08"), (4, "D01"), (3, "B01"))),
        ReadyDeck("lanternlight", "Lanternlight", "灯火隊", ("P04", "P05", "P10"),
                  _cards((2, "A06"), (1, "A05"), (1, "A04"), (1, "A02"), (4, "D02"), (2, "B02"), (1, "P06"))),
        ReadyDeck("swiftwind", "Swift Wind", "疾風隊", ("P02", "P09", "P12"),
                  _cards((2, "A07"), (1, "A01"), (1, "A05"), (1, "A04"), (4, "D03"), (2, "B03"), (1, "B04"))),
    )
}
