"""What can be done at the Free Table, and what each gesture does.

F1  Move a card to any zone and position. The pile is face down: a card put on it
    turns face down and upright, at the top or the bottom. The discard is face up:
    a card put on it turns face up and upright, on top. Hands and the table keep a
    card as it was, at any position (a card may also change place in its zone).
F2  Flip a card on the table or in your own hand. A face-down card in a hand is
    held by that hand's seat: its owner sees it, the others see its back. Only the
    owner lays it face up (then it is everyone's) or face down again. A card moved
    or dealt face down into a hand is shown to its owner only.
F3  Turn a card on the table or in a hand sideways (spent) or back upright.
F4  Shuffle the pile (two cards or more).
F5  Deal N cards to every hand from the top of the pile, face up or face down,
    one at a time round the table; N up to what the pile can give everyone (max 13).
F6  Roll a die: the value comes from the table's PRNG.
F7  Reset: every card back to the pile face down and upright, then shuffled.
F8  Pack up: the session ends (the table is put away and its save is removed).
F9  Pass the table to another seat: that seat acts (and sees its own hand) next.
F10 Free placement: a card put on the table lies at a point of its area (state.AREA_W ×
    AREA_H), on top of what is there; cards at one point are a stack. A card moved onto
    the table by position (MoveCard) takes the first free cell. A stack of two or more is
    spread (fanned) or gathered by its top card. Several table cards move together, each
    by the same offset, all staying on the area. The number of hands is changed by a new
    record that carries the table over (game.freetable.carry), not by a gesture here.
F11 Roll both dice at once: the log gives both values and their sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.contract import (
    Action,
    CardMoved,
    DieRolled,
    Event,
    GameOver,
    IllegalAction,
    Message,
    Result,
    Revealed,
    Shuffled,
)

from .state import AREA_H, AREA_W, DICE, DISCARD, PILE, TABLE, Observation, State, free_cell, owner

MAX_DEAL = 13


@dataclass(frozen=True)
class MoveCard(Action):
    token: int
    zone: str
    index: int  # the card's position in `zone` afterwards (0 = bottom / leftmost)
    label = "freetable.action.move"


@dataclass(frozen=True)
class Flip(Action):
    token: int
    label = "freetable.action.flip"


@dataclass(frozen=True)
class Turn(Action):
    token: int
    label = "freetable.action.turn"


@dataclass(frozen=True)
class Shuffle(Action):
    zone: str
    label = "freetable.action.shuffle"


@dataclass(frozen=True)
class Deal(Action):
    count: int
    face_up: bool
    label = "freetable.action.deal"


@dataclass(frozen=True)
class Roll(Action):
    die: int
    label = "freetable.action.roll"


@dataclass(frozen=True)
class Reset(Action):
    label = "freetable.action.reset"


@dataclass(frozen=True)
class PackUp(Action):
    label = "freetable.action.packup"


@dataclass(frozen=True)
class PassTo(Action):
    seat: int
    label = "freetable.action.pass"


@dataclass(frozen=True)
class Place(Action):
    """F10: `token` onto the table at (x, y), on top."""

    token: int
    x: int
    y: int
    label = "freetable.action.place"


@dataclass(frozen=True)
class MoveGroup(Action):
    """F10: several table cards moved together by (dx, dy), on top in their order."""

    tokens: tuple[int, ...]
    dx: int
    dy: int
    label = "freetable.action.group"


@dataclass(frozen=True)
class Spread(Action):
    """F10: fan the stack whose top card is `token`."""

    token: int
    label = "freetable.action.spread"


@dataclass(frozen=True)
class Gather(Action):
    """F10: gather the fanned stack whose top card is `token`."""

    token: int
    label = "freetable.action.gather"


@dataclass(frozen=True)
class RollBoth(Action):
    label = "freetable.action.roll_both"


ACTION_TYPES = (MoveCard, Flip, Turn, Shuffle, Deal, Roll, Reset, PackUp, PassTo, Place, MoveGroup, Spread, Gather,
                RollBoth)
MAX_GROUP = 49


@dataclass(frozen=True)
class TokenMoved(CardMoved):
    """CardMoved with the physical card (token) and its new position."""

    token: int = -1
    index: int = -1


@dataclass(frozen=True)
class TokenFlipped(Event):
    token: int
    card: str | None  # the face now shown (None when it went face down)
    face_up: bool


@dataclass(frozen=True)
class TokenTurned(Event):
    token: int
    sideways: bool


# -- legality ----------------------------------------------------------------
def _free(zone: str) -> bool:
    """Zones where a card keeps its face and may lie at any position."""
    return zone not in (PILE, DISCARD)


def move_positions(state: State | _Table, token: int, zone: str) -> list[int]:
    """Where `token` may go in `zone` (F1)."""
    src, at = state.where(token)
    size = len(state.zones[zone])
    if zone == PILE:
        if src == PILE:
            return [i for i in (0, size - 1) if i != at]
        return [0, size] if size else [0]
    if zone == DISCARD:
        return [] if src == DISCARD else [size]
    if src == zone:
        return [i for i in range(size) if i != at]
    return list(range(size + 1))


def legal_actions(state: State) -> Gestures:
    """Every gesture open now, as a Gestures list: asking whether one action is among them costs
    the same whatever the table (apply asks it at every move and at every move of a load)."""
    return Gestures(state)


def legal_seen(observation: Observation) -> Gestures:
    """The gestures open to the seat to act, decided from its own observation, which holds all
    that legality reads (where each card lies, the table's points, who acts). A joined player's
    computer has no state: its table asks this whether a card dropped at any point of the area
    may lie there, as the host's table asks `legal_actions`; the host still decides."""
    table = _Table.__new__(_Table)
    table.zones = {name: [card.token for card in cards] for name, cards in observation.zones}
    table.pos = {token: (x, y) for token, x, y in observation.pos}
    table.spread = {tuple(point) for point in observation.spread}
    table.players = observation.players
    table.to_act = observation.to_act
    table.at = {t: (name, i) for name, tokens in table.zones.items() for i, t in enumerate(tokens)}
    gestures = Gestures.__new__(Gestures)
    gestures.table, gestures._list = table, None
    return gestures


def _every_gesture(table: _Table) -> list[Action]:
    """The full list, in a fixed order (bots pick from it by index)."""
    if table.to_act is None:
        return []
    actions: list[Action] = []
    for name, tokens in table.zones.items():
        for token in tokens:
            actions.extend(_moves(table, token))
    for name, tokens in table.zones.items():
        if _free(name):
            if owner(name) in (None, table.to_act):
                actions.extend(Flip(t) for t in tokens)
            actions.extend(Turn(t) for t in tokens)
    if len(table.zones[PILE]) >= 2:
        actions.append(Shuffle(PILE))
    most = min(MAX_DEAL, len(table.zones[PILE]) // table.players)
    actions.extend(Deal(n, up) for n in range(1, most + 1) for up in (False, True))
    actions.extend(Roll(d) for d in range(DICE))
    actions.append(RollBoth())
    for top in _stack_tops(table):
        actions.append(Gather(top) if table.pos[top] in table.spread else Spread(top))
    actions.append(Reset())
    actions.append(PackUp())
    actions.extend(PassTo(seat) for seat in range(table.players) if seat != table.to_act)
    return actions


def _moves(table: _Table, token: int) -> list[Action]:
    """Where `token` may go, listed: every position of the hands, the pile and the discard
    (F1), and on the table (F10) the first free cell and every stack (each point with cards).
    Any other point of the area is legal too: the list holds one place of each kind."""
    actions: list[Action] = []
    for zone in table.zones:
        if zone != TABLE:
            actions.extend(MoveCard(token, zone, i) for i in move_positions(table, token, zone))
    own = table.pos.get(token)
    others = {t: p for t, p in table.pos.items() if t != token}
    for point in dict.fromkeys((free_cell(others), *others.values())):
        if point != own:
            actions.append(Place(token, *point))
    return actions


def _stack_tops(table: _Table) -> list[int]:
    """The top card of every stack of two or more on the table, bottom to top."""
    tops: dict[tuple[int, int], list[int]] = {}
    for token in table.zones[TABLE]:
        tops.setdefault(table.pos[token], []).append(token)
    return [tokens[-1] for tokens in tops.values() if len(tokens) >= 2]


def _whole(value) -> bool:
    return type(value) is int  # not a bool, not a float that happens to equal one


def is_legal(table: _Table, action: Action) -> bool:
    """Whether `action` is among the gestures open at `table`, decided without listing them
    (the same answer as `action in _every_gesture(table)`, with exact field types)."""
    if table.to_act is None:
        return False
    kind = type(action)
    if kind is MoveCard:
        if not (_whole(action.token) and type(action.zone) is str and _whole(action.index)):
            return False
        if action.token not in table.at or action.zone not in table.zones:
            return False
        return _can_move(table, action.token, action.zone, action.index)
    if kind is Flip or kind is Turn:
        if not _whole(action.token) or action.token not in table.at:
            return False
        zone = table.at[action.token][0]
        return _free(zone) and (kind is Turn or owner(zone) in (None, table.to_act))
    if kind is Shuffle:
        return action.zone == PILE and type(action.zone) is str and len(table.zones[PILE]) >= 2
    if kind is Deal:
        most = min(MAX_DEAL, len(table.zones[PILE]) // table.players)
        return _whole(action.count) and type(action.face_up) is bool and 1 <= action.count <= most
    if kind is Roll:
        return _whole(action.die) and 0 <= action.die < DICE
    if kind is Place:
        if not (_whole(action.token) and _whole(action.x) and _whole(action.y)) or action.token not in table.at:
            return False
        return 0 <= action.x <= AREA_W and 0 <= action.y <= AREA_H and table.pos.get(action.token) != (action.x,
                                                                                                          action.y)
    if kind is MoveGroup:
        return _group_ok(table, action)
    if kind is Spread or kind is Gather:
        if not _whole(action.token) or action.token not in table.pos:
            return False
        return action.token in _stack_tops(table) and (table.pos[action.token] in table.spread) == (kind is Gather)
    if kind is Reset or kind is PackUp or kind is RollBoth:
        return True
    if kind is PassTo:
        return _whole(action.seat) and 0 <= action.seat < table.players and action.seat != table.to_act
    return False


def _group_ok(table: _Table, action: MoveGroup) -> bool:
    tokens = action.tokens
    if type(tokens) is not tuple or not 2 <= len(tokens) <= MAX_GROUP or not all(_whole(t) for t in tokens):
        return False
    if not (_whole(action.dx) and _whole(action.dy)) or (action.dx, action.dy) == (0, 0):
        return False
    if len(set(tokens)) != len(tokens) or any(t not in table.pos for t in tokens):
        return False
    return all(0 <= table.pos[t][0] + action.dx <= AREA_W and 0 <= table.pos[t][1] + action.dy <= AREA_H
               for t in tokens)


def _can_move(table: _Table, token: int, zone: str, index: int) -> bool:
    """`index in move_positions(table, token, zone)`, without building the list (F1)."""
    src, at = table.at[token]
    size = len(table.zones[zone])
    if zone == PILE:
        if src == PILE:
            return index in (0, size - 1) and index != at
        return index in ((0, size) if size else (0,))
    if zone == DISCARD:
        return src != DISCARD and index == size
    if src == zone:
        return 0 <= index < size and index != at
    return 0 <= index <= size


class _Table:
    """What decides legality, copied from a State when its gestures are listed, so the list
    stays true to that moment even after the state moves on."""

    __slots__ = ("at", "players", "pos", "spread", "to_act", "zones")

    def __init__(self, state: State):
        self.zones = {name: list(tokens) for name, tokens in state.zones.items()}
        self.pos = dict(state.pos)
        self.spread = set(state.spread)
        self.players = state.players
        self.to_act = state.to_act
        self.at = {t: (name, i) for name, tokens in self.zones.items() for i, t in enumerate(tokens)}

    def where(self, token: int) -> tuple[str, int]:
        return self.at[token]


class Gestures(Sequence):
    """The legal gestures of one moment. Membership is decided directly (is_legal); the full
    list of a few thousand moves is built only when someone reads it (a bot, a test)."""

    def __init__(self, state: State):
        self.table = _Table(state)
        self._list: list[Action] | None = None

    def _all(self) -> list[Action]:
        if self._list is None:
            self._list = _every_gesture(self.table)
        return self._list

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and is_legal(self.table, action)

    def __len__(self) -> int:
        return len(self._all())

    def __getitem__(self, index):
        return self._all()[index]

    def __iter__(self):
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Gestures, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Gestures({self._all()!r})"

    def moves_of(self, token: int) -> list[Action]:
        """Where `token` may go: every MoveCard and Place of it, in list order."""
        table = self.table
        if table.to_act is None or token not in table.at:
            return []
        return _moves(table, token)


def why_illegal(state: State, action: Action) -> IllegalAction:
    if isinstance(action, MoveCard):
        if action.zone not in state.zones:
            return IllegalAction("F1", f"there is no zone {action.zone!r} at this table", "zone")
        if not _known(state, action.token):
            return IllegalAction("F1", f"there is no card {action.token} at this table", "card")
        return IllegalAction("F1", f"card {action.token} cannot go to position {action.index} of {action.zone}")
    if isinstance(action, Flip) and _known(state, action.token):
        holder = owner(state.where(action.token)[0])
        if holder is not None and holder != state.to_act:
            return IllegalAction("F2", f"only seat {holder} flips the cards of hand{holder}", "holder", {"seat": holder})
    if isinstance(action, (Flip, Turn)):
        rule = "F2" if isinstance(action, Flip) else "F3"
        return IllegalAction(rule, "only a card on the table or in a hand can be flipped or turned", "where")
    if isinstance(action, Shuffle):
        return IllegalAction("F4", "only the pile, with two cards or more, can be shuffled")
    if isinstance(action, Deal):
        return IllegalAction("F5", f"the pile cannot deal {action.count} to each of {state.players} hands",
                             args={"n": action.count})
    if isinstance(action, Roll):
        return IllegalAction("F6", f"there is no die {action.die}")
    if isinstance(action, Place):
        if not _known(state, action.token):
            return IllegalAction("F10", f"there is no card {action.token!r} at this table", "card")
        if state.pos.get(action.token) == (action.x, action.y):
            return IllegalAction("F10", "the card lies there already", "same")
        return IllegalAction("F10", f"({action.x!r}, {action.y!r}) is off the table's area of {AREA_W}×{AREA_H}",
                             "off")
    if isinstance(action, MoveGroup):
        return IllegalAction("F10", "only two or more different table cards move together, all staying on the "
                             "table's area", "group")
    if isinstance(action, (Spread, Gather)):
        return IllegalAction("F10", "only the top card of a stack of two or more spreads it, or gathers it when "
                             "spread", "stack")
    if isinstance(action, PassTo):
        if action.seat == state.to_act:
            return IllegalAction("F9", f"seat {action.seat} has the table already", "self")
        return IllegalAction("F9", f"there is no seat {action.seat!r} at this table of {state.players}")
    return IllegalAction("F0", f"{type(action).__name__} is not a Free Table gesture")


def _known(state: State, token) -> bool:
    return isinstance(token, int) and 0 <= token < len(state.faces)


# -- effects -----------------------------------------------------------------
def apply(state: State, action: Action) -> list[Event]:
    if isinstance(action, MoveCard):
        return _move(state, action.token, action.zone, action.index)
    if isinstance(action, Flip):
        return _flip(state, action.token)
    if isinstance(action, Turn):
        state.sideways[action.token] = not state.sideways[action.token]
        sideways = state.sideways[action.token]
        key = "freetable.log.turned" if sideways else "freetable.log.straightened"
        return [TokenTurned(action.token, sideways), Message.of(key, zone=state.where(action.token)[0])]
    if isinstance(action, Shuffle):
        return _shuffle(state, action.zone)
    if isinstance(action, Deal):
        return _deal(state, action.count, action.face_up)
    if isinstance(action, Roll):
        value = state.rng.die(6)
        state.dice[action.die] = value
        return [DieRolled(f"d{action.die}", value), Message.of("freetable.log.rolled", die=action.die + 1, value=value)]
    if isinstance(action, RollBoth):
        values = [state.rng.die(6) for _ in range(DICE)]
        state.dice[:] = values
        return [*(DieRolled(f"d{i}", v) for i, v in enumerate(values)),
                Message.of("freetable.log.rolled_both", a=values[0], b=values[1], total=sum(values))]
    if isinstance(action, Place):
        return _move(state, action.token, TABLE, len(state.zones[TABLE]), (action.x, action.y))
    if isinstance(action, MoveGroup):
        return _group(state, action.tokens, action.dx, action.dy)
    if isinstance(action, (Spread, Gather)):
        point = state.pos[action.token]
        (state.spread.add if isinstance(action, Spread) else state.spread.discard)(point)
        key = "freetable.log.spread" if isinstance(action, Spread) else "freetable.log.gathered"
        return [Message.of(key, count=len(state.stack(action.token)))]
    if isinstance(action, Reset):
        return _reset(state)
    if isinstance(action, PassTo):
        state.to_act = action.seat
        return [Message.of("freetable.log.passed", seat=action.seat)]
    if isinstance(action, PackUp):
        state.to_act = None
        state.result = Result((), "freetable.ending.packed")
        return [Message.of("freetable.log.packed"), GameOver("freetable.ending.packed", ())]
    raise why_illegal(state, action)


def _place(state: State, token: int, zone: str, index: int, point: tuple[int, int] | None = None) -> str:
    src, _ = state.where(token)
    state.zones[src].remove(token)
    if src == TABLE:
        _leave_point(state, token)
    if zone == TABLE:
        state.pos[token] = point if point is not None else free_cell(state.pos)
    state.zones[zone].insert(index, token)
    if zone == PILE:
        state.face_up[token] = False
        state.sideways[token] = False
    elif zone == DISCARD:
        state.face_up[token] = True
        state.sideways[token] = False
    return src


def _leave_point(state: State, token: int) -> None:
    """`token` leaves its point on the table: a stack left with one card is no longer spread."""
    point = state.pos.pop(token)
    if point in state.spread and sum(1 for p in state.pos.values() if p == point) < 2:
        state.spread.discard(point)


def _group(state: State, tokens: tuple[int, ...], dx: int, dy: int) -> list[Event]:
    """F10: the cards keep their order among themselves and go on top; a fanned stack moved
    whole stays fanned at its new point."""
    moving = [t for t in state.zones[TABLE] if t in set(tokens)]
    points = {state.pos[t] for t in moving}
    whole = {p for p in points & state.spread if all(t in moving for t in state.zones[TABLE] if state.pos[t] == p)}
    events: list[Event] = []
    for token in moving:
        x, y = state.pos[token]
        _place(state, token, TABLE, len(state.zones[TABLE]) - 1, (x + dx, y + dy))
        card = state.faces[token] if state.face_up[token] else None
        events.append(TokenMoved(card, TABLE, TABLE, state.face_up[token], None, token=token,
                                 index=len(state.zones[TABLE]) - 1))
    state.spread |= {(x + dx, y + dy) for x, y in whole}
    events.append(Message.of("freetable.log.group", count=len(moving)))
    return events


def _move(state: State, token: int, zone: str, index: int, point: tuple[int, int] | None = None) -> list[Event]:
    was_up = state.face_up[token]
    if zone == TABLE and state.where(token)[0] == TABLE:
        if point is None:
            point = state.pos[token]  # moved among the table's cards by position: it keeps its point
        else:
            index = len(state.zones[TABLE]) - 1  # placed again: on top of the others
    src = _place(state, token, zone, index, point)
    face_up = state.face_up[token]
    card = state.faces[token]
    holder = owner(zone)
    if was_up or face_up:
        moved = TokenMoved(card, src, zone, face_up, None, token=token, index=index)
    elif holder is not None and holder != owner(src):
        # into a hand face down: its owner picks it up and sees it; the others see a back
        moved = TokenMoved(card, src, zone, face_up, (holder,), token=token, index=index)
    else:
        # a face-down card moves without its face: nobody learns anything, so undo may step back over it
        moved = TokenMoved(None, src, zone, face_up, None, token=token, index=index)
    events: list[Event] = [moved]
    if face_up and not was_up:
        events.append(Revealed(card, zone))
    if src == zone == TABLE:
        events.append(Message.of("freetable.log.slid", card=card) if face_up else Message.of("freetable.log.slid_hidden"))
    elif was_up or face_up:
        events.append(Message.of("freetable.log.moved", card=card, src=src, dst=zone))
    else:
        events.append(Message.of("freetable.log.moved_hidden", src=src, dst=zone))
    return events


def _flip(state: State, token: int) -> list[Event]:
    state.face_up[token] = not state.face_up[token]
    card = state.faces[token]
    zone = state.where(token)[0]
    if state.face_up[token]:
        return [TokenFlipped(token, card, True), Revealed(card, zone),
                Message.of("freetable.log.flipped_up", card=card, zone=zone)]
    return [TokenFlipped(token, None, False), Message.of("freetable.log.flipped_down", zone=zone)]


def _shuffle(state: State, zone: str) -> list[Event]:
    tokens = state.zones[zone]
    faces = [state.faces[t] for t in tokens]
    state.rng.shuffle(faces)
    for token, face in zip(tokens, faces):
        state.faces[token] = face
    return [Shuffled(zone, len(tokens)), Message.of("freetable.log.shuffled", count=len(tokens))]


def _deal(state: State, count: int, face_up: bool) -> list[Event]:
    events: list[Event] = []
    pile = state.zones[PILE]
    for _ in range(count):
        for seat in range(state.players):
            token = pile[-1]
            dst = f"hand{seat}"
            _place(state, token, dst, len(state.zones[dst]))
            state.face_up[token] = face_up
            card = state.faces[token]
            events.append(TokenMoved(card, PILE, dst, face_up, None if face_up else (seat,), token=token,
                                     index=len(state.zones[dst]) - 1))
            if face_up:
                events.append(Revealed(card, dst))
    events.append(Message.of("freetable.log.dealt", count=count, hands=state.players))
    return events


def _reset(state: State) -> list[Event]:
    events: list[Event] = []
    for name in list(state.zones):
        if name == PILE:
            continue
        for token in list(state.zones[name]):
            was_up = state.face_up[token]
            _place(state, token, PILE, len(state.zones[PILE]))
            card = state.faces[token]
            events.append(TokenMoved(card if was_up else None, name, PILE, False, None, token=token,
                                     index=len(state.zones[PILE]) - 1))
    for token in state.zones[PILE]:
        state.face_up[token] = False
        state.sideways[token] = False
    state.pos.clear()
    state.spread.clear()
    events.extend(_shuffle(state, PILE))
    events.append(Message.of("freetable.log.reset"))
    return events


assert TABLE  # the open play area: a free zone (F1)
