"""Issue 25, hot seat: whenever the deciding human changes, the screen says who decides — the
curtain when something secret would be on screen, a named banner otherwise — and a battle,
whose public steps alternate between the same two players, raises no curtain. Two humans at
Enfield, real clicks on the curtain."""

from __future__ import annotations

import pygame

from game.engine.bots import bot_rng, make_bot
from tests.kit.test_table_kit import open_game


def test_enfield_every_change_of_decider_is_named_and_battles_raise_no_curtain(app):
    from scenes.kit.curtain import Curtain

    table = open_game(app, "enfield", humans=(0, 1), seed=2)
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 9)
    curtains_in_battle = banners = changes = 0
    decider = None
    for _ in range(6000):
        if table.session.over or len(table.session.history) > 260:
            break
        if isinstance(app.top, Curtain):
            if table.session.observe(None).phase == "battle":
                curtains_in_battle += 1
            for _ in range(20):
                app.frame(1 / 60, [])
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)])
            decider = table.session.to_act
            continue
        if app.top is not table or not table.legal or table.busy():
            app.frame(1 / 60, [])
            continue
        to_act = table.session.to_act
        if decider is not None and to_act != decider:  # another human decides with no curtain: named
            changes += 1
            assert table.banner.title == table.t("app.table.decides", name=table.seat_name(to_act)), table.banner.title
            banners += 1
        decider = to_act
        fights = [a for a in table.legal if type(a).__name__ == "Fight"]  # battles wanted
        table.submit(fights[0] if fights else chooser.choose(table.observation, table.legal, rng))
    assert curtains_in_battle == 0
    assert banners > 0, "no hand-off without a curtain was met"
