"""Actions are decoded by their declared field types, and apply refuses an action merely
equal to a legal one (1.0 == 1 == True in Python) before the rules touch the state."""

import copy
import dataclasses
import types
import typing

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import IllegalAction, action_from_json, same_types
from game.engine.record import Seat
from game.engine.session import Session

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami", "freetable")


def int_fields(action):
    hints = typing.get_type_hints(type(action))
    return [f.name for f in dataclasses.fields(action) if hints[f.name] is int]


def position_with_an_int_action(game_id, kind=None, limit=400):
    """A game in progress whose seat to act has a legal action with an int field
    (of class `kind` if given)."""
    game = registry.get(game_id)
    players = max(game.min_players, 2)
    for seed in range(20):
        session = Session.new(game, [Seat(f"P{i}", "random") for i in range(players)], seed)
        bots = [make_bot(game, "random") for _ in range(players)]
        rngs = [bot_rng(seed, i) for i in range(players)]
        for _ in range(limit):
            if session.over:
                break
            for action in session.legal():
                if int_fields(action) and (kind is None or type(action).__name__ == kind):
                    return game, session, action
            seat = session.to_act
            session.bot_move(bots[seat], rngs[seat])
    raise LookupError(f"{game_id}: no {kind or 'int'} action found")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("wrong", [1.0, True, "1", None, [1]])
def test_an_int_field_decodes_an_int_only(game_id, wrong):
    game, _, action = position_with_an_int_action(game_id)
    data = action.to_json()
    assert game.decode_action(data) == action and same_types(game.decode_action(data), action)
    data[int_fields(action)[0]] = wrong
    with pytest.raises(ValueError, match="not int"):
        game.decode_action(data)


def test_tuple_fields_take_lists_of_their_declared_type():
    from game.enfield.actions import ACTION_TYPES

    kind, name = next((t, f.name) for t in ACTION_TYPES for f in dataclasses.fields(t)
                      if typing.get_type_hints(t)[f.name] == tuple[str, ...])
    base = {f.name: 0 for f in dataclasses.fields(kind)}
    hints = typing.get_type_hints(kind)
    for field_name, hint in hints.items():
        if field_name in base:
            base[field_name] = "" if hint is str else 0 if hint is int else False if hint is bool else None
    good = dict(base, type=kind.__name__, **{name: ["a", "b"]})
    assert getattr(action_from_json(good, ACTION_TYPES), name) == ("a", "b")
    with pytest.raises(ValueError):
        action_from_json(dict(good, **{name: ["a", 1]}), ACTION_TYPES)
    with pytest.raises(ValueError):
        action_from_json(dict(good, **{name: [["a"]]}), ACTION_TYPES)


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_refuses_an_equal_action_of_other_types_and_changes_nothing(game_id):
    game, session, action = position_with_an_int_action(game_id)
    name = int_fields(action)[0]
    forged = dataclasses.replace(action, **{name: float(getattr(action, name))})
    assert forged == action  # what made it slip through before
    before = copy.deepcopy(session.state)
    with pytest.raises(IllegalAction, match="another type"):
        game.apply(session.state, forged)
    assert session.state == before
    game.apply(session.state, action)  # the real one is still legal there


def test_requiem_scout_with_a_float_column_is_refused_and_the_card_stays_ready():
    """R17: Scout turns its card Spent; Scout(column=1.0) used to spend it, then raise TypeError."""
    game, session, scout = position_with_an_int_action("requiem", kind="Scout")
    forged = dataclasses.replace(scout, column=float(scout.column))
    before = copy.deepcopy(session.state)
    with pytest.raises(IllegalAction):
        game.apply(session.state, forged)
    assert session.state == before
    game.apply(session.state, scout)
    assert session.state != before


# -- issue 27: a field of the wrong type in any action, tuple fields included --------------

ALL_GAMES = tuple(registry.all_games())


def wrong_values(hint):
    """Values that are not of the declared type `hint` (nor of any element type it names)."""
    values = [None, 1.5, [["a"]], (("a",),), ((1, 2),), {"a": 1}]
    if hint is not int:
        values += [1]
    if hint is not bool:
        values += [True]  # a bool is not an int either
    if hint is not str:
        values += ["x"]
    origin = typing.get_origin(hint)
    if origin is tuple:
        values += [["a", "b"], ("a", 1), (None,), (1.5, 1.5)]  # a list, mixed or wrong elements
        args = typing.get_args(hint)
        if args and args[-1] is not Ellipsis:
            values += [(), ("a",) * (len(args) + 1)]  # a fixed-length tuple of another length
        if args and args[0] is not str:
            values += [("a", "b")]
        if args and args[0] is not int:
            values += [(1, 2)]
    if origin in (typing.Union, types.UnionType):
        values = [v for v in values if v is not None]
    return values


def positions(game_id, limit=150):
    """States along a seeded random game: every action class is tried at each, so a class
    that is legal at one of them is refused where its fields are read."""
    game = registry.get(game_id)
    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    session = Session.new(game, [Seat(f"P{i}", "random") for i in range(players)], 5)
    bots = [make_bot(game, "random") for _ in range(players)]
    found, seen = [], set()
    for _ in range(limit):
        if session.over:
            break
        kinds = {type(a) for a in session.legal()} - seen
        if kinds or not found:
            seen |= kinds
            found.append(copy.deepcopy(session.state))
        seat = session.to_act
        session.bot_move(bots[seat], bot_rng(5, seat))
    return game, found


def sample_of(kind, legal_by_kind):
    """A well-typed instance of `kind`: a legal one if seen, else one of zeros and empties."""
    if kind in legal_by_kind:
        return legal_by_kind[kind]
    hints = typing.get_type_hints(kind)
    values = {}
    for f in dataclasses.fields(kind):
        hint = hints[f.name]
        values[f.name] = ("" if hint is str else 0 if hint is int else False if hint is bool
                          else () if typing.get_origin(hint) is tuple else None)
    return kind(**values)


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_issue27_every_field_of_every_action_of_the_wrong_type_is_refused_with_state_unchanged(game_id):
    """Enfield Move(path=None) raised TypeError inside the rules: the type check skipped tuple
    fields. Every field of every action class, at every position where a class first became
    legal, gets IllegalAction (the engine's refusal) and leaves the state as it was."""
    game, states = positions(game_id)
    tried, failures = 0, []
    for state in states:
        legal_by_kind = {}
        for action in game.legal_actions(state):
            legal_by_kind.setdefault(type(action), action)
        for kind in game.action_types:
            base = sample_of(kind, legal_by_kind)
            for f in dataclasses.fields(kind):
                for wrong in wrong_values(typing.get_type_hints(kind)[f.name]):
                    forged = dataclasses.replace(base, **{f.name: wrong})
                    before = copy.deepcopy(state)
                    try:
                        game.apply(state, forged)
                    except IllegalAction as refused:
                        if not refused.rule:
                            failures.append(f"{forged!r:.80}: refused without a rule")
                    except Exception as exc:  # noqa: BLE001 (any other exception is the failure reported)
                        failures.append(f"{forged!r:.80}: {type(exc).__name__} {exc}")
                    else:
                        failures.append(f"{forged!r:.80}: accepted")
                    if state != before:
                        failures.append(f"{forged!r:.80}: the state changed")
                        state = before
                    tried += 1
    assert not failures, f"{len(failures)} of {tried}: " + "; ".join(failures[:8])
    assert tried > 0 or all(not dataclasses.fields(k) for k in game.action_types)
