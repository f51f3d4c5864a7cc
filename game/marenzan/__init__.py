"""Adventurers of Marenzan (魔連山の冒険者たち), 1–4 players, co-operative with a race for honour.

Spec: shared/rules/marenzan.md (rules M1–M84). The rules core is headless:
`cards` (data), `state` (setup), `flow` (the automatic procedures), `rules`
(legal actions and apply), `observe` (what one seat may know), `bots`.
"""

from game.engine.bots import RandomBot
from game.engine.contract import GameDef, Option

from .actions import ACTION_TYPES
from .bots import SimpleBot, WandererBot
from .observe import observe
from .rules import apply, legal_actions, why_illegal
from .sample import sample_state
from .state import copy_state, new_game

OPTIONS = (
    Option("deathmatch", "bool", False),  # M80
    Option("pressure", "bool", False),  # M81
    Option("hometown", "bool", False),  # M82
    Option("start", "int", 0, minimum=0, maximum=3, seat_base=0),  # M12: the start player's seat
    Option("turn_limit", "int", 1000, minimum=10, maximum=2000),  # M84 (b)
)

GAME = GameDef(
    id="marenzan",
    title_en="Adventurers of Marenzan",
    title_ja="魔連山の冒険者たち",
    min_players=1,
    max_players=4,
    rules_version=2,  # 2: M17(b) returns the guard before the Demon Lord is placed
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": RandomBot, "simple": SimpleBot, "wanderer": WandererBot},
    options=OPTIONS,
    # A turn takes at most a few dozen decisions and the turn limit ends every game.
    max_steps=120_000,
    why_illegal=why_illegal,
    sample_state=sample_state,
    copy_state=copy_state,
)
