"""Every screen the app opens by name, in one place.

A screen or a table never imports another screen: it asks the app, `app.open("setup",
game_id)`, and this table says what each name opens. The table names each screen's module
and class and imports it when it is first opened, so the program starts without loading
screens it has not shown yet (and the shell has no import circle: only this module reaches
the screens). A new screen is one line here.

Each route takes the app and the screen's own arguments, and returns the scene it
opened. "menu" is the root: opening it closes everything above it."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ..kit.scene import Scene

# name -> (module, class): the screen opened over the one on top, with the route's arguments
SCREENS: dict[str, tuple[str, str]] = {
    "setup": ("scenes.shell.setup", "SetupScene"),  # (game_id, players=None, seed=None)
    "settings": ("scenes.shell.settings_screen", "SettingsScene"),
    "statistics": ("scenes.shell.statistics", "StatisticsScene"),
    "replays": ("scenes.shell.replay_list", "ReplayList"),  # (game_id): the kept replays of one game
    "replay": ("scenes.shell.replay", "ReplayScene"),  # (record, viewer=..., at=0)
    "rules": ("scenes.shell.rules_viewer", "RulesViewer"),  # (topic=None): a game id or "seven-tables"
    "about": ("scenes.shell.about", "AboutScene"),
    "crash": ("scenes.shell.crash", "CrashScene"),  # (log path or None)
    "freetable": ("scenes.tables.freetable", "FreeTable"),
    "join": ("scenes.shell.join", "JoinScene"),  # a game hosted on another computer
    "resume": ("scenes.shell.resume_list", "ResumeList"),  # the unfinished games that wait
}
MENU = ("scenes.shell.menu", "MainMenu")


def screen_class(module: str, name: str) -> Callable[..., Scene]:
    """The screen's class, its module imported on first use."""
    return getattr(importlib.import_module(module), name)


def _pushed(module: str, name: str) -> Callable[..., Scene]:
    """A route that opens the screen over the one on top."""

    def route(app, *args: Any, **kwargs: Any) -> Scene:
        scene = screen_class(module, name)(app, *args, **kwargs)
        app.push(scene)
        return scene

    return route


def _menu(app) -> Scene:
    scene = screen_class(*MENU)(app)
    app.reset_to(scene)
    return scene


def _new_game(app, game, seats, options: dict) -> Scene:
    """The same game again, with a new seed (the results screen's Play again)."""
    from ..tables import random_seed, start_game

    start_game(app, game, seats, random_seed(), options)
    return app.top


ROUTES: dict[str, Callable[..., Scene]] = {
    "menu": _menu,
    **{name: _pushed(*where) for name, where in SCREENS.items()},
    "new_game": _new_game,  # (game, seats, options)
}
