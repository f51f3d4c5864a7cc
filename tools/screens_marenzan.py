"""Screenshots of the Adventurers of Marenzan table, for looking at.

    python tools/screens_marenzan.py [OUT_DIR]        (default /tmp/marenzan-shots)

Mid-game with occupied villages, a card mid-drag with its targets lit, a support
or refusal pop-up when one comes, and the ending, in English and Japanese, at
1280×720 and 1920×1080.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tests.stand_in import table_app


def make_app(size, lang):
    return table_app(size, lang)


def table_at(app, players, seed, until, limit=20000):
    """Seat 0 is human but played by the SimpleBot through submit, until `until(table)`."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables.marenzan import MarenzanTable

    game = registry.get("marenzan")
    names = ["Aki", "Ben", "Chiyo", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "simple") for i in range(players)]
    table = MarenzanTable(app, Session.new(game, seats, seed, {}))
    table.instant = True
    table.anim.instant = True
    app.push(table)
    bot, rng = make_bot(game, "simple"), bot_rng(seed, 7)
    for _ in range(limit):
        if table.legal and until(table):
            break
        if table.session.over:
            break
        if table.legal:
            table.submit(bot.choose(table.session.observe(table.viewer), table.legal, rng))
        app.frame(1 / 60, [])
    table.anim.instant = False
    if table.showing_recap():  # the shot is of the table, not of the recap of the others' turns
        table.recap.close()
    for _ in range(3):
        app.frame(1 / 60, [])
    return table


def occupied(table, n=2):
    obs = table.observation
    return (sum(v.card is not None for v in obs.villages) >= n and obs.decision is not None
            and obs.decision.kind == "action" and len(obs.party) >= 2)


def main(out="/tmp/marenzan-shots"):
    from scenes.kit.results import ResultsScene

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        for size in ((1280, 720), (1920, 1080)):
            tag = f"{lang}-{size[0]}"
            app = make_app(size, lang)
            table = table_at(app, 3, 11, occupied)
            app.frame(1 / 60, [])
            app.screenshot(out / f"mid-{tag}.png")
            hand = [s for s in table.sprites.values() if s.zone == "party"]
            drops = table.gestures.current_drops  # the gesture map knows where a card may go
            drags = [s for s in hand if drops(s.key)]
            if drags:
                s = drags[0]
                goal = next(iter(drops(s.key)))
                rect = table.placement.target_rect(goal)
                gx, gy = rect[0] + 40, rect[1] + 50
                view = app.view
                app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=view.point(s.x, s.y), button=1)])
                for i in range(1, 8):
                    p = (s.x + (gx - s.x) * i / 7, s.y + (gy - s.y) * i / 7)
                    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=view.point(*p), rel=(0, 0),
                                                          buttons=(1, 0, 0))])
                app.screenshot(out / f"drag-{tag}.png")
            app = make_app(size, lang)
            table = table_at(app, 4, 7, lambda t: t.gestures.popup_kind() is not None)
            app.frame(1 / 60, [])
            app.screenshot(out / f"popup-{tag}.png")
            app = make_app(size, lang)
            table = table_at(app, 3, 11, lambda t: False)
            for _ in range(400):
                if isinstance(app.top, ResultsScene):
                    break
                app.frame(1 / 60, [])
            for _ in range(60):
                app.frame(1 / 60, [])
            app.screenshot(out / f"end-{tag}.png")
            app = make_app(size, lang)
            won_table(app)
            for _ in range(90):
                app.frame(1 / 60, [])
            app.screenshot(out / f"win-{tag}.png")
    print("wrote", out)


def won_table(app, players=3, seed=7):
    """A game the SimpleBots win (3 seats, seed 7), shown at its end."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables.marenzan import MarenzanTable

    game = registry.get("marenzan")
    names = ["Aki", "Ben", "Chiyo", "Dana"]
    session = Session.new(game, [Seat(names[i], "human" if i == 0 else "simple") for i in range(players)], seed, {})
    bots = [make_bot(game, "simple") for _ in range(players)]
    rng = bot_rng(seed, 0)
    while not session.over:
        seat = session.to_act
        session.act(bots[seat].choose(session.observe(seat), session.legal(), rng))
    table = MarenzanTable(app, session)
    table.instant = True
    app.push(table)
    return table


if __name__ == "__main__":
    main(*sys.argv[1:])
