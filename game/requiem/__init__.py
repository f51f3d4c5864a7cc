"""Can You Hear the Requiem? (鎮魂歌(レクイエム)が聞こえるか): 3-player co-op on the Seven deck."""

from __future__ import annotations

from game.engine.bots import RandomBot
from game.engine.contract import GameDef, Option

from .actions import ACTION_TYPES
from .bots import SimpleBot
from .cards import PRINCE_KEYS
from .observe import observe
from .rules import apply, legal_actions, new_game, why_illegal
from .sample import sample_state
from .state import copy_state

# R5: which Prince each seat commands is a setup parameter, one per seat, all different
PRINCES_OPTION = Option("princes", "per_seat", PRINCE_KEYS, choices=PRINCE_KEYS, unique=True)

GAME = GameDef(
    id="requiem",
    title_en="Can You Hear the Requiem?",
    title_ja="鎮魂歌が聞こえるか",
    min_players=3,
    max_players=3,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": RandomBot, "simple": SimpleBot},
    options=(PRINCES_OPTION,),
    max_steps=6_000,  # R34a: fewer than 150 turns, at most ~40 decisions each (bots: <= 160 a game)
    why_illegal=why_illegal,
    sample_state=sample_state,
    copy_state=copy_state,
)
