"""Players are told apart by their names, whole, wherever the table names them: every seat's
name is drawn in full on the table (a plate, a panel), smaller or on two lines where it must,
never cut short or cropped, at the smallest window with 150 % text, in both languages."""

from __future__ import annotations

import pytest

from bench import layout
from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit.settings import Settings
from scenes.shell.app import App
from sprites import theme

NAMES = ("", "", "ベアトリクスさん", "", "Alexandrina", "")  # "" is the seat's default name


def drawn_words(game_id: str, players: int, language: str, moves: int = 12) -> tuple[list[str], list[str]]:
    """(every seat's name as the table shows it, the words drawn on one frame)."""
    app = App((960, 540), settings=Settings(language=language, text_size=150), headless=True)
    try:
        game = registry.get(game_id)
        seats = [Seat(NAMES[i] or f"Player {i + 1}", "human") for i in range(players)]
        session = Session.new(game, seats, 7)
        bots = [make_bot(game, "normal") for _ in range(players)]
        for _ in range(moves):
            if session.over:
                break
            session.bot_move(bots[session.to_act], bot_rng(7, session.to_act))
        from scenes.tables import table_class

        table = table_class(game_id)(app, session)
        table.needs_curtain = False
        table.instant = table.anim.instant = True
        table.handoff.viewer = session.to_act
        table.rebuild()
        app.push(table)
        layout.frames(app, 3)
        table.recap.shown = None
        surface = layout.InkSurface(app.window.get_size())
        theme.new_look()  # pictures cached with words in them are made again, and their words recorded
        theme.drawn = []
        try:
            table.draw(surface)
            words = [d.words for d in theme.drawn if d.kind in ("ink", "text")]
        finally:
            theme.drawn = None
            theme.cut_words.clear()
        return [table.seat_name(s) for s in range(players)], words
    finally:
        theme.set_text_scale(1.0)


@pytest.mark.parametrize("language", ["ja", "en"])
@pytest.mark.parametrize("game_id,players", [("kami", 6), ("tonight", 4)])
def test_every_seats_name_is_drawn_whole_on_the_table(game_id, players, language):
    names, words = drawn_words(game_id, players, language)
    joined = {w.replace(" ", "") for w in words}  # a name on two lines is recorded with a space between them

    def whole(name: str) -> bool:  # the name alone, or followed by (you) / （あなた）
        return any(w == name or w.startswith((name + " (", name + "（")) for w in words) or name.replace(" ", "") in joined

    missing = [name for name in names if not whole(name)]
    assert missing == [], f"not drawn whole: {missing}"
