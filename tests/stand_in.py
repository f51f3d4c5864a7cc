"""The menu's stand-in at the bottom of a headless app's stack, for whatever opens a table
(or another screen) without the menu: the tests, the screenshot tools and the benches. A
table's Back and its end land on it, as they would on the menu."""

from __future__ import annotations


class MenuStandIn:
    """A screen that does nothing, where the menu would be."""

    overlay = False

    def __init__(self, app=None):
        self.app = app

    def enter(self): ...
    def leave(self): ...
    def resume(self): ...
    def handle(self, event): ...
    def update(self, dt): ...
    def draw(self, surface): ...


def table_app(size=(1280, 720), lang="en", **settings):
    """A headless app (1280×720 unless told, in `lang`, with any other `settings`) with the
    menu's stand-in at the bottom of its stack; the `app` fixture of tests/conftest.py yields
    one and empties the stack after."""
    from scenes.kit.settings import Settings
    from scenes.shell.app import App

    app = App(size, settings=Settings(language=lang, **settings), headless=True)
    app.push(MenuStandIn(app))
    return app


def push_instant(app, table):
    """Put `table` on the app with no pauses and no animation time (the AIs do not wait, the
    cards and the dice land at once), and let its first frame pass."""
    table.instant = True
    table.anim.instant = True
    if getattr(table, "tray", None) is not None:
        table.tray.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    return table
