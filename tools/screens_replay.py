"""Screenshots of Statistics with its endings gallery, and of a replay of each title, in
both languages at 1280×720:

    python tools/screens_replay.py [out_dir]      (default /tmp/replay-shots)

- stats-<game>-<lang>.png: Statistics of that game after a few finished games (the
  endings gallery is its right-hand panel);
- replay-<game>-<lang>.png: a kept replay in the middle of the game, as its first seat saw it;
- replay-all-<game>-<lang>.png: the same moment in the all-seeing view (every hidden card face up,
  then the decks in the order they will come);
- replay-most-<game>-<lang>.png: the all-seeing view with the most rows the game can have (the
  largest table; Tonight at a moment its Heroine reserve holds cards, when a game has one);
- tips-<game>-<lang>-<n>.png: the first-game tips of each table, one by one.

The user folder is a temporary one (SEVEN_TABLES_HOME), so nothing of the player's is read or written.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["SEVEN_TABLES_HOME"] = tempfile.mkdtemp(prefix="replay-shots-home-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 3, "kami": 4}
NAMES = ("Ann", "Bo", "Chika", "Dai", "Eiji", "Fumi")
MOST = {"requiem": 3, "marenzan": 4, "tonight": 4, "enfield": 4, "kami": 6}  # the largest tables


def play_and_keep(game_id: str, seed: int) -> None:
    from scenes.kit import records

    game = registry.get(game_id)
    n = PLAYERS[game_id]
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "easy") for i in range(1, n)]
    session = Session.new(game, seats, seed, {})
    bots = [make_bot(game, "easy") for _ in seats]
    rngs = [bot_rng(seed, i) for i in range(n)]
    while not session.over:
        seat = session.to_act
        session.act(bots[seat].choose(session.observe(seat), session.legal(), rngs[seat]))
    records.keep_finished(session, when=1_780_000_000 + seed * 3600)


def main(out: Path) -> None:
    from scenes.kit import records
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu
    from scenes.shell.replay import ALL, ReplayScene
    from scenes.shell.statistics import StatisticsScene

    out.mkdir(parents=True, exist_ok=True)
    for game_id in GAMES:
        for seed in range(1, 6):
            play_and_keep(game_id, seed)
    games, _ = records.load_games()
    for lang in ("en", "ja"):
        app = App((1280, 720), settings=Settings(language=lang), headless=True)
        app.push(MainMenu(app))
        for game_id in GAMES:
            stats = StatisticsScene(app)
            stats.choose(game_id)
            app.push(stats)
            app.frame(1 / 60, [])
            app.screenshot(out / f"stats-{game_id}-{lang}.png")
            app.pop()
            kept = [g for g in games if g.game == game_id][-1]
            from game.engine.record import load_record

            record, _ = load_record(records.kept_record(kept.key), registry.all_games())
            scene = ReplayScene(app, record, viewer=0, at=len(record.actions) // 2)
            app.push(scene)
            for _ in range(30):
                app.frame(1 / 60, [])
            app.screenshot(out / f"replay-{game_id}-{lang}.png")
            scene.set_viewer(ALL)
            for _ in range(10):
                app.frame(1 / 60, [])
            app.screenshot(out / f"replay-all-{game_id}-{lang}.png")
            app.pop()
        most_rows(app, lang, out)
        tips(app, lang, out)
    print(f"wrote {len(list(out.glob('*.png')))} screenshots to {out}")


def most_rows(app, lang: str, out: Path) -> None:
    """The all-seeing column at its fullest: each game at its largest table, a third of the
    way in (Tonight: the first moment its Heroine reserve holds cards, if one comes)."""
    from game.engine.record import replay
    from scenes.shell.replay import ALL, ReplayScene

    for game_id, n in MOST.items():
        game = registry.get(game_id)
        seats = [Seat(NAMES[i], "easy") for i in range(n)]
        session = Session.new(game, seats, 9, {})
        bots = [make_bot(game, "easy") for _ in seats]
        rngs = [bot_rng(9, i) for i in range(n)]
        while not session.over:
            seat = session.to_act
            session.act(bots[seat].choose(session.observe(seat), session.legal(), rngs[seat]))
        record, at = session.record, len(session.record.actions) // 3
        if game_id == "tonight":
            state = replay(record, game, 0)
            for k, action in enumerate(record.actions):
                if state.reserve:
                    at = k
                    break
                game.apply(state, action)
        scene = ReplayScene(app, record, viewer=ALL, at=at)
        app.push(scene)
        for _ in range(10):
            app.frame(1 / 60, [])
        app.screenshot(out / f"replay-most-{game_id}-{lang}.png")
        app.pop()


def tips(app, lang: str, out: Path) -> None:
    """Each table opened for the first time, every tip in turn (Enter for the next)."""
    import pygame

    from scenes.tables import table_class

    app.settings.first_tips, app.settings.tips_seen = True, []
    for game_id in GAMES:
        seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[i], "easy") for i in range(1, PLAYERS[game_id])]
        table = table_class(game_id)(app, Session.new(registry.get(game_id), seats, 4, {}))
        app.push(table)
        for n in range(len(table.tips.queue)):
            for _ in range(20):
                app.frame(1 / 60, [])
            app.screenshot(out / f"tips-{game_id}-{lang}-{n + 1}.png")
            app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
        app.pop()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/replay-shots"))
