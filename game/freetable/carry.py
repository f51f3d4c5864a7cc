"""A table carried over to another number of hands (F10).

Changing the number of hands starts a new record (its seats are the hands), laid out as
the old table was: the record's option `carry` holds every card's zone, face, side and
point, the dice and who has the table. A hand that is no more puts its cards on the
table; a new hand starts empty. The option comes from a file like any other field, so
it is checked whole before a table is laid from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.contract import Option
from game.engine.seven import SEVEN_DECK

from .state import AREA_H, AREA_W, DICE, DISCARD, PILE, TABLE, State, free_cell, hand, zone_names

DECK = sorted(card.code for card in SEVEN_DECK)


def carry(state: State, hands: int) -> dict:
    """The option that lays `state` out again with `hands` hands."""
    zones = {name: list(state.zones[name]) for name in zone_names(hands) if name in state.zones}
    for name in zone_names(hands):
        zones.setdefault(name, [])
    pos = dict(state.pos)
    for seat in range(hands, state.players):  # a hand that is no more: its cards go to the table
        for token in state.zones[hand(seat)]:
            pos[token] = free_cell(pos)
            zones[TABLE].append(token)
    to_act = state.to_act if state.to_act is not None and state.to_act < hands else 0
    return {
        "faces": list(state.faces),
        "face_up": list(state.face_up),
        "sideways": list(state.sideways),
        "zones": zones,
        "pos": [[t, *pos[t]] for t in zones[TABLE]],
        "spread": [list(p) for p in sorted(state.spread) if sum(1 for q in pos.values() if q == p) >= 2],
        "dice": list(state.dice),
        "to_act": to_act,
    }


def _bools(value: Any, count: int, what: str) -> list[bool]:
    if type(value) is not list or len(value) != count or any(type(v) is not bool for v in value):
        raise ValueError(f"the carried table's {what} are not {count} true-or-false values")
    return list(value)


def _int(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"the carried table's {what} is not a whole number {low}..{high}")
    return value


def check_carry(value: Any, seats: int) -> dict | None:
    """The carried table, checked whole (ValueError with the reason); None: none."""
    if value is None:
        return None
    keys = {"faces", "face_up", "sideways", "zones", "pos", "spread", "dice", "to_act"}
    if type(value) is not dict or set(value) != keys:
        raise ValueError("the carried table is not a table of cards, points and dice")
    faces = value["faces"]
    if type(faces) is not list or any(type(f) is not str for f in faces) or sorted(faces) != DECK:
        raise ValueError("the carried table's cards are not one Seven deck")
    count = len(DECK)
    face_up = _bools(value["face_up"], count, "faces up")
    sideways = _bools(value["sideways"], count, "turned cards")
    zones = value["zones"]
    names = zone_names(seats)
    if type(zones) is not dict or set(zones) != set(names):
        raise ValueError(f"the carried table's zones are not those of {seats} hands")
    seen: list[int] = []
    for name in names:
        tokens = zones[name]
        if type(tokens) is not list or any(type(t) is not int for t in tokens):
            raise ValueError(f"the carried table's {name} is not a list of cards")
        seen.extend(tokens)
    if sorted(seen) != list(range(count)):
        raise ValueError("the carried table loses or repeats a card")
    for token in zones[PILE]:
        if face_up[token] or sideways[token]:
            raise ValueError("a carried card in the pile is face up or turned")
    for token in zones[DISCARD]:
        if not face_up[token] or sideways[token]:
            raise ValueError("a carried card on the discard is face down or turned")
    pos = value["pos"]
    if type(pos) is not list or len(pos) != len(zones[TABLE]):
        raise ValueError("the carried table does not give a point for every card on the table")
    points = []
    for entry, token in zip(pos, zones[TABLE]):
        if type(entry) is not list or len(entry) != 3 or entry[0] != token or type(entry[0]) is not int:
            raise ValueError("the carried table's points are not in the order of its cards")
        points.append((_int(entry[1], 0, AREA_W, "x"), _int(entry[2], 0, AREA_H, "y")))
    spread = value["spread"]
    if type(spread) is not list:
        raise ValueError("the carried table's spread stacks are not a list")
    fanned = []
    for entry in spread:
        if type(entry) is not list or len(entry) != 2:
            raise ValueError("a carried spread stack is not a point")
        point = (_int(entry[0], 0, AREA_W, "x"), _int(entry[1], 0, AREA_H, "y"))
        if points.count(point) < 2 or point in fanned:
            raise ValueError("a carried spread stack is not a stack of two cards or more")
        fanned.append(point)
    dice = value["dice"]
    if type(dice) is not list or len(dice) != DICE:
        raise ValueError(f"the carried table does not have {DICE} dice")
    return {
        "faces": list(faces),
        "face_up": face_up,
        "sideways": sideways,
        "zones": {name: list(zones[name]) for name in names},
        "pos": [[t, x, y] for t, (x, y) in zip(zones[TABLE], points)],
        "spread": [list(p) for p in fanned],
        "dice": [_int(d, 1, 6, "die") for d in dice],
        "to_act": _int(value["to_act"], 0, seats - 1, "seat at the table"),
    }


@dataclass(frozen=True)
class CarryOption(Option):
    """The `carry` option: not chosen on a setup screen, only written by a change of hands."""

    def validate(self, value: Any, seats: int) -> Any:
        return check_carry(value, seats)


CARRY = CarryOption("carry", "carry", None)
