"""The Hint is Hard's search (game/engine/hint.py), thought off the frame loop in Hard's worker
process (kit/thinker.py): the table keeps drawing frames while it thinks, says so, and shows the
hint when the answer comes, unless play has moved on."""

from __future__ import annotations

import time

import pygame

import scenes.kit.table_keys as keys
from game.engine import hint, registry
from game.engine.search import SearchBot
from scenes.kit import thinker
from tests.gestures import close_recap, wait_ready
from tests.kit.test_table_kit import open_game
from tests.privacy import key


def test_the_hint_is_hards_search_thought_in_the_worker_while_frames_go_on(app, monkeypatch):
    monkeypatch.setattr(keys, "ask_hint", thinker.think)  # the real worker, not the tests' shortcut
    monkeypatch.setattr(hint, "HINT_THINK", 0.3)
    assert isinstance(hint.hint_bot(registry.get("requiem")), SearchBot)
    table = open_game(app, "requiem", seed=21)
    wait_ready(app, table, 60)
    close_recap(app, table)
    key(app, pygame.K_h)
    assert table.messages.showing()  # "Thinking about your move…"
    assert not table.still()  # the app's idle loop keeps drawing until the hint shows
    frames, began = 0, time.monotonic()
    while table.focus.hint_action is None and time.monotonic() - began < 60:
        app.frame(1 / 60, [])
        frames += 1
        time.sleep(0.005)
    assert table.focus.hint_action in table.legal
    assert frames >= 3  # the table drew on while Hard thought
    assert table.focus.hint_words
    assert not table.messages.showing()  # the thinking line gives way to the hint
    assert table.focus.hint_gesture() is not None  # its ring is lit


def test_an_answer_for_a_decision_that_has_passed_is_dropped(app, monkeypatch):
    from concurrent.futures import Future

    waiting = Future()
    monkeypatch.setattr(keys, "ask_hint", lambda bot, observation, legal, rng: waiting)
    table = open_game(app, "requiem", seed=21)
    wait_ready(app, table, 60)
    key(app, pygame.K_h)
    assert table.focus.hint_action is None  # still thinking
    legal = list(table.legal)
    table.submit(legal[-1])  # the player moved before the hint came
    waiting.set_result(legal[0])
    app.frame(1 / 60, [])
    assert table.focus.hint_action is None
