"""Every action of every title has its log line, in both languages: in seeded games of every
title, each step told to the seat that took it gives at least one line (what its events tell,
or, when they tell its maker nothing, the decision itself in words), and no line shows a
catalog key or an unfilled placeholder. Counted per action kind."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from game.engine import registry
from game.engine.session import Session
from game.engine.simcheck import play_game
from tests.kit.test_table_kit import GAMES

RAW = re.compile(r"\{\w+\}|\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")  # a placeholder, or a catalog key left as it is
GAMES_PLAYED = 2


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_kind_has_its_log_line_in_both_languages(app, game_id):
    from scenes.tables import table_class

    game = registry.get(game_id)
    spread = game.max_players - game.min_players + 1
    silent: Counter = Counter()
    kinds: Counter = Counter()
    raw: set[str] = set()
    for seed in range(GAMES_PLAYED):
        played = play_game(game, game.min_players + seed % spread, seed, ("random", "simple"))
        session = Session(game, played.record)
        table = table_class(game_id)(app, session)
        for lang in ("en", "ja"):
            app.set_language(lang)
            for step in session.history:
                kind = type(step.action).__name__
                kinds[kind] += 1
                lines = table.log_view.step_lines(step, step.seat)
                if not lines:
                    silent[f"{kind} [{lang}]"] += 1
                raw.update(line for line in lines if RAW.search(line))
        app.set_language("en")
    assert kinds, "the games were played"
    assert not silent, f"{game_id}: steps that tell their maker nothing: {dict(silent)} (of {dict(kinds)})"
    assert not raw, f"{game_id}: lines with a key or a placeholder: {sorted(raw)[:10]}"
