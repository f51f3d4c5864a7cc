"""Issue 37, item 1: the app draws only what changes. While the top scene is still and no
input has come for a moment, the loop waits for events and draws nothing; an animation, an
AI's turn, a message or a blinking caret keeps it drawing (or wakes it when due)."""

from __future__ import annotations

import argparse
import threading
import time

import pygame
import pytest

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from scenes.shell.app import QUIET
from scenes.shell.screens import open_scene
from scenes.tables import table_class

IDLE_SCREENS = ("menu", "table", "curtain", "results", "replay")


def settle(app, seconds: float = 2.0) -> None:
    for _ in range(int(seconds * 60)):
        app.frame(1 / 60, events=[])


def opened(app, name: str, game: str = "requiem"):
    open_scene(app, name, argparse.Namespace(game=game, seed=5, moves=12, players=None, seat=0))
    settle(app)
    return app.top


@pytest.mark.parametrize("name", IDLE_SCREENS)
def test_issue37_each_idle_screen_comes_to_rest(app, name):
    scene = opened(app, name)
    assert scene.name == name or name == "table" and scene is app.top
    assert scene.still()
    now = time.perf_counter()
    app.moved_at = now - QUIET - 0.01
    assert app.at_rest(now)
    app.moved_at = now - QUIET / 2  # input came a moment ago: hovers and fades play out first
    assert not app.at_rest(now)


def against_ai(app, game_id: str = "requiem"):
    game = registry.get(game_id)
    seats = [Seat("Ann", "human"), Seat("Bo", "normal"), Seat("Cy", "normal")]
    table = table_class(game_id)(app, Session.new(game, seats, 4))
    table.needs_curtain = False
    app.push(table)
    return table


def test_issue37_a_table_waiting_for_its_human_rests_and_one_playing_does_not(app):
    table = against_ai(app)
    for _ in range(60 * 60):  # the AIs play until the human's decision comes
        app.frame(1 / 60, events=[])
        if table.human_to_act and table.settled() and table.still():
            break
    assert table.human_to_act and table.still()
    table.submit(table.legal[0])  # the human acts: the move plays out, then the AIs' turns
    assert not table.still()
    table.say("a word for a moment", error=False)
    table.skip()
    assert table.messages.showing() and not table.still()


def test_issue37_a_playing_replay_is_not_still(app):
    replay = opened(app, "replay")
    assert replay.still()
    replay.playing = True
    assert not replay.still()


def test_issue37_a_focused_text_field_wakes_the_loop_for_its_caret(app):
    from scenes.kit.textbox import TextBox

    scene = opened(app, "menu")
    box = TextBox((100, 100, 300, 40), app)
    scene.widgets.append(box)
    assert scene.wake_in() is None
    box.focus(True)
    due = scene.wake_in()
    assert due is not None and 0 < due <= 0.6


def test_issue37_the_loop_draws_nothing_at_rest_and_an_event_wakes_it(app, monkeypatch):
    opened(app, "menu")
    draws: list[float] = []
    drawn = app.draw

    def counting() -> None:
        draws.append(time.perf_counter())
        drawn()

    app.draw = counting
    began = time.perf_counter()

    def poke() -> None:
        time.sleep(QUIET + 0.8)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        time.sleep(0.1)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=poke, daemon=True)
    thread.start()
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the display stays open for the next test
    assert app.run() == 0
    thread.join()
    first = [t for t in draws if t - began < QUIET * 0.8]
    resting = [t for t in draws if QUIET + 0.35 < t - began < QUIET + 0.75]
    woken = [t for t in draws if t - began >= QUIET + 0.75]
    assert len(first) >= 3  # full frames while things settle (60 a second on a quiet machine)
    assert resting == []  # at rest: nothing drawn
    assert woken  # the pointer's motion was drawn


def test_issue37_input_between_full_frames_starts_the_quiet_second_again(app):
    opened(app, "menu")
    app.moved_at = time.perf_counter() - 0.9
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 220), rel=(1, 1), buttons=(0, 0, 0)))
    app.step(1 / 60, resting=False)
    assert not app.at_rest(time.perf_counter() + 0.5)  # the hover's glow has its second to play out
