"""'Click or Space to skip' shows at every table while cards move, and no button covers it (the
Hint button hid it at the Requiem table): the kit draws it, clear of the table's buttons, at the
smallest window with 150 % text in Japanese and 100 % in English."""

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


def moving_table(game_id: str, language: str, text_size: int):
    """A table at the smallest window at the viewer's decision while a card moves."""
    app = App((960, 540), settings=Settings(language=language, text_size=text_size), headless=True)
    game = registry.get(game_id)
    players = layout.PLAYERS[game_id]
    session = Session.new(game, [Seat(f"P{i + 1}", "human") for i in range(players)], 3)
    bot = make_bot(game, "normal")
    for _ in range(4):
        session.bot_move(bot, bot_rng(3, session.to_act))
    from scenes.tables import table_class

    table = table_class(game_id)(app, session)
    table.needs_curtain = False
    table.handoff.viewer = session.to_act
    table.rebuild()
    app.push(table)
    layout.frames(app, 2)
    table.recap.shown = None
    sprites = table.sprites.values() if isinstance(table.sprites, dict) else table.sprites
    sprite = next(iter(sprites))  # a card slides across the table, as a move's would
    table.anim.slide(sprite, (sprite.x + 300, sprite.y))
    app.frame(1 / 60, [])
    return app, table


@pytest.mark.parametrize("language,text_size", [("ja", 150), ("en", 100)])
@pytest.mark.parametrize("game_id", layout.GAMES)
def test_the_skip_prompt_shows_while_cards_move_and_no_button_covers_it(game_id, language, text_size):
    app, table = moving_table(game_id, language, text_size)
    try:
        assert table.anim.busy()
        words = app.t("kit.skip")
        theme.drawn = []
        try:
            table.draw(app.window)
            drawn = list(theme.drawn)
        finally:
            theme.drawn = None
        prompt = [d.rect for d in drawn if d.kind == "text" and d.words == words]
        assert prompt, "the prompt is not drawn"
        buttons = [d.rect for d in drawn if d.kind == "button"]  # every button drawn, the prompt's or later
        assert buttons and [b for b in buttons if b.colliderect(prompt[0])] == []
        assert app.window.get_rect().contains(prompt[0])
    finally:
        theme.set_text_scale(1.0)
