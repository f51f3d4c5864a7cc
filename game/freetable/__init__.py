"""The Free Table (フリーテーブル): the Seven deck and two dice on an open table,
no rules. Players move, flip, turn, shuffle, deal and roll by hand.

A tiny rules core on the engine contract, so the Free Table saves, resumes,
undoes and replays like any game.
"""

from game.engine.contract import GameDef

from .bots import TableRandomBot
from .carry import CARRY
from .rules import ACTION_TYPES, apply, legal_actions, why_illegal
from .state import MAX_STEPS, new_game, observe

GAME = GameDef(
    id="freetable",
    title_en="Free Table",
    title_ja="フリーテーブル",
    min_players=1,
    max_players=6,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": TableRandomBot},
    options=(CARRY,),
    max_steps=MAX_STEPS,
    example=True,
    why_illegal=why_illegal,
)
