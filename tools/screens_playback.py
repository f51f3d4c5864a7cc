"""Screenshots of the playback, in both languages: `python tools/screens_playback.py [OUT_DIR]`.

An Enfield battle mid-roll (the die still tumbling: no Roll button, no lit target, the
banner still at the step before) and once it has landed; Whisper's round start mid-deal and
once dealt (the player's own new hand face up). One human seat against AIs, real speed."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import registry  # noqa: E402
from game.engine.bots import bot_rng, make_bot  # noqa: E402
from game.engine.record import Seat  # noqa: E402
from game.engine.session import Session  # noqa: E402

FRAME = 1 / 60


def open_table(game_id: str, lang: str, players: int, seed: int, options: dict):
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu
    from scenes.tables import table_class

    settings = Settings()
    settings.language = lang
    settings.first_tips = False
    app = App((1280, 720), settings=settings, headless=True)
    app.push(MainMenu(app))
    seats = [Seat("Aoi" if lang == "en" else "あおい", "human")] + [Seat(f"AI {i}", "random") for i in range(1, players)]
    session = Session.new(registry.get(game_id), seats, seed, options)
    table = table_class(game_id)(app, session)
    app.push(table)
    return app, table


def run(app, table, until, seed: int, limit: int = 20000) -> bool:
    """Frames (the human choosing at random once a decision is offered) until `until(table)`."""
    chooser, rng = make_bot(table.game, "random"), bot_rng(seed, 9)
    for _ in range(limit):
        if until(table):
            return True
        if app.top is not table:
            return False
        if table.legal:
            table.submit(chooser.choose(table.observation, table.legal, rng))
        app.frame(FRAME, [])
    return False


def mid_and_end(app, table, mid_frames: int, limit: int, mid: Path, end: Path) -> list[Path]:
    """A screenshot `mid_frames` frames into what plays, and one once it has all played out
    (within `limit` frames)."""
    for _ in range(mid_frames):
        app.frame(FRAME, [])
    app.screenshot(mid)
    for _ in range(limit):
        if table.settled():
            break
        app.frame(FRAME, [])
    app.frame(FRAME, [])
    app.screenshot(end)
    return [mid, end]


def enfield(out: Path, lang: str) -> list[Path]:
    from game.enfield.actions import Attack

    app, table = open_table("enfield", lang, 2, 4, {})
    session = table.session
    run(app, table, lambda t: session.history and isinstance(session.history[-1].action, Attack), 4)
    return mid_and_end(app, table, 18, 600,  # 0.3 s: the die tumbles
                       out / f"playback-enfield-battle-midroll-{lang}.png",
                       out / f"playback-enfield-battle-landed-{lang}.png")


def whisper(out: Path, lang: str) -> list[Path]:
    app, table = open_table("kami", lang, 3, 5, {"rounds": 2})
    run(app, table, lambda t: t.intermission is not None, 5)
    table.end_intermission()  # the next round is dealt
    return mid_and_end(app, table, 12, 1200,
                       out / f"playback-whisper-roundstart-dealing-{lang}.png",
                       out / f"playback-whisper-roundstart-dealt-{lang}.png")


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/playback-shots")
    out.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        for path in enfield(out, lang) + whisper(out, lang):
            print(path)


if __name__ == "__main__":
    main()
