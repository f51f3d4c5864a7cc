"""Whisper of the Gods (神のささやき): 3–6 players race to field six origin gods."""

from __future__ import annotations

from game.engine.bots import RandomBot
from game.engine.contract import GameDef, Option

from .actions import ACTION_TYPES
from .bots import SimpleBot
from .observe import observe
from .rules import apply, legal_actions, new_game, why_illegal
from .sample import sample_state
from .state import copy_state

OPTIONS = (
    Option("rounds", "int", 5, minimum=1, maximum=9),  # K40
    Option("turn_limit", "int", 300, minimum=0, maximum=10_000),  # K43, 0 = no limit
    Option("first_player", "int", 0, minimum=0, maximum=6, seat_base=1),  # K6: 0 = random, else seat 1..n
)

GAME = GameDef(
    id="kami",
    title_en="Whisper of the Gods",
    title_ja="神のささやき",
    min_players=3,
    max_players=6,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": RandomBot, "simple": SimpleBot},
    options=OPTIONS,
    max_steps=400_000,
    why_illegal=why_illegal,
    sample_state=sample_state,
    copy_state=copy_state,
)
