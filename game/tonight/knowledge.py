"""What one seat can deduce about where everyone is, from what it was told.

Each seat (and the onlookers) keeps, for each of the four men and the Heroine, the
set of places it cannot yet rule out. The sets are narrowed by the messages that
seat receives and by nothing else — the same messages its log shows — so they hold
only what that seat may know. They are sound (the true place is always in the set)
but not complete: a player who reasons harder may know more.

Subjects 0..3 are the seats; subject 4 is the Heroine.
"""

from __future__ import annotations

from game.engine.contract import Message

from .cards import AREA, BANK, CEMETERY, HOME, PLACES, dist, is_heroine, owner_role, suit

HEROINE = 4


def initial(roles: list[str]) -> list[list[int]]:
    return [list(AREA[role]) for role in roles] + [list(PLACES)]


def _steps(places: list[int], allowed: tuple[int, ...], reach: tuple[int, ...]) -> list[int]:
    return [p for p in allowed if any(dist(p, q) in reach for q in places)]


def update(know: list[list[int]], roles: list[str], message: Message) -> None:
    """Narrow `know` (in place) by one message that its seat was told."""
    key = message.key.removeprefix("tonight.log.")
    args = dict(message.args)
    seat = args.get("seat")
    target = args.get("target")
    place = args.get("place")

    def only(subject: int, places) -> None:
        know[subject] = sorted(set(places))

    def drop(subject: int, places) -> None:
        know[subject] = [p for p in know[subject] if p not in set(places)]

    def near(p: int) -> list[int]:
        return [q for q in PLACES if dist(p, q) <= 1]

    if key in ("revealed", "moved_to", "placed_at", "warn_hit", "police", "block"):
        only(target if key == "warn_hit" else seat, [place])
    elif key in ("abduct_hit", "escort_hit") or key == "placed_for_at":
        only(target, [place])
    elif key == "walk":  # T17: exactly one step
        only(seat, _steps(know[seat], AREA[roles[seat]], (1,)))
    elif key == "walk_from":
        only(seat, _steps([place], AREA[roles[seat]], (1,)))
    elif key == "taxi":  # T18: one or two places from the revealed card
        only(seat, _steps([place], AREA[roles[seat]], (1, 2)))
    elif key == "placed":  # T36: a step, never staying
        only(seat, _steps(know[seat], AREA[roles[seat]], (1,)))
    elif key == "placed_for":  # T37(b): anywhere
        only(target, AREA[roles[target]])
    elif key == "warn_miss":
        drop(target, near(place))
    elif key in ("abduct_miss", "escort_miss"):
        drop(target, [place])
    elif key == "snipe_miss":
        drop(HEROINE, near(place))
    elif key in ("extract_miss", "secure_miss"):
        drop(HEROINE, [place])
    elif key in ("heroine_revealed", "heroine_at"):
        only(HEROINE, [place])
    elif key == "heroine_placed":  # T6 (all seven stay open), T34: exactly one step round the ring
        only(HEROINE, _steps(know[HEROINE], PLACES, (1,)))
    elif key == "will":  # T28: the Cemetery will, by the Salaryman or the Heroine
        if args.get("by") != CEMETERY:
            only(HEROINE, [CEMETERY])
    elif key == "will_hidden":  # Home (only the Heroine can be there) or Bank
        if args.get("by") != BANK:
            only(HEROINE, [p for p in know[HEROINE] if p in (HOME, BANK)])
    elif key in ("dealt_you", "gather_cards", "collected"):
        cards = args.get("cards", ()) + args.get("given", ()) + args.get("drawn", ())
        for card in cards:  # a card in a hand is not anyone's position card
            if is_heroine(card):
                drop(HEROINE, [suit(card)])
            else:
                owner = roles.index(owner_role(card))
                if know[owner] != [suit(card)]:  # else it is the card taken from him, showing where he is (1.6)
                    drop(owner, [suit(card)])
    elif key == "eliminated":
        know[seat] = []
