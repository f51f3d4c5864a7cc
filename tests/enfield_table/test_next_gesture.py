"""Enfield's `next_gesture`: the mouse gesture that brings a legal action nearer. Whole games are
played only by following it, and at many decision points every legal action is reached by it."""

from __future__ import annotations

import pytest

from game.enfield import GAME
from game.enfield.actions import Cast, Move, Roll, Stake, UseCard
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from tests.enfield_table.test_scene import open_table
from tests.gestures import confirm_yes, perform

STEPS = 5  # an actor, its paying card, its command, its target: at most four; one spare for a recap


def follow(app, table, action) -> int:
    """Make `action` by following next_gesture; returns the number of gestures. A route whose
    outcome is that of another is made as that one (no choice is asked between them); a strike
    on one's own side is confirmed."""
    before = len(table.session.record.actions)
    expected = action
    if isinstance(action, Move):
        offered = table.gestures.distinct_routes(table.gestures.destinations().get(action.path[-1], []))
        expected = next(Move(p) for p in offered if table.gestures.distinct_routes([p, action.path]) == [p])
    for n in range(1, STEPS + 1):
        gesture = table.next_gesture(action)
        assert gesture is not None, (action, table.gestures.sel, table.gestures.routes)
        assert gesture[0] == "click" or gesture[0] == "drag"
        perform(app, gesture)
        confirm_yes(app)
        if len(table.session.record.actions) > before:
            assert table.session.record.actions[before] == expected
            return n
    raise AssertionError(f"{action} not made in {STEPS} gestures (sel {table.gestures.sel})")


def play_by_gestures(app, table, seed, limit=40_000):
    from scenes.tables.enfield import EnfieldResults

    chooser = make_bot(GAME, "normal")
    rng = bot_rng(seed, 7)
    kinds: dict[str, int] = {}
    for _ in range(limit):
        if isinstance(app.top, EnfieldResults):
            return kinds
        if table.legal and not table.busy():
            action = chooser.choose(table.session.observe(table.viewer), table.legal, rng)
            follow(app, table, action)
            kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
            continue
        app.frame(1 / 60, [])
    raise AssertionError(f"the game did not end: {kinds}")


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8), (4, 6), (2, 21)])
def test_a_whole_game_played_by_following_next_gesture(app, players, seed):
    table = open_table(app, players, seed)
    kinds = play_by_gestures(app, table, seed)
    assert table.session.over
    record = table.session.record
    made = [a for a, actor in zip(record.actions, record.actors) if actor == 0]
    stakes = sum(isinstance(a, Stake) for a in made)  # the last is forced (E12); one kind left is no question
    assert stakes == 11 and kinds["Roll"] == 12 and kinds["Move"] == 12
    assert sum(kinds.values()) + stakes - kinds.get("Stake", 0) == len(made)


def open_at(app, players, seed, actions, human=0):
    return open_table(app, players, seed, human, actions=actions)


def decision_points(app, players, seed, human):
    """The records of every decision of `human` in one game played by bots (and the human's
    seat by the Normal bot too)."""
    chooser = make_bot(GAME, "normal")
    rng = bot_rng(seed, 5)
    session = Session.new(GAME, [Seat(f"P{i + 1}", "normal") for i in range(players)], seed)
    points = []
    while not session.over:
        if session.to_act == human:
            points.append(list(session.record.actions))
        session.bot_move(chooser, rng)
    return points


def kind(action) -> str:
    name = type(action).__name__
    if isinstance(action, Cast):
        return f"Cast.{action.magic}"
    if isinstance(action, UseCard) and action.target is not None:
        return "UseCard.target"
    return name


ALL = {"Stake", "Roll", "Move", "Move.route", "Fight", "Pass", "UseCard", "UseCard.target", "EndActions", "Attack",
       "Cast.physical", "Cast.holy", "Cast.spirit", "Cast.alchemy", "PickFace", "SecondTarget", "GiveMarker",
       "Incapacitate", "Attach"}


# seeds and seats whose decisions between them hold every kind of action (found by playing bots)
@pytest.mark.parametrize("players,seed,human,missing", [(3, 26, 1, set()), (2, 13, 1, {"GiveMarker", "Incapacitate"}),
                                                        (4, 26, 1, {"Incapacitate", "Move.route"})])
# (4, 26): its routes to a square always meet the same squads there, so no route is asked for
def test_every_legal_action_is_reached_by_following_next_gesture(app, players, seed, human, missing):
    points = decision_points(app, players, seed, human)
    seen: dict[str, int] = {}
    tried = 0
    plain = 0
    for actions in points:
        table = open_at(app, players, seed, actions, human)
        legal = list(table.legal)
        many = any(len(paths) > 1 for paths in table.gestures.destinations().values())
        app.pop()
        if all(isinstance(a, (Stake, Roll, Move)) for a in legal) and not many:
            plain += 1
            if plain % 2:
                continue  # every other stake, roll or walk (they come in threes); every other decision
        for action in legal:
            table = open_at(app, players, seed, actions, human)
            name = kind(action)
            if isinstance(action, Move) and len(table.gestures.distinct_routes(table.gestures.destinations()[action.path[-1]])) > 1:
                name = "Move.route"
            assert follow(app, table, action) <= 4
            seen[name] = seen.get(name, 0) + 1
            tried += 1
            app.pop()
    assert set(seen) == ALL - missing, seen


def test_E27_an_ally_is_struck_by_dragging_the_actor_onto_it(app):
    """A click on an ally of the acting side selects it; a drag from the actor onto it attacks."""
    from game.enfield.actions import Attack

    for actions in decision_points(app, 3, 26, 1):
        table = open_at(app, 3, 26, actions, 1)
        eligible = table.gestures.eligible()
        strikes = [a for a in table.legal if isinstance(a, Attack) and a.target in eligible and a.target != a.actor]
        if strikes:
            break
        app.pop()
    else:
        pytest.skip("no ally to strike in this game")
    action = strikes[0]
    before = len(table.session.record.actions)
    kinds = []
    while len(table.session.record.actions) == before:
        gesture = table.next_gesture(action)
        kinds.append(gesture[0])
        assert len(kinds) <= 4
        if gesture[0] == "drag":  # while carried, the arrow is drawn and the ally is not selected
            from tests.gestures import mouse

            assert table.t("enfield.table.tip_drag_strike") in table.gestures.tips.tip_at(gesture[1])  # the actor says how

            app.frame(1 / 60, [mouse(app, "down", gesture[1])])
            app.frame(1 / 60, [mouse(app, "motion", gesture[2])])
            assert table.gestures.fighter_press == action.actor
            app.draw()
            app.frame(1 / 60, [mouse(app, "up", gesture[2])])
            assert confirm_yes(app)  # striking one's own side asks first
        else:
            perform(app, gesture)
    assert kinds[-1] == "drag"
    assert table.session.record.actions[before] == action
