"""The Whisper of the Gods table through real pygame mouse events: a whole match for one
human seat against bots, every decision made by a press, a drag or a click at the pixel
position of a sprite, a seat or a button."""

from __future__ import annotations

import time

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.kami.actions import CastSpell, PenaltyShields, PlayGod


class _Base:
    """The menu's stand-in under the table."""

    overlay = False

    def __init__(self, app):
        self.app = app

    def enter(self): ...
    def leave(self): ...
    def resume(self): ...
    def handle(self, event): ...
    def update(self, dt): ...
    def draw(self, surface): ...


@pytest.fixture
def app():
    from scenes.app import App
    from scenes.settings import Settings

    application = App((1280, 720), settings=Settings(), headless=True)
    application.push(_Base(application))
    yield application
    while application.scenes:
        application.scenes.pop()


def open_table(app, players=4, seed=5, rounds=1, humans=(0,)):
    from scenes.table_kami import KamiTable

    game = registry.get("kami")
    seats = [Seat(f"P{i + 1}", "human" if i in humans else "normal") for i in range(players)]
    session = Session.new(game, seats, seed, {"rounds": rounds, "first_player": 2})
    table = KamiTable(app, session)
    table.instant = True
    table.anim.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    return table


def mouse(app, kind, logical):
    pos = app.view.point(*logical)
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=1)


def perform(app, gesture):
    if gesture[0] == "click":
        app.frame(1 / 60, [mouse(app, "motion", gesture[1]), mouse(app, "down", gesture[1]),
                           mouse(app, "up", gesture[1])])
        return
    _, start, end = gesture
    app.frame(1 / 60, [mouse(app, "down", start)])
    for i in range(1, 9):
        t = i / 8
        app.frame(1 / 60, [mouse(app, "motion", (start[0] + (end[0] - start[0]) * t,
                                                 start[1] + (end[1] - start[1]) * t))])
    app.frame(1 / 60, [mouse(app, "up", end)])


def conserved(table):
    assert len(table.sprites) == 100
    assert sum(len(v) for v in table.zones.values()) == 100


def play_match(app, table, seed, limit=6000):
    """Decide every human decision through gestures, as the SimpleBot would choose."""
    from scenes.table_kami import KamiResults

    chooser = make_bot(table.game, "normal")
    rng = bot_rng(seed, 99)
    gestures = 0
    kinds = set()
    intermissions = 0
    for _ in range(limit):
        if isinstance(app.top, KamiResults):
            return gestures, kinds, intermissions
        if table.intermission is not None:
            button = table.action_buttons[0]
            perform(app, ("click", button.rect.center))
            intermissions += 1
            continue
        if table.legal and not table.busy():
            before = len(table.session.record.actions)
            action = chooser.choose(table.session.observe(table.viewer), table.legal, rng)
            for _ in range(8):
                gesture = table.next_gesture(action)
                assert gesture is not None, (action, table.shown.prompt)
                perform(app, gesture)
                gestures += 1
                if len(table.session.record.actions) > before:
                    break
            assert len(table.session.record.actions) > before, (action, table.shown.prompt)
            assert table.session.record.actions[before] == action
            assert table.session.record.actors[before] == table.viewer or table.session.over
            kinds.add(type(action).__name__)
            conserved(table)
            continue
        app.frame(1 / 60, [])
    raise AssertionError("the match did not end")


def test_a_whole_match_through_the_mouse(app):
    started = time.perf_counter()
    table = open_table(app, players=4, seed=11, rounds=2)
    gestures, kinds, intermissions = play_match(app, table, 11)
    assert table.session.over
    assert intermissions == 1
    assert {"PlayGod", "EndMain"} <= kinds
    assert gestures > 10
    conserved(table)
    assert time.perf_counter() - started < 120


@pytest.mark.parametrize("players,seed", [(3, 2), (6, 7)])
def test_single_rounds_for_three_and_six(app, players, seed):
    table = open_table(app, players=players, seed=seed, rounds=1)
    play_match(app, table, seed)
    assert table.session.over


def test_a_dragged_god_lands_in_its_cell_and_a_spell_in_the_middle(app):
    table = open_table(app, players=3, seed=4, rounds=1)
    for _ in range(400):
        if table.legal:
            break
        app.frame(1 / 60, [])
    gods = [a for a in table.legal if isinstance(a, PlayGod)]
    spells = [a for a in table.legal if isinstance(a, CastSpell)]
    assert gods or spells
    if gods:
        action = gods[0]
        perform(app, table.next_gesture(action))
        assert table.session.record.actions[-1] == action
        sprite = next(s for s in table.zones[f"field.{table.home}"] if s.data["code"] == action.card)
        x, y = table.geo[table.home].cell(action.card)
        assert abs(sprite.x - x) < 1 and abs(sprite.y - y) < 1


def test_a_drop_outside_the_lit_places_changes_nothing(app):
    table = open_table(app, players=3, seed=4, rounds=1)
    for _ in range(400):
        if table.legal:
            break
        app.frame(1 / 60, [])
    action = next(a for a in table.legal if isinstance(a, (PlayGod, CastSpell)))
    start = table.next_gesture(action)[1]
    before = len(table.session.record.actions)
    perform(app, ("drag", start, (640, 120)))  # the top of the table: no drop zone
    for _ in range(30):
        app.frame(1 / 60, [])
    assert len(table.session.record.actions) == before
    conserved(table)


def test_the_penalty_gesture_keeps_one_and_gives_one(app):
    """Pass on purpose (End my turn without a god) until the penalty is asked."""
    table = open_table(app, players=3, seed=9, rounds=1)
    for _ in range(3000):
        if table.session.over:
            break
        if table.legal and not table.busy():
            if table.shown.prompt == "penalty":
                action = next(a for a in table.legal if isinstance(a, PenaltyShields) and a.keep != a.give)
                before = len(table.session.record.actions)
                recipient = dict(table.shown.prompt_args)["recipient"]
                for _ in range(4):
                    perform(app, table.next_gesture(action))
                    if len(table.session.record.actions) > before:
                        break
                    assert table.selected  # the first click is tagged KEEP, the second points at the recipient
                assert table.session.record.actions[before] == action
                assert recipient in range(3)
                return
            end = next((a for a in table.legal if type(a).__name__ in ("EndMain", "Decline")), table.legal[0])
            perform(app, table.next_gesture(end))
            continue
        app.frame(1 / 60, [])
    pytest.skip("no penalty was asked in this seed")
