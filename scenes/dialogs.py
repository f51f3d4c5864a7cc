"""Small overlays: a confirm dialog and the pause menu."""

from __future__ import annotations

import pygame

from sprites import theme

from .scene import Scene
from .widgets import Button, panel, paragraph, text


class Dim(Scene):
    overlay = True

    def draw_dim(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))


class Confirm(Dim):
    name = "confirm"

    def __init__(self, app, question_key: str, on_yes, yes_key: str = "app.yes", no_key: str = "app.no"):
        super().__init__(app)
        self.question_key = question_key
        self.on_yes = on_yes
        self.widgets = [
            Button((450, 400, 180, 48), yes_key, self.yes, app, primary=True, key=pygame.K_RETURN),
            Button((650, 400, 180, 48), no_key, self.app.pop, app, keycap="Esc"),
        ]

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surface) -> None:
        self.draw_dim(surface)
        view = self.app.view
        panel(surface, view, (420, 250, 440, 220))
        paragraph(surface, view, self.t(self.question_key), (450, 290, 380, 100), theme.LARGE)
        super().draw(surface)


class PauseMenu(Dim):
    """Esc at the table: resume, undo, rules, settings, leave (the game is saved)."""

    name = "pause"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        can_undo = table is not None and hasattr(table, "can_undo") and table.can_undo()
        items = [("app.pause.resume", self.app.pop, True)]
        if table is not None and hasattr(table, "undo"):
            items.append(("app.table.undo", self.undo, can_undo))
        items += [
            ("app.menu.rules", self.rules, True),
            ("app.menu.settings", self.settings, True),
            ("app.pause.menu", self.to_menu, True),
            ("app.quit", self.quit, True),
        ]
        self.widgets = []
        y = 220
        for key, action, enabled in items:
            button = Button((520, y, 240, 46), key, action, app, primary=(key == "app.pause.resume"))
            button.enabled = enabled
            self.widgets.append(button)
            y += 56

    def undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def unsaved_why(self) -> str | None:
        """Why this game is not being saved (a catalog key), or None when it is."""
        from .storage import why_key

        session = getattr(self.table, "session", None)
        if session is not None and getattr(session, "saved", None) is False:
            return why_key(getattr(session, "save_error", None))
        storage = getattr(self.app, "storage", None)
        return getattr(storage, "unsaved_why", None)

    def rules(self) -> None:
        from .rules_viewer import RulesViewer

        game_id = getattr(getattr(self.table, "game", None), "id", None)
        self.app.push(RulesViewer(self.app, game_id))

    def settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def to_menu(self) -> None:
        from .menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def quit(self) -> None:
        self.app.running = False

    def draw(self, surface) -> None:
        self.draw_dim(surface)
        view = self.app.view
        panel(surface, view, (490, 150, 300, 56 * len(self.widgets) + 90))
        text(surface, view, self.t("app.pause.title"), (640, 170), theme.TITLE, theme.GOLD, "midtop", bold=True)
        why = self.unsaved_why()
        line = self.t("app.storage.unsaved", why=self.t(why)) if why else self.t("app.pause.saved")
        text(surface, view, line, (640, 160 + 56 * len(self.widgets) + 64), theme.SMALL,
             theme.DANGER if why else theme.INK_DIM, "midtop")
        super().draw(surface)
