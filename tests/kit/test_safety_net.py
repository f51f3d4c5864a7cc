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
