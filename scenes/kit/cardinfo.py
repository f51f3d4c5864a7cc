"""What a card is and does, in words: one source for the tables' tooltips and the rules
pages' card reference.

`describe_card(game_id, code, t)` gives a card's title, its role line and its ability
text for a card code the viewer may see (callers never pass a hidden card).
`reference_entries(game_id)` lists every distinct card of a game with how many there
are, and `card_face(game_id, code)` the face its table paints, so the reference shows
the cards as the table does. The words themselves live in the catalogs
(scenes/locale/<game>.json); this module only picks the keys.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sprites import theme

from .i18n import catalog, seven_card_name

Translate = Callable[..., str]
GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


@dataclass(frozen=True)
class CardInfo:
    title: str  # the card's name
    role: str  # what kind of card it is (side, class, role) and which physical card
    text: str  # what it does
    kind: str = ""  # the role line without naming one physical card (for the reference)
    name: str = ""  # the title without naming one physical card (for the reference)


@dataclass(frozen=True)
class RefEntry:
    code: str  # a card that stands for the entry
    count: int  # copies in the game (Enfield: the most copies a deck may hold)
    per_deck: bool = False  # the count is a deck limit (Enfield, E5), not copies in the box


def _has(key: str) -> bool:
    return key in catalog()


def _rank(code: str) -> int:
    return int(code.split("-")[0])


def _rank_label(code: str) -> str:
    from sprites.faces.seven import RANKS

    return RANKS[_rank(code) - 1]


def _suit(code: str) -> int:
    return int(code.split("-")[1])


# -- per game --------------------------------------------------------------------------------
def _requiem(code: str, t: Translate) -> CardInfo:
    from game.requiem.cards import is_enemy, role

    key = role(code)
    title = t(f"requiem.name.{code}") if _has(f"requiem.name.{code}") else t(f"requiem.role.{key}")
    side = t("requiem.info.enemy" if is_enemy(code) else "requiem.info.allied")
    text_key = f"requiem.card.{code}.text"  # the Princes (R22, R23) have their own words
    text = t(text_key) if _has(text_key) else t(f"requiem.role.{key}.text")
    return CardInfo(title, t("cardinfo.role", kind=side, card=seven_card_name(code, t)), text,
                    t("cardinfo.role", kind=side, card=_rank_label(code)))


def _marenzan(code: str, t: Translate) -> CardInfo:
    from game.marenzan.cards import ROLES

    rank = _rank(code)
    cls = t(f"marenzan.class.{ROLES[rank][3]}")
    text = t(f"marenzan.card.{rank}.text")
    if 8 <= rank <= 12:  # a Demon: the pairs that beat it (M34)
        products = {x * y for x in range(2, 8) for y in range(x, 8)}
        beat = (t("marenzan.info.beat", sum=rank + 1, product=rank) if rank in products
                else t("marenzan.info.beat_sum", sum=rank + 1))
        text = t("marenzan.info.demon", ability=text, beat=beat)
    return CardInfo(t(f"marenzan.card.{rank}"), t("cardinfo.role", kind=cls, card=seven_card_name(code, t)), text,
                    t("cardinfo.role", kind=cls, card=_rank_label(code)))


def _tonight(code: str, t: Translate) -> CardInfo:
    from game.tonight.cards import MAP_CARDS, WILL_MARKERS, is_heroine, owner_role

    place = _suit(code)
    where = t(f"tonight_table.place.{place}")
    card = seven_card_name(code, t)
    if code in WILL_MARKERS.values():
        title = t(f"tonight.will.{place}")
        text = t(f"tonight.card.will.{place}.text")
        return CardInfo(title[:1].upper() + title[1:], t("cardinfo.role", kind=t("tonight.card.will"), card=card), text,
                        t("cardinfo.role", kind=t("tonight.card.will"), card=card))
    if code in MAP_CARDS:
        title = t("tonight_table.card_name", who=t("tonight.card.map"), place=where)
        return CardInfo(title, t("cardinfo.role", kind=t("tonight.card.map"), card=card), t("tonight.card.map.text"),
                        t("cardinfo.role", kind=t("tonight.card.map"), card=_rank_label(code)), t("tonight.card.map"))
    who = "heroine" if is_heroine(code) else owner_role(code)
    kind = t("tonight.card.heroine" if who == "heroine" else "tonight.card.player")
    return CardInfo(t("tonight_table.card_name", who=t(f"tonight.role.{who}"), place=where),
                    t("cardinfo.role", kind=kind, card=card), t(f"tonight.role.{who}.text"),
                    t("cardinfo.role", kind=kind, card=_rank_label(code)), t(f"tonight.role.{who}"))


def _enfield(code: str, t: Translate) -> CardInfo:
    from game.enfield.cards import CARDS

    info = CARDS[code]
    kind = t(f"enfield.kind.{info.kind}")
    if info.kind == "party":
        return CardInfo(t(f"enfield.card.{code}"), f"{kind} · HP {info.max_hp}", t("enfield.effect.party", hp=info.max_hp))
    text = t(f"enfield.effect.{code}") if info.kind == "action" else t("enfield.effect.plain")
    return CardInfo(t(f"enfield.card.{code}"), kind, text)


def _kami(code: str, t: Translate) -> CardInfo:
    from game.kami.cards import BY_CODE

    card = BY_CODE[code]
    parts = [t(f"kami.kind.{card.kind}"), " / ".join(t(f"kami.civ.{c}") for c in card.civ)]
    if card.cost:
        parts.append(t("kami_table.tip.cost", n=card.cost))
    return CardInfo(t(f"kami.card.{code}"), " · ".join(parts), t(f"kami.card.{code}.text"))


_DESCRIBE = {"requiem": _requiem, "marenzan": _marenzan, "tonight": _tonight, "enfield": _enfield, "kami": _kami}


def describe_card(game_id: str, code: str, t: Translate) -> CardInfo:
    """Title, role line and ability text of a (visible) card of a game, in t's language."""
    return _DESCRIBE[game_id](code, t)


# -- the card reference ----------------------------------------------------------------------
def reference_entries(game_id: str) -> tuple[RefEntry, ...]:
    """Every distinct card of a game, in the order a rules page lists them."""
    if game_id == "requiem":
        from game.requiem.cards import ALL_CARDS, MAGES, PRINCES, role

        # allied high to low, then enemies from the Slaughter King up (1.1); the named Princes
        # and Mages one by one (R3, R36–R38)
        named = PRINCES + MAGES
        order = sorted(ALL_CARDS, key=lambda c: (_rank(c) <= 6, -_rank(c) if _rank(c) > 6 else _rank(c), c))
        counts = Counter(c if c in named else role(c) for c in ALL_CARDS)
        seen, entries = set(), []
        for c in order:
            key = c if c in named else role(c)
            if key not in seen:
                seen.add(key)
                entries.append(RefEntry(c, counts[key]))
        return tuple(entries)
    if game_id == "marenzan":
        from game.engine.seven import SEVEN_DECK

        counts = Counter(card.rank for card in SEVEN_DECK)
        first = {}
        for card in SEVEN_DECK:
            first.setdefault(card.rank, card.code)
        return tuple(RefEntry(first[r], counts[r]) for r in sorted(counts))
    if game_id == "tonight":
        from game.tonight.cards import HEROINE_CARDS, MAP_CARDS, ROLES, WILL_MARKERS, own_cards

        entries = [RefEntry(own_cards(role)[0], len(own_cards(role))) for role in ROLES]
        entries.append(RefEntry(HEROINE_CARDS[0], len(HEROINE_CARDS)))
        entries += [RefEntry(WILL_MARKERS[p], 1) for p in sorted(WILL_MARKERS, reverse=True)]
        entries.append(RefEntry(MAP_CARDS[0], len(MAP_CARDS)))
        return tuple(entries)
    if game_id == "enfield":
        from game.enfield.cards import CARDS, MAX_COPIES

        return tuple(RefEntry(code, MAX_COPIES, per_deck=True) for code in CARDS)
    if game_id == "kami":
        from game.kami.cards import CARD_TYPES

        return tuple(RefEntry(card.code, card.copies) for card in CARD_TYPES)
    raise KeyError(game_id)


def count_line(entry: RefEntry, t: Translate) -> str:
    if entry.per_deck:
        return t("cardinfo.count_deck", n=entry.count)
    return t("cardinfo.count", n=entry.count)


def reference_line(info: CardInfo, entry: RefEntry, t: Translate) -> str:
    """The small line under a card's name in the reference: its kind and how many there are."""
    return t("cardinfo.role", kind=info.kind or info.role, card=count_line(entry, t))


def card_face(game_id: str, code: str) -> tuple[str, Any]:
    """(painter kind, face) of a card as its table paints it."""
    if game_id == "requiem":
        from sprites.faces.requiem import requiem_face

        return "seven", requiem_face(code)
    if game_id == "marenzan":
        from ..tables.marenzan.layout import face

        return "seven", face(code)
    if game_id == "tonight":
        from ..tables.tonight.layout import face

        return "seven", face(code)
    if game_id == "enfield":
        from sprites.faces.enfield import EnfieldFace

        return "enfield", EnfieldFace(code)
    if game_id == "kami":
        from sprites.faces.kami import KamiFace

        return "kami", KamiFace(code)
    raise KeyError(game_id)


def tooltip_lines(info: CardInfo, width: float = 360) -> list[str]:
    """The card's title, role line and ability text wrapped for a tooltip `width` logical units wide."""
    return [info.title, info.role, *theme.wrap(info.text, theme.SMALL, round(width))]
