"""Screenshots of a hot-seat hand-off: the curtain, then the table as the next player sees it.

    python tools/screens_handoff.py [--out /tmp/handoff-shots] [--games tonight,enfield] [--langs en,ja]

Two humans and AIs play (the humans decide at random) until the table hands over
from one human to the other after a few turns; the curtain and the table after it
are written as <game>-<lang>-curtain.png and <game>-<lang>-after.png.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SEATS = {"tonight": 4, "enfield": 3, "kami": 4, "marenzan": 3}


def shoot(game_id: str, lang: str, out: Path, seed: int, handoffs: int) -> None:
    import pygame

    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.kit.curtain import Curtain
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu
    from scenes.tables import table_class

    app = App((1280, 720), settings=Settings(language=lang), headless=True)
    app.push(MainMenu(app))
    names = ["Ann", "Ben", "Cleo", "Dai"]
    n = SEATS[game_id]
    seats = [Seat(names[i], "human" if i in (0, 2) else "normal") for i in range(n)]
    table = table_class(game_id)(app, Session.new(registry.get(game_id), seats, seed))
    table.instant = True
    app.push(table)
    chooser = make_bot(table.game, "random")
    rng = bot_rng(seed, 3)
    seen = 0
    for _ in range(20_000):
        if isinstance(app.top, Curtain):
            seen += 1
            for _ in range(40):
                app.frame(1 / 60, [])
            if seen >= handoffs:
                app.screenshot(out / f"{game_id}-{lang}-curtain.png")
            centre = app.view.point(640, 360)
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
            if seen >= handoffs:
                for _ in range(90):
                    app.frame(1 / 60, [])
                app.screenshot(out / f"{game_id}-{lang}-after.png")
                print(f"wrote {out}/{game_id}-{lang}-*.png (viewer {table.seat_name(table.viewer)})")
                return
            continue
        if app.top is table and table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(1 / 60, [])
    raise SystemExit(f"{game_id}: no hand-off came")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="/tmp/handoff-shots")
    parser.add_argument("--games", default="tonight,enfield")
    parser.add_argument("--langs", default="en,ja")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--handoffs", type=int, default=4)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="seven-shots-")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in args.games.split(","):
        for lang in args.langs.split(","):
            shoot(game_id, lang, out, args.seed, args.handoffs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
