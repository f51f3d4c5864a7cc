"""Screenshots of the Enfield table: `python tools/screens_enfield.py [OUT_DIR]`.

Plays a seeded game through the table scene (every seat human, moved by SimpleBots through the
table's own submit, so the log and the sprites follow as in play) and saves the stake overlay,
a route choice, a battle, mid-game and the final scoring, in English and Japanese, at 1280×720
and 1920×1080."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.enfield import GAME
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session

SHOTS = ("stake", "routes", "encounter", "battle", "attach", "mid", "end")


def stop_here(shot: str, table, steps: int) -> bool:
    obs = table.observation
    if shot == "stake":
        return obs.round == 2 and obs.phase == "stake" and table.session.to_act == 0
    if shot == "routes":
        if obs.round >= 2 and obs.phase == "path" and table.session.to_act == 0:
            many = [d for d, p in table.gestures.destinations().items() if len(p) > 1]
            if many:
                table.gestures.choose_square(min(many))
                return True
        return False
    if shot == "battle":
        b = obs.battle
        return b is not None and b.step == "exchange" and sum(f.damage > 0 for f in b.fighters) >= 2 \
            and table.session.to_act == 0
    if shot == "encounter":
        return obs.phase == "encounter" and table.session.to_act == 0
    if shot == "attach":
        return obs.round >= 3 and obs.phase == "attach" and table.session.to_act == 0
    if shot == "mid":
        return obs.round >= 7 and obs.phase == "path" and table.session.to_act == 0
    return table.session.over


def shoot(shot: str, lang: str, size: tuple[int, int], out: Path, players: int = 3, seed: int = 4) -> Path:
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu
    from scenes.tables.enfield import EnfieldTable

    settings = Settings()
    settings.language = lang
    app = App(size, settings=settings, headless=True)
    app.push(MainMenu(app))
    names = ("Aoi", "Bram", "Chiyo", "Dario") if lang == "en" else ("あおい", "ブラム", "ちよ", "ダリオ")
    session = Session.new(GAME, [Seat(names[i], "human") for i in range(players)], seed)
    table = EnfieldTable(app, session)
    table.needs_curtain = False
    table.instant = True
    table.anim.instant = True
    table.tray.instant = True
    app.push(table)
    bots = [make_bot(GAME, "normal") for _ in range(players)]
    rngs = [bot_rng(seed, i) for i in range(players)]
    for steps in range(6000):
        if stop_here(shot, table, steps):
            break
        seat = session.to_act
        table.handoff.viewer = seat
        action = bots[seat].choose(session.observe(seat), session.legal(), rngs[seat])
        table.submit(action)
        if session.over and shot != "end":
            break
    table.handoff.viewer = 0
    table.refresh()
    if shot == "routes" and not table.gestures.routes:
        many = [d for d, p in table.gestures.destinations().items() if len(p) > 1]
        if many:
            table.gestures.choose_square(min(many))
    if table.show is not None:  # as in play, only the newest damage number is still in the air
        table.show.floats = table.show.floats[-1:]
    table.instant = False
    table.anim.instant = False
    frames = 40
    if shot == "end":
        frames = 200
    for _ in range(frames):
        app.frame(1 / 60, [])
    path = out / f"enfield-{shot}-{lang}-{size[0]}.png"
    app.screenshot(path)
    while app.scenes:
        app.scenes.pop()
    return path


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/enfield-shots")
    out.mkdir(parents=True, exist_ok=True)
    only = sys.argv[2:] or SHOTS
    for shot in only:
        for lang in ("en", "ja"):
            for size in ((1280, 720), (1920, 1080)):
                print(shoot(shot, lang, size, out))


if __name__ == "__main__":
    main()
