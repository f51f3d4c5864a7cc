"""Plain JSON back into a game's own dataclasses, on a joined player's computer.

The host sends a seat's observation, its events and its legal actions as JSON (`jsonable`);
a joined player's table reads them as the same dataclasses the host's table reads, rebuilt
here from the classes' declared field types. Nothing is rebuilt that was not sent: this is
the seat's own view, never a state.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import pkgutil
import types
import typing
from typing import Any

from game.engine.contract import Event, GameDef


class MirrorError(ValueError):
    """JSON that is not the form the class declares."""


@functools.cache
def _hints(kind: type) -> dict[str, Any]:
    return typing.get_type_hints(kind)


def build(hint: Any, value: Any, depth: int = 0) -> Any:
    """`value` (plain JSON) as an instance of the declared type `hint`."""
    if depth > 40:
        raise MirrorError("nested too deep")
    if value is _BLANK:
        return value
    if hint is Any or hint is object:
        return _tupled(value)
    origin = typing.get_origin(hint)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(hint)
        if value is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return build(arg, value, depth + 1)
            except (MirrorError, TypeError, ValueError) as exc:
                errors.append(exc)
        raise MirrorError(f"{value!r:.60} fits none of {hint}")
    if origin is typing.Literal:
        return value
    if origin in (tuple, list, set, frozenset) or hint in (tuple, list, set, frozenset):
        if not isinstance(value, list):
            raise MirrorError(f"expected a list for {hint}, got {type(value).__name__}")
        args = typing.get_args(hint)
        if not args:
            items = [_tupled(v) for v in value]
        elif len(args) == 2 and args[1] is Ellipsis:
            items = [build(args[0], v, depth + 1) for v in value]
        elif origin is tuple:
            if len(args) != len(value):
                raise MirrorError(f"expected {len(args)} items for {hint}")
            items = [build(a, v, depth + 1) for a, v in zip(args, value)]
        else:
            items = [build(args[0], v, depth + 1) for v in value]
        kind = origin or hint
        return kind(items) if kind is not list else items
    if origin is dict or hint is dict:
        if not isinstance(value, dict):
            raise MirrorError(f"expected an object for {hint}")
        args = typing.get_args(hint)
        if len(args) == 2:
            return {build(args[0], _key(args[0], k), depth + 1): build(args[1], v, depth + 1) for k, v in value.items()}
        return {k: _tupled(v) for k, v in value.items()}
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, dict):
            raise MirrorError(f"expected an object for {hint.__name__}")
        hints = _hints(hint)
        fields = {}
        for f in dataclasses.fields(hint):
            if not f.init:
                continue
            if f.name not in value:
                raise MirrorError(f"{hint.__name__} without {f.name}")
            fields[f.name] = build(hints.get(f.name, Any), value[f.name], depth + 1)
        return hint(**fields)
    if hint is float:
        if type(value) in (int, float):
            return float(value)
        raise MirrorError("expected a number")
    if hint in (int, str, bool):
        if type(value) is not hint:
            raise MirrorError(f"expected {hint.__name__}, got {type(value).__name__}")
        return value
    if hint is None or hint is type(None):
        if value is not None:
            raise MirrorError("expected null")
        return None
    return _tupled(value)  # a type of a game's own that JSON holds as a plain value (a card code)


def _key(hint: Any, key: str) -> Any:
    return int(key) if hint is int and key.lstrip("-").isdigit() else key


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    if isinstance(value, dict):
        return {k: _tupled(v) for k, v in value.items()}
    return value


def observation_class(game: GameDef) -> type:
    module = importlib.import_module(game.observe.__module__)
    return module.Observation


@functools.cache
def _event_classes(game_id: str, package: str) -> dict[str, type]:
    """Every Event class of the engine and of the game's package, by name."""
    root = importlib.import_module(package)
    for info in pkgutil.walk_packages(getattr(root, "__path__", []), package + "."):
        try:
            importlib.import_module(info.name)
        except ImportError:
            continue
    found: dict[str, type] = {}
    stack = [Event]
    while stack:
        kind = stack.pop()
        for sub in kind.__subclasses__():
            module = sub.__module__
            if module.startswith(("game.engine", package)):
                found.setdefault(sub.__name__, sub)
            stack.append(sub)
    return found


def game_package(game: GameDef) -> str:
    return game.observe.__module__.rsplit(".", 1)[0]


def observation(game: GameDef, data: Any) -> Any:
    return build(observation_class(game), data)


def event(game: GameDef, data: Any) -> Event:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise MirrorError("not an event")
    kind = _event_classes(game.id, game_package(game)).get(data["type"])
    if kind is None:
        raise MirrorError(f"unknown event {data['type'][:40]!r}")
    blanked = [name for name in getattr(kind, "secret", ()) if data.get(name, 0) is None]  # hidden from this seat
    body = {k: v for k, v in data.items() if k != "type"}
    for name in blanked:
        body[name] = _BLANK
    made = build(kind, body)
    return dataclasses.replace(made, **{name: None for name in blanked}) if blanked else made


class _Blank:
    """Stands for a field the host blanked (None) while the class is built."""


_BLANK = _Blank()


def open_legal(game: GameDef) -> Any:
    """The game's `legal_seen(observation)`, if it has one: a game whose legal actions are more
    than it lists (the Free Table's drop at any point of its area) decides them from the seat's
    observation, so the joined table lets a player try what the host's table lets them try."""
    module = importlib.import_module(game.legal_actions.__module__)
    return getattr(module, "legal_seen", None)


def result(game: GameDef, data: Any) -> Any:
    from game.engine.contract import Result

    if data is None:
        return None
    return build(Result, {k: v for k, v in data.items() if k != "type"})
