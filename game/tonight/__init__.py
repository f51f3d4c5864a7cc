"""I Want to Sleep Tonight / 今夜は眠りたい: four men after a heroine hidden on a ring of seven places."""

from __future__ import annotations

from game.engine.bots import RandomBot
from game.engine.contract import GameDef, Option

from .actions import ACTION_TYPES
from .barriers import teaches
from .bots import KeenBot, LastWillBot, SimpleBot
from .cards import ROLES
from .observe import observe
from .rules import apply, legal_actions, why_illegal
from .sample import sample_state
from .state import copy_state, new_game

OPTIONS = (
    Option("roles", "per_seat", ROLES, choices=ROLES, unique=True),  # T1: chosen on the setup screen
    Option("turn_limit", "int", 100, minimum=10, maximum=200),  # T40, A25
)

GAME = GameDef(
    id="tonight",
    title_en="I Want to Sleep Tonight",
    title_ja="今夜は眠りたい",
    min_players=4,
    max_players=4,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": RandomBot, "simple": SimpleBot, "keen": KeenBot, "lastwill": LastWillBot},  # keen: the policy Hard starts from
    options=OPTIONS,
    max_steps=4_000,  # 200 turns at most, each at most 4 phases x 3 decisions + block + heroine + 4 placements
    why_illegal=why_illegal,
    sample_state=sample_state,
    copy_state=copy_state,
    teaches=teaches,
)
