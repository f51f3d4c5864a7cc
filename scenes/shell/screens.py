"""Any scene rendered headless into a PNG: `seven-tables --screenshot SCENE OUT.png`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.engine import registry

if TYPE_CHECKING:
    from game.engine.session import Session

SCREENSHOT_SCENES = ("menu", "setup", "table", "curtain", "pause", "results", "settings", "rules", "about",
                     "freetable", "crash", "replay")


def prepared_session(game_id: str, seed: int, moves: int, players: int | None, viewer: int,
                     to_end: bool = False) -> Session:
    """A game with every seat human (so nothing moves by itself), advanced by
    `moves` decisions of Normal bots (or to the end)."""
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session

    game = registry.get(game_id)
    n = players or max(game.min_players, min(game.max_players, 3))
    session = Session.new(game, [Seat(f"Player {i + 1}", "human") for i in range(n)], seed)
    bots = [make_bot(game, "normal") for _ in range(n)]
    rngs = [bot_rng(seed, i) for i in range(n)]
    played = 0
    while not session.over and (to_end or played < moves):
        seat = session.to_act
        session.bot_move(bots[seat], rngs[seat])
        played += 1
    return session


def open_scene(app, name: str, args) -> None:
    app.open("menu")
    if name == "menu":
        return
    from ..kit.curtain import Curtain
    from ..kit.dialogs import PauseMenu
    from ..tables import table_class

    game_id = args.game or next(iter(registry.playable()), "highcard")
    if name == "setup":
        app.open("setup", game_id, players=args.players, seed=args.seed)
    elif name in ("table", "curtain", "pause", "results"):
        session = prepared_session(game_id, args.seed, args.moves, args.players, args.seat, to_end=name == "results")
        table = table_class(game_id)(app, session)
        table.needs_curtain = False
        table.handoff.viewer = args.seat
        table.rebuild()
        app.push(table)
        if name == "curtain":
            app.push(Curtain(app, lambda: table.seat_name(args.seat), lambda: None))
        elif name == "pause":
            app.push(PauseMenu(app, table))
        elif name == "results":
            table.results_shown = True
            table.show_results()
    elif name == "replay":  # a game played to its end, watched from move --moves as seat --seat sees it
        session = prepared_session(game_id, args.seed, 0, args.players, args.seat, to_end=True)
        app.open("replay", session.record, viewer=args.seat, at=args.moves)
    elif name == "rules":
        app.open("rules", args.game)
    elif name in ("settings", "about", "freetable"):
        app.open(name)
    elif name == "crash":
        app.open("crash", Path("~/.local/share/SevenTables/seven-tables/crashes/crash-example.log"))
    else:
        raise SystemExit(f"unknown scene {name!r}; choose from: {', '.join(SCREENSHOT_SCENES)}")


def render_screenshot(app, args) -> int:
    name, out = args.screenshot
    open_scene(app, name, args)
    for _ in range(max(1, args.frames)):
        app.frame(1 / 60, events=[])
    app.screenshot(out)
    print(f"wrote {out} ({app.window.get_width()}×{app.window.get_height()}, scene {name})")
    return 0
