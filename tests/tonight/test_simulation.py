"""The engine's random-simulation checker, the bots, and the message catalog."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from game.engine.simcheck import check_random_games, play_game
from game.tonight import GAME
from game.tonight.actions import ACTION_TYPES
from game.tonight.cards import HEROINE_CARDS, ROLES, own_cards
from game.tonight.observe import observe

CATALOG = json.loads((Path(__file__).resolve().parents[2] / "scenes" / "locale" / "tonight.json").read_text("utf-8"))


def _conserved(state) -> None:
    """Every heroine card and every card of a man still in the game is in exactly one place (T11)."""
    seen = Counter(c for hand in state.hands for c in hand)
    seen.update(c for c in state.position if c)
    seen.update(state.reserve)
    if state.heroine:
        seen[state.heroine] += 1
    expected = Counter(HEROINE_CARDS)
    for seat, role in enumerate(state.roles):
        if not state.eliminated[seat]:
            expected.update(own_cards(role))
    assert seen == expected


def test_random_games_keep_the_contract():
    stats = check_random_games(GAME, range(120), players=4, options={"turn_limit": 10}, invariant=_conserved)
    assert stats.games == 120 and len(stats.endings) >= 3


def test_simple_bot_games_keep_the_contract():
    stats = check_random_games(GAME, range(1000, 1070), players=4, bots=("simple",), invariant=_conserved)
    assert stats.games == 70


def test_bots_games_end_with_every_role_order():
    for seed in range(40):
        roles = tuple(ROLES[(i + seed) % 4] for i in range(4))
        session = play_game(GAME, 4, seed, ("simple", "random"), {"roles": roles})
        assert session.result is not None and session.state.turn <= 100


def test_simple_bot_reads_only_its_observation():
    """The same observation gives the same choice whatever the hidden state behind it."""
    from game.engine.rng import Rng
    from game.tonight.bots import SimpleBot

    bot = SimpleBot()
    session = play_game(GAME, 4, 5, ("simple",))
    assert session.result is not None
    state = GAME.start(4, 5)
    choice = bot.choose(observe(state, 0), GAME.legal_actions(state), Rng(1))
    assert choice in GAME.legal_actions(state)


def test_simple_bot_wins_more_than_a_random_bot_in_the_same_seat():
    wins = {"simple": 0, "random": 0}
    for kind in wins:
        for role in ROLES:
            roles = (role,) + tuple(r for r in ROLES if r != role)
            for seed in range(20):
                session = play_game(GAME, 4, seed, (kind, "random", "random", "random"),
                                    {"roles": roles, "turn_limit": 40})
                wins[kind] += 0 in session.result.winners
    assert wins["simple"] > 1.5 * wins["random"], wins


def test_catalog_names_every_key_in_english_and_japanese():
    keys = {t.label for t in ACTION_TYPES}
    keys |= {"tonight.option.roles", "tonight.option.turn_limit"} | {f"tonight.option.roles.{r}" for r in ROLES}
    for seed in range(60):
        session = play_game(GAME, 4, seed, ("simple", "random"), {"turn_limit": 15})
        for log in session.state.logs:
            keys |= {m.key for m in log}
        keys |= {session.result.ending, session.result.reason}
    for ending in ("hitman", "extractor", "detective", "happy", "bitter", "default", "limit"):
        keys.add(f"tonight.ending.{ending}")
    missing = sorted(k for k in keys if k not in CATALOG)
    assert not missing, missing
    for key, entry in CATALOG.items():
        assert key.startswith("tonight.") and entry["en"] and entry["ja"]
        assert any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in entry["ja"]), key


def test_every_log_key_of_the_rules_is_in_the_catalog():
    source = (Path(__file__).resolve().parents[2] / "game" / "tonight" / "rules.py").read_text("utf-8")
    import re

    keys = set(re.findall(r'"(tonight\.[a-z_.]+)"', source))
    for name in ("abduct", "escort"):
        keys |= {f"tonight.log.{name}", f"tonight.log.{name}_hit", f"tonight.log.{name}_miss"}
    keys = {k for k in keys if not k.endswith(".")}
    assert not sorted(k for k in keys if k not in CATALOG)
