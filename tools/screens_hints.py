"""Screenshots of the Hint at five decision points of each title, in both languages:

    python tools/screens_hints.py [out_dir]      (default /tmp/hint-shots)

hint-<game>-<n>-<lang>.png: the human's n-th decision point met (the 1st, 3rd, 6th, 10th
and 15th, or the next one after whose sentence is not one already shot, up to the 40th) with H
pressed and Hard's answer in (it thinks in its worker process): the whole move ringed and its
sentence beside it. Between them the
human plays the hinted move and the AIs (Normal) play theirs, so the game goes on as a
player taking every hint would see it. Also prints each hint sentence.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from tests.privacy import click_curtain_away, key, table_app

PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 2, "kami": 3}
SHOT_AT = (1, 3, 6, 10, 15)
LAST = 40  # the last decision point looked at for a sentence not shot yet


def open_table(app, game_id, seed):
    from scenes.kit.curtain import Curtain
    from scenes.tables import table_class

    seats = [Seat("Hana" if i == 0 else f"AI {i + 1}", "human" if i == 0 else "normal")
             for i in range(PLAYERS[game_id])]
    session = Session.new(registry.get(game_id), seats, seed, {})
    table = table_class(game_id)(app, session)
    table.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    return table


def shoot(game_id: str, lang: str, out: Path, seed: int = 3) -> None:
    app = table_app(lang=lang)
    table = open_table(app, game_id, seed)
    met, shot, said = 0, 0, set()
    for _ in range(40_000):
        if table.session.over or shot >= len(SHOT_AT) or met >= LAST:
            return
        if app.top is not table or not table.legal or not table.settled():
            if table.showing_recap():
                table.recap.close()
            app.frame(1 / 60, [])
            continue
        met += 1
        key(app, pygame.K_h)
        asked = time.monotonic()
        while table.focus.hint_action is None and time.monotonic() - asked < 30:  # Hard thinks in its worker
            app.frame(1 / 60, [])
            time.sleep(0.01)
        action = table.focus.hint_action
        for _ in range(20):
            app.frame(1 / 60, [])
        if met >= SHOT_AT[shot] and table.focus.hint_words not in said:
            path = out / f"hint-{game_id}-{met}-{lang}.png"
            app.screenshot(path)
            print(f"{path.name}: {table.focus.hint_words!r}")
            said.add(table.focus.hint_words)
            shot += 1
        if action is None or not table.submit(action):
            table.submit(table.legal[0])
        for _ in range(5):
            app.frame(1 / 60, [])


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/hint-shots")
    out.mkdir(parents=True, exist_ok=True)
    games = sys.argv[2:] or list(PLAYERS)
    for game_id in games:
        for lang in ("en", "ja"):
            shoot(game_id, lang, out)


if __name__ == "__main__":
    main()
