"""The one contract between a rules core and everything else.

A game is a `GameDef`: `new_game(seats, seed, options) -> state`, `state.to_act`,
`legal_actions(state)`, `apply(state, action) -> events`, `observe(state, seat)`,
`state.result`. Actions and events are small frozen dataclasses; observations are
frozen dataclasses (or plain data) that hold exactly what one seat may know.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from .fastinit import fast_frozen

# --------------------------------------------------------------------------
# Actions


@dataclass(frozen=True)
class Action:
    """Base of every action. Subclasses are frozen dataclasses whose fields are
    ints, strs, bools, None or tuples of those; `label` is a catalog key."""

    label: ClassVar[str] = "action"

    def to_json(self) -> dict:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            data[f.name] = jsonable(getattr(self, f.name))
        return data


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


@functools.cache
def _fields_of(kind: type) -> tuple[frozenset[str], tuple[tuple[str, Any], ...]]:
    """The field names of an action class and each one's declared type (resolved once)."""
    hints = typing.get_type_hints(kind)
    names = tuple(f.name for f in dataclasses.fields(kind))
    return frozenset(names), tuple((name, hints.get(name, Any)) for name in names)


@functools.cache
def _types_by_name(action_types: tuple[type[Action], ...]) -> dict[str, type[Action]]:
    return {t.__name__: t for t in action_types}


_SCALARS = (int, str, bool, type(None))


def _conforms(value: Any, hint: Any) -> bool:
    """Is `value` (JSON lists already made tuples) exactly of the declared type?
    `int` takes an int only: not a bool, not a float equal to a whole number."""
    if hint is int or hint is str or hint is bool:  # the common case first: a record has 400,000 of them
        return type(value) is hint
    if hint is Any:
        return _plain(value)
    if hint is None or hint is type(None):
        return value is None
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        return any(_conforms(value, arg) for arg in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_conforms(v, args[0]) for v in value)
        return len(value) == len(args) and all(_conforms(v, a) for v, a in zip(value, args))
    if hint in _SCALARS or hint is float:
        return type(value) is hint
    return _plain(value)  # a type of a game's own: its constructor checks it


def _plain(value: Any) -> bool:
    """A scalar or a flat tuple of scalars: what an undeclared field may hold."""
    if isinstance(value, tuple):
        return all(isinstance(v, _SCALARS) for v in value)
    return isinstance(value, _SCALARS)


def action_from_json(data: Any, action_types: Iterable[type[Action]]) -> Action:
    """Decode an action written by `Action.to_json`; ValueError if it is not one,
    or if a field is not exactly of its declared type."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"not an action but {_brief(data)}")  # noqa: TRY004 (a decoding refusal, caught as ValueError)
    types_ = tuple(action_types)
    kind = _types_by_name(types_).get(data["type"])
    if kind is None:
        raise ValueError(f"unknown action type {data['type'][:40]!r}")
    names, hints = _fields_of(kind)
    if len(data) != len(names) + 1 or not names.issubset(data):
        given = sorted(str(k)[:20] for k in data if k != "type")[:8]
        raise ValueError(f"action {kind.__name__} has fields {given}, expected {sorted(names)}")
    values = {}
    for name, hint in hints:
        value = data[name]
        if type(value) is list:
            value = _tupled(value)
        if not _conforms(value, hint):
            raise ValueError(f"action {kind.__name__}: {name} is {_brief(value)}, not {_hint_name(hint)}")
        values[name] = value
    return kind(**values)


def _brief(value: Any) -> str:
    """A value named for a message without repr of what may be huge or deep."""
    if isinstance(value, (bool, int, float)) and not (isinstance(value, int) and value.bit_length() > 64):
        return repr(value)
    if isinstance(value, str):
        return repr(value[:30])
    return f"a {type(value).__name__}"


def _brief_action(action: Any) -> str:
    """An action named for a refusal: its class and each field briefly (a field may be huge)."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return _brief(action)
    fields = ", ".join(f"{f.name}={_brief(getattr(action, f.name))}" for f in dataclasses.fields(action))
    return f"{type(action).__name__}({fields})"


def _hint_name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


def fields_as_declared(action: Any) -> bool:
    """Every field holds exactly its declared type: an int field an int (not a bool), a
    tuple field a tuple whose elements are of their declared types, all the way down.
    An action built in code (a screen, a bot, a test) meets the rules only after this."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return False
    return all(_conforms(getattr(action, name), hint) for name, hint in _fields_of(type(action))[1])


def same_types(a: Any, b: Any) -> bool:
    """Equal and alike all the way down: 1, 1.0 and True are equal in Python, but an
    action holding the wrong one would reach the rules with a float or a bool."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same_types(x, y) for x, y in zip(a, b))
    if dataclasses.is_dataclass(a):
        return all(same_types(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    return a == b


class IllegalAction(Exception):
    """An action that the rules refuse. `rule` names the rule it breaks (e.g. 'R25');
    `message` is English for logs and tests. A table says it to a player from its own
    catalog, by `rule` and `case` (which of the rule's refusals), with `arguments` (seats as
    0-based ints, cards as codes) filled into the player's language."""

    def __init__(self, rule: str, message: str, case: str = "", args: dict[str, Any] | None = None):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        self.case = case
        self.arguments = dict(args or {})  # not `args`: Exception keeps its own


# --------------------------------------------------------------------------
# Events

EVERYONE: None = None  # visible_to=None: every seat sees the details


@dataclass(frozen=True)
class Event:
    """Base of every event. `visible_to` is None (everyone) or a tuple of the seats
    that may see the details; for the others, the fields named in `secret`
    are blanked (set to None) so the event keeps its shape."""

    secret: ClassVar[tuple[str, ...]] = ()
    reveals: ClassVar[bool] = False  # undo may not step back over it
    visible_to = None  # (not a field here) an event without the field is public; asked of every event of every step

    def is_reveal(self) -> bool:
        """Did someone learn something hidden? A private event always tells its
        viewers something; Revealed and CardMoved(reveal=True) tell everyone."""
        return self.reveals or self.visible_to is not None

    def seen_by(self, seat: int | None) -> Event:
        visible = getattr(self, "visible_to", None)
        if visible is None or (seat is not None and seat in visible) or not self.secret:
            return self
        return dataclasses.replace(self, **{name: None for name in self.secret})

    def to_json(self) -> dict:
        data = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            data[f.name] = jsonable(getattr(self, f.name))
        return data


@fast_frozen
@dataclass(frozen=True)
class CardMoved(Event):
    card: Any
    src: str
    dst: str
    face_up: bool = True
    visible_to: tuple[int, ...] | None = None
    reveal: bool = False  # the card left a hidden place face up (an undo barrier)
    secret: ClassVar[tuple[str, ...]] = ("card",)

    def is_reveal(self) -> bool:
        return self.reveal or self.visible_to is not None


@fast_frozen
@dataclass(frozen=True)
class Revealed(Event):
    """A hidden card is shown to `visible_to` (None: to everyone)."""

    card: Any
    where: str
    visible_to: tuple[int, ...] | None = None
    secret: ClassVar[tuple[str, ...]] = ("card",)
    reveals: ClassVar[bool] = True


@fast_frozen
@dataclass(frozen=True)
class Shuffled(Event):
    zone: str
    count: int


@fast_frozen
@dataclass(frozen=True)
class DieRolled(Event):
    die: str
    value: int
    seat: int | None = None


@fast_frozen
@dataclass(frozen=True)
class PieceMoved(Event):
    piece: str
    path: tuple
    visible_to: tuple[int, ...] | None = None
    secret: ClassVar[tuple[str, ...]] = ("path",)


@fast_frozen
@dataclass(frozen=True)
class Message(Event):
    """A line for the log: `key` is a catalog key, `args` its (name, value) pairs."""

    key: str
    args: tuple[tuple[str, Any], ...] = ()
    visible_to: tuple[int, ...] | None = None
    secret: ClassVar[tuple[str, ...]] = ("args",)

    @classmethod
    def of(cls, key: str, visible_to: tuple[int, ...] | None = None, **args: Any) -> Message:
        return cls(key, tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items()), visible_to)


@dataclass(frozen=True)
class GameOver(Event):
    ending: str
    winners: tuple[int, ...]


def events_for(events: Sequence[Event], seat: int | None) -> list[Event]:
    """The copy of `events` that a viewer in `seat` may see (None: an onlooker)."""
    return [event.seen_by(seat) for event in events]


# --------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class Result:
    """How a finished game ended. `winners` may be empty (everyone lost), all
    seats (a co-operative win) or some of them."""

    winners: tuple[int, ...]
    ending: str  # a catalog key, e.g. 'requiem.ending.happy'
    scores: tuple[int, ...] = ()
    reason: str = ""  # a catalog key saying why (e.g. which loss condition)
    details: tuple[tuple[str, Any], ...] = ()


# --------------------------------------------------------------------------
# Options set before play


@dataclass(frozen=True)
class Option:
    """A choice made on the setup screen, before the first turn.

    kind: 'bool', 'choice' (one of `choices`), 'int' (min..max) or 'per_seat'
    (one of `choices` for every seat; `unique` makes them all different).
    Labels are catalog keys: f'{game}.option.{key}' and f'{game}.option.{key}.{choice}'.
    `seat_base` marks an int that names a seat: value - seat_base is the 0-based seat
    (the screen shows that seat's name, never the bare number); a value below it is
    labelled f'{game}.option.{key}.{value}' (e.g. 0 = random).
    """

    key: str
    kind: str
    default: Any
    choices: tuple = ()
    minimum: int = 0
    maximum: int = 0
    unique: bool = False
    seat_base: int | None = None

    def default_for(self, seats: int) -> Any:
        if self.kind == "per_seat":
            if callable(self.default):
                return self.default(seats)
            return tuple(self.default[:seats]) if isinstance(self.default, tuple) else (self.default,) * seats
        return self.default

    def validate(self, value: Any, seats: int) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key} must be true or false")
        elif self.kind == "choice":
            if value not in self.choices:
                raise ValueError(f"option {self.key} must be one of {list(self.choices)}")
        elif self.kind == "int":
            if not isinstance(value, int) or not self.minimum <= value <= self.maximum:
                raise ValueError(f"option {self.key} must be a whole number {self.minimum}..{self.maximum}")
        elif self.kind == "per_seat":
            value = tuple(value)
            if len(value) != seats or any(v not in self.choices for v in value):
                raise ValueError(f"option {self.key} needs one of {list(self.choices)} per seat")
            if self.unique and len(set(value)) != len(value):
                raise ValueError(f"option {self.key} must differ between seats")
        return value


# --------------------------------------------------------------------------
# A game


class State(Protocol):
    to_act: int | None
    result: Result | None


@dataclass(frozen=True)
class GameDef:
    """Everything the front end, the tools and the tests need to know of one game."""

    id: str
    title_en: str
    title_ja: str
    min_players: int
    max_players: int
    rules_version: int
    new_game: Callable[[int, int, dict], Any]
    legal_actions: Callable[[Any], list[Action]]
    perform: Callable[[Any, Action], list[Event]]  # the game's apply, given a legal action
    observe: Callable[[Any, int | None], Any]
    action_types: tuple[type[Action], ...]
    bots: dict[str, Callable[[], Bot]] = field(default_factory=dict)
    options: tuple[Option, ...] = ()
    max_steps: int = 10_000  # a game longer than this is a bug
    example: bool = False  # a test game: not listed in the menu
    # (state, action) -> IllegalAction naming the rule that refuses it
    why_illegal: Callable[[Any, Action], IllegalAction] | None = None
    # (observation, seat, rng) -> a full state consistent with what that seat knows (search bots)
    sample_state: Callable[[Any, int, Any], Any] | None = None
    # state -> an independent copy for search (None: copy.deepcopy)
    copy_state: Callable[[Any], Any] | None = None
    # (event, actor) -> did it show someone a hidden thing they did not know? (None: every
    # reveal does). A game whose private events often repeat to the actor what it chose
    # (its own card laid face down) says so here, so Undo can take such a decision back.
    teaches: Callable[[Event, int | None], bool] | None = None

    def barrier(self, events: Sequence[Event], actor: int | None, drew: bool) -> bool:
        """May Undo not step back over this step? It drew from the PRNG (`drew`) or showed
        someone something hidden they did not know."""
        if drew:
            return True
        if self.teaches is None:
            return any(event.is_reveal() for event in events)
        return any(self.teaches(event, actor) for event in events)

    def apply(self, state: Any, action: Action, legal: Sequence[Action] | None = None) -> list[Event]:
        """Perform a legal action and return its events; refuse an illegal one
        with the rule it breaks, leaving the state unchanged. `legal` may hand in
        `legal_actions(state)` already computed for this very state (a caller that
        just asked for them), so a playout does not build them twice."""
        if state.to_act is None:
            raise IllegalAction("game-over", "the game is over; no action can be taken")
        match = find_among(action, self.legal_actions(state) if legal is None else legal)
        if match is None and not fields_as_declared(action):  # before the game's why_illegal reads its fields
            raise IllegalAction("action-types", f"{_brief_action(action)} has a field of another type than its declaration")
        if match is None:
            if self.why_illegal is not None:
                raise self.why_illegal(state, action)
            raise IllegalAction("legal-actions", f"{action} is not one of the actions open to seat {state.to_act} now")
        if match is not action and not same_types(action, match):  # checked before perform, so a refusal changes nothing
            raise IllegalAction("action-types", f"{action!r:.120} has a field of another type than the legal {match}")
        return self.perform(state, action)

    def resolve_options(self, seats: int, options: dict | None) -> dict:
        """Fill defaults and validate; ValueError with a readable reason."""
        if not self.min_players <= seats <= self.max_players:
            raise ValueError(
                f"{self.title_en} is for {self.min_players}–{self.max_players} players, not {seats}"
            )
        options = dict(options or {})
        known = {o.key for o in self.options}
        unknown = set(options) - known
        if unknown:
            raise ValueError(f"unknown option(s) for {self.id}: {sorted(unknown)}")
        resolved = {}
        for option in self.options:
            value = options.get(option.key, option.default_for(seats))
            resolved[option.key] = option.validate(value, seats)
        return resolved

    def start(self, seats: int, seed: int, options: dict | None = None) -> Any:
        return self.new_game(seats, seed, self.resolve_options(seats, options))

    def decode_action(self, data: Any) -> Action:
        return action_from_json(data, self.action_types)


def is_among(action: Action, legal: Sequence[Action]) -> bool:
    """`action in legal`, looking for the very object first: a bot hands back one of
    the listed actions, and an identity test is far cheaper than dataclass equality."""
    for candidate in legal:
        if candidate is action:
            return True
    return action in legal


def find_among(action: Action, legal: Sequence[Action]) -> Action | None:
    """The legal action equal to `action` (the very object first: a bot hands back one of
    the listed ones); None if there is none. A sequence that is not a list or a tuple
    (the Free Table's gestures) decides membership itself, field types included."""
    if not isinstance(legal, (list, tuple)):
        return action if action in legal else None
    for candidate in legal:
        if candidate is action:
            return candidate
    for candidate in legal:
        if candidate == action:
            return candidate
    return None


class Bot(Protocol):
    def choose(self, observation: Any, legal: Sequence[Action], rng: Any) -> Action: ...


def jsonable(value: Any) -> Any:
    """Plain JSON data for a dataclass, tuple, dict, set or scalar (sets sorted)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = jsonable(getattr(value, f.name))
        return out
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if hasattr(value, "code"):
        return value.code
    raise TypeError(f"not JSON data: {type(value).__name__}")
