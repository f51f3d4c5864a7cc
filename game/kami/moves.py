"""Card movements between zones, each with its event and its knowledge bookkeeping
(K24–K27, K39, K50, K79). Zone names in events: 'pile', 'pile.bottom', 'graveyard',
'resolution', 'hand.<seat>', 'field.<seat>', 'shields.<seat>.<label>' (seats 0-based)."""

from __future__ import annotations

from game.engine.contract import CardMoved, Event, Message, Shuffled

from .cards import ADJACENT, GOD_ORDER, POOL
from .state import State


def seats_of(mask: int, players: int) -> tuple[int, ...]:
    try:
        return _SEATS_OF[players][mask]
    except (IndexError, KeyError):
        return tuple(s for s in range(players) if mask >> s & 1)


# seats_of for every table size and knowledge mask, looked up at every face-down move
_SEATS_OF: dict[int, tuple[tuple[int, ...], ...]] = {
    players: tuple(tuple(s for s in range(players) if mask >> s & 1) for mask in range(1 << players))
    for players in range(1, 7)
}


def name(card: int) -> str:
    return POOL[card]


def hand_zone(seat: int) -> str:
    return f"hand.{seat}"


def shield_zone(seat: int, label: int) -> str:
    return f"shields.{seat}.{label}"


def field_zone(seat: int) -> str:
    return f"field.{seat}"


def hidden_move(g: State, card: int, src: str, dst: str, ev: list[Event], extra: int = 0) -> None:
    """A face-down move: only those who know the card (and `extra`) see which it is (K81)."""
    ev.append(CardMoved(name(card), src, dst, False, visible_to=seats_of(g.knows[card] | extra, g.players)))


def public_move(g: State, card: int, src: str, dst: str, ev: list[Event]) -> None:
    g.knows[card] = g.everyone
    ev.append(CardMoved(name(card), src, dst, True))


# -- the pile ------------------------------------------------------------------

def refill(g: State, ev: list[Event]) -> None:
    """K26: the graveyard, face down and shuffled, becomes the pile."""
    cards = g.graveyard
    g.graveyard = []
    g.rng.shuffle(cards)
    for card in cards:
        g.knows[card] = 0  # K79: a shuffle loses all knowledge
    g.pile = cards + g.pile
    ev.append(Shuffled("pile", len(g.pile)))
    ev.append(Message.of("kami.msg.refill", count=len(cards)))


def take_top(g: State, ev: list[Event]) -> int | None:
    """K25: the top card of the pile, refilling first if it is empty; None if no card exists."""
    if not g.pile:
        if not g.graveyard:
            return None
        refill(g, ev)
    return g.pile.pop()


def can_take(g: State) -> bool:
    return bool(g.pile or g.graveyard)


def shuffle_pile(g: State, ev: list[Event]) -> None:
    g.rng.shuffle(g.pile)
    for card in g.pile:
        g.knows[card] = 0
    ev.append(Shuffled("pile", len(g.pile)))


def draw_plain(g: State, seat: int, ev: list[Event]) -> int | None:
    """K24: one single draw, not replaced; None when there was no card (K25)."""
    card = take_top(g, ev)
    if card is None:
        return None
    hidden_move(g, card, "pile", hand_zone(seat), ev, extra=1 << seat)
    g.knows[card] |= 1 << seat
    g.hands[seat].append(card)
    return card


def mill(g: State, ev: list[Event]) -> int | None:
    card = take_top(g, ev)
    if card is not None:
        public_move(g, card, "pile", "graveyard", ev)
        g.graveyard.append(card)
    return card


# -- hands ---------------------------------------------------------------------

def hand_card(g: State, seat: int, code: str) -> int:
    """The copy of `code` in the hand to move (the latest arrival: copies are identical)."""
    hand = g.hands[seat]
    for i in range(len(hand) - 1, -1, -1):
        if POOL[hand[i]] == code:
            return hand[i]
    raise KeyError(code)


def hand_codes(g: State, seat: int) -> list[str]:
    """The distinct card codes in a hand, in a fixed order."""
    return sorted({POOL[c] for c in g.hands[seat]})


def discard(g: State, seat: int, card: int, ev: list[Event]) -> None:
    g.hands[seat].remove(card)
    public_move(g, card, hand_zone(seat), "graveyard", ev)
    g.graveyard.append(card)


# -- shields -------------------------------------------------------------------

def add_shield(g: State, seat: int, card: int, src: str, ev: list[Event]) -> int:
    """A new face-down shield with the next unused label (K5); knowledge follows the card."""
    g.next_label[seat] += 1
    label = g.next_label[seat]
    g.shields[seat].append((label, card))
    hidden_move(g, card, src, shield_zone(seat, label), ev)
    return label


def shield_card(g: State, seat: int, label: int) -> int:
    for lab, card in g.shields[seat]:
        if lab == label:
            return card
    raise KeyError(label)


def take_shield(g: State, seat: int, label: int) -> int:
    card = shield_card(g, seat, label)
    g.shields[seat].remove((label, card))
    return card


def shield_to_hand(g: State, seat: int, label: int, to: int, ev: list[Event]) -> int:
    """A shield into `to`'s hand, seen by that player (K78)."""
    card = take_shield(g, seat, label)
    hidden_move(g, card, shield_zone(seat, label), hand_zone(to), ev, extra=1 << to)
    g.knows[card] |= 1 << to
    g.hands[to].append(card)
    return card


# -- fields --------------------------------------------------------------------

def sort_groups(groups: list[list[int]]) -> None:
    for group in groups:
        group.sort(key=lambda c: GOD_ORDER[POOL[c]])
    groups.sort(key=lambda grp: GOD_ORDER[POOL[grp[0]]])


def field_names(g: State, seat: int) -> set[str]:
    return {POOL[c] for group in g.fields[seat] for c in group}


def god_count(g: State, seat: int) -> int:
    return sum(len(group) for group in g.fields[seat])  # K51


def group_with(g: State, seat: int, code: str) -> list[int] | None:
    for group in g.fields[seat]:
        if any(POOL[c] == code for c in group):
            return group
    return None


def is_linked(g: State, seat: int, code: str) -> bool:
    """K47: in a group of two or more cards."""
    group = group_with(g, seat, code)
    return group is not None and len(group) >= 2


def on_field(g: State, seat: int, code: str) -> bool:
    return group_with(g, seat, code) is not None


def leads(g: State, seat: int) -> list[str]:
    """Each creature of a field, named by its lead god."""
    return [POOL[group[0]] for group in g.fields[seat]]


def components(cards: list[int]) -> list[list[int]]:
    """K50: the connected parts of a set of gods, through adjacent cells."""
    left = list(cards)
    parts = []
    while left:
        part = [left.pop(0)]
        i = 0
        while i < len(part):
            near = ADJACENT[POOL[part[i]]]
            for c in list(left):
                if POOL[c] in near:
                    left.remove(c)
                    part.append(c)
            i += 1
        parts.append(part)
    return parts


def remove_from_field(g: State, seat: int, code: str, to_hand: bool, ev: list[Event]) -> int:
    """One god leaves a field (K18) to its owner's hand or the graveyard; the rest of its
    group splits into connected parts (K50)."""
    group = group_with(g, seat, code)
    card = next(c for c in group if POOL[c] == code)
    g.fields[seat].remove(group)
    group.remove(card)
    g.fields[seat].extend(components(group))
    sort_groups(g.fields[seat])
    if to_hand:
        public_move(g, card, field_zone(seat), hand_zone(seat), ev)
        g.hands[seat].append(card)
    else:
        public_move(g, card, field_zone(seat), "graveyard", ev)
        g.graveyard.append(card)
    return card


def eliminate(g: State, seat: int, ev: list[Event]) -> None:
    """K39: everything the player holds goes face up to the graveyard."""
    for card in list(g.hands[seat]):
        public_move(g, card, hand_zone(seat), "graveyard", ev)
        g.graveyard.append(card)
    for label, card in list(g.shields[seat]):
        public_move(g, card, shield_zone(seat, label), "graveyard", ev)
        g.graveyard.append(card)
    for group in g.fields[seat]:
        for card in group:
            public_move(g, card, field_zone(seat), "graveyard", ev)
            g.graveyard.append(card)
    g.hands[seat] = []
    g.shields[seat] = []
    g.fields[seat] = []
    g.eliminated[seat] = True
    g.locked[seat] = 0
    ev.append(Message.of("kami.msg.eliminated", seat=seat))
