"""Issue 25, a safety net under every gesture: nothing lost by a slip, every "no" explained,
screens that agree with the game. Real posted events at the real scenes."""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import key
from tests.kit.test_pacing import settle
from tests.kit.test_table_kit import GAMES, open_game, play

# -- Enter that closes an overlay never acts on the table below ---------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_enter_that_closes_the_recap_plays_no_move(app, game_id):
    """The ring is on the table (the player played by keys before), the AIs act, "Since
    your last move" comes up: Enter closes it and nothing else."""
    table = open_game(app, game_id, humans=(0,), seed=6)
    for _ in range(30):
        play(app, table, 1)
        settle(app, table)
        if table.showing_recap() or table.session.over:
            break
    if not table.showing_recap():
        pytest.skip("the AIs never acted between two of the human's decisions")
    table.key_shown = True  # as the last key press left it
    assert table.key_items(), "a ring with something to pick"
    table.key_lifted = None
    moves = len(table.session.history)
    key(app, pygame.K_RETURN)
    assert not table.showing_recap()
    assert table.key_lifted is None, "Enter lifted a card"
    assert len(table.session.history) == moves and app.top is table


# -- Whisper: "End my turn" with no god put onto the field asks first ---------------------------

def test_kami_end_my_turn_without_a_god_asks_first(app):
    from game.kami.actions import EndMain
    from scenes.dialogs import Confirm
    from tests.gestures import perform

    table = open_game(app, "kami", humans=(0,), seed=4)
    play(app, table, 40, until=lambda t: EndMain() in t.legal and not t.observation.god_entered and t.settled())
    assert EndMain() in table.legal
    app.frame(1 / 60, [])
    button = next(b for b in table.action_buttons if b.label == "kami_table.button.EndMain")
    moves = len(table.session.history)
    perform(app, ("click", button.rect.center))
    assert isinstance(app.top, Confirm) and app.top.question_key == "kami_table.confirm.pass"
    assert len(table.session.history) == moves
    perform(app, ("click", app.top.widgets[1].rect.center))  # No
    assert app.top is table and len(table.session.history) == moves
    perform(app, ("click", button.rect.center))
    perform(app, ("click", app.top.widgets[0].rect.center))  # Yes: the pass is made
    assert len(table.session.history) > moves and isinstance(table.session.history[moves].action, EndMain)
