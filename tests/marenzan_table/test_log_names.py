"""The Marenzan log names a mountain as the board does (Left / Centre / Right Mountain),
never by the core's number."""

from __future__ import annotations

import re

import pytest

from game.engine.bots import bot_rng, make_bot
from tests.kit.test_table_kit import open_game


@pytest.mark.parametrize("lang,names", [("en", ("Left Mountain", "Centre Mountain", "Right Mountain")),
                                        ("ja", ("左の魔山", "中央の魔山", "右の魔山"))])
def test_the_log_names_mountains_as_the_board_does(app, lang, names):
    app.set_language(lang)
    table = open_game(app, "marenzan", seed=6)
    chooser, rng = make_bot(table.game, "normal"), bot_rng(6, 1)
    for _ in range(400):  # the human plays as the Normal AI would, until mountains have been drawn from
        if table.session.over or sum("drew" in str(e) or "draw" in str(e) for e in table.log) > 3:
            break
        if table.legal and app.top is table:
            table.submit(chooser.choose(table.observation, table.legal, rng))
        else:
            app.frame(1 / 60, [])
    table.log_view.rebuild()
    lines = table.log
    assert any(name in line for line in lines for name in names), lines[:20]
    assert not any(re.search(r"mountain \d|魔山\d", line) for line in lines)
