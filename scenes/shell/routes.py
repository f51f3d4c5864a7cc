"""Every screen the app opens by name, in one place.

A screen or a table never imports another screen: it asks the app, `app.open("setup",
game_id)`, and this table says what each name opens. Only this module imports the
screens, so the shell has no import circle and a new screen is one line here.

Each route takes the app and the screen's own arguments, and returns the scene it
opened. "menu" is the root: opening it closes everything above it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..kit.scene import Scene
from ..tables import random_seed, start_game
from ..tables.freetable import FreeTable
from .about import AboutScene
from .crash import CrashScene
from .join import JoinScene
from .menu import MainMenu
from .replay import ReplayScene
from .replay_list import ReplayList
from .rules_viewer import RulesViewer
from .settings_screen import SettingsScene
from .setup import SetupScene
from .statistics import StatisticsScene


def _pushed(screen: Callable[..., Scene]) -> Callable[..., Scene]:
    """A route that opens `screen` over the one on top."""

    def route(app, *args: Any, **kwargs: Any) -> Scene:
        scene = screen(app, *args, **kwargs)
        app.push(scene)
        return scene

    return route


def _menu(app) -> Scene:
    scene = MainMenu(app)
    app.reset_to(scene)
    return scene


def _new_game(app, game, seats, options: dict) -> Scene:
    """The same game again, with a new seed (the results screen's Play again)."""
    start_game(app, game, seats, random_seed(), options)
    return app.top


ROUTES: dict[str, Callable[..., Scene]] = {
    "menu": _menu,
    "setup": _pushed(SetupScene),  # (game_id, players=None, seed=None)
    "settings": _pushed(SettingsScene),
    "statistics": _pushed(StatisticsScene),
    "replays": _pushed(ReplayList),  # (game_id): the kept replays of one game
    "replay": _pushed(ReplayScene),  # (record, viewer=..., at=0)
    "rules": _pushed(RulesViewer),  # (topic=None): a game id or "seven-tables"
    "about": _pushed(AboutScene),
    "crash": _pushed(CrashScene),  # (log path or None)
    "freetable": _pushed(FreeTable),
    "join": _pushed(JoinScene),  # a game hosted on another computer
    "new_game": _new_game,  # (game, seats, options)
}
