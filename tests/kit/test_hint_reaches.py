"""H (or the Hint button) gives the hint at every decision, whatever shows over the table:
"Since your last move" and a first-game tip close and let the hint through (asking plays
nothing), and a hint still being thought keeps the table drawing until it shows."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
import pytest

import scenes.kit.table_keys as keys
from game.engine.bots import bot_rng, make_bot
from game.requiem.rules import SCOUT, SORTIE
from tests.gestures import close_recap, wait_ready
from tests.kit.test_table_kit import open_game
from tests.privacy import key


def hint_shows(table) -> bool:
    """The hint's ring is drawn (its gesture is lit) for a legal action."""
    return table.focus.hint_action in table.legal and table.focus.hint_gesture() is not None


def press_h_at_decisions(app, table, seed, wanted=lambda table: True, enough=6):
    """Press H at each of the human's decisions (what shows over the table left up), and
    say at which of them (its layer on top, the Requiem phase) the hint showed."""
    chooser, rng = make_bot(table.game, "normal"), bot_rng(seed, 1)  # Normal reaches Requiem's Sortie
    seen = []
    for _ in range(4_000):
        if table.session.over or len(seen) >= enough:
            break
        if not table.legal or app.top is not table or table.busy():
            app.frame(1 / 60, [])
            continue
        if wanted(table):
            top = table.layers.top()
            key(app, pygame.K_h)
            seen.append((top, getattr(table.observation, "phase", None), hint_shows(table)))
            assert table.layers.top() == "table"  # what was over the table closed
        table.submit(chooser.choose(table.observation, table.legal, rng))
    return seen


def test_h_gives_the_hint_at_requiem_scout_and_sortie_even_under_the_recap(app):
    table = open_game(app, "requiem", seed=3)
    seen = press_h_at_decisions(app, table, 3, lambda table: table.observation.phase in (SCOUT, SORTIE), 12)
    phases = {phase for _, phase, _ in seen}
    assert {SCOUT, SORTIE} <= phases, phases
    assert any(top == "recap" for top, _, _ in seen)  # the case that used to swallow H
    assert [s for s in seen if not s[2]] == []


@pytest.mark.parametrize("game_id", ["marenzan", "tonight"])
def test_h_gives_the_hint_under_the_recap_at_other_tables(app, game_id):
    table = open_game(app, game_id, seed=4)
    seen = press_h_at_decisions(app, table, 4)
    assert seen and [s for s in seen if not s[2]] == []


def test_the_hint_button_clicked_under_the_recap_gives_the_hint(app):
    table = open_game(app, "requiem", seed=3)
    chooser, rng = make_bot(table.game, "random"), bot_rng(3, 1)
    for _ in range(4_000):
        if table.legal and app.top is table and not table.busy() and table.showing_recap():
            break
        if table.legal and app.top is table and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 60, [])
    assert table.showing_recap()
    table.focus.place_hint_button()
    at = app.view.point(*table.focus.hint_button.rect.center)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert not table.showing_recap() and hint_shows(table)


def test_h_under_a_first_game_tip_closes_it_and_gives_the_hint(app):
    app.settings.first_tips = True
    table = open_game(app, "requiem", seed=3)
    wait_ready(app, table, 200)
    assert table.tips.showing(), "the tips are up on a first game"
    key(app, pygame.K_h)
    assert not table.tips.showing() and hint_shows(table)


def test_a_hint_being_thought_keeps_the_table_awake_and_shows_without_input(app, monkeypatch):
    waiting = Future()
    monkeypatch.setattr(keys, "ask_hint", lambda bot, observation, legal, rng: waiting)
    table = open_game(app, "requiem", seed=21)
    wait_ready(app, table, 60)
    close_recap(app, table)
    key(app, pygame.K_h)
    table.messages.clear()  # the "thinking" line has faded: the hint itself must keep the loop going
    assert not table.still()  # the app's idle loop goes on drawing while the hint is thought
    waiting.set_result(table.legal[0])
    app.update(1 / 60)  # a frame with no input
    assert table.focus.hint_action == table.legal[0] and table.still()
