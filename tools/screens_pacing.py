"""Screenshots of following the AIs and of a refusal, in both languages:

    python tools/screens_pacing.py [out_dir]      (default /tmp/pacing-shots)

- recap-<game>-<lang>.png: the recap of the AIs' turns when the human's decision comes;
- refusal-requiem-<lang>.png: a click on a card that cannot move, its reason by the pointer;
- paused-requiem-<lang>.png: the pause after an AI turn, with Continue;
- review-<game>-<lang>.png: the ending left for the final board ("Review the table").
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from tests.gestures import mouse, perform
from tests.stand_in import push_instant, table_app

PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 2, "kami": 3}


def open_table(app, game_id, seed):
    from scenes.kit.curtain import Curtain
    from scenes.tables import table_class
    from tests.privacy import click_curtain_away

    seats = [Seat(f"P{i + 1}" if i else "You", "human" if i == 0 else "random") for i in range(PLAYERS[game_id])]
    session = Session.new(registry.get(game_id), seats, seed, {"turn_limit": 10} if game_id == "marenzan" else {})
    table = table_class(game_id)(app, session)
    push_instant(app, table)
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    return table


def settle(app, table):
    for _ in range(4000):
        if app.top is table and table.legal and table.settled():
            break
        app.frame(1 / 60, [])
    for _ in range(40):
        app.frame(1 / 60, [])


def recap(app, game_id, out: Path, lang: str) -> None:
    table = open_table(app, game_id, 6)
    chooser, rng = make_bot(table.game, "random"), bot_rng(6, 9)
    for _ in range(12):
        settle(app, table)
        if table.showing_recap() and len(table.recap.rows()) >= 4:
            break
        table.submit(chooser.choose(table.observation, table.legal, rng))
    app.frame(1 / 60, [mouse(app, "motion", (20, 700))])
    app.screenshot(out / f"recap-{game_id}-{lang}.png")
    app.scenes[1:] = []


def refusal(app, out: Path, lang: str) -> None:
    table = open_table(app, "requiem", 3)
    settle(app, table)
    stuck = next(s for s in table.sprites if not table.gestures.card_targets(s) and 60 < s.x < 1200 and 80 < s.y < 660
                 and table.gestures.sprite_at((s.x, s.y)) is s)
    perform(app, ("click", (stuck.x, stuck.y)))
    for _ in range(6):
        app.frame(1 / 60, [])
    app.screenshot(out / f"refusal-requiem-{lang}.png")
    app.scenes[1:] = []


def paused(app, out: Path, lang: str) -> None:
    app.settings.pause_after_ai = True
    table = open_table(app, "requiem", 5)
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 9)
    for _ in range(4000):
        if table.ai.paused_after is not None:
            break
        if table.legal and table.settled():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 60, [])
    for _ in range(30):
        app.frame(1 / 60, [])
    app.screenshot(out / f"paused-requiem-{lang}.png")
    app.settings.pause_after_ai = False
    app.scenes[1:] = []


def review(app, game_id, out: Path, lang: str) -> None:
    from scenes.kit.results import ResultsScene

    table = open_table(app, game_id, 2)
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 9)
    for _ in range(100_000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is table and table.legal and table.settled():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 60, [])
    for _ in range(30):
        app.frame(1 / 60, [])
    app.screenshot(out / f"ending-{game_id}-{lang}.png")
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    app.frame(1 / 60, [])
    app.screenshot(out / f"review-{game_id}-{lang}.png")
    app.scenes[1:] = []


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/pacing-shots")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SEVEN_TABLES_HOME", str(out / "home"))
    app = table_app()
    for lang in ("en", "ja"):
        app.set_language(lang)
        for game_id in ("requiem", "enfield"):
            recap(app, game_id, out, lang)
        refusal(app, out, lang)
        paused(app, out, lang)
        review(app, "requiem", out, lang)
    print(out)


if __name__ == "__main__":
    main()
