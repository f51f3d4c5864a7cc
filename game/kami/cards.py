"""The 100-card pool of Whisper of the Gods (神のささやき), as data (K2, table 1.1).

A physical card is an int id 0..99; `POOL[id]` is its card code. Copies of a card are
identical (K2), so everything the players see names cards by code only.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardType:
    code: str
    en: str
    ja: str
    kind: str  # 'god' | 'spell' | 'single' (ピン差しの呪文)
    copies: int
    cost: int | None  # printed cost; read only by Dragment Innovation (K73)
    civ: tuple[str, ...]  # civilisation(s), for the look of the face only (1.1)
    s_trigger: bool  # printed S-trigger in this game (K34); gods get one only via Lepton

    @property
    def is_god(self) -> bool:
        return self.kind == "god"

    @property
    def is_spell(self) -> bool:
        return self.kind != "god"


def _god(code: str, en: str, ja: str, civ: str) -> CardType:
    return CardType(code, en, ja, "god", 6, None, (civ,), False)


def _spell(code: str, en: str, ja: str, cost: int, civ: tuple[str, ...], single: bool = False,
           trigger: bool = False) -> CardType:
    return CardType(code, en, ja, "single" if single else "spell", 1 if single else 6, cost, civ, trigger)


LIGHT, WATER, DARKNESS, FIRE, NATURE = "light", "water", "darkness", "fire", "nature"

CARD_TYPES: tuple[CardType, ...] = (
    _god("ATOM", "Divine Core Atom", "神核アトム", DARKNESS),
    _god("NEUTRON", "Origin God Neutron", "起源神ニュートロン", DARKNESS),
    _god("PROTON", "Origin God Proton", "起源神プロトン", LIGHT),
    _god("LEPTON", "Origin God Lepton", "起源神レプトン", LIGHT),
    _god("ELECTRON", "Origin God Electron", "起源神エレクトロン", WATER),
    _god("QUARK", "Origin God Quark", "起源神クォーク", WATER),
    _spell("INFERNO_GATE", "Inferno Gate", "インフェルノ・ゲート", 5, (DARKNESS,)),
    _spell("BUBBLE_TRAP", "Bubble Trap", "バブル・トラップ", 4, (DARKNESS,)),
    _spell("ROLLING_STORM", "Like a Rolling Storm", "ライク・ア・ローリング・ストーム", 3, (DARKNESS,)),
    _spell("POKAPOKA_HAMMER", "Poka-Poka Hammer", "ポカポカ・ハンマー", 3, (DARKNESS,)),
    _spell("MIND_RESET", "Mind Reset", "マインド・リセット", 2, (DARKNESS,)),
    _spell("ENIGMA_CASCADE", "Enigma Cascade", "エニグマ・カスケード", 3, (WATER,)),  # cost: placeholder (K63)
    _spell("ENERGY_LIGHT", "Energy Light", "エナジー・ライト", 3, (WATER,)),
    _spell("VILVIE_SPIRAL", "Vilvie Spiral, Super-Flash Secret Art", "超閃奥義 ヴィルヴィー・スパイラル", 3, (WATER,)),
    _spell("BRAIN_STORM", "Brain Storm", "ブレイン・ストーム", 2, (WATER,)),
    _spell("CYCLONE_PANIC", "Cyclone Panic", "サイクロン・パニック", 3, (FIRE,), single=True, trigger=True),
    _spell("FINAL_STOP", "Final Stop", "ファイナル・ストップ", 4, (LIGHT,), single=True),
    _spell("SCHEMING_HAND", "Hand of Scheming", "策略の手", 5, (DARKNESS,), single=True),
    _spell("BUTAN_REINCARNATION", "Butan Reincarnation", "ブータン転生", 3, (DARKNESS,), single=True),
    _spell("DEVIL_DRAIN", "Devil Drain", "デビル・ドレーン", 3, (DARKNESS,), single=True),
    _spell("GOLDEN_PROOF", "Golden Proof", "金色証明", 8, (WATER,), single=True),
    _spell("DRAGMENT_INNOVATION", "Dragment Innovation", "龍素知新", 5, (WATER,), single=True),
    _spell("SCRAMBLE_TYPHOON", "Scramble Typhoon", "スクランブル・タイフーン", 5, (WATER,), single=True),
    _spell("DASPELL_UKIDU", "Daspell Ukidu", "堕呪 ウキドゥ", 2, (WATER,), single=True),
    _spell("CONSPIRACY_HAND", "Hand of Conspiracy and Stratagem", "陰謀と計略の手", 4, (WATER, DARKNESS),
           single=True),
)

BY_CODE: dict[str, CardType] = {t.code: t for t in CARD_TYPES}

# The names a small card writes when the whole one does not fit (en, ja).
SHORT_NAMES: dict[str, tuple[str | tuple[str, ...], str | tuple[str, ...]]] = {  # longest first
    "ATOM": ("At.", "原子"),
    "PROTON": ("Pro", "陽子"),
    "NEUTRON": ("Neu", ("中性子", "中性")),
    "ELECTRON": ("Elec", "電子"),
    "QUARK": ("Qk", "クォ"),
    "LEPTON": ("Lep", "レプ"),
    "ROLLING_STORM": (("Rolling Storm", "Storm"), ("ローリング・ストーム", "ストーム", "嵐")),
    "VILVIE_SPIRAL": ("Vilvie Spiral", ("ヴィルヴィー・スパイラル", "スパイラル", "奥義")),
    "CONSPIRACY_HAND": (("Conspiracy", "Plot"), ("陰謀の手", "陰謀")),
    "SCHEMING_HAND": (("Scheming", "Scheme", "Ruse"), "策略"),
    "POKAPOKA_HAMMER": (("Hammer", "Poka"), ("ハンマー", "槌")),
    "INFERNO_GATE": (("Inferno", "Gate"), ("インフェルノ", "ゲート", "地獄")),
    "ENIGMA_CASCADE": (("Enigma", "Enig."), ("エニグマ", "謎")),
    "BUTAN_REINCARNATION": ("Butan", "転生"),
    "DRAGMENT_INNOVATION": (("Dragment", "Drag."), "龍素"),
    "SCRAMBLE_TYPHOON": (("Typhoon", "Typh."), ("タイフーン", "台風")),
    "ENERGY_LIGHT": ("Light", ("エナジー", "ライト", "光")),
    "CYCLONE_PANIC": ("Panic", ("サイクロン", "パニック", "旋風")),
    "FINAL_STOP": ("", ("ストップ", "停止")),
    "BRAIN_STORM": ("Brain", ("ブレイン", "頭脳")),
    "MIND_RESET": ("", ("リセット", "忘却")),
    "BUBBLE_TRAP": ("Trap", ("バブル", "泡")),
    "GOLDEN_PROOF": ("Proof", ""),
    "DASPELL_UKIDU": ("Ukidu", ("ウキドゥ", "堕呪")),
    "DEVIL_DRAIN": ("", ("デビル", "悪魔")),
}


def short_names(code: str, language: str) -> tuple[str, ...]:
    """The short names of a card in `language` ("en" or "ja"), longest first."""
    names = SHORT_NAMES.get(code, ("", ""))[1 if language == "ja" else 0]
    return tuple(filter(None, (names,) if isinstance(names, str) else names))

# K44: the God Link grid, cell order row by row (top row first). This order is also the
# order in which a field's gods and groups are listed.
GRID: tuple[tuple[str, str, str], ...] = (
    ("PROTON", "ATOM", "ELECTRON"),
    ("QUARK", "NEUTRON", "LEPTON"),
)
GODS: tuple[str, ...] = GRID[0] + GRID[1]
CELL: dict[str, tuple[int, int]] = {name: (r, c) for r, row in enumerate(GRID) for c, name in enumerate(row)}
GOD_ORDER: dict[str, int] = {name: i for i, name in enumerate(GODS)}

# K45: the link partner table, card -> {left, right, up, down}; fix the layout here only.
LINKS: dict[str, dict[str, str | None]] = {
    "PROTON": {"left": None, "right": "ATOM", "up": None, "down": "QUARK"},
    "ATOM": {"left": "PROTON", "right": "ELECTRON", "up": None, "down": "NEUTRON"},
    "ELECTRON": {"left": "ATOM", "right": None, "up": None, "down": "LEPTON"},
    "QUARK": {"left": None, "right": "NEUTRON", "up": "PROTON", "down": None},
    "NEUTRON": {"left": "QUARK", "right": "LEPTON", "up": "ATOM", "down": None},
    "LEPTON": {"left": "NEUTRON", "right": None, "up": "ELECTRON", "down": None},
}
ADJACENT: dict[str, tuple[str, ...]] = {
    name: tuple(sorted((p for p in LINKS[name].values() if p), key=GOD_ORDER.__getitem__)) for name in GODS
}

SPELLS: tuple[str, ...] = tuple(t.code for t in CARD_TYPES if t.is_spell)
RECASTABLE_COST = 7  # K73: Dragment Innovation recasts spells of printed cost 7 or less

# K2: the 100 physical cards; the id of a card is its index here.
POOL: tuple[str, ...] = tuple(t.code for t in CARD_TYPES for _ in range(t.copies))
IS_GOD: tuple[bool, ...] = tuple(BY_CODE[code].is_god for code in POOL)

SHIELDS_AT_START = 5  # K5
HAND_AT_START = 6  # K5


def is_god(code: str) -> bool:
    return _IS_GOD[code] if code in _IS_GOD else BY_CODE[code].is_god


_IS_GOD: dict[str, bool] = {code: card.is_god for code, card in BY_CODE.items()}


def is_spell(code: str) -> bool:
    return code in BY_CODE and BY_CODE[code].is_spell
