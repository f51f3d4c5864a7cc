"""Small overlays: a confirm dialog and the pause menu."""

from __future__ import annotations

import pygame

from sprites import theme

from .scene import Scene
from .storage import say, why_args
from .table_layers import FreshInput
from .widgets import Button, panel, paragraph, text


class Dim(Scene):
    overlay = True

    def draw_dim(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))


class Confirm(Dim):
    """A question before an irreversible choice. No is the default: Enter and Esc answer No,
    and Yes takes a click or Tab first. It takes only a press begun once it is drawn, and
    nothing in its first moment, so a click or key meant for the table never answers it."""

    name = "confirm"

    def __init__(self, app, question_key: str, on_yes, yes_key: str = "app.yes", no_key: str = "app.no"):
        super().__init__(app)
        self.question_key = question_key
        self.on_yes = on_yes
        self.fresh = FreshInput()
        self.widgets = [
            Button((450, 400, 180, 48), yes_key, self.yes, app),
            Button((650, 400, 180, 48), no_key, self.app.pop, app, primary=True, key=pygame.K_RETURN),
        ]

    def handle(self, event) -> None:
        if not self.fresh.takes(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_KP_ENTER and self.button_focus is None:
            self.app.pop()  # the keypad's Enter answers as Enter does: No
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.fresh.update(dt)

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surface) -> None:
        self.fresh.draw()
        self.draw_dim(surface)
        view = self.app.view
        question = self.t(self.question_key)
        # the question's lines end above the buttons; a longer one grows the panel upwards
        need = len(theme.wrap(question, view.px(theme.LARGE), view.px(380))) * theme.LARGE * 1.45 * theme.text_scale
        extra = max(0.0, need - 100)
        panel(surface, view, (420, 250 - extra, 440, 220 + extra))
        paragraph(surface, view, question, (450, 290 - extra, 380, 100 + extra), theme.LARGE)
        super().draw(surface)


def network_table(app):
    """The table of a live network game in this window (hosted or joined), or None."""
    for scene in reversed(app.scenes):
        net = getattr(scene, "net", None)
        if net is not None and not getattr(net, "closed", False):
            return scene
    return None


def ask_to_leave(app, then) -> None:
    """Leaving a network game ends it for the others (the host) or leaves a seat away (a joined
    player): asked first. Anything else is left at once."""
    table = network_table(app)
    if table is None or table.session.over:
        then()
        return
    joined = getattr(table.session, "joined", False)
    app.push(Confirm(app, "net.leave.joined" if joined else "net.leave.host", then,
                     yes_key="net.leave.yes"))


PAUSE_W = 300  # the pause menu's panel, logical


class PauseMenu(Dim):
    """Esc at the table: resume, undo, rules, settings, leave (the game is saved)."""

    name = "pause"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        undo = getattr(table, "undo", None)  # the table's Undo part, when it has one
        can_undo = undo is not None and undo.can()
        items = [("app.pause.resume", self.app.pop, True)]
        if undo is not None:
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
        self.table.undo.take_back()

    def unsaved_why(self) -> dict[str, str] | None:
        """Why this game is not being saved (storage.why_args), or None when it is."""
        session = getattr(self.table, "session", None)
        if session is not None and getattr(session, "saved", None) is False:
            return why_args(getattr(session, "save_error", None))
        storage = getattr(self.app, "storage", None)
        return getattr(storage, "unsaved_why", None)

    def saved_line(self) -> str:
        why = self.unsaved_why()
        if why:
            return say(self.t, "app.storage.unsaved", why)
        joined = getattr(getattr(self.table, "session", None), "joined", False)  # the game is the host's
        return self.t("net.pause.joined" if joined else "app.pause.saved")

    def rules(self) -> None:
        game_id = getattr(getattr(self.table, "game", None), "id", None)
        self.app.open("rules", game_id)

    def settings(self) -> None:
        self.app.open("settings")

    def to_menu(self) -> None:
        ask_to_leave(self.app, lambda: self.app.open("menu"))

    def quit(self) -> None:
        ask_to_leave(self.app, self.app.stop_running)

    def draw(self, surface) -> None:
        self.draw_dim(surface)
        view = self.app.view
        why = self.unsaved_why()
        lines = theme.wrap(self.saved_line(), view.px(theme.SMALL), view.px(PAUSE_W - 32))  # inside the panel
        step = theme.grown(theme.SMALL * 1.4)
        top = 160 + 56 * len(self.widgets) + 64
        panel(surface, view, (640 - PAUSE_W / 2, 150, PAUSE_W, top - 150 + len(lines) * step + 14))
        text(surface, view, self.t("app.pause.title"), (640, 170), theme.TITLE, theme.GOLD, "midtop", bold=True)
        for i, line in enumerate(lines):
            text(surface, view, line, (640, top + i * step), theme.SMALL, theme.DANGER if why else theme.INK_DIM,
                 "midtop")
        super().draw(surface)


class Notice(Dim):
    """A short message over the screen, with OK."""

    name = "notice"

    def __init__(self, app, title_key: str, body: str, path: str = ""):
        super().__init__(app)
        self.title_key = title_key
        self.body = body
        self.path = path  # drawn broken anywhere, so a long folder name stays inside
        self.widgets = [Button((550, 450, 180, 48), "app.ok", self.app.pop, app, primary=True, key=pygame.K_RETURN)]

    def draw(self, surface) -> None:
        self.draw_dim(surface)
        view = self.app.view
        panel(surface, view, (340, 220, 600, 300))
        text(surface, view, self.t(self.title_key), (640, 246), theme.LARGE, theme.GOLD, "midtop", bold=True)
        used = paragraph(surface, view, self.body, (372, 296, 536, 140), theme.BODY)
        for i, line in enumerate(break_anywhere(self.path, view.px(theme.SMALL), view.px(536))):
            text(surface, view, line, (372, 304 + used + i * theme.grown(19)), theme.SMALL, theme.INK_DIM)
        super().draw(surface)


def break_anywhere(string: str, px: int, width: int) -> list[str]:
    """Lines of at most `width` pixels, broken between any two characters (a path)."""
    lines, line = [], ""
    for char in string:
        if line and theme.text_width(line + char, px) > width:
            lines.append(line)
            line = ""
        line += char
    return lines + [line] if line else lines
