"""What one seat can deduce about where everyone is, from what it was told.

Each seat (and the onlookers) keeps, for each of the four men and the Heroine, the
set of places it cannot yet rule out. The sets are narrowed by the messages that
seat receives and by nothing else — the same messages its log shows — so they hold
only what that seat may know. They are sound (the true place is always in the set)
but not complete: a player who reasons harder may know more.

Subjects 0..3 are the seats; subject 4 is the Heroine.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from game.engine.contract import Message

from .cards import AREA, BANK, CEMETERY, HOME, PLACES, dist, is_heroine, owner_role, suit

HEROINE = 4


def initial(roles: list[str]) -> list[list[int]]:
    return [list(AREA[role]) for role in roles] + [list(PLACES)]


def _steps(places: list[int], allowed: tuple[int, ...], reach: tuple[int, ...]) -> list[int]:
    """The places of `allowed` at a distance in `reach` from one of `places`, sorted."""
    return list(_steps_from(tuple(places), allowed, reach))


@lru_cache(maxsize=None, typed=True)  # a few hundred distinct questions in all: sets of places on a ring of seven
def _steps_from(places: tuple[int, ...], allowed: tuple[int, ...], reach: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted({p for p in allowed if any(dist(p, q) in reach for q in places)}))


_NEAR: dict[int, tuple[int, ...]] = {p: tuple(q for q in PLACES if dist(p, q) <= 1) for p in PLACES}

# the messages that narrow anything; every other line of the log tells nothing of places
_PREFIX = len("tonight.log.")
TELLING = frozenset("tonight.log." + key for key in (
    "revealed", "moved_to", "placed_at", "warn_hit", "police", "block", "abduct_hit", "escort_hit",
    "placed_for_at", "walk", "walk_from", "taxi", "placed", "placed_for", "warn_miss", "abduct_miss",
    "escort_miss", "snipe_miss", "extract_miss", "secure_miss", "heroine_revealed", "heroine_at",
    "heroine_placed", "will", "will_hidden", "dealt_you", "gather_cards", "collected", "eliminated",
))


def update(know: list[list[int]], roles: list[str], message: Message) -> None:
    """Narrow `know` (in place) by one message that its seat was told."""
    update_all((know,), roles, message)


def update_all(knows: Iterable[list[list[int]]], roles: list[str], message: Message) -> None:
    """`update` for every seat that was told the same message (its arguments read once)."""
    full = message.key
    if full not in TELLING:
        return
    key = full[_PREFIX:]
    args = dict(message.args)
    for know in knows:
        _narrow(know, roles, key, args)


def _narrow(know: list[list[int]], roles: list[str], key: str, args: dict) -> None:
    seat = args.get("seat")
    target = args.get("target")
    place = args.get("place")

    if key in ("revealed", "moved_to", "placed_at", "warn_hit", "police", "block"):
        know[target if key == "warn_hit" else seat] = [place]
    elif key in ("abduct_hit", "escort_hit") or key == "placed_for_at":
        know[target] = [place]
    elif key == "walk" or key == "placed":  # T17: exactly one step; T36: a step, never staying
        know[seat] = _steps(know[seat], AREA[roles[seat]], (1,))
    elif key == "walk_from":
        know[seat] = _steps([place], AREA[roles[seat]], (1,))
    elif key == "taxi":  # T18: one or two places from the revealed card
        know[seat] = _steps([place], AREA[roles[seat]], (1, 2))
    elif key == "placed_for":  # T37(b): anywhere
        know[target] = sorted(set(AREA[roles[target]]))
    elif key == "warn_miss":
        _drop(know, target, _near(place))
    elif key in ("abduct_miss", "escort_miss"):
        _drop(know, target, (place,))
    elif key == "snipe_miss":
        _drop(know, HEROINE, _near(place))
    elif key in ("extract_miss", "secure_miss"):
        _drop(know, HEROINE, (place,))
    elif key in ("heroine_revealed", "heroine_at"):
        know[HEROINE] = [place]
    elif key == "heroine_placed":  # T6 (all seven stay open), T34: exactly one step round the ring
        know[HEROINE] = _steps(know[HEROINE], PLACES, (1,))
    elif key == "will":  # T28: the Cemetery will, by the Salaryman or the Heroine
        if args.get("by") != CEMETERY:
            know[HEROINE] = [CEMETERY]
    elif key == "will_hidden":  # Home (only the Heroine can be there) or Bank
        if args.get("by") != BANK:
            know[HEROINE] = sorted({p for p in know[HEROINE] if p in (HOME, BANK)})
    elif key in ("dealt_you", "gather_cards", "collected"):
        cards = args.get("cards", ()) + args.get("given", ()) + args.get("drawn", ())
        for card in cards:  # a card in a hand is not anyone's position card
            if is_heroine(card):
                _drop(know, HEROINE, (suit(card),))
            else:
                owner = roles.index(owner_role(card))
                if know[owner] != [suit(card)]:  # else it is the card taken from him, showing where he is (1.6)
                    _drop(know, owner, (suit(card),))
    elif key == "eliminated":
        know[seat] = []


def _drop(know: list[list[int]], subject: int, places: tuple[int, ...]) -> None:
    know[subject] = [p for p in know[subject] if p not in places]


def _near(p: int) -> tuple[int, ...]:
    return _NEAR.get(p) or tuple(q for q in PLACES if dist(p, q) <= 1)
